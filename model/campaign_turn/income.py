"""The income phase: each mine's dice, a mine exhausted, a Stone found."""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Iterable

from ..campaign_ledger import Step
from ..hexgrid import Hex
from .messages import MESSAGES
from .state import new_seed, roll


class IncomePhase:
    """What :class:`~model.campaign_turn.play.TurnPlay` checks and applies in the income phase (its
    state and figures are the turn's)."""

    def _income_dice(self, key: Hex, player: str | None) -> dict | None:
        """The dice a hex's mine rolls (``{"dice", "times"}``), or None when it is not a mine of ``player``."""
        held = self.state.holding(key)
        cell = self.doc.cells.get(key)
        if cell is None or held.owner != player:
            return None
        race = self.rules.race(self._race(player))
        fortress = cell.terrain in (race.get("fortress_mine_terrain") or []) and held.features & {"castle", "city"}
        if "mine" not in held.features and not fortress:
            return None
        return self.rules.income.get(cell.terrain)

    def _check_income(self, step: Step, bad) -> None:
        dice = self._income_dice(step.hex, step.player) if step.hex is not None else None
        if dice is None:
            bad("campaign.turn-income", MESSAGES["income-no-mine"], "campaign.turns.income")
            return
        if step.hex in self.collected:
            bad("campaign.turn-income", MESSAGES["income-twice"], "campaign.turns.income")
        if step.player in self.no_income:
            bad("campaign.turn-income", MESSAGES["income-blocked"], "campaign.turns.events")
        if len(step.dice) != int(dice["dice"]):
            bad("campaign.turn-income", MESSAGES["income-dice"], "campaign.turns.income", count=int(dice["dice"]),
                given=len(step.dice))
        self._check_seed(step, bad, int(dice["dice"]))
        found = self.stone_found(step.dice)
        if step.stone and not found:
            bad("campaign.turn-stone", MESSAGES["stone-no-triple"], "campaign.turns.stone_triple_from",
                stone=self.rules.stone_name(step.stone), least=self.rules.stone_from)
        if step.stone and (step.stone in self.state.stones or step.stone not in self.rules.stones):
            bad("campaign.turn-stone", MESSAGES["stone-taken"], "campaign.turns.stones",
                stone=self.rules.stone_name(step.stone))

    def stone_found(self, dice) -> bool:
        least = self.rules.stone_from
        return least is not None and len(dice) >= 3 and len(set(dice)) == 1 and dice[0] >= int(least)

    def _apply_income(self, step: Step) -> None:
        s, r = self.state, self.rules
        dice = self._income_dice(step.hex, step.player) if step.hex is not None else None
        times = int((dice or {}).get("times", 10))
        if step.player not in self.no_income:
            s.treasury[step.player] = self.treasury(step.player) + sum(step.dice) * times
        self.collected.add(step.hex)
        held = s.holding(step.hex)
        if r.exhaust and len(step.dice) > 1 and len(set(step.dice)) == 1 and "mine" in held.features:
            s.set(step.hex, replace(held, features=held.features - {"mine"}))
        if step.stone:
            s.stones[step.stone] = step.hex



def income_step(play: "TurnPlay", key: Hex, seed: int | None = None, dice: Iterable[int] | None = None) -> Step:
    """The income roll of the mine at ``key``: the dice given, or rolled from ``seed`` (stored); a triple of
    4+ finds a Stone chosen at random among those not found yet."""
    held = play.state.holding(key)
    spec = play._income_dice(key, held.owner) or {"dice": 0}
    if dice is None:
        seed = new_seed() if seed is None else int(seed)
        dice = roll(seed, int(spec["dice"]))
    else:
        seed = None
    dice = tuple(dice)
    stone = None
    if play.stone_found(dice):
        left = [s for s in play.rules.stones if s not in play.state.stones]
        if left:
            stone = random.Random(seed if seed is not None else sum(dice)).choice(left)
    return Step("income", player=held.owner, hex=Hex(*key), dice=dice, seed=seed, stone=stone)
