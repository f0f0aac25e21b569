"""Cover by the ruleset's mechanism.

:data:`~.rules.PARTIAL_LOS` (Kensei): a model is in cover when its base is within
``cover_distance`` of an element that makes the sight line partial; a unit is in
cover when at least ``unit_cover_share`` of its visible models are; models of one
unit never cover each other.

:data:`~.rules.INTERPOSING` (40K skirmish, ADLG): a model is in cover when a
cover-granting piece lies between shooter and target (it meets the sight cone from
the viewer's eye to the target's base, which includes the base itself) within
``cover_distance`` of the base. The bonus is the best ``cover_bonus`` among those
pieces (the ruleset's ordinary ``cover_bonus`` at least); weapons listed in
``cover_ignored_by`` get no cover. With ``cover_distance`` 0 this reads "standing in
cover or touching a fortification in the way" (ADLG).
"""
from __future__ import annotations

from dataclasses import dataclass

import shapely
from shapely.geometry import MultiPoint

from .los import NONE_LOS, PARTIAL, Observer, SightResult, model_sight
from .rules import INTERPOSING, PARTIAL_LOS, SightRules
from .scene import Blocker, Scene

_EPS = 1e-6


@dataclass(frozen=True)
class CoverResult:
    """Whether a target model is in cover from a viewer, the save bonus, and the pieces giving it."""

    in_cover: bool
    bonus: float
    elements: tuple[str, ...]
    sight: SightResult


@dataclass(frozen=True)
class UnitCover:
    in_cover: bool
    share: float  # share of the visible models in cover
    models: tuple[CoverResult, ...]


def model_cover(scene: Scene, viewer: Observer, target: Observer, rules: SightRules, weapon: str | None = None,
                reaction: bool = False) -> CoverResult:
    """Is ``target`` in cover from ``viewer``? (A target out of sight is not "in cover".)"""
    sight = model_sight(scene, viewer, target, rules, reaction=reaction)
    if sight.level == NONE_LOS:
        return CoverResult(False, 0.0, (), sight)
    base = target.footprint()
    if rules.cover_rule == PARTIAL_LOS:
        if sight.level != PARTIAL:
            return CoverResult(False, 0.0, (), sight)
        near = tuple(i for i in sight.blocking if _within(scene, i, base, rules.cover_distance))
        return CoverResult(bool(near), rules.cover_bonus if near else 0.0, near, sight)
    if rules.cover_rule != INTERPOSING:
        raise ValueError(f"unknown cover rule {rules.cover_rule!r} (expected {PARTIAL_LOS!r} or {INTERPOSING!r})")
    # "between": the piece's interior meets the cone from the viewer's eye to the base (base included)
    cone = MultiPoint([viewer.position, *shapely.get_coordinates(base)]).convex_hull
    near = [b for b in scene.blockers if b.cover and b.unit is None
            and b.footprint.relate_pattern(cone, "T********")
            and b.footprint.distance(base) <= rules.cover_distance + _EPS]
    if not near or (weapon is not None and weapon in rules.cover_ignored_by):
        return CoverResult(False, 0.0, tuple(b.id for b in near), sight)
    bonus = max([rules.cover_bonus] + [float(b.cover_bonus or 0.0) for b in near])
    return CoverResult(True, bonus, tuple(b.id for b in near), sight)


def _within(scene: Scene, blocker_id: str, base, distance: float) -> bool:
    b = scene.blockers[scene.index[blocker_id]]
    geoms = list(b.shapes) + ([b.footprint] if b.area != "none" else [])
    return min(g.distance(base) for g in geoms) <= distance + _EPS


def unit_cover(scene: Scene, viewer: Observer, models, rules: SightRules, weapon: str | None = None) -> UnitCover:
    """A unit is in cover when at least ``unit_cover_share`` of its visible models are
    (all of them when the ruleset gives no share)."""
    results = tuple(model_cover(scene, viewer, m, rules, weapon) for m in models)
    visible = [r for r in results if r.sight.level != NONE_LOS]
    if not visible:
        return UnitCover(False, 0.0, results)
    share = sum(r.in_cover for r in visible) / len(visible)
    need = rules.unit_cover_share if rules.unit_cover_share is not None else 1.0
    return UnitCover(share >= need - 1e-9, share, results)


def model_blockers(models, scene: Scene | None = None, model_blocking: str = "height"):
    """Models as blockers (when the ruleset says troops block sight): their base, their height, their unit.

    A model standing on a hill of ``scene`` blocks from the hill's top.
    """
    out = []
    for m in models:
        if m.base is None:
            continue
        ground = m.elevation
        if ground is None:
            ground = float(scene.elevation(*m.position)[0]) if scene is not None else 0.0
        out.append(Blocker(id=m.id or f"model@{m.position}", footprint=m.base, height=m.height,
                           blocking=model_blocking, cover=False, unit=m.unit, base=ground))
    return out


def scene_with_models(scene: Scene, models, rules: SightRules) -> Scene:
    """The scene with the models added as blockers when the ruleset says troops block sight."""
    if not rules.models_block:
        return scene
    return scene.with_blockers(model_blockers(models, scene))
