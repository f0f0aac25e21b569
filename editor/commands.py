"""Undo commands shared by the editors. Each names what it does (verb + noun) and calls
model methods in redo()/undo(); nothing else changes a document."""
from __future__ import annotations

from typing import Any, Hashable, Iterable

from PySide6.QtGui import QUndoCommand

#: Merge ids for commands that fold successive edits into one step.
MERGE_REPLACE_OBJECTS = 1001
MERGE_SET_FIELD = 1002


class AddObjects(QUndoCommand):
    """Add objects to a collection (terrain pieces, zones, markers, players...)."""

    def __init__(self, document, collection: str, objects: Iterable[Any], text: str = "", index: int | None = None):
        super().__init__(text or "Add")
        self.document = document
        self.collection = collection
        self.objects = list(objects)
        self.index = index

    def redo(self) -> None:
        for i, obj in enumerate(self.objects):
            self.document.add(self.collection, obj, None if self.index is None else self.index + i)

    def undo(self) -> None:
        for obj in reversed(self.objects):
            self.document.remove(self.collection, obj.id)


class RemoveObjects(QUndoCommand):
    """Remove objects; undo puts each back at its old position (z-order, list order)."""

    def __init__(self, document, collection: str, ids: Iterable[Hashable], text: str = ""):
        super().__init__(text or "Delete")
        self.document = document
        self.collection = collection
        self.ids = list(ids)
        self.removed: list[tuple[Any, int]] = []

    def redo(self) -> None:
        self.removed = [self.document.remove(self.collection, i) for i in self.ids]

    def undo(self) -> None:
        # each index was taken after the earlier removals: put them back in reverse order
        for obj, index in reversed(self.removed):
            self.document.add(self.collection, obj, index)


class ReplaceObjects(QUndoCommand):
    """Replace objects by changed copies (move, reshape, property edits).

    With ``merge_key`` set, successive commands with the same key and the same
    objects merge into one undo step (typing in a property field, nudging).
    """

    def __init__(self, document, collection: str, new_objects: Iterable[Any], text: str = "",
                 merge_key: str | None = None):
        super().__init__(text or "Change")
        self.document = document
        self.collection = collection
        self.new = {o.id: o for o in new_objects}
        items = document.collection(collection)
        self.old = {i: items[i] for i in self.new}
        self.merge_key = merge_key

    def id(self) -> int:
        return MERGE_REPLACE_OBJECTS if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ReplaceObjects) or other.merge_key != self.merge_key \
                or other.collection != self.collection or set(other.new) != set(self.new):
            return False
        self.new = other.new
        return True

    def redo(self) -> None:
        for obj in self.new.values():
            self.document.replace(self.collection, obj)

    def undo(self) -> None:
        for obj in self.old.values():
            self.document.replace(self.collection, obj)


class SetField(QUndoCommand):
    """Change a top-level field of a document (name, size, scenario, turn...)."""

    def __init__(self, document, name: str, value: Any, text: str = "", merge: bool = False):
        super().__init__(text or f"Change {name}")
        self.document = document
        self.name = name
        self.value = value
        self.old = getattr(document, name)
        self.merge = merge

    def id(self) -> int:
        return MERGE_SET_FIELD if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetField) or other.name != self.name or other.document is not self.document:
            return False
        self.value = other.value
        return True

    def redo(self) -> None:
        self.document.set_field(self.name, self.value)

    def undo(self) -> None:
        self.document.set_field(self.name, self.old)
