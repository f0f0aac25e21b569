"""Overlays shown in the table editor go into its printed setup sheet: drawn on the plan, with
their legend (line counts, the lane's width, the cover distance, the exposure scale) and the
Fairness panel's comparison; a sheet printed with no overlay shown carries none."""
from __future__ import annotations

from pathlib import Path

import pypdf
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _click(editor, x, y) -> None:
    p = editor.view.mapFromScene(x, y)
    QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(p.x(), p.y()))


def _text(pdf: Path) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(str(pdf)).pages)


def _plan(sheet) -> QImage:
    w, h = sheet.page_size(0)
    image = QImage(int(w), int(h), QImage.Format_RGB32)
    painter = QPainter(image)
    sheet.draw_page(painter, 0)
    painter.end()
    return image


def _purple(image: QImage, sheet) -> int:
    """Pixels of the firing lane's colour on the plan."""
    x0, y0, x1, y1 = (int(v) for v in sheet.layout.table_rect)
    n = 0
    for y in range(y0, y1, 2):
        for x in range(x0, x1, 2):
            c = QColor(image.pixel(x, y))
            n += c.red() > c.green() + 40 and c.blue() > c.green() + 40
    return n


def test_the_overlays_shown_are_printed_with_their_legends(main_window, qtbot, tmp_path):
    from editor.printing.setup_sheet import SetupSheet

    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    editor.fit()
    plain = editor.export_dialog()
    assert plain.overlays is None  # nothing shown: the sheet is as the command line prints it
    plain.close()
    editor.set_tool("sight")
    _click(editor, editor.document.width / 2, editor.document.depth / 2)
    side = editor.document.sides()[0]
    editor._fill_exposure_menu()
    editor.exposure_actions[side].trigger()
    qtbot.waitUntil(lambda: editor.sight.heat.isVisible(), timeout=15000)
    editor.act_lane.setChecked(True)
    qtbot.waitUntil(lambda: editor.sight.last_lane is not None, timeout=15000)
    editor.act_cover.setChecked(True)
    editor.show_fairness()
    qtbot.waitUntil(lambda: editor.fairness.report is not None, timeout=15000)

    overlays = editor.shown_overlays()  # handed to printing as plain data
    assert overlays.images and overlays.shapes
    titles = [s.title for s in overlays.sections]
    assert titles[-1] == "Fairness of the sides" and any(t.startswith("Sight from the eye") for t in titles)

    dialog = editor.export_dialog()
    assert dialog.overlays is not None
    out = tmp_path / "sheet.pdf"
    assert dialog.export_to(out)
    dialog.close()
    text = _text(out)
    for words in ("Overlays shown", "Sight from the eye", "Firing lane", "Cover", "Exposure to the",
                  "share of the zone's points that see each place", "Fairness of the sides", "Fairness score"):
        assert words in " ".join(text.split()), words
    doc, ruleset = editor.document, editor.ruleset
    with_overlays = SetupSheet(doc, ruleset, [], overlays=overlays)
    without = SetupSheet(doc, ruleset, [])
    assert _purple(_plan(with_overlays), with_overlays) > 4 * max(1, _purple(_plan(without), without))
    editor.qdoc.undo_stack.setClean()
