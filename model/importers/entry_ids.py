"""Ids for the entries of an imported list, made from their profiles' names."""
from __future__ import annotations

from model.names import slug


class EntryIds:
    """Entry ids made from profile names: "lanceros", "lanceros-2", ... Each name remembers the next
    number to try, so N units of one profile take N steps, not the N²/2 of trying "name-2" up to
    "name-N" for each new one."""

    def __init__(self):
        self.taken: set[str] = set()
        self.next: dict[str, int] = {}

    def new(self, name: str) -> str:
        base = slug(name, "entry")[:150].rstrip("-") or "entry"
        if base not in self.taken:
            self.taken.add(base)
            return base
        n = self.next.get(base, 2)
        while f"{base}-{n}" in self.taken:  # only ids another name already made from the same words
            n += 1
        self.next[base] = n + 1
        eid = f"{base}-{n}"
        self.taken.add(eid)
        return eid
