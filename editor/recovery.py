"""Crash recovery: every window keeps its autosaved work in a folder of its own, held by a lock.

``recovery/`` (in the user's data folder) holds one folder per running window,
``recovery/<pid>-<random>/``, beside its lock file ``<pid>-<random>.lock`` (a ``QLockFile``,
taken before the folder exists and held while the window lives). A window is offered back only
the work of folders whose lock it can take: their owner is gone (killed, crashed, the machine
stopped). A second window never takes the first, running window's work for lost.

In a folder: ``<key>.json`` (the document as autosaved), ``<key>.meta`` (its file and name) and
``saving-<key>.path`` (the file being saved right now, so that what a killed save leaves beside
it is found and removed at the next start).
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLockFile, QStandardPaths

from model import atomic
from model.jsonutil import loads

# model.files (and what documents bring: shapely, numpy) is imported only when a recovery file is
# written or read, so that a window starts without it; so are hashlib, secrets and shutil, which
# only naming, making and removing recovery files need

#: The lock of recovery files written directly in ``recovery/`` by earlier versions (no owner).
UNOWNED_LOCK = "unowned.lock"


def recovery_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.AppLocalDataLocation) or str(Path.home() / ".wartable")
    return Path(base) / "recovery"


def _key(text: str) -> str:
    import hashlib

    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


#: The name of a window's recovery folder (its lock file adds ``.lock``): nothing else in
#: ``recovery/`` is ever taken for one, locked or removed.
SESSION_NAME = re.compile(r"[0-9]+-[0-9a-f]{8}")


def _lock(path: Path) -> QLockFile | None:
    """``path`` locked by this process, or None when a live process holds it. A lock whose
    process is gone is taken over (Qt checks the process; an old lock of a live one stays theirs,
    since it is held with ``flock`` too). OSError when the lock file cannot be made at all."""
    lock = QLockFile(str(path))
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        raise OSError(f"{path}: cannot be locked ({lock.error().name})")
    return None


@dataclass
class Pending:
    """One document a window that is gone autosaved and never saved."""
    file: Path
    meta: dict
    session: "DeadSession"
    document: object = None  # the document read back, None when it cannot be read
    error: str = ""

    @property
    def name(self) -> str:
        return self.meta.get("name") or self.file.name

    def remove(self) -> None:
        for p in (self.file, self.file.with_suffix(".meta")):
            p.unlink(missing_ok=True)


@dataclass
class DeadSession:
    """The folder of a window that is gone, locked by this one while its work is offered."""
    folder: Path
    lock: QLockFile
    pending: list[Pending] = field(default_factory=list)

    def release(self) -> None:
        """Done with it: an emptied folder goes, one still holding work stays for the next start."""
        _remove_leftovers(self.folder)
        if not self.lock.fileName().endswith(UNOWNED_LOCK) and not any(self.folder.glob("*.json")):
            import shutil

            shutil.rmtree(self.folder, ignore_errors=True)
        self.lock.unlock()


def _remove_leftovers(folder: Path) -> None:
    """What killed writes left in a dead window's folder, and beside the files it was saving."""
    for marker in folder.glob("saving-*.path"):
        try:
            atomic.remove_dead_temporaries(Path(os.fsdecode(marker.read_bytes())))
        except (OSError, ValueError):
            pass
        marker.unlink(missing_ok=True)
    for f in folder.iterdir() if folder.is_dir() else []:
        if f.suffix in (".json", ".meta"):
            atomic.remove_dead_temporaries(f)
            if f.suffix == ".meta" and not f.with_suffix(".json").exists():
                f.unlink(missing_ok=True)  # the name of a document whose recovery file is gone


class RecoverySession:
    """This window's recovery folder, created and locked at the first autosave."""

    def __init__(self, root: Path | None = None):
        self.root = root or recovery_dir()
        self.folder: Path | None = None
        self._lock: QLockFile | None = None
        self._untitled = 0

    # -- this window's own files ---------------------------------------------------
    def _own_folder(self) -> Path:
        if self.folder is None:
            self.root.mkdir(parents=True, exist_ok=True)
            import secrets

            for _ in range(100):  # a name another window holds: take another
                name = f"{os.getpid()}-{secrets.token_hex(4)}"
                lock = _lock(self.root / f"{name}.lock")
                if lock is not None:
                    break
            else:
                raise OSError(f"{self.root}: no recovery folder could be locked")
            (self.root / name).mkdir(exist_ok=True)  # after the lock: no one takes it for dead
            self.folder, self._lock = self.root / name, lock
        return self.folder

    def untitled_key(self) -> str:
        self._untitled += 1
        return f"untitled-{self._untitled}"

    def file_for(self, key: str) -> Path:
        """The recovery file of a document (``key``: its resolved path, or an untitled key)."""
        return self._own_folder() / f"{_key(key)}.json"

    def existing_file_for(self, key: str) -> Path | None:
        if self.folder is None:
            return None
        return self.folder / f"{_key(key)}.json"

    def write(self, key: str, document, original: str | None, name: str) -> Path:
        """Autosave ``document``: its name first, then the document, each atomically."""
        target = self.file_for(key)
        meta = json.dumps({"original": original, "name": name}, ensure_ascii=True)
        atomic.write_atomic(target.with_suffix(".meta"), meta.encode("ascii"))
        from model import files

        files.save(document, target)
        return target

    def drop(self, key: str) -> None:
        f = self.existing_file_for(key)
        if f is not None:
            for p in (f, f.with_suffix(".meta")):
                p.unlink(missing_ok=True)

    def saved(self) -> list[Path]:
        """The recovery files this window holds now."""
        return sorted(self.folder.glob("*.json")) if self.folder is not None and self.folder.is_dir() else []

    def saving(self, path: Path) -> Path:
        """Note that ``path`` is being saved (a kill now leaves a temporary file beside it)."""
        path = os.path.abspath(path)
        marker = self._own_folder() / f"saving-{_key(path)}.path"
        marker.write_bytes(os.fsencode(path))
        return marker

    def close(self) -> None:
        """The window closes properly: its folder goes (the documents were saved or discarded)."""
        if self.folder is not None:
            import shutil

            shutil.rmtree(self.folder, ignore_errors=True)
            self._lock.unlock()
            self.folder = self._lock = None

    def abandon(self) -> None:
        """Let go of the lock and leave the files, as a killed window does (for tests)."""
        if self._lock is not None:
            self._lock.unlock()
            self.folder = self._lock = None

    # -- the work of windows that are gone -------------------------------------------
    def dead_sessions(self) -> list[DeadSession]:
        """The folders of windows that are gone, each locked by this window until released."""
        if not self.root.is_dir():
            return []
        out = []
        try:
            candidates = [(p, self.root / f"{p.name}.lock") for p in sorted(self.root.iterdir())
                          if SESSION_NAME.fullmatch(p.name) and p.is_dir() and not p.is_symlink()
                          and p != self.folder]
            if any(self.root.glob("*.json")):
                candidates.append((self.root, self.root / UNOWNED_LOCK))
        except OSError:
            return []
        for folder, lock_path in candidates:
            try:
                lock = _lock(lock_path)
            except OSError:  # a folder where no lock can be made: left as it is
                continue
            if lock is not None:
                out.append(DeadSession(folder, lock))
        return out

    def pending(self) -> list[Pending]:
        """The work of windows that are gone, read back; what equals its file on disk (saved
        after all) is not lost work and goes at once. The sessions stay locked: call
        :meth:`release` when done."""
        self._dead = self.dead_sessions()
        if not self._dead:
            return []  # the usual start: nothing to read, and nothing of the model imported for it
        from model import files
        from model.errors import DocumentError

        from .validation import load_checks

        load_checks()
        out = []
        for session in self._dead:
            for f in sorted(session.folder.glob("*.json")):
                meta = _read_meta(f.with_suffix(".meta"))
                item = Pending(f, meta, session)
                try:
                    item.document = files.load(f)
                except DocumentError as exc:
                    item.error = str(exc)
                except Exception as exc:  # noqa: BLE001 - a recovery file must never stop the start
                    item.error = f"{f}: {exc}"
                if item.document is not None and _same_as_saved(item.document, meta.get("original")):
                    item.remove()
                    continue
                session.pending.append(item)
                out.append(item)
        return out

    def release(self) -> None:
        for session in getattr(self, "_dead", []):
            session.release()
        self._dead = []
        self._remove_stale_locks()

    def _remove_stale_locks(self) -> None:
        """Lock files of windows that are gone and left no folder."""
        if not self.root.is_dir():
            return
        for lock_path in self.root.glob("*.lock"):
            if not SESSION_NAME.fullmatch(lock_path.stem) or (self.root / lock_path.stem).exists():
                continue
            try:
                lock = _lock(lock_path)
            except OSError:
                continue
            if lock is not None:
                lock.unlock()


def _read_meta(path: Path) -> dict:
    try:
        meta = loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}


def _same_as_saved(document, original) -> bool:
    if not isinstance(original, str) or not original:
        return False
    from model import files

    try:
        return files.load(original) == document
    except Exception:  # noqa: BLE001 - a file that cannot be read is no reason to hide the work
        return False
