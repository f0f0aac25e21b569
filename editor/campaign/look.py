"""How the campaign tab's map item (``mapitem.py``) draws its hexes: outlines, owners' tints and
borders. (The start-up picture, ``preview.py``, is the printed map's drawing, ``model/drawing/campaign.py``.)"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

#: behind the map, as the map view paints it
BACKGROUND = QColor(Qt.lightGray)
#: a terrain the ruleset does not know
UNKNOWN = "#ff00ff"
#: each hex's thin outline
OUTLINE = QColor(0, 0, 0, 70)
#: an owned hex's tint: its owner's colour at this alpha
OWNER_TINT_ALPHA = 70
#: an owner's border: this share of the hex size wide, on the edges its empire does not share
OWNER_BORDER = 0.16


def owner_inset(width: float, size: float) -> float:
    """How far along to the corner an owner's border line runs, so that it sits inside its own hex
    and leaves the neighbour's side free."""
    return 1 - width / size * 0.62


def owner_tint(color: QColor) -> QColor:
    tint = QColor(color)
    tint.setAlpha(OWNER_TINT_ALPHA)
    return tint
