"""BattleScribe and New Recruit rosters (``.ros``, zipped ``.rosz``) into Wartable army lists, as
the roster says.

A roster's forces (at any depth) hold *selections*, each with its ``number`` and its own costs;
the roster's total is the sum of every selection's points. Each top-level selection is either:

- a setting of the list (battle size, detachment, game type, a chapter or dynasty choice: a
  selection of the category "Configuration", or an upgrade that carries no model, no points and no
  model's stat line), kept under the list's ``settings.configuration`` (the forces' types, such as
  "Patrol Detachment", under ``settings.forces``, their ids in the data under ``settings.force_ids``:
  the catalogue's limits per force are those of its type); or
- an entry: matched to a profile of the catalogue by the data entry its ``entryId`` names, else by
  its name (see :mod:`.matching`), else kept as not in the catalogue at the roster's points and
  models; in a roster of several forces it says which force it stands in (``force``). Its models are
  the ``number`` of its model selections at any depth: a selection of type model, an upgrade that
  carries a model's stat line (a profile of :data:`MODEL_PROFILES`) or an upgrade of several whose
  selections carry the same number (each model's wargear), not counting one inside another (a
  model selection standing alone, such as a character, is its own number of models); its leaf
  upgrades become the profile's options; an upgrade named "General" makes it the general; a model
  selection that is a champion profile of the catalogue becomes an entry of its own, with its
  number, joined to the unit as its champion.

An entry's points are those of its selections. Where the catalogue prices the entry differently
(a roster made with another revision of the data), the entry keeps the roster's points and the
result's notes name both figures and the revisions: never a silent repricing. A roster beyond
Wartable's limit of entries per list, or a number beyond the schema's, is refused.

Catalogues are read by :mod:`.bscatalogue` (re-exported here).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from model.army import ArmyEntry, ArmyList, Catalogue, Profile, catalogue_price
from model.display import quoted
from model.errors import DocumentError
from model.i18n import lazy_msg, msg, msg_n
from model.limits import MAX_ENTRIES
from model.names import same_name

from . import bsdata
from .archive import read_import
from .bscatalogue import CONFIGURATION_WORDS, import_catalogue, is_configuration  # noqa: F401 (re-exported)
from .bsdata import POINTS_NAMES, children, tag
from .matching import Matcher, NameMapping
from .entry_ids import EntryIds, cached_slug
from .report import ImportResult, Unmatched, named

ROSTER = lazy_msg("import.what-roster", "a BattleScribe roster (.ros or .rosz)")

#: upgrade names that make an entry the army's general
GENERAL_WORDS = ("general", "army general", "general del ejercito", "warlord", "señor de la guerra")
#: the types of a roster's profiles that are a model's stat line (a selection carrying one is models)
MODEL_PROFILES = ("unit", "model", "miniatura")
#: the most models one entry may have (as the army list's schema)
MAX_MODELS = 10_000


def import_roster(path, catalogue: Catalogue, mapping: NameMapping | None = None,
                  catalogue_ref: str = "") -> ImportResult:
    """A roster file read into an army list of ``catalogue`` (see the module's docstring)."""
    root = bsdata.parse(read_import(path, (".ros",), ROSTER), path, "roster", ROSTER)
    return roster_to_army(root, catalogue, mapping, catalogue_ref, path)


def _is_points(cost, points_type: str | None = None) -> bool:
    return (points_type is not None and cost.get("typeId") == points_type) or \
        same_name(cost.get("name", "")).strip() in POINTS_NAMES


def own_points(sel, path, where: str) -> float:
    """The points a selection states for itself (its children state theirs)."""
    return sum(bsdata.number(c.get("value"), path, f"{where} cost") for c in children(sel, "cost") if _is_points(c))


def _count(sel, path, where: str) -> int:
    """A selection's ``number``: a whole number from 0 to :data:`MAX_MODELS`."""
    value = bsdata.number(sel.get("number"), path, f"{where} number", 1.0, 0, MAX_MODELS)
    if value != int(value):
        raise DocumentError(path, f"{where} number", msg("import.is", "is {value}", value=quoted(sel.get("number"))),
                            msg("import.whole-number", "a whole number"))
    return int(value)


def _categories(sel) -> tuple[str, ...]:
    """The names of the categories the roster gives a selection (at most 64, as the list's schema)."""
    return tuple(dict.fromkeys(c.get("name", "")[:200] for c in children(sel, "category") if c.get("name")))[:64]


def _primary(sel) -> str:
    cats = children(sel, "category")
    chosen = next((c for c in cats if c.get("primary") == "true"), None)
    return chosen.get("name", "") if chosen is not None else ""


@dataclass
class _Walked:
    """A top-level selection's tree, walked once (iteratively: any depth)."""

    points: float = 0.0
    models: list = field(default_factory=list)  # (selection, number, points of its subtree) of model selections
    leaves: list = field(default_factory=list)  # upgrade selections without selections inside
    names: list = field(default_factory=list)  # every selection name inside (for a setting's choice)
    has_models: bool = False


def _walk(sel, path, where: str) -> _Walked:
    out = _Walked(points=own_points(sel, path, where))
    # (selection, the model selection it sits in, or None)
    stack = [(c, None) for c in reversed(children(sel, "selection"))]
    model_points: dict[int, list] = {}
    while stack:
        child, model = stack.pop()
        points = own_points(child, path, where)
        out.points += points
        out.names.append(child.get("name", ""))
        inner = children(child, "selection")
        ctype = child.get("type", "")
        if ctype in ("model", "unit"):
            out.has_models = True
        if model is None and (ctype == "model" or _is_model(child, inner, path, where)):
            row = [child, _count(child, path, where), points]
            out.models.append(row)
            out.has_models = True
            model_points[id(child)] = row
            model = child
        elif model is not None:
            model_points[id(model)][2] += points
        if not inner and ctype != "model":
            out.leaves.append(child)
        stack.extend((c, model) for c in reversed(inner))
    return out


def _stat_line(sel) -> bool:
    """Whether a selection carries a model's stat line (a profile of a type of :data:`MODEL_PROFILES`)."""
    return any(same_name(p.get("typeName", "")) in MODEL_PROFILES for p in children(sel, "profile"))


def _is_model(sel, inner: list, path, where: str) -> bool:
    """Models some data writes as an upgrade: one that carries a model's stat line (a profile of the type
    "Unit" or "Model": the 40K Infantry Squad's "Guardsman" x9 and "Heavy Weapon Team" x1 beside its
    Sergeant of type model), or a selection of several whose selections carry the same number (each
    model's wargear: "Purgator (Sword)" x4 with a Storm Bolter x4)."""
    if sel.get("type") != "upgrade":
        return False
    if _stat_line(sel):
        return True
    return bool(inner) and _count(sel, path, where) >= 2 and any(c.get("number") == sel.get("number") for c in inner)




@dataclass
class _Ctx:
    matcher: Matcher
    catalogue: Catalogue
    path: object
    entries: list[ArmyEntry]
    unmatched: list[Unmatched]
    notes: list[str]
    ids: EntryIds
    settings: dict
    priced: list  # (entry, stated points, catalogue price)
    matched_by: dict = field(default_factory=dict)  # "id" / "name" / "mapping" -> units matched that way
    unknown: list = field(default_factory=list)  # (name, points, models) of the units the catalogue does not have
    selected_points: float = 0.0  # every selection's points, as the roster's total should be


def roster_to_army(root, catalogue: Catalogue, mapping: NameMapping | None, catalogue_ref: str, path) -> ImportResult:
    ctx = _Ctx(Matcher(catalogue, mapping), catalogue, path, [], [], [], EntryIds(), {}, [])
    limit = None
    for cl in children(root, "costLimit"):
        if _is_points(cl, "points"):
            value = bsdata.number(cl.get("value"), path, "costLimits", 0.0, -1.0)
            limit = value if value > 0 else None
    stated = sum(bsdata.number(c.get("value"), path, "roster cost") for c in children(root, "cost") if _is_points(c)) \
        if children(root, "cost") else None
    forces = [f for f in root.iter() if tag(f) == "force"]
    if not forces:
        raise DocumentError(path, "forces", msg("import.no-force", "holds no force"),
                            msg("import.a-roster", "a roster with at least one force of selections"))
    tops = [(force, fi, si, sel) for fi, force in enumerate(forces, 1)
            for si, sel in enumerate(children(force, "selection"), 1)]
    if len(tops) > MAX_ENTRIES:  # before any work: a list beyond the limit could never be opened
        raise DocumentError(path, "forces", msg("limits.over", "has {count} {what}, more than Wartable's limit of "
                                                "{limit}", count=f"{len(tops):,}", what=msg("import.selections",
                                                                                          "selections"),
                                                limit=f"{MAX_ENTRIES:,}"),
                            msg("import.at-most-entries", "at most {limit} selections, the entries of one army list",
                                limit=f"{MAX_ENTRIES:,}"))
    revisions = {}
    for force, fi, si, sel in tops:
        where = msg("import.selection", "{force}, selection {number}", number=si,
                    force=msg("import.force", "force {name}", name=quoted(force.get("name") or fi)))
        if force.get("catalogueRevision"):
            revisions[force.get("catalogueName") or ""] = force.get("catalogueRevision")
        _top_selection(ctx, sel, str(where), fi - 1 if len(forces) > 1 else None)
    army = ArmyList(name=root.get("name") or Path(str(path)).stem, ruleset=catalogue.ruleset,
                    catalogue=catalogue_ref or "", entries=ctx.entries, faction=catalogue.faction,
                    points_limit=limit, settings=_settings(ctx.settings, forces))
    cat_revision = catalogue.revision or "?"
    roster_revision = ", ".join(f"{quoted(n)} {r}" if n else r for n, r in revisions.items()) or "?"
    for entry, points, price, shown in ctx.priced:
        ctx.notes.append(msg("import.price-differs", "{unit}: the roster prices it at {stated} points, the catalogue "
                             "(revision {revision}) at {price}; the list keeps the roster's {stated} (roster made with "
                             "revision {roster_revision})", unit=quoted(shown), stated=f"{points:g}",
                             price=f"{price:g}", revision=cat_revision, roster_revision=roster_revision))
    total = army.total_cost(catalogue)
    if stated is not None and abs(stated - ctx.selected_points) > 1e-6:  # the file disagrees with itself
        ctx.notes.append(msg("import.roster-sum", "The roster's selections add up to {sum} points, not the {stated} "
                             "it states.", sum=f"{ctx.selected_points:g}", stated=f"{stated:g}"))
    if ctx.unknown:
        ctx.notes.append(msg_n("import.not-in-catalogue", "1 unit is not in the catalogue {catalogue} (revision "
                               "{revision}): kept at the roster's points and models, marked as not in the catalogue "
                               "and not checked against it: {units}", "{count} units are not in the catalogue "
                               "{catalogue} (revision {revision}): kept at the roster's points and models, marked as "
                               "not in the catalogue and not checked against it: {units}", count=len(ctx.unknown),
                               catalogue=quoted(catalogue.name), revision=cat_revision,
                               units=named([str(msg_n("import.unit-as-stated", "{name} ({points} points, 1 model)",
                                                      "{name} ({points} points, {count} models)", name=quoted(n),
                                                      points=f"{p:g}", count=m)) for n, p, m in ctx.unknown],
                                           quote=False)))
    if stated is not None and abs(ctx.selected_points - total) > 1e-6:  # the mapping left selections out
        ctx.notes.append(msg("import.roster-points", "The roster says {stated} points; the imported list comes to "
                             "{total} ({missing} points in selections the name mapping leaves out).",
                             stated=f"{stated:g}", total=f"{total:g}", missing=f"{ctx.selected_points - total:g}"))
    return ImportResult(army, ctx.unmatched, ctx.notes, str(path), stated_points=stated, list_points=total,
                        matched_by=ctx.matched_by)


def _settings(configuration: dict, forces: list) -> dict:
    """The list's settings: the roster's configuration choices and its forces' types (the catalogue's
    limits per force apply to the force type the roster chose: "Patrol Detachment", "Army")."""
    out: dict = {"configuration": configuration} if configuration else {}
    if forces:
        out["forces"] = [f.get("name", "").strip() for f in forces]
        out["force_ids"] = [f.get("entryId", "") for f in forces]  # the types' ids, whatever their names
    return out


def _setting(ctx: _Ctx, sel, walked: _Walked) -> None:
    name = sel.get("name", "")
    choice = ", ".join(n for n in walked.names if n) or name
    key, n = name, 2
    while key in ctx.settings:  # the same setting twice (two detachments): both kept
        key, n = f"{name} ({n})", n + 1
    ctx.settings[key] = choice


def _top_selection(ctx: _Ctx, sel, where: str, force: int | None) -> None:
    name = sel.get("name", "")
    walked = _walk(sel, ctx.path, where)
    ctx.selected_points += walked.points
    bare = sel.get("type") == "upgrade" and not walked.has_models and not walked.points and not _stat_line(sel)
    if bare:  # carries no model, no points: a choice of the roster ("Show/Hide Options"), whatever its entry
        _setting(ctx, sel, walked)
        return
    if is_configuration(_primary(sel)) or same_name(name).strip("* ") in CONFIGURATION_WORDS:
        profile = ctx.matcher.entry(name, sel.get("entryId", ""))[0] if sel.get("type") == "upgrade" else None
        if profile is None:
            _setting(ctx, sel, walked)
            return
    profile, ignored, how = ctx.matcher.entry(name, sel.get("entryId", ""))
    if ignored:
        return
    if how:
        ctx.matched_by[how] = ctx.matched_by.get(how, 0) + 1
    if profile is None:
        ctx.unmatched.append(Unmatched(name, "unit", where, suggestion=ctx.matcher.suggest(name)))
        _keep_unknown(ctx, sel, walked, where, force)
        return
    eid = ctx.ids.new(profile.name if same_name(name) == same_name(profile.name) else name, "entry")
    models = 0
    options: list[str] = []
    general = False
    champions: list[tuple[Profile, str, int, float]] = []
    points = walked.points
    for child, count, child_points in walked.models:
        cname = child.get("name", "")
        other, skip = ctx.matcher.profile(cname)
        if skip:
            continue
        if other is not None and other.id != profile.id and ("champion" in other.roles or
                                                             same_name(other.troop_class) == "champion"):
            champions.append((other, cname, count, child_points))
            points -= child_points
            continue
        models += count  # the unit's own models ("Spearman" x 20 in "Spearmen")
    for child in walked.leaves:
        cname = child.get("name", "")
        if same_name(cname) in GENERAL_WORDS:
            general = True
            continue
        option, skip = ctx.matcher.option(profile, cname)
        if skip:
            continue
        if option is not None:
            if option not in options:
                options.append(option)
            continue
        if own_points(child, ctx.path, where) or not walked.models:  # wargear of the models is no option to match
            ctx.unmatched.append(Unmatched(cname, "option", where, within=name,
                                           suggestion=ctx.matcher.suggest(cname, profile), profile=profile.id))
    if sel.get("type") == "model" or not walked.models:
        models = max(models, _count(sel, ctx.path, where))
    models = _checked_models(ctx, max(models, 1), name, where)
    label = sel.get("customName") or (name if same_name(name) != same_name(profile.name) else "")
    _add(ctx, ArmyEntry(eid, profile.id, models, general=general, options=tuple(options), label=label, force=force,
                        categories=_categories(sel)), points)
    for champ, cname, count, champ_points in champions:
        _add(ctx, ArmyEntry(ctx.ids.new(cname, "entry"), champ.id, max(count, 1), attached_to=eid, role="champion",
                            force=force), champ_points)


def _keep_unknown(ctx: _Ctx, sel, walked: _Walked, where: str, force: int | None) -> None:
    """A unit the catalogue does not have, kept as the roster states it: its points, its models, its
    name; marked as not in the catalogue (no profile of the catalogue checks it)."""
    name = sel.get("customName") or sel.get("name", "")
    models = sum(count for _, count, _ in walked.models)
    if sel.get("type") == "model" or not walked.models:
        models = max(models, _count(sel, ctx.path, where))
    models = _checked_models(ctx, max(models, 1), name, where)
    pid, n = cached_slug(sel.get("name", ""), "unit"), 2
    while pid in ctx.catalogue.profiles:  # an id no profile of the catalogue has
        pid, n = f"{cached_slug(sel.get('name', ''), 'unit')}-{n}", n + 1
    general = any(same_name(c.get("name", "")) in GENERAL_WORDS for c in walked.leaves)
    ctx.entries.append(ArmyEntry(ctx.ids.new(name, "entry"), pid, models, general=general, label=name,
                                 points=walked.points, not_in_catalogue=True, force=force,
                                 categories=_categories(sel)))
    ctx.unknown.append((name, walked.points, models))


def _checked_models(ctx: _Ctx, models: int, name: str, where: str) -> int:
    if models > MAX_MODELS:
        raise DocumentError(ctx.path, f"{where} number", msg("import.too-many-models", "brings {name} to {count} "
                                                            "models", name=quoted(name), count=f"{models:,}"),
                            msg("import.at-most-models", "at most {limit} models per entry", limit=f"{MAX_MODELS:,}"))
    return models


def _add(ctx: _Ctx, entry: ArmyEntry, points: float) -> None:
    """The entry at the roster's points: stated on the entry (and said) when the catalogue prices it otherwise."""
    price = catalogue_price(entry, ctx.catalogue)
    if abs(price - points) > 1e-6:
        entry = replace(entry, points=points)
        profile = ctx.catalogue.profiles.get(entry.profile)
        ctx.priced.append((entry, points, price, entry.label or (profile.name if profile else entry.profile)))
    ctx.entries.append(entry)
