"""The event pack: one document with everything the volunteers and the judges need on the day.

Pages, in order: a cover (the event, its dates and venue, each round's tables and layouts, what the
check found); the contents; the event's rules in words (from the event's settings); the check
summary (every finding about the event, each table layout's and list's counts); the rounds and
tables (who plays where, on which layout); the terrain to bring (each stock item's use in every
round); then for each round, each table's setup sheet with its table number and players, and the
round's terrain pick list (which stock items go to which table, and what is missing); the
list-check report (one row per player: list, points, status, then each list's findings); and
each player's army roster. Every page's footer counts the pack's pages ("Page 7 of 40").

Everything is drawn from the model and the check's report (never from the screen), with the
printing module's writers (docs/export.md): :class:`EventPack` is one printout, so File > Export
(PDF, PNG pages), File > Print, ``wartable export EVENT`` and ``wartable pack`` print the same
pages on the paper, orientation and margin asked for; :func:`pack_text` is the plain-text summary.
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

from model.event import points_words, scoring_words, timing_words
from model.units import format_length
from validators.event_check import EventReport
from validators.event_rules import item_text, round_label, size_text
from validators.findings import severity_word

from .pages import (MM, PageOptions, draw_footer, draw_text, findings_count, numbered_within, paper_points,
                    wrap)

def tr(text: str) -> str:
    return QCoreApplication.translate("EventPack", text)


def _sentence(word: str) -> str:
    """A word that starts a printed line, capitalised as a sentence starts ("Error: …", "Aviso: …")."""
    return word[:1].upper() + word[1:]


#: the pack's parts, in the order they print: the cover, the event's rules, the check summary, the rounds
#: and tables, the terrain to bring, the setup sheets, each round's terrain pick list, the list check and
#: every player's roster
SECTIONS = ("cover", "rules", "check", "rounds", "terrain", "sheets", "picks", "lists", "rosters")
#: what players are handed: no check result, stock or rosters, and one setup sheet per layout a round uses
PLAYERS = ("cover", "rules", "rounds", "sheets")
ORGANISER = SECTIONS
AUDIENCES = {"players": PLAYERS, "organiser": ORGANISER}


def section_names() -> dict[str, str]:
    """Each section's name in the chosen language (the dialog's boxes, the command's help)."""
    return {"cover": tr("Cover"), "rules": tr("Event rules"), "check": tr("Check summary"),
            "rounds": tr("Rounds and tables"), "terrain": tr("Terrain to bring"), "sheets": tr("Setup sheets"),
            "picks": tr("Terrain pick lists"), "lists": tr("List check"), "rosters": tr("Army rosters")}


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
    limits = sorted({row.limit for row in report.players if getattr(row, "limit", None)})
    if doc.points_limit is not None:  # as the event states it
        out.append(Line(points_words(doc)))
    elif len(limits) == 1:
        out.append(Line(tr("Armies of up to %s points.") % f"{limits[0]:g}"))
    elif limits:
        out.append(Line(tr("Armies of up to %s points, as each list says.") % " / ".join(f"{v:g}" for v in limits)))
    timing = timing_words(doc, round_label)
    if timing:
        out.append(Line(tr("Timing"), "h3"))
        out += [Line(text) for text in timing]
    scoring = scoring_words(doc)
    if scoring:
        out.append(Line(tr("Scoring"), "h3"))
        out += [Line(text) for text in scoring]
    out += ruleset_lines(ruleset)
    if doc.notes:
        out.append(Line(tr("From the organiser:"), "h3"))
        out += [Line(part, "body") for part in doc.notes.splitlines() if part.strip()]
    load_rules()
    overrides = (doc.settings or {}).get("rules") or {}
    if not overrides:
        out.append(Line(tr("Every check runs as the rulebook and the ruleset's defaults say; the event changes "
                           "none of them.")))
        return out
    out.append(Line(tr("The event changes these checks:"), "h3"))
    for rule_id, o in overrides.items():
        r = RULES.get(rule_id)
        summary = r.summary_text() if r else rule_id
        parts = []
        if o.get("enabled") is False:
            parts.append(tr("not checked at this event"))
        for name, value in (o.get("params") or {}).items():
            shown = value if isinstance(value, str) else json.dumps(value)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and ruleset is not None and \
                    name in ("distance", "depth", "edge_distance", "spacing"):
                shown = format_length(ruleset.to_mm(value), unit, ud)
            parts.append(tr("%(name)s: %(value)s") % {"name": param_word(name), "value": shown})
        if o.get("severity"):
            parts.append(tr("reported as %s") % {"error": tr("an error"), "warning": tr("a warning"),
                                                  "info": tr("information")}.get(o["severity"], o["severity"]))
        out.append(Line("• " + summary, "body"))
        out.append(Line("    " + "; ".join(parts), "small"))
    return out


def ruleset_lines(ruleset) -> list[Line]:
    """What the event's ruleset decides beyond the rulebook's numbers: each reading the organiser's
    ruleset makes of a passage that reads two ways (with the passage and its reference), and the
    troop profiles a warband is built on (40K skirmish)."""
    from model.readings import reading_lines, troop_profile_rows

    out = []
    readings = reading_lines(ruleset)
    if readings:
        out.append(Line(tr("Readings of the rulebook"), "h3"))
        out += [Line(text, style) for text, style in readings]
    rows, ref = troop_profile_rows(ruleset)
    if rows:
        widths = (0.4, 0.2, 0.2, 0.2)
        out.append(Line(tr("Troop profiles"), "h3"))
        out.append(Line("\t".join(rows[0]), "rowhead", widths))
        out += [Line("\t".join(row), "row", widths) for row in rows[1:]]
        out.append(Line(ref, "small"))
    return out


def param_word(name: str) -> str:
    """A rule parameter of the event's settings (docs/validators.md) in words."""
    words = {"distance": tr("distance"), "depth": tr("depth"), "edge_distance": tr("distance from the edge"),
             "spacing": tr("spacing"), "limit": tr("points limit"), "max": tr("at most"), "min": tr("at least"),
             "max_share": tr("largest share"), "per_unit": tr("per unit"), "hexes": tr("hexes"),
             "hexes_per_player": tr("hexes per player"), "require": tr("required")}
    return words.get(name, name.replace("_", " "))


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
    from .setup_sheet import event_table

    kinds = {k["id"]: k.get("name", k["id"]) for k in (ruleset.terrain_kinds() if ruleset else [])}
    for slot in rnd.tables:
        needs = [n for n in plan.needs if n.table == slot.number]
        table = event_table(slot.table, report.path)
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
    if not report.players:
        return [Line(tr("The event has no players and no lists yet."), "small")]
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
            out.append(Line(f"{_sentence(severity_word(f.severity))}: {f.message}", "error" if f.severity.value == "error" else "body"))
            out.append(Line(f"    {f.reference}", "small"))
    return out


def _ruleset(report: EventReport):
    from model.ruleset import load_ruleset

    try:
        return load_ruleset(report.event.ruleset)
    except Exception:  # the check says what is wrong with it; the pack still prints
        return None


def _seated(doc, slot) -> str:
    return tr(" v ").join(doc.player_name(p) for p in slot.players)


def _table_name(tables: dict, ref: str) -> str:
    table = tables.get(ref)
    return table.name if table is not None else tr("%s (cannot be read)") % ref


def round_lines(report: EventReport, tables: dict) -> list[Line]:
    """Who plays where in each round, and on which layout (the page put up on the wall)."""
    doc = report.event
    widths = (0.12, 0.44, 0.44)
    out: list[Line] = []
    if not doc.rounds:
        out.append(Line(tr("The event has no rounds yet."), "small"))
    for rid, rnd in doc.rounds.items():
        out.append(Line(round_label(doc, rid), "h3"))
        out.append(Line("\t".join([tr("Table"), tr("Players"), tr("Layout")]), "rowhead", widths))
        for slot in rnd.tables:
            out.append(Line("\t".join([str(slot.number), _seated(doc, slot) or tr("nobody seated"),
                                       _table_name(tables, slot.table)]), "row", widths))
        if not rnd.tables:
            out.append(Line(tr("no tables in this round"), "small"))
    return out


def bring_lines(report: EventReport) -> list[Line]:
    """Each stock item's use in every round, the most any round takes (what to bring) and what the club owns."""
    doc, ruleset = report.event, _ruleset(report)
    plans = {p.round: p for p in report.plans}
    rounds = list(doc.rounds)
    n = len(rounds)
    first = 0.4 if n <= 4 else 0.3
    share = (1 - first) / (n + 2)
    widths = (first,) + (share,) * (n + 2)
    out = [Line(tr("The most pieces of each item that any one round sets out, to have every table of that round "
                   "built at once."), "small"),
           Line("\t".join([tr("Stock item")] + [round_label(doc, r) for r in rounds] + [tr("Bring"), tr("Owned")]),
                "rowhead", widths)]
    for item in doc.inventory.values():
        used = [plans[r].used.get(item.id, 0) if r in plans else 0 for r in rounds]
        out.append(Line("\t".join([item_text(item, ruleset)] + [str(u) for u in used]
                                  + [str(max(used, default=0)), str(item.count)]), "row", widths))
    if not doc.inventory:
        out.append(Line(tr("The event has no terrain stock: the tables' pieces are not matched to any."), "small"))
    short = [p for p in report.plans if p.shortages]
    if short:
        out.append(Line(tr("Not in the stock"), "h3"))
        for plan in short:
            for f in report.round_findings(plan.round):
                if f.rule == "event.terrain-stock":
                    out.append(Line(f.message, "error"))
    elif doc.inventory:
        out.append(Line(tr("The stock builds every table of every round."), "ok"))
    return out


def check_lines(report: EventReport, tables: dict) -> list[Line]:
    """What the check found, in short: the event's own findings, each layout's and list's counts."""
    doc = report.event
    errors, warnings, unreadable = report.counts()
    out = [Line(tr("%(errors)d errors, %(warnings)d warnings, %(unreadable)d files that cannot be read") % {
        "errors": errors, "warnings": warnings, "unreadable": unreadable}, "error" if errors or unreadable else "ok")]
    if report.cancelled:
        out.append(Line(tr("The check was cancelled: what it had not reached is not counted."), "error"))
    out.append(Line(tr("The event"), "h3"))
    if not report.findings:
        out.append(Line(tr("No problems found."), "ok"))
    for f in report.findings:
        out.append(Line(f"{_sentence(severity_word(f.severity))}: {f.message}", "error" if f.severity.value == "error" else "body"))
    widths = (0.46, 0.18, 0.18, 0.18)
    out.append(Line(tr("Table layouts"), "h3"))
    if not doc.table_files():
        out.append(Line(tr("No round has a table laid out yet."), "small"))
        return out
    out.append(Line("\t".join([tr("Layout"), tr("Errors"), tr("Warnings"), tr("Notes")]), "rowhead", widths))
    for ref in doc.table_files():
        result = report.member(ref)
        name = f"{_table_name(tables, ref)} ({ref})"
        if result is None or result.unreadable is not None:
            out.append(Line("\t".join([name, tr("cannot be read"), "", ""]), "row", widths))
            continue
        notes = sum(f.severity.value == "info" for f in (result.findings or ()))
        out.append(Line("\t".join([name, str(result.errors), str(result.warnings), str(notes)]), "row", widths))
    out.append(Line(tr("Each table's findings are on its setup sheet; each list's in the list check."), "small"))
    return out


# -- pages ----------------------------------------------------------------------------------------
# Every part of the pack is a printout (docs/export.md): pages in points, drawn by draw_page; the parts
# together are the EventPack printout, whose footers count the pack's pages.

SIZES = {"h1": 26, "h2": 15, "h3": 11, "body": 9.5, "small": 8, "error": 9.5, "ok": 9.5, "row": 9, "rowhead": 9}
COLORS = {"h1": "#1d1d1d", "h2": "#1d1d1d", "h3": "#263238", "body": "#1d1d1d", "small": "#455a64",
          "error": "#c0392b", "ok": "#1e8449", "row": "#1d1d1d", "rowhead": "#1d1d1d"}
BOLD = {"h1", "h2", "h3", "rowhead"}
HEADINGS = {"h2", "h3", "rowhead"}  # kept on the page of the line that follows them


def _options(options: PageOptions | None) -> PageOptions:
    from dataclasses import replace

    options = options or PageOptions()
    return options if options.paper else replace(options, paper="A4")


def _text_size(options: PageOptions) -> tuple[float, float]:
    """Text pages: portrait unless landscape is asked for."""
    return paper_points(options.paper, options.orientation == "landscape")


def _row_cells(line: Line, width: float) -> list[list[str]]:
    size = SIZES[line.style]
    return [wrap(cell, size, width * share - 4, line.style in BOLD) for cell, share in
            zip(line.text.split("\t"), line.widths)]


def _wrapped(line: Line, width: float) -> list[str]:
    if line.widths:
        return [""] * max((len(c) for c in _row_cells(line, width)), default=1)
    return wrap(line.text, SIZES[line.style], width, line.style in BOLD)


def _line_height(line: Line, width: float) -> float:
    size = SIZES[line.style]
    before = 8 if line.style == "h3" else 12 if line.style == "h2" else 0
    return before + size * 1.4 * len(_wrapped(line, width))


class TextPages:
    """A titled section of text lines flowed over pages of the pack's paper."""

    def __init__(self, title: str, lines: list[Line], footer: str, options: PageOptions | None = None):
        options = _options(options)
        self.title, self.lines, self.footer = title, lines, footer
        self.size = _text_size(options)
        self.margin = options.margin_mm * MM
        self.first_page = 0  # set when the pack is put together: its number in the pack, from 0
        self.total = 0
        width = self.size[0] - 2 * self.margin
        top, bottom = self.margin + 30, self.size[1] - self.margin - 18
        self._pages: list[list[Line]] = [[]]
        y = top
        heights = [_line_height(line, width) for line in lines]
        for i, (line, h) in enumerate(zip(lines, heights)):
            # a heading goes to the next page with the line under it rather than end a page alone
            need = h + (heights[i + 1] if line.style in HEADINGS and i + 1 < len(lines) else 0)
            if y + need > bottom and self._pages[-1] and not (
                    line.style == "rowhead" and self._pages[-1][-1].style == "h3"):
                self._pages.append([])
                y = top
            self._pages[-1].append(line)
            y += h

    def page_count(self) -> int:
        return len(self._pages)

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        w, h = self.size
        m = self.margin
        width = w - 2 * m
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        continued = tr("continued")  # outside the f-string: lupdate does not read inside one
        title = self.title if index == 0 else f"{self.title} ({continued})"
        draw_text(painter, m, m, width, 22, title, SIZES["h2"], bold=True)
        y = m + 30
        for line in self._pages[index]:
            size, bold, color = SIZES[line.style], line.style in BOLD, QColor(COLORS[line.style])
            y += 8 if line.style == "h3" else 12 if line.style == "h2" else 0
            step = size * 1.4
            if line.widths:
                cells = _row_cells(line, width)
                x = m
                for parts, share in zip(cells, line.widths):
                    for k, part in enumerate(parts):
                        draw_text(painter, x, y + k * step, width * share - 4, step, part, size, bold, color=color)
                    x += width * share
                rows = max((len(c) for c in cells), default=1)
                if line.style == "rowhead":
                    painter.setPen(QPen(QColor("#90a4ae"), 0.6))
                    painter.drawLine(QPointF(m, y + step * rows), QPointF(m + width, y + step * rows))
                y += step * rows
                continue
            for part in _wrapped(line, width):
                draw_text(painter, m, y, width, step, part, size, bold, color=color)
                y += step
        draw_footer(painter, w, h, m, self.footer, index, self.page_count())


class CoverPage:
    """The pack's first page: the event, when and where, its rounds and tables, and what the check found."""

    def __init__(self, report: EventReport, tables: dict, options: PageOptions | None = None,
                 checked: bool = True):
        options = _options(options)
        self.report, self.tables = report, tables
        self.checked = checked  # the check's counts on the cover (never in the players' pack)
        self.size = _text_size(options)
        self.margin = options.margin_mm * MM
        self.title = report.event.name
        self.first_page, self.total = 0, 0

    def page_count(self) -> int:
        return 1

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        doc, (w, h), m = self.report.event, self.size, self.margin
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        width = w - 2 * m
        centred = Qt.AlignHCenter | Qt.AlignVCenter
        y = h * 0.18
        for part in wrap(doc.name, 26, width, True):
            draw_text(painter, m, y, width, 34, part, 26, True, align=centred)
            y += 34
        y += 14
        dates = doc.start_date if not doc.end_date or doc.end_date == doc.start_date else \
            f"{doc.start_date} – {doc.end_date}"
        for text in (dates, doc.venue):
            if text:
                draw_text(painter, m, y, width, 20, text, 14, align=centred)
                y += 22
        y += 24
        facts = tr("%(rounds)d rounds · %(tables)d tables · %(players)d players") % {
            "rounds": len(doc.rounds), "tables": len(doc.table_numbers()), "players": len(doc.players)}
        draw_text(painter, m, y, width, 16, facts, 11, align=centred)
        y += 26
        if self.checked:
            errors, warnings, unreadable = self.report.counts()
            color = QColor("#c0392b" if errors or unreadable else "#1e8449")
            checked = tr("Checked: {counts}").format(counts=findings_count(errors, warnings))
            if unreadable:
                checked += tr("; %d files cannot be read") % unreadable
            draw_text(painter, m, y, width, 16, checked, 11, color=color, align=centred)
        y += 40
        # each round: how many tables and on which layouts
        left, box = m + width * 0.1, width * 0.8
        cols = (0.3, 0.15, 0.55)
        heads = (tr("Round"), tr("Tables"), tr("Layouts"))
        x = left
        for text, share in zip(heads, cols):
            draw_text(painter, x, y, box * share - 4, 14, text, 9.5, True)
            x += box * share
        painter.setPen(QPen(QColor("#90a4ae"), 0.6))
        painter.drawLine(QPointF(left, y + 15), QPointF(left + box, y + 15))
        y += 18
        for rid, rnd in doc.rounds.items():
            names = ", ".join(dict.fromkeys(_table_name(self.tables, s.table) for s in rnd.tables))
            cells = (wrap(round_label(doc, rid), 9.5, box * cols[0] - 4), [str(len(rnd.tables))],
                     wrap(names or "—", 9.5, box * cols[2] - 4))
            rows = max(len(c) for c in cells)
            if y + rows * 13 > h - m - 40:
                draw_text(painter, left, y, box, 13, tr("… and more rounds: see the contents"), 9.5)
                break
            x = left
            for parts, share in zip(cells, cols):
                for k, part in enumerate(parts):
                    draw_text(painter, x, y + k * 13, box * share - 4, 13, part, 9.5)
                x += box * share
            y += rows * 13 + 3
        draw_text(painter, m, h - m - 30, width, 12,
                  tr("Event pack made by Wartable on %s") % datetime.date.today().isoformat(), 8,
                  color=QColor("#607d8b"), align=centred)
        draw_footer(painter, w, h, m, doc.name, index, 1)


class TablePages:
    """One table of a round: the table document's setup sheet with the table number, round and players."""

    def __init__(self, report: EventReport, round_id: str, slot, sheet, footer: str,
                 options: PageOptions | None = None, slots: list | None = None):
        options = _options(options)
        self.report, self.round_id, self.slot, self.sheet, self.footer = report, round_id, slot, sheet, footer
        self.slots = slots or [slot]  # the round's tables set up on this layout (one sheet for them all)
        numbers = ", ".join(str(s.number) for s in self.slots)
        self.title = (tr("%(round)s, table %(n)d") % {"round": round_label(report.event, round_id), "n": slot.number}
                      if len(self.slots) == 1 else
                      tr("%(round)s, tables %(n)s") % {"round": round_label(report.event, round_id), "n": numbers})
        self.size = _text_size(options)
        self.margin = options.margin_mm * MM
        self.first_page = 0
        self.total = 0

    def page_count(self) -> int:
        return self.sheet.page_count() if self.sheet is not None else 1

    def page_size(self, index: int) -> tuple[float, float]:
        return self.sheet.page_size(index) if self.sheet is not None else self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        doc = self.report.event
        if len(self.slots) == 1:
            head = tr("Table %(n)d · %(round)s") % {"n": self.slot.number, "round": round_label(doc, self.round_id)}
            seated = _seated(doc, self.slot)
        else:  # one sheet for every table on the layout: their numbers (who plays where is in the pairings)
            head = tr("Tables %(n)s · %(round)s") % {"n": ", ".join(str(s.number) for s in self.slots),
                                                     "round": round_label(doc, self.round_id)}
            seated = ""
        if self.sheet is None:
            w, h = self.size
            m = self.margin
            painter.fillRect(QRectF(0, 0, w, h), Qt.white)
            draw_text(painter, m, m, w - 2 * m, 22, head, 15, True)
            if seated:
                draw_text(painter, m, m + 24, w - 2 * m, 16, seated, 11, True)
            for k, part in enumerate(wrap(tr("%s cannot be read: see the check summary and the list check.")
                                          % self.slot.table, 11, w - 2 * m)):
                draw_text(painter, m, m + 56 + k * 16, w - 2 * m, 16, part, 11, color=QColor("#c0392b"))
            draw_footer(painter, w, h, m, self.footer, index, 1)
            return
        # the sheet is shared by every table on this layout: its heading is this table's
        self.sheet.heading, self.sheet.heading_size, self.sheet.heading_note = head, 12.0, seated
        self.sheet.draw_page(painter, index)


class RosterPages:
    """A player's army roster (``editor.printing.roster``), named in the contents by the player."""

    def __init__(self, roster, player: str):
        self.roster = roster
        self.title = tr("Roster: %(player)s — %(list)s") % {"player": player, "list": roster.title}
        self.first_page, self.total = 0, 0

    def page_count(self) -> int:
        return self.roster.page_count()

    def page_size(self, index: int) -> tuple[float, float]:
        return self.roster.page_size(index)

    def draw_page(self, painter: QPainter, index: int) -> None:
        self.roster.draw_page(painter, index)


def _rosters(report: EventReport, options: PageOptions) -> list[RosterPages]:
    from dataclasses import replace

    from model import files
    from model.errors import DocumentError
    from model.event import resolve

    from .roster import Roster

    out = []
    for row in report.players:
        if not row.list_ref or row.problem:
            continue
        full = resolve(row.list_ref, report.path)
        try:
            army = files.load_shared(full)
            if army.KIND != "army":
                continue
        except (OSError, DocumentError):
            continue
        try:
            catalogue = files.load_catalogue_for(army, full)
        except DocumentError:
            catalogue = None
        roster = Roster(army, full, findings=report.member_findings(row.list_ref), catalogue=catalogue,
                        options=replace(options, file_name=row.list_ref),
                        player=row.name if row.player else None)
        out.append(RosterPages(roster, row.name))
    return out


def printouts(report: EventReport, options: PageOptions | None = None, sections=ORGANISER,
              per_layout: bool | None = None) -> list:
    """The pack's parts in order, each a printout (docs/export.md), on the paper ``options`` ask for
    (A4 by default): the ``sections`` asked for (:data:`SECTIONS`; :data:`PLAYERS` for the players'
    pack). ``per_layout``: one setup sheet per layout a round uses, headed with its table numbers (the
    players' pack), rather than one per table; None: so when the pack has no check summary."""
    from dataclasses import replace

    from .setup_sheet import SetupSheet

    unknown = [s for s in sections if s not in SECTIONS]
    if unknown:
        raise ValueError(tr("no pack section %(name)s (there are: %(all)s)") % {
            "name": ", ".join(unknown), "all": ", ".join(SECTIONS)})
    if options is None or not options.paper:  # Letter for a game measured in inches, A4 otherwise (as tables)
        from dataclasses import replace as _replace

        from .pages import default_paper

        ruleset = _ruleset(report)
        options = _replace(options or PageOptions(), paper=default_paper(ruleset.unit if ruleset else None))
    doc = report.event
    footer = doc.name
    tables = _tables(report)
    if per_layout is None:  # the players' pack: one sheet per layout, not per table
        per_layout = "check" not in sections
    parts: list = [CoverPage(report, tables, options, checked="check" in sections)] if "cover" in sections else []
    body: list = []
    for name, title, lines in (("rules", tr("Event rules"), lambda: rule_lines(report)),
                               ("check", tr("Check summary"), lambda: check_lines(report, tables)),
                               ("rounds", tr("Rounds and tables"), lambda: round_lines(report, tables)),
                               ("terrain", tr("Terrain to bring"), lambda: bring_lines(report))):
        if name in sections:
            body.append(TextPages(title, lines(), footer, options))
    sheets: dict[str, object] = {}
    plans = {p.round: p for p in report.plans}
    for rid, rnd in doc.rounds.items():
        if "sheets" in sections:
            groups: dict = {}
            for slot in rnd.tables:
                groups.setdefault(slot.table if per_layout else id(slot), []).append(slot)
            for slots in groups.values():
                slot = slots[0]
                if slot.table not in sheets:
                    table = tables.get(slot.table)
                    findings = report.member_findings(slot.table) if report.member(slot.table) is not None else None
                    sheets[slot.table] = None if table is None else SetupSheet(
                        table, findings=findings, options=replace(options, file_name=slot.table),
                        checks="check" in sections)
                body.append(TablePages(report, rid, slot, sheets[slot.table], footer, options, slots=slots))
        if rid in plans and "picks" in sections:
            body.append(TextPages(tr("Terrain pick list: %s") % round_label(doc, rid),
                                  pick_list_lines(report, plans[rid]), footer, options))
    if "lists" in sections:
        body.append(TextPages(tr("List check"), list_check_lines(report), footer, options))
    if "rosters" in sections:
        body += _rosters(report, options)
    contents = TextPages(tr("Contents"), [], footer, options)
    for _ in range(3):  # the contents' own length moves the page numbers it gives
        n = 1 + contents.page_count()
        lines = []
        for part in body:
            lines.append(Line(f"{part.title}\t{n + 1}", "row", (0.88, 0.12)))
            n += part.page_count()
        contents = TextPages(tr("Contents"), lines, footer, options)
    parts += [contents] + body
    total = sum(p.page_count() for p in parts)
    n = 0
    for p in parts:
        p.first_page, p.total = n, total
        n += p.page_count()
    return parts


class EventPack:
    """The whole pack as one printout: its parts' pages one after the other, each footer counting the pack."""

    def __init__(self, report: EventReport, options: PageOptions | None = None, sections=ORGANISER,
                 per_layout: bool | None = None):
        self.report = report
        self.title = report.event.name
        self.parts = printouts(report, options, sections, per_layout)
        self._pages = [(part, i) for part in self.parts for i in range(part.page_count())]

    def page_count(self) -> int:
        return len(self._pages)

    def page_size(self, index: int) -> tuple[float, float]:
        part, i = self._pages[index]
        return part.page_size(i)

    def draw_page(self, painter: QPainter, index: int) -> None:
        part, i = self._pages[index]
        with numbered_within(part.first_page, part.total):
            part.draw_page(painter, i)


def pack_text(report: EventReport) -> str:
    """The pack in plain text (to send round or post): the event, the check, rounds and tables, the
    terrain to bring and to pick for each round, and the list check."""
    doc = report.event
    tables = _tables(report)
    out = [doc.name, "=" * len(doc.name)]
    dates = doc.start_date if not doc.end_date or doc.end_date == doc.start_date else \
        f"{doc.start_date} – {doc.end_date}"
    out += [t for t in (dates, doc.venue) if t]
    out.append(tr("%(rounds)d rounds · %(tables)d tables · %(players)d players") % {
        "rounds": len(doc.rounds), "tables": len(doc.table_numbers()), "players": len(doc.players)})
    sections = [(tr("Event rules"), rule_lines(report)), (tr("Check summary"), check_lines(report, tables)),
                (tr("Rounds and tables"), round_lines(report, tables)), (tr("Terrain to bring"), bring_lines(report))]
    sections += [(tr("Terrain pick list: %s") % round_label(doc, p.round), pick_list_lines(report, p))
                 for p in report.plans]
    sections.append((tr("List check"), list_check_lines(report)))
    for title, lines in sections:
        out += ["", title, "-" * len(title)]
        out += _text_lines(lines)
    return "\n".join(out) + "\n"


def _tables(report: EventReport) -> dict:
    from .setup_sheet import event_table

    return {ref: event_table(ref, report.path) for ref in report.event.table_files()}


def _text_lines(lines: list[Line]) -> list[str]:
    """Lines as plain text: headings with a blank line before them, rows in padded columns."""
    out: list[str] = []
    block: list[list[str]] = []

    def flush():
        if block:
            widths = [max(len(r[k]) if k < len(r) else 0 for r in block) for k in range(max(map(len, block)))]
            out.extend("  ".join(c.ljust(widths[k]) for k, c in enumerate(r)).rstrip() for r in block)
            block.clear()

    for line in lines:
        if line.widths:
            block.append([c.strip() for c in line.text.split("\t")])
            continue
        flush()
        if line.style in ("h2", "h3"):
            out += ["", line.text]
        else:
            out.append(line.text)
    flush()
    return out


def make_event_pack(report: EventReport, path: str | os.PathLike,
                    progress: Callable[[int, int], None] | None = None,
                    cancelled: Callable[[], bool] | None = None, options: PageOptions | None = None,
                    sections=ORGANISER, per_layout: bool | None = None) -> int:
    """Write the pack PDF for a checked event; returns the number of pages. PackCancelled when
    ``cancelled()`` turns true (the partial file is removed)."""
    from .pages import Cancelled, write_pdf

    def keep_going(done: int, total: int) -> bool:
        if progress is not None:
            progress(done, total)
        return not (cancelled is not None and cancelled())

    try:
        return write_pdf(EventPack(report, options, sections, per_layout), os.fspath(path), title=report.event.name,
                         progress=keep_going)
    except Cancelled:
        raise PackCancelled from None
