"""The empires ranked (size, cities, castles, the die that breaks a tie) and the army size of a turn."""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Iterable, Mapping

from ..hexgrid import Hex
from .rules import TurnRules


@dataclass(frozen=True)
class Rank:
    """One player's place in the order: largest empire first."""

    player: str
    hexes: int
    cities: int
    castles: int
    mines: int
    size: int
    rolls: tuple = ()
    position: int = 0  # 1 = largest
    tied: bool = False  # still tied with another player after every tie-break given


def counts(holdings: Mapping, players: Iterable[str]) -> dict[str, dict]:
    out = {p: {"hexes": 0, "cities": 0, "castles": 0, "mines": 0} for p in players}
    for h in holdings.values():
        c = out.get(h.owner)
        if c is None:
            continue
        c["hexes"] += 1
        f = h.features
        if f:
            if "city" in f:
                c["cities"] += 1
            if "castle" in f or "city" in f:  # a city hex still counts as having a castle
                c["castles"] += 1
            if "mine" in f:
                c["mines"] += 1
    return out


def rank_empires(rules: TurnRules, holdings: Mapping, players: Iterable[str],
                 rolls: Mapping[str, tuple] | None = None) -> list[Rank]:
    """The empires largest first: size (a city hex counts ``city_weight`` times), then the ruleset's
    tie-breaks (cities, then castles), then the recorded die rolls. A player still level with another
    after all of these is ``tied``: the die must be rolled."""
    rolls = dict(rolls or {})
    players = list(players)
    c = counts(holdings, players)
    rows = []
    for p in players:
        k = c[p]
        size = k["hexes"] + (rules.city_weight - 1) * k["cities"]
        rows.append(Rank(p, k["hexes"], k["cities"], k["castles"], k["mines"], size, tuple(rolls.get(p, ()))))

    def key(r: Rank) -> tuple:
        return (r.size,) + tuple(getattr(r, t, 0) for t in rules.tiebreak) + (r.rolls,)

    rows.sort(key=key, reverse=True)
    keys = [key(r) for r in rows]
    return [replace(r, position=i + 1, tied=keys.count(keys[i]) > 1) for i, r in enumerate(rows)]


def tied_groups(rules: TurnRules, ranks: list[Rank]) -> list[list[str]]:
    """Groups of players level on size and every tie-break but the die."""
    groups: dict[tuple, list[str]] = {}
    for r in ranks:
        groups.setdefault((r.size,) + tuple(getattr(r, t, 0) for t in rules.tiebreak), []).append(r.player)
    return [g for g in groups.values() if len(g) > 1]


def roll_ties(rules: TurnRules, holdings: Mapping, players: Iterable[str], seed: int,
              entered: Mapping[str, tuple] | None = None) -> dict[str, tuple]:
    """Tie-break dice for every tied group: the ``entered`` ones, then rolled from ``seed`` (rolled
    again for those still level) until no tie is left."""
    rng = random.Random(seed)
    rolls = {p: tuple(v) for p, v in (entered or {}).items()}
    players = list(players)
    for _ in range(50):
        ranks = rank_empires(rules, holdings, players, rolls)
        level = [r for r in ranks if r.tied]
        if not level:
            break
        for r in level:
            rolls[r.player] = tuple(rolls.get(r.player, ())) + (rng.randint(1, rules.die),)
    base = {p for g in tied_groups(rules, rank_empires(rules, holdings, players)) for p in g}
    return {p: v for p, v in rolls.items() if p in base}


def constructions(features) -> list[str]:
    """A hex's constructions as Disaster counts them, one die each: its city (the castle under it is part of
    it) or its castle, and its mine."""
    out = ["city"] if "city" in features else ["castle"] if "castle" in features else []
    return out + (["mine"] if "mine" in features else [])


def disaster_hexes(state: "CampaignState", player: str) -> tuple:
    """The hexes Disaster rolls for, a hex once for each of its constructions (in :func:`constructions`
    order), hexes in map order."""
    mine = sorted((k for k, x in state.holdings.items() if x.owner == player and x.features), key=lambda k: (k.r, k.q))
    return tuple(Hex(*k) for k in mine for _c in constructions(state.holding(k).features))


def largest_empire(ranks: list[Rank]) -> str | None:
    """The one player with the largest empire (None while a tie for first is not broken)."""
    if not ranks or ranks[0].size <= 0 or ranks[0].tied:
        return None
    return ranks[0].player


def army_size(ruleset, turn: int) -> int:
    """Points every army has on ``turn`` (``campaign.army_size``: start, +step every N turns, capped)."""
    start = int(ruleset.value("campaign.army_size.start", 0) or 0)
    step = int(ruleset.value("campaign.army_size.step", 0) or 0)
    every = int(ruleset.value("campaign.army_size.every_turns", 0) or 0)
    cap = ruleset.value("campaign.army_size.max")
    points = start + (step * ((max(1, turn) - 1) // every) if every else 0)
    return min(points, int(cap)) if cap is not None else points


def victory_count(rules: TurnRules, rank: Rank) -> int:
    """What the fifteen hexes of victory are counted in: plain hexes or empire size (the ruleset's reading)."""
    return rank.size if rules.victory_count == "size" else rank.hexes
