"""The editor's side of a document: model events as Qt signals, an undo stack, a file path."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack



class QtDocument(QObject):
    """Wraps a model document for the views.

    ``changed`` carries each :class:`model.events.Change`; views follow it and never
    poll. ``undo_stack`` holds every edit; ``modifiedChanged`` follows its clean state.
    """

    changed = Signal(object)
    modifiedChanged = Signal(bool)
    pathChanged = Signal(object)

    def __init__(self, document, path: str | Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.path: Path | None = Path(path) if path else None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(lambda clean: self.modifiedChanged.emit(not clean))
        self._unsubscribe = document.subscribe(self.changed.emit)
        # called with each command just before and just after it is pushed (selection_memory.py)
        self.before_push: list = []
        self.after_push: list = []

    @property
    def kind(self) -> str:
        return self.document.KIND

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        if self.path:
            return self.path.name
        return getattr(self.document, "name", "") or self.tr("Untitled")

    def push(self, command) -> None:
        """Run an edit through the undo stack (the only way views change the model)."""
        for hook in self.before_push:
            hook(command)
        self.undo_stack.push(command)
        for hook in self.after_push:
            hook(command)

    def save(self, path: str | Path | None = None) -> None:
        """Save atomically to ``path`` (or the current path) and mark the document clean."""
        target = Path(path) if path else self.path
        if target is None:
            raise ValueError("no path to save to")
        from model import files

        files.save(self.document, target)
        if target != self.path:
            self.path = target
            self.pathChanged.emit(target)
        self.undo_stack.setClean()

    def close(self) -> None:
        self._unsubscribe()
