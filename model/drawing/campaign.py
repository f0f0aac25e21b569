"""A campaign map as drawing primitives, in four layers drawn in this order:

- :func:`terrain_layer`: each hex in its terrain's colour with a grey border, and over it the
  terrain's glyph (trees, peaks, waves, reeds, or the ruleset's pattern) in the colour darker;
- :func:`owners_layer`: each owned hex tinted in its owner's colour, a border along its empire's
  outline and a small banner;
- :func:`constructions_layer`: the constructions' icons (a city, a castle, a mine), and a capital's
  ring in its owner's colour with its crown;
- :func:`names_layer`: each hex's name on a pale band, on one line or wrapped onto two in smaller
  type, or a number when it fits no way (:class:`HexNames` decides, with the text measured by a
  function passed in; the legend then gives the number's name); optionally each hex's coordinates.

:func:`campaign_drawing` puts them together: the printed map, the turn bulletin's map and the SVG
export draw it. Every hex's elements carry what a vector file says of them (its ``data-q`` and
``data-r``; the terrain layer's group its id, title and what it holds). Coordinates: the map's
origin at ``origin``, ``k`` drawing units per map unit; ``pt`` points per drawing unit (1 on paper,
where the unit is the point; 72 / 25.4 in the SVG, drawn in millimetres) sizes the words.
"""
from __future__ import annotations

from .primitives import Area, Circle, Glyph, Group, Icon, Ink, Line, Meta, Pen, Primitive, Rect, Text
from .style import GREY, INK, filled_glyph, glyph_kind, hex_glyph
from .words import Measure, wrap

#: a hex's border, and a terrain the ruleset gives no colour
HEX_BORDER = "#7a7a7a"
NO_TERRAIN_COLOUR = "#dddddd"


def _where(key) -> tuple[tuple[str, str], ...]:
    return (("q", str(key[0])), ("r", str(key[1])))


#: how much darker than its terrain's colour a glyph is drawn
GLYPH_DARKER = 1.7


def terrain_look(terrain: str, info: dict | None) -> tuple[str, str]:
    """A terrain's colour and the glyph drawn over it (``info``: the ruleset's entry, if any)."""
    return (info or {}).get("color", NO_TERRAIN_COLOUR), glyph_kind(terrain, info)


def terrain_swatch(terrain: str, info: dict | None, x: float, y: float) -> list[Primitive]:
    """A legend's swatch of a terrain at (x, y): its colour in a small box, its glyph on it."""
    colour, kind = terrain_look(terrain, info)
    out: list[Primitive] = [Rect((x, y + 1, x + 14, y + 10), fill=Ink(colour), pen=Pen(Ink(HEX_BORDER), 0.4))]
    if hex_glyph(kind):
        out.append(Glyph(kind, (x + 7, y + 5.5), 6, Pen(Ink(colour, darker=GLYPH_DARKER), 0.5)))
    return out


def terrain_layer(doc, terrains: dict, origin: tuple[float, float], k: float, meta=None) -> list[Primitive]:
    """Every hex of ``doc`` filled with its terrain (``terrains``: the ruleset's by id) and its glyph,
    one group per hex (``meta(key, cell)``: the group's :class:`Meta`, else its coordinates)."""
    ox, oy = origin
    s = doc.grid.size * k
    c0 = doc.grid.center((0, 0))
    corners = [((cx - c0[0]) * k, (cy - c0[1]) * k) for cx, cy in doc.grid.corners((0, 0))]
    border = Pen(Ink(HEX_BORDER), max(0.25, s * 0.02))
    out: list[Primitive] = []
    for key, cell in doc.cells.items():
        cx, cy = doc.grid.center(key)
        x, y = ox + cx * k, oy + cy * k
        colour, kind = terrain_look(cell.terrain, terrains.get(cell.terrain))
        items: list[Primitive] = [Area((tuple((px + x, py + y) for px, py in corners),), fill=Ink(colour), pen=border,
                                       meta=Meta(cls="terrain"))]
        if hex_glyph(kind):
            items.append(Glyph(kind, (x, y), s, Pen(Ink(colour, darker=GLYPH_DARKER), s * 0.07, cap="round", join="round"),
                               Ink(colour, darker=1.4) if filled_glyph(kind) else None, meta=Meta(cls="pattern")))
        out.append(Group(tuple(items), meta(key, cell) if meta else Meta(data=_where(key))))
    return out


#: an owner the map's players do not name
NO_PLAYER_COLOUR = "#222222"


def _facing_sides(doc, corners) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """For each neighbour direction, the two corners (indices) of the hex's side facing it."""
    import math

    from model.hexgrid import DIRECTIONS, Hex

    c0 = doc.grid.center(Hex(0, 0))
    out = []
    for d in DIRECTIONS:
        nx, ny = doc.grid.center(Hex(d[0], d[1]))
        ang = math.atan2(ny - c0[1], nx - c0[0])
        mids = [math.atan2((corners[i][1] + corners[(i + 1) % 6][1]) / 2,
                           (corners[i][0] + corners[(i + 1) % 6][0]) / 2) for i in range(6)]
        i = min(range(6), key=lambda n: abs(math.remainder(mids[n] - ang, 2 * math.pi)))
        out.append((d, (i, (i + 1) % 6)))
    return out


def owners_layer(doc, origin: tuple[float, float], k: float) -> list[Primitive]:
    """Each owned hex tinted in its owner's colour, a border along its empire's outline and a small
    banner on a pole."""
    from model.hexgrid import Hex

    ox, oy = origin
    s = doc.grid.size * k
    c0 = doc.grid.center((0, 0))
    corners = [(cx - c0[0], cy - c0[1]) for cx, cy in doc.grid.corners((0, 0))]
    shape = [(px * k, py * k) for px, py in corners]
    sides = _facing_sides(doc, corners)
    players = {p.id: p for p in doc.players.values()}
    out: list[Primitive] = []
    for key, cell in doc.cells.items():
        if cell.owner is None:
            continue
        player = players.get(cell.owner)
        colour = player.color if player else NO_PLAYER_COLOUR
        cx, cy = doc.grid.center(key)
        x, y = ox + cx * k, oy + cy * k
        items: list[Primitive] = [Area((tuple((px + x, py + y) for px, py in shape),), fill=Ink(colour, 60),
                                       meta=Meta(cls="tint"))]
        border = Pen(Ink(colour), s * 0.12, cap="flat", join="miter")
        pts = [(x + px * 0.93, y + py * 0.93) for px, py in shape]
        edges = tuple(Line(pts[i], pts[j], border) for d, (i, j) in sides
                      if (nb := doc.cells.get(Hex(key[0] + d[0], key[1] + d[1]))) is None or nb.owner != cell.owner)
        if edges:
            items.append(Group(edges, Meta(cls="border")))
        name = player.name if player else ""
        items.append(Group(tuple(banner(x - 0.42 * s, y - 0.55 * s, s * 0.32, colour)),
                           Meta(cls="banner", title=name or None, data=(("owner", name), ("color", colour)))))
        out.append(Group(tuple(items), Meta(cls="owner", data=_where(key))))
    return out


def banner(x: float, y: float, h: float, colour: str) -> list[Primitive]:
    """A small banner on a pole in the owner's colour, the pole's top at (x, y), ``h`` high."""
    pole = Pen(Ink(INK), max(0.2, h * 0.06))
    return [Line((x, y), (x, y + h), pole),
            Area((((x, y), (x + h * 0.7, y + h * 0.2), (x, y + h * 0.42)),), fill=Ink(colour), pen=pole)]


#: the constructions drawn with an icon, in this order
CONSTRUCTION_ICONS = ("city", "castle", "mine")


def shown_constructions(cell) -> list[str]:
    """The constructions of ``cell`` drawn with an icon: a city stands for the castle it counts as having."""
    out = [f for f in CONSTRUCTION_ICONS if cell.has(f)]
    if "city" in out and "castle" in out:
        out.remove("castle")
    return out


def constructions_layer(doc, icons: dict, names: dict, origin: tuple[float, float], k: float,
                        capital_word: str = "") -> list[Primitive]:
    """Each hex's construction icons (``icons``: the ruleset's icon of each construction, ``names``
    its name in words), and a capital's ring in its owner's colour with its crown."""
    ox, oy = origin
    s = doc.grid.size * k
    players = {p.id: p.color for p in doc.players.values()}
    out: list[Primitive] = []
    for key, cell in doc.cells.items():
        cx, cy = doc.grid.center(key)
        x, y = ox + cx * k, oy + cy * k
        shown = shown_constructions(cell)
        wi = s * (0.8 if len(shown) == 1 else 0.6)
        items: list[Primitive] = []
        for i, f in enumerate(shown):
            dx = 0.0 if len(shown) == 1 else (-0.3 * s if i == 0 else 0.3 * s)
            items.append(Icon(icons.get(f, f), (x + dx - wi / 2, y - wi / 2 - 0.05 * s), wi,
                              Meta(cls=f, title=names.get(f, f), data=(("construction", f),))))
        if cell.capital:
            colour = players.get(cell.owner, NO_PLAYER_COLOUR)
            items.append(Circle((x, y), 0.72 * s, pen=Pen(Ink(colour), s * 0.1), meta=Meta(cls="capital-ring")))
            items.append(Icon("capital", (x - 0.25 * s, y - 0.78 * s), 0.5 * s, Meta(cls="capital", title=capital_word)))
        if items:
            out.append(Group(tuple(items), Meta(cls="constructions", data=_where(key))))
    return out


class HexNames:
    """How a hex's name fits its hex, text measured by ``measure`` (points): whole on one line, else
    wrapped onto two, in smaller type down to 4 points; otherwise a number, which the legend names.
    With ``coordinates`` shown (at the top of the hexes below), names take a narrower band."""

    #: the room a hex's name has: across the hex, and from below its icons to its lower corners (x s)
    NAME_WIDTH, NAME_TOP, NAME_DEPTH = 1.6, 0.34, 0.62

    def __init__(self, measure: Measure, coordinates: bool = False):
        self.measure, self.coordinates = measure, coordinates

    def width(self, s: float) -> float:
        """Across the hex (``s``: the hex's size in points, centre to corner)."""
        return (1.2 if self.coordinates else self.NAME_WIDTH) * s

    @staticmethod
    def first_size(s: float) -> float:
        return max(4.0, min(9.0, s * 0.24))

    def lines(self, name: str, s: float) -> tuple[list[str], float] | None:
        """A name's lines and type size inside a hex of size ``s`` points; None when it fits no way."""
        avail, depth = self.width(s), self.NAME_DEPTH * s
        size = self.first_size(s)
        while size >= 4.0:
            for lines in ([name], wrap(name, size, avail, True, self.measure)):
                if len(lines) <= 2 and len(lines) * (size + 2) <= depth and \
                        all(self.measure(t, size, True) + 2 <= avail for t in lines):
                    return lines, size
            size -= 0.5
        return None

    def key(self, doc, s: float) -> dict:
        """The numbers that stand for the names too long for their hexes at size ``s`` points."""
        long = [k for k, c in doc.cells.items() if c.name and self.lines(c.name, s) is None]
        return {k: str(i) for i, k in enumerate(long, 1)}


def names_layer(doc, fit: HexNames, keys: dict, origin: tuple[float, float], k: float, pt: float = 1.0,
                names: bool = True) -> list[Primitive]:
    """Each named hex's name (or its number in ``keys``) on a pale band below its icons, and with
    ``fit.coordinates`` each hex's coordinates at its top; ``names`` False leaves the names out (a
    map too small for them)."""
    ox, oy = origin
    s = doc.grid.size * k
    s_pt = s * pt
    out: list[Primitive] = []
    for key, cell in doc.cells.items():
        cx, cy = doc.grid.center(key)
        x, y = ox + cx * k, oy + cy * k
        if cell.name and names:
            lines, size = fit.lines(cell.name, s_pt) or ([keys.get(key, "?")], fit.first_size(s_pt))
            top, step, half = y + fit.NAME_TOP * s, (size + 2) / pt, fit.width(s_pt) / pt / 2
            items: list[Primitive] = []
            for i, line in enumerate(lines):
                tw = (fit.measure(line, size, True) + 2) / pt
                y0 = top + i * step
                items.append(Rect((x - tw / 2, y0, x + tw / 2, y0 + step), fill=Ink("#ffffff", 190)))
                items.append(Text(line, (x - half, y0, x + half, y0 + step), size / pt, Ink(INK), bold=True))
            out.append(Group(tuple(items), Meta(cls="hex-name", title=cell.name, data=_where(key))))
        if fit.coordinates:
            size = max(3.5, min(7.0, s_pt * 0.2))
            h = (max(3.5, s_pt * 0.2) + 2) / pt
            out.append(Text(f"{key[0]},{key[1]}", (x - 0.8 * s, y - 0.84 * s, x + 0.8 * s, y - 0.84 * s + h),
                            size / pt, Ink(GREY), meta=Meta(cls="coordinates", data=_where(key))))
    return out


def hex_id(key) -> str:
    """A hex's id in a vector file: ``hex-3-m2`` for q=3, r=-2 (an XML name has no minus sign at a
    number's start)."""
    return "hex-" + "-".join(f"m{-v}" if v < 0 else str(v) for v in key[:2])


def _hex_meta(doc, ruleset, capital_word: str):
    """A hex group's :class:`Meta`: its id, title (name, terrain, owner, constructions, capital and
    coordinates) and what it holds as data, for a vector file."""
    from model.display import kind_name

    def meta(key, cell) -> Meta:
        owner = doc.players.get(cell.owner) if cell.owner else None
        built = sorted(cell.features)
        bits = [kind_name(ruleset, "campaign.terrains", cell.terrain)]
        if owner:
            bits.append(owner.name)
        if built:
            bits.append(", ".join(kind_name(ruleset, "campaign.features", f) for f in built))
        if cell.capital:
            bits.append(capital_word)
        title = (cell.name + ": " if cell.name else "") + " / ".join(bits) + f" ({key[0]}, {key[1]})"
        data = [*_where(key), ("terrain", cell.terrain)]
        if owner:
            data += [("owner", owner.name), ("owner-color", owner.color)]
        if built:
            data.append(("constructions", " ".join(built)))
        if cell.capital:
            data.append(("capital", "true"))
        return Meta(id=hex_id(key), cls="hex", title=title, label=cell.name or f"{key[0]},{key[1]}", data=tuple(data))

    return meta


def campaign_drawing(doc, ruleset, origin: tuple[float, float], k: float, fit: HexNames, keys: dict,
                     pt: float = 1.0, names: bool = True, layer_names: dict | None = None) -> list[Group]:
    """The whole map: its four layers (see the module's docstring), each a :class:`Group`, a layer of
    a vector file when ``layer_names`` names them ({"hexes", "owners", "constructions", "names"})."""
    from model.display import kind_name
    from model.i18n import msg

    # as campaign_ops.terrains and .features read them (that module brings networkx and numpy)
    terrains = {t["id"]: t for t in ((ruleset.value("campaign.terrains", []) or []) if ruleset else [])}
    features = list(ruleset.value("campaign.features", []) or []) if ruleset else []
    icons = {f["id"]: f.get("icon", f["id"]) for f in features}
    words = {f: kind_name(ruleset, "campaign.features", f) for f in CONSTRUCTION_ICONS}
    capital_word = msg("svg.capital", "capital")
    layers = {"hexes": terrain_layer(doc, terrains, origin, k, _hex_meta(doc, ruleset, capital_word)),
              "owners": owners_layer(doc, origin, k),
              "constructions": constructions_layer(doc, icons, words, origin, k, capital_word),
              "names": names_layer(doc, fit, keys, origin, k, pt, names)}
    named = layer_names or {}
    return [Group(tuple(items), Meta(id=key, label=named[key]) if key in named else None, layer=key in named)
            for key, items in layers.items()]
