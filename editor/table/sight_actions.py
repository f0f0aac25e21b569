"""The table editor's Sight menu: line of sight, widest firing lane, cover, the exposure
heatmap per side, the fairness comparison, and the progress of a running analysis. The
overlays themselves are drawn by ``sight.py``."""
from __future__ import annotations

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu


class SightActions:
    """Mixin of :class:`~editor.table.editor.TableEditor`: the Sight menu and its actions."""

    def _build_sight_menu(self) -> None:
        s = QMenu(self.tr("&Sight"), self)
        self.sight_menu = s
        s.addAction(self.tool_actions["sight"])
        self.act_lane = s.addAction(self.tr("Show Widest Firing &Lane"))
        self.act_lane.setCheckable(True)
        self.act_lane.toggled.connect(self.sight.set_lane)
        self.act_cover = s.addAction(self.tr("Show &Cover Availability"))
        self.act_cover.setCheckable(True)
        self.act_cover.toggled.connect(self.sight.set_cover)
        self.exposure_menu = s.addMenu(self.tr("&Exposure Heatmap"))
        self.exposure_menu.aboutToShow.connect(self._fill_exposure_menu)
        self._fill_exposure_menu()
        s.addSeparator()
        s.addAction(self.tr("Compare the Sides (Fairness)"), self.show_fairness)
        s.addAction(self.tr("Cancel Sight Analysis"), self.sight.cancel)
        s.addAction(self.tr("Clear Sight Overlays"), self.clear_sight)

    def _fill_exposure_menu(self) -> None:
        menu = self.exposure_menu
        menu.clear()
        group = QActionGroup(menu)
        self.exposure_actions = {}
        for side in [None] + self.document.sides():
            text = self.tr("Off") if side is None else self.tr("Seen From Side %s") % side
            a = menu.addAction(text)
            a.setCheckable(True)
            a.setChecked(self.sight.exposure_side == side)
            group.addAction(a)
            a.triggered.connect(lambda _=False, sd=side: self.sight.set_exposure_side(sd))
            self.exposure_actions[side] = a

    def show_fairness(self) -> None:
        self.fairness.show()
        self.fairness.raise_()
        self.fairness.compute()

    def clear_sight(self) -> None:
        self.sight.clear()
        self.act_lane.setChecked(False)
        self.act_cover.setChecked(False)

    def set_progress(self, fraction) -> None:
        """Progress of a sight computation in the status bar (None: finished)."""
        if fraction is None:
            self.statusChanged.emit({"message": ""})
        else:
            self.statusChanged.emit({"message": self.tr("Computing sight… %s%% (Sight > Cancel to stop)")
                                     % int(fraction * 100)})
