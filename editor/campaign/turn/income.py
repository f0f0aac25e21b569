"""The income phase's form: a mine named by its hex, how many dice it rolls, the dice typed (kept
and explained beside the field when refused) or rolled, for one mine or every mine."""
from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLineEdit

from model import campaign_turns as ct
from model.hexgrid import Hex

from .common import PhaseForm, dice_typed


def mine_hex(data: str) -> Hex:
    return Hex(*map(int, data.split(",")))


class IncomeForm(PhaseForm):
    def __init__(self, panel):
        super().__init__(panel)
        form = QFormLayout(self)
        self.mine = self.combo("IncomeMine")
        self.mine.currentIndexChanged.connect(lambda _i: self.income_needs())
        self.income_need = self.note("IncomeNeeds")
        self.income_dice = QLineEdit(self)
        self.income_dice.setObjectName("IncomeDice")
        self.income_dice.setPlaceholderText(self.tr("e.g. 3 5 (empty: Wartable rolls)"))
        self.income_problem = self.note("IncomeProblem", problem=True)
        form.addRow(self.tr("Mine"), self.mine)
        form.addRow("", self.income_need)
        form.addRow(self.tr("Dice"), self.income_dice)
        form.addRow("", self.income_problem)
        row = QHBoxLayout()
        row.addWidget(self.button(self.tr("Record Income"), "RecordIncome", self.record_income,
                                  self.tr("Add the mine's roll to its owner's treasury (dice entered, or rolled "
                                          "and stored)")))
        row.addWidget(self.button(self.tr("Roll Every Mine"), "RollAllIncome", self.roll_all_income,
                                  self.tr("Roll the income of every mine not collected yet")))
        form.addRow(row)

    def fill(self, order, play) -> None:
        chosen = self.mine.currentData()
        self.mine.blockSignals(True)
        self.mine.clear()
        if play is not None:
            for key in sorted(play.state.holdings, key=lambda k: (k.r, k.q)):
                owner = play.state.owner(key)
                if play._income_dice(key, owner) is not None:
                    done = self.tr(" (collected)") if key in play.collected else ""
                    self.mine.addItem(self.tr("{player}: {hex}").format(
                        player=self.panel.name(owner), hex=ct.hex_label(self.document, key)) + done,
                        f"{key.q},{key.r}")
        self.mine.setCurrentIndex(max(0, self.mine.findData(chosen)) if chosen else 0)
        self.mine.blockSignals(False)
        self.income_needs()

    def income_needs(self) -> None:
        """Say how many dice the chosen mine rolls, before they are typed."""
        data = self.mine.currentData()
        play = self.panel.play()
        spec = None
        if data is not None and play is not None:
            key = mine_hex(data)
            spec = play._income_dice(key, play.state.owner(key))
        if not spec:
            self.income_need.setText(self.tr("Choose a mine of a player to collect its income."))
            return
        self.income_need.setText(self.tr("This mine rolls %n dice (each die x {times} gold): type them, or leave "
                                         "the field empty for Wartable to roll.", "", int(spec["dice"])).format(
            times=int(spec.get("times", 10))))

    def record_income(self) -> bool:
        data = self.mine.currentData()
        if data is None:
            self.editor.refuse(self.tr("No mine to collect from."))
            return False
        key = mine_hex(data)
        step = ct.income_step(self.panel.play(), key, dice=dice_typed(self.income_dice))
        ok = self.explain(self.income_problem, self.panel.push_step(
            step, self.tr("Income of {hex}").format(hex=ct.hex_label(self.document, key))))
        if ok:
            self.income_dice.clear()
        return ok

    def roll_all_income(self) -> int:
        """Roll every mine not collected yet. The mines are taken before the first roll: each step
        refills the list, and a mine its roll exhausts leaves it."""
        keys = [mine_hex(self.mine.itemData(i)) for i in range(self.mine.count()) if self.mine.itemData(i)]
        done = 0
        for key in keys:
            play = self.panel.play()
            if play is None or key in play.collected or play._income_dice(key, play.state.owner(key)) is None:
                continue
            done += self.panel.push_step(ct.income_step(play, key),
                                         self.tr("Income of {hex}").format(hex=ct.hex_label(self.document, key)))
        return done
