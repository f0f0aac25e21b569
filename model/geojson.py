"""GeoJSON for GIS tools (QGIS and the like): tables and campaign maps out, tables back in.

Coordinates are millimetres with the y axis pointing up, as GIS tools draw them: on a table, x
from the left edge and y from the bottom edge (the file format's y runs down from the top edge;
the conversion is done here, both ways). A campaign map's hexes keep the map's x and have y
negated. GeoJSON names no unit; open it in a projected, metre-like CRS (see docs/export.md).

A table becomes a ``FeatureCollection`` with a ``wartable`` member (name, ruleset, unit, size)
and one Feature per piece, zone and marker, plus the table's outline; each Feature's
``properties`` say what it is (``role``: ``table``, ``piece``, ``zone`` or ``marker``) and carry
the kind, name, height (mm), blocking and cover. :func:`table_from_geojson` reads the same back,
so export -> import gives the same geometry.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, mapping, shape
from shapely.geometry.base import BaseGeometry

from .display import kind_name
from .errors import DocumentError
from .i18n import msg
from .jsonutil import TooDeep, loads
from .reasons import json_reason, os_reason, shape_build_reason
from .table import DeploymentZone, Marker, Scenario, TableDocument, TerrainPiece, resolve_terrain

#: how far a coordinate is rounded (mm): a thousandth keeps round trips exact to the file's precision
DIGITS = 4


def _round(geom: BaseGeometry) -> dict:
    data = mapping(geom)

    def r(c):
        if isinstance(c, (int, float)):
            return round(float(c), DIGITS) + 0.0
        return [r(x) for x in c]

    return {"type": data["type"], "coordinates": r(data["coordinates"])}


def _flip(geom: BaseGeometry, depth: float) -> BaseGeometry:
    """File coordinates (y down from the top edge) <-> GIS coordinates (y up from the bottom edge),
    rounded to :data:`DIGITS` so that a round trip gives back the file's numbers."""
    import numpy as np
    import shapely

    flipped = affinity.affine_transform(geom, [1, 0, 0, -1, 0, depth])
    return shapely.transform(flipped, lambda c: np.round(c, DIGITS) + 0.0)


def _right_hand(geom: BaseGeometry) -> BaseGeometry:
    """Polygons with RFC 7946's right-hand rule in the GIS's y-up axes: exterior rings counter-clockwise,
    holes clockwise. (Flipping y reverses every ring, so the file's counter-clockwise outlines come back
    reversed, which import reverses again: a round trip gives the same coordinates in the same order.)"""
    from shapely.geometry import MultiPolygon
    from shapely.geometry.polygon import orient

    if isinstance(geom, Polygon):
        return orient(geom, 1.0)
    if isinstance(geom, MultiPolygon):
        return MultiPolygon([orient(g, 1.0) for g in geom.geoms])
    return geom


def _feature(geom: BaseGeometry, props: dict) -> dict:
    return {"type": "Feature", "properties": props, "geometry": _round(_right_hand(geom))}


def _bbox(features: list[dict]) -> list[float]:
    """The collection's ``bbox`` (RFC 7946 section 5): west, south, east, north of every position."""
    xs, ys = [], []

    def walk(c):
        if c and isinstance(c[0], (int, float)):
            xs.append(c[0])
            ys.append(c[1])
        else:
            for x in c:
                walk(x)

    for f in features:
        walk(f["geometry"]["coordinates"])
    return [min(xs), min(ys), max(xs), max(ys)] if xs else [0.0, 0.0, 0.0, 0.0]


def table_to_geojson(doc: TableDocument, ruleset=None) -> dict:
    """The table as a GeoJSON ``FeatureCollection`` (a dict, ready for ``json.dump``)."""
    if ruleset is None:
        try:
            from .ruleset import load_ruleset

            ruleset = load_ruleset(doc.ruleset)
        except DocumentError:
            ruleset = None
    d = doc.depth
    features = [_feature(_flip(doc.bounds(), d), {"role": "table", "name": doc.name,
                                                  "width": doc.width, "depth": doc.depth})]
    for piece in doc.pieces.values():
        resolved = resolve_terrain(piece, ruleset) if ruleset else None
        kname = kind_name(ruleset, "terrain_kinds", piece.kind)
        overrides = [f for f in ("height", "blocking", "cover", "area") if getattr(piece, f) is not None]
        props: dict[str, Any] = {
            "role": "piece", "id": piece.id, "kind": piece.kind, "kind_name": kname,
            "name": piece.label or kname, "label": piece.label,
            "height": resolved.height if resolved else piece.height,
            "blocking": resolved.blocking if resolved else piece.blocking,
            "cover": resolved.cover if resolved else piece.cover,
            "area": resolved.area if resolved else piece.area,
            "overrides": overrides,
        }
        if piece.walls:
            props["walls"] = [_round(_flip(w, d))["coordinates"] for w in piece.walls]
        if piece.notes:
            props["notes"] = piece.notes
        features.append(_feature(_flip(piece.footprint, d), props))
    for zone in doc.zones.values():
        features.append(_feature(_flip(zone.polygon, d), {
            "role": "zone", "id": zone.id, "side": zone.side, "name": zone.label or zone.side,
            "label": zone.label, "edge": zone.edge}))
    for marker in doc.markers.values():
        mname = kind_name(ruleset, "markers", marker.kind)
        features.append(_feature(_flip(marker.geometry, d), {
            "role": "marker", "id": marker.id, "kind": marker.kind, "kind_name": mname,
            "name": marker.label or mname, "label": marker.label,
            "side": marker.side}))
    sc = doc.scenario
    return {
        "type": "FeatureCollection",
        "name": doc.name,
        "bbox": _bbox(features),
        "wartable": {"kind": "table", "name": doc.name, "ruleset": doc.ruleset, "unit": doc.unit.value,
                     "ud_mm": doc.ud_mm, "width": doc.width, "depth": doc.depth, "units_of_coordinates": "mm",
                     "scenario": {"kind": sc.kind, "turns": sc.turns, "victory": sc.victory,
                                  "special_rules": sc.special_rules},
                     "notes": doc.notes},
        "features": features,
    }


def campaign_to_geojson(doc, ruleset=None) -> dict:
    """Each hex a Polygon with its terrain, owner, constructions and name."""
    if ruleset is None:
        try:
            from .ruleset import load_ruleset

            ruleset = load_ruleset(doc.ruleset)
        except DocumentError:
            ruleset = None
    features = []
    for key, cell in sorted(doc.cells.items()):
        owner = doc.players.get(cell.owner) if cell.owner else None
        geom = affinity.affine_transform(doc.polygon(key), [1, 0, 0, -1, 0, 0])
        features.append(_feature(geom, {
            "role": "hex", "q": key[0], "r": key[1], "terrain": cell.terrain,
            "terrain_name": kind_name(ruleset, "campaign.terrains", cell.terrain),
            "owner": owner.name if owner else None, "owner_color": owner.color if owner else None,
            "construction": ", ".join(sorted(cell.features)), "capital": cell.capital, "name": cell.name}))
    return {"type": "FeatureCollection", "name": doc.name, "bbox": _bbox(features),
            "wartable": {"kind": "campaign", "name": doc.name, "ruleset": doc.ruleset, "turn": doc.turn,
                         "grid": {"orientation": doc.grid.orientation, "size": doc.grid.size},
                         "units_of_coordinates": "mm"},
            "features": features}


def dumps(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1)


# -- import ------------------------------------------------------------------------------
def table_from_geojson(data: Any, path=None, ruleset: str | None = None, unit: str | None = None) -> TableDocument:
    """A table from a GeoJSON FeatureCollection (ours, or one drawn in a GIS tool).

    Features need ``properties.role`` (``piece``, ``zone``, ``marker`` or ``table``) and, for
    pieces and markers, ``kind``. The table's size comes from the collection's ``wartable``
    member, a ``table`` Feature, or else the extent of the features; ``ruleset`` and ``unit``
    fill in what the file does not say."""
    if not isinstance(data, dict) or data.get("type") != "FeatureCollection":
        raise DocumentError(path, "type", msg("geojson.not-collection", "is not a GeoJSON FeatureCollection"),
                            '"type": "FeatureCollection"')
    feats = data.get("features")
    if not isinstance(feats, list):
        raise DocumentError(path, "features", msg("geojson.missing", "is missing"),
                            msg("geojson.expect-features", "a list of Features"))
    head = data.get("wartable") if isinstance(data.get("wartable"), dict) else {}
    parsed = []
    for i, f in enumerate(feats):
        field = f"features[{i}]"
        if not isinstance(f, dict) or not isinstance(f.get("geometry"), dict):
            raise DocumentError(path, f"{field}.geometry", msg("geojson.missing", "is missing"),
                                msg("geojson.expect-geometry", "a GeoJSON geometry"))
        try:
            geom = shape(f["geometry"])
        except Exception as exc:  # shapely's errors for bad coordinates vary by type
            raise DocumentError(path, f"{field}.geometry", msg("geojson.not-shape", "is not a shape ({reason})",
                                                               reason=shape_build_reason(exc)),
                                msg("geojson.expect-shape", "a Point, LineString or Polygon in millimetres")) from None
        props = f.get("properties") or {}
        role = props.get("role")
        if role not in ("piece", "zone", "marker", "table"):
            raise DocumentError(path, f"{field}.properties.role", msg("geojson.bad-role", "is {role}", role=repr(role)),
                                msg("geojson.expect-role", "one of 'piece', 'zone', 'marker', 'table'"))
        parsed.append((field, geom, props, role))
    table = next((g for _, g, _, r in parsed if r == "table"), None)
    if head.get("width") and head.get("depth"):
        width, depth = float(head["width"]), float(head["depth"])
    elif table is not None:
        minx, miny, maxx, maxy = table.bounds
        width, depth = maxx - minx, maxy - miny
    else:
        shapes = [g for _, g, _, _ in parsed]
        if not shapes:
            raise DocumentError(path, "features", msg("geojson.empty", "holds nothing"),
                                msg("geojson.expect-something", "at least one piece, zone or marker"))
        width = max(g.bounds[2] for g in shapes)
        depth = max(g.bounds[3] for g in shapes)
    rs = head.get("ruleset") or ruleset
    if not rs:
        raise DocumentError(path, "wartable.ruleset", msg("geojson.missing", "is missing"),
                            msg("geojson.expect-ruleset", "the ruleset id (or give one when importing)"))
    from .ruleset import load_ruleset

    known = load_ruleset(str(rs), path, "wartable.ruleset")  # an unknown ruleset is named now, not in the editor
    if not unit and not head.get("unit"):
        unit = known.unit.value if known.unit.value != "mm" else "cm"
    pieces, zones, markers = [], [], []
    ids: set[str] = set()

    def new_id(want, prefix):
        base = str(want) if want else prefix
        out, n = base, 1
        while out in ids:
            n += 1
            out = f"{base}-{n}"
        ids.add(out)
        return out

    for field, geom, props, role in parsed:
        if role == "table":
            continue
        g = _flip(_single(geom), depth)
        if isinstance(g, Polygon):  # the file's outlines run counter-clockwise (y down), as the editor draws them
            from .geometry import oriented

            g = oriented(g)
        if role in ("piece", "zone") and not isinstance(g, Polygon):
            raise DocumentError(path, f"{field}.geometry", msg("geojson.is-type", "is a {type}", type=geom.geom_type),
                                msg("geojson.expect-polygon", "a Polygon"))
        if role == "piece":
            if not props.get("kind"):
                raise DocumentError(path, f"{field}.properties.kind", msg("geojson.missing", "is missing"),
                                    msg("geojson.expect-terrain-kind", "a terrain kind id of the ruleset"))
            overrides = props.get("overrides")
            keep = set(overrides) if isinstance(overrides, list) else {"height", "blocking", "cover", "area"}
            walls = tuple(_flip(Polygon(w[0], w[1:]), depth) for w in props.get("walls") or [])
            pieces.append(TerrainPiece(
                id=new_id(props.get("id"), "piece"), kind=str(props["kind"]), footprint=g,
                label=str(props.get("label", props.get("name", "")) or ""),
                height=_num(props.get("height")) if "height" in keep else None, walls=walls,
                blocking=props.get("blocking") if "blocking" in keep else None,
                cover=props.get("cover") if "cover" in keep else None,
                area=props.get("area") if "area" in keep else None, notes=str(props.get("notes", "") or "")))
        elif role == "zone":
            zones.append(DeploymentZone(id=new_id(props.get("id"), "zone"), side=str(props.get("side") or "1"),
                                        polygon=g, label=str(props.get("label", "") or ""), edge=props.get("edge")))
        else:
            if not props.get("kind"):
                raise DocumentError(path, f"{field}.properties.kind", msg("geojson.missing", "is missing"),
                                    msg("geojson.expect-marker-kind", "a marker kind id of the ruleset"))
            if not isinstance(g, (Point, LineString, Polygon)):
                raise DocumentError(path, f"{field}.geometry",
                                    msg("geojson.is-type", "is a {type}", type=geom.geom_type),
                                    msg("geojson.expect-marker-shape", "a Point, LineString or Polygon"))
            markers.append(Marker(id=new_id(props.get("id"), "marker"), kind=str(props["kind"]), geometry=g,
                                  label=str(props.get("label", "") or ""), side=props.get("side")))
    sc = head.get("scenario") or {}
    return TableDocument(
        name=str(head.get("name") or data.get("name") or (Path(path).stem if path else "Imported table")),
        ruleset=str(rs), width=width, depth=depth, unit=head.get("unit") or unit or "cm", ud_mm=head.get("ud_mm"),
        pieces=pieces, zones=zones, markers=markers,
        scenario=Scenario(kind=sc.get("kind"), turns=sc.get("turns"), victory=sc.get("victory") or "",
                          special_rules=sc.get("special_rules") or ""),
        notes=str(head.get("notes") or ""))


def _single(geom: BaseGeometry) -> BaseGeometry:
    """A GIS tool's one-part Multi* geometry (QGIS saves polygon layers as MultiPolygon) as its one
    part, flattened to two dimensions."""
    import shapely

    geom = shapely.force_2d(geom)
    parts = getattr(geom, "geoms", None)
    if parts is not None and len(parts) == 1:
        return parts[0]
    return geom


def _num(v):
    return None if v is None else float(v)


def load_table_geojson(path: str | Path, ruleset: str | None = None, unit: str | None = None) -> TableDocument:
    """Read a ``.geojson`` file into a table (see :func:`table_from_geojson`)."""
    try:
        with open(path, encoding="utf-8") as fh:
            data = loads(fh.read())
    except (OSError, UnicodeDecodeError) as exc:
        raise DocumentError(path, "", msg("geojson.unreadable", "cannot be read ({reason})", reason=os_reason(exc)),
                            msg("geojson.expect-file", "a GeoJSON file")) from None
    except json.JSONDecodeError as exc:
        raise DocumentError(path, "", msg("geojson.not-json", "is not JSON (line {line}: {reason})", line=exc.lineno,
                                          reason=json_reason(exc.msg)), msg("geojson.expect-file", "a GeoJSON file")) from None
    except TooDeep as exc:
        raise DocumentError(path, exc.where, str(exc), msg("geojson.expect-file", "a GeoJSON file")) from None
    return table_from_geojson(data, path, ruleset, unit)
