"""What a Spanish-speaking organiser reads from the checks: no English word left in findings,
their references and summaries, nor in the errors a broken file gets."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from model import i18n

ROOT = Path(__file__).resolve().parent.parent

#: words that only English has: any of them in a Spanish text means a string was left untranslated
ENGLISH = re.compile(r"\b(the|of|and|is|are|with|setting|settings|ruleset|ruleset's|catalogue|needs|must|"
                     r"from|which|expected|property|required|delimiter|value|should|least|not|between)\b",
                     re.IGNORECASE)
#: technical names that stay as they are in both languages (file fields, ruleset keys)
KEYS = re.compile(r"\b[a-z_]+(\.[a-z_\[\]]+)+\b|\b[a-z]+_[a-z_]+\b|docs/[a-z]+\.md")


def english_words(text: str) -> list[str]:
    return ENGLISH.findall(KEYS.sub("", text))


def test_every_rule_summary_and_reference_reads_in_spanish():
    from validators.registry import RULES, load_rules

    load_rules()
    with i18n.using("es"):
        left = {r.id: (r.summary_text(), r.reference_text()) for r in RULES.values()
                if english_words(r.summary_text()) or english_words(r.reference_text())}
    assert not left
    with i18n.using("es"):
        assert "ajuste del organizador" in RULES["event.repeat-layout"].reference_text()
    assert RULES["event.repeat-layout"].reference_text() == "Organiser setting: the event's distinct_layouts"


def test_a_setting_finding_cites_its_reference_in_the_language_asked_for():
    from model.event import EventDocument
    from validators.registry import Context

    ctx = Context(ruleset=None)
    with i18n.using("es"):
        es = ctx.finding("event.terrain-stock", "x")
        line = es.one_line()
    en = ctx.finding("event.terrain-stock", "x")
    assert "almacén de escenografía" in es.reference and "inventory" in en.reference
    # the reference says it rests on a setting: the basis word is not said twice
    assert line.count("ajuste del organizador") == 1 and "organiser" not in line
    assert en.one_line().casefold().count("organiser setting") == 1
    assert EventDocument  # the rule belongs to events


def test_names_are_joined_as_each_language_says_them():
    assert i18n.and_list(["Aiko", "Bruno"]) == "Aiko and Bruno"
    assert i18n.and_list(["Aiko", "Bruno", "Carmen"]) == "Aiko, Bruno and Carmen"
    with i18n.using("es"):
        assert i18n.and_list(["Aiko", "Bruno", "Carmen"]) == "Aiko, Bruno y Carmen"
        assert i18n.and_list(["Aiko", "Ilsa"]) == "Aiko e Ilsa"
        assert i18n.and_list(["Aiko", "Hierro"]) == "Aiko y Hierro"  # "hie" sounds "ye"
        assert i18n.and_list(["Aiko"]) == "Aiko"


def test_troop_types_of_a_finding_are_in_spanish():
    from model.display import troop_type_name

    with i18n.using("es"):
        assert troop_type_name("infantry") == "infantería" and troop_type_name("Mounted") == "caballería"
        assert troop_type_name("ashigaru") == "ashigaru"  # a catalogue's own word stays


def wartable(*args):
    return subprocess.run([sys.executable, "-m", "editor.cli", *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True)


def test_validate_tells_a_campaign_from_an_event_whose_turns_name_events():
    r = wartable("--lang", "es", "validate", ROOT / "tests" / "data" / "format-v3-campaign.json")
    assert "campaign.empire-size" in r.stdout and "no un archivo de evento" not in r.stdout + r.stderr


@pytest.mark.parametrize("path", sorted(str(p.relative_to(ROOT)) for p in
                                        [*ROOT.glob("examples/*.json"), ROOT / "examples/kensei-event/event.json",
                                         *ROOT.glob("examples/es/*.json"), ROOT / "examples/es/kensei-event/event.json",
                                         *ROOT.glob("tests/data/*.json")]))
def test_validate_in_spanish_leaves_no_english_word_of_its_own(path):
    """The checks' own words, not the example data's names (those are the organiser's)."""
    r = wartable("--lang", "es", "validate", path)
    assert "Traceback" not in r.stderr
    text = r.stdout + r.stderr
    from model.files import load

    try:
        doc = load(ROOT / path)
    except Exception:
        doc = None
    names = _document_names(doc) if doc is not None else set()
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    assert not english_words(text), text


def _document_names(doc) -> set[str]:
    """Every name the document's author wrote (labels, players, rounds, stock items)."""
    out = set()
    for attr in ("name", "title"):
        if isinstance(getattr(doc, attr, None), str):
            out.add(getattr(doc, attr))
    for coll in ("pieces", "zones", "markers", "players", "rounds", "inventory", "entries"):
        for obj in getattr(doc, coll, {}).values() if hasattr(getattr(doc, coll, None), "values") else ():
            for attr in ("label", "name"):
                value = getattr(obj, attr, None)
                if isinstance(value, str) and value:
                    out.add(value)
    return out


def test_every_rulebook_reference_of_a_shipped_ruleset_reads_in_spanish():
    """The rulebooks' own section titles stay; the words naming the source are translated."""
    import json

    sys.path.insert(0, str(ROOT / "tools"))
    import translations

    from model.ruleset import load_ruleset

    left = []
    for path in sorted((ROOT / "resources" / "rulesets").glob("*.json")):
        rs = load_ruleset(path.stem)
        refs = translations.ruleset_refs(json.loads(path.read_text(encoding="utf-8")))
        with i18n.using("es"):
            left += [(path.name, dotted, rs.ref_text(ref, dotted)) for dotted, ref in refs.items()
                     if english_words(rs.ref_text(ref, dotted)) or "skirmish rules" in rs.ref_text(ref, dotted)
                     or "quick reference" in rs.ref_text(ref, dotted)]
        assert rs.ref_text("40K skirmish rules, ESCENARIOS") == "40K skirmish rules, ESCENARIOS"  # English as written
    assert not left


# -- what the libraries say, inside Spanish errors ---------------------------------------------

def _example_table() -> dict:
    import json

    return json.loads((ROOT / "examples" / "kensei-120x120.json").read_text(encoding="utf-8"))


def _broken(kind: str):
    d = _example_table()
    if kind == "required":
        del d["name"]
    elif kind == "type":
        d["width"] = "wide"
    elif kind == "enum":
        d["unit"] = "furlong"
    elif kind == "minimum":
        d["width"] = -5
    elif kind == "additional":
        d["colour"] = 1
    elif kind == "min-items":
        d["pieces"][0]["footprint"] = [[[0, 0], [10, 10]]]
    return d


@pytest.mark.parametrize("kind, words", [
    ("comma", "falta una coma"), ("colon", "faltan los dos puntos"), ("value", "falta un valor"),
    ("required", "le falta el campo 'name'"), ("type", "un número"), ("enum", "uno de \"mm\""),
    ("minimum", "fuera del rango"), ("additional", "campos desconocidos"), ("min-items", "al menos 3"),
])
def test_a_broken_file_reads_in_spanish_with_the_librarys_reason_translated(tmp_path, kind, words):
    import json

    from model import files
    from model.errors import DocumentError

    path = tmp_path / f"{kind}.json"
    text = {"comma": '{"format": "wartable" "kind": "table"}', "colon": '{"format" "wartable"}',
            "value": '{"format": }'}.get(kind)
    path.write_text(text if text is not None else json.dumps(_broken(kind)), encoding="utf-8")
    with i18n.using("es"):
        with pytest.raises(DocumentError) as got:
            files.load(path)
        line = str(got.value)
    assert str(path) in line and words in line, line
    assert not english_words(line.replace(str(path), "")), line
    for english in ("Expecting", "delimiter", "is a required property", "is not of type", "is not one of",
                    "Additional properties", "is too short", "is less than"):
        assert english not in line


def test_shapely_reasons_are_words_with_the_point_in_the_languages_numbers():
    from model.reasons import shape_reason

    with i18n.using("es"):
        assert shape_reason("Self-intersection[12.5 30]") == "se cruza consigo misma en x 12,5; y 30"
        assert shape_reason("Ring Self-intersection[0 0]").startswith("su contorno se toca")
        assert shape_reason("Holes are nested[1 1]").startswith("tiene un hueco dentro de otro")
        assert shape_reason("Interior is disconnected[1 1]").startswith("sus huecos la parten")
        odd = shape_reason("Some new GEOS reason[1 1]")
    assert odd == "no es una forma válida (detalle técnico: Some new GEOS reason[1 1])"  # kept, only as a detail
    assert shape_reason("Self-intersection[12.5 30]") == "crosses itself at x 12.5, y 30"


def test_xml_zip_and_disk_reasons_in_spanish(tmp_path):
    import errno
    from xml.etree import ElementTree

    from model.reasons import os_reason, xml_reason

    try:
        ElementTree.fromstring("<roster><force></roster>")
    except ElementTree.ParseError as exc:
        bad = exc
    with i18n.using("es"):
        assert xml_reason(bad) == "línea 1, columna 17: una etiqueta de cierre que no corresponde a la abierta"
        assert os_reason(PermissionError(errno.EACCES, "Permission denied")) == "permiso denegado"
        assert os_reason(OSError(errno.EXDEV, "Invalid cross-device link")) == \
            "detalle técnico: Invalid cross-device link"


def test_a_roster_that_is_not_xml_is_refused_in_spanish(tmp_path):
    ros = tmp_path / "broken.ros"
    ros.write_text("<roster><force></roster>", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "editor.cli", "--lang", "es", "import", str(ros), "--catalogue",
                        str(ROOT / "examples" / "kensei-example-catalogue.json"), "--out", str(tmp_path / "x.json")],
                       cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "no es XML bien formado (línea 1, columna 17: una etiqueta de cierre" in r.stderr
    assert "mismatched tag" not in r.stderr


# -- names the app gives become document data in the language they were made in --------------

def test_new_zones_and_players_are_named_in_the_current_language():
    from model.campaign_ops import new_campaign
    from model.presets import deployment_zones
    from model.ruleset import load_ruleset

    rs = load_ruleset("kensei")
    preset = rs.deployment_presets()[0]["id"]
    with i18n.using("es"):
        zones = deployment_zones(rs, preset, 1200, 1200)
    assert [z.label for z in zones] == ["Bando A", "Bando B"]
    assert [z.label for z in deployment_zones(rs, preset, 1200, 1200)] == ["Side A", "Side B"]
    import inspect

    params = inspect.signature(new_campaign).parameters
    assert "players" in params
    camp_rs = load_ruleset("warhammer-campaign")
    with i18n.using("es"):
        doc = new_campaign(camp_rs, players=2, **({"name": "x"} if "name" in params else {}))
    assert [p.name for p in doc.players.values()] == ["Jugador 1", "Jugador 2"]


def test_a_mirrored_zone_names_the_other_side_in_either_language():
    from editor.table.selection_ops import _mirrored_label

    assert _mirrored_label("Side A", "A", "B") == "Side B"
    assert _mirrored_label("Bando A (norte)", "A", "B") == "Bando B (norte)"
    assert _mirrored_label("Ridge", "A", "B") == "Ridge"


def test_the_event_pack_from_the_command_line_is_in_spanish(tmp_path):
    """``wartable --lang es pack``: the Qt words of every sheet (setup sheets included) in Spanish."""
    import pypdf

    out = tmp_path / "pack.pdf"
    r = wartable("--lang", "es", "pack", ROOT / "examples" / "kensei-event" / "event.json", "--out", out)
    assert r.returncode in (0, 1) and "Traceback" not in r.stderr, r.stderr
    text = " ".join(" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(out)).pages)
    for english in ("Rounds and tables", "Scale 1:", "Reference:", "Basis:", "from left", "corner", " points"):
        assert english not in text
    assert "Escala 1:" in text and "puntos" in text and "Colocación de la escenografía" in text


# -- the examples in Spanish --------------------------------------------------------------------

def _spanish_examples():
    sys.path.insert(0, str(ROOT / "examples"))
    import spanish

    return spanish


#: names that are the same in both languages (people, clubs, the rulebooks' own terms)
PROPER_NAMES = {"Aiko Tanaka", "Bruno Díaz", "Carmen Ruiz", "Daniel Ortega", "Elena Moreno", "Fumio Sato",
                "Gloria Vega", "Hugo Navarro", "Greta", "Thorgrim", "Ilsa", "Grak", "Marta", "Club Kenshi", "Dados de Hierro",
                "Los Ronin", "Daimyo", "Katana", "Komuso"}


def test_every_example_has_a_current_spanish_version_with_every_name_in_spanish():
    import json

    spanish = _spanish_examples()
    untranslated = set()
    for path in spanish.english_files():
        english = json.loads(path.read_text(encoding="utf-8"))
        es_path = spanish.SPANISH / path.relative_to(spanish.HERE)
        assert es_path.is_file(), f"run python examples/spanish.py: {es_path} is missing"
        assert es_path.read_text(encoding="utf-8") == spanish.spanish_text(path), \
            f"run python examples/spanish.py: {es_path} is stale"

        def walk(value):
            if isinstance(value, dict):
                for k, v in value.items():
                    if k in spanish.TEXT_FIELDS and isinstance(v, str) and v:
                        if v not in spanish.NAMES and v not in PROPER_NAMES:
                            untranslated.add(v)
                    else:
                        walk(v)
            elif isinstance(value, list):
                for v in value:
                    walk(v)

        walk(english)
    assert not untranslated, "give these a Spanish name in examples/names_es.py: " + repr(sorted(untranslated))


@pytest.mark.parametrize("name", ["kensei-army-illegal.json", "kensei-120x120.json", "piedras-4-players.json",
                                  "adlg-army-legal.json", "piedras-turn-3.json"])
def test_a_spanish_example_gives_the_same_findings_as_the_english_one(name):
    from model.files import load
    from validators.registry import validate

    def rules(path):
        return sorted((f.rule, f.severity.value) for f in validate(load(path), path=str(path)))

    assert rules(ROOT / "examples" / "es" / name) == rules(ROOT / "examples" / name)


def test_the_start_page_offers_the_spanish_examples_in_spanish():
    from editor.startpage import EXAMPLES, example_files

    es, en = example_files("es"), example_files("en")
    assert es and all(p.parent == EXAMPLES / "es" for p in es)
    assert en and all(p.parent == EXAMPLES for p in en)
    assert [p.name for p in es] == [p.name for p in en]


def test_a_ruleset_text_whose_english_changed_since_its_translation_is_stale(tmp_path, monkeypatch):
    import json
    import shutil

    sys.path.insert(0, str(ROOT / "tools"))
    import translations

    folder = tmp_path / "rulesets"
    shutil.copytree(translations.RULESETS, folder)
    monkeypatch.setattr(translations, "RULESETS", folder)
    assert not translations.ruleset_problems("es")
    path = folder / "kensei.json"
    text = path.read_text(encoding="utf-8")
    name = json.loads(text)["terrain_kinds"][0]["name"]
    path.write_text(text.replace(json.dumps(name), json.dumps(name + " with a roof"), 1), encoding="utf-8")
    rows = translations.ruleset_problems("es")
    assert [(r["id"], r["problem"]) for r in rows] == [
        ("terrain_kinds.house.name", "the English changed since it was translated")]
