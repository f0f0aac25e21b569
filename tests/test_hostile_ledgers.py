"""Hostile turn ledgers: a campaign file whose recorded turns hold huge numbers, unknown or
escape-laden names, impossible hexes, turns out of order, thousands of steps or deep nesting is
loaded and checked (its problems are findings) or refused naming the file and the field; never a
traceback, never a control character printed raw, in bounded time."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from model import files
from model.errors import DocumentError
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tests" / "data" / "format-v3-campaign.json"
BIG = 10 ** 15  # within 2^53: a number the file format takes, far beyond any treasury


def _steps(h):
    return h["turns"][0]["steps"]


MUTATIONS = {
    "huge gold": lambda h: _steps(h)[6].update(gold={"p1": BIG}),
    "huge dice": lambda h: _steps(h)[3].update(dice=[BIG] * 1000),
    "negative dice": lambda h: _steps(h)[4].update(dice=[-BIG, 0, -1]),
    "huge seed": lambda h: _steps(h)[3].update(seed=2 ** 53),
    "huge treasury": lambda h: h["setup"].update(treasury={"p1": BIG, "p2": -BIG}),
    "far hex": lambda h: _steps(h)[7].update(hex=[BIG, -BIG]),
    "far setup hex": lambda h: h["setup"]["hexes"].append({"q": BIG, "r": BIG, "owner": "p1"}),
    "unknown player": lambda h: _steps(h)[7].update(player="\x1b[2Jghost\x00"),
    "unknown setup player": lambda h: h["setup"]["players"].append("\x1b]0;title\x07"),
    "escapes in an event": lambda h: _steps(h)[1].update(event="\x1b[31mZ\u202e"),
    "huge turn number": lambda h: h["turns"][1].update(number=BIG),
    "turns out of order": lambda h: h["turns"].reverse(),
    "turn twice": lambda h: h["turns"].append(copy.deepcopy(h["turns"][0])),
    "open turn before a closed one": lambda h: h["turns"][0].update(closed=False),
    "winner of a one-sided battle": lambda h: _steps(h)[6].update(sides=[["p1"]], winner=1),
    "huge rolls": lambda h: _steps(h)[0].update(rolls={"p1": [BIG] * 1000}),
    "thousands of steps": lambda h: h["turns"][1]["steps"].extend(
        [{"kind": "event", "player": "p1", "event": "A"}] * 5000),
    "thousands of turns": lambda h: h["turns"].extend(
        [{"number": n, "closed": True, "steps": [{"kind": "order", "order": ["p1", "p2"]}]} for n in range(3, 2003)]),
    "empty ledger": lambda h: h.update(turns=[]),
    "setup at a huge turn": lambda h: h["setup"].update(turn=BIG),
}


def _hostile(tmp_path: Path, name: str) -> Path:
    data = json.loads(SOURCE.read_text(encoding="utf-8"))
    MUTATIONS[name](data["history"])
    path = tmp_path / f"{name.replace(' ', '-')}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_a_hostile_ledger_loads_and_is_checked_or_is_refused_naming_the_field(tmp_path, name):
    path = _hostile(tmp_path, name)
    try:
        doc = files.load(path)
    except DocumentError as exc:
        line = str(exc)
        assert line.startswith(str(path)) and "\n" not in line and len(line) < 1000
        return
    findings = validate(doc, path=str(path))
    assert not [f for f in findings if "could not run" in f.message.lower()], findings
    files.encoded(doc, path)  # what loaded can be saved


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_validate_checks_a_hostile_ledger_or_exits_2_naming_it_without_raw_escapes(tmp_path, capsys, name):
    from editor.cli import main

    path = _hostile(tmp_path, name)
    code = main(["validate", "--jobs", "1", str(path)])
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), err[-500:]
    assert "Traceback" not in err and "could not be checked" not in err, err[-1000:]
    assert not any(c in out + err for c in "\x00\x1b\x07\u202e")
    if code == 2:
        assert path.name in err


def test_a_ledger_nested_past_the_limit_is_refused_naming_the_history(tmp_path):
    data = json.loads(SOURCE.read_text(encoding="utf-8"))
    _steps(data["history"])[0]["order"] = "deep"
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(data).replace('"deep"', "[" * 100 + "]" * 100), encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        files.load(path)
    assert err.value.field.startswith("history") and "levels deep" in str(err.value)
