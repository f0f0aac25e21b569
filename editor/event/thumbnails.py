"""Small pictures of table documents for the event's rounds grid, drawn by the print renderer."""
from __future__ import annotations

import os

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from model import files
from model.errors import DocumentError

#: (path, mtime, size) -> pixmap
_CACHE: dict[tuple, QPixmap] = {}


def load_table(path: str):
    """The table document at ``path`` (shared while unchanged), or None when it is not a readable table."""
    try:
        doc = files.load_shared(path)
    except (OSError, DocumentError):
        return None
    return doc if getattr(doc, "KIND", None) == "table" else None


def thumbnail(path: str, size: int = 96) -> QPixmap | None:
    """The table at ``path`` drawn ``size`` pixels wide (None when it cannot be read)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    key = (path, st.st_mtime_ns, st.st_size, size)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    doc = load_table(path)
    if doc is None:
        return None
    from ..export import _draw_table, _ruleset_or_none

    ruleset = _ruleset_or_none(doc, None)
    k = size / max(doc.width, doc.depth)
    w, h = max(1, round(doc.width * k)), max(1, round(doc.depth * k))
    image = QImage(w, h, QImage.Format_ARGB32)
    image.fill(Qt.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    from PySide6.QtGui import QFont

    font = QFont()
    font.setPixelSize(1)
    try:
        _draw_table(painter, _unlabelled(doc), ruleset, QRectF(0, 0, w - 1, h - 1), k, 0.25, font)
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    if len(_CACHE) > 512:
        _CACHE.clear()
    _CACHE[key] = pixmap
    return pixmap


def _unlabelled(doc):
    """A copy without labels (unreadable at thumbnail size)."""
    from dataclasses import replace

    out = doc.snapshot()
    out.pieces = {k: replace(p, label="") for k, p in doc.pieces.items()}
    return out


def placeholder(size: int, text_color: str = "#b0b0b0") -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor("#f4f4f4"))
    painter = QPainter(pixmap)
    painter.setPen(QColor(text_color))
    painter.drawRect(0, 0, size - 1, size - 1)
    painter.end()
    return pixmap
