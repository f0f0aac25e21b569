"""A table's small picture (the event's rounds grid, the generator's results, the start-up picture)
as drawing primitives: ``table.py``'s description as a small picture shows it (zones, then pieces in
their kinds' colours, then objectives), ``k`` pixels per millimetre, no text."""
from __future__ import annotations

from .primitives import Primitive
from .table import THUMBNAIL, THUMBNAIL_ON_CLOTH, TableLook, Treatment, table_layers


def thumbnail(doc, ruleset, k: float) -> list[Primitive]:
    """The table ``doc`` at ``k`` pixels per millimetre, its top-left corner at (0, 0)."""
    return _picture(doc, ruleset, k, THUMBNAIL)


def thumbnail_on_cloth(doc, ruleset, k: float) -> list[Primitive]:
    """:func:`thumbnail` over the table's cloth in the plans' colour: a picture standing on its own
    (the start-up picture of a table), not on a host's ground."""
    return _picture(doc, ruleset, k, THUMBNAIL_ON_CLOTH)


def _picture(doc, ruleset, k: float, treat: Treatment) -> list[Primitive]:
    def to_pixels(x: float, y: float) -> tuple[float, float]:
        return x * k, y * k

    layers = table_layers(TableLook(doc, ruleset), treat, to_pixels, (0.0, 0.0, doc.width * k, doc.depth * k), k)
    return [item for items in layers.values() for item in items]
