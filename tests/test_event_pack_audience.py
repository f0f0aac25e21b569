"""The event pack chosen by who reads it: the players' pack (rules, pairings, one setup sheet per
layout a round uses, no check result anywhere) and the organiser's (everything), or any sections,
from the API and the command line."""
from __future__ import annotations

from pathlib import Path

import pypdf
import pytest

from validators.event_check import check_event

ROOT = Path(__file__).resolve().parents[1]
EVENT = ROOT / "examples" / "kensei-event" / "event.json"


def _pages(path: Path) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(path)).pages]


@pytest.fixture(scope="module")
def report():
    return check_event(EVENT, jobs=1)


def test_players_pack_has_pairings_one_sheet_per_layout_and_no_check_result(report, qapp, tmp_path):
    from editor.printing.pack import PLAYERS, make_event_pack, printouts

    out = tmp_path / "players.pdf"
    n = make_event_pack(report, out, sections=PLAYERS)
    doc = report.event
    errors, _, _ = report.counts()
    assert errors  # the example has errors: the organiser's cover says so, the players' must not
    text = _pages(out)
    assert len(text) == n
    assert "Checked" not in text[0] and "error" not in " ".join(text).lower()
    assert not any(t in " ".join(text) for t in ("Check summary", "Terrain to bring", "Terrain pick list",
                                                 "List check", "Roster:", "Validation"))
    # the rules in words, with the points limit the lists state, and the pairings
    rules = next(t for t in text if t.startswith("Event rules"))
    assert "points" in rules
    pairings = next(t for t in text if t.startswith("Rounds and tables"))
    first = next(iter(doc.rounds.values())).tables[0]
    assert doc.player_name(first.players[0]) in pairings
    # one sheet per (round, layout), headed with every table number set up on it
    parts = [p for p in printouts(report, sections=PLAYERS) if hasattr(p, "slots")]
    layouts = {(rid, s.table) for rid, r in doc.rounds.items() for s in r.tables}
    assert len(parts) == len(layouts) < sum(len(r.tables) for r in doc.rounds.values())
    shared = next(p for p in parts if len(p.slots) > 1)
    numbers = ", ".join(str(s.number) for s in shared.slots)
    assert any(f"Tables {numbers} · " in t for t in text)


def test_organisers_pack_keeps_the_check_and_every_table(report, qapp, tmp_path):
    from editor.printing.pack import ORGANISER, make_event_pack

    out = tmp_path / "organiser.pdf"
    make_event_pack(report, out, sections=ORGANISER)
    text = _pages(out)
    errors, warnings, _ = report.counts()
    assert "Checked: 2 errors, 0 warnings" in text[0] and (errors, warnings) == (2, 0)
    assert "Check summary" in text[1] and "List check" in text[1] and "Roster:" in " ".join(text)
    tables = sum(len(r.tables) for r in report.event.rounds.values())
    assert sum(1 for t in text[1].split("Round ")[1:] if ", table " in t) >= tables - 1
    # each finding's line starts as a sentence does: "Error: …", never "error: …"
    lines = [line.replace("\t", " ") for page in pypdf.PdfReader(str(out)).pages
             for line in page.extract_text().splitlines()]
    assert any(line.startswith("Error: ") for line in lines)
    assert not any(line.startswith(("error: ", "warning: ", "info: ")) for line in lines)


def test_sections_are_chosen_one_by_one(report, qapp, tmp_path):
    from editor.printing.pack import printouts

    parts = printouts(report, sections=("rules", "rounds"))
    assert [p.title for p in parts] == ["Contents", "Event rules", "Rounds and tables"]
    with pytest.raises(ValueError):
        printouts(report, sections=("rules", "gossip"))


def test_command_line_prints_the_pack_for_players_or_the_sections_asked(qapp, tmp_path, capsys):
    from editor.cli import main

    players, organiser, some = tmp_path / "p.pdf", tmp_path / "o.pdf", tmp_path / "s.pdf"
    assert main(["pack", str(EVENT), "--for", "players", "--out", str(players), "--jobs", "1"]) == 0
    assert main(["pack", str(EVENT), "--out", str(organiser), "--jobs", "1"]) == 0
    assert main(["pack", str(EVENT), "--sections", "cover,rounds", "--out", str(some), "--jobs", "1"]) == 0
    assert len(_pages(players)) < len(_pages(organiser))
    assert "Checked" in _pages(organiser)[0] and "Checked" not in _pages(players)[0]
    assert [t.split()[0] for t in _pages(some)[1:]] == ["Contents", "Rounds"]
    with pytest.raises(SystemExit) as exc:
        main(["pack", str(EVENT), "--sections", "cover,gossip", "--out", str(some)])
    assert exc.value.code == 2 and "gossip" in capsys.readouterr().err
