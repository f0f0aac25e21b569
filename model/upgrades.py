"""The format's versions and the upgrade functions that bring an older document to the newest.

Kept apart from :mod:`model.files` (which brings the model, its shapes and its checks) so that
whatever reads a file's plain JSON, such as the window's first picture of a table or a campaign
map, reads every version through the very same upgrade path the full load uses.
"""
from __future__ import annotations

from typing import Any, Callable

FORMAT = "wartable"
FORMAT_VERSION = 8
KINDS = ("table", "campaign", "army", "catalogue", "event")


def _upgrade_1_to_2(data: dict) -> dict:
    """Version 2 added optional fields only (army commands and an entry's command; a profile's
    category, base and limit per army; mount options): a version-1 document is already valid."""
    return data


def _upgrade_2_to_3(d: dict) -> dict:
    """Version 3 gives campaigns their turn record (``history``); an older campaign has played none."""
    if d.get("kind") == "campaign":
        d.setdefault("history", {"turns": []})
    return d


def _upgrade_3_to_4(d: dict) -> dict:
    """Version 4 lets an army list's campaign link name the turn (and battle) it is for; an older
    list names none and stays the list of the campaign's current turn."""
    return d


def _upgrade_4_to_5(d: dict) -> dict:
    """Version 5 lets an army entry state its own points (as an imported roster prices it), a
    catalogue option cost per model and a catalogue name its source; an older list is priced by
    its catalogue, an older option once per entry, as before."""
    return d


def _upgrade_5_to_6(d: dict) -> dict:
    """Version 6 lets a catalogue carry the limits its data sets on a whole army (``constraints``);
    an older catalogue has none."""
    return d


def _upgrade_6_to_7(d: dict) -> dict:
    """Version 7 lets an event state its points limit, timing (a game's length; each round's day, start
    and length) and scoring; an older event states none of them and prints as before."""
    return d


def _upgrade_7_to_8(d: dict) -> dict:
    """Version 8 lets a catalogue profile name the data entry it was made from (``source_ids``) and an army
    entry say that the catalogue does not have it (``not_in_catalogue``: kept at the points and models the
    imported roster states), which of the list's forces it stands in (``force``) and the roster's categories
    of it (``categories``); an older catalogue's
    profiles are matched by name, an older list's entries are in their catalogue and in no force in
    particular, as before."""
    return d


#: ``UPGRADES[n]`` turns a version-n document (a dict) into version n+1.
UPGRADES: dict[int, Callable[[dict], dict]] = {1: _upgrade_1_to_2, 2: _upgrade_2_to_3, 3: _upgrade_3_to_4,
                                               4: _upgrade_4_to_5, 5: _upgrade_5_to_6,
                                               6: _upgrade_6_to_7, 7: _upgrade_7_to_8}


def upgrade(data: dict, version: int) -> dict:
    """A copy of the version-``version`` document ``data`` brought up to :data:`FORMAT_VERSION`
    (``data`` itself when it is current); the caller has checked the envelope."""
    if version < FORMAT_VERSION:
        data = dict(data)  # one copy for all the steps: the caller's dict stays as it was
        while version < FORMAT_VERSION:
            data = UPGRADES[version](data)
            version += 1
            data["format_version"] = version
    return data


def readable(data: Any) -> dict | None:
    """``data`` brought up to the newest version when its envelope is one this version reads (a
    Wartable document of a known kind and a version from 1 to the newest), else None. Says nothing
    about what is wrong: :func:`model.files.check_envelope` does, for the real load."""
    if type(data) is not dict or data.get("format") != FORMAT or data.get("kind") not in KINDS:
        return None
    version = data.get("format_version")
    if type(version) is not int or not 1 <= version <= FORMAT_VERSION:
        return None
    return upgrade(data, version)
