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
from model.errors import DocumentError
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
                raise ValueError(f"Profile '{p.name}': '{item}' holds one of ; = [ ] {{ }}, which the CSV weapons and "
                                 f"options cells use to separate their items; rename it to export.")
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
        raise DocumentError(path, "", f"is not readable CSV ({exc})", "comma-, semicolon- or tab-separated rows") from None
    if not rows:
        raise DocumentError(path, "", "is empty", "a header row naming the columns, then one row per profile")
    header = [fold(h).replace(" ", "_") for h in rows[0]]
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        raise DocumentError(path, "row 1", f"names the column(s) {', '.join(unknown)}",
                            "columns among " + ", ".join(COLUMNS))
    for need in ("name", "cost"):
        if need not in header:
            raise DocumentError(path, "row 1", f"has no '{need}' column", "at least the columns name and cost")
    profiles: list[Profile] = []
    ids: set[str] = set()
    for r, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        if len(row) > len(header):
            raise DocumentError(path, f"row {r}", f"has {len(row)} cells", f"at most {len(header)}, one per column")
        cells = {h: (row[i].strip() if i < len(row) else "") for i, h in enumerate(header)}
        col = ""
        try:
            col = "name"
            name = cells["name"]
            if not name:
                raise ValueError("is empty")
            col = "id"
            pid = cells.get("id") or slug(name, "profile")
            if pid in ids:
                raise ValueError(f"repeats the id '{pid}'")
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
                raise ValueError(f"names the role(s) {', '.join(bad)}; roles are " + ", ".join(ROLES))
            col = "weapons"
            weapons = tuple(_weapon(w) for w in _items(cells.get("weapons", "")))
            col = "options"
            options = _options(cells.get("options", ""))
        except ValueError as exc:
            raise DocumentError(path, f"row {r}, column {col}", str(exc), _EXPECTED.get(col, "")) from None
        if ints["unit_min"] is not None and ints["unit_max"] is not None and ints["unit_min"] > ints["unit_max"]:
            raise DocumentError(path, f"row {r}, column unit_max", f"is {ints['unit_max']}, below unit_min "
                                f"{ints['unit_min']}", "a maximum at least the minimum")
        profiles.append(Profile(
            id=pid, name=name, cost=cost, troop_class=cells.get("class", ""), troop_type=cells.get("troop_type", ""),
            training=cells.get("training", ""), unique=flags["unique"], legendary=flags["legendary"],
            leader=flags["leader"], roles=roles, weapons=weapons, unit_min=ints["unit_min"],
            unit_max=ints["unit_max"], volume=cells.get("volume", ""), options=options, notes=cells.get("notes", ""),
            category=cells.get("category", ""), base=cells.get("base", ""), max_per_army=ints["max_per_army"]))
    return profiles


_EXPECTED = {
    "name": "the profile's name", "id": "an id used once in the catalogue", "cost": "points, a number from 0",
    "unit_min": "a whole number from 1, or empty", "unit_max": "a whole number from 1, or empty",
    "max_per_army": "a whole number from 0, or empty", "unique": "yes or no", "legendary": "yes or no",
    "leader": "yes or no", "roles": "roles separated by ;", "weapons": "Name or Name [missile:type], separated by ;",
    "options": "Name = cost, with [mount] for a mount and {id} to keep an id, separated by ;",
}


def _items(cell: str) -> list[str]:
    return [x.strip() for x in cell.split(";") if x.strip()]


def _number(cell: str) -> float:
    try:
        value = float(cell.replace(",", "."))
    except ValueError:
        raise ValueError(f"is '{cell}', not a number") from None
    if not (0 <= value < 1e15):
        raise ValueError(f"is {cell}")
    return value


def _integer(cell: str, lowest: int) -> int | None:
    if cell == "":
        return None
    try:
        value = float(cell.replace(",", "."))
    except ValueError:
        raise ValueError(f"is '{cell}', not a whole number") from None
    if value != int(value) or value < lowest or value > 1e6:
        raise ValueError(f"is {cell}")
    return int(value)


def _bool(cell: str) -> bool:
    folded = fold(cell)
    if folded in _YES:
        return True
    if folded in _NO:
        return False
    raise ValueError(f"is '{cell}'")


def _weapon(item: str) -> Weapon:
    m = _WEAPON.match(item)
    if m is None:
        raise ValueError(f"'{item}' is not a weapon")
    return Weapon(m.group("name").strip(), (m.group("kind") or "melee").lower(), (m.group("type") or "").strip())


def _options(cell: str) -> tuple[Option, ...]:
    out, ids = [], set()
    for item in _items(cell):
        m = _OPTION.match(item)
        if m is None:
            raise ValueError(f"'{item}' is not an option")
        name = m.group("name").strip()
        oid = (m.group("id") or "").strip() or slug(name, "option")
        if oid in ids:
            raise ValueError(f"repeats the option id '{oid}'")
        ids.add(oid)
        out.append(Option(oid, name, float((m.group("cost") or "0").replace(",", ".")), bool(m.group("mount"))))
    return tuple(out)
