"""Whole-event check and pack against checking the same files one by one, in one process.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_event.py [--tables 40] [--rounds 5] [--layouts 8]
                                                               [--items 300] [--lists 100] [--repeat 1]

An event of ``--tables`` tables x ``--rounds`` rounds on ``--layouts`` shared layouts (variants of
the example event's three tables), a stock of ``--items`` items, and ``--lists`` army lists in a
folder, written to a temporary folder. Measured:

- ``wartable validate EVENT`` (validators.event_check.check_event): the event rules, the terrain
  matching of every round, and every layout and list checked once through the batch machinery;
- the event pack (every table's setup sheet, pick lists, list check) from that report;
- the baseline: each file the event names validated on its own, one after the other, as
  ``validators.validate`` does for a single file (each layout once, each list once);
- the organiser's way today: each table of each round validated on its own (a layout as many
  times as it is used) and each list on its own.

Prints a table of times and ratios (best of ``--repeat``).

``--distinct 250,500,1000,2000`` measures instead how the check grows with the number of distinct
tables: for each count, an event of one round whose every table is its own file (the example
village moved a millimetre per table, zones left out so that the sight checks do not swamp what
the event adds), checked whole against the same files validated one by one, in processor seconds.
A flat ratio and a flat time per table mean linear growth.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for p in (ROOT, ROOT / "examples", Path(__file__).resolve().parent):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from timing import best_of  # noqa: E402


def build(folder: Path, tables: int, rounds: int, layouts: int, items: int, lists: int, seed: int = 5) -> Path:
    """Write the event, its layouts and lists under ``folder``; returns the event file."""
    import shutil

    import build_event as ex
    from model.event import EventDocument, EventPlayer, ListLink, Round, StockItem, TableSlot
    from model.files import save
    from model.geometry import translated
    from validators.inventory import piece_size

    rnd = random.Random(seed)
    shutil.copy(ROOT / "examples" / "kensei-example-catalogue.json", folder)
    (folder / "event" / "tables").mkdir(parents=True)
    (folder / "event" / "lists").mkdir(parents=True)
    bases = [ex.village(), ex.river_crossing(), ex.temple_hill()]
    files = []
    for i in range(layouts):
        doc = bases[i % 3].snapshot()
        shift = 10.0 * (i // 3)  # variants: the pieces moved a little
        doc.pieces = {k: replace(p, footprint=translated(p.footprint, shift, 0)) for k, p in doc.pieces.items()}
        doc.name = f"{doc.name} {i + 1}"
        name = f"tables/layout-{i + 1}.json"
        save(doc, folder / "event" / name)
        files.append((name, doc))
    players = [EventPlayer(f"p{i}", f"Player {i + 1}") for i in range(lists)]
    for i, p in enumerate(players):
        army = ex.army(f"Clan {i + 1}", "Example clan", over_limit=i % 10 == 0)
        army.catalogue = "../../kensei-example-catalogue.json"
        save(army, folder / "event" / "lists" / f"{p.id}.json")
    round_docs = []
    for r in range(rounds):
        seated = rnd.sample([p.id for p in players], min(len(players), 2 * tables))
        slots = tuple(TableSlot(n + 1, files[(n + r) % layouts][0], tuple(seated[2 * n:2 * n + 2]))
                      for n in range(tables))
        round_docs.append(Round(f"round-{r + 1}", f"Round {r + 1}", slots))
    # the stock: what the busiest round needs of each kind and size, spread over several items,
    # then other items up to ``items``
    need: dict[tuple, int] = {}
    for r in round_docs:
        counts: dict[tuple, int] = {}
        for s in r.tables:
            doc = dict(files)[s.table]
            for p in doc.pieces.values():
                key = (p.kind, piece_size(p.footprint))
                counts[key] = counts.get(key, 0) + 1
        for k, n in counts.items():
            need[k] = max(need.get(k, 0), n)
    stock = []
    for (kind, size), n in sorted(need.items()):
        stock.append(StockItem(f"item-{len(stock) + 1}", kind, size, n))
    kinds = sorted({k for k, _ in need})
    while len(stock) < items:
        size = (rnd.uniform(50, 300), rnd.uniform(30, 200))
        stock.append(StockItem(f"item-{len(stock) + 1}", rnd.choice(kinds), size, rnd.randint(1, 4)))
    event = EventDocument("Benchmark event", "kensei", players=players,
                          lists=[ListLink(f"lists/{p.id}.json", p.id) for p in players], rounds=round_docs,
                          inventory=stock[:items], list_folder="lists")
    path = folder / "event" / "event.json"
    save(event, path)
    return path


def build_distinct(folder: Path, count: int) -> Path:
    """An event of one round of ``count`` tables, each its own table file; returns the event file."""
    import build_event as ex
    from model.event import EventDocument, Round, TableSlot
    from model.files import save
    from model.geometry import translated

    (folder / "tables").mkdir(parents=True)
    base = ex.village()
    slots = []
    for i in range(count):
        doc = base.snapshot()
        doc.zones, doc.markers = {}, {}
        doc.pieces = {k: replace(p, footprint=translated(p.footprint, i * 0.001, 0)) for k, p in doc.pieces.items()}
        doc.name = f"Table {i + 1}"
        save(doc, folder / "tables" / f"t{i + 1}.json")
        slots.append(TableSlot(i + 1, f"tables/t{i + 1}.json"))
    path = folder / "event.json"
    save(EventDocument("Distinct tables", "kensei", rounds=[Round("round-1", "Round 1", tuple(slots))]), path)
    return path


def distinct(counts: list[int], repeat: int) -> None:
    import time

    from model.event import resolve
    from model.files import load
    from validators.event_check import check_event

    print(f"{'tables':>6}  {'event check s':>13}  {'one by one s':>12}  {'ratio':>6}  {'ms per table':>12}")
    for count in counts:
        with tempfile.TemporaryDirectory() as tmp:
            event = build_distinct(Path(tmp), count)
            doc = load(event)
            paths = [resolve(s.table, event) for r in doc.rounds.values() for s in r.tables]
            times = best_of({"check": lambda: check_event(event, jobs=1), "one": lambda: one_by_one(paths)},
                            repeat, clock=time.process_time)
            print(f"{count:>6}  {times['check']:13.2f}  {times['one']:12.2f}  {times['check'] / times['one']:5.2f}x  "
                  f"{1000 * times['check'] / count:12.1f}")


def one_by_one(paths: list[str]) -> None:
    from model.files import load
    from validators import validate

    for p in paths:
        validate(load(p), path=p)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tables", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--layouts", type=int, default=8)
    ap.add_argument("--items", type=int, default=300)
    ap.add_argument("--lists", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes of the event check (1: this one)")
    ap.add_argument("--distinct", help="table counts (250,500,...): how the check grows with distinct tables")
    args = ap.parse_args()
    if args.distinct:
        distinct([int(n) for n in args.distinct.split(",")], args.repeat)
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841
    from editor.event.pack import make_event_pack
    from model.event import resolve
    from model.files import load
    from validators.event_check import check_event, member_paths

    with tempfile.TemporaryDirectory() as tmp:
        event = build(Path(tmp), args.tables, args.rounds, args.layouts, args.items, args.lists)
        doc = load(event)
        files_once = member_paths(doc, event)
        per_table = [resolve(s.table, event) for r in doc.rounds.values() for s in r.tables] + \
            [resolve(link.file, event) for link in doc.lists.values()]
        out = Path(tmp) / "pack.pdf"
        state = {}

        def check():
            state["report"] = check_event(event, jobs=args.jobs)

        def pack():
            state["pages"] = make_event_pack(state["report"], out)

        check()  # warm up: imports, rulesets, catalogue
        times = best_of({"check": check, "pack": pack, "files one by one": lambda: one_by_one(files_once),
                         "tables of every round one by one": lambda: one_by_one(per_table)}, args.repeat)
        report = state["report"]
        errors, warnings, unreadable = report.counts()
        shortages = sum(len(p.shortages) for p in report.plans)
        print(f"event: {args.tables} tables x {args.rounds} rounds on {args.layouts} layouts, "
              f"{len(doc.inventory)} stock items ({sum(i.count for i in doc.inventory.values())} pieces), "
              f"{len(doc.lists)} lists; {len(files_once)} files named; "
              f"{errors} errors, {warnings} warnings, {shortages} shortages; pack {state['pages']} pages")
        base = times["files one by one"]
        rows = [("event check (wartable validate EVENT)", times["check"]),
                ("event pack (from the check's report)", times["pack"]),
                ("event check + pack", times["check"] + times["pack"]),
                (f"each file once, one by one ({len(files_once)} files)", base),
                (f"each table of each round and each list, one by one ({len(per_table)} files)",
                 times["tables of every round one by one"])]
        width = max(len(r[0]) for r in rows)
        print(f"{'case':<{width}}  {'seconds':>8}  {'vs files one by one':>20}")
        for name, t in rows:
            print(f"{name:<{width}}  {t:8.2f}  {t / base:19.2f}x")


if __name__ == "__main__":
    main()
