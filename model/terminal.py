"""What the command line prints is text, never terminal commands.

A name, a path or a table in a document can hold a NUL, a carriage return or an escape sequence
(``ESC [ 2 J`` clears the screen, others set the window title or hide what follows), and a
right-to-left override can make a line read backwards. Printed raw, the document would drive the
user's terminal. :func:`printable` writes each such character as its ``\\uXXXX`` escape, which
reads plainly on a terminal and is the same character again inside a JSON string (the JSON output
stays valid JSON). Line feeds and tabs stay: they are the output's own layout.

:func:`printable_streams` puts every writer of the command (``print``, the reports, argparse's own
errors) behind :func:`printable` for as long as the command runs. Qt-free.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager

#: C0 controls but tab and line feed, DEL, C1 controls (0x9b is a one-byte ESC [), and the
#: bidirectional overrides and isolates that reorder what follows them on the line
_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(m: re.Match) -> str:
    return f"\\u{ord(m[0]):04x}"


#: the bytes of UTF-8 text that no character :data:`_UNPRINTABLE` matches begins with: all but the C0
#: controls other than tab and line feed, DEL, and the lead bytes of the C1 controls (0xc2) and of the
#: bidirectional controls (0xe2; other characters begin with them too)
_PLAIN_BYTES = bytes(b for b in range(256) if not (b <= 0x08 or 0x0b <= b <= 0x1f or b in (0x7f, 0xc2, 0xe2)))


def printable(text: str) -> str:
    """``text`` with every control character (but tab and line feed) written as ``\\uXXXX``."""
    # a report rarely has anything to escape: told by deleting every byte of its UTF-8 that cannot
    # begin one, at a fraction of the pattern's cost per character (a folder of lists prints a few
    # hundred kilobytes); any byte left, and the pattern looks
    if not text.encode("utf-8", "surrogatepass").translate(None, _PLAIN_BYTES):
        return text
    return _UNPRINTABLE.sub(_escape, text)


class PrintableStream:
    """A text stream that writes through :func:`printable`; everything else is the stream's."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(printable(text))
        return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name):
        return getattr(self._stream, name)


@contextmanager
def printable_streams() -> Iterator[None]:
    """Inside the block, ``sys.stdout`` and ``sys.stderr`` print only printable text."""
    before = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = (s if s is None or isinstance(s, PrintableStream) else PrintableStream(s)
                              for s in before)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = before
