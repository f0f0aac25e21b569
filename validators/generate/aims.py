"""The organiser's sight aims: three measures a layout is steered toward once its limits are met.

Limits (``max_zone_exposure``, ``min_objective_hiding``…) say what a layout may not exceed; aims
say where the organiser would like it to land, and the search keeps improving a layout that meets
every limit toward them (docs/generate.md). The three measures, with the ruleset's sight engine
(a trooper of the ruleset's ordinary height looking at one of the same height):

* **overall visibility**: the share of the table a model standing anywhere on it sees, on
  average (every standable cell, seen from sources spread over the whole table);
* **zone hiding**: per side, the share of its deployment zone that nothing standing in the enemy's
  *threat area* (the enemy zone grown by ``threat_reach``: where the enemy stands after its first
  move) can see;
* **objective hiding**: per side, the share of objectives beside which a model can hide from that
  threat area: a two-by-two block of unseen cells within ``objective_reach`` of the objective.

Each aim is met within ``AIM_TOLERANCE``; the search's figure is the weighted mean distance from
the aims (weights from the targets). These are organiser settings, not rules: no rulebook gives
them.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from model.table import TableDocument

#: How close to an aim a measure must come to be reported as on aim (a share of 1).
AIM_TOLERANCE = 0.1
#: Sources per table side for the overall measure (the sight engine's cost grows with them;
#: how finely it samples, not a rule).
OVERALL_SOURCES_ACROSS = 24


@dataclass(frozen=True)
class SightMeasures:
    overall: float
    #: side -> share of its zone hidden from the enemy's threat area
    zone_hidden: dict
    #: side -> share of objectives with a hiding place from the enemy's threat area
    objectives_hidden: dict

    def error(self, targets) -> float | None:
        """Weighted mean distance from the targets' aims (0 on aim), or None without aims."""
        parts = []
        if targets.aim_overall_visibility is not None:
            parts.append((targets.aim_weights[0], abs(self.overall - targets.aim_overall_visibility)))
        if targets.aim_zone_hiding is not None and self.zone_hidden:
            vals = list(self.zone_hidden.values())
            parts.append((targets.aim_weights[1],
                          sum(abs(v - targets.aim_zone_hiding) for v in vals) / len(vals)))
        if targets.aim_objective_hiding is not None and self.objectives_hidden:
            vals = list(self.objectives_hidden.values())
            parts.append((targets.aim_weights[2],
                          sum(abs(v - targets.aim_objective_hiding) for v in vals) / len(vals)))
        total = sum(w for w, _ in parts)
        return sum(w * e for w, e in parts) / total if total > 0 else None


def sight_measures(doc: TableDocument, ruleset, threat_reach: float, objective_reach: float,
                   overall: bool = True) -> SightMeasures | None:
    """The three measures of ``doc`` (lengths in mm); None without two opposing zones."""
    from ..sight.exposure import ExposureMap, Grid, lattice_points
    from ..sight.table import (default_resolution, objective_points, opposing_sides, scene_from_table, seeing_scene,
                               sight_rules, typical_volume, zones_by_side)

    sides = opposing_sides(doc)
    if sides is None:
        return None
    rs = ruleset.for_document(doc)
    scene = seeing_scene(scene_from_table(doc, rs), sight_rules(rs, doc))
    height = typical_volume(rs)
    table = doc.bounds()
    b = table.bounds
    centre = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
    res = default_resolution(doc)
    grid = Grid.over(table, res)
    spacing = 2 * res
    zones = {s: z.intersection(table) for s, z in zones_by_side(doc).items()}
    objectives = list(objective_points(doc).values())
    overall_share = 0.0
    if overall:
        step = max(spacing, max(b[2] - b[0], b[3] - b[1]) / OVERALL_SOURCES_ACROSS)
        seen_all = ExposureMap(scene, lattice_points(table, step, centre), grid, height, height).result().values
        finite = np.isfinite(seen_all)
        overall_share = float(seen_all[finite].mean()) if finite.any() else 0.0
    zone_hidden, obj_hidden = {}, {}
    for side in sides:
        enemy = sides[1] if side == sides[0] else sides[0]
        threat = zones[enemy].buffer(threat_reach).intersection(table) if threat_reach > 0 else zones[enemy]
        values = ExposureMap(scene, lattice_points(threat, spacing, centre), grid, height, height).result().values
        unseen = np.isfinite(values) & (values <= 0)
        in_zone = grid.mask(zones[side]) & np.isfinite(values)
        zone_hidden[side] = float(unseen[in_zone].mean()) if in_zone.any() else 0.0
        if objectives:
            # a 2 x 2 block of unseen cells (each block named by its lower-left cell)
            block = unseen[:-1, :-1] & unseen[1:, :-1] & unseen[:-1, 1:] & unseen[1:, 1:]
            bx = (grid.x[:-1] + grid.x[1:]) / 2
            by = (grid.y[:-1] + grid.y[1:]) / 2
            BX, BY = np.meshgrid(bx, by)
            hidden = 0
            for p in objectives:
                near = np.hypot(BX - p.x, BY - p.y) <= objective_reach + res / 2
                hidden += bool((block & near).any())
            obj_hidden[side] = hidden / len(objectives)
    return SightMeasures(overall_share, zone_hidden, obj_hidden)


def measures_for(doc: TableDocument, ruleset, targets) -> SightMeasures | None:
    """The measures the targets' aims ask for (the overall one only when aimed at)."""
    from ..event import parse_length
    from ..sight.table import default_resolution

    rs = ruleset.for_document(doc)
    reach = parse_length(targets.threat_reach, rs) if targets.threat_reach is not None else 0.0
    near = parse_length(targets.objective_reach, rs) if targets.objective_reach is not None \
        else 2 * default_resolution(doc)
    return sight_measures(doc, ruleset, reach, near, overall=targets.aim_overall_visibility is not None)


