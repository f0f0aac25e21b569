"""A document's number shown in a spin box as the file holds it, whatever its size.

A ``QSpinBox`` holds a 32-bit integer: ``setValue`` with a larger Python int raises
``OverflowError``, and a value beyond the box's range is silently shown clamped. A file may hold
any number its schema allows (an army list's gold of 1e16), so every box fed from a document goes
through :func:`show_value`: the box's range grows to take the value (it shows 250,000 gold, not
its usual 100,000), up to what the box can hold at all; the box's signals are held while it is
filled, so showing a value is never an edit.
"""
from __future__ import annotations

import math

from PySide6.QtWidgets import QAbstractSpinBox, QDoubleSpinBox, QSpinBox

#: what a QSpinBox holds (a C int)
INT_MAX = 2 ** 31 - 1
#: a QDoubleSpinBox's widest range here: 15 digits still count whole units exactly
FLOAT_MAX = 1e15


def holdable(box: QAbstractSpinBox, value: float) -> float:
    """``value`` brought into what ``box`` can hold at all (not its current range)."""
    limit = INT_MAX if isinstance(box, QSpinBox) else FLOAT_MAX
    if isinstance(value, float) and not math.isfinite(value):
        value = limit if value > 0 else -limit
    value = min(max(value, -limit), limit)
    return int(value) if isinstance(box, QSpinBox) else float(value)


def show_value(box: QSpinBox | QDoubleSpinBox, value: float) -> None:
    """Show ``value`` in ``box`` without an edit: its range grows to take it (never overflowing)."""
    value = holdable(box, value)
    if value > box.maximum():
        box.setMaximum(value)
    if value < box.minimum():
        box.setMinimum(value)
    blocked = box.blockSignals(True)
    try:
        box.setValue(value)
    finally:
        box.blockSignals(blocked)
