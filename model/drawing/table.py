"""What a table looks like, described once without Qt: each zone in its side's colour, each piece in
its kind's colour with its hatching, its walls, an outline that can say how much it blocks, its
number and its name, each marker in its kind's colour with its letter, the badges that carry numbers
and letters, and the leaders from a badge to what it names.

Every drawing of a table is a view of this one description: :func:`table_layers` draws it at a
scale (``to_page``), with a :class:`Treatment` saying how that paper shows each element (how strong
a tint, how wide a line, which layers) and nothing about colours, glyphs or names. The setup sheet's
plan (``plan.py``), the 1:1 print and a piece's template (``full_size.py``), the table SVG
(``real_size.py``) and the small picture (``thumbnail.py``) each pick a treatment from here, choose
the layers and add their own labels (the plan's layout, the SVG's numbers and key).

Nothing here imports shapely at import time: a geometry is read through ``geom_type`` and its
coordinates, so a drawing of plain shapes needs no more than the shapes.
"""
from __future__ import annotations

from .primitives import Area, Circle, Group, Ink, Line, Meta, Pen, Polyline, Primitive, Rect, Text, Value, rings_of
from .style import (BADGE_PAPER, GREY, INK, MARKER_BADGE_PAPER, MARKER_COLOUR, PIECE_COLOUR, TABLE_COLOUR,
                    side_colour)

#: the hatchings a terrain kind's pattern draws over its colour (in that colour, darker)
_set = object.__setattr__
HATCHED = ("dots", "hatch", "cross", "trees")
#: the layers of a table's drawing, in the order they are drawn
LAYERS = ("table", "zones", "terrain", "markers", "frame")


# -- the description ------------------------------------------------------------------------------
class ZoneLook(Value):
    """A deployment zone as drawn: its geometry, its side's colour and its name."""

    __slots__ = ("zone", "colour")

    def __init__(self, zone: object, colour: str):
        _set(self, "zone", zone)
        _set(self, "colour", colour)

    @property
    def name(self) -> str:
        from model.display import zone_name

        return zone_name(self.zone)


class PieceLook(Value):
    """A terrain piece as drawn: its kind's colour, the hatching its kind's pattern asks for (or
    None), its number on every plan; its name (label, else its kind's name) and how much it blocks
    are read from the ruleset when a drawing asks (a small picture asks neither)."""

    __slots__ = ("piece", "colour", "hatch", "number", "ruleset")
    _compared = ("piece", "colour", "hatch", "number")

    def __init__(self, piece: object, colour: str, hatch: str | None, number: str, ruleset: object = None):
        _set(self, "piece", piece)
        _set(self, "colour", colour)
        _set(self, "hatch", hatch)
        _set(self, "number", number)
        _set(self, "ruleset", ruleset)

    @property
    def kind_name(self) -> str:
        from model.display import kind_name

        return kind_name(self.ruleset, "terrain_kinds", self.piece.kind)

    @property
    def name(self) -> str:
        return self.piece.label or self.kind_name

    @property
    def key_name(self) -> str:
        """Its name in a key: "label (kind)", or its kind's name when the label says no more."""
        return _key_name(self.piece.label, self.kind_name)

    @property
    def blocking(self) -> str:
        """How much it blocks sight ("full", "partial", "none"), as its ruleset resolves it."""
        if self.ruleset is None:
            return self.piece.blocking or "none"
        from model.table import resolve_terrain

        return resolve_terrain(self.piece, self.ruleset).blocking


class MarkerLook(Value):
    """A marker as drawn: its kind's colour, its letter on every plan and its name."""

    __slots__ = ("marker", "colour", "letter", "ruleset")
    _compared = ("marker", "colour", "letter")

    def __init__(self, marker: object, colour: str, letter: str, ruleset: object = None):
        _set(self, "marker", marker)
        _set(self, "colour", colour)
        _set(self, "letter", letter)
        _set(self, "ruleset", ruleset)

    @property
    def kind_name(self) -> str:
        from model.display import kind_name

        return kind_name(self.ruleset, "markers", self.marker.kind)

    @property
    def name(self) -> str:
        return self.marker.label or self.kind_name

    @property
    def key_name(self) -> str:
        """Its name in a key: "label (kind)", or its kind's name when the label says no more."""
        return _key_name(self.marker.label, self.kind_name)


def _key_name(label: str | None, kind_name: str) -> str:
    return f"{label} ({kind_name})" if label and label != kind_name else kind_name


class TableLook:
    """What a table looks like: its size, its zones, pieces and markers with every colour, hatching,
    number and name decided from the document and its ruleset (the ruleset may be None: the style's
    defaults)."""

    def __init__(self, doc, ruleset=None):
        from model.plan_marks import marks

        self.doc = doc
        self.width, self.depth = doc.width, doc.depth
        sides = doc.sides()
        kinds = {t["id"]: t for t in ruleset.terrain_kinds()} if ruleset else {}
        mkinds = {m["id"]: m for m in ruleset.markers()} if ruleset else {}
        self.zones = [ZoneLook(z, side_colour(sides, z.side)) for z in doc.zones.values()]
        pieces, markers = marks(doc)
        self.pieces = [PieceLook(p, piece_colour(kinds.get(p.kind)), piece_hatch(kinds.get(p.kind)), number, ruleset)
                       for number, p in pieces]
        self.markers = [MarkerLook(m, marker_colour(mkinds.get(m.kind)), letter, ruleset) for letter, m in markers]


def piece_colour(kind: dict | None) -> str:
    """The colour of a piece of terrain kind ``kind`` (the ruleset's entry; None: a kind it lacks)."""
    return (kind or {}).get("color", PIECE_COLOUR)


def piece_hatch(kind: dict | None) -> str | None:
    """The hatching a piece of terrain kind ``kind`` draws over its colour (None: plain)."""
    pattern = (kind or {}).get("pattern", "solid")
    return pattern if pattern in HATCHED else None


def marker_colour(kind: dict | None) -> str:
    """The colour of a marker of kind ``kind`` (the ruleset's entry; None: a kind it lacks)."""
    return (kind or {}).get("color", MARKER_COLOUR)


# -- how a paper treats it --------------------------------------------------------------------------
class Stroke(Value):
    """A line's width, dash, cap and join without its ink (the ink is the element's colour)."""

    __slots__ = ("width", "dash", "cap", "join")

    def __init__(self, width: float, dash: str | tuple[float, ...] = "solid", cap: str = "square",
                 join: str = "bevel"):
        _set(self, "width", width)
        _set(self, "dash", dash)
        _set(self, "cap", cap)
        _set(self, "join", join)

    def pen(self, ink: Ink) -> Pen:
        return Pen(ink, self.width, self.dash, self.cap, self.join)


class MarkerTreatment(Value):
    """How a paper draws markers: a point as a dot (``dot`` radius, filled in its colour or not,
    edged in ink or in its colour ``dot_darker``) with a cross of arms ``cross`` long; a line
    stroked in its colour; an area edged in its colour (``area_alpha``: filled too). With ``dots_only``
    every marker is a dot at its centre in the objectives' colour (a small picture)."""

    __slots__ = ("dot", "dot_fill", "dot_edge", "dot_darker", "cross", "line", "line_darker", "area_alpha",
                 "area_edge", "area_darker", "dots_only")

    def __init__(self, dot: float, dot_fill: bool = True, dot_edge: Stroke | None = None,
                 dot_darker: float | None = None, cross: float = 0.0, line: Stroke = Stroke(1.0),
                 line_darker: float = 1.0, area_alpha: float | None = None, area_edge: Stroke = Stroke(1.0),
                 area_darker: float = 1.0, dots_only: bool = False):
        _set(self, "dot", dot)
        _set(self, "dot_fill", dot_fill)
        _set(self, "dot_edge", dot_edge)
        # the dot's edge in the marker's colour this much darker (None: ink)
        _set(self, "dot_darker", dot_darker)
        _set(self, "cross", cross)
        _set(self, "line", line)
        _set(self, "line_darker", line_darker)
        _set(self, "area_alpha", area_alpha)
        _set(self, "area_edge", area_edge)
        _set(self, "area_darker", area_darker)
        _set(self, "dots_only", dots_only)


#: the default of :class:`Treatment`'s field (immutable, so shared)
_DEFAULT_MARKERS = MarkerTreatment(dot=3.5)


class Treatment(Value):
    """How one paper shows a table (in its page unit): the cloth and its grid, the frame, how strong
    the zones' and pieces' tints are and how their edges are drawn, whether pieces show their
    hatching, walls and captions, and how markers are drawn. It says nothing of which colour,
    hatching or name an element has: that is :class:`TableLook`'s."""

    __slots__ = ("cloth", "grid", "grid_tick", "frame", "frame_with_cloth", "frame_inset", "zone_alpha", "zone_edge",
                 "piece_alpha", "piece_hatch", "piece_edge", "piece_edge_darker", "piece_edge_colour",
                 "blocking_edge", "wall_darker", "wall_edge", "captions", "markers", "meta")

    def __init__(self, cloth: str | None = None, grid: Ink | None = None, grid_tick: float = 0.0,
                 frame: Stroke | None = None, frame_with_cloth: bool = False, frame_inset: float = 0.0,
                 zone_alpha: float | None = None, zone_edge: Stroke | None = None, piece_alpha: float = 255,
                 piece_hatch: bool = False, piece_edge: Stroke | None = None, piece_edge_darker: float = 1.0,
                 piece_edge_colour: str | None = None, blocking_edge: bool = False, wall_darker: float | None = None,
                 wall_edge: bool = False, captions: bool = False, markers: MarkerTreatment = _DEFAULT_MARKERS,
                 meta: bool = False):
        _set(self, "cloth", cloth)
        _set(self, "grid", grid)
        # a tick above the top edge at each vertical grid line (page units)
        _set(self, "grid_tick", grid_tick)
        _set(self, "frame", frame)
        # the frame is the cloth's own edge (one element), not a last layer
        _set(self, "frame_with_cloth", frame_with_cloth)
        # the frame's far sides drawn this much inside (a picture's last pixel)
        _set(self, "frame_inset", frame_inset)
        _set(self, "zone_alpha", zone_alpha)
        _set(self, "zone_edge", zone_edge)
        _set(self, "piece_alpha", piece_alpha)
        _set(self, "piece_hatch", piece_hatch)
        _set(self, "piece_edge", piece_edge)
        _set(self, "piece_edge_darker", piece_edge_darker)
        # one colour for every piece's edge instead of its own, darker
        _set(self, "piece_edge_colour", piece_edge_colour)
        # an edge over the walls that says how much the piece blocks
        _set(self, "blocking_edge", blocking_edge)
        # walls filled in the piece's colour this much darker (None: no walls)
        _set(self, "wall_darker", wall_darker)
        _set(self, "wall_edge", wall_edge)
        # each piece's number, name and size written on it
        _set(self, "captions", captions)
        _set(self, "markers", markers)
        # each element says what it is (a vector file)
        _set(self, "meta", meta)


#: the grid's ink (each paper says how strong)
GRID_INK = "#3c5032"
#: the setup sheet's plan (points): every piece in its full colour and hatching, its walls, an
#: outline that says how much it blocks; zones lightly tinted with a dashed edge
PLAN = Treatment(cloth=TABLE_COLOUR, grid=Ink(GRID_INK, 60), grid_tick=2.5, frame=Stroke(1.2),
                 zone_alpha=38, zone_edge=Stroke(0.9, "dash"), piece_hatch=True, blocking_edge=True,
                 wall_darker=2.2,
                 markers=MarkerTreatment(dot=3.5, dot_edge=Stroke(0.8), line=Stroke(3, cap="flat"),
                                         area_edge=Stroke(1.2, "dashdot"), area_darker=1.4))
#: the 1:1 print (points): pieces in a light tint to save ink, each named with its size; markers
#: as dashed outlines and crosshairs to place them by
FULL_SIZE = Treatment(cloth="#fbfcf8", grid=Ink(GRID_INK, 70), frame=Stroke(1.5), zone_alpha=25,
                      zone_edge=Stroke(1.0, "dash"), piece_alpha=70, piece_edge=Stroke(1.0), piece_edge_darker=2.0,
                      wall_darker=1.5, wall_edge=True, captions=True,
                      markers=MarkerTreatment(dot=6, dot_fill=False, dot_edge=Stroke(1.2, "dashdot"), dot_darker=1.5,
                                              cross=9, line=Stroke(1.2, "dashdot"), line_darker=1.5,
                                              area_edge=Stroke(1.2, "dashdot"), area_darker=1.5))
#: a piece's template at 1:1: the piece alone, fainter still, under its cut line
TEMPLATE = Treatment(piece_alpha=30, piece_edge=Stroke(1.0), piece_edge_darker=2.0, wall_darker=1.5, wall_edge=True,
                     captions=True)
#: the 1:1 print's assembly page (points): the printed region's cloth, its pieces in a light tint
#: without outline (a template's one piece outlined in ink), its frame
ASSEMBLY = Treatment(cloth=TABLE_COLOUR, frame=Stroke(1.2), piece_alpha=120)
ASSEMBLY_TEMPLATE = Treatment(cloth=TABLE_COLOUR, frame=Stroke(1.2), piece_alpha=120, piece_edge=Stroke(0.8),
                              piece_edge_colour=INK)
#: the cut line of a template's piece
CUT_LINE = Stroke(1.2)
_VECTOR = dict(cap="flat", join="miter")  # a vector editor's plain stroke: butt ends, mitred corners
#: the table SVG (millimetres): full colours, plain strokes, every element named
REAL_SIZE = Treatment(cloth=TABLE_COLOUR, frame=Stroke(2, **_VECTOR), frame_with_cloth=True, zone_alpha=0.15 * 255,
                      zone_edge=Stroke(2, (5, 3), **_VECTOR), piece_edge=Stroke(1, **_VECTOR),
                      piece_edge_colour="#333333",
                      markers=MarkerTreatment(dot=12.0, dot_edge=Stroke(1, **_VECTOR), line=Stroke(8, **_VECTOR),
                                              area_alpha=0.25 * 255, area_edge=Stroke(2, **_VECTOR)),
                      meta=True)
#: the editable table on screen (pixels, whatever the zoom): the plan's cloth, grid ink and
#: hatchings; zones a little stronger with a wider dashed edge; pieces a little see-through with
#: their walls edged in ink and an outline that says how much they block; a point marker a large
#: disc in its colour edged in ink with an ink pip (:data:`MARKER_PIP`), a line marker a wide band
SCREEN = Treatment(cloth=TABLE_COLOUR, grid=Ink(GRID_INK, 45), frame=Stroke(2.0), zone_alpha=55,
                   zone_edge=Stroke(2.0, "dash"), piece_alpha=200, piece_hatch=True, blocking_edge=True,
                   wall_darker=2.6, wall_edge=True,
                   markers=MarkerTreatment(dot=9.0, dot_edge=Stroke(1.6), line=Stroke(7.0, cap="flat"),
                                           area_alpha=70, area_edge=Stroke(2.0, "dot"), area_darker=1.3))
#: the screen's grid line every fifth step, and the ground around the table
SCREEN_GRID_MAJOR = Ink(GRID_INK, 110)
SCREEN_OUTSIDE = "#8a8f96"
#: the screen's blocking outline: its width when the piece blocks fully, else (pixels)
SCREEN_BLOCKING_WIDTH, SCREEN_OTHER_WIDTH = 2.2, 1.2
#: a point marker's ink pip at its centre, as a fraction of its disc's radius
MARKER_PIP = 0.3
#: a small picture (pixels): zones tinted, pieces in their colours, every marker a yellow dot
THUMBNAIL = Treatment(frame=Stroke(1.0), frame_inset=1.0, zone_alpha=70, piece_edge=Stroke(1.0),
                      piece_edge_darker=1.6, markers=MarkerTreatment(dot=2.5, dot_edge=Stroke(0.8), dots_only=True))
#: the same on the table's cloth: a picture standing on its own (the start-up picture of a table)
THUMBNAIL_ON_CLOTH = THUMBNAIL.replaced(cloth=TABLE_COLOUR)


# -- drawing it --------------------------------------------------------------------------------------
def grid_step(doc) -> float:
    """A grid line every 10 cm, 6 inches, 100 mm or 5 UD (millimetres)."""
    from model.units import to_mm

    return to_mm({"cm": 10, "in": 6, "mm": 100, "ud": 5}.get(doc.unit.value, 10), doc.unit, doc.ud_mm)


def table_layers(look: TableLook, treat: Treatment, to_page, box: tuple[float, float, float, float], k: float,
                 layers=LAYERS, subject=None, caption=None) -> dict[str, list[Primitive]]:
    """The table of ``look`` as ``treat`` shows it, each layer of ``layers`` (:data:`LAYERS`) a list of
    primitives: ``to_page(x, y)`` maps table mm to the page, ``box`` is the table's rectangle there and
    ``k`` page units per mm. ``subject`` (a piece) draws that piece alone; ``caption(piece_look, x, y)``
    writes a piece's words (the 1:1 print's name and size) at the page point ``(x, y)``."""
    out: dict[str, list[Primitive]] = {name: [] for name in layers}
    if "table" in out and subject is None:
        table = out["table"]
        if treat.cloth:
            pen = treat.frame.pen(Ink(INK)) if treat.frame and treat.frame_with_cloth else None
            meta = Meta(id="table-outline", title=look.doc.name) if treat.meta else None
            table.append(Rect(box, fill=Ink(treat.cloth), pen=pen, meta=meta))
        if treat.grid is not None:
            table += _grid(look, treat, box, k)
    if "zones" in out and subject is None and treat.zone_alpha is not None:
        for i, z in enumerate(look.zones, 1):
            meta = Meta(id=f"zone-{i}", title=z.name, label=z.name) if treat.meta else None
            edge = treat.zone_edge.pen(Ink(z.colour)) if treat.zone_edge else None
            out["zones"].append(Area(rings_of(z.zone.polygon, to_page), fill=Ink(z.colour, treat.zone_alpha), pen=edge,
                                     meta=meta))
    if "terrain" in out:
        for i, p in enumerate(look.pieces, 1):
            if subject is None or p.piece is subject:
                out["terrain"] += _piece(p, i, treat, to_page, caption)
    if "markers" in out and subject is None:
        for i, m in enumerate(look.markers, 1):
            out["markers"] += _marker(m, i, treat.markers, to_page, treat.meta)
    if "frame" in out and subject is None:
        out["frame"] = frame(treat, box)
    return out


def frame(treat: Treatment, box: tuple[float, float, float, float]) -> list[Primitive]:
    """The table's edge as ``treat`` draws it over everything (none when it is the cloth's own)."""
    if not treat.frame or treat.frame_with_cloth:
        return []
    x0, y0, x1, y1 = box
    return [Rect((x0, y0, x1 - treat.frame_inset, y1 - treat.frame_inset), pen=treat.frame.pen(Ink(INK)))]


def _grid(look: TableLook, treat: Treatment, box, k: float) -> list[Primitive]:
    """The grid's lines every grid step across the cloth (a tick above the top edge at each column)."""
    x0, y0, x1, y1 = box
    step = grid_step(look.doc)
    pen = Pen(treat.grid, 0.4)
    out: list[Primitive] = []
    j = 1
    while j * step < look.width - 1e-6:
        x = x0 + j * step * k
        out.append(Line((x, y0), (x, y1), pen))
        if treat.grid_tick:
            out.append(Line((x, y0 - treat.grid_tick), (x, y0), pen))
        j += 1
    j = 1
    while j * step < look.depth - 1e-6:
        y = y0 + j * step * k
        out.append(Line((x0, y), (x1, y), pen))
        j += 1
    return out


#: the plan's blocking outline: its width when the piece blocks fully, else
BLOCKING_WIDTH, OTHER_WIDTH = 1.1, 0.6
#: how much darker a piece's hatching, walls' edge and blocking outline are than its colour
HATCH_DARKER, EDGE_DARKER = 1.6, 2.2


def _piece(p: PieceLook, i: int, treat: Treatment, to_page, caption) -> list[Primitive]:
    rings = rings_of(p.piece.footprint, to_page)
    out: list[Primitive] = []
    edge = None
    if treat.piece_edge is not None:
        colour = Ink(treat.piece_edge_colour) if treat.piece_edge_colour else Ink(p.colour, darker=treat.piece_edge_darker)
        edge = treat.piece_edge.pen(colour)
    meta = None
    if treat.meta:
        meta = Meta(id=f"piece-{i}", title=f"{p.name} ({p.kind_name})", label=f"{p.number} {p.name}",
                    data=(("kind", p.piece.kind),))
    out.append(Area(rings, fill=Ink(p.colour, treat.piece_alpha), pen=edge, meta=meta))
    if treat.piece_hatch and p.hatch:
        out.append(Area(rings, fill=Ink(p.colour, darker=HATCH_DARKER), hatch=p.hatch))
    if treat.wall_darker is not None:
        for wall in p.piece.walls:
            out.append(Area(rings_of(wall, to_page), fill=Ink(p.colour, darker=treat.wall_darker),
                            pen=edge if treat.wall_edge else None))
    if treat.blocking_edge:
        out.append(Area(rings, pen=Pen(Ink(p.colour, darker=EDGE_DARKER),
                                       BLOCKING_WIDTH if p.blocking == "full" else OTHER_WIDTH,
                                       "dash" if p.blocking == "none" else "solid")))
    if caption is not None:
        out += caption(p, to_page)
    return out


def _marker(m: MarkerLook, i: int, treat: MarkerTreatment, to_page, with_meta: bool) -> list[Primitive]:
    g = m.marker.geometry
    meta = Meta(id=f"marker-{i}", title=m.name, label=f"{m.letter} {m.name}") if with_meta else None
    if treat.dots_only:
        c = g.centroid
        return [Circle(to_page(c.x, c.y), treat.dot, fill=Ink(MARKER_COLOUR), pen=treat.dot_edge.pen(Ink(INK)),
                       meta=meta)]
    kind = g.geom_type
    if kind == "Point":
        px, py = to_page(g.x, g.y)
        edge = None
        if treat.dot_edge is not None:
            edge = treat.dot_edge.pen(Ink(INK) if treat.dot_darker is None else Ink(m.colour, darker=treat.dot_darker))
        out: list[Primitive] = [Circle((px, py), treat.dot, fill=Ink(m.colour) if treat.dot_fill else None, pen=edge,
                                       meta=meta)]
        if treat.cross:
            a = treat.cross
            out += [Line((px - a, py), (px + a, py), edge), Line((px, py - a), (px, py + a), edge)]
        return out
    if kind == "LineString":
        return [Polyline(tuple(to_page(x, y) for x, y in g.coords), treat.line.pen(Ink(m.colour, darker=treat.line_darker)),
                         meta=meta)]
    fill = Ink(m.colour, treat.area_alpha) if treat.area_alpha is not None else None
    return [Area(rings_of(g, to_page), fill=fill, pen=treat.area_edge.pen(Ink(m.colour, darker=treat.area_darker)),
                 meta=meta)]


# -- numbers, letters and their leaders ---------------------------------------------------------------
def badge(mark: str, box: tuple[float, float, float, float], edge: float, size: float, text_box=None,
          vector: bool = False, meta: Meta | None = None, disc=None) -> list[Primitive]:
    """A piece's number on a white disc, or a marker's letter on a pale square, in ``box``, edged in
    ink ``edge`` wide, the mark in bold ink of ``size`` (in ``text_box`` when given, else ``box``);
    ``disc``: the disc's (centre, radius) when the caller has them; ``vector``: a vector editor's
    plain stroke and a circle rather than an ellipse."""
    x0, y0, x1, y1 = box
    pen = Pen(Ink(INK), edge, **(_VECTOR if vector else {}))
    if is_letter(mark):
        ground: Primitive = Rect(box, fill=Ink(MARKER_BADGE_PAPER), pen=pen, meta=meta)
    else:
        centre, r = disc or (((x0 + x1) / 2, (y0 + y1) / 2), (x1 - x0) / 2)
        ground = Circle(centre, r, fill=Ink(BADGE_PAPER), pen=pen, radius_y=None if vector else (y1 - y0) / 2,
                        meta=meta)
    return [ground, Text(mark, text_box or box, size, Ink(INK), bold=True)]


def is_letter(mark: str) -> bool:
    """Whether ``mark`` is a marker's letter (A, B1...) rather than a piece's number."""
    return not mark.isdigit()


def leader(start, end, width: float, dot: float, dot_edge: float | None = None,
           vector: bool = False) -> list[Primitive]:
    """A leader from a badge at ``start`` to what it names at ``end``, with a dot of radius ``dot``
    there (edged ``dot_edge`` wide when given)."""
    pen = Pen(Ink(INK), width, **(_VECTOR if vector else {}))
    return [Line(start, end, pen),
            Circle(end, dot, fill=Ink(INK), pen=Pen(Ink(INK), dot_edge) if dot_edge is not None else None)]


def zone_ink(sides, index: int) -> Ink:
    """The ink of the name of the zone of side number ``index`` on a plan: its side's colour, darker
    (grey when the table has no such side)."""
    return Ink(side_colour(sides, sides[index]), darker=1.3) if sides and index < len(sides) else Ink(GREY)


def group(items, layer_name: str, label: str) -> Group:
    """A layer of a vector file."""
    return Group(tuple(items), Meta(id=layer_name, label=label), layer=True)
