"""The table editor's File > Export and File > Print: the dialog and preview of
``editor/printing`` (setup sheet, 1:1 tiled print, piece template, SVG, GeoJSON)."""
from __future__ import annotations


class ExportActions:
    """Mixin of :class:`~editor.table.editor.TableEditor`: export and print."""

    def export_dialog(self):
        """File > Export: the export dialog for this table."""
        from ..printing.dialog import export_dialog

        return export_dialog(self, self)

    def print_dialog(self):
        """File > Print: this table's setup sheet in a print preview."""
        from ..printing.dialog import print_dialog

        return print_dialog(self, self)
