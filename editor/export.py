"""Print-ready pictures of a table, rendered from the model (not from the interactive scene):
one renderer shared by File > Export, PNG and PDF files and the tests.

A sheet has the table's name and scenario, the table to scale with a grid in its unit and
edge measurements, every piece, zone and marker with its label, a key of the terrain kinds
used (height, whether it blocks sight, cover) and a scale bar: what a volunteer needs to set
the table up.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPainterPath, QPdfWriter,
                           QPen)
from shapely.geometry import LineString, Point, Polygon

from model.table import TableDocument, resolve_terrain
from model.units import format_length, from_mm, to_mm

SIDE_COLORS = ["#2f6fd0", "#d0442f", "#2e9e5b", "#8e63c7"]
PATTERNS = {"dots": Qt.Dense6Pattern, "hatch": Qt.BDiagPattern, "cross": Qt.DiagCrossPattern, "trees": Qt.Dense5Pattern}
BLOCKING_WORDS = {"full": "blocks sight", "height": "blocks up to its height", "none": "does not block"}


def _path(geom) -> QPainterPath:
    path = QPainterPath()
    if isinstance(geom, Polygon):
        for ring in [geom.exterior, *geom.interiors]:
            pts = list(ring.coords)
            path.moveTo(*pts[0])
            for p in pts[1:]:
                path.lineTo(*p)
            path.closeSubpath()
    elif isinstance(geom, LineString):
        pts = list(geom.coords)
        path.moveTo(*pts[0])
        for p in pts[1:]:
            path.lineTo(*p)
    return path


def _grid_step(doc: TableDocument) -> float:
    """A labelled grid line every 10 cm, 6 inches, 100 mm or 5 UD."""
    unit = doc.unit.value
    return to_mm({"cm": 10, "in": 6, "mm": 100, "ud": 5}.get(unit, 10), doc.unit, doc.ud_mm)


def render_table(painter: QPainter, doc: TableDocument, ruleset, page: QRectF, pt: float) -> None:
    """Draw a whole sheet into ``page`` (device units); ``pt`` is one typographic point in device units."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.fillRect(page, Qt.white)
    title_font = QFont()
    title_font.setBold(True)
    title_font.setPixelSize(max(1, round(14 * pt)))
    body = QFont()
    body.setPixelSize(max(1, round(8.5 * pt)))
    small = QFont()
    small.setPixelSize(max(1, round(7 * pt)))
    margin = 18 * pt
    x, y = page.left() + margin, page.top() + margin
    painter.setPen(QColor("#1d1d1d"))
    painter.setFont(title_font)
    painter.drawText(QRectF(x, y, page.width() - 2 * margin, 20 * pt), Qt.AlignLeft | Qt.AlignVCenter, doc.name)
    y += 22 * pt
    painter.setFont(body)
    sub = [f"{format_length(doc.width, doc.unit, doc.ud_mm)} x {format_length(doc.depth, doc.unit, doc.ud_mm)}",
           ruleset.name if ruleset else doc.ruleset]
    scenario = ruleset.scenario(doc.scenario.kind) if (ruleset and doc.scenario.kind) else None
    if scenario or doc.scenario.kind:
        sub.append((scenario or {}).get("name", doc.scenario.kind))
    if doc.scenario.turns:
        sub.append(f"{doc.scenario.turns} turns")
    painter.drawText(QRectF(x, y, page.width() - 2 * margin, 14 * pt), Qt.AlignLeft | Qt.AlignVCenter, " · ".join(sub))
    y += 18 * pt

    key_w = 150 * pt
    area = QRectF(x + 16 * pt, y + 12 * pt, page.width() - 2 * margin - key_w - 24 * pt,
                  page.bottom() - margin - y - 40 * pt)
    k = min(area.width() / doc.width, area.height() / doc.depth)
    table = QRectF(area.left(), area.top(), doc.width * k, doc.depth * k)
    _draw_table(painter, doc, ruleset, table, k, pt, small)
    _draw_scale_bar(painter, doc, QPointF(table.left(), table.bottom() + 22 * pt), k, pt, small)
    _draw_key(painter, doc, ruleset, QRectF(table.right() + 24 * pt, table.top(), key_w, area.height()), pt, body, small)
    if doc.scenario.victory or doc.scenario.special_rules:
        painter.setFont(small)
        painter.setPen(QColor("#37474f"))
        text = "  ".join(t for t in (f"Victory: {doc.scenario.victory}" if doc.scenario.victory else "",
                                     f"Special rules: {doc.scenario.special_rules}" if doc.scenario.special_rules else "")
                         if t)
        painter.drawText(QRectF(table.left() + 120 * pt, table.bottom() + 14 * pt, table.width() - 120 * pt, 24 * pt),
                         Qt.AlignLeft | Qt.TextWordWrap, text)
    painter.restore()


def _draw_table(painter: QPainter, doc, ruleset, table: QRectF, k: float, pt: float, font: QFont) -> None:
    painter.save()
    painter.fillRect(table, QColor("#eef3e6"))
    step = _grid_step(doc)
    painter.setFont(font)
    painter.setPen(QPen(QColor(60, 80, 50, 90), 0.6 * pt))
    n = 0
    while n * step <= doc.width + 1e-6:
        xx = table.left() + n * step * k
        painter.drawLine(QPointF(xx, table.top()), QPointF(xx, table.bottom()))
        painter.drawText(QRectF(xx - 20 * pt, table.top() - 11 * pt, 40 * pt, 10 * pt), Qt.AlignCenter,
                         f"{from_mm(n * step, doc.unit, doc.ud_mm):g}")
        n += 1
    n = 0
    while n * step <= doc.depth + 1e-6:
        yy = table.top() + n * step * k
        painter.drawLine(QPointF(table.left(), yy), QPointF(table.right(), yy))
        painter.drawText(QRectF(table.left() - 16 * pt, yy - 5 * pt, 14 * pt, 10 * pt), Qt.AlignRight | Qt.AlignVCenter,
                         f"{from_mm(n * step, doc.unit, doc.ud_mm):g}")
        n += 1
    painter.translate(table.topLeft())
    painter.scale(k, k)
    sides = doc.sides()
    labels: list[tuple[QPointF, list[str]]] = []
    for zone in doc.zones.values():
        color = QColor(SIDE_COLORS[sides.index(zone.side) % len(SIDE_COLORS)] if zone.side in sides else "#777777")
        fill = QColor(color)
        fill.setAlpha(50)
        painter.setBrush(fill)
        painter.setPen(QPen(color, 1.6 * pt / k, Qt.DashLine))
        painter.drawPath(_path(zone.polygon))
        c = zone.polygon.representative_point()
        labels.append((QPointF(c.x, c.y), [zone.label or f"Side {zone.side}", "deployment zone"]))
    kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
    for piece in doc.pieces.values():
        kind = kinds.get(piece.kind, {})
        color = QColor(kind.get("color", "#9e9e9e"))
        painter.setPen(Qt.NoPen)
        painter.setBrush(color)
        path = _path(piece.footprint)
        painter.drawPath(path)
        style = PATTERNS.get(kind.get("pattern", "solid"))
        if style is not None:
            painter.setBrush(QBrush(color.darker(170), style))
            painter.drawPath(path)
        for wall in piece.walls:
            painter.setBrush(color.darker(220))
            painter.drawPath(_path(wall))
        blocking = resolve_terrain(piece, ruleset).blocking if ruleset else (piece.blocking or "none")
        pen = QPen(color.darker(200), (1.6 if blocking == "full" else 0.8) * pt / k)
        if blocking == "none":
            pen.setStyle(Qt.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(path)
        height = piece.height if piece.height is not None else kind.get("height")
        name = kind.get("name", piece.kind)
        lines = [piece.label] if piece.label and piece.label != name else []
        lines.append(name + (f" · {format_length(height, doc.unit, doc.ud_mm)}" if height else ""))
        c = piece.footprint.representative_point()
        labels.append((QPointF(c.x, c.y), lines))
    markers = {m["id"]: m for m in ruleset.markers()} if ruleset else {}
    for marker in doc.markers.values():
        info = markers.get(marker.kind, {})
        color = QColor(info.get("color", "#e0a800"))
        g = marker.geometry
        name = marker.label or info.get("name", marker.kind)
        if isinstance(g, Point):
            r = 5 * pt / k
            painter.setPen(QPen(QColor("#1d1d1d"), 1.0 * pt / k))
            painter.setBrush(color)
            painter.drawEllipse(QPointF(g.x, g.y), r, r)
            labels.append((QPointF(g.x, g.y + r * 2.2), [name]))
        elif isinstance(g, LineString):
            painter.setPen(QPen(color, 5 * pt / k, Qt.SolidLine, Qt.FlatCap))
            painter.drawPath(_path(g))
            c = g.centroid
            labels.append((QPointF(c.x, c.y), [name]))
        else:
            fill = QColor(color)
            fill.setAlpha(70)
            painter.setBrush(fill)
            painter.setPen(QPen(color.darker(130), 1.2 * pt / k, Qt.DotLine))
            painter.drawPath(_path(g))
            c = g.representative_point()
            labels.append((QPointF(c.x, c.y), [name]))
    painter.resetTransform()
    painter.setPen(QPen(QColor("#1d1d1d"), 1.5 * pt))
    painter.setBrush(Qt.NoBrush)
    painter.drawRect(table)
    painter.setFont(font)
    line_h = font.pixelSize() * 1.25
    for at, lines in labels:
        p = QPointF(table.left() + at.x() * k, table.top() + at.y() * k)
        w = max(painter.fontMetrics().horizontalAdvance(s) for s in lines) + 6 * pt
        h = line_h * len(lines) + 2 * pt
        box = QRectF(p.x() - w / 2, p.y() - h / 2, w, h)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawRoundedRect(box, 2 * pt, 2 * pt)
        painter.setPen(QColor("#1d1d1d"))
        for i, s in enumerate(lines):
            painter.drawText(QRectF(box.left(), box.top() + pt + i * line_h, w, line_h), Qt.AlignCenter, s)
    painter.restore()


def _draw_scale_bar(painter: QPainter, doc, at: QPointF, k: float, pt: float, font: QFont) -> None:
    step = _grid_step(doc)
    painter.save()
    painter.setPen(QPen(QColor("#1d1d1d"), 1.0 * pt))
    for i in range(2):
        rect = QRectF(at.x() + i * step * k, at.y(), step * k, 4 * pt)
        painter.setBrush(QColor("#1d1d1d") if i == 0 else Qt.white)
        painter.drawRect(rect)
    painter.setFont(font)
    painter.drawText(QRectF(at.x(), at.y() + 5 * pt, 2 * step * k + 60 * pt, 10 * pt), Qt.AlignLeft,
                     f"0 — {format_length(step, doc.unit, doc.ud_mm)} — {format_length(2 * step, doc.unit, doc.ud_mm)}")
    painter.restore()


def _draw_key(painter: QPainter, doc, ruleset, box: QRectF, pt: float, font: QFont, small: QFont) -> None:
    if ruleset is None:
        return
    used = list(dict.fromkeys(p.kind for p in doc.pieces.values()))
    painter.save()
    painter.setFont(font)
    painter.setPen(QColor("#1d1d1d"))
    y = box.top()
    painter.drawText(QRectF(box.left(), y, box.width(), 12 * pt), Qt.AlignLeft, "Terrain")
    y += 14 * pt
    for kind_id in used:
        kind = ruleset.terrain_kind(kind_id) or {"name": kind_id}
        color = QColor(kind.get("color", "#9e9e9e"))
        painter.setBrush(color)
        painter.setPen(QPen(color.darker(170), 0.8 * pt))
        painter.drawRect(QRectF(box.left(), y + 1 * pt, 14 * pt, 9 * pt))
        style = PATTERNS.get(kind.get("pattern", "solid"))
        if style is not None:
            painter.setBrush(QBrush(color.darker(170), style))
            painter.drawRect(QRectF(box.left(), y + 1 * pt, 14 * pt, 9 * pt))
        painter.setPen(QColor("#1d1d1d"))
        painter.setFont(font)
        painter.drawText(QRectF(box.left() + 18 * pt, y, box.width() - 18 * pt, 11 * pt), Qt.AlignLeft, kind["name"])
        y += 11 * pt
        facts = []
        if kind.get("height"):
            facts.append(format_length(kind["height"], doc.unit, doc.ud_mm) + " high")
        facts.append(BLOCKING_WORDS.get(kind.get("blocking", "none"), ""))
        if kind.get("cover"):
            facts.append("cover")
        if kind.get("movement") and kind.get("movement") != "open":
            facts.append(kind["movement"])
        painter.setFont(small)
        painter.setPen(QColor("#455a64"))
        painter.drawText(QRectF(box.left() + 18 * pt, y, box.width() - 18 * pt, 18 * pt), Qt.AlignLeft | Qt.TextWordWrap,
                         ", ".join(f for f in facts if f))
        y += 20 * pt
        if y > box.bottom() - 20 * pt:
            break
    painter.restore()


def sheet_size(doc: TableDocument) -> QSizeF:
    """A landscape or portrait page shape that suits the table (A4 by default)."""
    return QSizeF(297, 210) if doc.width >= doc.depth else QSizeF(210, 297)


def export_png(doc: TableDocument, ruleset, path: str | Path, dpi: int = 150) -> QImage:
    """Render the sheet to a PNG at ``dpi`` on an A4 page; returns the image."""
    size = sheet_size(doc)
    w, h = round(size.width() / 25.4 * dpi), round(size.height() / 25.4 * dpi)
    image = QImage(w, h, QImage.Format_ARGB32)
    image.fill(Qt.white)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    painter = QPainter(image)
    render_table(painter, doc, _ruleset_or_none(doc, ruleset), QRectF(0, 0, w, h), dpi / 72.0)
    painter.end()
    if not image.save(str(path), "PNG"):
        raise OSError(f"{path}: could not write the image")
    return image


def export_pdf(doc: TableDocument, ruleset, path: str | Path, resolution: int = 300) -> None:
    """Render the sheet to a one-page PDF (A4, landscape for wide tables)."""
    writer = QPdfWriter(str(path))
    writer.setResolution(resolution)
    writer.setTitle(doc.name)
    writer.setCreator("Wartable")
    orientation = QPageLayout.Landscape if doc.width >= doc.depth else QPageLayout.Portrait
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), orientation, QMarginsF(0, 0, 0, 0)))
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"{path}: could not write the PDF")
    page = QRectF(0, 0, writer.width(), writer.height())
    render_table(painter, doc, _ruleset_or_none(doc, ruleset), page, resolution / 72.0)
    painter.end()


def export_file(doc: TableDocument, ruleset, path: str | Path) -> None:
    """PDF or PNG by the file's suffix."""
    suffix = Path(path).suffix.lower()
    if suffix == ".pdf":
        export_pdf(doc, ruleset, path)
    elif suffix == ".png":
        export_png(doc, ruleset, path)
    else:
        raise ValueError(f"{path}: export writes .pdf or .png files")


def _ruleset_or_none(doc, ruleset):
    if ruleset is not None:
        return ruleset
    try:
        from model.ruleset import load_ruleset

        return load_ruleset(doc.ruleset)
    except Exception:
        return None


def print_sheet(doc: TableDocument, ruleset, printer) -> None:
    """Print the sheet on a configured ``QPrinter`` (the same drawing as the files)."""
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not start")
    rect = printer.pageLayout().paintRectPixels(printer.resolution())
    page = QRectF(0, 0, rect.width(), rect.height())
    render_table(painter, doc, _ruleset_or_none(doc, ruleset), page, printer.resolution() / 72.0)
    painter.end()
