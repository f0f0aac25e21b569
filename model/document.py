"""What every Wartable document shares: ordered collections of objects with ids,
edits that notify observers, and top-level fields."""
from __future__ import annotations

import copy
import itertools
from dataclasses import replace
from typing import Any, Hashable

from .events import Change, Observable
from .jsonutil import clean_value


class Document(Observable):
    """Base of the table, campaign and army documents.

    Subclasses list their ordered collections in ``COLLECTIONS`` (attribute names
    holding ``dict[id, frozen dataclass]``, whose order is meaningful: z-order for
    terrain, list order for army entries) and their editable top-level fields in
    ``FIELDS``. All edits go through :meth:`add`, :meth:`remove`, :meth:`replace`
    and :meth:`set_field`, which return what undo needs and emit one Change.
    """

    KIND = ""
    COLLECTIONS: tuple[str, ...] = ()
    FIELDS: tuple[str, ...] = ()

    def collection(self, name: str) -> dict:
        if name not in self.COLLECTIONS:
            raise KeyError(f"{self.KIND} documents have no collection {name!r}")
        return getattr(self, name)

    def new_id(self, prefix: str, reserved: set[str] | None = None) -> str:
        """An id not used by any object of this document: ``prefix1``, ``prefix2``...

        With ``reserved``, ids handed out earlier in the same batch are skipped too, and the
        new one is added to it (several objects created before any is added).
        """
        used = set(reserved or ())
        for name in self.COLLECTIONS:
            used.update(map(str, self.collection(name)))
        for n in itertools.count(1):
            candidate = f"{prefix}{n}"
            if candidate not in used:
                if reserved is not None:
                    reserved.add(candidate)
                return candidate
        raise AssertionError  # pragma: no cover

    def add(self, collection: str, obj: Any, index: int | None = None) -> None:
        """Insert ``obj`` (keyed by ``obj.id``) at ``index`` (default: the end)."""
        items = self.collection(collection)
        obj = clean_value(obj)
        if obj.id in items:
            raise KeyError(f"{collection} already has an object with id {obj.id!r}")
        if index is None or index >= len(items):
            items[obj.id] = obj
        else:
            pairs = list(items.items())
            pairs.insert(max(index, 0), (obj.id, obj))
            items.clear()
            items.update(pairs)
        self._emit(Change("added", collection, (obj.id,)))

    def remove(self, collection: str, obj_id: Hashable) -> tuple[Any, int]:
        """Remove and return ``(object, index)`` so undo can put it back where it was."""
        items = self.collection(collection)
        index = list(items).index(obj_id)
        obj = items.pop(obj_id)
        self._emit(Change("removed", collection, (obj_id,)))
        return obj, index

    def replace(self, collection: str, obj: Any) -> Any:
        """Swap the object with ``obj.id`` for ``obj``; returns the old one."""
        items = self.collection(collection)
        obj = clean_value(obj)
        old = items[obj.id]
        items[obj.id] = obj
        fields = tuple(f for f in obj.__dataclass_fields__ if getattr(old, f) != getattr(obj, f))
        self._emit(Change("changed", collection, (obj.id,), fields))
        return old

    def update(self, collection: str, obj_id: Hashable, **changes: Any) -> Any:
        """Replace an object by a copy with ``changes``; returns the old object."""
        return self.replace(collection, replace(self.collection(collection)[obj_id], **changes))

    def move(self, collection: str, obj_id: Hashable, index: int) -> int:
        """Reorder (z-order, list order); returns the old index."""
        obj, old = self.remove(collection, obj_id)
        self.add(collection, obj, index)
        return old

    def set_field(self, name: str, value: Any) -> Any:
        """Set a top-level field (name, width, scenario...); returns the old value."""
        if name not in self.FIELDS:
            raise AttributeError(f"{self.KIND} documents have no editable field {name!r}")
        old = getattr(self, name)
        setattr(self, name, clean_value(value))
        self._emit(Change("changed", "document", (), (name,)))
        return old

    def snapshot(self):
        """An independent copy for reading elsewhere (a validation thread, an export),
        sharing the immutable objects but not the collections or the observers."""
        clone = copy.copy(self)
        clone.__dict__.pop("_wt_observers", None)
        for name in self.COLLECTIONS:
            setattr(clone, name, dict(getattr(self, name)))
        if isinstance(getattr(self, "settings", None), dict):
            clone.settings = copy.deepcopy(self.settings)
        return clone

    def _state(self) -> tuple:
        return tuple(getattr(self, f) for f in self.FIELDS) + tuple(
            list(self.collection(c).items()) for c in self.COLLECTIONS
        )

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._state() == other._state()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]
