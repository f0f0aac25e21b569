"""Keep the memory the exposure grid frees for its next computation.

An exposure grid works through a few arrays of megabytes (per source, row and column). glibc's
allocator hands such blocks back to the system when they are freed and asks for fresh pages the
next time, and filling fresh pages (the kernel zeroes each one) cost more than the computation
itself: on a 45-source, 10,560-cell grid about 7 of 17 ms. :func:`keep_freed_memory` asks the
allocator, once per process, to serve blocks up to 32 MiB from its heap and to keep up to 256 MiB
of freed heap for reuse. Elsewhere than glibc (or if the call fails) it does nothing.

The C library is the one the interpreter already runs on (``dlopen(NULL)``), not looked up by name:
``ctypes.util.find_library`` runs ``/sbin/ldconfig -p`` in a child process, which cost time on the
first exposure of every process and, when Ctrl+C came while it ran, left that child behind.
"""
from __future__ import annotations

import ctypes
import sys

#: ``mallopt`` parameters of glibc's malloc.h
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
MMAP_THRESHOLD = 32 * 1024 * 1024
TRIM_THRESHOLD = 256 * 1024 * 1024

_done = False


def keep_freed_memory() -> bool:
    """Tune the allocator as above (once); True when it was done."""
    global _done
    if _done:
        return True
    _done = True
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None)  # the symbols the process already has, the C library's among them
        libc.gnu_get_libc_version  # glibc's own: mallopt's parameters below are glibc's
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # not glibc
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
