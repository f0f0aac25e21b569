"""Drawing primitives: what a backend is asked to draw, without Qt.

A document kind is described once as a list of these (``plan.py`` for a setup sheet's plan), in
points on the page, with every colour, hatching, dash, label box and dimension line decided;
a backend only turns each primitive into its own calls: ``editor/drawing.py`` into QPainter calls
(PDF, PNG, print and previews), ``model/svg.py`` into SVG elements. Neither decides anything.

Colours are :class:`Ink`: a ``#rrggbb`` colour, its opacity, and how much darker it is drawn (the
style's "the kind's colour, 1.6 times darker" for a pattern's ink); each backend darkens the way its
surface does, so the printed sheet keeps Qt's exact shade.

A vector file says what each element is: a primitive's :class:`Meta` (id, class, title, label, data)
becomes its attributes and ``<title>`` in SVG, and a :class:`Group` (a hex, a layer) a ``<g>``;
painting ignores both. An :class:`Icon` is one of the app's own icons (a construction, a capital).
"""
from __future__ import annotations

from dataclasses import dataclass

Point = tuple[float, float]


@dataclass(frozen=True)
class Meta:
    """What a vector file says of an element (painting ignores it): its ``id`` (an XML name), ``cls``
    (its class), ``title`` (a tooltip, and the name in Inkscape's Objects panel), ``label`` (Inkscape's
    label; a layer's name) and ``data`` attributes, (name, value) pairs written as ``data-NAME``."""

    id: str | None = None
    cls: str | None = None
    title: str | None = None
    label: str | None = None
    data: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Ink:
    """A colour: ``#rrggbb``, its opacity (0-255, a fraction allowed: 38.25 is 15 %) and a darkening
    factor (1 = as is, 1.6 = darker)."""

    colour: str
    alpha: float = 255
    darker: float = 1.0


@dataclass(frozen=True)
class Pen:
    """How a line is stroked: ink, width in points, dash ("solid", "dash", "dashdot", "dot", or dash
    and gap lengths in line widths, ``(5, 3)``), cap ("square", "flat", "round") and join ("bevel",
    "miter", "round")."""

    ink: Ink
    width: float
    dash: str | tuple[float, ...] = "solid"
    cap: str = "square"
    join: str = "bevel"


@dataclass(frozen=True)
class Area:
    """Closed rings (an outline and its holes, even-odd) filled with ``fill`` or with the ``hatch``
    pattern ("dots", "hatch", "cross", "trees") in ``fill``'s ink, and stroked with ``pen``. With
    ``closed`` False the rings are a path's pieces as drawn: one that ends where it started is
    closed, another is an open line (stroked open; a fill closes it), all drawn as one path (as the
    painter drew the path the table editor handed over)."""

    rings: tuple[tuple[Point, ...], ...]
    fill: Ink | None = None
    pen: Pen | None = None
    hatch: str | None = None
    closed: bool = True
    meta: Meta | None = None


@dataclass(frozen=True)
class Rect:
    """An upright rectangle (x0, y0, x1, y1), filled and stroked."""

    box: tuple[float, float, float, float]
    fill: Ink | None = None
    pen: Pen | None = None
    meta: Meta | None = None


@dataclass(frozen=True)
class Line:
    start: Point
    end: Point
    pen: Pen
    meta: Meta | None = None


@dataclass(frozen=True)
class Polyline:
    points: tuple[Point, ...]
    pen: Pen
    meta: Meta | None = None


@dataclass(frozen=True)
class Circle:
    """A circle, or an upright ellipse when ``radius_y`` is given."""

    centre: Point
    radius: float
    fill: Ink | None = None
    pen: Pen | None = None
    radius_y: float | None = None
    meta: Meta | None = None


@dataclass(frozen=True)
class Arc:
    """An arc of a circle from ``start`` degrees through ``sweep`` degrees, both clockwise on the
    page (y down) from the direction of +x."""

    centre: Point
    radius: float
    start: float
    sweep: float
    pen: Pen
    meta: Meta | None = None


@dataclass(frozen=True)
class Text:
    """A text in ``box`` (x0, y0, x1, y1), ``align`` "center", "left" or "right" (vertically
    centred), read upwards when ``vertical``."""

    text: str
    box: tuple[float, float, float, float]
    size: float
    ink: Ink
    bold: bool = False
    align: str = "center"
    vertical: bool = False
    meta: Meta | None = None


@dataclass(frozen=True)
class Glyph:
    """A terrain's glyph of ``style.hex_glyph`` around ``centre`` for a hex of ``size`` (centre to
    corner), its shapes filled with ``fill`` (or open) and stroked with ``pen``."""

    kind: str
    centre: Point
    size: float
    pen: Pen
    fill: Ink | None = None
    meta: Meta | None = None


@dataclass(frozen=True)
class DimensionLine:
    """A dimension line from ``start`` (on a table edge) to ``end`` (the point measured): the line,
    a tick across each end and a dot at the end it measures."""

    start: Point
    end: Point
    pen: Pen
    tick: float = 2.0
    dot: float = 0.9
    meta: Meta | None = None

    def horizontal(self) -> bool:
        return abs(self.end[1] - self.start[1]) < abs(self.end[0] - self.start[0])

    def ticks(self) -> list[tuple[Point, Point]]:
        """The two ticks across the line's ends."""
        t = self.tick
        if self.horizontal():
            return [((x, y - t), (x, y + t)) for x, y in (self.start, self.end)]
        return [((x - t, y), (x + t, y)) for x, y in (self.start, self.end)]


@dataclass(frozen=True)
class Icon:
    """One of the app's icons (``resources/icons/NAME.svg``, drawn on a 64 x 64 grid), its top-left
    corner at ``origin``, ``width`` wide and as high."""

    name: str
    origin: Point
    width: float
    meta: Meta | None = None


@dataclass(frozen=True)
class Image:
    """A picture (PNG bytes) stretched over ``box`` (x0, y0, x1, y1) at ``opacity`` (0-1): an
    analysis computed as pixels, such as the exposure heatmap."""

    png: bytes
    box: tuple[float, float, float, float]
    opacity: float = 1.0
    meta: Meta | None = None


@dataclass(frozen=True)
class Group:
    """Primitives that belong together (a hex and all it holds); a ``layer`` when the vector file
    should offer it as one (Inkscape's layers, named by ``meta.label``); drawn in order, only inside
    ``clip`` (x0, y0, x1, y1) when given."""

    items: tuple
    meta: Meta | None = None
    layer: bool = False
    clip: tuple[float, float, float, float] | None = None


Primitive = Area | Rect | Line | Polyline | Circle | Arc | Text | DimensionLine | Glyph | Icon | Image | Group


def rings_of(geom, to_page) -> tuple[tuple[Point, ...], ...]:
    """The rings of a shapely polygon or multipolygon, mapped by ``to_page(x, y)`` (read through
    ``geom_type``, so drawing them needs no shapely import)."""
    polys = [geom] if geom.geom_type == "Polygon" else list(getattr(geom, "geoms", []))
    out = []
    for poly in polys:
        if poly.geom_type != "Polygon":
            continue
        for ring in (poly.exterior, *poly.interiors):
            out.append(tuple(to_page(x, y) for x, y in ring.coords))
    return tuple(out)


def flatten(items) -> list:
    """The primitives of ``items`` with every :class:`Group` opened, in drawing order."""
    out = []
    for item in items:
        out += flatten(item.items) if isinstance(item, Group) else [item]
    return out
