"""The campaign's turns in the editor: the Turn panel, its map tools and the timeline.

Built by phase in :mod:`editor.campaign.turn`; this module keeps the names the editor and the tests
import."""
from __future__ import annotations

from model import campaign_turns as ct

from .turn.common import RecordTurn  # noqa: F401
from .turn.dock import TurnDock, phase_name  # noqa: F401
from .turn.overlay import CostOverlay, LazyCosts, TurnTool  # noqa: F401
from .turn.timeline import TimelineDock, past_snapshot, snapshot_at  # noqa: F401
from ..turn_words import StepWords, result_name, turn_lines  # noqa: F401


def describe(dock, s: ct.Step) -> str:
    """One line of the turn log for a step alone, in the players' names (the log itself reads each
    step against its moment: :func:`editor.turn_words.turn_lines`)."""
    return StepWords(getattr(dock, "document", None), getattr(dock, "rules", None), dock.name).sentence(s)
