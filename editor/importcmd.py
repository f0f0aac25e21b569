"""``wartable import``: a BattleScribe roster or catalogue, or a pasted text list, into a Wartable file.

Qt-free, like ``validate``. Exit codes: 0 when everything was carried over (every name matched,
no note, and an imported list breaks no rule), 1 when something was carried with notes (names
that did not match, what could not be carried, prices that differ, a list with errors), 2 when
the import is refused (a file that cannot be read, or a document the app's own loader would not
open again: nothing is written then).
"""
from __future__ import annotations

import os
import sys

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2


def os_reason(exc: OSError) -> str:
    from model.reasons import os_reason as words

    return words(exc)


def add_parser(sub) -> None:
    from model.i18n import msg

    i = sub.add_parser("import", help=msg("cli.help.import", "import a BattleScribe roster (.ros, .rosz) or catalogue "
                                          "(.cat, .catz), a text list (.txt), or a table layout drawn in QGIS "
                                          "(.geojson), into a Wartable file"))
    i.add_argument("file", help=msg("cli.help.import-file", "the roster, catalogue, text list or GeoJSON layout"))
    i.add_argument("--catalogue", metavar="CAT", help=msg("cli.help.import-catalogue", "the Wartable catalogue a "
                                                          "roster or text list is matched against"))
    i.add_argument("--mapping", metavar="MAP",
                   help=msg("cli.help.import-mapping", "name mapping file (imported name -> profile id); written, with "
                            "the unmatched names, if it does not exist"))
    i.add_argument("--ruleset", help=msg("cli.help.import-ruleset", "the ruleset of an imported catalogue (default: "
                                         "guessed from its game system), or of a GeoJSON layout that names none"))
    i.add_argument("--out", required=True, metavar="PATH", help=msg("cli.help.import-out", "the Wartable file to write"))


def _write(doc, args, fail) -> int | None:
    """Save the imported document to ``--out`` and say so; the exit code when it cannot be written
    (or when the app's own loader would refuse what would be written: then nothing is)."""
    import json

    from model import files
    from model.errors import DocumentError
    from model.i18n import msg

    try:
        files.from_dict(json.loads(files.dumps(doc)), args.out)
    except DocumentError as exc:
        return fail(msg("cli.import.would-not-load", "{file}: not written: the imported document would not open "
                        "again ({problem})", file=args.out, problem=exc.one_line()))
    try:
        files.save(doc, args.out)
    except OSError as exc:
        return fail(msg("cli.import.unwritable", "{file}: cannot be written: {problem}", file=args.out,
                        problem=os_reason(exc)))
    print(msg("cli.import.written", "{out}: written from {file}", out=args.out, file=args.file))
    return None


def _relative(target: str, out: str) -> str:
    folder = os.path.dirname(os.path.abspath(out))
    try:
        return os.path.relpath(os.path.abspath(target), folder).replace(os.sep, "/")
    except ValueError:  # another drive
        return os.path.abspath(target)


def cmd_import(args) -> int:
    from model import files
    from model.army import Catalogue
    from model.errors import DocumentError
    from model.importers import import_file
    from model.i18n import msg
    from model.importers.matching import NameMapping, load_mapping, save_mapping

    def fail(message) -> int:
        print(f"wartable: {message}", file=sys.stderr)
        return EXIT_UNREADABLE

    if is_geojson(args.file):
        return _import_geojson(args, fail)
    catalogue = None
    try:
        if args.catalogue:
            catalogue = files.load(args.catalogue)
            if not isinstance(catalogue, Catalogue):
                return fail(msg("cli.import.not-catalogue", "{file}: is a {kind} file, not a catalogue (--catalogue)",
                                file=args.catalogue, kind=catalogue.KIND))
        mapping = None
        if args.mapping and os.path.exists(args.mapping):
            mapping = load_mapping(args.mapping)
        ref = _relative(args.catalogue, args.out) if args.catalogue else ""
        result = import_file(args.file, catalogue, mapping, ref, ruleset=args.ruleset)
    except DocumentError as exc:
        return fail(exc)
    doc = result.document
    failed = _write(doc, args, fail)
    if failed is not None:
        return failed
    for u in result.unmatched:
        print(f"{args.file}: {u.one_line()}")
    for note in result.notes:
        print(msg("cli.import.note", "{file}: note: {note}", file=args.file, note=note))
    _summary(args.file, result)
    code = EXIT_OK if result.complete else EXIT_FINDINGS
    if args.mapping and not os.path.exists(args.mapping) and result.unmatched:
        template = NameMapping(catalogue=_relative(args.catalogue, args.mapping) if args.catalogue else "")
        try:
            save_mapping(template, args.mapping, result.unmatched)
        except OSError as exc:
            return fail(msg("cli.import.unwritable", "{file}: cannot be written: {problem}", file=args.mapping,
                            problem=os_reason(exc)))
        print(msg("cli.import.mapping-written", "{file}: written with the {count} unmatched names under "
                  "\"unmatched\": give each a profile (or option) id under \"names\" (or \"options\"), or null to "
                  "leave it out, and import again", file=args.mapping, count=len(result.unmatched)))
    if getattr(doc, "KIND", "") == "army":
        from validators.registry import validate

        try:
            findings = validate(doc, path=os.path.abspath(args.out), catalogue=catalogue)
        except DocumentError as exc:
            return fail(exc)
        for f in findings:
            print(f.one_line())
        if any(f.severity.value == "error" for f in findings):
            code = EXIT_FINDINGS
    return code


def _summary(name, result) -> None:
    """One line of what was carried: a catalogue's profiles, a list's entries, models and points
    beside the total the imported file states."""
    from model.i18n import msg, msg_n

    doc = result.document
    if getattr(doc, "KIND", "") == "catalogue":
        print(msg_n("cli.import.catalogue-summary", "{file}: {count} profile carried, {notes} notes, {unmatched} "
                    "names unmatched", "{file}: {count} profiles carried, {notes} notes, {unmatched} names unmatched",
                    count=len(doc.profiles), file=name, notes=len(result.notes), unmatched=len(result.unmatched)))
        return
    if getattr(doc, "KIND", "") != "army":
        return
    models = sum(e.models for e in doc.entries.values())
    stated = "-" if result.stated_points is None else f"{result.stated_points:g}"
    listed = "-" if result.list_points is None else f"{result.list_points:g}"
    print(msg_n("cli.import.list-summary", "{file}: {count} entry carried ({models} models), {points} points in the "
                "list against {stated} in the file, {notes} notes, {unmatched} names unmatched",
                "{file}: {count} entries carried ({models} models), {points} points in the list against {stated} in "
                "the file, {notes} notes, {unmatched} names unmatched", count=len(doc.entries), file=name,
                models=models, points=listed, stated=stated, notes=len(result.notes), unmatched=len(result.unmatched)))


def is_geojson(path: str) -> bool:
    """A ``.geojson`` file, or a ``.json`` one whose top level is a GeoJSON FeatureCollection."""
    low = str(path).lower()
    if low.endswith(".geojson"):
        return True
    if not low.endswith(".json"):
        return False
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096).decode("utf-8", "replace")
    except OSError:
        return False
    return '"FeatureCollection"' in head and '"format"' not in head


def _import_geojson(args, fail) -> int:
    """A table layout (a GeoJSON FeatureCollection in millimetres) into a Wartable table."""
    from model import files
    from model.errors import DocumentError
    from model.geojson import load_table_geojson
    from model.i18n import msg

    try:
        doc = load_table_geojson(args.file, ruleset=args.ruleset)
    except DocumentError as exc:
        if exc.field == "wartable.ruleset" and not args.ruleset:
            return fail(msg("cli.import.geojson-ruleset", "{file}: names no ruleset: give one with --ruleset "
                            "(wartable rules lists them)", file=args.file))
        return fail(exc)
    failed = _write(doc, args, fail)
    if failed is not None:
        return failed
    from validators.registry import validate

    try:
        findings = validate(doc, path=os.path.abspath(args.out))
    except DocumentError as exc:
        return fail(exc)
    for f in findings:
        print(f.one_line())
    return EXIT_FINDINGS if any(f.severity.value == "error" for f in findings) else EXIT_OK
