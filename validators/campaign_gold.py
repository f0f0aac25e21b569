"""A campaign army list checked against the turn it is for: the army size, the treasury and the
gold the player spends in all their lists of that turn.

A list's campaign link names the turn (and which of the player's battles) it is for; a list that
names none is the list of the campaign's current turn. The list is checked against THAT turn:
its army size (500, +500 every five turns, at most 3000; +100 for the largest empire of the
order frozen at that turn's start) and the player's treasury before that turn's battles. The
book lets a player spend up to 250 gold on each battle, but "el oro gastado para una batalla no
podía ser reutilizado en otra batalla": the lists of one player for the same turn draw on one
treasury, and two lists cannot be for the same battle.

The other lists of a player are found beside the list being checked (the organiser keeps the
lists in one folder). A folder is read once per batch run (``model.pins``) and otherwise again
only when a file in it changed; a file is parsed only when its bytes name a campaign link.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace

from model import pins
from model.display import quoted
from model.files import referenced_path
from model.jsonutil import loads
from model.i18n import msg, msg_n

from .findings import Location

_MAX_BYTES = 5_000_000
_cache: dict[str, tuple[tuple, dict]] = {}


@dataclass(frozen=True)
class OtherList:
    """Another army list of the same player and campaign: its file, its name, its gold, and the turn
    and battle it is for (None: not said; a list without a turn is for the current turn)."""

    path: str
    name: str
    gold: float
    turn: int | None = None
    battle: int | None = None


def _signature(folder: str) -> tuple:
    out = []
    try:
        with os.scandir(folder) as it:
            for e in it:
                if e.name.endswith(".json") and e.is_file(follow_symlinks=False):
                    st = e.stat(follow_symlinks=False)
                    out.append((e.name, st.st_mtime_ns, st.st_size))
    except OSError:
        return ()
    return tuple(sorted(out))


def _whole(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 1 else None


def _index(folder: str, signature: tuple) -> dict:
    """(campaign file, player) -> [OtherList] for the army lists of ``folder`` linked to a campaign."""
    index: dict[tuple[str, str], list[OtherList]] = {}
    for name, _mtime, size in signature:
        if size > _MAX_BYTES:
            continue
        path = os.path.join(folder, name)
        try:
            with open(path, "rb") as fh:
                data = fh.read(_MAX_BYTES + 1)
        except OSError:
            continue
        if b'"army"' not in data or b'"campaign"' not in data:
            continue
        try:
            d = loads(data)
        except ValueError:  # not JSON, or nested too deeply: that list's own check says so
            continue
        if not isinstance(d, dict) or d.get("kind") != "army":
            continue
        link = d.get("campaign")
        gold = d.get("gold", 0)
        if not isinstance(link, dict) or not isinstance(link.get("file"), str) or \
                not isinstance(link.get("player"), str) or not isinstance(gold, (int, float)) or gold < 0:
            continue
        key = (referenced_path(path, link["file"]), link["player"])
        label = d.get("name") if isinstance(d.get("name"), str) and d.get("name") else os.path.splitext(name)[0]
        index.setdefault(key, []).append(OtherList(os.path.normpath(path), label, float(gold),
                                                   _whole(link.get("turn")), _whole(link.get("battle"))))
    return index


def other_lists(list_path: str | None, campaign_file: str, player: str) -> list[OtherList]:
    """The other army lists beside ``list_path`` linked to the same campaign and player."""
    if not list_path:
        return []
    list_path = os.path.normpath(os.path.abspath(os.fspath(list_path)))
    folder = os.path.dirname(list_path)
    index = pins.get(("campaign-gold", folder))
    if index is None:
        signature = _signature(folder)
        cached = _cache.get(folder)
        if cached is not None and cached[0] == signature:
            index = cached[1]
        else:
            index = _index(folder, signature)
            _cache[folder] = (signature, index)
        pins.put(("campaign-gold", folder), index)
    campaign = referenced_path(list_path, campaign_file)
    return [o for o in index.get((campaign, player), []) if o.path != list_path]


def _fmt(points: float) -> str:
    return f"{points:g}"


def campaign_limit_findings(doc, ctx, campaign, rules, total: float, rid: str = "army.campaign-limit"):
    """The findings of ``rid`` for an army list of ``campaign`` costing ``total`` points, checked
    against the turn its link names (see the module's text)."""
    from model.campaign_turns import TurnRules, army_at, next_turn_number

    link = doc.campaign
    player = link.player
    name = campaign.players[player].name
    max_gold = rules.value("campaign.army_size.max_gold")
    per_point = rules.value("campaign.army_size.gold_per_point") or 1
    gold = doc.gold or 0.0
    if gold > max_gold:
        fnd = ctx.finding(rid, msg("army.campaign-gold", "The army spends {gold} gold on extra points; at most "
                                   "{max}.", gold=_fmt(gold), max=_fmt(max_gold)),
                          Location(path="gold"), subjects=[player], data={"gold": gold, "max_gold": max_gold})
        yield replace(fnd, reference=rules.ref("campaign.army_size.max_gold"))
    size = army_at(campaign, TurnRules(rules), player, link.turn)
    status = size["status"]
    if status in ("future", "unrecorded"):
        text = msg("army.campaign-turn.future", "The army is for turn {turn}, which has not started: the campaign "
                   "{campaign} is at turn {next}. Its army size and treasury are checked once that turn starts.",
                   turn=link.turn, campaign=quoted(campaign.name), next=size["next"]) if status == "future" else \
            msg("army.campaign-turn.unrecorded", "The army is for turn {turn}, before the record of the campaign "
                "{campaign} starts (turn {first}): its army size and treasury for that turn are not known.",
                turn=link.turn, campaign=quoted(campaign.name), first=size["first"])
        yield ctx.finding(rid, text, Location(path="campaign.turn"), subjects=[player], severity="warning",
                          data={"turn": link.turn, "next": size["next"]})
        return
    if status == "not-playing":
        yield ctx.finding(rid, msg("army.campaign-turn.not-playing", "The army is for turn {turn}, when {name} was "
                                   "not playing in the campaign {campaign}.", turn=link.turn, name=name,
                                   campaign=quoted(campaign.name)),
                          Location(path="campaign.turn"), subjects=[player], data={"turn": link.turn})
        return
    turn = size["turn"]
    battles = size.get("battles")
    if link.battle is not None and battles is not None and link.battle > battles:
        yield ctx.finding(rid, msg_n("army.campaign-battle.beyond",
                                     "The army is for battle {battle} of turn {turn}, but the record shows {name} "
                                     "fighting {count} battle that turn.",
                                     "The army is for battle {battle} of turn {turn}, but the record shows {name} "
                                     "fighting {count} battles that turn.",
                                     count=battles, battle=link.battle, turn=turn, name=name),
                          Location(path="campaign.battle"), subjects=[player],
                          data={"battle": link.battle, "battles": battles, "turn": turn})
    others = other_lists(ctx.path, link.file, player) if gold > 0 or link.battle is not None else []
    if others:
        current = next_turn_number(campaign)
        others = [o for o in others if (o.turn if o.turn is not None else current) == turn]
    if link.battle is not None:
        same = [o for o in others if o.battle == link.battle]
        if same:
            yield ctx.finding(rid, msg("army.campaign-battle.twice", "The army is for {name}'s battle {battle} of "
                                       "turn {turn}, and so is {lists}: one list for each battle.", name=name,
                                       battle=link.battle, turn=turn, lists=", ".join(quoted(o.name) for o in same)),
                              Location(path="campaign.battle"), subjects=[player],
                              data={"battle": link.battle, "turn": turn})
    have = size.get("battle_treasury", size["treasury"])
    together = gold + sum(o.gold for o in others)
    spenders = [o for o in others if o.gold > 0]
    if gold > have or together > have:
        text = msg("army.campaign-treasury", "The army spends {gold} gold on extra points; "
                   "{name}'s treasury holds {have}.", gold=_fmt(gold), name=name, have=_fmt(have)) \
            if not spenders or gold > have else \
            msg("army.campaign-treasury.lists", "The army spends {gold} gold on extra points and {name}'s other "
                "lists for turn {turn} spend {others} ({lists}): {total} in all, and the treasury holds {have}; "
                "gold spent on one battle cannot be spent on another.", gold=_fmt(gold), name=name,
                turn=turn, others=_fmt(together - gold), total=_fmt(together), have=_fmt(have),
                lists=", ".join(quoted(o.name) for o in spenders))
        fnd = ctx.finding(rid, text, Location(path="gold"), subjects=[player],
                          data={"gold": gold, "treasury": have, "other_lists_gold": together - gold, "turn": turn})
        yield replace(fnd, reference=rules.ref("campaign.army_size.gold_per_point"))
    from_gold = min(gold, max_gold) / per_point
    yield from _team_findings(doc, ctx, campaign, rules, total - size["bonus"] - from_gold, size, rid)
    limit = size["base"] + size["bonus"] + from_gold
    if total > limit + 1e-9:
        params = dict(total=_fmt(total), excess=_fmt(total - limit), name=name, limit=_fmt(limit), turn=turn,
                      base=_fmt(size["base"]), bonus=_fmt(size["bonus"]), gold=_fmt(from_gold))
        data = {k: v for k, v in size.items() if k in ("turn", "base", "largest_empire", "bonus", "tied_for_largest",
                                                       "treasury", "battle_treasury")}
        fnd = ctx.finding(
            rid,
            msg("army.campaign-limit.tied", "The army costs {total} points, {excess} over {name}'s campaign limit "
                "of {limit} for turn {turn} ({base} for the turn, +{bonus} largest empire, +{gold} from gold); tied "
                "for the largest empire, the +{tie_bonus} goes to whoever wins a die roll at the start of the turn.",
                tie_bonus=_fmt(rules.value("campaign.army_size.largest_empire_bonus")), **params)
            if size.get("tied_for_largest") else
            msg("army.campaign-limit", "The army costs {total} points, {excess} over {name}'s campaign limit of "
                "{limit} for turn {turn} ({base} for the turn, +{bonus} largest empire, +{gold} from gold).",
                **params),
            Location(path="entries"), subjects=[player],
            data=data | {"from_gold": from_gold, "limit": limit, "total": total, "excess": total - limit})
        yield replace(fnd, reference=rules.ref("campaign.army_size.start"))


def _list_total(path: str) -> float | None:
    """The points of another army list (None when it or its catalogue cannot be read)."""
    from model.errors import DocumentError
    from model.files import load, load_shared

    try:
        other = load(path)
        return float(other.total_cost(load_shared(referenced_path(path, other.catalogue))))
    except (DocumentError, OSError, AttributeError, TypeError, ValueError):
        return None


def _team_findings(doc, ctx, campaign, rules, own_base: float, size: dict, rid: str):
    """A team battle: 'los equipos deberán dividir de común acuerdo los puntos totales del ejército entre todos
    los integrantes del equipo' (Batallas en equipo). The lists of one side for that battle share the turn's
    army size between them; each member then adds their own modifiers (largest empire, gold)."""
    from model.campaign_turns import TurnRules, army_at, battle_side, next_turn_number

    link = doc.campaign
    if link.battle is None or size.get("status") != "recorded":
        return
    turn = size["turn"]
    found = battle_side(campaign, turn, link.player, link.battle)
    if found is None or len(found[0]) < 2:
        return
    side, numbers = found
    max_gold = rules.value("campaign.army_size.max_gold")
    per_point = rules.value("campaign.army_size.gold_per_point") or 1
    current = next_turn_number(campaign)
    turn_rules = TurnRules(rules)
    parts = []
    for mate in side:
        if mate == link.player:
            continue
        bonus = army_at(campaign, turn_rules, mate, turn).get("bonus", 0)
        for o in other_lists(ctx.path, link.file, mate):
            if (o.turn if o.turn is not None else current) == turn and o.battle == numbers[mate]:
                points = _list_total(o.path)
                if points is not None:
                    parts.append((o, points - bonus - min(o.gold, max_gold) / per_point))
    together = own_base + sum(p for _, p in parts)
    if parts and together > size["base"] + 1e-9:
        names = [campaign.players[p].name if p in campaign.players else p for p in side]
        fnd = ctx.finding(
            rid,
            msg("army.campaign-team", "In turn {turn}, {team} fight battle {battle} as a team: their lists share the "
                "turn's {base} points between them, but they field {together} before their own modifiers ({lists}); "
                "{excess} too many.", turn=turn, team=", ".join(names), battle=link.battle, base=_fmt(size["base"]),
                together=_fmt(together), excess=_fmt(together - size["base"]),
                lists=", ".join([quoted(doc.name) + " " + _fmt(own_base)] +
                                [quoted(o.name) + " " + _fmt(points) for o, points in parts])),
            Location(path="entries"), subjects=list(side),
            data={"turn": turn, "battle": link.battle, "base": size["base"], "together": together})
        yield replace(fnd, reference=rules.ref("campaign.turns.team_points"))
