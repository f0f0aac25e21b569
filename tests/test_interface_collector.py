"""Reference cycles are freed on the interface thread, never on a worker: a cycle holding a Qt
widget freed off the interface thread crashes the editor (editor/collector.py)."""
from __future__ import annotations

import gc
import threading

import pytest


class _Cycle:
    """A reference cycle that writes down the thread it is freed on."""

    def __init__(self, freed: list):
        self.me = self
        self.freed = freed

    def __del__(self):
        self.freed.append(threading.current_thread().name)


def _allocate(task) -> list:
    # the containers a check makes and hands back (its findings): many times the youngest
    # generation's threshold, which makes Python look for cycles in the thread that allocates
    return [[i] for i in range(20 * gc.get_threshold()[0])]


def test_a_cycle_dropped_while_a_worker_allocates_is_freed_on_the_interface_thread(qapp, qtbot):
    from editor import collector
    from editor.background import workers

    pool = workers()
    assert collector.active()
    freed: list[str] = []
    gc.collect()  # nothing older waiting: the cycle below is the youngest generation's
    _Cycle(freed)
    task = pool.submit(_allocate)
    assert task.wait(30) and len(task.future.result()) > 0
    assert freed == []  # the worker's allocations looked for no cycles
    qtbot.waitUntil(lambda: freed != [], timeout=5 * collector.INTERVAL_MS + 2000)
    assert freed == [threading.main_thread().name]


def test_a_pool_shut_down_leaves_the_collector_to_the_pools_still_running(qapp):
    from editor import collector
    from editor.background import Workers, workers

    workers()
    other = Workers(threads=1)
    assert other.submit(lambda task: 1).wait(10)
    other.shutdown()
    # the application's own pool still runs workers: Python must not collect in them
    assert collector.active() and not gc.isenabled()


def test_the_collector_waits_while_a_catalogue_import_pauses_collection(qapp):
    from editor import collector
    from editor.background import workers
    from model.importers import bsdata

    workers()
    with bsdata.collections_paused():
        junk = [[i] for i in range(2 * gc.get_threshold()[0])]
        assert collector.collect() is None  # the import's millions of elements are not walked
        del junk
    assert not gc.isenabled()  # the import gave collection back to the interface thread, not to Python
    junk = [[i] for i in range(2 * gc.get_threshold()[0])]
    assert collector.collect() is not None and junk


def _counts_for_a_whole_collection() -> list:
    """Python's counts as they stand when the oldest generation's threshold is crossed; the young
    objects kept (returned) so that the youngest generation's count stays above its threshold."""
    t0, t1, t2 = gc.get_threshold()
    for _ in range(t2 + 1):
        gc.collect(1)
    for _ in range(t1):
        gc.collect(0)
    young = [[i] for i in range(2 * t0)]
    assert gc.get_count()[1:] == (t1, t2 + 1)
    return young


@pytest.mark.parametrize("grown", [False, True])
def test_the_whole_heap_is_walked_only_once_the_oldest_generation_has_grown(qapp, monkeypatch, grown):
    """As Python: a whole collection when the oldest generation's threshold is crossed only if it grew by
    more than a quarter since the last one (one takes tens of milliseconds on the interface thread)."""
    from editor import collector
    from editor.background import workers

    workers()
    oldest = len(gc.get_objects(2))
    monkeypatch.setattr(collector, "_LONG_LIVED", oldest // 2 if grown else oldest)
    young = _counts_for_a_whole_collection()
    assert collector.collect() is not None and young
    walked_all = gc.get_count()[2] == 0
    assert walked_all is grown


@pytest.fixture(autouse=True)
def _no_cycles_left():
    yield
    gc.collect()


def test_a_cancelled_tasks_callbacks_are_let_go_on_the_interface_thread(qapp, qtbot):
    """A tab closing cancels its check and drops the editor; the check's worker, finishing after, must
    not hold the last reference to the editor's objects (its callbacks hold them): freed there, a widget
    would be deleted off the interface thread."""
    from editor.background import workers

    freed: list[str] = []
    entered, release = threading.Event(), threading.Event()

    class Owner:
        def __init__(self):
            self.freed = freed

        def done(self, result):
            pass

        def __del__(self):
            self.freed.append(threading.current_thread().name)

    def work(task):
        entered.set()
        release.wait(10)
        return 1

    owner = Owner()
    task = workers().submit(work, done=owner.done, failed=owner.done)
    assert entered.wait(10)
    task.cancel()  # the tab closes
    del owner
    release.set()
    assert task.wait(10)
    qtbot.waitUntil(lambda: freed != [], timeout=5000)
    assert freed == [threading.main_thread().name]
