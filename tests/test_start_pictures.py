"""The start-up pictures are the documents' drawings: made from the file's plain data, they draw what
the loaded documents draw, and the pictures paint nothing of their own."""
from __future__ import annotations

import json
import math
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from tests.test_printing_contract import _direct_painting

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
TABLES = sorted({*EXAMPLES.glob("*.json"), *(EXAMPLES / "es").glob("*.json"), *(ROOT / "tests" / "data").glob("format-v*.json")})


def _of_kind(kind: str) -> list[Path]:
    return [p for p in TABLES if json.loads(p.read_text(encoding="utf-8")).get("kind") == kind]


def _same(a, b, where="drawing") -> None:
    """Two drawings alike, primitive by primitive; numbers to a millionth of a unit (plain Python and
    numpy round the last bits differently)."""
    from model.drawing.primitives import Value

    if is_dataclass(a) or isinstance(a, Value):
        assert type(a) is type(b), f"{where}: {type(a).__name__} against {type(b).__name__}"
        for name in a.__slots__ if isinstance(a, Value) else [f.name for f in fields(a)]:
            _same(getattr(a, name), getattr(b, name), f"{where}.{type(a).__name__}.{name}")
    elif isinstance(a, (list, tuple)):
        assert isinstance(b, (list, tuple)) and len(a) == len(b), f"{where}: {len(a)} items against {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            _same(x, y, f"{where}[{i}]")
    elif isinstance(a, float) or isinstance(b, float):
        assert math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-6), f"{where}: {a} against {b}"
    else:
        assert a == b, f"{where}: {a!r} against {b!r}"


def _data(path: Path) -> dict:
    from model.upgrades import readable

    return readable(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", _of_kind("table"), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_table_read_from_its_file_draws_as_the_loaded_table(path):
    from model import files
    from model.drawing.plain import plain_ruleset, plain_table
    from model.drawing.thumbnail import thumbnail_on_cloth
    from model.ruleset import load_ruleset

    doc = files.load(path)
    table = plain_table(_data(path))
    assert len(table.pieces) == len(doc.pieces) and len(table.markers) == len(doc.markers)
    for piece in table.pieces.values():  # what a drawing may read of a piece besides its shape
        real = doc.pieces[piece.id]
        assert (piece.kind, piece.label, len(piece.walls), piece.height, piece.blocking, piece.cover, piece.area) == \
            (real.kind, real.label, len(real.walls), real.height, real.blocking, real.cover, real.area)
        assert piece.footprint.geom_type == real.footprint.geom_type
    for marker in table.markers.values():
        assert marker.geometry.geom_type == doc.markers[marker.id].geometry.geom_type
    drawn = thumbnail_on_cloth(doc, load_ruleset(doc.ruleset), 1.7)
    assert len(drawn) == 2 + len(doc.pieces) + len(doc.zones) + len(doc.markers)
    _same(thumbnail_on_cloth(table, plain_ruleset(table.ruleset), 1.7), drawn)


@pytest.mark.parametrize("path", _of_kind("campaign"), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_campaign_map_read_from_its_file_draws_as_the_loaded_map(path):
    from model import files
    from model.drawing.campaign import HexNames, campaign_drawing
    from model.drawing.plain import plain_campaign, plain_ruleset
    from model.drawing.words import approximate_width
    from model.ruleset import load_ruleset

    doc = files.load(path)
    plain = plain_campaign(_data(path))
    names = HexNames(approximate_width)
    keys = names.key(doc, 14.0)
    assert names.key(plain, 14.0) == keys
    drawn = campaign_drawing(doc, load_ruleset(doc.ruleset), (12.0, 30.0), 0.8, names, keys)
    _same(campaign_drawing(plain, plain_ruleset(plain.ruleset), (12.0, 30.0), 0.8, names, keys), drawn)


def test_the_plain_shapes_stand_for_shapely_where_the_drawings_read_them():
    """Centres of areas and lines as shapely gives them (a marker's dot sits there), holes included."""
    from shapely.geometry import LineString, Polygon

    from model.drawing.plain import PlainLine, PlainPolygon

    rings = [[[0, 0], [40, 0], [40, 30], [0, 30]], [[5, 5], [5, 10], [15, 10], [15, 5]]]
    for shape in (rings, [rings[0][::-1]], [[[0, 0], [10, 0], [0, 10], [0, 0]]]):
        c, ref = PlainPolygon.from_rings(shape).centroid, Polygon(shape[0], shape[1:]).centroid
        assert (c.x, c.y) == pytest.approx((ref.x, ref.y))
    c, ref = PlainLine(((0.0, 0.0), (10.0, 0.0), (10.0, 30.0))).centroid, LineString([(0, 0), (10, 0), (10, 30)]).centroid
    assert (c.x, c.y) == pytest.approx((ref.x, ref.y))


def test_what_the_picture_cannot_read_is_left_out():
    from model.drawing.plain import plain_campaign, plain_table

    table = plain_table({"width": 600, "depth": 400, "pieces": [{"id": "a", "kind": "forest", "footprint": "nonsense"},
                                                               {"id": "b", "kind": "forest",
                                                                "footprint": [[[0, 0], [10, 0], [10, 10]]]}],
                         "markers": [{"id": "m", "kind": "objective", "geometry": {"type": "blob", "coordinates": []}}]})
    assert list(table.pieces) == ["b"] and table.markers == {}
    campaign = plain_campaign({"grid": {"size": 30}, "hexes": [{"q": 0, "r": 0}, {"q": "one", "r": 0}]})
    assert list(campaign.cells) == [(0, 0)]


# -- the pictures on screen ----------------------------------------------------------------------
def test_the_pictures_paint_nothing_themselves():
    """Each start-up picture is drawn by ``editor/drawing.py``'s ``paint`` from the model's drawing: no
    QPainter shape call, picture or SVG icon of its own (the check the printouts pass)."""
    pictures = [ROOT / "editor" / "table" / "preview.py", ROOT / "editor" / "campaign" / "preview.py",
                ROOT / "editor" / "preview.py"]
    assert {p.name: sorted(_direct_painting(p)) for p in pictures} == {p.name: [] for p in pictures}
    for path in pictures[:2]:  # nor a colour of its own: every colour comes with the drawing
        text = path.read_text(encoding="utf-8")
        assert "QColor" not in text and '"#' not in text and "paint(p, self.drawing(" in text, path.name


def _pixel(image, x: float, y: float):
    from PySide6.QtGui import QColor

    return QColor(image.pixel(round(x), round(y)))


def test_the_table_picture_shows_each_piece_in_its_kinds_colour_where_it_stands(qtbot):
    from PySide6.QtGui import QColor

    from editor.table.preview import TablePreview
    from model.drawing.style import TABLE_COLOUR

    path = EXAMPLES / "kensei-120x120.json"
    preview = TablePreview.for_file(path)
    qtbot.addWidget(preview)
    preview.resize(1366, 768)
    image = preview.grab().toImage()
    k, x0, y0 = preview.scale()
    kinds = {t["id"]: t.get("color") for t in preview.ruleset.terrain_kinds()}
    checked = 0
    for piece in preview.pieces.values():
        others = [p for p in preview.pieces.values() if p is not piece]
        c = piece.footprint.centroid
        if any(_inside(o.footprint, c.x, c.y) for o in others):
            continue  # another piece drawn over it there
        assert _pixel(image, x0 + c.x * k, y0 + c.y * k) == QColor(kinds[piece.kind]), piece.id
        checked += 1
    assert checked >= 8
    # outside the table: the window's ground; on the table away from everything: the cloth
    assert _pixel(image, 5, 5) == preview.palette().window().color()
    assert _pixel(image, x0 + 300 * k, y0 + 200 * k) == QColor(TABLE_COLOUR)


def _inside(poly, x: float, y: float) -> bool:
    pts = poly.exterior.coords
    inside = False
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def test_the_campaign_picture_shows_each_hex_in_its_terrains_colour_and_fits_the_widget(qtbot):
    from PySide6.QtGui import QColor

    from editor.campaign.preview import CampaignPreview
    from editor.fit import fitted

    path = EXAMPLES / "piedras-4-players.json"
    preview = CampaignPreview.for_data(json.loads(path.read_text(encoding="utf-8")))
    qtbot.addWidget(preview)
    for w, h in ((1366, 768), (1920, 1080)):
        preview.resize(w, h)
        image = preview.grab().toImage()
        k, ox, oy = fitted(preview, preview.world())
        terrains = {t["id"]: t["color"] for t in preview.ruleset.value("campaign.terrains")}
        plain = [key for key, cell in preview.cells.items() if cell.owner is None and cell.terrain == "plains"
                 and not cell.name]
        assert len(plain) >= 10
        for key in plain:
            cx, cy = preview.map.grid.center(key)
            assert _pixel(image, ox + cx * k, oy + cy * k) == QColor(terrains["plains"]), key
        corners = [c for key in preview.cells for c in preview.map.grid.corners(key)]
        xs, ys = [ox + x * k for x, _ in corners], [oy + y * k for _, y in corners]
        assert 0 < min(xs) and max(xs) < w and 0 < min(ys) and max(ys) < h
