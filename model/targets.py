"""What the organiser wants of a generated table: the targets (docs/generate.md).

Each target is an organiser setting of a rule that already judges hand-made tables
(``table.terrain-density``, ``table.exposure``, ``table.fairness``, ``table.firing-lane``,
``table.terrain-spacing``, ``table.edge-clearance``): :meth:`Targets.settings` turns them into
those rules' event settings, so a generated layout is judged exactly as a hand-made one. A target
left out is the ruleset's default. ``symmetry`` and ``min_difference`` say how layouts are made
and how far apart they must be; ``min_objective_hiding`` is measured with the sight engine.

The *aims* (``aim_overall_visibility``, ``aim_zone_hiding``, ``aim_objective_hiding``) are not
limits but where the organiser would like a layout to land: once every limit is met, the search
keeps improving the layout toward them (``validators.generate.aims``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from .errors import DocumentError
from .i18n import msg
from .jsonutil import check_schema, read_json

SYMMETRIES = ("none", "mirror", "180")
#: Default least difference between two layouts offered together: a third of the terrain's
#: footprint elsewhere (an organiser default, docs/generate.md).
DEFAULT_MIN_DIFFERENCE = 0.3


@dataclass(frozen=True)
class Targets:
    """The organiser's targets; None: as the ruleset says (or not asked for)."""

    density_min: float | None = None
    density_max: float | None = None
    max_zone_exposure: float | None = None
    max_side_difference: float | None = None
    firing_lanes: str = "allowed"
    min_objective_hiding: float | None = None
    terrain_spacing: float | str | None = None
    edge_clearance: float | str | None = None
    symmetry: str = "none"
    min_difference: float = DEFAULT_MIN_DIFFERENCE
    #: wanted share of the table a model sees on average (0-1)
    aim_overall_visibility: float | None = None
    #: wanted share of each zone hidden from the enemy's threat area
    aim_zone_hiding: float | None = None
    #: wanted share of objectives with a hiding place from the enemy's threat area
    aim_objective_hiding: float | None = None
    #: how far the threat area reaches beyond the enemy zone (a length; None: the zone itself)
    threat_reach: float | str | None = None
    #: how far from an objective a model may hide and still hold it (a length; None: two grid cells)
    objective_reach: float | str | None = None
    #: weights of the three aims (overall visibility, zone hiding, objective hiding)
    aim_weights: tuple[float, float, float] = (1.0, 1.0, 1.0)

    def has_aims(self) -> bool:
        return any(v is not None for v in (self.aim_overall_visibility, self.aim_zone_hiding,
                                           self.aim_objective_hiding))

    def settings(self) -> dict:
        """The targets as event settings of the rules that judge them (``{"rules": {...}}``)."""
        rules: dict = {}

        def put(rule_id: str, **params):
            params = {k: v for k, v in params.items() if v is not None}
            if params:
                rules.setdefault(rule_id, {"params": {}})["params"].update(params)

        put("table.terrain-density", min=self.density_min, max=self.density_max)
        put("table.exposure", max_share=self.max_zone_exposure)
        put("table.fairness", max_difference=self.max_side_difference)
        put("table.terrain-spacing", distance=self.terrain_spacing)
        put("table.edge-clearance", distance=self.edge_clearance)
        if self.firing_lanes == "none":
            rules["table.firing-lane"] = {"severity": "warning", "params": {}}
        return {"rules": rules}

    def with_defaults(self, ruleset) -> "Targets":
        """The targets with the ruleset's own values where the organiser gave none."""
        rng = ruleset.value("table_rules.terrain_density") or {}
        return replace(
            self,
            density_min=self.density_min if self.density_min is not None else rng.get("min"),
            density_max=self.density_max if self.density_max is not None else rng.get("max"),
            max_zone_exposure=self.max_zone_exposure if self.max_zone_exposure is not None
            else ruleset.value("table_rules.max_zone_exposure"),
            max_side_difference=self.max_side_difference if self.max_side_difference is not None
            else ruleset.value("table_rules.max_side_difference"))


def targets_from_json(data: dict, path=None) -> Targets:
    """Targets from a schema-checked targets object."""
    density = data.get("density") or {}
    low, high = density.get("min"), density.get("max")
    if low is not None and high is not None and low > high:
        raise DocumentError(path, "density", msg("targets.density-order", "asks for at least {low} and at most {high}",
                                                 low=low, high=high),
                            msg("targets.expect-order", "min no larger than max"))
    return Targets(density_min=low, density_max=high, max_zone_exposure=data.get("max_zone_exposure"),
                   max_side_difference=data.get("max_side_difference"),
                   firing_lanes=data.get("firing_lanes", "allowed"),
                   min_objective_hiding=data.get("min_objective_hiding"),
                   terrain_spacing=data.get("terrain_spacing"), edge_clearance=data.get("edge_clearance"),
                   symmetry=data.get("symmetry", "none"),
                   min_difference=float(data.get("min_difference", DEFAULT_MIN_DIFFERENCE)),
                   **_aims_from_json(data.get("aims") or {}))


_AIMS = ("overall_visibility", "zone_hiding", "objective_hiding")


def _aims_from_json(aims: dict) -> dict:
    weights = aims.get("weights") or {}
    return {"aim_overall_visibility": aims.get("overall_visibility"), "aim_zone_hiding": aims.get("zone_hiding"),
            "aim_objective_hiding": aims.get("objective_hiding"), "threat_reach": aims.get("threat_reach"),
            "objective_reach": aims.get("objective_reach"),
            "aim_weights": tuple(float(weights.get(k, 1.0)) for k in _AIMS)}


def load_targets(path: str | Path) -> Targets:
    """A targets file, or DocumentError naming the file, the field and what was expected."""
    data = read_json(path)
    if isinstance(data, dict) and data.get("format") != "wartable-targets":
        raise DocumentError(path, "format", msg("targets.not-targets", "is {value}, not generation targets",
                                                value=repr(data.get("format"))), '"format": "wartable-targets"')
    check_schema(data, "targets", path)
    return targets_from_json(data, path)


def targets_to_json(t: Targets) -> dict:
    body: dict = {"format": "wartable-targets", "format_version": 1}
    density = {k: v for k, v in (("min", t.density_min), ("max", t.density_max)) if v is not None}
    if density:
        body["density"] = density
    for key in ("max_zone_exposure", "max_side_difference", "min_objective_hiding", "terrain_spacing",
                "edge_clearance"):
        if getattr(t, key) is not None:
            body[key] = getattr(t, key)
    body["firing_lanes"] = t.firing_lanes
    body["symmetry"] = t.symmetry
    body["min_difference"] = t.min_difference
    aims = {k: getattr(t, f"aim_{k}") for k in _AIMS if getattr(t, f"aim_{k}") is not None}
    if aims:
        aims.update({k: getattr(t, k) for k in ("threat_reach", "objective_reach") if getattr(t, k) is not None})
        aims["weights"] = dict(zip(_AIMS, t.aim_weights))
        body["aims"] = aims
    return body
