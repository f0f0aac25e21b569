"""A fast yes/no check for Wartable's JSON schemas, used before jsonschema.

jsonschema is thorough but slow (about a millisecond for an ordinary army list).
This module compiles a schema, once, into nested Python closures that answer one
question: "is this instance certainly valid?". When the answer is yes, loading
skips jsonschema; when it is no, jsonschema runs as before and produces the
precise message. A wrong "no" only costs time; the closures never say yes for an
instance jsonschema would reject (tests compare both on generated documents).

Only the keywords Wartable's schemas use are compiled; a schema with any other
assertion keyword gets no fast check (``compile_schema`` returns None).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Mapping

Check = Callable[[Any], bool]

#: Keywords that never make an instance invalid.
ANNOTATIONS = {"$id", "$schema", "$defs", "$comment", "title", "description", "default", "examples", "format",
               "deprecated", "readOnly", "writeOnly"}
SUPPORTED = ANNOTATIONS | {
    "type", "enum", "const", "properties", "additionalProperties", "required", "items", "minItems", "maxItems",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "$ref",
    "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "contains", "uniqueItems",
}


class Unsupported(Exception):
    pass


def _is_number(x) -> bool:
    return (type(x) is int or type(x) is float)


_TYPES: dict[str, Check] = {
    "object": lambda x: type(x) is dict,
    "array": lambda x: type(x) is list,
    "string": lambda x: type(x) is str,
    "number": _is_number,
    "integer": lambda x: type(x) is int or (type(x) is float and x.is_integer()),
    "boolean": lambda x: type(x) is bool,
    "null": lambda x: x is None,
}


def json_equal(a, b) -> bool:
    """Equality as JSON Schema means it: booleans are not numbers, 1 == 1.0."""
    if type(a) is bool or type(b) is bool:
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b))
    if _is_number(a) and _is_number(b):
        return a == b
    return type(a) is type(b) and a == b


def _all_of(checks: list[Check]) -> Check:
    """One check that passes when every one of ``checks`` does (no generator per call)."""
    if not checks:
        return lambda x: True
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        a, b = checks
        return lambda x: a(x) and b(x)
    if len(checks) == 3:
        a, b, c = checks
        return lambda x: a(x) and b(x) and c(x)
    head, rest = _all_of(checks[:3]), _all_of(checks[3:])
    return lambda x: head(x) and rest(x)


def _unique(items: list) -> bool:
    if all(type(x) is str for x in items):
        return len(set(items)) == len(items)
    return all(not json_equal(items[i], items[j]) for i in range(len(items)) for j in range(i))


class _Compiler:
    def __init__(self, schemas: Mapping[str, dict]):
        self.schemas = schemas  # name -> schema (name = file stem without .schema.json)
        self.refs: dict[tuple[str, str], Check] = {}

    def ref(self, doc: str, ref: str) -> Check:
        target, _, pointer = ref.partition("#")
        if target:
            name = target.rsplit("/", 1)[-1].removesuffix(".json").removesuffix(".schema")
            if name not in self.schemas:
                raise Unsupported(ref)
            doc = name
        key = (doc, pointer)
        if key in self.refs:
            return self.refs[key]
        slot: list[Check] = []
        self.refs[key] = lambda x: slot[0](x)  # placeholder for recursive references
        node: Any = self.schemas[doc]
        for part in [p for p in pointer.split("/") if p]:
            node = node[part.replace("~1", "/").replace("~0", "~")]
        slot.append(self.compile(node, doc))
        self.refs[key] = slot[0]
        return slot[0]

    def compile(self, schema: Any, doc: str) -> Check:
        if schema is True or schema == {}:
            return lambda x: True
        if schema is False:
            return lambda x: False
        if not isinstance(schema, dict):
            raise Unsupported(repr(schema))
        unknown = set(schema) - SUPPORTED
        if unknown:
            raise Unsupported(", ".join(sorted(unknown)))
        fused = self._simple_scalar(schema)
        if fused is not None:
            return fused
        checks: list[Check] = []
        s = schema
        if "type" in s:
            names = s["type"] if isinstance(s["type"], list) else [s["type"]]
            preds = [_TYPES[n] for n in names]
            checks.append(preds[0] if len(preds) == 1 else (lambda x, ps=tuple(preds): any(p(x) for p in ps)))
        if "const" in s:
            c = s["const"]
            checks.append(lambda x, c=c: json_equal(x, c))
        if "enum" in s:
            values = list(s["enum"])
            if all(type(v) is str or v is None for v in values):
                allowed = frozenset(values)
                checks.append(lambda x, a=allowed: (type(x) is str or x is None) and x in a)
            else:
                checks.append(lambda x, vs=values: any(json_equal(x, v) for v in vs))
        self._numbers(s, checks)
        self._strings(s, checks)
        self._objects(s, doc, checks)
        self._arrays(s, doc, checks)
        if "$ref" in s:
            checks.append(self.ref(doc, s["$ref"]))
        for sub in s.get("allOf", []):
            checks.append(self.compile(sub, doc))
        if "anyOf" in s:
            subs = tuple(self.compile(x, doc) for x in s["anyOf"])
            checks.append(lambda x, subs=subs: any(c(x) for c in subs))
        if "oneOf" in s:
            subs = tuple(self.compile(x, doc) for x in s["oneOf"])
            checks.append(lambda x, subs=subs: sum(1 for c in subs if c(x)) == 1)
        if "not" in s:
            sub = self.compile(s["not"], doc)
            checks.append(lambda x, sub=sub: not sub(x))
        if "if" in s:
            cond = self.compile(s["if"], doc)
            then = self.compile(s.get("then", True), doc)
            other = self.compile(s.get("else", True), doc)
            checks.append(lambda x, c=cond, t=then, e=other: t(x) if c(x) else e(x))
        return _all_of(checks)

    @staticmethod
    def _simple_scalar(s) -> Check | None:
        """One closure for the commonest leaf schemas: a string with lengths, a number with bounds."""
        keys = set(s) - ANNOTATIONS
        if s.get("type") == "string" and keys <= {"type", "minLength", "maxLength"}:
            lo, hi = s.get("minLength", 0), s.get("maxLength", float("inf"))
            return lambda x: type(x) is str and lo <= len(x) <= hi
        if s.get("type") in ("number", "integer") and keys <= {"type", "minimum", "maximum"}:
            lo, hi = s.get("minimum", float("-inf")), s.get("maximum", float("inf"))
            if s["type"] == "number":
                return lambda x: (type(x) is int or type(x) is float) and lo <= x <= hi
            return lambda x: (type(x) is int or (type(x) is float and x.is_integer())) and lo <= x <= hi
        return None

    @staticmethod
    def _numbers(s, checks):
        bounds = [(k, s[k]) for k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum") if k in s]
        if not bounds:
            return
        lo = s.get("minimum", float("-inf"))
        hi = s.get("maximum", float("inf"))
        xlo = s.get("exclusiveMinimum", float("-inf"))
        xhi = s.get("exclusiveMaximum", float("inf"))
        checks.append(lambda x: not _is_number(x) or (lo <= x <= hi and xlo < x < xhi))

    @staticmethod
    def _strings(s, checks):
        if "minLength" in s or "maxLength" in s:
            lo, hi = s.get("minLength", 0), s.get("maxLength", float("inf"))
            checks.append(lambda x: type(x) is not str or lo <= len(x) <= hi)
        if "pattern" in s:
            rx = re.compile(s["pattern"])
            checks.append(lambda x: type(x) is not str or rx.search(x) is not None)

    def _objects(self, s, doc, checks):
        props = {k: self.compile(v, doc) for k, v in s.get("properties", {}).items()}
        required = frozenset(s.get("required", ()))
        extra = s.get("additionalProperties", True)
        if not props and not required and extra is True:
            return
        closed = extra is False
        extra_check = None if extra in (True, False) else self.compile(extra, doc)
        allowed = frozenset(props)

        def check(x):
            if type(x) is not dict:
                return True
            keys = x.keys()
            if required and not required <= keys:
                return False
            if closed and not keys <= allowed:
                return False
            for k, v in x.items():
                c = props.get(k)
                if c is not None:
                    if not c(v):
                        return False
                elif extra_check is not None and not extra_check(v):
                    return False
            return True

        checks.append(check)

    def _arrays(self, s, doc, checks):
        if "items" in s:
            if not isinstance(s["items"], (dict, bool)):
                raise Unsupported("items as a list")
            item = self.compile(s["items"], doc)

            def items(x, item=item):
                if type(x) is not list:
                    return True
                for v in x:
                    if not item(v):
                        return False
                return True

            checks.append(items)
        if "minItems" in s or "maxItems" in s:
            lo, hi = s.get("minItems", 0), s.get("maxItems", float("inf"))
            checks.append(lambda x: type(x) is not list or lo <= len(x) <= hi)
        if s.get("uniqueItems"):
            checks.append(lambda x: type(x) is not list or _unique(x))
        if "contains" in s:
            sub = self.compile(s["contains"], doc)
            checks.append(lambda x: type(x) is not list or any(sub(v) for v in x))


def compile_schema(name: str, schemas: Mapping[str, dict]) -> Check | None:
    """A fast validity check for ``schemas[name]``, or None when it uses keywords not compiled here."""
    try:
        return _Compiler(schemas).compile(schemas[name], name)
    except (Unsupported, KeyError, re.error, TypeError):
        return None
