"""The campaign's record of play, kept with the document: the :class:`Setup` the first turn started
from and each :class:`Turn`'s ordered :class:`Step`s, immutable, and their file form. What a step may
do, and the state the record gives, is :mod:`model.campaign_turns`."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from .hexgrid import Hex

# -- the record ----------------------------------------------------------------------------

#: Which phase of the turn each kind of step belongs to ("start" comes before the phases).
STEP_PHASE = {
    "order": "start", "join": "start", "event": "events", "income": "income", "stone": "income",
    "challenge": "challenges", "battle": "battles", "claim": "conquest", "conquer": "conquest",
    "build": "conquest", "raid": "conquest", "change-regiment": "conquest", "change-all-regiments": "conquest",
}
#: Steps that spend imperial points.
SPENDING = ("claim", "conquer", "build", "raid", "change-regiment", "change-all-regiments")
BATTLE_RESULTS = ("draw", "marginal", "decisive", "massacre")


@dataclass(frozen=True)
class Holding:
    """What a player holds on one hex: banner, constructions, capital mark."""

    owner: str | None = None
    features: frozenset = frozenset()
    capital: bool = False

    def empty(self) -> bool:
        return self.owner is None and not self.features and not self.capital


@dataclass(frozen=True)
class Step:
    """One thing that happened in a turn. Which fields matter depends on ``kind``:

    - ``order``: ``order`` (players, largest empire first), ``rolls`` (tie-break dice per player), ``seed``
    - ``join``: ``player`` joins late with ``hexes``; ``hex`` is their capital
    - ``event``: ``player`` chooses ``event`` (A-L); ``target`` player, ``hex``/``feature`` and ``dice``/``hexes``
      for the events that need them; ``opponent``: whom a Double agent's target must challenge
    - ``income``: ``player``'s mine at ``hex`` rolled ``dice`` (``seed`` when Wartable rolled); ``stone`` found
    - ``challenge``: ``player`` challenges ``target``
    - ``battle``: ``sides`` (two teams), ``winner`` (0, 1 or None for a draw), ``result`` (marginal, decisive,
      massacre or draw), ``gold`` spent by each player on extra points
    - ``claim``/``conquer``: ``player`` takes ``hex`` (a razed city's gold in ``dice``)
    - ``build``: ``player`` builds ``feature`` at ``hex``, replacing ``replaces``
    - ``raid``: ``player`` raids for ``dice`` x 10 gold; ``change-regiment``, ``change-all-regiments``
    """

    kind: str
    player: str | None = None
    hex: Hex | None = None
    target: str | None = None
    event: str | None = None
    feature: str | None = None
    replaces: str | None = None
    dice: tuple = ()
    seed: int | None = None
    sides: tuple = ()
    winner: int | None = None
    result: str | None = None
    gold: tuple = ()  # ((player, gold), ...)
    order: tuple = ()
    rolls: tuple = ()  # ((player, (die, die...)), ...)
    hexes: tuple = ()
    stone: str | None = None
    opponent: str | None = None  # Double agent (event L): whom the target must challenge

    @property
    def phase(self) -> str:
        return STEP_PHASE.get(self.kind, "conquest")

    def players(self) -> tuple:
        if self.kind == "battle":
            return tuple(p for side in self.sides for p in side)
        return tuple(p for p in (self.player, self.target, self.opponent) if p)


@dataclass(frozen=True)
class Turn:
    """One campaign turn: its number, its steps in order, and whether it has ended."""

    number: int
    steps: tuple = ()
    closed: bool = False

    def order(self) -> tuple:
        return next((s.order for s in self.steps if s.kind == "order"), ())


@dataclass(frozen=True)
class Setup:
    """The campaign as the first turn found it."""

    turn: int = 1
    holdings: Mapping = field(default_factory=dict)  # Hex -> Holding (only hexes holding something)
    treasury: Mapping = field(default_factory=dict)  # player -> gold
    players: tuple = ()

    def __hash__(self) -> int:
        return hash((self.turn, self.players, len(self.holdings)))


@dataclass(frozen=True)
class History:
    """The set-up (None until the first turn starts) and the turns played since."""

    setup: Setup | None = None
    turns: tuple = ()

    def __bool__(self) -> bool:
        return self.setup is not None or bool(self.turns)

    @property
    def open_turn(self) -> Turn | None:
        return self.turns[-1] if self.turns and not self.turns[-1].closed else None

    def with_step(self, step: Step) -> "History":
        turn = self.open_turn
        if turn is None:
            raise ValueError("no turn is open")
        return replace(self, turns=self.turns[:-1] + (replace(turn, steps=turn.steps + (step,)),))

    def first_naming(self) -> tuple[dict, dict]:
        """Who and which hexes the record names, each with the first turn that names it (the set-up
        counts as the first turn's): what an edit of the players or the map must leave in place
        for the campaign to load again."""
        players: dict[str, int] = {}
        hexes: dict[Hex, int] = {}
        first = self.turns[0].number if self.turns else (self.setup.turn if self.setup else 1)
        if self.setup is not None:
            for p in (*self.setup.players, *self.setup.treasury):
                players.setdefault(p, first)
            for key, held in self.setup.holdings.items():
                hexes.setdefault(Hex(*key), first)
                if held.owner is not None:
                    players.setdefault(held.owner, first)
        for turn in self.turns:
            for step in turn.steps:
                for p in (*step.players(), *step.order, *(p for p, _ in step.rolls), *(p for p, _ in step.gold)):
                    players.setdefault(p, turn.number)
                for key in ((step.hex,) if step.hex is not None else ()) + tuple(step.hexes):
                    hexes.setdefault(Hex(*key), turn.number)
        return players, hexes


_EMPTY = Holding()


# -- file form ----------------------------------------------------------------------------------

_STEP_DEFAULTS = {"player": None, "hex": None, "target": None, "event": None, "feature": None, "replaces": None,
                  "dice": [], "seed": None, "sides": [], "winner": None, "result": None, "gold": {}, "order": [],
                  "rolls": {}, "hexes": [], "stone": None, "opponent": None}


def step_to_json(step: Step) -> dict:
    d = {"kind": step.kind, "player": step.player, "hex": list(step.hex) if step.hex is not None else None,
         "target": step.target, "event": step.event, "feature": step.feature, "replaces": step.replaces,
         "dice": list(step.dice), "seed": step.seed, "sides": [list(s) for s in step.sides], "winner": step.winner,
         "result": step.result, "gold": dict(step.gold), "order": list(step.order),
         "rolls": {p: list(v) for p, v in step.rolls}, "hexes": [list(h) for h in step.hexes], "stone": step.stone,
         "opponent": step.opponent}
    return {k: v for k, v in d.items() if k == "kind" or v != _STEP_DEFAULTS[k]}


def step_from_json(d: Mapping[str, Any]) -> Step:
    return Step(
        kind=d["kind"], player=d.get("player"), hex=Hex(*d["hex"]) if d.get("hex") is not None else None,
        target=d.get("target"), event=d.get("event"), feature=d.get("feature"), replaces=d.get("replaces"),
        dice=tuple(d.get("dice", ())), seed=d.get("seed"), sides=tuple(tuple(s) for s in d.get("sides", ())),
        winner=d.get("winner"), result=d.get("result"), gold=tuple(sorted((d.get("gold") or {}).items())),
        order=tuple(d.get("order", ())), rolls=tuple(sorted((p, tuple(v)) for p, v in (d.get("rolls") or {}).items())),
        hexes=tuple(Hex(*h) for h in d.get("hexes", ())), stone=d.get("stone"), opponent=d.get("opponent"))


def history_to_json(history: History) -> dict:
    out: dict = {}
    if history.setup is not None:
        s = history.setup
        out["setup"] = {
            "turn": s.turn, "players": list(s.players), "treasury": dict(s.treasury),
            "hexes": [{"q": key.q, "r": key.r} | ({"owner": h.owner} if h.owner is not None else {})
                      | ({"features": sorted(h.features)} if h.features else {}) | ({"capital": True} if h.capital else {})
                      for key, h in sorted(s.holdings.items(), key=lambda kv: (kv[0].r, kv[0].q))],
        }
    out["turns"] = [{"number": t.number, "closed": t.closed, "steps": [step_to_json(s) for s in t.steps]}
                    for t in history.turns]
    return out


def history_from_json(d: Mapping[str, Any] | None) -> History:
    if not d:
        return History()
    setup = None
    if d.get("setup") is not None:
        s = d["setup"]
        setup = Setup(turn=s.get("turn", 1), players=tuple(s.get("players", ())),
                      treasury=dict(s.get("treasury") or {}),
                      holdings={Hex(h["q"], h["r"]): Holding(h.get("owner"), frozenset(h.get("features", ())),
                                                             bool(h.get("capital", False)))
                                for h in s.get("hexes", ())})
    turns = tuple(Turn(t["number"], tuple(step_from_json(x) for x in t.get("steps", ())), bool(t.get("closed", False)))
                  for t in d.get("turns", ()))
    return History(setup, turns)
