"""The first picture of a document named on the command line, painted before its tab is built.

A table (``table/preview.py``) or a campaign map (``campaign/preview.py``) is painted from its
file's plain data with nothing heavier than Qt; :meth:`editor.mainwindow.MainWindow.open_at_start`
builds the real tab as soon as that picture is on screen. Other documents open directly.
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter


def first_picture(path: str | Path, parent=None):
    """The picture of the document at ``path`` (a widget with a ``painted`` signal), or None when
    there is none for its kind or it cannot be read (the real load then says what is wrong)."""
    try:
        with open(path, "rb") as fh:
            data = json.loads(fh.read())
        if not isinstance(data, dict):
            return None
        if data.get("kind") == "table":
            from .table.preview import TablePreview

            return TablePreview.for_data(data, parent)
        if data.get("kind") == "campaign":
            from .campaign.preview import CampaignPreview

            return CampaignPreview.for_data(data, parent)
    except Exception:
        return None
    return None


def fit(painter: QPainter, widget, world: QRectF) -> bool:
    """Set ``painter`` to show ``world`` (document millimetres) whole and centred in ``widget``, as
    the canvas fits a document; False when there is nothing to show or no room to show it in."""
    if world.width() <= 0 or world.height() <= 0 or widget.width() <= 0 or widget.height() <= 0:
        return False
    scale = min(widget.width() / world.width(), widget.height() / world.height())
    painter.translate(widget.width() / 2, widget.height() / 2)
    painter.scale(scale, scale)
    painter.translate(-world.center())
    painter.setRenderHint(QPainter.Antialiasing)
    return True
