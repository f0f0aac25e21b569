"""The limits a BattleScribe catalogue sets on a whole army, as a Wartable catalogue's
``constraints`` (:class:`model.army.Constraint`), which the army-list check applies citing the
catalogue and its revision.

Four places of the data hold them:

- a force entry's category links (the force organisation: "Core: at least 25% of the points",
  "HQ: 1 to 2 choices"), per force type, in the game system and in the catalogues;
- a category entry's own constraints ("Wyvern: at most 2 per roster");
- a root entry's minimum per force or roster ("a General: at least 1");
- in BattleScribe's older format (1.x, a game system such as Warhammer Fantasy 8th edition's), a
  force type's categories, whose limits are attributes (``minPercentage="25"``).

A constraint's scope ``parent`` (in a force entry: the force) and ``force`` become ``force``,
``roster`` stays ``roster``; other scopes (an entry's or a category's id, ``self``,
``primary-catalogue``) are named in the notes as not carried. A modifier of a constraint's value is carried when it needs no roster but
its points limit (BattleScribe's ``limit::`` conditions and repeats: "one more Rare choice per
1,000 points") and what the imported catalogue settles itself (the primary catalogue is or is not
an instance of another: The Old World's army lists of a faction change its shares); a constraint changed by anything else a roster holds is not carried (a check
that could be wrong is worse than none), and named in the notes. A maximum of -1 with no change
is no limit; a minimum of 0 asks nothing.
"""
from __future__ import annotations

from model.army import LIMIT_TESTS, Constraint, LimitChange

from . import bsdata
from .bsdata import DataSet

#: modifier types of a constraint's value that Wartable applies
CHANGE_TYPES = ("set", "increment", "decrement", "multiply")


def _modifiers(holder) -> list:
    return bsdata.children(holder, "modifier") + [m for g in bsdata.children(holder, "modifierGroup")
                                                  for m in bsdata.children(g, "modifier")]


#: a modifier whose conditions never hold for the catalogue imported
NEVER = "never"


def _static(cond, catalogue_id: str) -> bool | None:
    """The truth of a condition the imported catalogue alone settles ("the primary catalogue is
    an instance of X": The Old World's army lists of a faction), None for any other."""
    if cond.get("scope") == "primary-catalogue" and cond.get("type") in ("instanceOf", "notInstanceOf"):
        return (cond.get("childId") == catalogue_id) == (cond.get("type") == "instanceOf")
    return None


def _conditions(conditions: list, any_of: bool, ptype: str | None, catalogue_id: str, path):
    """The tests on the points limit of a list of conditions (all of them, or with ``any_of`` one),
    NEVER when the catalogue settles that they do not hold, None when one needs a roster."""
    tests, settled = [], []
    for cond in conditions:
        truth = _static(cond, catalogue_id)
        if truth is not None:
            settled.append(truth)
            continue
        if ptype is None or cond.get("field") != f"limit::{ptype}" or cond.get("type") not in LIMIT_TESTS:
            return None
        tests.append((cond.get("type"), bsdata.number(cond.get("value"), path, "condition")))
    if any_of:
        if any(settled):
            return []  # one holds: always
        return tests or NEVER
    return NEVER if not all(settled) else tests


def _change(mod, ptype: str | None, catalogue_id: str, path):
    """The modifier as a change by the points limit; NEVER when it does not apply to this
    catalogue; None when it needs more of a roster."""
    kind = mod.get("type", "")
    if kind not in CHANGE_TYPES:
        return None
    value = bsdata.number(mod.get("value"), path, "modifier")
    when = _conditions(bsdata.children(mod, "condition"), False, ptype, catalogue_id, path)
    if when is None or when == NEVER:
        return when
    groups = bsdata.children(mod, "conditionGroup")
    any_of = False
    if groups:
        if len(groups) > 1 or when or bsdata.children(groups[0], "conditionGroup"):
            return None
        any_of = groups[0].get("type") == "or"
        when = _conditions(bsdata.children(groups[0], "condition"), any_of, ptype, catalogue_id, path)
        if when is None or when == NEVER:
            return when
    per, round_up = 0.0, False
    repeats = bsdata.children(mod, "repeat")
    if repeats:
        rep = repeats[0]
        if len(repeats) > 1 or ptype is None or rep.get("field") != f"limit::{ptype}":
            return None
        per = bsdata.number(rep.get("value"), path, "repeat", 0.0, 0.0)
        if per <= 0:
            return None
        value *= bsdata.number(rep.get("repeats"), path, "repeat", 1.0, 0.0, 1000.0)
        round_up = rep.get("roundUp") == "true"
    return LimitChange(kind, value, tuple(when), any_of and len(when) > 1, per, round_up)


class Gathered:
    """The constraints of a data set and what could not be carried, by kind (names)."""

    def __init__(self):
        self.constraints: list[Constraint] = []
        self.not_carried: dict[str, list[str]] = {}

    def skip(self, kind: str, name: str) -> None:
        self.not_carried.setdefault(kind, []).append(name)


def _read(gathered: Gathered, con, holder, what: str, profiles: tuple[str, ...], force: str, data: DataSet,
          path, in_force: bool, force_id: str = "") -> None:
    """One ``<constraint>`` of ``holder`` (a category link, a category or an entry) as a Constraint."""
    ctype = con.get("type", "")
    field = con.get("field", "")
    label = f"{force}: {what}" if force else what
    if ctype not in ("min", "max"):
        return
    if field == "selections":
        kind = "selections"
    elif data.points_type is not None and field in (data.points_type, f"limit::{data.points_type}"):
        kind = "points"  # "limit::pts": a share of the points limit (The Old World's "Core at least 25%")
    else:
        return gathered.skip("constraint-field", label)
    scope = con.get("scope", "")
    if scope == "parent" and in_force or scope == "force":
        scope = "force"
    elif scope != "roster":
        return gathered.skip("constraint-scope", label)  # within one entry or category: not the army's count
    cid = con.get("id", "")
    value = bsdata.number(con.get("value"), path, f"{what} constraint", 0.0, -1.0)
    changes = []
    for mod in _modifiers(holder):
        if mod.get("field") != cid or not cid:
            continue
        change = _change(mod, data.points_type, data.catalogue.id, path)
        if change is None:
            return gathered.skip("constraint-roster", label)
        if change != NEVER:
            changes.append(change)
    if not changes and (value < 0 and ctype == "max" or value <= 0 and ctype == "min"):
        return  # no limit at all
    if not profiles:  # a category none of the catalogue's entries is in
        if ctype == "min":
            gathered.skip("constraint-empty", label)
        return
    if value < 0 and ctype == "min":
        value = 0.0
    gathered.constraints.append(Constraint(
        id=cid or f"c{len(gathered.constraints) + 1}", type=ctype, value=max(value, -1.0), field=kind, scope=scope,
        what=what, profiles=profiles, percent=con.get("percentValue") == "true", force=force,
        include_children=con.get("includeChildSelections") != "false", changes=tuple(changes), force_id=force_id))


#: (attribute, constraint type, field, percent) of a category's limits in the older format
_OLD_LIMITS = (("minSelections", "min", "selections", False), ("maxSelections", "max", "selections", False),
               ("minPoints", "min", "points", False), ("maxPoints", "max", "points", False),
               ("minPercentage", "min", "points", True), ("maxPercentage", "max", "points", True))


def _read_old(gathered: Gathered, cat, what: str, profiles: tuple[str, ...], force: str, path,
              force_id: str) -> None:
    """A category of a force type in the older format: its limits are attributes ("minPercentage="25"")."""
    label = f"{force}: {what}" if force else what
    limits = []
    for attr, ctype, field, percent in _OLD_LIMITS:
        value = bsdata.number(cat.get(attr), path, f"{what} {attr}", -1.0 if ctype == "max" else 0.0, -1.0)
        if ctype == "max" and (value < 0 or percent and value >= 100) or ctype == "min" and value <= 0:
            continue
        limits.append((attr, ctype, field, percent, value))
    if not limits:
        return
    if any(bsdata.tag(m) == "modifier" for m in cat.iter()):  # the older format's conditions: not read
        return gathered.skip("constraint-roster", label)
    if not profiles:
        if any(ctype == "min" for _, ctype, *_ in limits):
            gathered.skip("constraint-empty", label)
        return
    for attr, ctype, field, percent, value in limits:
        gathered.constraints.append(Constraint(
            id=f"{cat.get('id', '')}-{attr}", type=ctype, value=value, field=field, scope="force", what=what,
            profiles=profiles, percent=percent, force=force, force_id=force_id))


def gather(data: DataSet, profiles_by_category: dict[str, list[str]],
           entry_profiles: list[tuple[object, str, str]]) -> Gathered:
    """The army-wide constraints of ``data``: of its force entries' category links, of its category
    entries and of its root entries (``entry_profiles``: (entry node, profile id, name))."""
    out = Gathered()
    seen: set[tuple] = set()
    for f, found in zip(data.files, data.elements):
        for fe in found["forceEntry"]:
            if fe.get("hidden") == "true":
                continue
            force = (fe.get("name", "") or fe.get("id", "")).strip()
            for link in bsdata.children(fe, "categoryLink"):
                if link.get("hidden") == "true":
                    continue
                cat_id = link.get("targetId", "")
                what = data.categories.get(cat_id, "") or link.get("name", "") or cat_id
                for con in bsdata.children(link, "constraint"):
                    key = (force, cat_id, con.get("id"))
                    if key not in seen:
                        seen.add(key)
                        _read(out, con, link, what, tuple(profiles_by_category.get(cat_id, ())), force, data,
                              f.path, True, fe.get("id", ""))
        for cat in found["categoryEntry"]:
            cat_id = cat.get("id", "")
            if cat.get("hidden") == "true" or ("", cat_id) in seen:
                continue
            seen.add(("", cat_id))
            for con in bsdata.children(cat, "constraint"):
                _read(out, con, cat, cat.get("name", "") or cat_id, tuple(profiles_by_category.get(cat_id, ())), "",
                      data, f.path, False)
        for ft in found["forceType"]:  # BattleScribe's older format (1.x) writes limits as attributes
            force = (ft.get("name", "") or ft.get("id", "")).strip()
            for cat in bsdata.children(ft, "category"):
                cat_id = cat.get("id", "")
                if (force, cat_id, "old") not in seen:
                    seen.add((force, cat_id, "old"))
                    _read_old(out, cat, data.categories.get(cat_id, "") or cat.get("name", "") or cat_id,
                              tuple(profiles_by_category.get(cat_id, ())), force, f.path, ft.get("id", ""))
    for node, pid, name in entry_profiles:
        for con in node.parts("constraint"):
            if con.get("type") == "min" and con.get("scope") in ("roster", "force"):
                holder = node.link if node.link is not None and con in bsdata.children(node.link, "constraint") \
                    else node.el
                _read(out, con, holder, name, (pid,), "", data, data.catalogue.path, False)
    return out
