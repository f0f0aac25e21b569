"""BattleScribe and New Recruit files: rosters (``.ros``, zipped ``.rosz``) into Wartable army
lists, and data catalogues (``.cat``/``.catz`` with the game system ``.gst``/``.gstz``) into
Wartable catalogues.

The XML is read with defusedxml (no entities, no external references); element names are
compared without their namespace, so roster and catalogue schema versions read alike.

A roster's forces hold *selections*. Each top-level selection becomes an entry: its name is
matched to a profile of the catalogue (see :mod:`.matching`); a unit's models are the
``number`` of its model selections; its upgrades become the profile's options; an upgrade
named "General" makes it the general; a model selection that is a champion profile of the
catalogue becomes an entry of its own joined to the unit as its champion.

A catalogue's root entries become profiles: the points cost, the primary category, a unit's
model count from the min/max constraints of its model entry (cost per model from that entry),
upgrades as options (those in a group whose name says mount as mounts), a "max 1 per roster"
constraint as ``max_per_army`` and stat lines in the profile's notes. What has no place in a
Wartable catalogue (percentage limits of categories, minimum choices, hidden entries, other
cost types) is listed in the result's notes.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from model.army import ArmyEntry, ArmyList, Catalogue, Option, Profile, Weapon
from model.display import quoted
from model.errors import DocumentError
from model.i18n import lazy_msg, msg
from model.reasons import xml_reason
from model.names import same_name, slug

from .archive import decode_text, read_import
from .matching import Matcher, NameMapping
from .report import ImportResult, Unmatched

ROSTER = lazy_msg("import.what-roster", "a BattleScribe roster (.ros or .rosz)")
CATALOGUE = lazy_msg("import.what-catalogue", "a BattleScribe catalogue (.cat or .catz)")
GAME_SYSTEM = lazy_msg("import.what-game-system", "a BattleScribe game system (.gst or .gstz)")

#: group or entry names that mean a mount (English and Spanish)
MOUNT_WORDS = ("mount", "mounts", "montura", "monturas", "steed", "corcel")
#: upgrade names that make an entry the army's general
GENERAL_WORDS = ("general", "army general", "general del ejercito")
#: primary categories whose entries are characters (single models that may join units)
CHARACTER_WORDS = ("characters", "character", "lords", "heroes", "lord", "hero", "personajes", "comandantes",
                   "heroes y comandantes", "lords and heroes")

#: game system names -> Wartable ruleset ids
RULESET_BY_SYSTEM = (("warhammer fantasy", "warhammer-6th"), ("warhammer 6", "warhammer-6th"),
                     ("kensei", "kensei"), ("art de la guerre", "adlg"), ("adlg", "adlg"))


def _tag(el) -> str:
    return el.tag.rsplit("}", 1)[-1]


def _children(el, name: str) -> list:
    """The children of ``el`` named ``name`` (no namespace), and those inside a ``<names>`` wrapper."""
    out = []
    for child in el:
        t = _tag(child)
        if t == name:
            out.append(child)
        elif t == name + "s" or (name.endswith("y") and t == name[:-1] + "ies"):
            out.extend(c for c in child if _tag(c) == name)
    return out


def _parse(data: bytes, path, root_name: str, what: str):
    from defusedxml import ElementTree
    from defusedxml.common import DefusedXmlException

    what = str(what)
    text = decode_text(data, path)
    try:
        root = ElementTree.fromstring(text)
    except DefusedXmlException:
        raise DocumentError(path, "", msg("import.xml-entities", "declares XML entities or external references, "
                                          "which an import refuses"), what) from None
    except ElementTree.ParseError as exc:
        raise DocumentError(path, "", msg("import.xml-broken", "is not well-formed XML ({problem})", problem=xml_reason(exc)),
                            what) from None
    if _tag(root) != root_name:
        raise DocumentError(path, _tag(root), msg("import.xml-root", "is a <{found}> document, not a <{wanted}>",
                                                  found=_tag(root), wanted=root_name), what)
    return root


def _number(value: str | None, path, field: str, default: float = 0.0) -> float:
    if value is None or value == "":
        return default
    try:
        out = float(value)
    except ValueError:
        raise DocumentError(path, field, msg("import.not-number", "is {value}, not a number", value=quoted(value)),
                            msg("import.a-number", "a number")) from None
    if out != out or out in (float("inf"), float("-inf")):
        raise DocumentError(path, field, msg("import.is", "is {value}", value=quoted(value)),
                            msg("import.a-finite-number", "a finite number"))
    return out


def _points(el, path, field: str, points_type: str | None = None) -> float:
    """The points among an element's costs: the cost type named pts/points (or ``points_type``)."""
    total = 0.0
    for cost in _children(el, "cost"):
        kind = cost.get("typeId", "")
        name = same_name(cost.get("name", ""))
        if (points_type is not None and kind == points_type) or name in ("pts", "points", "puntos", "pts ") or \
                (points_type is None and kind == "points"):
            total += _number(cost.get("value"), path, f"{field} cost", 0.0)
    return total


# -- rosters -------------------------------------------------------------------------

def import_roster(path, catalogue: Catalogue, mapping: NameMapping | None = None,
                  catalogue_ref: str = "") -> ImportResult:
    """A roster file read into an army list of ``catalogue`` (see the module's docstring)."""
    root = _parse(read_import(path, (".ros",), ROSTER), path, "roster", ROSTER)
    return roster_to_army(root, catalogue, mapping, catalogue_ref, path)


@dataclass
class _Ctx:
    matcher: Matcher
    path: object
    entries: list[ArmyEntry]
    unmatched: list[Unmatched]
    notes: list[str]
    ids: set[str]

    def new_id(self, name: str) -> str:
        base = slug(name, "entry")
        out, n = base, 2
        while out in self.ids:
            out, n = f"{base}-{n}", n + 1
        self.ids.add(out)
        return out


def roster_to_army(root, catalogue: Catalogue, mapping: NameMapping | None, catalogue_ref: str, path) -> ImportResult:
    ctx = _Ctx(Matcher(catalogue, mapping), path, [], [], [], set())
    limit = None
    for cl in _children(root, "costLimit"):
        if same_name(cl.get("name", "")) in ("pts", "points", "puntos") or cl.get("typeId") == "points":
            value = _number(cl.get("value"), path, "costLimits")
            limit = value if value > 0 else None
    roster_points = _points(root, path, "roster") if _children(root, "cost") else None
    forces = _children(root, "force")
    if not forces:
        raise DocumentError(path, "forces", msg("import.no-force", "holds no force"),
                            msg("import.a-roster", "a roster with at least one force of selections"))
    for fi, force in enumerate(forces, 1):
        where = msg("import.force", "force {name}", name=quoted(force.get("name") or fi))
        for si, sel in enumerate(_children(force, "selection"), 1):
            _top_selection(ctx, sel, msg("import.selection", "{force}, selection {number}", force=where, number=si))
    army = ArmyList(name=root.get("name") or Path(str(path)).stem, ruleset=catalogue.ruleset,
                    catalogue=catalogue_ref or "", entries=ctx.entries, faction=catalogue.faction,
                    points_limit=limit)
    total = army.total_cost(catalogue)
    if roster_points is not None and abs(roster_points - total) > 1e-6:
        ctx.notes.append(msg("import.roster-points", "The roster says {stated} points; the catalogue prices the "
                             "imported list at {total}.", stated=roster_points, total=total))
    return ImportResult(army, ctx.unmatched, ctx.notes, str(path))


def _walk(sel) -> Iterable:
    """Every selection inside ``sel``, depth first."""
    for child in _children(sel, "selection"):
        yield child
        yield from _walk(child)


def _top_selection(ctx: _Ctx, sel, where: str) -> None:
    name = sel.get("name", "")
    profile, ignored = ctx.matcher.profile(name)
    if ignored:
        return
    if profile is None:
        ctx.unmatched.append(Unmatched(name, "unit", where, suggestion=ctx.matcher.suggest(name)))
        return
    eid = ctx.new_id(profile.name if same_name(name) == same_name(profile.name) else name)
    number = max(1, int(_number(sel.get("number"), ctx.path, where, 1)))
    models = 0
    options: list[str] = []
    general = False
    champions: list[tuple[Profile, str]] = []
    for child in _walk(sel):
        cname, ctype = child.get("name", ""), child.get("type", "")
        count = max(1, int(_number(child.get("number"), ctx.path, where, 1)))
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
        if ctype == "model":
            other, skip = ctx.matcher.profile(cname)
            if skip:
                continue
            if other is not None and other.id != profile.id and ("champion" in other.roles or
                                                                 same_name(other.troop_class) == "champion"):
                champions.append((other, cname))
                continue
            models += count  # the unit's own models ("Spearman" x 20 in "Spearmen")
            continue
        if not _children(child, "selection"):  # a leaf upgrade that is no option of the profile
            ctx.unmatched.append(Unmatched(cname, "option", where, within=name,
                                           suggestion=ctx.matcher.suggest(cname, profile), profile=profile.id))
    models = models or number
    label = sel.get("customName") or (name if same_name(name) != same_name(profile.name) else "")
    ctx.entries.append(ArmyEntry(eid, profile.id, models, general=general, options=tuple(options), label=label))
    for champ, cname in champions:
        ctx.entries.append(ArmyEntry(ctx.new_id(cname), champ.id, 1, attached_to=eid, role="champion"))


# -- catalogues ----------------------------------------------------------------------

def import_catalogue(path, gst_path=None, ruleset: str | None = None) -> ImportResult:
    """A BattleScribe catalogue, with the game system beside it (or ``gst_path``), as a Wartable catalogue."""
    root = _parse(read_import(path, (".cat",), CATALOGUE), path, "catalogue", CATALOGUE)
    notes: list[str] = []
    system = None
    gst = Path(gst_path) if gst_path else _find_game_system(Path(path), root.get("gameSystemId", ""))
    if gst is not None:
        system = _parse(read_import(gst, (".gst",), GAME_SYSTEM), gst, "gameSystem", GAME_SYSTEM)
    else:
        notes.append(msg("import.no-gst", "No game system file (.gst) beside the catalogue: categories defined there "
                         "are named by their ids."))
    cat = catalogue_from_xml(root, system, path, ruleset, notes)
    return ImportResult(cat, [], notes, str(path))


def _find_game_system(cat_path: Path, system_id: str) -> Path | None:
    """The .gst/.gstz in the catalogue's folder whose id is the catalogue's gameSystemId."""
    folder = cat_path.parent
    candidates = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".gst", ".gstz")) if folder.is_dir() else []
    for p in candidates:
        try:
            root = _parse(read_import(p, (".gst",), GAME_SYSTEM), p, "gameSystem", GAME_SYSTEM)
        except DocumentError:
            continue
        if not system_id or root.get("id") == system_id:
            return p
    return None


def _guess_ruleset(name: str) -> str:
    folded = same_name(name)
    for words, rid in RULESET_BY_SYSTEM:
        if words in folded:
            return rid
    return ""


def catalogue_from_xml(root, system, path, ruleset: str | None, notes: list[str]) -> Catalogue:
    """Build the catalogue from a parsed ``<catalogue>`` and its ``<gameSystem>`` (or None)."""
    docs = [root] + ([system] if system is not None else [])
    categories: dict[str, str] = {}
    shared: dict[str, object] = {}
    groups: dict[str, object] = {}
    points_type = None
    for doc in docs:
        for c in _children(doc, "categoryEntry"):
            categories[c.get("id", "")] = c.get("name", "")
        for holder in doc:
            if _tag(holder) in ("sharedSelectionEntries", "selectionEntries"):
                for e in holder:
                    if _tag(e) == "selectionEntry":
                        shared[e.get("id", "")] = e
            elif _tag(holder) == "sharedSelectionEntryGroups":
                for e in holder:
                    if _tag(e) == "selectionEntryGroup":
                        groups[e.get("id", "")] = e
        for ct in _children(doc, "costType"):
            if same_name(ct.get("name", "")) in ("pts", "points", "puntos"):
                points_type = ct.get("id")
            elif ct.get("id"):
                notes.append(msg("import.cost-type", "Costs of type {name} are not carried over: a Wartable profile has "
                                 "points only.", name=quoted(ct.get("name", ""))))
        for fe in _children(doc, "forceEntry"):
            for link in _children(fe, "categoryLink"):
                for con in _children(link, "constraint"):
                    if con.get("percentValue") == "true" or "points" in con.get("field", ""):
                        cname = categories.get(link.get("targetId", ""), link.get("name", "?"))
                        share = f"{_g(con.get('value'))}{'%' if con.get('percentValue') == 'true' else ''}"
                        what = msg("import.at-most", "at most {share}", share=share) if con.get("type") == "max" \
                            else msg("import.at-least", "at least {share}", share=share)
                        notes.append(msg("import.category-share", "The limit on category {category} ({limit} of the "
                                         "points) is not carried over: Wartable checks no category shares.",
                                         limit=what, category=quoted(cname or link.get("name", ""))))
                    elif con.get("type") == "min":
                        notes.append(msg("import.category-min", "The minimum of {count} choices of category "
                                         "{category} is not carried over.", count=_g(con.get("value")),
                                         category=quoted(categories.get(link.get("targetId", ""),
                                                                        link.get("name", "?")))))
    # root entries: the catalogue's own selection entries and root links to shared ones
    root_entries = [e for e in root if _tag(e) == "selectionEntries"]
    entries = [e for holder in root_entries for e in holder if _tag(e) == "selectionEntry"]
    for holder in (e for e in root if _tag(e) == "entryLinks"):
        for link in holder:
            target = shared.get(link.get("targetId", ""))
            if target is not None:
                entries.append(_LinkedEntry(link, target))
    if not entries:  # older catalogues list every entry as shared, with no root links
        entries = [e for holder in root if _tag(holder) == "sharedSelectionEntries" for e in holder]
    profiles: list[Profile] = []
    ids: set[str] = set()
    for e in entries:
        if e.get("hidden") == "true":
            notes.append(msg("import.hidden", "{name} is hidden in the catalogue: left out.",
                             name=quoted(e.get("name", ""))))
            continue
        p = _profile(e, categories, shared, groups, points_type, path, notes, ids)
        if p is not None:
            profiles.append(p)
    name = root.get("name") or Path(str(path)).stem
    system_name = (system.get("name") if system is not None else "") or root.get("gameSystemName", "")
    rid = ruleset or _guess_ruleset(system_name) or _guess_ruleset(name)
    if not rid:
        notes.append(msg("import.unknown-system", "The game system {name} is not one Wartable knows: set the "
                         "catalogue's ruleset.", name=quoted(system_name)))
    return Catalogue(id=slug(name, "catalogue"), name=name, ruleset=rid or "", profiles=profiles, faction=name,
                     notes=str(msg("import.catalogue-notes", "Imported from the BattleScribe catalogue {name} "
                                   "(revision {revision}).", name=quoted(name), revision=root.get("revision", "?"))))


def _g(value: str | None) -> str:
    try:
        return f"{float(value):g}"
    except (TypeError, ValueError):
        return str(value)


class _LinkedEntry:
    """A root entry link seen as the entry it points to, with the link's own name, costs and categories."""

    def __init__(self, link, target):
        self.link, self.target = link, target

    def get(self, key, default=None):
        return self.link.get(key) if self.link.get(key) not in (None, "") and key in ("name", "hidden") else \
            self.target.get(key, default)

    def __iter__(self):
        # the link's own categories, constraints and costs first: they win over the target's
        seen = set()
        for child in list(self.link) + list(self.target):
            t = _tag(child)
            if t in ("categoryLinks", "constraints", "costs") and t in seen:
                continue
            if t in ("categoryLinks", "constraints", "costs") and len(child):
                seen.add(t)
            yield child


def _primary_category(e, categories) -> str:
    links = _children(e, "categoryLink")
    for link in links:
        if link.get("primary") == "true":
            return categories.get(link.get("targetId", ""), link.get("name", "")) or link.get("targetId", "")
    if links:
        return categories.get(links[0].get("targetId", ""), links[0].get("name", "")) or links[0].get("targetId", "")
    return ""


def _limit(e, scopes=("roster", "force", "primary-catalogue")) -> tuple[int | None, int | None]:
    """The (min, max) selections constraints of ``e`` in one of ``scopes``."""
    low = high = None
    for con in _children(e, "constraint"):
        if con.get("field") != "selections" or con.get("scope") not in scopes or con.get("percentValue") == "true":
            continue
        try:
            value = int(float(con.get("value", "")))
        except ValueError:
            continue
        if con.get("type") == "max" and value >= 0:
            high = value if high is None else min(high, value)
        elif con.get("type") == "min":
            low = value if low is None else max(low, value)
    return low, high


def _stat_lines(e) -> tuple[list[str], list[Weapon]]:
    lines, weapons = [], []
    for prof in _children(e, "profile"):
        chars = [(c.get("name", ""), (c.text or "").strip()) for c in _children(prof, "characteristic")]
        kind = same_name(prof.get("typeName", ""))
        if "weapon" in kind or "arma" in kind:
            rng = next((v for n, v in chars if same_name(n) in ("range", "alcance")), "")
            missile = bool(rng) and same_name(rng) not in ("", "-", "combat", "melee", "cc", "combate")
            weapons.append(Weapon(prof.get("name", ""), "missile" if missile else "melee"))
            continue
        stats = " ".join(f"{n} {v}" for n, v in chars if v)
        lines.append(f"{prof.get('name', '')}: {stats}" if stats else prof.get("name", ""))
    return lines, weapons


def _sub_entries(e, shared, groups) -> Iterable[tuple[object, str]]:
    """The entries inside ``e`` (options, models), with the name of the group each sits in."""
    for child in _children(e, "selectionEntry"):
        yield child, ""
    for link in _children(e, "entryLink"):
        target = shared.get(link.get("targetId", "")) or groups.get(link.get("targetId", ""))
        if target is not None:
            if _tag(target).endswith("Group"):
                yield from ((c, target.get("name", "")) for c, _ in _sub_entries(target, shared, groups))
            else:
                yield _LinkedEntry(link, target), ""
    for group in _children(e, "selectionEntryGroup"):
        for child, _ in _sub_entries(group, shared, groups):
            yield child, group.get("name", "")


def _profile(e, categories, shared, groups, points_type, path, notes, ids) -> Profile | None:
    name = e.get("name", "")
    where = f"entry '{name}'"
    kind = e.get("type", "")
    cost = _points(e, path, where, points_type)
    category = _primary_category(e, categories)
    low_army, high_army = _limit(e)
    if low_army:
        notes.append(msg("import.entry-min", "{name}: the catalogue asks for at least {count} in a roster; not "
                         "carried over.", name=quoted(name), count=low_army))
    stats, weapons = _stat_lines(e)
    unit_min = unit_max = None
    options: list[Option] = []
    option_ids: set[str] = set()
    model_entry = None
    for child, group in _sub_entries(e, shared, groups):
        ctype, cname = child.get("type", ""), child.get("name", "")
        if kind == "unit" and ctype == "model" and model_entry is None:
            model_entry = child
            low, high = _limit(child, ("parent",))
            unit_min, unit_max = low, high
            sub_stats, sub_weapons = _stat_lines(child)
            stats += sub_stats
            weapons += sub_weapons
            continue
        ocost = _points(child, path, f"{where} option '{cname}'", points_type)
        oid = slug(cname, "option")
        while oid in option_ids:
            oid += "-2"
        option_ids.add(oid)
        mount = any(w in same_name(group).split() or w == same_name(group) for w in MOUNT_WORDS) or \
            same_name(child.get("type", "")) == "mount"
        options.append(Option(oid, cname, ocost, mount))
        sub_stats, _ = _stat_lines(child)
        if mount and sub_stats:
            stats += [str(msg("import.mount-stats", "{mount} (mount) - {stats}", mount=cname, stats=s))
                      for s in sub_stats]
    if kind == "unit" and model_entry is not None:
        per_model = _points(model_entry, path, where, points_type)
        if cost and per_model:
            notes.append(msg("import.fixed-cost", "{name}: a fixed cost of {cost} points for the unit besides "
                             "{per_model} per model is not carried over (a Wartable profile costs per model).",
                             name=quoted(name), cost=cost, per_model=per_model))
        cost = per_model or cost
    elif kind == "unit":
        notes.append(msg("import.no-model", "{name} is a unit without a model entry: its size is not known.",
                         name=quoted(name)))
    pid = slug(name, "profile")
    while pid in ids:
        pid += "-2"
    ids.add(pid)
    is_character = same_name(category) in CHARACTER_WORDS
    return Profile(
        id=pid, name=name, cost=cost, troop_class="character" if is_character else "",
        roles=frozenset({"character"}) if is_character else frozenset(), weapons=tuple(weapons),
        unit_min=unit_min, unit_max=unit_max, options=tuple(options), notes="; ".join(s for s in stats if s),
        category=category, max_per_army=high_army, unique=high_army == 1 and is_character and _is_named(e),
    )


def _is_named(e) -> bool:
    """A special (named) character: BattleScribe data marks them with a 'unique' or 'special' keyword."""
    words = same_name(" ".join(x.get("name", "") for x in _children(e, "categoryLink")))
    return "unique" in words or "special character" in words or "personaje especial" in words
