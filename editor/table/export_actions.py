"""The table editor's File > Export and File > Print: the dialog and preview of
``editor/printing`` (setup sheet, 1:1 tiled print, piece template, SVG, GeoJSON), and the sight
overlays on screen handed to the setup sheet as plain data (printing reads nothing of the editor)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor

from ..drawing import Row, Section
from ..i18n import fill


def tr(text: str) -> str:
    return QCoreApplication.translate("OverlayLegends", text)


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

    def shown_overlays(self):
        """What of the sight overlays is on screen, ready to print (None: nothing)."""
        return shown_overlays(self)


def _shapes_of(items) -> list:
    from ..printing.legends import Shape

    out = []
    for item in items:
        if item is None or not item.isVisible() or item.path().isEmpty():
            continue
        pen, brush = item.pen(), item.brush()
        out.append(Shape(item.sceneTransform().map(item.path()), QColor(pen.color()),
                         max(0.4, min(pen.widthF(), 2.0) * 0.5),
                         QBrush(brush) if brush.style() != Qt.NoBrush else None))
    return out


def fairness_section(dock) -> Section | None:
    """The Fairness panel's comparison as a key section (None before it has been made)."""
    from .sight import _side_name, criterion_name

    report = getattr(dock, "report", None)
    if report is None:
        return None
    a, b = report.sides
    rows = [Row(dock.summary.text(), QColor(0, 0, 0, 0))]
    for name, per_side in report.values.items():
        if name == "distance to objectives":
            va, vb = dock.editor.length(per_side[a]), dock.editor.length(per_side[b])
        else:
            va, vb = f"{per_side[a]:.0%}", f"{per_side[b]:.0%}"
        criterion = criterion_name(name)
        rows.append(Row(fill(tr("{criterion}: {side_a} {value_a}, {side_b} {value_b}"),
                             criterion=criterion[:1].upper() + criterion[1:], side_a=_side_name(dock, a), value_a=va,
                             side_b=_side_name(dock, b), value_b=vb), QColor(0, 0, 0, 0)))
    return Section(tr("Fairness of the sides"), rows)


def shown_overlays(editor):
    """What of ``editor``'s sight overlays is on screen, as printing's
    :class:`~editor.printing.legends.PrintedOverlays` (None: nothing)."""
    from ..printing.legends import PrintedOverlays

    sight = getattr(editor, "sight", None)
    if sight is None:
        return None
    out = PrintedOverlays()
    if sight.heat.isVisible() and not sight.heat.pixmap().isNull():
        out.images.append((sight.heat.pixmap().toImage(), sight.heat.sceneBoundingRect()))
    out.shapes = _shapes_of([sight.cover, sight.region, sight.lane, sight.lane_width, *sight.lines.values(),
                             sight.eye])
    if sight.legend.sections:
        out.sections = list(sight.legend._ordered())
    fairness = fairness_section(getattr(editor, "fairness", None))
    if fairness is not None:
        out.sections.append(fairness)
    return out or None
