"""The app in Spanish, walked as a Spanish-speaking organiser would: every kind of tab with each of
its panels in front, every dialog, the file dialogs: no English word left, neither Wartable's nor
Qt's own ("Look in", "Files of type")."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDockWidget, QFileDialog, QGroupBox, QHeaderView, QLabel,
                               QLineEdit, QTabBar, QWidget)

ROOT = Path(__file__).resolve().parent.parent
ES = ROOT / "examples" / "es"
WORD = re.compile(r"[A-Za-zÀ-ÿ]{4,}")

#: Qt's own words in its standard dialogs (the file dialog's labels and buttons)
QT_ENGLISH = ("Look in", "File name", "Files of type", "Cancel", "Open", "Save", "Back", "Forward", "Parent Directory",
              "Create New Folder", "List View", "Detail View", "Close", "Apply", "Reset", "Discard", "Yes", "No")


def _words(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(re.sub(r"<[^>]+>|&\w+;", " ", text or ""))}


def _spanish_words(text: str) -> set[str]:
    """The words of a Spanish text, less what it quotes as written ('documents', a file name)."""
    return _words(re.sub(r"'[^']*'|\([^)]*\.md\)", " ", text or ""))


def _strings(data) -> list[str]:
    """The texts of a document (names, labels, notes), not its ids and fixed words ("pointy")."""
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in _strings(v)]
    return [data] if isinstance(data, str) and not re.fullmatch(r"[a-z0-9_.-]+", data) else []


@lru_cache(maxsize=1)
def english_only() -> frozenset[str]:
    """Words of Wartable's and Qt's English texts that no Spanish text uses (names such as
    "Kensei", "Wartable" or "Tiled" read the same in both and are left out)."""
    import xml.etree.ElementTree as ET

    english, spanish = set(), set()
    for ts in (ROOT / "resources" / "translations" / "es").glob("*.ts"):
        for m in ET.parse(ts).getroot().iter("message"):
            english |= _words(m.findtext("source") or "")
            spanish |= _spanish_words(" ".join(t.text or "" for t in m.iter("translation")))
            spanish |= _spanish_words(" ".join(t.text or "" for t in m.iter("numerusform")))
    for js in (ROOT / "resources" / "messages" / "es").glob("*.json"):
        for entry in json.loads(js.read_text("utf-8")).values():
            if isinstance(entry, dict):
                english |= _words(str(entry.get("source", "")))
                spanish |= _spanish_words(str(entry.get("text", "")))
    for phrase in QT_ENGLISH:
        english |= _words(phrase)
    spanish |= _spanish_words((ROOT / "resources" / "help" / "manual.es.html").read_text("utf-8"))
    for doc in ES.rglob("*.json"):  # the names in the Spanish examples (people, places, clans)
        spanish |= _words(" ".join(_strings(json.loads(doc.read_text("utf-8")))))
    for ruleset in (ROOT / "resources" / "rulesets").glob("*.json"):  # game terms kept as the books write them
        data = json.loads(ruleset.read_text("utf-8"))
        spanish |= _words(json.dumps(data.get("translations", {}).get("es", {}), ensure_ascii=False))
    return frozenset(english - spanish)


def texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every text a person reads on ``root``'s visible widgets."""
    out = [("title", root.windowTitle())]
    for w in [root] + root.findChildren(QWidget):
        if not w.isVisibleTo(root) and w is not root:
            continue
        name = f"{type(w).__name__} {w.objectName()!r}"
        out.append((name + " tooltip", w.toolTip()))
        if isinstance(w, QLabel):
            out.append((name, w.text()))
        elif isinstance(w, QAbstractButton):
            out.append((name, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((name, w.title()))
        elif isinstance(w, QComboBox):
            out += [(name, w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append((name + " placeholder", w.placeholderText()))
        elif isinstance(w, QTabBar):
            out += [(name, w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QDockWidget):
            out.append((name, w.windowTitle()))
        elif isinstance(w, QHeaderView) and w.model() is not None:
            out += [(name, str(w.model().headerData(i, w.orientation()) or "")) for i in range(w.count())
                    if w.orientation() == Qt.Horizontal]
    return [(where, text) for where, text in out if text]


#: a file's name or a folder reads as it is called, an address as it is, a language's name as it calls itself
AS_WRITTEN = re.compile(r"[^\s'\"]+\.(json|tmx|tmj|pdf|png|csv)\b|\S*/\S*|\bEnglish\b")


def english_in(root: QWidget) -> list[str]:
    bad = english_only()
    return [f"{where}: {text!r}" for where, text in texts(root) if _words(AS_WRITTEN.sub(" ", text)) & bad]


@pytest.fixture
def spanish(spanish_window, qtbot, monkeypatch):
    """The main window in Spanish at 1400 x 900, as the app was tried."""
    monkeypatch.setenv("WARTABLE_LANG", "es")
    spanish_window.resize(1400, 900)
    return spanish_window


def test_the_detector_finds_an_english_word():
    assert {"documents", "pointy"} <= english_only()  # the words the window showed in Spanish
    assert not {"tesela", "kensei", "wartable"} & english_only()


@pytest.mark.parametrize("example", [None, "kensei-120x120.json", "piedras-4-players.json", "kensei-army-illegal.json",
                                     "kensei-example-catalogue.json", "kensei-event/event.json"])
def test_every_panel_of_every_kind_of_tab_speaks_spanish(spanish, qtbot, example):
    if example:
        spanish.open_path(ES / example)
        qtbot.wait(50)
    problems = english_in(spanish)
    for dock in [d for d in spanish.findChildren(QDockWidget) if not d.isHidden()]:
        dock.raise_()
        qtbot.wait(20)
        problems += english_in(dock)
    assert sorted(set(problems)) == [], "\n".join(sorted(set(problems)))


def _file_dialog(parent, caption, folder, filters) -> QFileDialog:
    dialog = QFileDialog(parent, caption, folder, filters)
    dialog.setOption(QFileDialog.DontUseNativeDialog)
    return dialog


def test_every_dialog_and_the_file_dialogs_speak_spanish(spanish, qtbot, monkeypatch, tmp_path):
    from editor import help as helpmenu
    from editor.campaign.dialogs import NewCampaignDialog, TiledMappingDialog
    from editor.event.new_event import NewEventDialog
    from editor.foldercheck import FolderCheckDialog
    from editor.importdialog import ImportListsDialog
    from editor.preferences import PreferencesDialog
    from editor.printing.dialog import ExportDialog
    from model import tiled_import
    from model.ruleset import load_ruleset

    shown: list[QFileDialog] = []

    def ask(parent, caption="", folder="", filters="", *rest, **kw):
        shown.append(_file_dialog(parent, caption, str(tmp_path), filters))
        return [] if kind == "many" else "", ""

    for name in ("getOpenFileName", "getOpenFileNames", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, name, staticmethod(ask))
    kind = "many"
    spanish.open_dialog()
    kind = "one"
    spanish.open_path(ES / "kensei-120x120.json")
    spanish.save_current(ask=True)
    from editor.campaign.dialogs import import_tiled_dialog

    import_tiled_dialog(spanish)
    table = spanish.editors[-1]
    campaign = spanish.open_path(ES / "piedras-4-players.json")
    tiled = ROOT / "tests" / "data" / "tiled" / "pointy-odd.tmx"
    dialogs = [PreferencesDialog(spanish), NewCampaignDialog(spanish), NewEventDialog(spanish),
               ImportListsDialog(spanish), FolderCheckDialog(ES, spanish),
               helpmenu.show_about(spanish), helpmenu.show_keys(spanish),
               ExportDialog(table.document, table.qdoc.path, spanish, ruleset=table.ruleset),
               ExportDialog(campaign.document, campaign.qdoc.path, spanish, ruleset=campaign.ruleset),
               TiledMappingDialog(tiled_import.read_tiled(tiled), load_ruleset("warhammer-campaign"), spanish)] + shown
    assert len(shown) == 3
    problems = []
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        problems += [f"{type(dialog).__name__}: {p}" for p in english_in(dialog)]
        dialog.close()
    assert sorted(set(problems)) == [], "\n".join(sorted(set(problems)))
    assert any("Buscar en" in t for _, t in texts(shown[0]))  # Qt's own words in Spanish too
