"""A generated layout's score in words, target by target.

The numbers come from the rules themselves: the layout is checked once more with each target's
limit set where every layout reports its measure (a density of the whole table, an exposure and a
difference of at most -1), so the words say exactly what the rule measured. Objective hiding is
measured with the sight engine (:func:`validators.sight.analysis.objective_sight`).
"""
from __future__ import annotations

from dataclasses import dataclass

from model.display import listing
from model.i18n import localise_decimal, msg
from model.table import TableDocument
from model.targets import Targets
from model.units import format_length

from ..findings import Finding, Severity
from ..registry import validate
from ..table_rules import HALF_WORDS

#: limits no layout meets, so that each rule reports what it measured
_MEASURE = {"rules": {
    "table.terrain-density": {"params": {"min": 1.0}},
    "table.exposure": {"params": {"max_share": -1}},
    "table.fairness": {"params": {"max_difference": -1}},
}}


@dataclass(frozen=True)
class TargetResult:
    """One target: its id, whether the layout meets it, and the measure in a sentence."""

    target: str
    met: bool
    text: str
    value: float | None = None


def _pct(x: float) -> str:
    return localise_decimal(f"{100 * x:.0f}") + "%"


def _verdict(met: bool, text: str) -> str:
    return msg("generate.met", "Met: {text}", text=text) if met else msg("generate.missed", "Missed: {text}", text=text)


def objective_hiding(doc: TableDocument, ruleset) -> float | None:
    """The least share, over both sides and every objective, of the enemy zone's sample points that
    cannot see the objective (a model of ordinary height standing on it); None without objectives."""
    from ..sight.analysis import objective_sight
    from ..sight.exposure import lattice_points
    from ..sight.table import (default_resolution, objective_points, opposing_sides, scene_from_table, seeing_scene,
                               sight_rules, typical_volume, zones_by_side)

    sides = opposing_sides(doc)
    objectives = list(objective_points(doc).values())
    if sides is None or not objectives:
        return None
    rs = ruleset.for_document(doc)
    scene = seeing_scene(scene_from_table(doc, rs), sight_rules(rs, doc))
    height = typical_volume(rs)
    zones = zones_by_side(doc)
    b = doc.bounds().bounds
    centre = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)
    least = 1.0
    for side in sides:
        sources = lattice_points(zones[side].intersection(doc.bounds()), 4 * default_resolution(doc), centre)
        seen = objective_sight(scene, sources, objectives, height, height)
        least = min(least, float(1.0 - seen.max()) if len(seen) else 1.0)
    return least


def explain(doc: TableDocument, ruleset, targets: Targets, findings: list[Finding]) -> list[TargetResult]:
    """Each target met or missed, with its measure in words (the current language)."""
    rs = ruleset.for_document(doc)
    t = targets.with_defaults(rs)
    out: list[TargetResult] = []
    errors = [f for f in findings if f.severity is Severity.ERROR]
    out.append(TargetResult("rulebook", not errors,
                            _verdict(True, msg("generate.no-error", "no rulebook error.")) if not errors else
                            _verdict(False, msg("generate.errors", "{count} errors, the first: {first}",
                                                count=len(errors), first=errors[0].message))))
    warned = {f.rule for f in findings if f.severity is Severity.WARNING}
    measured = validate(doc, rs, _MEASURE, only=tuple(_MEASURE["rules"]))
    by_rule: dict[str, list[Finding]] = {}
    for f in measured:
        by_rule.setdefault(f.rule, []).append(f)

    density = by_rule.get("table.terrain-density")
    if t.density_min is not None or t.density_max is not None:
        # no finding: terrain covers the whole table
        d = density[0].data if density else {"share": 1.0, "shares": {n: 1.0 for n in HALF_WORDS}}
        halves = listing(msg("generate.half-share", "{half} {share}", half=HALF_WORDS[n], share=_pct(s))
                         for n, s in d["shares"].items() if n != "table")
        wanted = msg("generate.range", "{low} to {high}", low=_pct(t.density_min or 0.0),
                     high=_pct(t.density_max if t.density_max is not None else 1.0))
        met = "table.terrain-density" not in warned
        out.append(TargetResult("density", met, _verdict(met, msg(
            "generate.density", "terrain covers {share} of the table ({halves}); {wanted} wanted.",
            share=_pct(d["share"]), halves=halves, wanted=wanted)), d["share"]))
    for f in by_rule.get("table.exposure", []):
        share, side = f.data["share"], _side_of(doc, f)
        met = share <= (t.max_zone_exposure if t.max_zone_exposure is not None else 1.0) + 1e-9
        out.append(TargetResult("exposure", met, _verdict(met, msg(
            "generate.exposure", "the enemy sees {share} of the deployment zone of {side}; at most {limit} wanted.",
            share=_pct(share), side=side, limit=_pct(t.max_zone_exposure if t.max_zone_exposure is not None else 1.0))),
            share))
    for f in by_rule.get("table.fairness", []):
        score = f.data["score"]
        limit = t.max_side_difference if t.max_side_difference is not None else 1.0
        met = "table.fairness" not in warned
        out.append(TargetResult("fairness", met, _verdict(met, msg(
            "generate.fairness", "the sides differ by {score} at most; at most {limit} wanted.",
            score=_pct(score), limit=_pct(limit))), score))
    if t.firing_lanes == "none":
        lane = [f for f in findings if f.rule == "table.firing-lane"]
        fmt = (lambda mm: format_length(mm, doc.unit, rs.ud_mm))
        out.append(TargetResult("firing-lanes", not lane, _verdict(not lane, msg(
            "generate.no-lane", "no clear firing lane runs from one deployment zone to the other.")) if not lane else
            _verdict(False, msg("generate.lane", "a clear firing lane {width} wide runs from one deployment zone to "
                                "the other.", width=fmt(lane[0].data.get("width_mm", 0.0))))))
    if t.min_objective_hiding is not None:
        hidden = objective_hiding(doc, rs)
        if hidden is not None:
            met = hidden >= t.min_objective_hiding - 1e-9
            out.append(TargetResult("objective-hiding", met, _verdict(met, msg(
                "generate.objective-hiding", "each objective is hidden from at least {share} of the enemy zone; "
                "at least {wanted} wanted.", share=_pct(hidden), wanted=_pct(t.min_objective_hiding))), hidden))
    spaced = not ({"table.terrain-spacing", "table.edge-clearance", "table.terrain-overlap"} & warned)
    out.append(TargetResult("spacing", spaced, _verdict(spaced, msg(
        "generate.spacing", "blocking pieces stand at least {spacing} apart and {edge} from the table edges, "
        "none overlapping.", spacing=_length(doc, rs, "table.terrain-spacing", "table_rules.terrain_spacing",
                                            t.terrain_spacing),
        edge=_length(doc, rs, "table.edge-clearance", "table_rules.edge_clearance", t.edge_clearance)))))
    known = {"table.terrain-density", "table.exposure", "table.fairness", "table.firing-lane", "table.terrain-spacing",
             "table.edge-clearance", "table.terrain-overlap"}
    others = [f for f in findings if f.severity is Severity.WARNING and f.rule not in known]
    if others:
        out.append(TargetResult("other", False, _verdict(False, msg(
            "generate.other-warnings", "{count} other warnings, the first: {first}", count=len(others),
            first=others[0].message))))
    return out


def _length(doc, rs, rule_id: str, key: str, value) -> str:
    from ..event import parse_length

    mm = rs.length(key) if value is None else parse_length(value, rs)
    return format_length(mm or 0.0, doc.unit, rs.ud_mm)


def _side_of(doc: TableDocument, f: Finding) -> str:
    for z in doc.zones.values():
        if z.id in f.subjects:
            return z.side
    return ""


def explain_aims(doc: TableDocument, ruleset, targets: Targets) -> list[TargetResult]:
    """How near the layout comes to each of the organiser's aims, in words (on aim: within
    ``AIM_TOLERANCE``). Aims are not limits: a layout off its aims still meets its targets."""
    from .aims import AIM_TOLERANCE, measures_for

    m = measures_for(doc, ruleset, targets)
    if m is None:
        return []

    def line(key: str, value: float, aim: float, text: str) -> TargetResult:
        near = abs(value - aim) <= AIM_TOLERANCE + 1e-9
        words = msg("generate.on-aim", "On aim: {text}", text=text) if near else \
            msg("generate.off-aim", "Off aim: {text}", text=text)
        return TargetResult(key, near, words, value)

    out = []
    if targets.aim_overall_visibility is not None:
        out.append(line("aim-overall-visibility", m.overall, targets.aim_overall_visibility, msg(
            "generate.aim-overall", "a model sees {share} of the table on average; about {aim} aimed at.",
            share=_pct(m.overall), aim=_pct(targets.aim_overall_visibility))))
    for side, value in m.zone_hidden.items():
        if targets.aim_zone_hiding is not None:
            out.append(line("aim-zone-hiding", value, targets.aim_zone_hiding, msg(
                "generate.aim-zone", "{share} of the deployment zone of {side} is hidden from the enemy's threat "
                "area; about {aim} aimed at.", share=_pct(value), side=side, aim=_pct(targets.aim_zone_hiding))))
    for side, value in m.objectives_hidden.items():
        if targets.aim_objective_hiding is not None:
            out.append(line("aim-objective-hiding", value, targets.aim_objective_hiding, msg(
                "generate.aim-objectives", "a model of {side} can hide beside {share} of the objectives; about "
                "{aim} aimed at.", share=_pct(value), side=side, aim=_pct(targets.aim_objective_hiding))))
    return out
