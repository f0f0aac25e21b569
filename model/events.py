"""A small Qt-free change notification: documents tell observers what changed.

The editor's document object subscribes and turns each :class:`Change` into a Qt
signal; validators and the command line never subscribe.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable


@dataclass(frozen=True)
class Change:
    """One change to a document.

    ``action`` is ``"added"``, ``"removed"``, ``"changed"`` or ``"reset"``;
    ``collection`` names what changed (``"pieces"``, ``"zones"``, ``"markers"``,
    ``"cells"``, ``"players"``, ``"entries"`` or ``"document"`` for top-level fields);
    ``ids`` are the objects concerned; ``fields`` the attribute names that changed.
    """

    action: str
    collection: str
    ids: tuple[Hashable, ...] = ()
    fields: tuple[str, ...] = ()


Callback = Callable[[Change], Any]


class Observable:
    """Mixin giving a document a list of observers."""

    def _observers(self) -> list[Callback]:
        try:
            return self.__dict__["_wt_observers"]
        except KeyError:
            self.__dict__["_wt_observers"] = []
            return self.__dict__["_wt_observers"]

    def subscribe(self, callback: Callback) -> Callable[[], None]:
        """Call ``callback(change)`` after every change; returns a function that unsubscribes."""
        observers = self._observers()
        observers.append(callback)

        def unsubscribe() -> None:
            if callback in observers:
                observers.remove(callback)

        return unsubscribe

    def _emit(self, change: Change) -> None:
        for callback in list(self._observers()):
            callback(change)
