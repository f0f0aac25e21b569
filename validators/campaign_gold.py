"""Gold a campaign player spends on extra points in all their army lists of a turn.

The book lets a player spend up to 250 gold on each battle, but "el oro gastado para una
batalla no podía ser reutilizado en otra batalla": two lists of the same player for the same
turn draw on one treasury. The army lists of a player are found beside the list being checked
(the organiser keeps a turn's lists in one folder): every army list there linked to the same
campaign file and player counts for the campaign's current turn.

A folder is read once per batch run (``model.pins``) and otherwise again only when a file in
it changed; a file is parsed only when its bytes name the campaign link and the player.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from model import pins
from model.files import referenced_path

_MAX_BYTES = 5_000_000
_cache: dict[str, tuple[tuple, dict]] = {}


@dataclass(frozen=True)
class OtherList:
    """Another army list of the same player and campaign: its file, its name and its gold."""

    path: str
    name: str
    gold: float


def _signature(folder: str) -> tuple:
    out = []
    try:
        with os.scandir(folder) as it:
            for e in it:
                if e.name.endswith(".json") and e.is_file(follow_symlinks=False):
                    st = e.stat(follow_symlinks=False)
                    out.append((e.name, st.st_mtime_ns, st.st_size))
    except OSError:
        return ()
    return tuple(sorted(out))


def _index(folder: str, signature: tuple) -> dict:
    """(campaign file, player) -> [OtherList] for the army lists of ``folder`` that spend gold."""
    index: dict[tuple[str, str], list[OtherList]] = {}
    for name, _mtime, size in signature:
        if size > _MAX_BYTES:
            continue
        path = os.path.join(folder, name)
        try:
            with open(path, "rb") as fh:
                data = fh.read(_MAX_BYTES + 1)
        except OSError:
            continue
        if b'"army"' not in data or b'"campaign"' not in data or b'"gold"' not in data:
            continue
        try:
            d = json.loads(data)
        except ValueError:
            continue
        if not isinstance(d, dict) or d.get("kind") != "army":
            continue
        link = d.get("campaign")
        gold = d.get("gold")
        if not isinstance(link, dict) or not isinstance(link.get("file"), str) or \
                not isinstance(link.get("player"), str) or not isinstance(gold, (int, float)) or gold <= 0:
            continue
        key = (referenced_path(path, link["file"]), link["player"])
        label = d.get("name") if isinstance(d.get("name"), str) and d.get("name") else os.path.splitext(name)[0]
        index.setdefault(key, []).append(OtherList(os.path.normpath(path), label, float(gold)))
    return index


def other_lists(list_path: str | None, campaign_file: str, player: str) -> list[OtherList]:
    """The other army lists beside ``list_path`` linked to the same campaign and player that spend gold."""
    if not list_path:
        return []
    list_path = os.path.normpath(os.path.abspath(os.fspath(list_path)))
    folder = os.path.dirname(list_path)
    index = pins.get(("campaign-gold", folder))
    if index is None:
        signature = _signature(folder)
        cached = _cache.get(folder)
        if cached is not None and cached[0] == signature:
            index = cached[1]
        else:
            index = _index(folder, signature)
            _cache[folder] = (signature, index)
        pins.put(("campaign-gold", folder), index)
    campaign = referenced_path(list_path, campaign_file)
    return [o for o in index.get((campaign, player), []) if o.path != list_path]
