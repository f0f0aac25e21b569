"""File > Export and Print of a table: the setup sheet of :mod:`editor.printing.setup_sheet`
written as PDF, PNG or on a printer (kept for the table editor's own menu actions)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from .printing.pages import PageOptions, print_pages, write_pdf, write_png
from .printing.setup_sheet import SetupSheet


def tr(text: str) -> str:
    """``text`` in the chosen language (Qt's translators; lupdate reads the literal at each call)."""
    return QCoreApplication.translate("Printing", text)


def _sheet(doc, ruleset, path=None) -> SetupSheet:
    return SetupSheet(doc, ruleset, options=PageOptions(file_name=Path(path).name if path else ""))


def export_png(doc, ruleset, path: str | Path, dpi: int = 150) -> list[Path]:
    """The plan page at ``path``, the following pages beside it (``name-2.png``...)."""
    return write_png(_sheet(doc, ruleset, path), path, dpi)


def export_pdf(doc, ruleset, path: str | Path) -> int:
    return write_pdf(_sheet(doc, ruleset, path), path)


def export_file(doc, ruleset, path: str | Path) -> None:
    """PDF or PNG by the file's suffix."""
    suffix = Path(path).suffix.lower()
    if suffix == ".pdf":
        export_pdf(doc, ruleset, path)
    elif suffix == ".png":
        export_png(doc, ruleset, path)
    else:
        raise ValueError(tr("{path}: export writes .pdf or .png files").format(path=path))


def print_sheet(doc, ruleset, printer) -> None:
    """Print the setup sheet on a configured ``QPrinter`` (the same pages as the files)."""
    print_pages(_sheet(doc, ruleset), printer)
