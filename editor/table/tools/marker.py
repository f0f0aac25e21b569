"""The Place Marker tool: click to place the palette's scenario marker."""
from __future__ import annotations

from PySide6.QtCore import Qt

from .base import Tool

class MarkerTool(Tool):
    """Click to place the palette's current scenario marker (an edge marker takes the nearest edge)."""

    name = "marker"
    cursor = Qt.PointingHandCursor

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        self.editor.place_marker(self.snap(pos, event))
        return True
