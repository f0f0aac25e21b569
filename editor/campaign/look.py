"""How the campaign tab's map item (``mapitem.py``) draws its hexes: outlines, owners' tints and
borders, in the colours of the printed map's drawing (``model/drawing/campaign.py``, which the
start-up picture, ``preview.py``, draws); and the editor's own marks over the map (the pointer, the
selection, a finding's path, suggested capitals, the adjacency check, the turn's price badges),
which no printout has."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from model.drawing.campaign import HEX_BORDER, OWNER_TINT
from model.drawing.primitives import Ink

from ..drawing import qcolor

#: behind the map, as the map view paints it
BACKGROUND = QColor(Qt.lightGray)
#: each hex's thin outline
OUTLINE = qcolor(Ink(HEX_BORDER))
#: an owned hex's tint: its owner's colour at this alpha
OWNER_TINT_ALPHA = OWNER_TINT
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


# -- the editor's own marks over the map ------------------------------------------------------------
#: the hexes under the brush, the selected hexes, a finding's path
HOVER, SELECTED, FINDING = QColor(255, 255, 255, 230), QColor("#ffd400"), QColor("#d6336c")
#: a suggested capital's ring, its number's badge and the number
SUGGESTED, SUGGESTED_BADGE, SUGGESTED_TEXT = QColor("#7b3fa0"), QColor(255, 255, 255, 235), QColor("#4a148c")
#: the adjacency check: a neighbour on the grid, one joined off the grid, a hex's dot
ADJACENCY, ADJACENCY_ODD, ADJACENCY_DOT = QColor(20, 20, 20, 150), QColor("#d6336c"), QColor(20, 20, 20, 180)
#: the turn's price badge on a hex (``turn/overlay.py``): ring and number of a step the rules allow
#: and of one they refuse (crossed out), and the badge's ground for each
TURN_ALLOWED, TURN_ALLOWED_TEXT, TURN_ALLOWED_GROUND = QColor("#1b5e20"), QColor("#10301a"), QColor(255, 255, 255, 240)
TURN_REFUSED, TURN_REFUSED_TEXT, TURN_REFUSED_GROUND = QColor("#c62828"), QColor("#b71c1c"), QColor(255, 255, 255, 200)
