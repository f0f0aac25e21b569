"""The table setup sheet: paper, scale, the placement table read back from the PDF, and a plan
whose labels never cover each other, a dimension line or a piece they do not name."""
from __future__ import annotations

import re

import pytest
from shapely import affinity
from shapely.geometry import LineString

from model.files import load
from model.units import from_mm

from conftest import EXAMPLES

import pypdf  # noqa: E402  (the test extra)

TABLES = ["adlg-table.json", "kensei-120x120.json", "wh40k-capture-enclaves.json"]
PT_PER_MM = 72 / 25.4


@pytest.fixture
def gui(qapp):
    """Printing needs a Qt application for its fonts (pytest-qt's, shared by every test)."""
    return qapp


def _rows(pdf_path, page):
    """Text fragments of a PDF page grouped into lines (by their baseline), left to right."""
    reader = pypdf.PdfReader(str(pdf_path))
    frags = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            frags.append((round(tm[5], 0), tm[4], text.replace("\t", " ").strip()))

    reader.pages[page].extract_text(visitor_text=visit)
    lines: dict[float, list] = {}
    for y, x, t in frags:
        lines.setdefault(y, []).append((x, t))
    return [[t for _, t in sorted(v)] for _, v in sorted(lines.items())]


def _expected_distances(doc, poly):
    """The two edge distances a volunteer measures: nearest edges by the centre; a rectangle's
    corner toward those edges, anything else's centre (mm)."""
    c = poly.centroid
    left, top = c.x <= doc.width - c.x, c.y <= doc.depth - c.y
    minx, miny, maxx, maxy = poly.bounds
    rect = len(poly.exterior.coords) == 5 and abs(poly.area - (maxx - minx) * (maxy - miny)) < 1e-6
    if rect:
        x = minx if left else doc.width - maxx
        y = miny if top else doc.depth - maxy
    else:
        x = c.x if left else doc.width - c.x
        y = c.y if top else doc.depth - c.y
    return ("left" if left else "right", x), ("top" if top else "bottom", y)


def _value(text, unit):
    m = re.match(r'^(-?[\d.]+)\s*(?:"|cm|mm|UD)\s+from\s+(\w+)$', text)
    assert m, text
    return float(m.group(1)), m.group(2)


@pytest.mark.parametrize("name", TABLES)
def test_setup_sheet_pdf_lists_every_piece_with_its_two_edge_distances(gui, tmp_path, name):
    from editor.printing.pages import write_pdf
    from editor.printing.setup_sheet import SetupSheet

    doc = load(EXAMPLES / name)
    sheet = SetupSheet(doc)
    out = tmp_path / "sheet.pdf"
    assert write_pdf(sheet, out) == sheet.page_count()
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == sheet.page_count() >= 2
    box = reader.pages[0].mediabox
    expected = (279.4, 215.9) if doc.unit.value == "in" else (297.0, 210.0)  # Letter / A4
    size = sorted((float(box.width) / PT_PER_MM, float(box.height) / PT_PER_MM), reverse=True)
    assert size == pytest.approx(list(expected), abs=0.5)
    # the plan page states the scale
    assert any(f"1:{sheet.layout.scale:g}" in " ".join(r) for r in _rows(out, 0))
    rows = [r for p in range(len(reader.pages)) for r in _rows(out, p) if any(" from " in t for t in r)]
    by_number = {r[0]: r for r in rows if r[0].isdigit()}
    for n, piece in enumerate(doc.pieces.values(), 1):
        row = by_number[str(n)]
        (xe, x), (ye, y) = _expected_distances(doc, piece.footprint)
        got = [_value(t, doc.unit) for t in row if " from " in t]
        assert len(got) == 2, row
        assert got[0][1] == xe and got[1][1] == ye, row
        assert got[0][0] == pytest.approx(from_mm(x, doc.unit, doc.ud_mm), abs=0.051), row
        assert got[1][0] == pytest.approx(from_mm(y, doc.unit, doc.ud_mm), abs=0.051), row
    # markers are lettered with their distances too
    letters = {r[0]: r for r in rows if len(r[0]) == 1 and r[0].isalpha()}
    assert len(letters) == len(doc.markers)


@pytest.mark.parametrize("name", TABLES)
def test_plan_labels_never_overlap_each_other_lines_or_other_pieces(gui, name):
    from editor.printing.setup_sheet import SetupSheet

    doc = load(EXAMPLES / name)
    lay = SetupSheet(doc).layout
    labels = lay.labels
    numbers = [pl.number for pl in lay.placements]
    assert sorted(lab.text for lab in labels if lab.kind == "badge") == sorted(numbers)
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            assert a.shape.intersection(b.shape).area == 0, (a.text, b.text)
        for d in lay.dimensions:
            assert not a.shape.intersects(d.line), (a.kind, a.text, d.owner, d.text)
    for pl in lay.placements:
        if pl.shape is None or pl.is_marker:
            continue
        shape = affinity.affine_transform(pl.shape, [lay.k, 0, 0, lay.k, *lay.origin])
        for lab in labels:
            if lab.kind == "badge" and lab.owner == pl.number:
                assert lab.leader is not None or shape.contains(lab.shape), pl.name
            elif lab.kind in ("badge", "zone", "edge", "ruler"):
                assert shape.intersection(lab.shape).area < 0.01, (lab.text, pl.name)
    # every piece gets two dimension lines unless it touches an edge
    for pl in lay.placements:
        count = sum(1 for d in lay.dimensions if d.owner == pl.number)
        assert count == (pl.x_mm > 0.05) + (pl.y_mm > 0.05)


def test_cathedral_ruin_and_cathedral_enclave_labels_are_apart(gui):
    from editor.printing.setup_sheet import SetupSheet

    sheet = SetupSheet(load(EXAMPLES / "wh40k-capture-enclaves.json"))
    by_name = {pl.name: pl.number for pl in sheet.layout.placements}
    ruin = next(lab for lab in sheet.layout.labels if lab.kind == "badge" and lab.owner == by_name["Cathedral ruin"])
    enclave = next(lab for lab in sheet.layout.labels
                   if lab.kind == "badge" and lab.owner == by_name["Cathedral enclave"])
    assert not ruin.shape.intersects(enclave.shape)


def test_paper_orientation_and_scale_follow_the_options(gui, tmp_path):
    from editor.printing.pages import PageOptions, write_pdf
    from editor.printing.setup_sheet import SetupSheet

    doc = load(EXAMPLES / "wh40k-capture-enclaves.json")
    a3 = SetupSheet(doc, options=PageOptions(paper="A3"))
    letter = SetupSheet(doc)
    assert a3.layout.scale < letter.layout.scale  # bigger paper, bigger plan
    assert a3.layout.k * doc.width <= a3.size[0]  # the plan fits the paper
    write_pdf(a3, tmp_path / "a3.pdf")
    box = pypdf.PdfReader(str(tmp_path / "a3.pdf")).pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx((420 * PT_PER_MM, 297 * PT_PER_MM), abs=1)
    portrait = SetupSheet(doc, options=PageOptions(paper="A4", orientation="portrait"))
    assert portrait.size[0] < portrait.size[1]
    # the stated scale is the drawn scale: a table millimetre is 1/N paper millimetres
    assert letter.layout.k == pytest.approx(PT_PER_MM / letter.layout.scale)


def test_many_tables_in_one_pdf_and_findings_on_the_sheet(gui, tmp_path):
    from editor.printing.setup_sheet import SetupSheet, write_setup_sheets
    from validators.registry import validate

    docs = [load(EXAMPLES / n) for n in TABLES]
    total = sum(SetupSheet(d).page_count() for d in docs)
    assert write_setup_sheets(docs, tmp_path / "all.pdf") == total
    assert len(pypdf.PdfReader(str(tmp_path / "all.pdf")).pages) == total
    # a table with a problem shows it in the validation summary, with its reference
    doc = docs[1]
    piece = next(iter(doc.pieces.values()))
    from dataclasses import replace

    from shapely.geometry import box as rect

    doc.replace("pieces", replace(piece, footprint=rect(-50, -50, 60, 60)))
    findings = validate(doc)
    assert findings
    sheet = SetupSheet(doc, findings=findings)
    out = tmp_path / "bad.pdf"
    from editor.printing.pages import write_pdf

    write_pdf(sheet, out)
    text = " ".join(" ".join(r) for p in range(sheet.page_count()) for r in _rows(out, p))
    errors = sum(1 for f in findings if f.severity.value == "error")
    assert errors == 1 and "1 error," in text and "1 errors" not in text  # the count in the singular
    assert findings[0].message.split()[0] in text


SHIPPED_TABLES = TABLES + sorted(f"kensei-event/tables/{p.name}" for p in (EXAMPLES / "kensei-event" / "tables").glob("*.json"))


@pytest.mark.parametrize("paper", [None, "A3"])
@pytest.mark.parametrize("name", SHIPPED_TABLES)
def test_dimension_values_sit_off_pieces_and_labels_and_lines_measure_what_they_say(gui, name, paper):
    from editor.printing.pages import PageOptions
    from editor.printing.setup_sheet import SetupSheet

    doc = load(EXAMPLES / name)
    lay = SetupSheet(doc, options=PageOptions(paper=paper)).layout
    pieces = [(pl.name, affinity.affine_transform(pl.shape, [lay.k, 0, 0, lay.k, *lay.origin]))
              for pl in lay.placements if pl.shape is not None and not pl.is_marker]
    values = [lab for lab in lay.labels if lab.kind == "dimension"]
    assert len(values) == len(lay.dimensions)
    for v in values:
        for piece_name, shape in pieces:
            assert shape.intersection(v.shape).area < 0.01, (v.text, piece_name)
        for other in lay.labels:
            if other is not v:
                assert v.shape.intersection(other.shape).area == 0, (v.text, other.text)
    # a line routed along a rectangle's side still measures the placement's distance, from its edge
    by_number = {pl.number: pl for pl in lay.placements}
    x0, y0, x1, y1 = lay.table_rect
    for d in lay.dimensions:
        pl = by_number.get(d.owner)
        if pl is None:
            continue
        (sx, sy), (ex, ey) = d.start, d.end
        if sy == ey:  # horizontal: from the left or right edge
            assert sx == pytest.approx(x0 if pl.x_edge == "left" else x1)
            assert abs(ex - sx) / lay.k == pytest.approx(pl.x_mm, abs=0.01)
        else:
            assert sy == pytest.approx(y0 if pl.y_edge == "top" else y1)
            assert abs(ey - sy) / lay.k == pytest.approx(pl.y_mm, abs=0.01)
        if pl.shape is not None:  # and it ends on the object
            shape = affinity.affine_transform(pl.shape, [lay.k, 0, 0, lay.k, *lay.origin])
            assert shape.buffer(0.01).contains(LineString([d.end, d.end]).centroid), (pl.name, d.text)


def test_dimension_lines_cross_fewer_than_drawn_to_the_corners_and_no_line_can_cross_fewer(gui):
    """Every line drawn straight to its reference corner is the naive plan; the routed plan crosses
    no more on any shipped table, far fewer in all, and no single line could move to cross fewer
    (unless it moved onto a zone's name, or beside a parallel line, or off a centre its partner left)."""
    from editor.printing.setup_sheet import SetupSheet
    from model.drawing.sheet_layout import Dimension, _routes, dimension_crossings, too_close

    total_naive = total_routed = 0
    for name in SHIPPED_TABLES:
        doc = load(EXAMPLES / name)
        lay = SetupSheet(doc).layout
        routes = _routes(doc, lay)
        naive = dimension_crossings([Dimension(*r.options[0], r.text, r.owner) for r in routes])
        routed = dimension_crossings(lay.dimensions)
        assert routed <= naive, (name, routed, naive)
        total_naive, total_routed = total_naive + naive, total_routed + routed
        names = [lab.shape for lab in lay.labels if lab.kind == "zone"]
        lines = [(d.owner, d.line) for d in lay.dimensions]
        index = {id(r): i for i, r in enumerate(routes)}
        for r, (owner, line) in zip(routes, lines):
            now = sum(1 for o, ln in lines if o != owner and ln.intersects(line))
            for j, opt in enumerate(r.options):
                cand = LineString(opt)
                if any(cand.intersects(n) for n in names) or any(too_close(cand, ln) for o, ln in lines if o != owner):
                    continue
                if j and r.partner is not None and \
                        not lines[index[id(r.partner)]][1].equals(LineString(r.partner.options[0])):
                    continue  # the partner already meets this line inside the piece: this one goes to the centre
                assert sum(1 for o, ln in lines if o != owner and ln.intersects(cand)) >= now, (name, r.owner, r.text)
    assert total_routed <= 0.6 * total_naive, (total_routed, total_naive)


@pytest.mark.parametrize("paper", [None, "Letter", "A3"])
def test_parallel_dimension_lines_keep_their_distance_on_every_shipped_table(gui, paper):
    """No two parallel dimension lines of different objects closer than DIM_GAP (3.5 mm) unless one
    continues the other on the same line without overlapping (the 40K sheet had three near y = 24")."""
    from editor.printing.pages import PageOptions
    from editor.printing.setup_sheet import SetupSheet
    from model.drawing.sheet_layout import DIM_GAP, Dimension, crowded_dimensions

    assert DIM_GAP * 25.4 / 72 >= 3.5 - 1e-9
    for name in SHIPPED_TABLES:
        lay = SetupSheet(load(EXAMPLES / name), options=PageOptions(paper=paper)).layout
        crowded = crowded_dimensions(lay.dimensions)
        assert not crowded, (name, [(a.owner, a.text, b.owner, b.text) for a, b in crowded])
        # the check itself: a copy of a line moved a little sideways is crowded, the same line continued is not
        d = lay.dimensions[0]
        (x0, y0), (x1, y1) = d.start, d.end
        shift = (0, DIM_GAP / 2) if y0 == y1 else (DIM_GAP / 2, 0)
        beside = Dimension((x0 + shift[0], y0 + shift[1]), (x1 + shift[0], y1 + shift[1]), "", "other")
        ahead = Dimension(d.end, (2 * x1 - x0, 2 * y1 - y0), "", "other")
        assert crowded_dimensions([d, beside]) and not crowded_dimensions([d, ahead])


def test_a_line_to_a_centre_may_meet_its_partner_inside_the_piece(gui):
    """A dimension line to an oval's centre may end on the other line inside the oval (the other one
    running on to the centre), never both leaving the centre."""
    from editor.printing.setup_sheet import SetupSheet

    for name in SHIPPED_TABLES:
        lay = SetupSheet(load(EXAMPLES / name)).layout
        for pl in lay.placements:
            if pl.reference != "centre" or pl.shape is None:
                continue
            cx, cy = lay.to_page(*pl.point)
            ends = [d.end for d in lay.dimensions if d.owner == pl.number]
            at_centre = [e for e in ends if e == pytest.approx((cx, cy), abs=1e-6)]
            assert len(at_centre) >= min(1, len(ends)), (name, pl.name)
            for e in ends:  # and the other meets it: on its line
                assert e[0] == pytest.approx(cx, abs=1e-6) or e[1] == pytest.approx(cy, abs=1e-6)


def _oval_behind_a_house(house_y=560.0, far_house=False):
    """A hill whose centre is nearer the left edge, a house between it and that edge (and, with
    ``far_house``, another between it and the right edge)."""
    from builders import kensei_table, piece
    from model.geometry import ellipse
    from model.table import TerrainPiece

    hill = TerrainPiece(id="hill", kind="hill", footprint=ellipse(450, 600, 120, 80), label="Hill")
    pieces = [piece("house", "house", 150, house_y, 150, 90, label="House"), hill]
    if far_house:
        pieces.append(piece("hut", "house", 800, 560, 150, 90, label="Hut"))
    return kensei_table(pieces=pieces)


def test_a_line_to_an_ovals_centre_goes_from_the_edge_it_reaches_past_no_other_piece(gui):
    """A volunteer measures to a hill's centre from the nearest edge unless a piece stands in the way
    and the other edge is clear: then from the other edge, on the plan and in the placement table."""
    from editor.printing.setup_sheet import SetupSheet

    def hill_of(doc):
        lay = SetupSheet(doc).layout
        pl = next(p for p in lay.placements if p.name == "Hill")
        house = next(p for p in lay.placements if p.name == "House")
        lines = [d for d in lay.dimensions if d.owner == pl.number]
        return lay, pl, house, lines

    doc = _oval_behind_a_house()
    lay, pl, house, lines = hill_of(doc)
    assert (pl.x_edge, pl.x_mm) == ("right", pytest.approx(750))  # not 45 cm from the left, through the house
    assert (pl.y_edge, pl.y_mm) == ("top", pytest.approx(600))
    house_on_page = affinity.affine_transform(house.shape, [lay.k, 0, 0, lay.k, *lay.origin])
    assert len(lines) == 2 and all(house_on_page.intersection(d.line).length < 0.5 for d in lines)
    assert any(d.start[0] == pytest.approx(lay.table_rect[2]) for d in lines)  # drawn from the right edge
    sheet = SetupSheet(doc)
    row = next(r for r in sheet._rows if getattr(r, "cells", [None])[:2] == [pl.number, "Hill"])
    assert row.cells[5] == "75 cm from right"
    # nothing in the way: the nearest edge, as before
    _, pl, _, _ = hill_of(_oval_behind_a_house(house_y=900))
    assert (pl.x_edge, pl.x_mm) == ("left", pytest.approx(450))
    # both ways blocked: the nearest edge still (the shorter measure)
    _, pl, _, _ = hill_of(_oval_behind_a_house(far_house=True))
    assert (pl.x_edge, pl.x_mm) == ("left", pytest.approx(450))


def test_the_plans_shape_index_answers_as_testing_each_shape_does(gui):
    """The plan asks which boxes, lines and pieces a label meets through an index kept up to date as
    labels are added and moved: the same shapes, in the same order, as testing each in turn."""
    import random

    from shapely.geometry import box

    from model.drawing.sheet_layout import _Pieces, _Shapes

    rng = random.Random(7)

    def some_box():
        x, y = rng.uniform(0, 100), rng.uniform(0, 100)
        return box(x, y, x + rng.uniform(1, 20), y + rng.uniform(1, 20))

    shapes, pieces = _Shapes(some_box() for _ in range(30)), _Pieces((str(i % 5), some_box()) for i in range(30))
    for step in range(200):
        probe = some_box() if step % 3 else LineString([(rng.uniform(0, 120), 50), (rng.uniform(0, 120), 50)])
        assert shapes.meeting(probe) == [s for s in shapes if s.intersects(probe)]
        skip = str(step % 6)
        assert pieces.meeting(probe, skip=skip) == [p for own, p in pieces if own != skip and p.intersects(probe)]
        assert pieces.of(skip) == [p for own, p in pieces if own == skip]
        if step % 4 == 0:
            shapes.append(some_box())
        elif step % 4 == 1 and shapes:
            shapes.remove(shapes[rng.randrange(len(shapes))])
        elif step % 4 == 2:
            pieces.append((str(step % 5), some_box()))
        else:
            shapes[rng.randrange(len(shapes))] = some_box()


def test_the_lines_costs_of_many_positions_at_once_are_each_ones(gui):
    """The routing prices every position of a line against the lines placed in one array step: the
    same price as one position at a time (crossings, lines side by side, one continuing another)."""
    import random

    import numpy as np

    from model.drawing.sheet_layout import _lines_cost, _lines_costs, _Route

    rng = random.Random(11)

    def seg():
        x, y, length = rng.choice([0, 10, 20, 25]), rng.choice([0, 5, 12, 30]), rng.choice([0, 8, 15, 40])
        return ((x, y), (x + length, y)) if rng.random() < 0.5 else ((x, y), (x, y + length))

    for _ in range(50):
        placed = [_Route("", str(rng.randrange(4)), [seg(), seg()], chosen=rng.randrange(2)) for _ in range(12)]
        route = _Route("", "0", [seg() for _ in range(8)])
        at_once = _lines_costs(np.asarray(route.options, dtype=float).reshape(-1, 4), route, placed)
        assert list(at_once) == [_lines_cost(o, route, placed) for o in route.options]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_page_of_a_setup_sheet_holds_only_the_sign_off_line(gui, lang):
    """The "Set up by / Date" line comes with the row before it when it does not fit: a volunteer
    never turns to a page that says nothing else (the Spanish ADLG sheet's findings fill page 2)."""
    from PySide6.QtWidgets import QApplication

    from editor.i18n import install
    from editor.printing.setup_sheet import SetupSheet, _Signature

    install(QApplication.instance(), lang)
    try:
        folder = EXAMPLES / "es" if lang == "es" else EXAMPLES
        for name in TABLES:
            sheet = SetupSheet(load(folder / name))
            for number in range(1, sheet.page_count()):  # the first page holds the plan
                rows = sheet._pages[number]
                assert any(not isinstance(r, _Signature) for r in rows), (lang, name, number + 1)
    finally:
        install(QApplication.instance(), "en")
