"""The campaign's turns in the editor: the Turn panel, its map tools and the timeline.

The Turn panel runs one turn of Las Piedras del Destino: start it (the order frozen, ties
broken by dice entered or rolled), record the events, income rolls, challenges and battles,
then spend imperial points on the map with the claim, conquer, build and raid tools, and end
it. Every step is one :class:`RecordTurn` undo command calling the model's ``set_history`` and
``set_cells``; what the model's judge (:class:`model.campaign_turns.TurnPlay`) finds illegal
is refused with the rule that forbids it. The timeline shows the map, the empires and the
treasuries at the start of any turn, read-only, on a copy of the document.
"""
from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap, QUndoCommand
from PySide6.QtWidgets import (QAbstractItemView, QButtonGroup, QComboBox, QDockWidget, QFileDialog, QFormLayout,
                               QGraphicsItem, QGroupBox, QHBoxLayout, QHeaderView, QLabel,
                               QLineEdit, QListWidget, QPushButton, QScrollArea, QSizePolicy, QSlider, QSpinBox, QTableWidget,
                               QTableWidgetItem, QTabWidget, QToolButton, QVBoxLayout, QWidget)

from model import campaign_turns as ct
from model.hexgrid import Hex

from ..plaintext import plain
from .docks import color_icon
from .turn_log import StepWords, result_name, turn_lines  # noqa: F401 (result_name: the bulletin's too)
from .tools import Tool


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    return QCoreApplication.translate("CampaignTurns", text, disambiguation or None, n)


class RecordTurn(QUndoCommand):
    """Record one step of a turn (or start or end one): the new history, its effect on the map and
    the turn number, undone together."""

    def __init__(self, document, history, changes, text: str, turn: int | None = None):
        super().__init__(text)
        self.document = document
        self.new_history, self.old_history = history, document.history
        self.new_cells = dict(changes)
        self.old_cells = {k: document.cells.get(k) for k in self.new_cells}
        self.new_turn, self.old_turn = turn, document.turn

    def redo(self) -> None:
        self.document.set_history(self.new_history)
        if self.new_cells:
            self.document.set_cells(self.new_cells)
        if self.new_turn is not None and self.new_turn != self.old_turn:
            self.document.set_field("turn", self.new_turn)

    def undo(self) -> None:
        if self.new_turn is not None and self.new_turn != self.old_turn:
            self.document.set_field("turn", self.old_turn)
        if self.old_cells:
            self.document.set_cells(self.old_cells)
        self.document.set_history(self.old_history)


class TurnTool(Tool):
    """Claim, conquer, build or raid on the map for the Turn panel's acting player: the hex under the
    pointer shows what it would cost; a press records the step or says which rule refuses it."""

    id = "turn"
    label = tr("Turn action")
    tip = tr("Spend imperial points on the hex: claim, conquer or build for the acting player")
    cursor = Qt.PointingHandCursor

    def press(self, editor, h, modifiers) -> None:
        if h is not None:
            editor.turn_dock.act_on(h)

    def hover_text(self, editor, h) -> str:
        return editor.turn_dock.hover_text(h)


class LazyCosts(Mapping):
    """Hex -> (imperial points, allowed) for the hexes a spending tool may be pointed at, each judged
    the first time it is asked for and kept until the next refresh (one state of the turn)."""

    def __init__(self, hexes=(), judge=None):
        self.hexes = list(hexes)
        self._in = set(self.hexes)
        self.judge = judge
        self.known: dict = {}

    def __getitem__(self, h):
        if h not in self._in:
            raise KeyError(h)
        hit = self.known.get(h)
        if hit is None:
            hit = self.known[h] = self.judge(h)
        return hit

    def __contains__(self, h) -> bool:
        return h in self._in

    def __iter__(self):
        return iter(self.hexes)

    def __len__(self) -> int:
        return len(self.hexes)


class CostOverlay(QGraphicsItem):
    """While a spending tool is on: what each hex it may be used on would cost, on a light badge of its
    own (readable on every terrain's colour); green-edged where it is allowed, red and struck through
    where it would be refused. A hex is judged only when its badge is painted (in view, large enough
    to read), so a refresh on a large map costs the hexes on screen, not the whole map."""

    #: badges are not drawn (nor their hexes judged) below this many pixels of hex radius on screen
    MIN_PX = 7

    def __init__(self, map_item):
        super().__init__()
        self.map_item = map_item
        self.costs: LazyCosts = LazyCosts()
        self._badges: dict = {}  # (cost, allowed, scale) -> the badge's picture
        self._bounds = QRectF()
        self.setZValue(9)

    def set_costs(self, costs) -> None:
        """The badges to draw: a :class:`LazyCosts` (or any hex -> (cost, allowed) mapping)."""
        self.prepareGeometryChange()
        self.costs = costs if isinstance(costs, LazyCosts) else LazyCosts(costs, dict(costs).__getitem__)
        m = self.map_item.size * 0.5
        self._bounds = self.map_item.rect_of(self.costs.hexes).adjusted(-m, -m, m, m) if self.costs else QRectF()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option, widget=None) -> None:
        mi = self.map_item
        lod = option.levelOfDetailFromTransform(p.worldTransform())
        if mi.size * lod < self.MIN_PX:
            return
        exposed = option.exposedRect
        if p.hasClipping():
            exposed = exposed.intersected(p.clipBoundingRect())
        costs = self.costs
        shown = [h for h in mi.visible_hexes(exposed) if h in costs]
        r = mi.size * 0.36
        m = mi.size * 0.05  # the pen's half width
        p.setRenderHint(QPainter.SmoothPixmapTransform, True)
        for h in shown:
            cost, allowed = costs[h]
            c = mi.center(h)
            pix = self._badge(cost, allowed, lod)
            p.drawPixmap(QRectF(c.x() - r - m, c.y() - r - m, 2 * (r + m), 2 * (r + m)), pix, QRectF(pix.rect()))

    def _badge(self, cost: int, allowed: bool, lod: float) -> QPixmap:
        """One badge drawn once at the view's scale and stamped on every hex of the same cost."""
        key = (cost, allowed, round(lod, 3))
        pix = self._badges.get(key)
        if pix is not None:
            return pix
        if len(self._badges) > 64:
            self._badges.clear()
        mi = self.map_item
        r, m = mi.size * 0.36, mi.size * 0.05
        side = max(4, int(2 * (r + m) * lod * 2 + 0.999))  # drawn at twice the size: crisp when scaled down
        pix = QPixmap(side, side)
        pix.fill(Qt.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.Antialiasing, True)
        p.scale(side / (2 * (r + m)), side / (2 * (r + m)))
        p.translate(r + m, r + m)
        font = QFont()
        font.setPointSizeF(max(mi.size * 0.42, 1.0))
        font.setBold(True)
        p.setFont(font)
        ok_pen, no_pen = QPen(QColor("#1b5e20"), mi.size * 0.07), QPen(QColor("#c62828"), mi.size * 0.07)
        p.setPen(ok_pen if allowed else no_pen)
        p.setBrush(QColor(255, 255, 255, 240 if allowed else 200))
        p.drawEllipse(QPointF(0, 0), r, r)
        p.setPen(QColor("#10301a") if allowed else QColor("#b71c1c"))
        p.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignCenter, str(cost))
        if not allowed:
            p.setPen(no_pen)
            p.drawLine(QPointF(-r * 0.7, r * 0.7), QPointF(r * 0.7, -r * 0.7))
        p.end()
        self._badges[key] = pix
        return pix


def fit_rows(table: QTableWidget, rows: int, most: int = 8) -> None:
    """Make ``table`` as tall as its rows (up to ``most``, then it scrolls): each player in sight
    without asking for more room than they need."""
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                         + min(rows, most) * table.verticalHeader().defaultSectionSize())


def phase_name(phase: str) -> str:
    """A phase's tab title, in the language of the moment it is asked for."""
    return {"events": tr("Events"), "income": tr("Income"), "challenges": tr("Challenges"),
            "battles": tr("Battles"), "conquest": tr("Conquest")}.get(phase, phase)


class TurnDock(QDockWidget):
    """The Turn panel: the frozen order, each phase's form, the steps recorded, end of turn."""

    def __init__(self, editor):
        super().__init__(editor.tr("Turn"), editor)
        self.setObjectName("CampaignTurnDock")
        self.setProperty("defaultArea", Qt.RightDockWidgetArea)
        self.editor = editor
        self.rules = ct.TurnRules(editor.ruleset) if editor.ruleset is not None and \
            editor.ruleset.value("campaign.turns") is not None else None
        self.action: str | None = None
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
        self.order.setHorizontalHeaderLabels([self.tr("Acts"), self.tr("Player"), self.tr("Army"), self.tr("Gold"),
                                              self.tr("Points left")])
        self.order.verticalHeader().hide()
        self.order.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.order.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.order.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.order.setVerticalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        layout.addWidget(self.order)

        # -- start of turn: dice for ties ----------------------------------------------------
        self.start_box = QGroupBox(self.tr("Start of turn"), body)
        sb = QVBoxLayout(self.start_box)
        self.tie_note = plain(QLabel(self.start_box))
        self.tie_note.setWordWrap(True)
        sb.addWidget(self.tie_note)
        self.ties = QTableWidget(0, 2, self.start_box)
        self.ties.setObjectName("TieDice")
        self.ties.setHorizontalHeaderLabels([self.tr("Tied player"), self.tr("Die (0: roll)")])
        self.ties.verticalHeader().hide()
        self.ties.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.ties.setMaximumHeight(110)
        sb.addWidget(self.ties)
        # a player joining late: given an empire as large as the smallest, before the order is frozen
        self.join_row = QWidget(self.start_box)
        jr = QHBoxLayout(self.join_row)
        jr.setContentsMargins(0, 0, 0, 0)
        jr.addWidget(QLabel(self.tr("Late joiner"), self.join_row))
        self.join_player = self._combo(self.join_row, "JoinPlayer")
        self.join_player.setToolTip(self.tr("A player added after the set-up (Players panel) who joins this turn"))
        jr.addWidget(self.join_player, 1)
        jr.addWidget(self._button(self.join_row, self.tr("Give Selected Hexes"), "AddJoiner", self.add_joiner,
                                  self.tr("Give the hexes selected on the map to the late joiner: an empire as "
                                          "large as the smallest one (a city hex counts double)")))
        sb.addWidget(self.join_row)
        self.join_note = plain(QLabel(self.start_box))
        self.join_note.setObjectName("JoinNote")
        self.join_note.setWordWrap(True)
        sb.addWidget(self.join_note)
        self.joiners: list[ct.Step] = []
        self.start_button = QPushButton(self.tr("Start Turn (Freeze the Order)"), self.start_box)
        self.start_button.setObjectName("StartTurn")
        self.start_button.setToolTip(self.tr("Start the next turn: the order of the empires is frozen for the whole turn"))
        self.start_button.clicked.connect(self.start_turn)
        sb.addWidget(self.start_button)
        layout.addWidget(self.start_box)

        # -- the phases -------------------------------------------------------------------------
        self.phases = QTabWidget(body)
        self.phases.setObjectName("TurnPhases")
        self.phases.setUsesScrollButtons(False)  # every phase's tab in sight, Spanish names included
        self._build_events()
        self._build_income()
        self._build_challenges()
        self._build_battles()
        self._build_conquest()
        for b in self.phases.tabBar().findChildren(QToolButton):  # the arrows of a narrow panel
            b.setToolTip(self.tr("More phases"))
        layout.addWidget(self.phases)

        # what was recorded: folded under the form while a turn is played, open for a past turn
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
        row = QHBoxLayout()
        self.end_button = QPushButton(self.tr("End Turn"), body)
        self.end_button.setObjectName("EndTurn")
        self.end_button.setToolTip(self.tr("End the turn: unspent imperial points are lost"))
        self.end_button.clicked.connect(self.end_turn)
        row.addWidget(self.end_button)
        self.bulletin_button = QPushButton(self.tr("Bulletin PDF…"), body)
        self.bulletin_button.setObjectName("ExportBulletin")
        self.bulletin_button.setToolTip(self.tr("Save the turn bulletin for the players as a PDF"))
        self.bulletin_button.clicked.connect(self.export_bulletin)
        row.addWidget(self.bulletin_button)
        self.print_bulletin_button = QPushButton(self.tr("Print Bulletin…"), body)
        self.print_bulletin_button.setObjectName("PrintBulletin")
        self.print_bulletin_button.setToolTip(self.tr("Print the turn bulletin, with a preview (File > Export "
                                                      "offers it as PDF or PNG too)"))
        self.print_bulletin_button.clicked.connect(self.print_bulletin)
        row.addWidget(self.print_bulletin_button)
        layout.addLayout(row)
        # scrolled, so that the panel never makes the window taller than the screen
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.NoFrame)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.log_title.setChecked(True)
        self.refresh()

    def _show_log(self, shown: bool) -> None:
        self.log.setVisible(shown)
        self.log_room.setVisible(not shown)
        self.log_title.setArrowType(Qt.DownArrow if shown else Qt.RightArrow)

    def _cost_of(self, key: str) -> int:
        return int(self.rules.costs.get(key, 0)) if self.rules is not None else 0

    # -- forms ---------------------------------------------------------------------------------
    def _combo(self, parent, name: str) -> QComboBox:
        c = QComboBox(parent)
        c.setObjectName(name)
        return c

    def _button(self, parent, text: str, name: str, slot, tip: str = "") -> QPushButton:
        b = QPushButton(text, parent)
        b.setToolTip(tip)
        b.setObjectName(name)
        b.clicked.connect(slot)
        return b

    def _note(self, parent, name: str, problem: bool = False) -> QLabel:
        """A line under a field: what the form needs, or why what was typed was refused (kept in the field)."""
        label = QLabel(parent)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.PlainText)
        if problem:
            label.setStyleSheet("color: palette(highlight);")
            label.setVisible(False)
        return label

    def _explain(self, label: QLabel, ok: bool) -> bool:
        """After a record: clear the refusal beside the field, or say it there (the typed dice stay)."""
        label.setVisible(not ok)
        label.setText("" if ok else "\n".join(str(p.text()) for p in self.last_problems) or self.editor.last_message)
        return ok

    def income_needs(self) -> None:
        """Say how many dice the chosen mine rolls, before they are typed."""
        data = self.mine.currentData()
        play = self.play()
        spec = None
        if data is not None and play is not None:
            key = Hex(*map(int, data.split(",")))
            spec = play._income_dice(key, play.state.owner(key))
        if not spec:
            self.income_need.setText(self.tr("Choose a mine of a player to collect its income."))
            return
        self.income_need.setText(self.tr("This mine rolls %n dice (each die x {times} gold): type them, or leave "
                                         "the field empty for Wartable to roll.", "", int(spec["dice"])).format(
            times=int(spec.get("times", 10))))

    def _build_events(self) -> None:
        page = QWidget()
        form = QFormLayout(page)
        self.event_player = self._combo(page, "EventPlayer")
        self.event = self._combo(page, "EventChoice")
        self.event_target = self._combo(page, "EventTarget")
        self.event_opponent = self._combo(page, "EventOpponent")
        self.event_opponent.setToolTip(self.tr("Double agent: on 4+ you choose whom the target player must "
                                               "challenge this turn"))
        self.event_feature = self._combo(page, "EventFeature")
        for f in ("castle", "city", "mine"):
            self.event_feature.addItem(self.editor.feature_name(f), f)
        self.event_hex = plain(QLabel(page))  # a hex's name
        self.event_hex.setObjectName("EventHex")
        self.event_hex.setWordWrap(True)
        self.event_dice = QLineEdit(page)
        self.event_dice.setObjectName("EventDice")
        self.event_dice.setPlaceholderText(self.tr("dice, if the event rolls (empty: Wartable rolls)"))
        form.addRow(self.tr("Player"), self.event_player)
        form.addRow(self.tr("Event"), self.event)
        form.addRow(self.tr("Target player"), self.event_target)
        form.addRow(self.tr("Must challenge"), self.event_opponent)
        form.addRow(self.tr("Construction"), self.event_feature)
        form.addRow(self.tr("Hex"), self.event_hex)
        form.addRow(self.tr("Dice"), self.event_dice)
        self.event_need = self._note(page, "EventNeeds")
        form.addRow("", self.event_need)
        self.event.currentIndexChanged.connect(lambda _i: self.event_needs())
        self.event_target.currentIndexChanged.connect(lambda _i: self.event_needs())
        form.addRow(self._button(page, self.tr("Record Event"), "RecordEvent", self.record_event,
                                  self.tr("Record the player's event for this turn (one each, smallest empire first)")))
        self.phases.addTab(page, phase_name("events"))

    def event_needs(self) -> None:
        """Only what the chosen event needs can be filled in: a target player (A, C, F, L), whom the
        target must challenge (L), a construction and its hex (B, K), dice (C, K, L)."""
        if self.rules is None:
            return
        event = self.rules.events.get(self.event.currentData(), {})
        effect = event.get("effect")
        place = effect in ("free-construction", "sabotage")
        self.event_target.setEnabled(bool(event.get("target")))
        self.event_opponent.setEnabled(effect == "double-agent")
        self.event_feature.setEnabled(place)
        self.event_dice.setEnabled(effect in ("disaster", "sabotage", "double-agent"))
        play = self.play()
        if effect == "disaster" and play is not None and self.event_target.currentData():
            dice = len(ct.disaster_hexes(play.state, self.event_target.currentData()))  # one per construction
        else:
            dice = 1 if effect in ("sabotage", "double-agent") else 0
        self.event_need.setText(self.tr("This event rolls %n dice: type them, or leave the field empty for Wartable "
                                        "to roll.", "", dice) if dice else self.tr("This event rolls no dice."))
        selected = self.editor.selection
        if not place:
            self.event_hex.setText(self.tr("(this event needs no hex)"))
        elif len(selected) == 1:
            self.event_hex.setText(self.tr("Hex {hex}").format(hex=ct.hex_label(self.document, selected[0])))
        elif effect == "sabotage":
            self.event_hex.setText(self.tr("Select the other player's construction on the map."))
        else:
            self.event_hex.setText(self.tr("Select the hex of yours where the construction goes."))

    def _build_income(self) -> None:
        page = QWidget()
        form = QFormLayout(page)
        self.mine = self._combo(page, "IncomeMine")
        self.mine.currentIndexChanged.connect(lambda _i: self.income_needs())
        self.income_need = self._note(page, "IncomeNeeds")
        self.income_dice = QLineEdit(page)
        self.income_dice.setObjectName("IncomeDice")
        self.income_dice.setPlaceholderText(self.tr("e.g. 3 5 (empty: Wartable rolls)"))
        self.income_problem = self._note(page, "IncomeProblem", problem=True)
        form.addRow(self.tr("Mine"), self.mine)
        form.addRow("", self.income_need)
        form.addRow(self.tr("Dice"), self.income_dice)
        form.addRow("", self.income_problem)
        row = QHBoxLayout()
        row.addWidget(self._button(page, self.tr("Record Income"), "RecordIncome", self.record_income,
                                     self.tr("Add the mine's roll to its owner's treasury (dice entered, or rolled "
                                             "and stored)")))
        row.addWidget(self._button(page, self.tr("Roll Every Mine"), "RollAllIncome", self.roll_all_income,
                                     self.tr("Roll the income of every mine not collected yet")))
        form.addRow(row)
        self.phases.addTab(page, phase_name("income"))

    def _build_challenges(self) -> None:
        page = QWidget()
        form = QFormLayout(page)
        self.challenger = self._combo(page, "Challenger")
        self.challenged = self._combo(page, "Challenged")
        need = self._note(page, "ChallengeNeeds")
        need.setText(self.tr("Each player challenges one other, the smallest empire first."))
        form.addRow(need)
        form.addRow(self.tr("Challenger"), self.challenger)
        form.addRow(self.tr("Challenges"), self.challenged)
        form.addRow(self._button(page, self.tr("Record Challenge"), "RecordChallenge", self.record_challenge,
                                  self.tr("Record who challenges whom (smallest empire first)")))
        self.phases.addTab(page, phase_name("challenges"))

    def _build_battles(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        need = self._note(page, "BattleNeeds")
        need.setText(self.tr("Put each player who fought on side A or B with the gold they spent; the others "
                             "stay at \"-\"."))
        v.addWidget(need)
        self.sides = QTableWidget(0, 3, page)
        self.sides.setObjectName("BattleSides")
        self.sides.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Side"), self.tr("Gold spent")])
        self.sides.verticalHeader().hide()
        self.sides.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.sides.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 12)  # a combo box each
        v.addWidget(self.sides)
        self.result = self._combo(page, "BattleResult")
        for winner, result, text in ((0, "marginal", self.tr("Side A: marginal victory")),
                                     (0, "decisive", self.tr("Side A: decisive victory")),
                                     (0, "massacre", self.tr("Side A: massacre")),
                                     (None, "draw", self.tr("Draw")),
                                     (1, "marginal", self.tr("Side B: marginal victory")),
                                     (1, "decisive", self.tr("Side B: decisive victory")),
                                     (1, "massacre", self.tr("Side B: massacre"))):
            self.result.addItem(text, (winner, result))
        v.addWidget(self.result)
        v.addWidget(self._button(page, self.tr("Record Battle"), "RecordBattle", self.record_battle,
                                  self.tr("Record the battle's sides, result and gold: imperial points follow")))
        self.phases.addTab(page, phase_name("battles"))

    def _build_conquest(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        form = QFormLayout()
        self.actor = self._combo(page, "ConquestPlayer")
        self.actor.currentIndexChanged.connect(lambda _i: (self._show_points(), self.show_costs()))
        form.addRow(self.tr("Player"), self.actor)
        self.points_label = plain(QLabel(page))
        self.points_label.setObjectName("PointsLeft")
        self.points_label.setWordWrap(True)
        form.addRow(self.tr("Imperial points"), self.points_label)
        self.build_feature = self._combo(page, "BuildFeature")
        for f in ("castle", "city", "mine"):
            self.build_feature.addItem(self.editor.feature_name(f), f)
        self.build_feature.currentIndexChanged.connect(lambda _i: self.show_costs())
        form.addRow(self.tr("Construction"), self.build_feature)
        v.addLayout(form)
        row = QHBoxLayout()
        self.action_group = QButtonGroup(page)
        self.action_group.setExclusive(False)
        self.action_buttons = {}
        for kind, text in (("claim", self.tr("Claim")), ("conquer", self.tr("Conquer")), ("build", self.tr("Build"))):
            b = QPushButton(text, page)
            b.setCheckable(True)
            b.setObjectName("Tool" + kind.title())
            b.setToolTip(self.tr("Click hexes on the map to spend imperial points; each hex shows its cost"))
            b.toggled.connect(lambda on, k=kind: self.set_action(k if on else None))
            self.action_group.addButton(b)
            self.action_buttons[kind] = b
            row.addWidget(b)
        v.addLayout(row)
        self.hover_label = plain(QLabel(page))  # a hex's name and owner
        self.hover_label.setObjectName("HexCost")
        self.hover_label.setWordWrap(True)
        v.addWidget(self.hover_label)
        row = QVBoxLayout()  # one above the other: the names are long in Spanish
        row.addWidget(self._button(page, self.tr("Change a Regiment"), "ChangeRegiment",
                                   lambda: self.record_regiments("change-regiment"),
                                   self.tr("Spend {cost} imperial points to change one regiment of the army").format(
                                       cost=self._cost_of("change_regiment"))))
        row.addWidget(self._button(page, self.tr("Change All Regiments"), "ChangeAllRegiments",
                                   lambda: self.record_regiments("change-all-regiments"),
                                   self.tr("Spend {cost} imperial points to change every regiment of the army").format(
                                       cost=self._cost_of("change_all_regiments"))))
        v.addLayout(row)
        row = QHBoxLayout()
        self.raid_dice = QLineEdit(page)
        self.raid_dice.setObjectName("RaidDice")
        self.raid_dice.setPlaceholderText(self.tr("%n raid dice (empty: roll)", "",
                                                  int(self.rules.raid_gold.get("dice", 2)) if self.rules else 2))
        row.addWidget(self.raid_dice)
        row.addWidget(self._button(page, self.tr("Raid"), "RecordRaid", self.record_raid,
                                  self.tr("Spend 1 imperial point for 2D6 x 10 gold")))
        v.addLayout(row)
        self.phases.addTab(page, phase_name("conquest"))

    # -- reading -------------------------------------------------------------------------------
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

    def _players_combo(self, combo: QComboBox, players, keep: bool = True) -> None:
        current = combo.currentData() if keep else None
        combo.blockSignals(True)
        combo.clear()
        for pid in players:
            p = self.document.players.get(pid)
            combo.addItem(color_icon(p.color) if p else color_icon("#888888"), self.name(pid), pid)
        i = combo.findData(current)
        combo.setCurrentIndex(i if i >= 0 else 0)
        combo.blockSignals(False)

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
        for b in self.action_buttons.values():
            if b.isChecked():
                b.setChecked(False)
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
        self.end_button.setEnabled(open_turn is not None)
        if open_turn is None:
            played = len(history.turns)
            self.status.setText(self.tr("Turn {turn} is next ({played} played). Start it to freeze the order.").format(
                turn=history.turns[-1].number + 1 if history.turns else doc.turn, played=played))
            state = self._fill_joiners()
            self._fill_ties(state if history.turns else None)
            st = ct.standing(doc, self.rules)
            order = [r.player for r in reversed(st.ranks)]
        else:
            order = list(reversed(play.order))
            self.status.setText(self.tr("Turn {turn}: the order is frozen; {player} acts first.").format(
                turn=open_turn.number, player=self.name(order[0]) if order else "-"))
        self._fill_order(order, play)
        for combo in (self.event_player, self.challenger, self.actor):
            self._players_combo(combo, order)
        for combo in (self.event_target, self.challenged):
            self._players_combo(combo, order)
        chosen = self.event_opponent.currentData()
        self._players_combo(self.event_opponent, order, keep=False)
        self.event_opponent.blockSignals(True)
        self.event_opponent.insertItem(0, self.tr("(nobody chosen)"), None)
        self.event_opponent.setCurrentIndex(max(0, self.event_opponent.findData(chosen)) if chosen else 0)
        self.event_opponent.blockSignals(False)
        self.event.blockSignals(True)
        current = self.event.currentData()
        self.event.clear()
        used = set((play.chosen if self.rules.events_scope == "phase" else play.state.events_used) if play else ())
        for eid, e in (self.rules.events.items()):
            mark = self.tr(" (chosen)") if eid in used and len(used) < len(self.rules.events) else ""
            self.event.addItem(f"{eid}. {self.rules.event_name(eid)}{mark}", eid)
        self.event.setCurrentIndex(max(0, self.event.findData(current)))
        self.event.blockSignals(False)
        self.event_needs()
        chosen = self.mine.currentData()
        self.mine.blockSignals(True)
        self.mine.clear()
        if play is not None:
            for key in sorted(play.state.holdings, key=lambda k: (k.r, k.q)):
                owner = play.state.owner(key)
                if play._income_dice(key, owner) is not None:
                    done = self.tr(" (collected)") if key in play.collected else ""
                    self.mine.addItem(self.tr("{player}: {hex}").format(
                        player=self.name(owner), hex=ct.hex_label(doc, key)) + done, f"{key.q},{key.r}")
        self.mine.setCurrentIndex(max(0, self.mine.findData(chosen)) if chosen else 0)
        self.mine.blockSignals(False)
        self.income_needs()
        for r in range(self.sides.rowCount()):  # the replaced widgets go at once, not at the next event loop
            for c in (1, 2):
                w = self.sides.cellWidget(r, c)
                if w is not None:
                    w.hide()
        self.sides.setRowCount(len(order))
        fit_rows(self.sides, len(order))
        for i, pid in enumerate(order):
            item = QTableWidgetItem(self.name(pid))
            item.setData(Qt.UserRole, pid)
            self.sides.setItem(i, 0, item)
            side = QComboBox()
            side.addItems(["-", "A", "B"])
            side.setObjectName(f"Side-{pid}")
            self.sides.setCellWidget(i, 1, side)
            gold = QSpinBox()
            gold.setRange(0, 100000)
            gold.setObjectName(f"Gold-{pid}")
            self.sides.setCellWidget(i, 2, gold)
        self.log.clear()
        if open_turn is not None:
            for _step, line in turn_lines(doc, self.rules, open_turn, play.start, self.name):
                self.log.addItem(line)
        else:
            for b in self.action_buttons.values():
                if b.isChecked():
                    b.setChecked(False)
        self.log_title.setText(self.tr("This turn (%n steps)", "", self.log.count()))
        self._show_points()
        self.show_costs()

    def _fill_joiners(self):
        """The late joiner form: who may join, who was given hexes; the state the turn would start from."""
        candidates = [p for p in ct.late_joiner_candidates(self.document, self.rules)
                      if p not in {j.player for j in self.joiners}]
        self._players_combo(self.join_player, candidates)
        self.join_row.setEnabled(bool(candidates))
        self.joiners = [j for j in self.joiners if j.player in self.document.players]
        problems, _changes, state = ct.joining(self.document, self.rules, self.joiners)
        if self.joiners:
            ranks = {r.player: r for r in ct.rank_empires(self.rules, state.holdings, state.players)}
            self.join_note.setText("; ".join(
                self.tr("{player} joins with %n hexes (empire size {size})", "", len(j.hexes)).format(
                    player=self.name(j.player), size=ranks[j.player].size)
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
        pid = self.join_player.currentData()
        hexes = tuple(sorted(self.editor.selection, key=lambda k: (k.r, k.q)))
        if pid is None:
            self.editor.refuse(self.tr("No player is waiting to join."))
            return False
        if not hexes:
            self.editor.refuse(self.tr("Select the late joiner's hexes on the map first."))
            return False
        capital = next((h for h in hexes if self.document.cells[h].has("city")), hexes[0])
        step = ct.Step("join", player=pid, hex=capital, hexes=hexes)
        problems, _changes, _state = ct.joining(self.document, self.rules, self.joiners + [step])
        if problems:
            self.refuse_problems(problems)
            return False
        self.last_refusal, self.last_problems = None, []
        self.joiners.append(step)
        self.refresh()
        return True

    def _fill_ties(self, state=None) -> None:
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
            item = QTableWidgetItem(self.name(pid))
            item.setData(Qt.UserRole, pid)
            self.ties.setItem(i, 0, item)
            die = QSpinBox()
            die.setRange(0, self.rules.die)
            die.setObjectName(f"Die-{pid}")
            self.ties.setCellWidget(i, 1, die)

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

    def _show_points(self) -> None:
        play = self.play()
        pid = self.actor.currentData()
        if play is None or pid is None:
            self.points_label.setText("-")
            return
        self.points_label.setText(self.tr("{earned} earned, {spent} spent, {left} left (unspent points are lost)").format(
            earned=play.points(pid), spent=play.spent.get(pid, 0), left=play.points(pid) - play.spent.get(pid, 0)))

    # -- recording -----------------------------------------------------------------------------
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

    def start_turn(self) -> bool:
        entered = {}
        for i in range(self.ties.rowCount()):
            pid = self.ties.item(i, 0).data(Qt.UserRole)
            die = self.ties.cellWidget(i, 1).value()
            if die:
                entered[pid] = (die,)
        joiners = list(self.joiners)
        problems, changes, _state = ct.joining(self.document, self.rules, joiners)
        if problems:
            self.refuse_problems(problems)
            return False
        try:
            history = ct.start_turn(self.document, self.rules, entered=entered or None, joiners=joiners)
        except ValueError as exc:
            self.editor.refuse(str(exc))
            return False
        number = history.turns[-1].number
        self.joiners = []
        self.last_refusal, self.last_problems = None, []
        text = self.tr("Start turn {turn}").format(turn=number) if not joiners else \
            self.tr("Start turn {turn}: {players} join").format(turn=number,
                                                                players=", ".join(self.name(j.player) for j in joiners))
        self.editor.qdoc.push(RecordTurn(self.document, history, changes, text, turn=number))
        return True

    def end_turn(self) -> bool:
        turn = self.document.history.open_turn
        if turn is None:
            return False
        # the turn ends even so (a player may not have turned up); the check panel keeps the error
        problems = self.play().closing_problems() if self.play() is not None else []
        self.last_refusal, self.last_problems = None, []
        if problems:
            self.editor.warn(" ".join(self.tr("{problem} [{rule}]").format(problem=p.text(), rule=p.rule)
                                      for p in problems))
        self.editor.qdoc.push(RecordTurn(self.document, ct.end_turn(self.document), {},
                                         self.tr("End turn {turn}").format(turn=turn.number), turn=turn.number + 1))
        return True

    def record_event(self) -> bool:
        pid, eid = self.event_player.currentData(), self.event.currentData()
        event = self.rules.events.get(eid, {})
        effect = event.get("effect")
        kw = {}
        if event.get("target"):
            kw["target"] = self.event_target.currentData()
        if effect in ("free-construction", "sabotage"):
            if len(self.editor.selection) != 1:
                self.last_refusal, self.last_problems = None, []
                self.editor.refuse(self.tr("Event {event} needs one hex: select it on the map first.").format(
                    event=eid))
                return False
            kw["hex"] = self.editor.selection[0]
            kw["feature"] = self.event_feature.currentData()
        play = self.play()
        dice = self._dice(self.event_dice)
        if effect == "disaster" and kw.get("target"):
            hexes = ct.disaster_hexes(play.state, kw["target"])  # one die for each construction
            step = ct.dice_step("event", pid, len(hexes), dice=dice, event=eid, hexes=hexes, **kw)
        elif effect in ("sabotage", "double-agent"):
            if effect == "double-agent" and self.event_opponent.currentData():
                kw["opponent"] = self.event_opponent.currentData()
            step = ct.dice_step("event", pid, 1, dice=dice, event=eid, **kw)
        else:
            step = ct.Step("event", player=pid, event=eid, **kw)
        ok = self.push_step(step, self.tr("Event {event} for {player}").format(event=eid, player=self.name(pid)))
        if ok:
            self.event_dice.clear()
        return ok

    def _dice(self, edit: QLineEdit):
        text = edit.text().strip()
        if not text:
            return None
        return tuple(int(x) for x in re.findall(r"\d+", text))

    def record_income(self) -> bool:
        data = self.mine.currentData()
        if data is None:
            self.editor.refuse(self.tr("No mine to collect from."))
            return False
        key = Hex(*map(int, data.split(",")))
        step = ct.income_step(self.play(), key, dice=self._dice(self.income_dice))
        ok = self._explain(self.income_problem, self.push_step(
            step, self.tr("Income of {hex}").format(hex=ct.hex_label(self.document, key))))
        if ok:
            self.income_dice.clear()
        return ok

    def roll_all_income(self) -> int:
        """Roll every mine not collected yet. The mines are taken before the first roll: each step
        refills the list, and a mine its roll exhausts leaves it."""
        keys = [Hex(*map(int, self.mine.itemData(i).split(","))) for i in range(self.mine.count())
                if self.mine.itemData(i)]
        done = 0
        for key in keys:
            play = self.play()
            if play is None or key in play.collected or play._income_dice(key, play.state.owner(key)) is None:
                continue
            done += self.push_step(ct.income_step(play, key),
                                   self.tr("Income of {hex}").format(hex=ct.hex_label(self.document, key)))
        return done

    def record_challenge(self) -> bool:
        a, b = self.challenger.currentData(), self.challenged.currentData()
        return self.push_step(ct.Step("challenge", player=a, target=b),
                              self.tr("{a} challenges {b}").format(a=self.name(a), b=self.name(b)))

    def record_battle(self) -> bool:
        sides = ([], [])
        gold = []
        for i in range(self.sides.rowCount()):
            pid = self.sides.item(i, 0).data(Qt.UserRole)
            side = self.sides.cellWidget(i, 1).currentText()
            if side in ("A", "B"):
                sides[0 if side == "A" else 1].append(pid)
                g = self.sides.cellWidget(i, 2).value()
                if g:
                    gold.append((pid, g))
        winner, result = self.result.currentData()
        step = ct.Step("battle", sides=(tuple(sides[0]), tuple(sides[1])), winner=winner, result=result,
                       gold=tuple(sorted(gold)))
        text = self.tr("Battle: {a} against {b}").format(a=", ".join(map(self.name, sides[0])) or "-",
                                                         b=", ".join(map(self.name, sides[1])) or "-")
        return self.push_step(step, text)

    def record_regiments(self, kind: str) -> bool:
        pid = self.actor.currentData()
        text = self.tr("{player} changes a regiment") if kind == "change-regiment" else \
            self.tr("{player} changes all regiments")
        return self.push_step(ct.Step(kind, player=pid), text.format(player=self.name(pid)))

    def record_raid(self) -> bool:
        pid = self.actor.currentData()
        n = int(self.rules.raid_gold.get("dice", 2))
        step = ct.dice_step("raid", pid, n, dice=self._dice(self.raid_dice))
        ok = self.push_step(step, self.tr("Raid by {player}").format(player=self.name(pid)))
        if ok:
            self.raid_dice.clear()
        return ok

    # -- the map tools --------------------------------------------------------------------------
    def set_action(self, kind: str | None) -> None:
        for k, b in self.action_buttons.items():
            if k != kind and b.isChecked():
                b.blockSignals(True)
                b.setChecked(False)
                b.blockSignals(False)
        self.action = kind
        if kind is not None:
            self.editor.set_tool("turn")
        elif self.editor.current_tool == "turn":
            self.editor.set_tool("select")
        self.show_costs()

    def costs(self) -> LazyCosts:
        """Hex -> (imperial points, allowed) for the spending tool that is on, for the acting player:
        the hexes it may be pointed at, each judged when first asked for (the badges in view)."""
        play = self.play()
        pid = self.actor.currentData()
        if play is None or self.action is None or pid is None:
            return LazyCosts()

        def judge(h):
            step = self.step_for(h, roll=False)
            return play.cost(step), not play.problems(step)

        return LazyCosts(play.spending_hexes(self.action, pid), judge)

    def show_costs(self) -> None:
        costs = self.costs()
        self.cost_overlay.set_costs(costs)
        self.cost_overlay.setVisible(bool(costs))
        if self.action is not None and not self.hover_label.text():
            self.hover_label.setText(self.tr("The numbers on the map are what each hex costs in imperial points: "
                                             "green where it is allowed, red where it would be refused (point at a "
                                             "hex to see why)."))
        elif self.action is None:
            self.hover_label.clear()

    def step_for(self, h: Hex, roll: bool = True) -> ct.Step | None:
        pid = self.actor.currentData()
        if self.action is None or pid is None:
            return None
        if self.action == "build":
            held = self.play().state.holding(h) if self.play() else ct.Holding()
            feature = self.build_feature.currentData()
            replaces = next((f for f in ("mine", "castle") if f in held.features and f != feature
                             and not (feature == "city" and f == "castle")), None)
            return ct.Step("build", player=pid, hex=h, feature=feature, replaces=replaces)
        if self.action == "conquer":
            held = self.play().state.holding(h)
            race = self.rules.race(self.document.players[pid].race if pid in self.document.players else "")
            if race.get("razes_cities") and "city" in held.features:
                n = int(self.rules.raze_gold.get("dice", 2))
                return ct.dice_step("conquer", pid, n, hex=h, dice=None if roll else (1,) * n)
        return ct.Step(self.action, player=pid, hex=h)

    def hover_text(self, h: Hex) -> str:
        play = self.play()
        step = self.step_for(h, roll=False) if play is not None else None
        if step is None:
            text = ""
        else:
            problems = play.problems(step)
            cost = play.cost(step)
            if problems:
                text = {"claim": self.tr("Claiming this hex would cost %n imperial points, but it is not allowed: "
                                         "{problem}", "", cost),
                        "conquer": self.tr("Conquering this hex would cost %n imperial points, but it is not "
                                           "allowed: {problem}", "", cost),
                        "build": self.tr("Building here would cost %n imperial points, but it is not allowed: "
                                         "{problem}", "", cost)}[step.kind].format(problem=problems[0].text())
            else:
                text = {"claim": self.tr("Claiming this hex costs %n imperial points.", "", cost),
                        "conquer": self.tr("Conquering this hex costs %n imperial points.", "", cost),
                        "build": self.tr("Building here costs %n imperial points.", "", cost)}[step.kind]
        self.hover_label.setText(text)
        return text

    def act_on(self, h: Hex) -> bool:
        step = self.step_for(h)
        if step is None:
            return False
        text = {"claim": self.tr("Claim hex {hex} for {player}"), "conquer": self.tr("Conquer hex {hex} for {player}"),
                "build": self.tr("Build at hex {hex} for {player}")}[step.kind]
        return self.push_step(step, text.format(hex=ct.hex_label(self.document, h), player=self.name(step.player)))

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

    # -- bulletin --------------------------------------------------------------------------------
    def print_bulletin(self):
        """The turn bulletin in a print preview (the print machinery of File > Print)."""
        from ..printing.dialog import print_preview
        from .bulletin import TurnBulletin

        return print_preview(TurnBulletin(self.document.snapshot(), self.editor.ruleset), self)

    def export_bulletin(self, path: str | None = None) -> str | None:
        from .bulletin import write_bulletin

        if not path:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Turn bulletin"), "bulletin.pdf", self.tr("PDF (*.pdf)"))
        if not path:
            return None
        write_bulletin(self.document, self.editor.ruleset, path)
        return path


def describe(dock, s: ct.Step) -> str:
    """One line of the turn log for a step alone, in the players' names (the log itself reads each
    step against its moment: :func:`turn_log.turn_lines`)."""
    return StepWords(getattr(dock, "document", None), getattr(dock, "rules", None), dock.name).sentence(s)


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
