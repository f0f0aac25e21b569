"""The battles phase: sides, results, gold spent and the imperial points earned."""
from __future__ import annotations

import math

from ..campaign_ledger import BATTLE_RESULTS, Step
from .messages import MESSAGES
from .ranks import army_size


class BattlesPhase:
    """What :class:`~model.campaign_turn.play.TurnPlay` checks and applies in the battles phase (its
    state and figures are the turn's)."""

    def army(self, player: str) -> int:
        base = army_size(self.rules.ruleset, self.number)
        return base + (self.rules.bonus if self.largest() == player else 0)

    def points(self, player: str) -> int:
        """Imperial points earned this turn: the average of the battles, rounded down, and event D."""
        got = self.battle_points.get(player, [])
        pts = math.floor(sum(got) / len(got)) if got else 0
        event = self.rules.events.get(self.events.get(player, ""), {})
        if event.get("effect") == "all-or-nothing":
            pts = 0 if player in self.lost_or_drew else pts + int(event.get("bonus", 0))
        return pts

    def _check_battle(self, step: Step, bad) -> None:
        sides = [tuple(s) for s in step.sides]
        if len(sides) != 2 or not all(sides) or set(sides[0]) & set(sides[1]):
            bad("campaign.turn-battle", MESSAGES["battle-sides"], "campaign.turns.imperial_points")
            return
        if step.result not in BATTLE_RESULTS or (step.result == "draw") != (step.winner is None) or \
                step.winner not in (None, 0, 1):
            bad("campaign.turn-battle", MESSAGES["battle-result"], "campaign.turns.imperial_points",
                result=step.result or "")
        spent = dict(step.gold)
        for p, gold in spent.items():
            if self.rules.max_gold is not None and gold > self.rules.max_gold:
                bad("campaign.turn-gold", MESSAGES["gold-max"], "campaign.army_size.max_gold", name=self._name(p),
                    gold=gold, most=self.rules.max_gold)
            if gold > self.treasury(p):
                bad("campaign.turn-gold", MESSAGES["gold-treasury"], "campaign.army_size.gold_per_point",
                    name=self._name(p), gold=gold, have=self.treasury(p))

    def _apply_battle(self, step: Step) -> None:
        r = self.rules
        sides = [tuple(x) for x in step.sides]
        if len(sides) != 2:
            return
        for i, side in enumerate(sides):
            if step.winner is None:
                pts, lost = r.points.get("draw", 0), True
            elif step.winner == i:
                pts, lost = r.points.get(step.result or "", 0), False
                for p in side:
                    self.beaten.setdefault(p, set()).update(sides[1 - i])
            else:
                pts, lost = r.points.get("defeat", 0), True
            if len(side) > 1:
                pts = max(0, pts - r.team_penalty)
            for p in side:
                self.battle_points.setdefault(p, []).append(int(pts))
                if lost:
                    self.lost_or_drew.add(p)
        for p, gold in dict(step.gold).items():
            self.gold_spent[p] = self.gold_spent.get(p, 0) + int(gold)
            self.state.treasury[p] = self.treasury(p) - int(gold)
