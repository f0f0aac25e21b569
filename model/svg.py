"""SVG drawings of tables and campaign maps for vector editors (Inkscape, Illustrator).

The drawing is at real size: its width and height are in millimetres and one user unit is one
millimetre, so a 100 mm piece measures 100 mm in the editor. Every piece, zone, marker and hex
is one element with a ``<title>`` (its name, shown as a tooltip and in Inkscape's Objects
panel), grouped in layers (``inkscape:groupmode="layer"``).
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry

from .display import kind_name
from .errors import DocumentError

SIDE_COLORS = ["#2f6fd0", "#d0442f", "#2e9e5b", "#8e63c7"]
_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
         'width="{w}mm" height="{h}mm" viewBox="{x0} {y0} {vw} {vh}">\n<title>{title}</title>\n')


def _n(v: float) -> str:
    return f"{round(float(v), 3):g}"


def _d(geom: BaseGeometry) -> str:
    """An SVG path for a polygon (with holes) or a line."""
    if isinstance(geom, Polygon):
        parts = []
        for ring in [geom.exterior, *geom.interiors]:
            pts = list(ring.coords)[:-1]
            parts.append("M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in pts) + " Z")
        return " ".join(parts)
    if isinstance(geom, LineString):
        return "M" + " L".join(f"{_n(x)},{_n(y)}" for x, y in geom.coords)
    polys = getattr(geom, "geoms", [])
    return " ".join(_d(g) for g in polys)


def _layer(name: str, body: list[str]) -> str:
    return (f'<g inkscape:groupmode="layer" inkscape:label={quoteattr(name)} id={quoteattr(name.lower())}>\n'
            + "".join(body) + "</g>\n")


def _element(tag: str, attrs: dict, title: str) -> str:
    text = " ".join(f"{k}={quoteattr(str(v))}" for k, v in attrs.items() if v is not None)
    return f"<{tag} {text}><title>{escape(title)}</title></{tag}>\n"


def _ruleset(doc, ruleset):
    if ruleset is not None:
        return ruleset
    try:
        from .ruleset import load_ruleset

        return load_ruleset(doc.ruleset)
    except DocumentError:
        return None


def table_svg(doc, ruleset=None) -> str:
    """The table at 1:1, one element per piece, zone and marker."""
    ruleset = _ruleset(doc, ruleset)
    kinds = {k["id"]: k for k in ruleset.terrain_kinds()} if ruleset else {}
    mkinds = {m["id"]: m for m in ruleset.markers()} if ruleset else {}
    sides = doc.sides()
    out = [_HEAD.format(w=_n(doc.width), h=_n(doc.depth), x0=0, y0=0, vw=_n(doc.width), vh=_n(doc.depth),
                        title=escape(doc.name))]
    out.append(_layer("Table", [_element("rect", {"x": 0, "y": 0, "width": _n(doc.width), "height": _n(doc.depth),
                                                  "fill": "#f3f6ee", "stroke": "#1d1d1d", "stroke-width": 2},
                                         doc.name)]))
    body = []
    for z in doc.zones.values():
        color = SIDE_COLORS[sides.index(z.side) % len(SIDE_COLORS)] if z.side in sides else "#777777"
        body.append(_element("path", {"d": _d(z.polygon), "fill": color, "fill-opacity": 0.15, "stroke": color,
                                       "stroke-width": 2, "stroke-dasharray": "10 6",
                                       "inkscape:label": z.label or z.side}, z.label or z.side))
    out.append(_layer("Deployment zones", body))
    body = []
    for p in doc.pieces.values():
        kind = kinds.get(p.kind, {})
        kname = kind_name(ruleset, "terrain_kinds", p.kind)
        name = p.label or kname
        body.append(_element("path", {"d": _d(p.footprint), "fill": kind.get("color", "#9e9e9e"),
                                       "stroke": "#333333", "stroke-width": 1, "inkscape:label": name,
                                       "data-kind": p.kind}, f"{name} ({kname})"))
    out.append(_layer("Terrain", body))
    body = []
    for m in doc.markers.values():
        info = mkinds.get(m.kind, {})
        name = m.label or kind_name(ruleset, "markers", m.kind)
        color = info.get("color", "#e0a800")
        g = m.geometry
        if isinstance(g, Point):
            body.append(_element("circle", {"cx": _n(g.x), "cy": _n(g.y), "r": 12, "fill": color, "stroke": "#1d1d1d",
                                            "stroke-width": 1, "inkscape:label": name}, name))
        elif isinstance(g, LineString):
            body.append(_element("path", {"d": _d(g), "fill": "none", "stroke": color, "stroke-width": 8,
                                           "inkscape:label": name}, name))
        else:
            body.append(_element("path", {"d": _d(g), "fill": color, "fill-opacity": 0.25, "stroke": color,
                                           "stroke-width": 2, "inkscape:label": name}, name))
    out.append(_layer("Markers", body))
    out.append("</svg>\n")
    return "".join(out)


def campaign_svg(doc, ruleset=None) -> str:
    """The campaign map, one polygon per hex (in the map's millimetres), names and capitals."""
    ruleset = _ruleset(doc, ruleset)
    terrains = {t["id"]: t for t in (ruleset.value("campaign.terrains", []) or [])} if ruleset else {}
    keys = sorted(doc.cells)
    polys = {k: doc.polygon(k) for k in keys}
    if polys:
        xs0, ys0, xs1, ys1 = zip(*(p.bounds for p in polys.values()))
        x0, y0, x1, y1 = min(xs0), min(ys0), max(xs1), max(ys1)
    else:
        x0 = y0 = 0.0
        x1 = y1 = 10.0
    pad = doc.grid.size * 0.5
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    out = [_HEAD.format(w=_n(x1 - x0), h=_n(y1 - y0), x0=_n(x0), y0=_n(y0), vw=_n(x1 - x0), vh=_n(y1 - y0),
                        title=escape(doc.name))]
    hexes, labels = [], []
    for k in keys:
        cell = doc.cells[k]
        t = terrains.get(cell.terrain, {})
        owner = doc.players.get(cell.owner) if cell.owner else None
        bits = [kind_name(ruleset, "campaign.terrains", cell.terrain)]
        if owner:
            bits.append(owner.name)
        if cell.features:
            bits.append(", ".join(sorted(cell.features)))
        if cell.capital:
            bits.append("capital")
        title = (cell.name + ": " if cell.name else "") + " / ".join(bits) + f" ({k[0]}, {k[1]})"
        pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in list(polys[k].exterior.coords)[:-1])
        hexes.append(_element("polygon", {"points": pts, "fill": t.get("color", "#dddddd"),
                                          "stroke": owner.color if owner else "#777777",
                                          "stroke-width": doc.grid.size * (0.12 if owner else 0.04),
                                          "inkscape:label": cell.name or f"{k[0]},{k[1]}"}, title))
        cx, cy = doc.grid.center(k)
        if cell.capital:
            labels.append(_element("circle", {"cx": _n(cx), "cy": _n(cy - doc.grid.size * 0.3),
                                              "r": _n(doc.grid.size * 0.18), "fill": owner.color if owner else "#000",
                                              "stroke": "#ffffff"}, "capital"))
        if cell.name:
            labels.append(f'<text x="{_n(cx)}" y="{_n(cy + doc.grid.size * 0.45)}" '
                          f'font-size="{_n(doc.grid.size * 0.3)}" '
                          f'text-anchor="middle" font-family="DejaVu Sans, sans-serif">{escape(cell.name)}</text>\n')
    out.append(_layer("Hexes", hexes))
    out.append(_layer("Names", labels))
    out.append("</svg>\n")
    return "".join(out)
