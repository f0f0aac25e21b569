"""A setup sheet's plan is described once, without Qt, as drawing primitives (model/drawing/plan.py),
and two backends draw that description: QPainter (the printed sheet, PDF, PNG, print preview) and
SVG. What an organiser relies on: the plan shows every piece's hatching, every label's words and
every dimension line; and both backends put the same shapes at the same places."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from model.drawing import primitives as pr

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
TABLES = ("adlg-table.json", "kensei-120x120.json", "wh40k-capture-enclaves.json")


def _sheet(name: str):
    from editor.printing.setup_sheet import SetupSheet
    from model.files import load
    from model.ruleset import load_ruleset

    doc = load(EXAMPLES / name)
    return SetupSheet(doc, load_ruleset(doc.ruleset), [])


def _description(sheet) -> list:
    from model.drawing.plan import plan_above, plan_below

    return plan_below(sheet.doc, sheet.ruleset, sheet.layout) + plan_above(sheet.doc, sheet.layout)


@pytest.mark.parametrize("name", TABLES)
def test_the_plan_is_described_whole(qapp, name):
    sheet = _sheet(name)
    items = _description(sheet)
    lay = sheet.layout
    # every label's words, in the box the layout gave it
    texts = [(t.text, t.box) for t in items if isinstance(t, pr.Text)]
    for lab in lay.labels:
        box = (lab.rect[0] - 2, lab.rect[1], lab.rect[2] + 2, lab.rect[3]) if lab.kind == "badge" else lab.rect
        assert (lab.text, box) in texts
    # every dimension line, from its edge to what it measures
    assert [(d.start, d.end) for d in items if isinstance(d, pr.DimensionLine)] == \
        [(d.start, d.end) for d in lay.dimensions]
    # every piece whose kind is hatched is hatched in its colour, darker
    kinds = {k["id"]: k for k in sheet.ruleset.terrain_kinds()}
    hatched = [p for p in sheet.doc.pieces.values() if kinds.get(p.kind, {}).get("pattern") in ("dots", "hatch",
                                                                                                "cross", "trees")]
    hatches = [a for a in items if isinstance(a, pr.Area) and a.hatch]
    assert len(hatches) == len(hatched)
    for area, piece in zip(hatches, hatched):
        assert area.hatch == kinds[piece.kind]["pattern"] and area.fill.colour == kinds[piece.kind]["color"]
        assert area.fill.darker > 1
    # the marks stay on the page
    w, h = sheet.page_size(0)
    for t in items:
        if isinstance(t, pr.Text):
            assert 0 <= t.box[0] and t.box[2] <= w and 0 <= t.box[1] and t.box[3] <= h, t.text


def _painted(items, w: int, h: int, scale: float):
    from PySide6.QtGui import QColor, QImage, QPainter

    from editor.drawing import paint
    from editor.printing.pages import draw_text

    image = QImage(int(w * scale), int(h * scale), QImage.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    p.scale(scale, scale)
    paint(p, items, draw_text)
    p.end()
    return image


def _svg_painted(items, w: int, h: int, scale: float):
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from model.svg import primitives_svg

    renderer = QSvgRenderer(QByteArray(primitives_svg(items, w, h).encode()))
    assert renderer.isValid()
    image = QImage(int(w * scale), int(h * scale), QImage.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    renderer.render(p, QRectF(0, 0, image.width(), image.height()))
    p.end()
    return image


def _array(image) -> np.ndarray:
    ptr = image.constBits()
    rows = np.frombuffer(ptr, np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)
    return rows[:, :image.width(), :3].copy()  # a copy: the image's memory goes with it


@pytest.mark.parametrize("name", TABLES)
def test_both_backends_draw_the_same_plan(qapp, name):
    """The shapes (everything but the words and the hatchings, which each surface draws its own way)
    land on the same pixels in the painted plan and in the SVG."""
    sheet = _sheet(name)
    items = [i for i in _description(sheet) if not isinstance(i, pr.Text) and not (isinstance(i, pr.Area) and i.hatch)]
    w, h = (int(v) for v in sheet.page_size(0))
    a = _array(_painted(items, w, h, 2.0)).astype(int)
    b = _array(_svg_painted(items, w, h, 2.0)).astype(int)
    drawn = np.any(a < 250, axis=2) | np.any(b < 250, axis=2)
    differ = np.any(np.abs(a - b) > 60, axis=2)
    assert drawn.sum() > 10000  # something was drawn
    assert differ.sum() / drawn.sum() < 0.002  # 7 in 100,000 here; a shape 2 points off gives 1-2.5 %


def test_the_svg_backend_writes_words_hatchings_and_dimension_lines(qapp):
    import xml.etree.ElementTree as ET

    from model.svg import SVG_NS, primitives_svg

    sheet = _sheet("wh40k-capture-enclaves.json")
    items = _description(sheet)
    root = ET.fromstring(primitives_svg(items, *sheet.page_size(0)))
    words = [t.text for t in root.iter(f"{{{SVG_NS}}}text")]
    assert words == [t.text for t in items if isinstance(t, pr.Text)]
    patterns = {p.get("id") for p in root.iter(f"{{{SVG_NS}}}pattern")}
    areas = [*root.iter(f"{{{SVG_NS}}}path"), *root.iter(f"{{{SVG_NS}}}polygon")]
    hatched = [p for p in areas if (p.get("fill") or "").startswith("url(#")]
    assert hatched and {p.get("fill")[5:-1] for p in hatched} <= patterns
    dims = [g for g in root.iter(f"{{{SVG_NS}}}g") if g.get("class") == "dimension"]
    assert len(dims) == len(sheet.layout.dimensions) > 0


def test_a_rotation_arc_turns_the_way_the_table_says(qapp):
    """The arc of a piece turned 25° clockwise sweeps clockwise on the page in both backends."""
    from model.svg import primitives_svg

    arc = pr.Arc((50.0, 50.0), 30.0, 0.0, 25.0, pr.Pen(pr.Ink("#000000"), 2.0))
    for image in (_painted([arc], 100, 100, 1.0), _svg_painted([arc], 100, 100, 1.0)):
        px = _array(image)
        below = px[52:70, 70:82].min()  # clockwise from +x on the page (y down) goes below the centre
        above = px[30:48, 70:82].min()
        assert below < 100 and above > 200
    assert 'A30,30 0 0 1' in primitives_svg([arc], 100, 100)


def test_the_full_size_print_names_every_piece_and_both_backends_agree(qapp):
    """The 1:1 print's description (model/drawing/full_size.py) names each piece with its number and
    size, a template draws its piece's cut line, and both backends draw its shapes alike."""
    from model.display import kind_name
    from model.drawing.full_size import full_size
    from model.drawing.sheet_layout import placements
    from model.drawing.style import MM
    from model.files import load
    from model.ruleset import load_ruleset

    doc = load(EXAMPLES / "kensei-120x120.json")
    ruleset = load_ruleset(doc.ruleset)
    items = full_size(doc, ruleset, (0.0, 0.0))
    words = [t.text for t in items if isinstance(t, pr.Text)]
    sheet_numbers = {id(pl.shape): pl.number for pl in placements(doc, ruleset) if pl.shape is not None}
    for piece in doc.pieces.values():  # "3. Forest", as the setup sheet numbers it
        name = piece.label or kind_name(ruleset, "terrain_kinds", piece.kind)
        assert f"{sheet_numbers[id(piece.footprint)]}. {name}" in words
    assert sum(" x " in w for w in words) == len(doc.pieces)
    piece = next(iter(doc.pieces.values()))
    template = full_size(doc, ruleset, (0.0, 0.0), subject=piece)
    cut = [a for a in template if isinstance(a, pr.Area) and a.fill is None]
    assert len(cut) == 1 and cut[0].pen.width >= 1.0
    shapes = [i for i in items if not isinstance(i, pr.Text)]
    w, h = int(doc.width * MM), int(doc.depth * MM)
    a = _array(_painted(shapes, w, h, 0.5)).astype(int)
    b = _array(_svg_painted(shapes, w, h, 0.5)).astype(int)
    drawn = np.any(a < 250, axis=2) | np.any(b < 250, axis=2)
    assert drawn.sum() > 10000
    assert np.any(np.abs(a - b) > 60, axis=2).sum() / drawn.sum() < 0.002


def test_a_thumbnail_shows_each_piece_in_its_colour_and_each_objective(qapp):
    """The event grid's small picture (model/drawing/thumbnail.py through editor/drawing.py): inside
    each piece its kind's colour, at each objective the objectives' yellow, a dark frame."""
    from PySide6.QtGui import QColor

    from editor.event.thumbnails import thumbnail_of
    from model.files import load
    from model.ruleset import load_ruleset

    doc = load(EXAMPLES / "kensei-120x120.json")
    kinds = {t["id"]: t for t in load_ruleset(doc.ruleset).terrain_kinds()}
    image = thumbnail_of(doc, 192).toImage()
    k = 192 / max(doc.width, doc.depth)

    def colour_at(x_mm: float, y_mm: float) -> QColor:
        return QColor(image.pixel(int(x_mm * k), int(y_mm * k)))

    def near(c: QColor, hex_colour: str, tol: int = 12) -> bool:
        want = QColor(hex_colour)
        return all(abs(a - b) <= tol for a, b in ((c.red(), want.red()), (c.green(), want.green()),
                                                   (c.blue(), want.blue())))

    markers = [m.geometry.centroid for m in doc.markers.values()]
    checked = 0
    for piece in doc.pieces.values():
        inner = piece.footprint.buffer(-3 / k)
        if inner.is_empty:
            continue
        p = inner.representative_point()
        others = [o.footprint for o in doc.pieces.values() if o is not piece]
        if any(p.distance(m) < 4 / k for m in markers) or any(o.distance(p) < 3 / k for o in others):
            continue  # an objective or another piece drawn over it
        assert near(colour_at(p.x, p.y), kinds[piece.kind]["color"]), piece.id
        checked += 1
    assert checked >= 3
    for m in markers:
        assert near(colour_at(m.x, m.y), "#e0a800", 40)
    assert QColor(image.pixel(0, image.height() // 2)).lightness() < 150  # the frame (the cloth: 235)


def test_a_campaign_maps_terrain_is_described_once_and_drawn_alike(qapp):
    """Each hex in its terrain's colour, the familiar terrains with their glyph (trees, peaks...),
    each owned hex tinted with a border along its empire's outline and a banner, drawn alike by the
    printed map's painter and by the SVG backend."""
    from model import campaign_ops as ops
    from model.drawing.campaign import owners_layer, terrain_layer
    from model.drawing.style import glyph_kind, hex_glyph
    from model.files import load
    from model.ruleset import load_ruleset

    doc = load(EXAMPLES / "piedras-turn-3.json")
    terrains = {t["id"]: t for t in ops.terrains(load_ruleset(doc.ruleset))}
    corners = [p for a in pr.flatten(terrain_layer(doc, terrains, (0.0, 0.0), 1.5)) if isinstance(a, pr.Area)
               for p in a.rings[0]]
    origin = (20 - min(x for x, _ in corners), 20 - min(y for _, y in corners))  # the whole map on the image
    items = pr.flatten(terrain_layer(doc, terrains, origin, 1.5))
    hexes = [i for i in items if isinstance(i, pr.Area)]
    glyphs = [i for i in items if isinstance(i, pr.Glyph)]
    assert len(hexes) == len(doc.cells)
    assert [h.fill.colour for h in hexes] == [terrains.get(c.terrain, {}).get("color", "#dddddd")
                                              for c in doc.cells.values()]
    with_glyph = [c for c in doc.cells.values() if hex_glyph(glyph_kind(c.terrain, terrains.get(c.terrain)))]
    assert len(glyphs) == len(with_glyph) > 0
    owners = pr.flatten(owners_layer(doc, origin, 1.5))
    owned = [c for c in doc.cells.values() if c.owner is not None]
    colours = {p.id: p.color for p in doc.players.values()}
    tints = [a for a in owners if isinstance(a, pr.Area) and a.pen is None]
    assert [t.fill.colour for t in tints] == [colours[c.owner] for c in owned] and owned
    borders = [ln for ln in owners if isinstance(ln, pr.Line) and ln.pen.cap == "flat"]
    assert len(owned) <= len(borders) < 6 * len(owned)  # an empire's outline, not every side of its hexes
    items = items + owners
    xs = [x for h in hexes for x, _ in h.rings[0]]
    ys = [y for h in hexes for _, y in h.rings[0]]
    w, h = int(max(xs)) + 20, int(max(ys)) + 20
    a = _array(_painted(items, w, h, 2.0)).astype(int)
    b = _array(_svg_painted(items, w, h, 2.0)).astype(int)
    drawn = np.any(a < 250, axis=2) | np.any(b < 250, axis=2)
    assert drawn.sum() > 10000
    assert np.any(np.abs(a - b) > 60, axis=2).sum() / drawn.sum() < 0.002


def test_clips_images_icons_and_open_paths_are_drawn_alike(qapp):
    """What the printed overlays and the campaign map use: a group clipped to a box (nothing outside
    it), a picture at 85 % (the exposure heatmap), one of the app's icons, and a path of open lines
    (sight lines) stroked open; the last three the same in both backends."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    picture = QImage(120, 120, QImage.Format_ARGB32)
    picture.fill(QColor("#16a2a2"))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    picture.save(buffer, "PNG")
    ink = pr.Ink("#d0442f", 128)
    items = [pr.Group((pr.Area((((0.0, 0.0), (200.0, 0.0), (200.0, 200.0), (0.0, 200.0)),), fill=pr.Ink("#2f6fd0", 120)),),
                      clip=(20.0, 20.0, 120.0, 120.0)),
             pr.Image(bytes(data), (130.0, 20.0, 190.0, 80.0), 0.85),
             pr.Icon("castle", (20.0, 130.0), 50.0),
             pr.Area((((130.0, 130.0), (190.0, 190.0), (190.0, 130.0)),), pen=pr.Pen(ink, 6.0), closed=False)]
    painted = _array(_painted(items, 200, 200, 2.0)).astype(int)
    assert (painted[20, 20] == 255).all() and (painted[380, 20] == 255).all()  # outside the clip: paper
    assert painted[140, 140][0] > painted[140, 140][2] + 60  # inside it: the blue tint (pixels are blue, green, red)
    # the SVG clips with a clipPath of that box (Inkscape and browsers honour it; Qt's SVG reader does not,
    # so the backends' pixels are compared without the clipped group)
    import xml.etree.ElementTree as ET

    from model.svg import SVG_NS, primitives_svg

    root = ET.fromstring(primitives_svg(items, 200, 200))
    clip = root.find(f".//{{{SVG_NS}}}clipPath/{{{SVG_NS}}}rect")
    assert [float(clip.get(k)) for k in ("x", "y", "width", "height")] == [20, 20, 100, 100]
    assert root.find(f"{{{SVG_NS}}}g").get("clip-path") == f"url(#{root.find(f'.//{{{SVG_NS}}}clipPath').get('id')})"
    a, b = _array(_painted(items[1:], 200, 200, 2.0)).astype(int), _array(_svg_painted(items[1:], 200, 200, 2.0)).astype(int)
    for px in (a, b):
        assert px[100, 320][1] > px[100, 320][2] + 60 and px[100, 320][0] > px[100, 320][2] + 60  # the teal picture
        assert px[310, 95].min() < 200  # the castle's drawing
        assert px[290, 290][2] > px[290, 290][0] + 40 and (px[260, 320] > 245).all()  # a red line, left open
    drawn = np.any(a < 250, axis=2) | np.any(b < 250, axis=2)
    assert np.any(np.abs(a - b) > 60, axis=2).sum() / drawn.sum() < 0.01
