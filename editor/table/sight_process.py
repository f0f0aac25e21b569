"""A warm worker process for the sight overlays that follow the hand (:mod:`editor.table.sight_worker`).

The interface thread sends it only what the hand moved and reads its answers when the pipe has
something (a socket notifier, no thread in the editor's interpreter), so the engine's work never
holds the interface's interpreter lock. The process ends with its tab (:meth:`stop`), with the
application (a daemon process) and when the editor's end of the pipe closes, however the editor ends.
"""
from __future__ import annotations

import multiprocessing
import sys
import time

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal


class SightProcess(QObject):
    """One worker process; ``replied(message, seconds)`` for each answer (``seconds`` from the request
    sent to its answer read), ``lost(exitcode)`` once if it dies."""

    replied = Signal(object, float)
    lost = Signal(object)

    def __init__(self, parent=None, nice: int = 0):
        super().__init__(parent)
        from .sight_worker import serve

        ctx = multiprocessing.get_context("spawn")  # a fresh interpreter: nothing of Qt's state is copied
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=serve, args=(child, nice), daemon=True, name="wartable-sight")
        self.process.start()
        child.close()
        self.revision = None  # which of the editor's tables the process holds
        self.ruleset = None
        self.alive = True
        self.sent: dict[int, tuple[str, float]] = {}  # request -> its computation's name, when it was sent
        if sys.platform != "win32":
            self._notifier = QSocketNotifier(self.conn.fileno(), QSocketNotifier.Read, self)
            self._notifier.activated.connect(self._read)
        else:  # a pipe there is no socket: look at it often
            self._notifier = QTimer(self, interval=5)
            self._notifier.timeout.connect(self._read)
            self._notifier.start()

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def send(self, message) -> bool:
        if not self.alive:
            return False
        try:
            self.conn.send(message)
        except (OSError, ValueError):
            self._lose()
            return False
        if message[0] == "run":
            self.sent[message[1]] = (message[2], time.perf_counter())
        return True

    def waiting(self, seq: int) -> bool:
        """Request ``seq`` is not answered yet (and may still be)."""
        return self.alive and seq in self.sent

    def wait_for(self, seq: int, seconds: float) -> None:
        """Read the answers until request ``seq``'s, for at most ``seconds``."""
        end = time.perf_counter() + seconds
        while self.waiting(seq) and time.perf_counter() < end:
            try:
                ready = self.conn.poll(max(0.0, end - time.perf_counter()))
            except (EOFError, OSError):
                ready = True
            if ready:
                self._read()

    def _read(self, *_args) -> None:
        while self.alive:
            try:
                if not self.conn.poll():
                    return
                message = self.conn.recv()
            except (EOFError, OSError):
                self._lose()
                return
            _, seq, name = message[:3]
            sent = self.sent.get(seq)
            for k in [k for k, (n, _t) in self.sent.items() if n == name and k <= seq]:
                del self.sent[k]  # an answer answers the earlier requests of its name too
            self.replied.emit(message, time.perf_counter() - sent[1] if sent is not None else 0.0)

    def _lose(self) -> None:
        if not self.alive:
            return
        self.alive = False
        self._quiet()
        self.process.join(1.0)  # reaped: no zombie
        self.lost.emit(self.process.exitcode)

    def _quiet(self) -> None:
        if isinstance(self._notifier, QSocketNotifier):
            self._notifier.setEnabled(False)
        else:
            self._notifier.stop()

    def stop(self, seconds: float = 0.2) -> None:
        """Ask the process to end, end it if it has not within ``seconds`` (it holds nothing to keep: a
        computation in hand is dropped), and reap it."""
        if self.alive:
            self.alive = False
            self._quiet()
            try:
                self.conn.send(("stop",))
            except (OSError, ValueError):
                pass
        self.process.join(seconds)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(2.0)
        self.conn.close()
