"""SVG as Inkscape reads it and GeoJSON as RFC 7946 writes it, for tables and campaign maps: the
drawing's size in millimetres, its viewBox, namespaces, unique ids and escaped names; every
construction, banner and capital of the campaign SVG in its hex and its owner's colour; GeoJSON's
structure, ring orientation, positions and bbox, and the round trip."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest
from shapely.geometry import Point, Polygon

from builders import kensei_table, marker, piece, zone
from conftest import EXAMPLES
from model.campaign import CampaignDocument, HexCell, Player
from model.files import load
from model.hexgrid import HexGrid

SVG = "http://www.w3.org/2000/svg"
INK = "http://www.inkscape.org/namespaces/inkscape"
NS = {"s": SVG}
TABLES = ["adlg-table.json", "kensei-120x120.json", "wh40k-capture-enclaves.json"]
NCNAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-]*$")
TRICKY = 'Río & <Puente> "viejo" ñ'


def tricky_table():
    doc = kensei_table(pieces=[
            piece("p1", "wood", 100, 100, 200, 150, label=TRICKY),
            piece("p2", "house", 600, 600, 120, 90, label="Casa de té\x01"),
        ], zones=[zone("z1", "1", 0, 0, 1200, 200, edge="top"), zone("z2", "2", 0, 1000, 1200, 200, edge="bottom")],
        markers=[marker("m1", "objective", Point(600, 300), label="Señal <A>")])
    doc.name = 'Mesa "final" & <semis> — Año'
    return doc


def tricky_campaign():
    """Two players owning a few hexes each (borders, banners), every construction, capitals, names to escape."""
    grid = HexGrid("flat", 25.0)
    cells = {(q, r): HexCell("plains") for q in range(-2, 3) for r in range(-2, 3)}
    cells[(0, 0)] = HexCell("plains", frozenset({"city", "castle"}), "ana", True, name=TRICKY)
    cells[(1, 0)] = HexCell("forest", frozenset({"mine"}), "ana")
    cells[(0, 1)] = HexCell("mountain", frozenset({"castle", "mine"}), "ana", name="Peña & Cía")
    cells[(-2, 2)] = HexCell("swamp", frozenset({"city"}), "bea", True, name='Bea "la roja"')
    cells[(-1, 2)] = HexCell("river", frozenset(), "bea")
    cells[(2, -2)] = HexCell("plains", frozenset({"castle"}))  # nobody's
    players = [Player("ana", "Ana & <Ñu>", "empire", "#1f5fbf"), Player("bea", 'Bea "B"', "dwarfs", "#c0392b")]
    return CampaignDocument("Campaña <de> prueba & co", "warhammer-campaign", grid=grid, cells=cells,
                            players=players)


def _mm(value: str) -> float:
    assert value.endswith("mm"), value
    return float(value[:-2])


def check_inkscape_svg(text: str, width_mm: float, height_mm: float) -> ET.Element:
    """What Inkscape needs of a drawing to open it at the right size, and what XML needs to parse it."""
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    root = ET.fromstring(text.encode("utf-8"))  # well-formed, every prefix declared
    assert root.tag == f"{{{SVG}}}svg"
    head = text[:text.index(">", text.index("<svg")) + 1]
    assert f'xmlns="{SVG}"' in head
    if "xlink:" in text:
        assert 'xmlns:xlink="http://www.w3.org/1999/xlink"' in head
    assert _mm(root.get("width")) == pytest.approx(width_mm, abs=1e-3)
    assert _mm(root.get("height")) == pytest.approx(height_mm, abs=1e-3)
    x0, y0, vw, vh = (float(v) for v in root.get("viewBox").split())
    assert (vw, vh) == (pytest.approx(width_mm, abs=1e-3), pytest.approx(height_mm, abs=1e-3))  # 1 unit = 1 mm
    ids = [el.get("id") for el in root.iter() if el.get("id") is not None]
    assert len(ids) == len(set(ids)), [i for i in ids if ids.count(i) > 1]
    assert all(NCNAME.match(i) for i in ids), [i for i in ids if not NCNAME.match(i)]
    layers = [g for g in root.findall("s:g", NS) if g.get(f"{{{INK}}}groupmode") == "layer"]
    assert layers and all(g.get(f"{{{INK}}}label") for g in layers)
    return root


def test_qt_reads_the_drawings(qapp):
    """A second SVG reader (Qt's) takes both drawings, at the size the viewBox says."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer

    from model.svg import campaign_svg, table_svg

    for text in (table_svg(tricky_table()), campaign_svg(tricky_campaign())):
        r = QSvgRenderer(QByteArray(text.encode("utf-8")))
        assert r.isValid()
        box = r.viewBoxF()
        assert box.width() > 0 and box.height() > 0


def _table_and_key(text: str, doc) -> float:
    """The drawing's height: the table's depth, and below it the key, whose last line it holds."""
    root = ET.fromstring(text.encode("utf-8"))
    height = _mm(root.get("height"))
    key = root.find("s:g[@id='key']", NS)
    ys = [float(t.get("y")) for t in key.iter(f"{{{SVG}}}text")]
    assert ys and doc.depth < min(ys) and max(ys) < height < max(ys) + 60
    return height


@pytest.mark.parametrize("name", TABLES)
def test_table_svg_is_what_inkscape_expects(name):
    from model.svg import table_svg

    doc = load(EXAMPLES / name)
    text = table_svg(doc)
    root = check_inkscape_svg(text, doc.width, _table_and_key(text, doc))
    x0, y0, vw, vh = (float(v) for v in root.get("viewBox").split())
    assert (x0, y0) == (0, 0)
    outline = root.find(".//s:rect[@id='table-outline']", NS)
    assert (float(outline.get("width")), float(outline.get("height"))) == pytest.approx((doc.width, doc.depth), abs=1e-3)
    for i, p in enumerate(doc.pieces.values(), 1):  # numbered as on the setup sheet
        element = root.find(f".//*[@id='piece-{i}']", NS)  # one element: a polygon, or a path with holes
        assert element is not None and element.tag in (f"{{{SVG}}}polygon", f"{{{SVG}}}path")


def test_table_svg_escapes_names_and_keeps_accents():
    from model.svg import table_svg

    doc = tricky_table()
    text = table_svg(doc)
    root = check_inkscape_svg(text, doc.width, _table_and_key(text, doc))
    assert root.find("s:title", NS).text == doc.name
    titles = [t.text for t in root.iter(f"{{{SVG}}}title")]
    assert f"{TRICKY} (Trees / wood)" in titles
    assert "Casa de té" in " ".join(titles)  # the control character is dropped, not written
    assert "Señal <A>" in titles
    assert root.find(".//*[@id='piece-1']", NS).get(f"{{{INK}}}label") == f"1 {TRICKY}"


def test_table_svg_layers_are_named_in_spanish():
    from model import i18n
    from model.svg import table_svg

    with i18n.using("es"):
        root = ET.fromstring(table_svg(tricky_table()))
    labels = {g.get("id"): g.get(f"{{{INK}}}label") for g in root.findall("s:g", NS)}
    assert labels["terrain"] == "Terreno" and labels["zones"] == "Zonas de despliegue"


def _hex_groups(root):
    """Each hex's elements from every layer (hexes, owners, constructions), under its group of the
    hexes layer (which holds its id, title and data)."""
    out = {}
    for g in root.find("s:g[@id='hexes']", NS):
        out[(int(g.get("data-q")), int(g.get("data-r")))] = merged = ET.Element(g.tag, g.attrib)
        merged.extend(list(g))
    for layer in ("owners", "constructions"):
        for g in root.find(f"s:g[@id='{layer}']", NS):
            out[(int(g.get("data-q")), int(g.get("data-r")))].extend(list(g))
    return out


def _translate(g) -> tuple[float, float, float]:
    m = re.match(r"translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+)\)", g.get("transform"))
    return tuple(float(v) for v in m.groups())


def _points(el):
    return [tuple(float(v) for v in p.split(",")) for p in el.get("points").split()]


@pytest.mark.parametrize("make", [lambda: load(EXAMPLES / "piedras-4-players.json"), tricky_campaign],
                         ids=["piedras", "owned-regions"])
def test_campaign_svg_draws_every_construction_banner_and_capital_in_its_hex(make):
    from model.ruleset import load_ruleset
    from model.drawing.campaign import hex_id
    from model.svg import campaign_svg

    doc = make()
    rs = load_ruleset(doc.ruleset)
    colours = {t["id"]: t["color"] for t in rs.value("campaign.terrains")}
    text = campaign_svg(doc)
    corners = [c for k in doc.cells for c in doc.grid.corners(k)]
    w = max(c[0] for c in corners) - min(c[0] for c in corners) + doc.grid.size
    h = max(c[1] for c in corners) - min(c[1] for c in corners) + doc.grid.size
    root = check_inkscape_svg(text, w, h)
    x0, y0, vw, vh = (float(v) for v in root.get("viewBox").split())
    groups = _hex_groups(root)
    assert set(groups) == set(doc.cells)
    drawn_constructions = drawn_banners = 0
    for key, cell in doc.cells.items():
        g = groups[key]
        assert g.get("id") == hex_id(key)
        shape = doc.polygon(key)
        terrain = g.find("s:polygon[@class='terrain']", NS)
        assert terrain.get("fill") == colours[cell.terrain]
        assert Polygon(_points(terrain)).equals_exact(shape, 1e-3)
        assert all(x0 <= x <= x0 + vw and y0 <= y <= y0 + vh for x, y in _points(terrain))
        # constructions: an icon each, inside the hex (a city stands for the castle it counts as having)
        want = {f for f in cell.features} - ({"castle"} if cell.has("city") else set())
        icons = g.findall("s:g[@data-construction]", NS)
        assert {i.get("data-construction") for i in icons} == want, key
        assert len(icons) == len(want)
        for icon in icons:
            x, y, k = _translate(icon)
            assert shape.contains(Point(x + 32 * k, y + 32 * k))
            assert icon.find("s:path", NS) is not None or icon.find("s:rect", NS) is not None  # real vector
        assert (g.get("data-constructions") or "").split() == sorted(cell.features)
        drawn_constructions += len(icons)
        # the owner's banner, tint and border in the owner's colour; none on a hex nobody holds
        banners = g.findall("s:g[@class='banner']", NS)
        if cell.owner:
            colour = doc.players[cell.owner].color
            assert len(banners) == 1
            flag = banners[0].find("s:polygon", NS)
            assert flag.get("fill") == colour and banners[0].get("data-owner") == doc.players[cell.owner].name
            assert all(shape.contains(Point(p)) for p in _points(flag))
            assert g.find("s:polygon[@class='tint']", NS).get("fill") == colour
            drawn_banners += 1
        else:
            assert not banners and g.find("s:polygon[@class='tint']", NS) is None
        ring = g.find("s:circle[@class='capital-ring']", NS)
        crown = g.find("s:g[@class='capital']", NS)
        if cell.capital:
            assert ring.get("stroke") == doc.players[cell.owner].color
            assert (float(ring.get("cx")), float(ring.get("cy"))) == pytest.approx(doc.grid.center(key), abs=1e-3)
            x, y, k = _translate(crown)
            assert shape.contains(Point(x + 32 * k, y + 32 * k))
        else:
            assert ring is None and crown is None
    assert drawn_constructions == len(root.findall(".//s:g[@data-construction]", NS)) > 0
    assert drawn_banners == len(root.findall(".//s:g[@class='banner']", NS)) == \
        sum(1 for c in doc.cells.values() if c.owner)
    # every name on its hex, as the printed map fits it: whole, wrapped onto two lines, or a number
    # named in the key below the map
    key = root.find("s:g[@id='key']", NS)
    listed = [t.text for t in key.iter(f"{{{SVG}}}text")] if key is not None else []
    names = root.find("s:g[@id='names']", NS)
    assert sorted(g.find("s:title", NS).text for g in names) == sorted(c.name for c in doc.cells.values() if c.name)
    for g in names:
        name, words = g.find("s:title", NS).text, " ".join(t.text for t in g.findall("s:text", NS))
        shape = doc.polygon((int(g.get("data-q")), int(g.get("data-r"))))
        assert words == name or f"{words}  {name}" in listed, (name, words)
        assert all(shape.contains(Point(float(t.get("x")), float(t.get("y")))) for t in g.findall("s:text", NS))


def test_campaign_svg_borders_follow_the_empire_outline():
    """An owned hex draws its border only on the sides facing another owner or no hex, as the printed map."""
    from model.svg import campaign_svg

    doc = tricky_campaign()
    groups = _hex_groups(ET.fromstring(campaign_svg(doc)))
    for key, cell in doc.cells.items():
        border = groups[key].find("s:g[@class='border']", NS)
        if not cell.owner:
            continue
        foreign = sum(1 for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
                      if (doc.cells.get((key[0] + dq, key[1] + dr)) or HexCell(owner="-")).owner != cell.owner)
        assert (len(border.findall("s:line", NS)) if border is not None else 0) == foreign, key


def test_campaign_svg_escapes_names():
    from model.svg import campaign_svg

    doc = tricky_campaign()
    root = ET.fromstring(campaign_svg(doc).encode("utf-8"))
    assert root.find("s:title", NS).text == doc.name
    groups = _hex_groups(root)
    assert groups[(0, 0)].find("s:title", NS).text.startswith(TRICKY + ":")
    assert groups[(0, 0)].find("s:g[@class='banner']", NS).get("data-owner") == "Ana & <Ñu>"
    assert TRICKY in [g.find("s:title", NS).text for g in root.find("s:g[@id='names']", NS)]


# -- GeoJSON, RFC 7946 -----------------------------------------------------------------------
def _signed_area(ring) -> float:
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:])) / 2


def _positions(geometry):
    t, c = geometry["type"], geometry["coordinates"]
    if t == "Point":
        return [c]
    if t in ("LineString", "MultiPoint"):
        return c
    if t in ("Polygon", "MultiLineString"):
        return [p for ring in c for p in ring]
    if t == "MultiPolygon":
        return [p for poly in c for ring in poly for p in ring]
    raise AssertionError(t)


def check_rfc7946(data: dict) -> None:
    """RFC 7946: a FeatureCollection of Features, right-hand rings, closed, positions of two numbers,
    no crs member, a bbox that holds every position tightly."""
    data = json.loads(json.dumps(data))  # what a reader sees
    assert data["type"] == "FeatureCollection" and isinstance(data["features"], list)
    assert "crs" not in data
    assert data["wartable"]["units_of_coordinates"] == "mm"  # the unit said in a foreign member
    everything = []
    for f in data["features"]:
        assert f["type"] == "Feature" and {"type", "geometry", "properties"} <= f.keys()
        assert "crs" not in f and isinstance(f["properties"], dict)
        g = f["geometry"]
        assert g["type"] in ("Point", "LineString", "Polygon", "MultiPolygon")
        for pos in _positions(g):
            assert len(pos) == 2 and all(type(v) in (int, float) for v in pos), pos
        polygons = [g["coordinates"]] if g["type"] == "Polygon" else g["coordinates"] if g["type"] == "MultiPolygon" \
            else []
        for rings in polygons:
            for i, ring in enumerate(rings):
                assert len(ring) >= 4 and ring[0] == ring[-1], "ring not closed"
                area = _signed_area(ring)
                assert (area > 0) if i == 0 else (area < 0), ("exterior counter-clockwise, holes clockwise", f)
        if g["type"] == "LineString":
            assert len(g["coordinates"]) >= 2
        everything += _positions(g)
    if "bbox" in data:
        xs, ys = [p[0] for p in everything], [p[1] for p in everything]
        assert data["bbox"] == [min(xs), min(ys), max(xs), max(ys)]


def _table_with_hole():
    hole = Polygon([(100, 100), (500, 100), (500, 400), (100, 400)], [[(200, 200), (200, 300), (300, 300), (300, 200)]])
    doc = tricky_table()
    from model.table import TerrainPiece

    doc.add("pieces", TerrainPiece(id="ring", kind="wood", footprint=hole, label="Claro"))
    return doc


@pytest.mark.parametrize("make", [*(lambda n=n: load(EXAMPLES / n) for n in TABLES), tricky_table, _table_with_hole],
                         ids=[*TABLES, "tricky", "hole"])
def test_table_geojson_follows_rfc7946_and_round_trips(make, tmp_path):
    from model.geojson import dumps, load_table_geojson, table_to_geojson

    doc = make()
    data = table_to_geojson(doc)
    check_rfc7946(data)
    path = tmp_path / "t.geojson"
    path.write_text(dumps(data), encoding="utf-8")
    back = load_table_geojson(path)
    for coll in ("pieces", "zones", "markers"):
        a, b = doc.collection(coll), back.collection(coll)
        assert list(a) == list(b)
        for key in a:
            ga = getattr(a[key], "footprint", None) or getattr(a[key], "polygon", None) or a[key].geometry
            gb = getattr(b[key], "footprint", None) or getattr(b[key], "polygon", None) or b[key].geometry
            assert ga.equals_exact(gb, 1e-3), (coll, key)  # same coordinates (to the file's precision), same order
    assert [p.label for p in back.pieces.values()] == [p.label for p in doc.pieces.values()]


def test_a_layout_drawn_clockwise_in_a_gis_comes_in_as_the_editor_draws():
    """QGIS may save rings either way round; the table keeps the editor's orientation."""
    from model.geojson import table_from_geojson

    cw = [[0, 0], [0, 100], [100, 100], [100, 0], [0, 0]]
    data = {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"role": "piece", "kind": "wood"},
         "geometry": {"type": "Polygon", "coordinates": [cw]}}]}
    doc = table_from_geojson(data, "drawn.geojson", ruleset="kensei")
    assert next(iter(doc.pieces.values())).footprint.exterior.is_ccw


@pytest.mark.parametrize("make", [lambda: load(EXAMPLES / "piedras-4-players.json"), tricky_campaign],
                         ids=["piedras", "owned-regions"])
def test_campaign_geojson_follows_rfc7946(make):
    from model.geojson import campaign_to_geojson

    doc = make()
    data = campaign_to_geojson(doc)
    check_rfc7946(data)
    by_hex = {(f["properties"]["q"], f["properties"]["r"]): f for f in data["features"]}
    assert set(by_hex) == set(doc.cells)
    for key, f in by_hex.items():  # each hex where the map has it, north up (y negated)
        ring = Polygon(f["geometry"]["coordinates"][0])
        cx, cy = doc.grid.center(key)
        assert ring.centroid.x == pytest.approx(cx, abs=1e-3) and ring.centroid.y == pytest.approx(-cy, abs=1e-3)
