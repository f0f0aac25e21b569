"""The event pack: one PDF with everything the volunteers and the judges need on the day.

Pages, in order: a cover; the contents; the event's rules in words (from the event's settings);
for each round, each table's setup sheet with its table number and players; the terrain pick
list of each round (which stock items go to which table, and what is missing); the list-check
report (one row per player: list, points, status, then each list's findings).

Everything is drawn from the model and the check's report (never from the screen), with
QPdfWriter. ``progress(done, total)`` is called after each page; when ``cancelled()`` turns
true the pack stops and the partial file is removed.
"""
from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from model.units import format_length
from validators.event_check import EventReport
from validators.event_rules import item_text, round_label, size_text

RESOLUTION = 150
PT = RESOLUTION / 72.0


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


@dataclass
class Section:
    title: str
    lines: list[Line] = field(default_factory=list)
    table: tuple | None = None  # (round id, slot) for a setup sheet page


STYLES = {"h1": (20, True, "#1d1d1d"), "h2": (14, True, "#1d1d1d"), "h3": (11, True, "#263238"),
          "body": (9.5, False, "#1d1d1d"), "small": (8, False, "#455a64"), "error": (9.5, False, "#c0392b"),
          "ok": (9.5, False, "#1e8449"), "row": (9, False, "#1d1d1d"), "rowhead": (9, True, "#1d1d1d")}


def _font(style: str) -> QFont:
    size, bold, _ = STYLES[style]
    f = QFont()
    f.setPixelSize(max(1, round(size * PT)))
    f.setBold(bold)
    return f


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


def sections(report: EventReport) -> list[Section]:
    doc = report.event
    out = [Section(tr("Event rules"), rule_lines(report))]
    for rid, rnd in doc.rounds.items():
        for slot in rnd.tables:
            out.append(Section(tr("%(round)s, table %(n)d") % {"round": round_label(doc, rid), "n": slot.number},
                               table=(rid, slot)))
    for plan in report.plans:
        out.append(Section(tr("Terrain pick list: %s") % round_label(doc, plan.round), pick_list_lines(report, plan)))
    out.append(Section(tr("List check"), list_check_lines(report)))
    return out


# -- drawing ---------------------------------------------------------------------------------------

class _Writer:
    """Pages of a QPdfWriter, portrait for text and landscape for wide tables."""

    def __init__(self, path: str, title: str):
        self.pdf = QPdfWriter(path)
        self.pdf.setResolution(RESOLUTION)
        self.pdf.setTitle(title)
        self.pdf.setCreator("Wartable")
        self.portrait = QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Portrait, QMarginsF(0, 0, 0, 0))
        self.landscape = QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Landscape, QMarginsF(0, 0, 0, 0))
        self.pdf.setPageLayout(self.portrait)
        self.painter = QPainter()
        self.pages = 0

    def new_page(self, landscape: bool = False) -> QRectF:
        self.pdf.setPageLayout(self.landscape if landscape else self.portrait)
        if self.pages == 0:
            if not self.painter.begin(self.pdf):
                raise OSError("the PDF could not be started")
        elif not self.pdf.newPage():
            raise OSError("a new page could not be started")
        self.pages += 1
        return QRectF(0, 0, self.pdf.width(), self.pdf.height())

    def end(self) -> None:
        if self.painter.isActive():
            self.painter.end()


def _text_pages(lines: list[Line], page_h: float) -> list[list[Line]]:
    """Lines split into pages (the first line of each page is a heading or the continuation)."""
    margin = 40 * PT
    pages, current, y = [], [], margin + 30 * PT
    for line in lines:
        h = _line_height(line)
        if y + h > page_h - margin and current:
            pages.append(current)
            current, y = [], margin + 30 * PT
        current.append(line)
        y += h
    pages.append(current)
    return pages


def _line_height(line: Line) -> float:
    size = STYLES[line.style][0]
    extra = 10 if line.style in ("h1", "h2") else 6 if line.style == "h3" else 0
    wraps = 1 + len(line.text) // 110 if line.style not in ("row", "rowhead") else 1
    return (size * 1.45 * wraps + extra) * PT


def _draw_lines(painter: QPainter, page: QRectF, title: str, lines: list[Line], footer: str) -> None:
    margin = 40 * PT
    painter.fillRect(page, Qt.white)
    painter.setPen(QColor("#1d1d1d"))
    painter.setFont(_font("h2"))
    width = page.width() - 2 * margin
    painter.drawText(QRectF(margin, margin, width, 24 * PT), Qt.AlignLeft | Qt.AlignVCenter, title)
    y = margin + 30 * PT
    for line in lines:
        h = _line_height(line)
        size, _bold, color = STYLES[line.style]
        painter.setFont(_font(line.style))
        painter.setPen(QColor(color))
        if line.style in ("h2", "h3"):
            y += (6 if line.style == "h3" else 10) * PT
            h -= (6 if line.style == "h3" else 10) * PT
        if line.widths:
            x = margin
            for cell, share in zip(line.text.split("\t"), line.widths):
                painter.drawText(QRectF(x, y, width * share - 4 * PT, h), Qt.AlignLeft | Qt.AlignTop, cell)
                x += width * share
            if line.style == "rowhead":
                painter.setPen(QPen(QColor("#90a4ae"), 0.8 * PT))
                painter.drawLine(margin, y + h - 1 * PT, margin + width, y + h - 1 * PT)
        else:
            painter.drawText(QRectF(margin, y, width, h), Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, line.text)
        y += h
    _draw_footer(painter, page, footer)


def _draw_footer(painter: QPainter, page: QRectF, footer: str) -> None:
    painter.setFont(_font("small"))
    painter.setPen(QColor("#607d8b"))
    painter.drawText(QRectF(40 * PT, page.height() - 30 * PT, page.width() - 80 * PT, 14 * PT),
                     Qt.AlignRight | Qt.AlignVCenter, footer)


def _draw_cover(painter: QPainter, page: QRectF, report: EventReport) -> None:
    doc = report.event
    painter.fillRect(page, Qt.white)
    margin = 60 * PT
    width = page.width() - 2 * margin
    y = page.height() * 0.28
    painter.setPen(QColor("#1d1d1d"))
    painter.setFont(_font("h1"))
    title_font = _font("h1")
    title_font.setPixelSize(round(28 * PT))
    painter.setFont(title_font)
    painter.drawText(QRectF(margin, y, width, 90 * PT), Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap, doc.name)
    y += 100 * PT
    painter.setFont(_font("h2"))
    dates = doc.start_date if not doc.end_date or doc.end_date == doc.start_date else \
        f"{doc.start_date} – {doc.end_date}"
    for text in (dates, doc.venue):
        if text:
            painter.drawText(QRectF(margin, y, width, 24 * PT), Qt.AlignHCenter, text)
            y += 26 * PT
    painter.setFont(_font("body"))
    y += 20 * PT
    facts = tr("%(rounds)d rounds · %(tables)d tables · %(players)d players") % {
        "rounds": len(doc.rounds), "tables": len(doc.table_numbers()), "players": len(doc.players)}
    painter.drawText(QRectF(margin, y, width, 18 * PT), Qt.AlignHCenter, facts)
    y += 30 * PT
    errors, warnings, unreadable = report.counts()
    painter.setPen(QColor("#c0392b" if errors or unreadable else "#1e8449"))
    painter.drawText(QRectF(margin, y, width, 18 * PT), Qt.AlignHCenter,
                     tr("Checked: %(errors)d errors, %(warnings)d warnings") % {"errors": errors, "warnings": warnings})
    _draw_footer(painter, page, tr("Event pack made by Wartable on %s") % datetime.date.today().isoformat())


def _draw_sheet(painter: QPainter, page: QRectF, report: EventReport, rid: str, slot, footer: str) -> None:
    from .thumbnails import load_table

    doc = report.event
    from model.event import resolve

    table = load_table(resolve(slot.table, report.path))
    painter.fillRect(page, Qt.white)
    band = 34 * PT
    painter.setPen(QColor("#1d1d1d"))
    painter.setFont(_font("h2"))
    seated = tr(" v ").join(doc.player_name(p) for p in slot.players)
    head = tr("Table %(n)d · %(round)s") % {"n": slot.number, "round": round_label(doc, rid)}
    painter.drawText(QRectF(18 * PT, 10 * PT, page.width() - 36 * PT, band - 10 * PT), Qt.AlignLeft | Qt.AlignVCenter,
                     head + (f" · {seated}" if seated else ""))
    painter.setFont(_font("body"))
    painter.drawText(QRectF(18 * PT, 10 * PT, page.width() - 36 * PT, band - 10 * PT),
                     Qt.AlignRight | Qt.AlignVCenter, slot.table)
    rest = QRectF(0, band, page.width(), page.height() - band)
    if table is None:
        painter.setPen(QColor("#c0392b"))
        painter.drawText(rest, Qt.AlignCenter, tr("%s cannot be read: see the report") % slot.table)
    else:
        render_setup_sheet(painter, table, rest)
    _draw_footer(painter, page, footer)


def render_setup_sheet(painter: QPainter, table, rect: QRectF) -> None:
    """A table's setup sheet drawn into ``rect`` (the print renderer's sheet)."""
    from ..export import _ruleset_or_none, render_table

    painter.save()
    painter.translate(rect.topLeft())
    render_table(painter, table, _ruleset_or_none(table, None), QRectF(0, 0, rect.width(), rect.height()), PT)
    painter.restore()


def make_event_pack(report: EventReport, path: str | os.PathLike,
                    progress: Callable[[int, int], None] | None = None,
                    cancelled: Callable[[], bool] | None = None) -> int:
    """Write the pack PDF for a checked event; returns the number of pages."""
    path = os.fspath(path)
    parts = sections(report)
    # lay the text out first, so the contents page can give page numbers
    page_h = QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Portrait,
                         QMarginsF()).fullRectPixels(RESOLUTION).height()
    laid: list[tuple[Section, list[list[Line]] | None]] = []
    page_no = 3  # cover, contents
    starts: list[tuple[str, int]] = []
    for s in parts:
        pages = None if s.table is not None else _text_pages(s.lines, page_h)
        starts.append((s.title, page_no))
        laid.append((s, pages))
        page_no += 1 if pages is None else len(pages)
    contents = [Line(f"{title}\t{n}", "row", (0.85, 0.15)) for title, n in starts]
    contents_pages = _text_pages(contents, page_h)
    if len(contents_pages) > 1:  # a long contents list pushes everything on
        shift = len(contents_pages) - 1
        contents = [Line(f"{title}\t{n + shift}", "row", (0.85, 0.15)) for title, n in starts]
        contents_pages = _text_pages(contents, page_h)
    total = 1 + len(contents_pages) + sum(1 if p is None else len(p) for _s, p in laid)
    writer = _Writer(path, report.event.name)
    done = 0

    def step():
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)
        if cancelled is not None and cancelled():
            raise PackCancelled

    footer = report.event.name
    try:
        page = writer.new_page()
        _draw_cover(writer.painter, page, report)
        step()
        for i, lines in enumerate(contents_pages):
            page = writer.new_page()
            _draw_lines(writer.painter, page, tr("Contents"), lines, f"{footer} · {writer.pages}")
            step()
        for s, pages in laid:
            if pages is None:
                rid, slot = s.table
                from .thumbnails import load_table
                from model.event import resolve

                table = load_table(resolve(slot.table, report.path))
                wide = table is None or table.width >= table.depth
                page = writer.new_page(landscape=wide)
                _draw_sheet(writer.painter, page, report, rid, slot, f"{footer} · {writer.pages}")
                step()
                continue
            for i, lines in enumerate(pages):
                page = writer.new_page()
                title = s.title if i == 0 else f"{s.title} ({tr('continued')})"
                _draw_lines(writer.painter, page, title, lines, f"{footer} · {writer.pages}")
                step()
    except BaseException:
        writer.end()
        try:
            os.unlink(path)
        except OSError:
            pass
        raise
    writer.end()
    return writer.pages
