"""The application's one event filter, shared by the conventions that watch every widget.

The wheel convention (``wheel.py``), the plain-text message boxes and tooltips (``plaintext.py``)
and the tooltips of cut cells (``elided.py``) each look at a few kinds of event of every widget of
the application. Every event of the application passes through an application-wide filter, and
a filter written in Python costs a call into Python and the event's type made a Python enum for
each event: with one filter for the three, a tab being built (some thousands of events: children
added, polished, shown, laid out) pays that once per event instead of three times.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

#: a convention's part of the filter: (the watched object, the event, its type) -> True to stop
#: the event there
Handler = Callable[[QObject, object, object], bool]


class AppEvents(QObject):
    """The filter on the application: hands each event to the handlers of its type, in the order
    they were added, until one of them takes it."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.setObjectName("WartableAppEvents")
        self.handlers: dict[object, list[Handler]] = {}

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        handlers = self.handlers.get(kind)
        if handlers:
            for handler in handlers:
                if handler(obj, event, kind):
                    return True
        return False


def app_events(app: QApplication | None = None) -> AppEvents:
    """The application's filter, installed the first time it is asked for."""
    app = app or QApplication.instance()
    found = app.findChild(AppEvents, "WartableAppEvents")
    if found is None:
        found = AppEvents(app)
        app.installEventFilter(found)
    return found


def on(kinds, handler: Handler, app: QApplication | None = None) -> None:
    """Have ``handler`` see the application's events of the types ``kinds`` (once, however often
    it is asked)."""
    events = app_events(app)
    for kind in kinds:
        handlers = events.handlers.setdefault(kind, [])
        if handler not in handlers:
            handlers.append(handler)
