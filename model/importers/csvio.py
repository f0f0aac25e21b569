"""Catalogue profiles to and from CSV, one profile a row, as organisers keep them in spreadsheets.

Columns (the header row names them; any order, unknown columns refused, only ``name`` and
``cost`` required)::

    id, name, cost, category, class, troop_type, training, unit_min, unit_max, max_per_army,
    unique, legendary, leader, roles, volume, base, weapons, options, notes

- booleans: ``yes``/``no`` (also ``true``/``false``, ``1``/``0``, ``x``, ``sí``; empty is no);
- ``roles``: names separated by ``;`` (``leader; banner``);
- ``weapons``: ``;``-separated, each ``Name`` or ``Name [missile:bow]`` (kind, then type);
- ``options``: ``;``-separated, each ``Name = cost``, with ``[mount]`` for a mount and
  ``{id}`` to keep an option id (``Warhorse = 12 [mount] {horse}``).

Reading checks every cell and names the row and column of the first bad one.
"""
from __future__ import annotations

import csv
import io
import re

from model.army import ROLES, Catalogue, Option, Profile, Weapon
from model.display import quoted
from model.errors import DocumentError
from model.i18n import lazy_msg, msg
from model.reasons import detail
from model.names import fold, slug

COLUMNS = ("id", "name", "cost", "category", "class", "troop_type", "training", "unit_min", "unit_max",
           "max_per_army", "unique", "legendary", "leader", "roles", "volume", "base", "weapons", "options", "notes")
_YES = {"yes", "y", "true", "1", "x", "si", "s"}
_NO = {"no", "n", "false", "0", ""}
_WEAPON = re.compile(r"^(?P<name>[^\[\]]+?)\s*(?:\[(?P<kind>melee|missile)(?::(?P<type>[^\]]*))?\])?$", re.IGNORECASE)
_OPTION = re.compile(r"^(?P<name>[^=\[\]{}]+?)\s*(?:=\s*(?P<cost>[0-9]+(?:[.,][0-9]+)?))?\s*(?P<mount>\[mount\])?"
                     r"\s*(?:\{(?P<id>[^{}]+)\})?$", re.IGNORECASE)


def _num(value: float) -> str:
    return f"{value:g}"


def _options_cell(options) -> str:
    return "; ".join(f"{o.name} = {_num(o.cost)}" + (" [mount]" if o.mount else "") +
                     (f" {{{o.id}}}" if o.id != slug(o.name, "option") else "") for o in options)


def _weapons_cell(weapons) -> str:
    return "; ".join(w.name + ("" if w.kind == "melee" and not w.type else f" [{w.kind}" +
                               (f":{w.type}" if w.type else "") + "]") for w in weapons)


def catalogue_to_csv(catalogue: Catalogue) -> str:
    """The catalogue's profiles as CSV text (a header row, then one row per profile)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for p in catalogue.profiles.values():
        for item in [o.name for o in p.options] + [w.name for w in p.weapons] + [o.id for o in p.options]:
            if any(c in item for c in ";=[]{}"):
                raise ValueError(msg("csv.export-separator", "Profile {profile}: {item} holds one of ; = [ ] {{ }}, "
                                     "which the CSV weapons and options cells use to separate their items; rename it "
                                     "to export.", profile=quoted(p.name), item=quoted(item)))
        writer.writerow([
            p.id, p.name, _num(p.cost), p.category, p.troop_class, p.troop_type, p.training,
            "" if p.unit_min is None else p.unit_min, "" if p.unit_max is None else p.unit_max,
            "" if p.max_per_army is None else p.max_per_army,
            "yes" if p.unique else "no", "yes" if p.legendary else "no", "yes" if p.leader else "no",
            "; ".join(sorted(p.roles)), p.volume, p.base, _weapons_cell(p.weapons), _options_cell(p.options), p.notes,
        ])
    return out.getvalue()


def profiles_from_csv(text: str, path=None) -> list[Profile]:
    """Profiles read from CSV text; DocumentError names the row and column of a bad cell."""
    if text.startswith("\ufeff"):
        text = text[1:]
    head = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=head.count)  # spreadsheets in Spanish write ";"
    try:
        rows = list(csv.reader(io.StringIO(text), csv.excel, delimiter=delimiter))
    except csv.Error as exc:
        raise DocumentError(path, "", msg("csv.unreadable", "is not readable CSV ({problem})", problem=detail(exc)),
                            msg("csv.rows", "comma-, semicolon- or tab-separated rows")) from None
    if not rows:
        raise DocumentError(path, "", msg("csv.empty", "is empty"),
                            msg("csv.header", "a header row naming the columns, then one row per profile"))
    header = [fold(h).replace(" ", "_") for h in rows[0]]
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        raise DocumentError(path, msg("csv.row", "row {row}", row=1),
                            msg("csv.unknown-columns", "names the column(s) {columns}", columns=", ".join(unknown)),
                            msg("csv.columns", "columns among {columns}", columns=", ".join(COLUMNS)))
    for need in ("name", "cost"):
        if need not in header:
            raise DocumentError(path, msg("csv.row", "row {row}", row=1),
                                msg("csv.missing-column", "has no {column} column", column=quoted(need)),
                                msg("csv.name-cost", "at least the columns name and cost"))
    profiles: list[Profile] = []
    ids: set[str] = set()
    for r, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) > len(header):
            raise DocumentError(path, msg("csv.row", "row {row}", row=r),
                                msg("csv.cells", "has {count} cells", count=len(row)),
                                msg("csv.one-per-column", "at most {count}, one per column", count=len(header)))
        cells = {h: (row[i].strip() if i < len(row) else "") for i, h in enumerate(header)}
        col = ""
        try:
            col = "name"
            name = cells["name"]
            if not name:
                raise ValueError(msg("csv.empty", "is empty"))
            col = "id"
            pid = cells.get("id") or slug(name, "profile")
            if pid in ids:
                raise ValueError(msg("csv.repeated-id", "repeats the id {id}", id=quoted(pid)))
            ids.add(pid)
            col = "cost"
            cost = _number(cells["cost"])
            ints = {}
            for col in ("unit_min", "unit_max", "max_per_army"):
                ints[col] = _integer(cells.get(col, ""), 0 if col == "max_per_army" else 1)
            flags = {}
            for col in ("unique", "legendary", "leader"):
                flags[col] = _bool(cells.get(col, ""))
            col = "roles"
            roles = frozenset(x.strip().lower() for x in cells.get("roles", "").replace(",", ";").split(";") if x.strip())
            bad = sorted(roles - set(ROLES))
            if bad:
                raise ValueError(msg("csv.bad-roles", "names the role(s) {roles}; roles are {known}",
                                     roles=", ".join(bad), known=", ".join(ROLES)))
            col = "weapons"
            weapons = tuple(_weapon(w) for w in _items(cells.get("weapons", "")))
            col = "options"
            options = _options(cells.get("options", ""))
        except ValueError as exc:
            raise DocumentError(path, msg("csv.cell", "row {row}, column {column}", row=r, column=col), str(exc),
                                str(_EXPECTED.get(col, ""))) from None
        if ints["unit_min"] is not None and ints["unit_max"] is not None and ints["unit_min"] > ints["unit_max"]:
            raise DocumentError(path, msg("csv.cell", "row {row}, column {column}", row=r, column="unit_max"),
                                msg("csv.below-min", "is {max}, below unit_min {min}", max=ints["unit_max"],
                                    min=ints["unit_min"]),
                                msg("csv.max-at-least-min", "a maximum at least the minimum"))
        profiles.append(Profile(
            id=pid, name=name, cost=cost, troop_class=cells.get("class", ""), troop_type=cells.get("troop_type", ""),
            training=cells.get("training", ""), unique=flags["unique"], legendary=flags["legendary"],
            leader=flags["leader"], roles=roles, weapons=weapons, unit_min=ints["unit_min"],
            unit_max=ints["unit_max"], volume=cells.get("volume", ""), options=options, notes=cells.get("notes", ""),
            category=cells.get("category", ""), base=cells.get("base", ""), max_per_army=ints["max_per_army"]))
    return profiles


_EXPECTED = {
    "name": lazy_msg("csv.expect-name", "the profile's name"),
    "id": lazy_msg("csv.expect-id", "an id used once in the catalogue"),
    "cost": lazy_msg("csv.expect-cost", "points, a number from 0"),
    "unit_min": lazy_msg("csv.expect-size", "a whole number from 1, or empty"),
    "unit_max": lazy_msg("csv.expect-size", "a whole number from 1, or empty"),
    "max_per_army": lazy_msg("csv.expect-limit", "a whole number from 0, or empty"),
    "unique": lazy_msg("csv.expect-bool", "yes or no"), "legendary": lazy_msg("csv.expect-bool", "yes or no"),
    "leader": lazy_msg("csv.expect-bool", "yes or no"),
    "roles": lazy_msg("csv.expect-roles", "roles separated by ;"),
    "weapons": lazy_msg("csv.expect-weapons", "Name or Name [missile:type], separated by ;"),
    "options": lazy_msg("csv.expect-options", "Name = cost, with [mount] for a mount and an id in braces to keep it, separated by ;"),
}


def _items(cell: str) -> list[str]:
    return [x.strip() for x in cell.split(";") if x.strip()]


def _number(cell: str) -> float:
    try:
        value = float(cell.replace(",", "."))
    except ValueError:
        raise ValueError(msg("csv.not-number", "is {value}, not a number", value=quoted(cell))) from None
    if not (0 <= value < 1e15):
        raise ValueError(msg("csv.is", "is {value}", value=cell))
    return value


def _integer(cell: str, lowest: int) -> int | None:
    if cell == "":
        return None
    try:
        value = float(cell.replace(",", "."))
    except ValueError:
        raise ValueError(msg("csv.not-whole", "is {value}, not a whole number", value=quoted(cell))) from None
    if value != int(value) or value < lowest or value > 1e6:
        raise ValueError(msg("csv.is", "is {value}", value=cell))
    return int(value)


def _bool(cell: str) -> bool:
    folded = fold(cell)
    if folded in _YES:
        return True
    if folded in _NO:
        return False
    raise ValueError(msg("csv.is", "is {value}", value=quoted(cell)))


def _weapon(item: str) -> Weapon:
    m = _WEAPON.match(item)
    if m is None:
        raise ValueError(msg("csv.not-weapon", "{item} is not a weapon", item=quoted(item)))
    return Weapon(m.group("name").strip(), (m.group("kind") or "melee").lower(), (m.group("type") or "").strip())


def _options(cell: str) -> tuple[Option, ...]:
    out, ids = [], set()
    for item in _items(cell):
        m = _OPTION.match(item)
        if m is None:
            raise ValueError(msg("csv.not-option", "{item} is not an option", item=quoted(item)))
        name = m.group("name").strip()
        oid = (m.group("id") or "").strip() or slug(name, "option")
        if oid in ids:
            raise ValueError(msg("csv.repeated-option", "repeats the option id {id}", id=quoted(oid)))
        ids.add(oid)
        out.append(Option(oid, name, float((m.group("cost") or "0").replace(",", ".")), bool(m.group("mount"))))
    return tuple(out)
