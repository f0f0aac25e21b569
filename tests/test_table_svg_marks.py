"""The table SVG draws each piece's number and each marker's letter as the setup sheet does: the same
marks (the sheet's placement table and plan), as ``<text>`` on a white disc (a pale square for a
letter) that reads on every terrain colour, inside the piece when it fits or outside with a leader,
never on another mark; and the key below the table names them as the placement table does."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from shapely.geometry import LineString, Point

from builders import kensei_table, marker, piece
from conftest import EXAMPLES
from model.files import load

SVG = "http://www.w3.org/2000/svg"
INK = "http://www.inkscape.org/namespaces/inkscape"
NS = {"s": SVG}
TABLES = ["adlg-table.json", "kensei-120x120.json", "wh40k-capture-enclaves.json"]


def _layer(root, key):
    return root.find(f"s:g[@id='{key}']", NS)


def _marks(root) -> dict[str, tuple[str, tuple[float, float], ET.Element]]:
    """element id -> (the drawn text, the disc's centre, the mark's group)"""
    out = {}
    for g in _layer(root, "numbers"):
        text = g.find("s:text", NS)
        disc = g.find("*[@class='disc']")
        if disc.tag.endswith("circle"):
            c = (float(disc.get("cx")), float(disc.get("cy")))
        else:
            c = (float(disc.get("x")) + float(disc.get("width")) / 2,
                 float(disc.get("y")) + float(disc.get("height")) / 2)
        out[g.get("data-for")] = (text.text, c, g)
    return out


def _luminance(color: str) -> float:
    c = [int(color.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def _check_marks(doc, text):
    """Every mark where the setup sheet's numbering puts it: returns the marks found."""
    from model.drawing.real_size import MARKER_RADIUS, mark_radius

    root = ET.fromstring(text.encode("utf-8"))
    drawn = _marks(root)
    r = mark_radius(doc)
    pieces = list(doc.pieces.values())
    assert len(drawn) == len(doc.pieces) + len(doc.markers)
    centres = []
    for element, (mark, (cx, cy), g) in drawn.items():
        assert 0 <= cx - r and cx + r <= doc.width + 1e-6 and 0 <= cy - r and cy + r <= doc.depth + 1e-6
        kind, i = element.rsplit("-", 1)
        obj = pieces[int(i) - 1] if kind == "piece" else list(doc.markers.values())[int(i) - 1]
        shape = obj.footprint if kind == "piece" else obj.geometry
        if isinstance(shape, Point):
            shape = shape.buffer(MARKER_RADIUS)
        elif isinstance(shape, LineString):
            shape = shape.buffer(4)
        line = g.find("s:line", NS)
        if line is None:  # inside what it names, clear of every other piece
            assert kind == "piece" and shape.contains(Point(cx, cy).buffer(r))
            assert not any(p.footprint.intersects(Point(cx, cy).buffer(r * 0.99)) for p in pieces if p is not obj)
        else:  # outside, its leader running to what it names
            end = Point(float(line.get("x2")), float(line.get("y2")))
            assert shape.exterior.distance(end) < 0.5
            assert Point(cx, cy).distance(Point(float(line.get("x1")), float(line.get("y1")))) < 0.02
        centres.append((cx, cy))
        # readable on every terrain colour: dark ink on a white (or pale) ground of its own
        ground = g.find("*[@class='disc']")
        ink = g.find("s:text", NS).get("fill")
        assert (_luminance(ground.get("fill")) + 0.05) / (_luminance(ink) + 0.05) > 7
    for i, a in enumerate(centres):  # no number on another
        for b in centres[i + 1:]:
            assert Point(a).distance(Point(b)) >= 2 * r
    return root, drawn


@pytest.mark.parametrize("name", TABLES)
def test_the_drawn_numbers_are_the_setup_sheets(qapp, name):
    from editor.printing.setup_sheet import SetupSheet
    from model.svg import table_svg

    doc = load(EXAMPLES / name)
    root, drawn = _check_marks(doc, table_svg(doc))
    placements = SetupSheet(doc).layout.placements
    pieces = [p for p in placements if not p.is_marker]
    markers = [p for p in placements if p.is_marker]
    assert [drawn[f"piece-{i}"][0] for i in range(1, len(pieces) + 1)] == [p.number for p in pieces]
    assert [drawn[f"marker-{i}"][0] for i in range(1, len(markers) + 1)] == [p.number for p in markers]
    # the key names each mark as the placement table does
    key = _layer(root, "key")
    rows = [[t.text for t in g.iter(f"{{{SVG}}}text")] for g in key.findall("s:g", NS)]
    for p in placements:
        want = p.kind if p.name == p.kind else f"{p.name} ({p.kind})"
        assert [p.number, want] in rows, (p.number, want)
    for z in doc.zones.values():
        assert [z.label or f"Side {z.side}"] in rows
    # below the table, inside the drawing
    height = float(root.get("height")[:-2])
    ys = [float(t.get("y")) for t in key.iter(f"{{{SVG}}}text")]
    assert min(ys) > doc.depth and max(ys) < height


def test_numbers_of_a_crowded_row_of_hedges_stand_outside_apart(qapp):
    """Thin pieces side by side: no number fits inside, each goes outside on a leader, none on another."""
    from model.svg import table_svg

    hedges = [piece(f"h{i}", "fence", 100 + 40 * i, 400, 12, 300, label=f"Hedge {i}") for i in range(15)]
    hedges += [piece("w", "wood", 300, 800, 300, 200, label="Wood")]
    doc = kensei_table(pieces=hedges, markers=[marker("m1", "objective", (105, 395))])
    root, drawn = _check_marks(doc, table_svg(doc))
    assert all(drawn[f"piece-{i}"][2].find("s:line", NS) is not None for i in range(1, 16))
    assert drawn["piece-16"][2].find("s:line", NS) is None  # the wood holds its own number
    assert drawn["marker-1"][0] == "A"


def test_the_key_speaks_spanish(qapp):
    from model import i18n
    from model.svg import table_svg

    doc = load(EXAMPLES / "wh40k-capture-enclaves.json")
    with i18n.using("es"):
        root = ET.fromstring(table_svg(doc).encode("utf-8"))
    labels = {g.get("id"): g.get(f"{{{INK}}}label") for g in root.findall("s:g", NS)}
    assert labels["numbers"] == "Números" and labels["key"] == "Leyenda"
    assert _layer(root, "key")[0].text == "Leyenda"
