"""The record read: the set-up replayed to any turn, the order that holds now, each army's points and
gold, and the steps a document records (start a turn, join, record)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Mapping

from ..campaign_ledger import History, Holding, Setup, Step, Turn, _EMPTY
from ..hexgrid import Hex
from .messages import Problem
from .play import TurnPlay, TurnResult
from .ranks import army_size, largest_empire, rank_empires, roll_ties
from .rules import TurnRules
from .state import CampaignState, hex_label, new_seed


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


def ledger_refusal(doc, players: Iterable[str] = (), hexes: Iterable[Hex] = ()):
    """Why removing ``players`` or ``hexes`` from the campaign is refused once turns are recorded
    (None: nothing the record names would be gone). The record cannot name a player or a hex the
    campaign no longer has, or the file would not load again."""
    from ..i18n import msg, msg_n

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
