"""The documents of a window: opening and saving files, the list of open documents, recent files,
autosave to recovery files and the offer of unsaved work after a crash. The window
(``mainwindow.py``) shows them as tabs with its menus and panels, and hands these tasks here."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from model import atomic, i18n
from model.errors import DocumentError

from .base import DocumentEditor
from .recovery import RecoverySession
from .validation import load_checks

MAX_RECENT = 10


#: what a document's export writes beside it
_PRINTOUTS = (".json", ".pdf", ".png", ".svg", ".geojson", ".txt")


def _printout_of(name: str, stems: set[str]) -> bool:
    """``name`` is a recent document (``table.json``) or one of its exports (``table.pdf``, ``table-2.png``)."""
    stem, dot, ext = name.rpartition(".")
    return bool(dot) and f".{ext}" in _PRINTOUTS and (
        stem in stems or any(stem.startswith(f"{s}-") and stem[len(s) + 1:].isdigit() for s in stems))


class DocumentManager(QObject):
    """The open documents of one window and their files: open, save, recent files, autosave and
    recovery. Dialogs and messages are shown on the window it belongs to."""

    AUTOSAVE_MS = 60_000

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.settings = window.settings
        self.editors: list[DocumentEditor] = []
        self.recovery = RecoverySession()
        self.timer = QTimer(self, interval=self.autosave_ms())
        self.timer.timeout.connect(self.autosave)

    def start_autosave(self) -> None:
        self.timer.start()

    def open_path(self, path: str | Path) -> DocumentEditor | None:
        """Open a file; a clear dialog (no traceback) when it cannot be read. A BattleScribe file
        goes through the importer (File > Import Army Lists), which says what it carried."""
        path = Path(path)
        if path.suffix.lower() != ".json":  # a Wartable document needs none of the importers
            from model.importers import is_battlescribe

            if is_battlescribe(path):
                self.window.import_lists(sources=[path])
                return None
        for editor in self.editors:
            if editor.qdoc.path and editor.qdoc.path.resolve() == path.resolve():
                self.window.tabs.setCurrentWidget(editor)
                return editor
        from model import files

        load_checks()
        try:
            document = files.load(path)
        except DocumentError as exc:
            self.window.show_error(self.tr("Cannot open %s") % path.name, str(exc))
            return None
        except Exception as exc:  # anything unforeseen still gets a dialog, not a traceback
            self.window.show_error(self.tr("Cannot open %s") % path.name, f"{path}: {exc}")
            return None
        self._add_recent(str(path))
        return self.window.add_document(document, path)

    def file_filter(self) -> str:
        """The file dialogs' choice of files, in the window's language."""
        return self.tr("Wartable documents (*.json)") + ";;" + self.tr("All files (*)")

    def open_filter(self) -> str:
        """What File > Open offers: Wartable documents, and BattleScribe files, which go through the
        importer."""
        return ";;".join((self.tr("Wartable documents (*.json)"),
                          self.tr("BattleScribe files, imported (*.ros *.rosz *.cat *.catz *.gst *.gstz)"),
                          self.tr("All files (*)")))

    def suggested_path(self, qdoc) -> Path:
        """Where Save As proposes to save: beside the file under the same name for a saved
        document; a new one in the last folder used, named after the document, ``.json`` once."""
        if qdoc.path:
            return Path(qdoc.path)
        name = qdoc.display_name().strip() or self.tr("Untitled")
        for bad in '/\\:*?"<>|':
            name = name.replace(bad, "-")
        if not name.lower().endswith(".json"):
            name += ".json"
        return Path(self.settings.value("last_dir", str(Path.home()))) / name

    def save_editor(self, editor: DocumentEditor, ask: bool = False, path: str | Path | None = None) -> bool:
        qdoc = editor.qdoc
        target = Path(path) if path else (None if ask else qdoc.path)
        if target is None:
            from PySide6.QtWidgets import QFileDialog  # made when first asked for, not with the window

            suggested = str(self.suggested_path(qdoc))
            chosen, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save As"), suggested, self.file_filter())
            if not chosen:
                return False
            target = Path(chosen)
        before = self._recovery_key(editor)  # an untitled document's, which Save As must not leave behind
        try:  # a kill during the save: the next start removes its temporary file
            marker = self.recovery.saving(target)
        except (OSError, ValueError):  # no recovery folder (a full or read-only disk) never stops a save
            marker = None
        try:
            editor.before_save(target)
            qdoc.save(target)
        except DocumentError as exc:  # a text no file can hold: named, and the document stays as it is
            self.window.show_error(self.tr("Cannot save"), str(exc))
            return False
        except OSError as exc:
            self.window.show_error(self.tr("Cannot save"), f"{target}: {exc.strerror or exc}")
            return False
        except Exception as exc:  # anything unforeseen: the window, the document and its recovery file stay
            self.window.show_error(self.tr("Cannot save"), f"{target}: {exc}")
            return False
        finally:
            if marker is not None:
                marker.unlink(missing_ok=True)
        self._drop_recovery(editor)
        self.recovery.drop(before)
        self._add_recent(str(target))
        self.window.statusBar().showMessage(self.tr("Saved %s") % target, 5000)
        return True

    def maybe_save(self, editor: DocumentEditor) -> bool:
        """Ask to save unsaved changes; False when the user cancels."""
        if not editor.qdoc.is_modified():
            return True
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self.window, self.tr("Unsaved changes"),
            self.tr("%s has unsaved changes. Save them?") % editor.qdoc.display_name(),
            QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)
        if answer == QMessageBox.Save:
            return self.save_editor(editor)
        if answer == QMessageBox.Discard:
            self._drop_recovery(editor)
        return answer == QMessageBox.Discard

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent", [])
        if isinstance(value, str):
            value = [value]
        return [p for p in (value or []) if Path(p).exists()]

    def _add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("recent", recent[:MAX_RECENT])
        self.window._update_recent_menu()

    # -- autosave and recovery -----------------------------------------------------------
    def _recovery_key(self, editor: DocumentEditor) -> str:
        if editor.qdoc.path:
            return str(editor.qdoc.path.resolve())
        if not hasattr(editor, "_recovery_untitled"):
            editor._recovery_untitled = self.recovery.untitled_key()
        return editor._recovery_untitled

    def _recovery_file(self, editor: DocumentEditor) -> Path:
        return self.recovery.file_for(self._recovery_key(editor))

    def autosave(self) -> None:
        """Write every modified document to a recovery file (never over the user's file)."""
        for editor in list(self.editors):
            # each document on its own: one that cannot be written never stops the others'
            try:
                self._autosave_one(editor)
            except Exception as exc:
                self.window.statusBar().showMessage(
                    self.tr("Autosave of %s failed: %s") % (editor.qdoc.display_name(), exc), 10000)

    def _autosave_one(self, editor: DocumentEditor) -> None:
        if not editor.qdoc.is_modified():
            return
        self.recovery.write(self._recovery_key(editor), editor.qdoc.document,
                            str(editor.qdoc.path) if editor.qdoc.path else None, editor.qdoc.display_name())

    def autosave_ms(self) -> int:
        """How often autosave runs: ``WARTABLE_AUTOSAVE_SECONDS``, else the ``autosave/seconds``
        preference, else a minute (at least one second)."""
        raw = os.environ.get("WARTABLE_AUTOSAVE_SECONDS") or self.settings.value("autosave/seconds")
        try:
            seconds = float(raw) if raw not in (None, "") else self.AUTOSAVE_MS / 1000
        except (TypeError, ValueError):
            seconds = self.AUTOSAVE_MS / 1000
        if seconds != seconds:  # NaN
            seconds = self.AUTOSAVE_MS / 1000
        return int(min(max(1.0, seconds), 24 * 3600.0) * 1000)

    def _modified_changed(self, editor: DocumentEditor, modified: bool) -> None:
        """An edit undone back to the saved state is no longer unsaved work: its recovery file goes."""
        if not modified:
            self._drop_recovery(editor)

    def _drop_recovery(self, editor: DocumentEditor) -> None:
        self.recovery.drop(self._recovery_key(editor))

    def pending_recoveries(self) -> list:
        """What windows that are gone autosaved and never saved (each a ``recovery.Pending``);
        the folders stay locked by this window until ``offer_recovery`` is done with them."""
        self.recovery.release()
        return self.recovery.pending()

    def offer_recovery(self) -> None:
        """At start: offer to reopen what windows that are gone (killed, crashed) autosaved and never
        saved; never the work of a window still running. Also removes what their killed saves left."""
        pending = self.pending_recoveries()
        try:
            if pending:
                self._offer(pending)
        finally:
            self.recovery.release()

    def _offer(self, pending: list) -> None:
        from .i18n import install_rest

        install_rest()  # the question may come before a file's first picture: all its words translated

        def line(item) -> str:  # the folder too: two "table.json" of different folders are told apart
            original = item.meta.get("original")
            if not isinstance(original, str) or not original:
                return f"• {item.name}"
            return "• " + self.tr("%1 (in %2)").replace("%1", item.name).replace("%2", str(Path(original).parent))

        names = "\n".join(line(item) for item in pending)
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self.window, self.tr("Recover unsaved work"),
            self.tr("Wartable closed without saving these documents:\n%s\n\nRecover them?") % names,
            QMessageBox.Yes | QMessageBox.No | QMessageBox.Discard, QMessageBox.Yes)
        for item in pending:
            if answer == QMessageBox.Yes:
                if item.document is None:
                    self.window.show_error(self.tr("Cannot recover"), item.error)
                    continue
                original = item.meta.get("original") if isinstance(item.meta.get("original"), str) else None
                if original and self._open_editor_of(original) is not None:
                    continue  # two windows that are gone both edited it: the other stays for the next start
                editor = self.window.add_document(item.document, original, modified=True)
                try:  # into this window's own recovery folder before the old file goes
                    self._autosave_one(editor)
                except Exception:  # noqa: BLE001 - then the old file stays for the next start
                    continue
            if answer in (QMessageBox.Yes, QMessageBox.Discard):
                item.remove()

    def _open_editor_of(self, path: str | Path) -> DocumentEditor | None:
        try:
            wanted = Path(path).resolve()
        except (OSError, ValueError):
            return None
        return next((e for e in self.editors if e.qdoc.path and e.qdoc.path.resolve() == wanted), None)

    def clean_after_killed_saves(self) -> None:
        """At start: remove the temporary files killed saves left beside the recently opened files,
        those killed exports left of their printouts (``table.pdf``, ``table-2.png`` beside
        ``table.json``) and those beside the preferences (only names of Wartable's own pattern, and
        only those no running write holds)."""
        stems: dict[Path, set[str]] = {}
        for p in self.recent_files():
            stems.setdefault(Path(p).parent, set()).add(Path(p).stem)
        for folder, mine in stems.items():
            atomic.remove_dead_temporaries_in(folder, lambda name, mine=mine: _printout_of(name, mine))
        atomic.remove_dead_temporaries(i18n.preferences_path())
