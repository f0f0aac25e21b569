"""The catalogue an army list names, read on a worker: a slow disk, a network folder or a
catalogue near the file size limit never freezes the window. A read that ends within a moment
opens the tab complete; a longer one opens it at once, saying the catalogue is being read, and
fills it in when it arrives."""
from __future__ import annotations

import shiboken6

from model import files

from .background import submit

#: how long opening a list waits for its catalogue before showing the tab without it
WAIT_SECONDS = 0.25


def _read(army, path):
    try:
        return files.load_catalogue_for(army, path), None
    except Exception as exc:  # a DocumentError names the list and its field; anything else still gets said
        return None, str(exc)


class CatalogueRead:
    """One read: :meth:`wait` a moment for it, else :meth:`deliver_to` the editor when it comes."""

    def __init__(self, document, path, owner, problem):
        army = document.snapshot()
        self.result: tuple | None = None
        self._editor = None
        self._problem = problem
        self.task = submit(lambda _task: _read(army, path), owner=owner, done=self._arrived)

    def wait(self, seconds: float = WAIT_SECONDS) -> bool:
        """True, with :attr:`result` set, when the read ended within ``seconds``."""
        future = self.task.future
        if future is None or not self.task.wait(seconds) or future.cancelled():
            return False
        self.result = future.result()
        self.task.cancel()  # taken here: its report is not needed
        return True

    def deliver_to(self, editor) -> None:
        editor.catalogue_pending = True
        editor.refresh()
        self._editor = editor

    def _arrived(self, result) -> None:
        editor = self._editor
        if editor is None or not shiboken6.isValid(editor):
            return
        catalogue, problem = result
        if problem:
            self._problem(problem)
        editor.set_catalogue(catalogue)
