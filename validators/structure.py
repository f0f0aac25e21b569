"""Structural checks: shapes that cannot be used and references the ruleset or catalogue does not know.

A file with a self-intersecting polygon loads; ``table.geometry`` reports it with
the shape shapely's ``make_valid`` proposes, and the document is left as it is.
References (terrain kinds, marker and scenario kinds, sides, profiles, attached
entries, options) are checked against the ruleset and the army's catalogue.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from model.army import ArmyList
from model.display import kind_names, listing, marker_name, piece_name, quoted, zone_name
from model.errors import DocumentError
from model.i18n import lazy_msg, msg, msg_n

from .army_rules import catalogue_of
from .event import check_params
from .findings import Location
from .registry import RULES, load_rules, rule

if TYPE_CHECKING:
    from model.campaign import CampaignDocument
    from model.table import TableDocument

# Shapes (shapely) and maps (networkx) are imported by the checks that use them, so an army
# list is checked without loading either.

KIND_NAMES = {"table": lazy_msg("kind.tables", "tables"), "campaign": lazy_msg("kind.campaigns", "campaign maps"),
              "army": lazy_msg("kind.armies", "army lists"), "catalogue": lazy_msg("kind.catalogues", "catalogues")}


def _kinds(kinds) -> str:
    return listing(KIND_NAMES[k].render() if k in KIND_NAMES else k for k in kinds)


@rule("document.ruleset", "any", "error",
      "The document's ruleset serves this kind of document (tables, campaign maps or army lists).",
      reference="Wartable ruleset files (docs/rulesets.md): 'documents'", basis="format")
def check_ruleset_kind(doc, ctx):
    rs = ctx.ruleset
    if rs is None or doc.KIND == "catalogue" or rs.serves(doc.KIND):
        return ()
    return [ctx.finding(
        "document.ruleset",
        msg("document.ruleset", "The ruleset {ruleset} has no rules for {kind}; it serves {served}.",
            ruleset=rs.name, kind=_kinds([doc.KIND]), served=_kinds(rs.data.get("documents", []))),
        Location(path="ruleset"), subjects=[rs.id])]


# -- table geometry -------------------------------------------------------------

def table_shapes(doc: TableDocument, ruleset=None):
    """``(json path, object id, display name, geometry)`` for every shape of a table."""
    for i, p in enumerate(doc.pieces.values()):
        yield f"pieces[{i}].footprint", p.id, piece_name(p, ruleset), p.footprint
        for j, w in enumerate(p.walls):
            yield (f"pieces[{i}].walls[{j}]", p.id,
                   msg("structure.wall", "{piece} wall {number}", piece=piece_name(p, ruleset), number=j + 1), w)
    for i, z in enumerate(doc.zones.values()):
        yield f"zones[{i}].polygon", z.id, zone_name(z), z.polygon
    for i, m in enumerate(doc.markers.values()):
        yield f"markers[{i}].geometry", m.id, marker_name(m, ruleset), m.geometry


@rule("table.geometry", "table", "error",
      "Terrain, zone and marker shapes are valid: no self-intersection, no zero area, finite coordinates. "
      "The finding carries the repaired shape (shapely make_valid); the file is not changed.",
      reference="Wartable file format (docs/format.md): polygons", basis="format")
def check_geometry(doc: TableDocument, ctx):
    from model.geometry import problems, repaired

    for path, obj_id, label, geom in table_shapes(doc, ctx.ruleset):
        found = problems(geom)
        if not found:
            continue
        finite = getattr(found[0], "id", "") != "geometry.non-finite"
        data = {}
        if finite:
            fixed = repaired(geom)
            if not fixed.is_empty:
                data["repaired"] = fixed
        problem = msg("structure.and", "{a} and {b}", a=found[0], b=found[1]) if len(found) == 2 else \
            listing(found)
        yield ctx.finding(
            "table.geometry",
            msg("table.geometry.repaired", "The shape of {name} {problem}; a repaired shape is offered.",
                name=quoted(label), problem=problem) if "repaired" in data else
            msg("table.geometry", "The shape of {name} {problem}.", name=quoted(label), problem=problem),
            Location(geometry=geom if finite else None, path=path), subjects=[obj_id], data=data)


def valid_geometry(geom) -> bool:
    """Whether other rules can measure this shape (table.geometry reports the others)."""
    from model.geometry import problems

    return not problems(geom)


# -- references ------------------------------------------------------------------

@rule("document.reference", "any", "error",
      "Every name a document uses exists: terrain kinds, marker and scenario kinds and sides on tables; "
      "terrains, features and races on campaign maps; profiles, options and attached entries in army lists.",
      reference="The ruleset's catalogues and the army's catalogue file", basis="format")
def check_references(doc, ctx):
    if doc.KIND == "table":
        return _table_references(doc, ctx)
    if doc.KIND == "campaign":
        return _campaign_references(doc, ctx)
    if doc.KIND == "army":
        return _army_references(doc, ctx)
    return ()


def _table_references(doc: TableDocument, ctx):
    rs = ctx.ruleset
    if rs is None:
        return
    kinds = {k["id"] for k in rs.terrain_kinds()}
    for i, p in enumerate(doc.pieces.values()):
        if p.kind not in kinds:
            yield ctx.finding(
                "document.reference",
                msg("reference.terrain-kind", "The terrain piece {name} is of the kind {kind}, which {ruleset} does "
                    "not have (its terrain kinds: {known}).", name=quoted(p.label or p.kind), kind=quoted(p.kind),
                    ruleset=rs.name, known=kind_names(rs, "terrain_kinds", kinds)),
                Location(geometry=p.footprint, path=f"pieces[{i}].kind"), subjects=[p.id])
    marker_kinds = {m["id"] for m in rs.markers()}
    sides = set(doc.sides())
    for i, m in enumerate(doc.markers.values()):
        if m.kind not in marker_kinds:
            yield ctx.finding(
                "document.reference",
                msg("reference.marker-kind", "The marker {name} is of the kind {kind}, which {ruleset} does not have "
                    "(its marker kinds: {known}).", name=quoted(m.label or m.kind), kind=quoted(m.kind),
                    ruleset=rs.name, known=kind_names(rs, "markers", marker_kinds)),
                Location(geometry=m.geometry, path=f"markers[{i}].kind"), subjects=[m.id])
        if m.side is not None and sides and m.side not in sides:
            yield ctx.finding(
                "document.reference",
                msg("reference.marker-side", "The marker {name} belongs to the side {side}, which has no deployment "
                    "zone on this table (sides: {known}).", name=quoted(marker_name(m, rs)), side=quoted(m.side),
                    known=listing(sorted(sides))),
                Location(geometry=m.geometry, path=f"markers[{i}].side"), subjects=[m.id])
    kind = doc.scenario.kind
    if kind is not None and rs.scenario(kind) is None:
        known = {s["id"] for s in rs.scenarios()}
        yield ctx.finding(
            "document.reference",
            msg("reference.scenario", "The scenario {kind} is not one of the scenarios of {ruleset} ({known}).",
                kind=quoted(kind), ruleset=rs.name, known=kind_names(rs, "scenarios", known)),
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
            msg_n("reference.hex-terrain",
                  "{count} hex has the terrain {terrain}, which {ruleset} does not have (its terrains: {known}).",
                  "{count} hexes have the terrain {terrain}, which {ruleset} does not have (its terrains: {known}).",
                  count=len(keys), terrain=quoted(name), ruleset=rs.name,
                  known=kind_names(rs, "campaign.terrains", terrains)),
            Location(hexes=tuple(keys)), subjects=[str(k) for k in keys], data={"terrain": name})
    for name, keys in sorted(bad_feature.items()):
        yield ctx.finding(
            "document.reference",
            msg_n("reference.hex-feature",
                  "{count} hex has the construction {feature}, which {ruleset} does not have (its constructions: "
                  "{known}).",
                  "{count} hexes have the construction {feature}, which {ruleset} does not have (its constructions: "
                  "{known}).",
                  count=len(keys), feature=quoted(name), ruleset=rs.name,
                  known=kind_names(rs, "campaign.features", features)),
            Location(hexes=tuple(keys)), subjects=[str(k) for k in keys], data={"feature": name})
    from .campaign_rules import resolve_race

    races = {r["id"] for r in rs.value("campaign.races", [])}
    for i, p in enumerate(doc.players.values()):
        if p.race and resolve_race(rs, p.race) is None:
            yield ctx.finding(
                "document.reference",
                msg("reference.race", "The player {player} plays the race {race}, which {ruleset} does not list "
                    "(its races: {known}).", player=p.name, race=quoted(p.race), ruleset=rs.name,
                    known=kind_names(rs, "campaign.races", races)),
                Location(path=f"players[{i}].race"), subjects=[p.id])


def _entry(e, profiles) -> str:
    p = profiles.get(e.profile) if profiles else None
    return e.label or (p.name if p is not None else e.profile)


def _army_references(doc: ArmyList, ctx):
    out = []
    catalogue = catalogue_of(doc, ctx)
    profiles = catalogue.profiles if catalogue is not None else {}
    unknown = []  # profile and option problems, reported after the catalogue's own
    for i, e in enumerate(doc.entries.values()):
        if e.attached_to is None:
            if e.role is not None:
                out.append(ctx.finding(
                    "document.reference",
                    msg("reference.role-unattached", "The entry {entry} has the role {role} but is not attached to "
                        "any unit.", entry=quoted(_entry(e, profiles)), role=quoted(e.role)),
                    Location(path=f"entries[{i}].attached_to"), subjects=[e.id]))
        else:
            target = doc.entries.get(e.attached_to)
            if target is None or e.attached_to == e.id:
                out.append(ctx.finding(
                    "document.reference",
                    msg("reference.attached-self", "The entry {entry} is attached to itself.",
                        entry=quoted(_entry(e, profiles))) if e.attached_to == e.id else
                    msg("reference.attached-missing", "The entry {entry} is attached to a line that is not in this "
                        "army list ({target}).", entry=quoted(_entry(e, profiles)), target=quoted(e.attached_to)),
                    Location(path=f"entries[{i}].attached_to"), subjects=[e.id]))
            elif target.attached_to is not None:
                out.append(ctx.finding(
                    "document.reference",
                    msg("reference.attached-chain", "The entry {entry} is attached to {target}, which is itself "
                        "attached to {other} and so is not a unit.", entry=quoted(_entry(e, profiles)),
                        target=quoted(_entry(target, profiles)),
                        other=quoted(_entry(doc.entries[target.attached_to], profiles)
                                     if target.attached_to in doc.entries else target.attached_to)),
                    Location(path=f"entries[{i}].attached_to"), subjects=[e.id, target.id]))
        if catalogue is None:
            continue
        profile = profiles.get(e.profile)
        if profile is None and e.not_in_catalogue:  # kept as the roster states it: army.catalogue-missing says so
            continue
        if profile is None:
            unknown.append(ctx.finding(
                "document.reference",
                msg("reference.profile", "The entry {entry} uses the profile {profile}, which the catalogue "
                    "{catalogue} does not have.", entry=quoted(e.label), profile=quoted(e.profile),
                    catalogue=quoted(catalogue.name)) if e.label else
                msg("reference.profile-unlabelled", "An entry uses the profile {profile}, which the catalogue "
                    "{catalogue} does not have.", profile=quoted(e.profile), catalogue=quoted(catalogue.name)),
                Location(path=f"entries[{i}].profile"), subjects=[e.id]))
        elif e.options:
            known = {o.id for o in profile.options}
            unknown += [ctx.finding(
                "document.reference",
                msg("reference.option", "The entry {entry} takes the option {option}, which the profile {profile} "
                    "does not offer (its options: {known}).", entry=quoted(e.label or profile.name),
                    option=quoted(opt), profile=quoted(profile.name),
                    known=listing(sorted(o.name or o.id for o in profile.options))),
                Location(path=f"entries[{i}].options[{j}]"), subjects=[e.id])
                for j, opt in enumerate(e.options) if opt not in known]
    if catalogue is None:
        out.append(ctx.finding(
            "document.reference",
            msg("reference.no-catalogue", "The catalogue {catalogue} was not available, so the profiles could not "
                "be checked.", catalogue=quoted(doc.catalogue)),
            Location(path="catalogue"), severity="warning"))
        return out
    if catalogue.ruleset and catalogue.ruleset != doc.ruleset:
        out.append(ctx.finding(
            "document.reference",
            msg("reference.catalogue-ruleset", "The catalogue {catalogue} is for the ruleset {theirs}, but the army "
                "list is for {ours}.", catalogue=quoted(catalogue.name), theirs=quoted(catalogue.ruleset),
                ours=quoted(doc.ruleset)),
            Location(path="catalogue"), subjects=[catalogue.id]))
    out.extend(unknown)
    return out


@rule("document.settings", "any", "error",
      "The document's own settings section names known rules and gives their parameters values of the "
      "right kind.", reference="docs/validators.md: event settings", basis="format", needs="settings")
def check_document_settings(doc, ctx):
    settings = getattr(doc, "settings", None) or {}
    if settings.get("rules"):
        load_rules()  # a setting may name a rule of any kind of document
    for rule_id, override in (settings.get("rules") or {}).items():
        field = f"settings.rules.{rule_id}"
        try:
            if rule_id not in RULES:
                raise DocumentError(None, field, msg("settings.unknown-rule", "names no known rule"),
                                    msg("settings.rule-id", "a rule id from `wartable rules`"))
            check_params(rule_id, (override or {}).get("params") or {}, None, f"{field}.params")
        except DocumentError as exc:
            yield ctx.finding(
                "document.settings",
                msg("document.settings.expected", "{field} {problem} (expected {expected}); it is ignored.",
                    field=exc.field, problem=exc.problem, expected=exc.expected) if exc.expected else
                msg("document.settings", "{field} {problem}; it is ignored.", field=exc.field, problem=exc.problem),
                Location(path=exc.field), subjects=[rule_id])
