"""Ids for the entries of an imported list, made from their profiles' names."""
from __future__ import annotations

from functools import lru_cache

from model.names import slug

#: ids made once per name: a catalogue's import makes the same option ids under hundreds of profiles
cached_slug = lru_cache(maxsize=65536)(slug)


@lru_cache(maxsize=65536)
def _base(name: str, fallback: str) -> str:
    """The id a name gives before any number is added (at most 150 characters)."""
    return cut_id(cached_slug(name, fallback), fallback)


def cut_id(slugged: str, fallback: str) -> str:
    """The id of a slug before any number is added: at most 150 characters."""
    return slugged[:150].rstrip("-") or fallback


#: the id a name gives before :meth:`EntryIds.new` adds any number
base_id = _base


class EntryIds:
    """Entry ids made from profile names: "lanceros", "lanceros-2", ... Each name remembers the next
    number to try, so N units of one profile take N steps, not the N²/2 of trying "name-2" up to
    "name-N" for each new one. Also the ids of an imported catalogue's profiles and options
    (``fallback`` "profile", "option")."""

    def __init__(self):
        self.taken: set[str] = set()
        self.next: dict[str, int] = {}

    def new(self, name: str, fallback: str = "entry") -> str:
        base = _base(name, fallback)
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
