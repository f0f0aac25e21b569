"""Small pictures of table documents for the event's rounds grid, drawn by the print renderer."""
from __future__ import annotations

import os

from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from model import files
from model.errors import DocumentError

from ..drawing import paint

#: (path, mtime, size) -> pixmap
_CACHE: dict[tuple, QPixmap] = {}
#: the document each cached picture was drawn from
_DRAWN: dict[tuple, object] = {}


def load_table(path: str):
    """The table document at ``path`` (shared while unchanged), or None when it is not a readable table."""
    try:
        return read_table(path)
    except DocumentError:
        return None


def event_table(ref: str, event_path):
    """The table an event names; None, unread, when it lies outside the event's folder (one rule
    with the printed pack: ``printing.setup_sheet.event_table``)."""
    from ..printing.setup_sheet import event_table as read

    return read(ref, event_path)


def read_table(path: str):
    """The table document at ``path`` (shared while unchanged); a :class:`DocumentError` naming the
    file and what is wrong (not found, a FIFO or folder, another kind of document...) when it is not one."""
    from model.reasons import os_reason

    try:
        doc = files.load_shared(path)
    except OSError as exc:
        raise DocumentError(path, "", os_reason(exc), files.kind_file("table")) from None
    except ValueError as exc:  # a name no file can have (a NUL, half a character)
        raise DocumentError(path, "", str(exc), files.kind_file("table")) from None
    if getattr(doc, "KIND", None) != "table":
        raise files.wrong_kind(path, getattr(doc, "KIND", ""), "table")
    return doc


def thumbnail(path: str, size: int = 96) -> QPixmap | None:
    """The table at ``path`` drawn ``size`` pixels wide (None when it cannot be read)."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):  # unreadable, or a name no file can have (a NUL, half a character)
        return None
    key = (path, st.st_mtime_ns, st.st_size, size)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    doc = load_table(path)
    if doc is None:
        return None
    return thumbnail_of(doc, size, key)


def thumbnail_of(doc, size: int = 96, key=None) -> QPixmap:
    """A table document already read, drawn ``size`` pixels wide (kept while the same document)."""
    key = key if key is not None else (id(doc), size)
    hit = _CACHE.get(key)
    if hit is not None and (key[0] != id(doc) or _DRAWN.get(key) is doc):
        return hit
    from ..printing import ruleset_or_none

    k = size / max(doc.width, doc.depth)
    w, h = max(1, round(doc.width * k)), max(1, round(doc.depth * k))
    image = QImage(w, h, QImage.Format_ARGB32)
    image.fill(QColor("#eef3e6"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    try:
        draw_thumbnail(painter, doc, ruleset_or_none(doc), k)
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    if len(_CACHE) > 512:
        _CACHE.clear()
        _DRAWN.clear()
    _CACHE[key] = pixmap
    _DRAWN[key] = doc
    return pixmap


def draw_thumbnail(painter: QPainter, doc, ruleset, k: float) -> None:
    """Zones, then pieces in their kinds' colours, then objectives, ``k`` pixels per mm (no text), as
    ``model/drawing/thumbnail.py`` describes them."""
    from model.drawing.thumbnail import thumbnail

    paint(painter, thumbnail(doc, ruleset, k))


def placeholder(size: int, text_color: str = "#b0b0b0") -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor("#f4f4f4"))
    painter = QPainter(pixmap)
    painter.setPen(QColor(text_color))
    painter.drawRect(0, 0, size - 1, size - 1)
    painter.end()
    return pixmap
