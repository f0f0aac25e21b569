"""An event's tables at once: one layout per table per round, from the event's own terrain stock.

Each round shares the event's inventory between its tables (each table gets its share of every
item: the shares add up to the inventory, so the inventory check passes by construction, and it
is run afterwards all the same). Every layout of the event differs from every other by the
targets' ``min_difference``, so no player meets the same layout twice and the tables of a round
differ. The layouts are generated on worker processes, table by table; a layout too close to an
earlier one is generated again with the earlier ones to avoid.
"""
from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Callable

from model.event import EventDocument, Round, TableSlot
from model.i18n import msg
from model.stock import StockPiece, stock_from_inventory
from model.table import TableDocument
from model.targets import Targets

from ..inventory import plan_round
from .search import Candidate, Request, generate, layout_difference


@dataclass
class TableResult:
    """The layout generated for one table of one round."""

    round: str
    number: int
    file: str  # as the event names it
    candidate: Candidate | None


@dataclass
class EventFill:
    """What :func:`fill_event` made: the event with its new tables, each table, and the checks."""

    event: EventDocument
    tables: dict[str, TableDocument]  # file as the event names it -> document
    results: list[TableResult] = field(default_factory=list)
    shortages: int = 0  # pieces the inventory check could not serve (0 by construction)
    repeats: int = 0  # pairs of layouts closer than min_difference (0 unless a table found none)

    @property
    def targets_met(self) -> int:
        return sum(1 for r in self.results if r.candidate is not None and r.candidate.met)


def share_stock(stock: list[StockPiece], tables: int, index: int) -> tuple[StockPiece, ...]:
    """Table ``index``'s share of ``stock`` among ``tables`` tables: each item's count split as
    evenly as it goes, the remainders to different tables for different items."""
    out = []
    for k, p in enumerate(stock):
        base, extra = divmod(p.count, tables)
        n = base + (1 if (index - k) % tables < extra else 0)
        if n:
            out.append(replace(p, count=n))
    return tuple(out)


def _one(req: Request) -> Candidate | None:
    found = generate(req)
    return found[0] if found else None


def _workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return os.cpu_count() or 1


def fill_event(event: EventDocument, event_path, ruleset, base: TableDocument, targets: Targets,
               seed: int = 1, steps: int = 200, folder: str = "tables/generated", jobs: int | None = None,
               progress: Callable[[float], None] | None = None,
               cancel: Callable[[], bool] | None = None) -> EventFill:
    """Layouts for every table of every round of ``event`` (its rounds and table numbers as they are;
    ``base`` gives the size, zones, markers and scenario), written into a copy of the event whose
    slots name ``folder/<round>-table-<n>.json``. Files are not saved here."""
    stock = stock_from_inventory(event.inventory.values())
    jobs_wanted: list[tuple[str, int, str, Request]] = []
    base = base.snapshot()
    base.settings = {**(event.settings or {}), **(base.settings or {})}
    for r_i, rnd in enumerate(event.rounds.values()):
        slots = list(rnd.tables)
        for t_i, slot in enumerate(slots):
            share = share_stock(stock, len(slots), t_i)
            file = f"{folder}/{rnd.id}-table-{slot.number}.json"
            table = base.snapshot()
            table.name = msg("generate.table-name", "{round}, table {number}", round=rnd.name or rnd.id,
                             number=slot.number)
            req = Request(ruleset, table, share, targets, count=1, seed=seed * 10007 + r_i * 101 + t_i, steps=steps)
            jobs_wanted.append((rnd.id, slot.number, file, req))
    n = jobs or _workers()
    results: list[Candidate | None] = []
    done = 0
    if n > 1 and len(jobs_wanted) > 1:
        with ProcessPoolExecutor(n) as pool:
            futures = [pool.submit(_one, j[3]) for j in jobs_wanted]
            for fut in futures:
                if cancel is not None and cancel():
                    for f in futures:
                        f.cancel()
                    break
                results.append(fut.result())
                done += 1
                if progress:
                    progress(done / len(jobs_wanted))
    else:
        for j in jobs_wanted:
            if cancel is not None and cancel():
                break
            results.append(_one(j[3]))
            done += 1
            if progress:
                progress(done / len(jobs_wanted))
    # a layout too close to an earlier one is made again, the earlier ones to avoid
    kept: list[TableDocument] = []
    for i, cand in enumerate(results):
        if cand is not None and any(layout_difference(k, cand.doc, base) < targets.min_difference for k in kept):
            # none found: the close one stays (a legal table), and the repeat count says so
            results[i] = _one(replace(jobs_wanted[i][3], avoid=tuple(kept), seed=jobs_wanted[i][3].seed + 7)) or cand
        if results[i] is not None:
            kept.append(results[i].doc)
    out = event.snapshot()
    tables: dict[str, TableDocument] = {}
    fill = EventFill(out, tables)
    by_round: dict[str, Round] = dict(out.rounds)
    for (rid, number, file, req), cand in zip(jobs_wanted, results):
        fill.results.append(TableResult(rid, number, file, cand))
        if cand is None:
            continue
        cand.doc.name = req.base.name
        tables[file] = cand.doc
        rnd = by_round[rid]
        slot = rnd.slot(number) or TableSlot(number, file)
        by_round[rid] = rnd.with_slot(replace(slot, table=file))
    out.rounds = by_round
    fill.shortages = sum(sh.missing for rnd in out.rounds.values()
                         for sh in plan_round(rnd, tables, event.inventory.values(), event.tolerance).shortages)
    docs = list(tables.values())
    fill.repeats = sum(1 for i in range(len(docs)) for j in range(i)
                       if layout_difference(docs[i], docs[j], base) < targets.min_difference)
    return fill


def event_rounds(event: EventDocument, rounds: int, tables: int) -> EventDocument:
    """``event`` with ``rounds`` rounds of ``tables`` tables when it has none (tables numbered from 1)."""
    if event.rounds:
        return event
    out = event.snapshot()
    slots = tuple(TableSlot(n, "") for n in range(1, tables + 1))
    out.rounds = {f"round-{r}": Round(f"round-{r}", msg("generate.round-name", "Round {number}", number=r), slots)
                  for r in range(1, rounds + 1)}
    return out

