"""A document's text is shown as text: a link or a tag written in a file is never rendered as rich
text in a dialog, a panel or a tooltip, and nothing in a message box can be followed as a link;
the command line prints control characters and escape sequences as ``\\uXXXX``, never raw."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import (QApplication, QLabel, QMessageBox, QToolTip, QTreeWidget,
                               QWidget)

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
LINK = '<a href="file:///etc/passwd">passwd</a>'
IMAGE = '<img src="/etc/passwd">'


def _renders_rich(label: QLabel) -> bool:
    from PySide6.QtGui import Qt as GuiQt

    fmt = label.textFormat()
    return fmt == Qt.RichText or (fmt == Qt.AutoText and GuiQt.mightBeRichText(label.text()))


def _hostile_labels(window: QWidget) -> list[QLabel]:
    """Labels that show the hostile text as markup (its tags unescaped, in a label read as rich)."""
    return [lab for lab in window.findChildren(QLabel)
            if ("<a href" in lab.text() or "<img" in lab.text()) and _renders_rich(lab)]


def _tip_labels() -> list[QLabel]:
    return [w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel")]


def _hostile(value, keys=("name", "label", "notes", "venue", "faction", "club")):
    """Every name-like text of a document with a link and a picture in front of it."""
    if isinstance(value, dict):
        return {k: (f"{LINK}{IMAGE}{v}" if k in keys and isinstance(v, str) else _hostile(v, keys))
                for k, v in value.items()}
    if isinstance(value, list):
        return [_hostile(v, keys) for v in value]
    return value


@pytest.fixture
def window(main_window, qtbot):
    """The window, whose plain-text guard is installed once it is on screen."""
    return main_window


def test_an_error_dialog_quoting_the_file_shows_its_link_as_text(window, tmp_path, qtbot):
    bad = tmp_path / "link.json"
    bad.write_text(json.dumps({"format": "wartable", "format_version": 1, "kind": LINK, "name": "x"}),
                   encoding="utf-8")
    assert window.open_path(bad) is None
    box = window.findChild(QMessageBox, "ErrorDialog")
    qtbot.waitUntil(lambda: box is not None and box.isVisible())
    assert LINK.replace('"', '\\"') in box.text() or LINK in box.text()
    assert box.textFormat() == Qt.PlainText
    shown = [lab for lab in box.findChildren(QLabel) if "passwd" in lab.text()]
    assert shown and not any(_renders_rich(lab) for lab in shown)
    assert not any(lab.textInteractionFlags() & Qt.LinksAccessibleByMouse for lab in shown)
    assert "passwd" in window.statusBar().currentMessage()  # the status bar paints text as text
    box.close()


def test_any_message_box_left_automatic_is_shown_as_plain_text(window, qtbot):
    """The guard covers every box, also those built with QMessageBox.warning's automatic format."""
    box = QMessageBox(QMessageBox.Warning, "Import", f"cannot read {LINK}", QMessageBox.Ok, window)
    box.open()
    qtbot.waitUntil(box.isVisible)
    assert box.textFormat() == Qt.PlainText
    label = next(lab for lab in box.findChildren(QLabel) if "passwd" in lab.text())
    assert not _renders_rich(label) and not label.textInteractionFlags() & Qt.LinksAccessibleByMouse
    box.close()


def test_the_applications_own_rich_boxes_stay_rich(window, qtbot):
    from editor.help import show_about

    box = show_about(window)
    qtbot.waitUntil(box.isVisible)
    assert box.textFormat() == Qt.RichText
    box.close()


@pytest.mark.parametrize("source", ["kensei-120x120.json", "piedras-4-players.json", "piedras-turn-3.json",
                                    "kensei-army-legal.json",
                                    "kensei-example-catalogue.json", "kensei-event/event.json"])
def test_hostile_names_in_every_kind_of_tab_are_shown_as_text(window, tmp_path, qtbot, source):
    src = EXAMPLES / source
    if src.parent != EXAMPLES:  # an event: its tables and lists beside it
        shutil.copytree(src.parent, tmp_path / src.parent.name)
        target = tmp_path / src.parent.name / src.name
    else:
        for p in EXAMPLES.glob("*.json"):  # the catalogue a list names
            shutil.copy(p, tmp_path / p.name)
        target = tmp_path / src.name
    target.write_text(json.dumps(_hostile(json.loads(src.read_text(encoding="utf-8")))), encoding="utf-8")
    editor = window.open_path(target)
    assert editor is not None
    editor.validator.wait()
    QApplication.processEvents()
    for dock in window.findChildren(QWidget):  # every panel once in front
        if hasattr(dock, "raise_") and dock.isWindow() is False and type(dock).__name__.endswith("Dock"):
            dock.show()
    QApplication.processEvents()
    assert not _hostile_labels(window), [lab.text()[:80] for lab in _hostile_labels(window)]
    quoting = [lab for lab in window.findChildren(QLabel) if "passwd" in lab.text()]
    if "army" in source:  # the list's title quotes its name: as text inside the title's own markup
        assert quoting and all("&lt;a href" in lab.text() for lab in quoting)


def test_the_import_window_shows_a_catalogues_name_as_text(window, tmp_path, qtbot):
    from editor.importdialog import ImportListsDialog

    target = tmp_path / "catalogue.json"
    source = json.loads((EXAMPLES / "kensei-example-catalogue.json").read_text(encoding="utf-8"))
    target.write_text(json.dumps(_hostile(source, keys=("name",))), encoding="utf-8")
    dialog = ImportListsDialog(window, target)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: "passwd" in dialog.catalogue_label.text(), timeout=10000)
    assert not _hostile_labels(dialog), [lab.text()[:80] for lab in _hostile_labels(dialog)]


def test_a_tooltip_with_a_documents_link_is_shown_as_text(window, tmp_path, qtbot):
    """Hovering a row of a panel whose tooltip quotes the document: Qt's tooltip shows it as text."""
    src = EXAMPLES / "kensei-120x120.json"
    target = tmp_path / src.name
    target.write_text(json.dumps(_hostile(json.loads(src.read_text(encoding="utf-8")))), encoding="utf-8")
    editor = window.open_path(target)
    editor.validator.wait()
    QApplication.processEvents()
    hits = []
    for view in window.findChildren(QTreeWidget):
        for item in _items(view):
            for col in range(view.columnCount()):
                tip = item.toolTip(col)
                if "passwd" in tip and view.isVisible():
                    hits.append((view, item, col, tip))
    assert hits, "no panel row has a tooltip quoting the document"
    view, item, col, tip = hits[0]
    view.scrollToItem(item)
    rect = view.visualItemRect(item)
    pos = QPoint(rect.left() + sum(view.columnWidth(c) for c in range(col)) + 4, rect.center().y())
    event = QHelpEvent(QEvent.ToolTip, pos, view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(lambda: any(t.text() == tip for t in _tip_labels()))
    label = next(t for t in _tip_labels() if t.text() == tip)
    assert label.textFormat() == Qt.PlainText
    QToolTip.hideText()


def _items(view: QTreeWidget):
    stack = [view.topLevelItem(i) for i in range(view.topLevelItemCount())]
    while stack:
        item = stack.pop()
        yield item
        stack += [item.child(i) for i in range(item.childCount())]


# -- the command line -----------------------------------------------------------------------------

ESCAPES = "\x1b[2J\x1b]0;title\x07\x00\r\u202eend"


def test_printable_escapes_control_characters_and_keeps_the_layout():
    from model.terminal import printable

    assert printable("a\tb\nc") == "a\tb\nc"
    assert printable(ESCAPES) == "\\u001b[2J\\u001b]0;title\\u0007\\u0000\\u000d\\u202eend"
    assert printable("Bruno Díaz — 漢字") == "Bruno Díaz — 漢字"
    assert json.loads(json.dumps("x") .replace("x", printable("\x7f\x9b"))) == "\x7f\x9b"  # still JSON


def test_printable_escapes_exactly_the_control_characters_wherever_they_stand():
    """Every character, alone and amid plain and accented text: the controls (but tab and line feed), DEL,
    the C1 controls and the bidirectional overrides and isolates are escaped, nothing else is."""
    from model.terminal import printable

    controls = {*range(0x09), *range(0x0b, 0x20), *range(0x7f, 0xa0), *range(0x202a, 0x202f), *range(0x2066, 0x206a)}
    for code in range(0x110000):
        c = chr(code)
        shown = f"\\u{code:04x}" if code in controls else c
        assert printable(f"ok: Díaz {c}…") == f"ok: Díaz {shown}…", hex(code)
        if code < 0x3000:
            assert printable(c) == shown and printable(f"unit {c}\n") == f"unit {shown}\n", hex(code)


def _event_naming(tmp_path: Path, table: str, player: str) -> Path:
    folder = tmp_path / "event"
    shutil.copytree(EXAMPLES / "kensei-event", folder)
    data = json.loads((folder / "event.json").read_text(encoding="utf-8"))
    data["rounds"][0]["tables"][0]["table"] = table
    data["players"][0]["name"] = player
    (folder / "event.json").write_text(json.dumps(data), encoding="utf-8")
    return folder / "event.json"


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_validate_prints_names_with_escapes_and_nul_as_text(tmp_path, capsys, fmt):
    from editor.cli import main

    event = _event_naming(tmp_path, "tables/missing.json", f"Aiko {ESCAPES}")  # a file name with them is refused
    code = main(["validate", "--jobs", "1", "--format", fmt, str(event)])
    out, err = capsys.readouterr()
    assert code in (1, 2)
    for raw in ("\x1b", "\x00", "\x07", "\r", "\u202e"):
        assert raw not in out + err
    assert "\\u001b[2J" in out
    if fmt == "json":
        assert json.loads(out)["exit"] == code  # still one valid JSON document


def test_a_file_name_with_escapes_is_printed_as_text_and_the_streams_are_given_back(capsys, tmp_path):
    import sys

    from editor.cli import main

    before = sys.stdout, sys.stderr
    assert main(["validate", str(tmp_path / "\x1b[31mred\x00.json")]) == 2
    _, err = capsys.readouterr()
    assert "\x1b" not in err and "\x00" not in err and "\\u001b[31mred\\u0000.json" in err
    assert (sys.stdout, sys.stderr) == before
