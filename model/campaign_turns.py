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

The rules live in :mod:`model.campaign_turn`, one module per phase of the turn; this module keeps the
names that files, validators, the editor and the tests import.
"""
from __future__ import annotations

from dataclasses import replace  # noqa: F401 (callers took it from here)

from .campaign_ledger import (BATTLE_RESULTS, SPENDING, STEP_PHASE, History, Holding, Setup, Step, Turn,  # noqa: F401
                              _EMPTY, history_from_json, history_to_json, step_from_json, step_to_json)
from .campaign_turn import income as _income
from .campaign_turn import replay as _replay
from .campaign_turn import state as _state
from .campaign_turn.state import CampaignState, hex_label, new_seed, roll  # noqa: F401
from .campaign_turn.rules import TurnRules  # noqa: F401
from .campaign_turn.messages import ACTIONS, MESSAGES, NEEDS_HEX, NEEDS_PLAYER, PHASES, STEP_NAMES, Problem  # noqa: F401
from .campaign_turn.ranks import (Rank, army_size, constructions, counts, disaster_hexes,  # noqa: F401
                                  largest_empire, rank_empires, roll_ties, tied_groups, victory_count)
from .campaign_turn.end import end_turn, victory  # noqa: F401
from .campaign_turn.play import TurnPlay, TurnResult  # noqa: F401
from .campaign_turn.replay import (Standing, army_at, army_for, battle_side, battle_treasury, cell_changes,  # noqa: F401
                                   changes_between, current_play, founding_capitals, history_of, holdings_of,
                                   initial_state, joining, late_joiner_candidates, ledger_refusal, next_turn_number,
                                   next_turn_state, record, replay, setup_from, standing, state_at)
from .hexgrid import Hex  # noqa: F401 (callers took it from here)


# The steps that roll dice take their seed from this module's ``new_seed``, so that a caller who
# fixes it here (a repeatable run) fixes every roll the turn records.

def income_step(play: TurnPlay, key, seed: int | None = None, dice=None) -> Step:
    """The income roll of the mine at ``key`` (:func:`model.campaign_turn.income.income_step`)."""
    return _income.income_step(play, key, new_seed() if seed is None and dice is None else seed, dice)


def dice_step(kind: str, player: str, count: int, seed: int | None = None, dice=None, **fields) -> Step:
    """A step that rolls ``count`` dice (:func:`model.campaign_turn.state.dice_step`)."""
    return _state.dice_step(kind, player, count, new_seed() if seed is None and dice is None else seed, dice,
                            **fields)


def start_turn(doc, rules: TurnRules, seed: int | None = None, entered=None, joiners=()) -> History:
    """The history with a new turn whose order is frozen now (:func:`model.campaign_turn.replay.start_turn`)."""
    if seed is None and doc.history.open_turn is None:
        seed = new_seed()
    return _replay.start_turn(doc, rules, seed, entered, joiners)
