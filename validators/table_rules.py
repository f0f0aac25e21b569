"""Table and scenario placement rules: bounds, overlap, deployment zones, terrain spacing and density,
objectives and the markers a scenario needs.

Every number comes from the ruleset's ``table_rules`` (or the scenario's marker list)
or from an event-setting parameter. Length parameters in settings are numbers in
the ruleset's unit or strings with a unit (``"6 in"``, ``"15 cm"``, ``"40 mm"``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations

import numpy as np
import shapely
from shapely.geometry import Polygon, box

from model.display import kind_name, listing, marker_name, piece_name, quoted, zone_name
from model.i18n import lazy_msg, localise_decimal, msg, msg_n, number
from model.table import EDGES, TableDocument, marker_point, resolve_terrain
from model.units import Unit, format_length, to_mm

from .findings import Location
from .event import param, parse_length
from .registry import rule
from .structure import valid_geometry

#: the table edges in sentences ("the top edge": el borde superior)
EDGE_WORDS = {"top": lazy_msg("edge.top", "top"), "bottom": lazy_msg("edge.bottom", "bottom"),
              "left": lazy_msg("edge.left", "left"), "right": lazy_msg("edge.right", "right")}

#: Slack for float noise when comparing lengths in mm and areas in mm².
TOL = 0.01
AREA_TOL = 1.0


# -- shared helpers -----------------------------------------------------------------

def length_param(ctx, rule_id: str, name: str, ruleset_key: str) -> float | None:
    """A length in mm: the event setting ``params[name]`` if given, else the ruleset value.

    A setting is a number in the ruleset's unit or a string with a unit ("6 in", '6"', "15 cm").
    """
    default = ctx.ruleset.length(ruleset_key) if ctx.ruleset is not None else None
    raw = ctx.param(rule_id, name, None)
    if raw is None:
        return default
    try:
        return parse_length(raw, ctx.ruleset)
    except ValueError:
        return default  # document.settings reports it


@dataclass
class TableFacts:
    """What several table rules measure, computed once per validation run."""

    doc: TableDocument
    unit: Unit
    ud_mm: float | None
    piece_ids: list[str]
    pieces: np.ndarray  # footprints of pieces with usable shapes
    resolved: list
    paths: list[str]
    tree: shapely.STRtree
    ruleset: object = None

    def fmt(self, mm: float) -> str:
        return format_length(mm, self.unit, self.ud_mm)

    def fmt_area(self, mm2: float) -> str:
        per = to_mm(1.0, self.unit, self.ud_mm)
        value = mm2 / (per * per)
        unit = "sq in" if self.unit is Unit.INCH else f"{self.unit.label}²"
        return f"{number(value, 1)} {unit}"

    def label(self, pid: str) -> str:
        """A piece in a sentence: its label, else its kind's name (never its id)."""
        return quoted(piece_name(self.doc.pieces[pid], self.ruleset))


def facts(doc: TableDocument, ctx) -> TableFacts:
    cached = ctx.extra.get("table_facts")
    if cached is not None and cached.doc is doc:
        return cached
    ids, geoms, resolved, paths = [], [], [], []
    for i, p in enumerate(doc.pieces.values()):
        if not valid_geometry(p.footprint):
            continue
        ids.append(p.id)
        geoms.append(p.footprint)
        resolved.append(resolve_terrain(p, ctx.ruleset) if ctx.ruleset is not None else None)
        paths.append(f"pieces[{i}]")
    arr = np.array(geoms, dtype=object)
    ud = doc.ud_mm or (ctx.ruleset.ud_mm if ctx.ruleset is not None else None)
    out = TableFacts(doc, doc.unit, ud, ids, arr, resolved, paths, shapely.STRtree(arr), ctx.ruleset)
    ctx.extra["table_facts"] = out
    return out


def _pairs(tree: shapely.STRtree, geoms: np.ndarray, predicate: str, distance: float | None = None):
    """Index pairs (i < j) of geometries related by ``predicate`` (one vectorized STRtree query)."""
    if len(geoms) < 2:
        return np.empty((0, 2), dtype=int)
    if distance is None:
        pairs = tree.query(geoms, predicate=predicate)
    else:
        pairs = tree.query(geoms, predicate=predicate, distance=distance)
    pairs = pairs.T
    return pairs[pairs[:, 0] < pairs[:, 1]]


def _edge_of(zone, doc: TableDocument) -> tuple[str | None, bool]:
    """``(edge, must_touch)``: the zone's own edge, or the edge a strip-shaped zone lies along.

    A zone without an ``edge`` belongs to the nearest edge when it is a strip along it (thinner
    than it is long) lying closer to that edge than its own thickness; it must then touch it.
    Diagonal halves, quarters and central zones (a Defence scenario) belong to no edge.
    """
    if zone.edge:
        return zone.edge, True
    if _corner_zone(zone.polygon, doc):
        return None, False
    minx, miny, maxx, maxy = zone.polygon.bounds
    gaps = {"top": miny, "bottom": doc.depth - maxy, "left": minx, "right": doc.width - maxx}
    strips = {}
    for edge, gap in gaps.items():
        along = (maxx - minx) if edge in ("top", "bottom") else (maxy - miny)
        thickness = _depth_from(zone.polygon, edge, doc) - gap
        if thickness < along and gap < thickness:
            strips[edge] = gap
    if not strips:
        return None, False  # diagonal halves, quarters, central zones
    return min(strips, key=strips.get), True


_ADJACENT = ({"top", "left"}, {"top", "right"}, {"bottom", "left"}, {"bottom", "right"})


def _corner_zone(polygon: Polygon, doc: TableDocument) -> bool:
    """A zone filling a corner of the table (diagonal halves, opposite quarters): it runs along
    exactly two adjacent edges and is no thin strip along either. The rules measure deployment
    depth from the player's own table edge (Kensei p.22: "a no más de 10 cm del borde de tu lado
    de la mesa"); a corner zone has no such edge: its layout bounds it by its distance from the
    diagonal or the centre lines (table.zone-separation), so its depth is not measured."""
    ring = polygon.boundary
    along = {e for e in EDGES if ring.intersection(doc.edge_line(e)).length > TOL}
    if along not in _ADJACENT:
        return False
    minx, miny, maxx, maxy = polygon.bounds
    for e in along:
        length = (maxx - minx) if e in ("top", "bottom") else (maxy - miny)
        if 2 * _depth_from(polygon, e, doc) < length:
            return False  # a strip along that edge, which happens to start in a corner
    return True


def _depth_from(polygon: Polygon, edge: str, doc: TableDocument) -> float:
    minx, miny, maxx, maxy = polygon.bounds
    return {"top": maxy, "bottom": doc.depth - miny, "left": maxx, "right": doc.width - minx}[edge]


def _blocking(f: TableFacts) -> np.ndarray:
    return np.array([r is not None and r.blocking != "none" for r in f.resolved], dtype=bool)


# -- rules ------------------------------------------------------------------------------

@rule("table.out-of-bounds", "table", "error",
      "Terrain pieces, deployment zones and markers lie on the table.",
      reference='Wartable table document: the table is 0..width x 0..depth', basis="format")
def check_out_of_bounds(doc: TableDocument, ctx):
    f = facts(doc, ctx)
    table = doc.bounds()
    objs = [(coll, i, o) for coll in ("pieces", "zones", "markers")
            for i, o in enumerate(doc.collection(coll).values())]
    geoms = np.array([o.footprint if c == "pieces" else o.polygon if c == "zones" else o.geometry
                      for c, _, o in objs], dtype=object)
    if not len(geoms):
        return
    usable = np.array([valid_geometry(g) for g in geoms], dtype=bool)
    inside = np.ones(len(geoms), dtype=bool)
    inside[usable] = shapely.covers(shapely.buffer(table, TOL), geoms[usable])
    for k in np.flatnonzero(~inside):
        coll, i, o = objs[k]
        geom = geoms[k]
        outside = geom.difference(table)
        how_far = max(_beyond(geom, doc))
        what = _object_phrase(coll, o, ctx.ruleset)
        params = dict(what=what, distance=f.fmt(how_far), width=f.fmt(doc.width), depth=f.fmt(doc.depth))
        yield ctx.finding(
            "table.out-of-bounds",
            msg("table.out-of-bounds.area", "{what} reaches {distance} beyond the edge of the {width} x {depth} "
                "table, {area} of it off the table.", area=f.fmt_area(outside.area), **params)
            if outside.area > AREA_TOL else
            msg("table.out-of-bounds", "{what} reaches {distance} beyond the edge of the {width} x {depth} table.",
                **params),
            Location(geometry=outside if not outside.is_empty else geom, path=f"{coll}[{i}]"),
            subjects=[o.id], data={"beyond_mm": how_far})


def _object_phrase(coll: str, o, ruleset) -> str:
    """"The terrain piece 'Tea house'", "The deployment zone of Player 1", "The marker 'Objective'"."""
    if coll == "pieces":
        return msg("table.the-piece", "The terrain piece {name}", name=quoted(piece_name(o, ruleset)))
    if coll == "zones":
        return msg("table.the-zone-named", "The deployment zone {name}", name=quoted(o.label)) if o.label else \
            msg("table.the-zone", "The deployment zone of {side}", side=o.side)
    return msg("table.the-marker", "The marker {name}", name=quoted(marker_name(o, ruleset)))


def _zone_phrase(z) -> str:
    return quoted(zone_name(z))


def _beyond(geom, doc):
    minx, miny, maxx, maxy = geom.bounds
    return (-minx, -miny, maxx - doc.width, maxy - doc.depth)


@rule("table.terrain-overlap", "table", "warning",
      "Terrain pieces do not overlap, unless one of them is of a stackable kind (a building on a hill).",
      reference='Ruleset terrain_kinds[].stackable (organiser setting)')
def check_terrain_overlap(doc: TableDocument, ctx):
    f = facts(doc, ctx)
    pairs = _pairs(f.tree, f.pieces, "intersects")
    if not len(pairs):
        return
    a, b = f.pieces[pairs[:, 0]], f.pieces[pairs[:, 1]]
    shared = shapely.intersection(a, b)
    areas = shapely.area(shared)
    for (i, j), geom, area in zip(pairs, shared, areas):
        if area <= AREA_TOL:
            continue
        ri, rj = f.resolved[i], f.resolved[j]
        if (ri is not None and ri.stackable) or (rj is not None and rj.stackable):
            continue
        fnd = ctx.finding(
            "table.terrain-overlap",
            msg("table.terrain-overlap", "The terrain pieces {a} and {b} overlap by {area}; neither kind may "
                "stand on other terrain.", a=f.label(f.piece_ids[i]), b=f.label(f.piece_ids[j]),
                area=f.fmt_area(area)),
            Location(geometry=geom, path=f.paths[i]), subjects=[f.piece_ids[i], f.piece_ids[j]],
            data={"area_mm2": float(area)})
        kind = doc.pieces[f.piece_ids[i]].kind
        if ctx.ruleset is not None and ctx.ruleset.node(f"terrain_kinds.{kind}.stackable") is not None:
            fnd = replace(fnd, reference=ctx.ruleset.ref(f"terrain_kinds.{kind}.stackable"))
        yield fnd


@rule("table.deployment-depth", "table", "error",
      "A deployment zone touches its own table edge and reaches no deeper than the ruleset allows.",
      ref_key="table_rules.deployment_depth",
      reference='Kensei 2.5 p.22 (10 cm from the own edge); ruleset table_rules.deployment_depth')
def check_deployment_depth(doc: TableDocument, ctx):
    if ctx.ruleset is None:
        return
    f = facts(doc, ctx)
    limit = length_param(ctx, "table.deployment-depth", "depth", "table_rules.deployment_depth")
    for i, z in enumerate(doc.zones.values()):
        if not valid_geometry(z.polygon):
            continue
        edge, must_touch = _edge_of(z, doc)
        if edge is None:
            continue
        name = _object_phrase("zones", z, ctx.ruleset)
        gap = z.polygon.distance(doc.edge_line(edge))
        if must_touch and gap > TOL:
            yield ctx.finding(
                "table.deployment-depth",
                msg("table.deployment-depth.belongs", "{zone} belongs to the {edge} edge but stays {gap} away "
                    "from it.", zone=name, edge=EDGE_WORDS[edge], gap=f.fmt(gap)) if z.edge else
                msg("table.deployment-depth.along", "{zone} lies along the {edge} edge but stays {gap} away "
                    "from it.", zone=name, edge=EDGE_WORDS[edge], gap=f.fmt(gap)),
                Location(geometry=z.polygon, path=f"zones[{i}].polygon"), subjects=[z.id],
                data={"edge": edge, "gap_mm": gap})
            continue
        depth = _depth_from(z.polygon, edge, doc)
        if limit is not None and depth > limit + TOL:
            yield ctx.finding(
                "table.deployment-depth",
                msg("table.deployment-depth", "{zone} reaches {depth} from the {edge} edge; the limit is {limit} "
                    "({excess} too deep).", zone=name, depth=f.fmt(depth), edge=EDGE_WORDS[edge],
                    limit=f.fmt(limit), excess=f.fmt(depth - limit)),
                Location(geometry=z.polygon, path=f"zones[{i}].polygon"), subjects=[z.id],
                data={"edge": edge, "depth_mm": depth, "limit_mm": limit})


@rule("table.zone-separation", "table", "error",
      "Opposing deployment zones do not overlap and are at least the ruleset's minimum apart.",
      ref_key="table_rules.zone_separation",
      reference='Ruleset table_rules.zone_separation (organiser setting)')
def check_zone_separation(doc: TableDocument, ctx):
    if ctx.ruleset is None:
        return
    f = facts(doc, ctx)
    minimum = length_param(ctx, "table.zone-separation", "distance", "table_rules.zone_separation") or 0.0
    zones = [(i, z) for i, z in enumerate(doc.zones.values()) if valid_geometry(z.polygon)]
    for (i, a), (j, b) in combinations(zones, 2):
        shared = a.polygon.intersection(b.polygon)
        na, nb = _zone_phrase(a), _zone_phrase(b)
        if shared.area > AREA_TOL:
            yield ctx.finding(
                "table.zone-separation",
                msg("table.zone-separation.overlap", "The deployment zones {a} and {b} overlap by {area}.",
                    a=na, b=nb, area=f.fmt_area(shared.area)),
                Location(geometry=shared, path=f"zones[{i}]"), subjects=[a.id, b.id],
                data={"overlap_mm2": shared.area})
            continue
        if a.side == b.side:
            continue
        gap = a.polygon.distance(b.polygon)
        if gap < minimum - TOL:
            yield ctx.finding(
                "table.zone-separation",
                msg("table.zone-separation", "The deployment zones {a} and {b} are {gap} apart; they must be at "
                    "least {minimum} apart.", a=na, b=nb, gap=f.fmt(gap), minimum=f.fmt(minimum)),
                Location(geometry=shapely.shortest_line(a.polygon, b.polygon), path=f"zones[{i}]"),
                subjects=[a.id, b.id], data={"distance_mm": gap, "minimum_mm": minimum})


@rule("table.edge-clearance", "table", "warning",
      "Blocking terrain keeps the event's minimum distance from the table edges.",
      ref_key="table_rules.edge_clearance",
      reference='Ruleset table_rules.edge_clearance (organiser setting)')
def check_edge_clearance(doc: TableDocument, ctx):
    if ctx.ruleset is None:
        return
    f = facts(doc, ctx)
    clearance = length_param(ctx, "table.edge-clearance", "distance", "table_rules.edge_clearance") or 0.0
    block = _blocking(f)
    if not block.any() or clearance <= 0:
        return
    bounds = shapely.bounds(f.pieces[block])
    gaps = np.stack([bounds[:, 1], doc.depth - bounds[:, 3], bounds[:, 0], doc.width - bounds[:, 2]], axis=1)
    nearest = gaps.argmin(axis=1)
    for k, idx in enumerate(np.flatnonzero(block)):
        gap = float(gaps[k, nearest[k]])
        if gap < 0 or gap >= clearance - TOL:
            continue  # off the table is table.out-of-bounds' business
        edge = EDGES[nearest[k]]
        pid = f.piece_ids[idx]
        yield ctx.finding(
            "table.edge-clearance",
            msg("table.edge-clearance", "The blocking terrain {piece} is {gap} from the {edge} edge; keep it at "
                "least {minimum} away.", piece=f.label(pid), gap=f.fmt(gap), edge=EDGE_WORDS[edge],
                minimum=f.fmt(clearance)),
            Location(geometry=shapely.shortest_line(f.pieces[idx], doc.edge_line(edge)), path=f.paths[idx]),
            subjects=[pid], data={"edge": edge, "distance_mm": gap, "minimum_mm": clearance})


@rule("table.terrain-spacing", "table", "warning",
      "Blocking terrain pieces keep the event's minimum distance from each other (pieces that touch or "
      "stand on each other are judged by the overlap check instead).",
      ref_key="table_rules.terrain_spacing",
      reference='Ruleset table_rules.terrain_spacing (organiser setting)')
def check_terrain_spacing(doc: TableDocument, ctx):
    if ctx.ruleset is None:
        return
    f = facts(doc, ctx)
    spacing = length_param(ctx, "table.terrain-spacing", "distance", "table_rules.terrain_spacing") or 0.0
    block = _blocking(f)
    if spacing <= 0 or block.sum() < 2:
        return
    idx = np.flatnonzero(block)
    geoms = f.pieces[idx]
    tree = shapely.STRtree(geoms)
    pairs = _pairs(tree, geoms, "dwithin", spacing - TOL)
    if not len(pairs):
        return
    dist = shapely.distance(geoms[pairs[:, 0]], geoms[pairs[:, 1]])
    for (a, b), d in zip(pairs, dist):
        if d <= TOL:
            continue
        i, j = idx[a], idx[b]
        yield ctx.finding(
            "table.terrain-spacing",
            msg("table.terrain-spacing", "The blocking terrain pieces {a} and {b} are {distance} apart; keep at "
                "least {minimum} between them.", a=f.label(f.piece_ids[i]), b=f.label(f.piece_ids[j]),
                distance=f.fmt(d), minimum=f.fmt(spacing)),
            Location(geometry=shapely.shortest_line(geoms[a], geoms[b]), path=f.paths[i]),
            subjects=[f.piece_ids[i], f.piece_ids[j]], data={"distance_mm": float(d), "minimum_mm": spacing})


HALF_WORDS = {"left half": lazy_msg("half.left", "left half"), "right half": lazy_msg("half.right", "right half"),
              "top half": lazy_msg("half.top", "top half"), "bottom half": lazy_msg("half.bottom", "bottom half")}


def _halves(doc: TableDocument) -> list[tuple[str, Polygon]]:
    """The two halves between the sides: across the zones' edges, else top and bottom."""
    edges = {z.edge or _edge_of(z, doc)[0] for z in doc.zones.values() if valid_geometry(z.polygon)}
    w, d = doc.width, doc.depth
    if edges & {"left", "right"} and not edges & {"top", "bottom"}:
        return [("left half", box(0, 0, w / 2, d)), ("right half", box(w / 2, 0, w, d))]
    return [("top half", box(0, 0, w, d / 2)), ("bottom half", box(0, d / 2, w, d))]


@rule("table.terrain-density", "table", "warning",
      "The share of the table (and of each half) covered by terrain is within the ruleset's range "
      "(mats and other pieces with no effect on sight, cover or movement do not count).",
      ref_key="table_rules.terrain_density",
      reference='40K skirmish rules: abundant scenery; Kensei 2.5 p.6; ruleset table_rules.terrain_density')
def check_terrain_density(doc: TableDocument, ctx):
    if ctx.ruleset is None:
        return
    f = facts(doc, ctx)
    rng = ctx.ruleset.value("table_rules.terrain_density") or {}
    low = param(ctx, "table.terrain-density", "min", rng.get("min"))
    high = param(ctx, "table.terrain-density", "max", rng.get("max"))
    if low is None and high is None:
        return
    counts = [r is not None and (r.blocking != "none" or r.cover or r.movement != "open" or r.area != "none")
              for r in f.resolved]
    table = doc.bounds()
    cover = shapely.union_all(f.pieces[np.array(counts, dtype=bool)]) if any(counts) else Polygon()
    areas = [("table", table)] + _halves(doc)
    shares = {name: (cover.intersection(area).area / area.area if area.area else 0.0) for name, area in areas}

    def pct(x):
        return localise_decimal(f"{100 * x:.1f}") + "%"

    wanted = (msg("table.density.between", "between {low} and {high}", low=pct(low), high=pct(high))
              if low is not None and high is not None
              else msg("table.density.at-least", "at least {low}", low=pct(low)) if low is not None
              else msg("table.density.at-most", "at most {high}", high=pct(high)))
    summary = listing(msg("table.density.share", "{half} {share}", half=HALF_WORDS[name], share=pct(s))
                      for name, s in shares.items() if name != "table")

    def out(s):
        return (low is not None and s < low - 1e-9) or (high is not None and s > high + 1e-9)

    # The whole table first; a half only when the whole is fine (a bare half beside a crowded one).
    report = [areas[0]] if out(shares["table"]) else [a for a in areas[1:] if out(shares[a[0]])]
    for name, area in report:
        s = shares[name]
        params = dict(share=pct(s), wanted=wanted, summary=summary)
        little = low is not None and s < low
        if name == "table":
            text = msg("table.terrain-density.little", "Too little terrain: it covers {share} of the table; the "
                       "ruleset asks for {wanted} ({summary}).", **params) if little else \
                msg("table.terrain-density.much", "Too much terrain: it covers {share} of the table; the ruleset "
                    "asks for {wanted} ({summary}).", **params)
        else:
            text = msg("table.terrain-density.half-little", "Too little terrain: it covers {share} of the {half} "
                       "of the table; the ruleset asks for {wanted} ({summary}).", half=HALF_WORDS[name], **params) \
                if little else \
                msg("table.terrain-density.half-much", "Too much terrain: it covers {share} of the {half} of the "
                    "table; the ruleset asks for {wanted} ({summary}).", half=HALF_WORDS[name], **params)
        yield ctx.finding(
            "table.terrain-density",
            text,
            Location(geometry=area), subjects=[name],
            data={"share": s, "shares": shares, "min": low, "max": high})


def _setting_basis(ctx, rule_id: str, param: str, key: str) -> str | None:
    """"setting" for a distance only the organiser's default asks for (no rulebook number, no event
    setting); None (the rule's own basis) otherwise."""
    if ctx.param(rule_id, param) is None and ctx.ruleset.is_setting(key):
        return "setting"
    return None


def _objective_kinds(ctx) -> set[str]:
    return {m["id"] for m in ctx.ruleset.markers() if m.get("shape") in ("point", "area")}


@rule("table.objective-placement", "table", "error",
      "Objectives and other point or area markers are on the table, not inside impassable terrain, and "
      "keep the scenario's distance from the edges and from each other.",
      ref_key="table_rules.objective_spacing", basis="rulebook",
      reference='Ruleset table_rules.objective_edge_distance / objective_spacing (organiser settings)')
def check_objective_placement(doc: TableDocument, ctx):
    if ctx.ruleset is None:
        return
    f = facts(doc, ctx)
    rid = "table.objective-placement"
    edge_min = length_param(ctx, rid, "edge_distance", "table_rules.objective_edge_distance") or 0.0
    spacing = length_param(ctx, rid, "spacing", "table_rules.objective_spacing") or 0.0
    kinds = _objective_kinds(ctx)
    items = [(i, m) for i, m in enumerate(doc.markers.values()) if m.kind in kinds and valid_geometry(m.geometry)]
    impassable = np.array([r is not None and r.movement == "impassable" for r in f.resolved], dtype=bool)
    table = doc.bounds()
    edge_ref = ctx.ruleset.ref("table_rules.objective_edge_distance")
    for i, m in items:
        name = _object_phrase("markers", m, ctx.ruleset)
        p = marker_point(m)
        loc = Location(geometry=m.geometry, path=f"markers[{i}].geometry")
        if not table.covers(m.geometry):
            yield ctx.finding(rid, msg("table.objective-off-table", "{marker} is not on the table.", marker=name),
                              loc, subjects=[m.id])
            continue
        if impassable.any():
            hits = [f.piece_ids[k] for k in f.tree.query(p, predicate="intersects") if impassable[k]]
            if hits:
                yield ctx.finding(
                    rid, msg("table.objective-impassable", "{marker} stands inside the impassable terrain {piece}; "
                             "models cannot reach it.", marker=name, piece=f.label(hits[0])),
                    loc, subjects=[m.id, hits[0]])
        gap = min(p.x, p.y, doc.width - p.x, doc.depth - p.y)
        if edge_min > 0 and gap < edge_min - TOL:
            fnd = ctx.finding(
                rid, msg("table.objective-edge", "{marker} is {gap} from the nearest table edge; keep it at least "
                         "{minimum} away.", marker=name, gap=f.fmt(gap), minimum=f.fmt(edge_min)),
                loc, subjects=[m.id], data={"distance_mm": gap, "minimum_mm": edge_min},
                basis=_setting_basis(ctx, rid, "edge_distance", "table_rules.objective_edge_distance"))
            yield replace(fnd, reference=edge_ref)
    if spacing > 0 and len(items) > 1:
        yield from _objective_spacing(ctx, f, rid, items, spacing)


def _objective_spacing(ctx, f: TableFacts, rid: str, items: list, spacing: float):
    """Markers of one kind closer than ``spacing``, pair by pair in marker order: the distances in one
    array operation, each marker named once (a table with hundreds of markers has tens of thousands of
    pairs)."""
    xy = np.array([(pt.x, pt.y) for pt in (marker_point(m) for _, m in items)], dtype=float)
    kinds = [m.kind for _, m in items]
    dx, dy = xy[:, None, 0] - xy[None, :, 0], xy[:, None, 1] - xy[None, :, 1]
    d = np.sqrt(dx * dx + dy * dy)  # as GEOS measures a point's distance to a point
    close = np.triu((d < spacing - TOL) & np.equal.outer(np.array(kinds, dtype=object), np.array(kinds, dtype=object)),
                    k=1)
    pairs = np.argwhere(close)  # row-major: the order of combinations(items, 2)
    if not len(pairs):
        return
    names: dict[int, str] = {}
    kind_names: dict[str, str] = {}

    def name(k: int) -> str:
        if k not in names:
            names[k] = quoted(marker_name(items[k][1], ctx.ruleset))
        return names[k]

    def kind(k: str) -> str:
        if k not in kind_names:
            kind_names[k] = quoted(kind_name(ctx.ruleset, "markers", k))
        return kind_names[k]

    minimum = f.fmt(spacing)
    basis = _setting_basis(ctx, rid, "spacing", "table_rules.objective_spacing")
    lines = shapely.linestrings(np.stack([xy[pairs[:, 0]], xy[pairs[:, 1]]], axis=1))
    for (ka, kb), line in zip(pairs.tolist(), lines):
        (i, a), b = items[ka], items[kb][1]
        dist = float(d[ka, kb])
        yield ctx.finding(
            rid,
            msg("table.objective-spacing", "The markers {a} and {b} are {distance} apart; keep at least "
                "{minimum} between markers of the kind {kind}.",
                a=name(ka), b=name(kb), distance=f.fmt(dist), minimum=minimum, kind=kind(a.kind)),
            Location(geometry=line, path=f"markers[{i}]"),
            subjects=[a.id, b.id], data={"distance_mm": dist, "minimum_mm": spacing}, basis=basis)


@rule("scenario.missing-marker", "table", "error",
      "The table has the markers its scenario needs (e.g. 40K skirmish: enclaves for Capture enclaves and "
      "Defence, bomb sites and an exit edge for Sabotage).",
      ref_key="scenarios",
      reference='40K skirmish rules, ESCENARIOS (1d6); ruleset scenarios[].markers')
def check_missing_marker(doc: TableDocument, ctx):
    if ctx.ruleset is None or doc.scenario.kind is None:
        return
    scenario = ctx.ruleset.scenario(doc.scenario.kind)
    if scenario is None:
        return  # document.reference reports the unknown kind
    counts: dict[str, int] = {}
    for m in doc.markers.values():
        counts[m.kind] = counts.get(m.kind, 0) + 1
    reference = ctx.ruleset.ref_text(scenario["ref"]) if scenario.get("ref") else ctx.ruleset.name
    for need in scenario.get("markers", []):
        kind, minimum = need["kind"], int(need["min"])
        have = counts.get(kind, 0)
        if have >= minimum:
            continue
        fnd = ctx.finding(
            "scenario.missing-marker",
            msg_n("scenario.missing-marker", "The scenario {scenario} needs at least {count} marker of the kind "
                  "{kind}; the table has {have}.", "The scenario {scenario} needs at least {count} markers of the "
                  "kind {kind}; the table has {have}.", count=minimum,
                  scenario=quoted(kind_name(ctx.ruleset, "scenarios", doc.scenario.kind)),
                  kind=quoted(kind_name(ctx.ruleset, "markers", kind)), have=have),
            Location(path="markers"), subjects=[kind], data={"kind": kind, "needed": minimum, "found": have})
        yield replace(fnd, reference=reference if ctx.ruleset.cites_itself(reference)
                      else f"{ctx.ruleset.name}, {reference}")
