"""The campaign's turns: what happened in each, in order, and the state it leaves.

A campaign keeps its :class:`History`: the :class:`Setup` (who held what when the first turn
started, the treasuries, the players) and a list of :class:`Turn` records, each an ordered
list of :class:`Step` (the order frozen at the start, events, income rolls, challenges,
battles, claims, conquests, constructions, raids, late joiners). The state at the start of
any turn (:class:`CampaignState`: owners, constructions, treasuries, Stones, events used) is
the set-up replayed through the earlier turns (:func:`replay`).

:class:`TurnPlay` is the one judge of what a step may do: the validators report the problems
it finds in a recorded history and the editor refuses a step it would reject. Every number
comes from the ruleset's ``campaign`` section (``campaign.turns``, ``campaign.races``).
Problems carry a message template and named parameters (:data:`MESSAGES`).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

from .campaign_constructions import construction_problem
from .campaign_ledger import (BATTLE_RESULTS, SPENDING, STEP_PHASE, History, Holding, Setup, Step, Turn,  # noqa: F401
                              _EMPTY, history_from_json, history_to_json, step_from_json, step_to_json)
from .hexgrid import Hex
from .i18n import lazy_msg, pick

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




# -- dice ------------------------------------------------------------------------------------

def roll(seed: int, count: int, sides: int = 6) -> tuple[int, ...]:
    """``count`` dice of ``sides`` rolled from ``seed``: the same seed always gives the same dice."""
    rng = random.Random(seed)
    return tuple(rng.randint(1, sides) for _ in range(count))


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2 ** 31)


# -- the ruleset's turn rules ------------------------------------------------------------------

class TurnRules:
    """The ruleset's numbers for playing turns, looked up once."""

    def __init__(self, ruleset):
        self.ruleset = ruleset
        v = lambda key, default=None: ruleset.value(key, default)  # noqa: E731
        self.phases = list(v("campaign.turns.phases", []) or [])
        self.smallest_first = set(v("campaign.turns.smallest_first", []) or [])
        self.events = {e["id"]: e for e in v("campaign.turns.events", []) or []}
        self.income = dict(v("campaign.turns.income", {}) or {})
        self.exhaust = bool(v("campaign.turns.mine_exhausted_when_dice_match", False))
        self.stone_from = v("campaign.turns.stone_triple_from")
        self.points = dict(v("campaign.turns.imperial_points", {}) or {})
        self.team_penalty = int(v("campaign.turns.team_penalty", 0) or 0)
        self.costs = dict(v("campaign.turns.costs", {}) or {})
        self.raid_gold = dict(v("campaign.turns.raid_gold", {}) or {})
        self.raze_gold = dict(v("campaign.turns.raze_gold", {}) or {})
        self.razed = set(v("campaign.turns.razed_features", []) or [])
        self.starting_gold = int(v("campaign.turns.starting_gold", 0) or 0)
        self.stones = [s["id"] for s in v("campaign.turns.stones", []) or []]
        self._stones = {s["id"]: s for s in v("campaign.turns.stones", []) or []}
        self.stones_to_win = v("campaign.turns.stones_to_win")
        self.one_challenge = bool(v("campaign.turns.one_challenge_each", False))
        self.every_challenges = bool(v("campaign.turns.every_player_challenges", False))
        #: "phase": no repeat within one events phase; "campaign": none across turns until all were chosen
        self.events_scope = v("campaign.turns.events_repeat_scope", "campaign")
        self.max_gold = v("campaign.army_size.max_gold")
        self.gold_per_point = v("campaign.army_size.gold_per_point", 1) or 1
        self.bonus = int(v("campaign.army_size.largest_empire_bonus", 0) or 0)
        self.city_weight = int(v("campaign.empire.city_weight", 1) or 1)
        self.tiebreak = list(v("campaign.empire.tiebreak", []) or [])
        self.die = int(v("campaign.empire.tiebreak_die", 6) or 6)
        self.victory_hexes = v("campaign.empire.victory_hexes")
        self.victory_count = v("campaign.empire.victory_count", "hexes") or "hexes"
        self.races = {r["id"]: r for r in v("campaign.races", []) or []}
        self._race_cache: dict[str, dict] = {}
        self._problems: dict[tuple, str | None] = {}

    def race(self, text: str) -> dict:
        """The ruleset race a player's race text names (its id, or a word of its name), else {}."""
        if not text:
            return {}
        hit = self._race_cache.get(text)
        if hit is None:
            wanted = text.strip().lower()
            hit = self.races.get(text) or next(
                (r for r in self.races.values()
                 if wanted == r["id"] or wanted in r.get("name", "").lower().replace("(", " ").replace(")", " ").split()
                 or wanted == r.get("name", "").lower()), {})
            hit = {k: (val["value"] if isinstance(val, dict) and "value" in val else val) for k, val in hit.items()}
            self._race_cache[text] = hit
        return hit

    def ref(self, key: str) -> str:
        return self.ruleset.ref(key)

    def construction_problem(self, terrain: str, feature: str, race: str) -> str | None:
        """Why ``feature`` may not stand on ``terrain`` for ``race`` (None: it may), looked up once."""
        key = (terrain, feature, race)
        if key not in self._problems:
            self._problems[key] = construction_problem(self.ruleset, terrain, feature, race)
        return self._problems[key]

    def stone_name(self, stone: str | None) -> str:
        s = self._stones.get(stone or "")
        return pick({"en": s.get("name", ""), "es": s.get("name_es", "")}) if s else (stone or "")

    @property
    def stone_names(self) -> dict:
        return {s: self.stone_name(s) for s in self._stones}

    def event_name(self, event: str | None) -> str:
        e = self.events.get(event or "")
        return pick({"en": e.get("name", ""), "es": e.get("name_es", "")}) if e else (event or "")

    def feature_name(self, feature: str | None) -> str:
        from .display import kind_name

        return kind_name(self.ruleset, "campaign.features", feature).lower() if feature else ""

    def terrain_name(self, terrain: str | None) -> str:
        from .display import kind_name

        return kind_name(self.ruleset, "campaign.terrains", terrain).lower() if terrain else ""


# -- empire sizes and the order -----------------------------------------------------------------

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


@dataclass(frozen=True)
class Standing:
    """The order that holds now: the open turn's, frozen at its start (``frozen``), else the map's
    as it is, with ties not broken until the next turn starts and its die is rolled."""

    ranks: tuple
    frozen: bool
    largest: str | None
    turn: int


def standing(doc, rules: TurnRules) -> Standing:
    """One rule for the largest empire, used by the empire panel, the order and the army check: size,
    then cities, then castles, then the die roll recorded when the turn started. While a tie is not
    broken by a recorded roll, nobody is the largest empire (nobody gets its bonus)."""
    history = getattr(doc, "history", None) or History()
    turn = history.open_turn
    if turn is not None and turn.order():
        order_step = next(s for s in turn.steps if s.kind == "order")
        start = state_at(doc, rules, len(history.turns) - 1)
        for s in turn.steps:  # late joiners come in before the order is frozen
            if s.kind == "join" and s.player not in start.players:
                start.players.append(s.player)
                for h in s.hexes:
                    start.set(h, replace(start.holding(h), owner=s.player, capital=(h == s.hex)))
        ranks = {r.player: r for r in rank_empires(rules, start.holdings, start.players, dict(order_step.rolls))}
        ordered = [ranks[p] for p in order_step.order if p in ranks]
        ordered += [r for p, r in ranks.items() if p not in order_step.order]
        ordered = [replace(r, position=i + 1, tied=False) for i, r in enumerate(ordered)]
        largest = ordered[0].player if ordered and ordered[0].size > 0 else None
        return Standing(tuple(ordered), True, largest, turn.number)
    ranks = rank_empires(rules, holdings_of(doc), list(doc.players))
    return Standing(tuple(ranks), False, largest_empire(ranks), doc.turn)


def army_for(doc, rules: TurnRules, player: str) -> dict:
    """The points ``player``'s army has this turn and how they add up (one rule with the panel)."""
    st = standing(doc, rules)
    base = army_size(rules.ruleset, st.turn)
    largest = st.largest == player
    tied_first = not st.frozen and bool(st.ranks) and st.ranks[0].tied and any(
        r.player == player and r.tied and r.size == st.ranks[0].size for r in st.ranks)
    if history_of(doc).turns:
        treasury = replay(doc, rules, check=False)[-1].end.treasury.get(player, rules.starting_gold)
    else:
        treasury = rules.starting_gold
    return {"turn": st.turn, "base": base, "largest_empire": largest, "bonus": rules.bonus if largest else 0,
            "tied_for_largest": tied_first, "treasury": int(treasury),
            "battle_treasury": battle_treasury(doc, rules, player)}


def battle_treasury(doc, rules: TurnRules, player: str) -> int:
    """The gold ``player`` has for this turn's battles: the open turn's treasury before its first battle
    (income and events counted, no battle's gold spent yet); between turns, the treasury now."""
    history = history_of(doc)
    turn = history.open_turn
    if turn is None:
        if not history.turns:
            setup = history.setup
            return int(setup.treasury.get(player, rules.starting_gold)) if setup else rules.starting_gold
        return int(replay(doc, rules, check=False)[-1].end.treasury.get(player, rules.starting_gold))
    state = state_at(doc, rules, len(history.turns) - 1).copy()
    state.turn = turn.number
    play = TurnPlay(doc, rules, state, turn.number)
    for step in turn.steps:
        if step.phase in ("battles", "conquest"):
            break
        play.apply(step)
    return play.treasury(player) if player in play.state.treasury else rules.starting_gold


def next_turn_number(doc) -> int:
    """The turn being played (the open one) or to be played next."""
    history = history_of(doc)
    if history.open_turn is not None:
        return history.open_turn.number
    return history.turns[-1].number + 1 if history.turns else doc.turn


def army_at(doc, rules: TurnRules, player: str, turn: int | None = None) -> dict:
    """``player``'s army in ``turn`` (None: the turn being played or next), as :func:`army_for` gives it,
    with ``status``: "recorded" (a turn of the record, open or closed: its frozen order and its
    treasury before its first battle), "next" (the turn to be played next: the map's standing and the
    treasury now), "future" (a later turn: not known yet), "unrecorded" (a turn before the record
    starts) or "not-playing" (the player was not in the campaign then); ``battles``: how many battles the
    record shows the player fighting that turn (None while the turn is open)."""
    history = history_of(doc)
    now = next_turn_number(doc)
    if turn is None or (turn == now and history.open_turn is None):
        out = army_for(doc, rules, player)
        return out | {"status": "next" if history.open_turn is None else "recorded", "next": now,
                      "battles": None}
    pos = next((i for i, t in enumerate(history.turns) if t.number == turn), None)
    if pos is None:
        return {"turn": turn, "status": "future" if turn > now else "unrecorded", "next": now,
                "first": history.turns[0].number if history.turns else doc.turn}
    record = history.turns[pos]
    state = state_at(doc, rules, pos).copy()
    state.turn = turn
    play = TurnPlay(doc, rules, state, turn)
    before_battles = None
    for step in record.steps:
        if before_battles is None and step.phase in ("battles", "conquest"):
            before_battles = dict(play.state.treasury)
        play.apply(step)
    if player not in play.state.players:
        return {"turn": turn, "status": "not-playing", "next": now}
    treasury = (before_battles if before_battles is not None else play.state.treasury).get(player, rules.starting_gold)
    largest = play.largest() == player
    return {"turn": turn, "base": army_size(rules.ruleset, turn), "largest_empire": largest,
            "bonus": rules.bonus if largest else 0, "tied_for_largest": False, "treasury": int(treasury),
            "battle_treasury": int(treasury), "status": "recorded", "next": now,
            "battles": len(play.battle_points.get(player, [])) if record.closed else None}


def battle_side(doc, turn: int, player: str, battle: int) -> tuple[tuple, dict] | None:
    """The side ``player`` fought on in their ``battle``-th battle (1 = first) of ``turn``, and which of
    their own battles that one was for each member of the side; None when the record has no such battle."""
    record = next((t for t in history_of(doc).turns if t.number == turn), None)
    if record is None:
        return None
    fought: dict[str, int] = {}
    for step in record.steps:
        if step.kind != "battle" or len(step.sides) != 2:
            continue
        numbers = {}
        for side in step.sides:
            for p in side:
                fought[p] = numbers[p] = fought.get(p, 0) + 1
        side = next((tuple(sd) for sd in step.sides if player in sd), None)
        if side is not None and numbers[player] == battle:
            return side, {p: numbers[p] for p in side}
    return None


def history_of(doc) -> History:
    return getattr(doc, "history", None) or History()


def victory_count(rules: TurnRules, rank: Rank) -> int:
    """What the fifteen hexes of victory are counted in: plain hexes or empire size (the ruleset's reading)."""
    return rank.size if rules.victory_count == "size" else rank.hexes


# -- the state of a campaign --------------------------------------------------------------------

def holdings_of(doc) -> dict:
    """The holdings painted on a campaign map now."""
    out = {}
    for k, c in doc.cells.items():
        if c.owner is not None or c.features or c.capital:
            out[k] = Holding(c.owner, frozenset(c.features), bool(c.capital))
    return out


def setup_from(doc, rules: TurnRules) -> Setup:
    """The set-up a campaign's first turn starts from: the map as it is now."""
    return Setup(turn=doc.turn, holdings=holdings_of(doc),
                 treasury={p: rules.starting_gold for p in doc.players}, players=tuple(doc.players))


def founding_capitals(doc, results: list | None = None) -> dict | None:
    """The capitals as the campaign gave them, which the set-up rules judge: ``{hex: Holding}`` at the
    set-up, with each late joiner's capital as they came in (the holdings at the start of their turn
    from ``results``, the replayed turns, else the map's constructions). None before the first turn
    starts: the map is then the set-up. Play moves capitals on (a conquest takes one, a razing
    burns its city), so the map after play is no set-up to judge."""
    history = doc.history
    if history.setup is None:
        return None
    out = {Hex(*k): h for k, h in history.setup.holdings.items() if h.capital}
    starts = {r.number: r.start for r in results or ()}
    for turn in history.turns:
        for step in turn.steps:
            if step.kind == "join" and step.hex is not None and step.player:
                start = starts.get(turn.number)
                features = start.holding(step.hex).features if start is not None else (
                    doc.cells[step.hex].features if step.hex in doc.cells else frozenset())
                out[Hex(*step.hex)] = Holding(step.player, frozenset(features), True)
    return out


def initial_state(doc, rules: TurnRules, history: History | None = None) -> CampaignState:
    history = doc.history if history is None else history
    setup = history.setup if history.setup is not None else setup_from(doc, rules)
    treasury = {p: int(setup.treasury.get(p, rules.starting_gold)) for p in setup.players}
    return CampaignState(setup.turn, dict(setup.holdings), treasury, list(setup.players))


@dataclass
class Problem:
    """Why a step is not allowed: a turn rule id, a message template with its parameters, where."""

    rule: str
    message: str
    params: dict
    hexes: tuple = ()
    players: tuple = ()
    ref_key: str | None = None
    severity: str = "error"

    def text(self) -> str:
        """The message in the current language (a ``model.i18n.Message``: it keeps its id and parameters)."""
        from .i18n import Message

        return Message(self.message.id, self.message.source, self.params)


@dataclass
class TurnResult:
    """What a replayed turn found: its state at the start, its problems and its figures."""

    number: int
    start: CampaignState
    ranks: list
    problems: list  # (step index, Problem)
    points: dict  # player -> imperial points earned
    spent: dict  # player -> imperial points spent
    gold_spent: dict
    army: dict  # player -> army size this turn (with the largest-empire bonus)
    end: CampaignState | None = None


class TurnPlay:
    """One turn being played or replayed: checks each step against the moment it happens, then
    applies it. ``problems(step)`` is empty for a legal step."""

    def __init__(self, doc, rules: TurnRules, state: CampaignState, number: int):
        self.doc, self.rules, self.state, self.number = doc, rules, state, number
        self.start = state.copy()
        self.ranks = rank_empires(rules, state.holdings, state.players)
        self.order: list[str] = []  # largest first
        self.phase_index = -1
        self.last_actor: dict[str, int] = {}
        self.events: dict[str, str] = {}  # player -> event
        self.chosen: list[str] = []  # the events chosen in this turn's events phase, in order
        self.no_income: set[str] = set()
        self.diplomacy: set[tuple[str, str]] = set()  # (who cannot challenge, whom)
        self.double_agent: dict[str, tuple[str, str]] = {}  # target -> (who chose, whom they must challenge)
        self.collected: set[Hex] = set()
        self.challenged: set[str] = set()
        self.challengers: set[str] = set()
        self.challenges: list[tuple[str, str]] = []
        self.battle_points: dict[str, list[int]] = {}
        self.beaten: dict[str, set[str]] = {}
        self.lost_or_drew: set[str] = set()
        self.gold_spent: dict[str, int] = {}
        self.spent: dict[str, int] = {}
        self.claims: dict[str, int] = {}

    # -- figures ------------------------------------------------------------------------------
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

    def treasury(self, player: str) -> int:
        return int(self.state.treasury.get(player, 0))

    # -- costs --------------------------------------------------------------------------------
    def cost(self, step: Step) -> int:
        """Imperial points ``step`` costs at this moment."""
        r, costs = self.rules, self.rules.costs
        race = r.race(self._race(step.player))
        kind = step.kind
        if kind == "claim":
            event = r.events.get(self.events.get(step.player, ""), {})
            if event.get("effect") == "cheap-claim" and not self.claims.get(step.player):
                return int(event.get("claim_cost", costs.get("claim", 0)))
            return int(race.get("claim_cost", costs.get("claim", 0)))
        if kind == "conquer":
            cell = self.doc.cells.get(step.hex)
            terrain = cell.terrain if cell else ""
            held = self.state.holding(step.hex)
            cost = int(race.get("conquer_cost", costs.get("conquer", 0)))
            if terrain == "mountain":
                cost += int(costs.get("mountain_extra", 0))
            if held.features & {"castle", "city"}:
                cost += int(costs.get("fortified_extra", 0))
            owner_race = r.race(self._race(held.owner))
            if terrain == "forest" and owner_race.get("forest_defence_extra") and owner_race is not race:
                cost += int(owner_race["forest_defence_extra"])
            if "forest_conquer_modifier" in race:
                cost += int(race["forest_conquer_modifier"] if terrain == "forest" else race.get("other_conquer_modifier", 0))
            return max(cost, 0)
        if kind == "build":
            held = self.state.holding(step.hex)
            return int(costs.get("build", 0)) * len(self._added(step, held))
        if kind == "raid":
            return int(costs.get("raid", 0))
        if kind == "change-regiment":
            return int(costs.get("change_regiment", 0))
        if kind == "change-all-regiments":
            return int(costs.get("change_all_regiments", 0))
        return 0

    def _added(self, step: Step, held: Holding) -> set[str]:
        need = {step.feature} if step.feature else set()
        if step.feature == "city":
            need |= {"castle"}
        return need - (held.features - ({step.replaces} if step.replaces else set()))

    def _race(self, player: str | None) -> str:
        p = self.doc.players.get(player) if player else None
        return p.race if p else ""

    def _name(self, player: str | None) -> str:
        p = self.doc.players.get(player) if player else None
        return p.name if p else (player or "?")

    # -- checking -----------------------------------------------------------------------------
    def problems(self, step: Step) -> list[Problem]:
        out: list[Problem] = []
        r = self.rules
        here = (step.hex,) if step.hex is not None else ()
        who = step.players()
        base = {"turn": self.number, "player": self._name(step.player), "hex": hex_label(self.doc, step.hex)}

        def bad(rule: str, message: str, ref_key: str | None = None, hexes=here, **params) -> None:
            out.append(Problem(rule, message, base | params, tuple(hexes), who, ref_key))

        for p in who:
            if (p not in self.state.players and step.kind != "join") or p not in self.doc.players:
                bad("campaign.turn-player", MESSAGES["not-playing"], None, name=self._name(p))
                return out
        if step.hex is not None and step.hex not in self.doc.cells:
            bad("campaign.turn-player", MESSAGES["off-map"], None)
            return out
        # phases in the book's order; the phases where the smallest empire acts first
        phase = step.phase
        if phase in r.phases:
            index = r.phases.index(phase)
            if index < self.phase_index:
                bad("campaign.turn-order", MESSAGES["phase-late"], "campaign.turns.phases",
                    phase=PHASES[phase], current=PHASES[r.phases[self.phase_index]])
            if phase in r.smallest_first and step.player and step.player in self.state.players:
                pos = self.position(step.player)
                last = self.last_actor.get(phase, -1)
                # everyone chooses an event and launches a challenge (unless challenged), so the
                # players before this one must have done so; spending points may be passed
                waiting = [p for p in self.smallest_first_order()[:pos]
                           if (phase == "events" and p not in self.events)
                           or (phase == "challenges" and p not in self.challengers and p not in self.challenged)]
                if pos < last or waiting:
                    bad("campaign.turn-order", MESSAGES["not-in-order"], "campaign.turns.smallest_first",
                        phase=PHASES[phase])
        elif step.kind == "order" and self.order:
            bad("campaign.turn-order", MESSAGES["order-twice"], "campaign.empire.tiebreak")
        if step.kind != "order" and step.kind != "join" and not self.order:
            bad("campaign.turn-order", MESSAGES["no-order"], "campaign.empire.tiebreak")
        if step.kind in NEEDS_PLAYER and not step.player:
            bad("campaign.turn-player", MESSAGES["no-player"], None, what=STEP_NAMES[step.kind])
            return out
        if step.kind in NEEDS_HEX and step.hex is None:
            bad(f"campaign.turn-{'income' if step.kind == 'income' else step.kind}", MESSAGES["no-hex"],
                "campaign.turns.income" if step.kind == "income" else "campaign.turns.costs", what=STEP_NAMES[step.kind])
            return out
        getattr(self, "_check_" + step.kind.replace("-", "_"), lambda s, b: None)(step, bad)
        if step.kind in SPENDING and step.player:
            cost = self.cost(step)
            have = self.points(step.player) - self.spent.get(step.player, 0)
            if cost > have:
                from .i18n import Message

                action = ACTIONS[step.kind]
                what = Message(action.id, action.source, {"hex": base["hex"], "feature": self._feature(step.feature)})
                bad("campaign.turn-points", MESSAGES["points"], "campaign.turns.costs", cost=cost, have=max(have, 0),
                    earned=self.points(step.player), action=what)
        return out

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

    def _check_event(self, step: Step, bad) -> None:
        r = self.rules
        event = r.events.get(step.event or "")
        if event is None:
            bad("campaign.turn-event", MESSAGES["event-unknown"], "campaign.turns.events", event=step.event or "")
            return
        if step.player in self.events:
            bad("campaign.turn-event", MESSAGES["event-twice"], "campaign.turns.events")
        phase = r.events_scope == "phase"
        used = self.chosen if phase else self.state.events_used
        if step.event in used and len(set(used)) < len(r.events):
            bad("campaign.turn-event", MESSAGES["event-repeat-phase" if phase else "event-repeat-campaign"],
                "campaign.turns.events_repeat_scope", event=self._event_name(step.event),
                left=len(r.events) - len(set(used)))
        if event.get("target") and (step.target is None or step.target == step.player):
            bad("campaign.turn-event", MESSAGES["event-target"], "campaign.turns.events", event=self._event_name(step.event))
        effect = event.get("effect")
        if effect in ("free-construction", "sabotage") and step.hex is None:
            bad("campaign.turn-event", MESSAGES["event-no-hex" if effect == "free-construction" else
                                                "event-no-target-hex"], "campaign.turns.events",
                event=self._event_name(step.event))
            effect = None
        elif effect in ("free-construction", "sabotage") and step.feature not in ("castle", "city", "mine"):
            bad("campaign.turn-event", MESSAGES["event-no-feature"], "campaign.turns.events",
                event=self._event_name(step.event))
            effect = None
        if effect == "sabotage" and len(step.dice) != 1:
            bad("campaign.turn-event", MESSAGES["event-one-die"], "campaign.turns.events",
                event=self._event_name(step.event), given=len(step.dice))
        if effect == "free-construction":
            held = self.state.holding(step.hex) if step.hex is not None else _EMPTY
            upgrade = list(event.get("upgrade") or [])
            ok = step.hex is not None and held.owner == step.player and (
                (step.feature in (event.get("features") or []) and step.feature not in held.features)
                or (len(upgrade) == 2 and step.feature == upgrade[1] and upgrade[0] in held.features
                    and upgrade[1] not in held.features))
            race = self.rules.race(self._race(step.player))
            if not ok:
                bad("campaign.turn-event", MESSAGES["event-build"], "campaign.turns.events",
                    event=self._event_name(step.event), feature=self._feature(step.feature))
            elif race.get("can_build") is False:  # Skaven build nothing of their own, not even for free
                bad("campaign.turn-build", MESSAGES["build-race"], f"campaign.races.{race.get('id', '')}.can_build",
                    race=race.get("name", ""))
            elif step.feature == "city" and race.get("cities_beyond_capital") is False and not held.capital:
                bad("campaign.turn-build", MESSAGES["build-city-race"],
                    f"campaign.races.{race.get('id', '')}.cities_beyond_capital", race=race.get("name", ""))
            else:
                self._check_build_terrain(step, bad)
        if effect == "sabotage":
            held = self.state.holding(step.hex) if step.hex is not None else _EMPTY
            if step.hex is None or held.owner in (None, step.player) or step.feature not in held.features:
                bad("campaign.turn-event", MESSAGES["event-sabotage"], "campaign.turns.events",
                    event=self._event_name(step.event))
        if effect == "double-agent":
            least = int(event.get("roll", 0) or 0)
            if len(step.dice) != 1:
                bad("campaign.turn-event", MESSAGES["event-one-die"], "campaign.turns.events",
                    event=self._event_name(step.event), given=len(step.dice))
            elif step.opponent is not None:
                if step.opponent in (step.target, None) or step.opponent not in self.state.players:
                    bad("campaign.turn-event", MESSAGES["event-opponent"], "campaign.turns.events",
                        event=self._event_name(step.event), target=self._name(step.target))
                elif step.dice[0] < least:
                    bad("campaign.turn-event", MESSAGES["event-roll"], "campaign.turns.events",
                        event=self._event_name(step.event), die=step.dice[0], least=least,
                        target=self._name(step.target))
        if effect == "disaster" and step.target:
            owned = list(disaster_hexes(self.state, step.target))
            if sorted(step.hexes, key=lambda k: (k[1], k[0])) != owned or len(step.dice) != len(step.hexes):
                bad("campaign.turn-event", MESSAGES["event-disaster"], "campaign.turns.events",
                    event=self._event_name(step.event), count=len(owned), target=self._name(step.target))
        self._check_seed(step, bad, len(step.dice))

    def _event_name(self, event: str | None) -> str:
        e = self.rules.events.get(event or "", {})
        return f"{event} ({self.rules.event_name(event)})" if e else (event or "")

    def _feature(self, feature: str | None) -> str:
        return self.rules.feature_name(feature)

    def _check_seed(self, step: Step, bad, count: int, sides: int = 6) -> None:
        if any(not isinstance(d, int) or d < 1 or d > sides for d in step.dice):
            bad("campaign.turn-dice", MESSAGES["dice-range"], None, dice=", ".join(map(str, step.dice)), sides=sides)
        elif step.seed is not None and tuple(step.dice) != roll(step.seed, count, sides):
            bad("campaign.turn-dice", MESSAGES["dice-seed"], None, dice=", ".join(map(str, step.dice)))

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

    def closing_problems(self) -> list[Problem]:
        """What a turn leaves undone when it ends: every player challenged or was challenged."""
        missing = self.not_challenging()
        if not missing:
            return []
        return [Problem("campaign.turn-challenge", MESSAGES["challenge-missing"],
                        {"turn": self.number, "names": ", ".join(self._name(p) for p in missing), "count": len(missing)},
                        (), tuple(missing), "campaign.turns.every_player_challenges")]

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

    def _check_claim(self, step: Step, bad) -> None:
        if step.hex not in self.doc.cells:
            bad("campaign.turn-claim", MESSAGES["off-map"], "campaign.turns.costs")
            return
        if self.state.owner(step.hex) is not None:
            bad("campaign.turn-claim", MESSAGES["claim-bannered"], "campaign.turns.costs",
                owner=self._name(self.state.owner(step.hex)))
        race = self.rules.race(self._race(step.player))
        if not race.get("claim_anywhere") and not self._touches(step.hex, step.player):
            bad("campaign.turn-claim", MESSAGES["claim-adjacent"], "campaign.turns.costs")

    def _touches(self, key: Hex, player: str) -> bool:
        return any(self.state.owner(n) == player for n in self.neighbours(key))

    def neighbours(self, key: Hex):
        """The hexes next to ``key`` on the map: the grid's neighbours, or the map's own graph when it
        has one (an imported map), without building a graph for a plain grid."""
        doc = self.doc
        if getattr(doc, "adjacency_explicit", True) or getattr(doc, "_graph", None) is not None:
            graph = doc.graph
            return graph.adj[key] if key in graph else ()
        return doc.grid_neighbours(key) if key in doc.cells else ()

    def spending_hexes(self, kind: str, player: str) -> list[Hex]:
        """The hexes a spending tool may be pointed at for ``player`` now, each to be judged and priced:
        free hexes next to theirs (Skaven: any free hex) to claim, enemy hexes next to theirs (Skaven:
        next to a city) to conquer, their own hexes to build on."""
        s, cells = self.state, self.doc.cells
        race = self.rules.race(self._race(player))
        own = [k for k, h in s.holdings.items() if h.owner == player]
        if kind == "build":
            return sorted(own, key=lambda k: (k.r, k.q))
        if kind == "claim" and race.get("claim_anywhere"):
            out = {k for k in cells if s.owner(k) is None}
        elif kind == "conquer" and race.get("conquer_near_city"):
            cities = [k for k, h in s.holdings.items() if "city" in h.features]
            out = {n for c in cities for n in self.neighbours(c) if s.owner(n) not in (None, player)}
        else:
            out = set()
            for k in own:
                for n in self.neighbours(k):
                    owner = s.owner(n)
                    if (kind == "claim" and owner is None) or (kind == "conquer" and owner not in (None, player)):
                        out.add(n)
        return sorted((k for k in out if k in cells), key=lambda k: (k.r, k.q))

    def _check_conquer(self, step: Step, bad) -> None:
        if step.hex not in self.doc.cells:
            bad("campaign.turn-conquer", MESSAGES["off-map"], "campaign.turns.costs")
            return
        owner = self.state.owner(step.hex)
        if owner is None or owner == step.player:
            bad("campaign.turn-conquer", MESSAGES["conquer-enemy"], "campaign.turns.costs")
            return
        race = self.rules.race(self._race(step.player))
        if race.get("conquer_near_city"):
            if not any("city" in self.state.holding(n).features for n in self.neighbours(step.hex)):
                bad("campaign.turn-conquer", MESSAGES["conquer-near-city"],
                    f"campaign.races.{race.get('id', '')}.conquer_near_city")
        elif not self._touches(step.hex, step.player):
            bad("campaign.turn-conquer", MESSAGES["conquer-adjacent"], "campaign.turns.costs")
        if owner not in self.beaten.get(step.player, set()):
            bad("campaign.turn-conquer", MESSAGES["conquer-no-win"], "campaign.turns.costs", owner=self._name(owner))
        if race.get("razes_cities") and "city" in self.state.holding(step.hex).features:
            n = int(self.rules.raze_gold.get("dice", 0))
            if len(step.dice) != n:
                bad("campaign.turn-dice", MESSAGES["raze-dice"], "campaign.turns.raze_gold", count=n, given=len(step.dice))
            self._check_seed(step, bad, n)

    def _check_build(self, step: Step, bad) -> None:
        held = self.state.holding(step.hex) if step.hex is not None else _EMPTY
        if step.hex not in self.doc.cells or held.owner != step.player:
            bad("campaign.turn-build", MESSAGES["build-not-own"], "campaign.construction")
            return
        if step.feature not in ("castle", "city", "mine"):
            bad("campaign.turn-build", MESSAGES["build-what"], "campaign.construction", feature=step.feature or "?")
            return
        if step.feature in held.features:
            bad("campaign.turn-build", MESSAGES["build-there"], "campaign.construction",
                feature=self._feature(step.feature))
        if step.replaces and step.replaces not in held.features:
            bad("campaign.turn-build", MESSAGES["build-replaces"], "campaign.construction",
                feature=self._feature(step.replaces))
        race = self.rules.race(self._race(step.player))
        if race.get("can_build") is False:
            bad("campaign.turn-build", MESSAGES["build-race"], f"campaign.races.{race.get('id', '')}.can_build",
                race=race.get("name", ""))
        if step.feature == "city" and race.get("cities_beyond_capital") is False and not held.capital:
            bad("campaign.turn-build", MESSAGES["build-city-race"],
                f"campaign.races.{race.get('id', '')}.cities_beyond_capital", race=race.get("name", ""))
        self._check_build_terrain(step, bad)

    def _check_build_terrain(self, step: Step, bad) -> None:
        cell = self.doc.cells.get(step.hex)
        if cell is None:
            return
        race = self.rules.race(self._race(step.player))
        for f in sorted(self._added(step, self.state.holding(step.hex))):
            problem = self.rules.construction_problem(cell.terrain, f, race.get("id", ""))
            if problem:
                bad("campaign.turn-build", MESSAGES["build-terrain"], f"campaign.construction.{f}",
                    feature=self._feature(f), terrain=self.rules.terrain_name(cell.terrain))
                return

    def _check_raid(self, step: Step, bad) -> None:
        n = int(self.rules.raid_gold.get("dice", 0))
        if len(step.dice) != n:
            bad("campaign.turn-dice", MESSAGES["raid-dice"], "campaign.turns.raid_gold", count=n, given=len(step.dice))
        self._check_seed(step, bad, n)

    # -- applying -----------------------------------------------------------------------------
    def apply(self, step: Step) -> None:
        """Play ``step``: the record is what happened, so an illegal step is applied too (what cannot
        happen at all, such as a hex off the map or a player not in the campaign, changes nothing)."""
        s, r = self.state, self.rules
        cells, people = self.doc.cells, self.doc.players
        if (step.hex is not None and step.hex not in cells) or any(h not in cells for h in step.hexes) or \
                any(p not in people for p in step.players()):
            return
        if step.kind in ("claim", "conquer", "build", "income") and (step.hex is None or step.player is None):
            return
        phase = step.phase
        if phase in r.phases:
            self.phase_index = max(self.phase_index, r.phases.index(phase))
            if phase in r.smallest_first and step.player in s.players:
                self.last_actor[phase] = max(self.last_actor.get(phase, -1), self.position(step.player))
        kind = step.kind
        if kind == "order":
            self.order = list(step.order)
            self.ranks = rank_empires(r, s.holdings, s.players, dict(step.rolls))
        elif kind == "join":
            if step.player not in s.players:
                s.players.append(step.player)
                s.treasury.setdefault(step.player, r.starting_gold)
            for h in step.hexes:
                held = s.holding(h)
                s.set(h, replace(held, owner=step.player, capital=(h == step.hex)))
        elif kind == "event":
            self._apply_event(step)
        elif kind == "income":
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
        elif kind == "challenge":
            self.challengers.add(step.player)
            if step.target:
                self.challenged.add(step.target)
                self.challenges.append((step.player, step.target))
        elif kind == "battle":
            self._apply_battle(step)
        elif kind in SPENDING:
            self.spent[step.player] = self.spent.get(step.player, 0) + self.cost(step)
            held = s.holding(step.hex) if step.hex is not None else _EMPTY
            if kind == "claim":
                self.claims[step.player] = self.claims.get(step.player, 0) + 1
                s.set(step.hex, replace(held, owner=step.player))
            elif kind == "conquer":
                race = r.race(self._race(step.player))
                features = held.features
                if race.get("razes_cities") and "city" in features:
                    features = features - r.razed
                    s.treasury[step.player] = self.treasury(step.player) + sum(step.dice) * int(
                        r.raze_gold.get("times", 10))
                s.set(step.hex, Holding(step.player, features, False))
            elif kind == "build":
                added = self._added(step, held)
                gone = {step.replaces} if step.replaces else set()
                s.set(step.hex, replace(held, features=(held.features - gone) | added))
            elif kind == "raid":
                s.treasury[step.player] = self.treasury(step.player) + sum(step.dice) * int(r.raid_gold.get("times", 10))

    def _apply_event(self, step: Step) -> None:
        s, r = self.state, self.rules
        if step.player not in self.events:
            self.events[step.player] = step.event
        if step.event in r.events:
            self.chosen.append(step.event)
            if len(set(s.events_used)) >= len(r.events):
                s.events_used.clear()
            s.events_used.append(step.event)
        event = r.events.get(step.event or "", {})
        effect = event.get("effect")
        if effect == "no-income" and step.target:
            self.no_income.add(step.target)
        elif effect == "diplomacy" and step.target:
            self.diplomacy.add((step.target, step.player))
        elif effect == "double-agent" and step.target and step.opponent and step.dice \
                and step.dice[0] >= int(event.get("roll", 0) or 0):
            self.double_agent[step.target] = (step.player, step.opponent)
        elif effect == "free-construction" and step.hex is not None and step.feature:
            held = s.holding(step.hex)
            s.set(step.hex, replace(held, features=held.features | {step.feature}))
        elif effect == "disaster":
            hits = set(event.get("destroy_on") or [])
            before = {h: constructions(s.holding(h).features) for h in set(step.hexes)}
            seen: dict = {}
            for h, d in zip(step.hexes, step.dice):
                k = seen[h] = seen.get(h, -1) + 1
                if d in hits and k < len(before[h]):
                    what = before[h][k]
                    held = s.holding(h)
                    gone = {"city", "castle"} if what == "city" else {what}
                    s.set(h, replace(held, features=held.features - gone))
        elif effect == "sabotage" and step.hex is not None and step.dice:
            need = (event.get("destroy_from") or {}).get(step.feature or "")
            if need is not None and step.dice[0] >= int(need):
                held = s.holding(step.hex)
                gone = {"city", "castle"} if step.feature in ("city", "castle") else {step.feature}
                s.set(step.hex, replace(held, features=held.features - gone))

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

    def result(self, problems) -> TurnResult:
        players = list(self.state.players)
        return TurnResult(self.number, self.start, self.ranks, problems,
                          {p: self.points(p) for p in players}, dict(self.spent), dict(self.gold_spent),
                          {p: self.army(p) for p in players}, self.state)


#: Steps that name the player who acts, and steps that name the hex they act on.
NEEDS_PLAYER = ("join", "event", "income", "challenge", "claim", "conquer", "build", "raid", "change-regiment",
                "change-all-regiments")
NEEDS_HEX = ("income", "claim", "conquer", "build")

#: The steps as the messages name them.
STEP_NAMES = {
    "join": lazy_msg("campaign.turn.step.join", "a late joiner"),
    "event": lazy_msg("campaign.turn.step.event", "an event"),
    "income": lazy_msg("campaign.turn.step.income", "an income roll"),
    "challenge": lazy_msg("campaign.turn.step.challenge", "a challenge"),
    "claim": lazy_msg("campaign.turn.step.claim", "a claim"),
    "conquer": lazy_msg("campaign.turn.step.conquer", "a conquest"),
    "build": lazy_msg("campaign.turn.step.build", "a construction"),
    "raid": lazy_msg("campaign.turn.step.raid", "a raid"),
    "change-regiment": lazy_msg("campaign.turn.step.change-regiment", "a change of regiment"),
    "change-all-regiments": lazy_msg("campaign.turn.step.change-all-regiments", "a change of all regiments"),
}

#: The phases as the messages name them.
PHASES = {
    "events": lazy_msg("campaign.turn.phase.events", "events"),
    "income": lazy_msg("campaign.turn.phase.income", "income"),
    "challenges": lazy_msg("campaign.turn.phase.challenges", "challenges"),
    "battles": lazy_msg("campaign.turn.phase.battles", "battles"),
    "conquest": lazy_msg("campaign.turn.phase.conquest", "conquest and construction"),
}

MESSAGES = {
    "not-playing": lazy_msg("campaign.turn.not-playing",
        "Turn {turn}: {name} is not playing in the campaign at that moment."),
    "phase-late": lazy_msg("campaign.turn.phase-late",
        "Turn {turn}: {player} acts in the {phase} phase after the {current} phase; the phases go in the "
        "book's order."),
    "not-in-order": lazy_msg("campaign.turn.not-in-order",
        "Turn {turn}: {player} acts out of turn in the {phase} phase; the smallest empire acts first, in the "
        "order frozen at the start of the turn."),
    "order-twice": lazy_msg("campaign.turn.order-twice",
        "Turn {turn}: the order is frozen twice; it is set once, at the start of the turn."),
    "no-order": lazy_msg("campaign.turn.no-order",
        "Turn {turn}: {player} acts before the order of the turn is frozen."),
    "order-wrong": lazy_msg("campaign.turn.order-wrong",
        "Turn {turn}: the order recorded ({given}) is not the order of the empires ({expected})."),
    "order-tied": lazy_msg("campaign.turn.order-tied",
        "Turn {turn}: {names} are still tied after cities, castles and the dice; roll again."),
    "join-twice": lazy_msg("campaign.turn.join-twice",
        "Turn {turn}: {player} already plays in the campaign."),
    "join-taken": lazy_msg("campaign.turn.join-taken",
        "Turn {turn}: {player} is given hexes that are held or not on the map ({where})."),
    "join-size": lazy_msg("campaign.turn.join-size",
        "Turn {turn}: {player} joins with an empire of size {size}; a late joiner gets one as large as the "
        "smallest ({smallest})."),
    "event-unknown": lazy_msg("campaign.turn.event-unknown",
        "Turn {turn}: {player} chose the event '{event}', which the ruleset does not have."),
    "event-twice": lazy_msg("campaign.turn.event-twice",
        "Turn {turn}: {player} chose a second event; each player chooses one."),
    "event-repeat-phase": lazy_msg("campaign.turn.event-repeat-phase",
        "Turn {turn}: {player} chose {event}, already chosen in this events phase; no event repeats in a phase until "
        "all have been chosen ({left} not yet). Reading 'phase' of the ruleset's events_repeat_scope: the book's "
        "'los jugadores restantes' are the players of one events phase."),
    "event-repeat-campaign": lazy_msg("campaign.turn.event-repeat-campaign",
        "Turn {turn}: {player} chose {event}, already chosen; no event repeats, from one turn to the next, until "
        "all have been chosen ({left} not yet). Reading 'campaign' of the ruleset's events_repeat_scope."),
    "event-target": lazy_msg("campaign.turn.event-target",
        "Turn {turn}: {player}'s event {event} needs another player as its target."),
    "event-build": lazy_msg("campaign.turn.event-build",
        "Turn {turn}: {player}'s event {event} cannot place a {feature} at hex {hex}."),
    "no-player": lazy_msg("campaign.turn.no-player",
        "Turn {turn}: {what} is recorded without the player who acts."),
    "no-hex": lazy_msg("campaign.turn.no-hex",
        "Turn {turn}: {player} records {what} without naming its hex."),
    "event-no-hex": lazy_msg("campaign.turn.event-no-hex",
        "Turn {turn}: {player}'s event {event} needs the hex of theirs where the construction goes."),
    "event-no-target-hex": lazy_msg("campaign.turn.event-no-target-hex",
        "Turn {turn}: {player}'s event {event} needs the hex of the other player's construction it aims at."),
    "event-no-feature": lazy_msg("campaign.turn.event-no-feature",
        "Turn {turn}: {player}'s event {event} needs the construction: a castle, a city or a mine."),
    "event-sabotage": lazy_msg("campaign.turn.event-sabotage",
        "Turn {turn}: {player}'s event {event} must pick another player's construction (hex {hex})."),
    "event-one-die": lazy_msg("campaign.turn.event-one-die",
        "Turn {turn}: {player}'s event {event} rolls one die, not {given}."),
    "event-opponent": lazy_msg("campaign.turn.event-opponent",
        "Turn {turn}: {player}'s event {event} must name another player for {target} to challenge."),
    "event-roll": lazy_msg("campaign.turn.event-roll",
        "Turn {turn}: {player}'s event {event} rolled {die}: only on {least}+ may they choose whom {target} "
        "challenges."),
    "event-disaster": lazy_msg("campaign.turn.event-disaster",
        "Turn {turn}: {player}'s event {event} needs one die for each of the {count} constructions of "
        "{target}."),
    "dice-range": lazy_msg("campaign.turn.dice-range",
        "Turn {turn}: {player}'s dice ({dice}) are not all from 1 to {sides}."),
    "dice-seed": lazy_msg("campaign.turn.dice-seed",
        "Turn {turn}: {player}'s dice ({dice}) are not the ones their stored seed rolls."),
    "income-no-mine": lazy_msg("campaign.turn.income-no-mine",
        "Turn {turn}: {player} collects income at hex {hex}, which is not a mine of theirs."),
    "income-twice": lazy_msg("campaign.turn.income-twice",
        "Turn {turn}: the mine at hex {hex} pays twice."),
    "income-blocked": lazy_msg("campaign.turn.income-blocked",
        "Turn {turn}: {player} collects income although an event denies them income this turn."),
    "income-dice": lazy_msg("campaign.turn.income-dice",
        "Turn {turn}: the mine at hex {hex} rolls {count} dice, not {given}."),
    "stone-no-triple": lazy_msg("campaign.turn.stone-no-triple",
        "Turn {turn}: {player} finds the {stone} Stone at hex {hex} without a triple of {least} or more."),
    "stone-taken": lazy_msg("campaign.turn.stone-taken",
        "Turn {turn}: the {stone} Stone found at hex {hex} was already found (or is not a Stone)."),
    "challenge-whom": lazy_msg("campaign.turn.challenge-whom",
        "Turn {turn}: {player}'s challenge names no other player of the campaign."),
    "challenge-challenged": lazy_msg("campaign.turn.challenge-challenged",
        "Turn {turn}: {player} was challenged this turn and cannot challenge."),
    "challenge-missing": lazy_msg("campaign.turn.challenge-missing",
        "Turn {turn} ended with no challenge launched by or against {names}; every player launches a "
        "challenge."),
    "challenge-twice": lazy_msg("campaign.turn.challenge-twice",
        "Turn {turn}: {player} challenges twice; each player launches one challenge."),
    "challenge-double-agent": lazy_msg("campaign.turn.challenge-double-agent",
        "Turn {turn}: {player} challenges {target}, but {chooser}'s Double agent made them challenge {opponent} "
        "this turn."),
    "challenge-diplomacy": lazy_msg("campaign.turn.challenge-diplomacy",
        "Turn {turn}: {player} cannot challenge {target} this turn (Diplomacy)."),
    "battle-sides": lazy_msg("campaign.turn.battle-sides",
        "Turn {turn}: a battle needs two sides with different players."),
    "battle-result": lazy_msg("campaign.turn.battle-result",
        "Turn {turn}: the battle's result '{result}' is not a result of the book."),
    "gold-max": lazy_msg("campaign.turn.gold-max",
        "Turn {turn}: {name} spends {gold} gold on one battle; at most {most}."),
    "gold-treasury": lazy_msg("campaign.turn.gold-treasury",
        "Turn {turn}: {name} spends {gold} gold with {have} in the treasury."),
    "off-map": lazy_msg("campaign.turn.off-map",
        "Turn {turn}: hex {hex} is not on the map."),
    "claim-bannered": lazy_msg("campaign.turn.claim-bannered",
        "Turn {turn}: {player} claims hex {hex}, which already has the banner of {owner}."),
    "claim-adjacent": lazy_msg("campaign.turn.claim-adjacent",
        "Turn {turn}: {player} claims hex {hex}, which touches none of their hexes."),
    "conquer-enemy": lazy_msg("campaign.turn.conquer-enemy",
        "Turn {turn}: {player} conquers hex {hex}, which holds no enemy banner."),
    "conquer-near-city": lazy_msg("campaign.turn.conquer-near-city",
        "Turn {turn}: {player} conquers hex {hex}; a Skaven conquest must be next to a city hex."),
    "conquer-adjacent": lazy_msg("campaign.turn.conquer-adjacent",
        "Turn {turn}: {player} conquers hex {hex}, which touches none of their hexes."),
    "conquer-no-win": lazy_msg("campaign.turn.conquer-no-win",
        "Turn {turn}: {player} conquers hex {hex} of {owner} without having beaten {owner} in a battle "
        "this turn."),
    "build-not-own": lazy_msg("campaign.turn.build-not-own",
        "Turn {turn}: {player} builds at hex {hex}, which they do not hold."),
    "build-what": lazy_msg("campaign.turn.build-what",
        "Turn {turn}: {player} builds '{feature}', which is not a construction."),
    "build-there": lazy_msg("campaign.turn.build-there",
        "Turn {turn}: hex {hex} already has a {feature}."),
    "build-replaces": lazy_msg("campaign.turn.build-replaces",
        "Turn {turn}: {player} replaces a {feature} at hex {hex}, where there is none."),
    "build-race": lazy_msg("campaign.turn.build-race",
        "Turn {turn}: {player} builds at hex {hex}; {race} cannot build."),
    "build-city-race": lazy_msg("campaign.turn.build-city-race",
        "Turn {turn}: {player} builds a city at hex {hex}; {race} have no city but their capital."),
    "build-terrain": lazy_msg("campaign.turn.build-terrain",
        "Turn {turn}: a {feature} cannot be built on {terrain} (hex {hex})."),
    "raid-dice": lazy_msg("campaign.turn.raid-dice",
        "Turn {turn}: {player}'s raid rolls {count} dice, not {given}."),
    "raze-dice": lazy_msg("campaign.turn.raze-dice",
        "Turn {turn}: {player} razes the city at hex {hex} and rolls {count} dice for its gold, not {given}."),
    "points": lazy_msg("campaign.turn.points",
        "Turn {turn}: {player} spends {cost} imperial points on {action} with {have} left of the {earned} "
        "earned this turn."),
}

#: How a spending step is named inside the "points" message.
ACTIONS = {
    "claim": lazy_msg("campaign.turn.action.claim", "a claim at hex {hex}"),
    "conquer": lazy_msg("campaign.turn.action.conquer", "a conquest at hex {hex}"),
    "build": lazy_msg("campaign.turn.action.build", "a {feature} at hex {hex}"),
    "raid": lazy_msg("campaign.turn.action.raid", "a raid"),
    "change-regiment": lazy_msg("campaign.turn.action.change-regiment", "changing a regiment"),
    "change-all-regiments": lazy_msg("campaign.turn.action.change-all-regiments", "changing all regiments"),
}


# -- replay ------------------------------------------------------------------------------------

def replay(doc, rules: TurnRules, upto: int | None = None, check: bool = True,
           history: History | None = None) -> list[TurnResult]:
    """Play the set-up through the recorded turns (the first ``upto`` of them; ``history`` instead of
    the document's own): one result per turn, with its state at the start and at the end, and the
    problems found."""
    history = doc.history if history is None else history
    state = initial_state(doc, rules, history)
    out = []
    for turn in history.turns[:upto]:
        state = state.copy()
        state.turn = turn.number
        play = TurnPlay(doc, rules, state, turn.number)
        problems = []
        for i, step in enumerate(turn.steps):
            if check:
                problems.extend((i, p) for p in play.problems(step))
            play.apply(step)
        if check and turn.closed and turn.steps:
            problems.extend((len(turn.steps) - 1, p) for p in play.closing_problems())
        out.append(play.result(problems))
        state = play.state
    return out


def state_at(doc, rules: TurnRules, turn_index: int, history: History | None = None) -> CampaignState:
    """The state at the start of the ``turn_index``-th recorded turn (0 = the set-up); past the last
    turn: the state after it."""
    results = replay(doc, rules, upto=turn_index, check=False, history=history)
    if not results:
        return initial_state(doc, rules, history)
    return results[-1].end


def current_play(doc, rules: TurnRules) -> TurnPlay | None:
    """The open turn replayed up to now, ready to judge its next step (None: no turn is open)."""
    turn = doc.history.open_turn
    if turn is None:
        return None
    state = state_at(doc, rules, len(doc.history.turns) - 1).copy()
    state.turn = turn.number
    play = TurnPlay(doc, rules, state, turn.number)
    for step in turn.steps:
        play.apply(step)
    return play


def cell_changes(doc, holdings: Mapping) -> dict:
    """Cell edits that make the map show ``holdings`` (owners, constructions, capitals)."""
    out = {}
    for k, cell in doc.cells.items():
        h = holdings.get(k) or _EMPTY
        if cell.owner != h.owner or frozenset(cell.features) != h.features or bool(cell.capital) != h.capital:
            out[k] = replace(cell, owner=h.owner, features=frozenset(h.features), capital=h.capital)
    return out


def changes_between(doc, before: Mapping, after: Mapping) -> dict:
    """Cell edits for the hexes whose holding differs between two states."""
    out = {}
    for k in set(before) | set(after):
        a, b = before.get(k) or _EMPTY, after.get(k) or _EMPTY
        if a != b and k in doc.cells:
            out[k] = replace(doc.cells[k], owner=b.owner, features=frozenset(b.features), capital=b.capital)
    return out


# -- what the editor does --------------------------------------------------------------------

def hex_label(doc, key) -> str:
    """A hex as people name it: its name with its coordinates ("Stonedeep (1,-3)"), or the coordinates of
    a hex without a name."""
    if key is None:
        return ""
    key = Hex(*key)
    cell = doc.cells.get(key)
    return f"{cell.name} ({key})" if cell is not None and cell.name else str(key)


def ledger_refusal(doc, players: Iterable[str] = (), hexes: Iterable[Hex] = ()):
    """Why removing ``players`` or ``hexes`` from the campaign is refused once turns are recorded
    (None: nothing the record names would be gone). The record cannot name a player or a hex the
    campaign no longer has, or the file would not load again."""
    from .i18n import msg, msg_n

    if not doc.history:
        return None
    named_players, named_hexes = doc.history.first_naming()
    for p in players:
        if p in named_players:
            name = doc.players[p].name if p in doc.players else p
            return msg("campaign.ledger.player-named",
                       "{player} plays in the recorded turns (from turn {turn}): the campaign's record would name "
                       "a player who is gone. A player who leaves keeps their place in the record; give their "
                       "hexes to another player on the map instead.", player=name, turn=named_players[p])
    gone = sorted((Hex(*h) for h in hexes if Hex(*h) in named_hexes), key=lambda h: (named_hexes[h], h.r, h.q))
    if gone:
        shown = [hex_label(doc, h) for h in gone[:5]]
        return msg_n("campaign.ledger.hexes-named",
                     "The recorded turns name a hex this would remove ({hexes}, from turn {turn}): the campaign's "
                     "record would name a hex no longer on the map. Keep it on the map.",
                     "The recorded turns name {count} hexes this would remove ({hexes}, from turn {turn}): the "
                     "campaign's record would name hexes no longer on the map. Keep them on the map.",
                     count=len(gone), hexes=", ".join(shown) + (", …" if len(gone) > 5 else ""),
                   turn=named_hexes[gone[0]])
    return None


def start_turn(doc, rules: TurnRules, seed: int | None = None, entered: Mapping[str, tuple] | None = None,
               joiners: Iterable[Step] = ()) -> History:
    """The history with a new turn whose order is frozen now (tie dice entered, or rolled from ``seed``
    and stored); the set-up is taken from the map when this is the first turn."""
    history = doc.history
    if history.open_turn is not None:
        raise ValueError("a turn is already open")
    setup = history.setup or setup_from(doc, rules)
    base = replace(history, setup=setup)
    state = state_at(doc, rules, len(base.turns), history=base).copy()
    joiners = tuple(joiners)
    if joiners:
        early = TurnPlay(doc, rules, state, 0)
        for j in joiners:
            early.apply(j)
        state = early.state
    seed = new_seed() if seed is None else int(seed)
    rolls = roll_ties(rules, state.holdings, state.players, seed, entered)
    order = tuple(r.player for r in rank_empires(rules, state.holdings, state.players, rolls))
    steps = joiners + (Step("order", order=order, rolls=tuple(sorted(rolls.items())),
                                   seed=seed if rolls and not entered else None),)
    number = base.turns[-1].number + 1 if base.turns else doc.turn
    return replace(base, turns=base.turns + (Turn(number, steps),))


def next_turn_state(doc, rules: TurnRules) -> tuple[CampaignState, int]:
    """The state the next turn starts from (the set-up taken from the map before the first turn) and its
    number."""
    history = doc.history
    base = replace(history, setup=history.setup or setup_from(doc, rules))
    number = base.turns[-1].number + 1 if base.turns else doc.turn
    return state_at(doc, rules, len(base.turns), history=base).copy(), number


def joining(doc, rules: TurnRules, joiners: Iterable[Step]) -> tuple[list[Problem], dict, CampaignState]:
    """Late joiners about to come in at the start of the next turn: the problems that make them illegal
    (hexes held, an empire not as large as the smallest), the cell edits that show them on the map and
    the state the turn then starts from."""
    state, number = next_turn_state(doc, rules)
    play = TurnPlay(doc, rules, state, number)
    before = dict(state.holdings)
    problems: list[Problem] = []
    for j in joiners:
        problems.extend(play.problems(j))
        play.apply(j)
    return problems, changes_between(doc, before, play.state.holdings), play.state


def late_joiner_candidates(doc, rules: TurnRules) -> list[str]:
    """Players of the document who are not yet in the campaign (added after the set-up)."""
    if not doc.history.turns:
        return []
    state, _number = next_turn_state(doc, rules)
    return [p for p in doc.players if p not in state.players]


def record(doc, rules: TurnRules, step: Step) -> tuple[History, dict, list[Problem]]:
    """Add ``step`` to the open turn: the new history, the cell edits that show its effect on the map,
    and the problems that make it illegal (the editor refuses a step with problems)."""
    play = current_play(doc, rules)
    if play is None:
        raise ValueError("no turn is open")
    problems = play.problems(step)
    before = dict(play.state.holdings)
    play.apply(step)
    return doc.history.with_step(step), changes_between(doc, before, play.state.holdings), problems


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


def dice_step(kind: str, player: str, count: int, seed: int | None = None, dice: Iterable[int] | None = None,
              **fields) -> Step:
    """A step that rolls ``count`` dice (a raid, a razed city): entered, or rolled from a stored seed."""
    if dice is None:
        seed = new_seed() if seed is None else int(seed)
        dice = roll(seed, count)
    else:
        seed = None
    return Step(kind, player=player, dice=tuple(dice), seed=seed, **fields)


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
