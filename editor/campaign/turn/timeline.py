"""The timeline of a campaign's turns: the map, the empires and the treasuries at the start of any
recorded turn, read-only, on a copy of the document."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QPushButton, QSlider,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from model import campaign_turns as ct

from ...plaintext import plain
from ...viewport import own_viewport
from ..docks import color_icon


class TimelineDock(QDockWidget):
    """The campaign's turns on a slider: moving it shows the main map, the empires and the treasuries
    as they stood at the start of that turn, read-only (the editor's :meth:`view_turn`); the far right
    is now. The table lists each empire and its gold and Stones at that moment."""

    def __init__(self, editor):
        super().__init__(editor.tr("Timeline"), editor)
        self.setObjectName("CampaignTimelineDock")
        self.setProperty("defaultArea", Qt.BottomDockWidgetArea)
        self.editor = editor
        self.rules = editor.turn_dock.rules
        body = QWidget(self)
        layout = QVBoxLayout(body)
        row = QHBoxLayout()
        self.slider = QSlider(Qt.Horizontal, body)
        self.slider.setObjectName("TurnTimeline")
        self.slider.setPageStep(1)
        self.slider.setTickPosition(QSlider.TicksBelow)
        self.slider.setTickInterval(1)
        self.slider.setToolTip(self.tr("Drag through the turns: the map shows the start of each one, read-only; "
                                       "the far right is now"))
        self.slider.valueChanged.connect(self._moved)
        row.addWidget(self.slider, 3)
        self.label = plain(QLabel(body))  # the past moment, with names
        self.label.setObjectName("TimelineLabel")
        row.addWidget(self.label, 2)
        self.now_button = QPushButton(self.tr("Back to Now"), body)
        self.now_button.setObjectName("TimelineNow")
        self.now_button.setToolTip(self.tr("Show the campaign as it is now, where it can be edited"))
        self.now_button.clicked.connect(lambda: self.editor.view_turn(None))
        row.addWidget(self.now_button)
        layout.addLayout(row)
        self.table = QTableWidget(0, 5, body)
        self.table.setObjectName("TimelineEmpires")
        own_viewport(self.table)  # before anything asks for the viewport (editor/viewport.py)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Hexes"), self.tr("Empire size"),
                                              self.tr("Gold"), self.tr("Stones")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        layout.addWidget(self.table)
        self.setWidget(body)
        self.refresh()

    @property
    def snapshot(self):
        """The campaign the timeline is showing (the past moment, or now)."""
        return self.editor.shown_document

    def _moved(self, value: int) -> None:
        turns = self.editor.document.history.turns
        self.editor.view_turn(value if value < len(turns) else None)

    def refresh(self) -> None:
        e = self.editor
        n = len(e.document.history.turns)
        past = getattr(e, "past_index", None)
        self.slider.blockSignals(True)
        self.slider.setRange(0, n)
        self.slider.setValue(n if past is None else past)
        self.slider.setEnabled(n > 0)
        self.slider.blockSignals(False)
        self.label.setText(e.past_text(past))
        self.now_button.setEnabled(past is not None)
        if self.rules is None or (past is None and not self.isVisible()):
            return  # "now" is replayed when the panel comes on screen
        state = e.past_state
        if state is None:
            results = ct.replay(e.document, self.rules, check=False) if n else []
            state = results[-1].end if results else ct.initial_state(e.document, self.rules)
        ranks = ct.rank_empires(self.rules, state.holdings, state.players)
        self.table.setRowCount(len(ranks))
        for i, r in enumerate(ranks):
            p = e.document.players.get(r.player)
            values = [p.name if p else r.player, r.hexes, r.size, state.treasury.get(r.player, 0),
                      ", ".join(self.rules.stone_names.get(s, s) for s in state.stones_of(r.player))]
            for j, v in enumerate(values):
                item = QTableWidgetItem(str(v))
                if j == 0 and p:
                    item.setIcon(color_icon(p.color))
                self.table.setItem(i, j, item)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh()

    def show_turn(self, index: int) -> None:
        """Show the start of the ``index``-th recorded turn (0: the set-up; past the last: now)."""
        self.editor.view_turn(index if index < len(self.editor.document.history.turns) else None)


def past_snapshot(doc, rules, index: int):
    """A read-only copy of the campaign as it stood at the start of its ``index``-th recorded turn
    (after that turn's late joiners came in and its order was frozen), and that moment's state: the
    map shows that moment, its history ends with that turn just started (so the empire table ranks by
    the order frozen then and each army and treasury is the one it had then). The document is not
    touched."""
    from dataclasses import replace

    turn = doc.history.turns[index]
    state = ct.state_at(doc, rules, index).copy()
    state.turn = turn.number
    begun = tuple(s for s in turn.steps if s.kind in ("order", "join"))
    play = ct.TurnPlay(doc, rules, state, turn.number)
    for s in begun:
        play.apply(s)
    snap = snapshot_at(doc, play.state)
    snap.history = replace(doc.history, turns=doc.history.turns[:index] + (replace(turn, steps=begun, closed=False),))
    snap.turn = turn.number
    return snap, play.state


def snapshot_at(doc, state):
    """A read-only copy of the campaign whose map shows ``state`` (the document is not touched)."""
    snap = doc.snapshot()
    snap.cells = dict(snap.cells)
    for k, cell in ct.cell_changes(doc, state.holdings).items():
        snap.cells[k] = cell
    return snap
