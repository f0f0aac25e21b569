"""The terrain a club owns, as the table generator uses it: real shapes, sizes, heights, kinds and counts.

A stock comes from a stock file of its own (``docs/generate.md``, schema
``resources/schema/stock.schema.json``), from an event's inventory (each item a rectangle of its
size) or, with neither, from the ruleset's terrain kinds (:func:`stock_from_ruleset`: organiser
defaults, never rules). Lengths are millimetres inside.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from shapely import affinity
from shapely.geometry import Polygon

from .errors import DocumentError
from .event import StockItem
from .geometry import ellipse
from .i18n import msg
from .jsonutil import check_schema, read_json
from .units import Unit, to_mm

SHAPES = ("rectangle", "ellipse", "polygon")


@dataclass(frozen=True)
class StockPiece:
    """``count`` pieces of one model the club owns: kind, shape and size (mm), height override (mm)."""

    id: str
    kind: str
    size: tuple[float, float]
    count: int = 1
    name: str = ""
    shape: str = "rectangle"
    outline: tuple[tuple[float, float], ...] = ()  # polygon pieces, centred, in mm
    height: float | None = None

    def footprint(self) -> Polygon:
        """The piece unrotated, centred on the origin."""
        w, d = self.size
        if self.shape == "ellipse":
            return ellipse(0.0, 0.0, w / 2, d / 2, 32)
        if self.shape == "polygon" and len(self.outline) >= 3:
            return Polygon(self.outline)
        return Polygon([(-w / 2, -d / 2), (w / 2, -d / 2), (w / 2, d / 2), (-w / 2, d / 2)])

    def placed(self, x: float, y: float, angle: float) -> Polygon:
        """The footprint turned by ``angle`` degrees about its centre, then centred on (x, y)."""
        shape = self.footprint()
        if angle % 360:
            shape = affinity.rotate(shape, angle, origin=(0, 0))
        return affinity.translate(shape, x, y)

    @property
    def area(self) -> float:
        return self.footprint().area

    @property
    def label(self) -> str:
        return self.name or self.id


def _outline(points, size: tuple[float, float], factor: float) -> tuple[tuple[float, float], ...]:
    """A polygon outline scaled to ``size`` (mm) and centred on its bounding box."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    w0, d0 = max(xs) - min(xs), max(ys) - min(ys)
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    sx = size[0] / w0 if w0 > 0 else factor
    sy = size[1] / d0 if d0 > 0 else factor
    return tuple(((x - cx) * sx, (y - cy) * sy) for x, y in points)


def stock_from_json(data: dict, ruleset, path=None) -> list[StockPiece]:
    """The pieces of a schema-checked stock object; every kind must be one of ``ruleset``'s."""
    unit = Unit(data.get("unit") or ruleset.unit.value)
    ud = ruleset.ud_mm

    def mm(v: float) -> float:
        return to_mm(float(v), unit, ud)

    kinds = {k["id"] for k in ruleset.terrain_kinds()}
    out, seen = [], set()
    for i, p in enumerate(data.get("pieces", [])):
        where = f"pieces[{i}]"
        if p["id"] in seen:
            raise DocumentError(path, f"{where}.id", msg("file.repeated-id", "repeats the id {id}", id=repr(p["id"])),
                                msg("file.expect-unique", "ids unique within the file"))
        seen.add(p["id"])
        if p["kind"] not in kinds:
            raise DocumentError(path, f"{where}.kind",
                                msg("stock.unknown-kind", "is {kind}, not a terrain kind of {ruleset}",
                                    kind=repr(p["kind"]), ruleset=ruleset.name),
                                msg("stock.expect-kind", "one of {kinds}", kinds=", ".join(sorted(kinds))))
        shape = p.get("shape", "rectangle")
        size = (mm(p["size"][0]), mm(p["size"][1]))
        outline: tuple = ()
        if shape == "polygon":
            pts = p.get("outline")
            if not pts:
                raise DocumentError(path, f"{where}.outline", msg("file.field-missing", "is missing"),
                                    msg("stock.expect-outline", "the corners of a polygon piece"))
            outline = _outline(pts, size, mm(1.0))
            if not Polygon(outline).is_valid or Polygon(outline).area <= 0:
                raise DocumentError(path, f"{where}.outline",
                                    msg("stock.bad-outline", "crosses itself or encloses no area"),
                                    msg("stock.expect-simple-outline", "a simple polygon's corners in order"))
        out.append(StockPiece(p["id"], p["kind"], size, int(p.get("count", 1)), p.get("name", ""), shape, outline,
                              mm(p["height"]) if "height" in p else None))
    return out


def load_stock(path: str | Path, ruleset) -> list[StockPiece]:
    """A stock file's pieces, or DocumentError naming the file, the field and what was expected."""
    data = read_json(path)
    if isinstance(data, dict) and data.get("format") != "wartable-stock":
        raise DocumentError(path, "format", msg("stock.not-stock", "is {value}, not a terrain stock",
                                                value=repr(data.get("format"))), '"format": "wartable-stock"')
    check_schema(data, "stock", path)
    if data.get("ruleset") and data["ruleset"] != ruleset.id:
        raise DocumentError(path, "ruleset", msg("stock.other-ruleset", "is {value}, not {wanted}",
                                                 value=repr(data["ruleset"]), wanted=repr(ruleset.id)),
                            msg("stock.expect-ruleset", "the ruleset of the table"))
    return stock_from_json(data, ruleset, path)


def check_generator_input(path: str | Path) -> bool:
    """Whether ``path`` is one of ``wartable generate``'s inputs (a terrain stock or generation targets
    file), checked: True when it is and it is sound, False when it is neither kind; DocumentError
    naming the field when it is one and something in it is wrong."""
    from .ruleset import load_ruleset
    from .targets import load_targets

    data = read_json(path)
    fmt = data.get("format") if isinstance(data, dict) else None
    if fmt == "wartable-targets":
        load_targets(path)
        return True
    if fmt != "wartable-stock":
        return False
    check_schema(data, "stock", path)
    if data.get("ruleset"):
        stock_from_json(data, load_ruleset(data["ruleset"], path), path)
    return True


def stock_to_json(pieces: Iterable[StockPiece], ruleset, name: str = "") -> dict:
    """A stock file's body (lengths in the ruleset's unit)."""
    unit = ruleset.unit

    def out(v: float) -> float:
        return round(v / to_mm(1.0, unit, ruleset.ud_mm), 4)

    body: dict = {"format": "wartable-stock", "format_version": 1, "ruleset": ruleset.id, "unit": unit.value}
    if name:
        body["name"] = name
    body["pieces"] = []
    for p in pieces:
        item = {"id": p.id, "kind": p.kind, "size": [out(p.size[0]), out(p.size[1])]}
        if p.name:
            item["name"] = p.name
        if p.shape != "rectangle":
            item["shape"] = p.shape
        if p.outline:
            item["outline"] = [[out(x), out(y)] for x, y in p.outline]
        if p.height is not None:
            item["height"] = out(p.height)
        if p.count != 1:
            item["count"] = p.count
        body["pieces"].append(item)
    return body


def stock_from_inventory(items: Iterable[StockItem]) -> list[StockPiece]:
    """An event's inventory as stock pieces: each item a rectangle of its size (long side along x)."""
    return [StockPiece(i.id, i.kind, (max(i.size), min(i.size)), i.count, i.name) for i in items]


#: The share of the table's short side a catalogue piece spans when the club gave no stock: an
#: organiser default for trying the generator out, not a rule (docs/generate.md).
CATALOGUE_PIECE_SHARE = 0.2
#: How many of each catalogue piece such a stock holds.
CATALOGUE_COUNT = 4


def stock_from_ruleset(ruleset, width: float, depth: float) -> list[StockPiece]:
    """A stock made from the ruleset's terrain kinds when the club gave none: for each kind that
    hides, covers or slows, :data:`CATALOGUE_COUNT` rectangles of two sizes, a fifth and a tenth of
    the table's short side (organiser defaults)."""
    side = min(width, depth)
    out = []
    for k in ruleset.terrain_kinds():
        blocking, movement = k.get("blocking") or "none", k.get("movement") or "open"
        if blocking == "none" and not k.get("cover") and movement in ("open", "impassable"):
            continue  # mats, craters, water: nothing a layout needs them for
        big = side * CATALOGUE_PIECE_SHARE
        out.append(StockPiece(f"{k['id']}-large", k["id"], (round(big * 1.25, 1), round(big, 1)), CATALOGUE_COUNT,
                              ""))
        out.append(StockPiece(f"{k['id']}-small", k["id"], (round(big * 0.75, 1), round(big / 2, 1)), CATALOGUE_COUNT,
                              ""))
    return out


def stock_items(pieces: Iterable[StockPiece]) -> list[StockItem]:
    """Stock pieces as an event's inventory items (their bounding sizes)."""
    out = []
    for p in pieces:
        minx, miny, maxx, maxy = p.footprint().bounds
        out.append(StockItem(p.id, p.kind, (round(maxx - minx, 3), round(maxy - miny, 3)), p.count, p.name))
    return out


def total_count(pieces: Iterable[StockPiece]) -> int:
    return sum(p.count for p in pieces)


def diagonal(piece: StockPiece) -> float:
    return math.hypot(*piece.size)
