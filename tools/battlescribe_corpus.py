"""Import a folder of real BattleScribe data and say, per file, what came in and what did not.

    python tools/battlescribe_corpus.py CATALOGUES_FOLDER [ROSTERS_FOLDER] [--verbose]

Every catalogue (``.cat``/``.catz``, at any depth) is imported, written to a temporary folder and
read back with the app's own loader ("usable again"), or its refusal is printed. Every roster
(``.ros``/``.rosz``) is imported against the catalogue its force names (found by id among the
catalogues), written and read back; its units, models, the roster's total and the list's are
printed, and the list is checked against its written catalogue: the findings of the catalogue's
limits on the army (``army.catalogue-limit``) and of unit sizes are printed. The closing lines are
the figures: catalogues usable, refused (with why), limits on the army carried as rules and those
not carried, rosters whose totals match, units and models carried, rosters with findings.

The data stays where it is: nothing is copied into the project.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from model import files  # noqa: E402
from model.errors import DocumentError  # noqa: E402
from model.importers.battlescribe import import_roster  # noqa: E402
from model.importers.bscatalogue import import_catalogue, is_configuration  # noqa: E402
from model.importers.bsdata import folder_files, tag  # noqa: E402
from validators.registry import validate  # noqa: E402


def _data_files(folder: Path, suffixes) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in suffixes)


def _roster_catalogue_ids(path: Path) -> list[str]:
    from model.importers.archive import read_import

    try:
        head = read_import(path, (".ros",), "roster")
    except DocumentError:
        return []
    return [m.decode() for m in re.findall(rb'<force\b[^>]*?\bcatalogueId="([^"]*)"', head)]


def _stat_line(sel) -> bool:
    return any(tag(p) == "profile" and p.get("typeName", "").strip().lower() in ("unit", "model")
               for holder in sel if tag(holder) == "profiles" for p in holder)


def _configuration(sel) -> bool:
    """A selection of the category "Configuration" (a game type, a battle size): no models."""
    return any(tag(c) == "category" and c.get("primary") == "true" and is_configuration(c.get("name", ""))
               for holder in sel if tag(holder) == "categories" for c in holder)


def _selections(el) -> list:
    return [c for holder in el if tag(holder) == "selections" for c in holder if tag(c) == "selection"]


def roster_models(path: Path) -> list[tuple[str, int]]:
    """(name, models) of each top-level selection of a roster that fields models, read from the XML alone:
    the ``number`` of every selection of type model or carrying a model's stat line (a profile of type
    "Unit" or "Model"), not counting one inside another; a selection with none of them inside is its own
    number of models when it is one itself, one model when it is a unit, none otherwise (a setting)."""
    from xml.etree import ElementTree

    from model.importers.archive import read_import

    root = ElementTree.fromstring(read_import(path, (".ros",), "roster"))
    out = []
    for force in (f for f in root.iter() if tag(f) == "force"):
        for sel in _selections(force):
            count, stack = 0, list(_selections(sel))
            while stack:
                child = stack.pop()
                if child.get("type") == "model" or _stat_line(child):
                    count += int(float(child.get("number", "1")))
                else:
                    stack.extend(_selections(child))
            if not count and not _configuration(sel):
                count = int(float(sel.get("number", "1"))) if sel.get("type") == "model" or _stat_line(sel) else \
                    1 if sel.get("type") == "unit" else 0
            if count:
                out.append((sel.get("customName") or sel.get("name", ""), count))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("catalogues", type=Path)
    ap.add_argument("rosters", type=Path, nargs="?")
    ap.add_argument("--verbose", action="store_true", help="print every note")
    args = ap.parse_args(argv)
    out = Path(tempfile.mkdtemp(prefix="bs-corpus-"))
    by_id: dict[str, Path] = {}
    for folder in {p.parent for p in _data_files(args.catalogues, (".cat", ".catz"))}:
        for cid, (kind, path) in folder_files(folder).items():
            if kind == "catalogue":
                by_id.setdefault(cid, path)
    imported: dict[Path, object] = {}
    usable = refused = written_fail = 0
    reasons: Counter = Counter()
    profiles_total = constraints_total = 0
    not_carried: Counter = Counter()
    print("== catalogues")
    for path in _data_files(args.catalogues, (".cat", ".catz")):
        rel = path.relative_to(args.catalogues)
        try:
            result = import_catalogue(path)
        except DocumentError as exc:
            refused += 1
            reasons[re.sub(r"'[^']*'|\d[\d.,]*", "…", exc.problem)[:90]] += 1
            print(f"REFUSED  {rel}: {exc.problem}")
            continue
        cat = result.document
        target = out / f"cat-{len(imported)}.json"
        try:
            files.save(cat, target)
            files.load(target)
        except (DocumentError, OSError) as exc:
            written_fail += 1
            print(f"UNUSABLE {rel}: {exc}")
            continue
        usable += 1
        imported[path] = (cat, target)
        profiles_total += len(cat.profiles)
        constraints_total += len(cat.constraints)
        for n in map(str, result.notes):  # "3 limits on the army are changed by what a roster holds ...: names"
            if "on the army" in n and "not checked" in n:
                why = ("changed by what a roster holds" if "roster holds" in n else
                       "counts within one entry or category" if "within one entry" in n else
                       "minimum of a category no unit is in" if "category" in n or "categories" in n else
                       "counts neither choices nor points")
                not_carried[why] += int(n.split(" ", 1)[0])
        print(f"ok       {rel}: {len(cat.profiles)} profiles, {len(cat.constraints)} limits on the army, ruleset "
              f"{cat.ruleset}, {len(result.notes)} notes")
        if args.verbose:
            for n in result.notes:
                print(f"           note: {n}")
    rows = []
    if args.rosters:
        print("== rosters")
        for path in _data_files(args.rosters, (".ros", ".rosz")):
            rel = path.relative_to(args.rosters)
            ids = _roster_catalogue_ids(path)
            cat_path = next((by_id[i] for i in ids if i in by_id), None)
            if cat_path is None or cat_path not in imported:
                print(f"NO-CAT   {rel}: catalogue {ids[:1]} not in the corpus (or refused)")
                rows.append(None)
                continue
            cat, cat_file = imported[cat_path]
            try:
                result = import_roster(path, cat, catalogue_ref=os.path.relpath(cat_file, out))
                list_file = out / f"list-{len(rows)}.json"
                files.save(result.document, list_file)
                again = files.load(list_file)
            except DocumentError as exc:
                print(f"REFUSED  {rel}: {exc.problem}")
                rows.append(None)
                continue
            army = again
            models = sum(e.models for e in army.entries.values())
            match = result.stated_points is not None and abs(result.stated_points - army.total_cost(cat)) < 1e-6
            priced = sum(1 for e in army.entries.values() if e.points is not None)
            found = validate(army, path=str(list_file), only=("army.catalogue-limit", "army.unit-size",
                                                              "army.catalogue-missing"))
            limits = [f for f in found if f.rule == "army.catalogue-limit"]
            sizes = [f for f in found if f.rule == "army.unit-size"]
            stated_models = roster_models(path)
            listed = {}
            for e in army.entries.values():  # a champion joined to its unit is of the unit
                key = e.attached_to or e.id
                listed[key] = listed.get(key, 0) + e.models
            models_agree = sum(n for _, n in stated_models) == models
            by = result.matched_by
            unknown = sum(1 for e in army.entries.values() if e.not_in_catalogue)
            rows.append((len(army.entries), models, len(result.unmatched), match, priced,
                         len(army.settings.get("configuration", {})), len(limits), len(sizes),
                         by.get("id", 0), by.get("name", 0), unknown, sum(n for _, n in stated_models),
                         models_agree, sum(1 for f in limits if not f.data.get("checked", True))))
            print(f"{'ok' if match else 'TOTAL≠':8} {rel}: {len(army.entries)} units, {models} models, roster "
                  f"{result.stated_points:g} / list {army.total_cost(cat):g} pts, models roster "
                  f"{sum(n for _, n in stated_models)} / list {models}, {len(result.unmatched)} unmatched, "
                  f"{priced} at the roster's price (catalogue differs), {unknown} not in the catalogue, matched {by.get('id', 0)} by id and "
                  f"{by.get('name', 0)} by name, "
                  f"{len(army.settings.get('configuration', {}))} settings [{cat_path.name}]")
            if not models_agree:  # the units whose models differ, by name: "name roster/list"
                ours = Counter((e.label or (cat.profiles[e.profile].name if e.profile in cat.profiles else e.profile),
                                listed[e.id]) for e in army.entries.values() if e.attached_to is None)
                theirs = Counter(stated_models)
                print("           models differ (name: roster / list): " + ", ".join(
                    [f"{n}: {m} / -" for n, m in (theirs - ours).elements()] +
                    [f"{n}: - / {m}" for n, m in (ours - theirs).elements()]))
            for f in limits:
                print(f"           limit: {f.message} [{f.reference}]")
            for f in (f for f in found if f.rule == "army.catalogue-missing") if args.verbose else ():
                print(f"           missing: {f.message}")
            if sizes:
                print(f"           unit sizes: {len(sizes)} findings, e.g. {sizes[0].message}")
            if args.verbose:
                for u in result.unmatched:
                    print(f"           {u.one_line()}")
                for n in result.notes:
                    print(f"           note: {n}")
    print("== figures")
    total = usable + refused + written_fail
    print(f"catalogues: {usable} of {total} usable again ({profiles_total} profiles), {refused} refused with their "
          f"reason, {written_fail} written but not loadable")
    for reason, n in reasons.most_common():
        print(f"  refused {n}x: {reason}")
    print(f"limits on the army carried as the catalogues' rules: {constraints_total}; not carried: "
          f"{sum(not_carried.values())}")
    for what, n in not_carried.most_common():
        print(f"  not carried {n}: {what}")
    if args.rosters:
        done = [r for r in rows if r]
        print(f"rosters: {len(done)} of {len(rows)} imported (the others: no catalogue of theirs in the corpus); "
              f"totals that match the roster's: {sum(r[3] for r in done)} of {len(done)}")
        print(f"  models the rosters state {sum(r[11] for r in done)}, in the lists {sum(r[1] for r in done)}; rosters "
              f"whose model counts agree: {sum(r[12] for r in done)} of {len(done)}")
        print(f"  units carried {sum(r[0] for r in done)}, models {sum(r[1] for r in done)}, names unmatched "
              f"{sum(r[2] for r in done)}, entries at the roster's price {sum(r[4] for r in done)}, settings kept "
              f"{sum(r[5] for r in done)}")
        print(f"  units matched to the catalogue by the data entry's id {sum(r[8] for r in done)}, by name only "
              f"{sum(r[9] for r in done)}; kept as not in the catalogue {sum(r[10] for r in done)}")
        print(f"  rosters with findings of their catalogue's limits on the army: {sum(1 for r in done if r[6])} "
              f"({sum(r[6] for r in done)} findings, {sum(r[13] for r in done)} of them minimums said as not checked); "
              f"with unit sizes outside their profile's: "
              f"{sum(1 for r in done if r[7])} ({sum(r[7] for r in done)} findings)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
