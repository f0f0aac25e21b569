"""The challenges phase's form: who challenges whom, the smallest empire first."""
from __future__ import annotations

from PySide6.QtWidgets import QFormLayout

from model import campaign_turns as ct

from .common import PhaseForm


class ChallengesForm(PhaseForm):
    def __init__(self, panel):
        super().__init__(panel)
        form = QFormLayout(self)
        self.challenger = self.combo("Challenger")
        self.challenged = self.combo("Challenged")
        need = self.note("ChallengeNeeds")
        need.setText(self.tr("Each player challenges one other, the smallest empire first."))
        form.addRow(need)
        form.addRow(self.tr("Challenger"), self.challenger)
        form.addRow(self.tr("Challenges"), self.challenged)
        self.challenge_problem = self.note("ChallengeProblem", problem=True)
        form.addRow(self.challenge_problem)
        form.addRow(self.button(self.tr("Record Challenge"), "RecordChallenge", self.record_challenge,
                                self.tr("Record who challenges whom (smallest empire first)")))

    def fill(self, order, play) -> None:
        self.panel.players_combo(self.challenger, order)
        self.panel.players_combo(self.challenged, order)

    def record_challenge(self) -> bool:
        a, b = self.challenger.currentData(), self.challenged.currentData()
        name = self.panel.name
        return self.explain(self.challenge_problem, self.panel.push_step(
            ct.Step("challenge", player=a, target=b), self.tr("{a} challenges {b}").format(a=name(a), b=name(b))))
