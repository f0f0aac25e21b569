"""Campaign map rules (Las Piedras del Destino): map size, connectivity, capitals, constructions,
owners, empire sizes and victory.

The map is read through its networkx adjacency graph (``doc.graph``) so the same
checks serve any map that provides a graph of cells. Numbers come from the
ruleset's ``campaign`` section or event-setting params.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from itertools import chain

import networkx as nx
import numpy as np

from model.campaign import CampaignDocument
from model.display import kind_name, listing, quoted
from model.hexgrid import DIRECTIONS, Hex
from model.i18n import msg, msg_n

from .findings import Location
from .event import param
from .names import fold
from .registry import rule


@dataclass
class PlayerEmpire:
    """One player's holdings, counted once per validation run."""

    hexes: list = field(default_factory=list)
    cities: int = 0
    castles: int = 0
    mines: int = 0
    capitals: list = field(default_factory=list)

    def size(self, city_weight: int) -> int:
        return len(self.hexes) + (city_weight - 1) * self.cities


@dataclass
class CampaignFacts:
    doc: CampaignDocument
    empires: dict  # player id (or unknown owner) -> PlayerEmpire
    ownerless_capitals: list


def facts(doc: CampaignDocument, ctx) -> CampaignFacts:
    cached = ctx.extra.get("campaign_facts")
    if cached is not None and cached.doc is doc:
        return cached
    empires: dict[str, PlayerEmpire] = {pid: PlayerEmpire() for pid in doc.players}
    ownerless = []
    for key, cell in doc.cells.items():
        owner = cell.owner
        if owner is None:
            if cell.capital:
                ownerless.append(key)
            continue
        emp = empires.get(owner)
        if emp is None:
            emp = empires[owner] = PlayerEmpire()
        emp.hexes.append(key)
        if cell.features:
            if "city" in cell.features:
                emp.cities += 1
            if "castle" in cell.features or "city" in cell.features:  # a city hex still counts as a castle
                emp.castles += 1
            if "mine" in cell.features:
                emp.mines += 1
        if cell.capital:
            emp.capitals.append(key)
    out = CampaignFacts(doc, empires, ownerless)
    ctx.extra["campaign_facts"] = out
    return out


def _campaign(ctx) -> bool:
    return ctx.ruleset is not None and ctx.ruleset.value("campaign") is not None


def _player(doc: CampaignDocument, pid: str | None) -> str:
    """A player by name (never the id); "nobody" for a capital without owner."""
    if pid is None:
        return msg("campaign.nobody", "nobody")
    p = doc.players.get(pid)
    return p.name if p and p.name else quoted(pid)


def _hexes(keys, limit: int = 8) -> str:
    keys = sorted(keys, key=lambda k: (k[1], k[0]))
    text = ", ".join(str(Hex(*k)) for k in keys[:limit])
    if len(keys) > limit:
        return msg("campaign.hexes-more", "{hexes} and {count} more", hexes=text, count=len(keys) - limit)
    return text


def _terrain(ctx, terrain: str) -> str:
    """A terrain's name inside a sentence ("forest", "bosque")."""
    return kind_name(ctx.ruleset, "campaign.terrains", terrain).lower()


def _feature(ctx, feature: str) -> str:
    return kind_name(ctx.ruleset, "campaign.features", feature).lower()


def _either(words) -> str:
    """"a or b" in the current language."""
    words = list(words)
    if len(words) < 2:
        return "".join(words)
    return msg("campaign.or", "{a} or {b}", a=", ".join(words[:-1]), b=words[-1])


def resolve_race(ruleset, race: str) -> dict | None:
    """The ruleset's race for a player's ``race`` text: its id, or its id or a word of its name written
    differently ("Dwarfs", "Enanos", "dwarf"); None when nothing matches."""
    if not race or ruleset is None:
        return None
    # every language's name of a race matches, so a check never depends on the chosen language
    races = [r for r in ruleset.value("campaign.races") or [] if isinstance(r, dict) and "id" in r]
    names = {r["id"]: " / ".join(dict.fromkeys(
        [r.get("name", ""), (ruleset.node(f"campaign.races.{r['id']}") or {}).get("name", "")])) for r in races}
    wanted = fold(race)
    for r in races:
        if r["id"] == race:
            return r
    for r in races:
        words = {fold(r["id"])} | {w for w in re.split(r"[^\w]+", fold(names[r["id"]])) if w}
        full = [fold(n) for n in names[r["id"]].split(" / ")]
        if wanted in words or wanted in full or (len(wanted) >= 4 and any(f"({wanted})" in n for n in full)):
            return r
    for r in races:  # a spelling variant: "Dwarves", "skavens"
        words = {fold(r["id"])} | {w for w in re.split(r"[^\w]+", fold(names[r["id"]])) if w}
        if any(len(os.path.commonprefix([w, wanted])) >= 4 for w in words):
            return r
    return None


def _race(ctx, doc: CampaignDocument, pid: str | None) -> dict:
    if pid is None or pid not in doc.players:
        return {}
    return resolve_race(ctx.ruleset, doc.players[pid].race) or {}


@rule("campaign.map-size", "campaign", "error",
      "The map has at least the ruleset's number of hexes per player (10 in Las Piedras del Destino).",
      ref_key="campaign.hexes_per_player",
      reference='Las Piedras del Destino, "Dar comienzo a la Campaña" (10 hexes per player)')
def check_map_size(doc: CampaignDocument, ctx):
    if not _campaign(ctx) or not doc.players:
        return
    per = int(param(ctx, "campaign.map-size", "hexes_per_player", ctx.ruleset.value("campaign.hexes_per_player")))
    need = per * len(doc.players)
    have = len(doc.cells)
    if have < need:
        yield ctx.finding(
            "campaign.map-size",
            msg("campaign.map-size", "The map has {have} hexes; {players} players need at least {need} ({per} per "
                "player), {missing} more.", have=have, players=len(doc.players), need=need, per=per,
                missing=need - have),
            Location(path="hexes"), data={"hexes": have, "needed": need, "per_player": per})


@rule("campaign.connectivity", "campaign", "error",
      "Every hex can be reached from every other through neighbouring hexes (one connected map).",
      reference="Las Piedras del Destino: claims and conquests need adjacent hexes")
def check_connectivity(doc: CampaignDocument, ctx):
    if doc.graph.number_of_nodes() < 2:
        return
    groups = sorted(nx.connected_components(doc.graph), key=len, reverse=True)
    if len(groups) < 2:
        return
    main = groups[0]
    for group in groups[1:]:
        named = [doc.cells[k].name for k in group if k in doc.cells and doc.cells[k].name]
        names = f" ({', '.join(sorted(named)[:5])})" if named else ""
        yield ctx.finding(
            "campaign.connectivity",
            msg_n("campaign.connectivity", "{count} hex {hexes}{names} is cut off from the rest of the map ({main} "
                  "hexes); the map falls into {groups} separate groups.", "{count} hexes {hexes}{names} are cut "
                  "off from the rest of the map ({main} hexes); the map falls into {groups} separate groups.",
                  count=len(group), hexes=_hexes(group), names=names, main=len(main), groups=len(groups)),
            Location(hexes=tuple(sorted(group))), subjects=[str(Hex(*k)) for k in sorted(group)],
            data={"group": sorted(group), "groups": len(groups)})


def _edge_codes(keys: np.ndarray, a: np.ndarray, b: np.ndarray, span: int) -> np.ndarray:
    """Order-free integer codes for hex pairs given as (n, 2) arrays of axial coordinates."""
    ca = (a[:, 0] - keys[0]) * span + (a[:, 1] - keys[1])
    cb = (b[:, 0] - keys[0]) * span + (b[:, 1] - keys[1])
    lo, hi = np.minimum(ca, cb), np.maximum(ca, cb)
    return lo * (span * span) + hi


@rule("campaign.adjacency", "campaign", "warning",
      "The map's adjacency graph links exactly the neighbouring hexes (a hand-edited or imported map may "
      "link distant hexes or miss neighbours).",
      reference="Las Piedras del Destino: claims and conquests need adjacent hexes")
def check_adjacency(doc: CampaignDocument, ctx):
    # A graph the document derives from its grid is the grid's adjacency by construction (every
    # edit keeps it so); only a map that brings its own edges can link the wrong hexes.
    if not doc.cells or not doc.adjacency_explicit:
        return
    cells = np.fromiter(chain.from_iterable(doc.cells), dtype=np.int64, count=2 * len(doc.cells)).reshape(-1, 2)
    origin = cells.min(axis=0) - 1
    span = int((cells.max(axis=0) - origin).max()) + 2
    # Grid neighbour pairs, found with numpy: each hex and its three "forward" neighbours.
    codes = (cells[:, 0] - origin[0]) * span + (cells[:, 1] - origin[1])
    present = np.sort(codes)
    expected = []
    for d in DIRECTIONS[:3]:
        nb = cells + np.array(d)
        nc = (nb[:, 0] - origin[0]) * span + (nb[:, 1] - origin[1])
        pos = np.searchsorted(present, nc).clip(0, len(present) - 1)
        hit = present[pos] == nc
        expected.append(_edge_codes(origin, cells[hit], nb[hit], span))
    expected = np.unique(np.concatenate(expected)) if expected else np.empty(0, dtype=np.int64)
    n_edges = doc.graph.number_of_edges()
    edges = np.fromiter(chain.from_iterable(chain.from_iterable(doc.graph.edges)), dtype=np.int64,
                        count=4 * n_edges).reshape(-1, 2, 2)
    actual = _edge_codes(origin, edges[:, 0], edges[:, 1], span) if len(edges) else np.empty(0, dtype=np.int64)
    extra = edges[~np.isin(actual, expected)]
    missing = np.setdiff1d(expected, actual)
    for a, b in extra:
        a, b = Hex(*map(int, a)), Hex(*map(int, b))
        yield ctx.finding(
            "campaign.adjacency",
            msg("campaign.adjacency.extra", "The map links the hexes {a} and {b}, which are not neighbours on the "
                "grid.", a=str(a), b=str(b)),
            Location(hexes=(a, b)), subjects=[str(a), str(b)])
    for code in missing:
        lo, hi = divmod(int(code), span * span)
        a = Hex(lo // span + int(origin[0]), lo % span + int(origin[1]))
        b = Hex(hi // span + int(origin[0]), hi % span + int(origin[1]))
        yield ctx.finding(
            "campaign.adjacency",
            msg("campaign.adjacency.missing", "The hexes {a} and {b} are neighbours on the grid but the map does not "
                "link them.", a=str(a), b=str(b)),
            Location(hexes=(a, b)), subjects=[str(a), str(b)])


@dataclass
class SetUpCapitals:
    """The capitals the set-up rules judge: each player's, those of no player, and what stands on each."""

    of: dict  # player id -> [Hex]
    ownerless: list
    features: dict  # Hex -> frozenset


def set_up_capitals(doc: CampaignDocument, ctx) -> SetUpCapitals:
    """The capitals as the set-up gave them once a turn has started (a late joiner's as they came in),
    else the map's. A set-up rule judges the set-up: after a legal conquest of a capital the map shows
    one player without a capital, which is play, not a wrong set-up. A player not in the campaign yet
    is judged on the map."""
    cached = ctx.extra.get("campaign_set_up_capitals")
    if cached is not None and cached[0] is doc:
        return cached[1]
    f = facts(doc, ctx)
    founding = None
    if doc.history.setup is not None:
        from model.campaign_turns import founding_capitals

        results = None
        if any(s.kind == "join" for t in doc.history.turns for s in t.steps):
            from .campaign_turn_rules import _replay

            results = _replay(doc, ctx)
        founding = founding_capitals(doc, results)
    if founding is None:
        out = SetUpCapitals({pid: list(f.empires[pid].capitals) for pid in doc.players}, list(f.ownerless_capitals),
                            {k: doc.cells[k].features for k in doc.capitals()})
    else:
        entered = set(doc.history.setup.players) | {h.owner for h in founding.values() if h.owner}
        of = {pid: sorted((k for k, h in founding.items() if h.owner == pid), key=lambda k: (k.r, k.q))
              if pid in entered else list(f.empires[pid].capitals) for pid in doc.players}
        features = {k: h.features for k, h in founding.items()}
        features.update({k: doc.cells[k].features for pid in doc.players if pid not in entered
                         for k in of[pid]})
        out = SetUpCapitals(of, sorted((k for k, h in founding.items() if h.owner is None), key=lambda k: (k.r, k.q)),
                            features)
    ctx.extra["campaign_set_up_capitals"] = (doc, out)
    return out


@rule("campaign.capital-count", "campaign", "error",
      "Every player has exactly one capital, and every capital belongs to a player (judged on the set-up "
      "once a turn has started).",
      reference="Las Piedras del Destino, \"Dar comienzo a la Campaña\"")
def check_capital_count(doc: CampaignDocument, ctx):
    f = set_up_capitals(doc, ctx)
    for pid in doc.players:
        caps = f.of[pid]
        if len(caps) == 1:
            continue
        text = (msg("campaign.capital-count.none", "The player {player} has no capital.", player=_player(doc, pid))
                if not caps else
                msg("campaign.capital-count.many", "The player {player} has {count} capitals ({hexes}); a player "
                    "has one.", player=_player(doc, pid), count=len(caps), hexes=_hexes(caps)))
        yield ctx.finding("campaign.capital-count", text, Location(hexes=tuple(caps)), subjects=[pid],
                          data={"capitals": len(caps)})
    if f.ownerless:
        caps = f.ownerless
        yield ctx.finding(
            "campaign.capital-count",
            msg_n("campaign.capital-count.ownerless", "{count} capital belongs to no player: {hexes}.",
                  "{count} capitals belong to no player: {hexes}.", count=len(caps), hexes=_hexes(caps)),
            Location(hexes=tuple(caps)), subjects=[str(Hex(*k)) for k in caps])


@rule("campaign.capital-placement", "campaign", "error",
      "A capital stands on a city (Dwarfs: a city or a mountain).",
      ref_key="campaign.capital_features",
      reference='Las Piedras del Destino, "Dar comienzo a la Campaña"; "Reglas raciales" (Enanos)')
def check_capital_placement(doc: CampaignDocument, ctx):
    if not _campaign(ctx):
        return
    features = set(ctx.ruleset.value("campaign.capital_features") or [])
    capitals = set_up_capitals(doc, ctx)
    owners = {k: pid for pid, keys in capitals.of.items() for k in keys}
    for key in sorted(capitals.features, key=lambda k: (k.r, k.q)):
        if key not in doc.cells or capitals.features[key] & features:
            continue
        cell = replace(doc.cells[key], owner=owners.get(key))
        race = _race(ctx, doc, cell.owner)
        terrains = set(race.get("capital_terrain") or [])
        if cell.terrain in terrains:
            continue
        needed = _either(_feature(ctx, x) for x in sorted(features))
        allowed = msg("campaign.capital-race", "{features} (for {race}: also {terrains})", features=needed,
                      race=kind_name(ctx.ruleset, "campaign.races", race.get("id")) or race.get("name"),
                      terrains=_either(_terrain(ctx, t) for t in sorted(terrains))) if terrains else needed
        fnd = ctx.finding(
            "campaign.capital-placement",
            msg("campaign.capital-placement", "The capital of {player} at {hex} is on {terrain} without a {needed}; "
                "a capital must be on a {allowed}.", player=_player(doc, cell.owner), hex=str(Hex(*key)),
                terrain=_terrain(ctx, cell.terrain), needed=needed, allowed=allowed),
            Location(hexes=(key,)), subjects=[str(Hex(*key))] + ([cell.owner] if cell.owner else []))
        yield fnd


@rule("campaign.capital-spacing", "campaign", "error",
      "Two capitals are at least the ruleset's distance apart (at least one hex between them: distance 2).",
      ref_key="campaign.capital_min_distance",
      reference='Las Piedras del Destino, "Dar comienzo a la Campaña" (one hex between capitals)')
def check_capital_spacing(doc: CampaignDocument, ctx):
    if not _campaign(ctx):
        return
    minimum = int(param(ctx, "campaign.capital-spacing", "distance",
                            ctx.ruleset.value("campaign.capital_min_distance")))
    set_up = set_up_capitals(doc, ctx)
    owners = {k: pid for pid, keys in set_up.of.items() for k in keys}
    capitals = [k for k in sorted(set_up.features, key=lambda k: (k.r, k.q)) if k in doc.cells]
    if len(capitals) < 2 or minimum < 1:
        return
    g = doc.graph
    reported = set()
    for a in capitals:
        near = nx.single_source_shortest_path_length(g, a, cutoff=minimum - 1)
        for b in capitals:
            if b == a or b not in near or frozenset((a, b)) in reported:
                continue
            reported.add(frozenset((a, b)))
            path = nx.shortest_path(g, a, b)
            d = near[b]
            ca, cb = replace(doc.cells[a], owner=owners.get(a)), replace(doc.cells[b], owner=owners.get(b))
            between = max(d - 1, 0)
            yield ctx.finding(
                "campaign.capital-spacing",
                msg_n("campaign.capital-spacing", "The capitals of {a} at {hex_a} and {b} at {hex_b} are {count} "
                      "hex apart ({between} between them); they must be at least {minimum} apart. Path: {path}.",
                      "The capitals of {a} at {hex_a} and {b} at {hex_b} are {count} hexes apart ({between} "
                      "between them); they must be at least {minimum} apart. Path: {path}.", count=d,
                      a=_player(doc, ca.owner), hex_a=str(Hex(*a)), b=_player(doc, cb.owner), hex_b=str(Hex(*b)),
                      between=between, minimum=minimum, path=" -> ".join(str(Hex(*k)) for k in path)),
                Location(hexes=tuple(path)), subjects=[x for x in (ca.owner, cb.owner) if x],
                data={"distance": d, "minimum": minimum, "path": [list(k) for k in path]})


@rule("campaign.construction-terrain", "campaign", "error",
      "Constructions stand where they may: no castle on swamp; a city needs a castle and is not on mountain "
      "(unless Dwarfs) or swamp; a mine only on river or mountain; Skaven build nothing; Chaos, Orcs & "
      "Goblins and Beastmen have no city but their capital.",
      ref_key="campaign.construction",
      reference='Las Piedras del Destino, "Construcciones"; "Reglas raciales"')
def check_construction(doc: CampaignDocument, ctx):
    if not _campaign(ctx):
        return
    rs = ctx.ruleset
    castle_forbidden = set(rs.value("campaign.construction.castle.forbidden_terrain") or [])
    city_requires = set(rs.value("campaign.construction.city.requires") or [])
    city_forbidden = set(rs.value("campaign.construction.city.forbidden_terrain") or [])
    mine_allowed = rs.value("campaign.construction.mine.allowed_terrain")
    names = {f["id"]: _feature(ctx, f["id"]).lower() for f in rs.value("campaign.features", [])}
    rid = "campaign.construction-terrain"

    def out(key, cell, message, ref_key, severity=None):
        text = msg("campaign.construction.named", "Hex {hex} ({name}): {problem}", hex=str(Hex(*key)),
                   name=cell.name, problem=message) if cell.name else \
            msg("campaign.construction", "Hex {hex}: {problem}", hex=str(Hex(*key)), problem=message)
        fnd = ctx.finding(rid, text,
                          Location(hexes=(key,)), subjects=[str(Hex(*key))] + ([cell.owner] if cell.owner else []),
                          severity=severity)
        return replace(fnd, reference=rs.ref(ref_key)) if rs.node(ref_key) is not None else fnd

    for key, cell in doc.cells.items():
        if not cell.features:
            continue
        race = _race(ctx, doc, cell.owner)
        race_name = kind_name(rs, "campaign.races", race.get("id")) if race else ""
        race_id = race.get("id", "")
        if "castle" in cell.features and cell.terrain in castle_forbidden:
            yield out(key, cell, msg("campaign.castle-terrain", "a castle cannot be built on {terrain}.",
                                     terrain=_terrain(ctx, cell.terrain)),
                      "campaign.construction.castle.forbidden_terrain")
        if "city" in cell.features:
            missing = city_requires - cell.features
            if missing:
                yield out(key, cell, msg("campaign.city-needs", "a city needs a {features} in the same hex.",
                                         features=" + ".join(names.get(m, m) for m in sorted(missing))),
                          "campaign.construction.city.requires")
            exempt = set(race.get("city_allowed_terrain") or [])
            if cell.terrain in city_forbidden and cell.terrain not in exempt:
                yield out(key, cell, msg("campaign.city-terrain", "a city cannot be built on {terrain}.",
                                         terrain=_terrain(ctx, cell.terrain)),
                          "campaign.construction.city.forbidden_terrain")
            if race and race.get("cities_beyond_capital") is False and not cell.capital:
                yield out(key, cell, msg("campaign.race-no-cities", "{race} cannot have cities other than their "
                                         "capital (a city they conquer is razed).", race=race_name),
                          f"campaign.races.{race_id}.cities_beyond_capital")
        if "mine" in cell.features and mine_allowed is not None and cell.terrain not in mine_allowed:
            yield out(key, cell, msg("campaign.mine-terrain", "a mine can only be on {allowed}, not on {terrain}.",
                                     allowed=_either(_terrain(ctx, t) for t in mine_allowed),
                                     terrain=_terrain(ctx, cell.terrain)),
                      "campaign.construction.mine.allowed_terrain")
        if race and race.get("can_build") is False:
            built = sorted(cell.features - ({"city", "castle"} if cell.capital else set()))
            if built:
                yield out(key, cell, msg("campaign.race-cannot-build", "{race} cannot build ({built}); this is "
                                         "legal only if it was taken from another player.", race=race_name,
                                         built=", ".join(names.get(b, b) for b in built)),
                          f"campaign.races.{race_id}.can_build", severity="warning")


@rule("campaign.unknown-owner", "campaign", "error",
      "Every owned hex belongs to a player of the campaign.",
      reference="Las Piedras del Destino, \"Dar comienzo a la Campaña\" (each player's banners)")
def check_unknown_owner(doc: CampaignDocument, ctx):
    f = facts(doc, ctx)
    for owner, emp in f.empires.items():
        if owner in doc.players or not emp.hexes:
            continue
        yield ctx.finding(
            "campaign.unknown-owner",
            msg_n("campaign.unknown-owner", "{count} hex ({hexes}) is owned by {owner}, who is not a player of this "
                  "campaign (players: {players}).", "{count} hexes ({hexes}) are owned by {owner}, who is not a "
                  "player of this campaign (players: {players}).", count=len(emp.hexes), hexes=_hexes(emp.hexes),
                  owner=quoted(owner), players=listing(sorted(p.name or pid for pid, p in doc.players.items()))),
            Location(hexes=tuple(emp.hexes)), subjects=[owner] + [str(Hex(*k)) for k in emp.hexes])


def turn_order(doc: CampaignDocument, ctx) -> list[tuple[str, int, tuple]]:
    """Players largest empire first: ``(player id, size, tiebreak values)``.

    One rule with the empire panel and the army check (:func:`model.campaign_turns.standing`): the
    order frozen at the start of the open turn, else the map's, the size counting each city
    ``campaign.empire.city_weight`` times, ties broken by ``campaign.empire.tiebreak`` (cities, then
    castles) and then by the die roll recorded when the turn started. Without a campaign ruleset:
    plain hex counts.
    """
    if not _campaign(ctx):
        f = facts(doc, ctx)
        rows = [(pid, len(f.empires[pid].hexes), ()) for pid in doc.players]
        return sorted(rows, key=lambda r: r[1], reverse=True)
    from model.campaign_turns import TurnRules, standing

    rules = TurnRules(ctx.ruleset)
    st = ctx.extra.get("campaign_standing")
    if st is None or st[0] is not doc:
        st = ctx.extra["campaign_standing"] = (doc, standing(doc, rules))
    return [(r.player, r.size, tuple(getattr(r, t) for t in rules.tiebreak) + ((r.rolls,) if r.rolls else ()))
            for r in st[1].ranks]


@rule("campaign.empire-size", "campaign", "info",
      "Each player's empire size (hexes, cities counting double) and the turn order it gives, ties broken "
      "by cities, then castles.",
      ref_key="campaign.empire.city_weight",
      reference='Las Piedras del Destino, "El tamaño del imperio"')
def check_empire_size(doc: CampaignDocument, ctx):
    if not doc.players or not _campaign(ctx):
        return
    f = facts(doc, ctx)
    rows = turn_order(doc, ctx)
    weight = int(ctx.ruleset.value("campaign.empire.city_weight", 1))
    counting = {1: msg("campaign.counting-once", "once"), 2: msg("campaign.counting-double", "double"),
                3: msg("campaign.counting-triple", "triple")}.get(
        weight, msg("campaign.counting-times", "{n} times", n=weight))
    standing = ctx.extra.get("campaign_standing")
    frozen = standing[1] if standing is not None and standing[0] is doc and standing[1].frozen else None
    ranks = {r.player: r for r in frozen.ranks} if frozen is not None else {}
    for pos, (pid, size, ties) in enumerate(rows, start=1):
        emp = f.empires.get(pid) or PlayerEmpire()  # a player the record names but the map has dropped
        # during an open turn the order was frozen at its start: its counts are the start's, not the map's
        hexes, cities, castles = (ranks[pid].hexes, ranks[pid].cities, ranks[pid].castles) if pid in ranks else (
            len(emp.hexes), emp.cities, emp.castles)
        tied = [o for o, s, t in rows if o != pid and s == size and t == ties]
        note = msg("campaign.tied", "; tied with {players}: a die roll decides",
                   players=", ".join(_player(doc, o) for o in tied)) if tied else ""
        rank = msg("campaign.rank-first", "the largest of {count}", count=len(rows)) if pos == 1 else \
            msg("campaign.rank", "{ordinal} largest of {count}", ordinal=_ordinal(pos), count=len(rows))
        params = dict(player=_player(doc, pid), size=size,
                      hexes=msg_n("campaign.n-hexes", "{count} hex", "{count} hexes", count=hexes),
                      cities=msg_n("campaign.n-cities", "{count} city", "{count} cities", count=cities),
                      castles=msg_n("campaign.n-castles", "{count} castle", "{count} castles", count=castles),
                      counting=counting, rank=rank, acts=_ordinal(len(rows) - pos + 1), note=note)
        yield ctx.finding(
            "campaign.empire-size",
            msg("campaign.empire-size.frozen", "{player}: empire size {size} at the start of turn {turn} ({hexes}, "
                "{cities} counting {counting}, {castles}); {rank}, so it acts {acts} this turn in the phases where "
                "the smallest empire goes first{note}.", turn=frozen.turn, **params) if pid in ranks else
            msg("campaign.empire-size", "{player}: empire size {size} ({hexes}, {cities} counting {counting}, "
                "{castles}); {rank}, so it acts {acts} in the phases where the smallest empire goes first{note}.",
                **params),
            Location(hexes=tuple(emp.hexes)), subjects=[pid],
            data={"size": size, "hexes": hexes, "cities": cities, "castles": castles,
                  "position": pos, "acts": len(rows) - pos + 1} | ({"turn": frozen.turn} if pid in ranks else {}))


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th in English; 1.º, 2.º in Spanish."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return msg("ordinal.th", "{n}th", n=n)
    return {1: msg("ordinal.st", "{n}st", n=n), 2: msg("ordinal.nd", "{n}nd", n=n), 3: msg("ordinal.rd", "{n}rd", n=n)}[n % 10]


@rule("campaign.victory", "campaign", "info",
      "A player whose empire has reached the victory size (fifteen hexes, counted as the ruleset's "
      "campaign.empire.victory_count reading says: plain hexes by default, or the empire size with cities "
      "double), or who holds the eight Stones of Destiny, wins the campaign.",
      ref_key="campaign.empire.victory_hexes",
      reference='Las Piedras del Destino, introduction (fifteen hexes, the eight Stones)')
def check_victory(doc: CampaignDocument, ctx):
    if not _campaign(ctx):
        return
    f = facts(doc, ctx)
    target = int(param(ctx, "campaign.victory", "hexes", ctx.ruleset.value("campaign.empire.victory_hexes")))
    counting = ctx.ruleset.value("campaign.empire.victory_count", "hexes")
    weight = int(ctx.ruleset.value("campaign.empire.city_weight", 1))
    for pid in doc.players:
        emp = f.empires[pid]
        n = emp.size(weight) if counting == "size" else len(emp.hexes)
        if n >= target:
            text = (msg("campaign.victory.size", "{player} has an empire of size {n}, reaching the {target} that win "
                        "the campaign (a city hex counting double).", player=_player(doc, pid), n=n, target=target)
                    if counting == "size" else
                    msg("campaign.victory.hexes", "{player} controls {n} hexes, reaching the {target} that win the "
                        "campaign.", player=_player(doc, pid), n=n, target=target))
            fnd = ctx.finding(
                "campaign.victory", text,
                Location(hexes=tuple(emp.hexes)), subjects=[pid], data={"hexes": n, "target": target,
                                                                        "counting": counting})
            if counting == "size":
                fnd = replace(fnd, reference=ctx.ruleset.ref("campaign.empire.victory_count"))
            yield fnd
    need = ctx.ruleset.value("campaign.turns.stones_to_win")
    if need and doc.history.turns:
        from model.campaign_turns import TurnRules, replay

        rules = TurnRules(ctx.ruleset)
        state = replay(doc, rules, check=False)[-1].end
        for pid in doc.players:
            held = state.stones_of(pid)
            if len(held) >= int(need):
                fnd = ctx.finding(
                    "campaign.victory",
                    msg("campaign.victory.stones", "{player} holds {count} Stones of Destiny, the {need} that win "
                        "the campaign.", player=_player(doc, pid), count=len(held), need=int(need)),
                    Location(hexes=tuple(state.stones[s] for s in held)), subjects=[pid],
                    data={"stones": len(held), "target": int(need)})
                yield replace(fnd, reference=ctx.ruleset.ref("campaign.turns.stones_to_win"))
