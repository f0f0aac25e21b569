"""Sight rules for a table: firing lanes, exposure of the deployment zones, cover
availability and the fairness of the layout (engine in :mod:`validators.sight`).

Numbers from the rulebook come from the ruleset (lane width, weapon range, cover
distance, model volumes); the limits that decide when a layout deserves a finding
are event settings (``ctx.param``) whose defaults are organiser settings in the ruleset's
``table_rules`` (max_zone_exposure, min_zone_cover, min_route_cover, max_side_difference). Lengths in settings are
numbers in the ruleset's unit or strings with a unit ("6 in", "15 cm").

The default analysis grid is coarse so the command line stays quick: 1 inch on
tables measured in inches, 2 cm otherwise; sources in each zone every 4 cells.
Sight is 2.5D at the height of the ruleset's ordinary trooper (the volume named for
infantry or human-sized troops), flat when the ruleset lists no volumes.
"""
from __future__ import annotations

import math
from functools import cached_property

import shapely

from model.display import listing, marker_name, quoted
from model.i18n import lazy_msg, msg
from model.table import TableDocument
from model.units import format_length

from .findings import Location
from .registry import Context, EventSettings, rule
from .sight.analysis import FairnessReport, cover_availability, cover_region, fairness
from .sight.exposure import ExposureGrid, ExposureMap, Grid, lattice_points
from .sight.lanes import widest_lane
from .sight.rules import SightRules
from .sight.table import (default_resolution, objective_points, opposing_sides, scene_from_table, seeing_scene,
                          typical_volume, zones_by_side)
from .event import parse_length

LANE, EXPOSURE, COVER, FAIRNESS = "table.firing-lane", "table.exposure", "table.cover-availability", "table.fairness"

#: Sight lines sampled per zone for the lane check (how finely it computes, not a rule).
DEFAULT_LANE_SAMPLES = 150

#: Bounds on how finely the sight rules compute (docs/sight.md, "Limits"): far above what any
#: real table needs, far below what would exhaust memory. A setting beyond them makes only its
#: own rule fail, with a finding naming the setting; the defaults are coarsened to fit.
MAX_GRID_CELLS = 1_000_000
MAX_SOURCES = 5_000
MAX_SIGHT_PAIRS = 20_000_000  # sources x cells of one exposure grid
MAX_LANE_SAMPLES = 2_000


class SettingProblem(ValueError):
    """A sight setting the checks refuse: names the setting (``rule.params.name``) and what is expected
    (a message, :mod:`model.i18n`)."""

    def __init__(self, rule_id: str, name: str, value, expected: str):
        self.setting = f"{rule_id}.params.{name}"
        self.value, self.expected = value, expected
        super().__init__(f"event setting {self.setting} = {value!r}: {expected}")

    def message(self) -> str:
        return msg("sight.setting-refused", "This check could not run: the event setting {setting} = {value} "
                   "is refused; expected {expected}.", setting=self.setting, value=repr(self.value),
                   expected=self.expected)


def _guarded(rule_id: str):
    """Run a sight rule so that a setting it refuses gives one error finding of that rule (the
    other rules still run) instead of stopping the whole check."""

    def wrap(fn):
        def check(doc, ctx):
            try:
                yield from fn(doc, ctx)
            except SettingProblem as exc:
                yield ctx.finding(rule_id, exc.message(), severity="error", basis="setting",
                                  data={"setting": exc.setting, "value": exc.value, "expected": str(exc.expected)})

        check.__name__, check.__doc__ = fn.__name__, fn.__doc__
        return check

    return wrap


def _length(ctx, rule_id: str, name: str, default: float | None) -> float | None:
    raw = ctx.param(rule_id, name, None)
    if raw is None:
        return default
    try:
        value = parse_length(raw, ctx.ruleset)
    except (TypeError, ValueError, OverflowError):
        raise SettingProblem(rule_id, name, raw, msg("sight.expected-length", 'a length: a number in the '
                                                 'ruleset\'s unit or a string such as "6 in", "15 cm"')) from None
    if not math.isfinite(value) or value < 0:
        raise SettingProblem(rule_id, name, raw, msg("sight.expected-finite-length", "a finite length of 0 or more"))
    return value


def _number(ctx, rule_id: str, name: str, default: float) -> float:
    raw = ctx.param(rule_id, name, default)
    try:
        value = float(raw)
    except (TypeError, ValueError, OverflowError):
        raise SettingProblem(rule_id, name, raw, msg("sight.expected-number", "a number")) from None
    if not math.isfinite(value):
        raise SettingProblem(rule_id, name, raw, msg("sight.expected-finite-number", "a finite number"))
    return value


def _cells(bounds, res: float) -> float:
    minx, miny, maxx, maxy = bounds
    return max(1.0, (maxx - minx) / res) * max(1.0, (maxy - miny) / res)


def _finest(bounds, count: float) -> float:
    """The finest spacing that puts at most ``count`` points on ``bounds`` (rounded up to 0.1 mm)."""
    minx, miny, maxx, maxy = bounds
    return math.ceil(math.sqrt((maxx - minx) * (maxy - miny) / count) * 10 + 1e-9) / 10


class _Sight:
    """What the four rules share in one validation run: scene, zones, exposure grids."""

    def __init__(self, doc: TableDocument, ctx):
        self.doc = doc
        self.ruleset = ctx.ruleset
        self.rules = SightRules.from_ruleset(ctx.ruleset)
        table = doc.bounds()
        # a zone reaching beyond the table (table.out-of-bounds reports it) is measured on the table
        self.zones = {side: zone.intersection(table) for side, zone in zones_by_side(doc).items()}
        self.sides = opposing_sides(doc)
        if self.sides is not None and any(self.zones[side].is_empty for side in self.sides):
            self.sides = None  # a zone wholly off the table: nowhere to stand, nothing to compare
        self.objectives = objective_points(doc)
        self.volume = typical_volume(ctx.ruleset)
        self.lane_width = ctx.ruleset.length("table_rules.firing_lane_width")
        self._exposure: dict = {}
        b = doc.bounds().bounds
        self.centre = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)

    @cached_property
    def scene(self):
        """What stops shots (the lanes), built on first use: a table without two opposing zones has
        nothing for the sight rules to measure, and skips the cost of indexing its terrain."""
        return scene_from_table(self.doc, self.ruleset)

    @cached_property
    def seen(self):
        """What hides (exposure, fairness)."""
        return seeing_scene(self.scene, self.rules)

    def fmt(self, mm: float) -> str:
        return format_length(mm, self.doc.unit, self.ruleset.ud_mm)

    def grid_params(self, ctx, rule_id: str):
        """Grid resolution, source spacing and model height, within the limits (module constants)."""
        table = self.doc.bounds().bounds
        res = _length(ctx, rule_id, "resolution", None)
        if res is None:  # the default, coarsened on a table too big for it
            res = max(default_resolution(self.doc), _finest(table, MAX_GRID_CELLS))
        elif res <= 0 or _cells(table, res) > MAX_GRID_CELLS:
            raise SettingProblem(rule_id, "resolution", ctx.param(rule_id, "resolution"),
                                 msg("sight.expected-resolution", "at least {length} on this table (at most "
                                     "{cells} grid cells are checked)", length=self.fmt(_finest(table, MAX_GRID_CELLS)),
                                     cells=f"{MAX_GRID_CELLS:,}"))
        spacing = _length(ctx, rule_id, "source_spacing", None)
        zones = [self.zones[s].bounds for s in self.sides if not self.zones[s].is_empty]
        need = max([_finest(z, MAX_SOURCES) for z in zones] + [
            _finest(z, MAX_SIGHT_PAIRS / _cells(table, res)) for z in zones] + [0.1])
        if spacing is None:
            spacing = max(4 * res, need)
        elif spacing <= 0 or spacing < need:
            raise SettingProblem(rule_id, "source_spacing", ctx.param(rule_id, "source_spacing"),
                                 msg("sight.expected-spacing", "at least {length} here (at most {sources} sources "
                                     "per zone and {pairs} source-cell pairs are checked)", length=self.fmt(need),
                                     sources=f"{MAX_SOURCES:,}", pairs=f"{MAX_SIGHT_PAIRS:,}"))
        height = _length(ctx, rule_id, "model_height", self.volume)
        return res, spacing, height

    def exposure(self, side: str, res: float, spacing: float, height: float | None) -> ExposureGrid:
        """The table as seen from the enemy of ``side`` (cached per grid settings)."""
        key = (side, res, spacing, height)
        if key not in self._exposure:
            enemy = self.sides[1] if side == self.sides[0] else self.sides[0]
            sources = lattice_points(self.zones[enemy], spacing, self.centre)
            grid = Grid.over(self.doc.bounds(), res)
            self._exposure[key] = ExposureMap(self.seen, sources, grid, height, height).result()
        return self._exposure[key]


def _sight(doc: TableDocument, ctx) -> _Sight | None:
    if ctx.ruleset is None:
        return None
    cached = ctx.extra.get("sight")
    if cached is None or cached.doc is not doc:
        cached = _Sight(doc, ctx)
        ctx.extra["sight"] = cached
    return cached if cached.sides is not None else None


def _zone(side: str) -> str:
    return msg("sight.zone-of", "the deployment zone of {side}", side=side)


def _near_cover(s: "_Sight") -> str:
    d = s.rules.cover_distance
    return msg("sight.touching-cover", "in or touching cover") if d <= 0 else \
        msg("sight.near-cover", "within {distance} of cover", distance=s.fmt(d))


def _pct(x: float) -> str:
    return f"{x:.0%}"


#: the fairness criteria (validators.sight.analysis) in sentences
CRITERIA = {
    "zone exposure": lazy_msg("sight.criterion.zone-exposure", "zone exposure"),
    "mean exposure": lazy_msg("sight.criterion.mean-exposure", "mean exposure"),
    "cover in zone": lazy_msg("sight.criterion.zone-cover", "cover in zone"),
    "cover on routes": lazy_msg("sight.criterion.route-cover", "cover on routes"),
    "distance to objectives": lazy_msg("sight.criterion.objective-distance", "distance to objectives"),
    "sight over objectives": lazy_msg("sight.criterion.objective-sight", "sight over objectives"),
}


def _target(doc: TableDocument, ruleset, key: str) -> str:
    """A route's end: the centre, or an objective by its label or kind (never its id)."""
    if key in doc.markers:
        return quoted(marker_name(doc.markers[key], ruleset))
    return msg("sight.centre", "the centre")


def _zone_location(doc: TableDocument, side: str, geometry=None) -> tuple[Location, list[str]]:
    ids = [z.id for z in doc.zones.values() if z.side == side]
    paths = [f"zones[{i}]" for i, z in enumerate(doc.zones.values()) if z.side == side]
    return Location(geometry=geometry, path=paths[0] if paths else None), ids


def _firing_lane(doc: TableDocument, ctx, progress=None, cancel=None):
    """``(sight, lane check, width, range)`` for the firing-lane rule, its settings applied; None when
    the table has no two opposing zones or no lane width."""
    s = _sight(doc, ctx)
    if s is None:
        return None
    width = _length(ctx, LANE, "width", s.lane_width)
    if width is None or width <= 0:
        return None
    reach = _length(ctx, LANE, "range", ctx.ruleset.length("table_rules.firing_range"))
    height = _length(ctx, LANE, "model_height", s.volume)
    samples = _number(ctx, LANE, "samples", DEFAULT_LANE_SAMPLES)
    if not 1 <= samples <= MAX_LANE_SAMPLES:
        raise SettingProblem(LANE, "samples", ctx.param(LANE, "samples"),
                             msg("sight.expected-samples", "a count from 1 to {most}", most=f"{MAX_LANE_SAMPLES:,}"))
    a, b = s.sides
    res = widest_lane(s.scene, s.zones[a], s.zones[b], width, doc.bounds(), int(samples), reach, height,
                      tolerance=max(width / 20, 0.5), progress=progress, cancel=cancel)
    return s, res, width, reach


def firing_lane(doc: TableDocument, ruleset, settings: dict | None = None, progress=None, cancel=None):
    """The widest clear firing lane exactly as the ``table.firing-lane`` check finds it (the same zones,
    width, range, model height, samples and tolerance, the document's own settings and ``settings``
    applied), for the editor to draw: a :class:`LaneCheck`, or None when the rule has nothing to
    measure. A setting the rule refuses raises ValueError with the rule's own message about it."""
    ruleset = ruleset.for_document(doc)
    own = getattr(doc, "settings", None)
    merged = EventSettings.merged((own, "document settings"), (settings, "event settings"))
    try:
        found = _firing_lane(doc, Context(ruleset, merged), progress, cancel)
    except SettingProblem as exc:
        raise ValueError(exc.message()) from None
    return None if found is None else found[1]


# Information by default: whether a table may have a lane at all is the event's policy
# (settings can raise it to a warning or an error).
@rule(LANE, "table", "info",
      "No clear firing lane at least a base wide runs from one deployment zone to the other "
      "(within the longest weapon range, when the ruleset limits it).",
      reference="The ruleset's firing-lane width (one base) and longest weapon range (table_rules)",
      ref_key="table_rules.firing_lane_width", basis="setting")
@_guarded(LANE)
def check_firing_lane(doc: TableDocument, ctx):
    found = _firing_lane(doc, ctx)
    if found is None:
        return
    s, res, width, reach = found
    if not res.exists:
        return
    a, b = s.sides
    lane = res.lane
    params = dict(width=s.fmt(lane.width), a=_zone(a), b=_zone(b), block=s.fmt(width))
    yield ctx.finding(
        LANE,
        msg("table.firing-lane.range", "A clear firing lane {width} wide runs from {a} to {b} within {range}: "
            "troops there can shoot each other from deployment (block lanes {block} wide or more with terrain if "
            "the event wants none).", range=s.fmt(reach), **params) if reach else
        msg("table.firing-lane", "A clear firing lane {width} wide runs from {a} to {b}: troops there can shoot "
            "each other from deployment (block lanes {block} wide or more with terrain if the event wants none).",
            **params),
        Location(geometry=lane.geometry), subjects=[z.id for z in doc.zones.values() if z.side in (a, b)],
        data={"width_mm": lane.width, "min_width_mm": width, "start": lane.start, "end": lane.end,
              "clear_share": res.clear_share, "range_mm": reach})


@rule(EXPOSURE, "table", "warning",
      "No deployment zone is a shooting gallery: the share of it seen from the enemy's zone stays within "
      "the event's limit.",
      reference="Organiser setting: the largest share of a deployment zone the enemy zone may see",
      ref_key="table_rules.max_zone_exposure", basis="setting")
@_guarded(EXPOSURE)
def check_exposure(doc: TableDocument, ctx):
    s = _sight(doc, ctx)
    if s is None:
        return
    limit = _number(ctx, EXPOSURE, "max_share", ctx.ruleset.value("table_rules.max_zone_exposure"))
    res, spacing, height = s.grid_params(ctx, EXPOSURE)
    for side in s.sides:
        grid = s.exposure(side, res, spacing, height)
        share = grid.share_seen(s.zones[side])
        if share > limit + 1e-9:
            loc, ids = _zone_location(doc, side, s.zones[side])
            yield ctx.finding(
                EXPOSURE,
                msg("table.exposure", "{share} of {zone} can be seen from the enemy zone (limit {limit}); on "
                    "average a point there is seen from {mean} of the enemy zone.", share=_pct(share),
                    zone=_zone(side), limit=_pct(limit), mean=_pct(grid.mean_in(s.zones[side]))),
                loc, subjects=ids,
                data={"share": share, "mean": grid.mean_in(s.zones[side]), "limit": limit,
                      "resolution_mm": res, "method": grid.method})


@rule(COVER, "table", "warning",
      "Each side has cover to deploy in and to advance through: enough of its zone, and of the way from "
      "it to the centre and the objectives, lies within cover distance of cover-granting terrain.",
      reference="The ruleset's cover distance (sight.cover_distance)", ref_key="sight.cover_distance", basis="setting")
@_guarded(COVER)
def check_cover_availability(doc: TableDocument, ctx):
    s = _sight(doc, ctx)
    if s is None:
        return
    min_zone = _number(ctx, COVER, "min_zone_share", ctx.ruleset.value("table_rules.min_zone_cover"))
    min_route = _number(ctx, COVER, "min_route_share", ctx.ruleset.value("table_rules.min_route_cover"))
    base = _length(ctx, COVER, "base_width", s.lane_width or 0.0)
    reach = s.rules.cover_distance + base / 2
    region = cover_region(s.scene, reach)
    targets = {"the centre": shapely.Point(s.centre), **s.objectives}  # objectives by marker id
    for side in s.sides:
        res = cover_availability(s.scene, s.zones[side], reach, targets, region)
        loc, ids = _zone_location(doc, side, s.zones[side])
        if res.zone_share < min_zone - 1e-9:
            yield ctx.finding(
                COVER,
                msg("table.cover-availability.zone", "Only {share} of {zone} is {near} (at least {limit} wanted).",
                    share=_pct(res.zone_share), zone=_zone(side), near=_near_cover(s), limit=_pct(min_zone)),
                loc, subjects=ids, data={"zone_share": res.zone_share, "limit": min_zone})
        bare = {name: v for name, v in res.routes.items() if v < min_route - 1e-9}
        if bare:
            names = listing(msg("sight.route", "{target} ({share})", target=_target(doc, ctx.ruleset, n),
                                share=_pct(v)) for n, v in bare.items())
            yield ctx.finding(
                COVER,
                msg("table.cover-availability.route", "{side} advances in the open towards {targets}: less than "
                    "{limit} of the way is {near}.", side=side, targets=names, limit=_pct(min_route),
                    near=_near_cover(s)),
                loc, subjects=ids, data={"routes": res.routes, "limit": min_route})


@rule(FAIRNESS, "table", "warning",
      "Both sides get a comparable table: exposure, cover, distance to the objectives and sight over them "
      "differ by no more than the event allows.",
      reference="Organiser setting: the largest difference between the sides",
      ref_key="table_rules.max_side_difference", basis="setting")
@_guarded(FAIRNESS)
def check_fairness(doc: TableDocument, ctx):
    s = _sight(doc, ctx)
    if s is None:
        return
    limit = _number(ctx, FAIRNESS, "max_difference", ctx.ruleset.value("table_rules.max_side_difference"))
    res, spacing, height = s.grid_params(ctx, FAIRNESS)
    base = _length(ctx, FAIRNESS, "base_width", s.lane_width or 0.0)
    zones = {side: s.zones[side] for side in s.sides}
    grids = {side: s.exposure(side, res, spacing, height) for side in s.sides}
    report: FairnessReport = fairness(s.seen, zones, s.objectives, doc.bounds(), res, spacing,
                                      s.rules.cover_distance + base / 2, height, height, exposure=grids)
    if report.score <= limit + 1e-9:
        return
    a, b = report.sides
    over = sorted(((d, n) for n, d in report.differences.items() if d > limit + 1e-9), reverse=True)
    parts = []
    for d, name in over:
        va, vb = report.values[name][a], report.values[name][b]
        fmt = s.fmt if name == "distance to objectives" else _pct
        parts.append(msg("sight.criterion", "{criterion}: {a} {va}, {b} {vb}", criterion=CRITERIA.get(name, name),
                         a=a, va=fmt(va), b=b, vb=fmt(vb)))
    yield ctx.finding(
        FAIRNESS,
        msg("table.fairness", "The sides are uneven (largest difference {score}, limit {limit}): {criteria}.",
            score=_pct(report.score), limit=_pct(limit), criteria="; ".join(parts)),
        Location(geometry=shapely.union_all(list(zones.values()))),
        subjects=[z.id for z in doc.zones.values() if z.side in (a, b)],
        data={"score": report.score, "limit": limit, "differences": report.differences, "values": report.values})
