"""Make Event Pack in the editor: choose who the pack is for and what goes in it, check the event,
then write the pack, with progress and Cancel."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QProgressDialog, QVBoxLayout)

from model.errors import DocumentError

from ..printing.pack_sections import PackSections


class PackDialog(QDialog):
    """Make Event Pack's choices: the reader (players or organiser) and the sections, preset by the
    reader and then ticked one by one, as ``wartable pack --for``/``--sections``."""

    def __init__(self, editor):
        super().__init__(editor)
        self.setObjectName("PackDialog")
        self.setWindowTitle(self.tr("Make Event Pack"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.reader_box = QComboBox(self)
        self.reader_box.setObjectName("PackReader")
        self.reader_box.addItem(self.tr("The players (rules, pairings, one sheet per layout)"), "players")
        self.reader_box.addItem(self.tr("The organiser (everything)"), "organiser")
        self.reader_box.setToolTip(self.tr("Who the pack is for: the players' pack prints no check result"))
        form.addRow(self.tr("Pack for"), self.reader_box)
        layout.addLayout(form)
        self.sections_box = PackSections(self, "players")
        layout.addWidget(self.sections_box)
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel, self)
        self.make_button = buttons.addButton(self.tr("Make Pack…"), QDialogButtonBox.AcceptRole)
        self.make_button.setToolTip(self.tr("Choose where to write the PDF, check the event and write the pack"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.reader_box.currentIndexChanged.connect(lambda _i: self.sections_box.preset(self.reader()))
        self.sections_box.changed.connect(lambda: self.make_button.setEnabled(bool(self.sections())))

    def reader(self) -> str:
        return self.reader_box.currentData()

    def sections(self) -> tuple[str, ...]:
        return self.sections_box.sections()


def choose_pack(editor, path: str | None = None) -> None:
    """Make Event Pack…: the dialog of choices, then the pack written to ``path`` (asked for when None)."""
    dialog = PackDialog(editor)
    editor.pack_dialog = dialog

    def chosen() -> None:
        make_pack_with_progress(editor, path, sections=dialog.sections(), per_layout=dialog.reader() == "players")

    dialog.accepted.connect(chosen)
    if os.environ.get("WARTABLE_NONBLOCKING_DIALOGS"):
        dialog.open()
    else:
        dialog.exec()


def _progress_dialog(editor, title: str) -> QProgressDialog:
    dialog = QProgressDialog(editor.tr("Checking the event…"), editor.tr("Cancel"), 0, 100, editor)
    dialog.setObjectName("PackProgress")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModal)
    dialog.setMinimumDuration(0)
    editor.pack_progress = dialog
    return dialog


def _stage(dialog: QProgressDialog, share_start: int, share: int):
    def report(done: int, total: int) -> None:
        dialog.setValue(share_start + round(share * done / max(total, 1)))
        QApplication.processEvents()
    return report


def check_with_progress(editor):
    """The event of ``editor`` checked with every file it names, before File > Export or Print prints
    its pack (progress and Cancel); None when cancelled (said in the status bar)."""
    from validators.event_check import check_event

    dialog = _progress_dialog(editor, editor.tr("Check the event before printing"))
    try:
        report = check_event(editor.event_path(), doc=editor.document.snapshot(), jobs=1,
                             progress=_stage(dialog, 0, 100), cancelled=dialog.wasCanceled)
        stopped = report.cancelled or dialog.wasCanceled()
    finally:
        dialog.close()  # (closing a progress dialog counts as Cancel: asked before)
    if stopped:
        editor.statusChanged.emit({"message": editor.tr("The check was cancelled; nothing is printed.")})
        return None
    editor.report = report
    return report


def make_pack_with_progress(editor, path: str | None = None, sections=None, per_layout: bool | None = None
                            ) -> int | None:
    """The event of ``editor`` checked and printed to ``path`` (asked for when None), with the pack's
    ``sections`` (every one when None); the page count, or None when the user cancels or the pack
    cannot be written (said in the status bar)."""
    from validators.event_check import check_event

    from ..printing.pack import ORGANISER, PackCancelled, make_event_pack

    if path is None:
        start = editor.qdoc.path.with_suffix(".pdf") if editor.qdoc.path else Path.home() / "event-pack.pdf"
        path, _ = QFileDialog.getSaveFileName(editor, editor.tr("Make Event Pack"), str(start),
                                              editor.tr("PDF files (*.pdf)"))
        if not path:
            return None
    dialog = _progress_dialog(editor, editor.tr("Make Event Pack"))
    try:
        report = check_event(editor.event_path(), doc=editor.document.snapshot(), jobs=1,
                             progress=_stage(dialog, 0, 30), cancelled=dialog.wasCanceled)
        if report.cancelled or dialog.wasCanceled():
            raise PackCancelled
        dialog.setLabelText(editor.tr("Writing the pack…"))
        pages = make_event_pack(report, path, progress=_stage(dialog, 30, 70), cancelled=dialog.wasCanceled,
                                sections=sections or ORGANISER, per_layout=per_layout)
    except PackCancelled:
        dialog.close()
        editor.statusChanged.emit({"message": editor.tr("The event pack was cancelled; nothing was written.")})
        return None
    except (OSError, DocumentError) as exc:
        dialog.close()
        editor.statusChanged.emit({"message": editor.tr("The event pack could not be written: %s") % exc})
        return None
    dialog.setValue(100)
    dialog.close()
    editor.report = report
    editor.statusChanged.emit({"message": editor.tr("Event pack written: %(path)s (%(pages)d pages)")
                               % {"path": path, "pages": pages}})
    return pages
