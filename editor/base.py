"""What every document tab offers the main window."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QVBoxLayout, QWidget

from .plaintext import escaped
from .qtdocument import QtDocument
from .validation import LiveValidator


class DocumentEditor(QWidget):
    """One open document: its view, docks, menus and live validation.

    The main window shows the editor's :meth:`docks` while its tab is current,
    adds its :meth:`menus` to the menu bar and its :meth:`toolbar_actions` to the
    toolbar, and routes a finding the user picks to :meth:`show_finding`.
    ``statusChanged`` carries status-bar texts: keys ``cursor``, ``zoom``, ``selection``.
    """

    statusChanged = Signal(dict)

    def __init__(self, qdoc: QtDocument, parent: QWidget | None = None, **validator_kwargs):
        super().__init__(parent)
        self.qdoc = qdoc
        self.validator = LiveValidator(qdoc, parent=self, **validator_kwargs)
        from .selection_memory import SelectionMemory

        self.selection_memory = SelectionMemory(qdoc, self.selection_state, self.restore_selection, self)

    def selection_state(self):
        """What is selected, in a form :meth:`restore_selection` takes back (None: nothing to keep)."""
        return None

    def restore_selection(self, state) -> None:
        """Select again what :meth:`selection_state` returned (undo and redo call it)."""

    def docks(self) -> list[QDockWidget]:
        return []

    def menus(self) -> list[QMenu]:
        return []

    def toolbar_actions(self) -> list:
        return []

    def edit_actions(self) -> list:
        """Actions shown in the window's Edit menu under Undo/Redo (cut, copy, paste...);
        None stands for a separator."""
        return []

    def show_finding(self, finding) -> None:
        """Select and bring into view what a finding is about."""

    def before_save(self, target) -> None:
        """Called just before the document is written to ``target`` (a path may need rebasing)."""

    def fit(self) -> None:
        """Fit the whole document in the view."""

    def zoom_by(self, factor: float) -> None:
        """Zoom the view in (factor > 1) or out."""

    def start(self) -> None:
        """Called once the editor is in a window: first validation, first fit."""
        self.validator.start_soon(self)

    def stop(self) -> None:
        """Called when the document closes: end background work (checks, analyses) before the
        editor goes away. Editors with their own workers extend it."""
        self.validator.stop()


class SummaryEditor(DocumentEditor):
    """A plain view for documents without their own editor (army lists, catalogues):
    what they contain and what validation finds."""

    def __init__(self, qdoc: QtDocument, parent: QWidget | None = None, **kwargs):
        super().__init__(qdoc, parent, **kwargs)
        layout = QVBoxLayout(self)
        doc = qdoc.document
        lines = [f"<h2>{escaped(getattr(doc, 'name', ''))}</h2>",
                 f"<p>{doc.KIND} · ruleset <b>{escaped(doc.ruleset)}</b></p>"]
        for name in doc.COLLECTIONS:
            items = doc.collection(name)
            lines.append(f"<p><b>{name}</b>: {len(items)}</p><ul>")
            lines += [f"<li>{escaped(getattr(o, 'label', '') or getattr(o, 'name', '') or o.id)} "
                      f"({escaped(getattr(o, 'profile', ''))}{' x' + str(o.models) if hasattr(o, 'models') else ''})"
                      "</li>" for o in list(items.values())[:200]]
            lines.append("</ul>")
        label = QLabel("".join(lines), self)
        label.setTextFormat(Qt.RichText)  # the document's words in it are escaped
        label.setWordWrap(True)
        layout.addWidget(label)
        layout.addStretch(1)
