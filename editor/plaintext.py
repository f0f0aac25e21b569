"""A document's text is shown as text: never read as markup, never a link.

Qt takes a string that looks like HTML (``Qt::mightBeRichText``) as rich text in a message box, a
label left at its automatic format and a tooltip, and a message box opens the links it shows. A
name, a path or a problem quoted from a file can hold ``<a href="file:///etc/passwd">``: shown as
rich text it would be a link a click follows, or a picture read from the disk.

- :class:`PlainTextGuard`, one application-wide event filter (:func:`install`): every message box
  whose format was left automatic, and every tooltip, is shown as plain text. A message box that
  is rich on purpose (the keys, About) says so with ``setTextFormat(Qt.RichText)`` and builds its
  text from :func:`escaped` pieces.
- :func:`escaped` puts a document's text inside the application's own rich text (a panel's bold
  title) as text; :func:`plain` makes a label plain whatever it is given later.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

if TYPE_CHECKING:  # the box's Python type is made when a box is first shown, not with the window
    from PySide6.QtWidgets import QMessageBox


def escaped(text: object) -> str:
    """``text`` for a place in rich text: its ``<``, ``>`` and ``&`` shown, never read as markup."""
    # what html.escape(text, quote=False) does, without importing html and its table of entities at start-up
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def plain(label: QLabel) -> QLabel:
    """``label`` shows its text as plain text from now on (a link or a tag in it is only text)."""
    label.setTextFormat(Qt.PlainText)
    return label


def plain_box(box: QMessageBox) -> QMessageBox:
    """``box`` shows its text as plain text, and nothing in it can be followed as a link."""
    box.setTextFormat(Qt.PlainText)
    box.setTextInteractionFlags(Qt.TextSelectableByMouse)
    return box


def _plain_tip(label: QLabel) -> None:
    if label.textFormat() != Qt.PlainText:
        label.setTextFormat(Qt.PlainText)
        label.setWordWrap(False)
        label.resize(label.sizeHint())


class PlainTextGuard(QObject):
    """Shows every message box left at the automatic format, and every tooltip, as plain text."""

    def eventFilter(self, obj, event) -> bool:
        return self.handle(obj, event, event.type())

    def handle(self, obj, event, kind) -> bool:
        """The filter's work for an event of type ``kind`` (the application's one filter,
        ``app_events.py``, hands it the show events)."""
        if kind == QEvent.Show and isinstance(obj, QWidget) and obj.isWindow():
            if obj.inherits("QMessageBox"):
                if obj.textFormat() == Qt.AutoText:
                    plain_box(obj)
            elif obj.inherits("QTipLabel"):  # the one label QToolTip shows every tooltip in
                _plain_tip(obj)
        return False


def install(app: QApplication | None = None) -> PlainTextGuard:
    """Install the guard once on the application (idempotent)."""
    app = app or QApplication.instance()
    guard = app.findChild(PlainTextGuard)
    if guard is None:
        from .app_events import on

        guard = PlainTextGuard(app)
        on((QEvent.Show,), guard.handle, app)
    return guard
