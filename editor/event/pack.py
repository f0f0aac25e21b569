"""The event pack: one PDF with everything the volunteers and the judges need on the day.

Pages, in order: a cover; the contents; the event's rules in words (from the event's settings);
for each round, each table's setup sheet with its table number and players; the terrain pick
list of each round (which stock items go to which table, and what is missing); the list-check
report (one row per player: list, points, status, then each list's findings).

Everything is drawn from the model and the check's report (never from the screen), with
the printing module's writer (docs/export.md); each table's page is its setup sheet.
``progress(done, total)`` is called after each page; when ``cancelled()`` turns true the pack
stops and the partial file is removed.
"""
from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from model.units import format_length
from validators.event_check import EventReport
from validators.event_rules import item_text, round_label, size_text

def tr(text: str) -> str:
    return QCoreApplication.translate("EventPack", text)


class PackCancelled(Exception):
    """The user cancelled the pack."""


@dataclass
class Line:
    """A line of a text page: ``style`` is h1, h2, h3, body, small, error, ok or row (tab-separated cells)."""

    text: str
    style: str = "body"
    widths: tuple[float, ...] = ()  # for rows: the share of the width of each cell


# -- what the pack says ---------------------------------------------------------------------------

def rule_lines(report: EventReport) -> list[Line]:
    """The event's rules in words: the ruleset, the organiser's options, each rule override."""
    from model.ruleset import load_ruleset
    from validators.registry import RULES, load_rules

    doc = report.event
    try:
        ruleset = load_ruleset(doc.ruleset)
    except Exception:
        ruleset = None
    unit = ruleset.unit if ruleset else "mm"
    ud = ruleset.ud_mm if ruleset else None
    out = [Line(tr("Game: %s") % (ruleset.name if ruleset else doc.ruleset))]
    out.append(Line(tr("Terrain pieces are matched to the club's stock within %s on each side.")
                    % format_length(doc.tolerance, unit, ud)))
    if doc.distinct_layouts:
        out.append(Line(tr("Two players who meet again never play on the same table layout twice.")))
    load_rules()
    overrides = (doc.settings or {}).get("rules") or {}
    if not overrides:
        out.append(Line(tr("Every check runs as the rulebook and the ruleset's defaults say; the event changes "
                           "none of them.")))
        return out
    out.append(Line(tr("The event changes these checks:"), "h3"))
    for rule_id, o in overrides.items():
        r = RULES.get(rule_id)
        summary = r.summary if r else rule_id
        parts = []
        if o.get("enabled") is False:
            parts.append(tr("not checked at this event"))
        for name, value in (o.get("params") or {}).items():
            shown = value if isinstance(value, str) else json.dumps(value)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and ruleset is not None and \
                    name in ("distance", "depth", "edge_distance", "spacing"):
                shown = format_length(ruleset.to_mm(value), unit, ud)
            parts.append(tr("%(name)s: %(value)s") % {"name": name.replace("_", " "), "value": shown})
        if o.get("severity"):
            parts.append(tr("reported as %s") % {"error": tr("an error"), "warning": tr("a warning"),
                                                  "info": tr("information")}.get(o["severity"], o["severity"]))
        out.append(Line("• " + summary, "body"))
        out.append(Line("    " + "; ".join(parts), "small"))
    return out


def pick_list_lines(report: EventReport, plan) -> list[Line]:
    """Which stock items go to which table in one round, and what the stock lacks."""
    from model.ruleset import load_ruleset

    doc = report.event
    try:
        ruleset = load_ruleset(doc.ruleset)
    except Exception:
        ruleset = None
    rnd = doc.rounds[plan.round]
    out: list[Line] = []
    missing = {(n.table, n.piece) for n in plan.needs} - set(plan.picks)
    totals: dict[str, int] = {}
    from model.event import resolve

    from .thumbnails import load_table

    kinds = {k["id"]: k.get("name", k["id"]) for k in (ruleset.terrain_kinds() if ruleset else [])}
    for slot in rnd.tables:
        needs = [n for n in plan.needs if n.table == slot.number]
        table = load_table(resolve(slot.table, report.path))
        out.append(Line(tr("Table %(n)d — %(name)s (%(file)s)") % {
            "n": slot.number, "name": table.name if table else tr("cannot be read"), "file": slot.table}, "h3"))
        if not needs:
            out.append(Line(tr("no terrain (or the table cannot be read)"), "small"))
            continue
        counts: dict[str, int] = {}
        for n in needs:
            item = plan.picks.get((n.table, n.piece))
            if item is not None:
                counts[item] = counts.get(item, 0) + 1
                totals[item] = totals.get(item, 0) + 1
        for item_id, n in counts.items():
            out.append(Line(f"{n}\t{item_text(doc.inventory[item_id], ruleset)}", "row", (0.08, 0.92)))
        for n in needs:
            if (n.table, n.piece) in missing:
                out.append(Line(tr("MISSING: %(label)s (%(kind)s %(size)s)") % {
                    "label": n.label, "kind": kinds.get(n.kind, n.kind), "size": size_text(n.size, ruleset)}, "error"))
    out.append(Line(tr("Taken from the stock this round"), "h3"))
    for item in doc.inventory.values():
        out.append(Line(f"{totals.get(item.id, 0)} / {item.count}\t{item_text(item, ruleset)}", "row", (0.12, 0.88)))
    if plan.shortages:
        out.append(Line(tr("The stock is short this round:"), "h3"))
        for f in report.round_findings(plan.round):
            if f.rule == "event.terrain-stock":
                out.append(Line(f.message, "error"))
    else:
        out.append(Line(tr("The stock builds every table of this round at once."), "ok"))
    return out


def list_check_lines(report: EventReport) -> list[Line]:
    out = [Line("\t".join([tr("Player"), tr("List"), tr("Points"), tr("Status")]), "rowhead", (0.25, 0.4, 0.15, 0.2))]
    for row in report.players:
        points = "" if row.points is None else f"{row.points:g}" + (f" / {row.limit:g}" if row.limit else "")
        style = "row"
        out.append(Line("\t".join([row.name, row.list_name or row.list_ref or tr("no list"), points, row.status]),
                        style, (0.25, 0.4, 0.15, 0.2)))
    for row in report.players:
        found = report.player_findings(row.player) + (report.member_findings(row.list_ref) if row.list_ref else [])
        if not found and not row.problem:
            continue
        out.append(Line(f"{row.name} — {row.list_ref or tr('no list')}", "h3"))
        if row.problem:
            out.append(Line(row.problem, "error"))
        for f in found:
            out.append(Line(f"{f.severity.value}: {f.message}", "error" if f.severity.value == "error" else "body"))
            out.append(Line(f"    {f.reference}", "small"))
    return out


# -- pages ----------------------------------------------------------------------------------------
# Every part of the pack is a printout (docs/export.md): pages in points, drawn by draw_page, written
# together into one PDF by editor.printing.pages.write_pdf.

MARGIN = 42.0  # points
SIZES = {"h1": 26, "h2": 15, "h3": 11, "body": 9.5, "small": 8, "error": 9.5, "ok": 9.5, "row": 9, "rowhead": 9}
COLORS = {"h1": "#1d1d1d", "h2": "#1d1d1d", "h3": "#263238", "body": "#1d1d1d", "small": "#455a64",
          "error": "#c0392b", "ok": "#1e8449", "row": "#1d1d1d", "rowhead": "#1d1d1d"}
BOLD = {"h1", "h2", "h3", "rowhead"}


def _a4() -> tuple[float, float]:
    from ..printing.pages import paper_points

    return paper_points("A4", False)


def _wrapped(line: Line, width: float) -> list[str]:
    from ..printing.pages import wrap

    if line.widths:
        return [line.text]
    return wrap(line.text, SIZES[line.style], width, line.style in BOLD)


def _line_height(line: Line, width: float) -> float:
    size = SIZES[line.style]
    before = 8 if line.style == "h3" else 12 if line.style == "h2" else 0
    return before + size * 1.4 * len(_wrapped(line, width))


class TextPages:
    """A titled section of text lines flowed over A4 portrait pages."""

    def __init__(self, title: str, lines: list[Line], footer: str):
        self.title, self.lines, self.footer = title, lines, footer
        self.size = _a4()
        self.first_page = 0  # set when the pack is put together: its number in the pack, from 0
        self.total = 0
        width = self.size[0] - 2 * MARGIN
        top, bottom = MARGIN + 30, self.size[1] - MARGIN - 16
        self._pages: list[list[Line]] = [[]]
        y = top
        for line in lines:
            h = _line_height(line, width)
            if y + h > bottom and self._pages[-1]:
                self._pages.append([])
                y = top
            self._pages[-1].append(line)
            y += h

    def page_count(self) -> int:
        return len(self._pages)

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        from ..printing.pages import draw_text, font

        w, h = self.size
        width = w - 2 * MARGIN
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        continued = tr("continued")  # outside the f-string: lupdate does not read inside one
        title = self.title if index == 0 else f"{self.title} ({continued})"
        draw_text(painter, MARGIN, MARGIN, width, 22, title, SIZES["h2"], bold=True)
        y = MARGIN + 30
        for line in self._pages[index]:
            size, bold, color = SIZES[line.style], line.style in BOLD, QColor(COLORS[line.style])
            y += 8 if line.style == "h3" else 12 if line.style == "h2" else 0
            if line.widths:
                x = MARGIN
                for cell, share in zip(line.text.split("\t"), line.widths):
                    draw_text(painter, x, y, width * share - 4, size * 1.4, cell, size, bold, color=color)
                    x += width * share
                if line.style == "rowhead":
                    painter.setPen(QPen(QColor("#90a4ae"), 0.6))
                    painter.drawLine(QPointF(MARGIN, y + size * 1.4), QPointF(MARGIN + width, y + size * 1.4))
                y += size * 1.4
                continue
            for part in _wrapped(line, width):
                draw_text(painter, MARGIN, y, width, size * 1.4, part, size, bold, color=color)
                y += size * 1.4
        _footer(painter, self.size, self.footer, self.first_page + index, self.total)


def _footer(painter: QPainter, size, left: str, index: int, total: int) -> None:
    from ..printing.pages import draw_footer

    draw_footer(painter, size[0], size[1], MARGIN - 14, left, index, total)


class CoverPage:
    """The pack's first page: the event, when and where, what it holds and what the check found."""

    title = ""

    def __init__(self, report: EventReport):
        self.report = report
        self.size = _a4()
        self.title = report.event.name

    def page_count(self) -> int:
        return 1

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        from ..printing.pages import draw_text, wrap

        doc, (w, h) = self.report.event, self.size
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        width = w - 2 * MARGIN
        y = h * 0.28
        for part in wrap(doc.name, 26, width, True):
            draw_text(painter, MARGIN, y, width, 34, part, 26, True, align=Qt.AlignHCenter | Qt.AlignVCenter)
            y += 34
        y += 14
        dates = doc.start_date if not doc.end_date or doc.end_date == doc.start_date else \
            f"{doc.start_date} – {doc.end_date}"
        for text in (dates, doc.venue):
            if text:
                draw_text(painter, MARGIN, y, width, 20, text, 14, align=Qt.AlignHCenter | Qt.AlignVCenter)
                y += 22
        y += 24
        facts = tr("%(rounds)d rounds · %(tables)d tables · %(players)d players") % {
            "rounds": len(doc.rounds), "tables": len(doc.table_numbers()), "players": len(doc.players)}
        draw_text(painter, MARGIN, y, width, 16, facts, 11, align=Qt.AlignHCenter | Qt.AlignVCenter)
        y += 26
        errors, warnings, unreadable = self.report.counts()
        color = QColor("#c0392b" if errors or unreadable else "#1e8449")
        draw_text(painter, MARGIN, y, width, 16,
                  tr("Checked: %(errors)d errors, %(warnings)d warnings") % {"errors": errors, "warnings": warnings},
                  11, color=color, align=Qt.AlignHCenter | Qt.AlignVCenter)
        draw_text(painter, MARGIN, h - MARGIN - 12, width, 12,
                  tr("Event pack made by Wartable on %s") % datetime.date.today().isoformat(), 8,
                  color=QColor("#607d8b"), align=Qt.AlignHCenter | Qt.AlignVCenter)


class TablePages:
    """One table of a round: the table document's setup sheet with the table number, round and players."""

    def __init__(self, report: EventReport, round_id: str, slot, sheet, footer: str):
        self.report, self.round_id, self.slot, self.sheet, self.footer = report, round_id, slot, sheet, footer
        self.title = tr("%(round)s, table %(n)d") % {"round": round_label(report.event, round_id), "n": slot.number}
        self.size = _a4()
        self.first_page = 0
        self.total = 0

    def page_count(self) -> int:
        return self.sheet.page_count() if self.sheet is not None else 1

    def page_size(self, index: int) -> tuple[float, float]:
        return self.sheet.page_size(index) if self.sheet is not None else self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        from ..printing.pages import draw_text

        doc = self.report.event
        head = tr("Table %(n)d · %(round)s") % {"n": self.slot.number, "round": round_label(doc, self.round_id)}
        seated = tr(" v ").join(doc.player_name(p) for p in self.slot.players)
        if self.sheet is None:
            w, h = self.size
            painter.fillRect(QRectF(0, 0, w, h), Qt.white)
            draw_text(painter, MARGIN, MARGIN, w - 2 * MARGIN, 22, head, 15, True)
            draw_text(painter, MARGIN, MARGIN + 40, w - 2 * MARGIN, 40,
                      tr("%s cannot be read: see the list-check report and the event check.") % self.slot.table,
                      11, color=QColor("#c0392b"))
            _footer(painter, self.size, self.footer, self.first_page + index, self.total)
            return
        self.sheet.draw_page(painter, index)
        w, _h = self.sheet.page_size(index)
        m = self.sheet.margin
        # the table number takes the place of the sheet's "Table setup sheet" label; who plays above it
        painter.fillRect(QRectF(w - m - 150, m, 150, 18), Qt.white)
        draw_text(painter, w - m - 200, m, 200, 18, head, 12, True, align=Qt.AlignRight | Qt.AlignVCenter)
        if seated:
            draw_text(painter, m, m - 16, w - 2 * m, 14, seated, 9, True, align=Qt.AlignRight | Qt.AlignVCenter,
                      color=QColor("#37474f"))


def printouts(report: EventReport) -> list:
    """The pack's parts in order, each a printout (docs/export.md)."""
    from model.event import resolve

    from ..printing.pages import PageOptions
    from ..printing.setup_sheet import SetupSheet
    from .thumbnails import load_table

    doc = report.event
    footer = doc.name
    parts: list = [CoverPage(report)]
    body: list = [TextPages(tr("Event rules"), rule_lines(report), footer)]
    sheets: dict[str, object] = {}
    for rid, rnd in doc.rounds.items():
        for slot in rnd.tables:
            if slot.table not in sheets:
                table = load_table(resolve(slot.table, report.path))
                findings = report.member_findings(slot.table) if report.member(slot.table) is not None else None
                sheets[slot.table] = None if table is None else SetupSheet(
                    table, findings=findings, options=PageOptions(paper="A4", file_name=slot.table))
            body.append(TablePages(report, rid, slot, sheets[slot.table], footer))
    for plan in report.plans:
        body.append(TextPages(tr("Terrain pick list: %s") % round_label(doc, plan.round),
                              pick_list_lines(report, plan), footer))
    body.append(TextPages(tr("List check"), list_check_lines(report), footer))
    contents = TextPages(tr("Contents"), [], footer)
    for _ in range(3):  # the contents' own length moves the page numbers it gives
        n = 1 + contents.page_count()
        lines = []
        for part in body:
            lines.append(Line(f"{part.title}\t{n + 1}", "row", (0.85, 0.15)))
            n += part.page_count()
        contents = TextPages(tr("Contents"), lines, footer)
    parts += [contents] + body
    total = sum(p.page_count() for p in parts)
    n = 0
    for p in parts:
        p.first_page, p.total = n, total
        n += p.page_count()
    return parts


def make_event_pack(report: EventReport, path: str | os.PathLike,
                    progress: Callable[[int, int], None] | None = None,
                    cancelled: Callable[[], bool] | None = None) -> int:
    """Write the pack PDF for a checked event; returns the number of pages. PackCancelled when
    ``cancelled()`` turns true (the partial file is removed)."""
    from ..printing.pages import Cancelled, write_pdf

    def keep_going(done: int, total: int) -> bool:
        if progress is not None:
            progress(done, total)
        return not (cancelled is not None and cancelled())

    try:
        return write_pdf(printouts(report), os.fspath(path), title=report.event.name, progress=keep_going)
    except Cancelled:
        raise PackCancelled from None
