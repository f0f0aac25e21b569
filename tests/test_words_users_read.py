"""Words a user understands: no finding of a shipped example names a thing by its internal id
("marker-2", "zone-a", "entry-1") where it has a display name; findings say the label or the
kind's name instead."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from model.files import load
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
# the Spanish examples (examples/es/) give the same findings (tests/test_spanish_output.py); their
# findings read in English here would hold English words beside the Spanish labels
EXAMPLES = sorted((ROOT / "examples").glob("*.json")) + sorted(
    p for p in (ROOT / "examples").glob("*/*.json") if p.parent.name != "es")


def _named_things(doc) -> dict[str, str]:
    """Internal id -> the name a person reads, for every object of the document with a name."""
    out = {}
    for attr in ("pieces", "zones", "markers", "entries", "profiles", "players", "commands", "rounds"):
        for key, obj in (getattr(doc, attr, None) or {}).items():
            name = getattr(obj, "label", None) or getattr(obj, "name", None)
            if isinstance(key, str) and name:
                out[key] = str(name)
    return out


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_findings_name_things_by_their_display_names(path):
    doc = load(path)
    if getattr(doc, "KIND", "") == "catalogue" and not getattr(doc, "ruleset", None):
        return
    named = _named_things(doc)
    for f in validate(doc, path=str(path)):
        for key in set(f.subjects) & set(named):
            if key == named[key] or key.lower() in named[key].lower():
                continue  # an id that is its own name ("Greta") is a name
            assert not re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", f.message), \
                f"{path.name}: {f.rule} shows the id {key!r} of {named[key]!r}: {f.message}"
