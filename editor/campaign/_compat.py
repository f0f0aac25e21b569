"""Keep ``None`` alive under PySide6 builds that drop a reference to it.

PySide6 6.12 returns ``None`` from every void C++ call without taking a reference;
on Python 3.12+ ``None`` is immortal and nothing happens, but on Python 3.11 each call
lowers its reference count until the interpreter aborts with "deallocating None"
after a few thousand calls (a map frame makes thousands of QPainter calls). Giving
``None`` a very large reference count makes it as good as immortal, as it is on 3.12.
"""
from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 48


def keep_none_alive() -> None:
    if sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):  # immortal, or a debug build
        return
    refcount = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the object's first field
    if refcount.value < _HEADROOM:
        refcount.value += _HEADROOM


keep_none_alive()
