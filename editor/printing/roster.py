"""The army roster (the sheet a judge signs at list check) and Check Folder's report.

A roster lists the army's name, player, catalogue and ruleset, every unit with the leaders,
banner bearers, champions and characters joined to it, the models and points of each line,
the total against the limit, and the validation findings with their references. The same
content is written as plain text by :func:`roster_text` (``wartable export --to txt``).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .pages import GREY, INK, MM, PageOptions, draw_footer, draw_text, findings_count, fitted, paper_points, text_width, wrap


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


ROLE_WORDS = {"leader": "leader", "banner": "banner", "champion": "champion", "character": "character"}


def _num(v: float) -> str:
    return f"{v:g}" if v == int(v) else f"{v:.1f}"


def _sev(f) -> str:
    sev = getattr(f.severity, "value", str(f.severity))
    return {"error": tr("Error"), "warning": tr("Warning"), "info": tr("Note")}.get(sev, sev)


def _role(role: str | None) -> str:
    return {"leader": tr("leader"), "banner": tr("banner"), "champion": tr("champion"),
            "character": tr("character")}.get(role or "", role or "")


def roster_lines(army, catalogue) -> list[tuple[int, str, str, str, str]]:
    """(depth, name, profile and role, models, points) for each line: units, then what joins them."""
    entries = list(army.entries.values())
    top = [e for e in entries if e.attached_to is None or e.attached_to not in army.entries or e.attached_to == e.id]
    out = []

    def line(e, depth):
        profile = catalogue.profiles.get(e.profile) if catalogue is not None else None
        name = e.label or (profile.name if profile else e.profile)
        what = profile.name if profile else tr("{id} (not in the catalogue)").format(id=e.profile)
        extra = ([tr("general")] if e.general else []) + ([_role(e.role)] if e.role else [])
        if profile and e.options:
            opts = {o.id: o.name for o in profile.options}
            extra += [opts.get(o, o) for o in e.options]
        if extra:
            what += " (" + ", ".join(extra) + ")"
        points = _num(army.entry_cost(e, catalogue)) if profile is not None else "?"
        out.append((depth, name, what, str(e.models), points))

    for e in top:
        line(e, 0)
        for j in army.attached(e.id):
            if j.id != e.id:
                line(j, 1)
    return out


def _player(army, source=None) -> str:
    """The player's name, from the campaign the list belongs to (lists name no player otherwise)."""
    if army.campaign is None:
        return ""
    try:
        from model.files import load_shared

        base = Path(source).parent if source else Path.cwd()
        campaign = load_shared(base / army.campaign.file)
        player = campaign.players.get(army.campaign.player)
        return player.name if player else ""
    except Exception:  # an unreadable campaign: the checks say so
        return ""


def _total(army, catalogue) -> str:
    if catalogue is None:
        return tr("points unknown: the catalogue {name} cannot be read").format(name=army.catalogue)
    total = army.total_cost(catalogue)
    if army.points_limit is not None:
        text = tr("Total: {total} / {limit} points").format(total=_num(total), limit=_num(army.points_limit))
        if total > army.points_limit + 1e-9:
            text += " " + tr("({over} over)").format(over=_num(total - army.points_limit))
        return text
    return tr("Total: {total} points (no limit in the list)").format(total=_num(total))


def roster_text(army, source=None, ruleset=None, findings=None, catalogue=None) -> str:
    """The roster as plain text."""
    from . import ruleset_or_none

    ruleset = ruleset_or_none(army, ruleset)
    catalogue = catalogue if catalogue is not None else _catalogue(army, source)
    findings = findings if findings is not None else _validate(army, source)
    lines = [army.name, "=" * len(army.name)]
    facts = [(tr("Ruleset"), ruleset.name if ruleset else army.ruleset), (tr("Catalogue"), army.catalogue)]
    if army.faction:
        facts.append((tr("Faction"), army.faction))
    if _player(army, source):
        facts.append((tr("Player"), _player(army, source)))
    if source:
        facts.append((tr("File"), Path(source).name))
    lines += [f"{k}: {v}" for k, v in facts]
    lines.append("")
    rows = roster_lines(army, catalogue)
    w = max([len(r[1]) + 2 * r[0] for r in rows] + [10])
    w2 = max([len(r[2]) for r in rows] + [10])
    entry, profile, models, points = tr("Entry"), tr("Profile"), tr("Models"), tr("Points")  # lupdate: not in f-strings
    lines.append(f"{entry:<{w}}  {profile:<{w2}}  {models:>6}  {points:>6}")
    for depth, name, what, models, points in rows:
        lines.append(f"{('  ' * depth + name):<{w}}  {what:<{w2}}  {models:>6}  {points:>6}")
    lines += ["", _total(army, catalogue), ""]
    errors = sum(1 for f in findings if f.severity.value == "error")
    warnings = sum(1 for f in findings if f.severity.value == "warning")
    lines.append(tr("Checks: {counts}").format(counts=findings_count(errors, warnings)))
    for f in findings:
        tail = f" [{f.reference}]" if f.reference else ""
        basis = getattr(f, "basis", None)
        if basis:
            tail += " (" + tr("basis: {b}").format(b=basis_word(basis)) + ")"
        lines.append(f"- {_sev(f)}: {f.message}{tail}")
    lines += ["", tr("Checked by: ____________________   Date: __________"), ""]
    return "\n".join(lines)


def _catalogue(army, source):
    from model.errors import DocumentError
    from model.files import load_catalogue_for

    try:
        return load_catalogue_for(army, source)
    except (DocumentError, OSError):
        return None


def _validate(doc, source):
    try:
        from validators.registry import validate

        return validate(doc, path=str(source) if source else None)
    except Exception:  # the roster still prints; a broken link shows as an unknown catalogue
        return []


class _Flow:
    """Lines of text flowed onto pages (a small shared helper for the roster and the report)."""

    def __init__(self, size, margin):
        self.size, self.margin = size, margin
        self.pages: list[list[tuple]] = [[]]
        self.y = margin + 40
        self.bottom = size[1] - margin - 16

    def add(self, height: float, item: tuple) -> None:
        if self.y + height > self.bottom and self.pages[-1]:
            self.pages.append([])
            self.y = self.margin + 40
        self.pages[-1].append((self.y, item))
        self.y += height


class Roster:
    """The printed roster of one army list."""

    def __init__(self, army, source=None, ruleset=None, findings=None, options: PageOptions | None = None,
                 catalogue=None, player: str | None = None):
        from . import ruleset_or_none

        self.army = army
        self.source = source
        self.ruleset = ruleset_or_none(army, ruleset)
        self.catalogue = catalogue if catalogue is not None else _catalogue(army, source)
        self.findings = findings if findings is not None else _validate(army, source)
        self.options = options or PageOptions()
        self.title = army.name
        self.paper = self.options.paper or "A4"
        self.size = paper_points(self.paper, self.options.orientation == "landscape")
        self.margin = self.options.margin_mm * MM
        width = self.size[0] - 2 * self.margin
        flow = _Flow(self.size, self.margin)
        a = army
        facts = [(tr("Ruleset"), self.ruleset.name if self.ruleset else a.ruleset), (tr("Catalogue"), a.catalogue)]
        if a.faction:
            facts.append((tr("Faction"), a.faction))
        player = player or _player(a, source)  # an event names its players; a campaign list's comes from it
        if player:
            facts.append((tr("Player"), player))
        for k, v in facts:
            flow.add(12, ("fact", k, v))
        flow.add(10, ("space",))
        flow.add(14, ("head",))
        for row in roster_lines(a, self.catalogue):
            flow.add(12, ("row",) + row)
        flow.add(6, ("space",))
        flow.add(16, ("total", _total(a, self.catalogue)))
        errors = sum(1 for f in self.findings if f.severity.value == "error")
        warnings = sum(1 for f in self.findings if f.severity.value == "warning")
        flow.add(20, ("title", tr("Checks: {counts}").format(counts=findings_count(errors, warnings))))
        for f in self.findings:
            tail = [tr("Reference: {ref}").format(ref=f.reference)] if f.reference else []
            basis = getattr(f, "basis", None)
            if basis:
                tail.append(tr("Basis: {basis}").format(basis=basis_word(basis)))
            lines = wrap(f.message, 8, width - 60)
            small = wrap("; ".join(tail), 7, width - 60) if tail else []
            flow.add(10.5 * (len(lines) + len(small)) + 3, ("finding", _sev(f), lines, small))
        if not self.findings:
            flow.add(12, ("fact", "", tr("No problems found.")))
        flow.add(44, ("sign",))
        self._pages = flow.pages

    def page_count(self) -> int:
        return len(self._pages)

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        w, h = self.size
        m = self.margin
        width = w - 2 * m
        painter.save()
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        draw_text(painter, m, m, width - 124, 18, *fitted(self.army.name, width - 124, 14, 8), bold=True)
        draw_text(painter, w - m - 120, m, 120, 18, tr("Army roster"), 9, bold=True,
                  align=Qt.AlignRight | Qt.AlignVCenter, color=GREY)
        cols = [0.34, 0.44, 0.1, 0.12]
        for y, item in self._pages[index]:
            kind = item[0]
            if kind == "fact":
                draw_text(painter, m, y, 80, 12, item[1], 8.5, bold=True)
                draw_text(painter, m + 82, y, width - 82, 12, item[2], 8.5)
            elif kind == "head":
                painter.fillRect(QRectF(m, y, width, 13), QColor("#e6eaee"))
                xx = m
                for text, f, right in zip((tr("Entry"), tr("Profile"), tr("Models"), tr("Points")), cols,
                                          (False, False, True, True)):
                    draw_text(painter, xx + 2, y, f * width - 4, 13, text, 8, bold=True,
                              align=(Qt.AlignRight if right else Qt.AlignLeft) | Qt.AlignVCenter)
                    xx += f * width
            elif kind == "row":
                _, depth, name, what, models, points = item
                xx = m
                for i, (text, f) in enumerate(zip((name, what, models, points), cols)):
                    indent = 14 * depth if i == 0 else 0
                    draw_text(painter, xx + 2 + indent, y, f * width - 4 - indent, 12,
                              ("\u2514 " if depth and i == 0 else "") + text, 8, bold=(depth == 0 and i == 0),
                              align=(Qt.AlignRight if i >= 2 else Qt.AlignLeft) | Qt.AlignVCenter)
                    xx += f * width
                painter.setPen(QPen(QColor("#d5dadf"), 0.4))
                painter.drawLine(QPointF(m, y + 12), QPointF(m + width, y + 12))
            elif kind == "total":
                draw_text(painter, m, y, width, 14, item[1], 10, bold=True, align=Qt.AlignRight | Qt.AlignVCenter)
            elif kind == "title":
                draw_text(painter, m, y + 4, width, 14, item[1], 10.5, bold=True)
                painter.setPen(QPen(INK, 0.6))
                painter.drawLine(QPointF(m, y + 19), QPointF(m + width, y + 19))
            elif kind == "finding":
                _, sev, lines, small = item
                color = QColor("#c62828") if sev == tr("Error") else QColor("#ef6c00")
                draw_text(painter, m, y, 58, 10.5, sev, 8, bold=True, color=color)
                for i, line in enumerate(lines):
                    draw_text(painter, m + 60, y + i * 10.5, width - 60, 10.5, line, 8)
                for i, line in enumerate(small):
                    draw_text(painter, m + 60, y + (len(lines) + i) * 10.5, width - 60, 10.5, line, 7, color=GREY)
            elif kind == "sign":
                painter.setPen(QPen(INK, 0.5))
                who, when = tr("Checked by"), tr("Date")  # the lines start after the words, in any language
                a = text_width(who, 8.5, True) + 6
                draw_text(painter, m, y + 22, a, 12, who, 8.5, bold=True)
                painter.drawLine(QPointF(m + a, y + 33), QPointF(m + max(a + 150, 280), y + 33))
                x = m + max(a + 150, 280) + 20
                b = text_width(when, 8.5, True) + 6
                draw_text(painter, x, y + 22, b, 12, when, 8.5, bold=True)
                painter.drawLine(QPointF(x + b, y + 33), QPointF(min(x + b + 115, w - m), y + 33))
        rs = self.ruleset.name if self.ruleset else self.army.ruleset
        file = self.options.file_name or (Path(self.source).name if self.source else self.army.name)
        left = " \u00b7 ".join(t for t in (file, rs, self.options.today()) if t)
        draw_footer(painter, w, h, m, left, index, self.page_count())
        painter.restore()


class FolderReport:
    """Check Folder's results on paper: a row per file with its status, then each file's findings."""

    def __init__(self, folder, results, options: PageOptions | None = None):
        """``results``: (file, status text, findings) for each file, in the order to print."""
        self.folder = str(folder)
        self.title = tr("Check of {folder}").format(folder=Path(self.folder).name or self.folder)
        self.options = options or PageOptions()
        self.paper = self.options.paper or "A4"
        self.size = paper_points(self.paper, self.options.orientation == "landscape")
        self.margin = self.options.margin_mm * MM
        width = self.size[0] - 2 * self.margin
        flow = _Flow(self.size, self.margin)
        flow.add(12, ("fact", tr("Folder"), self.folder))
        flow.add(12, ("fact", tr("Files"), str(len(results))))
        flow.add(8, ("space",))
        flow.add(14, ("head",))
        for file, status, _ in results:
            flow.add(12, ("row", Path(file).name, status))
        for file, status, findings in results:
            if not findings:
                continue
            flow.add(22, ("title", Path(file).name))
            for f in findings:
                tail = f" [{f.reference}]" if getattr(f, "reference", "") else ""
                lines = wrap(f.message + tail, 8, width - 60)
                flow.add(10.5 * len(lines) + 3, ("finding", _sev(f), lines))
        self._pages = flow.pages

    def page_count(self) -> int:
        return len(self._pages)

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def draw_page(self, painter: QPainter, index: int) -> None:
        w, h = self.size
        m = self.margin
        width = w - 2 * m
        painter.save()
        painter.fillRect(QRectF(0, 0, w, h), Qt.white)
        draw_text(painter, m, m, width, 18, self.title, 14, bold=True)
        for y, item in self._pages[index]:
            kind = item[0]
            if kind == "fact":
                draw_text(painter, m, y, 80, 12, item[1], 8.5, bold=True)
                draw_text(painter, m + 82, y, width - 82, 12, item[2], 8.5)
            elif kind == "head":
                painter.fillRect(QRectF(m, y, width, 13), QColor("#e6eaee"))
                draw_text(painter, m + 2, y, width * 0.6, 13, tr("File"), 8, bold=True)
                draw_text(painter, m + width * 0.6, y, width * 0.4, 13, tr("Status"), 8, bold=True)
            elif kind == "row":
                draw_text(painter, m + 2, y, width * 0.6 - 4, 12, item[1], 8)
                draw_text(painter, m + width * 0.6, y, width * 0.4, 12, item[2], 8)
                painter.setPen(QPen(QColor("#d5dadf"), 0.4))
                painter.drawLine(QPointF(m, y + 12), QPointF(m + width, y + 12))
            elif kind == "title":
                draw_text(painter, m, y + 6, width, 14, item[1], 10, bold=True)
            elif kind == "finding":
                _, sev, lines = item
                color = QColor("#c62828") if sev == tr("Error") else QColor("#ef6c00")
                draw_text(painter, m, y, 58, 10.5, sev, 8, bold=True, color=color)
                for i, line in enumerate(lines):
                    draw_text(painter, m + 60, y + i * 10.5, width - 60, 10.5, line, 8)
        draw_footer(painter, w, h, m, " \u00b7 ".join((self.folder, self.options.today())), index,
                    self.page_count())
        painter.restore()
