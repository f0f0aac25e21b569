"""Canvas tools of the table editor, one per module: ``select`` (select, move, rotate, scale),
``vertices`` (edit corners), ``shape`` (rectangle, ellipse), ``polygon``, ``walls``, ``marker``
and ``measure``; ``base`` holds the :class:`Tool` they share. The line-of-sight tool lives with
the sight overlays in ``editor/table/sight.py``.

A tool previews on scene items while the mouse moves and pushes one undo command on
release (nothing when nothing changed). Tools never touch the model directly.
"""
from .base import HANDLE_PX, OverlayPath, Tool
from .marker import MarkerTool
from .measure import MeasureTool
from .polygon import PolygonTool
from .select import ROTATE_OFFSET_PX, SNAP_ANGLE, SelectionHandles, SelectTool
from .shape import ShapeTool
from .vertices import VertexHandles, VertexTool
from .walls import WallTool

__all__ = ["HANDLE_PX", "ROTATE_OFFSET_PX", "SNAP_ANGLE", "OverlayPath", "Tool", "SelectionHandles", "SelectTool",
           "VertexHandles", "VertexTool", "ShapeTool", "PolygonTool", "WallTool", "MarkerTool", "MeasureTool"]
