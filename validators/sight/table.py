"""The engine on a :class:`model.table.TableDocument` with its :class:`model.ruleset.Ruleset`.

Pieces become :class:`Blocker` objects through :func:`model.table.resolve_terrain`
(the kind's defaults with the piece's overrides). A terrain kind raises the models
standing on it when it says ``"elevates": true``; without that key, a kind that
blocks by height and cannot be stacked on other terrain (a hill) raises them.
Stackable pieces standing on such a piece start from its top.
"""
from __future__ import annotations

from dataclasses import replace

import shapely
from shapely.geometry import Point, Polygon

from model.geometry import problems
from model.table import TableDocument, marker_point, resolve_terrain
from model.units import Unit

from .analysis import FairnessReport, fairness
from .exposure import ExposureGrid, ExposureMap, Grid, lattice_points, visible_region
from .lanes import LaneCheck, widest_lane
from .los import sight_lines
from .rules import SightRules
from .scene import HEIGHT, Blocker, Scene

EDGE_MARKER_SHAPES = ("LineString", "MultiLineString")


def blockers_from_table(doc: TableDocument, ruleset) -> list[Blocker]:
    ruleset = ruleset.for_document(doc)
    out = [b for b in (piece_blocker(piece, ruleset) for piece in doc.pieces.values()) if b is not None]
    out.extend(marker_models(doc, ruleset))
    return on_hills(out)


def piece_blocker(piece, ruleset) -> Blocker | None:
    """The piece as sight sees it, standing on the ground (None when its shapes are broken:
    table.geometry reports them). ``ruleset`` is already the document's (``for_document``)."""
    if problems(piece.footprint) or any(problems(w) for w in piece.walls):
        return None
    r = resolve_terrain(piece, ruleset)
    kind = ruleset.terrain_kind(piece.kind) or {}
    elevates = kind.get("elevates")
    if elevates is None:
        elevates = r.blocking == HEIGHT and not r.stackable and not piece.walls
    return Blocker(id=piece.id, footprint=piece.footprint, height=float(r.height), blocking=r.blocking,
                   cover=bool(r.cover), area=r.area, cover_bonus=float(r.cover_bonus or 0),
                   walls=tuple(piece.walls), elevates=bool(elevates))


def on_hills(blockers: list[Blocker], hills: Scene | None = None) -> list[Blocker]:
    """Stackable pieces on a hill stand on its top (and models on it); ``hills`` the scene of the
    pieces that raise what stands on them, made from ``blockers`` when not given."""
    if hills is None:
        raised = [b for b in blockers if b.elevates]
        hills = Scene(raised) if raised else None
    if hills is None:
        return blockers
    out = []
    for b in blockers:
        if not b.elevates:
            p = b.footprint.representative_point()
            b = replace(b, base=float(hills.elevation(p.x, p.y)[0]))
        out.append(b)
    return out


def marker_models(doc: TableDocument, ruleset) -> list[Blocker]:
    """Markers that are figures on the table (``sight.model_markers``: 40K hostages) as troops for sight
    when the ruleset says troops block it (``sight.models_block``): a base of the ruleset's first base
    width and the ordinary trooper's height, each its own unit (so it stops shots past it)."""
    kinds = set(ruleset.value("sight.model_markers") or [])
    if not kinds or not ruleset.value("sight.models_block"):
        return []
    bases = ruleset.value("bases") or []
    width = ruleset.to_mm(float(bases[0]["width"])) if bases and bases[0].get("width") else 25.0
    height = typical_volume(ruleset) or 0.0
    out = []
    for m in doc.markers.values():
        if m.kind in kinds and not problems(m.geometry) and m.geometry.geom_type == "Point":
            out.append(Blocker(id=m.id, footprint=m.geometry.buffer(width / 2, quad_segs=8), height=float(height),
                               blocking=HEIGHT, unit=m.id))
    return out


def scene_from_table(doc: TableDocument, ruleset) -> Scene:
    return Scene(blockers_from_table(doc, ruleset), doc.bounds())


def seeing_scene(scene: Scene, rules: SightRules) -> Scene:
    """The scene for what is seen (exposure, fairness, the seen area): where models stop shots rather than
    hide (40K, ``sight.models_stop_shots``) the figures on the table are left out; firing lanes keep them."""
    if not rules.models_stop_shots or not any(b.unit is not None for b in scene.blockers):
        return scene
    return Scene([b for b in scene.blockers if b.unit is None], scene.bounds)


def sight_rules(ruleset, doc: TableDocument | None = None) -> SightRules:
    return SightRules.from_ruleset(ruleset if doc is None else ruleset.for_document(doc))


def zones_by_side(doc: TableDocument) -> dict[str, Polygon]:
    """Each side's deployment area (the union of its zones), in order of first appearance."""
    out: dict[str, list] = {}
    for z in doc.zones.values():
        if problems(z.polygon):
            continue
        out.setdefault(z.side, []).append(z.polygon)
    return {s: shapely.union_all(ps) for s, ps in out.items()}


def objective_points(doc: TableDocument) -> dict[str, Point]:
    """Markers that are places to hold (points and areas; not table edges), by id."""
    return {m.id: marker_point(m) for m in doc.markers.values()
            if not problems(m.geometry) and m.geometry.geom_type not in EDGE_MARKER_SHAPES}


def typical_volume(ruleset) -> float | None:
    """Height (mm) of the ruleset's ordinary trooper: the volume named for infantry or
    human-sized troops, else the first volume; None when the ruleset lists none (flat sight)."""
    vols = ruleset.volumes()
    if not vols:
        return None
    for v in vols:
        raw = ruleset.node(f"volumes.{v.get('id', '')}") or {}  # the name as written, not translated
        text = f"{v.get('id', '')} {raw.get('name', '')}".lower()
        if "infantry" in text or "human" in text:
            return float(v["height"])
    return float(vols[0]["height"])


def default_resolution(doc: TableDocument) -> float:
    """A coarse grid for validation: 1 inch on tables measured in inches, else 2 cm."""
    return 25.4 if doc.unit is Unit.INCH else 20.0


def opposing_sides(doc: TableDocument) -> tuple[str, str] | None:
    """The first two sides with a usable deployment zone."""
    sides = list(zones_by_side(doc))
    return (sides[0], sides[1]) if len(sides) >= 2 else None


def table_exposure(doc: TableDocument, ruleset, side: str, resolution: float | None = None,
                   source_spacing: float | None = None, model_height: float | None = None,
                   progress=None, cancel=None) -> ExposureGrid:
    """Exposure grid of the whole table as seen from ``side``'s deployment zone (an editor overlay)."""
    return TableExposure(doc, ruleset, side, resolution, source_spacing, model_height, progress, cancel).result()


class TableExposure:
    """A table's exposure grid from one side's zone, kept in step with the table while pieces move.

    :meth:`follow` takes the table as it is now (a piece being dragged, its corners edited) and
    updates only the pieces whose blocking changed, through :meth:`ExposureMap.move` (exact, the
    same grid a full computation gives); anything else that changed (zones, the table, pieces added
    or removed, the rules) computes the grid again. One thread at a time.
    """

    def __init__(self, doc: TableDocument, ruleset, side: str, resolution: float | None = None,
                 source_spacing: float | None = None, model_height: float | None = None,
                 progress=None, cancel=None):
        self.ruleset, self.side, self.model_height = ruleset, side, model_height
        self.resolution, self.source_spacing = resolution, source_spacing
        self._compute(doc, progress, cancel)

    def _setting(self, doc: TableDocument) -> tuple:
        """What decides the grid and its sources, apart from the pieces."""
        zone = zones_by_side(doc).get(self.side)
        return (doc.bounds().wkb, None if zone is None else zone.wkb, doc.unit, sight_rules(self.ruleset, doc))

    def _compute(self, doc: TableDocument, progress=None, cancel=None) -> None:
        scene = seeing_scene(scene_from_table(doc, self.ruleset), sight_rules(self.ruleset, doc))
        res = self.resolution or default_resolution(doc)
        zone = zones_by_side(doc)[self.side]
        b = doc.bounds().bounds
        sources = lattice_points(zone, self.source_spacing or 4 * res, ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2))
        self.map = ExposureMap(scene, sources, Grid.over(doc.bounds(), res), self.model_height, self.model_height,
                               progress, cancel)
        self._remember(doc)

    def _remember(self, doc: TableDocument) -> None:
        """What the grid was made from: its setting, and the pieces and markers as objects (an object
        of a snapshot that is the same object as here did not change)."""
        self.setting = self._setting(doc)
        self._seen = (doc.width, doc.depth, doc.unit, getattr(doc, "ud_mm", None), tuple(doc.zones.values()),
                      tuple(doc.markers.values()))
        self._pieces = dict(doc.pieces)
        raised = [b for b in self.map.scene.blockers if b.elevates]
        self._hills = Scene(raised) if raised else None

    def follow(self, doc: TableDocument, progress=None, cancel=None) -> ExposureGrid:
        """The grid for ``doc``: the moved pieces updated, or everything computed again."""
        if self._follow_moved(doc):
            self._pieces = dict(doc.pieces)  # the setting, the zones, the markers and the hills are the same
        else:
            self._follow_any(doc, progress, cancel)
            self._remember(doc)
        return self.result()

    def _follow_moved(self, doc: TableDocument) -> bool:
        """The quick way: only pieces that stand on the ground changed (moved, turned, resized, their
        corners edited), everything else is the very same objects; only those pieces are made into
        blockers again. False (nothing done) when the table changed in any other way."""
        seen = (doc.width, doc.depth, doc.unit, getattr(doc, "ud_mm", None), tuple(doc.zones.values()),
                tuple(doc.markers.values()))
        if len(seen[4]) != len(self._seen[4]) or len(seen[5]) != len(self._seen[5]) \
                or any(x is not y for x, y in zip(seen[4] + seen[5], self._seen[4] + self._seen[5])) \
                or seen[:4] != self._seen[:4] or list(doc.pieces) != list(self._pieces):
            return False
        ruleset = self.ruleset.for_document(doc)
        index = self.map.scene.index
        moved = []
        for pid, piece in doc.pieces.items():
            if piece is self._pieces[pid]:
                continue
            now = piece_blocker(piece, ruleset)
            if now is None or now.elevates or pid not in index:
                return False
            before = self.map.scene.blockers[index[pid]]
            if before.elevates:
                return False
            moved.append((before, on_hills([now], self._hills)[0]))
        for before, now in moved:
            if before != now:
                self.map.move(now)
        return True

    def _follow_any(self, doc: TableDocument, progress=None, cancel=None) -> None:
        rules = sight_rules(self.ruleset, doc)
        blockers = blockers_from_table(doc, self.ruleset)  # no scene: only the moved pieces are cut into parts
        if rules.models_stop_shots:  # as seeing_scene
            blockers = [b for b in blockers if b.unit is None]
        old = self.map.scene.blockers
        if self._setting(doc) != self.setting or [b.id for b in blockers] != [b.id for b in old]:
            self._compute(doc, progress, cancel)
            return
        for before, now in zip(old, blockers):
            if before != now:
                self.map.move(now)

    def result(self) -> ExposureGrid:
        return self.map.result()


def table_fairness(doc: TableDocument, ruleset, resolution: float | None = None, source_spacing: float | None = None,
                   model_height: float | None = None, base_width: float | None = None,
                   progress=None, cancel=None, exposure: dict | None = None,
                   scene: Scene | None = None) -> FairnessReport | None:
    """Both sides compared (:func:`fairness`); ``exposure`` may give each side's exposure grid to the
    enemy's view already worked out and ``scene`` the table's seeing scene (as :class:`TableFairness`
    keeps them)."""
    sides = opposing_sides(doc)
    if sides is None:
        return None
    zones = zones_by_side(doc)
    ruleset = ruleset.for_document(doc)
    rules = sight_rules(ruleset)
    base = base_width if base_width is not None else (ruleset.length("table_rules.firing_lane_width") or 0.0)
    res = resolution or default_resolution(doc)
    scene = scene if scene is not None else seeing_scene(scene_from_table(doc, ruleset), rules)
    return fairness(scene, {s: zones[s] for s in sides},
                    objective_points(doc),
                    doc.bounds(), res, source_spacing or 4 * res, rules.cover_distance + base / 2,
                    model_height, model_height, progress, cancel, exposure)


class TableFairness:
    """:func:`table_fairness` kept in step with the table while pieces move: each side's exposure to the
    enemy follows the moved pieces (:meth:`TableExposure.follow`, the same grids a full computation
    gives), the cover, the distances and the sight over the objectives are worked out again.
    One thread at a time."""

    def __init__(self, doc: TableDocument, ruleset, resolution: float | None = None,
                 source_spacing: float | None = None, model_height: float | None = None,
                 base_width: float | None = None, progress=None, cancel=None):
        self.ruleset, self.resolution, self.source_spacing = ruleset, resolution, source_spacing
        self.model_height, self.base_width = model_height, base_width
        self.views: dict[str, TableExposure] = {}  # each side's zone as the eye
        self.report = self.follow(doc, progress, cancel)

    def follow(self, doc: TableDocument, progress=None, cancel=None) -> FairnessReport | None:
        sides = opposing_sides(doc)
        if sides is None:
            self.views = {}
            return None
        res = self.resolution or default_resolution(doc)
        exposure = {}
        for k, (side, enemy) in enumerate((sides, sides[::-1])):
            view = self.views.get(enemy)
            if view is None or view.resolution != res:
                sub = None if progress is None else (lambda f, k=k: progress(0.45 * (k + f)))
                view = TableExposure(doc, self.ruleset, enemy, res, self.source_spacing, self.model_height, sub,
                                     cancel)
                exposure[side] = view.result()
            else:
                exposure[side] = view.follow(doc, None, cancel)
            self.views[enemy] = view
        self.views = {s: self.views[s] for s in sides}
        self.report = table_fairness(doc, self.ruleset, res, self.source_spacing, self.model_height,
                                     self.base_width, progress, cancel, exposure, view.map.scene)
        return self.report


def table_visible_region(doc: TableDocument, ruleset, point, model_height: float | None = None):
    """Where a model of ``model_height`` can be seen from ``point`` (flat when None): an overlay polygon.
    Where models stop shots rather than hide (40K) the figures on the table hide nothing, as in
    :func:`table_sight_lines`."""
    scene = seeing_scene(scene_from_table(doc, ruleset), sight_rules(ruleset, doc))
    return visible_region(scene, point, doc.bounds(), model_height, model_height)


def table_sight_lines(doc: TableDocument, ruleset, origin, targets, model_height: float | None = None,
                      facing: float | None = None, reaction: bool = False):
    """Sight from ``origin`` to each target point, by the ruleset's field of view and partial rule."""
    rules = sight_rules(ruleset, doc)
    fov = rules.reaction_field_of_view if reaction and rules.reaction_field_of_view is not None \
        else rules.field_of_view
    h = model_height or 0.0
    return sight_lines(scene_from_table(doc, ruleset), origin, targets, h, h, rules.partial_share, facing, fov,
                       models_stop_shots=rules.models_stop_shots)
