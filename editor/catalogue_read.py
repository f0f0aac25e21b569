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


def _attempt(load):
    try:
        return load(), None
    except Exception as exc:  # said to the user by the caller (a DocumentError names file and field)
        return None, exc


def read_while_responsive(parent, load, label: str, cancel: str):
    """``load()`` run on a worker while the window goes on answering (an event loop of its own runs
    meanwhile); a read that lasts shows ``label`` with a ``cancel`` button. Returns ``(value, None)``,
    ``(None, exception)``, or None when cancelled or ``parent`` closed meanwhile."""
    return run_while_responsive(parent, lambda _report: load(), label, cancel)


def run_while_responsive(parent, work, label: str, cancel: str, name: str = "ReadingFile"):
    """``work(report)`` run on a worker as :func:`read_while_responsive` runs a read: the work calls
    ``report(done, total)`` now and then, which moves the progress bar of the dialog shown while it
    lasts (named ``name``) and, once Cancel is pressed, stops the work there. Returns as
    :func:`read_while_responsive` does."""
    from PySide6.QtCore import QEventLoop, Qt
    from PySide6.QtWidgets import QProgressDialog

    loop = QEventLoop()
    got: list = []
    shown: list = []

    def arrived(result) -> None:
        got.append(result)
        loop.quit()

    def show(done: int, total: int) -> None:
        if shown and shiboken6.isValid(shown[0]):
            shown[0].setMaximum(total)
            shown[0].setValue(min(done, total - 1))  # at its maximum the bar would read as finished

    def attempt(task):
        def report(done: int, total: int) -> None:
            task.check()  # Cancel pressed: the work ends here
            task.post(show, done, total)

        return _attempt(lambda: work(report))

    task = submit(attempt, owner=parent, done=arrived)
    future = task.future
    if future is not None and task.wait(WAIT_SECONDS) and not future.cancelled():
        task.cancel()  # taken here: its report is not needed
        return future.result()
    dialog = QProgressDialog(label, cancel, 0, 0, parent)
    shown.append(dialog)
    dialog.setObjectName(name)
    dialog.setWindowModality(Qt.WindowModal)
    dialog.setMinimumDuration(0)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.canceled.connect(loop.quit)
    parent.destroyed.connect(loop.quit)
    dialog.show()
    loop.exec()
    if shiboken6.isValid(dialog):
        dialog.canceled.disconnect(loop.quit)
        dialog.close()
        dialog.deleteLater()
    if not got:
        task.cancel()
        return None
    return got[0]
