"""The table editor's grid and snapping: the Snap to Grid and Show Grid actions, the grid
step box in the toolbar, and the point a tool snaps to."""
from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QDoubleSpinBox, QWidgetAction

from model.units import from_mm, to_mm

from ..icons import tool_icon


class GridAndSnap:
    """Mixin of :class:`~editor.table.editor.TableEditor`: the grid and snapping."""

    def _build_grid_actions(self) -> None:
        self.act_snap = self._action(self.tr("Snap to Grid"), self._toggle_snap, "Ctrl+'", True,
                                     self.tr("Snap drawing and moving to the grid (hold Alt for a free move)"))
        self.act_snap.setChecked(True)
        self.act_snap.setIcon(tool_icon("snap"))
        self.grid_step_box = QDoubleSpinBox()
        self.grid_step_box.setObjectName("grid-step")
        self.grid_step_box.setDecimals(2)
        self.grid_step_box.setRange(0.05, 1000.0)
        self.grid_step_box.setPrefix(self.tr("Grid "))
        self.grid_step_box.setSuffix(f" {self.document.unit.label}" if self.document.unit.value != "in" else '"')
        self.grid_step_box.setValue(from_mm(self.scene.grid_step_mm, self.document.unit, self.document.ud_mm))
        self.grid_step_box.setToolTip(self.tr("Grid and snapping step; arrow keys nudge by it"))
        self.grid_step_box.setKeyboardTracking(False)
        self.grid_step_box.valueChanged.connect(self.set_grid_step)
        self.act_grid_step = QWidgetAction(self)
        self.act_grid_step.setDefaultWidget(self.grid_step_box)
        self.act_grid = self._action(self.tr("Show Grid"), self._toggle_grid, None, True)
        self.act_grid.setChecked(True)

    def _toggle_snap(self, on: bool) -> None:
        self.snapping = on

    def _toggle_grid(self, on: bool) -> None:
        self.scene.grid_visible = on
        self.scene.redraw_background()

    def set_grid_step(self, step_in_unit: float) -> None:
        if step_in_unit > 0:
            self.scene.grid_step_mm = to_mm(step_in_unit, self.document.unit, self.document.ud_mm)
            self.scene.redraw_background()
            if abs(self.grid_step_box.value() - step_in_unit) > 1e-9:
                self.grid_step_box.blockSignals(True)
                self.grid_step_box.setValue(step_in_unit)
                self.grid_step_box.blockSignals(False)

    def ask_grid_step(self) -> None:
        from PySide6.QtWidgets import QInputDialog  # its Python type made when first asked, not with the tab

        current = from_mm(self.scene.grid_step_mm, self.document.unit, self.document.ud_mm)
        value, ok = QInputDialog.getDouble(self, self.tr("Grid step"),
                                           self.tr("Grid step (%s):") % self.document.unit.label, current, 0.01, 1000, 2)
        if ok:
            self.set_grid_step(value)

    def snap_point(self, pos: QPointF) -> QPointF:
        if not self.snapping:
            return QPointF(pos)
        x, y = self.scene.snap(pos.x(), pos.y())
        return QPointF(x, y)
