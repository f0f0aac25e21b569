"""Undo and redo bring back the selection an edit had.

Before each command is pushed the editor's selection is noted on it, and again once the edit
has settled (the editor may select what it added); undoing a command selects what was selected
before it, redoing one what was selected after it. An editor takes part by giving a function
that returns its selection and one that selects again (see ``DocumentEditor.selection_state``).
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

BEFORE = "_wartable_selection_before"
AFTER = "_wartable_selection_after"


class SelectionMemory(QObject):
    """Follows one document's undo stack for one editor."""

    def __init__(self, qdoc, current, restore, parent=None):
        super().__init__(parent)
        self.qdoc = qdoc
        self.current = current
        self.restore = restore
        self.stack = qdoc.undo_stack
        self._index = self.stack.index()
        self._pushing = False
        qdoc.before_push.append(self._before)
        qdoc.after_push.append(self._after)
        self.stack.indexChanged.connect(self._index_changed)

    def _before(self, command) -> None:
        self._pushing = True
        try:
            if not hasattr(command, BEFORE):
                setattr(command, BEFORE, self.current())
        except (AttributeError, RuntimeError):  # a command that cannot carry it
            pass

    def _after(self, command) -> None:
        self._pushing = False
        self._index = self.stack.index()
        QTimer.singleShot(0, lambda: self._note_after(command))

    def _note_after(self, command) -> None:
        try:
            setattr(command, AFTER, self.current())
        except (AttributeError, RuntimeError):
            pass

    def _index_changed(self, index: int) -> None:
        if self._pushing:
            return
        previous, self._index = self._index, index
        try:
            if index < previous:  # undone: what was selected before the earliest undone command
                self._put_back(self._noted(index, BEFORE))
            elif index > previous:  # redone: what was selected after the last redone command
                self._put_back(self._noted(index - 1, AFTER))
        except RuntimeError:  # the stack or the editor is being taken down with its tab
            pass

    def _noted(self, index: int, which: str):
        command = self.stack.command(index) if 0 <= index < self.stack.count() else None
        while command is not None:  # a macro carries it on its first child
            if hasattr(command, which):
                return getattr(command, which)
            command = command.child(0) if command.childCount() else None
        return None

    def _put_back(self, selection) -> None:
        if selection is not None:
            self.restore(selection)
