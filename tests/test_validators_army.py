"""Army-list rules: a passing and a failing list for each, with the numbers in the messages."""
from __future__ import annotations

import pytest

from model.army import CampaignRef, Catalogue, Profile
from model.errors import DocumentError
from model.files import load, save
from model.hexgrid import Hex

from tests.builders import validate_own, army, kensei_catalogue, legal_kensei_entries, piedras_map


@pytest.fixture
def cat():
    return kensei_catalogue()


def run(doc, cat, rule_id=None, **kw):
    out = validate_own(doc, catalogue=cat, **kw)
    return [f for f in out if rule_id is None or f.rule == rule_id]


def test_legal_list_has_no_findings(cat):
    assert [f.one_line() for f in run(army(legal_kensei_entries()), cat)] == []


def test_points_limit_reports_total_limit_and_excess(cat):
    doc = army(legal_kensei_entries(), points_limit=350)
    found = run(doc, cat, "army.points-limit")
    assert [f.message for f in found] == ["The army costs 382 points, 32 over its limit of 350."]
    assert found[0].data == {"total": 382, "limit": 350, "excess": 32}
    assert "agreed for each battle" in found[0].reference or "p.32" in found[0].reference
    assert run(army(legal_kensei_entries(), points_limit=382), cat, "army.points-limit") == []
    event = {"rules": {"army.points-limit": {"params": {"limit": 300}}}}
    assert "over its limit of 300" in run(army(legal_kensei_entries()), cat, "army.points-limit", settings=event)[0].message


def test_unit_size_minimum_and_profile_maximum(cat):
    doc = army(legal_kensei_entries() + [("u4", "samurai", 2), ("u5", "ashigaru-bow", 13), ("u6", "villagers", 16)])
    msgs = [f.message for f in run(doc, cat, "army.unit-size")]
    assert msgs == ["The unit 'Samurai (example)' has 2 models; a unit deploys with at least 3.",
                    "The unit 'Ashigaru archers (example)' has 13 models; its profile allows at most 12.",
                    "The unit 'Villagers (example)' has 16 models; a unit has at most 15."]
    found = run(doc, cat, "army.unit-size")
    assert found[0].location.path == "entries[6].models" and "p.34" in found[0].reference


def test_troop_fielded_outside_a_unit(cat):
    doc = army(legal_kensei_entries() + [("x", "samurai", 1, {"attached_to": "u2", "role": "leader"})])
    found = run(doc, cat, "army.unit-size")
    assert len(found) == 1 and "is a troop, not a unique model" in found[0].message


def test_unique_profile_taken_twice(cat):
    doc = army(legal_kensei_entries() + [("gen2", "daimyo", 1), ("o1", "oni", 1), ("o2", "oni", 1)])
    msgs = [f.message for f in run(doc, cat, "army.unique")]
    assert len(msgs) == 2
    assert msgs[0].startswith("'Daimyo (example)' is unique but the army fields 2 of it")
    assert msgs[1].startswith("'Oni (example)' is legendary but the army fields 2 of it")


def test_general_missing_two_and_not_a_hero(cat):
    entries = [e if e[0] != "gen" else ("gen", "daimyo", 1, {"attached_to": "u1", "role": "leader"})
               for e in legal_kensei_entries()]
    found = run(army(entries), cat, "army.general")
    assert [f.message for f in found] == ["The army has no general: name one entry as the general."]
    assert "p.38" in found[0].reference
    two = legal_kensei_entries() + [("h2", "hatamoto", 1, {"general": True})]
    msgs = [f.message for f in run(army(two), cat, "army.general")]
    assert "The army names 2 generals ('Daimyo (example)', 'Hatamoto (example)'); at most 1." in msgs
    assert ("The general 'Hatamoto (example)' is of class Élite (E); the general must be Héroe (H).") in msgs


def test_unit_leader_rules(cat):
    doc = army([
        ("gen", "daimyo", 1, {"general": True}),
        ("u1", "samurai", 5), ("l1", "hatamoto", 1, {"attached_to": "u1", "role": "leader"}),
        ("l1b", "kisho", 1, {"attached_to": "u1", "role": "leader"}),   # second leader, wrong troop type
        ("u2", "villagers", 5), ("l2", "monk", 1, {"attached_to": "u2", "role": "leader"}),  # Komuso cannot lead
        ("u3", "samurai", 5), ("h3", "hata", 1, {"attached_to": "u3", "role": "leader"}),  # not a leader
        ("u4", "ashigaru-gun", 5), ("l4", "daimyo", 1, {"attached_to": "u4", "role": "leader"}),  # bow vs arquebus
    ], points_limit=None)
    msgs = [f.message for f in run(doc, cat, "army.unit-leader")]
    assert any(m.startswith("The unit 'Samurai (example)' has 2 leaders") for m in msgs)
    assert ("'Mounted hero (example)' (mounted) cannot lead 'Samurai (example)' (infantry): "
            "the troop type must be the same.") in msgs
    assert any("cannot lead 'Villagers (example)': the class Komuso (K) can neither lead nor be led" in m
               for m in msgs)
    assert "'Hata-Jurushi (example)' is not a leader and cannot lead the unit 'Samurai (example)'." in msgs
    assert ("'Daimyo (example)' cannot lead the missile unit 'Ashigaru teppo (example)' without a "
            "missile weapon of the same type (arquebus).") in msgs
    lower = army([("gen", "daimyo", 1, {"general": True}), ("u1", "samurai", 5)] +
                 [("cat2", "villager-leader", 1, {"attached_to": "u1", "role": "leader"})])
    cat2 = kensei_catalogue(profiles=[Profile("villager-leader", "Headman (example)", 5, "A", "infantry",
                                              leader=True, roles=frozenset({"leader"}))])
    msgs = [f.message for f in run(lower, cat2, "army.unit-leader")]
    assert msgs == ["'Headman (example)' (Aldeano (A)) cannot lead 'Samurai (example)' (Guerrero (G)): "
                    "a leader's class must be equal or higher."]


def test_hero_with_matching_missile_weapon_leads_archers(cat):
    doc = army([("gen", "daimyo", 1, {"general": True, "attached_to": "u1", "role": "leader"}),
                ("u1", "ashigaru-bow", 6)])
    assert run(doc, cat, "army.unit-leader") == []


def test_banner_rules(cat):
    doc = army([("gen", "daimyo", 1, {"general": True}),
                ("u1", "samurai", 6), ("b1", "hata", 1, {"attached_to": "u1", "role": "banner"}),
                ("b2", "hata", 1, {"attached_to": "u1", "role": "banner"}),
                ("u2", "ashigaru-bow", 6), ("b3", "hata", 1, {"attached_to": "u2", "role": "banner"}),
                ("b4", "hata", 1)], points_limit=None)
    msgs = [f.message for f in run(doc, cat, "army.banner")]
    assert "The banner bearer 'Hata-Jurushi (example)' is not attached to a unit; it deploys in the front rank of one." in msgs
    assert any(m.startswith("The unit 'Samurai (example)' carries 2 banner bearers") and m.endswith("at most 1 per unit.")
               for m in msgs)
    assert any("joins the unit 'Ashigaru archers (example)', which differs (training samurai vs ashigaru)"
               in m for m in msgs)
    assert len(msgs) == 3


def test_champion_must_be_in_a_unit_command_group():
    cat = Catalogue("wh", "Warhammer test catalogue (example data)", "warhammer-campaign", [
        Profile("lord", "Lord (example)", 100, "character", leader=True, roles=frozenset({"character"})),
        Profile("spears", "Spearmen (example)", 6, troop_type="infantry"),
        Profile("champ", "Champion (example)", 10, "champion", roles=frozenset({"champion"}))], example=True)
    bad = army([("g", "lord", 1, {"general": True}), ("u", "spears", 20), ("c1", "champ", 1),
                ("c2", "champ", 1, {"attached_to": "g", "role": "champion"})], ruleset="warhammer-campaign",
               points_limit=1000)
    msgs = [f.message for f in run(bad, cat, "army.champion")]
    assert msgs == ["The champion 'Champion (example)' is not in any unit; a champion belongs to a unit's command group.",
                    "The champion 'Champion (example)' is attached to 'Lord (example)', which is not a unit; "
                    "a champion belongs to a unit's command group."]
    good = army([("g", "lord", 1, {"general": True}), ("u", "spears", 20),
                 ("c1", "champ", 1, {"attached_to": "u", "role": "champion"})], ruleset="warhammer-campaign",
                points_limit=1000)
    assert run(good, cat, "army.champion") == []


def _campaign_army(tmp_path, turn, gold=0.0, models=20, player="ana", rolls=None, treasury=None):
    from model import campaign_turns as ct
    from model.ruleset import load_ruleset

    camp = piedras_map()
    camp.turn = turn
    rules = ct.TurnRules(load_ruleset(camp.ruleset))
    # the four capitals tie: the die rolled when the turn starts decides the largest empire
    if rolls != "none":
        history = ct.start_turn(camp, rules, entered=rolls or {"ana": (6,), "bruno": (5,), "carla": (4,), "dario": (3,)})
        if treasury is not None:
            history = ct.replace(history, setup=ct.replace(history.setup, treasury={"ana": treasury}))
        camp.set_history(history)
    save(camp, tmp_path / "campaign.json")
    cat = Catalogue("wh", "Warhammer test catalogue (example data)", "warhammer-campaign", [
        Profile("lord", "Lord (example)", 100, "character", leader=True),
        Profile("knights", "Knights (example)", 25, troop_type="cavalry")], example=True)
    save(cat, tmp_path / "catalogue.json")
    doc = army([("g", "lord", 1, {"general": True}), ("k", "knights", models)], ruleset="warhammer-campaign",
               points_limit=None, campaign=CampaignRef("campaign.json", player), gold=gold)
    save(doc, tmp_path / "army.json")
    return doc


def test_campaign_limit_by_turn_gold_and_largest_empire(tmp_path):
    doc = _campaign_army(tmp_path, turn=3, models=20)  # 600 points at turn 3: limit 500 (+100 if largest)
    path = str(tmp_path / "army.json")
    found = [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    # all four players tie (one capital city each): Ana's 6 on the die recorded at the turn's start decides
    assert found == []
    doc = _campaign_army(tmp_path, turn=3, models=20, rolls={"ana": (2,), "bruno": (5,), "carla": (4,), "dario": (3,)})
    assert [f.data["bonus"] for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"] == [0]
    # no turn started: the tie is not broken, and nobody has the bonus (as the empire panel says)
    doc = _campaign_army(tmp_path, turn=3, models=20, rolls="none")
    found = [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    assert [f.data["bonus"] for f in found] == [0] and "a die roll at the start of the turn" in found[0].message
    doc = _campaign_army(tmp_path, turn=3, models=21)
    found = [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    assert [f.message for f in found] == [
        "The army costs 625 points, 25 over Ana's campaign limit of 600 for turn 3 (500 for the turn, "
        "+100 largest empire, +0 from gold)."]
    assert "Las Piedras del Destino" in found[0].reference
    doc = _campaign_army(tmp_path, turn=6, models=45, gold=300, treasury=300)  # 1225 points; 1000 + 100 + 250
    msgs = [f.message for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    assert msgs == ["The army spends 300 gold on extra points; at most 250."]  # 1225 <= 1000 + 100 + 250
    doc = _campaign_army(tmp_path, turn=6, models=51, gold=250, treasury=250)  # 1375 points
    msgs = [f.message for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    assert msgs == ["The army costs 1375 points, 25 over Ana's campaign limit of 1350 for turn 6 "
                    "(1000 for the turn, +100 largest empire, +250 from gold)."]
    doc = _campaign_army(tmp_path, turn=40, models=116)  # 3000 points: capped at 3000 + 100
    assert [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"] == []
    doc = _campaign_army(tmp_path, turn=40, models=121)  # 3125 points
    found = [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    assert [f.data["limit"] for f in found] == [3100] and "3000 for the turn" in found[0].message


def test_campaign_gold_no_more_than_the_treasury(tmp_path):
    path = str(tmp_path / "army.json")
    doc = _campaign_army(tmp_path, turn=1, models=16, gold=100, treasury=60)  # 500 + 100 + 100 = 700 points
    msgs = [f.message for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    assert msgs == ["The army spends 100 gold on extra points; Ana's treasury holds 60."]
    doc = _campaign_army(tmp_path, turn=1, models=16, gold=100, treasury=100)
    assert [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"] == []


def test_campaign_gold_of_all_a_players_lists_for_the_turn_within_the_treasury(tmp_path):
    path = str(tmp_path / "army.json")
    doc = _campaign_army(tmp_path, turn=1, models=16, gold=150, treasury=200)
    assert [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"] == []
    second = dc_replace_list(doc, "Ana's second army", 100)
    save(second, tmp_path / "army-2.json")
    # another player's list and a list of another campaign beside it do not count
    save(dc_replace_list(doc, "Bruno's army", 200, player="bruno"), tmp_path / "bruno.json")
    save(dc_replace_list(doc, "Elsewhere", 200, file="../campaign-b.json"), tmp_path / "other-campaign.json")
    found = [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"]
    assert [f.message for f in found] == [
        "The army spends 150 gold on extra points and Ana's other lists for turn 1 spend 100 ('Ana's second "
        "army'): 250 in all, and the treasury holds 200; gold spent on one battle cannot be spent on another."]
    assert found[0].location.path == "gold" and "4. Fase de batallas" in found[0].reference
    found = [f for f in validate_own(second, path=str(tmp_path / "army-2.json")) if f.rule == "army.campaign-limit"]
    assert len(found) == 1 and found[0].data["other_lists_gold"] == 150
    # within the treasury together: no finding
    save(dc_replace_list(doc, "Ana's second army", 50), tmp_path / "army-2.json")
    assert [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"] == []


def dc_replace_list(doc, name, gold, player="ana", file="campaign.json"):
    from model import files as model_files

    other = model_files.from_dict(model_files.to_dict(doc))
    other.name, other.gold, other.campaign = name, gold, CampaignRef(file, player)
    return other


def test_campaign_gold_for_battles_is_the_treasury_before_the_turns_battles(tmp_path):
    from model import campaign_turns as ct
    from model.ruleset import load_ruleset

    path = str(tmp_path / "army.json")
    doc = _campaign_army(tmp_path, turn=1, models=16, gold=100, treasury=100)
    camp = load(tmp_path / "campaign.json")
    rules = ct.TurnRules(load_ruleset(camp.ruleset))
    # the battle this list is for is recorded with its gold: the gold is not counted twice
    for s in (ct.Step("event", player=p, event=e) for p, e in (("dario", "E"), ("carla", "H"), ("bruno", "I"),
                                                              ("ana", "J"))):
        camp.set_history(ct.record(camp, rules, s)[0])
    camp.set_history(ct.record(camp, rules, ct.Step("battle", sides=(("ana",), ("bruno",)), winner=0,
                                                    result="marginal", gold=(("ana", 100),)))[0])
    save(camp, tmp_path / "campaign.json")
    assert [f for f in validate_own(doc, path=path) if f.rule == "army.campaign-limit"] == []


def test_campaign_limit_without_bonus_when_not_the_largest(tmp_path):
    camp = piedras_map()
    camp.update_cell(Hex(3, 2), owner="bruno")
    save(camp, tmp_path / "campaign.json")
    doc = _campaign_army(tmp_path, turn=1, models=20)
    save(camp, tmp_path / "campaign.json")
    found = [f for f in validate_own(doc, path=str(tmp_path / "army.json")) if f.rule == "army.campaign-limit"]
    assert [f.data["limit"] for f in found] == [500]


def test_missing_catalogue_file_is_a_document_error(tmp_path):
    doc = army(legal_kensei_entries())
    with pytest.raises(DocumentError, match="catalogue"):
        validate_own(doc, path=str(tmp_path / "army.json"))


def test_references_profile_option_and_attachment(cat):
    doc = army(legal_kensei_entries() + [
        ("x1", "ninja", 3), ("x2", "hata", 1, {"attached_to": "nowhere", "role": "banner"}),
        ("x3", "hata", 1, {"attached_to": "u2", "role": "banner", "options": ["sashimono", "gold-leaf"]}),
        ("x4", "hatamoto", 1, {"attached_to": "b1", "role": "leader"})])
    msgs = [f.message for f in run(doc, cat, "document.reference")]
    assert "The entry 'Hata-Jurushi (example)' is attached to a line that is not in this army list ('nowhere')." in msgs
    assert any("which is itself attached to" in m and "and so is not a unit" in m for m in msgs)
    assert "An entry uses the profile 'ninja', which the catalogue 'Kensei test catalogue (example data)' does not have." in msgs
    assert any("takes the option 'gold-leaf', which the profile 'Hata-Jurushi (example)' does not offer" in m for m in msgs)
    assert len(msgs) == 4


def test_classes_written_out_and_a_banner_known_by_name():
    cat = Catalogue("k", "Kensei catalogue written by hand (example data)", "kensei", [
        Profile("lord", "Lord (example)", 50, "Héroe", "infantry", "samurai", unique=True),
        Profile("captain", "Captain (example)", 30, "Elite", "infantry", "samurai", leader=True),
        Profile("bushi", "Bushi (example)", 10, "Guerrero", "infantry", "samurai"),
        Profile("flag", "Hata-Jurushi (example)", 10, "Guerrero", "infantry", "ashigaru")], example=True)
    doc = army([("g", "lord", 1, {"general": True, "attached_to": "u", "role": "leader"}), ("u", "bushi", 5),
                ("f", "flag", 1, {"attached_to": "u", "role": "banner"}), ("f2", "flag", 1),
                ("c", "captain", 1, {"general": True})], points_limit=None)
    rules = {f.rule for f in run(doc, cat)}
    assert rules == {"army.general", "army.banner"}  # the hero may lead the bushi; class names understood
    general = [f.message for f in run(doc, cat, "army.general")]
    assert any("is of class Élite (E); the general must be Héroe (H)" in m for m in general)
    banners = [f.message for f in run(doc, cat, "army.banner")]
    assert any("'Hata-Jurushi (example)' is not attached to a unit" in m for m in banners)
    assert any("training ashigaru vs samurai" in m for m in banners)


def test_points_count_options(cat):
    entries = [e if e[0] != "b1" else ("b1", "hata", 1, {"attached_to": "u1", "role": "banner",
                                                          "options": ["sashimono"]})
               for e in legal_kensei_entries()]
    found = run(army(entries, points_limit=383), cat, "army.points-limit")
    assert [f.data["total"] for f in found] == [384]


@pytest.mark.parametrize("case, largest", [("cities", "bruno"), ("castles", "bruno"), ("level", None),
                                           ("die", "ana")])
def test_the_largest_empire_bonus_is_one_rule_in_the_army_check_and_the_empire_panel(tmp_path, case, largest):
    """'El tamaño del imperio': the largest empire gets +100; level on size, more cities win, then more
    castles, then a die roll (recorded when the turn starts). The army check of every player's list and the
    empire panel's rows give the bonus to the same player, and to nobody while the tie is unbroken."""
    from model import campaign_turns as ct
    from model.campaign_ops import empire_table
    from model.ruleset import load_ruleset

    rs = load_ruleset("warhammer-campaign")
    assert rs.value("campaign.empire.tiebreak") == ["cities", "castles"]
    assert "El tamaño del imperio" in rs.ref("campaign.empire.tiebreak")
    camp = piedras_map()
    camp.turn = 3
    free = sorted(k for k, c in camp.cells.items() if c.owner is None)
    for key in free[:2]:
        camp.update_cell(key, owner="ana")  # ana: size 4 (the capital city counts double), one city
    if case == "cities":
        camp.update_cell(free[2], owner="bruno", features=frozenset({"city"}))  # size 4, two cities
    else:
        camp.update_cell(free[2], owner="bruno", features=frozenset({"castle"} if case == "castles" else ()))
        camp.update_cell(free[3], owner="bruno")  # size 4, one city (and one more castle)
    if case == "die":
        camp.set_history(ct.start_turn(camp, ct.TurnRules(rs), entered={"ana": (6,), "bruno": (2,), "carla": (4,),
                                                                          "dario": (3,)}))
    save(camp, tmp_path / "campaign.json")
    rows = {r.player: r for r in empire_table(camp, rs)}
    cat = Catalogue("wh", "Warhammer test catalogue (example data)", "warhammer-campaign", [
        Profile("lord", "Lord (example)", 100, "character", leader=True),
        Profile("knights", "Knights (example)", 25, troop_type="cavalry")], example=True)
    save(cat, tmp_path / "catalogue.json")
    for player in ("ana", "bruno", "carla"):
        doc = army([("g", "lord", 1, {"general": True}), ("k", "knights", 40)], ruleset="warhammer-campaign",
                   points_limit=None, campaign=CampaignRef("campaign.json", player))  # 1100 points: over any limit
        save(doc, tmp_path / "army.json")
        [f] = [f for f in validate_own(doc, path=str(tmp_path / "army.json")) if f.rule == "army.campaign-limit"]
        bonus = 100 if player == largest else 0
        assert f.data["bonus"] == bonus and f.data["limit"] == rows[player].army == 500 + bonus, (case, player)
        assert "Las Piedras del Destino" in f.reference
    assert rows["ana"].tied == rows["bruno"].tied == (case == "level")
