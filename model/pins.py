"""Shared files read once per batch run.

Rulesets, catalogues and campaigns are shared by many documents. In an editor
session every lookup re-checks the file on disk, so an edited ruleset or
catalogue is picked up at once. A batch run such as ``wartable validate FOLDER``
checks a thousand lists against the same few shared files: inside
:func:`pinned`, the first successful lookup of each shared file is kept for the
rest of the block, so the run reads one consistent version and does not stat
or search the ruleset folders again for every list.
"""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Any, Hashable, Iterator

#: Each thread has its own block: a batch on one thread (the editor's folder check) does not
#: change what the editor's checks on another thread read.
_state = threading.local()


@contextmanager
def pinned() -> Iterator[None]:
    """Within the block, shared lookups return what they returned the first time."""
    if getattr(_state, "pins", None) is not None:  # already inside a batch: share its pins
        yield
        return
    _state.pins = {}
    try:
        yield
    finally:
        _state.pins = None


def get(key: Hashable) -> Any:
    """The value pinned for ``key`` in this block, or None (outside :func:`pinned`, always None)."""
    pins = getattr(_state, "pins", None)
    return None if pins is None else pins.get(key)


def put(key: Hashable, value: Any) -> Any:
    """Pin ``value`` for ``key`` until the block ends (outside :func:`pinned`, nothing is kept)."""
    pins = getattr(_state, "pins", None)
    if pins is not None:
        pins[key] = value
    return value
