"""A fast yes/no check for Wartable's JSON schemas, used before jsonschema.

jsonschema is thorough but slow (about a millisecond for an ordinary army list).
This module compiles a schema, once, into the source of small Python functions
that answer one question: "is this instance certainly valid?". Scalar keywords
become inline expressions, each object or array schema one function with a loop,
so checking a document costs about one comparison per value. When the answer is
yes, loading skips jsonschema; when it is no, jsonschema runs as before and
produces the precise message. A wrong "no" only costs time; the check never says
yes for an instance jsonschema would reject (tests compare both on generated
documents).

Only the keywords Wartable's schemas use are compiled; a schema with any other
assertion keyword gets no fast check (``compile_schema`` returns None).
"""
from __future__ import annotations

import marshal
import re
import sys
import zlib
from pathlib import Path
from types import CodeType
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
#: Keywords that need a loop over an object's or an array's members (a function of its own).
CONTAINERS = {"properties", "additionalProperties", "required", "items", "minItems", "maxItems", "contains",
              "uniqueItems"}
#: The container keywords of an object schema.
OBJECT_KEYWORDS = {"properties", "additionalProperties", "required"}
#: Keywords that refer to other schemas.
INDIRECT = {"$ref", "allOf", "anyOf", "oneOf", "not", "if", "then", "else"}


class Unsupported(Exception):
    pass


def _is_number(x) -> bool:
    return (type(x) is int or type(x) is float)


#: ``type`` keyword -> expression over the value ``{v}``
_TYPES = {
    "object": "type({v}) is dict",
    "array": "type({v}) is list",
    "string": "type({v}) is str",
    "number": "(type({v}) is int or type({v}) is float)",
    "integer": "(type({v}) is int or (type({v}) is float and {v}.is_integer()))",
    "boolean": "type({v}) is bool",
    "null": "{v} is None",
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


def _unique(items: list) -> bool:
    if all(type(x) is str for x in items):
        return len(set(items)) == len(items)
    return all(not json_equal(items[i], items[j]) for i in range(len(items)) for j in range(i))


def _number(value) -> str:
    if not _is_number(value) or value != value or value in (float("inf"), float("-inf")):
        raise Unsupported(f"bound {value!r}")
    return repr(value)


class _Generator:
    """Writes one Python function per object or array schema; everything else is an inline expression."""

    def __init__(self, schemas: Mapping[str, dict]):
        self.schemas = schemas  # name -> schema (name = file stem without .schema.json)
        self.names: dict[str, Any] = {"_json_equal": json_equal, "_unique": _unique}
        self.functions: list[str] = []
        self.refs: dict[tuple[str, str], str] = {}
        self.count = 0

    def constant(self, value: Any) -> str:
        name = f"_k{len(self.names)}"
        self.names[name] = value
        return name

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"_{prefix}{self.count}"

    def resolve(self, doc: str, ref: str) -> tuple[str, str, Any]:
        """(schema name, JSON pointer, node) a ``$ref`` points to."""
        target, _, pointer = ref.partition("#")
        if target:
            name = target.rsplit("/", 1)[-1].removesuffix(".json").removesuffix(".schema")
            if name not in self.schemas:
                raise Unsupported(ref)
            doc = name
        node: Any = self.schemas[doc]
        for part in [p for p in pointer.split("/") if p]:
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return doc, pointer, node

    def ref(self, doc: str, ref: str, v: str) -> str:
        """An expression checking ``v`` against a ``$ref`` target: inline for a plain scalar schema
        (an id, a text), else a call to the target's function (written once; recursion calls it by name)."""
        doc, pointer, node = self.resolve(doc, ref)
        if isinstance(node, dict) and not set(node) & (CONTAINERS | INDIRECT) and not set(node) - SUPPORTED:
            return self.scalar(node, doc, v)
        key = (doc, pointer)
        if key not in self.refs:
            fn = self.refs[key] = self.fresh("ref")
            self.function(fn, node, doc)
        return f"{self.refs[key]}({v})"

    def merged(self, schema: dict, doc: str) -> dict:
        """``schema`` with the object schemas of its ``allOf`` (a document's envelope) taken into its
        own properties and required keys, so that one loop over the members checks both.

        Only a part that says nothing but "these properties, these required keys" (of an object) is
        taken in, and only when that cannot change which members count as additional; its
        properties must not refer to other schemas (they would be read from another file)."""
        if not isinstance(schema.get("allOf"), list) or schema.get("type") != "object":
            return schema
        props = dict(schema.get("properties", {}))
        required = list(schema.get("required", []))
        kept = []
        for sub in schema["allOf"]:
            node = sub
            if isinstance(sub, dict) and set(sub) == {"$ref"}:
                node = self.resolve(doc, sub["$ref"])[2]
            names = set(node.get("properties", {})) if isinstance(node, dict) else set()
            if not isinstance(node, dict) or set(node) - ANNOTATIONS - {"type", "properties", "required"} or \
                    node.get("type", "object") != "object" or "$ref" in repr(node.get("properties", {})) or \
                    (schema.get("additionalProperties", True) is not True and not names <= set(props)):
                kept.append(sub)
                continue
            for key, sub_schema in node.get("properties", {}).items():
                mine = props.get(key, True)
                props[key] = sub_schema if mine is True or mine == {} else {"allOf": [mine, sub_schema]}
            required += [k for k in node.get("required", []) if k not in required]
        out = {k: v for k, v in schema.items() if k != "allOf"}
        if kept:
            out["allOf"] = kept
        if props:
            out["properties"] = props
        if required:
            out["required"] = required
        return out

    def function(self, name: str, schema: Any, doc: str) -> None:
        lines = [f"def {name}(x):"]
        if isinstance(schema, dict) and set(schema) & CONTAINERS:
            schema = self.merged(schema, doc)
            scalar = self.scalar(schema, doc, "x")
            if scalar != "True":
                lines.append(f"    if not ({scalar}): return False")
            lines += self.object_lines(schema, doc) + self.array_lines(schema, doc)
            lines.append("    return True")
        else:
            lines.append(f"    return {self.expr(schema, doc, 'x')}")
        self.functions.append("\n".join(lines))

    def expr(self, schema: Any, doc: str, v: str) -> str:
        """A Python expression that is true when the value in variable ``v`` is valid."""
        if schema is True or schema == {}:
            return "True"
        if schema is False:
            return "False"
        if not isinstance(schema, dict):
            raise Unsupported(repr(schema))
        unknown = set(schema) - SUPPORTED
        if unknown:
            raise Unsupported(", ".join(sorted(unknown)))
        if set(schema) & CONTAINERS:
            fn = self.fresh("node")
            self.function(fn, schema, doc)
            return f"{fn}({v})"
        return self.scalar(schema, doc, v)

    def scalar(self, s: dict, doc: str, v: str) -> str:
        """Every keyword of ``s`` but the container ones, as one expression over ``v``."""
        parts: list[str] = []
        types = None
        if "type" in s:
            types = s["type"] if isinstance(s["type"], list) else [s["type"]]
            parts.append("(" + " or ".join(_TYPES[t].format(v=v) for t in types) + ")")
        if "const" in s:
            c = s["const"]
            if type(c) is str:
                parts.append(f"(type({v}) is str and {v} == {self.constant(c)})")
            elif _is_number(c):  # 4 and 4.0 are the same number; true is not 1
                parts.append(f"((type({v}) is int or type({v}) is float) and {v} == {self.constant(c)})")
            else:
                parts.append(f"_json_equal({v}, {self.constant(c)})")
        if "enum" in s:
            values = list(s["enum"])
            if all(type(x) is str or x is None for x in values):
                parts.append(f"((type({v}) is str or {v} is None) and {v} in {self.constant(frozenset(values))})")
            else:
                parts.append(f"any(_json_equal({v}, e) for e in {self.constant(tuple(values))})")
        if "minimum" in s and "maximum" in s:
            bounds = [f"{_number(s['minimum'])} <= {v} <= {_number(s['maximum'])}"]
        else:
            bounds = [f"{v} {op} {_number(s[k])}" for k, op in (("minimum", ">="), ("maximum", "<=")) if k in s]
        bounds += [f"{v} {op} {_number(s[k])}" for k, op in (("exclusiveMinimum", ">"), ("exclusiveMaximum", "<"))
                   if k in s]
        if bounds:
            numeric_only = types is not None and set(types) <= {"number", "integer"}
            test = " and ".join(bounds)
            parts.append(test if numeric_only else f"(not {_TYPES['number'].format(v=v)} or ({test}))")
        lengths = []
        if "minLength" in s and "maxLength" in s:
            lengths.append(f"{int(s['minLength'])} <= len({v}) <= {int(s['maxLength'])}")
        elif "minLength" in s:
            lengths.append(f"len({v}) >= {int(s['minLength'])}")
        elif "maxLength" in s:
            lengths.append(f"len({v}) <= {int(s['maxLength'])}")
        if "pattern" in s:
            lengths.append(f"{self.constant(re.compile(s['pattern']))}.search({v}) is not None")
        if lengths:
            test = " and ".join(lengths)
            parts.append(test if types == ["string"] else f"(type({v}) is not str or ({test}))")
        if "$ref" in s:
            parts.append(self.ref(doc, s["$ref"], v))
        parts += [self.expr(sub, doc, v) for sub in s.get("allOf", [])]
        if "anyOf" in s:
            parts.append("(" + " or ".join(self.expr(x, doc, v) for x in s["anyOf"]) + ")")
        if "oneOf" in s:
            parts.append("((" + ") + (".join(f"bool({self.expr(x, doc, v)})" for x in s["oneOf"]) + ")) == 1")
        if "not" in s:
            parts.append(f"not ({self.expr(s['not'], doc, v)})")
        if "if" in s:
            parts.append(f"(({self.expr(s.get('then', True), doc, v)}) if ({self.expr(s['if'], doc, v)}) "
                         f"else ({self.expr(s.get('else', True), doc, v)}))")
        parts = [p for p in parts if p != "True"]
        if "False" in parts:
            return "False"
        return " and ".join(f"({p})" for p in parts) if parts else "True"

    def object_lines(self, s: dict, doc: str, x: str = "x", v: str = "v", pad: str = "    ") -> list[str]:
        """Checks of an object's members: the value in ``x``, each member into ``v``, indented by ``pad``.

        One pass over the members, each key tested against the known properties in turn: cheaper
        than a lookup per known property plus set tests for the required and allowed keys."""
        props = dict(s.get("properties", {}))
        required = set(s.get("required", []))
        extra = s.get("additionalProperties", True)
        if not props and not required and extra is True:
            return []
        undescribed = required - set(props)
        if undescribed and extra is False:
            return [f"{pad}if type({x}) is dict: return False"]  # a required key that is not allowed
        for key in sorted(undescribed):  # required, checked by additionalProperties, counted
            props[key] = True if extra is True else extra
        k, n = f"k_{v}", f"n_{v}"  # distinct names for an object checked inside another's loop
        grouped: dict[tuple, list[str]] = {}  # members checked alike share a branch: a shorter chain
        for key, sub in props.items():
            test = self.expr(sub, doc, v)
            lines = [] if test == "True" else [f"if not ({test}): return False"]
            grouped.setdefault(tuple(lines + ([f"{n} += 1"] if key in required else [])), []).append(key)
        branches = [(" or ".join(f"{k} == {key!r}" for key in keys), list(lines)) for lines, keys in grouped.items()]
        if extra is False:
            other = ["return False"]
        else:
            test = "True" if extra is True else self.expr(extra, doc, v)
            other = [] if test == "True" else [f"if not ({test}): return False"]
        out = [f"{pad}if type({x}) is dict:"]
        if required:
            out.append(f"{pad}    {n} = 0")
        loop = []
        for i, (cond, lines) in enumerate(branches):
            loop.append(f"{'if' if i == 0 else 'elif'} {cond}:")
            loop += [f"    {line}" for line in lines or ["pass"]]
        if other:
            loop += ["else:"] + [f"    {line}" for line in other] if branches else other
        if loop:
            out.append(f"{pad}    for {k}, {v} in {x}.items():")
            out += [f"{pad}        {line}" for line in loop]
        if required:
            out.append(f"{pad}    if {n} != {len(required)}: return False")
        if len(out) == 1:
            out.append(f"{pad}    pass")
        return out

    def array_lines(self, s: dict, doc: str) -> list[str]:
        out = []
        if "items" in s:
            item = s["items"]
            if not isinstance(item, (dict, bool)):
                raise Unsupported("items as a list")
            if isinstance(item, dict) and set(item) & CONTAINERS and set(item) & CONTAINERS <= OBJECT_KEYWORDS \
                    and not set(item) - SUPPORTED:
                # an array of objects (army entries, hexes): the object's checks go inside the loop
                scalar = self.scalar(item, doc, "v")
                out.append("        for v in x:")
                if scalar != "True":
                    out.append(f"            if not ({scalar}): return False")
                out += self.object_lines(item, doc, "v", "w", "            ")
            else:
                test = self.expr(item, doc, "v")
                if test != "True":
                    out += ["        for v in x:", f"            if not ({test}): return False"]
        if "minItems" in s:
            out.append(f"        if len(x) < {int(s['minItems'])}: return False")
        if "maxItems" in s:
            out.append(f"        if len(x) > {int(s['maxItems'])}: return False")
        if s.get("uniqueItems"):
            out.append("        if not _unique(x): return False")
        if "contains" in s:
            out.append(f"        if not any({self.expr(s['contains'], doc, 'v')} for v in x): return False")
        return ["    if type(x) is list:"] + out if out else []

    def build(self, name: str) -> Check:
        return _check(*self.compiled(name))

    def compiled(self, name: str) -> tuple[str, CodeType, dict[str, Any]]:
        """(the check's function name, the compiled functions, the names they use)."""
        root = self.fresh("check")
        self.function(root, self.schemas[name], name)
        return root, compile("\n\n".join(self.functions), f"<schema {name}>", "exec"), self.names


def _check(root: str, code: CodeType, names: Mapping[str, Any]) -> Check:
    namespace = dict(names)
    exec(code, namespace)
    return namespace[root]


def compile_schema(name: str, schemas: Mapping[str, dict]) -> Check | None:
    """A fast validity check for ``schemas[name]``, or None when it uses keywords not compiled here."""
    try:
        return _Generator(schemas).build(name)
    except (Unsupported, KeyError, re.error, TypeError, ValueError):
        return None


# -- kept compiled between runs --------------------------------------------------------------
# Writing and compiling the checks of a table's and a ruleset's schemas took about as long as the
# rest of reading the table when the editable tab opens. The compiled functions and the constants
# they use are kept in the user's cache folder, beside a stamp of what they were made from (this
# module's and every schema file's bytes, and the Python version), and made again when any of it
# changes or the file cannot be read.

#: the cache file's layout; a file of another layout is made again
CACHE_FORMAT = 1
#: functions the generated checks call, by name: kept as their names
_FUNCTIONS = {"_json_equal": json_equal, "_unique": _unique}


def cached_compile(name: str, folder: Path, load: Callable[[], Mapping[str, dict]],
                   cache: Path | None = None) -> Check | None:
    """:func:`compile_schema` of ``name`` among the ``*.schema.json`` files of ``folder`` (``load()``
    reads them), kept compiled in ``cache`` (default: the user's cache folder) between runs."""
    try:
        stamp = _stamp(name, folder)
        target = (cache or _cache_folder()) / f"{name}.check"
    except Exception:  # noqa: BLE001 - a schema file unreadable, no cache folder: compiled here as always
        return compile_schema(name, load())
    check = _read_cached(target, stamp)
    if check is not None:
        return check
    try:
        root, code, names = _Generator(load()).compiled(name)
    except (Unsupported, KeyError, re.error, TypeError, ValueError):
        return None
    _write_cached(target, stamp, root, code, names)
    return _check(root, code, names)


def _stamp(name: str, folder: Path) -> list:
    crc, size = 0, 0
    for file in sorted(folder.glob("*.schema.json")) + [Path(__file__)]:
        data = file.read_bytes()
        crc = zlib.crc32(file.name.encode("utf-8", "surrogatepass") + b"\0" + data, crc)
        size += len(data)
    return [CACHE_FORMAT, sys.implementation.cache_tag, sys.version, name, crc, size]


def _cache_folder() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("wartable", appauthor=False)) / "schema-checks"


def _read_cached(path: Path, stamp: list) -> Check | None:
    try:
        kept, root, code, names = marshal.loads(path.read_bytes())
        if kept != stamp or type(code) is not CodeType:
            return None
        namespace = {}
        for key, (how, value) in names.items():
            namespace[key] = _FUNCTIONS[value] if how == "function" else re.compile(*value) if how == "pattern" \
                else value
        return _check(root, code, namespace)
    except Exception:  # noqa: BLE001 - a missing, truncated or foreign file: compiled again
        return None


def _write_cached(path: Path, stamp: list, root: str, code: CodeType, names: Mapping[str, Any]) -> None:
    from .atomic import write_atomic

    kept = {}
    for key, value in names.items():
        if any(value is fn for fn in _FUNCTIONS.values()):
            kept[key] = ("function", next(k for k, fn in _FUNCTIONS.items() if fn is value))
        elif isinstance(value, re.Pattern):
            kept[key] = ("pattern", (value.pattern, value.flags))
        else:
            kept[key] = ("value", value)
    try:
        data = marshal.dumps((stamp, root, code, kept))
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, data)
    except Exception:  # noqa: BLE001 - no cache (a read-only home, a full disk) never stops a load
        pass
