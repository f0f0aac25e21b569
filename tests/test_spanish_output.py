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
