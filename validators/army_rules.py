"""Army-list rules: points, unit sizes, unique profiles, the general, unit leaders, banners,
champions and campaign army sizes.

Profiles come from the army's catalogue (``ctx.catalogue``, or the file the list
names, loaded once and cached by path and modification time); numbers come from
the ruleset's ``army`` section (and ``campaign.army_size`` for campaign armies) or
event-setting params.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from model.army import ArmyEntry, ArmyList, Catalogue, Profile
from model.errors import DocumentError
from model.files import load_shared
from model.ruleset import load_ruleset

from .findings import Location
from .event import param
from .names import fold
from .registry import rule

if TYPE_CHECKING:
    from model.campaign import CampaignDocument


@lru_cache(maxsize=256)
def _beside(folder: str, name: str) -> str:
    """``name`` relative to ``folder`` (the same few for a whole folder of lists)."""
    return os.path.normpath(os.path.join(folder, name))


def _referenced(army_path, name: str, field: str, kind: str):
    """The document a list names (``kind`` "catalogue" or "campaign"), a file beside the list."""
    file = _beside(os.path.dirname(os.fspath(army_path)), name)
    try:
        doc = load_shared(file)
    except FileNotFoundError:
        raise DocumentError(army_path, field, f"names {name!r}, which does not exist",
                            f"a {kind} file path relative to the army list") from None
    if doc.KIND != kind:
        raise DocumentError(army_path, field, f"names a {doc.KIND} file, not a {kind}", f"a {kind} file")
    return doc


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
            missiles=frozenset(p.missile_types()))
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
        total = 0.0
        by_id, troops = self.facts, self.troops
        for e in doc.entries.values():
            f = by_id[e.id] = facts.get(e.profile)
            role = e.role
            if e.general:
                self.generals.append(e)
            if e.attached_to is not None:
                if role == "leader":
                    self.leaders.setdefault(e.attached_to, []).append(e)
                elif role == "banner":
                    self.banners.setdefault(e.attached_to, []).append(e)
            elif role == "banner" or (f is not None and f.banner):
                self.loose_banners.append(e)
            if f is None:
                if role == "champion":
                    self.champions.append(e)
                continue
            if role == "champion" or f.champion:
                self.champions.append(e)
            p = f.profile
            total += p.cost * e.models
            if e.options:
                costs = {o.id: o.cost for o in p.options}
                total += sum(costs.get(o, 0.0) for o in e.options)
            if f.single:
                self.singles.setdefault(p.id, []).append(e)
            else:
                troops.append(e)
        self.total = total  # points: each profile's cost per model plus its options
        self._index: dict[str, int] | None = None

    def path(self, e: ArmyEntry, field: str = "") -> str:
        if self._index is None:  # only needed for a finding's location
            self._index = {x: i for i, x in enumerate(self.doc.entries)}
        return f"entries[{self._index[e.id]}]" + (f".{field}" if field else "")

    def name(self, e: ArmyEntry) -> str:
        f = self.facts.get(e.id)
        label = e.label or (f.profile.name if f else e.profile)
        return f"'{label}' ({e.id})"

    def is_unit(self, e: ArmyEntry) -> bool:
        """A unit: a line of the list that stands on its own and is not a single character."""
        f = self.facts.get(e.id)
        return e.attached_to is None and f is not None and not f.single


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
            return f"{c['name']} ({cls})"
    return cls or "no class"


# -- rules -------------------------------------------------------------------------

@rule("army.points-limit", "army", "error",
      "The army's total cost is within its points limit (the list's own, an event setting, or the ruleset's "
      "default).", ref_key="army.points_limit",
      reference='Kensei 2.5 p.32 (points agreed for the battle); ruleset army.points_limit')
def check_points_limit(doc: ArmyList, ctx):
    v = view(doc, ctx)
    if v is None:
        return
    limit = param(ctx, "army.points-limit", "limit", None)
    if limit is None:
        limit = doc.points_limit
    if limit is None and doc.campaign is None:
        limit = v.army.get("points_limit")
    if limit is None:
        return
    total = v.total
    if total > limit + 1e-9:
        yield ctx.finding(
            "army.points-limit",
            f"The army costs {_fmt(total)} points, {_fmt(total - limit)} over its limit of {_fmt(limit)}.",
            Location(path="points_limit"), data={"total": total, "limit": limit, "excess": total - limit})


@rule("army.unit-size", "army", "error",
      "Every troop that is not unique deploys in a unit of at least the minimum size (Kensei: 3) and at most its "
      "profile's maximum (10 to 15 by unit type).", ref_key="army.unit_size_min",
      reference='Kensei 2.5 p.34 (units of 3 to 10-15 models)')
def check_unit_size(doc: ArmyList, ctx):
    v = view(doc, ctx)
    if v is None:
        return
    army = v.army
    rs = ctx.ruleset
    default_low = param(ctx, "army.unit-size", "min", army.get("unit_size_min"))
    default_high = param(ctx, "army.unit-size", "max", army.get("unit_size_max"))
    for e in v.troops:
        f = v.facts[e.id]
        if f.banner and e.attached_to is None:
            continue  # a banner bearer on its own is army.banner's business
        p = f.profile
        if e.attached_to is not None:
            if e.role is None or e.role not in f.joins_as:
                yield ctx.finding(
                    "army.unit-size",
                    f"{v.name(e)} is a troop, not a unique model: it deploys as a unit of its own, not joined to "
                    f"another unit{f' as {e.role}' if e.role else ''}.",
                    Location(path=v.path(e, "attached_to")), subjects=[e.id])
            continue
        low = p.unit_min if p.unit_min is not None else default_low
        high = p.unit_max if p.unit_max is not None else default_high
        if low is not None and e.models < low:
            fnd = ctx.finding(
                "army.unit-size",
                f"Unit {v.name(e)} has {e.models} model(s); a unit deploys with at least {low}.",
                Location(path=v.path(e, "models")), subjects=[e.id],
                data={"models": e.models, "min": low})
            yield fnd
        elif high is not None and e.models > high:
            fnd = ctx.finding(
                "army.unit-size",
                f"Unit {v.name(e)} has {e.models} models; {'its profile allows' if p.unit_max else 'a unit has'} "
                f"at most {high}.",
                Location(path=v.path(e, "models")), subjects=[e.id], data={"models": e.models, "max": high})
            yield fnd if p.unit_max is not None or rs is None else replace(fnd, reference=rs.ref("army.unit_size_max"))


@rule("army.unique", "army", "error",
      "A unique, legendary or leader profile is taken at most once (one model) in the army.",
      reference="Kensei 2.5 p.31, p.38 (unique and legendary profiles; army leaders are unique)")
def check_unique(doc: ArmyList, ctx):
    v = view(doc, ctx)
    if v is None:
        return
    for pid, entries in v.singles.items():
        models = sum(e.models for e in entries)
        if models <= 1:
            continue
        p = v.catalogue.profiles[pid]
        what = "legendary" if p.legendary else "unique" if p.unique else "an army leader (always unique)"
        yield ctx.finding(
            "army.unique",
            f"'{p.name}' is {what} but the army fields {models} of it "
            f"({', '.join(v.name(e) for e in entries)}); at most 1.",
            Location(path=v.path(entries[-1])), subjects=[e.id for e in entries], data={"models": models})


@rule("army.general", "army", "error",
      "The army names a general, of a class that may be general (Kensei: a hero; an élite leader cannot), "
      "and no more generals than the ruleset allows.", ref_key="army.general_classes",
      reference='Kensei 2.5 p.38 (a hero as general)')
def check_general(doc: ArmyList, ctx):
    army = _army(ctx)
    if not army:
        return
    v = view(doc, ctx)
    generals = v.generals if v is not None else [e for e in doc.entries.values() if e.general]
    rs = ctx.ruleset
    require = param(ctx, "army.general", "require", army.get("require_general"))
    most = param(ctx, "army.general", "max", army.get("max_generals"))
    if require and not generals:
        fnd = ctx.finding("army.general", "The army has no general: name one entry as the general.",
                          Location(path="entries"))
        yield replace(fnd, reference=rs.ref("army.require_general"))
    if most is not None and len(generals) > most:
        fnd = ctx.finding(
            "army.general",
            f"The army names {len(generals)} generals ({', '.join(e.label or e.id for e in generals)}); "
            f"at most {most}.",
            Location(path="entries"), subjects=[e.id for e in generals], data={"generals": len(generals), "max": most})
        yield replace(fnd, reference=rs.ref("army.max_generals"))
    classes = army.get("general_classes") or []
    if v is None or not classes:
        return
    for e in generals:
        f = v.facts.get(e.id)
        if f is None or f.cls in classes:
            continue
        p = f.profile
        allowed = " or ".join(_class_name(ctx, c) for c in classes)
        yield ctx.finding(
            "army.general",
            f"The general {v.name(e)} is of class {_class_name(ctx, p.troop_class)}; the general must be "
            f"{allowed}.",
            Location(path=v.path(e, "general")), subjects=[e.id])


@rule("army.unit-leader", "army", "error",
      "A unit leader may lead: one leader per unit, of equal or higher class (Héroe > Élite > Guerrero > "
      "Aldeano; other classes neither lead nor are led), of the same troop type, and a hero leading missile "
      "troops carries a missile weapon of the same type.", ref_key="army.class_order",
      reference='Kensei 2.5 p.39 (unit leaders)')
def check_unit_leader(doc: ArmyList, ctx):
    v = view(doc, ctx)
    if v is None:
        return
    order = v.army.get("class_order") or []
    rid = "army.unit-leader"

    def at(e: ArmyEntry) -> Location:
        return Location(path=v.path(e, "attached_to"))

    for unit_id, leaders in v.leaders.items():
        unit = doc.entries.get(unit_id)
        if unit is None:
            continue
        uf = v.facts.get(unit.id)
        if len(leaders) > 1:
            yield ctx.finding(
                rid, f"Unit {v.name(unit)} has {len(leaders)} leaders ({', '.join(v.name(e) for e in leaders)}); "
                f"a unit takes a leader only if it has no other.",
                Location(path=v.path(leaders[-1], "attached_to")), subjects=[unit.id] + [e.id for e in leaders])
        for e in leaders:
            lf = v.facts.get(e.id)
            if lf is None or uf is None:
                continue
            lp, up = lf.profile, uf.profile
            if not (lp.single or "leader" in lp.roles):  # unique heroes and leaders may lead
                yield ctx.finding(rid, f"{v.name(e)} is not a leader and cannot lead unit {v.name(unit)}.",
                                  at(e), subjects=[e.id, unit.id])
                continue
            if not v.is_unit(unit):
                yield ctx.finding(rid, f"{v.name(e)} leads {v.name(unit)}, which is not a unit.", at(e),
                                  subjects=[e.id, unit.id])
                continue
            if order:
                lr, ur = lf.rank, uf.rank
                if lr is None or ur is None:
                    bad = lp if lr is None else up
                    yield ctx.finding(
                        rid, f"{v.name(e)} cannot lead {v.name(unit)}: class {_class_name(ctx, bad.troop_class)} "
                        f"can neither lead nor be led (only {' > '.join(order)}).", at(e), subjects=[e.id, unit.id])
                    continue
                if lr > ur:
                    yield ctx.finding(
                        rid, f"{v.name(e)} ({_class_name(ctx, lp.troop_class)}) cannot lead {v.name(unit)} "
                        f"({_class_name(ctx, up.troop_class)}): a leader's class must be equal or higher.",
                        at(e), subjects=[e.id, unit.id])
            if lp.troop_type and up.troop_type and lp.troop_type != up.troop_type:
                yield ctx.finding(
                    rid, f"{v.name(e)} ({lp.troop_type}) cannot lead {v.name(unit)} ({up.troop_type}): the troop "
                    f"type must be the same.", at(e), subjects=[e.id, unit.id])
            missiles = uf.missiles
            if missiles and order and lf.cls == order[0] and not (missiles & lf.missiles):
                yield ctx.finding(
                    rid, f"{v.name(e)} cannot lead the missile unit {v.name(unit)} without a missile weapon of the "
                    f"same type ({', '.join(sorted(missiles))}).", at(e), subjects=[e.id, unit.id])


@rule("army.banner", "army", "error",
      "Banner bearers (Kensei Hata-Jurushi): joined to a unit, at most the ruleset's number per unit, and in a "
      "unit of the same training and class.", ref_key="army.banners_per_unit",
      reference='Kensei 2.5 p.37 (Hata-Jurushi)')
def check_banner(doc: ArmyList, ctx):
    v = view(doc, ctx)
    if v is None:
        return
    most = param(ctx, "army.banner", "per_unit", v.army.get("banners_per_unit"))
    rid = "army.banner"
    for e in v.loose_banners:
        yield ctx.finding(rid, f"Banner bearer {v.name(e)} is not attached to a unit; it deploys in the front "
                          f"rank of one.", Location(path=v.path(e, "attached_to")), subjects=[e.id])
    for unit_id, banners in v.banners.items():
        unit = doc.entries.get(unit_id)
        if unit is None:
            continue
        if most is not None and len(banners) > most:
            yield ctx.finding(
                rid, f"Unit {v.name(unit)} carries {len(banners)} banner bearers "
                f"({', '.join(v.name(e) for e in banners)}); at most {most} per unit.",
                Location(path=v.path(banners[-1], "attached_to")), subjects=[unit.id] + [e.id for e in banners],
                data={"banners": len(banners), "max": most})
        uf = v.facts.get(unit.id)
        for e in banners:
            bf = v.facts.get(e.id)
            if bf is None or uf is None:
                continue
            if bf.same_training == uf.same_training and bf.same_class == uf.same_class:
                continue
            diffs = [f"{what} {a or '-'} vs {b or '-'}" for what, a, b in
                     (("training", bf.profile.training, uf.profile.training), ("class", bf.cls, uf.cls))
                     if a and b and _same(a) != _same(b)]
            if diffs:
                yield ctx.finding(
                    rid, f"Banner bearer {v.name(e)} joins unit {v.name(unit)} of another {' and '.join(d.split()[0] for d in diffs)} "
                    f"({'; '.join(diffs)}); it must share the unit's training and class.",
                    Location(path=v.path(e, "attached_to")), subjects=[e.id, unit.id])


@rule("army.champion", "army", "error",
      "A champion is part of a unit's command group: attached to a unit, one per unit.",
      reference="Warhammer 6th ed. rulebook p.96-99 (champions in the unit's command group)")
def check_champion(doc: ArmyList, ctx):
    v = view(doc, ctx)
    if v is None:
        return
    per_unit: dict[str, list[ArmyEntry]] = {}
    for e in v.champions:
        target = doc.entries.get(e.attached_to) if e.attached_to else None
        if target is None or e.role != "champion" or not v.is_unit(target):
            where = "is not in any unit" if target is None else (
                f"is joined to {v.name(target)} as {e.role or 'nothing'}" if e.role != "champion"
                else f"is attached to {v.name(target)}, which is not a unit")
            yield ctx.finding("army.champion", f"Champion {v.name(e)} {where}; a champion belongs to a unit's "
                              f"command group.", Location(path=v.path(e, "attached_to")), subjects=[e.id])
            continue
        per_unit.setdefault(target.id, []).append(e)
    for unit_id, champions in per_unit.items():
        if len(champions) > 1:
            unit = doc.entries[unit_id]
            yield ctx.finding("army.champion", f"Unit {v.name(unit)} has {len(champions)} champions; its command "
                              f"group has one.", Location(path=v.path(champions[-1], "attached_to")),
                              subjects=[unit_id] + [e.id for e in champions])


def campaign_army_size(campaign: CampaignDocument, player: str, rules) -> dict:
    """The points a campaign player's army may field this turn, and how they add up."""
    from .campaign_rules import turn_order
    from .registry import Context

    start, step = rules.value("campaign.army_size.start"), rules.value("campaign.army_size.step")
    every, most = rules.value("campaign.army_size.every_turns"), rules.value("campaign.army_size.max")
    base = min(most, start + step * ((max(campaign.turn, 1) - 1) // every))
    order = turn_order(campaign, Context(ruleset=rules))  # the campaign's own ruleset and a fresh cache
    # Tied for the largest empire after cities and castles: a die roll decides, so the bonus may apply.
    largest = any(row[0] == player and row[1:] == order[0][1:] for row in order)
    bonus = rules.value("campaign.army_size.largest_empire_bonus") if largest else 0
    return {"turn": campaign.turn, "base": base, "largest_empire": largest, "bonus": bonus}


@rule("army.campaign-limit", "army", "error",
      "In a campaign, the army fits the campaign's size for the current turn (500 points, +500 every five turns, "
      "at most 3000; +100 for the largest empire; up to 250 gold spent at 1 point each).",
      ref_key="campaign.army_size.start",
      reference='Las Piedras del Destino, "El tamaño de los Ejercitos"; "4. Fase de batallas"')
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
        yield ctx.finding(rid, f"The army belongs to the player '{player}', who is not in the campaign "
                          f"'{campaign.name}'.", Location(path="campaign.player"), subjects=[player])
        return
    size = campaign_army_size(campaign, player, rules)
    max_gold = rules.value("campaign.army_size.max_gold")
    per_point = rules.value("campaign.army_size.gold_per_point") or 1
    gold = doc.gold or 0.0
    if gold > max_gold:
        fnd = ctx.finding(rid, f"The army spends {_fmt(gold)} gold on extra points; at most {_fmt(max_gold)}.",
                          Location(path="gold"), subjects=[player], data={"gold": gold, "max_gold": max_gold})
        yield replace(fnd, reference=rules.ref("campaign.army_size.max_gold"))
    from_gold = min(gold, max_gold) / per_point
    limit = size["base"] + size["bonus"] + from_gold
    total = v.total
    if total > limit + 1e-9:
        name = campaign.players[player].name
        fnd = ctx.finding(
            rid,
            f"The army costs {_fmt(total)} points, {_fmt(total - limit)} over {name}'s campaign limit of "
            f"{_fmt(limit)} for turn {size['turn']} ({_fmt(size['base'])} for the turn, +{_fmt(size['bonus'])} "
            f"largest empire, +{_fmt(from_gold)} from gold).",
            Location(path="entries"), subjects=[player],
            data=size | {"from_gold": from_gold, "limit": limit, "total": total, "excess": total - limit})
        yield replace(fnd, reference=rules.ref("campaign.army_size.start"))
