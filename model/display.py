"""The names people read for model objects: labels and ruleset names, never internal ids.

Findings, history entries, dialogs and printouts call these, so a piece is "Tea house" (its
label) or "Japanese house" (its kind's name in the chosen language), never "piece-3".
Qt-free.
"""
from __future__ import annotations

from typing import Any, Iterable

from .i18n import language, lazy_msg, msg, pick, rendered_cache

_NONE = lazy_msg("display.none", "none")


def ruleset_text(ruleset, dotted: str, text: Any = None) -> str:
    """Display text of a ruleset value (``terrain_kinds.house.name``) in the current language."""
    if ruleset is not None and hasattr(ruleset, "text"):
        return ruleset.text(dotted, text)
    return pick(text)


def kind_name(ruleset, collection: str, kind_id: str | None) -> str:
    """The display name of ``kind_id`` in a ruleset list (``terrain_kinds``, ``markers``, ``scenarios``,
    ``campaign.terrains``...): its name in the chosen language, or the id when the ruleset lacks it."""
    if not kind_id:
        return ""
    if ruleset is not None:
        node = ruleset.node(f"{collection}.{kind_id}")
        if isinstance(node, dict) and node.get("name"):
            return ruleset_text(ruleset, f"{collection}.{kind_id}.name", node["name"])
    return kind_id


def kind_names(ruleset, collection: str, kind_ids: Iterable[str] | None = None) -> str:
    """Display names of a ruleset list, sorted and joined: for "known kinds: ..." messages."""
    if kind_ids is None:
        node = ruleset.node(collection) if ruleset is not None else None
        kind_ids = [x["id"] for x in node if isinstance(x, dict) and "id" in x] if isinstance(node, list) else []
    names = sorted({kind_name(ruleset, collection, k) for k in kind_ids}, key=str.casefold)
    return listing(names)


def listing(names: Iterable[str]) -> str:
    """``a, b, c`` (or "none")."""
    names = [str(n) for n in names]
    return ", ".join(names) if names else _NONE.render()


def piece_name(piece, ruleset=None) -> str:
    """A terrain piece: its label, else its kind's name."""
    return piece.label or kind_name(ruleset, "terrain_kinds", piece.kind)


def marker_name(marker, ruleset=None) -> str:
    """A marker: its label, else its kind's name."""
    return marker.label or kind_name(ruleset, "markers", marker.kind)


def zone_name(zone) -> str:
    """A deployment zone, by one name wherever it shows (canvas, panels, history, findings, printouts):
    its label, else its side's ("Side A", or the side's own name: "Attackers")."""
    return zone.label or side_name(zone.side)


def side_name(side: str) -> str:
    """A side: "Side A" for a letter or a number, the side's own name otherwise ("Attackers")."""
    return side_label(side) if len(side) <= 2 else side


def entry_name(entry, profile=None) -> str:
    """An army list entry: its label, else its profile's name."""
    if entry.label:
        return entry.label
    if profile is not None and getattr(profile, "name", None):
        return profile.name
    return entry.profile


def player_name(player) -> str:
    return player.name or msg("display.player", "unnamed player")


def quoted(name: Any) -> str:
    """A name inside a sentence: 'Tea house' in English, «Tea house» in Spanish."""
    if type(name) is not str:  # a message: rendered again in another language with it
        return msg("display.quoted", "'{name}'", name=name)
    key = (name, language())
    hit = _QUOTED.get(key)
    if hit is None:  # a folder of army lists quotes the same few names thousands of times
        if len(_QUOTED) >= 4096:
            _QUOTED.clear()
        hit = _QUOTED[key] = msg("display.quoted", "'{name}'", name=name)
    return hit


_QUOTED = rendered_cache()


#: the troop types catalogues are written with (free text: others are shown as written)
TROOP_TYPES = {
    "infantry": lazy_msg("display.troop-infantry", "infantry"),
    "mounted": lazy_msg("display.troop-mounted", "mounted"),
    "cavalry": lazy_msg("display.troop-cavalry", "cavalry"),
    "creature": lazy_msg("display.troop-creature", "creature"),
    "skirmishers": lazy_msg("display.troop-skirmishers", "skirmishers"),
}


def troop_type_name(troop_type: str) -> str:
    """A profile's troop type in the current language when it is one of the usual words."""
    word = TROOP_TYPES.get((troop_type or "").strip().casefold())
    return word.render() if word is not None else troop_type


def side_label(side: str) -> str:
    """The label a new deployment zone gets, in the language it is made in ("Side A", "Bando A")."""
    return msg("display.side", "Side {side}", side=side)


def new_player_name(n: int) -> str:
    """The name a new player gets until the organiser types one ("Player 2", "Jugador 2")."""
    return msg("display.new-player", "Player {n}", n=n)
