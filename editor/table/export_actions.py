"""The table editor's File > Export and File > Print: the printable sheet of the table,
rendered from the model by ``editor/export.py``."""
from __future__ import annotations

from PySide6.QtGui import QPageLayout


class ExportActions:
    """Mixin of :class:`~editor.table.editor.TableEditor`: export and print."""

    def export_dialog(self) -> None:
        """File > Export: a printable sheet of the table as PDF or PNG."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        from ..export import export_file

        base = self.qdoc.path.with_suffix(".pdf") if self.qdoc.path else f"{self.document.name}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Table"), str(base),
                                              self.tr("PDF (*.pdf);;PNG image (*.png)"))
        if not path:
            return
        try:
            export_file(self.document.snapshot(), self.ruleset, path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Cannot export"), str(exc))
            return
        self.show_message(self.tr("Exported %s") % path)

    def print_dialog(self) -> None:
        """File > Print: the same sheet as the export, on paper."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from ..export import print_sheet

        printer = QPrinter(QPrinter.HighResolution)
        printer.setDocName(self.document.name)
        printer.setPageOrientation(QPageLayout.Landscape if self.document.width >= self.document.depth
                                   else QPageLayout.Portrait)
        if QPrintDialog(printer, self).exec() != QPrintDialog.Accepted:
            return
        try:
            print_sheet(self.document.snapshot(), self.ruleset, printer)
        except OSError as exc:
            self.show_message(str(exc))
