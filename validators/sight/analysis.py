"""Layout analyses built on the engine: cover availability and the fairness of a table.

Both sides are measured the same way and compared criterion by criterion; the
summary score is the largest normalised difference (0: both sides get the same).
Samples come from a lattice anchored at the table centre and the exposure grid is
centred, so a layout that is mirror- or 180-degree-symmetric (the zones swapping
under the symmetry) measures the same for both sides.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np
import shapely
from shapely.geometry import LineString, Point

from .exposure import ExposureMap, Grid, lattice_points
from .los import hidden_below, hidden_fraction
from .progress import Progress
from .scene import Scene


@dataclass(frozen=True)
class CoverAvailability:
    """How much of a zone, and of the routes out of it, lies within reach of cover."""

    zone_share: float
    routes: dict  # target name -> share of the route's length in reach of cover
    region: object = field(repr=False, default=None)  # the area within reach of cover

    @property
    def route_share(self) -> float:
        return float(np.mean(list(self.routes.values()))) if self.routes else self.zone_share


#: A footprint with more corners than this is grown through its convex parts (see :func:`cover_region`).
GROW_BY_PARTS = 256


def cover_region(scene: Scene, reach: float):
    """Where a model's centre is within ``reach`` of a cover-granting piece (terrain, not models).

    GEOS grows a shape with many concave corners (a star, a wood traced from a map) in time
    that climbs steeply with them (minutes for 2,000); such a footprint is grown as the union of
    its convex parts grown, the same region, with arcs of twice as many segments so that it is
    drawn at least as closely as the plain buffer draws a small shape."""
    which = [i for i, b in enumerate(scene.blockers) if b.cover and b.unit is None]
    if not which:
        return shapely.GeometryCollection()
    shapes = np.array([scene.blockers[i].footprint for i in which], dtype=object)
    big = shapely.get_num_coordinates(shapes) > GROW_BY_PARTS
    grown = list(shapely.buffer(shapes[~big], reach))
    for i in np.asarray(which)[big]:
        parts = np.array(scene.footprint_parts(int(i)), dtype=object)
        grown.append(shapely.union_all(shapely.buffer(parts, reach, quad_segs=16)))
    return shapely.union_all(np.array(grown, dtype=object))


def cover_availability(scene: Scene, zone, reach: float, targets: dict | None = None,
                       region=None) -> CoverAvailability:
    """Share of ``zone`` within ``reach`` of cover, and of the straight route from the zone to each target.

    ``reach`` is the ruleset's cover distance plus half a base (the base, not its centre,
    must be within the distance).
    """
    region = cover_region(scene, reach) if region is None else region
    area = zone.area
    zone_share = float(zone.intersection(region).area / area) if area > 0 else 0.0
    start = zone.centroid if zone.contains(zone.centroid) else zone.representative_point()
    routes = {}
    for name, target in (targets or {}).items():
        p = target if isinstance(target, Point) else Point(target)
        route = LineString([start, p])
        routes[name] = float(route.intersection(region).length / route.length) if route.length > 0 else 1.0
    return CoverAvailability(zone_share, routes, region)


@dataclass
class FairnessReport:
    """Both sides measured on each criterion, the per-criterion differences and one summary score."""

    sides: tuple[str, str]
    values: dict  # criterion -> {side: value}
    differences: dict  # criterion -> normalised difference (0..1)
    score: float  # the largest difference; 0 = perfectly even
    exposure: dict = field(default_factory=dict, repr=False)  # side -> ExposureGrid of the enemy's view
    cover: dict = field(default_factory=dict, repr=False)  # side -> CoverAvailability

    def worst(self) -> tuple[str, float]:
        if not self.differences:
            return "", 0.0
        name = max(self.differences, key=self.differences.get)
        return name, self.differences[name]


def _relative(a: float, b: float) -> float:
    top = max(abs(a), abs(b))
    return abs(a - b) / top if top > 1e-12 else 0.0


#: Sight lines checked at once (about this many pairs of a line and a part it might cross, at
#: most): a table of piled pieces seen past from every source keeps to a few hundred MB.
LINE_PART_PAIRS = 500_000


def objective_sight(scene: Scene, sources, objectives, viewer_height=None, target_height=None) -> np.ndarray:
    """Share of ``sources`` seeing each objective point (a model of ``target_height`` standing on it)."""
    pts = np.asarray([(p.x, p.y) for p in objectives], float).reshape(-1, 2)
    sources = np.atleast_2d(sources)
    if not len(pts) or not len(sources):
        return np.zeros(len(pts))
    pts, back = np.unique(pts, axis=0, return_inverse=True)  # markers on one spot are seen alike
    V = np.repeat(sources, len(pts), axis=0)
    T = np.tile(pts, (len(sources), 1))
    flat = viewer_height is None and target_height is None
    if flat:
        scene = Scene([b if b.blocking == "none" else _as_full(b) for b in scene.blockers], scene.bounds)
    else:
        vz = scene.elevation(V[:, 0], V[:, 1]) + (viewer_height or 0.0)
        ground = scene.elevation(T[:, 0], T[:, 1])
    seen = np.empty(len(V), bool)
    block = int(np.clip(LINE_PART_PAIRS // max(len(scene.parts), 1), 64, 65_536))
    for s in range(0, len(V), block):
        part = slice(s, s + block)
        if flat:
            zstar, *_ = hidden_below(scene, V[part], 0.0, T[part])
            seen[part] = zstar < 0
        else:
            zstar, *_ = hidden_below(scene, V[part], vz[part], T[part])
            seen[part] = hidden_fraction(zstar, ground[part], target_height or 0.0) < 1.0
    return seen.reshape(len(sources), len(pts)).mean(axis=0)[np.ravel(back)]


def _as_full(b):
    return replace(b, blocking="full", elevates=False)


def fairness(scene: Scene, zones: dict, objectives: dict | None, bounds, resolution: float,
             source_spacing: float, cover_reach: float, viewer_height: float | None = None,
             target_height: float | None = None, progress=None, cancel=None,
             exposure: dict | None = None) -> FairnessReport:
    """Compare two sides (``zones``: side -> polygon, exactly two) on exposure, cover,
    distance to the objectives and sight over the objectives.

    ``exposure`` may give, per side, an already computed :class:`ExposureGrid` of the
    enemy's view (same grid and sources), which is then reused.
    """
    if len(zones) != 2:
        raise ValueError(f"fairness compares two sides, got {len(zones)} ({', '.join(map(str, zones))})")
    prog = Progress(progress, cancel)
    (sa, za), (sb, zb) = zones.items()
    minx, miny, maxx, maxy = bounds.bounds
    centre = ((minx + maxx) / 2, (miny + maxy) / 2)
    grid = Grid.over(bounds, resolution)
    sources = {s: lattice_points(z, source_spacing, centre) for s, z in zones.items()}
    objectives = dict(objectives or {})
    values: dict = {}
    exposure = dict(exposure or {})
    for k, (side, enemy) in enumerate(((sa, sb), (sb, sa))):
        if side in exposure:
            continue
        sub = Progress(lambda f, k=k: prog.step(0.45 * (k + f)), cancel)
        m = ExposureMap(scene, sources[enemy], grid, viewer_height, target_height, sub.step, cancel)
        exposure[side] = m.result()
    prog.step(0.9)
    region = cover_region(scene, cover_reach)
    targets = {"centre": Point(centre), **objectives}
    cover = {s: cover_availability(scene, z, cover_reach, targets, region) for s, z in zones.items()}
    for side in (sa, sb):
        values.setdefault("zone exposure", {})[side] = exposure[side].share_seen(zones[side])
        values.setdefault("mean exposure", {})[side] = exposure[side].mean_in(zones[side])
        values.setdefault("cover in zone", {})[side] = cover[side].zone_share
        values.setdefault("cover on routes", {})[side] = cover[side].route_share
    if objectives:
        pts = list(objectives.values())
        for side in (sa, sb):
            values.setdefault("distance to objectives", {})[side] = float(np.mean(
                [zones[side].distance(p) for p in pts]))
            values.setdefault("sight over objectives", {})[side] = float(np.mean(
                objective_sight(scene, sources[side], pts, viewer_height, target_height)))
    differences = {}
    for name, per_side in values.items():
        a, b = per_side[sa], per_side[sb]
        differences[name] = _relative(a, b) if name == "distance to objectives" else abs(a - b)
    prog.step(1.0)
    score = max(differences.values()) if differences else 0.0
    return FairnessReport((sa, sb), values, differences, float(score), exposure, cover)
