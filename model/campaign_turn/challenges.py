"""The challenges phase: who challenges whom, smallest empire first, and who has not."""
from __future__ import annotations

from ..campaign_ledger import Step
from .messages import MESSAGES


class ChallengesPhase:
    """What :class:`~model.campaign_turn.play.TurnPlay` checks and applies in the challenges phase (its
    state and figures are the turn's)."""

    def _check_challenge(self, step: Step, bad) -> None:
        if step.target is None or step.target == step.player or step.target not in self.state.players:
            bad("campaign.turn-challenge", MESSAGES["challenge-whom"], "campaign.turns.one_challenge_each")
            return
        if step.player in self.challenged:
            bad("campaign.turn-challenge", MESSAGES["challenge-challenged"], "campaign.turns.one_challenge_each")
        if self.rules.one_challenge and step.player in self.challengers:
            bad("campaign.turn-challenge", MESSAGES["challenge-twice"], "campaign.turns.one_challenge_each")
        forced = self.double_agent.get(step.player)
        if forced is not None and step.target != forced[1]:
            bad("campaign.turn-challenge", MESSAGES["challenge-double-agent"], "campaign.turns.events",
                target=self._name(step.target), chooser=self._name(forced[0]), opponent=self._name(forced[1]))
        if (step.player, step.target) in self.diplomacy:
            bad("campaign.turn-challenge", MESSAGES["challenge-diplomacy"], "campaign.turns.events",
                target=self._name(step.target))

    def not_challenging(self) -> list[str]:
        """Players, smallest empire first, who have neither challenged nor been challenged this turn although
        someone is theirs to challenge (an event may leave a player no one)."""
        if not self.rules.every_challenges:
            return []
        out = []
        for p in self.smallest_first_order():
            if p in self.challengers or p in self.challenged or p not in self.state.players:
                continue
            forced = self.double_agent.get(p)
            targets = [t for t in self.state.players if t != p and (p, t) not in self.diplomacy
                       and (forced is None or t == forced[1])]
            if targets:
                out.append(p)
        return out

    def _apply_challenge(self, step: Step) -> None:
        self.challengers.add(step.player)
        if step.target:
            self.challenged.add(step.target)
            self.challenges.append((step.player, step.target))

