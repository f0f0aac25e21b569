"""Army-list rules: points, unit sizes, unique profiles, the general, unit leaders, banners,
champions and campaign army sizes.

Profiles come from the army's catalogue (``ctx.catalogue``, or the file the list
names, loaded once and cached by path and modification time); numbers come from
the ruleset's ``army`` section (and ``campaign.army_size`` for campaign armies) or
event-setting params.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from model.army import ArmyEntry, ArmyList, Catalogue, Profile, catalogue_price
from model.files import load_referenced
from model.display import kind_name, quoted, troop_type_name
from model.i18n import language, msg, msg_n, rendered_cache
from model.ruleset import load_ruleset

from .findings import CATALOGUE, Location
from .event import param
from .names import fold
from .registry import RULES, rule, ruleset_ref

if TYPE_CHECKING:
    from model.campaign import CampaignDocument


def _referenced(army_path, name: str, field: str, kind: str):
    """The document a list names (``kind`` "catalogue" or "campaign"), a file beside the list."""
    return load_referenced(army_path, name, field, kind)


def catalogue_of(doc: ArmyList, ctx) -> Catalogue | None:
    """The army's catalogue: the one given to :func:`validate`, else the file the list names (cached)."""
    if ctx.catalogue is None and ctx.path and doc.catalogue:
        ctx.catalogue = _referenced(ctx.path, doc.catalogue, "catalogue", "catalogue")
    return ctx.catalogue


def campaign_of(doc: ArmyList, ctx) -> CampaignDocument | None:
    """The campaign that sets the army's size: the one given, else ``campaign.file`` (cached)."""
    if doc.campaign is None:
        return None
    if ctx.campaign is None and ctx.path:
        ctx.campaign = _referenced(ctx.path, doc.campaign.file, "campaign.file", "campaign")
    return ctx.campaign


@dataclass(frozen=True, slots=True)
class ProfileFacts:
    """What the rules ask of a catalogue profile under a ruleset, worked out once per catalogue."""

    profile: Profile
    single: bool  # fielded on its own (unique, legendary, leader), not in units
    cls: str  # the ruleset's class id ("H"), however the catalogue writes the class
    rank: int | None  # place of the class in the ruleset's class order (0 leads all); None: outside it
    same_training: str  # training and class folded for comparison ("Élite" ~ "elite")
    same_class: str
    banner: bool  # a banner bearer (Kensei Hata-Jurushi)
    champion: bool  # a champion of a unit's command group (Warhammer)
    joins_as: frozenset[str]  # the roles it may take when joined to a unit
    missiles: frozenset[str]  # its missile weapons' types
    limited: bool  # taken a limited number of times per army (max_per_army)


_facts: dict[tuple[int, int], tuple[Catalogue, object, dict[str, ProfileFacts]]] = {}


def catalogue_facts(catalogue: Catalogue, ctx) -> dict[str, ProfileFacts]:
    """Profile id -> :class:`ProfileFacts`, computed once per catalogue and ruleset object.

    A folder of army lists shares one catalogue, so the per-profile work (class names, banner
    and champion roles, weapon types) is done once rather than for every list.
    """
    key = (id(catalogue), id(ctx.ruleset))
    hit = _facts.get(key)
    if hit is not None and hit[0] is catalogue and hit[1] is ctx.ruleset:
        return hit[2]
    out = {}
    order = _army(ctx).get("class_order") or []
    for p in catalogue.profiles.values():
        cls = class_id(ctx, p.troop_class)
        banner = "banner" in p.roles or "hata-jurushi" in _same(f"{p.id} {p.name}").replace(" ", "-")
        out[p.id] = ProfileFacts(
            profile=p, single=p.single, cls=cls, rank=order.index(cls) if cls in order else None,
            same_training=_same(p.training), same_class=_same(cls), banner=banner,
            champion=cls == "champion" or p.roles == frozenset({"champion"}),
            joins_as=p.roles | ({"banner"} if banner else set()) | ({"champion"} if cls == "champion" else set()),
            missiles=frozenset(p.missile_types()), limited=p.max_per_army is not None)
    if len(_facts) >= 16:  # catalogues edited in a long session: forget the old ones
        _facts.clear()
    _facts[key] = (catalogue, ctx.ruleset, out)
    return out


class ArmyView:
    """An army list with its profiles resolved, shared by the rules of one run.

    One pass over the entries sorts them into what each rule looks at (units, single
    profiles, generals, banner bearers, champions), so a rule with nothing to check in a
    list costs next to nothing.
    """

    __slots__ = ("doc", "catalogue", "army", "facts", "leaders", "banners", "troops", "singles", "generals",
                 "loose_banners", "champions", "with_role", "with_options", "limited", "units_total",
                 "generals_cost", "total", "_index")

    def __init__(self, doc: ArmyList, catalogue: Catalogue, facts: dict[str, ProfileFacts], army: dict):
        self.doc = doc
        self.catalogue = catalogue
        self.army = army  # the ruleset's army section, bare values
        #: entry id -> the facts of its profile (None: the catalogue has no such profile)
        self.facts: dict[str, ProfileFacts | None] = {}
        self.leaders: dict[str, list[ArmyEntry]] = {}  # unit id -> entries joined as its leader
        self.banners: dict[str, list[ArmyEntry]] = {}  # unit id -> entries joined as its banner
        self.troops: list[ArmyEntry] = []  # entries of profiles fielded in units (not single)
        self.singles: dict[str, list[ArmyEntry]] = {}  # unique, legendary and leader profile id -> its entries
        self.generals: list[ArmyEntry] = []
        self.loose_banners: list[ArmyEntry] = []  # banner bearers joined to no unit
        self.champions: list[ArmyEntry] = []  # champion profiles or entries in the champion role
        #: (place in the list, entry) of the entries with a role, with options, of a profile limited per army
        self.with_role: list[tuple[int, ArmyEntry]] = []
        self.with_options: list[ArmyEntry] = []
        self.limited: list[ArmyEntry] = []
        total = 0.0
        by_id, get = self.facts, facts.get
        troops, generals, with_role, champions = self.troops, self.generals, self.with_role, self.champions
        leaders, banners, singles = self.leaders, self.banners, self.singles
        for i, e in enumerate(doc.entries.values()):
            f = by_id[e.id] = get(e.profile)
            role = e.role
            if role is not None:
                with_role.append((i, e))
            if e.general:
                generals.append(e)
            unit = e.attached_to
            if unit is not None:
                if role == "leader":
                    leaders.setdefault(unit, []).append(e)
                elif role == "banner":
                    banners.setdefault(unit, []).append(e)
            elif role == "banner" or (f is not None and f.banner):
                self.loose_banners.append(e)
            points = e.points
            if f is None:
                if role == "champion":
                    champions.append(e)
                if points is not None:  # a unit the catalogue does not have, at the points its roster states
                    total += points
                continue
            if role == "champion" or f.champion:
                champions.append(e)
            p = f.profile
            options = e.options
            if options:
                self.with_options.append(e)
            if points is not None:  # the points an imported roster states for the entry
                total += points
            elif options:
                total += catalogue_price(e, catalogue)
            else:
                total += p.cost * e.models
            if f.limited:
                self.limited.append(e)
            if f.single:
                singles.setdefault(p.id, []).append(e)
            else:
                troops.append(e)
        self.units_total = total  # points: each profile's cost per model plus its options
        #: commands' generals at their rating's cost (ADLG), counted in the army's total
        if doc.commands:
            costs = command_costs(army)
            self.generals_cost = sum(costs.get(c.rating, 0.0) for c in doc.commands.values())
        else:
            self.generals_cost = 0
        self.total = total + self.generals_cost
        self._index: dict[str, int] | None = None

    def path(self, e: ArmyEntry, field: str = "") -> str:
        if self._index is None:  # only needed for a finding's location
            self._index = {x: i for i, x in enumerate(self.doc.entries)}
        return f"entries[{self._index[e.id]}]" + (f".{field}" if field else "")

    def at(self, e: ArmyEntry, field: str = "") -> Location:
        """A finding's location at an entry's field (:meth:`path`): one :class:`Location` per place, shared
        by the findings of every list (a Location is frozen)."""
        if self._index is None:
            self._index = {x: i for i, x in enumerate(self.doc.entries)}
        key = (self._index[e.id], field)
        hit = _AT.get(key)
        if hit is None:
            if len(_AT) >= 4096:
                _AT.clear()
            hit = _AT[key] = Location(path=f"entries[{key[0]}]" + (f".{field}" if field else ""))
        return hit

    def command_path(self, command_id: str, field: str = "") -> str:
        index = list(self.doc.commands).index(command_id)
        return f"commands[{index}]" + (f".{field}" if field else "")

    def name(self, e: ArmyEntry) -> str:
        """An entry in a sentence: its label, else its profile's name (never its id)."""
        f = self.facts.get(e.id)
        return quoted(e.label or (f.profile.name if f else e.profile))

    def is_unit(self, e: ArmyEntry) -> bool:
        """A unit: a line of the list that stands on its own and is not a single character."""
        f = self.facts.get(e.id)
        return e.attached_to is None and f is not None and not f.single


#: (entry's place in its list, field) -> its Location: :meth:`ArmyView.at`'s
_AT: dict[tuple[int, str], Location] = {}


def view(doc: ArmyList, ctx) -> ArmyView | None:
    cached = ctx.extra.get("army_view")
    if cached is not None and cached.doc is doc:
        return cached
    catalogue = catalogue_of(doc, ctx)
    if catalogue is None:
        return None
    out = ArmyView(doc, catalogue, catalogue_facts(catalogue, ctx), _army(ctx))
    ctx.extra["army_view"] = out
    return out


_plain_army: dict[int, tuple] = {}


def _army(ctx) -> dict:
    """The ruleset's ``army`` section with bare values (computed once per ruleset object)."""
    rs = ctx.ruleset
    if rs is None:
        return {}
    hit = _plain_army.get(id(rs))
    if hit is None or hit[0] is not rs:
        hit = _plain_army[id(rs)] = (rs, rs.value("army") or {})
    return hit[1]


def _fmt(points: float) -> str:
    return f"{points:g}"


def has_role(army: dict, role: str) -> bool:
    """Whether the game has an entry role: the ruleset's ``army.roles`` (absent: every role)."""
    roles = army.get("roles")
    return roles is None or role in roles


def command_ratings(army: dict) -> dict[str, dict]:
    """Rating id -> its plain values (``command_value``, ``range``, ``cost``), in the ruleset's order."""
    return {r["id"]: r for r in (army.get("commands") or {}).get("ratings", [])}


def command_costs(army: dict) -> dict[str, float]:
    return {rid: float(r.get("cost") or 0.0) for rid, r in command_ratings(army).items()}


def rating_of(army: dict, text: str) -> str | None:
    """The rating id a name stands for: "competent", "Competente" or "COMPETENT" -> "competent"."""
    folded = fold(text)
    for rid, r in command_ratings(army).items():
        if folded in {fold(rid), fold(r.get("name", "")), fold(r.get("book_name", ""))}:
            return rid
    return None


@lru_cache(maxsize=4096)
def _same(text: str) -> str:
    return fold(text)


_class_ids: dict[tuple[int, str], tuple[object, str]] = {}


def class_id(ctx, cls: str) -> str:
    """A profile's class as the ruleset's class id: "H", or "Héroe" / "heroe" / "Hero" written out."""
    key = (id(ctx.ruleset), cls)
    hit = _class_ids.get(key)
    if hit is not None and hit[0] is ctx.ruleset:
        return hit[1]
    out = _class_id(ctx, cls)
    _class_ids[key] = (ctx.ruleset, out)
    return out


def _class_id(ctx, cls: str) -> str:
    classes = _army(ctx).get("classes", [])
    if not cls or any(c["id"] == cls for c in classes):
        return cls
    folded = fold(cls)
    for c in classes:
        names = {fold(c["id"]), fold(c["name"])}
        if folded in names or any(len(folded) >= 4 and n.startswith(folded) for n in names):
            return c["id"]
    return cls


def _class_name(ctx, cls: str) -> str:
    cls = class_id(ctx, cls)
    for c in _army(ctx).get("classes", []):
        if c["id"] == cls:
            name = kind_name(ctx.ruleset, "army.classes", cls)
            return name if fold(name) == fold(cls) else f"{name} ({cls})"
    return cls or msg("army.no-class", "no class")


def _names(v, entries) -> str:
    return ", ".join(v.name(e) for e in entries)


# -- rules -------------------------------------------------------------------------

@rule("army.points-limit", "army", "error",
      "The army's total cost is within its points limit (the list's own, an event setting, or the ruleset's "
      "default).", ref_key="army.points_limit", basis="rulebook",
      reference='Kensei 2.5 p.32 (points agreed for the battle); ruleset army.points_limit')
def check_points_limit(doc: ArmyList, ctx):
    out = []
    v = view(doc, ctx)
    if v is None:
        return out
    limit = param(ctx, "army.points-limit", "limit", None)
    if limit is None:
        limit = doc.points_limit
    if limit is None and doc.campaign is None:
        limit = v.army.get("points_limit")
    if limit is None:
        return out
    total = v.total
    if total > limit + 1e-9:
        params = dict(total=_fmt(total), excess=_fmt(total - limit), limit=_fmt(limit))
        reference, basis = _points_grounds(ctx.ruleset)
        out.append(ctx.finding(
            "army.points-limit",
            msg("army.points-limit.generals", "The army costs {total} points ({generals} of them for its generals), "
                "{excess} over its limit of {limit}.", generals=_fmt(v.generals_cost), **params)
            if v.generals_cost else
            msg("army.points-limit", "The army costs {total} points, {excess} over its limit of {limit}.", **params),
            _POINTS_AT, data={"total": total, "limit": limit, "excess": total - limit}
            | ({"generals": v.generals_cost} if v.generals_cost else {}),
            # resting on the setting, it stays an error all the same
            severity=None if basis is None else RULES["army.points-limit"].severity, basis=basis, reference=reference))
    return out


_POINTS_AT = Location(path="points_limit")
_points_ground: dict[int, tuple[object, str | None, str | None]] = {}


def _points_grounds(rs) -> tuple[str | None, str | None]:
    """The reference and basis of a points-limit finding (None: the rule's own).

    The limit itself is agreed, never the book's (``army.points_limit`` is a setting): where the book says
    an army keeps within the points agreed (``army.points_agreed``, Kensei p.32) the finding cites that rule;
    elsewhere it rests on the organiser's (or the players') number, and stays an error all the same."""
    if rs is None:
        return None, None
    hit = _points_ground.get(id(rs))
    if hit is None or hit[0] is not rs:
        if not rs.is_setting("army.points_limit"):
            hit = (rs, None, None)
        elif rs.value("army.points_agreed"):
            hit = (rs, "army.points_agreed", None)
        else:
            hit = (rs, None, "setting")
        if len(_points_ground) >= 64:
            _points_ground.clear()
        _points_ground[id(rs)] = hit
    return (None if hit[1] is None else ruleset_ref(rs, hit[1])), hit[2]


@rule("army.unit-size", "army", "error",
      "Every troop that is not unique deploys in a unit of at least the minimum size (Kensei: 3) and at most its "
      "profile's maximum (10 to 15 by unit type).", ref_key="army.unit_size_min",
      reference='Kensei 2.5 p.34 (units of 3 to 10-15 models)')
def check_unit_size(doc: ArmyList, ctx):
    out = []
    v = view(doc, ctx)
    if v is None:
        return out
    army = v.army
    rs = ctx.ruleset
    default_low = param(ctx, "army.unit-size", "min", army.get("unit_size_min"))
    default_high = param(ctx, "army.unit-size", "max", army.get("unit_size_max"))
    banners, champions = has_role(army, "banner"), has_role(army, "champion")
    facts = v.facts
    for e in v.troops:
        f = facts[e.id]
        if f.banner and e.attached_to is None and banners:
            continue  # a banner bearer on its own is army.banner's business
        if (f.champion or e.role == "champion") and champions:
            continue  # wherever a champion stands, army.champion reports it
        p = f.profile
        if e.attached_to is not None:
            if e.role is not None and not has_role(army, e.role):
                continue  # a role the game does not have: army.role reports it
            if e.role is None or e.role not in f.joins_as:
                out.append(ctx.finding(
                    "army.unit-size",
                    msg("army.unit-size.joined-as", "{entry} is a troop, not a unique model: it deploys as a unit of "
                        "its own, not joined to another unit as {role}.", entry=v.name(e), role=e.role) if e.role else
                    msg("army.unit-size.joined", "{entry} is a troop, not a unique model: it deploys as a unit of its "
                        "own, not joined to another unit.", entry=v.name(e)),
                    v.at(e, "attached_to"), subjects=[e.id]))
            continue
        low = p.unit_min if p.unit_min is not None else default_low
        high = p.unit_max if p.unit_max is not None else default_high
        if low is not None and e.models < low:
            fnd = ctx.finding(
                "army.unit-size",
                msg_n("army.unit-size.small", "The unit {entry} has {count} model; a unit deploys with at least "
                      "{min}.", "The unit {entry} has {count} models; a unit deploys with at least {min}.",
                      count=e.models, entry=v.name(e), min=low),
                v.at(e, "models"), subjects=[e.id],
                data={"models": e.models, "min": low})
            out.append(fnd)
        elif high is not None and e.models > high:
            fnd = ctx.finding(
                "army.unit-size",
                msg("army.unit-size.profile-max", "The unit {entry} has {count} models; its profile allows at most "
                    "{max}.", entry=v.name(e), count=e.models, max=high) if p.unit_max else
                msg("army.unit-size.max", "The unit {entry} has {count} models; a unit has at most {max}.",
                    entry=v.name(e), count=e.models, max=high),
                v.at(e, "models"), subjects=[e.id], data={"models": e.models, "max": high},
                reference=None if p.unit_max is not None or rs is None else ruleset_ref(rs, "army.unit_size_max"))
            out.append(fnd)
    return out


@rule("army.unique", "army", "error",
      "A profile the catalogue marks unique or legendary (and, where the game says so, a leader) is taken at most "
      "once (one model) in the army.", ref_key="army.unique",
      reference="the catalogue's unique and legendary profiles")
def check_unique(doc: ArmyList, ctx):
    out = []
    v = view(doc, ctx)
    if v is None:
        return out
    army = v.army
    if not army.get("unique", True):
        return out
    leaders_unique = army.get("leaders_unique", False)
    rs = ctx.ruleset
    for pid, entries in v.singles.items():
        models = entries[0].models if len(entries) == 1 else sum(e.models for e in entries)
        if models <= 1:
            continue
        p = v.catalogue.profiles[pid]
        if not (p.unique or p.legendary) and not (p.leader and leaders_unique):
            continue
        what = msg("army.legendary", "legendary") if p.legendary else msg("army.unique-word", "unique") \
            if p.unique else msg("army.leader-unique", "an army leader (always unique)")
        out.append(ctx.finding(
            "army.unique",
            msg("army.unique", "{profile} is {what} but the army fields {count} of it ({entries}); at most 1.",
                profile=quoted(p.name), what=what, count=models, entries=_names(v, entries)),
            v.at(entries[-1]), subjects=[e.id for e in entries], data={"models": models},
            reference=None if (p.unique or p.legendary) or rs is None else ruleset_ref(rs, "army.leaders_unique")))
    return out


@rule("army.profile-limit", "army", "error",
      "A profile the catalogue limits per army (a 0-1 choice) is taken no more often than its limit.",
      reference="the catalogue's limit per army (max_per_army), from the army book it is written from")
def check_profile_limit(doc: ArmyList, ctx):
    out = []
    v = view(doc, ctx)
    if v is None:
        return out
    if not v.limited:
        return out
    taken: dict[str, list[ArmyEntry]] = {}
    for e in v.limited:
        taken.setdefault(e.profile, []).append(e)
    for pid, entries in taken.items():
        p = v.catalogue.profiles[pid]
        if len(entries) > p.max_per_army:
            out.append(ctx.finding(
                "army.profile-limit",
                msg_n("army.profile-limit", "The army takes {profile} {taken} times ({entries}); the catalogue "
                      "allows it at most {count} time.", "The army takes {profile} {taken} times ({entries}); the "
                      "catalogue allows it at most {count} times.", count=p.max_per_army, profile=quoted(p.name),
                      taken=len(entries), entries=_names(v, entries)),
                v.at(entries[-1]), subjects=[e.id for e in entries],
                data={"taken": len(entries), "max": p.max_per_army},
                # an imported catalogue: its data and revision, not the rulebook
                reference=v.catalogue.source or None, basis=CATALOGUE if v.catalogue.source else None))
    return out


@rule("army.role", "army", "error",
      "An entry joins a unit only in a role the game has (Kensei: leader, banner; Warhammer: champion, character).",
      ref_key="army.roles", reference="the ruleset's army roles")
def check_role(doc: ArmyList, ctx):
    out = []
    army = _army(ctx)
    roles = army.get("roles")
    if roles is None:
        return out
    v = view(doc, ctx)
    for i, e in (v.with_role if v is not None else enumerate(doc.entries.values())):
        if e.role is None or e.role in roles:
            continue
        name = v.name(e) if v is not None else quoted(e.label or e.profile)
        has = ", ".join(roles) if roles else msg("army.no-roles", "none: no model joins a unit")
        out.append(ctx.finding(
            "army.role",
            msg("army.role", "{entry} joins a unit as {role}, a role {ruleset} lists do not have (they have: "
                "{roles}).", entry=name, role=e.role, ruleset=ctx.ruleset.name, roles=has),
            Location(path=f"entries[{i}].role"), subjects=[e.id], data={"role": e.role}))
    return out


def _closed_classes(ctx) -> bool:
    return bool(_army(ctx).get("closed_classes"))


@rule("army.class", "army", "error",
      "Where the game has a closed list of troop types (40K skirmish), every model is of one of them.",
      ref_key="army.closed_classes", reference="the ruleset's troop classes", when=_closed_classes)
def check_class(doc: ArmyList, ctx):
    if not _closed_classes(ctx):
        return
    army = _army(ctx)
    v = view(doc, ctx)
    if v is None:
        return
    known = {c["id"] for c in army.get("classes", [])}
    names = ", ".join(kind_name(ctx.ruleset, "army.classes", c["id"]) for c in army.get("classes", []))
    for e in doc.entries.values():
        f = v.facts.get(e.id)
        if f is None or f.cls in known:
            continue
        text = msg("army.class", "{entry} has the troop type {type}; every model is one of {types}.",
                   entry=v.name(e), type=quoted(f.profile.troop_class), types=names) if f.profile.troop_class else \
            msg("army.class.none", "{entry} has no troop type; every model is one of {types}.", entry=v.name(e),
                types=names)
        yield ctx.finding("army.class", text,
                          v.at(e, "profile"), subjects=[e.id])


@rule("army.troop-weapon", "army", "error",
      "A model carries only weapons its troop type can use: a shooting weapon needs a to-hit roll in the "
      "rules' table (40K skirmish: Genestealers and the Brood Leader have none).",
      ref_key="army.troop_profiles", reference='40K skirmish rules, "Impactar"',
      when=lambda ctx: bool(_army(ctx).get("troop_profiles")))
def check_troop_weapon(doc: ArmyList, ctx):
    profiles = _army(ctx).get("troop_profiles")
    if not profiles:
        return
    v = view(doc, ctx)
    if v is None:
        return
    for e in doc.entries.values():
        f = v.facts.get(e.id)
        if f is None or f.cls not in profiles or profiles[f.cls].get("to_hit") is not None:
            continue
        shooting = [w.name for w in f.profile.weapons if w.kind == "missile"]
        if shooting:
            yield ctx.finding(
                "army.troop-weapon",
                msg("army.troop-weapon", "{entry} is of the troop type {type}, which the rules give no to-hit roll: "
                    "it cannot shoot its {weapons}.", entry=v.name(e),
                    type=kind_name(ctx.ruleset, "army.classes", f.cls), weapons=", ".join(shooting)),
                v.at(e, "profile"), subjects=[e.id], data={"type": f.cls, "weapons": shooting})


def _mounts_per_model(ctx):
    return param(ctx, "army.mount", "max", _army(ctx).get("mounts_per_model"))


@rule("army.mount", "army", "error",
      "A model rides at most one mount (a horse, a monster, a chariot) among its options.",
      ref_key="army.mounts_per_model", reference="the ruleset's mounts per model",
      when=lambda ctx: _mounts_per_model(ctx) is not None)
def check_mount(doc: ArmyList, ctx):
    most = _mounts_per_model(ctx)
    v = view(doc, ctx)
    if v is None or most is None:
        return
    for e in v.with_options:
        f = v.facts[e.id]
        mounts = [o for o in f.profile.options if o.mount and o.id in e.options]
        if len(mounts) > most:
            yield ctx.finding(
                "army.mount",
                msg("army.mount", "{entry} rides {count} mounts ({mounts}); a model rides at most {max}.",
                    entry=v.name(e), count=len(mounts), mounts=", ".join(o.name for o in mounts), max=most), v.at(e, "options"), subjects=[e.id],
                data={"mounts": len(mounts), "max": most})


@rule("army.general", "army", "error",
      "The army names a general, of a class that may be general (Kensei: a hero; an élite leader cannot), "
      "and no more generals than the ruleset allows.", ref_key="army.general_classes",
      reference='Kensei 2.5 p.38 (a hero as general)')
def check_general(doc: ArmyList, ctx):
    out = []
    army = _army(ctx)
    if not army:
        return out
    v = view(doc, ctx)
    generals = v.generals if v is not None else [e for e in doc.entries.values() if e.general]
    rs = ctx.ruleset
    require = param(ctx, "army.general", "require", army.get("require_general"))
    most = param(ctx, "army.general", "max", army.get("max_generals"))
    if require and not generals:
        out.append(ctx.finding(
            "army.general", msg("army.general.none", "The army has no general: name one entry as the "
                                "general."),
            Location(path="entries"), reference=ruleset_ref(rs, "army.require_general")))
    if most is not None and len(generals) > most:
        out.append(ctx.finding(
            "army.general",
            msg("army.general.many", "The army names {count} generals ({entries}); at most {max}.",
                count=len(generals), entries=_names(v, generals) if v is not None else ", ".join(e.label or e.profile for e in generals), max=most),
            Location(path="entries"), subjects=[e.id for e in generals], data={"generals": len(generals), "max": most},
            reference=ruleset_ref(rs, "army.max_generals")))
    classes = army.get("general_classes") or []
    if v is None or not classes:
        return out
    for e in generals:
        f = v.facts.get(e.id)
        if f is None or f.cls in classes:
            continue
        p = f.profile
        allowed = " / ".join(_class_name(ctx, c) for c in classes)
        out.append(ctx.finding(
            "army.general",
            msg("army.general.class", "The general {entry} is of class {cls}; the general must be {allowed}.",
                entry=v.name(e), cls=_class_name(ctx, p.troop_class), allowed=allowed),
            v.at(e, "general"), subjects=[e.id]))
    return out


@rule("army.unit-leader", "army", "error",
      "A unit leader may lead: one leader per unit, of equal or higher class (Héroe > Élite > Guerrero > "
      "Aldeano; other classes neither lead nor are led), of the same troop type, and a hero leading missile "
      "troops carries a missile weapon of the same type.", ref_key="army.class_order",
      reference='Kensei 2.5 p.39 (unit leaders)')
def check_unit_leader(doc: ArmyList, ctx):
    out = []
    v = view(doc, ctx)
    if v is None or not has_role(v.army, "leader"):
        return out
    order = v.army.get("class_order") or []
    rid = "army.unit-leader"

    def at(e: ArmyEntry) -> Location:
        return v.at(e, "attached_to")

    for unit_id, leaders in v.leaders.items():
        unit = doc.entries.get(unit_id)
        if unit is None:
            continue
        uf = v.facts.get(unit.id)
        if len(leaders) > 1:
            out.append(ctx.finding(
                rid, msg("army.unit-leader.many", "The unit {unit} has {count} leaders ({leaders}); a unit takes a "
                         "leader only if it has no other.", unit=v.name(unit), count=len(leaders),
                         leaders=_names(v, leaders)),
                v.at(leaders[-1], "attached_to"), subjects=[unit.id] + [e.id for e in leaders]))
        for e in leaders:
            lf = v.facts.get(e.id)
            if lf is None or uf is None:
                continue
            lp, up = lf.profile, uf.profile
            if not (lp.single or "leader" in lp.roles):  # unique heroes and leaders may lead
                out.append(ctx.finding(
                    rid, msg("army.unit-leader.not-leader", "{entry} is not a leader and cannot lead "
                             "the unit {unit}.", entry=v.name(e), unit=v.name(unit)),
                    at(e), subjects=[e.id, unit.id]))
                continue
            if not v.is_unit(unit):
                out.append(ctx.finding(
                    rid, msg("army.unit-leader.not-unit", "{entry} leads {unit}, which is not a unit.",
                             entry=v.name(e), unit=v.name(unit)), at(e),
                    subjects=[e.id, unit.id]))
                continue
            if order:
                lr, ur = lf.rank, uf.rank
                if lr is None or ur is None:
                    bad = lp if lr is None else up
                    out.append(ctx.finding(
                        rid, msg("army.unit-leader.class-outside", "{entry} cannot lead {unit}: the class {cls} can "
                                 "neither lead nor be led (only {order}).", entry=v.name(e), unit=v.name(unit),
                                 cls=_class_name(ctx, bad.troop_class),
                                 order=" > ".join(kind_name(ctx.ruleset, "army.classes", c) for c in order)),
                        at(e), subjects=[e.id, unit.id]))
                    continue
                if lr > ur:
                    out.append(ctx.finding(
                        rid, msg("army.unit-leader.class", "{entry} ({cls}) cannot lead {unit} ({unit_cls}): a "
                                 "leader's class must be equal or higher.", entry=v.name(e),
                                 cls=_class_name(ctx, lp.troop_class), unit=v.name(unit),
                                 unit_cls=_class_name(ctx, up.troop_class)),
                        at(e), subjects=[e.id, unit.id]))
            if lp.troop_type and up.troop_type and lp.troop_type != up.troop_type:
                out.append(ctx.finding(
                    rid, msg("army.unit-leader.type", "{entry} ({type}) cannot lead {unit} ({unit_type}): the troop "
                             "type must be the same.", entry=v.name(e), type=troop_type_name(lp.troop_type), unit=v.name(unit),
                             unit_type=troop_type_name(up.troop_type)), at(e), subjects=[e.id, unit.id]))
            missiles = uf.missiles
            if missiles and order and lf.cls == order[0] and not (missiles & lf.missiles):
                out.append(ctx.finding(
                    rid, msg("army.unit-leader.missile", "{entry} cannot lead the missile unit {unit} without a "
                             "missile weapon of the same type ({weapons}).", entry=v.name(e), unit=v.name(unit),
                             weapons=", ".join(sorted(missiles))), at(e), subjects=[e.id, unit.id]))
    return out


@rule("army.banner", "army", "error",
      "Banner bearers (Kensei Hata-Jurushi): joined to a unit, at most the ruleset's number per unit, and in a "
      "unit of the same training and class.", ref_key="army.banners_per_unit",
      reference='Kensei 2.5 p.37 (Hata-Jurushi)')
def check_banner(doc: ArmyList, ctx):
    out = []
    v = view(doc, ctx)
    if v is None or not has_role(v.army, "banner"):
        return out
    most = param(ctx, "army.banner", "per_unit", v.army.get("banners_per_unit"))
    rid = "army.banner"
    for e in v.loose_banners:
        out.append(ctx.finding(rid, msg("army.banner.alone", "The banner bearer {entry} is not attached to a unit; it "
                                        "deploys in the front rank of one.", entry=v.name(e)), v.at(e, "attached_to"), subjects=[e.id]))
    for unit_id, banners in v.banners.items():
        unit = doc.entries.get(unit_id)
        if unit is None:
            continue
        if most is not None and len(banners) > most:
            out.append(ctx.finding(
                rid, msg("army.banner.many", "The unit {unit} carries {count} banner bearers ({banners}); at most "
                         "{max} per unit.", unit=v.name(unit), count=len(banners), banners=_names(v, banners),
                         max=most),
                v.at(banners[-1], "attached_to"), subjects=[unit.id] + [e.id for e in banners],
                data={"banners": len(banners), "max": most}))
        uf = v.facts.get(unit.id)
        for e in banners:
            bf = v.facts.get(e.id)
            if bf is None or uf is None:
                continue
            if bf.same_training == uf.same_training and bf.same_class == uf.same_class:
                continue
            diffs = _banner_diffs(bf, uf)
            if diffs:
                out.append(ctx.finding(
                    rid, msg("army.banner.mismatch", "The banner bearer {entry} joins the unit {unit}, which differs "
                             "({diffs}); it must share the unit's training and class.", entry=v.name(e),
                             unit=v.name(unit), diffs=diffs),
                    v.at(e, "attached_to"), subjects=[e.id, unit.id]))
    return out


#: (banner's facts id, unit's facts id, language) -> (banner's facts, unit's facts, words)
_diffs: dict[tuple[int, int, str], tuple[ProfileFacts, ProfileFacts, str]] = rendered_cache()


def _banner_diffs(bf: ProfileFacts, uf: ProfileFacts) -> str:
    """How a banner bearer's profile differs from its unit's ("training Élite vs Guerrero"), in the chosen
    language; "" when it does not. Worked out once per pair of profiles: a folder's lists repeat them."""
    key = (id(bf), id(uf), language())
    hit = _diffs.get(key)
    if hit is not None and hit[0] is bf and hit[1] is uf:
        return hit[2]
    text = "; ".join([msg("army.banner.diff", "{what} {a} vs {b}", what=word(), a=a or "-", b=b or "-")
                      for word, a, b in ((_training_word, bf.profile.training, uf.profile.training),
                                         (_class_word, bf.cls, uf.cls))
                      if a and b and _same(a) != _same(b)])
    if len(_diffs) >= 4096:
        _diffs.clear()
    _diffs[key] = (bf, uf, text)
    return text


def _training_word() -> str:
    return msg("army.training", "training")


def _class_word() -> str:
    return msg("army.class-word", "class")


@rule("army.champion", "army", "error",
      "A champion is part of a unit's command group: attached to a unit, one per unit.",
      ref_key="army.champions_per_unit",
      reference="Warhammer 6th ed. rulebook p.96-99 (champions in the unit's command group)",
      when=lambda ctx: has_role(_army(ctx), "champion"))
def check_champion(doc: ArmyList, ctx):
    v = view(doc, ctx)
    if v is None or not has_role(v.army, "champion"):
        return
    most = v.army.get("champions_per_unit", 1)
    per_unit: dict[str, list[ArmyEntry]] = {}
    for e in v.champions:
        target = doc.entries.get(e.attached_to) if e.attached_to else None
        if target is None or e.role != "champion" or not v.is_unit(target):
            text = msg("army.champion.alone", "The champion {entry} is not in any unit; a champion belongs to a "
                       "unit's command group.", entry=v.name(e)) if target is None else \
                msg("army.champion.role", "The champion {entry} is joined to {unit} as {role}; a champion belongs to "
                    "a unit's command group.", entry=v.name(e), unit=v.name(target),
                    role=quoted(e.role) if e.role else msg("army.nothing", "nothing")) if e.role != "champion" else \
                msg("army.champion.not-unit", "The champion {entry} is attached to {unit}, which is not a unit; a "
                    "champion belongs to a unit's command group.", entry=v.name(e), unit=v.name(target))
            yield ctx.finding("army.champion", text, v.at(e, "attached_to"), subjects=[e.id])
            continue
        per_unit.setdefault(target.id, []).append(e)
    for unit_id, champions in per_unit.items():
        if most is not None and len(champions) > most:
            unit = doc.entries[unit_id]
            yield ctx.finding("army.champion", msg("army.champion.many", "The unit {unit} has {count} champions; "
                                                   "its command group has {max}.", unit=v.name(unit),
                                                   count=len(champions), max=most), v.at(champions[-1], "attached_to"),
                              subjects=[unit_id] + [e.id for e in champions],
                              data={"champions": len(champions), "max": most})


def _command_name(doc: ArmyList, command_id: str) -> str:
    """A command as the list shows it: its name, else its place ("command 2")."""
    c = doc.commands[command_id]
    return quoted(c.name) if c.name else msg("army.command-number", "command {number}",
                                             number=list(doc.commands).index(command_id) + 1)


def rating_name(ruleset, rating: dict) -> str:
    """A rating as a user reads it: its name in the chosen language, with the sheet's own word when
    that differs ("Ordinary (Ordinario)"; in Spanish "Ordinario")."""
    name = kind_name(ruleset, "army.commands.ratings", rating["id"]) if ruleset is not None else rating["name"]
    book = rating.get("book_name") or ""
    return f"{name} ({book})" if book and fold(book) != fold(name) else name


def _rating_names(army: dict, ruleset=None) -> str:
    return ", ".join(rating_name(ruleset, r) for r in command_ratings(army).values())


@rule("army.command-rating", "army", "error",
      "Each command's general has one of the ruleset's ratings (ADLG: ordinary, competent, brilliant or strategist), "
      "which gives its cost and command range.", ref_key="army.commands.ratings.ordinary.cost",
      reference='ADLG quick reference, "MANDO, COSTE (Pag. 74)"', needs="commands")
def check_command_rating(doc: ArmyList, ctx):
    if not doc.commands:
        return
    army = _army(ctx)
    ratings = command_ratings(army)
    if not ratings:
        return
    ref = ruleset_ref(ctx.ruleset, f"army.commands.ratings.{next(iter(ratings))}.cost")
    for i, c in enumerate(doc.commands.values()):
        if c.rating in ratings:
            continue
        text = msg("army.command-rating", "The general of {command} has the rating {rating}; a general is rated "
                   "{ratings}.", command=_command_name(doc, c.id), rating=quoted(c.rating),
                   ratings=_rating_names(army, ctx.ruleset)) if c.rating else \
            msg("army.command-rating.none", "The general of {command} has no rating; a general is rated {ratings}.",
                command=_command_name(doc, c.id), ratings=_rating_names(army, ctx.ruleset))
        yield ctx.finding("army.command-rating", text, Location(path=f"commands[{i}].rating"), subjects=[c.id],
                          data={"rating": c.rating}, reference=ref)


@rule("army.command-units", "army", "error",
      "Every unit belongs to one of the army's commands, a command's general stands with a unit of his own command, "
      "and a command has units to command.", ref_key="army.commands.units_in_command",
      reference='ADLG quick reference, "GRUPOS (Pag. 10)" and "ORDENES (Pag. 22)"')
def check_command_units(doc: ArmyList, ctx):
    out = []
    army = _army(ctx)
    spec = army.get("commands")
    rid = "army.command-units"
    if spec is None:
        if doc.commands:
            name = ctx.ruleset.name if ctx.ruleset is not None else msg("army.this-game", "this game")
            out.append(ctx.finding(
                rid, msg_n("army.commands-unwanted", "The list has {count} command, but {game} armies "
                           "have no commands: remove it.", "The list has {count} commands, but {game} "
                           "armies have no commands: remove them.", count=len(doc.commands), game=name), Location(path="commands"), subjects=list(doc.commands)))
        return out
    v = view(doc, ctx)
    if v is None or not spec.get("units_in_command", True):
        return out
    used: set[str] = set()
    for e in doc.entries.values():
        if not v.is_unit(e):
            if e.command is not None and e.command in doc.commands:
                used.add(e.command)
            continue
        if e.command is None:
            out.append(ctx.finding(rid, msg("army.command-units.none", "The unit {unit} belongs to no command; every "
                                            "unit is given to one of the army's generals.", unit=v.name(e)), v.at(e, "command"), subjects=[e.id]))
        elif e.command not in doc.commands:
            out.append(ctx.finding(rid, msg("army.command-units.unknown", "The unit {unit} is given to a command the "
                                            "list does not have ({command}).", unit=v.name(e), command=quoted(e.command)), v.at(e, "command"), subjects=[e.id]))
        else:
            used.add(e.command)
    for i, c in enumerate(doc.commands.values()):
        if c.general is not None:
            unit = doc.entries.get(c.general)
            if unit is None:
                out.append(ctx.finding(rid, msg("army.command-units.general-missing", "The general of {command} stands "
                                                "with a unit the list does not have ({unit}).",
                                                command=_command_name(doc, c.id), unit=quoted(c.general)), Location(path=f"commands[{i}].general"),
                                       subjects=[c.id]))
            elif unit.command != c.id:
                other = _command_name(doc, unit.command) if unit.command in doc.commands else \
                    msg("army.no-command", "no command")
                out.append(ctx.finding(
                    rid, msg("army.command-units.general-elsewhere", "The general of {command} stands "
                             "with {unit}, which belongs to {other}: a general stands with a unit of "
                             "his own command.", command=_command_name(doc, c.id), unit=v.name(unit),
                             other=other),
                    Location(path=f"commands[{i}].general"), subjects=[c.id, unit.id]))
        if c.id not in used:
            out.append(ctx.finding(rid, msg("army.command-units.empty", "The command {command} has no units.",
                                            command=_command_name(doc, c.id)), Location(path=f"commands[{i}]"), subjects=[c.id], severity="warning"))
    return out


@rule("army.command-count", "army", "error",
      "The army has at least the ruleset's minimum of commands (one general) and no more than its maximum.",
      ref_key="army.commands.min", reference="the ruleset's number of commands",
      when=lambda ctx: _army(ctx).get("commands") is not None)
def check_command_count(doc: ArmyList, ctx):
    spec = _army(ctx).get("commands")
    if spec is None:
        return
    rid = "army.command-count"
    low = param(ctx, rid, "min", spec.get("min"))
    high = param(ctx, rid, "max", spec.get("max"))
    n = len(doc.commands)
    if low is not None and n < low:
        text = msg("army.command-count.none", "The army has no command; it needs at least {min}, each with its "
                   "rated general.", min=low) if n == 0 else \
            msg_n("army.command-count.few", "The army has {count} command; it needs at least {min}, each with its "
                  "rated general.", "The army has {count} commands; it needs at least {min}, each with its rated "
                  "general.", count=n, min=low)
        yield ctx.finding(rid, text,
                          Location(path="commands"), data={"commands": n, "min": low})
    elif high is not None and n > high:
        yield ctx.finding(rid, msg("army.command-count.many", "The army has {count} commands; at most {max}.",
                                   count=n, max=high), Location(path="commands"),
                          subjects=list(doc.commands), data={"commands": n, "max": high},
                          reference=None if ctx.ruleset is None else ruleset_ref(ctx.ruleset, "army.commands.max"))


def campaign_army_size(campaign: CampaignDocument, player: str, rules) -> dict:
    """The points a campaign player's army may field this turn, and how they add up: one rule with the
    empire panel (:func:`model.campaign_turns.army_for`): the largest-empire bonus goes to the one
    largest empire, a tie broken by cities, castles and the die roll recorded at the start of the turn."""
    from model.campaign_turns import TurnRules, army_for

    return army_for(campaign, TurnRules(rules), player)


def campaign_size_words(ruleset) -> str | None:
    """A campaign ruleset's army sizes in a sentence, from its ``campaign.army_size`` values (the
    ``wartable rules RULESET`` line of army.campaign-limit); None when it has none."""
    if ruleset.value("campaign.army_size") is None:
        return None

    def number(key: str):
        value = ruleset.value(f"campaign.army_size.{key}")
        return None if value is None else _fmt(value)

    start, step, every, most = number("start"), number("step"), ruleset.value("campaign.army_size.every_turns"), \
        number("max")
    bonus, gold, rate = number("largest_empire_bonus"), number("max_gold"), number("gold_per_point")
    size = []  # "500 points, +500 every 5 turns, at most 3000"
    if start is not None:
        size.append(msg("army.campaign-limit.start", "{start} points", start=start) if not (step and every) else
                    msg_n("army.campaign-limit.growth", "{start} points, +{step} every turn",
                          "{start} points, +{step} every {count} turns", count=int(every), start=start, step=step))
    if most is not None:
        size.append(msg("army.campaign-limit.max", "at most {max}", max=most))
    parts = [", ".join(size)] if size else []
    if bonus:
        parts.append(msg("army.campaign-limit.bonus", "+{bonus} for the largest empire", bonus=bonus))
    if gold:
        parts.append(msg("army.campaign-limit.gold", "up to {gold} gold spent on points at {rate} gold a point",
                         gold=gold, rate=rate or "1"))
    if not parts:
        return None
    return msg("army.campaign-limit.numbers", "{ruleset}: {sizes}.", ruleset=ruleset.name, sizes="; ".join(parts))


@rule("army.campaign-limit", "army", "error",
      "In a campaign, the army fits the campaign's size for the turn it is for (the current turn when the list "
      "names none): the ruleset's starting size, growing every few turns up to its maximum, the bonus of the "
      "largest empire, and gold spent on extra points within the ruleset's limit and the player's treasury, the "
      "same gold never in two battles.",
      ref_key="campaign.army_size.start",
      reference='Las Piedras del Destino, "El tamaño de los Ejercitos"; "4. Fase de batallas"',
      details=campaign_size_words, needs="campaign")
def check_campaign_limit(doc: ArmyList, ctx):
    if doc.campaign is None:
        return
    campaign = campaign_of(doc, ctx)
    v = view(doc, ctx)
    if campaign is None or v is None:
        return
    rules = ctx.ruleset if ctx.ruleset is not None and ctx.ruleset.value("campaign") else \
        load_ruleset(campaign.ruleset, ctx.path, "campaign.file")
    if rules.value("campaign.army_size") is None:
        return
    rid = "army.campaign-limit"
    player = doc.campaign.player
    if player not in campaign.players:
        yield ctx.finding(rid, msg("army.campaign-player", "The army belongs to the player {player}, who is not in "
                                   "the campaign {campaign}.", player=quoted(player), campaign=quoted(campaign.name)), Location(path="campaign.player"), subjects=[player])
        return
    from .campaign_gold import campaign_limit_findings

    yield from campaign_limit_findings(doc, ctx, campaign, rules, v.total, rid)
