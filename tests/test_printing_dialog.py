"""File > Export and File > Print driven through the real widgets, on every kind of tab."""
from __future__ import annotations

import pypdf
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QProgressDialog

from conftest import EXAMPLES


def _choose(combo, data):
    """Pick an entry of a combo box by keyboard, as a person would."""
    index = combo.findData(data)
    assert index >= 0, data
    combo.setFocus()
    while combo.currentIndex() != index:
        QTest.keyClick(combo, Qt.Key_Down if combo.currentIndex() < index else Qt.Key_Up)


def _open_export(main_window, qtbot):
    from editor.printing.dialog import ExportDialog

    main_window.act_export.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ExportDialog) and w.isVisible())
    qtbot.addWidget(dialog)
    return dialog


def test_export_dialog_writes_the_setup_sheet_and_counts_pages(main_window, qtbot, monkeypatch, tmp_path):
    from PySide6.QtGui import QColor, QImage

    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    assert main_window.act_export.isEnabled() and main_window.act_print.isEnabled()
    dialog = _open_export(main_window, qtbot)
    assert dialog.paper_box.currentData() == "Letter"  # an inch table
    assert [dialog.format_box.itemData(i) for i in range(dialog.format_box.count())] == \
        ["pdf", "png", "svg", "geojson"]
    pages = dialog.pages_label.text()
    assert pages == str(dialog.printout().page_count())
    _choose(dialog.paper_box, "A3")
    assert dialog.printout().paper == "A3"
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    reader = pypdf.PdfReader(str(target))
    assert len(reader.pages) == dialog.printout().page_count()
    assert max(float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)) == \
        pytest.approx(420 * 72 / 25.4, abs=1)
    assert not dialog.isVisible()
    # the PNG shows the terrain in its kind's colour
    dialog = _open_export(main_window, qtbot)
    _choose(dialog.format_box, "png")
    png = tmp_path / "sheet.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(png), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    image = QImage(str(png))
    assert image.width() > 1000
    ruin = QColor(editor.ruleset.terrain_kind("ruins")["color"]).name()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)}
    assert ruin in colours
    assert (tmp_path / "sheet-2.png").exists()  # the placement page beside it


def test_tiled_export_shows_its_page_count_and_can_be_cancelled(main_window, qtbot, monkeypatch, tmp_path):
    main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    dialog = _open_export(main_window, qtbot)
    assert not dialog.overlap_box.isVisible()
    _choose(dialog.sheet_box, "tiled")
    _choose(dialog.paper_box, "A4")
    assert dialog.overlap_box.isVisible()
    tiled = dialog.printout()
    assert dialog.pages_label.text() == str(tiled.page_count()) and tiled.page_count() > 40
    target = tmp_path / "tiles.pdf"

    def cancel():
        box = dialog.findChild(QProgressDialog)
        if box is not None and box.isVisible() and box.value() >= 2:
            QTest.mouseClick(box.findChild(type(dialog.export_button)), Qt.LeftButton)
        else:
            QTimer.singleShot(5, cancel)

    QTimer.singleShot(5, cancel)
    assert dialog.export_to(target) is None
    assert not target.exists()  # nothing half-written is left
    # the template of one piece: its own page count
    _choose(dialog.sheet_box, "template")
    assert dialog.piece_box.isVisible()
    _choose(dialog.piece_box, dialog.piece_box.itemData(1))
    assert dialog.request().piece == dialog.piece_box.itemData(1)
    assert dialog.pages_label.text() == str(dialog.printout().page_count())


def test_print_preview_shows_every_page(main_window, qtbot):
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    main_window.open_path(EXAMPLES / "kensei-120x120.json")
    preview = main_window.print_current()
    qtbot.addWidget(preview)
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() > 0, timeout=5000)
    from editor.printing.setup_sheet import SetupSheet

    assert widget.pageCount() == SetupSheet(main_window.current_editor().document).page_count()
    preview.close()


@pytest.mark.parametrize("name, formats", [
    ("piedras-4-players.json", ["pdf", "png", "svg", "geojson"]),
    ("kensei-army-illegal.json", ["pdf", "png", "txt"]),
])
def test_campaign_and_army_tabs_export_and_print(main_window, qtbot, monkeypatch, tmp_path, name, formats):
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    main_window.open_path(EXAMPLES / name)
    assert main_window.act_export.isEnabled() and main_window.act_print.isEnabled()
    dialog = _open_export(main_window, qtbot)
    assert [dialog.format_box.itemData(i) for i in range(dialog.format_box.count())] == formats
    assert dialog.sheet_box.isVisible() == name.startswith("piedras")  # a campaign: the map or the bulletin
    assert dialog.pages_label.text() == str(dialog.printout().page_count()) == "1"
    target = tmp_path / "out.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    text = " ".join(p.extract_text() for p in pypdf.PdfReader(str(target)).pages).replace("\t", " ")
    assert ("Empires" in text) if name.startswith("piedras") else ("Total: 451 / 300 points" in text)
    preview = main_window.print_current()
    qtbot.addWidget(preview)
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() > 0, timeout=5000)
    preview.close()


def test_catalogue_tab_cannot_export(main_window):
    main_window.open_path(EXAMPLES / "kensei-example-catalogue.json")
    assert not main_window.act_export.isEnabled()
    assert not main_window.act_print.isEnabled()


def test_check_folder_prints_one_report(main_window, qtbot, tmp_path):
    import shutil

    from PySide6.QtPrintSupport import QPrintPreviewWidget

    for name in ("kensei-army-legal.json", "kensei-army-illegal.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", tmp_path / "kensei-example-catalogue.json")
    dialog = main_window.check_folder(tmp_path)
    report = dialog.report()
    out = tmp_path / "report.pdf"
    from editor.printing.pages import write_pdf

    write_pdf(report, out)
    text = " ".join(p.extract_text() for p in pypdf.PdfReader(str(out)).pages).replace("\t", " ")
    assert "kensei-army-legal.json" in text and "8 errors, 0 warnings" in text and "451 points" in text
    QTest.mouseClick(dialog.print_button, Qt.LeftButton)
    preview = next(w for w in QApplication.topLevelWidgets() if w.findChild(QPrintPreviewWidget) is not None
                   and w.isVisible())
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() == report.page_count(), timeout=5000)
    preview.close()  # a child of the Check Folder window: it goes with it


def test_export_dialog_margin_moves_everything_in_and_counts_pages(main_window, qtbot, monkeypatch, tmp_path):
    main_window.open_path(EXAMPLES / "adlg-table.json")
    dialog = _open_export(main_window, qtbot)
    assert dialog.margin_box.isEnabled() and dialog.margin_box.value() == 10
    dialog.margin_box.setFocus()
    dialog.margin_box.selectAll()
    QTest.keyClicks(dialog.margin_box, "30")
    QTest.keyClick(dialog.margin_box, Qt.Key_Tab)
    assert dialog.request().options.margin_mm == 30
    assert dialog.pages_label.text() == str(dialog.printout().page_count())
    target = tmp_path / "wide.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    m = 30 * 72 / 25.4
    for page in pypdf.PdfReader(str(target)).pages:
        starts = []
        page.extract_text(visitor_text=lambda text, cm, tm, *_: starts.append((tm[4] * cm[0] + cm[4],
                                                                               tm[5] * cm[3] + cm[5]))
                          if text.strip() else None)
        assert starts and min(x for x, _ in starts) >= m - 1 and min(y for _, y in starts) >= m - 1
    # not for files without pages
    dialog = _open_export(main_window, qtbot)
    _choose(dialog.format_box, "geojson")
    assert not dialog.margin_box.isEnabled()
    dialog.reject()


def test_wall_map_sheets_overlap_with_trim_marks_and_sheet_labels(main_window, qtbot, tmp_path):
    main_window.open_path(EXAMPLES / "piedras-4-players.json")
    dialog = _open_export(main_window, qtbot)
    assert not dialog.overlap_box.isVisible()
    dialog.hex_box.setFocus()
    dialog.hex_box.selectAll()
    QTest.keyClicks(dialog.hex_box, "30")
    QTest.keyClick(dialog.hex_box, Qt.Key_Tab)
    assert dialog.overlap_box.isVisible()
    wall = dialog.printout()
    assert wall.cols * wall.rows > 1 and wall.overlap == pytest.approx(10 * 72 / 25.4)
    # neighbouring sheets share 10 mm of the map
    assert wall.sheet_origin(0, 1)[0] == pytest.approx(wall.cw - wall.overlap)
    assert wall.sheet_origin(1, 0)[1] == pytest.approx(wall.ch - wall.overlap)
    target = tmp_path / "wall.pdf"
    assert dialog.export_to(target)
    reader = pypdf.PdfReader(str(target))
    text = " ".join(p.extract_text().replace("\t", " ") for p in reader.pages)
    assert f"A4, row {wall.rows} of {wall.rows}, column {wall.cols} of {wall.cols}" in text
    assert "red crosshairs" in reader.pages[0].extract_text().replace("\t", " ")
    dialog.reject()
