"""The start of a turn: the order frozen (largest empire first, ties broken by dice) and late joiners."""
from __future__ import annotations

from dataclasses import replace

from ..campaign_ledger import Step
from .messages import MESSAGES
from .ranks import largest_empire, rank_empires


class OrderPhase:
    """What :class:`~model.campaign_turn.play.TurnPlay` checks and applies at the start of the turn: the
    order frozen and late joiners (its state and figures are the turn's)."""

    def position(self, player: str) -> int:
        """Place in the frozen order, smallest empire first (0 = acts first)."""
        order = self.order or [r.player for r in self.ranks]
        return len(order) - 1 - order.index(player) if player in order else len(order)

    def smallest_first_order(self) -> list[str]:
        return list(reversed(self.order or [r.player for r in self.ranks]))

    def largest(self) -> str | None:
        if self.order:
            ranks = {r.player: r for r in self.ranks}
            first = ranks.get(self.order[0])
            return self.order[0] if first is not None and first.size > 0 else None
        return largest_empire(self.ranks)

    def _check_order(self, step: Step, bad) -> None:
        rolls = dict(step.rolls)
        ranks = rank_empires(self.rules, self.state.holdings, self.state.players, rolls)
        expected = tuple(x.player for x in ranks)
        if tuple(step.order) != expected:
            bad("campaign.turn-order", MESSAGES["order-wrong"], "campaign.empire.tiebreak",
                given=", ".join(self._name(p) for p in step.order), expected=", ".join(self._name(p) for p in expected))
        level = [x.player for x in ranks if x.tied]
        if level:
            bad("campaign.turn-order", MESSAGES["order-tied"], "campaign.empire.tiebreak",
                names=", ".join(self._name(p) for p in level))

    def _check_join(self, step: Step, bad) -> None:
        if step.player in self.state.players:
            bad("campaign.turn-join", MESSAGES["join-twice"], "campaign.turns.late_joiner_size")
            return
        taken = [h for h in step.hexes if self.state.owner(h) is not None or h not in self.doc.cells]
        if taken:
            bad("campaign.turn-join", MESSAGES["join-taken"], "campaign.turns.late_joiner_size", hexes=tuple(taken),
                where=", ".join(map(str, taken)))
        if self.state.players:
            smallest = min(x.size for x in self.ranks) if self.ranks else 0
            given = {h: self.state.holding(h) for h in step.hexes}
            size = len(step.hexes) + (self.rules.city_weight - 1) * sum("city" in g.features for g in given.values())
            if size != smallest:
                bad("campaign.turn-join", MESSAGES["join-size"], "campaign.turns.late_joiner_size",
                    hexes=tuple(step.hexes), size=size, smallest=smallest)

    def _apply_order(self, step: Step) -> None:
        s = self.state
        self.order = list(step.order)
        self.ranks = rank_empires(self.rules, s.holdings, s.players, dict(step.rolls))

    def _apply_join(self, step: Step) -> None:
        s = self.state
        if step.player not in s.players:
            s.players.append(step.player)
            s.treasury.setdefault(step.player, self.rules.starting_gold)
        for h in step.hexes:
            held = s.holding(h)
            s.set(h, replace(held, owner=step.player, capital=(h == step.hex)))

