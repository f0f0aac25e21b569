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

Point = tuple[float, float]


class Value:
    """An immutable value compared, hashed and shown by its fields (``__slots__``, in the order the
    constructor takes them; ``_compared`` names those that count in a comparison when not all do),
    as a frozen dataclass is. The primitives and the table's looks are written out as plain classes:
    made with ``dataclasses``, their methods were compiled at every start, about a millisecond of
    processor time a class before the first picture of a table could be painted."""

    __slots__ = ()
    _compared: tuple[str, ...] | None = None

    def _values(self) -> tuple:
        return tuple([getattr(self, name) for name in self.__slots__])

    def _key(self) -> tuple:
        return tuple([getattr(self, name) for name in (self._compared or self.__slots__)])

    def replaced(self, **changes):
        """A copy with the fields named changed (``dataclasses.replace``)."""
        return type(self)(**{**{name: getattr(self, name) for name in self.__slots__}, **changes})

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self._key() == other._key()
        return NotImplemented

    def __hash__(self):
        return hash(self._key())

    def __repr__(self) -> str:
        shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in (self._compared or self.__slots__))
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r} of {type(self).__name__}")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r} of {type(self).__name__}")

    def __reduce__(self):
        return (self.__class__, self._values())


_set = object.__setattr__


class Meta(Value):
    """What a vector file says of an element (painting ignores it): its ``id`` (an XML name), ``cls``
    (its class), ``title`` (a tooltip, and the name in Inkscape's Objects panel), ``label`` (Inkscape's
    label; a layer's name) and ``data`` attributes, (name, value) pairs written as ``data-NAME``."""

    __slots__ = ("id", "cls", "title", "label", "data")

    def __init__(self, id: str | None = None, cls: str | None = None, title: str | None = None,
                 label: str | None = None, data: tuple[tuple[str, str], ...] = ()):
        _set(self, "id", id)
        _set(self, "cls", cls)
        _set(self, "title", title)
        _set(self, "label", label)
        _set(self, "data", data)


class Ink(Value):
    """A colour: ``#rrggbb``, its opacity (0-255, a fraction allowed: 38.25 is 15 %) and a darkening
    factor (1 = as is, 1.6 = darker)."""

    __slots__ = ("colour", "alpha", "darker")

    def __init__(self, colour: str, alpha: float = 255, darker: float = 1.0):
        _set(self, "colour", colour)
        _set(self, "alpha", alpha)
        _set(self, "darker", darker)


class Pen(Value):
    """How a line is stroked: ink, width in points, dash ("solid", "dash", "dashdot", "dot", or dash
    and gap lengths in line widths, ``(5, 3)``), cap ("square", "flat", "round") and join ("bevel",
    "miter", "round")."""

    __slots__ = ("ink", "width", "dash", "cap", "join")

    def __init__(self, ink: Ink, width: float, dash: str | tuple[float, ...] = "solid", cap: str = "square",
                 join: str = "bevel"):
        _set(self, "ink", ink)
        _set(self, "width", width)
        _set(self, "dash", dash)
        _set(self, "cap", cap)
        _set(self, "join", join)


class Area(Value):
    """Closed rings (an outline and its holes, even-odd) filled with ``fill`` or with the ``hatch``
    pattern ("dots", "hatch", "cross", "trees") in ``fill``'s ink, and stroked with ``pen``. With
    ``closed`` False the rings are a path's pieces as drawn: one that ends where it started is
    closed, another is an open line (stroked open; a fill closes it), all drawn as one path (as the
    painter drew the path the table editor handed over)."""

    __slots__ = ("rings", "fill", "pen", "hatch", "closed", "meta")

    def __init__(self, rings: tuple[tuple[Point, ...], ...], fill: Ink | None = None, pen: Pen | None = None,
                 hatch: str | None = None, closed: bool = True, meta: Meta | None = None):
        _set(self, "rings", rings)
        _set(self, "fill", fill)
        _set(self, "pen", pen)
        _set(self, "hatch", hatch)
        _set(self, "closed", closed)
        _set(self, "meta", meta)


class Rect(Value):
    """An upright rectangle (x0, y0, x1, y1), filled and stroked."""

    __slots__ = ("box", "fill", "pen", "meta")

    def __init__(self, box: tuple[float, float, float, float], fill: Ink | None = None, pen: Pen | None = None,
                 meta: Meta | None = None):
        _set(self, "box", box)
        _set(self, "fill", fill)
        _set(self, "pen", pen)
        _set(self, "meta", meta)


class Line(Value):
    __slots__ = ("start", "end", "pen", "meta")

    def __init__(self, start: Point, end: Point, pen: Pen, meta: Meta | None = None):
        _set(self, "start", start)
        _set(self, "end", end)
        _set(self, "pen", pen)
        _set(self, "meta", meta)


class Polyline(Value):
    __slots__ = ("points", "pen", "meta")

    def __init__(self, points: tuple[Point, ...], pen: Pen, meta: Meta | None = None):
        _set(self, "points", points)
        _set(self, "pen", pen)
        _set(self, "meta", meta)


class Circle(Value):
    """A circle, or an upright ellipse when ``radius_y`` is given."""

    __slots__ = ("centre", "radius", "fill", "pen", "radius_y", "meta")

    def __init__(self, centre: Point, radius: float, fill: Ink | None = None, pen: Pen | None = None,
                 radius_y: float | None = None, meta: Meta | None = None):
        _set(self, "centre", centre)
        _set(self, "radius", radius)
        _set(self, "fill", fill)
        _set(self, "pen", pen)
        _set(self, "radius_y", radius_y)
        _set(self, "meta", meta)


class Arc(Value):
    """An arc of a circle from ``start`` degrees through ``sweep`` degrees, both clockwise on the
    page (y down) from the direction of +x."""

    __slots__ = ("centre", "radius", "start", "sweep", "pen", "meta")

    def __init__(self, centre: Point, radius: float, start: float, sweep: float, pen: Pen, meta: Meta | None = None):
        _set(self, "centre", centre)
        _set(self, "radius", radius)
        _set(self, "start", start)
        _set(self, "sweep", sweep)
        _set(self, "pen", pen)
        _set(self, "meta", meta)


class Text(Value):
    """A text in ``box`` (x0, y0, x1, y1), ``align`` "center", "left" or "right" (vertically
    centred), read upwards when ``vertical``."""

    __slots__ = ("text", "box", "size", "ink", "bold", "align", "vertical", "meta")

    def __init__(self, text: str, box: tuple[float, float, float, float], size: float, ink: Ink, bold: bool = False,
                 align: str = "center", vertical: bool = False, meta: Meta | None = None):
        _set(self, "text", text)
        _set(self, "box", box)
        _set(self, "size", size)
        _set(self, "ink", ink)
        _set(self, "bold", bold)
        _set(self, "align", align)
        _set(self, "vertical", vertical)
        _set(self, "meta", meta)


class Glyph(Value):
    """A terrain's glyph of ``style.hex_glyph`` around ``centre`` for a hex of ``size`` (centre to
    corner), its shapes filled with ``fill`` (or open) and stroked with ``pen``."""

    __slots__ = ("kind", "centre", "size", "pen", "fill", "meta")

    def __init__(self, kind: str, centre: Point, size: float, pen: Pen, fill: Ink | None = None,
                 meta: Meta | None = None):
        _set(self, "kind", kind)
        _set(self, "centre", centre)
        _set(self, "size", size)
        _set(self, "pen", pen)
        _set(self, "fill", fill)
        _set(self, "meta", meta)


class DimensionLine(Value):
    """A dimension line from ``start`` (on a table edge) to ``end`` (the point measured): the line,
    a tick across each end and a dot at the end it measures."""

    __slots__ = ("start", "end", "pen", "tick", "dot", "meta")

    def __init__(self, start: Point, end: Point, pen: Pen, tick: float = 2.0, dot: float = 0.9,
                 meta: Meta | None = None):
        _set(self, "start", start)
        _set(self, "end", end)
        _set(self, "pen", pen)
        _set(self, "tick", tick)
        _set(self, "dot", dot)
        _set(self, "meta", meta)

    def horizontal(self) -> bool:
        return abs(self.end[1] - self.start[1]) < abs(self.end[0] - self.start[0])

    def ticks(self) -> list[tuple[Point, Point]]:
        """The two ticks across the line's ends."""
        t = self.tick
        if self.horizontal():
            return [((x, y - t), (x, y + t)) for x, y in (self.start, self.end)]
        return [((x - t, y), (x + t, y)) for x, y in (self.start, self.end)]


class Icon(Value):
    """One of the app's icons (``resources/icons/NAME.svg``, drawn on a 64 x 64 grid), its top-left
    corner at ``origin``, ``width`` wide and as high."""

    __slots__ = ("name", "origin", "width", "meta")

    def __init__(self, name: str, origin: Point, width: float, meta: Meta | None = None):
        _set(self, "name", name)
        _set(self, "origin", origin)
        _set(self, "width", width)
        _set(self, "meta", meta)


class Image(Value):
    """A picture (PNG bytes) stretched over ``box`` (x0, y0, x1, y1) at ``opacity`` (0-1): an
    analysis computed as pixels, such as the exposure heatmap."""

    __slots__ = ("png", "box", "opacity", "meta")

    def __init__(self, png: bytes, box: tuple[float, float, float, float], opacity: float = 1.0,
                 meta: Meta | None = None):
        _set(self, "png", png)
        _set(self, "box", box)
        _set(self, "opacity", opacity)
        _set(self, "meta", meta)


class Group(Value):
    """Primitives that belong together (a hex and all it holds); a ``layer`` when the vector file
    should offer it as one (Inkscape's layers, named by ``meta.label``); drawn in order, only inside
    ``clip`` (x0, y0, x1, y1) when given."""

    __slots__ = ("items", "meta", "layer", "clip")

    def __init__(self, items: tuple, meta: Meta | None = None, layer: bool = False,
                 clip: tuple[float, float, float, float] | None = None):
        _set(self, "items", items)
        _set(self, "meta", meta)
        _set(self, "layer", layer)
        _set(self, "clip", clip)

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
