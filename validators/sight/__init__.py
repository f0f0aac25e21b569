"""Line of sight and cover engine: exact 2.5D sight over terrain, per-ruleset cover,
exposure grids, firing lanes and the fairness of a layout. Qt-free (numpy + shapely 2).

The engine works on plain shapely geometry (:class:`Blocker`, :class:`Scene`);
:mod:`validators.sight.table` adapts a :class:`model.table.TableDocument` and its ruleset.
See docs/sight.md.
"""
from .analysis import CoverAvailability, FairnessReport, cover_availability, cover_region, fairness
from .cover import CoverResult, UnitCover, model_blockers, model_cover, scene_with_models, unit_cover
from .exposure import (ExposureGrid, ExposureMap, Grid, exposure_brute_force, exposure_grid, lattice_points,
                       visible_region)
from .lanes import FiringLane, LaneCheck, check_lane, widest_lane
from .los import NONE_LOS, PARTIAL, TOTAL, Observer, SightResult, line_of_sight, may_shoot, model_sight, sight_lines
from .progress import Cancelled, Progress
from .rules import INTERPOSING, PARTIAL_LOS, SightRules
from .scene import Blocker, Scene, convex_parts

__all__ = [
    "Blocker", "Scene", "convex_parts", "SightRules", "PARTIAL_LOS", "INTERPOSING",
    "Observer", "SightResult", "line_of_sight", "model_sight", "may_shoot", "sight_lines", "NONE_LOS", "PARTIAL", "TOTAL",
    "CoverResult", "UnitCover", "model_cover", "unit_cover", "model_blockers", "scene_with_models",
    "Grid", "ExposureGrid", "ExposureMap", "exposure_grid", "exposure_brute_force", "lattice_points",
    "visible_region", "FiringLane", "LaneCheck", "check_lane", "widest_lane",
    "CoverAvailability", "FairnessReport", "cover_availability", "cover_region", "fairness",
    "Cancelled", "Progress",
]
