"""Checking an event as a whole: ``wartable validate EVENT``, Check Event and the event pack.

The event's own rules (validators/event_rules.py) run on the event document; every table
layout and army list it names is checked once through the batch machinery
(:func:`validators.batch.check_files`, with the event's settings), however many tables use a
layout. :class:`EventReport` holds all of it and groups the findings by round, table and player.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable

from model import files
from model.errors import DocumentError
from model.event import EventDocument, inside, outside_problem, resolve
from model.i18n import msg, msg_n
from model.pins import pinned

from .batch import FileResult, check_files, default_jobs
from .event_rules import event_lists, event_plans, round_label
from .findings import Finding, Severity, basis_word, severity_word
from .inventory import RoundPlan
from .registry import validate


@dataclass
class PlayerRow:
    """One line of the list-check report."""

    player: str | None  # player id (None: a list nobody is linked to)
    name: str
    list_ref: str | None
    list_name: str = ""
    faction: str = ""
    points: float | None = None
    limit: float | None = None
    errors: int = 0
    warnings: int = 0
    problem: str | None = None  # the list is missing or unreadable

    @property
    def status(self) -> str:
        if self.list_ref is None:
            return msg("event.status-no-list", "no list")
        if self.problem:
            return msg("event.status-unreadable", "cannot be read")
        if self.errors:
            return msg_n("event.status-errors", "{count} error", "{count} errors", count=self.errors)
        if self.warnings:
            return msg_n("event.status-warnings", "{count} warning", "{count} warnings", count=self.warnings)
        return msg("event.status-legal", "legal")


@dataclass
class EventReport:
    """Everything a whole-event check found."""

    event: EventDocument
    path: str | None
    findings: list[Finding]  # the event's own rules
    members: dict[str, FileResult]  # absolute path -> the checked file
    plans: list[RoundPlan]
    cancelled: bool = False
    players: list[PlayerRow] = field(default_factory=list)

    def member(self, ref: str) -> FileResult | None:
        return self.members.get(resolve(ref, self.path))

    def member_findings(self, ref: str) -> list[Finding]:
        r = self.member(ref)
        return list(r.findings) if r is not None and r.findings else []

    def all_findings(self) -> list[Finding]:
        out = list(self.findings)
        for r in self.members.values():
            out += list(r.findings or ())
        return out

    def counts(self) -> tuple[int, int, int]:
        """(errors, warnings, unreadable files), each member file counted once."""
        errors = sum(f.severity is Severity.ERROR for f in self.findings)
        warnings = sum(f.severity is Severity.WARNING for f in self.findings)
        unreadable = 0
        for r in self.members.values():
            errors += r.errors
            warnings += r.warnings
            unreadable += r.unreadable is not None
        return errors, warnings, unreadable

    def event_level(self) -> list[Finding]:
        """Findings about the event itself (no round and no player)."""
        return [f for f in self.findings if "round" not in f.data and "player" not in f.data]

    def round_findings(self, round_id: str, table: int | None = None) -> list[Finding]:
        """The event's findings for a round (``table=None``: those about the round as a whole or its stock)."""
        return [f for f in self.findings if f.data.get("round") == round_id and
                (table is None or (f.data.get("table") == table and f.rule != "event.terrain-stock"))]

    def player_findings(self, player_id: str | None) -> list[Finding]:
        return [f for f in self.findings if player_id is not None and f.data.get("player") == player_id
                and "round" not in f.data]

    def text(self) -> str:
        """The report as text, grouped: the event, each round and table, the terrain, the players."""
        doc = self.event

        def line(f, indent: str, reference: bool = False) -> str:
            # what the finding rests on (rulebook, organiser setting, file format), as in one_line()
            tail = f" [{f.grounds()}]" if reference else f" [{basis_word(f.basis)}]"
            return f"{indent}{severity_word(f.severity.value)}: {f.rule}: {f.message}{tail}"

        lines = [msg("event.report-head", "{file}: {name} — {rounds} rounds, {tables} tables, {players} players",
                     file=self.path or doc.name, name=doc.name, rounds=len(doc.rounds),
                     tables=len(doc.table_numbers()), players=len(doc.players))]
        lines += [line(f, "  ") for f in self.event_level()]
        first_use: dict[str, str] = {}
        for rid, rnd in doc.rounds.items():
            rname = round_label(doc, rid)
            lines.append(rname)
            for slot in rnd.tables:
                seated = msg("event.versus", "{a} v {b}", a=doc.player_name(slot.players[0]),
                             b=doc.player_name(slot.players[1])) if len(slot.players) == 2 else \
                    ", ".join(doc.player_name(p) for p in slot.players)
                head = "  " + msg("event.report-table", "Table {n} — {file}", n=slot.number, file=slot.table) \
                    + (f" — {seated}" if seated else "")
                own = self.round_findings(rid, slot.number)
                result = self.member(slot.table)
                found = self.member_findings(slot.table)
                where = msg("event.table-where", "{round}, table {table}", round=rname, table=slot.number)
                if slot.table in first_use and not own:
                    same = msg("event.report-same-layout", "same layout as {where}", where=first_use[slot.table])
                    if found:
                        same += " (" + msg_n("event.report-findings", "{count} finding", "{count} findings",
                                             count=len(found)) + ")"
                    lines.append(f"{head}: {same}")
                    continue
                first_use.setdefault(slot.table, where)
                unreadable = result.unreadable if result is not None else None
                if not own and not found and unreadable is None:
                    lines.append(f"{head}: " + msg("event.report-ok", "ok"))
                    continue
                lines.append(head)
                lines += [line(f, "    ") for f in own]
                if unreadable is not None and not own:
                    lines.append(f"    {unreadable}")
                lines += [line(f, "    ", True) for f in found]
            stock = [f for f in self.round_findings(rid) if f.rule == "event.terrain-stock"]
            lines.append("  " + (msg("event.report-stock-ok", "Terrain: the stock builds every table") if not stock
                                 else msg("event.report-stock-short", "Terrain: short")))
            lines += [line(f, "    ") for f in stock]
            rest = [f for f in self.round_findings(rid) if f.rule != "event.terrain-stock" and
                    not any(s.number == f.data.get("table") for s in rnd.tables)]
            lines += [line(f, "  ") for f in rest]
        lines.append(msg("event.report-players", "Players"))
        for row in self.players:
            head = f"  {row.name} — {row.list_ref or msg('event.status-no-list', 'no list')}"
            if row.points is not None:
                points = f"{row.points:g}" + (f"/{row.limit:g}" if row.limit else "")
                head += " — " + msg("event.report-points", "{points} points", points=points)
            lines.append(f"{head}: {row.status}")
            lines += [line(f, "    ") for f in self.player_findings(row.player)]
            if row.problem:
                lines.append(f"    {row.problem}")
            if row.list_ref:
                lines += [line(f, "    ", True) for f in self.member_findings(row.list_ref)]
        errors, warnings, unreadable = self.counts()
        lines.append(msg("event.report-total", "{errors} errors, {warnings} warnings, {unreadable} unreadable files",
                         errors=errors, warnings=warnings, unreadable=unreadable))
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict:
        return {
            "event": self.path, "name": self.event.name,
            "findings": [f.to_dict() for f in self.findings],
            "files": [{"file": p, "findings": [f.to_dict() for f in (r.findings or ())]}
                      | ({"error": r.unreadable} if r.unreadable else {}) for p, r in self.members.items()],
            "players": [{"player": r.player, "name": r.name, "list": r.list_ref, "points": r.points,
                         "status": r.status} for r in self.players],
            "shortages": [{"round": s.round, "kind": s.kind, "size": list(s.size), "missing": s.missing,
                           "tables": list(s.tables)} for p in self.plans for s in p.shortages],
        }


def member_paths(doc: EventDocument, path) -> list[str]:
    """Every table layout and army list the event names, each once (absolute paths)."""
    refs = doc.table_files() + event_lists(doc, path)
    return list(dict.fromkeys(resolve(r, path) for r in refs if inside(r, path) is not None))  # the rest: never read


def check_event(path: str | os.PathLike, doc: EventDocument | None = None, jobs: int | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> EventReport:
    """Check the event file at ``path`` (or ``doc``, an edited copy of it) and everything it names.

    ``progress(done, total)`` is called as files are checked; when ``cancelled()`` turns true
    the check stops and the report says so. DocumentError when the event itself cannot be read.
    """
    path = os.fspath(path) if path is not None else None
    if doc is None:
        doc = files.load(path)
        if doc.KIND != "event":
            raise files.wrong_kind(path, doc.KIND, "event")
    with pinned():
        findings = validate(doc, path=path)
        paths = member_paths(doc, path)
        total = len(paths) + 1
        members: dict[str, FileResult] = {}
        stopped = False
        n_jobs = jobs if jobs is not None else default_jobs(len(paths))
        for n, result in enumerate(check_files(paths, doc.settings or None, list, n_jobs if progress is None else 1)):
            members[result.file] = result
            if progress is not None:
                progress(n + 1, total)
            if cancelled is not None and cancelled():
                stopped = True
                break
        plans = event_plans(doc, path)
        report = EventReport(doc, path, findings, members, plans, cancelled=stopped)
        report.players = _player_rows(doc, path, members)
    if progress is not None:
        progress(total, total)
    return report


def _player_rows(doc: EventDocument, path, members: dict[str, FileResult]) -> list[PlayerRow]:
    rows: list[PlayerRow] = []
    listed = {link.player: link for link in doc.lists.values() if link.player}
    for p in doc.players.values():
        link = listed.get(p.id)
        rows.append(_row(p.id, p.name, link.file if link else None, path, members))
    claimed = {resolve(link.file, path) for link in doc.lists.values() if link.player in doc.players}
    for ref in event_lists(doc, path):
        if resolve(ref, path) not in claimed:
            result = members.get(resolve(ref, path))
            if inside(ref, path) is not None and result is not None and result.unreadable is None:
                try:
                    if files.load_shared(resolve(ref, path)).KIND != "army":
                        continue
                except (OSError, DocumentError):
                    continue
            rows.append(_row(None, msg("event.no-player", "(no player)"), ref, path, members))
    return rows


def _row(player: str | None, name: str, ref: str | None, path, members) -> PlayerRow:
    row = PlayerRow(player, name, ref)
    if ref is None:
        return row
    full = resolve(ref, path)
    if inside(ref, path) is None:
        row.problem = outside_problem(path)
        return row
    result = members.get(full)
    if result is not None:
        row.errors, row.warnings = result.errors, result.warnings
        row.problem = result.unreadable
    try:
        army = files.load_shared(full)
    except FileNotFoundError:
        row.problem = row.problem or msg("event.list-missing", "{file} does not exist", file=ref)
        return row
    except (OSError, DocumentError) as exc:
        row.problem = row.problem or str(exc)
        return row
    if army.KIND != "army":
        row.problem = row.problem or msg("event.list-not-army", "{file} is not an army list", file=ref)
        return row
    row.list_name, row.faction, row.limit = army.name, army.faction, army.points_limit
    try:
        row.points = army.total_cost(files.load_catalogue_for(army, full))
    except DocumentError:
        pass
    return row
