"""The ``wartable`` command: open the editor, validate files, list rules.

``wartable validate`` and ``wartable rules`` never import Qt, so they run on a
machine without a display.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from model.i18n import msg

from .cli_args import VersionAction, positive, version  # noqa: F401  (version: also ``wartable``'s own)

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2
EXIT_INTERRUPTED = 130  # the shell's code for a command stopped by Ctrl+C


#: one encoder for the whole report (``json.dumps`` with options builds a new one per call)
_JSON = json.JSONEncoder(ensure_ascii=False)


def _as_lines(findings, most: int) -> str:
    """One line per finding, at most ``most`` (``model.limits.MAX_PRINTED_PER_RULE``) per rule; the rest
    counted in one line."""
    out, seen = [], {}
    for f in findings:
        n = seen[f.rule] = seen.get(f.rule, 0) + 1
        if n <= most:
            out.append(f"{f.one_line()}\n")
    for rule_id, n in seen.items():
        if n > most:
            file = next((f.file for f in findings if f.file), None)
            where = f"{file}: " if file else ""
            out.append(where + msg("cli.more-findings", "{rule}: … and {count} more findings of this rule "
                                   "(--format json lists every one)", rule=rule_id, count=n - most) + "\n")
    return "".join(out)


def _as_json(findings) -> str:
    return _JSON.encode([f.to_dict() for f in findings])


def _render(output: str):
    """How a file's findings are written, done where they are found (in the worker processes, for a
    large folder); what it needs is imported here, once per command, not for every file."""
    if output == "json":
        return _as_json
    from functools import partial

    from model.limits import MAX_PRINTED_PER_RULE

    return partial(_as_lines, most=MAX_PRINTED_PER_RULE)


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
    from validators.batch import check_files, json_files

    missing = [p for p in args.paths if not os.path.exists(p)]
    events = [p for p in args.paths if p not in missing and is_event_file(p)]
    if events:
        worst = max(cmd_validate_event(p, args) for p in events)
        rest = [p for p in args.paths if p not in events]
        if not rest:
            return worst
        args.paths = rest
        return max(worst, cmd_validate(args))
    paths = json_files([p for p in args.paths if p not in missing])
    worst = EXIT_OK
    for p in missing:
        print("wartable: " + msg("cli.no-such-path", "{path}: no such file or folder", path=p), file=sys.stderr)
        worst = EXIT_UNREADABLE
    out = sys.stdout
    counts = [0, 0, 0]  # errors, warnings, unreadable files
    as_json = args.format == "json"
    pieces = ['{"files": ['] if as_json else []  # written a few hundred files at a time
    # without --jobs, the processes are chosen as the run starts
    for n, r in enumerate(check_files(paths, settings, _render(args.format), args.jobs)):
        if r.unreadable is not None:
            print(f"wartable: {r.unreadable}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            counts[2] += 1
        elif r.errors:
            counts[0] += r.errors
            worst = worst or EXIT_FINDINGS
        counts[1] += r.warnings
        if as_json:
            # a file per line, from findings already in JSON
            error = "" if r.unreadable is None else f', "error": {_JSON.encode(r.unreadable)}'
            pieces.append((",\n " if n else "\n ") +
                          f'{{"file": {_JSON.encode(r.file)}, "findings": {r.findings or "[]"}{error}}}')
        elif r.unreadable is None:
            pieces.append(r.findings or f"{r.file}: ok\n")
        if len(pieces) >= 256:
            out.write("".join(pieces))
            pieces.clear()
    out.write("".join(pieces))
    if args.format == "json":
        out.write(f'\n], "exit": {worst}}}\n')
    elif len(paths) > 1:
        print(msg("cli.summary", "{files} files: {errors} errors, {warnings} warnings, {unreadable} unreadable",
                  files=len(paths), errors=counts[0], warnings=counts[1], unreadable=counts[2]))
    return worst


def is_event_file(path: str) -> bool:
    """Whether a named file is an event (its kind is given near the top of every Wartable file)."""
    import re

    if not os.path.isfile(path):
        return False
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096)
    except OSError:
        return False
    # the first "kind" is the document's (a campaign's turn steps have kinds of their own, "event" among them)
    first = re.search(rb'"kind"\s*:\s*"([^"]*)"', head)
    return first is not None and first.group(1) == b"event"


def cmd_validate_event(path: str, args) -> int:
    """``wartable validate EVENT``: the event and every table and list it names, grouped by round,
    table and player."""
    from model.errors import DocumentError
    from validators.event_check import check_event

    try:
        report = check_event(path, jobs=args.jobs)
    except DocumentError as exc:
        print(f"wartable: {exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    errors, _warnings, unreadable = report.counts()
    code = EXIT_UNREADABLE if unreadable else EXIT_FINDINGS if errors else EXIT_OK
    if args.format == "json":
        print(_JSON.encode(report.to_dict() | {"exit": code}))
    else:
        sys.stdout.write(report.text())
    return code


def os_reason(exc: OSError) -> str:
    from model.reasons import os_reason as words

    return words(exc)


def cmd_pack(args) -> int:
    """``wartable pack EVENT --out pack.pdf``: the event checked and printed as one PDF (no display needed)."""
    from model.errors import DocumentError
    from model.i18n import msg
    from validators.event_check import check_event

    if not is_event_file(args.event):
        print("wartable: " + msg("cli.pack-not-event", "{file}: not an event file", file=args.event), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        report = check_event(args.event, jobs=args.jobs)
    except DocumentError as exc:
        print(f"wartable: {exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["wartable"])  # fonts need an application
    from editor.event.pack import make_event_pack
    from editor.i18n import install

    from model import i18n

    install(app, i18n.language())  # the pack's words in the command's language

    try:
        from editor.printing.pack import AUDIENCES

        sections = getattr(args, "sections", None) or AUDIENCES[getattr(args, "audience", None) or "organiser"]
        pages = make_event_pack(report, args.out, sections=sections)
    except OSError as exc:
        print("wartable: " + msg("cli.pack-failed", "{file}: the pack could not be written ({problem})", file=args.out,
                                 problem=os_reason(exc)), file=sys.stderr)
        return EXIT_UNREADABLE
    errors, warnings, unreadable = report.counts()
    print(msg("cli.pack-written", "{file}: {pages} pages ({errors} errors, {warnings} warnings, {unreadable} unreadable "
                                  "files in the list-check report)", file=args.out, pages=pages, errors=errors,
              warnings=warnings, unreadable=unreadable))
    return EXIT_OK


def cmd_rules(args) -> int:
    from validators.findings import severity_word

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
        rules = [r for r in rules if r.applies_to(ruleset)]
    rows = [{"id": r.id, "kind": r.kind, "severity": r.severity.value, "summary": r.summary_for(ruleset),
             "reference": r.reference_for(ruleset)} for r in rules]
    if args.format == "json":
        json.dump({"ruleset": ruleset.id if ruleset else None, "rules": rows}, sys.stdout, indent=1, ensure_ascii=False)
        print()
    else:
        width = max((len(r["id"]) for r in rows), default=10)
        for r in rows:
            print(f"{r['id']:<{width}}  {severity_word(r['severity']):<11}  {r['summary']}  [{r['reference']}]")
    return EXIT_OK


def cmd_export(args) -> int:
    """Write each document as PDF, PNG, SVG, GeoJSON or text (see docs/export.md)."""
    from .export_command import run_export

    return run_export(args)


#: the event pack's parts (editor/printing/pack.py SECTIONS), here where no Qt is imported
PACK_SECTIONS = ("cover", "rules", "check", "rounds", "terrain", "sheets", "picks", "lists", "rosters")


def _sections(text: str) -> tuple[str, ...]:
    from model.i18n import msg

    names = tuple(t.strip() for t in text.split(",") if t.strip())
    bad = [n for n in names if n not in PACK_SECTIONS]
    if bad or not names:
        raise argparse.ArgumentTypeError(msg("cli.bad-sections", "{value}: choose from {sections}",
                                             value=repr(text), sections=", ".join(PACK_SECTIONS)))
    return tuple(n for n in PACK_SECTIONS if n in names)


def _margin(text: str) -> float:
    from model.i18n import msg

    try:
        value = float(text.replace(",", "."))
    except ValueError:
        value = -1.0
    if not 3.0 <= value <= 40.0:
        raise argparse.ArgumentTypeError(msg("cli.not-margin", "{value} is not a margin of 3 to 40 mm",
                                             value=repr(text)))
    return value


def _hex_mm(text: str) -> float:
    from model.i18n import msg

    from .printing import HEX_MM_RANGE

    low, high = HEX_MM_RANGE
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        value = float("nan")
    if not low <= value <= high:  # NaN fails too
        raise argparse.ArgumentTypeError(msg("cli.not-hex-mm", "{value} is not a hex size of {low} to {high} mm "
                                             "(0: the map on one sheet)", value=repr(text), low=f"{low:g}",
                                             high=f"{high:g}"))
    return value


#: the commands, in the order the help lists them
COMMANDS = ("validate", "rules", "import", "generate", "export", "pack", "edit")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line, in the language chosen for the process (set it first).

    ``command`` (one of :data:`COMMANDS`): only that command's options are added, since only they can
    be parsed once the command is named (``wartable validate`` does without building the other
    commands' fifty options and importing the modules that add them, about a millisecond a run); the
    usage line still names every command, and reads as the whole parser's."""
    from model.i18n import msg

    from .cli_words import install

    install()
    parser = argparse.ArgumentParser(
        prog="wartable",
        description=msg("cli.help.description", "Scenario and map editor for wargame organisers. Without a command, "
                        "opens the editor."),
    )
    parser.add_argument("--version", action=VersionAction,
                        help=msg("cli.help.version", "show the version and exit"))
    parser.add_argument("--lang", metavar="LANG", type=_language,
                        help=msg("cli.help.lang", "language of the window and of every message: es or en "
                                 "(default: WARTABLE_LANG, then Edit > Preferences, then the system's)"))
    # the usage names every command, whichever are added (argparse would name only those)
    sub = parser.add_subparsers(dest="command", title=msg("cli.help.commands", "commands"),
                                metavar="{" + ",".join(COMMANDS) + "}")
    for name in COMMANDS:
        if command in (None, name):
            _ADD_COMMAND[name](sub)
    return parser


def _add_validate(sub) -> None:
    v = sub.add_parser("validate", help=msg("cli.help.validate", "check tables, campaign maps and army lists against "
                                            "their rulesets"))
    v.add_argument("paths", nargs="+", help=msg("cli.help.validate-paths", "files or folders (searched recursively "
                                                "for *.json); an event file is checked with every table and list it "
                                                "names"))
    v.add_argument("--format", choices=["text", "json"], default="text",
                   help=msg("cli.help.format", "text for people (default) or JSON for programs"))
    v.add_argument("--settings", help=msg("cli.help.settings", "event settings file (rule overrides)"))
    v.add_argument("--jobs", "-j", type=positive, metavar="N",
                   help=msg("cli.help.jobs", "worker processes (default: the cores, for folders of a few hundred "
                            "files or more)"))


def _add_rules(sub) -> None:
    r = sub.add_parser("rules", help=msg("cli.help.rules", "list every rule with its severity and rulebook reference"))
    r.add_argument("ruleset", nargs="?", help=msg("cli.help.rules-ruleset", "only the rules for this ruleset, with "
                                                  "its references"))
    r.add_argument("--format", choices=["text", "json"], default="text",
                   help=msg("cli.help.format", "text for people (default) or JSON for programs"))


def _add_export(sub) -> None:
    from .printing import HEX_MM_RANGE

    x = sub.add_parser("export", help=msg("cli.help.export", "write setup sheets, 1:1 prints, maps, rosters and "
                                          "event packs (PDF, PNG, SVG, GeoJSON, text)"))
    x.add_argument("paths", nargs="+", metavar="FILE", help=msg("cli.help.export-paths", "tables, campaign maps, "
                                                                "army lists or events"))
    x.add_argument("--to", required=True, choices=["pdf", "png", "svg", "geojson", "txt"], dest="fmt",
                   help=msg("cli.help.to", "the kind of file to write"))
    x.add_argument("--sheet", choices=["setup", "tiled", "template", "map", "bulletin", "organiser", "players"],
                   default="setup",
                   help=msg("cli.help.sheet", "for tables: the setup sheet (default), the whole table at 1:1 on many "
                            "sheets, or one piece at 1:1; for campaigns: the map (default) or the turn bulletin; "
                            "for events: the organiser's pack (default) or the players' pack"))
    x.add_argument("--piece", help=msg("cli.help.piece", "the piece of a template sheet: its number on the setup sheet "
                                       "or its name"))
    x.add_argument("--paper", choices=["A4", "A3", "Letter", "Tabloid"],
                   help=msg("cli.help.paper", "default: Letter for tables in inches, A4 otherwise"))
    x.add_argument("--orientation", choices=["portrait", "landscape"],
                   help=msg("cli.help.orientation", "default: the one that fits best"))
    x.add_argument("--margin", type=_margin, metavar="MM", default=10.0,
                   help=msg("cli.help.margin", "nothing is printed closer than this to the paper's edges (3 to 40 mm; "
                            "default 10)"))
    x.add_argument("--hex-mm", type=_hex_mm, metavar="MM", dest="hex_mm",
                   help=msg("cli.help.hex-mm", "campaign maps as pdf or png: a wall map across sheets, each hex this "
                            "size on paper (centre to corner, up to {high} mm), with an assembly page first "
                            "(default: the map on one sheet)", high=f"{HEX_MM_RANGE[1]:g}"))
    x.add_argument("--out", help=msg("cli.help.export-out", "the file to write (one FILE) or a folder (default: "
                                     "beside each FILE)"))


def _add_pack(sub) -> None:
    pk = sub.add_parser("pack", help=msg("cli.help.pack", "check an event and print its pack: cover, rules, every "
                                         "table's setup sheet, terrain pick lists, the list-check report (PDF)"))
    pk.add_argument("event", help=msg("cli.help.pack-event", "an event file"))
    pk.add_argument("--out", "-o", required=True, help=msg("cli.help.pack-out", "the PDF to write"))
    pk.add_argument("--jobs", "-j", type=positive, metavar="N",
                    help=msg("cli.help.pack-jobs", "worker processes for the checks"))
    pk.add_argument("--for", dest="audience", choices=("players", "organiser"), default="organiser",
                    help=msg("cli.help.pack-for", "who the pack is for: players (rules, pairings, one setup sheet "
                             "per layout, no check result) or the organiser (everything; the default)"))
    pk.add_argument("--sections", type=_sections, metavar="LIST",
                    help=msg("cli.help.pack-sections", "the parts to print, comma-separated, from: {sections} "
                             "(instead of --for)", sections=", ".join(PACK_SECTIONS)))


def _add_import(sub) -> None:
    from .importcmd import add_parser

    add_parser(sub)


def _add_generate(sub) -> None:
    from .generatecmd import add_parser

    add_parser(sub)


def _add_edit(sub) -> None:
    e = sub.add_parser("edit", help=msg("cli.help.edit", "open the editor (the default)"))
    e.add_argument("files", nargs="*", help=msg("cli.help.edit-files", "documents to open"))


#: each command's options, added to the parser (:func:`build_parser`)
_ADD_COMMAND = {"validate": _add_validate, "rules": _add_rules, "import": _add_import, "generate": _add_generate,
                "export": _add_export, "pack": _add_pack, "edit": _add_edit}


def _language(text: str) -> str:
    from model import i18n

    code = i18n.normalise(text)
    if code is None:
        raise argparse.ArgumentTypeError(i18n.msg("cli.bad-language", "{value}: choose one of {languages}",
                                                  value=repr(text), languages=", ".join(i18n.LANGUAGES)))
    return code


def _lang_option(front: list[str]) -> str | None:
    """The value of ``--lang`` among the global options, unchecked (None when absent)."""
    for i, a in enumerate(front):
        if a.startswith("--lang="):
            return a.split("=", 1)[1]
        if a == "--lang" and i + 1 < len(front):
            return front[i + 1]
    return None


def _split_global(argv: list[str]) -> tuple[list[str], list[str]]:
    """``--lang X`` and ``--version`` may come anywhere; the rest is the command."""
    front, rest, i = [], [], 0
    while i < len(argv):
        a = argv[i]
        if a == "--lang" and i + 1 < len(argv):
            front += argv[i:i + 2]
            i += 2
            continue
        if a.startswith("--lang=") or a == "--version":
            front.append(a)
        else:
            rest.append(a)
        i += 1
    return front, rest


def main(argv: list[str] | None = None) -> int:
    """The ``wartable`` command. What it prints is text: a control character or an escape sequence
    a document holds is written as ``\\uXXXX``, never sent to the terminal (model/terminal.py)."""
    from model.terminal import printable_streams

    with printable_streams():
        return _main(argv)


def _main(argv: list[str] | None) -> int:
    from model import i18n

    argv = list(sys.argv[1:] if argv is None else argv)
    front, argv = _split_global(argv)  # --lang and --version may come anywhere

    if not argv or argv[0] not in COMMANDS and argv[0] not in ("-h", "--help"):
        argv = ["edit"] + argv
    # the language first, so that the help and argparse's own errors speak it
    i18n.set_language(i18n.resolve_language(_lang_option(front)))
    if not front and argv[0] == "edit" and not any(a.startswith("-") for a in argv[1:]):
        # ``wartable [FILE...]``, the window's start: nothing for the parser (and its help texts in
        # the chosen language, a good part of the time to the window's first paint) to check
        args = argparse.Namespace(command="edit", files=argv[1:], lang=None)
    else:
        args = build_parser(argv[0] if argv[0] in COMMANDS else None).parse_args(front + argv)
    args.lang = i18n.set_language(i18n.resolve_language(args.lang))
    for stream in (sys.stdout, sys.stderr):  # a file name that is not UTF-8 prints escaped, never crashes
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        if args.command == "validate":
            return cmd_validate(args)
        if args.command == "rules":
            return cmd_rules(args)
        if args.command == "import":
            from .importcmd import cmd_import

            return cmd_import(args)
        if args.command == "generate":
            from .generatecmd import cmd_generate

            return cmd_generate(args)
        if args.command == "export":
            return cmd_export(args)
        if args.command == "pack":
            return cmd_pack(args)
    except BrokenPipeError:  # output piped into a reader that stopped early (head, less)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except KeyboardInterrupt:  # Ctrl+C on a long run: a line, not a traceback
        print("wartable: " + msg("cli.interrupted", "interrupted"), file=sys.stderr)
        return EXIT_INTERRUPTED
    from .app import run

    return run(args.files, args.lang)


if __name__ == "__main__":
    sys.exit(main())
