"""The turn bulletin for the players: the map, the empires, treasuries, events and results of the
latest turn, on one page drawn from the model (``editor.printing.pages`` writes it to PDF), then the
campaign's rules page: each reading of the book the campaign is played by (``model.readings``).

The map is the printed campaign map's (:class:`.campaign_map.CampaignMap`) with every hex's
coordinates: the turn's lines call each hex by its name with those coordinates ("Piedrahonda (1,-3)",
``campaign_turns.hex_label``), so a player finds it on the map."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from model import campaign_turns as ct

from .pages import GREY, MM, draw_footer, draw_text, paper_points, text_width, wrap, write_pdf


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    return QCoreApplication.translate("CampaignBulletin", text, disambiguation or None, n)


class TurnBulletin:
    """A printout (``page_count``, ``page_size``, ``draw_page``) of the campaign after its latest turn."""

    def __init__(self, doc, ruleset, paper: str = "A4", margin_mm: float = 12.0, options=None):
        self.doc, self.ruleset = doc, ruleset
        self.rules = ct.TurnRules(ruleset)
        if options is not None:  # File > Export and Print: the paper and orientation chosen there
            paper = options.paper or paper
            self.size = paper_points(paper, options.landscape_for(False))
        else:
            self.size = paper_points(paper, False)
        self.margin = margin_mm * MM
        turns = doc.history.turns
        self.turn = turns[-1] if turns else None
        self.results = ct.replay(doc, self.rules, check=False) if turns else []
        self.state = self.results[-1].end if self.results else ct.initial_state(doc, self.rules)
        self.title = (tr("{name}: bulletin of turn {turn}").format(name=doc.name, turn=self.turn.number)
                      if self.turn else tr("{name}: set-up").format(name=doc.name))
        from model.readings import reading_lines

        #: the readings of the rulebook this campaign is played by, for the rules page
        self.readings = reading_lines(ruleset)

    def page_count(self) -> int:
        return 2 if self.readings else 1  # the campaign's rules page when its ruleset makes readings

    def page_size(self, index: int) -> tuple[float, float]:
        return self.size

    def name(self, pid) -> str:
        p = self.doc.players.get(pid) if pid else None
        return p.name if p else (pid or "")

    def lines(self) -> list[tuple[str, str]]:
        """(section, line) of what happened in the turn, in the players' names: each step one whole
        sentence read against its moment (:func:`editor.turn_words.turn_lines`)."""
        if self.turn is None:
            return []
        from ..turn_words import turn_lines  # the words of each step, shared with the Turn panel

        sections = {"start": tr("Late joiners"), "events": tr("Events"), "income": tr("Income"),
                    "challenges": tr("Challenges"), "battles": tr("Battles"),
                    "conquest": tr("Conquest and construction")}
        start = self.results[-1].start
        return [(sections[step.phase], line)
                for step, line in turn_lines(self.doc, self.rules, self.turn, start, self.name) if step.kind != "order"]

    def draw_rules(self, p: QPainter, index: int) -> None:
        """The campaign's rules page: each reading of the rulebook the campaign is played by, with the
        book's words and the reference, so that players know how the game master reads the text."""
        w, h = self.size
        m = self.margin
        tw = w - 2 * m
        p.fillRect(QRectF(0, 0, w, h), Qt.white)
        y = m
        for part in wrap(tr("{name}: how the rules are read").format(name=self.doc.name), 14, tw, True):
            draw_text(p, m, y, tw, 19, part, 14, bold=True)
            y += 19
        y += 4
        for part in wrap(tr("Where the book's text reads two ways, the game master plays it as below."), 9, tw):
            draw_text(p, m, y, tw, 12, part, 9, color=GREY)
            y += 12
        y += 8
        for text, style in self.readings:
            size, indent, gap = (9.5, 0.0, 13.0) if style == "body" else (8.0, 12.0, 11.0)
            for part in wrap(text, size, tw - indent, style == "body"):
                draw_text(p, m + indent, y, tw - indent, gap, part, size, bold=style == "body",
                          color=GREY if style != "body" else QColor("#1d1d1d"))
                y += gap
            y += 8 if style != "body" else 2
        footer = tr("{name} · ruleset {ruleset}").format(name=self.doc.name, ruleset=self.ruleset.name)
        draw_footer(p, w, h, m, footer, index, self.page_count())

    def draw_page(self, p: QPainter, index: int) -> None:
        from .campaign_map import CampaignMap

        if index == 1:
            self.draw_rules(p, index)
            return
        w, h = self.size
        m = self.margin
        y = m
        size = 15.0  # a long campaign name in smaller type, then on two lines, never cut at the margin
        while size > 11 and text_width(self.title, size, True) > w - 2 * m:
            size -= 0.5
        for part in wrap(self.title, size, w - 2 * m, True):
            draw_text(p, m, y, w - 2 * m, size + 5, part, size, bold=True)
            y += size + 5
        y += 4
        # the map as it stands after the turn, with each hex's coordinates (the lines below name them)
        snap = self.doc.snapshot()
        snap.cells = dict(snap.cells)
        snap.cells.update(ct.cell_changes(self.doc, self.state.holdings))
        box = QRectF(m, y, w - 2 * m, h * 0.42)
        printed = CampaignMap(snap, self.ruleset, coordinates=True)
        p.save()
        p.setRenderHint(QPainter.Antialiasing)
        keys = printed.draw_map(p, box)
        p.restore()
        if keys:  # names too long for their hexes: the numbers on the map, under it
            key = "   ".join(f"{n} {snap.cells[k].name}" for k, n in keys.items())
            for part in wrap(key, 7, w - 2 * m):
                draw_text(p, m, box.bottom() + 1, w - 2 * m, 9, part, 7, color=GREY)
                box.adjust(0, 0, 0, 9)
        y = box.bottom() + 8
        # the empires
        result = self.results[-1] if self.results else None
        ranks = ct.rank_empires(self.rules, self.state.holdings, self.state.players)
        cols = [(tr("Player"), 0.26), (tr("Hexes"), 0.1), (tr("Empire size"), 0.14), (tr("Imperial points"), 0.16),
                (tr("Gold"), 0.12), (tr("Stones"), 0.22)]
        x0, tw = m, w - 2 * m
        x = x0
        # a title wider than its column (Spanish runs longer) wraps onto a second line
        two = any(text_width(title, 8, bold=True) > tw * share - 4 for title, share in cols)
        head = 22 if two else 12
        for title, share in cols:
            draw_text(p, x, y, tw * share - 4, head, title, 8, bold=True,
                      align=Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap)
            x += tw * share
        y += head + 1
        p.setPen(QPen(GREY, 0.5))
        p.drawLine(x0, y - 1, x0 + tw, y - 1)
        for r in ranks:
            player = self.doc.players.get(r.player)
            values = [self.name(r.player), str(r.hexes), str(r.size),
                      str(result.points.get(r.player, 0)) if result else "-",
                      str(self.state.treasury.get(r.player, 0)),
                      ", ".join(self.rules.stone_names.get(s, s) for s in self.state.stones_of(r.player)) or "-"]
            x = x0
            if player:
                p.fillRect(QRectF(x, y + 3, 6, 6), QColor(player.color))
            for (title, share), v in zip(cols, values):
                draw_text(p, x + (9 if title == cols[0][0] else 0), y, tw * share, 12, v, 8)
                x += tw * share
            y += 12
        y += 8
        # what happened
        section = None
        for sec, line in self.lines():
            if y > h - m - 30:
                draw_text(p, m, y, tw, 10, tr("…"), 8, color=GREY)
                break
            if sec != section:
                draw_text(p, m, y, tw, 12, sec, 10, bold=True)
                y += 13
                section = sec
            for part in wrap(line, 8, tw - 10):
                draw_text(p, m + 10, y, tw - 10, 11, part, 8)
                y += 11
        footer = tr("{name} · ruleset {ruleset}").format(name=self.doc.name, ruleset=self.ruleset.name)
        draw_footer(p, w, h, m, footer, index, self.page_count())


def write_bulletin(doc, ruleset, path: str | Path) -> int:
    """Write the turn bulletin PDF; returns its page count."""
    printout = TurnBulletin(doc, ruleset)
    return write_pdf(printout, path, title=printout.title)
