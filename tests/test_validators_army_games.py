"""Each game's own army rules: L'Art de la Guerre commands, Warhammer 6th characters, champions and
mounts, and no game borrowing another's rules or references."""
from __future__ import annotations

import pytest

from model.army import ArmyEntry, Catalogue, Command, Option, Profile
from model.ruleset import load_ruleset

from validators.registry import validate

from tests.builders import army, validate_own


def run(doc, cat, rule_id=None, **kw):
    found = validate_own(doc, catalogue=cat, **kw)
    if not kw:  # a run with no settings leaves out the checks a game has nothing for (Rule.when): same findings
        assert [f.one_line() for f in validate(doc, catalogue=cat)] == [f.one_line() for f in found]
    return [f for f in found if rule_id is None or f.rule == rule_id]


# -- L'Art de la Guerre ----------------------------------------------------------------

def adlg_catalogue() -> Catalogue:
    """Example ADLG units (invented costs: the sheet prices only generals)."""
    return Catalogue("adlg-test", "ADLG test catalogue (example data)", "adlg", [
        Profile("kn", "Knights (example)", 15, "KN", "mounted", category="Mounted"),
        Profile("sp", "Spearmen (example)", 9, "HI", "infantry", category="Infantry"),
        Profile("ps", "Psiloi (example)", 2, "LI", "infantry", category="Infantry"),
    ], example=True)


def adlg_army(units, commands, limit=200):
    entries = [ArmyEntry(eid, profile, command=cmd) for eid, profile, cmd in units]
    return army(entries, points_limit=limit, ruleset="adlg", commands=commands)


def three_commands():
    # the sheet's costs: competent 3, brilliant 6, ordinary 0 -> 9 points of generals
    return [Command("c1", "Right", "competent", general="k1"), Command("c2", "Centre", "brilliant", general="s1"),
            Command("c3", "Left", "ordinary", general="p1")]


def legal_units():
    # 5 knights (75) + 11 spearmen (99) + 8 psiloi (16) = 190 points of units, 199 with the generals
    return ([(f"k{i}", "kn", "c1") for i in range(1, 6)] + [(f"s{i}", "sp", "c2") for i in range(1, 12)]
            + [(f"p{i}", "ps", "c3") for i in range(1, 9)])


def test_rating_table_is_the_sheets():
    rs = load_ruleset("adlg")
    ratings = rs.value("army.commands.ratings")
    assert [(r["book_name"], r["command_value"], r["range"], r["cost"]) for r in ratings] == [
        ("Ordinario", 0, 4, 0), ("Competente", 1, 6, 3), ("Brillante", 2, 8, 6), ("Estratega", 3, 8, 10)]
    assert 'MANDO, COSTE (Pag. 74)' in rs.ref("army.commands.ratings.brilliant.cost")
    # the 200 points are the cost column's header, cited as such (not an "army limit" heading of its own)
    assert rs.value("army.points_limit") == 200
    assert "'Coste (200 Pts.)'" in rs.ref("army.points_limit") and rs.is_setting("army.points_limit")  # a header, not a rule


def test_a_legal_adlg_army_with_three_rated_commands_has_no_findings():
    cat = adlg_catalogue()
    doc = adlg_army(legal_units(), three_commands())
    assert [f.one_line() for f in run(doc, cat)] == []


def test_generals_costs_count_against_the_200_points():
    cat = adlg_catalogue()
    units = legal_units() + [("p9", "ps", "c3")]  # 192 points of units + 9 of generals = 201
    found = run(adlg_army(units, three_commands()), cat, "army.points-limit")
    assert [f.message for f in found] == [
        "The army costs 201 points (9 of them for its generals), 1 over its limit of 200."]
    assert found[0].data["generals"] == 9 and "Coste (200 Pts.)" in found[0].reference
    # a strategist instead of the ordinary general: +10 points
    cmds = three_commands()[:2] + [Command("c3", "Left", "strategist", general="p1")]
    assert run(adlg_army(legal_units(), cmds), cat, "army.points-limit")[0].data["total"] == 209


def test_unknown_or_missing_rating_is_reported_with_the_table_reference():
    cat = adlg_catalogue()
    cmds = [Command("c1", "Right", "heroic", general="k1"), Command("c2", "", "", general="s1"),
            Command("c3", "Left", "ordinary", general="p1")]
    found = run(adlg_army(legal_units(), cmds), cat, "army.command-rating")
    assert [f.message for f in found] == [
        "The general of 'Right' has the rating 'heroic'; a general is rated Ordinary (Ordinario), Competent "
        "(Competente), Brilliant (Brillante), Strategist (Estratega).",
        "The general of command 2 has no rating; a general is rated Ordinary (Ordinario), Competent (Competente), "
        "Brilliant (Brillante), Strategist (Estratega)."]
    assert [f.location.path for f in found] == ["commands[0].rating", "commands[1].rating"]
    assert all("MANDO, COSTE (Pag. 74)" in f.reference for f in found)


def test_units_must_belong_to_a_command_of_the_list():
    cat = adlg_catalogue()
    units = legal_units()
    units[0] = ("k1", "kn", None)      # no command
    units[5] = ("s1", "sp", "c9")      # a command the list does not have
    cmds = three_commands() + [Command("c4", "Reserve", "ordinary")]  # no units
    found = run(adlg_army(units, cmds), cat, "army.command-units")
    msgs = [f.message for f in found]
    assert "The unit 'Knights (example)' belongs to no command; every unit is given to one of the army's generals." in msgs
    assert "The unit 'Spearmen (example)' is given to a command the list does not have ('c9')." in msgs
    assert ("The general of 'Right' stands with 'Knights (example)', which belongs to no command: a general "
            "stands with a unit of his own command.") in msgs
    assert "The command 'Reserve' has no units." in msgs
    reserve = next(f for f in found if f.message == "The command 'Reserve' has no units.")
    assert reserve.severity.value == "warning" and reserve.location.path == "commands[3]"
    assert all("GRUPOS (Pag. 10)" in f.reference for f in found)


def test_an_army_needs_at_least_one_command():
    cat = adlg_catalogue()
    found = run(adlg_army([("k1", "kn", None)], []), cat, "army.command-count")
    assert [f.message for f in found] == ["The army has no command; it needs at least 1, each with its rated general."]
    # an event may set the number of commands the army lists allow
    event = {"rules": {"army.command-count": {"params": {"max": 2}}}}
    found = run(adlg_army(legal_units(), three_commands()), cat, "army.command-count", settings=event)
    assert [f.message for f in found] == ["The army has 3 commands; at most 2."]


def test_commands_belong_to_adlg_only():
    cat = Catalogue("k", "K", "kensei", [Profile("h", "Hero", 50, "H", unique=True, leader=True)], example=True)
    doc = army([ArmyEntry("g", "h", general=True)], ruleset="kensei", commands=[Command("c1", "", "ordinary")])
    found = run(doc, cat, "army.command-units")
    assert [f.message for f in found] == ["The list has 1 command, but Kensei 2.5 armies have no commands: remove it."]


# -- Warhammer 6th ---------------------------------------------------------------------

def wh_catalogue(ruleset="warhammer-6th") -> Catalogue:
    return Catalogue("wh", "Warhammer test catalogue (example data)", ruleset, [
        Profile("captain", "Captain (example)", 50, "character", "infantry", leader=True,
                roles=frozenset({"character"}), category="Characters",
                options=(Option("horse", "Warhorse", 12, mount=True), Option("griffon", "Griffon", 150, mount=True),
                         Option("shield", "Shield", 2))),
        Profile("general-x", "Named general (example)", 200, "character", unique=True, roles=frozenset({"character"})),
        Profile("spears", "Spearmen (example)", 6, troop_type="infantry", category="Core"),
        Profile("sergeant", "Sergeant (example)", 10, "champion", roles=frozenset({"champion"})),
        Profile("cannon", "Cannon (example)", 100, category="Rare", max_per_army=1),
    ], example=True)


def test_warhammer_6th_is_a_battle_ruleset_of_its_own():
    rs = load_ruleset("warhammer-6th")
    assert rs.serves("army") and not rs.serves("campaign") and rs.value("campaign") is None
    assert rs.value("army.roles") == ["champion", "character"]
    assert "p.96-99" in rs.ref("army.champions_per_unit")
    cat = wh_catalogue()
    doc = army([("cap", "captain", 1, {"general": True, "attached_to": "u", "role": "character",
                                        "options": ("horse", "shield")}),
                ("u", "spears", 20), ("s", "sergeant", 1, {"attached_to": "u", "role": "champion"}),
                ("gun", "cannon", 1)], ruleset="warhammer-6th", points_limit=500)
    assert [f.one_line() for f in run(doc, cat)] == []


@pytest.mark.parametrize("ruleset", ["warhammer-6th", "warhammer-campaign"])
def test_a_champion_made_a_unit_of_his_own_is_one_finding(ruleset):
    cat = wh_catalogue(ruleset)
    for extra in ({}, {"attached_to": "u"}, {"attached_to": "u", "role": "character"}):
        doc = army([("cap", "captain", 1, {"general": True}), ("u", "spears", 20), ("s", "sergeant", 1, extra)],
                   ruleset=ruleset, points_limit=None)
        found = run(doc, cat)
        assert [f.rule for f in found] == ["army.champion"], extra
        assert "p.96-99" in found[0].reference


def test_two_champions_in_one_unit():
    cat = wh_catalogue()
    doc = army([("cap", "captain", 1, {"general": True}), ("u", "spears", 20),
                ("s1", "sergeant", 1, {"attached_to": "u", "role": "champion"}),
                ("s2", "sergeant", 1, {"attached_to": "u", "role": "champion"})], ruleset="warhammer-6th")
    found = run(doc, cat, "army.champion")
    assert [f.message for f in found] == ["The unit 'Spearmen (example)' has 2 champions; its command group has 1."]
    assert "centro de la fila frontal" in load_ruleset("warhammer-6th").node("army.champions_per_unit")["note"]


@pytest.mark.parametrize("ruleset", ["warhammer-6th", "warhammer-campaign"])
def test_warhammer_characters_are_not_kensei_unique_leaders(ruleset):
    cat = wh_catalogue(ruleset)
    doc = army([("c1", "captain", 1, {"general": True}), ("c2", "captain", 1), ("u", "spears", 20)],
               ruleset=ruleset, points_limit=None)
    found = run(doc, cat)
    assert not any("Kensei" in f.reference for f in found)
    assert [f.rule for f in found] == []
    # a profile the catalogue marks unique is still fielded once, cited from this ruleset's own data
    doc = army([("c1", "captain", 1, {"general": True}), ("x1", "general-x", 1), ("x2", "general-x", 1)],
               ruleset=ruleset, points_limit=None)
    found = run(doc, cat, "army.unique")
    assert len(found) == 1 and "Kensei" not in found[0].reference and "army books" in found[0].reference


def test_kensei_leaders_stay_unique_with_kensei_pages():
    cat = Catalogue("k", "K", "kensei", [Profile("hata", "Hatamoto", 35, "E", leader=True, roles=frozenset({"leader"}))],
                    example=True)
    doc = army([("a", "hata", 1), ("b", "hata", 1)], ruleset="kensei")
    found = run(doc, cat, "army.unique")
    assert len(found) == 1 and "an army leader (always unique)" in found[0].message
    assert found[0].reference == "Kensei 2.5 p.38"


def test_a_model_rides_one_mount():
    cat = wh_catalogue()
    doc = army([("cap", "captain", 1, {"general": True, "options": ("horse", "griffon")})], ruleset="warhammer-6th")
    found = run(doc, cat, "army.mount")
    assert [f.message for f in found] == ["'Captain (example)' rides 2 mounts (Warhorse, Griffon); a model rides "
                                          "at most 1."]
    assert found[0].location.path == "entries[0].options"
    # the mount's points count
    doc = army([("cap", "captain", 1, {"general": True, "options": ("griffon",)})], ruleset="warhammer-6th",
               points_limit=150)
    assert run(doc, cat, "army.points-limit")[0].data["total"] == 200


def test_catalogue_limit_per_army():
    cat = wh_catalogue()
    doc = army([("cap", "captain", 1, {"general": True}), ("g1", "cannon", 1), ("g2", "cannon", 1)],
               ruleset="warhammer-6th", points_limit=None)
    found = run(doc, cat, "army.profile-limit")
    assert [f.message for f in found] == ["The army takes 'Cannon (example)' 2 times ('Cannon (example)', "
                                          "'Cannon (example)'); the catalogue allows it at most 1 time."]


def test_a_role_the_game_does_not_have():
    cat = wh_catalogue()
    doc = army([("cap", "captain", 1, {"general": True, "attached_to": "u", "role": "leader"}), ("u", "spears", 20)],
               ruleset="warhammer-6th", points_limit=None)
    found = run(doc, cat)
    assert [f.rule for f in found] == ["army.role"]
    assert found[0].message == ("'Captain (example)' joins a unit as leader, a role Warhammer Fantasy 6th "
                                "edition (battles) lists do not have (they have: champion, character).")
    assert "p.96-99" in found[0].reference


# -- 40K skirmish ----------------------------------------------------------------------

def test_a_40k_warband_is_single_models_of_the_rules_troop_types():
    rs = load_ruleset("wh40k-skirmish")
    assert rs.serves("army") and rs.value("army.unit_size_max") == 1
    assert [c["name"] for c in rs.value("army.classes")] == [
        "Cultist", "Imperial Guard", "Genestealer", "Space Marine", "Terminator", "Dreadnought",
        "Genestealer Brood Leader"]
    cat = Catalogue("40k", "40K test catalogue (example data)", "wh40k-skirmish", [
        Profile("sgt", "Marine sergeant (example)", 0, "Space Marine"),
        Profile("term", "Terminator (example)", 0, "terminator"),
        Profile("ork", "Ork boy (example)", 0, "Ork"),
    ], example=True)
    good = army([("a", "sgt", 1), ("b", "term", 1), ("c", "term", 1)], ruleset="wh40k-skirmish", points_limit=None)
    assert [f.one_line() for f in run(good, cat)] == []
    bad = army([("a", "sgt", 3), ("o", "ork", 1)], ruleset="wh40k-skirmish", points_limit=None)
    found = run(bad, cat)
    assert sorted(f.rule for f in found) == ["army.class", "army.unit-size"]
    cls = next(f for f in found if f.rule == "army.class")
    assert cls.message.startswith("'Ork boy (example)' has the troop type 'Ork'; every model is one of Cultist, ")
    size = next(f for f in found if f.rule == "army.unit-size")
    assert "TURNOS" in size.reference and "at most 1" in size.message


def test_40k_troop_types_carry_the_sheets_to_hit_and_save_and_a_genestealer_does_not_shoot():
    """'Impactar': Cultist 4+, Imperial Guard 4+, Genestealer -, Marine 3+, Terminator 2+, Dreadnought 2+, Brood
    Leader -; 'Salvación': 6+, 5+, 5+, 3+, 2+, 2+, 2+."""
    from model.army import Weapon

    rs = load_ruleset("wh40k-skirmish")
    table = rs.value("army.troop_profiles")
    assert {k: (v["to_hit"], v["save"]) for k, v in table.items()} == {
        "cultist": (4, 6), "imperial-guard": (4, 5), "genestealer": (None, 5), "space-marine": (3, 3),
        "terminator": (2, 2), "dreadnought": (2, 2), "brood-leader": (None, 2)}
    assert set(table) == {c["id"] for c in rs.value("army.classes")}
    assert rs.ref("army.troop_profiles").startswith("40K skirmish rules")
    bolter, claws = Weapon("Bolter", "missile", "bolter"), Weapon("Claws")
    cat = Catalogue("40k", "40K test catalogue (example data)", "wh40k-skirmish", [
        Profile("marine", "Marine (example)", 0, "Space Marine", weapons=(bolter,)),
        Profile("stealer", "Genestealer (example)", 0, "Genestealer", weapons=(claws,)),
        Profile("armed", "Genestealer with a bolter (example)", 0, "genestealer", weapons=(claws, bolter)),
    ], example=True)
    good = army([("a", "marine", 1), ("b", "stealer", 1)], ruleset="wh40k-skirmish", points_limit=None)
    assert [f.one_line() for f in run(good, cat)] == []
    [f] = run(army([("c", "armed", 1)], ruleset="wh40k-skirmish", points_limit=None), cat)
    assert f.rule == "army.troop-weapon" and f.reference == '40K skirmish rules, "Impactar", "Salvación", "COMBATE"'
    assert f.message == ("'Genestealer with a bolter (example)' is of the troop type Genestealer, which the rules give "
                         "no to-hit roll: it cannot shoot its Bolter.")


def test_the_points_limit_is_agreed_and_keeping_within_it_cites_the_rule_where_the_book_has_one():
    """Kensei p.32: "no superar el valor máximo de los puntos de ejército pactados para la batalla": the
    number is agreed (the list's, the event's), keeping within it is the book's rule and cites p.32. The
    ADLG sheet gives no such rule (its '200' heads the generals' cost column): over the list's limit is
    still an error, resting on the agreed number, an organiser setting, not dressed up as a rule."""
    from tests.builders import kensei_catalogue, legal_kensei_entries

    kensei = load_ruleset("kensei")
    assert kensei.is_setting("army.points_limit") and kensei.ref("army.points_agreed") == "Kensei 2.5 p.32"
    legal = army(legal_kensei_entries(), points_limit=400)  # 382 points
    cat = kensei_catalogue()
    assert run(legal, cat, "army.points-limit") == []
    [over] = run(army(legal_kensei_entries(), points_limit=350), cat, "army.points-limit")
    assert over.severity.value == "error" and over.basis == "rulebook" and over.reference == "Kensei 2.5 p.32"
    assert over.one_line().endswith("[rulebook: Kensei 2.5 p.32]")
    adlg = adlg_catalogue()
    assert run(adlg_army(legal_units(), three_commands()), adlg, "army.points-limit") == []  # 199 of 200
    [f] = run(adlg_army(legal_units() + [("p9", "ps", "c3")], three_commands()), adlg, "army.points-limit")
    assert f.severity.value == "error" and f.basis == "setting"
    assert "organiser setting" in f.reference and "Coste (200 Pts.)" in f.reference
    assert "rulebook" not in f.one_line() and f.one_line().count("organiser setting") == 1
    assert not load_ruleset("adlg").value("army.points_agreed")


GAME_NAMES = {"kensei": "Kensei", "adlg": "ADLG", "wh40k-skirmish": "40K", "warhammer-campaign": "Piedras",
              "warhammer-6th": "Warhammer 6th"}


@pytest.mark.parametrize("ruleset_id", sorted(GAME_NAMES))
def test_a_rulesets_rules_cite_its_own_book(ruleset_id):
    """The rules a ruleset has (its kinds, the values it enforces) cite that game's book, never another's:
    no ADLG command rating among Kensei's rules, no Warhammer champion among ADLG's. (The Warhammer
    campaign's army lists are Warhammer 6th armies and cite that article too.)"""
    from validators.registry import RULES, load_rules

    load_rules()
    rs = load_ruleset(ruleset_id)
    own = [r for r in RULES.values() if r.applies_to(rs)]
    assert len(own) >= 10
    allowed = {ruleset_id} | ({"warhammer-6th"} if ruleset_id == "warhammer-campaign" else set())
    foreign = [(r.id, r.reference_for(rs)) for r in own
               for other, name in GAME_NAMES.items() if other not in allowed and name in r.reference_for(rs)]
    assert foreign == []
    ids = {r.id for r in own}
    assert ("army.command-rating" in ids) == (ruleset_id == "adlg")
    assert ("army.champion" in ids) == (ruleset_id in ("warhammer-6th", "warhammer-campaign"))


def test_wartable_rules_lists_only_the_rulesets_own_rules():
    import json
    import subprocess
    import sys
    from pathlib import Path

    out = subprocess.run([sys.executable, "-m", "editor.cli", "rules", "warhammer-6th", "--format", "json"],
                         cwd=Path(__file__).resolve().parent.parent, capture_output=True, text=True, timeout=300)
    rows = {r["id"]: r["reference"] for r in json.loads(out.stdout)["rules"]}
    assert "army.command-rating" not in rows and "army.champion" in rows and "p.96-99" in rows["army.champion"]
    assert not any("Kensei" in ref or "ADLG" in ref for ref in rows.values())


@pytest.mark.parametrize("ruleset_id, left_out", [
    ("kensei", {"army.class", "army.troop-weapon", "army.mount", "army.champion", "army.command-count"}),
    ("adlg", {"army.class", "army.troop-weapon", "army.mount", "army.champion"}),
    ("warhammer-6th", {"army.class", "army.troop-weapon", "army.command-count"}),
    ("wh40k-skirmish", {"army.mount", "army.champion", "army.command-count"}),
])
def test_a_run_without_settings_leaves_out_the_checks_a_game_has_nothing_for(ruleset_id, left_out):
    """A folder of Kensei lists is not asked about commands, mounts, champions or closed troop types, each
    list after list: the rules whose ruleset has nothing for them are left out of a run once per ruleset
    (the tests above compare such a run's findings with every rule's)."""
    from validators.registry import RULES, Context, _checks_for, load_rules

    load_rules("army")
    when = {rid for rid, r in RULES.items() if r.kind == "army" and r.when is not None}
    run_checks = set(_checks_for("army", Context(load_ruleset(ruleset_id))))
    assert {rid for rid in when if RULES[rid].check not in run_checks} == left_out


@pytest.mark.parametrize("name", ["adlg-army-legal.json", "piedras-army-greta.json", "kensei-army-illegal.json",
                                  "warhammer-6th-army-legal.json"])
def test_a_check_left_out_for_a_list_without_what_it_needs_has_nothing_to_say_there(name):
    """A run without settings calls a check that names what it ``needs`` (commands, a campaign, settings of the
    list's own) only for a list that has it: the same list without it gets nothing from the check, which the
    run's plan would not have called."""
    from pathlib import Path

    from model.files import load
    from validators.registry import RULES, Context, load_rules

    load_rules("army")
    path = str(Path(__file__).resolve().parent.parent / "examples" / name)
    doc = load(path)
    needing = [r for r in RULES.values() if r.kind in ("army", "any") and r.needs]
    assert {r.id for r in needing} >= {"army.command-rating", "army.campaign-limit", "document.settings"}
    for r in needing:
        assert hasattr(doc, r.needs), r.id
        bare = load(path)
        setattr(bare, r.needs, {} if isinstance(getattr(doc, r.needs), dict) else None)
        assert not getattr(bare, r.needs)
        ctx = Context(load_ruleset(bare.ruleset), path=path)
        assert list(r.check(bare, ctx)) == [], r.id
