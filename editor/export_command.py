"""``wartable export FILE... --to pdf|png|svg|geojson|txt``: the File > Export of the editor,
without a window (Qt runs offscreen; no display is needed). ``--hex-mm MM`` is the dialog's "Wall
map: hex size" for a campaign map printed as PDF or PNG, in the same range.

Exit codes as ``wartable validate``: 0 when everything was written and no document has an
error, 1 when everything was written but a document has errors (they are on its sheet), 2 when
a file could not be read or a format or sheet does not fit a document (nothing is written for it).

An event is written as its pack (PDF, PNG pages) or the pack's plain-text summary, after checking it
with every table and list it names; a table or list it names that cannot be read is reported with
the event's field that names it, and the exit code is 2 as ``validate`` gives (the pack is still
written, that table's page or that player's line saying the file cannot be read).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2
_APP = None


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication  # the turn bulletin draws its map through a graphics scene

    from model import i18n

    from .i18n import install

    global _APP
    app = QGuiApplication.instance()
    if app is None:
        app = _APP = QApplication(["wartable"])  # kept for the whole command
    install(app, i18n.language())  # the printouts' words in the command's language
    return app


def _target(path: Path, suffix: str, out: str | None, many: bool) -> Path:
    if out is None:
        return path.with_suffix(suffix)
    o = Path(out)
    if many or o.is_dir() or out.endswith(("/", os.sep)):
        o.mkdir(parents=True, exist_ok=True)
        return o / (path.stem + suffix)
    return o


def run_export(args) -> int:
    from model.errors import DocumentError
    from model.files import load
    from model.i18n import msg
    from model.reasons import os_reason

    from .printing.formats import SUFFIX, ExportError, ExportRequest, check_request, export_document
    from .printing.pages import Cancelled, PageOptions

    _app()  # fonts for the printouts, translators for their words
    worst = EXIT_OK
    many = len(args.paths) > 1
    for name in args.paths:
        path = Path(name)
        try:
            doc = load(path)
        except FileNotFoundError:
            print(f"wartable: {name}: " + msg("export.no-file", "no such file"), file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except IsADirectoryError:
            print(f"wartable: {name}: " + msg("export.folder", "is a folder (give the files to export)"),
                  file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except (DocumentError, OSError, ValueError) as exc:
            print(f"wartable: {exc}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        options = PageOptions(paper=args.paper, orientation=args.orientation, file_name=path.name,
                              margin_mm=getattr(args, "margin", None) or PageOptions().margin_mm)
        hex_mm = getattr(args, "hex_mm", None)
        req = ExportRequest(fmt=args.fmt, sheet=args.sheet or "setup", options=options, piece=args.piece,
                            hex_mm=hex_mm or None)
        try:
            check_request(doc, req)
            if doc.KIND in ("table", "campaign") and req.sheet not in ("setup", "map") and args.fmt not in ("pdf", "png"):
                raise ExportError(msg("export.sheet-format", "--sheet {sheet} is printed as pdf or png, not {fmt}",
                                      sheet=req.sheet, fmt=args.fmt))
            if hex_mm is not None:
                _check_hex_mm(doc, req)
            report = None
            if doc.KIND == "event":
                from validators.event_check import check_event

                report = check_event(path, doc=doc, jobs=getattr(args, "jobs", None))
                findings, catalogue = report.all_findings(), None
            else:
                findings, catalogue = _check(doc, path)
            target = _target(path, SUFFIX[args.fmt], args.out, many)
            written = export_document(doc, req, target, source=path, findings=findings, catalogue=catalogue,
                                      report=report)
        except ExportError as exc:
            print(f"wartable: {name}: {exc}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except DocumentError as exc:
            print(f"wartable: {exc}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except (OSError, Cancelled) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
            print(f"wartable: {name}: " + msg("export.cannot-write", "cannot write: {reason}", reason=reason),
                  file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        errors = sum(1 for f in findings if f.severity.value == "error")
        if len(written) == 1:
            line = msg("export.wrote", "{file}: wrote {target}", file=name, target=str(written[0]))
        else:
            line = msg("export.wrote-many", "{file}: wrote {target} and {more} more", file=name,
                       target=str(written[0]), more=len(written) - 1)
        if errors:
            line += "; " + msg("export.errors", "errors found: {count}", count=errors)
        print(line)
        if report is not None and _unreadable_members(name, report):
            worst = EXIT_UNREADABLE
        if errors and worst == EXIT_OK:
            worst = EXIT_FINDINGS
    return worst


def _check_hex_mm(doc, req) -> None:
    """``--hex-mm`` sizes the hexes of a campaign map printed as PDF or PNG (the Export dialog offers
    it there only): refused, with what it is for, anywhere else."""
    from model.i18n import msg

    from .printing.formats import ExportError

    if doc.KIND != "campaign":
        raise ExportError(msg("export.hex-mm-kind", "--hex-mm sizes the hexes of a campaign map; this file is not "
                              "one"))
    if req.sheet == "bulletin":
        raise ExportError(msg("export.hex-mm-bulletin", "--hex-mm is for the campaign map, not the turn bulletin"))
    if req.fmt not in ("pdf", "png"):
        raise ExportError(msg("export.hex-mm-format", "--hex-mm is for a campaign map printed as pdf or png, not "
                              "{fmt} (SVG and GeoJSON keep the map's own size in millimetres)", fmt=req.fmt))


def _unreadable_members(name: str, report) -> bool:
    """Say which table or list of an event cannot be read, by the event's field that names it."""
    from model.event import resolve
    from model.i18n import msg

    said: set[str] = set()
    for f in report.findings:
        field = f.location.path if f.location is not None else None
        if f.rule == "event.reference" and field and field.endswith((".table", ".file")):
            print(f"wartable: {name}: {field}: {f.message}", file=sys.stderr)
            said.update(resolve(ref, report.path) for ref in f.subjects)
    for file, result in report.members.items():
        if result.unreadable is not None and file not in said:
            print("wartable: " + msg("export.member-unreadable", "{file}: {problem}", file=name,
                                     problem=result.unreadable), file=sys.stderr)
            said.add(file)
    return bool(said)


def _check(doc, path):
    """The document's findings (and an army list's catalogue) for the sheet's summary."""
    from validators.registry import validate

    catalogue = None
    if doc.KIND == "army":
        from model.errors import DocumentError
        from model.files import load_catalogue_for

        try:
            catalogue = load_catalogue_for(doc, path)
        except DocumentError:
            catalogue = None  # the roster still prints; the findings say what is wrong
    return validate(doc, path=str(path)), catalogue
