"""Words a user understands: no finding of a shipped example names a thing by its internal id
("marker-2", "zone-a", "entry-1") where it has a display name; findings say the label or the
kind's name instead."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from model.files import load
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
# the Spanish examples (examples/es/) give the same findings (tests/test_spanish_output.py); their
# findings read in English here would hold English words beside the Spanish labels; the generator's
# stock and targets files (examples/generate/) are inputs of a command, not documents to check
EXAMPLES = sorted((ROOT / "examples").glob("*.json")) + sorted(
    p for p in (ROOT / "examples").glob("*/*.json") if p.parent.name not in ("es", "generate"))


def _named_things(doc) -> dict[str, str]:
    """Internal id -> the name a person reads, for every object of the document with a name."""
    out = {}
    for attr in ("pieces", "zones", "markers", "entries", "profiles", "players", "commands", "rounds"):
        for key, obj in (getattr(doc, attr, None) or {}).items():
            name = getattr(obj, "label", None) or getattr(obj, "name", None)
            if isinstance(key, str) and name:
                out[key] = str(name)
    return out


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_findings_name_things_by_their_display_names(path):
    doc = load(path)
    if getattr(doc, "KIND", "") == "catalogue" and not getattr(doc, "ruleset", None):
        return
    named = _named_things(doc)
    for f in validate(doc, path=str(path)):
        for key in set(f.subjects) & set(named):
            if key == named[key] or key.lower() in named[key].lower():
                continue  # an id that is its own name ("Greta") is a name
            assert not re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", f.message), \
                f"{path.name}: {f.rule} shows the id {key!r} of {named[key]!r}: {f.message}"


# -- on screen: the words of a tab -----------------------------------------------------------------

def _texts_on_screen(root) -> list[str]:
    """Every text a person reads in ``root``: labels, buttons, group titles, combo boxes, tree and
    table cells and headers."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel):
            plain = QTextDocument()
            plain.setHtml(w.text())
            out.append(plain.toPlainText() if "<" in w.text() else w.text())
        elif isinstance(w, (QAbstractButton, QLineEdit)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            stack = [w.rootIndex()]
            while stack:
                parent = stack.pop()
                for row in range(model.rowCount(parent)):
                    for col in range(model.columnCount(parent)):
                        index = model.index(row, col, parent)
                        out.append(str(model.data(index, Qt.DisplayRole) or ""))
                        if col == 0 and model.hasChildren(index):
                            stack.append(index)
    return [t for t in out if t]


def ids_on_screen(root, named: dict[str, str]) -> list[str]:
    """The texts of ``root`` that show an internal id (case and all) where its object has another name."""
    out, names = [], sorted(set(named.values()), key=len, reverse=True)
    for text in _texts_on_screen(root):
        rest = text
        for name in names:  # a name that holds an id's word ("Halberdier sergeant") is a name
            rest = rest.replace(name, " ")
        for key, name in named.items():
            if key != name and re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", rest):
                out.append(f"{text!r} shows the id {key!r} of {name!r}")
    return out


def test_an_army_tab_names_its_campaign_player_and_entries(main_window, qtbot):
    """The campaign line names the player as the map does ("Greta"), never the map's id ("greta")."""
    from PySide6.QtWidgets import QLabel

    path = ROOT / "examples" / "piedras-army-greta.json"
    army = load(path)
    named = (_named_things(army) | _named_things(load(path.parent / army.catalogue))
             | _named_things(load(path.parent / army.campaign.file)))
    editor = main_window.open_path(path)
    label = editor.findChild(QLabel, "army-campaign")
    qtbot.waitUntil(lambda: "Greta" in label.text())
    editor.validator.wait()
    qtbot.wait(50)
    assert not ids_on_screen(main_window, named), ids_on_screen(main_window, named)
    assert "Greta" in editor.points.text()
