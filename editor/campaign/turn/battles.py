"""The battles phase's form: each player's side and the gold they spent, and the result; imperial
points follow from the model's rules."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHeaderView, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout

from model import campaign_turns as ct

from .common import PhaseForm, fit_rows


class BattlesForm(PhaseForm):
    def __init__(self, panel):
        super().__init__(panel)
        v = QVBoxLayout(self)
        need = self.note("BattleNeeds")
        need.setText(self.tr("Put each player who fought on side A or B with the gold they spent; the others "
                             "stay at \"-\"."))
        v.addWidget(need)
        self.sides = QTableWidget(0, 3, self)
        self.sides.setObjectName("BattleSides")
        self.sides.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Side"), self.tr("Gold spent")])
        self.sides.verticalHeader().hide()
        self.sides.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.sides.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 12)  # a combo box each
        v.addWidget(self.sides)
        self.result = self.combo("BattleResult")
        for winner, result, text in ((0, "marginal", self.tr("Side A: marginal victory")),
                                     (0, "decisive", self.tr("Side A: decisive victory")),
                                     (0, "massacre", self.tr("Side A: massacre")),
                                     (None, "draw", self.tr("Draw")),
                                     (1, "marginal", self.tr("Side B: marginal victory")),
                                     (1, "decisive", self.tr("Side B: decisive victory")),
                                     (1, "massacre", self.tr("Side B: massacre"))):
            self.result.addItem(text, (winner, result))
        v.addWidget(self.result)
        self.battle_problem = self.note("BattleProblem", problem=True)
        v.addWidget(self.battle_problem)
        v.addWidget(self.button(self.tr("Record Battle"), "RecordBattle", self.record_battle,
                                self.tr("Record the battle's sides, result and gold: imperial points follow")))

    def fill(self, order, play) -> None:
        for r in range(self.sides.rowCount()):  # the replaced widgets go at once, not at the next event loop
            for c in (1, 2):
                w = self.sides.cellWidget(r, c)
                if w is not None:
                    w.hide()
        self.sides.setRowCount(len(order))
        fit_rows(self.sides, len(order))
        for i, pid in enumerate(order):
            item = QTableWidgetItem(self.panel.name(pid))
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
        name = self.panel.name
        text = self.tr("Battle: {a} against {b}").format(a=", ".join(map(name, sides[0])) or "-",
                                                         b=", ".join(map(name, sides[1])) or "-")
        return self.explain(self.battle_problem, self.panel.push_step(step, text))
