"""Reading JSON safely: size limit, non-finite numbers, schema errors as DocumentError."""
from __future__ import annotations

import codecs
import json
import math
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from resources import SCHEMAS

from .errors import DocumentError

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


def _find_non_finite(value: Any, parts: list) -> list | None:
    if isinstance(value, float) and not math.isfinite(value):
        return parts
    if isinstance(value, dict):
        for k, v in value.items():
            found = _find_non_finite(v, parts + [k])
            if found is not None:
                return found
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found = _find_non_finite(v, parts + [i])
            if found is not None:
                return found
    return None


def read_json(path: str | Path) -> Any:
    """Parse a JSON file or raise :class:`DocumentError` saying exactly what is wrong."""
    path = os.fspath(path)
    try:
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size > MAX_FILE_BYTES:
                raise DocumentError(
                    path, "", f"is {size / 1e6:.0f} MB, too large for a Wartable document",
                    f"at most {MAX_FILE_BYTES // (1024 * 1024)} MiB",
                )
            raw = fh.read()
        # a byte-order mark is allowed; plain UTF-8 decoding is the C fast path ("utf-8-sig" is not)
        text = raw[3:].decode("utf-8") if raw.startswith(codecs.BOM_UTF8) else raw.decode("utf-8")
    except IsADirectoryError:
        raise DocumentError(path, "", "is a folder", "a Wartable JSON file") from None
    except OSError as exc:
        if os.path.isdir(path):  # some systems refuse to open a folder with another error
            raise DocumentError(path, "", "is a folder", "a Wartable JSON file") from None
        raise DocumentError(path, "", f"cannot be read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise DocumentError(path, "", "is not UTF-8 text", "a UTF-8 JSON file") from None
    return parse_json(text, path)


class _NonFinite(Exception):
    pass


def _finite_float(text: str) -> float:
    value = float(text)
    if value - value != 0:  # inf - inf is NaN
        raise _NonFinite
    return value


def _no_constant(text: str):
    raise _NonFinite


_STRICT = json.JSONDecoder(parse_float=_finite_float, parse_constant=_no_constant)


def parse_json(text: str, path: str | Path | None = None) -> Any:
    non_finite = False
    try:
        try:
            # Non-finite numbers stop the parse; the slow walk then finds their path.
            data = _STRICT.decode(text)
        except _NonFinite:
            non_finite = True
            data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DocumentError(path, "", f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}",
                            "a JSON document") from None
    except RecursionError:
        raise DocumentError(path, "", "JSON nested too deeply", "a Wartable document") from None
    bad = _find_non_finite(data, []) if non_finite else None
    if bad is not None:
        raise DocumentError(path, json_path(bad), "is not a finite number (NaN or infinity)", "a finite number")
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
    """The compiled yes/no check of a schema (see model.fastschema), or None."""
    from .fastschema import compile_schema

    return compile_schema(name, schemas())


def _describe(error) -> tuple[str, str]:
    """(problem, expected) for a schema error, in plain words."""
    v = error.validator
    if v == "required":
        missing = error.message.split("'")[1] if "'" in error.message else error.message
        return f"is missing the field '{missing}'", f"an object with '{missing}'"
    if v == "type":
        return f"has the wrong type ({type(error.instance).__name__} {json.dumps(error.instance)[:40]})", \
            f"{error.validator_value}"
    if v == "enum":
        return f"has the unknown value {json.dumps(error.instance)[:60]}", \
            "one of " + ", ".join(json.dumps(x) for x in error.validator_value)
    if v == "const":
        return f"is {json.dumps(error.instance)[:60]}", json.dumps(error.validator_value)
    if v == "additionalProperties":
        return error.message.replace("Additional properties are not allowed", "has unknown fields"), \
            "only the documented fields"
    if v in ("minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"):
        sign = {"minimum": ">=", "exclusiveMinimum": ">", "maximum": "<=", "exclusiveMaximum": "<"}[v]
        return f"is {error.instance}, out of range", f"a number {sign} {error.validator_value}"
    if v in ("minItems", "maxItems", "minLength", "maxLength", "pattern", "format"):
        return error.message, f"{v} {error.validator_value}"
    return error.message, ""


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
