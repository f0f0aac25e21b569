"""Atomic writes, and the removal of what a killed write left behind.

A file is written to a temporary file beside it (``.NAME.XXXXXXXX.tmp``, the eight characters
chosen by :func:`tempfile.mkstemp`), flushed and synced, then renamed over it. While the write
goes on its temporary file is held with an exclusive ``flock``; the lock ends with the process,
so a temporary file nobody holds was left by a write that was killed, and is removed — the next
time the same file is saved, or when the editor starts — while one still held (another window
saving right now) is left alone. Only names of exactly that pattern are touched.

A save replaces only a file, or creates one where there is nothing: a path naming a folder, a
device, a named pipe or a socket (itself or through a symbolic link) is refused with
:class:`NotAFileError` before anything is written, and checked again just before the rename. The
temporary file is always made in the folder named, so nothing is written anywhere else.
"""
from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from glob import escape as glob_escape
from pathlib import Path

try:
    import fcntl
except ImportError:  # not POSIX: a temporary file is taken for dead only when long untouched
    fcntl = None

#: Where locks are not available: a temporary file older than this was left by a killed write.
DEAD_TEMPORARY_SECONDS = 600

# what mkstemp puts between the prefix and the suffix (tempfile._RandomNameSequence)
_RANDOM = re.compile(r"[a-z0-9_]{8}")


class NotAFileError(OSError):
    """A save was asked to replace something that is not a file (a folder, a device, a pipe...).
    ``strerror`` and ``str()`` say what it is, in the chosen language; ``filename`` is the path."""

    def __init__(self, path: str | Path, reason: str):
        super().__init__(errno.EEXIST, reason, str(path))

    def __str__(self) -> str:
        return self.strerror


def not_a_file_reason(mode: int) -> str | None:
    """Why a save must not replace what has ``mode`` (an ``os.stat`` mode), or None for a file."""
    from .i18n import msg

    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return msg("atomic.folder", "it is a folder, not a file (a save replaces only a file)")
    if stat.S_ISFIFO(mode):
        return msg("atomic.fifo", "it is a named pipe (FIFO), not a file (a save replaces only a file)")
    if stat.S_ISSOCK(mode):
        return msg("atomic.socket", "it is a socket, not a file (a save replaces only a file)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return msg("atomic.device", "it is a device, not a file (a save replaces only a file)")
    return msg("atomic.special", "it is not a file (a save replaces only a file)")


def check_target(path: str | Path) -> None:
    """Raise :class:`NotAFileError` unless ``path`` names a file (or a link to one) or nothing."""
    try:
        st = os.stat(path)  # through a link: a link to a device is a device
    except FileNotFoundError:
        return  # nothing there (or a dangling link, which the rename replaces): a new file
    except NotADirectoryError:
        return  # the folder part is not a folder: the temporary file cannot be made either
    reason = not_a_file_reason(st.st_mode)
    if reason is not None:
        raise NotAFileError(path, reason)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _held_temporary(folder: Path, name: str) -> tuple[int, str]:
    """A new temporary file for ``name`` in ``folder``, open and locked by this process."""
    while True:
        fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
        if fcntl is None:
            return fd, tmp
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            # a cleaner that took the name for dead between mkstemp and the lock removed it: again
            if os.path.samestat(os.stat(tmp), os.fstat(fd)):
                return fd, tmp
        except FileNotFoundError:
            pass
        os.close(fd)


def write_atomic(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a crash leaves the old file or the new one, never half,
    and at most a temporary file that the next save or start removes."""
    with _replacing(path) as (fd, _tmp):
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]


@contextmanager
def writing(path: str | Path) -> Iterator[Path]:
    """A temporary file beside ``path`` for a writer that takes a file name (a PDF or image writer),
    held like :func:`write_atomic`'s: when the block ends it becomes ``path``, whole; on an error
    (or a cancel) it is removed and ``path`` stays as it was."""
    with _replacing(path) as (_fd, tmp):
        yield Path(tmp)


@contextmanager
def _replacing(path: str | Path) -> Iterator[tuple[int, str]]:
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    check_target(path)
    fd, tmp = _held_temporary(folder, path.name)
    try:
        yield fd, tmp
        os.fsync(fd)
        check_target(path)  # what was a file when the save began may have been replaced since
        try:
            mode = path.stat().st_mode & 0o777
        except FileNotFoundError:
            mode = 0o666 & ~_umask()
        os.fchmod(fd, mode) if hasattr(os, "fchmod") else os.chmod(tmp, mode)
        os.replace(tmp, path)  # still locked: no cleaner can take it for dead before it has its name
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    finally:
        os.close(fd)
    remove_dead_temporaries(path)
    try:  # make the rename itself durable
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def is_temporary_name(file_name: str, name: str) -> bool:
    """Whether ``file_name`` is the name of a temporary file of a write of ``name``."""
    prefix = f".{name}."
    return (file_name.startswith(prefix) and file_name.endswith(".tmp")
            and _RANDOM.fullmatch(file_name[len(prefix):-4]) is not None)


def remove_dead_temporaries(path: str | Path) -> list[Path]:
    """Remove the temporary files that killed writes of ``path`` left beside it; those a live
    write holds stay. Returns what was removed. Never raises: a folder that cannot be read keeps
    its files."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    return _remove_dead(folder, f".{glob_escape(path.name)}.*.tmp", lambda name: is_temporary_name(name, path.name))


_ANY_TEMPORARY = re.compile(r"\.(.+)\.[a-z0-9_]{8}\.tmp")


def remove_dead_temporaries_in(folder: str | Path, wanted) -> list[Path]:
    """Remove, in ``folder``, the temporary files of Wartable's pattern that killed writes left of
    the files whose name ``wanted(name)`` accepts (a document and its exports); those held stay."""
    return _remove_dead(Path(folder), ".*.tmp",
                        lambda name: (m := _ANY_TEMPORARY.fullmatch(name)) is not None and wanted(m[1]))


def _remove_dead(folder: Path, pattern: str, ours) -> list[Path]:
    try:
        candidates = [p for p in folder.glob(pattern) if ours(p.name)]
    except (OSError, ValueError):
        return []
    removed = []
    for tmp in candidates:
        try:
            if _remove_if_dead(tmp):
                removed.append(tmp)
        except OSError:
            pass
    return removed


def _remove_if_dead(tmp: Path) -> bool:
    st = os.lstat(tmp)
    if not stat.S_ISREG(st.st_mode):  # a link, a folder or a pipe of that name is not ours
        return False
    if fcntl is None:
        if time.time() - st.st_mtime <= DEAD_TEMPORARY_SECONDS:
            return False
        tmp.unlink()
        return True
    fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    try:
        if not os.path.samestat(st, os.fstat(fd)):
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False  # a save going on right now holds it
        # removed while locked: a writer that created it and locks it only now finds its name
        # gone and takes a new one
        tmp.unlink()
        return True
    finally:
        os.close(fd)
