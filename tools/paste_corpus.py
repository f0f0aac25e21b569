"""Pasted army lists of a folder read as File > Import Army Lists reads them: per file, the units
read (matched to the catalogue or reported), their models, the total the list states beside what
its lines add up to and the catalogue's price, and what was kept as configuration or remarks.

Without a catalogue every unit is reported as unmatched, which still shows whether every line with
points was read: a list whose lines add up to the total it states lost none.

Run: python tools/paste_corpus.py FOLDER [--catalogue CATALOGUE] [--verbose]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from model.army import Catalogue  # noqa: E402
from model.errors import DocumentError  # noqa: E402
from model.importers.text import import_text_file  # noqa: E402


def _catalogue(path: str | None) -> Catalogue:
    if path is None:
        return Catalogue("none", "none", "warhammer-6th")  # any ruleset the loader knows: nothing matches
    if path.lower().endswith((".cat", ".catz")):
        from model.importers import import_file

        return import_file(path).document
    from model import files

    return files.load(path)


def _points(value) -> str:
    return "-" if value is None else f"{value:,.0f}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("--catalogue")
    parser.add_argument("--verbose", action="store_true", help="list each unit, unmatched name and note")
    args = parser.parse_args(argv)
    catalogue = _catalogue(args.catalogue)
    paths = sorted(p for p in Path(args.folder).rglob("*.txt") if p.is_file())
    agree = stated = 0
    print(f"{'file':<44} {'units':>5} {'matched':>7} {'models':>6} {'stated':>7} {'lines':>7} {'priced':>7} "
          f"{'config':>6} {'remarks':>7}")
    for path in paths:
        try:
            r = import_text_file(path, catalogue)
        except DocumentError as exc:
            print(f"{path.name:<44} refused: {exc}")
            continue
        army = r.document
        units = [u for u in r.unmatched if u.kind == "unit"]
        models = sum(e.models for e in army.entries.values())
        remarks = sum(1 for n in r.notes if "read as a remark" in n)
        priced = army.total_cost(catalogue) if army.entries else None
        print(f"{path.name[:44]:<44} {len(army.entries) + len(units):>5} {len(army.entries):>7} {models:>6} "
              f"{_points(r.stated_total):>7} {_points(r.lines_total):>7} {_points(priced):>7} "
              f"{len(r.settings):>6} {remarks:>7}")
        if r.stated_total is not None:
            stated += 1
            agree += r.lines_total is not None and abs(r.stated_total - r.lines_total) < 1e-6
        if args.verbose:
            for e in army.entries.values():
                print(f"    {e.profile} x{e.models}{' (general)' if e.general else ''} {', '.join(e.options)}")
            for u in r.unmatched:
                print(f"    unmatched: {u.one_line()}")
            for n in r.notes:
                print(f"    note: {n}")
    print(f"\n{len(paths)} lists; {stated} state a total; in {agree} of them the lines add up to it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
