"""The Turn panel: which moment is on show, the frozen order, the form of the phase at hand (one per
phase, each in its own module), the steps recorded, the end of the turn.

The panel holds what the forms share: the open turn replayed (``play()``), players' names, the
recording of a step as one undo command or its refusal with the rule that forbids it."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDockWidget, QHBoxLayout, QHeaderView, QLabel,
                               QListWidget, QPushButton, QScrollArea, QTableWidget, QTableWidgetItem,
                               QTabWidget, QToolButton, QVBoxLayout, QWidget)

from model import campaign_turns as ct
from model.hexgrid import Hex

from ...plaintext import plain
from ..docks import color_icon, when_first_in_front
from ...turn_words import turn_lines
from ...viewport import own_viewport
from .battles import BattlesForm
from .challenges import ChallengesForm
from .common import RecordTurn, fit_rows
from .end import EndForm
from .events import EventsForm
from .income import IncomeForm
from .overlay import CostOverlay
from .spending import SpendingForm
from .start import StartForm

#: the fields of each form the panel answers for by their old names (callers and tests reach them
#: on the panel)
SHARED = {
    "start": ("ties", "join_row", "join_player", "join_note", "start_problem", "start_button"),
    "events": ("event_player", "event", "event_target", "event_opponent", "event_feature", "event_hex",
               "event_dice", "event_need", "event_problem"),
    "income": ("mine", "income_need", "income_dice", "income_problem"),
    "challenges": ("challenger", "challenged", "challenge_problem"),
    "battles": ("sides", "result", "battle_problem"),
    "spending": ("actor", "points_label", "build_feature", "action_buttons", "hover_label", "raid_dice", "spend_problem"),
    "end": ("end_button", "bulletin_button", "print_bulletin_button"),
}


def phase_name(phase: str) -> str:
    """A phase's tab title, in the language of the moment it is asked for."""
    return {"events": QCoreApplication.translate("CampaignTurns", "Events"),
            "income": QCoreApplication.translate("CampaignTurns", "Income"),
            "challenges": QCoreApplication.translate("CampaignTurns", "Challenges"),
            "battles": QCoreApplication.translate("CampaignTurns", "Battles"),
            "conquest": QCoreApplication.translate("CampaignTurns", "Conquest")}.get(phase, phase)


class TurnDock(QDockWidget):
    """The Turn panel: the frozen order, each phase's form, the steps recorded, end of turn."""

    def __init__(self, editor):
        super().__init__(editor.tr("Turn"), editor)
        self.setObjectName("CampaignTurnDock")
        self.setProperty("defaultArea", Qt.RightDockWidgetArea)
        self.editor = editor
        self.rules = ct.TurnRules(editor.ruleset) if editor.ruleset is not None and \
            editor.ruleset.value("campaign.turns") is not None else None
        # the forms are built, and filled from the turn replayed, when the panel's tab is first in front
        # (on the event loop's turn after the layout: after the map's tab has painted, when the panel is in
        # front from the start) or when something of them is asked for (``__getattr__``): the map's tab
        # paints about a third of a bare window's start sooner
        self._built = False
        when_first_in_front(self, lambda: not self._built, self._build)

    def __getattr__(self, name):
        # only what is not found otherwise: the forms' fields, made by _build
        if name.startswith("__") or self.__dict__.get("_built", True):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        self._build()
        return getattr(self, name)

    def _build(self) -> None:
        """The panel's forms, filled (once)."""
        # named here: the Python type PySide6 makes for it (three enums) comes when the forms are built,
        # after the map's tab has painted, not with this module
        from PySide6.QtWidgets import QSizePolicy

        self._built = True
        editor = self.editor
        self.last_refusal: ct.Problem | None = None
        self.last_problems: list[ct.Problem] = []
        self._play_cache = None
        self.cost_overlay = CostOverlay(editor.map_item)
        self.cost_overlay.setVisible(False)
        editor.scene.addItem(self.cost_overlay)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        # which moment is on show: now (editable) or the start of a recorded turn (read-only)
        viewing = QHBoxLayout()
        viewing.addWidget(QLabel(self.tr("<b>Viewing</b>"), body))
        self.viewing = QComboBox(body)
        self.viewing.setObjectName("TurnViewing")
        self.viewing.setToolTip(self.tr("Show the map, the empires and the treasuries as they stood at the start of "
                                        "a recorded turn (read-only), or now"))
        self.viewing.activated.connect(self._viewing_chosen)
        viewing.addWidget(self.viewing, 1)
        self.now_button = QPushButton(self.tr("Back to Now"), body)
        self.now_button.setObjectName("TurnViewingNow")
        self.now_button.setToolTip(self.tr("Show the campaign as it is now, where it can be edited"))
        self.now_button.clicked.connect(lambda: self.editor.view_turn(None))
        viewing.addWidget(self.now_button)
        layout.addLayout(viewing)
        self.status = plain(QLabel(body))  # names players and hexes
        self.status.setObjectName("TurnStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.order = QTableWidget(0, 5, body)
        self.order.setObjectName("TurnOrder")
        own_viewport(self.order)  # before anything asks for the viewport (editor/viewport.py)
        self.order.setHorizontalHeaderLabels([self.tr("Acts"), self.tr("Player"), self.tr("Army"), self.tr("Gold"),
                                              self.tr("Points left")])
        self.order.verticalHeader().hide()
        self.order.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.order.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.order.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        layout.addWidget(self.order)

        # -- the forms: the start of a turn, then one per phase on the tabs, then its end ------------
        self.start_box = StartForm(self)
        layout.addWidget(self.start_box)
        self.phases = QTabWidget(body)
        self.phases.setObjectName("TurnPhases")
        self.phases.setUsesScrollButtons(False)  # every phase's tab in sight, Spanish names included
        self.forms = {"start": self.start_box}
        for key, phase, form in (("events", "events", EventsForm), ("income", "income", IncomeForm),
                                 ("challenges", "challenges", ChallengesForm), ("battles", "battles", BattlesForm),
                                 ("spending", "conquest", SpendingForm)):
            self.forms[key] = form(self)
            self.phases.addTab(self.forms[key], phase_name(phase))
        for b in self.phases.tabBar().findChildren(QToolButton):  # the arrows of a narrow panel
            b.setToolTip(self.tr("More phases"))
        layout.addWidget(self.phases)

        # what was recorded: under the form, folding away when the form wants the room
        self.log_title = QToolButton(body)
        self.log_title.setObjectName("TurnLogToggle")
        self.log_title.setCheckable(True)
        self.log_title.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self.log_title.setAutoRaise(True)
        self.log_title.setToolTip(self.tr("Show or hide the steps recorded in the turn"))
        self.log_title.toggled.connect(self._show_log)
        layout.addWidget(self.log_title)
        self.log = QListWidget(body)
        self.log.setObjectName("TurnLog")
        self.log.setWordWrap(True)  # each line is a whole sentence: read it without scrolling sideways
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.log.setMinimumHeight(80)
        # the log takes the room the form leaves, and asks for no more: it never makes the panel scroll
        self.log.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Ignored)
        layout.addWidget(self.log, 1)
        self.log_room = QWidget(body)  # the room the folded log leaves: the buttons stay at the bottom
        layout.addWidget(self.log_room, 1)
        self.forms["end"] = EndForm(self)
        layout.addWidget(self.forms["end"])
        for key, names in SHARED.items():
            for name in names:
                setattr(self, name, getattr(self.forms[key], name))
        # scrolled, so that the panel never makes the window taller than the screen
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.NoFrame)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.log_title.setChecked(True)
        # what the panels' layout does for every panel's contents when it shows them (editor/layout.py),
        # done for these now that they are there: never narrower than they need, tables within the width
        from ...layout import keep_tables_inside, set_minimum

        set_minimum(self, (self.minimumWidth(), self.minimumHeight()))
        keep_tables_inside(self)
        self.refresh()

    def _show_log(self, shown: bool) -> None:
        self.log.setVisible(shown)
        self.log_room.setVisible(not shown)
        self.log_title.setArrowType(Qt.DownArrow if shown else Qt.RightArrow)

    # -- what the forms share -------------------------------------------------------------------
    @property
    def document(self):
        return self.editor.document

    def play(self):
        """The open turn replayed up to now (cached until the document changes)."""
        if self.rules is None:
            return None
        if self._play_cache is None or self._play_cache[0] is not self.document.history:
            self._play_cache = (self.document.history, ct.current_play(self.document, self.rules))
        return self._play_cache[1]

    def name(self, pid: str | None) -> str:
        p = self.document.players.get(pid) if pid else None
        return p.name if p else (pid or "")

    def players_combo(self, combo: QComboBox, players, keep: bool = True) -> None:
        current = combo.currentData() if keep else None
        combo.blockSignals(True)
        combo.clear()
        for pid in players:
            p = self.document.players.get(pid)
            combo.addItem(color_icon(p.color) if p else color_icon("#888888"), self.name(pid), pid)
        i = combo.findData(current)
        combo.setCurrentIndex(i if i >= 0 else 0)
        combo.blockSignals(False)

    def refuse_problems(self, problems) -> None:
        """Say why the panel did nothing: every problem with its rule."""
        self.last_refusal, self.last_problems = problems[0], problems
        self.editor.refuse(" ".join(self.tr("{problem} [{rule}]").format(problem=p.text(), rule=p.rule)
                                    for p in problems))

    def push_step(self, step: ct.Step, text: str) -> bool:
        """Record ``step`` as one undo step, or refuse it naming the rule."""
        history, changes, problems = ct.record(self.document, self.rules, step)
        if problems:
            self.refuse_problems(problems)
            return False
        self.last_refusal, self.last_problems = None, []
        self.editor.qdoc.push(RecordTurn(self.document, history, changes, text))
        return True

    # -- the moment on show ----------------------------------------------------------------------
    def _viewing_chosen(self, i: int) -> None:
        self.editor.view_turn(self.viewing.itemData(i))
        self.widget().ensureVisible(0, 0)  # the Viewing row and the order stay in sight

    def _fill_viewing(self) -> None:
        turns = self.document.history.turns
        past = getattr(self.editor, "past_index", None)
        self.viewing.blockSignals(True)
        self.viewing.clear()
        self.viewing.addItem(self.editor.past_text(None), None)
        for i in reversed(range(len(turns))):
            self.viewing.addItem(self.editor.past_text(i), i)
        self.viewing.setCurrentIndex(max(0, self.viewing.findData(past)) if past is not None else 0)
        self.viewing.setEnabled(bool(turns))
        self.viewing.blockSignals(False)
        self.now_button.setEnabled(past is not None)

    def _refresh_past(self, index: int) -> None:
        """The start of a past turn, read-only: the order frozen then, each army and treasury at that
        moment, and what happened in the turn."""
        turn = self.document.history.turns[index]
        play = ct.current_play(self.editor.past_doc, self.rules)
        self.forms["spending"].stop()
        self.start_box.setVisible(False)
        self.phases.setVisible(False)  # nothing to record in the past: the order and the log in sight
        self.phases.setEnabled(False)
        self.end_button.setEnabled(False)
        self.status.setText(self.tr("Viewing the start of turn {turn} (read-only): the order frozen then, each "
                                    "army and treasury at that moment; below, what happened in the turn.").format(
            turn=turn.number))
        self._fill_order(list(reversed(play.order)), play)
        self.log.clear()
        for _step, line in turn_lines(self.document, self.rules, turn, play.start, self.name):
            self.log.addItem(line)
        self.log_title.setText(self.tr("What happened in turn {turn} (%n steps)", "", self.log.count()).format(
            turn=turn.number))
        self.cost_overlay.setVisible(False)

    def refresh(self) -> None:
        if not self._built:  # filled when built
            return
        self._play_cache = None
        if self.rules is None:
            self.status.setText(self.tr("This ruleset has no turn sequence."))
            self.setEnabled(False)
            return
        self._fill_viewing()
        past = getattr(self.editor, "past_index", None)
        if past is not None:
            self._refresh_past(past)
            return
        doc, play = self.document, self.play()
        history = doc.history
        open_turn = history.open_turn
        self.phases.setVisible(open_turn is not None)  # before the start the start form is the form
        self.start_box.setVisible(open_turn is None)
        self.phases.setEnabled(open_turn is not None)
        if open_turn is None:
            played = len(history.turns)
            self.status.setText(self.tr("Turn {turn} is next ({played} played). Start it to freeze the order.").format(
                turn=history.turns[-1].number + 1 if history.turns else doc.turn, played=played))
            self.start_box.fill(None, None)
            st = ct.standing(doc, self.rules)
            order = [r.player for r in reversed(st.ranks)]
        else:
            order = list(reversed(play.order))
            self.status.setText(self.tr("Turn {turn}: the order is frozen; {player} acts first.").format(
                turn=open_turn.number, player=self.name(order[0]) if order else "-"))
        self._fill_order(order, play)
        for key in ("events", "income", "challenges", "battles", "end"):
            self.forms[key].fill(order, play)
        self.log.clear()
        if open_turn is not None:
            for _step, line in turn_lines(doc, self.rules, open_turn, play.start, self.name):
                self.log.addItem(line)
        self.log_title.setText(self.tr("This turn (%n steps)", "", self.log.count()))
        self.forms["spending"].fill(order, play)

    def _fill_order(self, order, play) -> None:
        self.order.setRowCount(len(order))
        fit_rows(self.order, len(order))
        for i, pid in enumerate(order):
            values = [str(i + 1), self.name(pid)]
            if play is not None:
                left = play.points(pid) - play.spent.get(pid, 0)
                values += [str(play.army(pid)), str(play.treasury(pid)), str(left)]
            else:
                size = ct.army_for(self.document, self.rules, pid)
                values += [str(size["base"] + size["bonus"]), str(size["treasury"]), "-"]
            for j, v in enumerate(values):
                item = QTableWidgetItem(v)
                if j == 1:
                    p = self.document.players.get(pid)
                    item.setIcon(color_icon(p.color if p else "#888888"))
                self.order.setItem(i, j, item)

    # -- what the editor asks of the panel ------------------------------------------------------------
    @property
    def action(self) -> str | None:
        """The spending tool that is on (claim, conquer, build), or None."""
        return self.forms["spending"].action if self._built else None

    def set_action(self, kind: str | None) -> None:
        if kind is not None or self._built:
            self.forms["spending"].set_action(kind)

    def event_needs(self) -> None:
        if self._built:
            self.forms["events"].event_needs()

    def hover_text(self, h: Hex) -> str:
        return self.forms["spending"].hover_text(h)

    def act_on(self, h: Hex) -> bool:
        return self.forms["spending"].act_on(h)

    def start_turn(self) -> bool:
        return self.start_box.start_turn()

    def end_turn(self) -> bool:
        return self.forms["end"].end_turn()

    def roll_all_income(self) -> int:
        return self.forms["income"].roll_all_income()

    def print_bulletin(self):
        return self.forms["end"].print_bulletin()

    def export_bulletin(self, path: str | None = None) -> str | None:
        return self.forms["end"].export_bulletin(path)

    def show_step(self, number: int, index: int | None) -> None:
        """Bring the recorded step of a finding into view: the open turn's line in the panel's log,
        or the start of a past turn on the timeline."""
        turns = self.document.history.turns
        pos = next((i for i, t in enumerate(turns) if t.number == number), None)
        if pos is None:
            return
        if turns[pos] is self.document.history.open_turn:
            self.show()
            self.raise_()
            self.log_title.setChecked(True)
            if index is not None and 0 <= int(index) < self.log.count():
                self.log.setCurrentRow(int(index))
                self.log.scrollToItem(self.log.item(int(index)))
        else:
            timeline = self.editor.timeline_dock
            timeline.show()
            timeline.raise_()
            timeline.slider.setValue(pos)
