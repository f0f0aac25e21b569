"""Import hex maps drawn in Tiled (https://www.mapeditor.org): TMX (XML) and Tiled JSON.

Only hexagonal maps are accepted. Tiled stores hex maps in staggered offset
coordinates: ``staggeraxis`` ``y`` staggers rows (pointy-top hexes), ``x`` staggers
columns (flat-top); ``staggerindex`` says whether odd or even rows/columns are shifted.
Each non-empty cell becomes a hex; its terrain comes from the tile's ``terrain``
property, its class/type, or a mapping the user confirms (:func:`suggest_mapping`
proposes one). A tile may be mapped to a construction (city, castle, mine) instead of a
terrain: it adds that construction to its hexes, over the terrain of the tiles below. A tile
property ``feature``/``features`` (``"castle,city"``) adds constructions too; ``name`` names the hex.
"""
from __future__ import annotations

import base64
import json
import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

from .campaign import FEATURES, CampaignDocument, HexCell
from .campaign_ops import default_terrain, required_features, terrains
from .errors import DocumentError
from .i18n import msg
from .reasons import detail, value_error, xml_reason
from .jsonutil import loads, read_bounded
from .limits import MAX_HEXES
from .hexgrid import Hex, HexGrid, offset_to_axial
from .ruleset import Ruleset

#: Tiled keeps flip and rotation flags in the top four bits of a gid: flipped horizontally,
#: vertically, anti-diagonally, and (hexagonal maps) rotated by 120 degrees; the tile is the rest
FLIP_MASK = 0x0FFFFFFF
MAX_CELLS = 1_000_000


@dataclass
class TiledMap:
    """A Tiled hex map reduced to what a campaign needs."""

    path: Path
    orientation: str  # "pointy" or "flat"
    columns: int
    rows: int
    even: bool
    #: hex -> gids of its tiles, bottom layer first (empty cells left out)
    hexes: dict[Hex, list[int]] = field(default_factory=dict)
    #: gid -> {"type": class/type, "properties": {...}, "image": file name}
    tiles: dict[int, dict] = field(default_factory=dict)

    def used_gids(self) -> list[int]:
        return sorted({g for gids in self.hexes.values() for g in gids})

    def count(self, gid: int) -> int:
        return sum(gid in gids for gids in self.hexes.values())

    def describe(self, gid: int) -> str:
        """How a person recognises a tile: its class, terrain property or image."""
        t = self.tiles.get(gid, {})
        props = t.get("properties", {})
        bits = [str(props["terrain"])] if "terrain" in props else []
        if t.get("type"):
            bits.append(t["type"])
        if t.get("image"):
            bits.append(Path(t["image"]).name)
        return " · ".join(bits) or f"tile {gid}"


def read_tiled(path: str | Path) -> TiledMap:
    """Read a TMX or Tiled JSON map; DocumentError naming the file and field when it cannot be used."""
    path = Path(path)
    tmap = _read_tiled(path)
    if len(tmap.hexes) > MAX_HEXES:
        raise DocumentError(path, "width", msg("tiled.too-many-hexes", "has {count} hexes, more than Wartable's limit "
                                               "of {limit}", count=f"{len(tmap.hexes):,}", limit=f"{MAX_HEXES:,}"),
                            msg("tiled.expect-hexes", "at most {limit} hexes per map (docs/format.md: limits)",
                                limit=f"{MAX_HEXES:,}"))
    return tmap


def _read_tiled(path: Path) -> TiledMap:
    raw = read_bounded(path, what=_a_map())
    text = raw.decode("utf-8-sig", errors="replace").lstrip()
    try:
        if text.startswith("<"):
            return _read_tmx(path, text)
        try:
            data = loads(text)
        except ValueError as exc:
            raise DocumentError(path, "", msg("tiled.neither", "is neither TMX (XML) nor JSON: {reason}", reason=value_error(exc)),
                                _a_map()) from None
        if not isinstance(data, dict) or data.get("type", "map") != "map":
            raise DocumentError(path, "type", msg("tiled.not-map", "is not a Tiled map"), '"map"')
        return _read_json(path, data)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError, struct.error) as exc:
        # a field of an unexpected type anywhere in the map: named, never a traceback
        raise DocumentError(path, "", msg("tiled.cannot-import", "cannot be imported ({reason})",
                                          reason=f"{type(exc).__name__}: {exc}"),
                            msg("tiled.expect-hex-map", "a hexagonal map saved by Tiled")) from None


def _a_map() -> str:
    return msg("tiled.expect-map", "a Tiled .tmx or .json map")


def _layer(name) -> str:
    return msg("tiled.layer", "layer {name}", name=repr(name))


def _read_source(path: Path, field: str, name: Any, what: str) -> tuple[Path, str]:
    """A tileset file the map names, read with the same limits as a map; errors name the map first."""
    if not isinstance(name, str) or not name:
        raise DocumentError(path, field, msg("tiled.names", "names {name}", name=repr(name)), what)
    source = (path.parent / name).resolve()
    try:
        return source, read_bounded(source, what=what).decode("utf-8-sig", errors="replace")
    except DocumentError as exc:
        raise DocumentError(path, field, msg("file.names-broken", "names {name}, which {problem}", name=repr(name),
                                             problem=exc.problem), what) from None


# -- shared ----------------------------------------------------------------------

def _check_header(path: Path, orientation: Any, staggeraxis: Any, staggerindex: Any, infinite: Any,
                  width: Any, height: Any) -> tuple[str, bool, int, int]:
    if orientation != "hexagonal":
        raise DocumentError(path, "orientation", msg("tiled.not-hexagonal", "is {value}; only hexagonal Tiled maps can "
                                                     "become campaigns", value=repr(orientation)), '"hexagonal"')
    if str(infinite) in ("1", "True", "true"):
        raise DocumentError(path, "infinite", msg("tiled.infinite", "is set; infinite maps cannot be imported"),
                            msg("tiled.expect-fixed", "a fixed-size map (Map > Map Properties > Infinite off)"))
    if staggeraxis not in ("x", "y"):
        raise DocumentError(path, "staggeraxis", msg("tiled.is", "is {value}", value=repr(staggeraxis)),
                            msg("tiled.x-or-y", '"x" or "y"'))
    if staggerindex not in ("odd", "even"):
        raise DocumentError(path, "staggerindex", msg("tiled.is", "is {value}", value=repr(staggerindex)),
                            msg("tiled.odd-or-even", '"odd" or "even"'))
    try:
        w, h = int(width), int(height)
    except (TypeError, ValueError):
        raise DocumentError(path, "width", msg("tiled.size", "is {width} x {height}", width=repr(width),
                                               height=repr(height)),
                            msg("tiled.expect-whole", "whole numbers of tiles")) from None
    if w <= 0 or h <= 0 or w * h > MAX_CELLS:
        raise DocumentError(path, "width", msg("tiled.cells", "gives {width} x {height} cells", width=w, height=h),
                            msg("tiled.expect-cells", "between 1 and {limit} cells", limit=MAX_CELLS))
    return ("pointy" if staggeraxis == "y" else "flat"), staggerindex == "even", w, h


def _place(tmap: TiledMap, gids: list[int], layer: str) -> None:
    if len(gids) != tmap.columns * tmap.rows:
        raise DocumentError(tmap.path, _layer(layer), msg("tiled.layer-cells", "has {count} cells", count=len(gids)),
                            f"{tmap.columns} x {tmap.rows} = {tmap.columns * tmap.rows}")
    for i, gid in enumerate(gids):
        gid &= FLIP_MASK
        if gid == 0:
            continue
        col, row = i % tmap.columns, i // tmap.columns
        key = offset_to_axial(col, row, tmap.orientation, even=tmap.even)
        tmap.hexes.setdefault(key, []).append(gid)


def _decompress(data: bytes, wbits: int, limit: int) -> bytes:
    """Inflate at most ``limit`` bytes: a layer that would expand further is refused, not unpacked."""
    out = bytearray()
    while data:
        z = zlib.decompressobj(wbits)
        out += z.decompress(data, limit + 1 - len(out))
        if len(out) > limit or z.unconsumed_tail:
            raise _TooLarge
        data = z.unused_data if z.eof else b""  # gzip files may hold several members
    return bytes(out)


class _TooLarge(Exception):
    pass


def _decode(path: Path, layer: str, text: str, encoding: str | None, compression: str | None,
            cells: int = MAX_CELLS) -> list[int]:
    """The layer's gids; its data may hold ``cells`` of them (4 bytes each), not more."""
    limit = 4 * cells
    try:
        if encoding in (None, "", "csv"):
            return [int(x) for x in text.replace("\n", "").split(",") if x.strip()]
        if encoding != "base64":
            raise DocumentError(path, _layer(layer), msg("tiled.encoding", "uses the encoding {value}", value=repr(encoding)),
                                msg("tiled.expect-encoding", "csv or base64"))
        data = base64.b64decode(text.strip())
        if compression == "zlib":
            data = _decompress(data, zlib.MAX_WBITS, limit)
        elif compression == "gzip":
            data = _decompress(data, 16 + zlib.MAX_WBITS, limit)
        elif compression not in (None, ""):
            raise DocumentError(path, _layer(layer), msg("tiled.compression", "uses the compression {value}",
                                                         value=repr(compression)),
                                msg("tiled.expect-compression", "none, zlib or gzip (save the map with CSV layer format)"))
        return list(struct.unpack(f"<{len(data) // 4}I", data[: len(data) // 4 * 4]))
    except DocumentError:
        raise
    except _TooLarge:
        raise DocumentError(path, _layer(layer), msg("tiled.expands", "expands to more tile data than the map has cells"),
                            msg("tiled.expect-bytes", "{cells} cells of 4 bytes", cells=cells)) from None
    except (ValueError, zlib.error, OSError, struct.error) as exc:
        raise DocumentError(path, _layer(layer), msg("tiled.undecodable", "has tile data that cannot be decoded: {reason}",
                                                     reason=detail(exc))) from None


def _typed(value: Any, kind: str | None) -> Any:
    if kind == "bool":
        return str(value).lower() in ("true", "1")
    if kind == "int":
        try:
            return int(value)
        except (TypeError, ValueError):
            return value
    if kind == "float":
        try:
            return float(value)
        except (TypeError, ValueError):
            return value
    return value


# -- TMX ------------------------------------------------------------------------------

def _parse_xml(path: Path, text: str) -> ET.Element:
    try:
        return ET.fromstring(text)
    except ET.ParseError as exc:
        raise DocumentError(path, "", msg("tiled.bad-xml", "is not valid XML: {reason}", reason=xml_reason(exc)),
                            msg("tiled.expect-tmx", "a Tiled .tmx/.tsx file")) from None


def _tmx_properties(el: ET.Element | None) -> dict:
    out = {}
    if el is None:
        return out
    for p in el.findall("property"):
        value = p.get("value", p.text or "")
        out[p.get("name", "")] = _typed(value, p.get("type"))
    return out


def _tmx_tileset(path: Path, ts: ET.Element, firstgid: int, tiles: dict[int, dict]) -> None:
    if ts.get("source"):
        source, text = _read_source(path, "tileset", ts.get("source"), msg("tiled.expect-tsx", "the .tsx file next to the map"))
        if source.suffix.lower() in (".json", ".tsj"):
            try:
                _json_tileset(source, loads(text), firstgid, tiles)
            except ValueError as exc:
                raise DocumentError(source, "", msg("tiled.bad-json", "is not valid JSON: {reason}", reason=value_error(exc))) \
                    from None
            return
        _tmx_tileset(source, _parse_xml(source, text), firstgid, tiles)
        return
    for tile in ts.findall("tile"):
        image = tile.find("image")
        tiles[firstgid + int(tile.get("id", "0"))] = {
            "type": tile.get("class") or tile.get("type") or "",
            "properties": _tmx_properties(tile.find("properties")),
            "image": image.get("source") if image is not None else "",
        }


def _read_tmx(path: Path, text: str) -> TiledMap:
    root = _parse_xml(path, text)
    if root.tag != "map":
        raise DocumentError(path, "", msg("tiled.root", "starts with <{tag}>", tag=root.tag), msg("tiled.expect-root",
                                                                                               "a Tiled <map>"))
    orientation, even, w, h = _check_header(path, root.get("orientation"), root.get("staggeraxis"),
                                            root.get("staggerindex"), root.get("infinite", "0"),
                                            root.get("width"), root.get("height"))
    tmap = TiledMap(path, orientation, w, h, even)
    for ts in root.findall("tileset"):
        _tmx_tileset(path, ts, int(ts.get("firstgid", "1")), tmap.tiles)
    for layer in root.iter("layer"):
        if layer.get("visible", "1") == "0":
            continue
        name = layer.get("name", "")
        data = layer.find("data")
        if data is None:
            continue
        if data.findall("tile"):
            gids = [int(t.get("gid", "0")) for t in data.findall("tile")]
        else:
            gids = _decode(path, name, data.text or "", data.get("encoding"), data.get("compression"), w * h)
        _place(tmap, gids, name)
    return tmap


# -- JSON --------------------------------------------------------------------------

def _json_properties(props: Any) -> dict:
    if isinstance(props, dict):  # very old Tiled JSON
        return dict(props)
    return {p.get("name", ""): _typed(p.get("value"), p.get("type")) for p in props or [] if isinstance(p, dict)}


def _json_tileset(path: Path, ts: dict, firstgid: int, tiles: dict[int, dict]) -> None:
    if "source" in ts:
        source, text = _read_source(path, "tilesets", ts["source"],
                                    msg("tiled.expect-tileset", "the tileset file next to the map"))
        if text.lstrip().startswith("<"):
            _tmx_tileset(source, _parse_xml(source, text), firstgid, tiles)
            return
        try:
            ts = loads(text)
        except ValueError as exc:
            raise DocumentError(source, "", msg("tiled.bad-json", "is not valid JSON: {reason}", reason=value_error(exc))) \
                from None
    for tile in ts.get("tiles", []) or []:
        tiles[firstgid + int(tile.get("id", 0))] = {
            "type": tile.get("class") or tile.get("type") or "",
            "properties": _json_properties(tile.get("properties")),
            "image": tile.get("image", ""),
        }


def _read_json(path: Path, data: dict) -> TiledMap:
    orientation, even, w, h = _check_header(path, data.get("orientation"), data.get("staggeraxis"),
                                            data.get("staggerindex"), data.get("infinite", False),
                                            data.get("width"), data.get("height"))
    tmap = TiledMap(path, orientation, w, h, even)
    for i, ts in enumerate(data.get("tilesets", []) or []):
        if not isinstance(ts, dict):
            raise DocumentError(path, f"tilesets[{i}]", msg("tiled.not-object", "is not an object"))
        _json_tileset(path, ts, int(ts.get("firstgid", 1)), tmap.tiles)

    def layers(items):
        for layer in items or []:
            if layer.get("type") == "group":
                yield from layers(layer.get("layers"))
            elif layer.get("type") == "tilelayer" and layer.get("visible", True):
                yield layer

    for layer in layers(data.get("layers")):
        name = layer.get("name", "")
        raw = layer.get("data")
        if isinstance(raw, list):
            gids = [int(g) for g in raw]
        elif isinstance(raw, str):
            gids = _decode(path, name, raw, layer.get("encoding", "base64"), layer.get("compression"), w * h)
        else:
            raise DocumentError(path, _layer(name), msg("tiled.no-data", "has no tile data"),
                                msg("tiled.expect-data", "a 'data' array or string"))
        _place(tmap, gids, name)
    return tmap


# -- to a campaign -----------------------------------------------------------------------

def _match_terrain(ruleset: Ruleset, text: str) -> str | None:
    text = str(text).strip().lower()
    if not text:
        return None
    for t in terrains(ruleset):
        if text in (t["id"].lower(), str(t.get("name", "")).lower()):
            return t["id"]
    return None


def suggest_mapping(tmap: TiledMap, ruleset: Ruleset) -> dict[int, str | None]:
    """For each tile used: the ruleset terrain its ``terrain`` property, its class/type or its
    image name names, else the construction its class/type or image name names, or None when
    nothing matches (the user must choose)."""
    out: dict[int, str | None] = {}
    for gid in tmap.used_gids():
        t = tmap.tiles.get(gid, {})
        props = t.get("properties", {})
        guess = _match_terrain(ruleset, props.get("terrain", "")) or _match_terrain(ruleset, t.get("type", ""))
        if guess is None and t.get("image"):
            stem = Path(t["image"]).stem.lower()
            guess = next((tt["id"] for tt in terrains(ruleset) if tt["id"].lower() in stem), None)
        if guess is None:  # a tile of a construction: its class/type or its image names one
            named = f"{t.get('type', '')} {Path(t.get('image', '')).stem}".lower()
            guess = next((f for f in FEATURES if f in named), None)
        out[gid] = guess
    return out


def tile_features(tmap: TiledMap, gid: int) -> set[str]:
    props = tmap.tiles.get(gid, {}).get("properties", {})
    raw = props.get("features", props.get("feature", ""))
    return {f.strip().lower() for f in str(raw).split(",") if f.strip().lower() in FEATURES}


def to_campaign(tmap: TiledMap, mapping: dict[int, str | None], ruleset: Ruleset, name: str = "",
                size: float = 20.0) -> CampaignDocument:
    """A campaign document from the Tiled map: each hex takes the terrain of its topmost tile
    that maps to one (unmapped tiles give the ruleset's default terrain), the constructions of
    all its tiles, mapped to one or named by their properties (with what the ruleset says they
    need: a city its castle) and a tile's ``name`` property."""
    known = {t["id"] for t in terrains(ruleset)}
    for gid, terrain in mapping.items():
        if terrain is not None and terrain not in known and terrain not in FEATURES:
            raise DocumentError(tmap.path, msg("tiled.tile", "tile {gid}", gid=gid),
                                msg("tiled.unknown-terrain", "is mapped to the unknown terrain {terrain}", terrain=repr(terrain)),
                                msg("file.one-of", "one of {values}", values=", ".join(sorted(known) + list(FEATURES))))
    blank = default_terrain(ruleset)
    cells = {}
    for key, gids in tmap.hexes.items():
        terrain = next((mapping[g] for g in reversed(gids) if mapping.get(g) in known), None) or blank
        feats: set[str] = set()
        hex_name = ""
        for g in gids:
            built = {mapping[g]} if mapping.get(g) in FEATURES and mapping[g] not in known else set()
            for f in tile_features(tmap, g) | built:
                feats |= required_features(ruleset, f)
            hex_name = str(tmap.tiles.get(g, {}).get("properties", {}).get("name", "")) or hex_name
        cells[key] = HexCell(terrain=terrain, features=frozenset(feats), name=hex_name)
    return CampaignDocument(name=name or tmap.path.stem, ruleset=ruleset.id, grid=HexGrid(tmap.orientation, size),
                            cells=cells)
