"""Where the panels go: one layout per kind of tab.

Each kind of tab (table, campaign, army list...) has its own arrangement of panels. The window
remembers the arrangement the user left for a kind (``layout/<kind>`` in the settings) and
brings it back the next time a tab of that kind is shown, also after a restart; a kind seen for
the first time, or after View > Reset Layout, gets its editor's ``DEFAULT_LAYOUT``. Every panel
keeps a minimum size that leaves it usable (never less than its contents need), no table of a
panel scrolls sideways, and the window and floating panels are kept on the screen.

A layout is a dict naming panels by object name::

    {"left":   {"size": 0.18, "stacks": [(["TablePaletteDock"], 1.0)]},
     "right":  {"size": 0.25, "stacks": [(["TableLayersDock", "HistoryDock"], 0.45),
                                         (["TablePropertiesDock"], 0.55)]},
     "bottom": {"size": 0.22, "stacks": [(["ValidationDock", "TableFairnessDock"], 1.0)]},
     "minimum": {"TablePropertiesDock": (260, 240)}}

``size`` is the area's share of the window (width for left/right, height for top/bottom);
each stack is a list of panels shown as tabs (the first one in front) and its share of the
area. A panel of the tab that no stack names goes to its ``defaultArea`` property (beside its
``tabifyWith`` partner when that one is there).
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QRect, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QTabBar, QWidget

STATE_VERSION = 2
AREAS = {"left": Qt.LeftDockWidgetArea, "right": Qt.RightDockWidgetArea, "top": Qt.TopDockWidgetArea,
         "bottom": Qt.BottomDockWidgetArea}
SHELL_DOCKS = ("ValidationDock", "HistoryDock")

#: the window's own panels, for kinds whose editor names no layout
BASE_LAYOUT = {
    "right": {"size": 0.2, "stacks": [(["HistoryDock"], 1.0)]},
    "bottom": {"size": 0.24, "stacks": [(["ValidationDock"], 1.0)]},
    "minimum": {"ValidationDock": (320, 130), "HistoryDock": (200, 120)},
}

#: the shell panels' minimum sizes whatever the layout says
SHELL_MINIMUM = BASE_LAYOUT["minimum"]


class PanelLayouts(QObject):
    """Keeps one panel layout per kind of tab for a main window."""

    def __init__(self, window, settings):
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.kind: str | None = None
        self.editor = None
        # the panels of the tabs not shown wait here, outside the window: restoring a layout
        # takes every panel of the window by name, and another tab's panels have the same names
        self._parking = QWidget()
        window.setCorner(Qt.BottomLeftCorner, Qt.BottomDockWidgetArea)
        window.setCorner(Qt.BottomRightCorner, Qt.RightDockWidgetArea)
        # no event filter on the window: a Python filter there sees every event of the window, each
        # repaint of a drag step included; the window calls window_resized from its resizeEvent and
        # the panels' own signals say when Qt lays the docks out again (watch_docks)
        self._hide_pending = False
        window.tabifiedDockWidgetActivated.connect(self.panels_changed)

    def window_resized(self) -> None:
        """The window's size changed: a panel whose contents grew (a long name, a wide table) must
        not push the window off the screen; and Qt lays the docks out again at the new size."""
        if self.window.isVisible():
            screen = self.window.screen()
            if screen is not None:
                fit_on_screen(self.window, screen.availableVirtualGeometry())
            self.panels_changed()

    def panels_changed(self, *_args) -> None:
        """A panel was docked, floated, tabbed, shown or hidden: Qt lays the docks out again and may
        show a stale tab bar again, so look once more after that layout (one look for many panels)."""
        if not self._hide_pending:
            self._hide_pending = True
            QTimer.singleShot(0, self.window, self._hide_after_layout)

    def _hide_after_layout(self) -> None:
        self._hide_pending = False
        self.hide_stale_tab_bars()

    def watch_docks(self, docks: list[QDockWidget]) -> None:
        """Follow what the user does with ``docks`` (dock, float, move, tab, close, open)."""
        for dock in docks:
            if dock.property("panelLayoutsWatch"):
                continue
            dock.setProperty("panelLayoutsWatch", True)
            dock.dockLocationChanged.connect(self.panels_changed)
            dock.topLevelChanged.connect(self.panels_changed)
            dock.visibilityChanged.connect(self.panels_changed)

    # -- switching tabs -----------------------------------------------------------------------
    def leave(self) -> None:
        """Remember the layout on screen for its kind, then take the tab's panels out of the
        window (another tab of the same kind has panels of the same names)."""
        if self.kind is not None and self.kind != "start":
            self.save()
        if self.editor is not None:
            for dock in _docks_of(self.editor):
                self.window.removeDockWidget(dock)
                dock.setParent(self._parking)
        self.kind, self.editor = None, None

    def save(self) -> None:
        if self.kind is not None and self.kind != "start":
            self.settings.setValue(f"layout/{self.kind}", self.window.saveState(STATE_VERSION))

    def enter(self, kind: str, editor) -> None:
        """Show ``editor``'s panels (None: the start page, where no panel has anything to show)."""
        self.kind, self.editor = kind, editor
        shell = self.shell_docks()
        if editor is None:
            for dock in shell:
                dock.hide()
            return
        docks = _docks_of(editor)
        layout = self.default_layout(editor)
        minimum = {**SHELL_MINIMUM, **layout.get("minimum", {})}
        for dock in docks + shell:
            set_minimum(dock, minimum.get(dock.objectName(), (0, 0)))
            self.explain_title_buttons(dock)
            keep_tables_inside(dock)
        self.watch_docks(docks + shell)
        for dock in docks:
            if dock.parent() is not self.window:
                self.window.addDockWidget(dock.property("defaultArea") or Qt.RightDockWidgetArea, dock)
        state = self.settings.value(f"layout/{kind}")
        toolbars = self._toolbar_areas()
        if state is None or not self.window.restoreState(state, STATE_VERSION):
            self.apply(layout, docks + shell)
        else:
            self._put_back_toolbars(toolbars)
        self.keep_on_screen()
        self.hide_stale_tab_bars()
        QTimer.singleShot(0, self.window, self.hide_stale_tab_bars)  # after Qt has laid the docks out

    def hide_stale_tab_bars(self) -> None:
        """Hide the tab bars left from the last kind's panel groups.

        Qt keeps the tab bar of a group of tabbed panels when the group's panels leave the window
        (another kind of tab has other panels) and can leave it on screen, empty or naming panels
        that are gone, over the new kind's panels. A group's tab bar has two tabs or more, each
        naming the panels of one group docked in the window now (two kinds of tab may have panels
        of the same title, "Fairness" on a table and on a campaign)."""
        docked = [d for d in self.window.findChildren(QDockWidget, options=Qt.FindDirectChildrenOnly)
                  if d.parent() is self.window and not d.isFloating() and not d.isHidden()
                  and self.window.dockWidgetArea(d) != Qt.NoDockWidgetArea]
        groups = []
        for dock in docked:
            mates = [m for m in self.window.tabifiedDockWidgets(dock) if m in docked]
            if mates:
                groups.append(sorted([dock.windowTitle()] + [m.windowTitle() for m in mates]))
        inside = self.window.rect()
        for bar in self.window.findChildren(QTabBar, options=Qt.FindDirectChildrenOnly):
            if not bar.isVisible() or not bar.geometry().intersects(inside):
                continue  # Qt keeps the bars it does not use outside the window
            if sorted(bar.tabText(i) for i in range(bar.count())) not in groups:
                bar.hide()

    def reset(self) -> None:
        """View > Reset Layout: the current kind's default arrangement, forgetting the user's."""
        if self.kind is None or self.kind == "start":
            return
        self.settings.remove(f"layout/{self.kind}")
        self.apply(self.default_layout(self.editor), _docks_of(self.editor) + self.shell_docks())
        self.keep_on_screen()

    def explain_title_buttons(self, dock: QDockWidget) -> None:
        """Every panel's float and close buttons say what they do."""
        from PySide6.QtWidgets import QAbstractButton

        tips = {"qt_dockwidget_floatbutton": self.tr("Float this panel in its own window, or dock it again"),
                "qt_dockwidget_closebutton": self.tr("Close this panel (View > Panels opens it again)")}
        for name, tip in tips.items():
            # looked for by name: a search by class alone hands every widget of the panel to Python,
            # and PySide6 makes the Python types of every Qt class it meets on the way
            button = dock.findChild(QAbstractButton, name, Qt.FindDirectChildrenOnly)
            if button is not None and not button.toolTip():
                button.setToolTip(tip)

    # -- arranging ------------------------------------------------------------------------------
    def shell_docks(self) -> list[QDockWidget]:
        found = (self.window.findChild(QDockWidget, name) for name in SHELL_DOCKS)
        return [d for d in found if d is not None]

    @staticmethod
    def default_layout(editor) -> dict:
        return getattr(editor, "DEFAULT_LAYOUT", None) or BASE_LAYOUT

    def apply(self, layout: dict, docks: list[QDockWidget]) -> None:
        """Arrange ``docks`` as ``layout`` says and size the areas from the window's size."""
        window = self.window
        by_name = {d.objectName(): d for d in docks}
        placed: set[str] = set()
        sizes = []  # (docks, pixels or weights, orientation), applied once all are placed
        width, height = max(window.width(), 640), max(window.height(), 480)
        for area_name, area_area in AREAS.items():
            spec = layout.get(area_name)
            if not spec:
                continue
            across = Qt.Horizontal if area_name in ("left", "right") else Qt.Vertical
            along = Qt.Vertical if across == Qt.Horizontal else Qt.Horizontal
            stacks = []
            for names, share in spec.get("stacks", []):
                present = [by_name[n] for n in names if n in by_name and n not in placed]
                if present:
                    stacks.append((present, share))
                    placed.update(d.objectName() for d in present)
            if not stacks:
                continue
            # the splits first: a dock split from one already in a tab group would join the group
            for index, (present, _share) in enumerate(stacks):
                present[0].setFloating(False)
                if index == 0:
                    window.addDockWidget(area_area, present[0])
                else:
                    window.splitDockWidget(stacks[index - 1][0][0], present[0], along)
            for present, _share in stacks:
                for other in present[1:]:
                    other.setFloating(False)
                    window.tabifyDockWidget(present[0], other)
                for dock in present:
                    dock.show()
                present[0].raise_()
            firsts = [(present[0], share) for present, share in stacks]
            extent = width if across == Qt.Horizontal else height
            sizes.append(([firsts[0][0]], [int(extent * spec.get("size", 0.2))], across))
            if len(firsts) > 1:  # weights: Qt shares the area's length in these proportions
                sizes.append(([d for d, _ in firsts], [max(1, int(1000 * s)) for _, s in firsts], along))
        for dock in docks:
            name = dock.objectName()
            if name in placed:
                continue
            window.addDockWidget(dock.property("defaultArea") or Qt.RightDockWidgetArea, dock)
            partner = by_name.get(dock.property("tabifyWith") or "")
            if partner is not None and partner is not dock and window.dockWidgetArea(partner) != Qt.NoDockWidgetArea:
                window.tabifyDockWidget(partner, dock)
            dock.show()
        for name in layout.get("hidden", ()):
            if name in by_name:
                by_name[name].hide()
        for targets, lengths, orientation in sizes:
            window.resizeDocks(targets, lengths, orientation)

    def keep_on_screen(self) -> None:
        """The window, and every floating panel, inside the screen's available area."""
        screen = self.window.screen()
        if screen is None:
            return
        avail = screen.availableGeometry()
        fit_on_screen(self.window, avail)
        for dock in self.window.findChildren(QDockWidget, options=Qt.FindDirectChildrenOnly):
            if dock.isFloating() and dock.isVisible():
                fit_on_screen(dock, avail)

    def _toolbar_areas(self) -> dict:
        from PySide6.QtWidgets import QToolBar

        # the window's own toolbars are its children: the window's other widgets are not handed to Python
        return {tb: self.window.toolBarArea(tb)
                for tb in self.window.findChildren(QToolBar, options=Qt.FindDirectChildrenOnly)}

    def _put_back_toolbars(self, areas: dict) -> None:
        """Toolbars stay where the user put them, whatever kind of tab was left last."""
        for toolbar, area in areas.items():
            if self.window.toolBarArea(toolbar) != area:
                self.window.addToolBar(area, toolbar)


def scrolling_body(tab: QWidget):
    """The layout for a form-like tab's contents (an army list, a catalogue, an event), inside a
    scroll area: on a small screen the tab scrolls instead of making the window taller than the
    screen (a tab's minimum height is every tab's, as they share the window)."""
    from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout

    outer = QVBoxLayout(tab)
    outer.setContentsMargins(0, 0, 0, 0)
    area = QScrollArea(tab)
    area.setObjectName("TabScrollArea")
    area.setFrameShape(QFrame.NoFrame)
    area.setWidgetResizable(True)
    body = QWidget(area)
    area.setWidget(body)
    outer.addWidget(area)
    return QVBoxLayout(body)


#: the children :func:`keep_tables_inside` looks at: those a panel names (not Qt's own parts, ``qt_...``)
_NAMED = None


def keep_tables_inside(dock: QDockWidget) -> None:
    """No table of a panel scrolls sideways: a table whose columns are sized to their contents
    keeps them within its width instead (``editor/elided.py``: the widest give way, and a cut cell
    shows its text whole on hover).

    The panel names its tables (``setObjectName``), as every panel does: the search compares names
    before it asks a child's class, so the panel's other widgets and objects (text documents,
    selection models, delegates) are never handed to Python, which would make the Python types and
    enums of all their classes (about 20 M instructions of a table's tab)."""
    from PySide6.QtCore import QRegularExpression
    from PySide6.QtWidgets import QHeaderView, QTableView

    from .elided import fit_columns

    global _NAMED
    if _NAMED is None:
        _NAMED = QRegularExpression("^(?!qt_).")
    for table in dock.findChildren(QTableView, _NAMED):
        header = table.horizontalHeader()
        if table.property("wtFitted") or header.count() == 0:
            continue
        if header.sectionResizeMode(0) == QHeaderView.ResizeToContents:
            table.setProperty("wtFitted", True)
            fit_columns(table)


def set_minimum(dock: QDockWidget, size: tuple[int, int]) -> None:
    """The smallest ``dock`` may be: the layout's size for it, and never less than its contents
    need (a panel squeezed below that cuts its words)."""
    inner = dock.widget().minimumSizeHint() if dock.widget() is not None else None
    w, h = size
    if inner is not None and inner.isValid():
        w = max(w, inner.width())
    dock.setMinimumSize(w, h)


def fit_on_screen(widget, avail: QRect) -> None:
    """Shrink ``widget`` to ``avail`` if larger and move it inside."""
    frame = widget.frameGeometry()
    if avail.contains(frame):
        return
    extra_w = frame.width() - widget.width()
    extra_h = frame.height() - widget.height()
    w = min(widget.width(), avail.width() - extra_w)
    h = min(widget.height(), avail.height() - extra_h)
    if (w, h) != (widget.width(), widget.height()):
        widget.resize(max(w, widget.minimumWidth()), max(h, widget.minimumHeight()))
    frame = widget.frameGeometry()
    x = min(max(frame.x(), avail.x()), avail.right() + 1 - frame.width())
    y = min(max(frame.y(), avail.y()), avail.bottom() + 1 - frame.height())
    if (x, y) != (frame.x(), frame.y()):
        widget.move(max(x, avail.x()), max(y, avail.y()))


def _docks_of(editor) -> list[QDockWidget]:
    try:
        return list(editor.docks())
    except RuntimeError:  # the editor's C++ side is gone (its tab closed)
        return []
