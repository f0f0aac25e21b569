"""The end of a turn: what it still lacks, the turn closed, and victory."""
from __future__ import annotations

from dataclasses import replace

from ..campaign_ledger import History
from .messages import MESSAGES, Problem
from .ranks import rank_empires, victory_count
from .rules import TurnRules
from .state import CampaignState


class EndPhase:
    """What :class:`~model.campaign_turn.play.TurnPlay` checks and applies in the end phase (its
    state and figures are the turn's)."""

    def closing_problems(self) -> list[Problem]:
        """What a turn leaves undone when it ends: every player challenged or was challenged."""
        missing = self.not_challenging()
        if not missing:
            return []
        return [Problem("campaign.turn-challenge", MESSAGES["challenge-missing"],
                        {"turn": self.number, "names": ", ".join(self._name(p) for p in missing), "count": len(missing)},
                        (), tuple(missing), "campaign.turns.every_player_challenges")]


def end_turn(doc) -> History:
    turn = doc.history.open_turn
    if turn is None:
        raise ValueError("no turn is open")
    return replace(doc.history, turns=doc.history.turns[:-1] + (replace(turn, closed=True),))


def victory(rules: TurnRules, state: CampaignState) -> list[tuple[str, str]]:
    """Players who have won: ``(player, "hexes")`` for the empire of fifteen, ``(player, "stones")`` for
    the eight Stones."""
    out = []
    for r in rank_empires(rules, state.holdings, state.players):
        if rules.victory_hexes is not None and victory_count(rules, r) >= int(rules.victory_hexes):
            out.append((r.player, "hexes"))
    if rules.stones_to_win:
        for p in state.players:
            if len(state.stones_of(p)) >= int(rules.stones_to_win):
                out.append((p, "stones"))
    return out
