"""Line of sight in 2.5D: viewers and targets with heights over terrain with heights.

A sight line goes from the viewer's eye (ground under the viewer + its height) to a
vertical column over the target position (ground under the target up to its
height). Along a straight line the height varies linearly, so over each convex
blocking part crossed between parameters ``t0 <= t1`` the line is lowest at one of
the two ends: a part of top ``h`` hides the column below

    z* = max over t in {t0, t1} of (h - zv (1 - t)) / t

(every height for a ``"full"`` blocker). The hidden share of the column is
``(max z* - ground) / height``, clipped to 0..1: one number per line, exact.
A model's target volume is sampled by columns over its base (centre and
perimeter); the hidden share of the model is the mean over the columns.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
import shapely
from shapely.geometry import MultiPoint, Point, Polygon

from .rules import VOLUME, SightRules
from .scene import Scene

NONE_LOS, PARTIAL, TOTAL = "none", "partial", "total"


@dataclass(frozen=True)
class Observer:
    """A model for sight purposes: where it stands, how tall it is, where it faces.

    ``base`` is the footprint of the base (None: a point). ``facing`` is the
    direction the model faces in degrees, measured like ``atan2(dy, dx)`` in table
    coordinates. ``elevation`` None: the ground height under the model from the scene.
    """

    position: tuple[float, float]
    height: float
    base: Polygon | None = None
    facing: float | None = None
    unit: str | None = None
    id: str | None = None
    elevation: float | None = None

    @property
    def point(self) -> Point:
        return Point(self.position)

    def footprint(self) -> Polygon | Point:
        return self.base if self.base is not None else Point(self.position)


@dataclass(frozen=True)
class SightResult:
    """The outcome of a sight check: ``level`` none / partial / total, the hidden share of
    the target's volume, the pieces hiding some of it, and whether it is out of the viewer's field.
    ``troops`` are the models (blockers of a unit) among them."""

    level: str
    hidden_share: float
    blocking: tuple[str, ...] = ()
    out_of_view: bool = False
    troops: tuple[str, ...] = ()
    #: models standing in the way of a shot, even partly, when the ruleset says they stop shots (40K);
    #: such models then do not count as hiding the target: the shot is refused, sight is not blocked
    in_the_way: tuple[str, ...] = ()

    @property
    def visible(self) -> bool:
        return self.level != NONE_LOS

    @property
    def may_shoot(self) -> bool:
        """Seen, at least partly, with no model in the way of the shot (40K: "no se puede disparar si se
        interpone otra miniatura, aunque sea parcialmente"): a line can be partly visible and still no shot."""
        return self.visible and not self.in_the_way


def classify(hidden_share: float, all_hidden: bool, partial_share: float | None) -> str:
    if all_hidden:
        return NONE_LOS
    if partial_share is None:
        return PARTIAL if hidden_share > 1e-12 else TOTAL
    return PARTIAL if hidden_share >= partial_share - 1e-12 else TOTAL


def hidden_below(scene: Scene, viewer_xy, viewer_z, target_xy, ignore: np.ndarray | None = None):
    """For each line viewer -> target, the height below which the target column is hidden.

    Returns ``(zstar, pair_line, pair_owner, pair_z)``: ``zstar`` (n,) is -inf when
    nothing hides anything; the pairs say which blocker hides the column up to which height.
    ``ignore`` is a boolean mask over ``scene.blockers`` of pieces to leave out.
    """
    v = np.atleast_2d(np.asarray(viewer_xy, float))
    t = np.atleast_2d(np.asarray(target_xy, float))
    n = max(len(v), len(t))
    v = np.broadcast_to(v, (n, 2))
    t = np.broadcast_to(t, (n, 2))
    vz = np.broadcast_to(np.asarray(viewer_z, float), (n,))
    zstar = np.full(n, -np.inf)
    lines_out, owners_out, z_out = [], [], []
    if n == 0:
        return zstar, np.empty(0, int), np.empty(0, int), np.empty(0)
    d = t - v
    length2 = (d ** 2).sum(axis=1)
    lines = shapely.linestrings(np.stack([v, t], axis=1))
    if len(scene.parts):
        pl, pp = scene.tree.query(lines, predicate="intersects")
        owners = scene.parts.owner[pp]
        keep = length2[pl] > 0
        if ignore is not None:
            keep &= ~ignore[owners]
        keep &= ~(scene.exempt(owners, v[pl, 0], v[pl, 1]) | scene.exempt(owners, t[pl, 0], t[pl, 1]))
        pl, pp, owners = pl[keep], pp[keep], owners[keep]
        if len(pl):
            inter = shapely.intersection(lines[pl], scene.sight_parts.geoms[pp])
            coords, idx = shapely.get_coordinates(inter, return_index=True)
            tt = ((coords - v[pl][idx]) * d[pl][idx]).sum(axis=1) / length2[pl][idx]
            t0 = np.full(len(pl), np.inf)
            t1 = np.full(len(pl), -np.inf)
            np.minimum.at(t0, idx, tt)
            np.maximum.at(t1, idx, tt)
            ok = np.isfinite(t0)
            pl, owners, t0, t1 = pl[ok], owners[ok], np.clip(t0[ok], 0, 1), np.clip(t1[ok], 0, 1)
            hb = scene.top[owners]
            zv = vz[pl]
            zs = np.maximum(_threshold(hb, zv, t0), _threshold(hb, zv, t1))
            zs = np.where(scene.is_full[owners], np.inf, zs)
            np.maximum.at(zstar, pl, zs)
            lines_out.append(pl)
            owners_out.append(owners)
            z_out.append(zs)
    for a in scene.areas:
        if ignore is not None and ignore[a]:
            continue
        fp = scene.footprints[a]
        hide = shapely.contains_xy(fp, t[:, 0], t[:, 1]) & ~scene.in_piece(np.full(n, a), v[:, 0], v[:, 1])
        if hide.any():
            idx = np.nonzero(hide)[0]
            zstar[idx] = np.inf
            lines_out.append(idx)
            owners_out.append(np.full(len(idx), a))
            z_out.append(np.full(len(idx), np.inf))
    if lines_out:
        return zstar, np.concatenate(lines_out), np.concatenate(owners_out), np.concatenate(z_out)
    return zstar, np.empty(0, int), np.empty(0, int), np.empty(0)


def _threshold(hb, zv, t):
    """Target heights at or below which a line from eye height ``zv`` is at or below ``hb`` at ``t``."""
    with np.errstate(divide="ignore", invalid="ignore"):
        z = zv + (hb - zv) / t  # = (hb - zv (1 - t)) / t, exact when the top is at eye height
    return np.where(t <= 1e-12, np.where(hb >= zv, np.inf, -np.inf), z)


def hidden_fraction(zstar, ground, height):
    """Hidden share of columns from ``ground`` to ``ground + height`` given ``zstar``."""
    height = np.maximum(np.asarray(height, float), 1e-9)
    with np.errstate(invalid="ignore"):
        return np.clip((zstar - ground) / height, 0.0, 1.0)


def column_points(footprint, count: int = 8) -> np.ndarray:
    """Sample positions over a base: its centre and ``count`` points spread along its outline."""
    if footprint is None or footprint.geom_type == "Point":
        return np.asarray(footprint.coords if footprint is not None else [], float).reshape(-1, 2)
    ring = footprint.exterior
    dist = np.linspace(0.0, ring.length, count, endpoint=False)
    pts = shapely.get_coordinates(shapely.line_interpolate_point(ring, dist))
    centre = np.asarray(footprint.centroid.coords, float)
    return np.vstack([centre, pts])


def _ignore_mask(scene: Scene, units=(), ids=(), all_models: bool = False) -> np.ndarray:
    """Blockers to leave out of a sight line: those of ``units``, those of ``ids`` and, with
    ``all_models``, every model (a blocker of a unit: where models stop shots rather than hide)."""
    units = {u for u in units if u is not None}
    ids = set(ids)
    return np.array([(b.unit is not None and (all_models or b.unit in units)) or b.id in ids
                     for b in scene.blockers], bool)


def in_field(viewer_xy, facing: float | None, fov: float | None, points) -> np.ndarray:
    """Which points lie within ``fov`` degrees centred on ``facing`` (all when either is None)."""
    points = np.atleast_2d(points)
    if facing is None or fov is None or fov >= 360:
        return np.ones(len(points), bool)
    ang = np.degrees(np.arctan2(points[:, 1] - viewer_xy[1], points[:, 0] - viewer_xy[0]))
    diff = (ang - facing + 180.0) % 360.0 - 180.0
    same = np.hypot(points[:, 0] - viewer_xy[0], points[:, 1] - viewer_xy[1]) <= 1e-9
    return (np.abs(diff) <= fov / 2.0 + 1e-9) | same


def line_of_sight(scene: Scene, viewer_xy, target_xy, viewer_height: float = 0.0, target_height: float = 0.0,
                  partial_share: float | None = None, facing: float | None = None,
                  field_of_view: float | None = None) -> SightResult:
    """Point to point: can an eye ``viewer_height`` above the ground at ``viewer_xy`` see a
    column ``target_height`` tall at ``target_xy``? (Both stand on the scene's ground.)"""
    res = sight_lines(scene, viewer_xy, [target_xy], viewer_height, target_height, partial_share,
                      facing, field_of_view)
    return res[0]


def models_in_the_way(scene: Scene, origin, targets, skip=()) -> list[tuple[str, ...]]:
    """For each target: the models of the scene (blockers of a unit) whose base meets the line of fire
    from ``origin`` to it, even partly; a target is a point or a base (then the cone to its base)."""
    models = [i for i, b in enumerate(scene.blockers) if b.unit is not None and b.id not in skip]
    out: list[tuple[str, ...]] = []
    if not models:
        return [() for _ in targets]
    bases = np.array([scene.blockers[i].footprint for i in models], dtype=object)
    o = tuple(map(float, np.asarray(origin, float).reshape(2)))
    for t in targets:
        # a base whose inside meets the line of fire stands in the way; one holding the eye or the
        # target point is the shooter's or the target's own
        if isinstance(t, Polygon):
            fire = MultiPoint([o, *shapely.get_coordinates(t)]).convex_hull
            hit = shapely.relate_pattern(bases, fire, "T********") & ~shapely.intersects(bases, shapely.Point(o))
        else:
            fire = shapely.LineString([o, tuple(map(float, t))])
            hit = shapely.relate_pattern(bases, fire, "T********") & ~shapely.intersects(bases, shapely.Point(o)) \
                & ~shapely.intersects(bases, shapely.Point(tuple(map(float, t))))
        out.append(tuple(scene.blockers[models[k]].id for k in np.nonzero(hit)[0]))
    return out


def sight_lines(scene: Scene, origin, targets, viewer_height: float = 0.0, target_height: float = 0.0,
                partial_share: float | None = None, facing: float | None = None,
                field_of_view: float | None = None, ignore_ids=(), models_stop_shots: bool = False
                ) -> list[SightResult]:
    """Sight from one point to many target points (an overlay's sight lines), vectorized. With
    ``models_stop_shots`` each result names the models in the way of a shot along it (``in_the_way``),
    and those models hide nothing: the rule refuses the shot, it does not say sight is blocked (a
    model of equal height squarely in the line is "may not shoot", not "blocked")."""
    o = np.asarray(origin, float).reshape(2)
    tg = np.atleast_2d(np.asarray(targets, float))
    vz = scene.elevation(o[0], o[1])[0] + viewer_height
    ground = scene.elevation(tg[:, 0], tg[:, 1])
    ignore = _ignore_mask(scene, ids=ignore_ids, all_models=models_stop_shots) \
        if ignore_ids or models_stop_shots else None
    zstar, pl, po, pz = hidden_below(scene, o, vz, tg, ignore)
    hidden = hidden_fraction(zstar, ground, target_height)
    view = in_field(o, facing, field_of_view, tg)
    out = []
    for i in range(len(tg)):
        if not view[i]:
            out.append(SightResult(NONE_LOS, 1.0, (), True))
            continue
        sel = (pl == i) & (pz > ground[i])
        h = float(hidden[i])
        out.append(SightResult(classify(h, h >= 1.0, partial_share), h, scene.ids(po[sel])))
    if models_stop_shots:
        way = models_in_the_way(scene, o, [tuple(t) for t in tg], skip=ignore_ids)
        out = [replace(r, in_the_way=w) if r.visible and w else r for r, w in zip(out, way)]
    return out


def model_sight(scene: Scene, viewer: Observer, target: Observer, rules: SightRules,
                reaction: bool = False, samples: int = 8) -> SightResult:
    """Model to model sight by the ruleset: field of view, heights, partial or total.

    The hidden share is the mean over the target's columns inside the field of view
    (a target partly in view is seen; the rest of it neither counts as seen nor as covered).

    Models of the viewer's and of the target's unit are left out as blockers (a unit
    does not hide its own members, and models of one unit never cover each other). When the
    ruleset says models stop shots (40K) no model hides the target: those in the way are named in
    ``in_the_way`` and the shot is refused, whatever share of the target they would hide.
    """
    vxy = np.asarray(viewer.position, float)
    cols = column_points(target.footprint(), samples)
    vground = viewer.elevation if viewer.elevation is not None else scene.elevation(vxy[0], vxy[1])[0]
    ground = (np.full(len(cols), target.elevation) if target.elevation is not None
              else scene.elevation(cols[:, 0], cols[:, 1]))
    ignore = _ignore_mask(scene, units=(viewer.unit, target.unit), ids=(viewer.id, target.id),
                          all_models=rules.models_stop_shots)
    zstar, pl, po, pz = hidden_below(scene, vxy, vground + viewer.height, cols, ignore)
    hidden = hidden_fraction(zstar, ground, target.height)
    fov = rules.reaction_field_of_view if reaction and rules.reaction_field_of_view is not None \
        else rules.field_of_view
    view = in_field(view_apex(viewer), viewer.facing, fov, cols)
    if not view.any():
        return SightResult(NONE_LOS, 1.0, (), True)
    hides = (pz > ground[pl]) & view[pl]
    all_hidden = bool((hidden[view] >= 1.0).all())
    read = hidden
    if rules.partial_reading == VOLUME and hides.any():
        # an element hiding part of a column covers the target's volume up to its own top
        covered = np.clip((scene.top[po[hides]] - ground[pl[hides]]) / max(float(target.height), 1e-9), 0.0, 1.0)
        up_to = np.zeros(len(cols))
        np.maximum.at(up_to, pl[hides], covered)
        read = np.maximum(hidden, np.where(all_hidden, 1.0, np.minimum(up_to, 1.0)))
    # the part of the target inside the field of view is what is seen, or covered
    share = float(read[view].mean())
    level = classify(share, all_hidden, rules.partial_share)
    troops = scene.ids(po[hides & np.array([scene.blockers[i].unit is not None for i in po], bool)]) \
        if len(po) else ()
    if troops and rules.troops_make_partial and level == TOTAL:
        level = PARTIAL  # "si el volumen de la tropa interpuesta es menor o no ocultan completamente ..."
    way = ()
    if rules.models_stop_shots and level != NONE_LOS:
        skip = {b.id for b in scene.blockers if b.unit is not None and b.unit in {viewer.unit, target.unit} - {None}}
        way = models_in_the_way(scene, vxy, [target.footprint() if target.base is not None else target.position],
                                skip=skip | {viewer.id, target.id})[0]
    return SightResult(level, share, scene.ids(po[hides]), False, troops, way)


def may_shoot(scene: Scene, shooter: Observer, target: Observer, rules: SightRules, others=(),
              reaction: bool = False) -> tuple[bool, SightResult, tuple[str, ...]]:
    """Whether ``shooter`` may shoot ``target``: it sees it (at least partly) and, when the ruleset
    says models stop shots (40K: "no se puede disparar si se interpone otra miniatura, aunque sea
    parcialmente"), no other model of ``others`` stands in the way, even partly: its base meets the
    cone from the shooter to the target's base. Returns ``(allowed, sight, models in the way)``."""
    sight = model_sight(scene, shooter, target, rules, reaction=reaction)
    if sight.level == NONE_LOS:
        return False, sight, ()
    if not rules.models_stop_shots:
        return True, sight, ()
    base = target.footprint()
    cone = MultiPoint([shooter.position, *shapely.get_coordinates(base)]).convex_hull
    skip = {shooter.id, target.id} - {None}
    between = tuple(m.id or f"model@{m.position}" for m in others
                    if m.id not in skip and m is not shooter and m is not target
                    and m.footprint().relate_pattern(cone, "T********"))
    between = tuple(dict.fromkeys(between + sight.in_the_way))
    return not between, replace(sight, in_the_way=between), between


def view_apex(viewer: Observer) -> np.ndarray:
    """Where the field of view is measured from: the middle of the base's rear edge (Kensei:
    "180 degrees forward of the rear edge of the base"), the position for a model without a base."""
    pos = np.asarray(viewer.position, float)
    if viewer.base is None or viewer.facing is None:
        return pos
    d = np.array([math.cos(math.radians(viewer.facing)), math.sin(math.radians(viewer.facing))])
    back = float((shapely.get_coordinates(viewer.base) @ d).min() - pos @ d)
    return pos + min(back, 0.0) * d
