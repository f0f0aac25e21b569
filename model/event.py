"""The event document: a tournament's rounds, tables, players, army lists and terrain stock.

An event refers to other documents by paths relative to its own file: each round's tables
(table number -> a table document; one layout may be used on several tables) and the army
lists (a folder of lists, plus links from list files to the registered players). It holds
the event's own settings (the per-rule overrides of a ``--settings`` file), the club's
terrain inventory and the organiser's options for the checks: the size tolerance used to
match terrain pieces to stock items, and whether a pairing may meet on the same layout twice.

No Qt and no shapely here: the checks (validators/event_rules.py, validators/inventory.py)
load the documents the event names.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable

from .document import Document
from .errors import DocumentError
from .i18n import msg, msg_n, number, pick

#: Default size tolerance (mm) when matching a table's piece to a stock item: ±1 cm.
DEFAULT_TOLERANCE = 10.0


@dataclass(frozen=True)
class EventPlayer:
    """A registered player."""

    id: str
    name: str
    club: str = ""


@dataclass(frozen=True)
class ListLink:
    """An army list file of the event (relative to the event file) and the player it belongs to."""

    file: str
    player: str | None = None

    @property
    def id(self) -> str:
        return self.file


@dataclass(frozen=True)
class TableSlot:
    """One table of a round: its number, the table document laid out on it, who plays there."""

    number: int
    table: str
    players: tuple[str, ...] = ()


@dataclass(frozen=True)
class Round:
    """A round of the event: its tables by number (kept in number order) and, when the organiser
    states them, the day it is played (``YYYY-MM-DD``), its start (``HH:MM``) and its length in
    minutes (None: the event's ``round_minutes``)."""

    id: str
    name: str
    tables: tuple[TableSlot, ...] = ()
    day: str = ""
    start: str = ""
    minutes: int | None = None

    def slot(self, number: int) -> TableSlot | None:
        return next((s for s in self.tables if s.number == number), None)

    def with_slot(self, slot: TableSlot) -> "Round":
        """A copy with ``slot`` set (replacing the table of the same number)."""
        others = [s for s in self.tables if s.number != slot.number]
        return replace(self, tables=tuple(sorted(others + [slot], key=lambda s: s.number)))

    def without_slot(self, number: int) -> "Round":
        return replace(self, tables=tuple(s for s in self.tables if s.number != number))


#: How ties in the standings are broken, in the words of tournament packs (docs/format.md)
TIE_BREAKS = ("head-to-head", "opponents", "scored", "difference", "sportsmanship", "painting")


def tie_break_words(key: str) -> str:
    """A tie-break in words (the rules page of the pack)."""
    return {"head-to-head": msg("event.tie.head-to-head", "the result of the game between the tied players"),
            "opponents": msg("event.tie.opponents", "the sum of their opponents' tournament points"),
            "scored": msg("event.tie.scored", "the game points scored (victory points)"),
            "difference": msg("event.tie.difference", "the difference between game points scored and conceded"),
            "sportsmanship": msg("event.tie.sportsmanship", "the sportsmanship votes"),
            "painting": msg("event.tie.painting", "the painting score")}.get(key, key)


@dataclass(frozen=True)
class Scoring:
    """How a game of the event is scored, as the event's pack states it: tournament points for a win,
    a draw and a loss; or ``shared``, the points each game shares out between its two players (20:
    from 20-0 to 10-10); the tie-breaks in order; and the organiser's own words in each language
    (``text``: language code -> text)."""

    win: float | None = None
    draw: float | None = None
    loss: float | None = None
    shared: float | None = None
    tie_breaks: tuple[str, ...] = ()
    text: tuple[tuple[str, str], ...] = ()  # (language, words), as a tuple so the scoring stays hashable

    def words(self, lang: str | None = None) -> str:
        """The organiser's text in ``lang`` (the chosen language), else in the other language given."""
        return pick(dict(self.text), lang)

    def is_empty(self) -> bool:
        return self == Scoring()


@dataclass(frozen=True)
class StockItem:
    """Terrain the club owns: ``count`` pieces of a kind with the bounding size ``size`` (mm, two sides)."""

    id: str
    kind: str
    size: tuple[float, float]
    count: int = 1
    name: str = ""


class EventDocument(Document):
    """A tournament or club event."""

    KIND = "event"
    COLLECTIONS = ("players", "lists", "rounds", "inventory")
    FIELDS = ("name", "ruleset", "start_date", "end_date", "venue", "list_folder", "tolerance",
              "distinct_layouts", "notes", "settings", "points_limit", "round_minutes", "scoring")

    def __init__(self, name: str, ruleset: str, start_date: str = "", end_date: str = "", venue: str = "",
                 players: Iterable[EventPlayer] = (), lists: Iterable[ListLink] = (), rounds: Iterable[Round] = (),
                 inventory: Iterable[StockItem] = (), list_folder: str | None = None,
                 tolerance: float = DEFAULT_TOLERANCE, distinct_layouts: bool = False, notes: str = "",
                 settings: dict[str, Any] | None = None, points_limit: float | None = None,
                 round_minutes: int | None = None, scoring: Scoring | None = None):
        self.name = name
        self.ruleset = ruleset
        self.start_date = start_date
        self.end_date = end_date
        self.venue = venue
        self.list_folder = list_folder
        self.tolerance = float(tolerance)
        self.distinct_layouts = distinct_layouts
        self.notes = notes
        self.settings: dict[str, Any] = dict(settings or {})
        #: the event's army size as its pack states it (None: each list's own limit)
        self.points_limit = points_limit
        #: a game's length in minutes (a round may state its own)
        self.round_minutes = round_minutes
        self.scoring = scoring or Scoring()
        self.players: dict[str, EventPlayer] = {p.id: p for p in players}
        self.lists: dict[str, ListLink] = {link.id: link for link in lists}
        self.rounds: dict[str, Round] = {r.id: r for r in rounds}
        self.inventory: dict[str, StockItem] = {i.id: i for i in inventory}

    # -- references ------------------------------------------------------------------
    def table_files(self) -> list[str]:
        """Every table document the rounds use, each once, in order of first use."""
        return list(dict.fromkeys(s.table for r in self.rounds.values() for s in r.tables))

    def table_numbers(self) -> list[int]:
        return sorted({s.number for r in self.rounds.values() for s in r.tables})

    def player_name(self, player_id: str | None) -> str:
        p = self.players.get(player_id) if player_id else None
        return p.name if p is not None else (player_id or "")

    def round_length(self, round_id: str) -> int | None:
        """How long a round lasts in minutes: its own length, else the event's, else None."""
        rnd = self.rounds.get(round_id)
        return (rnd.minutes if rnd is not None and rnd.minutes else None) or self.round_minutes

    def list_of(self, player_id: str) -> ListLink | None:
        return next((link for link in self.lists.values() if link.player == player_id), None)

    def __repr__(self) -> str:
        return f"EventDocument({self.name!r}, {len(self.rounds)} rounds, {len(self.inventory)} stock items)"


# -- the event's rules in words (the rules page of the pack) ------------------------------------

def _duration(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    if not hours:
        return msg_n("event.minutes", "{count} minute", "{count} minutes", count=minutes)
    if not rest:
        return msg_n("event.hours", "{count} hour", "{count} hours", count=hours)
    return msg("event.hours-minutes", "{hours} h {minutes} min", hours=hours, minutes=f"{rest:02d}")


def _end(start: str, minutes: int) -> str:
    h, m = (int(x) for x in start.split(":"))
    total = (h * 60 + m + minutes) % (24 * 60)
    return f"{total // 60:02d}:{total % 60:02d}"


def points_words(doc: EventDocument) -> str:
    """The event's points limit as a sentence ("" when the event states none)."""
    if doc.points_limit is None:
        return ""
    return msg("event.rules-points", "Armies of up to {points} points.", points=number(doc.points_limit, 2))


def timing_words(doc: EventDocument, round_label=None) -> list[str]:
    """How long a game lasts and when each round is played, one sentence each, as the event states them
    (``round_label(doc, round_id)`` names a round; its name by default)."""
    out = []
    if doc.round_minutes:
        out.append(msg("event.rules-game-length", "A game lasts {length}.", length=_duration(doc.round_minutes)))
    for rid, rnd in doc.rounds.items():
        name = round_label(doc, rid) if round_label else (rnd.name or rid)
        length = doc.round_length(rid)
        when = rnd.day or ""
        if rnd.start and length:
            span = msg("event.rules-span", "{start} to {end}", start=rnd.start, end=_end(rnd.start, length))
        elif rnd.start:
            span = msg("event.rules-from", "from {start}", start=rnd.start)
        else:
            span = ""
        parts = [p for p in (when, span) if p]
        if rnd.minutes and rnd.minutes != doc.round_minutes:
            parts.append(msg("event.rules-round-length", "{length} for this round", length=_duration(rnd.minutes)))
        if parts:
            out.append(msg("event.rules-round-time", "{round}: {when}.", round=name, when=", ".join(parts)))
    return out


def scoring_words(doc: EventDocument) -> list[str]:
    """How games are scored and ties broken, one sentence each, as the event states them."""
    sc = doc.scoring
    out = []
    results = [(word, value) for word, value in (
        (msg("event.rules-win", "win"), sc.win), (msg("event.rules-draw", "draw"), sc.draw),
        (msg("event.rules-loss", "loss"), sc.loss)) if value is not None]
    if results:
        out.append(msg("event.rules-results", "Tournament points: {results}.", results=", ".join(
            msg("event.rules-result", "{result} {points}", result=word, points=number(value, 2))
            for word, value in results)))
    if sc.shared:
        out.append(msg("event.rules-shared", "Each game shares {total} points between its two players, from "
                       "{total}-0 to {half}-{half}, by the margin of victory.", total=number(sc.shared, 2),
                       half=number(sc.shared / 2, 2)))
    if sc.tie_breaks:
        breaks = tie_break_words(sc.tie_breaks[0])
        for key in sc.tie_breaks[1:]:
            breaks = msg("event.rules-then", "{first}, then {next}", first=breaks, next=tie_break_words(key))
        out.append(msg("event.rules-tie-breaks", "Players level on tournament points are ranked by {breaks}.",
                       breaks=breaks))
    words = sc.words()
    if words:
        out += [part for part in words.splitlines() if part.strip()]
    return out


def base_folder(event_path: str | os.PathLike | None) -> str:
    """The folder the event's relative paths start from (the working folder for an unsaved event)."""
    return os.path.dirname(os.path.abspath(os.fspath(event_path))) if event_path else os.getcwd()


def resolve(ref: str, event_path: str | os.PathLike | None) -> str:
    """The absolute, normalised path of a file the event names."""
    return os.path.normpath(os.path.join(base_folder(event_path), ref))


def inside(ref: str, event_path: str | os.PathLike | None) -> str | None:
    """The path of a file the event names when it lies in the event's folder or a folder below it
    (followed through any link), else None: an event reads nothing else (a shared event cannot make
    the checks read ``../../.ssh/id_rsa``, ``/etc/passwd`` or a link that leaves its folder)."""
    path = resolve(ref, event_path)
    base = os.path.realpath(base_folder(event_path))
    real = os.path.realpath(path)
    try:
        return path if os.path.commonpath([real, base]) == base else None
    except ValueError:  # another drive
        return None


def outside_problem(event_path: str | os.PathLike | None) -> str:
    """Why a file outside the event's folder is not read."""
    return msg("event.outside", "it lies outside the event's folder ({folder}); an event reads only the files in its "
               "folder and the folders below it", folder=base_folder(event_path))


#: Characters no name of a file an event names may hold: control characters (NUL, escape sequences)
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def _check_name(path, field: str, ref: str) -> None:
    hit = _CONTROL.search(ref)
    if hit is not None:
        raise DocumentError(path, field, msg("event.control-in-name", "holds the control character U+{code:04X} "
                                             "(a NUL or part of a terminal escape sequence), which no file name "
                                             "an event names may hold", code=ord(hit[0])),
                            msg("event.expect-name", "a file name relative to the event, in plain characters"))


def relative(path: str, event_path: str | os.PathLike | None) -> str:
    """``path`` as the event file stores it: relative to its folder, with forward slashes when possible."""
    absolute = os.path.normpath(os.path.join(base_folder(event_path), path))
    try:
        rel = os.path.relpath(absolute, base_folder(event_path))
    except ValueError:  # another drive
        return absolute
    return Path(rel).as_posix()


#: Files and folders looked at under an event's list folder (an event of 200 players has about
#: 200): a list folder that names the whole disk ("/", "../../..") is refused, not walked for hours.
MAX_LIST_FOLDER_ENTRIES = 5_000


def folder_lists(doc: EventDocument, event_path) -> list[str]:
    """The ``*.json`` files under the event's list folder (absolute, sorted), or [] without one.
    Links to folders are not followed; a folder holding more than ``MAX_LIST_FOLDER_ENTRIES``
    files and folders is refused (DocumentError naming the event and ``list_folder``)."""
    if not doc.list_folder:
        return []
    folder = resolve(doc.list_folder, event_path)
    if inside(doc.list_folder, event_path) is None:
        raise DocumentError(event_path, "list_folder", msg("event.list-folder-outside", "names {folder}: {problem}",
                                                           folder=doc.list_folder, problem=outside_problem(event_path)),
                            msg("event.list-folder-expected", "the folder of the event's army lists"))
    out: list[str] = []
    seen = 0
    for root, dirs, names in os.walk(folder):
        seen += len(dirs) + len(names)
        if seen > MAX_LIST_FOLDER_ENTRIES:
            raise DocumentError(
                event_path, "list_folder",
                msg("event.list-folder-too-big", "names {folder}, which holds more than {limit} files and folders",
                    folder=doc.list_folder, limit=MAX_LIST_FOLDER_ENTRIES),
                msg("event.list-folder-expected", "the folder of the event's army lists"))
        dirs.sort()
        out += [os.path.join(root, n) for n in sorted(names) if n.endswith(".json")]
    return out


def rebased(doc: EventDocument, old_path, new_path) -> EventDocument:
    """A copy whose relative paths name the same files from ``new_path``'s folder (Save As elsewhere)."""
    def move(ref: str) -> str:
        return relative(resolve(ref, old_path), new_path)

    out = doc.snapshot()
    out.rounds = {rid: replace(r, tables=tuple(replace(s, table=move(s.table)) for s in r.tables))
                  for rid, r in doc.rounds.items()}
    out.lists = {}
    for link in doc.lists.values():
        moved = replace(link, file=move(link.file))
        out.lists[moved.id] = moved
    out.list_folder = move(doc.list_folder) if doc.list_folder else doc.list_folder
    return out


# -- the file format (called from model/files.py) ---------------------------------

def from_json(d: dict, path) -> EventDocument:
    """An event from its schema-checked JSON object."""
    for name in ("players", "rounds", "inventory"):
        seen: set = set()
        for i, item in enumerate(d.get(name, [])):
            if item["id"] in seen:
                raise DocumentError(path, f"{name}[{i}].id", msg("file.repeated-id", "repeats the id {id}", id=repr(item["id"])),
                                    msg("file.expect-unique", "ids unique within the file"))
            seen.add(item["id"])
    if isinstance(d.get("list_folder"), str):
        _check_name(path, "list_folder", d["list_folder"])
    files_seen: set = set()
    for i, link in enumerate(d.get("lists", [])):
        _check_name(path, f"lists[{i}].file", link["file"])
        if link["file"] in files_seen:
            raise DocumentError(path, f"lists[{i}].file", msg("event.list-twice", "names {file} a second time",
                                                              file=repr(link["file"])),
                                msg("event.expect-list-once", "each list file once"))
        files_seen.add(link["file"])
    rounds = []
    for i, r in enumerate(d.get("rounds", [])):
        numbers: set = set()
        slots = []
        for j, t in enumerate(r.get("tables", [])):
            if t["number"] in numbers:
                raise DocumentError(path, f"rounds[{i}].tables[{j}].number",
                                    msg("event.table-number-twice", "repeats the table number {number}", number=t["number"]),
                                    msg("event.expect-number-once", "each table number once in a round"))
            numbers.add(t["number"])
            _check_name(path, f"rounds[{i}].tables[{j}].table", t["table"])
            slots.append(TableSlot(t["number"], t["table"], tuple(t.get("players", []))))
        if r.get("start"):
            _check_time(path, f"rounds[{i}].start", r["start"])
        if r.get("day"):
            _check_day(path, f"rounds[{i}].day", r["day"])
        rounds.append(Round(r["id"], r.get("name", ""), tuple(sorted(slots, key=lambda s: s.number)),
                            day=r.get("day", ""), start=r.get("start", ""), minutes=r.get("minutes")))
    dates = d.get("dates", {})
    return EventDocument(
        name=d["name"], ruleset=d["ruleset"], start_date=dates.get("start", ""), end_date=dates.get("end", ""),
        venue=d.get("venue", ""),
        players=[EventPlayer(p["id"], p["name"], p.get("club", "")) for p in d.get("players", [])],
        lists=[ListLink(link["file"], link.get("player")) for link in d.get("lists", [])],
        rounds=rounds,
        inventory=[StockItem(s["id"], s["kind"], (float(s["size"][0]), float(s["size"][1])), s.get("count", 1),
                             s.get("name", "")) for s in d.get("inventory", [])],
        list_folder=d.get("list_folder"), tolerance=d.get("tolerance", DEFAULT_TOLERANCE),
        distinct_layouts=d.get("distinct_layouts", False), notes=d.get("notes", ""), settings=d.get("settings"),
        points_limit=d.get("points_limit"), round_minutes=(d.get("timing") or {}).get("round_minutes"),
        scoring=_scoring(d.get("scoring"), path),
    )


_TIME = re.compile(r"([01]?[0-9]|2[0-3]):([0-5][0-9])")


def is_time_of_day(text: str) -> bool:
    """Whether ``text`` is a time of day as a round's ``start`` holds it (HH:MM, 24-hour clock)."""
    return bool(_TIME.fullmatch(text))


def is_day(text: str) -> bool:
    """Whether ``text`` is a real date written YYYY-MM-DD (a round's ``day``)."""
    import datetime

    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        return False
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _check_time(path, field: str, text: str) -> None:
    if not is_time_of_day(text):
        raise DocumentError(path, field, msg("event.bad-time", "is {value}, which is not a time of day",
                                             value=repr(text)[:40]),
                            msg("event.expect-time", "a time of day written HH:MM on a 24-hour clock, such as 09:30"))


def _check_day(path, field: str, text: str) -> None:
    if not is_day(text):
        raise DocumentError(path, field, msg("event.bad-day", "is {value}, which is not a date",
                                             value=repr(text)[:40]),
                            msg("event.expect-day", "a date written YYYY-MM-DD, such as 2026-05-09"))


def _scoring(d: dict | None, path) -> Scoring:
    """The event's scoring from its schema-checked JSON object."""
    if not d:
        return Scoring()
    breaks = d.get("tie_breaks", [])
    for i, key in enumerate(breaks):
        if key in breaks[:i]:
            raise DocumentError(path, f"scoring.tie_breaks[{i}]", msg("event.tie-break-twice", "names {key} a second "
                                                                      "time", key=repr(key)),
                                msg("event.expect-tie-break-once", "each tie-break once, in the order they apply"))
    return Scoring(win=d.get("win"), draw=d.get("draw"), loss=d.get("loss"), shared=d.get("shared"),
                   tie_breaks=tuple(breaks), text=tuple(sorted((d.get("text") or {}).items())))


def scoring_json(scoring: Scoring) -> dict:
    """The file's form of a scoring (the inverse of :func:`_scoring`), absent values left out."""
    body: dict[str, Any] = {k: v for k, v in (("win", scoring.win), ("draw", scoring.draw), ("loss", scoring.loss),
                                              ("shared", scoring.shared)) if v is not None}
    if scoring.tie_breaks:
        body["tie_breaks"] = list(scoring.tie_breaks)
    texts = {lang: text for lang, text in scoring.text if text}
    if texts:
        body["text"] = texts
    return body


def to_json(doc: EventDocument) -> dict:
    """The body of an event file (the inverse of :func:`from_json`), defaults left out."""
    body: dict[str, Any] = {"name": doc.name, "ruleset": doc.ruleset}
    dates = {k: v for k, v in (("start", doc.start_date), ("end", doc.end_date)) if v}
    if dates:
        body["dates"] = dates
    if doc.venue:
        body["venue"] = doc.venue
    if doc.tolerance != DEFAULT_TOLERANCE:
        body["tolerance"] = doc.tolerance
    if doc.distinct_layouts:
        body["distinct_layouts"] = True
    body["players"] = [{"id": p.id, "name": p.name} | ({"club": p.club} if p.club else {})
                       for p in doc.players.values()]
    if doc.list_folder:
        body["list_folder"] = doc.list_folder
    body["lists"] = [{"file": link.file} | ({"player": link.player} if link.player else {})
                     for link in doc.lists.values()]
    if doc.points_limit is not None:
        body["points_limit"] = doc.points_limit
    if doc.round_minutes:
        body["timing"] = {"round_minutes": doc.round_minutes}
    if not doc.scoring.is_empty():
        body["scoring"] = scoring_json(doc.scoring)
    body["rounds"] = [{"id": r.id, "name": r.name}
                      | {k: v for k, v in (("day", r.day), ("start", r.start), ("minutes", r.minutes)) if v}
                      | {"tables": [{"number": s.number, "table": s.table}
                                    | ({"players": list(s.players)} if s.players else {}) for s in r.tables]}
                      for r in doc.rounds.values()]
    body["inventory"] = [{"id": s.id, "kind": s.kind, "size": [s.size[0], s.size[1]]}
                         | ({"count": s.count} if s.count != 1 else {}) | ({"name": s.name} if s.name else {})
                         for s in doc.inventory.values()]
    if doc.notes:
        body["notes"] = doc.notes
    if doc.settings:
        body["settings"] = doc.settings
    return body
