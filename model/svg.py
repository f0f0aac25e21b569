"""SVG drawings: the SVG backend of ``model/drawing`` (:func:`svg_document`, :func:`primitives_svg`),
and with it the table and campaign map drawings for vector editors (Inkscape, Illustrator).

The backend writes each primitive as one element (an area of one ring as ``<polygon>``, of several
as an even-odd ``<path>``, a rectangle as ``<rect>``, a circle as ``<circle>``, a line as ``<line>``,
a text as ``<text>``, an icon as the icon's own drawing in a ``<g>``), with what its ``Meta`` says of
it (id, class, title, Inkscape label, ``data-`` attributes); a group becomes a ``<g>``, a layer an
Inkscape layer. It decides nothing: every colour, place and word comes from the description.

The table and the campaign map are at real size: the width and height are in millimetres and the
``viewBox`` spans the same number of user units, so one user unit is one millimetre and a 100 mm
piece measures 100 mm in the editor. The table (``model/drawing/real_size.py``) holds its key below
the table, and each piece's number and each marker's letter as the setup sheet marks them; the
campaign map (``model/drawing/campaign.py``) is the printed map's own drawing, in layers (hexes,
owners, constructions, names), each hex's elements marked with its coordinates (``hex-3-m2`` is
the hex q=3, r=-2; its group in the hexes layer holds its title and what it holds). Layers are named
in the chosen language.
"""
from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from functools import lru_cache
from xml.sax.saxutils import escape as _escape, quoteattr as _quoteattr

from .drawing import primitives as pr
from .drawing.campaign import HexNames, campaign_drawing
from .drawing.real_size import table_drawing
from .drawing.words import approximate_width
from .drawing.style import MM
from .errors import DocumentError
from .i18n import lazy_msg

SVG_NS = "http://www.w3.org/2000/svg"
INKSCAPE_NS = "http://www.inkscape.org/namespaces/inkscape"
#: the family every text is set in (the printouts' own, then any sans-serif)
FONT = "DejaVu Sans, sans-serif"

#: what XML 1.0 cannot hold at all (control characters, lone surrogates): dropped from names
_NOT_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")

LAYER_NAMES = {
    "table": lazy_msg("svg.layer-table", "Table"),
    "zones": lazy_msg("svg.layer-zones", "Deployment zones"),
    "terrain": lazy_msg("svg.layer-terrain", "Terrain"),
    "markers": lazy_msg("svg.layer-markers", "Markers"),
    "hexes": lazy_msg("svg.layer-hexes", "Hexes"),
    "owners": lazy_msg("svg.layer-owners", "Owners"),
    "constructions": lazy_msg("svg.layer-constructions", "Constructions"),
    "names": lazy_msg("svg.layer-names", "Names"),
    "numbers": lazy_msg("svg.layer-numbers", "Numbers"),
    "key": lazy_msg("svg.layer-key", "Key"),
}


def escape(text) -> str:
    return _escape(_NOT_XML.sub("", str(text)))


def quoteattr(text) -> str:
    return _quoteattr(_NOT_XML.sub("", str(text)))


def _n(v: float) -> str:
    return f"{round(float(v), 3):g}"


def _attrs(attrs: dict) -> str:
    return " ".join(f"{k}={quoteattr(v if isinstance(v, str) else _n(v) if isinstance(v, float) else v)}"
                    for k, v in attrs.items() if v is not None)


def _ruleset(doc, ruleset):
    if ruleset is not None:
        return ruleset
    try:
        from .ruleset import load_ruleset

        return load_ruleset(doc.ruleset)
    except DocumentError:
        return None


def _layer_names() -> dict:
    return {key: str(name) for key, name in LAYER_NAMES.items()}


def table_svg(doc, ruleset=None) -> str:
    """The table at 1:1, one element per piece, zone and marker, each piece's number and each marker's
    letter drawn as on the setup sheet, and the key below the table (``model/drawing/real_size.py``)."""
    layers, height = table_drawing(doc, _ruleset(doc, ruleset), _layer_names())
    return svg_document(layers, (0.0, 0.0, doc.width, height), "mm", doc.name)


def campaign_svg(doc, ruleset=None, measure=None) -> str:
    """The campaign map at the map's size in millimetres, drawn as the printed map draws it
    (``model/drawing/campaign.py``): terrain and pattern, the owners' tints, borders and banners,
    construction icons, the capitals' rings and crowns, the hex names fitted to their hexes as on
    paper (``measure(text, points, bold)``: a text's width in points, the printouts' font metrics
    when given, else an estimate). A name that fits its hex no way is a number, named in the key
    below the map."""
    ruleset = _ruleset(doc, ruleset)
    grid = doc.grid
    s = grid.size
    keys = sorted(doc.cells)
    if keys:
        pts = [c for k in keys for c in grid.corners(k)]
        x0, y0 = min(p[0] for p in pts), min(p[1] for p in pts)
        x1, y1 = max(p[0] for p in pts), max(p[1] for p in pts)
    else:
        x0 = y0 = 0.0
        x1 = y1 = 10.0
    pad = s * 0.5
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    fit = HexNames(measure or approximate_width)
    numbers = fit.key(doc, s * MM)
    layers = campaign_drawing(doc, ruleset, (0.0, 0.0), 1.0, fit, numbers, pt=MM, layer_names=_layer_names())
    if numbers:  # the names the numbers stand for, below the map
        from .i18n import msg

        size, step = 8.0 / MM, 11.0 / MM
        rows: list = [pr.Text(str(msg("svg.hex-names", "Hex names")), (x0 + pad, y1, x1, y1 + step), 8.5 / MM,
                              pr.Ink("#1d1d1d"), bold=True, align="left")]
        for i, (key, number) in enumerate(numbers.items(), 1):
            y = y1 + step * i
            rows.append(pr.Text(f"{number}  {doc.cells[key].name}", (x0 + pad, y, x1, y + step), size,
                                pr.Ink("#1d1d1d"), align="left"))
        layers.append(pr.Group(tuple(rows), pr.Meta(id="key", label=str(LAYER_NAMES["key"])), layer=True))
        y1 += step * (len(numbers) + 1) + pad
    return svg_document(layers, (x0, y0, x1 - x0, y1 - y0), "mm", doc.name)


# -- the primitives of model/drawing/primitives.py as SVG ----------------------------------------
@lru_cache(maxsize=None)
def _icon_body(name: str) -> str:
    """The drawing inside one of the map's icons (``resources/icons/NAME.svg``, a 64 x 64 viewBox),
    as plain SVG elements without its title; empty when there is no such icon."""
    from resources import ICONS

    path = ICONS / f"{name}.svg"
    if not path.exists():
        return ""
    root = ET.parse(path).getroot()  # the program's own files, not user input

    def write(el) -> str:
        tag = el.tag.split("}")[-1]
        attrs = " ".join(f"{k.split('}')[-1]}={quoteattr(v)}" for k, v in el.attrib.items())
        inner = "".join(write(c) for c in el)
        return f"<{tag} {attrs}>{escape(el.text or '') if el.text and el.text.strip() else ''}{inner}</{tag}>"

    return "".join(write(c) for c in root if c.tag.split("}")[-1] != "title")


def _darker(color: str, factor: float) -> str:
    """``color`` darkened as Qt's ``QColor.darker(factor * 100)`` (the printed map's pattern ink)."""
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    try:
        r, g, b = (int(c[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return "#555555"
    return "#" + "".join(f"{max(0, min(255, round(v / factor))):02x}" for v in (r, g, b))


#: each hatching as an SVG pattern cell (points): what Qt's brush patterns of the same name show
_HATCH_CELLS = {
    "dots": (3.0, '<rect x="0" y="0" width="0.8" height="0.8"/>'),
    "trees": (2.0, '<rect x="0" y="0" width="0.8" height="0.8"/><rect x="1" y="1" width="0.8" height="0.8"/>'),
    "hatch": (3.0, '<path d="M0,3 L3,0 M-0.75,0.75 L0.75,-0.75 M2.25,3.75 L3.75,2.25" stroke-width="0.5" '
                   'fill="none"/>'),
    "cross": (3.0, '<path d="M0,3 L3,0 M0,0 L3,3" stroke-width="0.5" fill="none"/>'),
}
_DASH = {"solid": None, "dash": "4 2", "dashdot": "4 2 1 2", "dot": "1 2"}


def ink_colour(ink) -> str:
    """An ink's colour as ``#rrggbb``, darkened as the printouts darken it."""
    return ink.colour if ink.darker == 1.0 else _darker(ink.colour, ink.darker)


def _paint_attrs(fill, pen, hatch_id: str | None = None) -> dict:
    out: dict = {"fill": "none"}
    if fill is not None:
        out["fill"] = f"url(#{hatch_id})" if hatch_id else ink_colour(fill)
        if fill.alpha != 255 and not hatch_id:
            out["fill-opacity"] = _n(fill.alpha / 255)
    if pen is not None:
        dash = _DASH[pen.dash].split() if isinstance(pen.dash, str) and _DASH[pen.dash] else \
            pen.dash if not isinstance(pen.dash, str) else ()
        out.update({"stroke": ink_colour(pen.ink), "stroke-width": _n(pen.width),
                    "stroke-linecap": "butt" if pen.cap == "flat" else pen.cap,
                    "stroke-linejoin": pen.join,
                    "stroke-dasharray": " ".join(_n(float(v) * pen.width) for v in dash) if dash else None})
        if pen.ink.alpha != 255:
            out["stroke-opacity"] = _n(pen.ink.alpha / 255)
    return out


def _meta(meta) -> dict:
    """A primitive's Meta as attributes."""
    if meta is None:
        return {}
    out = {"id": meta.id, "class": meta.cls, "inkscape:label": meta.label}
    out.update({f"data-{name}": value for name, value in meta.data})
    return out


def _element(tag: str, attrs: dict, meta, inner: str = "") -> str:
    """One element: its Meta's attributes first, then what it draws, its title inside."""
    attrs = {**_meta(meta), **attrs}
    title = f"<title>{escape(meta.title)}</title>" if meta is not None and meta.title else ""
    if not title and not inner:
        return f"<{tag} {_attrs(attrs)}/>\n"
    return f"<{tag} {_attrs(attrs)}>{title}{inner}</{tag}>\n"


def _pts(points) -> str:
    return " L".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _open(ring) -> list:
    """A ring without its closing point (SVG closes a polygon itself)."""
    ring = list(ring)
    return ring[:-1] if len(ring) > 1 and ring[0] == ring[-1] else ring


def _glyph(kind: str, s: float, x: float, y: float) -> str:
    """The terrain pattern around (x, y) for a hex of size ``s`` (the style's glyph), as path data."""
    from .drawing.style import hex_glyph

    def p(dx, dy):
        return f"{_n(x + dx * s)},{_n(y + dy * s)}"

    parts = []
    for c in hex_glyph(kind):
        if c[0] == "E":
            r = c[3] * s
            parts.append(f"M{p(c[1] - c[3], c[2])} a{_n(r)},{_n(r)} 0 1 0 {_n(2 * r)},0 a{_n(r)},{_n(r)} 0 1 0 "
                         f"{_n(-2 * r)},0 Z")
        elif c[0] == "Q":
            parts.append(f"Q{p(c[1], c[2])} {p(c[3], c[4])}")
        else:
            parts.append(f"{c[0]}{p(c[1], c[2])}")
    return " ".join(parts)


class _Writer:
    """Turns primitives into SVG elements, collecting the hatchings' patterns."""

    def __init__(self):
        self.defs: dict[tuple, str] = {}

    def hatch(self, hatch: str, fill) -> str:
        colour = ink_colour(fill)
        key = (hatch, colour)
        if key not in self.defs:
            step, cell = _HATCH_CELLS[hatch]
            self.defs[key] = (f'<pattern id="hatch-{len(self.defs) + 1}" patternUnits="userSpaceOnUse" '
                              f'width="{_n(step)}" height="{_n(step)}" fill="{colour}" stroke="{colour}">'
                              f'{cell}</pattern>\n')
        return f"hatch-{list(self.defs).index(key) + 1}"

    def write(self, item) -> str:
        if isinstance(item, pr.Group):
            inner = "".join(self.write(i) for i in item.items)
            attrs = {"inkscape:groupmode": "layer"} if item.layer else {}
            if item.clip is not None:
                x0, y0, x1, y1 = item.clip
                clip_id = f"clip-{len(self.defs) + 1}"
                self.defs[("clip", clip_id)] = (f'<clipPath id="{clip_id}"><rect x="{_n(x0)}" y="{_n(y0)}" '
                                                f'width="{_n(x1 - x0)}" height="{_n(y1 - y0)}"/></clipPath>\n')
                attrs["clip-path"] = f"url(#{clip_id})"
            return _element("g", attrs, item.meta, "\n" + inner if inner else "")
        if isinstance(item, pr.Image):
            import base64

            x0, y0, x1, y1 = item.box
            return _element("image", {"x": float(x0), "y": float(y0), "width": float(x1 - x0), "height": float(y1 - y0),
                                      "preserveAspectRatio": "none",
                                      "opacity": _n(item.opacity) if item.opacity != 1.0 else None,
                                      "href": "data:image/png;base64," + base64.b64encode(item.png).decode("ascii")},
                            item.meta)
        if isinstance(item, pr.Area):
            hatch_id = self.hatch(item.hatch, item.fill) if item.hatch and item.fill is not None else None
            paint = _paint_attrs(item.fill, item.pen, hatch_id)
            if len(item.rings) == 1 and item.closed:
                points = " ".join(f"{_n(x)},{_n(y)}" for x, y in _open(item.rings[0]))
                return _element("polygon", {"points": points, **paint}, item.meta)
            d = " ".join("M" + _pts(_open(ring)) + " Z" if item.closed or (len(ring) > 2 and ring[0] == ring[-1])
                         else "M" + _pts(ring) for ring in item.rings)
            return _element("path", {"d": d, "fill-rule": "evenodd", **paint}, item.meta)
        if isinstance(item, pr.Rect):
            x0, y0, x1, y1 = item.box
            return _element("rect", {"x": float(x0), "y": float(y0), "width": float(x1 - x0), "height": float(y1 - y0),
                                     **_paint_attrs(item.fill, item.pen)}, item.meta)
        if isinstance(item, pr.Line):
            (x0, y0), (x1, y1) = item.start, item.end
            return _element("line", {"x1": float(x0), "y1": float(y0), "x2": float(x1), "y2": float(y1),
                                     **_paint_attrs(None, item.pen)}, item.meta)
        if isinstance(item, pr.Polyline):
            return _element("path", {"d": "M" + _pts(item.points), **_paint_attrs(None, item.pen)}, item.meta)
        if isinstance(item, pr.Circle):
            centre = {"cx": float(item.centre[0]), "cy": float(item.centre[1])}
            if item.radius_y is None:
                return _element("circle", {**centre, "r": float(item.radius), **_paint_attrs(item.fill, item.pen)},
                                item.meta)
            return _element("ellipse", {**centre, "rx": float(item.radius), "ry": float(item.radius_y),
                                        **_paint_attrs(item.fill, item.pen)}, item.meta)
        if isinstance(item, pr.Arc):
            (cx, cy), r = item.centre, item.radius
            a0, a1 = math.radians(item.start), math.radians(item.start + item.sweep)
            large = 1 if abs(item.sweep) > 180 else 0
            sweep = 1 if item.sweep > 0 else 0  # clockwise on the page (y down) is SVG's positive sweep
            d = (f"M{_n(cx + r * math.cos(a0))},{_n(cy + r * math.sin(a0))} A{_n(r)},{_n(r)} 0 {large} {sweep} "
                 f"{_n(cx + r * math.cos(a1))},{_n(cy + r * math.sin(a1))}")
            return _element("path", {"d": d, **_paint_attrs(None, item.pen)}, item.meta)
        if isinstance(item, pr.Glyph):
            return _element("path", {"d": _glyph(item.kind, item.size, *item.centre),
                                     **_paint_attrs(item.fill, item.pen)}, item.meta)
        if isinstance(item, pr.DimensionLine):
            colour = ink_colour(item.pen.ink)
            d = " ".join("M" + _pts(seg) for seg in [(item.start, item.end), *item.ticks()])
            inner = (_element("path", {"d": d, **_paint_attrs(None, item.pen)}, None)
                     + _element("circle", {"cx": float(item.end[0]), "cy": float(item.end[1]), "r": float(item.dot),
                                           "fill": colour}, None))
            return _element("g", {"class": "dimension"}, item.meta, inner)
        if isinstance(item, pr.Text):
            x0, y0, x1, y1 = item.box
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            x, anchor = {"center": (cx, "middle"), "right": (x1, "end")}.get(item.align, (x0, "start"))
            attrs = {"x": float(x), "y": float(cy + 0.36 * item.size), "font-size": float(item.size),
                     "font-weight": "bold" if item.bold else None, "text-anchor": anchor, "font-family": FONT,
                     "fill": ink_colour(item.ink),
                     "transform": f"rotate(-90 {_n(cx)} {_n(cy)})" if item.vertical else None}
            if item.vertical and item.align != "center":
                attrs["x"] = float(cx - (y1 - y0) / 2)
            if item.ink.alpha != 255:
                attrs["fill-opacity"] = _n(item.ink.alpha / 255)
            return f"<text {_attrs({**_meta(item.meta), **attrs})}>{escape(item.text)}</text>\n"
        if isinstance(item, pr.Icon):
            body = _icon_body(item.name)
            if not body:
                return ""
            x, y = item.origin
            return _element("g", {"transform": f"translate({_n(x)} {_n(y)}) scale({_n(item.width / 64.0)})"},
                            item.meta, body)
        raise TypeError(f"not a drawing primitive: {item!r}")


def svg_document(items, view: tuple[float, float, float, float], unit: str = "pt", title: str = "") -> str:
    """The primitives ``items`` as an SVG document drawn in order: ``view`` (x, y, width, height) in the
    drawing's units, which are ``unit`` ("pt" or "mm") on paper."""
    x0, y0, w, h = view
    writer = _Writer()
    body = "".join(writer.write(item) for item in items)
    head = (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="{SVG_NS}" xmlns:inkscape="{INKSCAPE_NS}" '
            f'version="1.1" width="{_n(w)}{unit}" height="{_n(h)}{unit}" viewBox="{_n(x0)} {_n(y0)} {_n(w)} {_n(h)}">\n'
            f"<title>{escape(title)}</title>\n")
    defs = "<defs>\n" + "".join(writer.defs.values()) + "</defs>\n" if writer.defs else ""
    return head + defs + body + "</svg>\n"


def primitives_svg(items, width: float, height: float, title: str = "") -> str:
    """The primitives ``items`` (points on a page of ``width`` x ``height`` points) as an SVG document."""
    return svg_document(items, (0.0, 0.0, width, height), "pt", title)
