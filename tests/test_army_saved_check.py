"""A list as Wartable saves it is checked against the army schema as it is read
(``model.army.ArmyList.from_saved``): it gives a list back only for one the compiled schema check passes,
and then the very list ``ArmyList.from_json`` builds; anything else goes the usual way, which names the
file and field (tests/test_army_saved_load.py holds the messages)."""
from __future__ import annotations

import copy
import functools
import json
import sys
from pathlib import Path

import pytest

from model import files
from model.army import ArmyList
from model.jsonutil import MAX_INT, fast_check, schemas

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

#: values put in place of a member, one variant each
VALUES = [None, True, False, 0, -1, 1, 1.5, 2.0, 10000, 10001, float("nan"), float("inf"), MAX_INT, MAX_INT + 1,
          "", "x", "x" * 200, "x" * 201, "leader", "banner", "general", [], ["x"], [1], {}, {"x": 1}]
_ABSENT = object()


@functools.lru_cache(maxsize=None)
def _saved_lists() -> tuple[str, ...]:
    """Every army list of examples/ and tests/data, as Wartable saves it."""
    out = []
    for path in sorted(ROOT.glob("examples/**/*.json")) + sorted(ROOT.glob("tests/data/**/*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue
        if isinstance(data, dict) and data.get("kind") == "army":
            out.append(files.dumps(files.load(path)))
    return tuple(out)


def _lists() -> list[dict]:
    """Every army list of examples/ and tests/data, as Wartable saves it (parsed afresh)."""
    return [json.loads(text) for text in _saved_lists()]


def _state(army: ArmyList):
    return (files.dumps(army), sorted((k, repr(v)) for k, v in vars(army).items()),
            [(type(e), list(vars(e).items())) for e in army.entries.values()])


def _passes(data: dict) -> bool:
    """What the short read asks of a list before building it: the compiled check, the one-sided numbers."""
    if not fast_check("army")(data):
        return False
    for parent, key in files._UNBOUNDED:
        node = data.get(parent) if parent else data
        value = node.get(key) if isinstance(node, dict) else None
        if value is not None and not -MAX_INT <= value <= MAX_INT:
            return False
    return True


def _variants(data: dict):
    """``data`` with each member of the list and of its first entries replaced by each of :data:`VALUES`,
    left out, and joined by an unknown one."""
    yield data
    places = [(data, k) for k in list(data) + ["faction", "points_limit", "gold", "notes", "campaign", "commands",
                                                 "settings", "extra"] if k not in ("format", "format_version", "kind")]
    for row in data["entries"][:4]:
        places += [(row, k) for k in list(row) + ["models", "general", "attached_to", "role", "label", "options",
                                                 "points", "command", "force", "categories", "not_in_catalogue",
                                                 "extra"]]
    places += [(data["entries"], i) for i in range(min(2, len(data["entries"])))]
    for node, key in places:
        for value in VALUES + [_ABSENT]:
            if isinstance(node, list) and value is _ABSENT:
                continue
            changed = copy.deepcopy(data)
            target = changed if node is data else \
                changed["entries"] if node is data["entries"] else changed["entries"][data["entries"].index(node)]
            if value is _ABSENT:
                target.pop(key, None)
            else:
                target[key] = copy.deepcopy(value)
            yield changed


def test_it_takes_the_lists_wartable_saves():
    from bench_validators import write_armies

    lists = _lists()
    assert len(lists) >= 4
    taken = [d for d in lists if ArmyList.from_saved(d) is not None]
    assert len(taken) >= len(lists) - 7  # commands, a campaign, settings of its own go the usual way
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        for path in write_armies(Path(tmp), 60):
            data = json.loads(path.read_text(encoding="utf-8"))
            army = ArmyList.from_saved(data)
            assert army is not None, path
            assert _state(army) == _state(ArmyList.from_json(data))


@pytest.mark.parametrize("index", range(len(_lists())))
def test_it_gives_a_list_only_when_the_schema_check_passes_and_the_list_from_json_builds(index):
    taken = refused = 0
    base = _lists()[index]
    base["settings"] = {}  # (the short read leaves a list with settings of its own to the usual way)
    for data in _variants(base):
        if data.get("settings"):  # the short read leaves a list with settings of its own to the usual way
            continue
        army = ArmyList.from_saved(data)
        if army is None:
            refused += 1
            continue
        taken += 1
        assert _passes(data), data
        assert _state(army) == _state(ArmyList.from_json(data))
    assert refused > 50  # the variants do reach what it refuses


def _resolved(node):
    """A schema node with its ``$ref``s to common.schema.json replaced by what they name."""
    if isinstance(node, dict):
        if "$ref" in node:
            target, _, pointer = node["$ref"].partition("#")
            doc = schemas()[target.removesuffix(".schema.json")]
            for part in [p for p in pointer.split("/") if p]:
                doc = doc[part]
            return _resolved(doc)
        return {k: _resolved(v) for k, v in node.items() if k != "description"}
    if isinstance(node, list):
        return [_resolved(v) for v in node]
    return node


def test_the_schema_of_what_it_takes_is_the_one_it_was_written_for():
    """It repeats the schema's tests of the members it takes: a change to any of them must change it too."""
    army = schemas()["army"]
    props = army["properties"]
    entry = props["entries"]["items"]
    taken = {k: _resolved(props[k]) for k in sorted(files._army_module()._SAVED_KEYS)}
    taken["entries.items"] = {"required": entry["required"], "additionalProperties": entry["additionalProperties"]}
    taken["entries.items.properties"] = {k: _resolved(entry["properties"][k])
                                         for k in sorted(files._army_module()._SAVED_ENTRY_KEYS)}
    taken["required"] = army["required"]
    assert taken == {
        "campaign": {"type": ["object", "null"], "required": ["file", "player"], "additionalProperties": False,
                     "properties": {"file": {"type": "string"}, "player": {"type": "string"},
                                    "turn": {"type": "integer", "minimum": 1},
                                    "battle": {"type": "integer", "minimum": 1}}},
        "catalogue": {"type": "string", "minLength": 1},
        "entries": _resolved(props["entries"]),
        "faction": {"type": "string"},
        "format": True, "format_version": True,
        "gold": {"type": "number", "minimum": 0},
        "kind": {"const": "army"},
        "name": {"type": "string", "maxLength": 100000},
        "notes": {"type": "string", "maxLength": 100000},
        "points_limit": {"type": ["number", "null"], "minimum": 0},
        "ruleset": {"type": "string", "minLength": 1, "maxLength": 200},
        "settings": _resolved(props["settings"]),
        "entries.items": {"required": ["id", "profile"], "additionalProperties": False},
        "entries.items.properties": {
            "attached_to": {"type": ["string", "null"]},
            "general": {"type": "boolean"},
            "id": {"type": "string", "minLength": 1, "maxLength": 200},
            "label": {"type": "string"},
            "models": {"type": "integer", "minimum": 1, "maximum": 10000},
            "not_in_catalogue": {"type": "boolean"},
            "options": {"type": "array", "items": {"type": "string"}},
            "points": {"type": ["number", "null"], "minimum": 0, "maximum": 1000000000},
            "profile": {"type": "string", "minLength": 1, "maxLength": 200},
            "role": {"enum": ["leader", "banner", "champion", "character", None]},
        },
        "required": ["kind", "name", "ruleset", "catalogue", "entries"],
    }
