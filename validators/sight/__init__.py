"""Line of sight and cover engine: exact 2.5D sight over terrain, per-ruleset cover,
exposure grids, firing lanes and the fairness of a layout. Qt-free (numpy + shapely 2).

The engine works on plain shapely geometry (:class:`Blocker`, :class:`Scene`);
:mod:`validators.sight.table` adapts a :class:`model.table.TableDocument` and its ruleset.
"""
from .cover import CoverResult, UnitCover, model_blockers, model_cover, unit_cover
from .los import NONE_LOS, PARTIAL, TOTAL, Observer, SightResult, line_of_sight, model_sight, sight_lines
from .progress import Cancelled, Progress
from .rules import INTERPOSING, PARTIAL_LOS, SightRules
from .scene import Blocker, Scene, convex_parts

__all__ = [
    "Blocker", "Scene", "convex_parts", "SightRules", "PARTIAL_LOS", "INTERPOSING",
    "Observer", "SightResult", "line_of_sight", "model_sight", "sight_lines", "NONE_LOS", "PARTIAL", "TOTAL",
    "CoverResult", "UnitCover", "model_cover", "unit_cover", "model_blockers", "Cancelled", "Progress",
]
