"""What a volunteer trips over on the 1:1 pages: a template's assembly page shows the piece alone,
inside the page; every sheet names the pieces it shows; the assembly's sheet names fit their sheets."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPicture
from shapely.geometry import box

from conftest import EXAMPLES
from model.files import load


@pytest.fixture
def gui(qapp):
    return qapp


def _drawn_bounds(printout, index) -> QRectF:
    picture = QPicture()
    painter = QPainter(picture)
    printout.draw_page(painter, index)
    painter.end()
    return QRectF(picture.boundingRect())


def test_a_templates_assembly_page_shows_the_piece_alone_inside_the_page(gui):
    from editor.printing.pages import PageOptions
    from editor.printing.tiled import PieceTemplate

    doc = load(EXAMPLES / "kensei-120x120.json")
    road = next(p for p in doc.pieces.values() if p.label == "Village road")  # 120 cm: several sheets
    template = PieceTemplate(doc, road, options=PageOptions(paper="A4"))
    assert template.assembly
    w, h = template.page_size(0)
    drawn = _drawn_bounds(template, 0)
    assert QRectF(-1.5, -1.5, w + 3, h + 3).contains(drawn), drawn  # the other pieces spilled over the title


def test_every_sheet_names_the_pieces_it_shows(gui, tmp_path):
    """A piece across several sheets is named on each of them, inside the part that sheet shows."""
    from editor.printing.pages import PageOptions
    from editor.printing.tiled import TiledPrint
    from model.drawing.full_size import label_point

    doc = load(EXAMPLES / "kensei-120x120.json")
    tiled = TiledPrint(doc, options=PageOptions(paper="A4"))
    named = 0
    for r in range(tiled.rows):
        for c in range(tiled.cols):
            x, y = tiled.sheet_origin(r, c)
            visible = (x, y, x + tiled.cw, y + tiled.ch)
            for piece in doc.pieces.values():
                if piece.footprint.intersection(box(*visible)).area > 0:
                    p = label_point(piece.footprint, visible)
                    assert box(*visible).contains(p) and piece.footprint.contains(p), (piece.label, r + 1, c + 1)
                    named += 1
    assert named > len(doc.pieces)  # the road and the big hill on several sheets


def test_the_assembly_names_each_sheet_within_its_own_sheet(gui):
    from editor.printing.pages import PageOptions, fitted, text_width
    from editor.printing.tiled import TiledPrint

    doc = load(EXAMPLES / "kensei-120x120.json")
    tiled = TiledPrint(doc, options=PageOptions(paper="A4"))
    assert tiled.cols >= 5
    w, _ = tiled.size
    m = tiled.margin * 72 / 25.4
    x0, _, x1, _ = tiled.region
    ex = tiled.sheet_origin(0, tiled.cols - 1)[0] + tiled.cw
    k = (w - 2 * m) / (max(x1, ex) - x0)
    room = (tiled.cw - tiled.overlap) * k - 6
    text, size = fitted(f"row {tiled.rows}, column {tiled.cols}", room)
    assert text_width(text, size, True) <= room


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_long_title_fits_the_roster_and_the_tiled_assembly(gui, lang):
    """A roster's list name and the 1:1 print's assembly title run in smaller type rather than past
    the page's edge or over the "Army roster" beside them (a long Spanish name did), and end in "…"
    only when even the smallest type is too wide."""
    from editor import i18n as editor_i18n
    from editor.printing.pages import PageOptions, recording_text, render_image
    from editor.printing.roster import Roster
    from editor.printing.tiled import TiledPrint
    from model import i18n

    folder = EXAMPLES / "es" if lang == "es" else EXAMPLES
    i18n.set_language(lang)
    editor_i18n.install(gui, lang)
    try:
        army = load(folder / "kensei-army-illegal.json")
        army.name = army.name + " y algo más largo todavía para el torneo de primavera"
        table = load(folder / "kensei-120x120.json")
        for printout in (Roster(army, folder / "kensei-army-illegal.json"), TiledPrint(table, options=PageOptions())):
            with recording_text() as texts:
                render_image(printout, 0, dpi=72)
            w, _ = printout.page_size(0)
            name = army.name if isinstance(printout, Roster) else table.name
            title = next(t for t in texts if t[0].startswith(name[:20]))
            _, cell, box = title
            assert box.right() <= cell.right() + 0.6 and box.right() <= w
            others = [b for t, _, b in texts if t != title[0]]
            assert not any(box.intersected(b).width() > 0.6 and box.intersected(b).height() > 0.6 for b in others)
    finally:
        i18n.set_language("en")
        editor_i18n.install(gui, "en")
