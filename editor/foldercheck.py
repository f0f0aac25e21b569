"""File > Check Folder: every document in a folder checked at once, as ``wartable validate`` does.

An organiser collects the army lists (or tables) for an event in a folder; this window lists
each file with its errors and warnings and its first finding, worst first, and opens a file
on a double-click.
"""
from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QFileDialog, QHeaderView, QLabel,
                               QMessageBox, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from validators import Severity
from validators.batch import FileResult, check_files, json_files

from .validation import SEVERITY_COLORS
from .plaintext import plain


def _first_message(findings) -> str:
    return findings[0].message if findings else ""


def _worst_first(findings) -> list:
    return sorted(findings, key=lambda f: f.severity.rank)


class FolderCheckDialog(QDialog):
    """The files of a folder with what validation finds in each; double-click opens one."""

    openRequested = Signal(str)
    COLUMNS = ("File", "Errors", "Warnings", "First finding")

    def __init__(self, folder: str | Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.folder = Path(folder)
        self.setWindowTitle(self.tr("Check folder: %s") % self.folder.name)
        self.resize(900, 520)
        layout = QVBoxLayout(self)
        self.summary = plain(QLabel(self))
        self.summary.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderLabels([self.tr("File"), self.tr("Errors"), self.tr("Warnings"), self.tr("First finding")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSortingEnabled(False)
        header = self.tree.header()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
        header.setStretchLastSection(True)
        self.tree.itemActivated.connect(lambda item, _c: self.openRequested.emit(item.data(0, Qt.UserRole)))
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.recheck_button = buttons.addButton(self.tr("Check Again"), QDialogButtonBox.ActionRole)
        self.recheck_button.clicked.connect(self.run)
        self.save_button = buttons.addButton(self.tr("Save Report…"), QDialogButtonBox.ActionRole)
        self.save_button.setToolTip(self.tr("A spreadsheet (CSV) with one row per finding, to send to the players"))
        self.save_button.clicked.connect(lambda: self.save_report())
        self.print_button = buttons.addButton(self.tr("Print Report…"), QDialogButtonBox.ActionRole)
        self.print_button.setToolTip(self.tr("One printable report: a row per file with its status, then each "
                                             "file's findings"))
        self.print_button.clicked.connect(lambda: self.print_report())
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        layout.addWidget(QLabel(self.tr("Double-click a file to open it."), self))
        layout.addWidget(buttons)
        self.results: list[FileResult] = []

    def run(self) -> None:
        """Check every ``*.json`` file under the folder (in this process: a window never forks)."""
        QApplication.setOverrideCursor(Qt.WaitCursor)
        try:
            self.results = list(check_files(json_files([str(self.folder)]), render=_worst_first, jobs=1))
        finally:
            QApplication.restoreOverrideCursor()
        self._fill()

    def save_report(self, path: str | Path | None = None) -> Path | None:
        """Write the results as CSV: a row per finding, one "ok" row per clean file, and the reason
        for each unreadable file. Saved atomically; a failure is said in a dialog."""
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save report"),
                                                  str(self.folder / f"{self.folder.name}-check.csv"),
                                                  self.tr("Spreadsheet (*.csv)"))
            if not path:
                return None
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["file", "severity", "rule", "message", "reference"])
        for r in self.results:
            name = self._name(r.file)
            if r.unreadable is not None:
                writer.writerow([name, "unreadable", "", r.unreadable.removeprefix(f"{r.file}: "), ""])
            elif not r.findings:
                writer.writerow([name, "ok", "", "", ""])
            for f in r.findings:
                writer.writerow([name, f.severity.value, f.rule, f.message, f.reference])
        target = QSaveFile(str(path))
        if not (target.open(QIODevice.WriteOnly) and target.write(out.getvalue().encode("utf-8")) >= 0
                and target.commit()):
            QMessageBox.warning(self, self.tr("Save report"),
                                self.tr("Could not write %1: %2").replace("%1", str(path))
                                .replace("%2", target.errorString()))
            return None
        return Path(path)

    def report(self):
        """The results as a printout (:class:`editor.printing.roster.FolderReport`)."""
        from .printing.roster import FolderReport

        rows = []
        for r in self.results:
            if r.unreadable is not None:
                status = self.tr("unreadable: %1").replace("%1", r.unreadable.removeprefix(f"{r.file}: "))
            elif r.errors or r.warnings:
                status = self.tr("%1 errors, %2 warnings").replace("%1", str(r.errors)).replace("%2", str(r.warnings))
            else:
                status = self.tr("ok")
            rows.append((self._name(r.file), status, list(r.findings or [])))
        return FolderReport(self.folder, rows)

    def print_report(self):
        """The report in a print preview (to print it or save it as PDF)."""
        from .printing.dialog import print_preview

        return print_preview(self.report(), self)

    def _name(self, file: str) -> str:
        p = Path(file)
        return str(p.relative_to(self.folder)) if p.is_relative_to(self.folder) else file

    def _fill(self) -> None:
        self.tree.clear()
        order = sorted(self.results, key=lambda r: (r.unreadable is None, r.errors == 0, r.warnings == 0, r.file))
        for r in order:
            name = self._name(r.file)
            first = r.unreadable.removeprefix(f"{r.file}: ") if r.unreadable is not None else \
                _first_message(r.findings)
            item = QTreeWidgetItem(self.tree, [name, str(r.errors) if r.unreadable is None else "-",
                                               str(r.warnings) if r.unreadable is None else "-", first])
            item.setData(0, Qt.UserRole, r.file)
            item.setToolTip(3, "\n\n".join(f.message for f in r.findings) if r.findings else first)
            for column in (1, 2):
                item.setTextAlignment(column, Qt.AlignRight | Qt.AlignVCenter)
            if r.unreadable is not None or r.errors:
                colour = SEVERITY_COLORS[Severity.ERROR]
            elif r.warnings:
                colour = SEVERITY_COLORS[Severity.WARNING]
            else:
                colour = None
            if colour is not None:
                for column in range(len(self.COLUMNS)):
                    item.setForeground(column, QBrush(QColor(colour)))
        bad = sum(1 for r in self.results if r.unreadable is None and r.errors)
        warned = sum(1 for r in self.results if r.unreadable is None and not r.errors and r.warnings)
        unreadable = sum(1 for r in self.results if r.unreadable is not None)
        self.summary.setText(
            self.tr("%1 files: %2 with errors, %3 with warnings only, %4 unreadable, %5 clean")
            .replace("%1", str(len(self.results))).replace("%2", str(bad)).replace("%3", str(warned))
            .replace("%4", str(unreadable)).replace("%5", str(len(self.results) - bad - warned - unreadable)))
