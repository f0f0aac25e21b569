"""The one error a document or ruleset that cannot be used raises."""
from __future__ import annotations

import re

_CONTROL = re.compile("[\x00-\x1f\x7f\u2028\u2029]")


class DocumentError(Exception):
    """A file that cannot be read or understood.

    ``path`` is the file, ``field`` a path into its JSON (``pieces[2].footprint``)
    or ``""`` for the whole file, ``expected`` what would have been right.
    ``str(error)`` is one line a person can act on.
    """

    def __init__(self, path, field: str, problem: str, expected: str = ""):
        self.path = _printable(str(path)) if path is not None else "<document>"
        self.field = _printable(field)
        self.problem = _short(_printable(problem))
        self.expected = _short(_printable(expected))
        super().__init__(self.one_line())

    def one_line(self) -> str:
        from .i18n import msg

        where = f"{self.path}: " + (f"{self.field}: " if self.field else "")
        if not self.expected:
            return f"{where}{self.problem}"
        return msg("error.line", "{where}{problem} (expected {expected})", where=where, problem=self.problem,
                   expected=self.expected)


def _printable(text: str) -> str:
    """``text`` with anything no terminal or file can show (half a character, a file name byte
    that is not UTF-8) written as a backslash escape, so the message itself never fails to print."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    if _CONTROL.search(text):  # a message stays one line
        text = _CONTROL.sub(lambda m: repr(m.group())[1:-1], text)
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")


#: A value quoted in a message is cut to this many characters (a ring, a huge text).
MAX_QUOTED = 300


def _short(text: str) -> str:
    if len(text) <= MAX_QUOTED:
        return text
    return f"{text[:MAX_QUOTED - 60]}… ({len(text):,} characters) …{text[-40:]}"
