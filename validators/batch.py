"""Validating many files at once: ``wartable validate FOLDER``.

Every file is loaded and validated as :func:`validators.validate` would, inside
:func:`model.pins.pinned`, so the rulesets and catalogues the files share are
read once per run. A large folder is split into contiguous parts checked by
forked worker processes while this process checks the first part; results come
back in the order of the paths. A file's findings are rendered (to dicts, lines of
text, a JSON array...) where they were found, so only plain data crosses between
processes.
"""
from __future__ import annotations

import gc
import os
import signal
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterator, Sequence

from model import files, pins
from model.army import Catalogue
from model.errors import DocumentError
from model.i18n import forget_messages
from model.pins import pinned

from .findings import Finding, Severity
from .registry import validate

#: Below this many files per process, starting a worker costs more than it saves: a forked worker
#: costs about 3 ms to start, send its results and end (a process of the command's size on a
#: 2-core machine), the time this process takes to check about 60 army lists; a second process
#: saves the time of half the files, so it pays from about 120 lists, and more surely from 200 per
#: process (a table or campaign file takes longer, so the same number pays more surely still).
FILES_PER_JOB = 200

#: A file's findings (at least one) -> what its FileResult keeps of them.
Render = Callable[[list[Finding]], Any]


def as_dicts(findings: list[Finding]) -> list[dict]:
    return [f.to_dict() for f in findings]


@dataclass(slots=True)
class FileResult:
    """What a batch run reports for one file."""

    file: str
    findings: Any = ()  # the file's findings as the render function made them; () when it has none
    errors: int = 0
    warnings: int = 0
    unreadable: str | None = None  # one line naming the file, when it cannot be checked


def json_files(paths: Sequence[str]) -> list[str]:
    """The files named, and every ``*.json`` file under the folders named (sorted, a folder's
    files before its subfolders')."""
    out: list[str] = []
    for p in paths:
        if not os.path.isdir(p):
            out.append(os.fspath(p))
            continue
        _json_files_in(os.fspath(p), out)
    return out


def _by_name(entry: os.DirEntry) -> str:
    return entry.name


def _json_files_in(top: str, out: list[str]) -> None:
    """:func:`json_files` of one folder and those under it, in the order ``os.walk`` gives (a folder
    it cannot read is left out, a link to a folder is not followed), without its lists of every name
    and path: each folder's entries are read once, and only the ``*.json`` files get a path (half
    the time on a folder of 1,000 lists)."""
    stack = [top]
    while stack:
        files: list[os.DirEntry] = []
        folders: list[os.DirEntry] = []
        try:
            with os.scandir(stack.pop()) as entries:
                for entry in entries:
                    try:
                        is_folder = entry.is_dir()
                    except OSError:
                        is_folder = False
                    if is_folder:
                        folders.append(entry)
                    elif entry.name.endswith(".json"):
                        files.append(entry)
        except OSError:
            continue
        files.sort(key=_by_name)
        out += [entry.path for entry in files]
        folders.sort(key=_by_name, reverse=True)  # the first on top of the stack
        stack += [entry.path for entry in folders if not entry.is_symlink()]


def _unreadable(path: str, exc: Exception) -> FileResult:
    if isinstance(exc, DocumentError):
        return FileResult(path, unreadable=str(exc))
    # a bug must still name the file, not print a traceback
    return FileResult(path, unreadable=f"{path}: could not be checked ({type(exc).__name__}: {exc})")


def _load(path: str):
    hit = pins.get(("file", path))  # read already in this run (an event's own check reads its tables)
    if hit is not None:
        return hit
    try:
        return files.load(path)
    except DocumentError as exc:
        return _generator_input(path, exc)
    except Exception as exc:
        return _unreadable(path, exc)


def _generator_input(path: str, exc: DocumentError) -> FileResult:
    """A file that is no document: a terrain stock or targets file (``wartable generate``'s inputs,
    docs/generate.md) is checked against its own format and has no findings; anything else stays
    unreadable with the document's reason."""
    if exc.field != "format":
        return _unreadable(path, exc)
    from model.stock import check_generator_input

    try:
        return FileResult(path) if check_generator_input(path) else _unreadable(path, exc)
    except DocumentError as problem:
        return _unreadable(path, problem)
    except Exception:
        return _unreadable(path, exc)


def _findings(path: str, doc, settings: dict | None, render: Render) -> FileResult:
    if isinstance(doc, FileResult):  # could not be loaded
        return doc
    try:
        findings = [] if isinstance(doc, Catalogue) and not doc.ruleset else \
            validate(doc, settings=settings, path=path)
    except Exception as exc:
        return _unreadable(path, exc)
    out = FileResult(path)
    if findings:
        errors = warnings = 0
        for i, f in enumerate(findings):
            if f.file is None:  # each names its file
                findings[i] = f = replace(f, file=path)
            sev = f.severity
            if sev is Severity.ERROR:
                errors += 1
            elif sev is Severity.WARNING:
                warnings += 1
        out.errors, out.warnings = errors, warnings
        out.findings = render(findings)
    return out


def check_file(path: str, settings: dict | None = None, render: Render = as_dicts) -> FileResult:
    """Load and validate one file; never raises for a bad file (or a bug): it becomes ``unreadable``."""
    return _findings(path, _load(path), settings, render)


#: Files loaded before any of them is validated: doing one kind of work at a time is about
#: 10% faster on a folder of army lists than alternating per file, and a small block lets
#: the next one reuse the memory the last one freed (larger blocks measured slower).
BLOCK = 32


@contextmanager
def _fewer_collections() -> Iterator[None]:
    """Collect young objects every 20,000 allocations instead of 700 during a batch.

    A batch makes many small objects that die with their file and form no reference cycles
    (tests check a run leaves no garbage), so the frequent young-generation collections
    only cost time (about 2%).
    """
    old = gc.get_threshold()
    gc.set_threshold(max(old[0], 20_000), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)


def _check_all(paths: Sequence[str], settings: dict | None, render: Render) -> list[FileResult]:
    out: list[FileResult] = []
    with pinned(), _fewer_collections():  # shared rulesets and catalogues are read once per run
        for i in range(0, len(paths), BLOCK):
            block = paths[i:i + BLOCK]
            docs = [_load(p) for p in block]
            out += [_findings(p, d, settings, render) for p, d in zip(block, docs)]
    return out


def can_fork() -> bool:
    """Worker processes are forked, so they start with everything already imported and loaded.
    Elsewhere a worker would re-import the whole program, which costs more than it saves here."""
    # not asked of multiprocessing: it is imported only when a worker is forked (a run in one
    # process, most runs, does without it); Linux always has fork
    return sys.platform == "linux" and hasattr(os, "fork")


def usable_cores(cgroup: str = "/sys/fs/cgroup") -> int:
    """The cores this process may run on: those it is pinned to (``os.sched_getaffinity``), no more
    than a container's CPU quota allows (cgroup ``cpu.max``, or ``cpu.cfs_quota_us`` in cgroup v1)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    quota = cpu_quota(cgroup)
    return max(1, min(cores, int(quota + 0.5))) if quota is not None else cores


def cpu_quota(cgroup: str = "/sys/fs/cgroup") -> float | None:
    """How many cores' time a container's quota allows (1.5 for "150000 100000"); None without one."""
    for name, read in (("cpu.max", lambda t: t.split()), ("cpu/cpu.cfs_quota_us", None)):
        try:
            with open(os.path.join(cgroup, name), encoding="ascii") as fh:
                text = fh.read()
            if read is None:  # cgroup v1: the quota and the period in two files
                with open(os.path.join(cgroup, "cpu/cpu.cfs_period_us"), encoding="ascii") as fh:
                    fields = [text.strip(), fh.read().strip()]
            else:
                fields = read(text)
            quota, period = float(fields[0]), float(fields[1])
        except (OSError, ValueError, IndexError):  # no such file, "max", "-1": no quota
            continue
        if quota > 0 and period > 0:
            return quota / period
    return None


def running_now(loadavg: str = "/proc/loadavg", reads: int = 3) -> float | None:
    """How many other tasks are running or waiting for a core right now: the kernel's count of
    runnable tasks (``/proc/loadavg``'s fourth field, "running/total") less this process, the median
    of a few reads a fifth of a millisecond apart; None where the system does not say. Unlike the
    one-minute load average, it does not count what this process (or a run of it just before) kept
    busy, nor work that has already ended."""
    counts = []
    for i in range(reads):
        try:
            with open(loadavg, encoding="ascii") as fh:
                running = int(fh.read().split()[3].split("/")[0])
        except (OSError, ValueError, IndexError):
            return None
        counts.append(max(0, running - 1))
        if i + 1 < reads:
            time.sleep(0.0002)
    return _median(counts)


def idle_cores(cores: int | None = None, load: float | None = None) -> int:
    """The usable cores (``cores``, by default :func:`usable_cores`) that other work is not already
    keeping busy (``load``, by default :func:`running_now`, else the one-minute load average), at least
    one: a worker on a core another program uses only slows both down. A core counts as idle when less
    than half of it is used (2 cores at a load of 0.4: 2 idle; at 0.7: 1)."""
    cores = usable_cores() if cores is None else cores
    if load is None:
        load = running_now()
    if load is None:
        try:
            load = os.getloadavg()[0]
        except (AttributeError, OSError):  # no load average on this platform
            load = 0.0
    return max(1, min(cores, int(cores - load + 0.5)))


def default_jobs(n_files: int, cores: int | None = None) -> int:
    """Processes for ``n_files``: one per idle core (``cores``, by default :func:`idle_cores`),
    when workers can fork and each gets enough files to pay for its start (:data:`FILES_PER_JOB`);
    else one."""
    if not can_fork() or n_files < 2 * FILES_PER_JOB:
        return 1
    cores = idle_cores() if cores is None else cores
    return max(1, min(cores, n_files // FILES_PER_JOB))


def _median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return float(ordered[mid]) if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


#: With the processes left to choose (``check_files(jobs=None)``), this process checks the first
#: files itself and reads the cores busy now (:func:`running_now`) :data:`LOAD_READS` times while
#: it does, spread over those files (a few milliseconds): the kernel's count of running tasks is
#: an instant's, and on a busy machine one instant often misses a task that is running or catches
#: one passing through. The files are checked as they would be anyway (they warm the rules, the
#: ruleset and the catalogue the workers then inherit).
FIRST_FILES = 16
LOAD_READS = 8


def choose_jobs(n_files: int, loads: Sequence[float | None], cores: int | None = None) -> int:
    """Processes for ``n_files`` files left to check: one per core idle by the median of ``loads``
    (readings of :func:`running_now`; the one-minute load average where none was possible) among
    the usable ``cores`` (by default :func:`usable_cores`), when workers can fork and each gets
    enough files to pay for its start (:data:`FILES_PER_JOB`); else one."""
    if not can_fork() or n_files < 2 * FILES_PER_JOB:
        return 1
    known = [x for x in loads if x is not None]
    idle = idle_cores(usable_cores() if cores is None else cores, _median(known) if known else None)
    return max(1, min(idle, n_files // FILES_PER_JOB))


def check_files(paths: Sequence[str], settings: dict | None = None, render: Render = as_dicts,
                jobs: int | None = 1) -> Iterator[FileResult]:
    """A :class:`FileResult` per path, in order, checked by ``jobs`` processes (this one included).

    ``jobs=None`` chooses them (:func:`choose_jobs`) from the load read while this process checks
    the first :data:`FIRST_FILES` files, as ``wartable validate`` does without ``--jobs``.
    """
    paths = list(paths)
    forget_messages()  # each run makes its own (a run in a long session, or a benchmark's next, as the first)
    if jobs is None:
        if not can_fork() or len(paths) < FIRST_FILES + 2 * FILES_PER_JOB:
            jobs = 1
    else:
        jobs = max(1, min(jobs, len(paths))) if can_fork() else 1  # no file: nothing to fork for
    if jobs == 1:
        yield from _check_all(paths, settings, render)
        return
    workers: list = []
    try:
        with pinned(), _fewer_collections():  # the workers inherit the shared files read so far
            if jobs is None:
                first: list[FileResult] = []
                loads = []
                step = FIRST_FILES // LOAD_READS
                for i in range(0, FIRST_FILES, step):
                    loads.append(running_now(reads=1))
                    first += _check_all(paths[i:i + step], settings, render)
                jobs = choose_jobs(len(paths) - FIRST_FILES, loads)
            else:  # warm up here: rules, ruleset and catalogue, inherited by the workers
                first = _check_all(paths[:1], settings, render)
            # contiguous parts, this process's first (it has checked the start of it already)
            cut = [len(paths) * i // jobs for i in range(jobs + 1)]
            parts = [paths[cut[i]:cut[i + 1]] for i in range(jobs)]
            if jobs > 1:
                _start_workers(parts[1:], settings, render, workers)
            first += _check_all(parts[0][len(first):], settings, render)
        yield from first
        for proc, receive, part in workers:
            try:
                results = receive.recv()
            except (EOFError, OSError):
                results = None
            if not isinstance(results, list):
                proc.join()
                why = results if isinstance(results, str) else \
                    f"its worker process stopped with exit code {proc.exitcode}"
                yield from (FileResult(p, unreadable=f"{p}: could not be checked ({why})") for p in part)
                continue
            for p, sent in zip(part, results):
                yield FileResult(p) if sent is None else FileResult(p, *sent)
        for proc, _, _ in workers:  # ending while their results were written: nothing left to wait for
            proc.join()
    finally:
        for proc, receive, _ in workers:
            if proc.is_alive():
                proc.terminate()
                proc.join()
            receive.close()


def _start_workers(parts: list[list[str]], settings: dict | None, render: Render, workers: list) -> None:
    """A forked worker per part, each added to ``workers`` (with its end of the pipe and its part) as
    soon as it exists."""
    import multiprocessing  # only here: a run in one process does without it

    ctx = multiprocessing.get_context("fork")
    for stream in (sys.stdout, sys.stderr):  # a forked worker must not write our pending output again
        if stream is not None:
            stream.flush()
    # what is loaded so far (modules, rules, the shared ruleset and catalogue) is left out of the
    # workers' garbage collections, so they do not copy the memory pages it sits in
    gc.freeze()
    try:
        for part in parts:
            receive, send = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_worker, args=(part, settings, render, send), daemon=True)
            # Ctrl+C is this process's to handle (it ends the workers it knows of): a worker starts with
            # it held back, so one arriving mid-fork is neither lost here nor a traceback there, and it
            # is let through only once the worker is in ``workers``, where the run's end finds it.
            with _ctrl_c_held():
                try:
                    proc.start()
                except BaseException:
                    receive.close()
                    raise
                finally:
                    send.close()
                workers.append((proc, receive, part))
    finally:
        gc.unfreeze()


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Ctrl+C held back for the block and raised at its end, if it came.

    Blocking the signal in this thread is not enough on its own: the kernel hands a signal sent to the
    process to any thread that does not block it (numpy's maths library keeps a few), whose handler
    only marks it for the main thread, which then raises it at its next line of Python, mid-fork. So
    the handler is also replaced for the block by one that only remembers it. A forked worker starts
    with the signal blocked and drops it (:func:`_worker`)."""
    import threading

    if threading.current_thread() is not threading.main_thread():  # signals reach the main thread only
        yield
        return
    came: list[int] = []
    before = signal.signal(signal.SIGINT, lambda signum, frame: came.append(signum))
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)  # one held back in this thread comes now
        signal.signal(signal.SIGINT, before)
    if came:
        if callable(before):
            before(signal.SIGINT, None)
        elif before == signal.SIG_DFL:
            raise KeyboardInterrupt


def _worker(paths: list[str], settings: dict | None, render: Render, send) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # drops a Ctrl+C held back since the fork
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    try:
        # as little as possible crosses back: None for a file with nothing to report (most of them)
        send.send([None if not (r.findings or r.unreadable) else (r.findings, r.errors, r.warnings, r.unreadable)
                   for r in _check_all(paths, settings, render)])
    except BaseException as exc:  # report it in place of the results, as one line per file
        try:
            send.send(f"{type(exc).__name__}: {exc}")
        except Exception:
            pass
    finally:
        send.close()
