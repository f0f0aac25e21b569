"""Army lists as players paste them: BattleScribe's text exports (full and brief), New Recruit's
(header block, bullets of models and wargear, bracketed sizes, regiments), forum posts with the
points before the name, a Spanish e-mail in Windows Latin-1 with CRLF. Each fixture in
tests/data/pasted is our own list written in the shape the tool exports, with the units, models,
points and totals it states; the test reads it against a catalogue of our own and checks them.
The shapes follow exports published in public repositories (BattleScribe's "share as text" of a
10th-edition roster and of a 9th Age roster, New Recruit's WTC and Age of Sigmar exports, the
official app's via a list site, a forum post of points before the names)."""
from __future__ import annotations

from pathlib import Path

import pytest

from model import files
from model.importers import import_file
from model.importers.matching import NameMapping
from model.importers.pasted import number
from model.importers.text import import_text_file, text_to_army

from pasted_catalogues import fantasy, skirmish

DATA = Path(__file__).parent / "data" / "pasted"
BS = Path(__file__).parent / "data" / "battlescribe"


@pytest.fixture(scope="module")
def spanish():
    return import_file(BS / "example-empire.cat").document


COMMANDER = [("elector-count", 1, True, {"barded-warhorse", "full-plate-armour", "shield"}),
             ("warrior-priest", 1, False, {"heavy-armour", "warhorse"}),
             ("spearmen", 20, False, {"champion", "musician", "standard-bearer"}),
             ("handgunners", 10, False, {"marksman"})]

CASES = {
    # file: (catalogue, entries (profile, models, general, options), unmatched (name, where),
    #        stated total, lines' total, catalogue's price, words of the notes, configuration kept)
    "battlescribe-full.txt": (
        fantasy, COMMANDER + [("knights", 5, False, {"musician", "standard-bearer", "preceptor", "lance"}),
                              ("great-cannon", 1, False, set())],
        [], 698, 698, 698, [], ["Game Type: Pitched Battle", "Allegiance: Empire"]),
    "battlescribe-brief.txt": (
        fantasy, COMMANDER + [("knights", 5, False, {"musician", "standard-bearer", "preceptor"}),
                              ("great-cannon", 1, False, set())],
        [], 698, 698, 698, [], []),
    "battlescribe-10th.txt": (
        skirmish, [("warden-captain", 1, True, {"ember-blade", "relic-blade"}),
                   ("warden-squad", 10, False, {"flux-carbine", "power-fist", "shock-maul"}),
                   ("warden-squad", 5, False, {"power-fist", "incendiary-rounds", "flux-carbine"}),
                   ("ember-hounds", 2, False, {"searing-jaws"})]
        + [("ashen-crusher", 1, False, {"crusher-fists", "twin-hail-gun", "vortex-cannon"})] * 3,
        [], 1090, 1090, 885,
        ["line 39: 'Ashen Crusher' is 355 points in the list and 150 in the catalogue.",
         "The list's own points add up to 1090; the catalogue prices it at 885."],
        ["Battle Size: 2. Strike Force (2000 Point limit)", "Detachment Choice: Ember Vanguard", "Show/Hide Options"]),
    "battlescribe-9th.txt": (  # two detachments, power level and command points beside the points
        skirmish, [("warden-captain", 1, True, {"ember-blade", "relic-blade"}),
                   ("warden-squad", 5, False, {"power-fist", "flux-carbine"}),
                   ("ashen-crusher", 1, False, {"crusher-fists", "twin-hail-gun", "vortex-cannon"})],
        [], 340, 340, 340, [],
        ["Battle Size: 2. Incursion (51-100 Total PL / 501-1000 Points) [6CP]", "Detachment Command Cost [-2CP]",
         "Open the Vaults (1 Relic) [-1CP]"]),
    "newrecruit-wtc.txt": (
        skirmish, [("warden-captain", 1, True, {"flux-pistol", "relic-blade", "ember-blade"}),
                   ("ashen-crusher", 1, False, {"vortex-cannon", "twin-hail-gun", "crusher-fists"}),
                   ("warden-squad", 10, False, {"flux-carbine", "power-fist", "shock-maul"}),
                   ("warden-squad", 5, False, {"power-fist", "flux-carbine", "shock-maul"}),
                   ("ember-hounds", 2, False, {"searing-jaws"})],
        [], 585, 585, 585, [],
        ["FACTION KEYWORD: Imperium - Ashen Wardens", "DETACHMENT: Ember Vanguard", "WARLORD: Char1: Warden Captain",
         "ENHANCEMENT: Ember Blade (on Char1: Warden Captain)", "NUMBER OF UNITS: 4"]),
    "newrecruit-old-world.txt": (
        fantasy, [("elector-count", 1, True, {"shield", "barded-warhorse", "full-plate-armour"}),
                  ("elector-count", 1, False, {"shield", "barded-warhorse", "full-plate-armour"}),
                  ("warrior-priest", 1, False, {"heavy-armour", "warhorse"}),
                  ("warrior-priest", 1, False, {"heavy-armour", "warhorse"}),
                  ("spearmen", 40, False, {"champion", "musician", "standard-bearer"}),
                  ("spearmen", 25, False, {"musician"}), ("handgunners", 10, False, set()),
                  ("knights", 6, False, {"preceptor", "musician", "standard-bearer"}),
                  ("knights", 5, False, {"musician"}), ("great-cannon", 1, False, set())],
        [], 1308, 1308, 1292,
        ["line 17: 'Warrior Priest' is 120 points in the list and 104 in the catalogue.",
         "The list's own points add up to 1308; the catalogue prices it at 1292."], []),
    "newrecruit-regiments.txt": (
        fantasy, [("spearmen", 20, False, {"champion", "musician", "standard-bearer"}),
                  ("warrior-priest", 1, False, {"heavy-armour", "warhorse"}),
                  ("knights", 8, False, {"musician", "standard-bearer"})],
        [("Elector Count on Barded Warhorse", "line 8"), ("Great Cannon of Nuln", "line 27")],
        661, 661, 437, [], ["Empire", "Auxiliaries: 0", "Drops: 2"]),
    "app-categories.txt": (  # the official app's shape: wargear on lines under the bullets, a battle size
        skirmish, [("warden-captain", 1, True, {"relic-blade", "flux-pistol", "ember-blade"}),
                   ("warden-squad", 10, False, {"power-fist", "flux-carbine", "shock-maul"}),
                   ("ashen-crusher", 1, False, {"vortex-cannon", "twin-hail-gun", "crusher-fists"})],
        [("Ashen Ravager", "line 28")], None, 560, 430,
        ["line 4: 'Ember Vanguard (2 Detachment Points)' names no unit of the catalogue and has no count or points: "
         "read as a remark."], ["Strike Force (2,000 Points)", "Ashen Wardens"]),
    "forum-points-first.txt": (
        fantasy, [("elector-count", 1, True, set()),
                  ("elector-count", 1, False, {"barded-warhorse", "full-plate-armour", "shield", "great-weapon"}),
                  ("warrior-priest", 1, False, {"heavy-armour", "warhorse"}),
                  ("spearmen", 40, False, {"champion", "musician", "standard-bearer"}),
                  ("handgunners", 10, False, set()),
                  ("knights", 6, False, {"preceptor", "musician", "standard-bearer"}),
                  ("great-cannon", 1, False, set())],
        [("Pistoliers", "line 10")], 1051, 1051, 915, [], ["Ostland Vanguard - 1,300 Points"]),
    "forum-spanish-cp1252.txt": (
        None, [("capitan", 1, True, {"caballo-de-guerra", "escudo"}), ("lanceros", 20, False, {"sargento"}),
               ("caballeros-del-circulo-interior", 5, False, set()), ("canon", 1, False, set())],
        [("Lanceros con Sargento y Portaestandarte", "line 7"), ("Cañón Órgano", "line 15")],
        1300, 684, 434, ["The list states a total of 1300 points; its lines add up to 684."], []),
}


def _rows(result):
    return [(e.profile, e.models, e.general, set(e.options)) for e in result.document.entries.values()]


@pytest.mark.parametrize("name", list(CASES))
def test_each_pasted_format_comes_in_as_written(name, spanish, tmp_path):
    make, entries, unmatched, stated, lines, priced, notes, settings = CASES[name]
    catalogue = make() if make else spanish
    result = import_text_file(DATA / name, catalogue, catalogue_ref="catalogue.json")
    assert _rows(result) == entries
    assert [(u.name, u.where) for u in result.unmatched] == unmatched
    assert (result.stated_total, result.lines_total) == (stated, lines)
    assert result.document.total_cost(catalogue) == priced
    assert result.notes == notes
    assert result.settings == settings
    assert result.document.notes == "\n".join(settings)  # the configuration stays with the list
    # what the import gives, the app's own loader takes back unchanged
    files.save(result.document, tmp_path / "list.json")
    again = files.load(tmp_path / "list.json")
    assert list(again.entries.values()) == list(result.document.entries.values())


def test_the_list_title_and_ids_of_repeated_units():
    result = import_text_file(DATA / "battlescribe-10th.txt", skirmish())
    assert result.document.name == "Ember Watch 1,000 (Wartable Example Skirmish)"
    assert list(result.document.entries) == ["warden-captain", "warden-squad", "warden-squad-2", "ashen-ember-hounds",
                                             "ashen-crusher", "ashen-crusher-2", "ashen-crusher-3"]


def test_points_before_the_name_are_one_unit_at_that_price():
    cat = fantasy()
    result = text_to_army("116 - Elector Count, General\n", cat)
    (entry,) = result.document.entries.values()
    assert (entry.profile, entry.models, entry.general) == ("elector-count", 1, True)
    assert result.lines_total == 116
    assert result.notes == ["line 1: 'Elector Count' is 116 points in the list and 100 in the catalogue.",
                            "The list's own points add up to 116; the catalogue prices it at 100."]


@pytest.mark.parametrize("written, value", [("1,300", 1300), ("1.300", 1300), ("12,5", 12.5), ("12.5", 12.5),
                                            ("130", 130), ("1,300,000", 1300000), ("1e308", None), ("9" * 40, None)])
def test_numbers_in_both_conventions(written, value):
    assert number(written) == value


@pytest.mark.parametrize("line, points", [("Knights x5 (1,300 Points)", 1300), ("Knights x5 - 1.300 puntos", 1300),
                                          ("Knights [5] [1,300pts]", 1300), ("Knights x5 [3 PL, 115pts]", 115),
                                          ("Knights x5: 115 pts", 115)])
def test_unit_lines_with_thousands_and_list_builder_brackets(line, points):
    result = text_to_army(line, fantasy())
    (entry,) = result.document.entries.values()
    assert (entry.profile, entry.models, result.lines_total) == ("knights", 5, points)


def test_a_line_with_points_is_reported_never_a_remark():
    result = text_to_army("Spearmen x20 [100]\nWar Altar of Sigmar [150]\nWar Wagon\n3 Ogres\n", fantasy())
    assert [(u.name, u.kind, u.where) for u in result.unmatched] == [("War Altar of Sigmar", "unit", "line 2"),
                                                                     ("Ogres", "unit", "line 4")]
    assert result.notes == ["line 3: 'War Wagon' names no unit of the catalogue and has no count or points: "
                            "read as a remark."]


def test_a_mapped_name_brings_its_bullets_with_it():
    mapping = NameMapping({"Elector Count on Barded Warhorse": "elector-count", "Great Cannon of Nuln": "great-cannon"})
    cat = fantasy()
    result = import_text_file(DATA / "newrecruit-regiments.txt", cat, mapping)
    assert result.unmatched == []
    first = next(iter(result.document.entries.values()))
    assert (first.profile, first.general, set(first.options), first.label) == (
        "elector-count", True, {"barded-warhorse", "full-plate-armour", "shield"}, "Elector Count on Barded Warhorse")
    assert result.document.total_cost(cat) == 661 and result.notes == []


@pytest.mark.parametrize("encode", [
    lambda t: t.encode("utf-8"), lambda t: b"\xef\xbb\xbf" + t.encode("utf-8"),
    lambda t: t.replace("\n", "\r\n").encode("utf-8"), lambda t: t.replace("\n", "\r\n").encode("cp1252"),
    lambda t: t.replace("\n", "\r\n").encode("utf-16"), lambda t: t.replace("\n", "\r").encode("utf-8")])
def test_encodings_and_line_ends_read_alike(tmp_path, spanish, encode):
    text = (DATA / "forum-spanish-cp1252.txt").read_bytes().decode("cp1252").replace("\r\n", "\n")
    (tmp_path / "list.txt").write_bytes(encode(text))
    result = import_text_file(tmp_path / "list.txt", spanish)
    assert _rows(result) == CASES["forum-spanish-cp1252.txt"][1]
    assert result.document.name == "Lista de Marta para el torneo de Burgos"
    assert result.stated_total == 1300


def test_a_spanish_export_with_dots_for_thousands(spanish):
    text = ("++ Ejército (Imperio) [1.130pts] ++\n\n+ Héroes +\n\nCapitán [64pts]: Caballo de guerra, Escudo, General\n\n"
            "+ Básicas +\n\nLanceros [130pts]: 20x Lancero, Sargento\n\n+ Especiales +\n\n"
            "Caballeros del Círculo Interior [840pts]: 30x Caballero del Círculo Interior\n\n"
            "+ Singulares +\n\nCañón [100pts]\n\n++ Total: [1.134pts] ++\n")
    result = text_to_army(text, spanish)
    assert _rows(result) == [("capitan", 1, True, {"caballo-de-guerra", "escudo"}), ("lanceros", 20, False, {"sargento"}),
                             ("caballeros-del-circulo-interior", 30, False, set()), ("canon", 1, False, set())]
    assert (result.stated_total, result.lines_total, result.document.total_cost(spanish)) == (1134, 1134, 1134)
    assert result.notes == [] and result.unmatched == []


# -- any text at all: a list, or a refusal that names its limit; never a crash ------------------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from model.errors import DocumentError  # noqa: E402

_PIECES = ["Spearmen", "Knights", "Elector Count", "General", "Shield", "Musician", "20", "5x", "x5", " x ", "[125pts]",
           "(116)", "[7 PL, 130pts]", "(+15 pts)", "1,300", "1.300", "puntos", " - ", ": ", ", ", ". ", "• ", "+ ",
           "++ ", " ++", "+++", "Total: ", "Char1: ", "Enhancement: ", "4 with ", "(", ")", "[", "]", "#", "\t",
           "\r\n", "\n", "\n\n", "é", "\u00a0", "\ufeff", "99999", "1e308", "0"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES) | st.text(max_size=6), max_size=80))
def test_any_paste_gives_a_list_that_loads_again_or_a_named_refusal(pieces):
    text = "".join(pieces)
    try:
        result = text_to_army(text, fantasy(), catalogue_ref="empire.json")
    except DocumentError as exc:
        assert "would not open again" not in str(exc)
        assert "limit" in str(exc) or "more than" in str(exc)
        return
    army = result.document
    again = files.from_dict(files.to_dict(army))
    assert list(again.entries.values()) == list(army.entries.values())
    assert all(1 <= e.models <= 10_000 for e in army.entries.values())
    assert result.lines_total is None or 0 <= result.lines_total


def test_a_unit_of_no_models_is_left_out_and_said():
    result = text_to_army("0 x Spearmen [0]\n  + Musician\n5 x Knights\n", fantasy())
    assert [(e.profile, e.models, e.options) for e in result.document.entries.values()] == [("knights", 5, ())]
    assert result.notes == ["line 1: '0 x Spearmen [0]' counts no models: left out.",
                            "The list's own points add up to 0; the catalogue prices it at 115."]


def test_a_unit_written_in_the_other_number_is_its_profile():
    result = text_to_army("20 Spearman [100]\n1 Great Cannons\n", fantasy())
    assert [(e.profile, e.models, e.label) for e in result.document.entries.values()] == [
        ("spearmen", 20, "Spearman"), ("great-cannon", 1, "Great Cannons")]


def test_a_unit_the_mapping_leaves_out_still_counts_in_the_lists_own_points():
    mapping = NameMapping({"Pistoliers": None})
    result = import_text_file(DATA / "forum-points-first.txt", fantasy(), mapping)
    assert result.unmatched == [] and len(result.document.entries) == 7
    assert (result.stated_total, result.lines_total) == (1051, 1051)


def test_the_corpus_script_prints_each_list_against_its_total(tmp_path, capsys):
    import importlib.util

    spec = importlib.util.spec_from_file_location("paste_corpus", Path(__file__).parent.parent / "tools" / "paste_corpus.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    files.save(fantasy(), tmp_path / "empire.json")
    assert script.main([str(DATA), "--catalogue", str(tmp_path / "empire.json")]) == 0
    rows = {line.split()[0]: line.split()[1:] for line in capsys.readouterr().out.splitlines() if ".txt" in line}
    assert rows["battlescribe-full.txt"] == ["6", "6", "38", "698", "698", "698", "2", "0"]
    assert rows["forum-points-first.txt"] == ["8", "7", "60", "1,051", "1,051", "915", "1", "0"]
    assert len(rows) == len(list(DATA.glob("*.txt")))


@pytest.mark.parametrize("line", ["Total:1051", "TOTAL 1,051 pts", "Army total - 1051", "Puntos totales: 1.051"])
def test_total_lines_as_people_write_them(line):
    result = text_to_army("Spearmen x20 [100]\n" + line + "\n", fantasy())
    assert result.stated_total == 1051 and len(result.document.entries) == 1


def test_wargear_under_a_model_bullet_is_never_a_model():
    text = ("Berzerkers (180 Points)\n  • 1x Spearman Champion\n     ◦ 1x Spearman Blade\n  • 9x Spearman\n"
            "     ◦ 8x Spearmen Pistol\n")
    cat = fantasy()
    result = text_to_army(text, cat, NameMapping({"Berzerkers": "spearmen"}))
    (entry,) = result.document.entries.values()
    assert (entry.profile, entry.models, entry.label) == ("spearmen", 10, "Berzerkers")
    assert [(u.name, u.kind) for u in result.unmatched] == [("Spearman Blade", "option"), ("Spearmen Pistol", "option")]


def test_an_unmatched_name_suggests_the_profile_named_inside_it():
    result = import_text_file(DATA / "newrecruit-regiments.txt", fantasy())
    assert [(u.name, u.suggestion) for u in result.unmatched] == [
        ("Elector Count on Barded Warhorse", "Elector Count"), ("Great Cannon of Nuln", "Great Cannon")]
