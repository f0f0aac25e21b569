"""Words laid out without Qt: the width of a text comes from a function the caller passes in
(``measure(text, size, bold) -> width``, in points): the printouts pass their font metrics, a
drawing made without Qt an estimate."""
from __future__ import annotations

from typing import Callable

#: the width of a text in points: ``measure(text, size_in_points, bold)``
Measure = Callable[[str, float, bool], float]


def approximate_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is in DejaVu Sans at ``size`` (the same unit): the :data:`Measure` of a
    drawing made without Qt's font metrics."""
    return len(str(text)) * size * (0.66 if bold else 0.6)


def wrap(text: str, size: float, width: float, bold: bool, measure: Measure) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` points (``measure``: a text's width)."""
    lines: list[str] = []
    for para in str(text).splitlines() or [""]:
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if line and measure(trial, size, bold) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines
