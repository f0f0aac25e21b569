"""File > Export and File > Print: one dialog for every kind of document.

The dialog offers the formats that fit the document, the sheet kind (tables), paper and
orientation, and shows how many pages will come out; Export writes the file through
:func:`~editor.printing.formats.export_document` (with a progress dialog that can cancel a
long export), Print Preview shows the same pages in a ``QPrintPreviewDialog``.
"""
from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox,
                               QFileDialog, QFormLayout, QLabel, QMessageBox, QProgressDialog, QVBoxLayout, QWidget)

from . import HEX_MM_RANGE
from .formats import SUFFIX, ExportError, ExportRequest, formats_for, printout_for, sheet_name, sheets_for
from .pages import MAX_MARGIN_MM, MIN_MARGIN_MM, PAPERS, Cancelled, PageOptions, default_paper
from ..plaintext import plain

FORMAT_NAMES = {"pdf": "PDF", "png": "PNG", "svg": "SVG", "geojson": "GeoJSON", "txt": "Text"}


def can_export(editor) -> bool:
    return bool(formats_for(editor.qdoc.document))


def _nonblocking() -> bool:
    return bool(os.environ.get("WARTABLE_NONBLOCKING_DIALOGS"))


class ExportDialog(QDialog):
    """Export or print one document (see the module's docstring)."""

    def __init__(self, doc, source: str | Path | None = None, parent: QWidget | None = None, ruleset=None,
                 findings=None, catalogue=None, report=None):
        super().__init__(parent)
        self.doc = doc
        self.report = report  # an event's check, which its pack prints (made when None)
        self._printout = None  # (request, overlays, printout): the last pages counted, kept for the next ask
        self.source = Path(source) if source else None
        self.ruleset = ruleset
        self.findings = findings
        self.catalogue = catalogue
        self.overlays = None  # the sight overlays shown in the editor, for a setup sheet (legends.py)
        self.written: list[Path] = []
        self.setWindowTitle(self.tr("Export %s") % getattr(doc, "name", ""))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.format_box = QComboBox(self)
        for fmt in formats_for(doc):
            self.format_box.addItem(self._format_label(fmt), fmt)
        form.addRow(self.tr("Format"), self.format_box)
        self.sheet_box = QComboBox(self)
        for sheet in sheets_for(doc):
            self.sheet_box.addItem(sheet_name(sheet), sheet)
        self.sheet_label = QLabel(self.tr("Sheet"), self)
        form.addRow(self.sheet_label, self.sheet_box)
        self.sections_box = None  # an event's pack: its sections, preset by the reader the Sheet box names
        if getattr(doc, "KIND", "") == "event":
            from .pack_sections import PackSections

            self.sections_box = PackSections(self, self.sheet_box.currentData() or "organiser")
            form.addRow(self.sections_box)
            self.sheet_box.currentIndexChanged.connect(lambda _i: self.sections_box.preset(self.sheet_box.currentData()))
            self.sections_box.changed.connect(self.update_pages)
        self.piece_box = QComboBox(self)
        for n, piece in enumerate(getattr(doc, "pieces", {}).values(), 1):
            self.piece_box.addItem(f"{n}. {piece.label or piece.kind}", piece.id)
        self.piece_label = QLabel(self.tr("Piece"), self)
        form.addRow(self.piece_label, self.piece_box)
        self.paper_box = QComboBox(self)
        names = {"Letter": self.tr("Letter"), "Tabloid": self.tr("Tabloid")}  # A4 and A3 read the same
        for paper in PAPERS:
            self.paper_box.addItem(names.get(paper, paper), paper)
        unit = getattr(doc, "unit", None)
        if unit is None and getattr(doc, "KIND", "") == "event" and ruleset is not None:
            unit = ruleset.unit  # an event's pack: Letter for a game measured in inches, as its tables
        self.paper_box.setCurrentIndex(list(PAPERS).index(default_paper(unit) if unit is not None else "A4"))
        form.addRow(self.tr("Paper"), self.paper_box)
        self.orientation_box = QComboBox(self)
        self.orientation_box.addItem(self.tr("Chosen to fit"), None)
        self.orientation_box.addItem(self.tr("Portrait"), "portrait")
        self.orientation_box.addItem(self.tr("Landscape"), "landscape")
        form.addRow(self.tr("Orientation"), self.orientation_box)
        self.margin_box = QDoubleSpinBox(self)
        self.margin_box.setRange(MIN_MARGIN_MM, MAX_MARGIN_MM)
        self.margin_box.setDecimals(0)
        self.margin_box.setValue(PageOptions().margin_mm)
        self.margin_box.setSuffix(" mm")
        self.margin_box.setToolTip(self.tr("Nothing is printed closer than this to the paper's edges"))
        form.addRow(self.tr("Margin"), self.margin_box)
        self.overlap_box = QDoubleSpinBox(self)
        self.overlap_box.setRange(0, 50)
        self.overlap_box.setValue(10)
        self.overlap_box.setSuffix(" mm")
        self.overlap_label = QLabel(self.tr("Overlap between sheets"), self)
        form.addRow(self.overlap_label, self.overlap_box)
        self.coordinates_box = QCheckBox(self.tr("Show each hex's coordinates"), self)
        self.hex_box = QDoubleSpinBox(self)
        self.hex_box.setRange(*HEX_MM_RANGE)
        self.hex_box.setSpecialValueText(self.tr("Fit on one sheet"))
        self.hex_box.setSuffix(" mm")
        self.hex_label = QLabel(self.tr("Wall map: hex size"), self)
        self.hex_box.setToolTip(self.tr("A hex's size on paper (centre to corner); the map is split across sheets"))
        if getattr(doc, "KIND", "") == "campaign":
            form.addRow("", self.coordinates_box)
            form.addRow(self.hex_label, self.hex_box)
        else:
            self.coordinates_box.hide()
            self.hex_box.hide()
            self.hex_label.hide()
        self.pages_label = plain(QLabel(self))  # may quote a document's problem
        form.addRow(self.tr("Pages"), self.pages_label)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel, self)
        self.export_button = buttons.addButton(self.tr("Export…"), QDialogButtonBox.AcceptRole)
        self.preview_button = buttons.addButton(self.tr("Print Preview…"), QDialogButtonBox.ActionRole)
        self.export_button.clicked.connect(self.choose_and_export)
        self.preview_button.clicked.connect(self.preview)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for box in (self.format_box, self.sheet_box, self.piece_box, self.paper_box, self.orientation_box):
            box.currentIndexChanged.connect(self.update_pages)
        for box in (self.overlap_box, self.hex_box, self.margin_box):
            box.valueChanged.connect(self.update_pages)
        self.update_pages()

    def _format_label(self, fmt: str) -> str:
        return {"pdf": self.tr("PDF document"), "png": self.tr("PNG images (one per page)"),
                "svg": self.tr("SVG drawing at real size"), "geojson": self.tr("GeoJSON (for GIS tools)"),
                "txt": self.tr("Plain text")}[fmt]

    # -- what is asked -----------------------------------------------------------------
    def request(self) -> ExportRequest:
        options = PageOptions(paper=self.paper_box.currentData(), orientation=self.orientation_box.currentData(),
                              margin_mm=self.margin_box.value(), file_name=self.source.name if self.source else "")
        return ExportRequest(fmt=self.format_box.currentData() or "pdf", sheet=self.sheet_box.currentData() or "setup",
                             options=options, piece=self.piece_box.currentData(), overlap_mm=self.overlap_box.value(),
                             coordinates=self.coordinates_box.isChecked(), hex_mm=self.hex_box.value() or None,
                             sections=self.sections_box.sections() if self.sections_box is not None else None)

    def printout(self, req: ExportRequest | None = None):
        req = replace(req or self.request(), fmt="pdf")
        if self._printout is not None and self._printout[0] == req and self._printout[1] is self.overlays:
            return self._printout[2]
        if self.report is None and getattr(self.doc, "KIND", "") == "event":
            from .formats import event_report

            self.report = event_report(self.doc, self.source)
        printout = printout_for(self.doc, req, self.source, self.ruleset, self.findings,
                                catalogue=self.catalogue, overlays=self.overlays, report=self.report)
        self._printout = (req, self.overlays, printout)
        return printout

    def paged(self) -> bool:
        return self.format_box.currentData() in ("pdf", "png")

    def update_pages(self) -> None:
        req = self.request()
        paged = self.paged()
        is_table = bool(sheets_for(self.doc))
        for widget in (self.sheet_box, self.sheet_label):
            widget.setVisible(is_table)
            widget.setEnabled(paged)
        for widget in (self.piece_box, self.piece_label):
            widget.setVisible(is_table and req.sheet == "template")
        wall = getattr(self.doc, "KIND", "") == "campaign" and req.sheet != "bulletin" and bool(req.hex_mm)
        for widget in (self.overlap_box, self.overlap_label):
            widget.setVisible((is_table and req.sheet in ("tiled", "template")) or wall)
        for widget in (self.paper_box, self.orientation_box, self.margin_box, self.hex_box, self.coordinates_box):
            widget.setEnabled(paged and not (req.sheet == "bulletin" and widget in (self.hex_box, self.coordinates_box)))
        if self.sections_box is not None:
            self.sections_box.setEnabled(paged)  # the plain text is the whole summary
        if not paged:
            self.pages_label.setText(self.tr("one file"))
            self.export_button.setEnabled(True)
            return
        if self.sections_box is not None and not req.sections:
            self.pages_label.setText(self.tr("Tick at least one section of the pack"))
            self.export_button.setEnabled(False)
            self.preview_button.setEnabled(False)
            return
        self.preview_button.setEnabled(True)
        try:
            n = self.printout(req).page_count()
        except ExportError as exc:
            self.pages_label.setText(str(exc))
            self.export_button.setEnabled(False)
            return
        self.export_button.setEnabled(True)
        images = self.tr("%1 (one image per page)")
        self.pages_label.setText(str(n) if req.fmt == "pdf" else images.replace("%1", str(n)))
        self.page_count = n

    # -- doing it --------------------------------------------------------------------------
    def default_target(self) -> Path:
        req = self.request()
        suffix = SUFFIX[req.fmt]
        if self.source:
            stem = self.source.stem + ("" if req.sheet in ("setup", "map", "organiser") or not sheets_for(self.doc)
                                       else f"-{req.sheet}")
            return self.source.with_name(stem + suffix)
        return Path(f"{getattr(self.doc, 'name', 'export')}{suffix}")

    def choose_and_export(self) -> None:
        req = self.request()
        filters = {"pdf": self.tr("PDF (*.pdf)"), "png": self.tr("PNG image (*.png)"), "svg": self.tr("SVG (*.svg)"),
                   "geojson": self.tr("GeoJSON (*.geojson *.json)"), "txt": self.tr("Text (*.txt)")}
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export"), str(self.default_target()), filters[req.fmt])
        if not path:
            return
        if self.export_to(path) is not None:
            self.accept()

    def export_to(self, path: str | Path) -> list[Path] | None:
        """Write the export to ``path``; None when it failed (said in a message) or was cancelled."""
        from .formats import export_document

        req = self.request()
        progress = None
        if self.paged() and getattr(self, "page_count", 1) > 2:
            progress = QProgressDialog(self.tr("Exporting…"), self.tr("Cancel"), 0, self.page_count, self)
            progress.setWindowTitle(self.tr("Export"))
            progress.setWindowModality(Qt.WindowModal)
            progress.setMinimumDuration(0)
            progress.setValue(0)

        def step(done: int, total: int) -> bool:
            progress.setMaximum(total)
            progress.setValue(done)
            progress.setLabelText(self.tr("Page %1 of %2").replace("%1", str(done)).replace("%2", str(total)))
            QApplication.processEvents()
            return not progress.wasCanceled()

        QApplication.setOverrideCursor(Qt.WaitCursor)
        try:
            self.written = export_document(self.doc, req, path, self.source, self.ruleset, self.findings,
                                           progress=step if progress is not None else None, catalogue=self.catalogue,
                                           overlays=self.overlays, report=self.report)
        except Cancelled:
            self.written = []
            return None
        except (OSError, ValueError) as exc:
            QApplication.restoreOverrideCursor()
            QMessageBox.warning(self, self.tr("Cannot export"), f"{path}: {exc}")
            return None
        finally:
            if QApplication.overrideCursor() is not None:
                QApplication.restoreOverrideCursor()
            if progress is not None:
                progress.close()
        return self.written

    def preview(self):
        """The pages in a print preview, from which they can be printed."""
        return print_preview(self.printout(), self)


def print_preview(printout, parent: QWidget | None = None):
    """A ``QPrintPreviewDialog`` of a printout's pages (shown; returned for tests)."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from .pages import page_layout_for, print_pages

    printer = QPrinter(QPrinter.HighResolution)
    printer.setDocName(printout.title)
    printer.setPageLayout(page_layout_for(printout, 0))
    printer.setFullPage(True)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QApplication.translate("ExportDialog", "Print Preview: %s") % printout.title)
    dialog.paintRequested.connect(lambda p: print_pages(printout, p))
    dialog._printer = printer  # kept alive with the dialog
    if _nonblocking():
        dialog.open()
    else:
        dialog.exec()
    return dialog


def _context(editor):
    doc = editor.qdoc.document
    doc = doc.snapshot() if hasattr(doc, "snapshot") else doc
    findings = list(getattr(getattr(editor, "validator", None), "findings", []) or [])
    return doc, editor.qdoc.path, getattr(editor, "ruleset", None), findings, getattr(editor, "catalogue", None)


def _report(editor):
    """What an editor checks before printing (an event: the event with every file it names, with
    progress and Cancel); None when it has nothing to check. Cancelled raises Cancelled."""
    check = getattr(editor, "check_for_print", None)
    if check is None:
        return None
    report = check()
    if report is None:
        raise Cancelled()
    return report


def _shown_overlays(editor):
    """The sight overlays the editor shows, as it hands them over (a table editor; None otherwise)."""
    shown = getattr(editor, "shown_overlays", None)
    return shown() if shown is not None else None


def export_dialog(parent: QWidget, editor) -> ExportDialog | None:
    """File > Export for the editor's document (shown; returned for tests; None when the check
    before it was cancelled)."""
    doc, path, ruleset, findings, catalogue = _context(editor)
    try:
        report = _report(editor)
    except Cancelled:
        return None
    dialog = ExportDialog(doc, path, parent, ruleset, findings, catalogue, report=report)
    dialog.overlays = _shown_overlays(editor)
    dialog.update_pages()
    if _nonblocking():
        dialog.open()
    else:
        dialog.exec()
    return dialog


def print_dialog(parent: QWidget, editor):
    """File > Print: the document's default printout in a print preview."""
    doc, path, ruleset, findings, catalogue = _context(editor)
    try:
        report = _report(editor)
    except Cancelled:
        return None
    req = ExportRequest(options=PageOptions(file_name=Path(path).name if path else ""))
    return print_preview(printout_for(doc, req, path, ruleset, findings, catalogue=catalogue,
                                      overlays=_shown_overlays(editor), report=report), parent)
