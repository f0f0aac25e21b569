"""The ``wartable`` command: open the editor, validate files, list rules.

``wartable validate`` and ``wartable rules`` never import Qt, so they run on a
machine without a display.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2


def _collect(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out += sorted(f for f in p.rglob("*.json") if f.is_file())
        else:
            out.append(p)
    return out


def _validate_file(path: Path, settings: dict | None):
    """Findings for one file; the army rules read the catalogue and campaign a list names
    (each shared file once while it is unchanged on disk)."""
    from model import files
    from model.army import Catalogue
    from validators import validate

    doc = files.load(path)
    if isinstance(doc, Catalogue) and not doc.ruleset:
        return []
    return validate(doc, settings=settings, path=str(path))


def cmd_validate(args) -> int:
    from model.errors import DocumentError

    settings = None
    if args.settings:
        try:
            from validators.event import load_event_settings
            settings = load_event_settings(args.settings)
        except DocumentError as exc:
            print(f"wartable: {exc}", file=sys.stderr)
            return EXIT_UNREADABLE
    paths = _collect(args.paths)
    missing = [p for p in args.paths if not Path(p).exists()]
    worst = EXIT_OK
    report = []
    for p in missing:
        print(f"wartable: {p}: no such file or folder", file=sys.stderr)
        worst = EXIT_UNREADABLE
    for path in paths:
        try:
            findings = _validate_file(path, settings)
        except DocumentError as exc:
            print(f"wartable: {exc}", file=sys.stderr)
            report.append({"file": str(path), "error": str(exc), "findings": []})
            worst = EXIT_UNREADABLE
            continue
        except Exception as exc:  # a bug must still name the file, not print a traceback
            print(f"wartable: {path}: could not be checked ({type(exc).__name__}: {exc})", file=sys.stderr)
            report.append({"file": str(path), "error": str(exc), "findings": []})
            worst = EXIT_UNREADABLE
            continue
        if any(f.severity.value == "error" for f in findings) and worst == EXIT_OK:
            worst = EXIT_FINDINGS
        report.append({"file": str(path), "findings": [f.to_dict() for f in findings]})
        if args.format == "text":
            if not findings:
                print(f"{path}: ok")
            for f in findings:
                print(f.one_line() if f.file else f"{path}: {f.one_line()}")
    if args.format == "json":
        json.dump({"files": report, "exit": worst}, sys.stdout, indent=1, ensure_ascii=False)
        print()
    elif len(paths) > 1:
        n_err = sum(1 for r in report for f in r["findings"] if f["severity"] == "error")
        n_warn = sum(1 for r in report for f in r["findings"] if f["severity"] == "warning")
        unreadable = sum(1 for r in report if "error" in r)
        print(f"{len(paths)} files: {n_err} errors, {n_warn} warnings, {unreadable} unreadable")
    return worst


def cmd_rules(args) -> int:
    from model.errors import DocumentError
    from model.ruleset import load_ruleset
    from validators.registry import RULES, load_rules

    load_rules()
    ruleset = None
    if args.ruleset:
        try:
            ruleset = load_ruleset(args.ruleset, "command line", "RULESET")
        except DocumentError as exc:
            print(f"wartable: {exc}", file=sys.stderr)
            return EXIT_UNREADABLE
    rules = sorted(RULES.values(), key=lambda r: r.id)
    if ruleset is not None:
        rules = [r for r in rules if r.kind == "any" or ruleset.serves(r.kind)]
    rows = [{"id": r.id, "kind": r.kind, "severity": r.severity.value, "summary": r.summary,
             "reference": r.reference_for(ruleset)} for r in rules]
    if args.format == "json":
        json.dump({"ruleset": ruleset.id if ruleset else None, "rules": rows}, sys.stdout, indent=1, ensure_ascii=False)
        print()
    else:
        width = max((len(r["id"]) for r in rows), default=10)
        for r in rows:
            print(f"{r['id']:<{width}}  {r['severity']:<7}  {r['summary']}  [{r['reference']}]")
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wartable",
        description="Scenario and map editor for wargame organisers. Without a command, opens the editor.",
    )
    sub = parser.add_subparsers(dest="command")
    v = sub.add_parser("validate", help="check tables, campaign maps and army lists against their rulesets")
    v.add_argument("paths", nargs="+", help="files or folders (searched recursively for *.json)")
    v.add_argument("--format", choices=["text", "json"], default="text")
    v.add_argument("--settings", help="event settings file (rule overrides)")
    r = sub.add_parser("rules", help="list every rule with its severity and rulebook reference")
    r.add_argument("ruleset", nargs="?", help="only the rules for this ruleset, with its references")
    r.add_argument("--format", choices=["text", "json"], default="text")
    e = sub.add_parser("edit", help="open the editor (the default)")
    e.add_argument("files", nargs="*")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = {"validate", "rules", "edit", "-h", "--help"}
    if not argv or argv[0] not in commands:
        argv = ["edit"] + argv
    args = build_parser().parse_args(argv)
    try:
        if args.command == "validate":
            return cmd_validate(args)
        if args.command == "rules":
            return cmd_rules(args)
    except BrokenPipeError:  # output piped into a reader that stopped early (head, less)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    from .app import run

    return run(args.files)


if __name__ == "__main__":
    sys.exit(main())
