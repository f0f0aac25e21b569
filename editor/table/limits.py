"""The table editor keeps a table within Wartable's documented limits (:mod:`model.limits`): an
edit that would pass one (a paste, a duplicate, a copy, a new object, a reshaped outline) is
refused with a message that names the limit, and nothing changes."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from model.limits import table_excess


def _sentence(name: str, count: int, limit: int) -> str:
    n, most = QLocale().toString(count), QLocale().toString(limit)
    if name == "pieces per table":
        text = QCoreApplication.translate("TableLimits", "Nothing was changed: the table would have %1 terrain "
                                                         "pieces, more than Wartable's limit of %2 per table.")
    elif name == "zones per table":
        text = QCoreApplication.translate("TableLimits", "Nothing was changed: the table would have %1 deployment "
                                                         "zones, more than Wartable's limit of %2 per table.")
    elif name == "markers per table":
        text = QCoreApplication.translate("TableLimits", "Nothing was changed: the table would have %1 markers, "
                                                         "more than Wartable's limit of %2 per table.")
    elif name == "walls per piece":
        text = QCoreApplication.translate("TableLimits", "Nothing was changed: a piece would have %1 walls, more "
                                                         "than Wartable's limit of %2 per piece.")
    elif name == "corners per shape":
        text = QCoreApplication.translate("TableLimits", "Nothing was changed: a shape would have %1 corners, more "
                                                         "than Wartable's limit of %2 per shape.")
    else:
        text = QCoreApplication.translate("TableLimits", "Nothing was changed: the table's shapes would have %1 "
                                                         "corners in all, more than Wartable's limit of %2 per "
                                                         "table.")
    return text.replace("%1", n).replace("%2", most)


def beyond_limits(document, added=(), changed=()) -> str | None:
    """What is wrong (one sentence for people) when ``document`` with the objects ``added`` and
    the objects ``changed`` (``(collection, object)`` pairs) would pass a limit; None when not."""
    added, changed = list(added), {(c, o.id): o for c, o in changed}
    if not added and not changed:
        return None

    def objects(collection):
        out = [changed.get((collection, k), o) for k, o in document.collection(collection).items()]
        return out + [o for c, o in added if c == collection]

    excess = table_excess(objects("pieces"), objects("zones"), objects("markers"))
    return None if excess is None else _sentence(*excess)
