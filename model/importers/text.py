"""Army lists pasted from an e-mail or a forum post, one unit a line:

    20 x Spearmen [120]
    1x Captain, General, Warhorse, Shield (64 pts)
      + Sword of might
    Knights x5 - 115 pts

A line is an optional count (``20 x``, ``20x``, ``x5`` at the end), the unit's name, options
after commas, and an optional points value in brackets or "- N pts" (read, and compared with the
catalogue's price). A line starting with ``+``, ``-``, ``*`` or ``•`` under a unit adds options to
it. Blank lines, headings ending with ":" and total lines ("Total: 1995 pts") are skipped.
"""
from __future__ import annotations

import re
from pathlib import Path

from model.army import ArmyEntry, ArmyList, Catalogue
from model.i18n import msg
from model.display import quoted
from model.names import same_name, slug

from .archive import decode_text, read_import
from .battlescribe import GENERAL_WORDS
from .matching import Matcher, NameMapping
from .report import ImportResult, Unmatched

_POINTS = re.compile(r"""\s*(?:[\[(]\s*(?P<a>\d+(?:[.,]\d+)?)\s*(?:pts?|points?|puntos|p)?\.?\s*[\])]
                         |[-–—:=]\s*(?P<b>\d+(?:[.,]\d+)?)\s*(?:pts?|points?|puntos|p)\.?)\s*$""",
                     re.IGNORECASE | re.VERBOSE)
_COUNT_FIRST = re.compile(r"^\s*(?P<n>\d+)\s*(?:x|×|\*)?\s+(?P<rest>\S.*)$", re.IGNORECASE)
_COUNT_FIRST_X = re.compile(r"^\s*(?P<n>\d+)\s*(?:x|×)(?P<rest>\S.*)$", re.IGNORECASE)
_COUNT_LAST = re.compile(r"^(?P<rest>.*\S)\s+(?:x|×)\s*(?P<n>\d+)\s*$", re.IGNORECASE)
_BULLET = re.compile(r"^\s*[+\-*•·>]\s*(?P<rest>\S.*)$")
_TOTAL = re.compile(r"^\s*(?:total|totales?|sum|army total|points?|puntos)\b", re.IGNORECASE)


def import_text_file(path, catalogue: Catalogue, mapping: NameMapping | None = None,
                     catalogue_ref: str = "") -> ImportResult:
    text = decode_text(read_import(path, (".txt",), msg("import.what-text", "a text army list")), path)
    return text_to_army(text, catalogue, mapping, catalogue_ref, name=Path(str(path)).stem, source=str(path))


def _split_points(line: str) -> tuple[str, float | None]:
    m = _POINTS.search(line)
    if m is None:
        return line, None
    value = (m.group("a") or m.group("b")).replace(",", ".")
    return line[:m.start()], float(value)


def _split_count(line: str) -> tuple[int | None, str]:
    for pattern in (_COUNT_FIRST_X, _COUNT_FIRST, _COUNT_LAST):
        m = pattern.match(line)
        if m is not None:
            return max(1, int(m.group("n"))), m.group("rest").strip()
    return None, line.strip()


def text_to_army(text: str, catalogue: Catalogue, mapping: NameMapping | None = None, catalogue_ref: str = "",
                 name: str = "", source: str = "") -> ImportResult:
    """The army list a pasted text describes, matched against ``catalogue``."""
    name = name or msg("import.pasted-name", "Imported list")
    source = source or msg("import.pasted-source", "pasted text")
    matcher = Matcher(catalogue, mapping)
    entries: list[ArmyEntry] = []
    unmatched: list[Unmatched] = []
    notes: list[str] = []
    ids: set[str] = set()
    stated = 0.0
    any_stated = False
    current: ArmyEntry | None = None  # the entry a bullet line adds options to
    current_line = ""
    titled = False

    def add_options(entry: ArmyEntry, names: list[str], where: str, within: str) -> ArmyEntry:
        profile = catalogue.profiles[entry.profile]
        options, general = list(entry.options), entry.general
        for raw in names:
            oname = _split_points(raw)[0].strip()
            if not oname:
                continue
            if same_name(oname) in GENERAL_WORDS:
                general = True
                continue
            oid, skip = matcher.option(profile, oname)
            if skip:
                continue
            if oid is None:
                unmatched.append(Unmatched(oname, "option", where, within=within,
                                           suggestion=matcher.suggest(oname, profile), profile=profile.id))
            elif oid not in options:
                options.append(oid)
        return ArmyEntry(entry.id, entry.profile, entry.models, general, entry.attached_to, entry.role,
                         tuple(options), entry.label, entry.command)

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = msg("import.line", "line {number}", number=number)
        if not line or _TOTAL.match(line) or (line.endswith(":") and not _POINTS.search(line)) or \
                line.startswith(("#", "//", "==", "--")) and not _BULLET.match(raw):
            continue
        bullet = _BULLET.match(raw)
        if bullet is not None and current is not None and not re.match(r"^\s*\d", bullet.group("rest")):
            body, points = _split_points(bullet.group("rest"))
            if points is not None:
                stated, any_stated = stated + points, True
            entries[-1] = current = add_options(current, [p for p in body.split(",")], where, current_line)
            continue
        body, points = _split_points(line)
        count, body = _split_count(body)
        parts = [p.strip() for p in body.split(",")]
        unit_name = parts[0]
        profile, ignored = matcher.profile(unit_name)
        if ignored:
            current = None
            continue
        if profile is None:
            current = None
            if count is None and points is None:  # neither counted nor priced: a title or a remark
                if not entries and not unmatched and not titled:
                    name, titled = line, True
                else:
                    notes.append(msg("import.remark", "{where}: {line} names no unit of the catalogue and has no "
                                     "count or points: read as a remark.", where=where, line=quoted(line)))
                continue
            unmatched.append(Unmatched(unit_name, "unit", where, suggestion=matcher.suggest(unit_name)))
            continue
        if points is not None:
            stated, any_stated = stated + points, True
        eid = slug(profile.name, "entry")
        base, n = eid, 2
        while eid in ids:
            eid, n = f"{base}-{n}", n + 1
        ids.add(eid)
        label = unit_name if same_name(unit_name) != same_name(profile.name) else ""
        entry = ArmyEntry(eid, profile.id, count or 1, label=label)
        entry = add_options(entry, parts[1:], where, unit_name)
        entries.append(entry)
        current, current_line = entry, unit_name
    army = ArmyList(name=name, ruleset=catalogue.ruleset, catalogue=catalogue_ref, entries=entries,
                    faction=catalogue.faction)
    total = army.total_cost(catalogue)
    if any_stated and abs(stated - total) > 1e-6 and not unmatched:
        notes.append(msg("import.text-points", "The list's own points add up to {stated}; the catalogue prices it "
                         "at {total}.", stated=stated, total=total))
    return ImportResult(army, unmatched, notes, source)
