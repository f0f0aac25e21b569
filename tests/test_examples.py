"""Every file in examples/ loads and validates, and gives exactly its golden findings.

The golden files (tests/golden/<example>.json) list each finding's rule id, severity, basis
and subjects, the sight rules' findings included (they are deterministic: grids and samples are
anchored at the table centre). Regenerate them deliberately, after checking the new findings are right:

    WARTABLE_REGENERATE_GOLDEN=1 pytest tests/test_examples.py
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from model.army import Catalogue
from model.files import load
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))
GOLDEN = Path(__file__).resolve().parent / "golden"


def summary(path: Path) -> list[dict]:
    doc = load(path)
    found = validate(doc, path=str(path))  # every rule runs: the examples must load and validate
    rows = [{"rule": f.rule, "severity": f.severity.value, "basis": f.basis, "subjects": list(f.subjects)}
            for f in found]
    return sorted(rows, key=lambda r: (r["rule"], r["severity"], r["subjects"]))


def test_the_examples_are_there():
    names = {p.name for p in EXAMPLES}
    assert {"kensei-120x120.json", "wh40k-capture-enclaves.json", "adlg-table.json", "piedras-4-players.json",
            "kensei-example-catalogue.json", "kensei-army-legal.json", "kensei-army-illegal.json",
            "warhammer-example-catalogue.json", "piedras-army-greta.json"} <= names


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_matches_golden_findings(path):
    rows = summary(path)
    golden = GOLDEN / path.name
    if os.environ.get("WARTABLE_REGENERATE_GOLDEN"):
        golden.write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    assert rows == json.loads(golden.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["kensei-120x120", "wh40k-capture-enclaves", "adlg-table", "piedras-4-players",
                                  "kensei-army-legal", "piedras-army-greta", "adlg-army-legal",
                                  "warhammer-6th-army-legal", "piedras-turn-3"])
def test_legal_examples_have_no_errors_or_warnings(name):
    assert [r for r in summary(ROOT / "examples" / f"{name}.json") if r["severity"] != "info"] == []


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_is_clean_or_says_what_it_demonstrates(path):
    """Sight rules included: a shipped example either gives no error or warning, or its name and
    description say that it demonstrates illegal content."""
    doc = load(path)
    loud = [f.one_line() for f in validate(doc, path=str(path)) if f.severity.value != "info"]
    if loud:
        said = f"{path.stem} {getattr(doc, 'name', '')} {getattr(doc, 'description', '') or ''}".lower()
        assert "illegal" in said, loud


def test_illegal_army_breaks_the_rules_it_demonstrates():
    rules = {r["rule"] for r in summary(ROOT / "examples" / "kensei-army-illegal.json")}
    assert rules == {"army.points-limit", "army.unit-size", "army.unique", "army.general", "army.unit-leader",
                     "army.banner"}


@pytest.mark.parametrize("name", ["kensei-example-catalogue", "warhammer-example-catalogue"])
def test_example_catalogue_is_labelled_example_data(name):
    cat = load(ROOT / "examples" / f"{name}.json")
    assert isinstance(cat, Catalogue) and cat.example
    assert "EXAMPLE" in cat.name.upper()
    assert all("example" in p.name.lower() for p in cat.profiles.values())


def test_piedras_example_follows_the_setup_rules():
    doc = load(ROOT / "examples" / "piedras-4-players.json")
    assert len(doc.cells) >= 10 * len(doc.players) and len(doc.players) == 4
    capitals = doc.capitals()
    assert len(capitals) == 4 and all(doc.cells[c].has("city") for c in capitals)
    owned = [k for k, c in doc.cells.items() if c.owner]
    assert sorted(owned) == sorted(capitals)  # no other banner at set-up


@pytest.mark.parametrize("folder", ["", "es"])
def test_the_campaign_in_play_example_has_a_turn_of_everything(folder):
    """Two recorded turns and an open third of the set-up's four realms, in both languages: what a game
    master opening it sees of a campaign in play."""
    from model import campaign_turns as ct
    from model.ruleset import load_ruleset

    doc = load(ROOT / "examples" / folder / "piedras-turn-3.json")
    turns = doc.history.turns
    assert [t.number for t in turns] == [1, 2, 3] and [t.closed for t in turns] == [True, True, False]
    kinds = {s.kind for t in turns for s in t.steps}
    assert {"order", "join", "event", "income", "challenge", "battle", "claim", "conquer", "build", "raid",
            "change-regiment"} <= kinds
    steps = [s for t in turns for s in t.steps]
    assert any(s.stone for s in steps) and any(dict(s.gold) for s in steps if s.kind == "battle")
    rules = ct.TurnRules(load_ruleset(doc.ruleset))
    play = ct.current_play(doc, rules)
    assert play.state.stones_of("thorgrim") and play.treasury("thorgrim") == 120 and play.treasury("greta") == 80
    assert "marta" in play.state.players and doc.cells[play.state.stones[play.state.stones_of("thorgrim")[0]]]
    assert [p for r in ct.replay(doc, rules) for p in r.problems] == []
    assert doc.turn == 3 and ct.holdings_of(doc) == play.state.holdings  # the map shows the record


def test_the_start_page_offers_the_campaign_in_play_in_both_languages():
    from editor.startpage import example_files

    assert "piedras-turn-3.json" in {p.name for p in example_files("en")}
    assert ROOT / "examples" / "es" / "piedras-turn-3.json" in example_files("es")


def test_campaign_army_example_is_sized_by_its_campaign():
    from validators.army_rules import campaign_army_size
    from model.ruleset import load_ruleset

    army = load(ROOT / "examples" / "piedras-army-greta.json")
    campaign = load(ROOT / "examples" / army.campaign.file)
    size = campaign_army_size(campaign, army.campaign.player, load_ruleset(campaign.ruleset))
    assert size["base"] == 500 and campaign.turn == 1
