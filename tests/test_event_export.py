"""File > Export, File > Print and Print Preview on the Event tab, driven through the real widgets: the event
pack on the paper, orientation and margin asked for, its page count as announced, every table and list in it."""
from __future__ import annotations

import pypdf
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QProgressDialog, QPushButton

from model import files
from test_editor_event import event_dir  # noqa: F401 (the example event copied to change freely)
from test_event_export_cli import first_round_only
from test_printing_dialog import _choose

A3 = (297 * 72 / 25.4, 420 * 72 / 25.4)


@pytest.fixture
def one_round(event_dir):
    first_round_only(event_dir)
    return event_dir


def _open_export(main_window, qtbot):
    from editor.printing.dialog import ExportDialog

    main_window.act_export.trigger()  # checks the event (a progress dialog), then opens the Export dialog
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ExportDialog) and w.isVisible())
    qtbot.addWidget(dialog)
    return dialog


def _words(page) -> str:
    return " ".join(page.extract_text().split())


def _names(event_dir):
    """Every table layout's name and every player's list name (and the player) the event names."""
    doc = files.load(event_dir / "event.json")
    tables = [files.load(event_dir / ref).name for ref in doc.table_files()]
    lists = [(doc.player_name(link.player), files.load(event_dir / link.file).name) for link in doc.lists.values()]
    return doc, tables, lists


def test_file_export_writes_the_event_pack_as_the_dialog_says(main_window, qtbot, monkeypatch, event_dir, tmp_path):
    main_window.open_path(event_dir / "event.json")
    assert main_window.act_export.isEnabled() and main_window.act_print.isEnabled()
    dialog = _open_export(main_window, qtbot)
    assert [dialog.format_box.itemData(i) for i in range(dialog.format_box.count())] == ["pdf", "png", "txt"]
    # an event prints its pack: the organiser's (everything, the default) or the players'
    assert [dialog.sheet_box.itemData(i) for i in range(dialog.sheet_box.count())] == ["organiser", "players"]
    assert dialog.sheet_box.isVisible() and dialog.sheet_box.currentData() == "organiser"
    _choose(dialog.paper_box, "A3")
    _choose(dialog.orientation_box, "portrait")
    dialog.margin_box.setFocus()
    dialog.margin_box.selectAll()
    QTest.keyClicks(dialog.margin_box, "15")
    assert dialog.margin_box.value() == 15
    announced = int(dialog.pages_label.text())
    target = tmp_path / "pack.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    assert not dialog.isVisible()
    reader = pypdf.PdfReader(str(target))
    assert len(reader.pages) == announced > 30
    for page in reader.pages:  # every page on A3, portrait as asked
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(A3, abs=1)
    text = [_words(p) for p in reader.pages]
    doc, tables, lists = _names(event_dir)
    whole = " ".join(text)
    for name in tables:
        assert name in whole
    for player, army in lists:
        assert f"Roster: {player} — {army}" in whole and army in whole
    # the footers count the pack, the tables' setup sheets and rosters included
    for n, page in enumerate(text, 1):
        assert f"Page {n} of {announced}" in page
    assert text[0].startswith(doc.name) and "Round 1 4 Village by the shrine, River crossing, Temple hill" in text[0]
    # each table's sheet names its table, round and players
    r1t1 = next(t for t in text if "Table 1 · Round 1" in t)
    assert "Aiko Tanaka v Bruno Díaz" in r1t1 and "Village by the shrine" in r1t1


def test_png_export_writes_one_image_per_page(main_window, qtbot, monkeypatch, one_round, tmp_path):
    from PySide6.QtGui import QImage

    main_window.open_path(one_round / "event.json")
    dialog = _open_export(main_window, qtbot)
    _choose(dialog.format_box, "png")
    count = dialog.printout().page_count()
    assert dialog.pages_label.text() == f"{count} (one image per page)"
    target = tmp_path / "png" / "pack.png"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    written = sorted(target.parent.iterdir())
    assert len(written) == count and (target.parent / f"pack-{count}.png").exists()
    cover = QImage(str(target))
    assert (cover.width(), cover.height()) == (round(210 / 25.4 * 150), round(297 / 25.4 * 150))  # A4 at 150 dpi


def test_text_export_is_the_pack_in_words(main_window, qtbot, monkeypatch, event_dir, tmp_path):
    main_window.open_path(event_dir / "event.json")
    dialog = _open_export(main_window, qtbot)
    _choose(dialog.format_box, "txt")
    assert dialog.pages_label.text() == "one file" and not dialog.paper_box.isEnabled()
    target = tmp_path / "pack.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    text = target.read_text(encoding="utf-8")
    doc, tables, lists = _names(event_dir)
    assert text.startswith(doc.name + "\n")
    assert "1      Aiko Tanaka v Bruno Díaz     Village by the shrine" in text
    for player, army in lists:
        assert player in text and army in text
    assert "Farmhouse 12 x 9 cm               4        2        5        5      5" in text  # terrain to bring


def test_print_and_print_preview_show_the_pack(main_window, qtbot, one_round):
    from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget

    main_window.open_path(one_round / "event.json")
    dialog = _open_export(main_window, qtbot)
    count = int(dialog.pages_label.text())
    QTest.mouseClick(dialog.preview_button, Qt.LeftButton)
    preview = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QPrintPreviewDialog) and w.isVisible())
    qtbot.addWidget(preview)
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() > 0, timeout=10000)
    assert widget.pageCount() == count
    preview.close()
    dialog.close()
    main_window.act_print.trigger()  # File > Print: the preview, from which it prints
    preview = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QPrintPreviewDialog) and w.isVisible())
    qtbot.addWidget(preview)
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() > 0, timeout=10000)
    assert widget.pageCount() == count  # A4 by default, as the Export dialog's first count
    assert preview.windowTitle() == "Print Preview: Kensei Spring Tournament (example)"
    preview.close()


def test_cancelling_the_check_before_export_opens_nothing(main_window, qtbot, event_dir):
    from editor.printing.dialog import ExportDialog

    editor = main_window.open_path(event_dir / "event.json")
    messages = []
    editor.statusChanged.connect(lambda s: messages.append(s.get("message", "")))

    def press_cancel():
        box = getattr(editor, "pack_progress", None)
        if isinstance(box, QProgressDialog) and box.isVisible():
            box.findChild(QPushButton).click()
        else:
            QTimer.singleShot(1, press_cancel)

    editor.pack_progress = None
    QTimer.singleShot(0, press_cancel)
    main_window.act_export.trigger()
    assert not any(isinstance(w, ExportDialog) and w.isVisible() for w in QApplication.topLevelWidgets())
    assert messages[-1] == "The check was cancelled; nothing is printed."


def test_printing_keeps_each_pages_own_orientation(qapp, tmp_path):
    """A pack mixes portrait text pages with landscape setup sheets (a 6' x 4' table): each prints on its
    own orientation, so a sheet keeps its stated scale."""
    from PySide6.QtPrintSupport import QPrinter

    from editor.printing.pages import page_layout_for, paper_points, print_pages

    class Mixed:
        title = "mixed"
        sizes = [paper_points("A4", False), paper_points("A4", True), paper_points("A4", False)]

        def page_count(self):
            return 3

        def page_size(self, i):
            return self.sizes[i]

        def draw_page(self, painter, i):
            painter.drawRect(10, 10, 100, 100)

    printer = QPrinter(QPrinter.HighResolution)
    printer.setOutputFormat(QPrinter.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageLayout(page_layout_for(Mixed(), 0))
    printer.setFullPage(True)
    print_pages(Mixed(), printer)
    pages = pypdf.PdfReader(str(tmp_path / "printed.pdf")).pages
    got = [(float(p.mediabox.width), float(p.mediabox.height)) for p in pages]
    assert [round(w) for w, h in got] == [595, 842, 595] and [round(h) for w, h in got] == [842, 595, 842]


def test_the_export_dialog_prints_the_players_pack(main_window, qtbot, monkeypatch, event_dir, tmp_path):
    """Chosen in the dialog's Sheet box: rules, pairings and one sheet per layout, no check result."""
    main_window.open_path(event_dir / "event.json")
    dialog = _open_export(main_window, qtbot)
    organiser = int(dialog.pages_label.text())
    _choose(dialog.sheet_box, "players")
    announced = int(dialog.pages_label.text())
    assert announced < organiser
    assert dialog.default_target().name == "event-players.pdf"
    target = tmp_path / "players.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    QTest.mouseClick(dialog.export_button, Qt.LeftButton)
    text = [_words(p) for p in pypdf.PdfReader(str(target)).pages]
    assert len(text) == announced
    assert "Checked" not in text[0] and "Check summary" not in " ".join(text) and "Roster:" not in " ".join(text)
    assert any("Tables 1, 4 · Round 1" in t for t in text)
