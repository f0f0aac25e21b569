"""A BattleScribe catalogue (with its game system and library catalogues, :mod:`.bsdata`) as a
Wartable catalogue.

Each root entry of the catalogue, and of each library it links with ``importRootEntries``,
becomes a profile: its points (cost type "pts"), its primary category, a unit's size from its model
entries' limits and its cost per model from them, its upgrades at any depth as options (those of a
unit's models paid per model, as a price modifier repeated per model says), a "max N per
roster/force" as ``max_per_army`` and stat lines in the notes; the limits the data sets on a whole
army (category minimums, maximums and shares of the points, an entry's minimum per roster) become
the catalogue's ``constraints`` (:mod:`.bsconstraints`). Root entries of the category
"Configuration" (battle size, detachment...) are a roster's settings, not profiles. A catalogue in
BattleScribe's older data format (1.x) is read through :mod:`.bsold`.

What a Wartable catalogue cannot hold is counted and named in the result's notes: price
modifiers that depend on what a roster holds, limits changed by modifiers (of a unit, or of the
army by anything but its points limit), other cost types, hidden entries, catalogues linked but
not found.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from model.army import Catalogue, Option, Profile, Weapon
from model.display import quoted
from model.errors import DocumentError
from model.i18n import msg, msg_n
from model.limits import MAX_PROFILES
from model.names import folded_slug, same_name, slug

from . import bsdata
from .archive import read_import
from .bsconstraints import gather
from .bsdata import CATALOGUE, FACTS, OPTION_KEY, OPTION_KEY_NOT_UNIT, UNDER_MODEL, DataSet, Node
from .entry_ids import EntryIds, cut_id
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
#: names folded once each: a catalogue repeats the same option, category, stat line and characteristic
#: names under hundreds of units
_folded = lru_cache(maxsize=65536)(same_name)
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
    return _folded(category) in CONFIGURATION_WORDS


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
    profiles: list[Profile] = []
    ids = EntryIds()
    by_category: dict[str, list[str]] = {}  # category id -> the profiles whose entry is in it
    entry_profiles: list[tuple[Node, str, str]] = []
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
        entry_profiles.append((node, p.id, p.name))
        for link in node.parts("categoryLink"):
            members = by_category.setdefault(link.get("targetId", ""), [])
            if p.id not in members:
                members.append(p.id)
        if len(profiles) > MAX_PROFILES:
            raise DocumentError(path, "selectionEntries", msg(
                "import.too-many-profiles", "holds more than {limit} root entries, Wartable's limit of profiles per "
                "catalogue", limit=f"{MAX_PROFILES:,}"), msg("limits.expect", "at most {limit} {what} (docs/format.md: "
                                                              "limits)", limit=f"{MAX_PROFILES:,}", what="profiles"))
    for cycle in data.cycles:
        report.add("link-cycle", cycle)
    gathered = gather(data, by_category, entry_profiles)
    for kind, names in gathered.not_carried.items():
        for n in names:
            report.add(kind, n)
    if gathered.constraints:
        notes.append(msg_n("import.constraints", "1 limit on the army (a category's or an entry's minimum, maximum "
                           "or share of the points) is checked as the catalogue's rule.", "{count} limits on the army "
                           "(categories' and entries' minimums, maximums and shares of the points) are checked as "
                           "the catalogue's rules.", count=len(gathered.constraints)))
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
                     source=f"BattleScribe catalogue {quoted(name)}, revision {data.catalogue.revision}",
                     constraints=gathered.constraints)


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
    "army-limit-modifier": lambda **p: msg_n(
        "import.nc.army-limit-modifier", "1 limit per army that a roster's choices change is not checked: {names}",
        "{count} limits per army that a roster's choices change are not checked: {names}", **p),
    "limit-modifier": lambda **p: msg_n(
        "import.nc.limit-modifier", "1 limit changed by modifiers is carried unchanged: {names}",
        "{count} limits changed by modifiers are carried unchanged: {names}", **p),
    "constraint-roster": lambda **p: msg_n(
        "import.nc.constraint-roster", "1 limit on the army is changed by what a roster holds and is not checked: "
        "{names}", "{count} limits on the army are changed by what a roster holds and are not checked: {names}", **p),
    "constraint-field": lambda **p: msg_n(
        "import.nc.constraint-field", "1 limit on the army counts something other than choices or points and is not "
        "checked: {names}", "{count} limits on the army count something other than choices or points and are not "
        "checked: {names}", **p),
    "constraint-scope": lambda **p: msg_n(
        "import.nc.constraint-scope", "1 limit on the army counts within one entry or category, not a force or the "
        "roster, and is not checked: {names}", "{count} limits on the army count within one entry or category, not a "
        "force or the roster, and are not checked: {names}", **p),
    "constraint-empty": lambda **p: msg_n(
        "import.nc.constraint-empty", "1 minimum on the army is of a category none of the catalogue's units is in and "
        "is not checked: {names}", "{count} minimums on the army are of categories none of the catalogue's units is "
        "in and are not checked: {names}", **p),
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


def _stat_lines(node: Node, data: DataSet) -> tuple[list[str], list[Weapon]]:
    lines, weapons = [], []
    profiles = node.parts("profile")
    for info in node.parts("infoLink"):
        if info.get("type") == "profile":
            target = data.profiles.get(info.get("targetId", ""))
            if target is not None:
                profiles.append(target)
    for prof in profiles:
        kind = _folded(prof.get("typeName", ""))
        weapon = "weapon" in kind or "arma" in kind
        if not weapon and ("ability" in kind or "abilities" in kind):
            continue  # rules text: the catalogue's, not a stat line (its characteristics not even read)
        chars = [(c.get("name", ""), (c.text or "").strip()) for c in bsdata.children(prof, "characteristic")]
        if weapon:
            rng = next((v for n, v in chars if _folded(n) in ("range", "alcance")), "")
            missile = bool(rng) and _folded(rng) not in ("", "-", "combat", "melee", "cc", "combate")
            weapons.append(Weapon(prof.get("name", ""), "missile" if missile else "melee"))
            continue
        if len(" ".join(v for _, v in chars)) > 120:
            continue  # rules text too
        stats = " ".join(f"{n} {v}" for n, v in chars if v)
        lines.append(f"{prof.get('name', '')}: {stats}" if stats else prof.get("name", ""))
    return lines, weapons


def _unit_size(root: Node, models: list[Node], parts: list, path) -> tuple[int | None, int | None]:
    """The unit's size: the models it may field, each model entry within its own limits, the
    models inside a group within the group's: a group "choose one of these" (at most 1) counts one
    of its models, not each of them. None: no bound."""
    kids: dict[str, list] = {}  # container id -> its model nodes and the ids of its groups holding models
    for m in models:
        kids.setdefault(m.chain[-1] if m.chain else root.id, []).append(m)
        for parent, child in zip(m.chain[-2::-1], m.chain[:0:-1]):  # each container up to the unit
            held = kids.setdefault(parent, [])
            if child in held:
                break
            held.append(child)
    holders = {k for held in kids.values() for k in held if k.__class__ is str}  # the containers inside the unit
    low, high = _container_size(root.id, kids, _rows_by_id(parts, holders), path, 0)
    return low or None, high


def _container_size(cid: str, kids: dict, rows_by_id: dict, path, depth: int) -> tuple[int, int | None]:
    """(min, max) models of one container of :func:`_unit_size` (a module function, not a closure
    calling itself: such a closure is a reference cycle that keeps the unit's walked entries, and
    the parsed elements they hold, alive until a garbage collection)."""
    low, high = 0, 0
    for k in kids.get(cid, ()):
        if isinstance(k, str):
            lo, hi = _container_size(k, kids, rows_by_id, path, depth + 1) if depth < bsdata.MAX_NESTING \
                else (0, None)
            holder = rows_by_id.get(k)
            if holder is not None and holder[FACTS][1] == "group":  # its limits bound its models together
                g_lo, g_hi = bsdata.selection_limits(bsdata.row_node(holder), path, ("parent",))
                if g_hi is not None:
                    hi = g_hi if hi is None else min(hi, g_hi)
                lo = max(lo, g_lo or 0)
                if hi is not None:
                    lo = min(lo, hi)
        else:
            lo, hi = bsdata.selection_limits(k, path, ("parent",))
            lo = lo or 0
        low += lo
        high = None if high is None or hi is None else high + hi
    return low, high


def _profile(node: Node, category: str, data: DataSet, path, notes, report: _Report, ids: EntryIds) -> Profile:
    name = node.name
    kind = node.type
    price = bsdata.price(node, data, path)
    if price.conditional:
        report.add("price-modifier", name)
    if price.negative:
        report.add("negative-cost", name)
    _, high_army = bsdata.selection_limits(node, path)
    if high_army is not None and bsdata.constraint_modifiers(node, ("roster", "force", "primary-catalogue")):
        report.add("army-limit-modifier", name)  # a "0-1" a roster's choices change: a wrong check is worse
        high_army = None
    elif bsdata.constraint_modifiers(node):
        report.add("limit-modifier", name)
    stats, weapons = _stat_lines(node, data)
    parts, cut = bsdata.walk_parts(node, data, path)
    if cut:
        report.add("walk-cut", name)
    unit = kind == "unit"
    models = _models(parts) if unit else []
    options: list[Option] = []
    option_ids = EntryIds()
    seen: set[str] = set()
    cache = data.option_cache
    key_at = OPTION_KEY if unit else OPTION_KEY_NOT_UNIT
    taken = option_ids.taken
    full = False
    for part in parts:  # walked entries are never hidden
        if part.__class__ is tuple:  # (_option_items of the one row, without a generator for it)
            facts = part[FACTS]
            if facts[1] in ("group", "model"):
                continue
            made = cache.get(part[key_at])
            if made is None:
                made = cache[part[key_at]] = _made_option(bsdata.row_node(part), unit, data, path)
            items = (made + (facts[2], part),)
        else:  # a shared entry's walk met again: its options, worked out once, taken at once when they can be
            shared = part.shared
            block = shared.views.get(unit)
            if block is None:
                block = shared.views[unit] = _SharedOptions.of(shared.rows, key_at, unit, data, path)
            if block.fits(seen, taken, len(options)):
                seen.update(block.folded)
                taken.update(block.ids)
                options += block.options
                for what, option_name in block.said:
                    report.add(what, f"{name}: {option_name}")
                for mount, row in block.mounts:
                    stats += _mount_stats(mount, row, data)
                continue
            # one by one: each distinct name once (a name met again is skipped), or every row where
            # the distinct names could not be worked out beforehand (their chains and depths are the
            # shared walk's: an option reads neither)
            items = block.distinct if block.distinct is not None else \
                _option_items(shared.rows, key_at, unit, data, path)
        for folded, option, conditional, negative, base, option_name, row in items:
            if folded in seen:
                continue
            seen.add(folded)
            if len(options) >= MAX_OPTIONS:
                report.add("too-many-options", name)
                full = True
                break
            if conditional:
                report.add("price-modifier", f"{name}: {option_name}")
            if negative:
                report.add("negative-cost", f"{name}: {option_name}")
            if base not in taken:  # EntryIds.new's first step: the name's own id is free
                taken.add(base)
                oid = base
            else:
                oid = option_ids.new(option_name, "option")
            options.append(option if oid == option.id else _option(oid, option.name, option.cost, option.mount,
                                                                    option.per_model))
            if option.mount:
                stats += _mount_stats(option_name, row, data)
        if full:
            break
    cost = price.cost
    unit_min = unit_max = None
    if kind == "unit" and models:
        for m in models:
            sub_stats, sub_weapons = _stat_lines(m, data)
            stats += [s for s in sub_stats if s not in stats]
            weapons += [w for w in sub_weapons if w not in weapons]
        unit_min, unit_max = _unit_size(node, models, parts, path)
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
    is_character = _folded(category) in CHARACTER_WORDS
    return Profile(
        id=ids.new(name, "profile"), name=name, cost=cost, troop_class="character" if is_character else "",
        roles=frozenset({"character"}) if is_character else frozenset(), weapons=tuple(weapons),
        unit_min=unit_min or None, unit_max=unit_max or None, options=tuple(options),
        notes="; ".join(s for s in stats if s), category=category, max_per_army=high_army,
        unique=high_army == 1 and is_character and _is_named(node),
        source_ids=tuple(i for i in (node.link.get("id", "") if node.link is not None else "", node.id) if i),
    )


def _mount_stats(mount: str, row: tuple, data: DataSet) -> list[str]:
    """The stat lines of a mount option's entry, said as the mount's."""
    sub_stats, _ = _stat_lines(bsdata.row_node(row), data)
    return [str(msg("import.mount-stats", "{mount} (mount) - {stats}", mount=mount, stats=s)) for s in sub_stats]


def _models(parts: list) -> list[Node]:
    """The model entries of a unit's walk (:func:`bsdata.walk_parts`) that are not inside another model."""
    out = []
    for part in parts:
        if part.__class__ is tuple:
            if part[FACTS][1] == "model" and not part[UNDER_MODEL]:
                out.append(bsdata.row_node(part))
            continue
        rows = part.shared.views.get("models")
        if rows is None:
            rows = part.shared.views["models"] = [r for r in part.shared.rows
                                                  if r[FACTS][1] == "model" and not r[UNDER_MODEL]]
        if rows:
            out += [bsdata.row_node(r) for r in part.rows(rows)]
    return out


def _rows_by_id(parts: list, ids: set) -> dict[str, tuple]:
    """Entry id -> the last row of a unit's walk with that id, for the ids ``ids`` (a replayed
    shared walk's rows keep its own chains and depths: what they are read for, an entry's facts
    and limits, reads neither)."""
    out: dict[str, tuple] = {}
    if not ids:
        return out
    for part in parts:
        if part.__class__ is tuple:
            if part[FACTS][0] in ids:
                out[part[FACTS][0]] = part
            continue
        rows = part.shared.views.get("by-id")
        if rows is None:
            rows = part.shared.views["by-id"] = {r[FACTS][0]: r for r in part.shared.rows}
        for i in ids:
            row = rows.get(i)
            if row is not None:
                out[i] = row
    return out


def _option_items(rows, key_at: int, unit: bool, data: DataSet, path):
    """(folded name, option, price depends on the roster, negative price, base id, name, row) of each
    option of ``rows`` in order (groups and models are none), each made once per data set, when it
    is reached (making one may be refused)."""
    cache = data.option_cache
    for row in rows:
        facts = row[FACTS]
        if facts[1] in ("group", "model"):
            continue
        made = cache.get(row[key_at])
        if made is None:  # a shared option is made once, for every unit that offers it
            made = cache[row[key_at]] = _made_option(bsdata.row_node(row), unit, data, path)
        yield made + (facts[2], row)


class _SharedOptions:
    """The options of a shared entry's walk (:class:`bsdata.Replay`), each distinct name once, as a
    unit that has taken nothing yet takes them one by one: their folded names, their ids, the
    options, what the report says of them ((kind, option name) in order) and their mounts ((name,
    row) in order). A unit takes them at once when it has taken none of those names or ids and
    they keep it within :data:`MAX_OPTIONS`: one by one would give the same. Otherwise it takes
    them one by one from :attr:`distinct` (:func:`_option_items` of each distinct name's first
    row: a name met again is skipped), worked out once too."""

    __slots__ = ("folded", "ids", "options", "said", "mounts", "distinct")

    def __init__(self, folded, ids, options, said, mounts, distinct):
        self.folded, self.ids, self.options, self.said, self.mounts = folded, ids, options, said, mounts
        self.distinct = distinct

    @classmethod
    def of(cls, rows: list, key_at: int, unit: bool, data: DataSet, path) -> "_SharedOptions":
        """Those of ``rows``. None to take at once when two of them share an id (the second is
        numbered after what the unit took before); neither these nor :attr:`distinct`
        (:data:`_ONE_BY_ONE`, every row taken one by one) when an entry is named by its link only
        (options are made once per entry and link: which link names it depends on the order units
        meet it) or making one is refused (where a unit meets that, it is said)."""
        for row in rows:
            if row[FACTS][1] not in ("group", "model") and not row[bsdata.EL].get("name"):
                return _ONE_BY_ONE
        distinct: list[tuple] = []
        folded_names: set[str] = set()
        try:
            for item in _option_items(rows, key_at, unit, data, path):
                if item[0] not in folded_names:
                    folded_names.add(item[0])
                    distinct.append(item)
        except DocumentError:
            return _ONE_BY_ONE
        ids: set[str] = set()
        options, said, mounts = [], [], []
        for folded, option, conditional, negative, base, option_name, row in distinct:
            if base in ids:
                return cls(None, None, None, None, None, distinct)
            ids.add(base)
            if conditional:
                said.append(("price-modifier", option_name))
            if negative:
                said.append(("negative-cost", option_name))
            options.append(option if base == option.id else _option(base, option.name, option.cost, option.mount,
                                                                     option.per_model))
            if option.mount:
                mounts.append((option_name, row))
        return cls(frozenset(folded_names), frozenset(ids), options, said, mounts, distinct)

    def fits(self, seen: set, taken: set, count: int) -> bool:
        """Whether a unit that has taken the names ``seen``, the ids ``taken`` and ``count`` options
        takes these at once."""
        return self.options is not None and count + len(self.options) <= MAX_OPTIONS and \
            seen.isdisjoint(self.folded) and taken.isdisjoint(self.ids)


#: a shared walk whose options a unit takes one by one, row by row
_ONE_BY_ONE = _SharedOptions(None, None, None, None, None, None)


def _made_option(n: Node, unit: bool, data: DataSet, path) -> tuple[str, Option, bool, bool, str]:
    """(folded name, option, price depends on the roster, negative price, the id its name gives
    before any number is added) of an upgrade entry."""
    p = bsdata.price(n, data, path)
    per_model = p.per_model > 0 or (unit and n.under_model)
    mount = _is_mount(n.group) or n.type == "mount"
    folded = _folded(n.name)
    oid = folded_slug(folded, "option")  # slug() and base_id(), from the name folded once
    option = _option(oid, n.name, p.per_model if p.per_model > 0 else p.cost, mount, per_model and not mount)
    return folded, option, bool(p.conditional), p.negative, cut_id(oid, "option")


def _option(oid: str, name: str, cost: float, mount: bool, per_model: bool) -> Option:
    """An option made without the frozen dataclass's ``__init__`` (a catalogue makes tens of
    thousands); equal to ``Option(oid, name, cost, mount, per_model)``."""
    option = object.__new__(Option)
    option.__dict__.update(id=oid, name=name, cost=cost, mount=mount, per_model=per_model)
    return option


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
