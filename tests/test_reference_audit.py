"""A sample of the shipped rulesets' references read against the seed rulebooks: the page or
section a value cites holds the words it rests on.

The seeds (the Spanish rulebooks) live beside the project (``../shared/seeds``, or the folder
named by WARTABLE_SEEDS); without them there is nothing to read against and the test is skipped.
"""
import os
import re
from pathlib import Path

import pytest

from model.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent
SEEDS = Path(os.environ.get("WARTABLE_SEEDS") or next(
    (p for p in (ROOT.parent / "shared" / "seeds", ROOT.parent.parent / "shared" / "seeds") if p.is_dir()),
    ROOT.parent / "shared" / "seeds"))
KENSEI, ADLG, WH40K = "000_e03de63641d6d160.txt", "003_479a812bffa1e9bc.txt", "004_94474a8a456207fd.txt"

pytestmark = pytest.mark.skipif(not (SEEDS / KENSEI).is_file(), reason=f"seed rulebooks not found in {SEEDS}")


def kensei_page(n: int) -> str:
    """The text of page ``n``: each page of the seed ends with its number, '‐ n ‐'."""
    text = (SEEDS / KENSEI).read_text("utf-8")
    start = text.index(f"‐ {n - 1} ‐") if n > 1 else 0
    end = text.find(f"‐ {n} ‐", start)
    return text[start:end if end >= 0 else len(text)]  # the last page has no number after it


@pytest.mark.parametrize("key, page, words", [
    ("table_presets.kensei-90x120.depth", 6, "90x120 cm como mínimo"),
    ("table_rules.min_table_size", 6, "90x120 cm como mínimo"),
    ("table_rules.deployment_depth", 22, "a no más de 10 cm del borde de tu lado de la mesa"),
    ("table_rules.opposite_sides", 22, "su oponente empezará en el lado opuesto"),
    ("army.unit_size_min", 34, "como mínimo 3 miniaturas"),
    ("sight.field_of_view", 40, "180º desde el borde trasero"),
    ("sight.partial_share", 40, "al menos la mitad del volumen"),
    ("sight.partial_reading", 40, "cubre al menos la mitad del volumen"),
    ("sight.troops_make_partial", 40, "la línea de visión será parcial"),
    ("sight.cover_distance", 41, "a menos de 1 cm"),
])
def test_kensei_references_cite_the_page_with_the_rule(key, page, words):
    ref = load_ruleset("kensei").ref(key)
    assert re.search(rf"p\.{page}\b", ref), ref
    assert words in kensei_page(page)


def test_kensei_unit_front_of_three_is_on_page_35_not_34():
    """Edge clearance and spacing rest on the narrowest unit front, three bases (p.35)."""
    assert "Ninguna unidad puede ser desplegada con menos de 3 miniaturas en su frente" in kensei_page(35)
    rs = load_ruleset("kensei")
    for key in ("table_rules.edge_clearance", "table_rules.terrain_spacing"):
        assert "p.35" in rs.node(key)["setting"] and "p.34" not in rs.node(key)["setting"]


@pytest.mark.parametrize("ruleset, key, seed, section, words", [
    ("wh40k-skirmish", "sight.models_stop_shots", WH40K, "DISPARO", "aunque sea parcialmente"),
    ("wh40k-skirmish", "scenarios.capture-enclaves.turns", WH40K, "ESCENARIOS", "al finalizar el 6º turno"),
    ("wh40k-skirmish", "table_rules.firing_range", WH40K, "DISPARO", "Resto: 48"),
    ("adlg", "table_rules.firing_range", ADLG, "ALCANCES DE DISPAROS", "ALCANCES DE DISPAROS (Pag.46)"),
    ("adlg", "army.commands.ratings.competent.range", ADLG, "MANDO, COSTE", "Competente +1 6 UD"),
])
def test_section_references_name_a_section_holding_the_rule(ruleset, key, seed, section, words):
    ref = load_ruleset(ruleset).ref(key)
    text = (SEEDS / seed).read_text("utf-8")
    assert section in ref and section in text and words in text, ref


def test_only_the_high_elves_are_immune_to_pirates():
    """"un asentamiento costero de los Altos Elfos nunca sufrirá el ataque de piratas": the campaign
    names the High Elves only, although the section is titled for both elven races."""
    text = (SEEDS / "001_f50fae4e2e42f7fa.txt").read_text("utf-8")
    assert "un asentamiento costero de los Altos Elfos nunca sufrirá el ataque de piratas" in text
    races = {r["id"]: r for r in load_ruleset("warhammer-campaign").value("campaign.races")}
    assert "immune to pirates" in races["high-elves"]["notes"]
    assert "High Elves' only" in races["dark-elves"]["notes"]
    assert "settlements are immune" not in races["dark-elves"]["notes"]
