"""A cell too narrow for its text shows the whole text as its tooltip.

Qt draws a long text in a list, tree or table cell elided ("Templo o edificio gra…") and shows
no tooltip unless the model gives one. :func:`install` adds one application-wide event filter:
hovering a cell whose text does not fit, and that has no tooltip of its own, shows the text in
full (Spanish words run 20-30 % longer than English ones, so this happens in narrow panels).

:func:`elided_text` is the one test of "this cell is cut" (the tooltip, the panels that make room
for their names and the tests use it); :func:`width_to_show_all` is the width a list needs so
that none of its entries is cut; :func:`short_headers` gives a table short column titles with the
full ones on hover; :func:`fit_columns` keeps a panel's table from scrolling
sideways (the widest columns give way, and their cut cells show the text whole on hover).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QApplication


def elided_text(view: QAbstractItemView, index) -> str | None:
    """The full text of the cell at ``index`` when the view cannot show all of it, else None."""
    # imported when first needed: the option's Python type and its enums are made the first time it
    # is named, which a table's tab need not wait for
    from PySide6.QtWidgets import QStyleOptionViewItem

    if not index.isValid():
        return None
    text = index.data(Qt.DisplayRole)
    if text is None or not str(text).strip():
        return None
    rect = view.visualRect(index)
    if rect.isEmpty():
        return None
    opt = QStyleOptionViewItem()
    view.initViewItemOption(opt)
    need = view.itemDelegateForIndex(index).sizeHint(opt, index).width()
    room = min(rect.right(), view.viewport().width()) - max(rect.left(), 0)
    return str(text) if need > room + 1 else None


def cut_entries(view: QAbstractItemView) -> list[str]:
    """The texts of the cells of ``view``'s first column that it shows cut."""
    model = view.model()
    out = []
    for row in range(model.rowCount() if model is not None else 0):
        text = elided_text(view, model.index(row, 0))
        if text:
            out.append(text)
    return out


def width_to_show_all(view: QAbstractItemView) -> int:
    """The width ``view`` needs to show every entry of its first column whole: the widest entry,
    the frame and a vertical scroll bar."""
    model = view.model()
    rows = model.rowCount() if model is not None else 0
    widest = view.sizeHintForColumn(0) if rows else 0
    # the scroll bar's own width (the style's scroll bar extent) rather than asking the style: the
    # style's Python type, made the first time it is handed to Python, costs a table's tab 5-10 ms
    bar = view.verticalScrollBar().sizeHint().width()
    return widest + 2 * view.frameWidth() + bar + 4


def share_width(wants: list[int], room: int, least: int = 0, floors: list[int] | None = None) -> list[int]:
    """Column widths for ``room`` pixels: each column as wide as it wants when all fit (the last one
    taking what is left); otherwise each keeps its floor (its title) and the widest share what is
    left above their floors, cut down to one common width, so the narrow columns stay whole."""
    if not wants:
        return []
    if sum(wants) <= room:
        return wants[:-1] + [wants[-1] + room - sum(wants)]
    titled = floors is not None
    floors = [max(least, min(f, w)) for f, w in zip(floors or [least] * len(wants), wants)]
    if sum(floors) > room:
        if titled:  # not even the titles fit: the widest titles are cut (with "…") too
            return share_width(wants, room, least)
        # not even the least width each fits (a table not laid out yet has no room): equal shares
        room = max(0, room)
        each = room // len(wants)
        return [each] * (len(wants) - 1) + [room - each * (len(wants) - 1)]
    extra = [w - f for w, f in zip(wants, floors)]
    left = max(0, room - sum(floors))
    cap, rest = 0, sorted(extra)
    for i, e in enumerate(rest):  # the largest cap with sum(min(extra, cap)) <= left
        share = left // (len(rest) - i)
        if e > share:
            cap = share
            break
        left -= e
    return [f + min(e, cap) for f, e in zip(floors, extra)]


class ColumnFitter(QObject):
    """Sizes a table's columns to their contents within its width, again whenever the table is
    resized or its rows change."""

    def __init__(self, view: QAbstractItemView):
        super().__init__(view)
        self.view = view
        header = self.header()
        header.setSectionResizeMode(header.ResizeMode.Interactive)
        header.setTextElideMode(Qt.ElideRight)  # a title cut on a small screen ends in "…"
        header.setStretchLastSection(False)
        self._soon = QTimer(self, singleShot=True, interval=0)  # many cells set at once: one fit
        self._soon.timeout.connect(self.fit)
        view.viewport().installEventFilter(self)
        model = view.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged,
                       model.headerDataChanged, model.layoutChanged):
            signal.connect(self._soon.start)
        self.fit()

    def header(self):
        return self.view.horizontalHeader() if hasattr(self.view, "horizontalHeader") else self.view.header()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Resize:
            self._soon.start()
        return False

    def fit(self, *_args) -> None:
        header = self.header()
        columns = [i for i in range(header.count()) if not header.isSectionHidden(i)]
        titles = [header.sectionSizeHint(i) for i in columns]
        wants = [max(self.view.sizeHintForColumn(i), t) for i, t in zip(columns, titles)]
        room = self.view.viewport().width()
        floors = list(titles)
        if floors and wants[0] + sum(min(f, w) for f, w in zip(floors[1:], wants[1:])) <= room:
            floors[0] = wants[0]  # the first column names the row (a player, a profile): whole first
        widths = share_width(wants, room, header.minimumSectionSize(), floors)
        for i, width in zip(columns, widths):
            if header.sectionSize(i) != width:
                header.resizeSection(i, width)


def short_headers(table, titles: list[tuple[str, str]]) -> None:
    """Column titles short enough for a narrow panel, each with its full title (and what it
    means) in the header's tooltip: ``[(short, full), ...]``, a full title of "" when the short
    one says it all."""
    from PySide6.QtWidgets import QTableWidgetItem

    table.setColumnCount(max(table.columnCount(), len(titles)))
    for i, (short, full) in enumerate(titles):
        item = QTableWidgetItem(short)
        if full and full != short:
            item.setToolTip(full)
        table.setHorizontalHeaderItem(i, item)


def fit_columns(view: QAbstractItemView) -> ColumnFitter:
    """Keep ``view``'s columns inside its width: no table of a panel scrolls sideways."""
    return ColumnFitter(view)


class ElidedTips(QObject):
    def eventFilter(self, obj, event) -> bool:
        return self.handle(obj, event, event.type())

    def handle(self, obj, event, kind) -> bool:
        """The filter's work for an event of type ``kind`` (the application's one filter,
        ``app_events.py``, hands it the tooltip events)."""
        if kind == QEvent.ToolTip:
            view = obj.parent() if obj is not None else None
            if isinstance(view, QAbstractItemView) and obj is view.viewport():
                index = view.indexAt(event.pos())
                if index.isValid() and not index.data(Qt.ToolTipRole):
                    text = elided_text(view, index)
                    if text:
                        from PySide6.QtWidgets import QToolTip

                        QToolTip.showText(event.globalPos(), text, view.viewport(), view.visualRect(index))
                        return True
        return False


_filter: ElidedTips | None = None


def install(app: QApplication | None = None) -> ElidedTips:
    """Install the filter once on the application (idempotent)."""
    global _filter
    app = app or QApplication.instance()
    if _filter is None:
        from .app_events import on

        _filter = ElidedTips(app)
        on((QEvent.ToolTip,), _filter.handle, app)
    return _filter


def installed() -> bool:
    return _filter is not None
