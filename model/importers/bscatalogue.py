"""A BattleScribe catalogue (with its game system and library catalogues, :mod:`.bsdata`) as a
Wartable catalogue.

Each root entry of the catalogue, and of each library it links with ``importRootEntries``,
becomes a profile: its points (cost type "pts"), its primary category, a unit's size from its model
entries' limits and its cost per model from them, its upgrades at any depth as options (those of a
unit's models paid per model, as a price modifier repeated per model says), a "max N per
roster/force" as ``max_per_army`` and stat lines in the notes. Root entries of the category
"Configuration" (battle size, detachment...) are a roster's settings, not profiles. A catalogue in
BattleScribe's older data format (1.x) is read through :mod:`.bsold`.

What a Wartable catalogue cannot hold is counted and named in the result's notes: price
modifiers that depend on what a roster holds, limits changed by modifiers, minimum choices,
category shares, other cost types, hidden entries, catalogues linked but not found.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from model.army import Catalogue, Option, Profile, Weapon
from model.display import quoted
from model.errors import DocumentError
from model.i18n import msg, msg_n
from model.limits import MAX_PROFILES
from model.names import same_name, slug

from . import bsdata
from .archive import read_import
from .bsdata import CATALOGUE, DataSet, Node
from .entry_ids import EntryIds, cached_slug
from .report import ImportResult, named

#: group or entry names that mean a mount (English and Spanish)
MOUNT_WORDS = ("mount", "mounts", "montura", "monturas", "steed", "corcel")
#: primary categories whose entries are characters (single models that may join units)
CHARACTER_WORDS = ("characters", "character", "lords", "heroes", "lord", "hero", "personajes", "comandantes",
                   "heroes y comandantes", "lords and heroes", "epic hero")
#: primary categories of a roster's configuration (battle size, detachment, game type)
CONFIGURATION_WORDS = ("configuration", "configuracion", "game type", "battle size", "army size", "detachment",
                       "army composition", "allegiance")
#: game system names -> Wartable ruleset ids (only where the edition is the ruleset's)
RULESET_BY_SYSTEM = (("warhammer fantasy battle 6th", "warhammer-6th"), ("warhammer fantasy 6th", "warhammer-6th"),
                     ("warhammer 6th", "warhammer-6th"), ("kensei", "kensei"), ("art de la guerre", "adlg"),
                     ("adlg", "adlg"))
#: the ruleset of a catalogue of any other game: its lists are checked by the catalogue's own data
GENERIC_RULESET = "battlescribe"
#: the most options one profile carries (a 40K unit reaches hundreds of wargear choices)
MAX_OPTIONS = 400


def import_catalogue(path, gst_path=None, ruleset: str | None = None) -> ImportResult:
    """A BattleScribe catalogue, with the game system and libraries beside it (or ``gst_path``)."""
    path = Path(path)
    with bsdata.collections_paused():
        return _import_catalogue(path, gst_path, ruleset)


def _import_catalogue(path: Path, gst_path, ruleset: str | None) -> ImportResult:
    root = bsdata.parse(read_import(path, (".cat",), CATALOGUE), path, "catalogue", CATALOGUE)
    notes: list[str] = []
    if bsdata.is_old_schema(root):
        from .bsold import from_old_schema

        notes.append(msg("import.read-old", "Read from BattleScribe's older data format {version}: its points, "
                         "categories, limits and links are carried; its modifiers of limits are not.",
                         version=root.get("battleScribeVersion", "1.x")))
        root = from_old_schema(root)
    data = bsdata.load_dataset(path, root, gst_path, notes)
    cat = catalogue_from_data(data, ruleset, notes)
    return ImportResult(cat, [], notes, str(path))


def is_configuration(category: str) -> bool:
    return same_name(category) in CONFIGURATION_WORDS


def guess_ruleset(name: str) -> str:
    folded = same_name(name)
    for words, rid in RULESET_BY_SYSTEM:
        if words in folded:
            return rid
    return ""


class _Report:
    """What the conversion could not carry, gathered by kind and said once per kind with the names."""

    def __init__(self):
        self.by_kind: dict[str, list[str]] = {}

    def add(self, kind: str, name: str) -> None:
        self.by_kind.setdefault(kind, []).append(name)


def catalogue_from_data(data: DataSet, ruleset: str | None, notes: list[str]) -> Catalogue:
    """The Wartable catalogue of a loaded BattleScribe data set."""
    path = data.catalogue.path
    report = _Report()
    for name in data.missing:
        report.add("missing-library", name)
    for cid, cname in data.cost_types.items():
        if cid != data.points_type:
            notes.append(msg("import.cost-type", "Costs of type {name} are not carried over: a Wartable profile has "
                             "points only.", name=quoted(cname.strip())))
    _force_limits(data, notes)
    profiles: list[Profile] = []
    ids = EntryIds()
    for el, link, f in data.root_entries():
        node = Node(el, link, 0, (), "", False, f)
        if node.hidden:
            notes.append(msg("import.hidden", "{name} is hidden in the catalogue: left out.", name=quoted(node.name)))
            continue
        category = bsdata.primary_category(node, data)
        if is_configuration(category) or (node.type == "upgrade" and is_configuration(node.name)):
            report.add("configuration", node.name)
            continue
        p = _profile(node, category, data, path, notes, report, ids)
        profiles.append(p)
        if len(profiles) > MAX_PROFILES:
            raise DocumentError(path, "selectionEntries", msg(
                "import.too-many-profiles", "holds more than {limit} root entries, Wartable's limit of profiles per "
                "catalogue", limit=f"{MAX_PROFILES:,}"), msg("limits.expect", "at most {limit} {what} (docs/format.md: "
                                                              "limits)", limit=f"{MAX_PROFILES:,}", what="profiles"))
    for cycle in data.cycles:
        report.add("link-cycle", cycle)
    _report_notes(report, notes)
    root = data.catalogue.root
    name = data.catalogue.name
    if not profiles:
        raise DocumentError(path, "selectionEntries", msg(
            "import.no-profiles", "gives no unit or model to field: its root entries are {why}",
            why=_why_empty(data, report)), msg("import.some-profiles", "a catalogue with root entries (units, models) "
                                               "or links to a library catalogue beside it"))
    system_name = data.system.name if data.system is not None else root.get("gameSystemName", "")
    rid = ruleset or guess_ruleset(system_name) or guess_ruleset(name)
    if not rid:
        rid = GENERIC_RULESET
        notes.append(msg("import.generic-ruleset", "The game system {name} has no Wartable ruleset: lists of this "
                         "catalogue are checked by its own data (points, limits per army) with the ruleset "
                         "'battlescribe'.", name=quoted(system_name or "?")))
    return Catalogue(id=slug(name, "catalogue"), name=name, ruleset=rid, profiles=profiles, faction=name,
                     notes=str(msg("import.catalogue-notes", "Imported from the BattleScribe catalogue {name} "
                                   "(revision {revision}).", name=quoted(name), revision=data.catalogue.revision)),
                     source=f"BattleScribe catalogue {quoted(name)}, revision {data.catalogue.revision}")


def _why_empty(data: DataSet, report: _Report) -> str:
    if data.missing:
        return str(msg("import.why-missing", "in library catalogues not found beside it ({names})",
                       names=", ".join(quoted(n) for n in data.missing[:5])))
    shared = sum(1 for f in [data.catalogue] for h in f.root if bsdata.tag(h) == "sharedSelectionEntries"
                 for _ in h)
    if shared and not data.root_entries():
        return str(msg("import.why-library", "none: it is a library, whose {count} shared entries are fielded "
                       "through the catalogues that link it (import one of those)", count=shared))
    if report.by_kind.get("configuration"):
        return str(msg("import.why-configuration", "roster settings only"))
    return str(msg("import.why-none", "missing or hidden"))


#: what was not carried, by kind: its words for one and for several
_KIND_WORDS = {
    "missing-library": lambda **p: msg_n(
        "import.nc.missing-library", "1 linked catalogue not found beside the catalogue (its entries are left out): "
        "{names}", "{count} linked catalogues not found beside the catalogue (their entries are left out): {names}", **p),
    "configuration": lambda **p: msg_n(
        "import.nc.configuration", "1 configuration entry kept as a roster's setting, not a profile: {names}",
        "{count} configuration entries kept as a roster's settings, not profiles: {names}", **p),
    "price-modifier": lambda **p: msg_n(
        "import.nc.price-modifier", "1 price modifier that depends on what a roster holds is not applied (an imported "
        "roster keeps its own prices): {names}", "{count} price modifiers that depend on what a roster holds are not "
        "applied (an imported roster keeps its own prices): {names}", **p),
    "limit-modifier": lambda **p: msg_n(
        "import.nc.limit-modifier", "1 limit changed by modifiers is carried unchanged: {names}",
        "{count} limits changed by modifiers are carried unchanged: {names}", **p),
    "entry-min": lambda **p: msg_n(
        "import.nc.entry-min", "1 minimum per roster is not carried over: {names}",
        "{count} minimums per roster are not carried over: {names}", **p),
    "too-many-options": lambda **p: msg_n(
        "import.nc.too-many-options", "1 entry has more than {limit} options; the rest are left out: {names}",
        "{count} entries have more than {limit} options; the rest are left out: {names}", **p),
    "walk-cut": lambda **p: msg_n(
        "import.nc.walk-cut", "1 entry holds more than {limit} entries through its links; the rest are left out: "
        "{names}", "{count} entries hold more than {limit} entries through their links; the rest are left out: "
        "{names}", **p),
    "unit-cost": lambda **p: msg_n(
        "import.nc.unit-cost", "1 unit priced for the whole unit is carried as a cost per model (an imported roster "
        "keeps its own prices): {names}", "{count} units priced for the whole unit are carried as a cost per model "
        "(an imported roster keeps its own prices): {names}", **p),
    "negative-cost": lambda **p: msg_n(
        "import.nc.negative-cost", "1 negative price (a discount) is carried as 0: {names}",
        "{count} negative prices (discounts) are carried as 0: {names}", **p),
    "link-cycle": lambda **p: msg_n(
        "import.nc.link-cycle", "1 link leads back to an entry that holds it and is not followed (the entries it "
        "reaches are carried once): {names}", "{count} links lead back to an entry that holds them and are not "
        "followed (the entries they reach are carried once): {names}", **p),
    "no-model": lambda **p: msg_n(
        "import.nc.no-model", "1 unit without a model entry (its size is not known): {names}",
        "{count} units without a model entry (their size is not known): {names}", **p),
}


def _report_notes(report: _Report, notes: list[str]) -> None:
    for kind, names in report.by_kind.items():
        limit = MAX_OPTIONS if kind == "too-many-options" else bsdata.MAX_WALK
        notes.append(_KIND_WORDS[kind](count=len(names), names=named(names), limit=f"{limit:,}"))


def _force_limits(data: DataSet, notes: list[str]) -> None:
    """Category limits of the forces: said, not carried (a Wartable catalogue has no category rules)."""
    for f in data.files:
        root_tag = f.root.tag
        ns = root_tag[:root_tag.index("}") + 1] if root_tag[:1] == "{" else ""
        for fe in f.root.iter(ns + "forceEntry"):
            for link in bsdata.children(fe, "categoryLink"):
                cname = data.categories.get(link.get("targetId", ""), "") or link.get("name", "?")
                for con in bsdata.children(link, "constraint"):
                    value = bsdata.number(con.get("value"), f.path, f"{cname} constraint")
                    if con.get("percentValue") == "true" or con.get("field", "") not in ("selections", "forces"):
                        share = f"{value:g}{'%' if con.get('percentValue') == 'true' else ''}"
                        what = msg("import.at-most", "at most {share}", share=share) if con.get("type") == "max" \
                            else msg("import.at-least", "at least {share}", share=share)
                        notes.append(msg("import.category-share", "The limit on category {category} ({limit} of the "
                                         "points) is not carried over: Wartable checks no category shares.",
                                         limit=what, category=quoted(cname)))
                    elif con.get("type") == "min" and value > 0:
                        notes.append(msg("import.category-min", "The minimum of {count} choices of category "
                                         "{category} is not carried over.", count=f"{value:g}", category=quoted(cname)))


def _stat_lines(node: Node, data: DataSet) -> tuple[list[str], list[Weapon]]:
    lines, weapons = [], []
    profiles = node.parts("profile")
    for info in node.parts("infoLink"):
        if info.get("type") == "profile":
            target = data.profiles.get(info.get("targetId", ""))
            if target is not None:
                profiles.append(target)
    for prof in profiles:
        chars = [(c.get("name", ""), (c.text or "").strip()) for c in bsdata.children(prof, "characteristic")]
        kind = same_name(prof.get("typeName", ""))
        if "weapon" in kind or "arma" in kind:
            rng = next((v for n, v in chars if same_name(n) in ("range", "alcance")), "")
            missile = bool(rng) and same_name(rng) not in ("", "-", "combat", "melee", "cc", "combate")
            weapons.append(Weapon(prof.get("name", ""), "missile" if missile else "melee"))
            continue
        if "ability" in kind or "abilities" in kind or len(" ".join(v for _, v in chars)) > 120:
            continue  # rules text: the catalogue's, not a stat line
        stats = " ".join(f"{n} {v}" for n, v in chars if v)
        lines.append(f"{prof.get('name', '')}: {stats}" if stats else prof.get("name", ""))
    return lines, weapons


def _unit_size(models: list[Node], nodes_by_id: dict, path) -> tuple[int | None, int | None]:
    """The unit's size: the limits of the one group that holds all its models, else the sum of each
    model entry's own limits."""
    parents = {m.chain[-1] if m.chain else "" for m in models}
    if len(parents) == 1:
        holder = nodes_by_id.get(next(iter(parents)))
        if holder is not None and holder.type == "group":
            low, high = bsdata.selection_limits(holder, path, ("parent",))
            if low is not None or high is not None:
                return low, high
    low = high = 0
    for m in models:
        lo, hi = bsdata.selection_limits(m, path, ("parent",))
        low += lo or 0
        high = None if high is None or hi is None else high + hi
    return low or None, high


def _profile(node: Node, category: str, data: DataSet, path, notes, report: _Report, ids: EntryIds) -> Profile:
    name = node.name
    kind = node.type
    price = bsdata.price(node, data, path)
    if price.conditional:
        report.add("price-modifier", name)
    if price.negative:
        report.add("negative-cost", name)
    if bsdata.constraint_modifiers(node):
        report.add("limit-modifier", name)
    low_army, high_army = bsdata.selection_limits(node, path)
    if low_army:
        report.add("entry-min", name)
    stats, weapons = _stat_lines(node, data)
    nodes, cut = bsdata.walk(node, data, path)
    if cut:
        report.add("walk-cut", name)
    models = [n for n in nodes if n.type == "model" and not n.under_model and not n.hidden] if kind == "unit" else []
    options: list[Option] = []
    option_ids = EntryIds()
    seen: set[str] = set()
    cache = data.option_cache
    unit = kind == "unit"
    for n in nodes:
        if n.hidden or n.type in ("group", "model"):
            continue
        link = n.link
        key = (n.el, link if link is not None and len(link) else None, unit and n.under_model, n.group)
        made = cache.get(key)
        if made is None:  # a shared option is made once, for every unit that offers it
            made = cache[key] = _made_option(n, unit, data, path)
        folded, option, conditional, negative = made
        if folded in seen:
            continue
        seen.add(folded)
        if len(options) >= MAX_OPTIONS:
            report.add("too-many-options", name)
            break
        if conditional:
            report.add("price-modifier", f"{name}: {n.name}")
        if negative:
            report.add("negative-cost", f"{name}: {n.name}")
        oid = option_ids.new(n.name, "option")
        options.append(option if oid == option.id else _option(oid, option.name, option.cost, option.mount,
                                                                option.per_model))
        if option.mount:
            sub_stats, _ = _stat_lines(n, data)
            stats += [str(msg("import.mount-stats", "{mount} (mount) - {stats}", mount=n.name, stats=s))
                      for s in sub_stats]
    cost = price.cost
    unit_min = unit_max = None
    if kind == "unit" and models:
        for m in models:
            sub_stats, sub_weapons = _stat_lines(m, data)
            stats += [s for s in sub_stats if s not in stats]
            weapons += [w for w in sub_weapons if w not in weapons]
        unit_min, unit_max = _unit_size(models, {n.id: n for n in nodes}, path)
        per_model = bsdata.price(models[0], data, path).cost
        if cost and per_model:
            notes.append(msg("import.fixed-cost", "{name}: a fixed cost of {cost} points for the unit besides "
                             "{per_model} per model is not carried over (a Wartable profile costs per model).",
                             name=quoted(name), cost=f"{cost:g}", per_model=f"{per_model:g}"))
            cost = per_model
        elif cost and (unit_min or 1) > 1:
            report.add("unit-cost", f"{name} ({cost:g} / {unit_min})")
            cost = round(cost / unit_min, 2)
        else:
            cost = per_model or cost
    elif kind == "unit":
        report.add("no-model", name)
    if unit_max is not None and unit_min is not None and unit_max < unit_min:
        unit_max = None
    is_character = same_name(category) in CHARACTER_WORDS
    return Profile(
        id=ids.new(name, "profile"), name=name, cost=cost, troop_class="character" if is_character else "",
        roles=frozenset({"character"}) if is_character else frozenset(), weapons=tuple(weapons),
        unit_min=unit_min or None, unit_max=unit_max or None, options=tuple(options),
        notes="; ".join(s for s in stats if s), category=category, max_per_army=high_army,
        unique=high_army == 1 and is_character and _is_named(node),
    )


def _made_option(n: Node, unit: bool, data: DataSet, path) -> tuple[str, Option, bool, bool]:
    """(folded name, option, price depends on the roster, negative price) of an upgrade entry."""
    p = bsdata.price(n, data, path)
    per_model = p.per_model > 0 or (unit and n.under_model)
    mount = _is_mount(n.group) or n.type == "mount"
    option = _option(cached_slug(n.name, "option"), n.name, p.per_model if p.per_model > 0 else p.cost, mount,
                     per_model and not mount)
    return _folded(n.name), option, bool(p.conditional), p.negative


def _option(oid: str, name: str, cost: float, mount: bool, per_model: bool) -> Option:
    """An option made without the frozen dataclass's ``__init__`` (a catalogue makes tens of
    thousands); equal to ``Option(oid, name, cost, mount, per_model)``."""
    option = object.__new__(Option)
    option.__dict__.update(id=oid, name=name, cost=cost, mount=mount, per_model=per_model)
    return option


#: names folded once each: a catalogue repeats the same option names under hundreds of units
_folded = lru_cache(maxsize=65536)(same_name)


@lru_cache(maxsize=4096)
def _is_mount(group: str) -> bool:
    """A group whose name says mount (its entries are mounts)."""
    folded = same_name(group)
    return any(w == folded or w in folded.split() for w in MOUNT_WORDS)


def _is_named(node: Node) -> bool:
    """A special (named) character: BattleScribe data marks them with a 'unique' or 'special' keyword."""
    words = same_name(" ".join(x.get("name", "") for x in node.parts("categoryLink")))
    return "unique" in words or "special character" in words or "personaje especial" in words or \
        "epic hero" in words
