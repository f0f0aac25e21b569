"""Qt's own words that Qt's Spanish (``qtbase_es``) leaves in English.

Qt's file dialog labels its fields "&Look in:" and "Files of &type:", while Qt's translation
files only hold "Look in:" and "Files of type:". Listed here under Qt's own context, these are
picked up with the editor's strings, translated like them, and installed with them, so the file
dialog reads "&Buscar en:" in Spanish. Nothing calls ``words()``: it is the list the translation
tools read.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def words() -> list[str]:
    return [QCoreApplication.translate("QFileDialog", "&Look in:"),
            QCoreApplication.translate("QFileDialog", "Files of &type:")]
