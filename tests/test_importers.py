"""Importers: BattleScribe catalogues and rosters (our own small fixtures in its XML format), pasted
text lists, name mappings and catalogue CSV."""
from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from model import files
from model.army import Catalogue, Option, Profile, Weapon
from model.errors import DocumentError
from model.importers import import_file
from model.importers import archive
from model.importers.csvio import catalogue_to_csv, profiles_from_csv
from model.importers.matching import NameMapping, load_mapping, save_mapping
from model.importers.text import text_to_army

BS = Path(__file__).parent / "data" / "battlescribe"


@pytest.fixture(scope="module")
def imported():
    return import_file(BS / "example-empire.cat")


def test_battlescribe_catalogue_profiles_costs_categories_and_constraints(imported):
    cat = imported.document
    assert cat.ruleset == "warhammer-6th" and cat.name == "Imperio de ejemplo"
    rows = {p.name: (p.cost, p.category, p.unit_min, p.unit_max, p.max_per_army) for p in cat.profiles.values()}
    assert rows == {
        "Capitán": (50, "Heroes", None, None, None),        # a root link to a shared entry
        "Lanceros": (6, "Core", 10, 40, None),             # cost per model and unit size from the model entry
        "Caballeros del Círculo Interior": (28, "Special", 5, 12, None),
        "Cañón": (100, "Rare", None, None, 1),             # max 1 per roster
    }
    captain = cat.profiles["capitan"]
    assert captain.troop_class == "character" and captain.roles == {"character"}
    assert [(o.name, o.cost, o.mount) for o in captain.options] == [
        ("Escudo", 2, False), ("Caballo de guerra", 12, True), ("Grifo", 150, True)]
    assert "M 4 WS 5 W 2" in captain.notes
    spears = cat.profiles["lanceros"]
    assert spears.weapons == (Weapon("Lanza", "melee"),)
    assert [o.name for o in spears.options] == ["Sargento", "Portaestandarte"]
    # what could not be carried over is said, not dropped silently
    notes = "\n".join(imported.notes)
    for part in ("'Gold'", "2 limits on the army", "fixed cost of 20 points", "'Prototipo oculto' is hidden"):
        assert part in notes
    # the force's limits are the catalogue's rules now: two Core choices, Rare at most 25% of the points limit
    assert {(c.force, c.what, c.type, c.field, c.percent, c.value, c.profiles) for c in cat.constraints} == {
        ("Army", "Core", "min", "selections", False, 2, ("lanceros",)),
        ("Army", "Rare", "max", "points", True, 25, ("canon",))}
    assert "prototipo-oculto" not in cat.profiles


def test_zipped_catalogue_reads_as_the_plain_one(tmp_path, imported):
    for name in ("example-empire.cat", "example-fantasy.gst"):
        with zipfile.ZipFile(tmp_path / (name + "z"), "w") as z:
            z.write(BS / name, name)
    again = import_file(tmp_path / "example-empire.catz")
    assert again.document == imported.document


@pytest.fixture()
def catalogue_file(tmp_path, imported):
    path = tmp_path / "empire.json"
    files.save(imported.document, path)
    return path


def test_roster_imported_with_units_models_options_and_unmatched_names(imported):
    result = import_file(BS / "example-list.ros", imported.document, catalogue_ref="empire.json")
    army = result.document
    assert (army.name, army.ruleset, army.catalogue, army.points_limit) == (
        "Lista de Ana", "warhammer-6th", "empire.json", 500)
    got = [(e.profile, e.models, e.general, e.options, e.label, e.points, e.not_in_catalogue)
           for e in army.entries.values()]
    assert got == [
        # "CAPITAN" ~ "Capitán"; the General upgrade; the roster's 87 points with the rune sword the
        # catalogue does not have (its price without it: 62)
        ("capitan", 1, True, ("caballo-de-guerra",), "", 87, False),
        ("lanceros", 20, False, ("sargento",), "Lanceros de Altdorf", None, False),   # 20 x 6 + 10: as the catalogue
        ("caballeros-del-circulo-interior", 5, False, (), "", 160, False),   # 20 for the unit + 5 x 28
        # the wizard the catalogue does not have: kept at the roster's points, marked
        ("mago-brillante", 1, False, (), "Mago Brillante", 105, True),
    ]
    assert [(u.kind, u.name, u.within) for u in result.unmatched] == [
        ("option", "Espada rúnica", "CAPITAN"), ("unit", "Mago Brillante", "")]
    assert result.unmatched[1].where == "force 'Army', selection 4"
    # every entry at the roster's points, the wizard who matched nothing too: the totals agree
    assert (result.stated_points, result.list_points) == (482, 482)
    assert result.notes == [
        "'Capitán': the roster prices it at 87 points, the catalogue (revision 3) at 62; the list keeps the "
        "roster's 87 (roster made with revision 'Imperio de ejemplo' 3)",
        "'Caballeros del Círculo Interior': the roster prices it at 160 points, the catalogue (revision 3) at 140; "
        "the list keeps the roster's 160 (roster made with revision 'Imperio de ejemplo' 3)",
        "1 unit is not in the catalogue 'Imperio de ejemplo' (revision 3): kept at the roster's points and models, "
        "marked as not in the catalogue and not checked against it: 'Mago Brillante' (105 points, 1 model)"]


def test_zipped_roster(tmp_path, imported):
    with zipfile.ZipFile(tmp_path / "list.rosz", "w", zipfile.ZIP_DEFLATED) as z:
        z.write(BS / "example-list.ros", "Lista de Ana.ros")
    plain = import_file(BS / "example-list.ros", imported.document)
    zipped = import_file(tmp_path / "list.rosz", imported.document)
    assert zipped.document.entries == plain.document.entries and zipped.unmatched == plain.unmatched


def test_a_mapping_fixes_what_did_not_match_and_is_saved(tmp_path, imported):
    cat = imported.document
    extra = Catalogue(cat.id, cat.name, cat.ruleset, list(cat.profiles.values()) + [
        Profile("wizard", "Hechicero (example)", 65, "character", roles=frozenset({"character"}))])
    mapping = NameMapping()
    mapping.set_name("mago brillante", "wizard")
    mapping.set_option("ESPADA RUNICA", None)  # left out on purpose
    save_mapping(mapping, tmp_path / "map.json")
    again = load_mapping(tmp_path / "map.json")
    result = import_file(BS / "example-list.ros", extra, again)
    assert result.unmatched == []
    assert [e.profile for e in result.document.entries.values()][-1] == "wizard"


def test_a_bad_mapping_file_names_the_field(tmp_path):
    (tmp_path / "map.json").write_text('{"format": "wartable-mapping", "format_version": 1, "names": {"A": 3}}')
    with pytest.raises(DocumentError, match=r"names\.A: is 3 \(expected a profile or option id, or null"):
        load_mapping(tmp_path / "map.json")


def test_champion_model_of_a_unit_becomes_its_champion(tmp_path):
    cat = Catalogue("wh", "WH", "warhammer-6th", [
        Profile("spears", "Spearmen", 6), Profile("sgt", "Sergeant", 10, "champion", roles=frozenset({"champion"}))])
    (tmp_path / "r.ros").write_text(
        '<roster name="R" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force name="A">'
        '<selections><selection name="Spearmen" type="unit"><selections>'
        '<selection name="Spearman" number="19" type="model"/><selection name="Sergeant" number="1" type="model"/>'
        '</selections></selection></selections></force></forces></roster>', encoding="utf-8")
    army = import_file(tmp_path / "r.ros", cat).document
    assert [(e.id, e.profile, e.models, e.attached_to, e.role) for e in army.entries.values()] == [
        ("spearmen", "spears", 19, None, None), ("sergeant", "sgt", 1, "spearmen", "champion")]


def test_hostile_xml_and_archives_are_refused(tmp_path, imported, monkeypatch):
    bomb = ('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
            '<roster name="&b;"><forces/></roster>')
    (tmp_path / "bomb.ros").write_text(bomb)
    with pytest.raises(DocumentError, match="declares XML entities"):
        import_file(tmp_path / "bomb.ros", imported.document)
    (tmp_path / "broken.ros").write_text("<roster><forces>")
    with pytest.raises(DocumentError, match="broken.ros: is not well-formed XML"):
        import_file(tmp_path / "broken.ros", imported.document)
    with zipfile.ZipFile(tmp_path / "big.rosz", "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("big.ros", "<roster>" + " " * 5000 + "</roster>")
    monkeypatch.setattr(archive, "MAX_IMPORT_BYTES", 2000)
    with pytest.raises(DocumentError, match="big.ros: unpacks to"):
        import_file(tmp_path / "big.rosz", imported.document)
    with zipfile.ZipFile(tmp_path / "empty.rosz", "w") as z:
        z.writestr("readme.txt", "nothing")
    with pytest.raises(DocumentError, match=r"an archive without a \.ros file inside"):
        import_file(tmp_path / "empty.rosz", imported.document)
    with pytest.raises(DocumentError, match="none was given"):
        import_file(BS / "example-list.ros", None)


# -- pasted text -------------------------------------------------------------------------

PASTED = """Lista de Bruno (para el torneo)

Héroes:
1x Capitan, General, caballo de guerra (64 pts)
  + Escudo
20 x LANCEROS [130]
  - Sargento
Caballeros del circulo interior x5 - 140 pts
1 Cañon [100]
3 x Flagelantes [33]
Total: 467 pts
"""


def test_pasted_text_matched_like_a_roster(imported):
    result = text_to_army(PASTED, imported.document, catalogue_ref="empire.json")
    got = [(e.profile, e.models, e.general, e.options) for e in result.document.entries.values()]
    assert got == [("capitan", 1, True, ("caballo-de-guerra", "escudo")), ("lanceros", 20, False, ("sargento",)),
                   ("caballeros-del-circulo-interior", 5, False, ()), ("canon", 1, False, ())]
    assert [(u.name, u.where) for u in result.unmatched] == [("Flagelantes", "line 10")]


def test_pasted_text_totals_compared_with_the_catalogue(imported):
    result = text_to_army("20 x Lanceros [100]\n5 x Caballeros del Círculo Interior [140]\n", imported.document)
    assert result.unmatched == []
    assert result.notes == ["line 1: 'Lanceros' is 100 points in the list and 120 in the catalogue.",
                            "The list's own points add up to 240; the catalogue prices it at 260."]


def test_text_file_in_windows_latin_1(tmp_path, imported):
    (tmp_path / "list.txt").write_bytes("1 x Cañón\n".encode("cp1252"))
    result = import_file(tmp_path / "list.txt", imported.document)
    assert [e.profile for e in result.document.entries.values()] == ["canon"]


# -- CSV ----------------------------------------------------------------------------------

def _example_catalogue() -> Catalogue:
    return Catalogue("c", "C", "kensei", [
        Profile("daimyo", "Daimyo", 60, "H", "infantry", "Samurái", unique=True, leader=True,
                roles=frozenset({"leader"}), weapons=(Weapon("Katana"), Weapon("Yumi", "missile", "bow")),
                volume="V2", base="25 mm", category="Héroes", notes="Lidera, con coma"),
        Profile("ashigaru", "Ashigaru, yari", 5, "G", "infantry", unit_min=3, unit_max=12, max_per_army=4,
                options=(Option("horse", "Caballo", 10, mount=True), Option("sashimono", "Sashimono", 2.5))),
    ])


def test_csv_round_trip_keeps_every_field():
    cat = _example_catalogue()
    text = catalogue_to_csv(cat)
    assert text.splitlines()[0].startswith("id,name,cost,category,class,")
    assert "Caballo = 10 [mount] {horse}" in text
    assert profiles_from_csv(text) == list(cat.profiles.values())


_name = st.text(st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters=";=[]{}\r\n"), min_size=1,
                max_size=12).filter(lambda s: s.strip() == s and s)


@st.composite
def _profiles(draw):
    out = []
    for i in range(draw(st.integers(1, 4))):
        low = draw(st.none() | st.integers(1, 10))
        high = draw(st.none() | st.integers(low or 1, 30))
        options = tuple(Option(f"o{j}", draw(_name), draw(st.integers(0, 50)) / 2, draw(st.booleans()))
                        for j in range(draw(st.integers(0, 2))))
        weapons = tuple(Weapon(draw(_name), draw(st.sampled_from(["melee", "missile"])),
                               draw(st.sampled_from(["", "bow"]))) for _ in range(draw(st.integers(0, 2))))
        out.append(Profile(f"p{i}", draw(_name), draw(st.integers(0, 400)) / 4, draw(st.sampled_from(["", "H", "KN"])),
                           unique=draw(st.booleans()), roles=frozenset(draw(st.sets(st.sampled_from(["leader", "champion"])))),
                           weapons=weapons, unit_min=low, unit_max=high, options=options,
                           category=draw(st.sampled_from(["", "Core", "Élite"])), notes=draw(_name | st.just("")),
                           max_per_army=draw(st.none() | st.integers(0, 3))))
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_profiles())
def test_any_catalogue_survives_csv(profiles):
    cat = Catalogue("c", "C", "kensei", profiles)
    assert profiles_from_csv(catalogue_to_csv(cat)) == profiles


def test_csv_from_a_spreadsheet_semicolons_and_bad_cells():
    text = "Name;Cost;Unit min;Unique\nLanceros;6;10;sí\nCaballeros;28;;no\n"
    got = profiles_from_csv(text)
    assert [(p.id, p.name, p.cost, p.unit_min, p.unique) for p in got] == [
        ("lanceros", "Lanceros", 6, 10, True), ("caballeros", "Caballeros", 28, None, False)]
    with pytest.raises(DocumentError, match=r"x.csv: row 3, column cost: is 'mucho', not a number"):
        profiles_from_csv("name,cost\nA,1\nB,mucho\n", "x.csv")
    with pytest.raises(DocumentError, match=r"row 2, column unit_max: is 3, below unit_min 5"):
        profiles_from_csv("name,cost,unit_min,unit_max\nA,1,5,3\n")
    with pytest.raises(DocumentError, match=r"row 1: names the column\(s\) colour"):
        profiles_from_csv("name,cost,colour\nA,1,red\n")
    with pytest.raises(DocumentError, match=r"row 2, column roles: names the role\(s\) captain"):
        profiles_from_csv("name,cost,roles\nA,1,captain\n")
