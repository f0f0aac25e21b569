"""Printouts rendered from the model: one renderer per document kind, shared by File > Export,
File > Print (and its preview), ``wartable export`` and the tests. See docs/export.md.

- :mod:`.pages` — paper sizes, fonts, and the PDF, PNG, SVG and printer writers.
- :mod:`.setup_sheet` — a table's setup sheet (plan to scale, placement table, scenario).
"""
from __future__ import annotations

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
