"""1:1 prints measured in the PDF's own coordinates, campaign maps, rosters, SVG, GeoJSON and
``wartable export``."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pypdf
import pytest
from pypdf.generic import ContentStream
from shapely.geometry import box

from conftest import EXAMPLES
from model.files import load
from model.table import TableDocument, TerrainPiece

PT_PER_MM = 72 / 25.4


@pytest.fixture
def gui(qapp):
    """Printing needs a Qt application for its fonts (pytest-qt's, shared by every test)."""
    return qapp


def _mul(a, b):
    """PDF matrices [a b c d e f]: a then b."""
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2],
            a[2] * b[1] + a[3] * b[3], a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def path_boxes(pdf, page):
    """The bounding box, in the page's own points, of every path drawn on a PDF page."""
    reader = pypdf.PdfReader(str(pdf))
    content = ContentStream(reader.pages[page].get_contents(), reader)
    ctm, stack, pts, out = [1, 0, 0, 1, 0, 0], [], [], []

    def add(x, y):
        pts.append((x * ctm[0] + y * ctm[2] + ctm[4], x * ctm[1] + y * ctm[3] + ctm[5]))

    for args, op in content.operations:
        op = op.decode() if isinstance(op, bytes) else op
        nums = [float(a) for a in args if isinstance(a, (int, float)) or hasattr(a, "as_numeric")]
        if op == "q":
            stack.append(ctm)
        elif op == "Q":
            ctm = stack.pop()
        elif op == "cm":
            ctm = _mul(nums, ctm)
        elif op in ("m", "l"):
            add(*nums[:2])
        elif op == "c":
            add(*nums[4:6])
        elif op == "re":
            x, y, w, h = nums
            add(x, y)
            add(x + w, y + h)
        elif op in ("f", "f*", "S", "s", "B", "B*", "b", "n") and pts:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            out.append((max(xs) - min(xs), max(ys) - min(ys)))
            pts = []
    return out


def _text(pdf) -> str:
    reader = pypdf.PdfReader(str(pdf))
    return " ".join((p.extract_text() or "").replace("\t", " ") for p in reader.pages)


def _square_table():
    piece = TerrainPiece("sq", "ruins", box(50, 40, 150, 140), label="Test square")
    return TableDocument("Square test", "wh40k-skirmish", 600, 400, unit="cm", pieces=[piece])


def test_tiled_print_is_real_size_with_sheet_labels_and_an_assembly_page(gui, tmp_path):
    from editor.printing.pages import PageOptions, write_pdf
    from editor.printing.tiled import TiledPrint

    doc = _square_table()
    tiled = TiledPrint(doc, options=PageOptions(paper="A4"), overlap_mm=10)
    # 600 x 400 mm on A4 (277 x 182 mm printable, a line for the label): sheets overlap by 10 mm
    assert (tiled.cols, tiled.rows) == (3, 3) or (tiled.cols, tiled.rows) == (4, 2)
    out = tmp_path / "tiled.pdf"
    assert write_pdf(tiled, out) == tiled.cols * tiled.rows + 1
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == tiled.page_count()
    assert sorted((float(reader.pages[1].mediabox.width), float(reader.pages[1].mediabox.height))) == \
        pytest.approx([210 * PT_PER_MM, 297 * PT_PER_MM], abs=0.5)
    text = _text(out)
    assert f"A4, row 1 of {tiled.rows}, column 1 of {tiled.cols}" in text
    assert f"A4, row {tiled.rows} of {tiled.rows}, column {tiled.cols} of {tiled.cols}" in text
    assert "assembly" in reader.pages[0].extract_text()
    # the 100 mm square measures 283.46 pt in the PDF itself, on the first sheet
    sizes = path_boxes(out, 1)
    assert any(abs(w - 283.46) < 0.05 and abs(h - 283.46) < 0.05 for w, h in sizes), sizes[:20]
    # the sheets overlap: the second column starts 10 mm before the first one ends
    assert tiled.sheet_origin(0, 1)[0] == pytest.approx(tiled.cw - 10)


def test_piece_template_is_one_piece_at_real_size(gui, tmp_path):
    from editor.printing.pages import write_pdf
    from editor.printing.tiled import PieceTemplate

    doc = _square_table()
    template = PieceTemplate(doc, doc.pieces["sq"])
    assert template.page_count() == 1
    out = tmp_path / "template.pdf"
    write_pdf(template, out)
    assert any(abs(w - 283.46) < 0.05 and abs(h - 283.46) < 0.05 for w, h in path_boxes(out, 0))
    assert "Template: Test square" in _text(out)


def test_campaign_map_has_legend_empires_and_can_split_for_a_wall(gui, tmp_path):
    from editor.printing.campaign_map import CampaignMap
    from editor.printing.pages import write_pdf, write_svg

    doc = load(EXAMPLES / "piedras-4-players.json")
    out = tmp_path / "map.pdf"
    assert write_pdf(CampaignMap(doc, coordinates=True), out) == 1
    text = _text(out)
    for player in doc.players.values():
        assert player.name in text
    for name in ("Legend", "Empires, turn 1", "Greyhold", "-4,0"):
        assert name in text
    wall = CampaignMap(doc, hex_mm=30)
    assert wall.page_count() == wall.cols * wall.rows + 1 > 2
    assert write_pdf(wall, tmp_path / "wall.pdf") == wall.page_count()
    write_svg(CampaignMap(doc), tmp_path / "map-page.svg")
    ET.parse(tmp_path / "map-page.svg")


def test_roster_pdf_and_text_list_units_total_and_findings(gui, tmp_path):
    from editor.printing.pages import write_pdf
    from editor.printing.roster import Roster, roster_text

    path = EXAMPLES / "kensei-army-illegal.json"
    army = load(path)
    out = tmp_path / "roster.pdf"
    write_pdf(Roster(army, path), out)
    text = _text(out)
    assert "Total: 451 / 300 points (151 over)" in text
    assert "Checked by" in text
    plain = roster_text(army, path)
    for e in army.entries.values():
        assert e.label in plain and e.label in text
    assert "Checks: 8 errors" in plain and "[Kensei 2.5 p.34]" in plain
    from validators.findings import basis_word

    basis = basis_word(next(f for f in Roster(army, path).findings if "p.34" in f.reference).basis)
    assert f"[Kensei 2.5 p.34] (basis: {basis})" in plain  # what each finding rests on
    assert f"Basis: {basis}" in text


def test_folder_report_prints_a_row_per_file_then_findings(gui, tmp_path):
    from editor.printing.pages import write_pdf
    from editor.printing.roster import FolderReport
    from validators.registry import validate

    files = [EXAMPLES / "kensei-army-illegal.json", EXAMPLES / "adlg-table.json"]
    results = [(str(f), "2 errors" if i == 0 else "ok", validate(load(f), path=str(f)) if i == 0 else [])
               for i, f in enumerate(files)]
    out = tmp_path / "report.pdf"
    write_pdf(FolderReport(EXAMPLES, results), out)
    text = _text(out)
    assert "kensei-army-illegal.json" in text and "adlg-table.json" in text and "ok" in text
    assert results[0][2][0].message[:30] in text.replace("\n", " ")


def test_table_svg_is_real_size_with_one_element_per_object():
    from model.svg import table_svg

    doc = load(EXAMPLES / "wh40k-capture-enclaves.json")
    root = ET.fromstring(table_svg(doc))
    assert root.get("width") == "1828.8mm" and float(root.get("height")[:-2]) > 1219.2  # the key below the table
    assert root.find(".//{http://www.w3.org/2000/svg}rect[@id='table-outline']").get("height") == "1219.2"
    ns = {"s": "http://www.w3.org/2000/svg"}
    layers = {g.get("{http://www.inkscape.org/namespaces/inkscape}label"): g for g in root.findall("s:g", ns)}
    assert len(layers["Terrain"]) == len(doc.pieces)
    assert len(layers["Markers"]) == len(doc.markers)
    assert len(layers["Deployment zones"]) == len(doc.zones)
    titles = [el.find("s:title", ns).text for el in layers["Terrain"]]
    assert "Cathedral ruin (Ruins)" in titles


def test_campaign_svg_and_geojson_hold_one_element_per_hex():
    from model.geojson import campaign_to_geojson
    from model.svg import campaign_svg

    doc = load(EXAMPLES / "piedras-4-players.json")
    root = ET.fromstring(campaign_svg(doc))
    ns = {"s": "http://www.w3.org/2000/svg"}
    hexes = root.find("s:g[@id='hexes']", ns)
    assert len(hexes) == len(doc.cells)
    data = json.loads(json.dumps(campaign_to_geojson(doc)))
    assert len(data["features"]) == len(doc.cells)
    capital = next(f for f in data["features"] if f["properties"]["capital"])
    assert capital["geometry"]["type"] == "Polygon" and len(capital["geometry"]["coordinates"][0]) == 7
    assert capital["properties"]["owner"] in {p.name for p in doc.players.values()}
    assert "city" in capital["properties"]["construction"]


@pytest.mark.parametrize("name", ["adlg-table.json", "kensei-120x120.json", "wh40k-capture-enclaves.json"])
def test_table_geojson_round_trip_gives_the_same_table(name, tmp_path):
    from model.geojson import dumps, load_table_geojson, table_to_geojson

    doc = load(EXAMPLES / name)
    data = table_to_geojson(doc)
    roles = [f["properties"]["role"] for f in data["features"]]
    assert roles.count("piece") == len(doc.pieces) and roles.count("zone") == len(doc.zones)
    assert roles.count("marker") == len(doc.markers) and roles.count("table") == 1
    piece = next(f for f in data["features"] if f["properties"]["role"] == "piece")
    assert {"kind", "name", "height", "blocking", "cover"} <= piece["properties"].keys()
    # y runs up from the bottom edge, as in a GIS: the top edge is at y = depth
    table = next(f for f in data["features"] if f["properties"]["role"] == "table")
    assert max(p[1] for p in table["geometry"]["coordinates"][0]) == pytest.approx(doc.depth)
    path = tmp_path / "t.geojson"
    path.write_text(dumps(data), encoding="utf-8")
    back = load_table_geojson(path)
    assert (back.name, back.ruleset, back.unit, back.width, back.depth) == \
        (doc.name, doc.ruleset, doc.unit, doc.width, doc.depth)
    assert back.scenario == doc.scenario
    for coll in ("pieces", "zones", "markers"):
        a, b = doc.collection(coll), back.collection(coll)
        assert list(a) == list(b)
        for key in a:
            geom_a = getattr(a[key], "footprint", None) or getattr(a[key], "polygon", None) or a[key].geometry
            geom_b = getattr(b[key], "footprint", None) or getattr(b[key], "polygon", None) or b[key].geometry
            assert geom_a.equals_exact(geom_b, 1e-3), (coll, key)
            fields = [f for f in a[key].__dataclass_fields__ if f not in ("footprint", "polygon", "geometry", "walls")]
            assert [getattr(a[key], f) for f in fields] == [getattr(b[key], f) for f in fields]


def test_geojson_import_of_a_hand_drawn_layout_and_bad_files(tmp_path):
    from model.errors import DocumentError
    from model.geojson import table_from_geojson

    drawn = {"type": "FeatureCollection", "features": [
        {"type": "Feature", "properties": {"role": "table"},
         "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1200, 0], [1200, 800], [0, 800], [0, 0]]]}},
        {"type": "Feature", "properties": {"role": "piece", "kind": "forest", "name": "Big wood", "height": 50},
         "geometry": {"type": "Polygon",
                      "coordinates": [[[100, 700], [300, 700], [300, 600], [100, 600], [100, 700]]]}},
    ]}
    doc = table_from_geojson(drawn, "drawn.geojson", ruleset="adlg", unit="ud")
    piece = next(iter(doc.pieces.values()))
    assert (doc.width, doc.depth) == (1200, 800)
    assert piece.footprint.bounds == (100, 100, 300, 200)  # y measured down from the top edge again
    assert piece.label == "Big wood" and piece.height == 50
    bad = dict(drawn, features=[dict(drawn["features"][1], properties={"role": "piece"})])
    with pytest.raises(DocumentError, match=r"features\[0\]\.properties\.kind"):
        table_from_geojson(bad, "bad.geojson", ruleset="adlg")
    with pytest.raises(DocumentError, match="FeatureCollection"):
        table_from_geojson({"type": "Feature"}, "x.geojson", ruleset="adlg")


def _run(*args):
    from editor.cli import main

    return main(list(args))


def test_export_command_formats_sheets_and_exit_codes(gui, tmp_path, capsys):
    table = str(EXAMPLES / "kensei-120x120.json")
    assert _run("export", table, "--to", "pdf", "--paper", "A3", "--out", str(tmp_path / "k.pdf")) == 0
    reader = pypdf.PdfReader(str(tmp_path / "k.pdf"))
    assert sorted((float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height))) == \
        pytest.approx([297 * PT_PER_MM, 420 * PT_PER_MM], abs=0.5)
    assert _run("export", table, "--to", "pdf", "--sheet", "tiled", "--out", str(tmp_path / "tiles.pdf")) == 0
    assert len(pypdf.PdfReader(str(tmp_path / "tiles.pdf")).pages) > 10
    assert _run("export", table, "--to", "png", "--sheet", "template", "--piece", "Koi pond",
                "--out", str(tmp_path / "pond.png")) == 0
    assert (tmp_path / "pond.png").read_bytes()[:4] == b"\x89PNG"
    # several files into a folder, each named after its file
    many = [str(EXAMPLES / n) for n in ("adlg-table.json", "piedras-4-players.json")]
    assert _run("export", *many, "--to", "geojson", "--out", str(tmp_path / "gis")) == 0
    assert json.loads((tmp_path / "gis" / "adlg-table.geojson").read_text())["type"] == "FeatureCollection"
    assert (tmp_path / "gis" / "piedras-4-players.geojson").exists()
    # an army list with errors: written, exit 1 as validate
    assert _run("export", str(EXAMPLES / "kensei-army-illegal.json"), "--to", "txt",
                "--out", str(tmp_path / "r.txt")) == 1
    assert "Total: 451 / 300 points" in (tmp_path / "r.txt").read_text()
    capsys.readouterr()
    # a format that does not fit, a missing file: 2 and one clear line each
    assert _run("export", table, "--to", "txt", "--out", str(tmp_path / "no.txt")) == 2
    err = capsys.readouterr().err
    assert "kensei-120x120.json" in err and "cannot be exported as txt" in err and "Traceback" not in err
    assert not (tmp_path / "no.txt").exists()
    assert _run("export", str(tmp_path / "missing.json"), "--to", "pdf") == 2
    assert "missing.json" in capsys.readouterr().err
    assert _run("export", str(EXAMPLES / "kensei-example-catalogue.json"), "--to", "pdf",
                "--out", str(tmp_path)) == 2
    assert _run("export", table, "--to", "pdf", "--sheet", "template", "--piece", "No such piece",
                "--out", str(tmp_path / "x.pdf")) == 2
    assert "No such piece" in capsys.readouterr().err


def test_export_command_needs_no_display(tmp_path):
    """In a fresh process with no display at all, the command writes the PDF."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "sheet.pdf"
    proc = subprocess.run([sys.executable, "-m", "editor.cli", "export", str(EXAMPLES / "adlg-table.json"),
                           "--to", "pdf", "--out", str(out)], env=env, capture_output=True, text=True, timeout=120,
                          cwd=str(EXAMPLES.parent))
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes()[:5] == b"%PDF-"
    assert "QWidget" not in proc.stderr


def _ink_box(printout, index, dpi=72):
    """The box (points) around everything drawn on a page that is not white."""
    import numpy as np

    from editor.printing.pages import render_image

    image = render_image(printout, index, dpi)
    w, h = image.width(), image.height()
    arr = np.frombuffer(image.constBits(), np.uint8, count=image.bytesPerLine() * h).reshape(h, -1)[:, :w * 4]
    rgb = arr.reshape(h, w, 4)[:, :, :3]
    ys, xs = np.nonzero((rgb < 245).any(axis=2))
    k = 72 / dpi
    return xs.min() * k, ys.min() * k, (xs.max() + 1) * k, (ys.max() + 1) * k


def _pdf_text_points(pdf):
    """Where each piece of text starts on each page (PDF points, y up), with the page size."""
    reader = pypdf.PdfReader(str(pdf))
    out = []
    for page in reader.pages:
        pts = []

        def visit(text, cm, tm, font, size, pts=pts):
            if text.strip():
                m = _mul(tm, cm)
                pts.append((m[4], m[5]))

        page.extract_text(visitor_text=visit)
        out.append((float(page.mediabox.width), float(page.mediabox.height), pts))
    return out


@pytest.mark.parametrize("margin", [5.0, 25.0])
def test_every_printout_keeps_inside_the_chosen_margin(gui, tmp_path, margin):
    from editor.printing.campaign_map import CampaignMap
    from editor.printing.pages import PageOptions, write_pdf
    from editor.printing.roster import Roster
    from editor.printing.setup_sheet import SetupSheet
    from editor.printing.tiled import TiledPrint

    opts = PageOptions(margin_mm=margin)
    m = margin * PT_PER_MM
    printouts = [SetupSheet(load(EXAMPLES / "wh40k-capture-enclaves.json"), options=opts),
                 TiledPrint(_square_table(), options=opts),
                 CampaignMap(load(EXAMPLES / "piedras-4-players.json"), options=opts),
                 CampaignMap(load(EXAMPLES / "piedras-4-players.json"), options=opts, hex_mm=30),
                 Roster(load(EXAMPLES / "kensei-army-illegal.json"), EXAMPLES / "kensei-army-illegal.json",
                        options=opts)]
    for p in printouts:  # what a page shows, to a pixel at 72 dpi and a pen's width (under 1 mm)
        w, h = p.page_size(0)
        for i in range(min(p.page_count(), 3)):
            x0, y0, x1, y1 = _ink_box(p, i)
            assert x0 >= m - 2.5 and y0 >= m - 2.5 and x1 <= w - m + 2.5 and y1 <= h - m + 2.5, \
                (type(p).__name__, i, (x0, y0, x1, y1), m)
    # and in the PDF itself: every text starts inside the margins
    out = tmp_path / "sheet.pdf"
    write_pdf(printouts[0], out)
    for w, h, pts in _pdf_text_points(out):
        assert pts
        for x, y in pts:
            assert m - 1 <= x <= w - m and m - 1 <= y <= h - m, (x, y)


def test_export_command_margin_option(gui, tmp_path, capsys):
    table = str(EXAMPLES / "adlg-table.json")
    assert _run("export", table, "--to", "pdf", "--margin", "30", "--out", str(tmp_path / "wide.pdf")) == 0
    m = 30 * PT_PER_MM
    for w, h, pts in _pdf_text_points(tmp_path / "wide.pdf"):
        assert min(x for x, _ in pts) >= m - 1 and min(y for _, y in pts) >= m - 1
    assert _run("export", table, "--to", "pdf", "--margin", "10", "--out", str(tmp_path / "narrow.pdf")) == 0
    narrow = _pdf_text_points(tmp_path / "narrow.pdf")
    assert min(x for _, _, pts in narrow for x, _ in pts) < m - 20  # the option is what moved it
    with pytest.raises(SystemExit) as exc:
        _run("export", table, "--to", "pdf", "--margin", "90")
    assert exc.value.code == 2
    assert "margin" in capsys.readouterr().err
