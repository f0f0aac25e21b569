"""``wartable generate``: layouts for a table, or every table of an event, from the club's terrain stock.

Qt-free, like ``validate``. Exit codes as ``validate``: 0 when every layout written meets every
target, 1 when some layout misses a target (or fewer layouts than asked for were found), 2 when a
file cannot be read or written or an option names something the ruleset does not have.
"""
from __future__ import annotations

import json
import os
import sys

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2


def add_parser(sub) -> None:
    from model.i18n import msg

    from .cli_args import positive

    g = sub.add_parser("generate", help=msg("cli.help.generate", "generate legal, fair, varied table layouts from the "
                                            "club's terrain stock, for a table or every table of an event"))
    g.add_argument("event", nargs="?", help=msg("cli.help.generate-event", "an event file: fill every table of every "
                                                "round from the event's inventory (omit it for single tables)"))
    g.add_argument("--ruleset", help=msg("cli.help.generate-ruleset", "the ruleset (for an event: the event's)"))
    g.add_argument("--size", help=msg("cli.help.generate-size", "a table preset of the ruleset, or WIDTHxDEPTH in the "
                                      "ruleset's unit (default: the first preset)"))
    g.add_argument("--deployment", help=msg("cli.help.generate-deployment", "a deployment preset of the ruleset "
                                            "(default: the first)"))
    g.add_argument("--scenario", help=msg("cli.help.generate-scenario", "a scenario of the ruleset; its markers are "
                                          "placed when the table has none"))
    g.add_argument("--table", help=msg("cli.help.generate-table", "a table file to fill: its size, zones, markers and "
                                       "scenario are kept and its pieces locked"))
    g.add_argument("--stock", help=msg("cli.help.generate-stock", "a terrain stock file (default: the event's "
                                       "inventory, else pieces made from the ruleset's terrain kinds)"))
    g.add_argument("--targets", help=msg("cli.help.generate-targets", "a targets file (default: the ruleset's values "
                                         "and the event's settings)"))
    g.add_argument("--count", type=positive, default=3, help=msg("cli.help.generate-count", "layouts to write "
                                                                    "(default 3)"))
    g.add_argument("--seed", type=int, default=1, help=msg("cli.help.generate-seed", "the same seed gives the same "
                                                           "layouts (default 1)"))
    g.add_argument("--steps", type=positive, default=300, help=msg("cli.help.generate-steps", "search steps per "
                                                                    "layout (default 300)"))
    g.add_argument("--rounds", type=positive, help=msg("cli.help.generate-rounds", "an event without rounds: how "
                                                        "many rounds to make"))
    g.add_argument("--tables", type=positive, help=msg("cli.help.generate-tables", "an event without rounds: tables "
                                                        "per round"))
    g.add_argument("--jobs", "-j", type=positive, metavar="N", help=msg("cli.help.generate-jobs", "worker processes "
                                                                         "for an event (default: the cores)"))
    g.add_argument("--out", required=True, help=msg("cli.help.generate-out", "a folder for the layouts of a table; "
                                                    "for an event, the event file to write (its tables beside it)"))
    g.add_argument("--format", choices=["text", "json"], default="text",
                   help=msg("cli.help.format", "text for people (default) or JSON for programs"))


class _Refused(Exception):
    """An option or file the command cannot use: its message is printed, exit code 2."""


def _base_table(args, ruleset):
    """The table the layouts are made on: ``--table``, else a preset size with a deployment and scenario."""
    from model import files
    from model.i18n import msg
    from model.presets import deployment_zones, new_table
    from model.table import Scenario, TableDocument
    from validators.generate.search import place_scenario_markers

    if args.table:
        doc = files.load(args.table)
        if not isinstance(doc, TableDocument):
            raise _Refused(msg("cli.generate.not-table", "{file}: is not a table", file=args.table))
        return place_scenario_markers(doc, ruleset)
    presets = ruleset.table_presets()
    if not presets or not ruleset.deployment_presets():
        raise _Refused(msg("cli.generate.no-tables", "{ruleset} has no table sizes or deployments to generate on",
                           ruleset=ruleset.name))
    ids = [p["id"] for p in presets]
    if args.size and args.size in ids:
        doc = new_table(ruleset, args.size)
    elif args.size:
        try:
            w, d = (float(v) for v in args.size.lower().split("x"))
            if not (w > 0 and d > 0):
                raise ValueError
        except ValueError:
            raise _Refused(msg("cli.generate.bad-size", "--size {value}: expected one of {presets} or WIDTHxDEPTH such "
                               "as 60x44", value=args.size, presets=", ".join(ids))) from None
        doc = new_table(ruleset)
        doc.width, doc.depth = ruleset.to_mm(w), ruleset.to_mm(d)
        doc.name = f"{args.size}"
    else:
        doc = new_table(ruleset)
    deps = [p["id"] for p in ruleset.deployment_presets()]
    dep = args.deployment or deps[0]
    if dep not in deps:
        raise _Refused(msg("cli.generate.bad-deployment", "--deployment {value}: expected one of {presets}",
                           value=dep, presets=", ".join(deps)))
    for z in deployment_zones(ruleset, dep, doc.width, doc.depth):
        doc.zones[z.id] = z
    scenarios = [s["id"] for s in ruleset.scenarios()]
    if args.scenario and args.scenario not in scenarios:
        raise _Refused(msg("cli.generate.bad-scenario", "--scenario {value}: expected one of {scenarios}",
                           value=args.scenario, scenarios=", ".join(scenarios)))
    if args.scenario:
        doc.scenario = Scenario(kind=args.scenario, turns=ruleset.value(f"scenarios.{args.scenario}.turns"))
    return place_scenario_markers(doc, ruleset)


def _stock(args, ruleset, doc, event=None):
    from model.stock import load_stock, stock_from_inventory, stock_from_ruleset

    if args.stock:
        return load_stock(args.stock, ruleset)
    if event is not None and event.inventory:
        return stock_from_inventory(event.inventory.values())
    return stock_from_ruleset(ruleset, doc.width, doc.depth)


def _targets(args):
    from model.targets import Targets, load_targets

    return load_targets(args.targets) if args.targets else Targets()


def _say(text: str, out=None) -> None:
    print(text, file=out or sys.stdout)


def _candidate_json(c, file: str | None) -> dict:
    return {"file": file, "met": c.met, "targets": [{"target": r.target, "met": r.met, "text": r.text}
                                                     for r in c.results],
            "findings": [f.to_dict() for f in c.findings]}


def cmd_generate(args) -> int:
    from model.errors import DocumentError
    from model.i18n import msg

    def fail(text: str) -> int:
        print(f"wartable: {text}", file=sys.stderr)
        return EXIT_UNREADABLE

    try:
        if args.event:
            return _generate_event(args)
        return _generate_tables(args)
    except DocumentError as exc:
        return fail(str(exc))
    except _Refused as exc:
        return fail(str(exc))
    except OSError as exc:
        from model.reasons import os_reason

        return fail(msg("cli.generate.unwritable", "{file}: cannot be written: {problem}", file=args.out,
                        problem=os_reason(exc)))


def _ruleset(rid: str | None):
    from model.i18n import msg
    from model.ruleset import load_ruleset

    if not rid:
        raise _Refused(msg("cli.generate.need-ruleset", "--ruleset is needed to generate a table without an event or "
                           "a table file"))
    return load_ruleset(rid)


def _generate_tables(args) -> int:
    from model import files
    from model.i18n import msg
    from validators.generate import Request, generate

    if args.table and not args.ruleset:
        from model.files import load

        args.ruleset = load(args.table).ruleset
    ruleset = _ruleset(args.ruleset)
    base = _base_table(args, ruleset)
    stock = _stock(args, ruleset, base)
    found = generate(Request(ruleset, base, tuple(stock), _targets(args), count=args.count, seed=args.seed,
                             steps=args.steps))
    os.makedirs(args.out, exist_ok=True)
    report = []
    for i, c in enumerate(found, 1):
        path = os.path.join(args.out, f"layout-{i}.json")
        files.save(c.doc, path)
        report.append((path, c))
    if args.format == "json":
        print(json.dumps([_candidate_json(c, p) for p, c in report], ensure_ascii=False))
    else:
        for path, c in report:
            _say(msg("cli.generate.written", "{file}: {met} of {total} targets met", file=path, met=c.targets_met,
                     total=len(c.results)))
            for r in c.results:
                _say(f"  {r.text}")
        if len(found) < args.count:
            _say(msg("cli.generate.fewer", "{found} of the {count} layouts asked for: no other legal layout differs "
                     "enough from these (try more --steps or another --seed)", found=len(found), count=args.count))
    ok = len(found) == args.count and all(c.met for c in found)
    return EXIT_OK if ok else EXIT_FINDINGS


def _generate_event(args) -> int:
    from model import files
    from model.event import EventDocument
    from model.i18n import msg
    from validators.generate.event_fill import event_rounds, fill_event

    event = files.load(args.event)
    if not isinstance(event, EventDocument):
        raise _Refused(msg("cli.generate.not-event", "{file}: is not an event", file=args.event))
    if not event.rounds:
        if not (args.rounds and args.tables):
            raise _Refused(msg("cli.generate.need-rounds", "{file}: has no rounds; say how many with --rounds and "
                               "--tables", file=args.event))
        event = event_rounds(event, args.rounds, args.tables)
    if not event.inventory and not args.stock:
        raise _Refused(msg("cli.generate.no-inventory", "{file}: has no terrain inventory; add one or give --stock",
                           file=args.event))
    if args.stock:
        from model.stock import load_stock, stock_items

        event = event.snapshot()
        event.inventory = {i.id: i for i in stock_items(load_stock(args.stock, _ruleset(event.ruleset)))}
    ruleset = _ruleset(event.ruleset)
    args.ruleset = event.ruleset
    base = _event_base(args, event, ruleset)
    fill = fill_event(event, args.out, ruleset, base, _targets(args), seed=args.seed, steps=args.steps,
                      jobs=args.jobs)
    folder = os.path.dirname(os.path.abspath(args.out))
    for file, doc in fill.tables.items():
        path = os.path.join(folder, file)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        files.save(doc, path)
    files.save(fill.event, args.out)
    total = len(fill.results)
    made = sum(1 for r in fill.results if r.candidate is not None)
    if args.format == "json":
        print(json.dumps({"event": args.out, "tables": [
            {"round": r.round, "number": r.number, **(_candidate_json(r.candidate, r.file) if r.candidate else
                                                      {"file": None, "met": False})}
            for r in fill.results], "shortages": fill.shortages, "repeats": fill.repeats}, ensure_ascii=False))
    else:
        _say(msg("cli.generate.event-written", "{file}: {made} of {total} tables generated, {met} meeting every "
                 "target; terrain shortages: {short}; layouts repeated: {repeats}", file=args.out, made=made,
                 total=total, met=fill.targets_met, short=fill.shortages, repeats=fill.repeats))
        for r in fill.results:
            if r.candidate is None:
                _say("  " + msg("cli.generate.table-missing", "{round}, table {number}: no legal layout found",
                                round=r.round, number=r.number))
            elif not r.candidate.met:
                missed = [t.text for t in r.candidate.results if not t.met]
                _say(f"  {r.file}: " + "; ".join(missed))
    ok = made == total and fill.targets_met == total and not fill.shortages and not fill.repeats
    return EXIT_OK if ok else EXIT_FINDINGS


def _event_base(args, event, ruleset):
    """The table an event's layouts are made on: ``--table``, the options, else the event's first table."""
    from model import files
    from model.errors import DocumentError
    from model.event import resolve
    from model.table import TableDocument

    if args.table or args.size or args.deployment or args.scenario:
        return _base_table(args, ruleset)
    for ref in event.table_files():
        if not ref:
            continue
        try:
            doc = files.load(resolve(ref, args.event))
        except (DocumentError, OSError):  # a missing or broken table: the presets instead
            continue
        if isinstance(doc, TableDocument):
            base = doc.snapshot()
            base.pieces = {}
            return base
    return _base_table(args, ruleset)
