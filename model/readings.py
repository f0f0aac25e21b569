"""The readings a ruleset makes where the rulebook's text reads two ways, as printed on the rules page
of the printouts (the turn bulletin, the event pack).

A reading is a ruleset value whose ``note`` says "a reading" and quotes the passage
(docs/rulesets.md): ``campaign.empire.victory_count``, ``campaign.turns.events_repeat_scope``, ADLG
``terrain_kinds.plantation.area``. Each is printed as the organiser's reading in force, in words, with
the rulebook's words and reference, and whether it is the shipped default (the closer reading of the
text) or a choice the organiser made in their own copy of the ruleset. No Qt here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .i18n import msg
from .ruleset import Ruleset, _is_ruled

_READING = re.compile(r"\ba reading\b", re.IGNORECASE)


@dataclass(frozen=True)
class Reading:
    """One reading of the rulebook in force: what it decides, the value in words, the rulebook's words
    and reference, and whether the organiser chose other than the shipped default."""

    key: str  # the ruleset's dotted path
    subject: str
    value: Any
    words: str
    note: str
    ref: str
    default: Any
    default_words: str

    @property
    def chosen(self) -> bool:
        """The organiser's own choice: the value differs from the shipped ruleset's."""
        return self.default is not None and self.value != self.default


def _subject(key: str) -> str:
    return {"campaign.empire.victory_count": msg("reading.victory.subject", "Victory at fifteen hexes"),
            "campaign.turns.events_repeat_scope": msg("reading.events.subject", "Events chosen only once"),
            "terrain_kinds.plantation.area": msg("reading.plantation.subject", "Units inside a plantation")}.get(
        key, key)


def value_words(key: str, value: Any) -> str:
    """What a reading's value means, in words (the value itself for a reading this version does not know)."""
    words = {
        ("campaign.empire.victory_count", "hexes"): msg(
            "reading.victory.hexes", "the hexes the empire is made of are counted, each once"),
        ("campaign.empire.victory_count", "size"): msg(
            "reading.victory.size", "the empire size is counted, a city hex twice"),
        ("campaign.turns.events_repeat_scope", "phase"): msg(
            "reading.events.phase", "no event is chosen twice within one turn's events phase"),
        ("campaign.turns.events_repeat_scope", "campaign"): msg(
            "reading.events.campaign", "no event is chosen twice across the turns until all have been chosen once"),
        ("terrain_kinds.plantation.area", "none"): msg(
            "reading.plantation.none", "are seen and may be shot at, in cover (-1 to the shooter)"),
        ("terrain_kinds.plantation.area", "hides-inside"): msg(
            "reading.plantation.hides", "are hidden from outside, as in a forest or a village"),
    }
    return words.get((key, value), str(value))


def _walk(node: Any, path: str):
    """(dotted path, ruled node) of every ruled value under ``node`` (list items by their id)."""
    if _is_ruled(node):
        yield path, node
        return
    if isinstance(node, dict):
        for k, v in node.items():
            if k != "translations":
                yield from _walk(v, f"{path}.{k}" if path else k)
    elif isinstance(node, list):
        for item in node:
            if isinstance(item, dict) and "id" in item:
                yield from _walk(item, f"{path}.{item['id']}")


def _shipped(ruleset: Ruleset) -> Ruleset | None:
    """The ruleset as Wartable ships it (None for a user's own game)."""
    from resources import RULESETS

    from .ruleset import _read_ruleset

    file = RULESETS / f"{ruleset.id}.json"
    if ruleset.path is not None and file.resolve() == ruleset.path.resolve():
        return ruleset
    try:
        return _read_ruleset(file) if file.is_file() else None
    except Exception:  # a broken shipped file is the tests' business, not the printout's
        return None


def readings(ruleset: Ruleset | None) -> list[Reading]:
    """The readings of ``ruleset`` in force, in the ruleset's order."""
    if ruleset is None:
        return []
    shipped = _shipped(ruleset)
    out = []
    for key, node in _walk(ruleset.data, ""):
        if not _READING.search(str(node.get("note", ""))) or "ref" not in node:
            continue
        value = ruleset.value(key)
        default = shipped.value(key) if shipped is not None else None
        out.append(Reading(key, _subject(key), value, value_words(key, value), ruleset.text(f"{key}.note",
                                                                                            node["note"]),
                           ruleset.ref(key), default, value_words(key, default) if default is not None else ""))
    return out


def reading_lines(ruleset: Ruleset | None) -> list[tuple[str, str]]:
    """The readings as printed, each (line, style): the organiser's reading in words, whether it is the
    default; then the rulebook's words and the reference ("small")."""
    out = []
    for r in readings(ruleset):
        if r.chosen:
            which = msg("reading.chosen", "the organiser's choice; the ruleset's default reads: {default}",
                        default=r.default_words)
        else:
            which = msg("reading.default", "the ruleset's default, the closer reading of the text")
        out.append((msg("reading.line", "Organiser's reading — {subject}: {words} ({which}).", subject=r.subject,
                        words=r.words, which=which), "body"))
        out.append((msg("reading.quote", "{note} ({ref})", note=r.note, ref=r.ref), "small"))
    return out


def troop_profile_rows(ruleset: Ruleset | None) -> tuple[list[list[str]], str]:
    """The ruleset's troop profiles (40K skirmish: each troop type's to-hit and save on 1D6 and its
    close-combat bonus, ``army.troop_profiles``) as table rows under a header row, and their reference;
    ([], "") for a game without them."""
    profiles = ruleset.value("army.troop_profiles") if ruleset is not None else None
    if not profiles:
        return [], ""
    names = {c["id"]: c.get("name", c["id"]) for c in ruleset.value("army.classes", []) or []
             if isinstance(c, dict) and "id" in c}
    rows = [[msg("troops.type", "Troop type"), msg("troops.to-hit", "To hit"), msg("troops.save", "Save"),
             msg("troops.combat", "Combat bonus")]]
    for tid, p in profiles.items():
        hit = p.get("to_hit")
        rows.append([names.get(tid, tid), f"{hit}+" if hit else msg("troops.no-shooting", "does not shoot"),
                     f"{p['save']}+" if p.get("save") else "-", f"+{p['combat']}" if p.get("combat") else "0"])
    return rows, ruleset.ref("army.troop_profiles")
