"""What each recorded step of a campaign turn says, in whole sentences, for the Turn panel's log
and the turn bulletin.

Each line is one translatable sentence with named parameters (a translator may move them) and
Qt plurals for counts (``%n``); never fragments glued in English word order. A sentence is read
against the moment its step happened (the turn replayed up to it), so it can say what the step
cost and did: the gold a mine paid or an event withheld, a mine exhausted, a Stone found, the
imperial points a claim cost, the owner a conquest took the hex from, a city razed. A step
missing what its event needs (a hex, a player, a die) still reads as a sentence that says so.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from model import campaign_turns as ct
from model.i18n import and_list


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    return QCoreApplication.translate("CampaignTurnLog", text, disambiguation or None, n)


def dice_text(dice) -> str:
    """Dice as the players add them up: ``3 + 5 + 6``."""
    return " + ".join(map(str, dice))


def result_name(result: str) -> str:
    return {"marginal": tr("marginal victory"), "decisive": tr("decisive victory"), "massacre": tr("massacre"),
            "draw": tr("draw")}.get(result, result)


class StepWords:
    """The sentences of one turn's steps; ``name`` gives a player's display name."""

    def __init__(self, doc, rules: ct.TurnRules | None, name=None):
        self.doc, self.rules = doc, rules
        self.name = name or self._name

    def _name(self, pid) -> str:
        p = self.doc.players.get(pid) if pid else None
        return p.name if p else (pid or "")

    def hex(self, key) -> str:
        return ct.hex_label(self.doc, key)

    def feature(self, feature) -> str:
        return self.rules.feature_name(feature) if self.rules is not None else (feature or "")

    def event_label(self, event) -> str:
        return tr("{event} ({name})").format(event=event, name=self.rules.event_name(event)) \
            if self.rules is not None and event in self.rules.events else (event or "")

    # -- one step ------------------------------------------------------------------------------
    def sentence(self, s, play: ct.TurnPlay | None = None) -> str:
        """The sentence of step ``s``; ``play`` is the turn replayed up to just before it (None: the
        step alone, without what it cost or paid)."""
        n = self.name
        kind = s.kind
        if kind == "order":
            order = ", ".join(n(p) for p in s.order)
            if s.rolls:
                dice = ", ".join(tr("{player} {dice}").format(player=n(p), dice=dice_text(d)) for p, d in s.rolls)
                return tr("Order frozen for the turn, largest empire first: {order} (the tie broken by the dice: "
                          "{dice}).").format(order=order, dice=dice)
            return tr("Order frozen for the turn, largest empire first: {order}.").format(order=order)
        if kind == "join":
            return tr("{player} joins with %n hexes", "", len(s.hexes)).format(player=n(s.player))
        if kind == "event":
            return self._event(s, play)
        if kind == "income":
            return self._income(s, play)
        if kind == "challenge":
            if not s.target:
                return tr("{player} launches a challenge that names nobody.").format(player=n(s.player))
            return tr("{a} challenges {b}.").format(a=n(s.player), b=n(s.target))
        if kind == "battle":
            return self._battle(s)
        if kind in ct.SPENDING:
            return self._spending(s, play)
        return kind

    def _event(self, s, play) -> str:
        n, label = self.name, self.event_label(s.event)
        event = self.rules.events.get(s.event or "", {}) if self.rules is not None else {}
        effect = event.get("effect")
        p, target = n(s.player), n(s.target)
        die = s.dice[0] if s.dice else None
        if effect == "free-construction":
            if s.hex is None:
                return tr("{player} chooses event {event} and names no hex for its construction.").format(
                    player=p, event=label)
            if s.feature == "city":
                return tr("{player} chooses event {event} and turns the castle at hex {hex} into a city.").format(
                    player=p, event=label, hex=self.hex(s.hex))
            if s.feature == "mine":
                return tr("{player} chooses event {event} and places a mine at hex {hex}.").format(
                    player=p, event=label, hex=self.hex(s.hex))
            if s.feature == "castle":
                return tr("{player} chooses event {event} and places a castle at hex {hex}.").format(
                    player=p, event=label, hex=self.hex(s.hex))
            return tr("{player} chooses event {event} at hex {hex} and names no construction.").format(
                player=p, event=label, hex=self.hex(s.hex))
        if effect == "sabotage":
            if s.hex is None:
                return tr("{player} chooses event {event} and names no construction to sabotage.").format(
                    player=p, event=label)
            owner = n(play.state.owner(s.hex)) if play is not None and play.state.owner(s.hex) else ""
            what = self.feature(s.feature)
            if die is None:
                return tr("{player} chooses event {event} against the construction at hex {hex} ({feature}) and "
                          "rolls no die.").format(player=p, event=label, hex=self.hex(s.hex), feature=what)
            if owner:
                return tr("{player} chooses event {event} against {owner}'s construction at hex {hex} ({feature}): "
                          "the die shows {die}.").format(player=p, event=label, owner=owner, hex=self.hex(s.hex),
                                                         feature=what, die=die)
            return tr("{player} chooses event {event} against the construction at hex {hex} ({feature}): the die "
                      "shows {die}.").format(player=p, event=label, hex=self.hex(s.hex), feature=what, die=die)
        if event.get("target") and not s.target:
            return tr("{player} chooses event {event} and names no player.").format(player=p, event=label)
        if effect == "disaster":
            return tr("{player} chooses event {event} against {target}, who rolls one die for each of their %n "
                      "constructions: {dice}.", "", len(s.hexes)).format(
                player=p, event=label, target=target, dice=", ".join(map(str, s.dice)) or "-")
        if effect == "double-agent":
            if die is None:
                return tr("{player} chooses event {event} against {target} and rolls no die.").format(
                    player=p, event=label, target=target)
            if s.opponent:
                return tr("{player} chooses event {event} against {target}: the die shows {die}, and {target} must "
                          "challenge {opponent}.").format(player=p, event=label, target=target, die=die,
                                                           opponent=n(s.opponent))
            return tr("{player} chooses event {event} against {target}: the die shows {die}.").format(
                player=p, event=label, target=target, die=die)
        if effect == "no-income":
            return tr("{player} chooses event {event}: {target} collects no income this turn.").format(
                player=p, event=label, target=target)
        if effect == "diplomacy":
            return tr("{player} chooses event {event}: {target} cannot challenge them this turn.").format(
                player=p, event=label, target=target)
        if s.target:
            return tr("{player} chooses event {event} against {target}.").format(player=p, event=label, target=target)
        return tr("{player} chooses event {event}.").format(player=p, event=label)

    def _income(self, s, play) -> str:
        p = self.name(s.player)
        if s.hex is None:
            return tr("{player} collects income and names no mine.").format(player=p)
        dice = dice_text(s.dice)
        spec = play._income_dice(s.hex, s.player) if play is not None else None
        if play is not None and s.player in play.no_income:
            return tr("{player}'s mine at hex {hex} rolls {dice}, but an event withholds their income this "
                      "turn.").format(player=p, hex=self.hex(s.hex), dice=dice)
        gold = sum(s.dice) * int((spec or {}).get("times", 10))
        exhausted = bool(play is not None and play.rules.exhaust and len(s.dice) > 1 and len(set(s.dice)) == 1
                         and "mine" in play.state.holding(s.hex).features)
        stone = self.rules.stone_name(s.stone) if s.stone and self.rules is not None else ""
        if stone and exhausted:
            return tr("{player}'s mine at hex {hex} rolls {dice}: {gold} gold and the {stone} Stone of Destiny; "
                      "the mine is exhausted.").format(player=p, hex=self.hex(s.hex), dice=dice, gold=gold, stone=stone)
        if stone:
            return tr("{player}'s mine at hex {hex} rolls {dice}: {gold} gold and the {stone} Stone of "
                      "Destiny.").format(player=p, hex=self.hex(s.hex), dice=dice, gold=gold, stone=stone)
        if exhausted:
            return tr("{player}'s mine at hex {hex} rolls {dice}: {gold} gold, and the mine is exhausted.").format(
                player=p, hex=self.hex(s.hex), dice=dice, gold=gold)
        return tr("{player}'s mine at hex {hex} rolls {dice}: {gold} gold.").format(player=p, hex=self.hex(s.hex), dice=dice,
                                                                                  gold=gold)

    def _battle(self, s) -> str:
        n = self.name
        if len(s.sides) != 2:
            return tr("A battle without two sides.")
        a, b = (and_list(n(p) for p in side) for side in s.sides)
        if s.winner is None:
            text = tr("{a} against {b}: a draw.").format(a=a, b=b)
        else:
            w, l_ = (a, b) if s.winner == 0 else (b, a)
            winners = len(s.sides[s.winner]) if s.winner in (0, 1) else 1
            text = tr("{winner} beat {loser}: {result}.", "", winners).format(  # Spanish: "vence", "vencen"
                winner=w, loser=l_, result=result_name(s.result or ""))
        if s.gold:
            spent = ", ".join(tr("{player} {gold}").format(player=n(p), gold=g) for p, g in s.gold)
            text += " " + tr("Gold spent on extra points: {spent}.").format(spent=spent)
        return text

    def _spending(self, s, play) -> str:
        p = self.name(s.player)
        cost = play.cost(s) if play is not None else 0
        kind = s.kind
        if kind in ("claim", "conquer", "build") and s.hex is None:
            return {"claim": tr("{player} claims a hex and names none."),
                    "conquer": tr("{player} conquers a hex and names none."),
                    "build": tr("{player} builds and names no hex.")}[kind].format(player=p)
        if kind == "claim":
            return tr("{player} claims hex {hex} for %n imperial points.", "", cost).format(player=p, hex=self.hex(s.hex))
        if kind == "conquer":
            owner = play.state.owner(s.hex) if play is not None else None
            race = play.rules.race(play._race(s.player)) if play is not None else {}
            razed = bool(race.get("razes_cities") and play is not None and "city" in play.state.holding(s.hex).features)
            if razed:
                gold = sum(s.dice) * int(play.rules.raze_gold.get("times", 10))
                return tr("{player} conquers hex {hex} from {owner} for %n imperial points and razes its city: "
                          "{gold} gold.", "", cost).format(player=p, hex=self.hex(s.hex), owner=self.name(owner), gold=gold)
            if owner:
                return tr("{player} conquers hex {hex} from {owner} for %n imperial points.", "", cost).format(
                    player=p, hex=self.hex(s.hex), owner=self.name(owner))
            return tr("{player} conquers hex {hex} for %n imperial points.", "", cost).format(player=p, hex=self.hex(s.hex))
        if kind == "build":
            old = self.feature(s.replaces) if s.replaces else ""
            if s.feature == "castle":
                text = tr("{player} builds a castle at hex {hex} for %n imperial points.", "", cost) if not old else \
                    tr("{player} builds a castle at hex {hex}, in place of its {old}, for %n imperial points.", "", cost)
            elif s.feature == "city":
                text = tr("{player} builds a city at hex {hex} for %n imperial points.", "", cost) if not old else \
                    tr("{player} builds a city at hex {hex}, in place of its {old}, for %n imperial points.", "", cost)
            elif s.feature == "mine":
                text = tr("{player} builds a mine at hex {hex} for %n imperial points.", "", cost) if not old else \
                    tr("{player} builds a mine at hex {hex}, in place of its {old}, for %n imperial points.", "", cost)
            else:
                text = tr("{player} builds at hex {hex} and names no construction.")
            return text.format(player=p, hex=self.hex(s.hex), old=old)
        if kind == "raid":
            times = int(play.rules.raid_gold.get("times", 10)) if play is not None else 10
            return tr("{player} raids for %n imperial points: {dice}, {gold} gold.", "", cost).format(
                player=p, dice=dice_text(s.dice), gold=sum(s.dice) * times)
        if kind == "change-regiment":
            return tr("{player} changes a regiment for %n imperial points.", "", cost).format(player=p)
        return tr("{player} changes all their regiments for %n imperial points.", "", cost).format(player=p)


def turn_lines(doc, rules: ct.TurnRules, turn, start: ct.CampaignState, name=None) -> list[tuple[ct.Step, str]]:
    """(step, sentence) for each step of ``turn``, each read against the turn replayed from ``start``
    (the state at the start of the turn) up to just before it."""
    state = start.copy()
    state.turn = turn.number
    play = ct.TurnPlay(doc, rules, state, turn.number)
    words = StepWords(doc, rules, name)
    out = []
    for s in turn.steps:
        out.append((s, words.sentence(s, play)))
        play.apply(s)
    return out
