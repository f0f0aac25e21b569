"""The conquest phase's form: the acting player's imperial points spent on the map (claim, conquer,
build, each hex's cost drawn on it) or on the army (regiments) and raids."""
from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout

from model import campaign_turns as ct
from model.hexgrid import Hex

from ...plaintext import plain
from .common import PhaseForm, dice_typed
from .overlay import LazyCosts


class SpendingForm(PhaseForm):
    def __init__(self, panel):
        super().__init__(panel)
        self.action: str | None = None
        v = QVBoxLayout(self)
        form = QFormLayout()
        self.actor = self.combo("ConquestPlayer")
        self.actor.currentIndexChanged.connect(lambda _i: (self.show_points(), self.show_costs()))
        form.addRow(self.tr("Player"), self.actor)
        self.points_label = plain(QLabel(self))
        self.points_label.setObjectName("PointsLeft")
        self.points_label.setWordWrap(True)
        form.addRow(self.tr("Imperial points"), self.points_label)
        self.build_feature = self.combo("BuildFeature")
        for f in ("castle", "city", "mine"):
            self.build_feature.addItem(self.editor.feature_name(f), f)
        self.build_feature.currentIndexChanged.connect(lambda _i: self.show_costs())
        form.addRow(self.tr("Construction"), self.build_feature)
        v.addLayout(form)
        row = QHBoxLayout()
        self.action_group = QButtonGroup(self)
        self.action_group.setExclusive(False)
        self.action_buttons = {}
        for kind, text in (("claim", self.tr("Claim")), ("conquer", self.tr("Conquer")), ("build", self.tr("Build"))):
            b = QPushButton(text, self)
            b.setCheckable(True)
            b.setObjectName("Tool" + kind.title())
            b.setToolTip(self.tr("Click hexes on the map to spend imperial points; each hex shows its cost"))
            b.toggled.connect(lambda on, k=kind: self.set_action(k if on else None))
            self.action_group.addButton(b)
            self.action_buttons[kind] = b
            row.addWidget(b)
        v.addLayout(row)
        self.hover_label = plain(QLabel(self))  # a hex's name and owner
        self.hover_label.setObjectName("HexCost")
        self.hover_label.setWordWrap(True)
        v.addWidget(self.hover_label)
        row = QVBoxLayout()  # one above the other: the names are long in Spanish
        row.addWidget(self.button(self.tr("Change a Regiment"), "ChangeRegiment",
                                  lambda: self.record_regiments("change-regiment"),
                                  self.tr("Spend {cost} imperial points to change one regiment of the army").format(
                                      cost=self.cost_of("change_regiment"))))
        row.addWidget(self.button(self.tr("Change All Regiments"), "ChangeAllRegiments",
                                  lambda: self.record_regiments("change-all-regiments"),
                                  self.tr("Spend {cost} imperial points to change every regiment of the army").format(
                                      cost=self.cost_of("change_all_regiments"))))
        v.addLayout(row)
        row = QHBoxLayout()
        self.raid_dice = QLineEdit(self)
        self.raid_dice.setObjectName("RaidDice")
        self.raid_dice.setPlaceholderText(self.tr("%n raid dice (empty: roll)", "",
                                                  int(self.rules.raid_gold.get("dice", 2)) if self.rules else 2))
        row.addWidget(self.raid_dice)
        row.addWidget(self.button(self.tr("Raid"), "RecordRaid", self.record_raid,
                                  self.tr("Spend 1 imperial point for 2D6 x 10 gold")))
        v.addLayout(row)
        self.spend_problem = self.note("SpendProblem", problem=True)  # a refused raid or regiment change
        v.addWidget(self.spend_problem)

    def cost_of(self, key: str) -> int:
        return int(self.rules.costs.get(key, 0)) if self.rules is not None else 0

    def fill(self, order, play) -> None:
        self.panel.players_combo(self.actor, order)
        if play is None:
            self.stop()
        self.show_points()
        self.show_costs()

    def stop(self) -> None:
        """Put the map tool down (no turn open, or the past on show)."""
        for b in self.action_buttons.values():
            if b.isChecked():
                b.setChecked(False)

    def show_points(self) -> None:
        play = self.panel.play()
        pid = self.actor.currentData()
        if play is None or pid is None:
            self.points_label.setText("-")
            return
        self.points_label.setText(self.tr("{earned} earned, {spent} spent, {left} left (unspent points are lost)").format(
            earned=play.points(pid), spent=play.spent.get(pid, 0), left=play.points(pid) - play.spent.get(pid, 0)))

    def record_regiments(self, kind: str) -> bool:
        pid = self.actor.currentData()
        text = self.tr("{player} changes a regiment") if kind == "change-regiment" else \
            self.tr("{player} changes all regiments")
        return self.explain(self.spend_problem, self.panel.push_step(ct.Step(kind, player=pid),
                                                                     text.format(player=self.panel.name(pid))))

    def record_raid(self) -> bool:
        pid = self.actor.currentData()
        n = int(self.rules.raid_gold.get("dice", 2))
        step = ct.dice_step("raid", pid, n, dice=dice_typed(self.raid_dice))
        ok = self.explain(self.spend_problem, self.panel.push_step(
            step, self.tr("Raid by {player}").format(player=self.panel.name(pid))))
        if ok:
            self.raid_dice.clear()
        return ok

    # -- the map tool ---------------------------------------------------------------------------
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
        play = self.panel.play()
        pid = self.actor.currentData()
        if play is None or self.action is None or pid is None:
            return LazyCosts()

        def judge(h):
            step = self.step_for(h, roll=False)
            return play.cost(step), not play.problems(step)

        return LazyCosts(play.spending_hexes(self.action, pid), judge)

    def show_costs(self) -> None:
        costs = self.costs()
        overlay = self.panel.cost_overlay
        overlay.set_costs(costs)
        overlay.setVisible(bool(costs))
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
        play = self.panel.play()
        if self.action == "build":
            held = play.state.holding(h) if play else ct.Holding()
            feature = self.build_feature.currentData()
            replaces = next((f for f in ("mine", "castle") if f in held.features and f != feature
                             and not (feature == "city" and f == "castle")), None)
            return ct.Step("build", player=pid, hex=h, feature=feature, replaces=replaces)
        if self.action == "conquer":
            held = play.state.holding(h)
            race = self.rules.race(self.document.players[pid].race if pid in self.document.players else "")
            if race.get("razes_cities") and "city" in held.features:
                n = int(self.rules.raze_gold.get("dice", 2))
                return ct.dice_step("conquer", pid, n, hex=h, dice=None if roll else (1,) * n)
        return ct.Step(self.action, player=pid, hex=h)

    def hover_text(self, h: Hex) -> str:
        play = self.panel.play()
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
        return self.panel.push_step(step, text.format(hex=ct.hex_label(self.document, h),
                                                      player=self.panel.name(step.player)))
