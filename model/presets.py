"""New documents from a ruleset's presets: table sizes and deployment-zone layouts."""
from __future__ import annotations

from shapely.geometry import LineString, Point, Polygon

from .display import side_label
from .geometry import rectangle
from .ruleset import Ruleset
from .table import DeploymentZone, TableDocument


def new_table(ruleset: Ruleset, preset_id: str | None = None, name: str = "") -> TableDocument:
    """An empty table of one of the ruleset's sizes (the first preset by default)."""
    presets = ruleset.table_presets()
    if not presets:
        raise ValueError(f"{ruleset.name} has no table presets")
    preset = next((p for p in presets if p["id"] == preset_id), presets[0]) if preset_id else presets[0]
    return TableDocument(name=name or preset["name"], ruleset=ruleset.id, width=preset["width"],
                         depth=preset["depth"], unit=ruleset.unit,
                         ud_mm=ruleset.ud_mm if ruleset.unit.value == "ud" else None)


def deployment_zones(ruleset: Ruleset, preset_id: str, width: float, depth: float,
                     sides: tuple[str, str] = ("A", "B"), ids: tuple[str, str] = ("zone-a", "zone-b")) -> list[DeploymentZone]:
    """The two zones a deployment preset describes, for a ``width`` x ``depth`` table (mm)."""
    preset = next((p for p in ruleset.deployment_presets() if p["id"] == preset_id), None)
    if preset is None:
        raise KeyError(f"{ruleset.name} has no deployment preset {preset_id!r}")
    layout = preset.get("layout")
    d = preset.get("depth") or 0.0
    sep = ruleset.length(f"deployment_presets.{preset_id}.separation", 0.0) or 0.0
    a, b = sides
    if layout in ("long-edges", "short-edges"):
        along_x = (width >= depth) == (layout == "long-edges")  # zones on the top/bottom edges
        if along_x:
            return [DeploymentZone(ids[0], a, rectangle(0, depth - d, width, d), side_label(a), "bottom"),
                    DeploymentZone(ids[1], b, rectangle(0, 0, width, d), side_label(b), "top")]
        return [DeploymentZone(ids[0], a, rectangle(0, 0, d, depth), side_label(a), "left"),
                DeploymentZone(ids[1], b, rectangle(width - d, 0, d, depth), side_label(b), "right")]
    if layout == "diagonal":
        # halves split by the diagonal from the top-left to the bottom-right corner, each kept
        # ``separation`` away from it
        lower = Polygon([(0, 0), (0, depth), (width, depth)])
        upper = Polygon([(0, 0), (width, 0), (width, depth)])
        gap = LineString([(0, 0), (width, depth)]).buffer(sep, cap_style="flat") if sep else Polygon()
        za, zb = lower.difference(gap), upper.difference(gap)
        return [DeploymentZone(ids[0], a, _largest(za), side_label(a)), DeploymentZone(ids[1], b, _largest(zb), side_label(b))]
    if layout == "quarters":
        centre = Point(width / 2, depth / 2).buffer(sep, 64) if sep else Polygon()
        za = rectangle(0, depth / 2, width / 2, depth / 2).difference(centre)
        zb = rectangle(width / 2, 0, width / 2, depth / 2).difference(centre)
        return [DeploymentZone(ids[0], a, _largest(za), side_label(a)), DeploymentZone(ids[1], b, _largest(zb), side_label(b))]
    raise ValueError(f"unknown deployment layout {layout!r}")


def _largest(geom) -> Polygon:
    if isinstance(geom, Polygon):
        return geom
    return max(geom.geoms, key=lambda g: g.area)
