"""An army list as Wartable saves it is read the short way (model.files._current_army): the same
document, or the same error, as the usual way (parse_json, then from_dict), whatever is wrong with it."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from model import files
from model.errors import DocumentError
from model.jsonutil import parse_json, read_text, schemas
from model.pins import pinned

ROOT = Path(__file__).resolve().parents[1]
KENSEI = ROOT / "examples" / "kensei-army-illegal.json"


def _usual(path: Path):
    """What the usual way makes of ``path``: ("doc", its JSON and state) or ("error", its words)."""
    try:
        doc = files.from_dict(parse_json(read_text(str(path)), str(path)), path)
    except DocumentError as exc:
        return "error", str(exc), exc.field, exc.expected
    return "doc", files.dumps(doc), repr(sorted((k, repr(v)) for k, v in vars(doc).items()))


def _loaded(path: Path):
    try:
        doc = files.load(path)
    except DocumentError as exc:
        return "error", str(exc), exc.field, exc.expected
    return "doc", files.dumps(doc), repr(sorted((k, repr(v)) for k, v in vars(doc).items()))


def _saved() -> str:
    text = files.dumps(files.load(KENSEI))
    assert text.startswith(files._ARMY_HEAD)
    return text


#: (name, change to the saved text): each something the short way must leave to the usual one, or read alike
BREAKAGES = {
    "as saved": lambda t: t,
    "points NaN": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": NaN', t),
    "points infinite": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": Infinity', t),
    "points huge": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": 123456789012345678901', t),
    "points past 2**53": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": 9007199254740993', t),
    "points 2**53": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": 9007199254740992', t),
    "points 1e300": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": 1e300', t),
    "gold overflowing": lambda t: re.sub(r'"gold": [^,\n]+', '"gold": 1e999', t),
    "gold NaN": lambda t: re.sub(r'"gold": [^,\n]+', '"gold": NaN', t),
    "models huge": lambda t: re.sub(r'"models": [0-9]+', '"models": 123456789012345678901234', t, count=1),
    "models infinite": lambda t: re.sub(r'"models": [0-9]+', '"models": -Infinity', t, count=1),
    "battle huge": lambda t: t.replace('"campaign": null', '"campaign": {"file": "c.json", "player": "p", '
                                                              '"battle": 1152921504606846976}'),
    "turn 1e300": lambda t: t.replace('"campaign": null', '"campaign": {"file": "c.json", "player": "p", '
                                                             '"turn": 1e300}'),
    "notes nested deeply": lambda t: re.sub(r'"notes": "[^"]*"', '"notes": ' + "[" * 80 + "]" * 80, t),
    "notes nested past the stack": lambda t: re.sub(r'"notes": "[^"]*"', '"notes": ' + "[" * 5000 + "]" * 5000, t),
    "settings nested deeply": lambda t: re.sub(r'"settings": [^\n]+', '"settings": {"rules": {"army.unit-size": '
                                               '{"params": {"x": ' + "[" * 80 + "]" * 80 + "}}}}", t),
    "half a character": lambda t: re.sub(r'"notes": "[^"]*"', r'"notes": "\\ud83d"', t),
    "escapes": lambda t: re.sub(r'"notes": "[^"]*"', r'"notes": "a\\tb \\u00e9"', t),
    "kind repeated": lambda t: t.replace('"entries": [', '"kind": "table",\n "entries": [', 1),
    "version repeated": lambda t: t.replace('"entries": [', '"format_version": 7,\n "entries": [', 1),
    "version as a float": lambda t: t.replace('"entries": [', '"format_version": 8.0,\n "entries": [', 1),
    "a second document": lambda t: t + t,
    "something after": lambda t: t + "x",
    "cut short": lambda t: t[: len(t) // 2],
    "unknown field": lambda t: t.replace('"entries": [', '"extra": 1,\n "entries": [', 1),
    "entry repeated": lambda t: t.replace('"entries": [\n  {', '"entries": [\n  {"id": "general", "profile": "x"},\n'
                                                               '  {', 1),
    "too many entries": lambda t: t.replace('"entries": [\n', '"entries": [\n' + '{"id": "x", "profile": "x"},\n'
                                            * 1001, 1),
    "unknown ruleset": lambda t: re.sub(r'"ruleset": "[^"]*"', '"ruleset": "chess"', t, count=1),
    # what ArmyList.from_saved tests as it builds the entries (it leaves each to the compiled check)
    "models as 6.0": lambda t: re.sub(r'"models": ([0-9]+)', r'"models": \1.0', t, count=1),
    "models 0": lambda t: re.sub(r'"models": [0-9]+', '"models": 0', t, count=1),
    "models true": lambda t: re.sub(r'"models": [0-9]+', '"models": true', t, count=1),
    "general 1": lambda t: t.replace('"general": true', '"general": 1', 1),
    "an unknown role": lambda t: t.replace('"role": "leader"', '"role": "captain"', 1),
    "a role not a text": lambda t: t.replace('"role": "leader"', '"role": ["leader"]', 1),
    "an empty entry id": lambda t: t.replace('"id": "general"', '"id": ""', 1),
    "a joined unit a number": lambda t: t.replace('"attached_to": "samurai"', '"attached_to": 3', 1),
    "a label a number": lambda t: re.sub(r'"label": "[^"]*"', '"label": 3', t, count=1),
    "options": lambda t: re.sub(r'"label": "[^"]*"', '"options": ["yumi"]', t, count=1),
    "an option a number": lambda t: re.sub(r'"label": "[^"]*"', '"options": ["yumi", 2]', t, count=1),
    "options not a list": lambda t: re.sub(r'"label": "[^"]*"', '"options": "yumi"', t, count=1),
    "points stated": lambda t: re.sub(r'"label": "[^"]*"', '"points": 12.5', t, count=1),
    "points negative": lambda t: re.sub(r'"label": "[^"]*"', '"points": -1', t, count=1),
    "points past a billion": lambda t: re.sub(r'"label": "[^"]*"', '"points": 1000000001', t, count=1),
    "not in the catalogue": lambda t: re.sub(r'"label": "[^"]*"', '"not_in_catalogue": true', t, count=1),
    "not in the catalogue 1": lambda t: re.sub(r'"label": "[^"]*"', '"not_in_catalogue": 1', t, count=1),
    "an entry not an object": lambda t: t.replace('"entries": [\n', '"entries": [\n  "x",\n', 1),
    "entries not a list": lambda t: re.sub(r'"entries": \[.*\n \]', '"entries": {}', t, flags=re.S),
    "name a number": lambda t: re.sub(r'"name": "[^"]*"', '"name": 3', t, count=1),
    "catalogue empty": lambda t: re.sub(r'"catalogue": "[^"]*"', '"catalogue": ""', t, count=1),
    "faction null": lambda t: re.sub(r'"faction": "[^"]*"', '"faction": null', t, count=1),
    "gold negative": lambda t: re.sub(r'"gold": [^,\n]+', '"gold": -1', t),
    "points limit null": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": null', t),
    "points limit negative": lambda t: re.sub(r'"points_limit": [^,\n]+', '"points_limit": -5', t),
    "settings null": lambda t: re.sub(r'"settings": [^\n]+', '"settings": null', t),
    "settings a list": lambda t: re.sub(r'"settings": [^\n]+', '"settings": []', t),
    "commands empty": lambda t: t.replace('"entries": [', '"commands": [],\n "entries": [', 1),
}


@pytest.mark.parametrize("name", BREAKAGES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_saved_list_loads_as_the_usual_way_reads_it(tmp_path, name, lang):
    from model.i18n import set_language

    path = tmp_path / "army.json"
    path.write_text(BREAKAGES[name](_saved()), encoding="utf-8")
    set_language(lang)
    try:
        with pinned():
            assert _loaded(path) == _usual(path)
    finally:
        set_language("en")


def test_a_saved_list_is_read_without_the_usual_parse(tmp_path, monkeypatch):
    """The short way is taken (the test above would pass without it)."""
    path = tmp_path / "army.json"
    path.write_text(_saved(), encoding="utf-8")
    expected = _usual(path)

    def refused(*args):
        raise AssertionError("parsed the usual way")

    monkeypatch.setattr(files, "parse_json", refused)
    assert _loaded(path) == expected


def _number_places(node, where: tuple, out: set, seen: tuple = ()) -> None:
    """The places (paths, ``[]`` for a list's items) where the army schema lets a number through with no
    finite bound on one side, following ``$ref``s and ``allOf``."""
    if not isinstance(node, dict):
        return
    if "$ref" in node:
        target, _, pointer = node["$ref"].partition("#")
        doc = schemas()[target.removesuffix(".schema.json")] if target else schemas()["army"]
        for part in [p for p in pointer.split("/") if p]:
            doc = doc[part]
        if node["$ref"] not in seen:
            _number_places(doc, where, out, seen + (node["$ref"],))
    for sub in node.get("allOf", []):
        _number_places(sub, where, out, seen)
    types = node.get("type")
    types = [types] if isinstance(types, str) else types
    if types and {"number", "integer"} & set(types) and not ("minimum" in node and "maximum" in node):
        out.add(where)
    for key, sub in node.get("properties", {}).items():
        _number_places(sub, where + (key,), out, seen)
    if isinstance(node.get("items"), dict):
        _number_places(node["items"], where + ("[]",), out, seen)


def test_the_numbers_tested_on_the_short_way_are_those_the_schema_leaves_unbounded():
    out: set = set()
    _number_places(schemas()["army"], (), out)
    # a list with settings of its own goes the usual way: whatever they hold is not the short way's
    found = {p for p in out if p[0] != "settings"}
    assert found == {tuple(x for x in (parent, key) if x) for parent, key in files._UNBOUNDED}
    # the members the schema accepts whatever they are: the short way tests them itself
    army = schemas()["army"]
    assert {k for k, v in army["properties"].items() if v is True} == {"format", "format_version"}


def test_the_head_is_how_wartable_saves_an_army_list():
    for path in sorted(ROOT.glob("examples/**/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("kind") == "army":
            assert files.dumps(files.load(path)).startswith(files._ARMY_HEAD), path
