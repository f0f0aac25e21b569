"""Cyclic garbage collected on the interface thread only.

Python looks for reference cycles in whichever thread happens to allocate when a generation's count
crosses its threshold. Once the editor's workers run (:mod:`editor.background`), that is often a worker
(a check importing its rules, a sight analysis building its arrays), and the cycles it frees may hold Qt
objects of the interface: a closed editor's widgets and their Python wrappers. A widget deleted off the
interface thread, while that thread paints or tears down the same objects, takes the application down.

So while the workers exist, automatic collection is off and the interface thread collects on a timer,
by the same generation thresholds Python uses (the approach of pyqtgraph's ``GarbageCollector``; its
module is not imported for it, as importing pyqtgraph costs the start-up more than these lines). A worker
still frees what its own references drop, at once; only the search for cycles waits for the interface
thread's next look at the counts (every :data:`INTERVAL_MS`). A catalogue import that pauses collection
(:func:`model.importers.bsdata.collections_paused`) pauses this one too.
"""
from __future__ import annotations

import gc
import sys

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer

#: How often (ms) the interface thread looks at the collector's counts.
INTERVAL_MS = 500


class _Collector(QObject):
    """The application's timer that runs :func:`collect` on the interface thread."""

    def __init__(self, app: QCoreApplication):
        super().__init__(app)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.setTimerType(Qt.CoarseTimer)
        self._timer.timeout.connect(collect)
        self._timer.start()


_COLLECTOR: _Collector | None = None
#: whether Python's own collection comes back when the collector stops (None: not started)
_ENABLE_AFTER: bool | None = None
#: the pools of workers that started the collector and have not stopped it
_USERS = 0
#: how many objects the oldest generation held after the last whole collection (None: none yet)
_LONG_LIVED: int | None = None


def collect() -> int | None:
    """Collect the generations whose thresholds the counts have crossed, as Python would have: the
    number of unreachable objects found (None when no threshold is crossed, or an import pauses
    collection)."""
    global _LONG_LIVED
    if _import_paused():
        return None
    count0, count1, count2 = gc.get_count()
    t0, t1, t2 = gc.get_threshold()
    if count0 <= t0:
        return None
    # a collection of a generation counts one for the next: the oldest whose count it fills
    generation = 2 if count1 + 1 > t1 and count2 + 1 > t2 else 1 if count1 + 1 > t1 else 0
    if generation == 2:
        # and, as Python, the whole heap only once the objects that survived into the oldest generation
        # since the last whole collection are a quarter of those that were there then (a whole
        # collection of an editor with a few documents open takes tens of milliseconds)
        oldest = len(gc.get_objects(2))
        if _LONG_LIVED is not None and oldest - _LONG_LIVED <= _LONG_LIVED // 4:
            generation = 1
    found = gc.collect(generation)
    if generation == 2:
        _LONG_LIVED = len(gc.get_objects(2))
    return found


def _import_paused() -> bool:
    bsdata = sys.modules.get("model.importers.bsdata")  # not imported for this: no import, no pause
    return bsdata is not None and bsdata.collections_are_paused()


def start() -> None:
    """From now on, cycles are looked for on the interface thread only (call it there, with the
    application made). Each call is one user of the collector (a pool of workers), each to be ended
    by :func:`stop`."""
    global _COLLECTOR, _ENABLE_AFTER, _USERS
    app = QCoreApplication.instance()
    if app is None:
        return
    _USERS += 1
    if _ENABLE_AFTER is None:
        _ENABLE_AFTER = gc.isenabled()
    gc.disable()
    if not active():
        _COLLECTOR = _Collector(app)


def active() -> bool:
    """Whether cycles are looked for on the interface thread's timer."""
    return _COLLECTOR is not None and shiboken6.isValid(_COLLECTOR)


def resume() -> None:
    """Automatic collection is wanted from now on (the start is over): on the interface thread's
    timer while the workers exist, else Python's own."""
    global _ENABLE_AFTER
    if _ENABLE_AFTER is not None:
        _ENABLE_AFTER = True
    else:
        gc.enable()


def stop() -> None:
    """One user of :func:`start` is gone; when none is left (no worker runs), Python's own collection
    is back as it was before the first :func:`start` (or as :func:`resume` asked)."""
    global _COLLECTOR, _ENABLE_AFTER, _USERS
    if _USERS == 0:
        return
    _USERS -= 1
    if _USERS:
        return
    if active():
        _COLLECTOR._timer.stop()
        _COLLECTOR.deleteLater()
    _COLLECTOR = None
    if _ENABLE_AFTER:
        gc.enable()
    _ENABLE_AFTER = None
