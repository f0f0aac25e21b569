"""The table setup sheet: the page a volunteer builds a table from.

Page 1 is the plan at a stated scale ("1:12") with a scale bar: every piece numbered, every
objective lettered, dimension lines from the two nearest table edges to each piece's reference
point (the nearest corner of a rectangle, otherwise its centre), zone depths dimensioned.
The following pages hold the placement table (number, name, kind, size, reference point and its
distances from the two nearest edges, rotation), the objectives and zones, the scenario and the
validation summary. Every page has a footer with the file, the ruleset, the date and "Page n of m".

The layout (every label box, dimension line and leader, in points on the page) is computed
before anything is drawn, without Qt, by ``model/drawing/sheet_layout.py``'s ``plan_layout`` (this
module passes it the font metrics it draws with), so tests check it: labels never cover a piece
they do not belong to, never overlap each other or a dimension line. This module only paints.

Public API (see docs/export.md): :class:`SetupSheet` (a printout: ``page_count()``,
``page_size(i)``, ``draw_page(painter, i)``), :func:`draw_setup_sheet_page` and
:func:`write_setup_sheets` (many tables' sheets in one PDF).
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from model.display import kind_name
from model.drawing import style
from model.drawing.plan import plan_above, plan_below, scale_bar
from model.drawing.primitives import Ink, Text
from model.drawing.sheet_layout import (GUTTER, LEFT_ROOM, Placement, _edges_of,
                                        _is_rectangle, choose_scale, edge_word, exact_length, from_edge,
                                        length_text, plan_layout, rotation_text)
from model.sheet_shapes import ShapeText, describe
from model.table import TableDocument
from model.units import Unit

from ..drawing import paint
from .pages import (GREY, INK, MM, PageOptions, default_paper, draw_footer, draw_text, findings_count, paper_points,
                    text_width, wrap, write_pdf)


def basis_word(basis) -> str:
    """What a finding rests on, in words (rulebook, organiser setting, file format)."""
    try:
        from validators.findings import basis_word as word
    except ImportError:  # findings without a basis
        return str(basis)
    return word(str(getattr(basis, "value", basis)))


def tr(text: str) -> str:
    """``text`` in the chosen language (Qt's translators; lupdate reads the literal at each call)."""
    return QCoreApplication.translate("Printing", text)


# -- the printout --------------------------------------------------------------------
class SetupSheet:
    """The setup sheet of one table as pages: the plan, then the placement and scenario pages."""

    def __init__(self, doc: TableDocument, ruleset=None, findings=None, options: PageOptions | None = None,
                 overlays=None, checks: bool = True):
        from . import ruleset_or_none

        self.checks = checks  # the validation summary (not on the players' copy of an event's sheets)
        self.doc = doc
        self.overlays = overlays  # the editor's sight overlays shown when printing (legends.py), or None
        self.ruleset = ruleset_or_none(doc, ruleset)
        self.options = options or PageOptions()
        self.title = doc.name
        # the header's right-hand label ("Table setup sheet" when empty; the event pack names the table there)
        self.heading, self.heading_size = "", 9.0
        self.heading_note = ""  # a line under it, on the right
        self.findings = findings if findings is not None else _validate(doc, self.ruleset)
        paper = self.options.paper or default_paper(doc.unit)
        self.paper = paper
        self.margin = self.options.margin_mm * MM
        if self.options.orientation:
            choices = [self.options.orientation == "landscape"]
        else:  # the orientation that shows the plan at the larger scale (landscape on a tie for wide tables)
            choices = [doc.width >= doc.depth, doc.width < doc.depth]
        best = None
        for landscape in choices:
            w, h = paper_points(paper, landscape)
            area = self._plan_area(w, h)
            n = choose_scale(doc, area[2] - 2 * GUTTER - LEFT_ROOM, area[3] - 2 * GUTTER)
            if best is None or n < best[0]:
                best = (n, landscape)
        self.landscape = best[1]
        self.size = paper_points(paper, self.landscape)
        self.plan_area = self._plan_area(*self.size)
        self.layout = plan_layout(doc, self.ruleset, self.plan_area, text_width)
        self._rows = self._text_rows()
        self._pages = self._flow()

    def _plan_bottom(self) -> float:
        """Where text may start below the plan and its scale bar (points)."""
        return self.layout.table_rect[3] + 48

    def _section(self, heading: "_Row") -> list["_Row"]:
        """``heading`` and the rows under it, up to the next heading."""
        i = self._rows.index(heading)
        out = [heading]
        for row in self._rows[i + 1:]:
            if isinstance(row, _Heading):
                break
            row.measure(self.size[0] - 2 * self.margin)
            out.append(row)
        return out

    def _plan_area(self, w: float, h: float) -> tuple[float, float, float, float]:
        m = self.margin
        return (m, m + 40, w - 2 * m, h - 2 * m - 40 - 34)

    # pages -----------------------------------------------------------------------
    def page_count(self) -> int:
        return len(self._pages)

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        w, h = self.size
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        self._header(painter, index)
        y = self.margin + 40
        if index == 0:
            self._plan(painter)
            y = self._plan_bottom()
        for row in self._pages[index]:
            row.draw(painter, self.margin, y, w - 2 * self.margin)
            y += row.height
        rs = self.ruleset.name if self.ruleset else self.doc.ruleset
        left = " \u00b7 ".join(t for t in (self.options.file_name or self.doc.name, rs, self.options.today()) if t)
        draw_footer(painter, w, h, self.margin, left, index, self.page_count())
        painter.restore()

    # header ----------------------------------------------------------------------
    def _header(self, painter: QPainter, index: int) -> None:
        paint(painter, self.header(), draw_text)

    def header(self) -> list[Text]:
        """The page's head as primitives: the table's name and the sheet's heading on the title row,
        the line of what the table is (size, ruleset, scenario, scale, unit) under it, and the
        heading's note (who plays at the table) where it fits."""
        doc, m = self.doc, self.margin
        out: list[Text] = []
        w = self.size[0]
        heading = self.heading or tr("Table setup sheet")
        room = min(max(150.0, text_width(heading, self.heading_size, True) + 6), (w - 2 * m) / 2)
        out.append(Text(doc.name, (m, m, w - m - room, m + 18), 14, Ink(style.INK), bold=True, align="left"))
        out.append(Text(heading, (w - m - room, m, w - m, m + 18), self.heading_size,
                        Ink(style.GREY if not self.heading else style.INK), bold=True, align="right"))
        sub = [tr("{w} x {d} table").format(w=length_text(doc.width, doc), d=length_text(doc.depth, doc)),
               self.ruleset.name if self.ruleset else doc.ruleset]
        name = self.scenario_name()
        if name:
            sub.append(tr("Scenario: {name}").format(name=name))
        sub.append(tr("Scale 1:{n}").format(n=f"{self.layout.scale:g}"))
        sub.append(tr("Lengths in {unit}").format(unit=unit_name(doc.unit)))
        if doc.unit is Unit.UD:  # what a UD is here, so the sheet's numbers can be laid out with a tape
            from model.units import DEFAULT_UD_MM

            sub.append(tr("1 UD = {mm} mm").format(mm=f"{doc.ud_mm or DEFAULT_UD_MM:g}"))
        line = "  \u00b7  ".join(sub)
        width = w - 2 * m
        if self.heading_note:  # under the heading, right-aligned (the event pack: who plays at the table)
            note_w = min(text_width(self.heading_note, 8.5, True) + 10, width / 2)
            free = w - 2 * m - room - text_width(doc.name, 14, True) - 12  # beside the name, on the title row
            if text_width(line, 7) > width - note_w and note_w <= free:  # the line below needs the whole width
                out.append(Text(self.heading_note, (w - m - room - note_w, m, w - m - room, m + 18), 8.5,
                                Ink(style.INK), bold=True, align="right"))
            else:
                out.append(Text(self.heading_note, (w - m - note_w, m + 19, w - m, m + 31), 8.5, Ink(style.INK),
                                bold=True, align="right"))
                width -= note_w
        size = 8.5  # smaller for a long line (Spanish runs longer) rather than cut
        while size > 6 and text_width(line, size) > width:
            size -= 0.5
        out.append(Text(line, (m, m + 19, m + width, m + 31), size, Ink(style.GREY), align="left"))
        return out

    def scenario_name(self) -> str:
        kind = self.doc.scenario.kind
        if not kind:
            return ""
        sc = self.ruleset.scenario(kind) if self.ruleset else None
        return kind_name(self.ruleset, "scenarios", kind) if sc else kind

    # plan --------------------------------------------------------------------------
    def _plan(self, painter: QPainter) -> None:
        """The plan, as ``model/drawing/plan.py`` describes it, with the editor's overlays between
        the table and its marks; then the scale bar."""
        doc, lay = self.doc, self.layout
        paint(painter, plan_below(doc, self.ruleset, lay), draw_text)
        if self.overlays:
            self.overlays.draw(painter, lay)
        paint(painter, plan_above(doc, lay), draw_text)
        x0, _, _, y1 = lay.table_rect
        self._scale_bar(painter, x0, y1 + 20)

    def _scale_bar(self, painter: QPainter, x: float, y: float) -> None:
        text = tr("Scale 1:{n} \u2014 1 cm on paper is {v} on the table").format(
            n=f"{self.layout.scale:g}", v=length_text(10 * self.layout.scale, self.doc))
        paint(painter, scale_bar(self.doc, self.layout, x, y, text), draw_text)

    # text pages ---------------------------------------------------------------------
    def _text_rows(self) -> list["_Row"]:
        doc = self.doc
        rows: list[_Row] = []
        pieces = [p for p in self.layout.placements if not p.is_marker]
        markers = [p for p in self.layout.placements if p.is_marker]
        cols = [(tr("No."), 0.05), (tr("Name"), 0.16), (tr("Kind"), 0.14), (tr("Size"), 0.13),
                (tr("Reference point"), 0.13), (tr("Left/right edge"), 0.16), (tr("Top/bottom edge"), 0.16),
                (tr("Rotation"), 0.07)]
        if pieces:
            rows.append(_Heading(tr("Terrain placement")))
            rows.append(_Note(tr("Measure from the two table edges given (the nearest, or for a centre the "
                                 "opposite one when a piece stands in the way) to the reference point (for a "
                                 "rectangle square to the edges, to its two sides: the plan's lines meet them "
                                 "where there is room); lengths in {unit}.").format(unit=unit_name(doc.unit))))
            rows.append(_TableRow([c for c, _ in cols], [w for _, w in cols], header=True))
            for p in pieces:
                rows.append(_TableRow(self._cells(p), [w for _, w in cols]))
        if markers:
            rows.append(_Heading(tr("Objectives and markers")))
            mcols = [(tr("Mark"), 0.05), (tr("Name"), 0.16), (tr("Kind"), 0.14), (tr("Size"), 0.13),
                     (tr("Reference point"), 0.13), (tr("Left/right edge"), 0.16), (tr("Top/bottom edge"), 0.16),
                     ("", 0.07)]
            rows.append(_TableRow([c for c, _ in mcols], [w for _, w in mcols], header=True))
            for p in markers:
                rows.append(_TableRow(self._cells(p), [w for _, w in mcols]))
        if doc.zones:
            rows.append(_Heading(tr("Deployment zones")))
            zcols = [(tr("Side"), 0.25), (tr("Edge"), 0.15), (tr("Depth"), 0.15), (tr("Width"), 0.15),
                     (tr("Shape"), 0.30)]
            rows.append(_TableRow([c for c, _ in zcols], [w for _, w in zcols], header=True))
            for z in doc.zones.values():
                minx, miny, maxx, maxy = z.polygon.bounds
                if z.edge in ("top", "bottom"):
                    depth = maxy if z.edge == "top" else doc.depth - miny
                    width = maxx - minx
                elif z.edge in ("left", "right"):
                    depth = maxx if z.edge == "left" else doc.width - minx
                    width = maxy - miny
                else:
                    depth, width = maxy - miny, maxx - minx
                shape = tr("the edge's whole length") if _edge_strip(z, doc) else tr("corners below")
                rows.append(_TableRow([z.label or z.side, edge_word(z.edge) if z.edge else "\u2014",
                                       exact_length(depth, doc), exact_length(width, doc), shape],
                                      [w for _, w in zcols]))
        rows += self._outline_rows()
        rows.append(_Heading(tr("Scenario")))
        sc = doc.scenario
        facts = [(tr("Scenario"), self.scenario_name() or tr("none chosen"))]
        if sc.turns:
            facts.append((tr("Turns"), str(sc.turns)))
        if sc.victory:
            facts.append((tr("Victory"), sc.victory))
        if sc.special_rules:
            facts.append((tr("Special rules"), sc.special_rules))
        if markers:
            facts.append((tr("Markers"), ", ".join(f"{p.number}: {p.name}" for p in markers)))
        if doc.notes:
            facts.append((tr("Notes"), doc.notes))
        for k, v in facts:
            rows.append(_Fact(k, v))
        if self.overlays:
            rows += self.overlays.rows()
        if not self.checks:
            rows.append(_Signature(tr("Set up by")))
            return rows
        rows.append(_Heading(tr("Validation")))
        errors = sum(1 for f in self.findings if getattr(f.severity, "value", f.severity) == "error")
        warnings = sum(1 for f in self.findings if getattr(f.severity, "value", f.severity) == "warning")
        rows.append(_Note(findings_count(errors, warnings), bold=True))
        for f in self.findings:
            rows.append(_Finding(f))
        if not self.findings:
            rows.append(_Note(tr("No problems found.")))
        rows.append(_Signature(tr("Set up by")))
        return rows

    def _outline_rows(self) -> list["_Row"]:
        """Every corner of each shape the placement table cannot tell by a corner and a size or a
        centre and diameters (polygons, rotated rectangles, diagonal or cut-out zones, the walls
        inside ruins, objective lines), from the two nearest edges, and each curved side's arc."""
        doc = self.doc
        items: list[tuple[str, ShapeText]] = []
        for p in self.layout.placements:
            what = f"{p.number} \u00b7 {p.name}"
            if p.told is not None and p.told.corners_listed:
                items.append((tr("Points along {what}").format(what=what) if p.told.kind == "line" else
                              tr("Outline of {what}").format(what=what), p.told))
            for i, wall in enumerate(p.walls, 1):
                items.append((tr("Outline of wall {n} of {what}").format(n=i, what=what), wall))
        for z in doc.zones.values():
            if not _edge_strip(z, doc):
                told = describe(z.polygon, doc)
                if told.corners_listed:
                    items.append((tr("Outline of zone {name}").format(name=z.label or z.side), told))
        if not items:
            return []
        cols = [(tr("Corner"), 0.08), (tr("Left/right edge"), 0.2), (tr("Top/bottom edge"), 0.2),
                (tr("To the next corner"), 0.52)]
        widths = [w for _, w in cols]
        rows: list[_Row] = [_Heading(tr("Corners and curves")),
                            _Note(tr("Each corner in order around the outline, measured from the two nearest table "
                                     "edges; a curved side is an arc about the point given, turning as said. A piece "
                                     "too irregular to measure can be cut from its 1:1 template (Export, sheet "
                                     "\"Piece template\")."))]
        for title, told in items:
            rows.append(_Note(title, bold=True))
            rows.append(_TableRow([c for c, _ in cols], widths, header=True))
            for r, ring in enumerate(told.rings):
                if r:
                    rows.append(_Note(tr("Hole {n}").format(n=r)))
                for i, corner in enumerate(ring, 1):
                    if corner.arc is not None:
                        ax, ay = self._point_cells(corner.arc.centre)
                        nxt = tr("arc about the point {x}, {y}: radius {r}, {turn}").format(
                            x=ax, y=ay, r=exact_length(corner.arc.radius, doc), turn=rotation_text(corner.arc.sweep))
                    elif told.kind == "line":
                        nxt = tr("straight") if i < len(ring) else tr("the line's end")
                    else:
                        nxt = tr("straight")
                    rows.append(_TableRow([str(i), *self._point_cells(corner.point), nxt], widths))
        return rows

    def _point_cells(self, pt) -> tuple[str, str]:
        """A point measured from its two nearest edges ("12.5 cm from left", "30 cm from top")."""
        doc = self.doc
        x, y = pt
        xe, xd, ye, yd = _edges_of(doc, x, y)
        return from_edge(exact_length(xd, doc), xe), from_edge(exact_length(yd, doc), ye)

    def _cells(self, p: Placement) -> list[str]:
        x, y = p.point
        if p.told is not None and p.told.kind == "rect":
            x, y = p.told.corner
        elif p.told is not None and p.told.centre is not None:
            x, y = p.told.centre
        xd = x if p.x_edge == "left" else self.doc.width - x
        yd = y if p.y_edge == "top" else self.doc.depth - y
        return [p.number, p.name, p.kind, p.size, p.reference,
                from_edge(exact_length(abs(xd), self.doc), p.x_edge),
                from_edge(exact_length(abs(yd), self.doc), p.y_edge), p.rotation]

    def _flow(self) -> list[list["_Row"]]:
        w, h = self.size
        width = w - 2 * self.margin
        top, bottom = self.margin + 40, h - self.margin - 14
        pages: list[list[_Row]] = [[]]
        y = self._plan_bottom()
        first = True  # the plan's page takes what fits below the plan, from a whole section on
        header: _TableRow | None = None
        for row in self._rows:
            row.measure(width)
            if isinstance(row, _TableRow) and row.header:
                header = row
            elif isinstance(row, _Heading):
                header = None
            need = row.height + (30 if isinstance(row, _Heading) else 0)
            if first and isinstance(row, _Heading):  # below the plan: a whole section, or a table's first rows
                section = self._section(row)
                need = sum(r.height for r in section[:6])
            if y + need > bottom and (pages[-1] or first):
                first = False
                # the sign-off line never stands alone on a page: the row before it comes along
                carried = [pages[-1].pop()] if isinstance(row, _Signature) and len(pages[-1]) > 1 else []
                pages.append([])
                y = top
                if header is not None and isinstance(row, _TableRow) and not row.header:
                    pages[-1].append(header)
                    y += header.height
                for before in carried:
                    pages[-1].append(before)
                    y += before.height
            pages[-1].append(row)
            y += row.height
        return pages


def _edge_strip(zone, doc: TableDocument) -> bool:
    """A zone that is a strip along its whole edge (told by its edge and depth alone)."""
    if not zone.edge or not _is_rectangle(zone.polygon):
        return False
    minx, miny, maxx, maxy = zone.polygon.bounds
    want = {"top": (0, 0, doc.width, maxy), "bottom": (0, miny, doc.width, doc.depth),
            "left": (0, 0, maxx, doc.depth), "right": (minx, 0, doc.width, doc.depth)}[zone.edge]
    return all(abs(a - b) <= 0.05 for a, b in zip((minx, miny, maxx, maxy), want))


def load_table(path: str):
    """The table document at ``path`` (shared while unchanged), or None when it is not a readable table."""
    from model import files
    from model.errors import DocumentError

    try:
        doc = files.load_shared(path)
    except (DocumentError, OSError, ValueError):
        return None
    return doc if getattr(doc, "KIND", None) == "table" else None


def event_table(ref: str, event_path):
    """The table an event names (see :func:`load_table`); None, unread, when it lies outside the
    event's folder (``model.event.inside``)."""
    from model.event import inside

    path = inside(ref, event_path)
    return load_table(path) if path is not None else None


def unit_name(unit: Unit) -> str:
    return {"mm": tr("millimetres"), "cm": tr("centimetres"), "in": tr("inches"),
            "ud": tr("UD (base widths)")}[Unit(unit).value]


def _validate(doc, ruleset):
    try:
        from validators.registry import validate

        return validate(doc, ruleset)
    except Exception:  # a sheet still prints when a check cannot run
        return []


class _Row:
    height = 12.0

    def measure(self, width: float) -> None:
        pass

    def draw(self, painter, x, y, width) -> None:
        pass


class _Heading(_Row):
    def __init__(self, text):
        self.text = text
        self.height = 20.0

    def draw(self, painter, x, y, width):
        draw_text(painter, x, y + 6, width, 13, self.text, 10.5, bold=True)
        painter.setPen(QPen(INK, 0.6))
        painter.drawLine(QPointF(x, y + 19), QPointF(x + width, y + 19))


class _Note(_Row):
    def __init__(self, text, bold=False):
        self.text, self.bold = text, bold

    def measure(self, width):
        self.lines = wrap(self.text, 8, width, self.bold)
        self.height = 11.0 * len(self.lines) + 3

    def draw(self, painter, x, y, width):
        for i, line in enumerate(self.lines):
            draw_text(painter, x, y + 2 + i * 11, width, 11, line, 8, bold=self.bold)


class _TableRow(_Row):
    def __init__(self, cells, widths, header=False):
        self.cells, self.widths, self.header = cells, widths, header

    def measure(self, width):
        self.wrapped = [wrap(c, 7, w * width - 4, self.header) for c, w in zip(self.cells, self.widths)]
        self.height = 9.5 * max(len(lines) for lines in self.wrapped) + 3.5

    def draw(self, painter, x, y, width):
        if self.header:
            painter.fillRect(QRectF(x, y, width, self.height), QColor("#e6eaee"))
        xx = x
        for lines, w in zip(self.wrapped, self.widths):
            for i, line in enumerate(lines):
                draw_text(painter, xx + 2, y + 1.75 + i * 9.5, w * width - 4, 9.5, line, 7, bold=self.header)
            xx += w * width
        painter.setPen(QPen(QColor("#c5cbd1"), 0.4))
        painter.drawLine(QPointF(x, y + self.height), QPointF(x + width, y + self.height))


class _Fact(_Row):
    def __init__(self, key, value):
        self.key, self.value = key, value

    def measure(self, width):
        self.lines = wrap(self.value, 8, width - 90)
        self.height = 11.0 * len(self.lines) + 2

    def draw(self, painter, x, y, width):
        draw_text(painter, x, y + 1, 88, 11, self.key, 8, bold=True)
        for i, line in enumerate(self.lines):
            draw_text(painter, x + 90, y + 1 + i * 11, width - 90, 11, line, 8)


class _Finding(_Row):
    def __init__(self, f):
        self.f = f

    def measure(self, width):
        f = self.f
        sev = getattr(f.severity, "value", str(f.severity))
        self.sev = {"error": tr("Error"), "warning": tr("Warning"), "info": tr("Note")}.get(sev, sev)
        tail = []
        if f.reference:
            tail.append(tr("Reference: {ref}").format(ref=f.reference))
        basis = getattr(f, "basis", None)
        if basis:
            tail.append(tr("Basis: {basis}").format(basis=basis_word(basis)))
        if getattr(f, "setting", None):
            tail.append(f.setting)
        self.lines = wrap(f.message, 8, width - 60) + wrap("; ".join(tail), 7, width - 60)
        self.n_main = len(wrap(f.message, 8, width - 60))
        self.height = 10.5 * len(self.lines) + 4

    def draw(self, painter, x, y, width):
        color = QColor("#c62828") if self.sev == tr("Error") else QColor("#ef6c00")
        draw_text(painter, x, y + 1, 58, 10.5, self.sev, 8, bold=True, color=color)
        for i, line in enumerate(self.lines):
            draw_text(painter, x + 60, y + 1 + i * 10.5, width - 60, 10.5, line, 8 if i < self.n_main else 7,
                      color=INK if i < self.n_main else GREY)


class _Signature(_Row):
    height = 34.0

    def __init__(self, text):
        self.text = text

    def draw(self, painter, x, y, width):
        painter.setPen(QPen(INK, 0.5))
        draw_text(painter, x, y + 18, 80, 12, self.text, 8, bold=True)
        painter.drawLine(QPointF(x + 80, y + 28), QPointF(x + 260, y + 28))
        draw_text(painter, x + 280, y + 18, 40, 12, tr("Date"), 8, bold=True)
        painter.drawLine(QPointF(x + 320, y + 28), QPointF(x + 420, y + 28))


# -- public helpers --------------------------------------------------------------------
def draw_setup_sheet_page(painter: QPainter, doc: TableDocument, ruleset=None, page: int = 0,
                          options: PageOptions | None = None, findings=None) -> SetupSheet:
    """Draw page ``page`` of ``doc``'s setup sheet with ``painter`` (coordinates in points from the
    paper's top-left corner); returns the sheet (its ``page_count()`` and ``page_size()``)."""
    sheet = SetupSheet(doc, ruleset, findings, options)
    sheet.draw_page(painter, page)
    return sheet


def write_setup_sheets(docs: Iterable[TableDocument | SetupSheet], path: str | Path,
                       options: PageOptions | None = None, title: str = "", progress=None) -> int:
    """Every table's setup sheet, one after the other, in one PDF; returns the page count."""
    sheets = [d if isinstance(d, SetupSheet) else SetupSheet(d, None, None, options) for d in docs]
    return write_pdf(sheets, path, title=title or tr("Setup sheets"), progress=progress)
