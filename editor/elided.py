"""A cell too narrow for its text shows the whole text as its tooltip.

Qt draws a long text in a list, tree or table cell elided ("Templo o edificio gra…") and shows
no tooltip unless the model gives one. :func:`install` adds one application-wide event filter:
hovering a cell whose text does not fit, and that has no tooltip of its own, shows the text in
full (Spanish words run 20-30 % longer than English ones, so this happens in narrow panels).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyleOptionViewItem, QToolTip


def elided_text(view: QAbstractItemView, index) -> str | None:
    """The full text of the cell at ``index`` when the view cannot show all of it, else None."""
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


class ElidedTips(QObject):
    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.ToolTip:
            view = obj.parent() if obj is not None else None
            if isinstance(view, QAbstractItemView) and obj is view.viewport():
                index = view.indexAt(event.pos())
                if index.isValid() and not index.data(Qt.ToolTipRole):
                    text = elided_text(view, index)
                    if text:
                        QToolTip.showText(event.globalPos(), text, view.viewport(), view.visualRect(index))
                        return True
        return False


_filter: ElidedTips | None = None


def install(app: QApplication | None = None) -> ElidedTips:
    """Install the filter once on the application (idempotent)."""
    global _filter
    app = app or QApplication.instance()
    if _filter is None:
        _filter = ElidedTips(app)
        app.installEventFilter(_filter)
    return _filter


def installed() -> bool:
    return _filter is not None
