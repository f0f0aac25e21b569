"""The limits a catalogue's own data sets on a whole army (``Catalogue.constraints``: an imported
BattleScribe catalogue's category minimums and maximums, shares of the points, an entry's minimum
per roster), checked whatever the ruleset, each finding citing the catalogue and its revision
with the basis ``catalogue`` (never the rulebook's).

A constraint's value may change with the army's points limit (the list's own, an event setting,
or the ruleset's default, as for ``army.points-limit``); a share of the points is taken of that
limit, or of the army's own total when it has none. A constraint of a force type applies to a
list whose single force is of that type (``settings.forces``, as an imported roster keeps them);
a list of several forces whose entries say which force they stand in (``ArmyEntry.force``) is
checked force by force, each force by the limits of its type; a list of several forces that does
not say so is checked by its per-roster limits only.

A minimum that a unit the catalogue does not have (an imported roster's unit of another revision
or catalogue) could meet is not judged: the finding says it was not checked, and why (information,
not an error); a maximum is judged on the units placed, which those units could only add to.
"""
from __future__ import annotations

from model.army import ArmyList, Catalogue, Constraint
from model.display import quoted
from model.i18n import and_list, msg, msg_n
from model.names import same_name

from .army_rules import catalogue_of
from .event import param
from .findings import CATALOGUE, Location
from .registry import rule


def points_limit(doc: ArmyList, ctx) -> float | None:
    """The army's points limit: an event setting, the list's own, else the ruleset's default."""
    limit = param(ctx, "army.points-limit", "limit", None)
    if limit is None:
        limit = doc.points_limit
    if limit is None and doc.campaign is None and ctx.ruleset is not None:
        limit = (ctx.ruleset.value("army") or {}).get("points_limit")
    return limit


def list_forces(doc: ArmyList) -> list[tuple[str, str]]:
    """(name, id in the data) of the list's forces, as an imported roster keeps them."""
    names = [f if isinstance(f, str) else "" for f in (doc.settings.get("forces") or ())]
    ids = [i if isinstance(i, str) else "" for i in (doc.settings.get("force_ids") or ())]
    return [(n, ids[i] if i < len(ids) else "") for i, n in enumerate(names)]


def applies(c: Constraint, forces: list[tuple[str, str]], catalogue_forces: set[str]) -> bool:
    """Whether the constraint holds for a list of the force types ``forces`` ((name, id) pairs;
    empty: not said). A force is of the constraint's type by its id in the data (a roster made
    with another revision names the type otherwise: "Battalion Detachment 0CP") or by its name."""
    if not c.force:
        return c.scope == "roster" or len(forces) <= 1
    if forces:
        same = same_name(c.force)
        return (len(forces) == 1 or c.scope == "roster") and any(
            (c.force_id and fid == c.force_id) or same_name(name) == same for name, fid in forces)
    return len(catalogue_forces) == 1  # a list made by hand: the catalogue's only force type


def _same_limit(c: Constraint) -> tuple:
    return (c.type, c.value, c.field, c.scope, c.what, c.profiles, c.percent, c.include_children, c.changes)


def _in_every_force(catalogue: Catalogue, catalogue_forces: set[str]) -> dict[tuple, Constraint]:
    """The limits every force type of the catalogue sets alike (The Old World's five battle types
    all ask for Core at least 25%): they hold for a list that names no force, once each."""
    forces_of: dict[tuple, set[str]] = {}
    first: dict[tuple, Constraint] = {}
    for c in catalogue.constraints:
        if c.force:
            key = _same_limit(c)
            forces_of.setdefault(key, set()).add(c.force)
            first.setdefault(key, c)
    return {key: first[key] for key, names in forces_of.items() if names == catalogue_forces}


def _num(x: float) -> float | int:
    """A figure for a message: a whole number as an integer, else a float the message renders in
    the language's format (two decimals at most)."""
    return int(x) if float(x).is_integer() else float(x)


def _reference(cat: Catalogue, c: Constraint, every_force: bool = False) -> str:
    where = f"{c.force}: {c.what}" if c.force and not every_force else c.what
    return f"{_source(cat)} ({where})"


def _source(cat: Catalogue) -> str:
    """The data the catalogue was written from, in the reader's language where Wartable wrote it
    ("BattleScribe catalogue 'Necrons', revision 106"), else as the catalogue says."""
    if cat.revision and cat.source.startswith("BattleScribe"):
        return str(msg("army.catalogue-source", "BattleScribe catalogue {catalogue}, revision {revision}",
                       catalogue=quoted(cat.name), revision=cat.revision))
    return cat.source or cat.name


#: what the catalogue's checks rest on, as a rule's reference
CATALOGUE_DATA = "the catalogue's own data (an imported BattleScribe catalogue and its revision)"


@rule("army.catalogue-limit", "army", "error",
      "The army keeps within the limits its catalogue's data sets on a whole army: minimum and maximum choices per "
      "force, category and roster, and shares of the points (Core at least 25%, Rare at most 25%), changed by the "
      "points limit where the data says so.",
      reference=CATALOGUE_DATA, basis=CATALOGUE)
def check_catalogue_limits(doc: ArmyList, ctx):
    out = []
    catalogue = catalogue_of(doc, ctx)
    if catalogue is None or not catalogue.constraints:
        return out
    forces = list_forces(doc)
    catalogue_forces = {c.force for c in catalogue.constraints if c.force}
    limit = points_limit(doc, ctx)
    profiles = catalogue.profiles
    costs = {e.id: doc.entry_cost(e, catalogue) for e in doc.entries.values() if e.profile in profiles}
    total = sum(costs.values())
    #: units the catalogue does not have: any of them may be of a category a minimum counts
    unplaced = [e for e in doc.entries.values() if e.profile not in profiles]
    per_force = len(forces) > 1 and any(e.force is not None for e in doc.entries.values())
    common = _in_every_force(catalogue, catalogue_forces) if not forces and len(catalogue_forces) > 1 else {}
    judge = _Judge(ctx, catalogue, costs, limit)
    for c in catalogue.constraints:
        if per_force and c.scope == "force":  # the roster says which unit stands in which force
            for i, force in enumerate(forces):
                if c.force and not applies(c, [force], catalogue_forces):
                    continue
                mine = [e for e in doc.entries.values() if e.force == i]
                others = [e for e in unplaced if e.force in (i, None) or not 0 <= e.force < len(forces)]
                others += [e for e in doc.entries.values() if e.force is None and e.profile in profiles]
                out.extend(judge(c, mine, sum(costs.get(e.id, 0.0) for e in mine), others, force[0] or str(i + 1),
                                 of_force=True))
            continue
        everywhere = common.get(_same_limit(c)) is c if common and c.force else False
        if not everywhere and not applies(c, forces, catalogue_forces):
            continue
        out.extend(judge(c, list(doc.entries.values()), total, unplaced, "", everywhere))
    return out


class _Judge:
    """One constraint judged on some entries (the army's, or one force's): its finding, if broken. A
    minimum that units the catalogue does not have could meet is not judged: it is said as not checked
    (information); a maximum they could only add to is judged on the units placed."""

    def __init__(self, ctx, catalogue: Catalogue, costs: dict, limit: float | None):
        self.ctx, self.catalogue, self.costs, self.limit = ctx, catalogue, costs, limit

    def __call__(self, c: Constraint, entries: list, total: float, unplaced: list, force: str = "",
                 everywhere: bool = False, of_force: bool = False):
        """``of_force``: the entries are one force's of several; a share of the points is of that force's."""
        value = c.value_at(self.limit)
        if value < 0 or (c.type == "min" and value <= 0):
            return
        profiles, costs = self.catalogue.profiles, self.costs
        limit = None if of_force else self.limit
        counted = set(c.profiles)
        entries_in = [e for e in entries if e.profile in counted]
        if c.field == "points":
            amount = sum(costs[e.id] if c.include_children or e.points is not None
                         else profiles[e.profile].cost * e.models for e in entries_in)
        else:
            amount = len(entries_in)
        if c.percent:
            placed = sum(1 for e in entries if e.profile in profiles)
            base = limit if (c.field == "points" and limit) else (total if c.field == "points" else placed)
            bound = base * value / 100.0
        else:
            base, bound = None, value
        over = amount > bound + 1e-9 if c.type == "max" else amount < bound - 1e-9
        if not over:
            return
        text = _message(c, amount, value, base, limit)
        if force:
            text = str(msg("army.catalogue-limit.in-force", "In the force {force}: {finding}", force=quoted(force),
                           finding=text))
        data = {"constraint": c.id, "type": c.type, "field": c.field, "amount": amount, "limit": bound,
                "percent": c.percent, "force": force, "checked": True}
        severity = None
        what = same_name(c.what)
        elsewhere = [e for e in entries if e.profile not in counted and e.profile in profiles and
                     any(same_name(k) == what for k in e.categories)]  # the roster puts it in, the catalogue not
        if c.type == "min" and (unplaced or elsewhere):  # a unit that could not be placed may be the one that meets it
            names = [e.label or (profiles[e.profile].name if e.profile in profiles else e.profile)
                     for e in unplaced + elsewhere]
            text = str(msg_n("army.catalogue-limit.unchecked", "{finding} Not checked: 1 unit the catalogue does "
                             "not have or places in other categories than the roster ({units}) may count towards it.",
                             "{finding} Not checked: {count} units the catalogue does not have or places in other "
                             "categories than the roster ({units}) may count towards it.", finding=text,
                             count=len(names), units=and_list([quoted(n) for n in names[:8]])))
            data["checked"], severity = False, "info"
        yield self.ctx.finding("army.catalogue-limit", text, Location(path="entries"),
                               subjects=[e.id for e in entries_in], data=data, severity=severity,
                               reference=_reference(self.catalogue, c, everywhere))


def _message(c: Constraint, amount: float, value: float, base: float | None, limit: float | None) -> str:
    what = quoted(c.what)
    if c.field == "selections" and not c.percent:
        n = int(value)
        taken = msg_n("army.catalogue-limit.taken", "The army takes {count} choice of {what}",
                      "The army takes {count} choices of {what}", count=int(amount), what=what)
        return str(msg("army.catalogue-limit.min", "{taken}; its catalogue asks for at least {min}.", taken=taken,
                       min=n) if c.type == "min" else
                   msg("army.catalogue-limit.max", "{taken}; its catalogue allows at most {max}.", taken=taken, max=n))
    if c.field == "points" and not c.percent:
        spent = msg("army.catalogue-limit.spent", "The army spends {points} points on {what}", points=_num(amount),
                    what=what)
        return str(msg("army.catalogue-limit.points-min", "{spent}; its catalogue asks for at least {min}.",
                       spent=spent, min=_num(value)) if c.type == "min" else
                   msg("army.catalogue-limit.points-max", "{spent}; its catalogue allows at most {max}.",
                       spent=spent, max=_num(value)))
    share = 100.0 * amount / base if base else 0.0
    if c.field == "points":
        of = msg("army.catalogue-limit.of-limit", "its limit of {points} points", points=_num(limit)) if limit else \
            msg("army.catalogue-limit.of-total", "its {points} points", points=_num(base or 0))
        head = msg("army.catalogue-limit.share", "The army spends {points} points on {what}, {share}% of {of}",
                   points=_num(amount), what=what, share=_num(round(share, 1)), of=of)
    else:
        head = msg("army.catalogue-limit.share-choices", "The army takes {count} of its {total} choices from {what}, "
                   "{share}%", count=int(amount), total=int(base or 0), what=what, share=_num(round(share, 1)))
    return str(msg("army.catalogue-limit.share-min", "{head}; its catalogue asks for at least {min}%.", head=head,
                   min=_num(value)) if c.type == "min" else
               msg("army.catalogue-limit.share-max", "{head}; its catalogue allows at most {max}%.", head=head,
                   max=_num(value)))


@rule("army.catalogue-missing", "army", "warning",
      "Every unit of the list is in its catalogue; a unit an imported roster names that the catalogue does not have "
      "(another revision of the data, another catalogue) is kept at the roster's points and models and said, since "
      "no rule of the catalogue can check it.",
      reference=CATALOGUE_DATA, basis=CATALOGUE)
def check_not_in_catalogue(doc: ArmyList, ctx):
    out = []
    catalogue = catalogue_of(doc, ctx)
    if catalogue is None:
        return out
    named = source = None  # the catalogue's words, made for the first unit it lacks (most lists have none)
    for i, e in enumerate(doc.entries.values()):
        if not e.not_in_catalogue:
            continue
        if named is None:
            revision = catalogue.revision
            named = msg("army.catalogue-revision", "{catalogue} (revision {revision})",
                        catalogue=quoted(catalogue.name), revision=revision) if revision else quoted(catalogue.name)
            source = _source(catalogue)
        out.append(ctx.finding(
            "army.catalogue-missing",
            msg_n("army.catalogue-missing", "{unit} is not in the catalogue {catalogue}: the list keeps it at the "
                  "roster's {points} points and 1 model, and the catalogue's rules do not check it.",
                  "{unit} is not in the catalogue {catalogue}: the list keeps it at the roster's {points} points and "
                  "{count} models, and the catalogue's rules do not check it.", unit=quoted(e.label or e.profile),
                  catalogue=named, points=_num(e.points or 0), count=e.models),
            Location(path=f"entries[{i}]"), subjects=[e.id], reference=source))
    return out


# the one pass that shows a list breaks none of these rules (and the army rules'), registered with them
from . import army_quiet  # noqa: E402,F401
