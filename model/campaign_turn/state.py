"""The state of a campaign at a moment of play (owners, constructions, treasuries, Stones, events
used), dice rolled from a stored seed, and hexes as people name them."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Iterable

from ..campaign_ledger import Holding, Step, _EMPTY
from ..hexgrid import Hex


@dataclass
class CampaignState:
    """Owners, constructions, treasuries, Stones and events used, at one moment."""

    turn: int
    holdings: dict
    treasury: dict
    players: list
    stones: dict = field(default_factory=dict)  # stone id -> hex where it lies
    events_used: list = field(default_factory=list)  # since every event was last used

    def copy(self) -> "CampaignState":
        return CampaignState(self.turn, dict(self.holdings), dict(self.treasury), list(self.players),
                             dict(self.stones), list(self.events_used))

    def holding(self, key: Hex) -> Holding:
        return self.holdings.get(key) or _EMPTY

    def set(self, key: Hex, holding: Holding) -> None:
        if holding.empty():
            self.holdings.pop(key, None)
        else:
            self.holdings[key] = holding

    def owner(self, key: Hex) -> str | None:
        h = self.holdings.get(key)
        return h.owner if h else None

    def stones_of(self, player: str) -> list[str]:
        return sorted(s for s, h in self.stones.items() if self.owner(h) == player)


def roll(seed: int, count: int, sides: int = 6) -> tuple[int, ...]:
    """``count`` dice of ``sides`` rolled from ``seed``: the same seed always gives the same dice."""
    rng = random.Random(seed)
    return tuple(rng.randint(1, sides) for _ in range(count))


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2 ** 31)


def hex_label(doc, key) -> str:
    """A hex as people name it: its name with its coordinates ("Stonedeep (1,-3)"), or the coordinates of
    a hex without a name."""
    if key is None:
        return ""
    key = Hex(*key)
    cell = doc.cells.get(key)
    return f"{cell.name} ({key})" if cell is not None and cell.name else str(key)


def dice_step(kind: str, player: str, count: int, seed: int | None = None, dice: Iterable[int] | None = None,
              **fields) -> Step:
    """A step that rolls ``count`` dice (a raid, a razed city): entered, or rolled from a stored seed."""
    if dice is None:
        seed = new_seed() if seed is None else int(seed)
        dice = roll(seed, count)
    else:
        seed = None
    return Step(kind, player=player, dice=tuple(dice), seed=seed, **fields)
