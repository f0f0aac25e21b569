"""Undo commands of the campaign editor. Each calls model methods in redo()/undo()."""
from __future__ import annotations

from typing import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from editor.commands import RemoveObjects
from model.campaign import HexCell
from model.hexgrid import Hex

#: Merge id for the successive steps of one brush stroke.
MERGE_PAINT_STROKE = 2001


def tr(text: str) -> str:
    return QCoreApplication.translate("CampaignCommands", text)


class PaintHexes(QUndoCommand):
    """Set many hexes at once (terrain, constructions, banners, capitals, names, map resize).

    Commands carrying the same ``stroke`` number merge, so a whole drag with a brush
    is one undo step even though the map follows the pointer while it moves.
    """

    def __init__(self, document, changes: Mapping[Hex, HexCell | None], text: str = "", stroke: int | None = None,
                 parent: QUndoCommand | None = None):
        super().__init__(text or tr("Paint hexes"), parent)
        self.document = document
        self.new = dict(changes)
        self.old = {k: document.cells.get(k) for k in self.new}
        self.stroke = stroke
        # On a map with its own adjacency (a river between two hexes), the links of the hexes
        # touched before and after: undo and redo put back exactly those, not the grid's.
        self.edges_old = document.edges_at(self.new)
        self.edges_new = None

    def id(self) -> int:
        return MERGE_PAINT_STROKE if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, PaintHexes) or other.stroke != self.stroke or other.document is not self.document:
            return False
        mine, theirs = set(self.new), set(other.new)
        if self.edges_old is not None and other.edges_old is not None:
            # edges touching only the other's hexes were as they are now before this stroke began
            self.edges_old = self.edges_old | {e for e in other.edges_old if not e & mine}
        if self.edges_new is not None and other.edges_new is not None:
            self.edges_new = other.edges_new | {e for e in self.edges_new if not e & theirs}
        for k, v in other.old.items():
            self.old.setdefault(k, v)
        self.new.update(other.new)
        return True

    def redo(self) -> None:
        self.document.set_cells(self.new)
        if self.edges_new is None:
            self.edges_new = self.document.edges_at(self.new)
        else:
            self.document.restore_edges(self.new, self.edges_new)

    def undo(self) -> None:
        self.document.set_cells(self.old)
        self.document.restore_edges(self.new, self.edges_old)


class RemovePlayer(QUndoCommand):
    """Remove a player; their hexes pass to an heir or become unclaimed (one undo step)."""

    def __init__(self, document, player_id: str, hex_changes: Mapping[Hex, HexCell | None], text: str = ""):
        super().__init__(text or tr("Remove player"))
        self._paint = PaintHexes(document, hex_changes)
        self._remove = RemoveObjects(document, "players", [player_id])

    def redo(self) -> None:
        self._paint.redo()
        self._remove.redo()

    def undo(self) -> None:
        self._remove.undo()
        self._paint.undo()
