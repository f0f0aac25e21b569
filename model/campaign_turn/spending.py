"""The conquest phase: imperial points spent on claims, conquests, constructions, raids and regiments."""
from __future__ import annotations

from dataclasses import replace

from ..campaign_ledger import Holding, Step, _EMPTY
from ..hexgrid import Hex
from .messages import MESSAGES


class SpendingPhase:
    """What :class:`~model.campaign_turn.play.TurnPlay` checks and applies in the spending phase (its
    state and figures are the turn's)."""

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

    def _apply_spending(self, step: Step) -> None:
        s, r, kind = self.state, self.rules, step.kind
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

