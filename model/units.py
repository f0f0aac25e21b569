"""Lengths: one internal unit (millimetres) and the units organisers measure in."""
from __future__ import annotations

from enum import Enum
from functools import lru_cache

from .i18n import language, localise_decimal


class Unit(str, Enum):
    """A unit a document or ruleset displays lengths in."""

    MM = "mm"
    CM = "cm"
    INCH = "in"
    UD = "ud"  # L'Art de la Guerre "unidad de distancia": one base width, set by the organiser

    @property
    def label(self) -> str:
        return {"mm": "mm", "cm": "cm", "in": '"', "ud": "UD"}[self.value]


MM_PER = {Unit.MM: 1.0, Unit.CM: 10.0, Unit.INCH: 25.4}

#: Length of one UD when neither the document nor the ruleset says (organiser setting;
#: 40 mm is the common base width for 15 mm figures).
DEFAULT_UD_MM = 40.0


def _factor(unit: Unit | str, ud_mm: float | None) -> float:
    unit = Unit(unit)
    if unit is Unit.UD:
        return float(ud_mm) if ud_mm else DEFAULT_UD_MM
    return MM_PER[unit]


def to_mm(value: float, unit: Unit | str, ud_mm: float | None = None) -> float:
    """Convert ``value`` expressed in ``unit`` to millimetres."""
    return float(value) * _factor(unit, ud_mm)


def from_mm(mm: float, unit: Unit | str, ud_mm: float | None = None) -> float:
    """Convert millimetres to ``unit``."""
    return float(mm) / _factor(unit, ud_mm)


def format_length(mm: float, unit: Unit | str, ud_mm: float | None = None, digits: int = 1) -> str:
    """A length for people: ``format_length(254, "in") == '10"'``, ``'12.5 cm'``."""
    try:
        return _formatted(mm, unit, ud_mm, digits, language())
    except TypeError:  # a value that cannot be a key (unhashable): formatted without the memo
        return _format(mm, unit, ud_mm, digits, language())


def _format(mm, unit, ud_mm, digits, lang) -> str:
    unit = Unit(unit)
    value = round(from_mm(mm, unit, ud_mm), digits)
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"
    if text == "-0":
        text = "0"
    text = localise_decimal(text, lang)  # "12,5 cm" in Spanish
    return f'{text}"' if unit is Unit.INCH else f"{text} {unit.label}"


#: the same lengths come back many times a second (a drag's read-out in the status bar, the pointer's
#: position at the grid's points): each text is made once per value, unit and language
_formatted = lru_cache(maxsize=4096)(_format)
