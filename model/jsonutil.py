"""Reading JSON safely: size limit, non-finite numbers, schema errors as DocumentError."""
from __future__ import annotations

import codecs
import json
import math
import os
import re
import stat
from functools import lru_cache
from pathlib import Path
from typing import Any

from resources import SCHEMAS

from .errors import DocumentError
from .i18n import lazy_msg, msg
# MAX_DEPTH and TooDeep: where readers of JSON look for them
from .limits import MAX_DEPTH, TooDeep, check_containers  # noqa: F401
from .reasons import os_reason

#: Files larger than this are refused before reading (no real document comes near it).
MAX_FILE_BYTES = 64 * 1024 * 1024


def json_path(parts) -> str:
    """``["pieces", 2, "footprint"]`` -> ``pieces[2].footprint``."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def _mib(n: int) -> str:
    return f"{n // (1024 * 1024)} MiB"


def _at_most(limit: int) -> str:
    return msg("file.at-most", "at most {size}", size=_mib(limit))


def _expect(what: str | None) -> str:
    """What a file was expected to be, for an error (its words made only when there is one)."""
    return what if what is not None else msg("file.expect-json", "a Wartable JSON file")


_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_bounded(path: str | Path, limit: int | None = None, what: str | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (default :data:`MAX_FILE_BYTES`).

    The read itself stops at the limit, whatever size the file system reports (``/dev/zero``
    reports 0); a folder, a FIFO, a device or a socket is refused without waiting on it (the
    file is opened non-blocking and checked before anything is read). Raises DocumentError.
    """
    limit = MAX_FILE_BYTES if limit is None else limit
    try:
        fd = os.open(path, _READ_FLAGS)
    except (UnicodeEncodeError, ValueError):  # half a character, a NUL byte
        raise DocumentError(path, "", msg("file.bad-name", "is not a usable file name"), _expect(what)) from None
    except IsADirectoryError:
        raise DocumentError(path, "", msg("file.is-folder", "is a folder"), _expect(what)) from None
    except FileNotFoundError:
        raise DocumentError(path, "", msg("file.missing", "does not exist"), _expect(what)) from None
    except OSError as exc:
        if os.path.isdir(path):  # some systems refuse to open a folder with another error
            raise DocumentError(path, "", msg("file.is-folder", "is a folder"), _expect(what)) from None
        raise DocumentError(path, "", msg("file.unreadable", "cannot be read: {reason}", reason=os_reason(exc)),
                            _expect(what)) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            if stat.S_ISDIR(st.st_mode):
                raise DocumentError(path, "", msg("file.is-folder", "is a folder"), _expect(what))
            problem = (msg("file.is-fifo", "is a named pipe (FIFO), not a file") if stat.S_ISFIFO(st.st_mode) else
                       msg("file.is-device", "is a device, not a file")
                       if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else
                       msg("file.is-socket", "is a socket, not a file") if stat.S_ISSOCK(st.st_mode) else
                       msg("file.not-regular", "is not a regular file"))
            raise DocumentError(path, "", problem, _expect(what))
        if st.st_size > limit:
            raise DocumentError(path, "", msg("file.too-large", "is {size} MB, too large for a Wartable document",
                                              size=round(st.st_size / 1e6)), _at_most(limit))
        # a regular file reads the same opened non-blocking (only pipes and devices heed it)
        if st.st_size < 1 << 20:  # nearly every document: one read, asking for one byte more than it holds
            chunk = os.read(fd, min(st.st_size + 1, limit + 1))
            if len(chunk) == st.st_size:  # what the file holds, and no more: the end
                return chunk
            chunks, total = [chunk], len(chunk)  # it changed meanwhile: read on as for a large file
        else:
            chunks, total = [], 0
        while True:  # a file growing while it is read still stops at the limit
            if total > limit:
                raise DocumentError(path, "", msg("file.grows-too-large", "is larger than a Wartable document may be"),
                                    _at_most(limit))
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise DocumentError(path, "", msg("file.unreadable", "cannot be read: {reason}", reason=os_reason(exc)),
                            _expect(what)) from None
    finally:
        os.close(fd)


def read_json(path: str | Path) -> Any:
    """Parse a JSON file or raise :class:`DocumentError` saying exactly what is wrong."""
    path = os.fspath(path)
    return parse_json(read_text(path), path)


def read_text(path: str) -> str:
    """The text of a JSON file (:func:`read_bounded`, UTF-8, a byte-order mark allowed), or DocumentError."""
    raw = read_bounded(path)
    try:
        # plain UTF-8 decoding is the C fast path ("utf-8-sig" is not)
        return raw[3:].decode("utf-8") if raw.startswith(codecs.BOM_UTF8) else raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DocumentError(path, "", msg("file.not-utf8", "is not UTF-8 text"),
                            msg("file.expect-utf8", "a UTF-8 JSON file")) from None


class _NonFinite(Exception):
    pass


class _HugeInt(Exception):
    pass


#: Whole numbers beyond this are refused: above 2**53 a float (every length and count is
#: compared as one) no longer holds them exactly, and far above it cannot hold them at all.
MAX_INT = 2 ** 53


def _finite_float(text: str) -> float:
    value = float(text)
    if value - value != 0:  # inf - inf is NaN
        raise _NonFinite
    return value


def _bounded_int(text: str) -> int:
    if len(text) < 16:  # at most 15 digits: below MAX_INT (nearly every number; the decoder calls this for each)
        return int(text)
    if len(text) > 17:  # more digits than 2**53 has: refused before converting (Python limits that too)
        raise _HugeInt
    value = int(text)
    if abs(value) > MAX_INT:
        raise _HugeInt
    return value


def _no_constant(text: str):
    raise _NonFinite


_STRICT = json.JSONDecoder(parse_float=_finite_float, parse_int=_bounded_int, parse_constant=_no_constant)
_SCAN = _STRICT.scan_once
_LAX = json.JSONDecoder(parse_int=lambda text: _HUGE if len(text) > 17 else int(text))
_HUGE = object()  # stands for a whole number too long to convert


def _find(value: Any, parts: list, bad) -> list | None:
    """The path of the first value (or key) for which ``bad`` is true."""
    if bad(value):
        return parts
    if isinstance(value, dict):
        for k, v in value.items():
            if bad(k):
                return parts + [k]
            found = _find(v, parts + [k], bad)
            if found is not None:
                return found
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found = _find(v, parts + [i], bad)
            if found is not None:
                return found
    return None


_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")


def lone_surrogate(text: str) -> int | None:
    """Where ``text`` holds half of a character (a lone UTF-16 surrogate, which no file can store), or None."""
    m = _SURROGATE.search(text)
    return m.start() if m else None


def clean_text(text: str) -> str:
    """``text`` with each half character (lone surrogate) replaced by U+FFFD and split pairs joined."""
    if _SURROGATE.search(text) is None:
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def clean_value(value: Any) -> Any:
    """``value`` (a string, a frozen dataclass, a list, dict, tuple or set of them) with every
    half character cleaned by :func:`clean_text`; the same object when there is none.

    Edits pass through it (typing, pasting, importing), so a document never holds a text no file
    can store."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, (list, tuple, frozenset, set)):
        items = [clean_value(v) for v in value]
        if all(a is b for a, b in zip(items, value)):
            return value
        return type(value)(items) if not hasattr(value, "_fields") else type(value)(*items)
    if isinstance(value, dict):
        items = {clean_value(k): clean_value(v) for k, v in value.items()}
        if all(a is b and items[a] is value[b] for a, b in zip(items, value)):
            return value
        return items
    fields = getattr(value, "__dataclass_fields__", None)
    if fields:
        changes = {}
        for name in fields:
            old = getattr(value, name)
            if isinstance(old, (str, list, tuple, frozenset, set, dict)):
                new = clean_value(old)
                if new is not old:
                    changes[name] = new
        if changes:
            from dataclasses import replace
            return replace(value, **changes)
    return value


def surrogate_path(value: Any) -> str | None:
    """The JSON path of the first string (or key) in ``value`` holding a lone surrogate, or None."""
    found = _find(value, [], lambda v: isinstance(v, str) and _SURROGATE.search(v) is not None)
    return None if found is None else json_path(found)


def decoder_reason(text: str) -> str:
    """A JSON decoder's reason in plain words (see :mod:`model.reasons`)."""
    from .reasons import json_reason

    return json_reason(text)




def _too_deep(data: Any, limit: int = MAX_DEPTH) -> list | None:
    """The path (its first two steps) of a place in ``data`` nested more than ``limit`` levels, or
    None. Walked with a list, not recursion: a value of any depth is measured without overflowing."""
    stack = [(data, 1, ())]
    pop, push = stack.pop, stack.append
    while stack:
        value, depth, where = pop()
        if depth > limit:
            return list(where)
        items = value.items() if type(value) is dict else enumerate(value)
        for key, child in items:
            kind = type(child)
            if kind is list or kind is dict:
                push((child, depth + 1, where if len(where) >= 2 else where + (key,)))
    return None


def _may_be_deep(text: str | bytes) -> bool:
    """Whether ``text`` opens enough lists and objects to be nested beyond :data:`MAX_DEPTH` (most
    documents are not even measured)."""
    if isinstance(text, str):
        return text.count("[") + text.count("{") > MAX_DEPTH
    return text.count(b"[") + text.count(b"{") > MAX_DEPTH


def check_depth(text: str | bytes, data: Any) -> None:
    """Raise :class:`TooDeep` when ``data``, parsed from ``text``, is nested beyond the limit."""
    if isinstance(data, (list, dict)) and _may_be_deep(text):
        where = _too_deep(data)
        if where is not None:
            raise TooDeep(json_path(where))


def loads(text: str | bytes) -> Any:
    """``json.loads`` for JSON read from outside (a sibling list, a map's tileset, a preferences
    file): too deep is a :class:`TooDeep`, a ValueError like any JSON the decoder refuses, never a
    RecursionError; and nothing nested beyond :data:`MAX_DEPTH` reaches code that walks it."""
    try:
        check_containers(text)
        data = json.loads(text)
    except DocumentError as exc:  # too many lists and objects: not JSON Wartable reads
        raise ValueError(exc.problem) from None
    except RecursionError:
        raise TooDeep() from None
    check_depth(text, data)
    return data


def _decode(text: str) -> Any:
    """``_STRICT.decode(text)``; a text that is one object with nothing after it but a line end (as
    Wartable writes files) goes to the decoder's scanner at once, without the two searches for
    white space around the document (a tenth of the time of an army list). Anything else, and every
    error, goes through ``decode`` itself, so its errors stay as they are."""
    if text[:1] == "{":
        try:
            data, end = _SCAN(text, 0)
        except (StopIteration, json.JSONDecodeError):
            pass
        else:
            if end == len(text) or end == len(text) - 1 and text[end] == "\n":
                return data
    return _STRICT.decode(text)


_PLAIN_SCAN = json.JSONDecoder().scan_once


def plain_object(text: str) -> dict | None:
    """The object a text holding one JSON object (and at most a line end after it) stands for, parsed by
    the JSON decoder without any of :func:`parse_json`'s checks (its numbers may be NaN, infinite or huge,
    it may be nested at any depth), or None for any other text. For a caller that checks what it got
    well enough to know :func:`parse_json` would have given the same, and asks it otherwise."""
    if text[:1] != "{":
        return None
    try:
        data, end = _PLAIN_SCAN(text, 0)
    except Exception:  # noqa: BLE001 - not JSON, nested too deeply...: parse_json says what
        return None
    return data if end == len(text) or end == len(text) - 1 and text[end] == "\n" else None


def parse_json(text: str, path: str | Path | None = None) -> Any:
    """Parse a document's text: DocumentError for invalid JSON, NaN or Infinity, a whole number
    too large for a float, or a string holding half of a character (a lone surrogate)."""
    check_containers(text, path)  # before the parse builds them
    problem = None
    try:
        try:
            # Non-finite and huge numbers stop the parse; the slow walk then finds their path.
            data = _decode(text)
        except (_NonFinite, _HugeInt) as exc:
            problem = exc
            data = _LAX.decode(text)
    except json.JSONDecodeError as exc:
        raise DocumentError(path, "", msg("json.invalid-at", "invalid JSON at line {line}, column {column}: {reason}",
                                          line=exc.lineno, column=exc.colno, reason=decoder_reason(exc.msg)),
                            msg("json.expect-document", "a JSON document")) from None
    except RecursionError:
        raise DocumentError(path, "", msg("json.too-deep", "JSON nested too deeply"),
                            msg("json.expect-wartable", "a Wartable document")) from None
    except ValueError as exc:  # anything else the decoder refuses
        from .reasons import detail

        raise DocumentError(path, "", msg("json.invalid", "invalid JSON: {reason}", reason=detail(exc)),
                            msg("json.expect-document", "a JSON document")) from None
    try:
        check_depth(text, data)  # before anything walks it
    except TooDeep as exc:
        raise DocumentError(path, exc.where, str(exc), msg("json.expect-depth", "at most {max} levels of lists and "
                                                            "objects (docs/format.md: limits)", max=MAX_DEPTH)) from None
    if problem is not None:
        bad = _find(data, [], lambda v: isinstance(v, float) and not math.isfinite(v))
        if bad is not None:
            raise DocumentError(path, json_path(bad), msg("json.not-finite", "is not a finite number (NaN or infinity)"),
                                msg("json.expect-finite", "a finite number"))
        bad = _find(data, [], lambda v: v is _HUGE or (isinstance(v, int) and abs(v) > MAX_INT))
        if bad is not None:
            raise DocumentError(path, json_path(bad), msg("json.huge-int", "is a whole number too large to use"),
                                msg("json.expect-int-range", "a number between -{max} and {max}", max=str(MAX_INT)))
    # only \\u escapes can carry half a character (a text without a backslash is told at once)
    if "\\" in text and _SURROGATE_ESCAPE.search(text) is not None:
        where = surrogate_path(data)
        if where is not None:
            raise DocumentError(path, where, msg("json.surrogate", "holds half of a character (a lone UTF-16 surrogate "
                                                 "such as half an emoji), which no file can store"),
                                msg("json.expect-unicode", "complete Unicode text"))
    return data


@lru_cache(maxsize=None)
def schemas() -> dict[str, dict]:
    """Wartable's JSON schemas by name (``army`` for ``resources/schema/army.schema.json``)."""
    out: dict[str, dict] = {}
    for file in sorted(SCHEMAS.glob("*.schema.json")):
        with open(file, encoding="utf-8") as fh:
            out[file.name.removesuffix(".schema.json")] = json.load(fh)
    return out


@lru_cache(maxsize=None)
def schema_validator(name: str):
    """The jsonschema validator for a schema, its ``$ref``s resolved.

    jsonschema is imported here, not with the module: a file that passes the fast check
    (nearly every file) never needs it, and a command line run starts sooner without it.
    """
    import jsonschema
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema, default_specification=DRAFT202012))
        for schema in schemas().values() if "$id" in schema)
    schema = schemas()[name]
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, registry=registry)


@lru_cache(maxsize=None)
def fast_check(name: str):
    """The compiled yes/no check of a schema (see model.fastschema), or None; kept compiled in the
    user's cache folder between runs."""
    from .fastschema import cached_compile

    return cached_compile(name, SCHEMAS, schemas)


#: JSON types as the schemas name them, in words
_TYPES = {"object": lazy_msg("json.type.object", "an object"), "array": lazy_msg("json.type.array", "a list"),
          "string": lazy_msg("json.type.string", "a text"), "number": lazy_msg("json.type.number", "a number"),
          "integer": lazy_msg("json.type.integer", "a whole number"),
          "boolean": lazy_msg("json.type.boolean", "true or false"), "null": lazy_msg("json.type.null", "null")}


def _type_words(value) -> str:
    names = value if isinstance(value, list) else [value]
    words = [str(_TYPES.get(n, n)) for n in names]
    return words[0] if len(words) == 1 else msg("json.either", "{a} or {b}", a=", ".join(words[:-1]), b=words[-1])


def _one_of(values) -> str:
    return msg("json.one-of", "one of {values}", values=", ".join(json.dumps(x, ensure_ascii=False) for x in values))


def _describe(error) -> tuple[str, str]:
    """(problem, expected) for a schema error, in plain words."""
    v = error.validator
    shown = json.dumps(error.instance, ensure_ascii=False)
    if v == "required":
        missing = error.message.split("'")[1] if "'" in error.message else error.message
        return (msg("schema.missing-field", "is missing the field '{field}'", field=missing),
                msg("schema.expect-field", "an object with '{field}'", field=missing))
    if v == "type":
        return (msg("schema.wrong-type", "has the wrong type ({type}: {value})",
                    type=_type_words(_json_type(error.instance)), value=shown[:40]),
                _type_words(error.validator_value))
    if v == "enum":
        return (msg("schema.unknown-value", "has the unknown value {value}", value=shown[:60]),
                _one_of(error.validator_value))
    if v == "const":
        return msg("schema.is", "is {value}", value=shown[:60]), json.dumps(error.validator_value, ensure_ascii=False)
    if v == "additionalProperties":
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {}))) \
            if isinstance(error.instance, dict) else []
        return (msg("schema.unknown-fields", "has unknown fields: {fields}",
                    fields=", ".join(f"'{k}'" for k in extra[:8]) or "?"),
                msg("schema.expect-documented", "only the documented fields"))
    if v in ("minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"):
        sign = {"minimum": ">=", "exclusiveMinimum": ">", "maximum": "<=", "exclusiveMaximum": "<"}[v]
        return (msg("schema.out-of-range", "is {value}, out of range", value=shown[:40]),
                msg("schema.expect-number", "a number {sign} {limit}", sign=sign, limit=str(error.validator_value)))
    if v in ("maxItems", "maxLength"):  # the value itself is not quoted: it may be huge
        count, limit = f"{len(error.instance):,}", f"{error.validator_value:,}"
        if v == "maxItems":
            return (msg("schema.too-many-items", "has {count} items", count=count),
                    msg("schema.expect-max-items", "at most {limit} items", limit=limit))
        return (msg("schema.too-long", "has {count} characters", count=count),
                msg("schema.expect-max-length", "at most {limit} characters", limit=limit))
    if v == "minItems":
        return (msg("schema.too-few-items", "has {count} items", count=str(len(error.instance))),
                msg("schema.expect-min-items", "at least {limit} items", limit=str(error.validator_value)))
    if v == "minLength":
        return (msg("schema.too-short", "is too short ({value})", value=shown[:60]),
                msg("schema.expect-min-length", "at least {limit} characters", limit=str(error.validator_value)))
    if v == "pattern":
        return (msg("schema.no-pattern", "is {value}, not in the expected form", value=shown[:60]),
                msg("schema.expect-pattern", "a text matching {pattern}", pattern=str(error.validator_value)))
    if v in ("oneOf", "anyOf"):
        return (msg("schema.no-alternative", "is {value}, which fits none of the allowed forms", value=shown[:60]),
                msg("schema.expect-documented-form", "one of the forms docs/format.md describes"))
    return (msg("schema.invalid", "is {value}, which is not valid here", value=shown[:60]),
            msg("schema.expect-documented-form", "one of the forms docs/format.md describes"))


def json_type_words(value) -> str:
    """A JSON value's type in words: "a list", "a text"..."""
    return _type_words(_json_type(value))


def _json_type(value) -> str:
    return ("null" if value is None else "boolean" if isinstance(value, bool) else
            "integer" if isinstance(value, int) else "number" if isinstance(value, float) else
            "string" if isinstance(value, str) else "array" if isinstance(value, list) else "object")


def check_schema(data: Any, schema: str, path: str | Path | None) -> None:
    """Raise :class:`DocumentError` for the most relevant schema violation."""
    fast = fast_check(schema)
    if fast is not None and fast(data):
        return  # certainly valid; jsonschema runs only to explain a problem
    import jsonschema

    validator = schema_validator(schema)
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is None:
        return
    problem, expected = _describe(error)
    raise DocumentError(path, json_path(error.absolute_path), problem, expected)
