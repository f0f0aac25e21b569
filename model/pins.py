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

from contextlib import contextmanager
from typing import Any, Callable, Hashable, Iterator

_pins: dict[Hashable, Any] | None = None


@contextmanager
def pinned() -> Iterator[None]:
    """Within the block, shared lookups return what they returned the first time."""
    global _pins
    if _pins is not None:  # already inside a batch: share its pins
        yield
        return
    _pins = {}
    try:
        yield
    finally:
        _pins = None


def lookup(key: Hashable, load: Callable[[], Any]) -> Any:
    """``load()``, or inside :func:`pinned` the value it gave for ``key`` earlier in the block."""
    if _pins is None:
        return load()
    hit = _pins.get(key)
    if hit is None:
        hit = _pins[key] = load()
    return hit
