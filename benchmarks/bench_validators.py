"""Validator speed against a baseline measured in the same process.

    python benchmarks/bench_validators.py [--hexes 10000] [--armies 1000] [--repeat 5] [--armies-only]
                                          [--against DIR [--turns 3]]

(a) A campaign map of about 10,000 hexes with 8 players: a full validation against
    building the map's networkx graph (target: at most 3x).
(b) 1,000 army lists in a temporary folder: ``wartable validate FOLDER`` (run in
    this process, output to /dev/null) against reading and parsing the same JSON
    files (target: at most 3x), with the processes it chooses (one per idle core,
    ``validators.batch.choose_jobs``, printed for each timed run); and, for reference, in JSON, in one process,
    in two whatever the load says (what a worker gives on this machine now: on a
    busy one, less than nothing), loading alone, and one process in processor time
    (the steadiest figure on a busy machine: the best of three times ``--repeat`` turns,
    the parse itself moving by a fifth from turn to turn; each turn's ratio is printed too).

Where the time of (b) goes and what was done about it: docs/performance.md, "Army
lists". A change made for speed must leave the report as it was:
``benchmarks/army_report_equivalence.py`` compares it byte for byte.

Prints a table of times and ratios; the best of ``--repeat`` runs is kept. ``--against DIR``
(another copy of Wartable's code, such as the commit before a change, exported with ``git
archive``) then times (b) in processor time with this code and with that copy, each in a process
of its own, taking turns ``--turns`` times on the same lists: a change side by side with the code
before it.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from model.army import ArmyEntry, ArmyList  # noqa: E402
from model.files import save  # noqa: E402
from timing import best, best_of, load_each, parse_each  # noqa: E402

TERRAINS = ["plains"] * 6 + ["forest", "river", "mountain", "swamp"]
RACES = ["empire", "dwarfs", "high-elves", "wood-elves", "orcs-goblins", "skaven", "bretonnia", "undead"]



def campaign_cells(n_hexes: int, players: int, seed: int = 7) -> dict:
    """A square-ish map: terrain at random, players' empires grown around spaced capitals."""
    from model.campaign import HexCell
    from model.hexgrid import offset_to_axial, rectangle_shape

    rnd = random.Random(seed)
    side = int(round(n_hexes ** 0.5))
    keys = rectangle_shape(side, side)
    cells = {k: HexCell(terrain=rnd.choice(TERRAINS)) for k in keys}
    for i in range(players):
        col, row = (i % 4) * side // 4 + side // 8, (i // 4) * side // 2 + side // 4
        cap = offset_to_axial(col, row, "pointy")
        cells[cap] = HexCell(terrain="plains", features=frozenset({"city", "castle"}), owner=f"p{i}", capital=True)
        for k in rnd.sample(keys, 200):
            if cells[k].owner is None:
                feats = frozenset({"mine"}) if cells[k].terrain in ("river", "mountain") and rnd.random() < .2 else \
                    frozenset()
                cells[k] = HexCell(terrain=cells[k].terrain, features=feats, owner=f"p{i}")
    return cells


def bench_campaign(n_hexes: int, repeat: int) -> tuple[float, float, int]:
    from model.campaign import CampaignDocument, Player
    from model.hexgrid import HexGrid
    from validators import validate

    cells = campaign_cells(n_hexes, 8)
    players = [Player(f"p{i}", f"Player {i}", RACES[i]) for i in range(8)]
    # the document builds its adjacency graph on first use: ask for it
    build = best(lambda: CampaignDocument("bench", "warhammer-campaign", HexGrid(), cells=cells,
                                          players=players).graph, repeat)
    doc = CampaignDocument("bench", "warhammer-campaign", HexGrid(), cells=cells, players=players)
    validate(doc)  # warm the rule registry and the ruleset cache, as an editor session would be
    check = best(lambda: validate(doc), repeat)
    return build, check, len(doc.cells)


def write_armies(folder: Path, count: int, seed: int = 11) -> list[Path]:
    """``count`` varied Kensei army lists sharing the example catalogue.

    As in a folder of tournament submissions, most lists are legal (within their points
    limit, one unique leader each, banners in samurai units) and one in five breaks a rule
    or two (unit sizes, banners in the wrong unit, a second Hatamoto, points).
    """
    rnd = random.Random(seed)
    catalogue = ROOT / "examples" / "kensei-example-catalogue.json"
    (folder / catalogue.name).write_bytes(catalogue.read_bytes())
    cost = {p["id"]: p["cost"] for p in json.loads(catalogue.read_text(encoding="utf-8"))["profiles"]}
    troops = ["samurai-example", "ashigaru-yari-example", "ashigaru-yumi-example", "ashigaru-teppo-example"]
    paths = []
    for n in range(count):
        limit = rnd.choice([300, 400, 500])
        sloppy = rnd.random() < 0.2
        entries = [ArmyEntry("general", "daimyo-example", general=True, attached_to="u0", role="leader")]
        total = cost["daimyo-example"]
        hatamoto = False
        for u in range(rnd.randint(3, 8)):
            troop = "samurai-example" if u == 0 else rnd.choice(troops)
            size = rnd.randint(2, 14) if sloppy else rnd.randint(3, 10)
            if not sloppy and total + cost[troop] * size > limit:
                break
            total += cost[troop] * size
            entries.append(ArmyEntry(f"u{u}", troop, size, label=f"Unit {u}"))
            if (troop == "samurai-example" or sloppy) and rnd.random() < 0.4 and \
                    (sloppy or total + cost["hata-jurushi-example"] <= limit):
                total += cost["hata-jurushi-example"]
                entries.append(ArmyEntry(f"b{u}", "hata-jurushi-example", attached_to=f"u{u}", role="banner"))
            if u and rnd.random() < 0.3 and (sloppy or (not hatamoto and total + cost["hatamoto-example"] <= limit)):
                hatamoto = True
                total += cost["hatamoto-example"]
                entries.append(ArmyEntry(f"l{u}", "hatamoto-example", attached_to=f"u{u}", role="leader"))
        doc = ArmyList(f"Army {n}", "kensei", catalogue.name, entries, points_limit=limit)
        path = folder / f"army-{n:04d}.json"
        save(doc, path)
        paths.append(path)
    return paths


#: the processor-time row of (b) takes this many times ``--repeat`` turns
CPU_TURNS = 3


def measure_folder(folder: str, repeat: int) -> dict[str, float]:
    """Times of (b) for the army lists in ``folder``, measured in this process.

    Run in a process of its own (see :func:`bench_armies`) that has imported only the command,
    as ``wartable validate`` does: no campaign or table code, a small process to fork.
    """
    import contextlib

    from editor.cli import main as wartable

    lists = sorted(str(p) for p in Path(folder).glob("army-*.json"))

    def parse():
        parse_each(lists)

    def load_only():
        load_each(lists)

    from validators import batch

    chosen: dict[str, list[int]] = {"auto": [], "auto-json": []}  # the processes each run chose
    choose = batch.choose_jobs
    runs: list[list[int]] = []

    def recording(*args, **kwargs):
        jobs = choose(*args, **kwargs)
        if runs:
            runs[-1].append(jobs)
        return jobs

    batch.choose_jobs = recording

    def command(*options, record=None):
        def run():
            runs.append(chosen[record] if record else [])
            with open(os.devnull, "w") as null, contextlib.redirect_stdout(null):
                wartable(["validate", folder, *options])
        return run

    cases = {"parse": parse, "load": load_only, "j1": command("--jobs", "1"), "j2": command("--jobs", "2"),
             "auto": command(record="auto"), "auto-json": command("--format", "json", record="auto-json")}
    for fn in cases.values():  # warm caches: rule registry, ruleset, the shared catalogue
        fn()
    for runs_of_case in chosen.values():
        runs_of_case.clear()
    out = best_of(cases, repeat)
    # one process in processor time, which the other work of a busy machine disturbs less; the parse (the
    # baseline, about 16 ms) moves by a fifth between turns on its own, so it takes CPU_TURNS times as many
    # turns, each turn's ratio kept as well
    parses, j1s = [], []
    for _ in range(repeat * CPU_TURNS):
        for times, fn in ((parses, parse), (j1s, cases["j1"])):
            t = time.process_time()
            fn()
            times.append(time.process_time() - t)
    out["cpu-parse"], out["cpu-j1"] = min(parses), min(j1s)
    out["cpu-turns"] = sorted(j / p for p, j in zip(parses, j1s))
    out["jobs"] = chosen["auto"]  # per run, as each saw the load
    out["jobs-json"] = chosen["auto-json"]
    return out


def against(folder: str, other: str, repeat: int, turns: int) -> list[tuple[str, float, float]]:
    """("this code" or "--against", parse, ``--jobs 1``) in processor time, this code's process and
    ``other``'s taking turns."""
    import subprocess

    out = []
    for _ in range(turns):
        for name, root in (("this code", ROOT), ("--against", Path(other))):
            script = root / "benchmarks" / "bench_validators.py"
            # a copy from before CPU_TURNS times its processor-time row over --repeat turns: as many turns for both
            runs = repeat if "CPU_TURNS" in script.read_text(encoding="utf-8") else repeat * CPU_TURNS
            run = subprocess.run([sys.executable, str(script), "--measure-folder", folder, "--repeat", str(runs)],
                                 capture_output=True, text=True, check=True)
            t = json.loads(run.stdout)
            out.append((name, t["cpu-parse"], t["cpu-j1"]))
    return out


def bench_armies(count: int, repeat: int, other: str | None = None,
                 turns: int = 3) -> tuple[list, int, int, int]:
    """Rows for (b): the real ``wartable validate FOLDER``, output to /dev/null, timed with its
    baseline in a fresh process that imports what the command imports."""
    import subprocess

    from validators.batch import check_files

    with tempfile.TemporaryDirectory() as tmp:
        paths = write_armies(Path(tmp), count)
        legal = sum(1 for r in check_files([str(p) for p in paths], jobs=1) if not r.findings)
        out = subprocess.run([sys.executable, __file__, "--measure-folder", tmp, "--repeat", str(repeat)],
                             capture_output=True, text=True, check=True)
        t = json.loads(out.stdout)
        jobs = {"(b)": t["jobs"], "(b') --format json": t["jobs-json"]}
        side_by_side = against(tmp, other, repeat, turns) if other else []
    rows = [  # the target is the command as an organiser runs it; the variants are shown for reference
        (f"(b) {count} army lists (processes chosen)", "read + parse JSON", t["parse"],
         "wartable validate", t["auto"], 3.0),
        ("(b') the same, --format json", "read + parse JSON", t["parse"], "wartable validate", t["auto-json"], None),
        ("(b') the same, --jobs 1", "read + parse JSON", t["parse"], "wartable validate", t["j1"], None),
        ("(b') the same, --jobs 2", "read + parse JSON", t["parse"], "wartable validate", t["j2"], None),
        ("(b') the same, load only", "read + parse JSON", t["parse"], "schema + model", t["load"], None),
        (f"(b') --jobs 1, processor time, best of {CPU_TURNS * repeat}", "read + parse JSON", t["cpu-parse"],
         "wartable validate", t["cpu-j1"], None),
    ] + [(f"(b') --jobs 1, processor time, {name}", "read + parse JSON", parse, "wartable validate", j1, None)
         for name, parse, j1 in side_by_side]
    jobs["cpu-turns"] = t["cpu-turns"]
    return rows, count, legal, jobs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hexes", type=int, default=10_000)
    ap.add_argument("--armies", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=9)
    ap.add_argument("--armies-only", action="store_true", help="only (b): the army lists")
    ap.add_argument("--against", metavar="DIR", help="another copy of the code, timed in turns with this one")
    ap.add_argument("--turns", type=int, default=3, help="turns of --against")
    ap.add_argument("--measure-folder", help=argparse.SUPPRESS)  # (b)'s timing, run in its own process
    args = ap.parse_args(argv)
    if args.measure_folder:
        print(json.dumps(measure_folder(args.measure_folder, args.repeat)))
        return 0

    rows = []
    if not args.armies_only:
        build, check, n = bench_campaign(args.hexes, args.repeat)
        rows.append((f"(a) campaign map, {n} hexes, 8 players", "build networkx graph", build, "validate", check, 3.0))
    army_rows, m, legal, jobs = bench_armies(args.armies, args.repeat, args.against, args.turns)
    rows += army_rows
    print(f"{'case':<42} {'baseline':<20} {'ms':>7}   {'measured':<17} {'ms':>7}  {'ratio':>6}  target")
    ok = True
    for case, bname, b, mname, t, target in rows:
        ratio = t / b
        verdict = "" if target is None else f"<= {target:g}  {'ok' if ratio <= target else 'SLOW'}"
        ok &= target is None or ratio <= target
        print(f"{case:<42} {bname:<20} {b * 1e3:7.1f}   {mname:<17} {t * 1e3:7.1f}  {ratio:6.2f}  {verdict}")
    print(f"\n{legal} of the {m} lists are legal; the others break a rule or two. (b) runs in a fresh process that "
          f"imports what the command imports; its start-up and imports (the same for any folder) are not included. "
          f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f} at the end.")
    turns = jobs.pop("cpu-turns")
    for case, per_run in jobs.items():
        print(f"Processes chosen in each timed run of {case}: {' '.join(map(str, per_run))}")
    print(f"(b') --jobs 1 in processor time, each turn's ratio (--jobs 1 against the parse just before it, "
          f"{len(turns)} turns): median {turns[len(turns) // 2]:.2f}, lowest {turns[0]:.2f}, highest {turns[-1]:.2f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
