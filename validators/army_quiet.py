"""One pass that shows an army list breaks none of the army and document rules.

Most lists of a folder of tournament submissions break no rule; running the twenty checks on each
costs about as much again as reading it. :func:`army_quiet` walks a list's entries once and says
True only when every rule it answers for (:data:`ANSWERS_FOR`) would report nothing; it says False
whenever it is not sure (a list with options, stated points, commands, a campaign, settings of its
own, champions, anything unusual), and the checks then run as always and make the findings. So it
never decides what a finding says, only that there is none.

It repeats the conditions of each rule under which that rule is silent: a rule changed so that
it reports in a case this test passes must change the test too. ``tests/test_validators_army_quiet.py``
holds it to the checks: on every example list, the benchmark's lists and broken variants of them,
a list it passes has no finding when every check runs.
"""
from __future__ import annotations

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
        order = army.get("class_order") or []
        out = (catalogue_facts(catalogue, ctx), army.get("roles"), army.get("unit_size_min"),
               army.get("unit_size_max"), army.get("require_general"), army.get("max_generals"),
               army.get("general_classes") or [], order, order[0] if order else None, army.get("banners_per_unit"),
               army.get("points_limit"), has_role(army, "leader"), has_role(army, "banner"))
    if len(_SETUP) >= 16:  # catalogues edited in a long session: forget the old ones
        _SETUP.clear()
    _SETUP[key] = (catalogue, rs, out)
    return out


@quiet("army", ANSWERS_FOR)
def army_quiet(doc: ArmyList, ctx) -> bool:
    """True only when none of :data:`ANSWERS_FOR` would report anything on ``doc`` (no event settings)."""
    if doc.commands or doc.campaign is not None or doc.settings:
        return False  # the command, campaign and settings rules have something to look at
    catalogue = catalogue_of(doc, ctx)
    if catalogue is None or (catalogue.ruleset and catalogue.ruleset != doc.ruleset):
        return False  # document.reference: no catalogue, or one of another game
    setup = _setup(catalogue, ctx)
    if setup is None:
        return False
    (facts, roles, size_min, size_max, require_general, max_generals, general_classes, order, first_class,
     banners_per_unit, default_limit, leaders_role, banners_role) = setup
    entries = doc.entries
    total = 0.0
    generals = 0
    singles: dict[str, int] = {}  # single profile id -> models (army.unique)
    limited: dict[str, int] = {}  # profile limited per army -> times taken (army.profile-limit)
    leaders: dict[str, object] = {}  # unit id -> its leader's facts (army.unit-leader)
    banners: dict[str, int] = {}  # unit id -> banner bearers (army.banner)
    for e in entries.values():
        f = facts.get(e.profile)
        # not in the catalogue, options, stated points (document.reference, catalogue-missing, the price)
        if f is None or e.not_in_catalogue or e.options or e.points is not None:
            return False
        role = e.role
        if f.champion or role == "champion" or (role is not None and roles is not None and role not in roles):
            return False  # army.champion, army.role
        p = f.profile
        models = e.models
        total += p.cost * models
        if e.general:
            generals += 1
            if general_classes and f.cls not in general_classes:
                return False  # army.general: a class that may not be general
        if f.limited:
            limited[p.id] = limited.get(p.id, 0) + 1
        if f.single:
            singles[p.id] = singles.get(p.id, 0) + models
        target_id = e.attached_to
        if target_id is None:
            if role is not None or f.banner:
                return False  # document.reference (a role, no unit), army.banner (a banner on its own)
            if not f.single:  # army.unit-size
                low = p.unit_min if p.unit_min is not None else size_min
                high = p.unit_max if p.unit_max is not None else size_max
                if (low is not None and models < low) or (high is not None and models > high):
                    return False
            continue
        target = entries.get(target_id)
        if target is None or target_id == e.id or target.attached_to is not None:
            return False  # document.reference
        if role == "leader":
            if target_id in leaders:
                return False  # army.unit-leader: two leaders
            leaders[target_id] = f
        elif role == "banner":
            banners[target_id] = banners.get(target_id, 0) + 1
        else:
            return False  # joined without a role, or in another one: several rules to ask
        if not f.single and role not in f.joins_as:
            return False  # army.unit-size: a troop joined to a unit
    if generals == 0 and require_general or max_generals is not None and generals > max_generals:
        return False  # army.general
    if any(n > 1 for n in singles.values()):
        return False  # army.unique (conservatively: a single profile taken twice)
    profiles = catalogue.profiles
    for pid, n in limited.items():
        if n > profiles[pid].max_per_army:
            return False  # army.profile-limit
    limit = doc.points_limit if doc.points_limit is not None else default_limit
    if limit is not None and total > limit + 1e-9:
        return False  # army.points-limit
    if leaders_role:
        for unit_id, lf in leaders.items():  # army.unit-leader
            uf = facts[entries[unit_id].profile]
            lp, up = lf.profile, uf.profile
            if not (lp.single or "leader" in lp.roles) or uf.single:
                return False
            if order and (lf.rank is None or uf.rank is None or lf.rank > uf.rank):
                return False
            if lp.troop_type and up.troop_type and lp.troop_type != up.troop_type:
                return False
            if uf.missiles and first_class is not None and lf.cls == first_class and not (uf.missiles & lf.missiles):
                return False
    if banners_role and banners:  # army.banner
        for unit_id, n in banners.items():
            if banners_per_unit is not None and n > banners_per_unit:
                return False
            uf = facts[entries[unit_id].profile]
            for e in entries.values():
                if e.attached_to == unit_id and e.role == "banner":
                    bf = facts[e.profile]
                    if bf.same_training != uf.same_training or bf.same_class != uf.same_class:
                        return False
    return True
