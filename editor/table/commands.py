"""Undo commands for table edits that span collections or need more than the shared ones.

Each command names what it does and calls document methods in redo()/undo(). Objects
are addressed by ``(collection, object)`` pairs so one step can move a zone, two pieces
and a marker together.
"""
from __future__ import annotations

from typing import Any, Iterable

from PySide6.QtGui import QUndoCommand

from ..history import one_object_text

MERGE_CHANGE_OBJECTS = 1101


class ChangeObjects(QUndoCommand):
    """Replace objects of any collections by changed copies (move, rotate, reshape, properties).

    Successive commands with the same ``merge_key`` over the same objects fold into one
    step (nudging with the arrow keys, stepping a spin box).
    """

    def __init__(self, document, changes: Iterable[tuple[str, Any]], text: str, merge_key: str | None = None):
        changes = list(changes)
        super().__init__(one_object_text(text, document, changes))
        self.document = document
        self.new = {(c, o.id): o for c, o in changes}
        self.old = {(c, i): document.collection(c)[i] for c, i in self.new}
        self.merge_key = merge_key

    def changes_anything(self) -> bool:
        return any(self.old[k] != self.new[k] for k in self.new)

    def id(self) -> int:
        return MERGE_CHANGE_OBJECTS if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ChangeObjects) or other.merge_key != self.merge_key or set(other.new) != set(self.new):
            return False
        self.new = other.new
        if not self.changes_anything():
            self.setObsolete(True)
        return True

    def redo(self) -> None:
        for (c, _i), obj in self.new.items():
            self.document.replace(c, obj)

    def undo(self) -> None:
        for (c, _i), obj in self.old.items():
            self.document.replace(c, obj)


class AddTableObjects(QUndoCommand):
    """Add pieces, zones and markers (drawn, dropped, duplicated, mirrored)."""

    def __init__(self, document, objects: Iterable[tuple[str, Any]], text: str):
        self.objects = list(objects)
        super().__init__(one_object_text(text, document, self.objects))
        self.document = document

    def keys(self) -> list[tuple[str, str]]:
        return [(c, o.id) for c, o in self.objects]

    def redo(self) -> None:
        for c, obj in self.objects:
            self.document.add(c, obj)

    def undo(self) -> None:
        for c, obj in reversed(self.objects):
            self.document.remove(c, obj.id)


class RemoveTableObjects(QUndoCommand):
    """Delete objects of any collections; undo puts each back at its old place in the order."""

    def __init__(self, document, keys: Iterable[tuple[str, str]], text: str):
        self.keys = list(keys)
        super().__init__(one_object_text(text, document, [(c, document.collection(c)[i]) for c, i in self.keys
                                                          if i in document.collection(c)]))
        self.document = document
        self.removed: list[tuple[str, Any, int]] = []

    def redo(self) -> None:
        self.removed = []
        for c, i in self.keys:
            obj, index = self.document.remove(c, i)
            self.removed.append((c, obj, index))

    def undo(self) -> None:
        for c, obj, index in reversed(self.removed):
            self.document.add(c, obj, index)


class ApplyDeploymentPreset(QUndoCommand):
    """Replace every deployment zone by the zones of a ruleset preset, in one step."""

    def __init__(self, document, zones: Iterable[Any], text: str):
        super().__init__(text)
        self.document = document
        self.zones = list(zones)
        self.old: list[Any] = []

    def redo(self) -> None:
        self.old = list(self.document.zones.values())
        for z in self.old:
            self.document.remove("zones", z.id)
        for z in self.zones:
            self.document.add("zones", z)

    def undo(self) -> None:
        for z in reversed(self.zones):
            self.document.remove("zones", z.id)
        for z in self.old:
            self.document.add("zones", z)


class ReorderObject(QUndoCommand):
    """Raise or lower an object in its collection (the drawing order of terrain)."""

    def __init__(self, document, collection: str, obj_id: str, index: int, text: str):
        super().__init__(text)
        self.document = document
        self.collection = collection
        self.obj_id = obj_id
        self.index = index
        self.old_index = list(document.collection(collection)).index(obj_id)

    def redo(self) -> None:
        self.document.move(self.collection, self.obj_id, self.index)

    def undo(self) -> None:
        self.document.move(self.collection, self.obj_id, self.old_index)
