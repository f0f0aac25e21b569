"""Cases the deeper random runs of the fuzz tests found (``WARTABLE_HYPOTHESIS_RANDOM=1`` with
raised ``WARTABLE_FUZZ_*`` counts), kept so that they stay fixed."""
from __future__ import annotations

import json
from pathlib import Path

from model import files
from validators import validate

ROOT = Path(__file__).resolve().parent.parent


def test_a_table_too_shallow_for_its_zones_is_checked(tmp_path):
    """A table 1 mm deep leaves a deployment zone wholly off the table: the sight checks find no
    place to stand in it instead of failing on its empty shape."""
    data = json.loads((ROOT / "examples" / "kensei-event" / "tables" / "river-crossing.json").read_text("utf-8"))
    data["depth"] = 1
    path = tmp_path / "shallow.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    findings = validate(files.load(path), path=str(path))
    assert not [f for f in findings if "could not run" in f.message.lower()]
    assert any(f.rule == "table.out-of-bounds" for f in findings)  # the zones off the table are reported


# -- nesting deeper than any document goes (model.jsonutil.MAX_DEPTH) ---------------------------------

def _nested(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


def test_a_document_nested_past_the_limit_is_refused_naming_the_field_and_the_limit(tmp_path):
    import pytest

    from model.errors import DocumentError
    from model.jsonutil import MAX_DEPTH

    text = (ROOT / "examples" / "piedras-4-players.json").read_text("utf-8")
    for depth in (MAX_DEPTH, 900, 990, 50_000):  # within Python's own recursion and far past it
        path = tmp_path / f"deep-{depth}.json"
        path.write_text(text.replace('"notes": ', f'"notes": {_nested(depth)}, "x": ', 1), encoding="utf-8")
        with pytest.raises(DocumentError) as err:
            files.load(path)
        line = str(err.value)
        assert len(line) < 300 and str(path) in line, line[:300]
        assert "levels deep" in line or "nested too deeply" in line


def test_a_deep_value_within_the_limit_is_explained_by_the_schema_without_overflowing(tmp_path):
    """The schema's explanation shows the wrong value: one 60 levels deep is shown, not recursed into."""
    import pytest

    from model.errors import DocumentError

    data = json.loads((ROOT / "examples" / "kensei-army-legal.json").read_text("utf-8"))
    data["gold"] = "deep"
    path = tmp_path / "army.json"
    path.write_text(json.dumps(data).replace('"deep"', _nested(60)), encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        files.load(path)
    assert "gold" in str(err.value) and len(str(err.value)) < 1000


def test_a_deeply_nested_list_beside_a_campaign_list_leaves_the_gold_check_standing(tmp_path):
    """The gold a player spends is summed over the lists beside one: a neighbour nested past Python's
    recursion is skipped (its own check names it), not a crash of the list being checked."""
    import shutil

    for name in ("piedras-4-players.json", "piedras-army-greta.json", "warhammer-example-catalogue.json"):
        shutil.copy(ROOT / "examples" / name, tmp_path / name)
    neighbour = ('{"kind": "army", "campaign": {"file": "piedras-4-players.json", "player": "greta"}, "gold": 1, '
                 f'"x": {_nested(100_000)}}}')
    (tmp_path / "neighbour.json").write_text(neighbour, encoding="utf-8")
    path = tmp_path / "piedras-army-greta.json"
    data = json.loads(path.read_text("utf-8"))
    data["gold"] = 10.0  # gold spent: the lists beside it are read for theirs
    path.write_text(json.dumps(data), encoding="utf-8")
    findings = validate(files.load(path), path=str(path))
    assert not [f for f in findings if "could not run" in f.message.lower()]


def test_json_read_from_outside_refuses_depth_as_invalid_json():
    import pytest

    from model.jsonutil import MAX_DEPTH, TooDeep, loads

    assert loads(_nested(MAX_DEPTH - 1)) is not None
    for depth in (MAX_DEPTH + 1, 100_000):
        with pytest.raises(ValueError) as err:  # the callers' "not JSON" branch takes it
            loads(_nested(depth))
        assert isinstance(err.value, TooDeep) and str(MAX_DEPTH) in str(err.value)
