"""Validator speed against a baseline measured in the same process.

    python benchmarks/bench_validators.py [--hexes 10000] [--armies 1000] [--repeat 5]

(a) A campaign map of about 10,000 hexes with 8 players: a full validation against
    building the map's networkx graph (target: at most 3x).
(b) 1,000 army lists in a temporary folder: loading and validating every one
    (what ``wartable validate FOLDER`` does per file) against parsing the same
    JSON files (target: at most 3x).

Prints a table of times and ratios; the best of ``--repeat`` runs is kept.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from model.army import ArmyEntry, ArmyList  # noqa: E402
from model.campaign import CampaignDocument, HexCell, Player  # noqa: E402
from model.files import load, save  # noqa: E402
from model.hexgrid import HexGrid, offset_to_axial, rectangle_shape  # noqa: E402
from validators import validate  # noqa: E402

TERRAINS = ["plains"] * 6 + ["forest", "river", "mountain", "swamp"]
RACES = ["empire", "dwarfs", "high-elves", "wood-elves", "orcs-goblins", "skaven", "bretonnia", "undead"]


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def campaign_cells(n_hexes: int, players: int, seed: int = 7) -> dict:
    """A square-ish map: terrain at random, players' empires grown around spaced capitals."""
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
    """``count`` varied Kensei army lists sharing the example catalogue."""
    rnd = random.Random(seed)
    catalogue = ROOT / "examples" / "kensei-example-catalogue.json"
    (folder / catalogue.name).write_bytes(catalogue.read_bytes())
    troops = ["samurai-example", "ashigaru-yari-example", "ashigaru-yumi-example", "ashigaru-teppo-example"]
    paths = []
    for n in range(count):
        entries = [ArmyEntry("general", "daimyo-example", general=True, attached_to="u0", role="leader")]
        sloppy = rnd.random() < 0.2  # most submitted lists are legal; one in five breaks a rule or two
        for u in range(rnd.randint(3, 8)):
            troop = "samurai-example" if u == 0 else rnd.choice(troops)
            size = rnd.randint(2, 14) if sloppy else rnd.randint(3, 10)
            entries.append(ArmyEntry(f"u{u}", troop, size, label=f"Unit {u}"))
            if (troop == "samurai-example" or sloppy) and rnd.random() < 0.4:
                entries.append(ArmyEntry(f"b{u}", "hata-jurushi-example", attached_to=f"u{u}", role="banner"))
            if u and rnd.random() < 0.3:
                entries.append(ArmyEntry(f"l{u}", "hatamoto-example", attached_to=f"u{u}", role="leader"))
        doc = ArmyList(f"Army {n}", "kensei", catalogue.name, entries, points_limit=rnd.choice([300, 400, 500]))
        path = folder / f"army-{n:04d}.json"
        save(doc, path)
        paths.append(path)
    return paths


def bench_armies(count: int, repeat: int) -> tuple[float, float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        paths = write_armies(Path(tmp), count)

        def parse():
            for p in paths:
                with open(p, "rb") as fh:
                    json.loads(fh.read())

        def check():
            n = 0
            for p in paths:
                n += len(validate(load(p), path=str(p)))
            return n

        def command():
            from editor.cli import _validate_file  # what `wartable validate FOLDER` runs per file (no Qt)

            for p in paths:
                _validate_file(p, None)

        def load_only():
            for p in paths:
                load(p)

        check()  # warm caches (rule registry, ruleset, the shared catalogue)
        command()
        base = best(parse, repeat)
        loaded = best(load_only, repeat)
        full = best(check, repeat)
        cli = best(command, repeat)
    return base, loaded, full, cli, count


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hexes", type=int, default=10_000)
    ap.add_argument("--armies", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)

    build, check, n = bench_campaign(args.hexes, args.repeat)
    base, loaded, full, cli, m = bench_armies(args.armies, args.repeat)
    rows = [
        (f"(a) campaign map, {n} hexes, 8 players", "build networkx graph", build, "validate", check, 3.0),
        (f"(b) {m} army lists in a folder", "read + parse JSON", base, "load + validate", full, 3.0),
        (f"(b) {m} army lists in a folder", "read + parse JSON", base, "CLI per file", cli, 3.0),
        (f"(b') {m} army lists, for reference", "read + parse JSON", base, "load only", loaded, None),
        (f"(b') {m} army lists, for reference", "load only", loaded, "load + validate", full, None),
    ]
    print(f"{'case':<42} {'baseline':<22} {'ms':>8}   {'measured':<16} {'ms':>8}  {'ratio':>6}  target")
    ok = True
    for case, bname, b, mname, t, target in rows:
        ratio = t / b
        verdict = "" if target is None else f"<= {target:g}  {'ok' if ratio <= target else 'SLOW'}"
        ok &= target is None or ratio <= target
        print(f"{case:<42} {bname:<22} {b * 1e3:8.1f}   {mname:<16} {t * 1e3:8.1f}  {ratio:6.2f}  {verdict}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
