"""Work off the interface thread: every worker the editor starts (live checks, sight analyses,
Check Event, catalogue reads) runs here, in one Python thread pool.

A worker never touches a Qt object of the interface. It posts its outcome to one relay object
that belongs to the application and outlives every worker; the relay runs the owner's callback
on the interface thread, and only while the owner (a widget, a validator) is still alive and the
task was not cancelled. The pool is cancelled and waited for when the application quits (before
Qt and the interpreter are torn down), and each owner cancels and waits for its own tasks when
its document closes: no worker is left running into a dead object at exit. While the workers
exist, reference cycles are collected on the interface thread only (:mod:`editor.collector`).
"""
from __future__ import annotations

import concurrent.futures
import os
import threading
import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from . import collector


class Cancelled(Exception):
    """Raised inside a task that was asked to stop (``task.check()``)."""


class _Relay(QObject):
    """Lives on the interface thread as long as the application: workers post to it."""

    posted = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.posted.connect(self._run, Qt.QueuedConnection)

    @staticmethod
    def _run(call) -> None:
        call()


class Task:
    """One piece of work on a worker: :meth:`cancel` asks it to stop (it reports nothing more),
    :meth:`wait` blocks until it has ended."""

    def __init__(self, pool: Workers, owner: QObject | None):
        self._pool = pool
        self._owner = weakref.ref(owner) if owner is not None else None
        self._cancel = threading.Event()
        self.future: concurrent.futures.Future | None = None

    @property
    def cancel_event(self) -> threading.Event:
        """Set when the task is asked to stop (for work that polls an event)."""
        return self._cancel

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()
        if self.future is not None:
            self.future.cancel()  # not started yet: it never will

    def check(self) -> None:
        """Raise :class:`Cancelled` when the task was asked to stop (for the work to call)."""
        if self._cancel.is_set():
            raise Cancelled()

    def done(self) -> bool:
        return self.future is None or self.future.done()

    def wait(self, seconds: float | None = 30.0) -> bool:
        """Block until the work has ended (its report, if any, is then waiting in the event
        queue); True when it has."""
        if self.future is None:
            return True
        concurrent.futures.wait([self.future], timeout=seconds)
        return self.future.done()

    def owner_alive(self) -> bool:
        if self._owner is None:
            return True
        owner = self._owner()
        return owner is not None and shiboken6.isValid(owner)

    def post(self, callback: Callable | None, *args) -> None:
        """Run ``callback(*args)`` on the interface thread, unless the task is cancelled (then or
        by the time it would run) or its owner is gone."""
        if callback is None or self.cancelled:
            return

        def call():
            if not self.cancelled and self.owner_alive():
                callback(*args)

        self._pool.post(call)


class Workers:
    """The application's worker threads and the relay they report through."""

    def __init__(self, threads: int | None = None):
        app = QCoreApplication.instance()
        self._collecting = False
        self._relay = _Relay(app)
        if app is not None:
            self._relay.moveToThread(app.thread())
            app.aboutToQuit.connect(self.shutdown)
            # a worker must never be the thread that frees the interface's cyclic garbage
            collector.start()
            self._collecting = True
        self._threads = threads or max(2, min(4, os.cpu_count() or 2))
        self._executor = self._new_executor()
        self._tasks: weakref.WeakSet[Task] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._closed = False
        # at interpreter exit, before the pool's own threads are joined: cancel what still runs
        register = getattr(threading, "_register_atexit", None)
        if register is not None:
            register(self.shutdown)

    def _new_executor(self) -> concurrent.futures.ThreadPoolExecutor:
        return concurrent.futures.ThreadPoolExecutor(self._threads, thread_name_prefix="wartable-worker")

    def post(self, call: Callable[[], None]) -> None:
        with self._lock:
            if self._closed or not shiboken6.isValid(self._relay):
                return
            self._relay.posted.emit(call)

    def submit(self, fn: Callable[[Task], object], *, owner: QObject | None = None,
               done: Callable | None = None, failed: Callable | None = None) -> Task:
        """Run ``fn(task)`` on a worker; its result goes to ``done(result)``, an exception to
        ``failed(exc)`` (both on the interface thread, never after ``task.cancel()``)."""
        task = Task(self, owner)
        # the work and its callbacks hold the owner's objects (an editor, its widgets): the worker reads
        # them from this list and never keeps them, and the list is emptied on the interface thread once
        # the work has ended, so that the last reference to one of them is never dropped on the worker
        # (a widget freed there is deleted off the interface thread); a cancelled task, whose report is
        # not delivered, holds the only other references
        held = [fn, done, failed]

        def work():
            try:
                try:
                    result = held[0](task)
                except Cancelled:
                    return None
                except Exception as exc:  # a broken document or rule must not take the editor down
                    task.post(held[2], exc)
                    return None
                task.post(held[1], result)
                return result
            finally:  # after the reports, so that it runs after them
                self.post(held.clear)

        with self._lock:
            if self._closed:
                task.cancel()
                return task
            self._tasks.add(task)
            task.future = self._executor.submit(work)
        return task

    def running(self) -> list[Task]:
        with self._lock:
            return [t for t in self._tasks if not t.done()]

    def wait(self, seconds: float = 30.0) -> bool:
        """Block until every task has ended; True when they have."""
        futures = [t.future for t in self.running() if t.future is not None]
        if not futures:
            return True
        _done, pending = concurrent.futures.wait(futures, timeout=seconds)
        return not pending

    def shutdown(self) -> None:
        """The application quits: cancel every task, wait for the running ones, report nothing
        more."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        self._executor.shutdown(wait=True, cancel_futures=True)
        if self._collecting:
            collector.stop()  # none of this pool's workers is left


_WORKERS: Workers | None = None


def workers() -> Workers:
    """The application's workers (made on first use, on the interface thread)."""
    global _WORKERS
    if _WORKERS is None or not shiboken6.isValid(_WORKERS._relay):
        _WORKERS = Workers()
    return _WORKERS


def submit(fn: Callable[[Task], object], **kwargs) -> Task:
    return workers().submit(fn, **kwargs)
