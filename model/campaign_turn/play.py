""":class:`TurnPlay`, the one judge of what a step may do, assembled from the rules of each phase."""
from __future__ import annotations

from dataclasses import dataclass

from ..campaign_ledger import SPENDING, Step
from ..hexgrid import Hex
from .battles import BattlesPhase
from .challenges import ChallengesPhase
from .end import EndPhase
from .events import EventsPhase
from .income import IncomePhase
from .messages import ACTIONS, MESSAGES, NEEDS_HEX, NEEDS_PLAYER, PHASES, Problem, STEP_NAMES
from .order import OrderPhase
from .ranks import rank_empires
from .rules import TurnRules
from .spending import SpendingPhase
from .state import CampaignState, hex_label, roll


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


class TurnPlay(OrderPhase, EventsPhase, IncomePhase, ChallengesPhase, BattlesPhase, SpendingPhase,
               EndPhase):
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

    def treasury(self, player: str) -> int:
        return int(self.state.treasury.get(player, 0))

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
                from ..i18n import Message

                action = ACTIONS[step.kind]
                what = Message(action.id, action.source, {"hex": base["hex"], "feature": self._feature(step.feature)})
                bad("campaign.turn-points", MESSAGES["points"], "campaign.turns.costs", cost=cost, have=max(have, 0),
                    earned=self.points(step.player), action=what)
        return out

    def _check_seed(self, step: Step, bad, count: int, sides: int = 6) -> None:
        if any(not isinstance(d, int) or d < 1 or d > sides for d in step.dice):
            bad("campaign.turn-dice", MESSAGES["dice-range"], None, dice=", ".join(map(str, step.dice)), sides=sides)
        elif step.seed is not None and tuple(step.dice) != roll(step.seed, count, sides):
            bad("campaign.turn-dice", MESSAGES["dice-seed"], None, dice=", ".join(map(str, step.dice)))

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
        if step.kind in SPENDING:
            self._apply_spending(step)
        else:
            getattr(self, "_apply_" + step.kind, lambda _step: None)(step)

    def result(self, problems) -> TurnResult:
        players = list(self.state.players)
        return TurnResult(self.number, self.start, self.ranks, problems,
                          {p: self.points(p) for p in players}, dict(self.spent), dict(self.gold_spent),
                          {p: self.army(p) for p in players}, self.state)
