"""Checks of an event as a whole: references, players and lists, layouts, terrain stock.

The tables and army lists an event names are read here (each file once while it is
unchanged on disk, see :func:`model.files.load_shared`); their own rules run through the
batch machinery in :mod:`validators.event_check`. Every finding carries in ``data`` the
round, table number and player it concerns, so reports can group by them.

Messages are built with :func:`model.i18n.msg` from English templates with named parameters.
"""
from __future__ import annotations

import os
from collections import defaultdict

from model.errors import DocumentError
from model.event import EventDocument, folder_lists, inside, outside_problem, resolve
from model.i18n import and_list, lazy_msg, msg, msg_n
from model.reasons import os_reason
from model.units import format_length

from .findings import Location
from .inventory import RoundPlan, plan_event
from .registry import rule


KIND_NAMES = {"table": lazy_msg("event.kind-table", "a table"), "army": lazy_msg("event.kind-army", "an army list"),
              "campaign": lazy_msg("event.kind-campaign", "a campaign map"),
              "catalogue": lazy_msg("event.kind-catalogue", "a catalogue"), "event": lazy_msg("event.kind-event", "an event")}


# -- what the event names ------------------------------------------------------------

def member(ref: str, ctx):
    """The document a reference names (loaded once per run), or the DocumentError/FileNotFoundError."""
    cache = ctx.extra.setdefault("members", {})
    path = resolve(ref, ctx.path)
    if path not in cache:
        from model.files import load_shared

        try:
            if inside(ref, ctx.path) is None:  # never read, whatever it is
                raise DocumentError(path, "", outside_problem(ctx.path))
            if not os.path.lexists(path):
                raise FileNotFoundError(path)
            cache[path] = load_shared(path)
        except FileNotFoundError as exc:
            cache[path] = exc
        except DocumentError as exc:
            cache[path] = exc
        except OSError as exc:
            cache[path] = DocumentError(path, "", msg("file.unreadable", "cannot be read: {reason}",
                                                      reason=os_reason(exc)))
    return cache[path]


def event_tables(doc: EventDocument, event_path, ctx=None) -> dict[str, object]:
    """Each table file the rounds name -> its table document (files that are not readable tables left out)."""
    from .registry import Context

    ctx = ctx or Context(ruleset=None, path=os.fspath(event_path) if event_path else None)
    out = {}
    for ref in doc.table_files():
        got = member(ref, ctx)
        if getattr(got, "KIND", None) == "table":
            out[ref] = got
    return out


def event_plans(doc: EventDocument, event_path, ctx=None) -> list[RoundPlan]:
    """The terrain stock matched to every round (see validators.inventory)."""
    return plan_event(doc.rounds.values(), event_tables(doc, event_path, ctx), doc.inventory.values(), doc.tolerance)


def event_lists(doc: EventDocument, event_path) -> list[str]:
    """Every army list file of the event as it names them: the links, then the folder's other files."""
    refs = list(doc.lists)
    linked = {resolve(r, event_path) for r in refs}
    base = os.path.dirname(os.path.abspath(event_path)) if event_path else os.getcwd()
    for path in folder_lists(doc, event_path):
        if path not in linked:
            refs.append(os.path.relpath(path, base).replace(os.sep, "/"))
    return refs


def size_text(size, ruleset) -> str:
    """``(120, 90)`` -> ``12 x 9 cm`` in the ruleset's unit."""
    unit = ruleset.unit if ruleset is not None else "mm"
    ud = ruleset.ud_mm if ruleset is not None else None
    a, b = (format_length(x, unit, ud) for x in size)
    suffix = " " + a.split(" ", 1)[1] if " " in a else ""
    return f"{a.removesuffix(suffix)} x {b}"


def item_text(item, ruleset) -> str:
    """A stock item for people: its name, with its size when the name does not give it."""
    size = size_text(item.size, ruleset)
    name = item.name or _kind_name(item.kind, ruleset)
    return name if size in name else f"{name} ({size})"


def _kind_name(kind: str, ruleset) -> str:
    from model.display import kind_name

    return kind_name(ruleset, "terrain_kinds", kind)


def _round_name(doc: EventDocument, round_id: str) -> str:
    r = doc.rounds.get(round_id)
    if r is None:
        return round_id
    return r.name or msg("event.round-n", "Round {n}", n=list(doc.rounds).index(round_id) + 1)


def round_label(doc: EventDocument, round_id: str) -> str:
    """What people call a round ("Round 2" when it has no name)."""
    return _round_name(doc, round_id)


# -- rules -------------------------------------------------------------------------------

@rule("event.reference", "event", "error",
      "Every table and army list the event names exists and is a document of that kind; every player "
      "seated at a table is registered.", reference="Wartable file format (docs/format.md): events", basis="format")
def check_references(doc: EventDocument, ctx):
    for i, (rid, rnd) in enumerate(doc.rounds.items()):
        for j, slot in enumerate(rnd.tables):
            where = msg("event.table-where", "{round}, table {table}", round=_round_name(doc, rid), table=slot.number)
            data = {"round": rid, "table": slot.number}
            yield from _member_problem(ctx, slot.table, "table", where, f"rounds[{i}].tables[{j}].table", data)
            for k, player in enumerate(slot.players):
                if player not in doc.players:
                    yield ctx.finding("event.reference", msg("event.unknown-seat", "{where} seats '{player}', who is not a registered player.", where=where, player=player),
                                      Location(path=f"rounds[{i}].tables[{j}].players[{k}]"), subjects=[player],
                                      data=data)
    for i, link in enumerate(doc.lists.values()):
        where = msg("event.list-where", "The list of {player}", player=doc.player_name(link.player)) if link.player else msg("event.link-where", "The list link")
        yield from _member_problem(ctx, link.file, "army", where, f"lists[{i}].file",
                                   {"player": link.player} if link.player else {})
    if doc.list_folder and not os.path.isdir(resolve(doc.list_folder, ctx.path)):
        yield ctx.finding("event.reference", msg("event.no-folder", "The list folder {folder} does not exist.", folder=doc.list_folder), Location(path="list_folder"))


def _member_problem(ctx, ref: str, kind: str, where: str, path: str, data: dict):
    got = member(ref, ctx)
    if isinstance(got, FileNotFoundError):
        yield ctx.finding("event.reference", msg("event.missing-file", "{where} names {file}, which does not exist.", where=where, file=ref), Location(path=path),
                          subjects=[ref], data=data)
    elif isinstance(got, DocumentError):
        problem = (f"{got.field}: " if got.field else "") + got.problem
        yield ctx.finding("event.reference", msg("event.unreadable-file", "{where} names {file}, which cannot be read: {problem}.", where=where, file=ref, problem=problem),
                          Location(path=path), subjects=[ref], data=data)
    elif got.KIND != kind:
        yield ctx.finding("event.reference", msg("event.wrong-kind", "{where} names {file}, which is {kind_article}, not {expected}.", where=where, file=ref,
                                                 kind_article=KIND_NAMES.get(got.KIND, got.KIND),
                                                 expected=KIND_NAMES[kind]),
                          Location(path=path), subjects=[ref], data=data)


@rule("event.ruleset", "event", "warning",
      "The event's tables and army lists use the event's ruleset.",
      reference="Wartable file format (docs/format.md): events", basis="format")
def check_rulesets(doc: EventDocument, ctx):
    seen: set[str] = set()
    for i, (rid, rnd) in enumerate(doc.rounds.items()):
        for j, slot in enumerate(rnd.tables):
            got = member(slot.table, ctx)
            if slot.table in seen or getattr(got, "KIND", None) != "table" or got.ruleset == doc.ruleset:
                continue
            seen.add(slot.table)
            yield ctx.finding("event.ruleset", msg("event.other-ruleset", "{where} uses the ruleset {other}; the event plays {ruleset}.", where=f"{slot.table}", other=got.ruleset,
                                                   ruleset=doc.ruleset),
                              Location(path=f"rounds[{i}].tables[{j}].table"), subjects=[slot.table],
                              data={"round": rid, "table": slot.number})
    links = {resolve(link.file, ctx.path): link for link in doc.lists.values()}
    for ref in event_lists(doc, ctx.path):
        got = member(ref, ctx)
        if getattr(got, "KIND", None) == "army" and got.ruleset != doc.ruleset:
            link = links.get(resolve(ref, ctx.path))
            yield ctx.finding("event.ruleset", msg("event.other-ruleset", "{where} uses the ruleset {other}; the event plays {ruleset}.", where=ref, other=got.ruleset, ruleset=doc.ruleset),
                              Location(path="lists"), subjects=[ref],
                              data={"player": link.player} if link and link.player else {})


@rule("event.list-player", "event", "error",
      "Every army list of the event (its list folder and its list links) is linked to one registered player, "
      "and every player has one list.", reference="Wartable file format (docs/format.md): events", basis="format")
def check_list_players(doc: EventDocument, ctx):
    links = {resolve(link.file, ctx.path): (i, link) for i, link in enumerate(doc.lists.values())}
    for ref in event_lists(doc, ctx.path):
        hit = links.get(resolve(ref, ctx.path))
        if hit is None:
            if getattr(member(ref, ctx), "KIND", None) == "army":  # other files of the folder are not lists
                yield ctx.finding("event.list-player", msg("event.list-unlinked", "The list {file} is not linked to any player.", file=ref), Location(path="list_folder"),
                                  subjects=[ref])
            continue
        i, link = hit
        if not link.player:
            yield ctx.finding("event.list-player", msg("event.list-unlinked", "The list {file} is not linked to any player.", file=ref), Location(path=f"lists[{i}].player"),
                              subjects=[ref])
        elif link.player not in doc.players:
            yield ctx.finding("event.list-player", msg("event.list-unknown-player", "The list {file} is linked to '{player}', who is not a registered player.", file=ref, player=link.player),
                              Location(path=f"lists[{i}].player"), subjects=[ref, link.player])
    by_player: dict[str, list[str]] = defaultdict(list)
    for link in doc.lists.values():
        if link.player:
            by_player[link.player].append(link.file)
    for i, p in enumerate(doc.players.values()):
        mine = by_player.get(p.id, [])
        if len(mine) > 1:
            yield ctx.finding("event.list-player", msg("event.player-two-lists", "{player} has {count} lists: {files}.", player=p.name, count=len(mine),
                                                       files=", ".join(mine)),
                              Location(path=f"players[{i}]"), subjects=[p.id], data={"player": p.id})
        elif not mine:
            yield ctx.finding("event.list-player", msg("event.player-no-list", "{player} has no army list.", player=p.name), Location(path=f"players[{i}]"),
                              subjects=[p.id], data={"player": p.id}, severity="warning")


@rule("event.player-twice", "event", "error",
      "No player is seated twice in a round: at two tables, or twice at one table.",
      reference="Wartable file format (docs/format.md): events", basis="format")
def check_player_twice(doc: EventDocument, ctx):
    for i, (rid, rnd) in enumerate(doc.rounds.items()):
        seats: dict[str, list[int]] = defaultdict(list)
        for slot in rnd.tables:
            for p in dict.fromkeys(slot.players):
                seats[p].append(slot.number)
                if slot.players.count(p) > 1:
                    yield ctx.finding("event.player-twice",
                                      msg("event.player-twice-at-table", "{round}: {player} is seated twice at table "
                                          "{table}; a table seats each player once.", round=_round_name(doc, rid),
                                          player=doc.player_name(p), table=slot.number),
                                      Location(path=f"rounds[{i}]"), subjects=[p],
                                      data={"round": rid, "table": slot.number, "player": p})
        for p, tables in seats.items():
            if len(tables) > 1:
                yield ctx.finding("event.player-twice",
                                  msg("event.player-twice", "{round}: {player} is seated at tables {tables}.", round=_round_name(doc, rid), player=doc.player_name(p),
                                      tables=", ".join(map(str, tables))),
                                  Location(path=f"rounds[{i}]"), subjects=[p],
                                  data={"round": rid, "table": tables[0], "player": p})


@rule("event.points-limit", "event", "error",
      "When the event states a points limit, no army list of the event costs more (a list whose own, lower "
      "limit already reports it is not reported twice).",
      reference="Organiser setting: the event's points_limit", basis="setting")
def check_points_limit(doc: EventDocument, ctx):
    if doc.points_limit is None:
        return
    from model.files import load_catalogue_for

    links = {resolve(link.file, ctx.path): link for link in doc.lists.values()}
    for ref in event_lists(doc, ctx.path):
        army = member(ref, ctx)
        if getattr(army, "KIND", None) != "army" or (army.points_limit is not None
                                                       and army.points_limit <= doc.points_limit):
            continue
        try:
            total = army.total_cost(load_catalogue_for(army, resolve(ref, ctx.path)))
        except DocumentError:  # the list's own check says what is wrong with its catalogue
            continue
        if total > doc.points_limit:
            link = links.get(resolve(ref, ctx.path))
            yield ctx.finding("event.points-limit",
                              msg("event.over-points-limit", "{file} costs {points} points; the event plays armies "
                                  "of up to {limit}.", file=ref, points=f"{total:g}", limit=f"{doc.points_limit:g}"),
                              Location(path="points_limit"), subjects=[ref],
                              data={"player": link.player} if link and link.player else {},
                              severity="error")  # the limit the organiser set for the event


@rule("event.repeat-layout", "event", "error",
      "When the event asks for it (distinct_layouts), two players who meet again do not play the same table "
      "layout again.", reference="Organiser setting: the event's distinct_layouts", basis="setting")
def check_repeat_layout(doc: EventDocument, ctx):
    if not doc.distinct_layouts:
        return
    first: dict[tuple, tuple[str, int]] = {}
    for i, (rid, rnd) in enumerate(doc.rounds.items()):
        for j, slot in enumerate(rnd.tables):
            if len(slot.players) < 2:
                continue
            key = (frozenset(slot.players), resolve(slot.table, ctx.path))
            if key in first:
                was_round, was_table = first[key]
                names = and_list(doc.player_name(p) for p in slot.players)
                yield ctx.finding("event.repeat-layout",
                                  msg("event.repeat-layout", "{players} play {layout} again in {round} (table {table}); they played it in {first} (table {first_table}).", players=names, layout=slot.table, round=_round_name(doc, rid),
                                      table=slot.number, first=_round_name(doc, was_round), first_table=was_table),
                                  Location(path=f"rounds[{i}].tables[{j}]"), subjects=list(slot.players),
                                  data={"round": rid, "table": slot.number}, severity="error")
            else:
                first[key] = (rid, slot.number)


@rule("event.terrain-stock", "event", "error",
      "The terrain stock builds every table of each round at the same time: each piece gets a stock item of its "
      "kind within the event's size tolerance, each item used once per round (a maximum matching).",
      reference="Organiser setting: the event's inventory and tolerance", basis="setting")
def check_terrain_stock(doc: EventDocument, ctx):
    rs = ctx.ruleset
    items = doc.inventory
    for i, plan in enumerate(event_plans(doc, ctx.path, ctx)):
        rname = _round_name(doc, plan.round)
        for s in plan.shortages:
            fitting = ", ".join(f"{items[f].name or items[f].kind} x{items[f].count}" for f in s.fitting) or msg("event.none-fits", "none that fits")
            text = msg_n("event.stock-short", "{round}: {kind} {size}: {count} missing ({needed} needed, on tables {used_on}; the stock has {fitting}). Left without one: {tables}.",
                         "{round}: {kind} {size}: {count} missing ({needed} needed, on tables {used_on}; the stock has {fitting}). Left without one: {tables}.",
                         count=s.missing, round=rname, kind=_kind_name(s.kind, rs),
                       size=size_text(s.size, rs), needed=s.needed, used_on=", ".join(map(str, s.used_on)),
                       fitting=fitting, tables=", ".join(msg("event.table-n", "table {n}", n=t) for t in s.tables))
            if s.suggestions:
                text += " " + " ".join(
                    msg("event.stock-swap", "Table {table} could use {item} in place of {piece} ({spare} spare in this round).", table=w.table, piece=w.label, item=item_text(items[w.item], rs), spare=w.spare)
                    for w in s.suggestions)
            else:
                text += " " + msg("event.stock-no-swap", "No spare {kind} in this round: add one to the stock or take one off a table.", kind=_kind_name(s.kind, rs))
            yield ctx.finding(
                "event.terrain-stock", text, Location(path=f"rounds[{i}]"),
                subjects=[f"{n}" for n in s.tables],
                data={"round": plan.round, "table": s.tables[0], "kind": s.kind, "size": list(s.size),
                      "missing": s.missing, "needed": s.needed, "tables": list(s.tables),
                      "swaps": [{"table": w.table, "piece": w.piece, "item": w.item} for w in s.suggestions]},
                severity="error")  # the event's own stock and tolerance: the organiser's choice, an error
