"""Printouts rendered from the model: one renderer per document kind, shared by File > Export,
File > Print (and its preview), ``wartable export`` and the tests. See docs/export.md.

- :mod:`.pages` — paper sizes, fonts, and the PDF, PNG, SVG and printer writers.
- :mod:`.setup_sheet` — a table's setup sheet (plan to scale, placement table, scenario).
"""
from __future__ import annotations

# What the window asks of every document it shows (the Export and Print actions enabled or not) is
# here, where no Qt is imported, so that the printing stack comes when a printout is made, not
# before a tab is painted.

#: a wall map's hex size on paper, centre to corner (mm): the Export dialog's and ``wartable export
#: --hex-mm``'s range (0 fits the map on one sheet). Here, where no Qt is imported, for the command line.
HEX_MM_RANGE = (0.0, 200.0)


def ruleset_or_none(doc, ruleset=None):
    """``ruleset``, else the document's own ruleset, else None (a sheet still prints without one)."""
    if ruleset is not None:
        return ruleset
    try:
        from model.ruleset import load_ruleset

        return load_ruleset(doc.ruleset)
    except Exception:
        return None


def formats_for(doc) -> tuple[str, ...]:
    """The formats a document can be exported to, the most useful first."""
    kind = getattr(doc, "KIND", None)
    if kind == "table":
        return ("pdf", "png", "svg", "geojson")
    if kind == "campaign":
        return ("pdf", "png", "svg", "geojson")
    if kind == "army":
        return ("pdf", "png", "txt")
    if kind == "event":  # the event pack (editor/event/pack.py) and its plain-text summary
        return ("pdf", "png", "txt")
    return ()


def can_print(doc) -> bool:
    return "pdf" in formats_for(doc)
