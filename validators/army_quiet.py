"""One pass that shows an army list breaks none of the army and document rules.

Most lists of a folder of tournament submissions break no rule; running the twenty checks on each
costs about as much again as reading it. :func:`army_quiet` walks a list's entries once and says
True only when every rule it answers for (:data:`ANSWERS_FOR`) would report nothing; it says False
whenever it is not sure (a list with options, stated points, commands, a campaign, settings of its
own, champions, anything unusual), and the checks then run as always and make the findings. A list
that breaks only rules whose conditions no other rule shares (a unit's size, a banner's unit, the
points...) gets the ids of those rules, and only their checks run. So it never decides what a finding
says, only which rules have none.

It repeats the conditions of each rule under which that rule is silent: a rule changed so that
it reports in a case this test passes must change the test too. ``tests/test_validators_army_quiet.py``
holds it to the checks: on every example list, the benchmark's lists and broken variants of them,
a list it passes has no finding when every check runs, and a list it gives rule ids has findings of
those rules only.
"""
from __future__ import annotations

import math

from model.army import ArmyList

from .army_rules import _army, catalogue_facts, catalogue_of, has_role
from .registry import quiet

#: the rules a True answer speaks for (a rule outside it in a ruleset's plan: the test is not used)
ANSWERS_FOR = frozenset({
    "army.points-limit", "army.unit-size", "army.unique", "army.profile-limit", "army.role", "army.general",
    "army.unit-leader", "army.banner", "army.champion", "army.command-rating", "army.command-units",
    "army.command-count", "army.campaign-limit", "army.catalogue-limit", "army.catalogue-missing",
    "document.ruleset", "document.reference", "document.settings",
})

class _Profile:
    """What the test reads of one catalogue profile, worked out once per catalogue and ruleset: its
    :class:`~validators.army_rules.ProfileFacts` with the ruleset's numbers and roles already applied."""

    __slots__ = ("facts", "id", "cost", "single", "limited", "max_per_army", "banner", "low", "high",
                 "may_be_general", "joins_leader", "joins_banner")

    def __init__(self, f, size_min, size_max, general_classes):
        p = f.profile
        self.facts = f
        self.id = p.id
        self.cost = p.cost
        self.single = f.single
        self.limited = f.limited
        self.max_per_army = p.max_per_army
        self.banner = f.banner  # a banner bearer: never on its own (army.banner)
        # a unit's size within these (army.unit-size); no bound: any number of models
        low = p.unit_min if p.unit_min is not None else size_min
        high = p.unit_max if p.unit_max is not None else size_max
        self.low = low if low is not None else -math.inf
        self.high = high if high is not None else math.inf
        self.may_be_general = not general_classes or f.cls in general_classes  # army.general
        # joined to a unit in the role (army.unit-size: a troop joins only in a role its profile takes)
        self.joins_leader = f.single or "leader" in f.joins_as
        self.joins_banner = f.single or "banner" in f.joins_as


#: (catalogue id, ruleset id) -> (catalogue, ruleset, what the test reads of them; None: never quiet)
_SETUP: dict[tuple[int, int], tuple] = {}


def _setup(catalogue, ctx):
    key = (id(catalogue), id(ctx.ruleset))
    hit = _SETUP.get(key)
    if hit is not None and hit[0] is catalogue and hit[1] is ctx.ruleset:
        return hit[2]
    rs = ctx.ruleset
    army = _army(ctx)
    if rs is None or not army or not rs.serves("army") or catalogue.constraints or army.get("commands") is not None:
        out = None  # document.ruleset, army.general's ruleset, army.catalogue-limit, the command rules
    else:
        general_classes = army.get("general_classes") or []
        # a champion's profile is left out: an entry of it is never quiet (army.champion)
        profiles = {pid: _Profile(f, army.get("unit_size_min"), army.get("unit_size_max"), general_classes)
                    for pid, f in catalogue_facts(catalogue, ctx).items() if not f.champion}
        order = army.get("class_order") or []
        out = (profiles, army.get("require_general"), army.get("max_generals"), order, order[0] if order else None,
               army.get("banners_per_unit"), army.get("points_limit"), has_role(army, "leader"),
               has_role(army, "banner"), {})
    if len(_SETUP) >= 16:  # catalogues edited in a long session: forget the old ones
        _SETUP.clear()
    _SETUP[key] = (catalogue, rs, out)
    return out


def _may_lead(lf, uf, order, first_class) -> bool:
    """Whether a unit of the profile ``uf`` (facts) may have a leader of the profile ``lf`` (army.unit-leader)."""
    lp, up = lf.profile, uf.profile
    if not (lp.single or "leader" in lp.roles) or uf.single:
        return False
    if order and (lf.rank is None or uf.rank is None or lf.rank > uf.rank):
        return False
    if lp.troop_type and up.troop_type and lp.troop_type != up.troop_type:
        return False
    return not (uf.missiles and first_class is not None and lf.cls == first_class and not (uf.missiles & lf.missiles))


@quiet("army", ANSWERS_FOR)
def army_quiet(doc: ArmyList, ctx) -> bool | frozenset[str]:
    """True only when none of :data:`ANSWERS_FOR` would report anything on ``doc`` (no event settings).

    A list that breaks only the commonest rules, each in a way that no other rule's silence depends on (a unit
    of the wrong size, a banner in the wrong unit or one too many, a unique or limited profile taken too often,
    the general, the points), gets the ids of those rules instead: the pass goes on past them, and every other
    rule of :data:`ANSWERS_FOR` stays silent. False when it is not sure."""
    if doc.commands or doc.campaign is not None or doc.settings:
        return False  # the command, campaign and settings rules have something to look at
    catalogue = catalogue_of(doc, ctx)
    if catalogue is None or (catalogue.ruleset and catalogue.ruleset != doc.ruleset):
        return False  # document.reference: no catalogue, or one of another game
    setup = _setup(catalogue, ctx)
    if setup is None:
        return False
    (profiles, require_general, max_generals, order, first_class, banners_per_unit, default_limit, leaders_role,
     banners_role, may_lead) = setup
    entries = doc.entries
    total = 0.0
    generals = 0
    singles: dict[str, int] = {}  # single profile id -> models (army.unique)
    limited: dict[str, int] = {}  # profile limited per army -> times taken (army.profile-limit)
    led: set[str] = set()  # units with a leader (army.unit-leader)
    banners: dict[str, int] = {}  # unit id -> banner bearers (army.banner)
    broken: set[str] = set()  # the rules that may report; each alone in depending on what it was noted for
    for e in entries.values():
        q = profiles.get(e.profile)
        # not in the catalogue (or a champion's), options, stated points (document.reference,
        # catalogue-missing, army.champion, the price)
        if q is None or e.not_in_catalogue or e.options or e.points is not None:
            return False
        models = e.models
        total += q.cost * models
        if e.general:
            if not q.may_be_general:
                broken.add("army.general")  # a class that may not be general
            generals += 1
        if q.limited:
            n = limited[q.id] = limited.get(q.id, 0) + 1
            if n > q.max_per_army:
                broken.add("army.profile-limit")
        if q.single:
            n = singles[q.id] = singles.get(q.id, 0) + models
            if n > 1:
                broken.add("army.unique")  # (conservatively: a single profile taken twice)
        role = e.role
        target_id = e.attached_to
        if target_id is None:
            if role is not None or q.banner:
                return False  # document.reference (a role, no unit), army.banner (a banner on its own)
            if not q.single and not q.low <= models <= q.high:
                broken.add("army.unit-size")
            continue
        target = entries.get(target_id)
        if target is None or target_id == e.id or target.attached_to is not None:
            return False  # document.reference
        # the unit's profile: one the test does not know makes the list not quiet when its turn comes
        unit = profiles.get(target.profile)
        if unit is None:
            return False
        if role == "leader":
            if not leaders_role or not q.joins_leader or target_id in led:
                return False  # army.role, army.unit-size, army.unit-leader (two leaders)
            led.add(target_id)
            pair = (q.id, unit.id)
            ok = may_lead.get(pair)
            if ok is None:
                ok = may_lead[pair] = _may_lead(q.facts, unit.facts, order, first_class)
            if not ok:
                return False  # army.unit-leader
        elif role == "banner":
            if not banners_role or not q.joins_banner:
                return False  # army.role, army.unit-size
            n = banners[target_id] = banners.get(target_id, 0) + 1
            if banners_per_unit is not None and n > banners_per_unit:
                broken.add("army.banner")  # too many
            bf, uf = q.facts, unit.facts
            if bf.same_training != uf.same_training or bf.same_class != uf.same_class:
                broken.add("army.banner")  # not matching its unit
        else:
            return False  # joined without a role, or in another one: several rules to ask
    if generals == 0 and require_general or max_generals is not None and generals > max_generals:
        broken.add("army.general")
    limit = doc.points_limit if doc.points_limit is not None else default_limit
    if limit is not None and total > limit + 1e-9:
        broken.add("army.points-limit")
    return frozenset(broken) if broken else True
