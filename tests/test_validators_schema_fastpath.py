"""The fast schema check never accepts what jsonschema rejects, and accepts ordinary documents."""
from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from model.files import check_envelope
from model.jsonutil import fast_check, schema_validator

ROOT = Path(__file__).resolve().parent.parent
# as the schema sees them: brought up to the current format version first
DOCS = [check_envelope(json.loads(p.read_text(encoding="utf-8")), p)
        for p in sorted((ROOT / "examples").glob("*.json")) + sorted((ROOT / "tests" / "data").glob("*.json"))]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.floats(-1e7, 1e7, allow_nan=False) |
    st.sampled_from(["", "x", "top", "leader", "kensei", "polygon", "point", "#c0392b", "city"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["id", "kind", "type", "coordinates", "models", "x", "min"]), inner, max_size=3),
    max_leaves=6)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


def _mutate(doc, path, value, action):
    doc = copy.deepcopy(doc)
    if not path:
        return value
    parent = doc
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    if action == "delete":
        del parent[last]
    elif action == "add" and isinstance(parent, dict):
        parent[f"{last}_extra"] = value
    else:
        parent[last] = value
    return doc


def test_every_example_and_format_file_takes_the_fast_path():
    for doc in DOCS:
        check = fast_check(doc["kind"])
        assert check is not None and check(doc), doc.get("name")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fast_check_accepts_only_what_jsonschema_accepts(data):
    doc = data.draw(st.sampled_from(DOCS))
    paths = list(_paths(doc))
    path = data.draw(st.sampled_from(paths))
    action = data.draw(st.sampled_from(["replace", "delete", "add"]))
    value = data.draw(json_values)
    mutated = _mutate(doc, path, value, action)
    kind = doc["kind"]
    if fast_check(kind)(mutated):
        errors = list(schema_validator(kind).iter_errors(mutated))
        assert errors == [], (path, action, value, errors[0].message)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_compiled_object_keywords_agree_with_jsonschema(data):
    """required / properties / additionalProperties in every combination, on small objects."""
    import jsonschema

    from model.fastschema import compile_schema

    keys = ["a", "b", "c"]
    schema = {"type": "object"}
    props = data.draw(st.lists(st.sampled_from(keys), unique=True))
    if props:
        schema["properties"] = {k: data.draw(st.sampled_from([{"type": "string"}, {"type": "integer"}, True]))
                                for k in props}
    required = data.draw(st.lists(st.sampled_from(keys), unique=True))
    if required:
        schema["required"] = required
    extra = data.draw(st.sampled_from([None, False, True, {"type": "boolean"}]))
    if extra is not None:
        schema["additionalProperties"] = extra
    if data.draw(st.booleans()):  # a part shared through allOf, as every document's envelope is
        part = {"properties": {k: data.draw(st.sampled_from([{"type": "string"}, {"const": 1}, True]))
                               for k in data.draw(st.lists(st.sampled_from(keys), unique=True))},
                "required": data.draw(st.lists(st.sampled_from(keys), unique=True))}
        if data.draw(st.booleans()):
            part["type"] = data.draw(st.sampled_from(["object", "string"]))
        schema["allOf"] = [{"$ref": "#/$defs/part"}] if data.draw(st.booleans()) else [part]
        schema["$defs"] = {"part": part}
    check = compile_schema("s", {"s": schema})
    instance = data.draw(st.dictionaries(st.sampled_from(keys), st.one_of(st.text(max_size=2), st.integers(),
                                                                          st.booleans(), st.sampled_from([1.0, 0.5])),
                                         max_size=3))
    assert check(instance) == jsonschema.Draft202012Validator(schema).is_valid(instance), (schema, instance)


def test_the_checks_kept_compiled_between_runs_answer_as_those_compiled_anew(tmp_path):
    """A check read back from the cache folder is the check compiled from the schemas: the same answer
    for every example and format file and for a mutation of each (every kind of schema)."""
    from model.fastschema import cached_compile, compile_schema
    from model.jsonutil import schemas
    from resources import SCHEMAS

    cache = tmp_path / "cache"
    names = sorted({doc["kind"] for doc in DOCS})
    for name in names:
        assert cached_compile(name, SCHEMAS, schemas, cache) is not None
    assert sorted(p.stem for p in cache.iterdir()) == names  # each written once
    loads = []
    for name in names:
        kept = cached_compile(name, SCHEMAS, lambda: loads.append(1) or schemas(), cache)
        fresh = compile_schema(name, schemas())
        for doc in [d for d in DOCS if d["kind"] == name]:
            assert kept(doc) is fresh(doc) is True, doc.get("name")
            for path in list(_paths(doc))[1::7]:
                for action in ("replace", "delete", "add"):
                    mutated = _mutate(doc, path, {"x": -1}, action)
                    assert kept(mutated) is fresh(mutated), (name, path, action)
    assert loads == []  # read back: the schema files were not parsed again


def test_a_changed_schema_or_a_damaged_cache_file_is_compiled_again(tmp_path):
    import shutil

    from model import fastschema
    from model.fastschema import cached_compile
    from resources import SCHEMAS

    folder = tmp_path / "schema"
    shutil.copytree(SCHEMAS, folder)
    cache = tmp_path / "cache"

    def load():
        return {p.name.removesuffix(".schema.json"): json.loads(p.read_text(encoding="utf-8"))
                for p in folder.glob("*.schema.json")}

    table = next(d for d in DOCS if d["kind"] == "table" and d.get("name"))
    assert cached_compile("table", folder, load, cache)(table)
    named = copy.deepcopy(table)
    named["name"] = "x" * 50
    assert cached_compile("table", folder, load, cache)(named)
    # a schema changed on disk: the kept check is not used
    schema = json.loads((folder / "table.schema.json").read_text(encoding="utf-8"))
    schema["properties"]["name"] = {"type": "string", "maxLength": 40}
    (folder / "table.schema.json").write_text(json.dumps(schema), encoding="utf-8")
    assert not cached_compile("table", folder, load, cache)(named)
    assert not cached_compile("table", folder, load, cache)(named)  # and the new one is kept
    # a damaged or foreign file is compiled again and replaced
    for junk in (b"", b"\x00garbage", fastschema.marshal.dumps(("not", "a", "check"))):
        (cache / "table.check").write_bytes(junk)
        check = cached_compile("table", folder, load, cache)
        assert check(table) and not check(named)
        assert (cache / "table.check").read_bytes() != junk
