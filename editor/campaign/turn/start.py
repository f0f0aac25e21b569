"""The start of a turn: the order frozen, ties broken by dice entered or rolled, late joiners given
their empire first."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from model import campaign_turns as ct

from ...plaintext import plain
from .common import PhaseForm, RecordTurn


class StartForm(PhaseForm):
    def __init__(self, panel):
        super().__init__(panel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        box = QGroupBox(self.tr("Start of turn"), self)
        outer.addWidget(box)
        sb = QVBoxLayout(box)
        self.tie_note = plain(QLabel(box))
        self.tie_note.setWordWrap(True)
        sb.addWidget(self.tie_note)
        self.ties = QTableWidget(0, 2, box)
        self.ties.setObjectName("TieDice")
        self.ties.setHorizontalHeaderLabels([self.tr("Tied player"), self.tr("Die (0: roll)")])
        self.ties.verticalHeader().hide()
        self.ties.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.ties.setMaximumHeight(110)
        sb.addWidget(self.ties)
        # a player joining late: given an empire as large as the smallest, before the order is frozen
        self.join_row = QWidget(box)
        jr = QHBoxLayout(self.join_row)
        jr.setContentsMargins(0, 0, 0, 0)
        jr.addWidget(QLabel(self.tr("Late joiner"), self.join_row))
        self.join_player = self.combo("JoinPlayer")
        self.join_player.setParent(self.join_row)
        self.join_player.setToolTip(self.tr("A player added after the set-up (Players panel) who joins this turn"))
        jr.addWidget(self.join_player, 1)
        give = self.button(self.tr("Give Selected Hexes"), "AddJoiner", self.add_joiner,
                           self.tr("Give the hexes selected on the map to the late joiner: an empire as "
                                   "large as the smallest one (a city hex counts double)"))
        give.setParent(self.join_row)
        jr.addWidget(give)
        sb.addWidget(self.join_row)
        self.join_note = plain(QLabel(box))
        self.join_note.setObjectName("JoinNote")
        self.join_note.setWordWrap(True)
        sb.addWidget(self.join_note)
        self.start_problem = self.note("StartProblem", problem=True)  # a refused joiner or start
        self.start_problem.setParent(box)
        sb.addWidget(self.start_problem)
        self.joiners: list[ct.Step] = []
        self.start_button = QPushButton(self.tr("Start Turn (Freeze the Order)"), box)
        self.start_button.setObjectName("StartTurn")
        self.start_button.setToolTip(self.tr("Start the next turn: the order of the empires is frozen for the "
                                             "whole turn"))
        self.start_button.clicked.connect(self.start_turn)
        sb.addWidget(self.start_button)

    def fill(self, order, play) -> None:
        """Before a turn starts: who may join, and the ties the dice will break."""
        state = self.fill_joiners()
        self.fill_ties(state if self.document.history.turns else None)

    def fill_joiners(self):
        """The late joiner form: who may join, who was given hexes; the state the turn would start from."""
        name = self.panel.name
        candidates = [p for p in ct.late_joiner_candidates(self.document, self.rules)
                      if p not in {j.player for j in self.joiners}]
        self.panel.players_combo(self.join_player, candidates)
        self.join_row.setEnabled(bool(candidates))
        self.joiners = [j for j in self.joiners if j.player in self.document.players]
        problems, _changes, state = ct.joining(self.document, self.rules, self.joiners)
        if self.joiners:
            ranks = {r.player: r for r in ct.rank_empires(self.rules, state.holdings, state.players)}
            self.join_note.setText("; ".join(
                self.tr("{player} joins with %n hexes (empire size {size})", "", len(j.hexes)).format(
                    player=name(j.player), size=ranks[j.player].size)
                for j in self.joiners if j.player in ranks))
        elif candidates:
            self.join_note.setText(self.tr("Select free hexes on the map for the late joiner, then give them."))
        else:
            self.join_note.setText(self.tr("A late joiner is added in the Players panel once the campaign has "
                                           "started."))
        return state

    def add_joiner(self) -> bool:
        """Give the selected hexes to the late joiner (their capital: a selected city, else the first hex);
        refused with the rule when the empire is not as large as the smallest or a hex is held."""
        panel = self.panel
        pid = self.join_player.currentData()
        hexes = tuple(sorted(self.editor.selection, key=lambda k: (k.r, k.q)))
        if pid is None:
            panel.last_refusal, panel.last_problems = None, []
            self.editor.refuse(self.tr("No player is waiting to join."))
            return self.explain(self.start_problem, False)
        if not hexes:
            panel.last_refusal, panel.last_problems = None, []
            self.editor.refuse(self.tr("Select the late joiner's hexes on the map first."))
            return self.explain(self.start_problem, False)
        capital = next((h for h in hexes if self.document.cells[h].has("city")), hexes[0])
        step = ct.Step("join", player=pid, hex=capital, hexes=hexes)
        problems, _changes, _state = ct.joining(self.document, self.rules, self.joiners + [step])
        if problems:
            panel.refuse_problems(problems)
            return self.explain(self.start_problem, False)
        panel.last_refusal, panel.last_problems = None, []
        self.explain(self.start_problem, True)
        self.joiners.append(step)
        panel.refresh()
        return True

    def fill_ties(self, state=None) -> None:
        if state is None:
            st = ct.rank_empires(self.rules, ct.holdings_of(self.document), list(self.document.players))
        else:
            st = ct.rank_empires(self.rules, state.holdings, state.players)
        groups = ct.tied_groups(self.rules, st)
        tied = [p for g in groups for p in g]
        for r in range(self.ties.rowCount()):  # the old dice go now, not at the next event loop
            w = self.ties.cellWidget(r, 1)
            if w is not None:
                w.setObjectName("")
                w.hide()
        self.tie_note.setText(self.tr("Tied after cities and castles: a die decides (enter it, or leave 0 to roll).")
                              if tied else self.tr("No tie: the order follows the empires."))
        self.ties.setVisible(bool(tied))
        self.ties.setRowCount(len(tied))
        for i, pid in enumerate(tied):
            item = QTableWidgetItem(self.panel.name(pid))
            item.setData(Qt.UserRole, pid)
            self.ties.setItem(i, 0, item)
            die = QSpinBox()
            die.setRange(0, self.rules.die)
            die.setObjectName(f"Die-{pid}")
            self.ties.setCellWidget(i, 1, die)

    def start_turn(self) -> bool:
        panel = self.panel
        entered = {}
        for i in range(self.ties.rowCount()):
            pid = self.ties.item(i, 0).data(Qt.UserRole)
            die = self.ties.cellWidget(i, 1).value()
            if die:
                entered[pid] = (die,)
        joiners = list(self.joiners)
        problems, changes, _state = ct.joining(self.document, self.rules, joiners)
        if problems:
            panel.refuse_problems(problems)
            return self.explain(self.start_problem, False)
        try:
            history = ct.start_turn(self.document, self.rules, entered=entered or None, joiners=joiners)
        except ValueError as exc:
            panel.last_refusal, panel.last_problems = None, []
            self.editor.refuse(str(exc))
            return self.explain(self.start_problem, False)
        self.explain(self.start_problem, True)
        number = history.turns[-1].number
        self.joiners = []
        panel.last_refusal, panel.last_problems = None, []
        text = self.tr("Start turn {turn}").format(turn=number) if not joiners else \
            self.tr("Start turn {turn}: {players} join").format(
                turn=number, players=", ".join(panel.name(j.player) for j in joiners))
        self.editor.qdoc.push(RecordTurn(self.document, history, changes, text, turn=number))
        return True
