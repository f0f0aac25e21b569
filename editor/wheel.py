"""The mouse wheel over a form: it scrolls the panel, it never changes a value by accident.

A spin box, combo box or slider takes the wheel only once it has the focus (a click or Tab put it
there); over any other, the wheel goes on to the panel that holds it, which scrolls. One filter
on the application (its part of ``app_events.py``'s) does this for every form of every window and dialog (``install``), and such
widgets get ``Qt.StrongFocus`` (Qt gives them ``WheelFocus``: the wheel itself would take the
focus and then change the value).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QScrollBar

from .app_events import on

#: the widgets whose value the wheel changes
VALUE_WIDGETS = (QAbstractSpinBox, QComboBox, QAbstractSlider)


def takes_wheel(widget) -> bool:
    """``widget`` is a form field whose value a wheel turn changes (a scroll bar is not)."""
    return isinstance(widget, VALUE_WIDGETS) and not isinstance(widget, QScrollBar)


class WheelGuard(QObject):
    """The application's event filter: a wheel over an unfocused value widget goes to its panel."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        return self.handle(obj, event, event.type())

    def handle(self, obj, event, kind) -> bool:
        """The filter's work for an event of type ``kind`` (the application's one filter,
        ``app_events.py``, hands it the wheel and polish events)."""
        if kind == QEvent.Wheel:
            if takes_wheel(obj) and not obj.hasFocus():
                pass_to_panel(obj, event)
                event.accept()  # handled here: the widget never sees it, nor does Qt hand it on again
                return True
        elif kind == QEvent.Polish and takes_wheel(obj):
            if obj.focusPolicy() == Qt.WheelFocus:
                obj.setFocusPolicy(Qt.StrongFocus)
        return False


def pass_to_panel(widget, event) -> bool:
    """Offer ``event`` to the widgets that hold ``widget``, innermost first, as Qt does with a
    wheel a widget does not take; True when one of them (a scroll area) took it."""
    pos = event.position()
    parent = widget
    while not parent.isWindow() and parent.parentWidget() is not None:
        pos = pos + QPointF(parent.pos())
        parent = parent.parentWidget()
        copy = QWheelEvent(pos, event.globalPosition(), event.pixelDelta(), event.angleDelta(), event.buttons(),
                           event.modifiers(), event.phase(), event.inverted(), event.source())
        copy.setAccepted(False)
        QApplication.sendEvent(parent, copy)
        if copy.isAccepted():
            return True
    return False


_guard: WheelGuard | None = None


def install(app: QApplication | None = None) -> WheelGuard:
    """Install the wheel convention on the application, once (later calls change nothing)."""
    global _guard
    app = app or QApplication.instance()
    if _guard is None or _guard.parent() is not app:
        _guard = WheelGuard(app)
        on((QEvent.Wheel, QEvent.Polish), _guard.handle, app)
        # the fields polished before the filter was there (the window's own, built before its first paint)
        for widget in app.allWidgets():
            if takes_wheel(widget) and widget.focusPolicy() == Qt.WheelFocus:
                widget.setFocusPolicy(Qt.StrongFocus)
    return _guard
