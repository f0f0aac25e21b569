"""Progress reporting and cancellation for long sight computations."""
from __future__ import annotations

from typing import Callable


class Cancelled(Exception):
    """Raised when the caller's cancel flag is set during a long computation."""


class Progress:
    """Wraps an optional ``progress(fraction)`` callback and a cancel flag.

    ``cancel`` may be a callable returning a bool, or any object with an
    ``is_set()`` method (``threading.Event``), or None.
    """

    def __init__(self, progress: Callable[[float], None] | None = None, cancel=None):
        self._progress = progress
        self._cancel = cancel

    def cancelled(self) -> bool:
        c = self._cancel
        if c is None:
            return False
        if hasattr(c, "is_set"):
            return bool(c.is_set())
        return bool(c())

    def step(self, fraction: float) -> None:
        """Report ``fraction`` (0..1) done; raise :class:`Cancelled` if asked to stop."""
        if self.cancelled():
            raise Cancelled()
        if self._progress is not None:
            self._progress(min(1.0, max(0.0, float(fraction))))
