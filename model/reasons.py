"""What the libraries Wartable reads with say is wrong, in the chosen language.

Python's JSON decoder, the XML parser (expat) and shapely explain a problem in English. The
reasons they give most are mapped here to catalogue messages with their parameters (a line and
column, a point); a reason without a mapping is kept as it is, but only as a technical detail at
the end of a sentence in the chosen language, never as the sentence itself. Qt-free.
"""
from __future__ import annotations

import json
import re

from .i18n import lazy_msg, msg, number

#: Python's JSON decoder (json.JSONDecodeError.msg)
_JSON = {
    "Expecting value": lazy_msg("json.reason.value", "a value was expected"),
    "Expecting property name enclosed in double quotes":
        lazy_msg("json.reason.property", "a field name in double quotes was expected"),
    "Expecting ',' delimiter": lazy_msg("json.reason.comma", "a comma was expected"),
    "Expecting ':' delimiter": lazy_msg("json.reason.colon", "a colon was expected"),
    "Unterminated string starting at": lazy_msg("json.reason.unterminated", "a text is not closed"),
    "Invalid control character at": lazy_msg("json.reason.control", "a control character inside a text"),
    "Extra data": lazy_msg("json.reason.extra", "more data after the document's end"),
    "Invalid \\escape": lazy_msg("json.reason.escape", "an invalid backslash escape"),
    "Invalid \\uXXXX escape": lazy_msg("json.reason.u-escape", "an invalid \\u escape"),
    "Illegal trailing comma before end of object": lazy_msg("json.reason.trailing-object",
                                                            "a comma before the end of an object"),
    "Illegal trailing comma before end of array": lazy_msg("json.reason.trailing-array",
                                                           "a comma before the end of a list"),
}


def detail(reason: object) -> str:
    """A reason no mapping covers, marked as the library's own words ("technical detail: ...")."""
    return msg("reason.detail", "technical detail: {reason}", reason=str(reason).strip())


def json_reason(text: str) -> str:
    """A JSON decoder's reason ("Expecting ',' delimiter") in plain words."""
    hit = _JSON.get(text)
    if hit is None and text.startswith("Invalid control character"):
        hit = _JSON["Invalid control character at"]
    return str(hit) if hit is not None else detail(text)


def json_error(exc: json.JSONDecodeError) -> str:
    """Where and what: "line 3, column 7: a comma was expected"."""
    return msg("json.reason.at", "line {line}, column {column}: {reason}", line=exc.lineno, column=exc.colno,
               reason=json_reason(exc.msg))


def value_error(exc: Exception) -> str:
    """A ValueError met while decoding JSON: a decoder error with its place, else a technical detail."""
    from .limits import TooDeep

    if isinstance(exc, json.JSONDecodeError):
        return json_error(exc)
    if isinstance(exc, TooDeep):  # already in plain words, with the limit
        return str(exc)
    return detail(exc)


#: expat's reasons (xml.etree.ElementTree.ParseError): "not well-formed (invalid token): line 1, column 4"
_XML = {
    "syntax error": lazy_msg("xml.reason.syntax", "a syntax error"),
    "no element found": lazy_msg("xml.reason.empty", "the document ends before its first element closes"),
    "not well-formed (invalid token)": lazy_msg("xml.reason.token", "a character that cannot be there"),
    "unclosed token": lazy_msg("xml.reason.unclosed-token", "a tag or text that is not closed"),
    "mismatched tag": lazy_msg("xml.reason.mismatched", "a closing tag that does not match the one opened"),
    "junk after document element": lazy_msg("xml.reason.junk", "more data after the document's end"),
    "duplicate attribute": lazy_msg("xml.reason.duplicate-attribute", "an attribute given twice"),
    "undefined entity": lazy_msg("xml.reason.entity", "an unknown entity (&...;)"),
    "unbound prefix": lazy_msg("xml.reason.prefix", "a namespace prefix that is not declared"),
    "XML or text declaration not at start of entity": lazy_msg("xml.reason.declaration",
                                                               "the <?xml ...?> declaration is not at the start"),
}
_XML_AT = re.compile(r"^(.*?): line (\d+), column (\d+)$")


def xml_reason(exc: Exception) -> str:
    """An XML parse error in plain words, with its line and column."""
    text = str(exc)
    m = _XML_AT.match(text)
    what, line, column = (m.group(1), int(m.group(2)), int(m.group(3))) if m else (text, None, None)
    word = _XML.get(what)
    reason = str(word) if word is not None else detail(what)
    if line is None:
        return reason
    return msg("xml.reason.at", "line {line}, column {column}: {reason}", line=line, column=column, reason=reason)


# -- shapely ----------------------------------------------------------------------------------

def _point(where: str) -> str:
    """shapely's "10 20.5" as a point in the language's numbers: "x 10, y 20.5"."""
    parts = where.split()
    try:
        x, y = float(parts[0]), float(parts[1])
    except (IndexError, ValueError):
        return where
    return msg("geometry.point", "x {x}, y {y}", x=number(x, 1), y=number(y, 1))


def shape_reason(reason: str):
    """shapely's validity reason ("Self-intersection[10 20]") in plain words."""
    what, _, where = reason.partition("[")
    where = _point(where.rstrip("]").strip())
    what = what.strip().lower()
    if what == "valid geometry":
        return None
    if what == "ring self-intersection":
        return msg("geometry.ring-self-intersection", "its outline touches itself at {where}", where=where)
    if "self-intersection" in what:
        return msg("geometry.self-intersection", "crosses itself at {where}", where=where)
    if "too few points" in what:
        return msg("geometry.too-few-points", "has too few points at {where}", where=where)
    if "hole lies outside shell" in what:
        return msg("geometry.hole", "has a hole outside its outline at {where}", where=where)
    if "nested holes" in what or "holes are nested" in what:
        return msg("geometry.nested-holes", "has a hole inside another hole at {where}", where=where)
    if "nested shells" in what:
        return msg("geometry.nested-shells", "has one outline inside another at {where}", where=where)
    if "interior is disconnected" in what:
        return msg("geometry.disconnected", "is cut in two by its holes at {where}", where=where)
    if "duplicate rings" in what:
        return msg("geometry.duplicate-rings", "has the same ring twice at {where}", where=where)
    if "invalid coordinate" in what:
        return msg("geometry.bad-coordinate", "has an unusable coordinate at {where}", where=where)
    if "ring is not closed" in what:
        return msg("geometry.not-closed", "has an outline that is not closed at {where}", where=where)
    return msg("geometry.invalid", "is not a valid shape ({reason})", reason=detail(reason))


def shape_build_reason(exc: Exception) -> str:
    """Why shapely could not build a shape from a file's coordinates, in plain words."""
    text = str(exc)
    low = text.lower()
    if "linearring" in low and ("at least 4" in low or "at least 3" in low):
        return msg("geometry.build-corners", "a ring needs at least three corners")
    if "linestring" in low and "at least 2" in low:
        return msg("geometry.build-line", "a line needs at least two points")
    if "unknown geometry type" in low:
        return msg("geometry.build-type", "the type is not point, line or polygon")
    if "float" in low or "number" in low or "sequence" in low or "iterable" in low or "subscriptable" in low:
        return msg("geometry.build-numbers", "each point must be two numbers, [x, y]")
    return detail(text)


# -- the operating system -----------------------------------------------------------------------

def os_reason(exc: OSError) -> str:
    """Why a file could not be read or written ("Permission denied") in plain words."""
    import errno

    from .atomic import NotAFileError

    if isinstance(exc, NotAFileError):  # already in plain words: a folder, a device, a pipe...
        return exc.strerror

    words = {
        errno.ENOENT: lazy_msg("os.reason.missing", "it does not exist"),
        errno.EACCES: lazy_msg("os.reason.denied", "permission denied"),
        errno.EPERM: lazy_msg("os.reason.not-permitted", "the operation is not permitted"),
        errno.EISDIR: lazy_msg("os.reason.folder", "it is a folder"),
        errno.ENOTDIR: lazy_msg("os.reason.not-folder", "a part of the path is not a folder"),
        errno.ENOSPC: lazy_msg("os.reason.full", "the disk is full"),
        errno.EROFS: lazy_msg("os.reason.read-only", "the disk is read-only"),
        errno.ENAMETOOLONG: lazy_msg("os.reason.long-name", "the name is too long"),
        errno.ELOOP: lazy_msg("os.reason.loop", "too many symbolic links"),
        errno.EIO: lazy_msg("os.reason.io", "an input/output error of the disk"),
    }.get(getattr(exc, "errno", None))
    return str(words) if words is not None else detail(getattr(exc, "strerror", None) or exc)
