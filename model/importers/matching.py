"""Names of an imported list matched to a catalogue's profiles and options.

A roster's selection is matched first by the data entry it names (its BattleScribe ``entryId``,
against the ids a profile was made from: a unit renamed in a newer revision of the data is still
the same entry), then by name. A name matches a profile whose name (or id) is the same without case, accents or punctuation
("CABALLEROS del Círculo" ~ "Caballeros del circulo"). What does not match is reported; the
organiser fixes it in a *mapping*: a small JSON file kept beside the event's lists, read by
every later import, that says which profile (or option) a name stands for, or that a name is to
be left out (``null``)::

    {"format": "wartable-mapping", "format_version": 1, "catalogue": "empire.json",
     "names": {"Capitán Imperial": "captain", "Mascota": null},
     "options": {"Escudo": "shield"}}
"""
from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from pathlib import Path

from model.army import Catalogue, Profile
from model.atomic import write_atomic
from model.errors import DocumentError
from model.i18n import msg
from model.jsonutil import parse_json, read_bounded
from model.names import same_name

MAPPING_FORMAT = "wartable-mapping"
#: how many different unmatched names of one import get a closest name suggested
MAX_SUGGESTED = 200
#: marks a name the mapping leaves out on purpose
IGNORED = None


@dataclass
class NameMapping:
    """Which profile or option an imported name stands for: ``names`` and ``options`` map a
    name (compared folded) to an id, or to ``None`` to leave the name out."""

    names: dict[str, str | None] = field(default_factory=dict)
    options: dict[str, str | None] = field(default_factory=dict)
    catalogue: str = ""

    def __post_init__(self):
        self._names = {same_name(k): v for k, v in self.names.items()}
        self._options = {same_name(k): v for k, v in self.options.items()}

    def profile_for(self, name: str) -> tuple[bool, str | None]:
        """``(known, profile id or None)``: whether the mapping speaks of ``name``, and what it says."""
        key = same_name(name)
        return (key in self._names, self._names.get(key))

    def option_for(self, name: str) -> tuple[bool, str | None]:
        key = same_name(name)
        return (key in self._options, self._options.get(key))

    def set_name(self, name: str, profile_id: str | None) -> None:
        self.names[name] = profile_id
        self._names[same_name(name)] = profile_id

    def set_option(self, name: str, option_id: str | None) -> None:
        self.options[name] = option_id
        self._options[same_name(name)] = option_id

    def to_dict(self) -> dict:
        return {"format": MAPPING_FORMAT, "format_version": 1, "catalogue": self.catalogue,
                "names": dict(sorted(self.names.items())), "options": dict(sorted(self.options.items()))}


def load_mapping(path: str | Path) -> NameMapping:
    """A mapping file; DocumentError names the file and the field when it is not one."""
    what = msg("import.what-mapping", "a Wartable name mapping")
    data = parse_json(read_bounded(path, 4 * 1024 * 1024, what).decode("utf-8", "replace"), path)
    if not isinstance(data, dict) or data.get("format") != MAPPING_FORMAT:
        raise DocumentError(path, "format", msg("import.not-mapping", "is not a Wartable name mapping"),
                            f'"format": "{MAPPING_FORMAT}"')
    if data.get("format_version") != 1:
        raise DocumentError(path, "format_version", msg("import.is", "is {value}",
                                                        value=json.dumps(data.get("format_version"))), "1")
    out = {}
    for key in ("names", "options"):
        table = data.get(key, {})
        if not isinstance(table, dict):
            raise DocumentError(path, key, msg("import.is-json", "is a JSON {type}", type=type(table).__name__),
                                msg("import.mapping-object", "an object of name -> id or null"))
        for name, value in table.items():
            if value is not None and not (isinstance(value, str) and value):
                raise DocumentError(path, f"{key}.{name}", msg("import.is", "is {value}", value=json.dumps(value)),
                                    msg("import.mapping-value", "a profile or option id, or null to leave the name out"))
        out[key] = dict(table)
    catalogue = data.get("catalogue", "")
    if not isinstance(catalogue, str):
        raise DocumentError(path, "catalogue", msg("import.is", "is {value}", value=json.dumps(catalogue)),
                            msg("import.a-catalogue-name", "a catalogue file name"))
    return NameMapping(out["names"], out["options"], catalogue)


def save_mapping(mapping: NameMapping, path: str | Path, unmatched=()) -> None:
    """Write the mapping atomically (a crash leaves the old file or the new one), with the names of
    an import that matched nothing listed under ``"unmatched"`` for the organiser to map (loading
    ignores that list)."""
    path = Path(path)
    data = mapping.to_dict()
    if unmatched:
        data["unmatched"] = [{"name": u.name, "kind": u.kind, "within": u.within, "closest": u.suggestion}
                             for u in unmatched]
    text = (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
    write_atomic(path, text)


class Matcher:
    """Names matched against one catalogue (and a mapping), the catalogue's names folded once."""

    def __init__(self, catalogue: Catalogue, mapping: NameMapping | None = None):
        self.catalogue = catalogue
        self.mapping = mapping or NameMapping()
        self._by_name: dict[str, Profile] = {}
        for p in catalogue.profiles.values():
            self._by_name.setdefault(same_name(p.id), p)
        for p in catalogue.profiles.values():  # a name wins over another profile's id
            self._by_name[same_name(p.name)] = p
        #: a data entry's id (and its links' ids) -> the profile made from it (a link's id is the profile's own,
        #: the entry's id may be shared by two links: the first profile keeps it)
        self._by_source: dict[str, Profile] = {}
        for p in catalogue.profiles.values():
            for sid in p.source_ids[:1]:
                self._by_source[sid] = p
        for p in catalogue.profiles.values():
            for sid in p.source_ids[1:]:
                self._by_source.setdefault(sid, p)
        self._options: dict[str, dict[str, str]] = {}  # profile id -> folded option name or id -> option id
        self._folded: dict[str | None, dict[str, str]] = {}  # profile id (None: profiles) -> folded -> name
        self._suggested: dict[tuple[str, str | None], str | None] = {}

    def profile(self, name: str) -> tuple[Profile | None, bool]:
        """``(profile, ignored)``: the profile ``name`` stands for, or why there is none."""
        known, pid = self.mapping.profile_for(name)
        if known:
            return (self.catalogue.profiles.get(pid) if pid is not None else None), pid is None
        return self._by_name.get(same_name(name)), False

    def entry(self, name: str, entry_id: str = "") -> tuple[Profile | None, bool, str]:
        """``(profile, ignored, how)`` for a roster's top-level selection: what the organiser's mapping says
        of its name, else the profile made from the data entry its ``entryId`` names (BattleScribe writes
        the path of ids that reached it, ``link::entry``: the first is the root entry or the link that
        fields it, the last the entry itself), else the profile of the same name. ``how`` is
        ``"mapping"``, ``"id"``, ``"name"`` or ``""`` (no profile)."""
        known, pid = self.mapping.profile_for(name)
        if known:
            profile = self.catalogue.profiles.get(pid) if pid is not None else None
            return profile, pid is None, "mapping" if profile is not None else ""
        if entry_id and self._by_source:
            parts = entry_id.split("::")
            for sid in (parts[0], parts[-1]) if len(parts) > 1 else parts:
                hit = self._by_source.get(sid)
                if hit is not None:
                    return hit, False, "id"
        hit = self._by_name.get(same_name(name))
        return hit, False, "name" if hit is not None else ""

    def option(self, profile: Profile, name: str) -> tuple[str | None, bool]:
        """``(option id, ignored)`` of ``profile`` that ``name`` stands for."""
        known, oid = self.mapping.option_for(name)
        if known:
            return (oid if oid is None or any(o.id == oid for o in profile.options) else None), oid is None
        table = self._options.get(profile.id)
        if table is None:  # folded once per profile: a list names the same profiles' options many times
            table = {}
            for o in reversed(profile.options):
                table[same_name(o.id)] = o.id
            for o in reversed(profile.options):  # a name wins over another option's id
                table[same_name(o.name)] = o.id
            self._options[profile.id] = table
        return table.get(same_name(name)), False

    def suggest(self, name: str, profile: Profile | None = None) -> str | None:
        """The closest profile name (or option name of ``profile``), for the report. Each name is
        looked up once; past :data:`MAX_SUGGESTED` different names (a hostile list of thousands of
        unknown names) the rest get no suggestion, so the report's cost stays linear."""
        pid = profile.id if profile is not None else None
        key = (same_name(name), pid)
        if key in self._suggested:
            return self._suggested[key]
        if len(self._suggested) >= MAX_SUGGESTED:
            return None
        folded = self._folded.get(pid)
        if folded is None:
            names = [o.name for o in profile.options] if profile is not None else \
                [p.name for p in self.catalogue.profiles.values()]
            folded = self._folded[pid] = {same_name(n): n for n in names}
        hit = difflib.get_close_matches(key[0][:200], list(folded), n=1, cutoff=0.6)
        if not hit:  # "Elector Count on Barded Warhorse": the longest name inside it, word for word
            padded = f" {key[0][:200]} "
            inside = [n for n in folded if len(n) >= 4 and f" {n} " in padded]
            hit = [max(inside, key=len)] if inside else []
        self._suggested[key] = found = folded[hit[0]] if hit else None
        return found
