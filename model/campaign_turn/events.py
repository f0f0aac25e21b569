"""The events phase: one event per player, smallest empire first, and what each event does."""
from __future__ import annotations

from dataclasses import replace

from ..campaign_ledger import Step, _EMPTY
from .messages import MESSAGES
from .ranks import constructions, disaster_hexes


class EventsPhase:
    """What :class:`~model.campaign_turn.play.TurnPlay` checks and applies in the events phase (its
    state and figures are the turn's)."""

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
