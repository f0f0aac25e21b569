"""File > Import Table from GeoJSON: a layout drawn in a GIS tool (QGIS) or exported by Wartable,
opened as a new, unsaved table tab. The same reading as ``wartable import LAYOUT.geojson``
(:func:`model.geojson.load_table_geojson`); a file that names no ruleset asks for one."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog

from model.errors import DocumentError


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoJsonImport", text)


def table_rulesets() -> list[tuple[str, str]]:
    """(id, name) of every ruleset that has tables, by name."""
    from model.ruleset import available_rulesets, load_ruleset

    out = []
    for rid in available_rulesets():
        try:
            rs = load_ruleset(rid)
        except DocumentError:
            continue
        if rs.serves("table"):
            out.append((rid, rs.name))
    return sorted(out, key=lambda r: r[1].lower())


def import_table_geojson(window, path: str | Path | None = None):
    """Ask for a GeoJSON file (unless given), read it into a table and open it in a new tab; the
    editor, or None when the user cancelled or the file could not be read (the error dialog says
    which file, which field and what was expected)."""
    from model.geojson import load_table_geojson

    if path is None:
        start = str(Path(window.settings.value("last_dir", str(Path.home()))))
        path, _ = QFileDialog.getOpenFileName(window, tr("Import Table from GeoJSON"), start,
                                              tr("GeoJSON layouts (*.geojson *.json);;All files (*)"))
        if not path:
            return None
    ruleset = None
    while True:
        try:
            doc = load_table_geojson(path, ruleset=ruleset)
            break
        except DocumentError as exc:
            if exc.field == "wartable.ruleset" and ruleset is None:
                choices = table_rulesets()
                names = [name for _, name in choices]
                name, ok = QInputDialog.getItem(
                    window, tr("Import Table from GeoJSON"),
                    tr("%s names no ruleset. The ruleset of this table:") % Path(path).name, names, 0, False)
                if not ok or name not in names:
                    return None
                ruleset = choices[names.index(name)][0]
                continue
            window.show_error(tr("Cannot import"), str(exc))
            return None
        except Exception as exc:  # anything unforeseen in a foreign file: a message, never a traceback
            window.show_error(tr("Cannot import"), f"{path}: {exc}")
            return None
    editor = window.add_document(doc, None, modified=True)
    window.statusBar().showMessage(tr("Imported %s: save it to keep it as a Wartable table") % path, 10000)
    return editor
