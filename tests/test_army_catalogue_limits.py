"""The limits a BattleScribe catalogue sets on a whole army become the written catalogue's
constraints and the army check's findings, citing the catalogue and its revision (never the
rulebook). Our own fixtures (tests/data/battlescribe/constraints) reproduce the structures met in
real data: a force's category shares of the points (Core at least 25%, Rare at most 25%), a
category's minimum of choices per force, a maximum the points limit changes (a modifier with a
repeat per 1,000 points), a maximum a roster's choices change (not carried), a category limited
per roster, an entry every army must take, and the older format's force types."""
from __future__ import annotations

from pathlib import Path

import pytest

from model import files, i18n
from model.army import ArmyEntry, ArmyList
from model.importers import import_file
from validators.registry import validate

HERE = Path(__file__).parent / "data" / "battlescribe" / "constraints"
SOURCE = "BattleScribe catalogue 'Invented Host', revision 5"


@pytest.fixture(scope="module")
def imported():
    return import_file(HERE / "army.cat")


@pytest.fixture
def check(imported, tmp_path):
    """Findings of army.catalogue-limit for a list of (entry id, profile, models, options)."""
    files.save(imported.document, tmp_path / "cat.json")

    def run(entries, limit=None, settings=None, event=None, ruleset=None, what=None):
        army = ArmyList(name="List", ruleset=ruleset or imported.document.ruleset, catalogue="cat.json",
                        entries=[ArmyEntry(i, p, m, options=o) for i, p, m, o in entries], points_limit=limit,
                        settings=settings)
        files.save(army, tmp_path / "list.json")
        return [f for f in validate(files.load(tmp_path / "list.json"), path=str(tmp_path / "list.json"),
                                    settings=event) if f.rule == "army.catalogue-limit"
                and (what is None or f"'{what}'" in f.message)]
    return run


#: a legal army at 2000 points: 800 of Core (40%), a Rare giant of 200 (10%), one Lord
LEGAL = [("s1", "spearmen", 80, ()), ("s2", "spearmen", 80, ()), ("bsb", "battle-standard", 1, ()),
         ("g", "giant", 1, ()), ("w", "warlord", 1, ())]


def test_the_catalogue_limits_are_written_as_data(imported):
    cat = imported.document
    rows = {(c.force, c.what, c.type, c.field, c.percent, c.scope): (c.value, c.profiles) for c in cat.constraints}
    assert rows == {
        ("Army", "Lords", "max", "selections", False, "force"): (-1, ("warlord",)),  # no limit until a change sets one
        ("Army", "Core", "min", "points", True, "force"): (25, ("spearmen",)),
        ("Army", "Core", "min", "selections", False, "force"): (2, ("spearmen",)),
        ("Army", "Rare", "max", "points", True, "force"): (25, ("giant",)),  # scope "parent" of a force: the force
        ("", "Monster", "max", "selections", False, "roster"): (1, ("giant",)),  # a category not the giant's primary
        ("", "Battle Standard", "min", "selections", False, "roster"): (1, ("battle-standard",)),
    }
    lords = next(c for c in cat.constraints if c.what == "Lords")
    # BattleScribe's arithmetic on "no limit" (-1): one more per 1,000 points from 2000 gives 1 at 2000
    assert [lords.value_at(x) for x in (1500, 2000, 2999, 3000, None)] == [0, 1, 1, 2, -1]
    assert not next(c for c in cat.constraints if c.what == "Rare").include_children
    notes = "\n".join(imported.notes)
    assert "6 limits on the army" in notes
    # the Special maximum grows with a Warlord in the roster: a check without the roster could be wrong
    assert "1 limit on the army is changed by what a roster holds and is not checked: 'Army: Special'" in notes


def test_a_written_catalogue_with_limits_loads_again(imported, tmp_path):
    files.save(imported.document, tmp_path / "cat.json")
    again = files.load(tmp_path / "cat.json")
    assert again == imported.document and again.constraints == imported.document.constraints


def test_a_legal_list_has_no_catalogue_finding(check):
    assert check(LEGAL, 2000) == []


def test_core_at_least_a_share_of_the_points_limit(check):
    small = [("s1", "spearmen", 20, ()), ("s2", "spearmen", 20, ())] + LEGAL[2:]  # 200 of 2000: 10%
    (f,) = check(small, 2000)
    assert f.severity.value == "error" and f.basis == "catalogue"
    assert f.message == ("The army spends 200 points on 'Core', 10% of its limit of 2000 points; its catalogue asks "
                         "for at least 25%.")
    assert f.reference == f"{SOURCE} (Army: Core)"
    assert set(f.subjects) == {"s1", "s2"}
    # the limit set by the event's settings counts as the list's own: 200 of 800 is 25%
    assert check(small, 2000, event={"rules": {"army.points-limit": {"params": {"limit": 800}}}}, what="Core") == []


def test_a_share_without_a_points_limit_is_of_the_army_total(check):
    assert check([("s1", "spearmen", 10, ()), ("s2", "spearmen", 10, ()), ("bsb", "battle-standard", 1, ()),
                  ("g", "giant", 1, ("great-club",))], what="Core") == []
    (f,) = check([("s1", "spearmen", 10, ()), ("s2", "spearmen", 10, ()), ("bsb", "battle-standard", 1, ()),
                  ("g", "giant", 1, ("great-club",))])
    # 100 of 100 + 60 + 225 = 385 points: 26% of the total, but Rare's 200 (without the club: the constraint
    # counts no child selections) is 51.9% of it
    assert "'Rare', 51.9% of its 385 points; its catalogue allows at most 25%" in f.message


def test_rare_at_most_a_share(check):
    (f,) = check(LEGAL + [("g2", "giant", 1, ())], 1500, what="Rare")
    assert "400 points on 'Rare', 26.7% of its limit of 1500 points; its catalogue allows at most 25%" in f.message
    assert check(LEGAL, 2000) == []


def test_minimum_of_choices_per_force(check):
    (f,) = check([("s1", "spearmen", 160, ())] + LEGAL[2:], 2000)
    assert f.message == "The army takes 1 choice of 'Core'; its catalogue asks for at least 2."


def test_a_category_limited_per_roster_counts_a_profile_of_it_as_a_secondary_category(check):
    (f,) = check(LEGAL + [("g2", "giant", 1, ())], 3000)
    assert f.message == "The army takes 2 choices of 'Monster'; its catalogue allows at most 1."
    assert f.reference == f"{SOURCE} (Monster)"


def test_an_entry_every_army_takes(check):
    (f,) = check([r for r in LEGAL if r[0] != "bsb"], 2000)
    assert f.message == "The army takes 0 choices of 'Battle Standard'; its catalogue asks for at least 1."


def test_a_maximum_the_points_limit_changes(check):
    """Lords: none under 2000 points, then one per 1,000 from 2000 (a modifier with a repeat)."""
    (f,) = check(LEGAL, 1500)
    assert "1 choice of 'Lords'; its catalogue allows at most 0" in f.message
    two = LEGAL + [("w2", "warlord", 1, ())]
    assert "2 choices of 'Lords'; its catalogue allows at most 1" in check(two, 2500)[0].message
    assert check(two, 3000) == []
    assert "3 choices of 'Lords'; its catalogue allows at most 2" in check(two + [("w3", "warlord", 1, ())],
                                                                         3000)[0].message


def test_the_limits_of_a_force_type_hold_for_a_list_of_that_force(check):
    small = [("s1", "spearmen", 160, ())] + LEGAL[2:]
    assert len(check(small, 2000, settings={"forces": ["Army"]})) == 1
    # another force type (a roster made with another force): its limits are not the Army's
    assert check(small, 2000, settings={"forces": ["Allied Contingent"]}) == []
    # two forces: the list does not say which entry stands in which, so only the per-roster limits
    found = check([r for r in small if r[0] != "bsb"], 2000, settings={"forces": ["Army", "Army"]})
    assert [f.message for f in found] == [
        "The army takes 0 choices of 'Battle Standard'; its catalogue asks for at least 1."]


def test_spanish_messages(check):
    with i18n.using("es"):
        found = check([("s1", "spearmen", 20, ())] + LEGAL[3:] + [("g2", "giant", 1, ())], 2000)
        messages = sorted(f.message for f in found)
        word = found[0].one_line()
    assert messages == sorted([
        "El ejército gasta 100 puntos en «Core», el 5% de su límite de 2000 puntos; su catálogo pide al menos "
        "el 25%.",
        "El ejército toma 1 elección de «Core»; su catálogo pide al menos 2.",
        "El ejército toma 0 elecciones de «Battle Standard»; su catálogo pide al menos 1.",
        "El ejército toma 2 elecciones de «Monster»; su catálogo permite como máximo 1.",
    ])
    assert "datos del catálogo" in word


def test_a_shipped_ruleset_keeps_its_rules_and_adds_the_catalogues(tmp_path):
    """A catalogue imported for a game Wartable ships a ruleset for (Warhammer 6th edition): the
    list is checked by the ruleset's rulebook rules and, in addition, by the catalogue's limits."""
    cat = import_file(HERE / "army.cat", ruleset="warhammer-6th").document
    assert cat.ruleset == "warhammer-6th" and cat.constraints
    files.save(cat, tmp_path / "cat.json")
    army = ArmyList(name="List", ruleset="warhammer-6th", catalogue="cat.json", points_limit=2000,
                    entries=[ArmyEntry("s1", "spearmen", 160), ArmyEntry("w", "warlord", 1)])
    files.save(army, tmp_path / "list.json")
    found = validate(files.load(tmp_path / "list.json"), path=str(tmp_path / "list.json"))
    ours = [f for f in found if f.rule == "army.catalogue-limit"]
    assert {f.basis for f in ours} == {"catalogue"} and len(ours) == 2  # one Core choice, no Battle Standard
    assert all(f.reference.startswith(SOURCE) for f in ours)
    # the ruleset's own rules still check the list, on their own grounds
    assert {f.rule: f.basis for f in found if f.rule != "army.catalogue-limit"} == {
        "army.general": "setting", "army.unit-size": "setting"}


def test_the_older_formats_force_types_give_their_category_shares(tmp_path):
    """Warhammer Fantasy 8th edition's game system is written in BattleScribe's older format: its
    force types' categories hold their shares as attributes (Core minPercentage 25, Rare
    maxPercentage 25); a category with modifiers is said, not checked."""
    (tmp_path / "game.gst").write_text(
        '<gameSystem id="g8" name="Fantasy 8th" battleScribeVersion="1.15" xmlns="http://www.battlescribe.net/'
        'schema/gameSystemSchema"><forceTypes><forceType id="f" name="Standard"><categories>'
        '<category id="core-id" name="Core" minSelections="0" maxSelections="-1" minPercentage="25" '
        'maxPercentage="-1"><modifiers/></category>'
        '<category id="rare-id" name="Rare" minPercentage="0" maxPercentage="25"/>'
        '<category id="lord-id" name="Lords" maxPercentage="100"/>'
        '<category id="sp-id" name="Special" maxPercentage="50"><modifiers><modifier type="increment" '
        'field="maxPercentage" value="25"/></modifiers></category>'
        '</categories></forceType></forceTypes></gameSystem>')
    entries = "".join(
        f'<selectionEntry id="{i}" name="{n}" type="unit"><categoryLinks><categoryLink id="l{i}" targetId="{c}" '
        f'primary="true"/></categoryLinks><costs><cost name="pts" typeId="points" value="{v}"/></costs>'
        f'</selectionEntry>' for i, n, c, v in (("u", "Spearmen", "core-id", 6), ("r", "Giant", "rare-id", 200),
                                                ("k", "Knights", "sp-id", 20), ("l", "Lord", "lord-id", 100)))
    (tmp_path / "army.cat").write_text(
        '<catalogue id="a" name="Army" revision="2" battleScribeVersion="2.03" gameSystemId="g8" xmlns="http://www.'
        f'battlescribe.net/schema/catalogueSchema"><selectionEntries>{entries}</selectionEntries></catalogue>')
    result = import_file(tmp_path / "army.cat")
    got = {(c.force, c.what, c.type, c.percent, c.value, c.profiles) for c in result.document.constraints}
    assert got == {("Standard", "Core", "min", True, 25, ("spearmen",)),
                   ("Standard", "Rare", "max", True, 25, ("giant",))}  # Lords at most 100%: no limit
    assert "'Standard: Special'" in "\n".join(result.notes)


def test_format_6_catalogue_limits_and_an_older_catalogue_without_them():
    data = Path(__file__).parent / "data"
    cat = files.load(data / "format-v6-catalogue.json")
    share, least = cat.constraints
    assert (share.field, share.percent, share.force, share.profiles) == ("points", True, "Army", ("knights",))
    assert (least.value_at(1999), least.value_at(2000)) == (1, 2)  # one more from 2,000 points
    assert files.load(data / "format-v5-catalogue.json").constraints == ()


def test_a_units_models_that_are_alternatives_are_not_added(imported):
    """The War Engine fields one engine of two ("Engine": a group of at least and at most 1, each
    model up to 1) and 2 to 3 crew: 3 to 4 models, not the 2 to 5 the entries' own limits add up to."""
    engine = imported.document.profiles["war-engine"]
    assert (engine.unit_min, engine.unit_max) == (3, 4)
    spears = imported.document.profiles["spearmen"]  # one model entry: its own limits
    assert (spears.unit_min, spears.unit_max) == (10, 30)


def test_the_window_shows_a_catalogue_limit_on_its_own_basis(main_window, qtbot, imported, tmp_path):
    """Open a list whose Core falls short: the validation dock lists the finding with the basis
    "Catalogue data" and its reference, and the basis filter keeps it apart from the rulebook's."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    files.save(imported.document, tmp_path / "cat.json")
    army = ArmyList(name="Short of Core", ruleset=imported.document.ruleset, catalogue="cat.json", points_limit=2000,
                    entries=[ArmyEntry("s1", "spearmen", 20), ArmyEntry("s2", "spearmen", 20),
                             ArmyEntry("bsb", "battle-standard", 1), ArmyEntry("w", "warlord", 1)])
    files.save(army, tmp_path / "list.json")
    main_window.open_path(str(tmp_path / "list.json"))
    dock = main_window.validation_dock
    qtbot.waitUntil(lambda: dock.item_for("army.catalogue-limit") is not None, timeout=15000)
    item = dock.item_for("army.catalogue-limit")
    assert item.text(1) == "Catalogue data" and not item.icon(1).isNull()
    assert "not of the rulebook" in item.toolTip(1)
    assert "10% of its limit of 2000 points" in item.text(3)
    combo = dock.basis_filter
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key_End)
    assert combo.currentData() == "catalogue"
    tree = dock.tree
    shown = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount()) if not tree.topLevelItem(i).isHidden()]
    assert shown and {i.text(2) for i in shown} == {"army.catalogue-limit"}
    QTest.keyClick(combo, Qt.Key_Up)
    assert combo.currentData() == "format"
    assert all(i.isHidden() for i in (tree.topLevelItem(n) for n in range(tree.topLevelItemCount()))
               if i.text(2) == "army.catalogue-limit")


def test_a_roster_made_with_another_revision_gets_the_limits_of_its_force_type(imported, tmp_path):
    """A roster names its force's type by the force entry's id: the type renamed in another revision
    of the data ("Army (old)") is still the catalogue's "Army", whose limits then apply."""
    files.save(imported.document, tmp_path / "cat.json")
    sel = ('<selection id="s{n}" name="{name}" entryId="{entry}" number="1" type="{kind}"><costs><cost name="pts" '
           'typeId="pts" value="{pts}"/></costs>{inner}</selection>')
    spear = sel.format(n=1, name="Spearmen", entry="se-spear", kind="unit", pts=250, inner=(
        '<selections><selection id="m1" name="Spearman" entryId="se-spear::se-spearman" number="50" type="model"/>'
        '</selections>'))
    bsb = sel.format(n=2, name="Battle Standard", entry="se-bsb", kind="model", pts=60, inner="")
    (tmp_path / "list.ros").write_text(
        '<roster name="R" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costs><cost name="pts" '
        'typeId="pts" value="310"/></costs><costLimits><costLimit name="pts" typeId="pts" value="1000"/></costLimits>'
        '<forces><force id="f1" name="Army (old)" entryId="fe-army" catalogueId="cat-host" catalogueRevision="4" '
        f'catalogueName="Invented Host"><selections>{spear}{bsb}</selections></force></forces></roster>',
        encoding="utf-8")
    result = import_file(tmp_path / "list.ros", imported.document, catalogue_ref="cat.json")
    army = result.document
    assert (army.settings["forces"], army.settings["force_ids"]) == (["Army (old)"], ["fe-army"])
    files.save(army, tmp_path / "list.json")
    found = [f for f in validate(files.load(tmp_path / "list.json"), path=str(tmp_path / "list.json"))
             if f.rule == "army.catalogue-limit"]
    assert [f.message for f in found] == ["The army takes 1 choice of 'Core'; its catalogue asks for at least 2."]
    assert found[0].reference == f"{SOURCE} (Army: Core)"


@pytest.fixture
def check_entries(imported, tmp_path):
    """Findings of army.catalogue-limit for a list of ready-made entries (their force, not in the catalogue)."""
    files.save(imported.document, tmp_path / "cat.json")

    def run(entries, limit=None, settings=None):
        army = ArmyList(name="List", ruleset=imported.document.ruleset, catalogue="cat.json", entries=entries,
                        points_limit=limit, settings=settings)
        files.save(army, tmp_path / "list.json")
        return [f for f in validate(files.load(tmp_path / "list.json"), path=str(tmp_path / "list.json"))
                if f.rule == "army.catalogue-limit"]
    return run


def _entries(rows, force=None):
    return [ArmyEntry(i, p, m, force=force) for i, p, m, _ in rows]


def test_a_minimum_a_unit_the_catalogue_does_not_have_could_meet_is_said_as_not_checked(check_entries):
    """A roster of another revision: its second Core unit is not in the catalogue. The minimum of two Core
    choices may be met by it: not checked, said as information; a real breach of a maximum still is one."""
    short = _entries([("s1", "spearmen", 160, ())] + LEGAL[2:])
    assert [f.severity.value for f in check_entries(short, 2000)] == ["error"]  # nothing unplaced: a real breach
    old = ArmyEntry("old", "clanrats", 20, label="Clanrats", points=100, not_in_catalogue=True)
    (f,) = check_entries(short + [old], 2000)
    assert f.severity.value == "info" and f.data["checked"] is False
    assert f.message == ("The army takes 1 choice of 'Core'; its catalogue asks for at least 2. Not checked: 1 unit "
                         "the catalogue does not have or places in other categories than the roster ('Clanrats') may "
                         "count towards it.")
    with i18n.using("es"):
        (es,) = check_entries(short + [old], 2000)
    assert es.message == ("El ejército toma 1 elección de «Core»; su catálogo pide al menos 2. Sin comprobar: 1 unidad "
                          "que el catálogo no tiene o pone en otras categorías que la lista original («Clanrats») puede "
                          "contar para ello.")
    # a unit the roster puts in Core that the catalogue's data puts elsewhere (a category a modifier adds)
    knights = ArmyEntry("k", "knights", 5, categories=("Special", "Core"))
    (f,) = check_entries(short + [knights], 2000)
    assert f.severity.value == "info" and "('Knights')" in f.message
    found = check_entries(_entries(LEGAL + [("g2", "giant", 1, ())]) + [old], 3000)
    assert [(f.severity.value, f.message) for f in found] == [
        ("error", "The army takes 2 choices of 'Monster'; its catalogue allows at most 1.")]


def test_a_list_of_two_forces_is_checked_force_by_force_when_its_units_say_their_force(check_entries):
    """Two forces of the type "Army": the first takes two Core choices, the second one. Each force is
    held to its type's limits; before, a list of several forces got its per-roster limits only."""
    two = {"forces": ["Army", "Army"], "force_ids": ["", ""]}
    first = _entries([("s1", "spearmen", 20, ()), ("s2", "spearmen", 20, ()), ("bsb", "battle-standard", 1, ()),
                      ("w", "warlord", 1, ())], force=0)
    second = _entries([("s3", "spearmen", 20, ())], force=1)  # shares of the points are of its own force's
    found = check_entries(first + second, 3000, two)
    assert [(f.severity.value, f.message, f.data["force"]) for f in found] == [
        ("error", "In the force 'Army': The army takes 1 choice of 'Core'; its catalogue asks for at least 2.", "Army")]
    assert set(found[0].subjects) == {"s3"}
    # the same units without their forces: per-roster limits only, as before
    plain = [ArmyEntry(e.id, e.profile, e.models) for e in first + second]
    assert check_entries(plain, 3000, two) == []
    with i18n.using("es"):
        (es,) = check_entries(first + second, 3000, two)
    assert es.message == "En la fuerza «Army»: El ejército toma 1 elección de «Core»; su catálogo pide al menos 2."
