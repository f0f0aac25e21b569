"""Structural checks: shapes that cannot be used and references the ruleset or catalogue does not know.

A file with a self-intersecting polygon loads; ``table.geometry`` reports it with
the shape shapely's ``make_valid`` proposes, and the document is left as it is.
References (terrain kinds, marker and scenario kinds, sides, profiles, attached
entries, options) are checked against the ruleset and the army's catalogue.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from model.army import ArmyList
from model.errors import DocumentError

from .army_rules import catalogue_of
from .event import check_params
from .findings import Location
from .registry import RULES, load_rules, rule

if TYPE_CHECKING:
    from model.campaign import CampaignDocument
    from model.table import TableDocument

# Shapes (shapely) and maps (networkx) are imported by the checks that use them, so an army
# list is checked without loading either.

KIND_NAMES = {"table": "tables", "campaign": "campaign maps", "army": "army lists"}


def _listing(ids) -> str:
    ids = sorted(ids)
    return ", ".join(ids) if ids else "none"


@rule("document.ruleset", "any", "error",
      "The document's ruleset serves this kind of document (tables, campaign maps or army lists).",
      reference="Wartable ruleset files (docs/rulesets.md): 'documents'")
def check_ruleset_kind(doc, ctx):
    rs = ctx.ruleset
    if rs is None or doc.KIND == "catalogue" or rs.serves(doc.KIND):
        return
    yield ctx.finding(
        "document.ruleset",
        f"The ruleset {rs.name} ({rs.id}) has no rules for {KIND_NAMES.get(doc.KIND, doc.KIND)}; "
        f"it serves {', '.join(KIND_NAMES.get(k, k) for k in rs.data.get('documents', []))}.",
        Location(path="ruleset"), subjects=[rs.id])


# -- table geometry -------------------------------------------------------------

def table_shapes(doc: TableDocument):
    """``(json path, object id, label, geometry)`` for every shape of a table."""
    for i, p in enumerate(doc.pieces.values()):
        yield f"pieces[{i}].footprint", p.id, p.label or p.kind, p.footprint
        for j, w in enumerate(p.walls):
            yield f"pieces[{i}].walls[{j}]", p.id, f"{p.label or p.kind} wall {j + 1}", w
    for i, z in enumerate(doc.zones.values()):
        yield f"zones[{i}].polygon", z.id, z.label or f"{z.side} deployment zone", z.polygon
    for i, m in enumerate(doc.markers.values()):
        yield f"markers[{i}].geometry", m.id, m.label or m.kind, m.geometry


@rule("table.geometry", "table", "error",
      "Terrain, zone and marker shapes are valid: no self-intersection, no zero area, finite coordinates. "
      "The finding carries the repaired shape (shapely make_valid); the file is not changed.",
      reference="Wartable file format (docs/format.md): polygons")
def check_geometry(doc: TableDocument, ctx):
    from model.geometry import problems, repaired

    for path, obj_id, label, geom in table_shapes(doc):
        found = problems(geom)
        if not found:
            continue
        finite = "non-finite" not in found[0]
        data = {}
        if finite:
            fixed = repaired(geom)
            if not fixed.is_empty:
                data["repaired"] = fixed
        yield ctx.finding(
            "table.geometry",
            f"The shape of '{label}' ({obj_id}) {' and '.join(found)}"
            + ("; a repaired shape is offered." if "repaired" in data else "."),
            Location(geometry=geom if finite else None, path=path), subjects=[obj_id], data=data)


def valid_geometry(geom) -> bool:
    """Whether other rules can measure this shape (table.geometry reports the others)."""
    from model.geometry import problems

    return not problems(geom)


# -- references ------------------------------------------------------------------

@rule("document.reference", "any", "error",
      "Every name a document uses exists: terrain kinds, marker and scenario kinds and sides on tables; "
      "terrains, features and races on campaign maps; profiles, options and attached entries in army lists.",
      reference="The ruleset's catalogues and the army's catalogue file")
def check_references(doc, ctx):
    if doc.KIND == "table":
        yield from _table_references(doc, ctx)
    elif doc.KIND == "campaign":
        yield from _campaign_references(doc, ctx)
    elif doc.KIND == "army":
        yield from _army_references(doc, ctx)


def _table_references(doc: TableDocument, ctx):
    rs = ctx.ruleset
    if rs is None:
        return
    kinds = {k["id"] for k in rs.terrain_kinds()}
    for i, p in enumerate(doc.pieces.values()):
        if p.kind not in kinds:
            yield ctx.finding(
                "document.reference",
                f"Terrain piece '{p.label or p.id}' ({p.id}) is of the kind '{p.kind}', which {rs.name} does not "
                f"have (known kinds: {_listing(kinds)}).",
                Location(geometry=p.footprint, path=f"pieces[{i}].kind"), subjects=[p.id])
    marker_kinds = {m["id"] for m in rs.markers()}
    sides = set(doc.sides())
    for i, m in enumerate(doc.markers.values()):
        if m.kind not in marker_kinds:
            yield ctx.finding(
                "document.reference",
                f"Marker '{m.label or m.id}' ({m.id}) is of the kind '{m.kind}', which {rs.name} does not have "
                f"(known marker kinds: {_listing(marker_kinds)}).",
                Location(geometry=m.geometry, path=f"markers[{i}].kind"), subjects=[m.id])
        if m.side is not None and sides and m.side not in sides:
            yield ctx.finding(
                "document.reference",
                f"Marker '{m.label or m.id}' ({m.id}) belongs to the side '{m.side}', which has no deployment zone "
                f"on this table (sides: {_listing(sides)}).",
                Location(geometry=m.geometry, path=f"markers[{i}].side"), subjects=[m.id])
    kind = doc.scenario.kind
    if kind is not None and rs.scenario(kind) is None:
        known = {s["id"] for s in rs.scenarios()}
        yield ctx.finding(
            "document.reference",
            f"The scenario kind '{kind}' is not one of {rs.name}'s scenarios ({_listing(known)}).",
            Location(path="scenario.kind"))


def _campaign_references(doc: CampaignDocument, ctx):
    rs = ctx.ruleset
    if rs is None or rs.value("campaign") is None:
        return
    terrains = {t["id"] for t in rs.value("campaign.terrains", [])}
    features = {f["id"] for f in rs.value("campaign.features", [])}
    bad_terrain: dict[str, list] = {}
    bad_feature: dict[str, list] = {}
    for key, cell in doc.cells.items():
        if cell.terrain not in terrains:
            bad_terrain.setdefault(cell.terrain, []).append(key)
        for f in cell.features:
            if f not in features:
                bad_feature.setdefault(f, []).append(key)
    for name, keys in sorted(bad_terrain.items()):
        yield ctx.finding(
            "document.reference",
            f"{len(keys)} hex(es) have the terrain '{name}', which {rs.name} does not have "
            f"(known terrains: {_listing(terrains)}).",
            Location(hexes=tuple(keys)), subjects=[str(k) for k in keys], data={"terrain": name})
    for name, keys in sorted(bad_feature.items()):
        yield ctx.finding(
            "document.reference",
            f"{len(keys)} hex(es) have the construction '{name}', which {rs.name} does not have "
            f"(known: {_listing(features)}).",
            Location(hexes=tuple(keys)), subjects=[str(k) for k in keys], data={"feature": name})
    from .campaign_rules import resolve_race

    races = {r["id"] for r in rs.value("campaign.races", [])}
    for i, p in enumerate(doc.players.values()):
        if p.race and resolve_race(rs, p.race) is None:
            yield ctx.finding(
                "document.reference",
                f"Player {p.name} ({p.id}) plays the race '{p.race}', which {rs.name} does not list "
                f"(known races: {_listing(races)}).",
                Location(path=f"players[{i}].race"), subjects=[p.id])


def _army_references(doc: ArmyList, ctx):
    catalogue = catalogue_of(doc, ctx)
    profiles = catalogue.profiles if catalogue is not None else {}
    unknown = []  # profile and option problems, reported after the catalogue's own
    for i, e in enumerate(doc.entries.values()):
        if e.attached_to is None:
            if e.role is not None:
                yield ctx.finding(
                    "document.reference",
                    f"Entry '{e.label or e.id}' has the role '{e.role}' but is not attached to any unit.",
                    Location(path=f"entries[{i}].attached_to"), subjects=[e.id])
        else:
            target = doc.entries.get(e.attached_to)
            if target is None or e.attached_to == e.id:
                yield ctx.finding(
                    "document.reference",
                    f"Entry '{e.label or e.id}' is attached to '{e.attached_to}', which is "
                    + ("itself." if e.attached_to == e.id else "not an entry of this army list."),
                    Location(path=f"entries[{i}].attached_to"), subjects=[e.id])
            elif target.attached_to is not None:
                yield ctx.finding(
                    "document.reference",
                    f"Entry '{e.label or e.id}' is attached to '{target.label or target.id}', which is itself "
                    f"attached to '{target.attached_to}' and so is not a unit.",
                    Location(path=f"entries[{i}].attached_to"), subjects=[e.id, target.id])
        if catalogue is None:
            continue
        profile = profiles.get(e.profile)
        if profile is None:
            unknown.append(ctx.finding(
                "document.reference",
                f"Entry '{e.label or e.id}' uses the profile '{e.profile}', which the catalogue "
                f"'{catalogue.name}' does not have.",
                Location(path=f"entries[{i}].profile"), subjects=[e.id]))
        elif e.options:
            known = {o.id for o in profile.options}
            unknown += [ctx.finding(
                "document.reference",
                f"Entry '{e.label or e.id}' takes the option '{opt}', which the profile '{profile.name}' does "
                f"not offer (options: {_listing(known)}).",
                Location(path=f"entries[{i}].options[{j}]"), subjects=[e.id])
                for j, opt in enumerate(e.options) if opt not in known]
    if catalogue is None:
        yield ctx.finding(
            "document.reference",
            f"The catalogue '{doc.catalogue}' was not available, so the profiles could not be checked.",
            Location(path="catalogue"), severity="warning")
        return
    if catalogue.ruleset and catalogue.ruleset != doc.ruleset:
        yield ctx.finding(
            "document.reference",
            f"The catalogue '{catalogue.name}' is for the ruleset '{catalogue.ruleset}', "
            f"but the army list is for '{doc.ruleset}'.",
            Location(path="catalogue"), subjects=[catalogue.id])
    yield from unknown


@rule("document.settings", "any", "error",
      "The document's own settings section names known rules and gives their parameters values of the "
      "right kind.", reference="docs/validators.md: event settings")
def check_document_settings(doc, ctx):
    settings = getattr(doc, "settings", None) or {}
    if settings.get("rules"):
        load_rules()  # a setting may name a rule of any kind of document
    for rule_id, override in (settings.get("rules") or {}).items():
        field = f"settings.rules.{rule_id}"
        try:
            if rule_id not in RULES:
                raise DocumentError(None, field, "names no known rule", "a rule id from `wartable rules`")
            check_params(rule_id, (override or {}).get("params") or {}, None, f"{field}.params")
        except DocumentError as exc:
            expected = f" (expected {exc.expected})" if exc.expected else ""
            yield ctx.finding("document.settings", f"{exc.field} {exc.problem}{expected}; it is ignored.",
                              Location(path=exc.field), subjects=[rule_id])
