"""Why a step is refused: :class:`Problem` and the message templates of the turn rules."""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import lazy_msg


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
        from ..i18n import Message

        return Message(self.message.id, self.message.source, self.params)


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
