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
