"""Keep ``None``, ``True`` and ``False`` alive under PySide6 builds that drop references to them.

PySide6 6.12 on Python 3.11 returns these singletons from C++ calls without taking a
reference, so each call lowers their reference count until the interpreter aborts with
"deallocating None" (or "True or False") after enough calls; an editing session makes
millions. On Python 3.12+ they are immortal. A very large reference count makes them as
good as immortal here too. (The campaign editor protects ``None`` the same way.)
"""
from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 48


def keep_singletons_alive() -> None:
    if sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):  # immortal, or a debug build
        return
    for obj in (None, True, False):
        refcount = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt is the object's first field
        if refcount.value < _HEADROOM:
            refcount.value += _HEADROOM


keep_singletons_alive()
