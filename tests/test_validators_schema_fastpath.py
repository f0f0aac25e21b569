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
