"""History entries that say what changed: "Move Tea house", not "Move 1 object(s)".

The editors name a step for several objects ("Move %n object(s)"); when the step touches one
object, :func:`one_object_text` gives the entry for it by name ("Move Tea house"), from the
same place for every command. Names are display names (``model.display``), never ids.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from model.display import marker_name, piece_name, zone_name


def _tr(text: str) -> str:
    return QCoreApplication.translate("History", text)


#: each "several objects" entry and its one-object form (%1: the object's name)
ONE_OBJECT = {
    "Move %n object(s)": "Move %1",
    "Resize %n object(s)": "Resize %1",
    "Rotate %n object(s)": "Rotate %1",
    "Scale %n object(s)": "Scale %1",
    "Nudge %n object(s)": "Nudge %1",
    "Delete %n object(s)": "Delete %1",
    "Cut %n object(s)": "Cut %1",
    "Paste %n object(s)": "Paste %1",
    "Duplicate %n object(s)": "Duplicate %1",
    "Flip %n object(s)": "Flip %1",
    "Align %n object(s)": "Align %1",
    "Distribute %n object(s)": "Distribute %1",
}


def _one_forms() -> dict[str, str]:
    """Translated "%n object(s)" text for one object -> translated one-object template."""
    out = {}
    for many, one in ONE_OBJECT.items():
        for context in ("History", "SelectionOperations", "PropertiesDock", "TableEditor"):
            out[QCoreApplication.translate(context, many, "", 1)] = _tr(one)
    return out


def object_name(document, collection: str, obj) -> str:
    """A table object's display name: its label, else its kind's name (or its zone's side)."""
    ruleset = _ruleset(document)
    if collection == "pieces":
        return piece_name(obj, ruleset)
    if collection == "zones":
        return str(zone_name(obj))
    if collection == "markers":
        return marker_name(obj, ruleset)
    return getattr(obj, "label", "") or getattr(obj, "name", "") or collection


def _ruleset(document):
    rid = getattr(document, "ruleset", None)
    if not rid:
        return None
    try:
        from model.ruleset import load_ruleset

        return load_ruleset(rid, getattr(document, "path", None))
    except Exception:  # an unknown ruleset: names fall back to the kind ids
        return None


def one_object_text(text: str, document, objects) -> str:
    """``text`` with the object named when the step touches exactly one ``(collection, object)``."""
    objects = list(objects)
    if len(objects) != 1:
        return text
    template = _one_forms().get(text)
    if template is None:
        return text
    collection, obj = objects[0]
    return template.replace("%1", object_name(document, collection, obj))


def _register_for_lupdate() -> list[str]:  # never called: lets lupdate find the one-object templates
    return [
        QCoreApplication.translate("History", "Move %1"),
        QCoreApplication.translate("History", "Resize %1"),
        QCoreApplication.translate("History", "Rotate %1"),
        QCoreApplication.translate("History", "Scale %1"),
        QCoreApplication.translate("History", "Nudge %1"),
        QCoreApplication.translate("History", "Delete %1"),
        QCoreApplication.translate("History", "Cut %1"),
        QCoreApplication.translate("History", "Paste %1"),
        QCoreApplication.translate("History", "Duplicate %1"),
        QCoreApplication.translate("History", "Flip %1"),
        QCoreApplication.translate("History", "Align %1"),
        QCoreApplication.translate("History", "Distribute %1"),
    ]
