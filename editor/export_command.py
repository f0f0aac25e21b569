"""``wartable export FILE... --to pdf|png|svg|geojson|txt``: the File > Export of the editor,
without a window (Qt runs offscreen; no display is needed).

Exit codes as ``wartable validate``: 0 when everything was written and no document has an
error, 1 when everything was written but a document has errors (they are on its sheet), 2 when
a file could not be read or a format or sheet does not fit a document (nothing is written for it).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

EXIT_OK, EXIT_FINDINGS, EXIT_UNREADABLE = 0, 1, 2


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(["wartable"])


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

    from .printing.formats import SUFFIX, ExportError, ExportRequest, check_request, export_document
    from .printing.pages import Cancelled, PageOptions

    app = None
    worst = EXIT_OK
    many = len(args.paths) > 1
    for name in args.paths:
        path = Path(name)
        try:
            doc = load(path)
        except FileNotFoundError:
            print(f"wartable: {name}: no such file", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except IsADirectoryError:
            print(f"wartable: {name}: is a folder (give the files to export)", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except (DocumentError, OSError, ValueError) as exc:
            print(f"wartable: {exc}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        options = PageOptions(paper=args.paper, orientation=args.orientation, file_name=path.name)
        req = ExportRequest(fmt=args.fmt, sheet=args.sheet or "setup", options=options, piece=args.piece)
        try:
            check_request(doc, req)
            if doc.KIND == "table" and req.sheet != "setup" and args.fmt not in ("pdf", "png"):
                raise ExportError(f"--sheet {req.sheet} is printed as pdf or png, not {args.fmt}")
            if args.fmt in ("pdf", "png") and app is None:
                app = _app()
            findings, catalogue = _check(doc, path)
            target = _target(path, SUFFIX[args.fmt], args.out, many)
            written = export_document(doc, req, target, source=path, findings=findings, catalogue=catalogue)
        except ExportError as exc:
            print(f"wartable: {name}: {exc}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except DocumentError as exc:
            print(f"wartable: {exc}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        except (OSError, Cancelled) as exc:
            print(f"wartable: {name}: cannot write: {exc}", file=sys.stderr)
            worst = EXIT_UNREADABLE
            continue
        errors = sum(1 for f in findings if f.severity.value == "error")
        shown = written[0] if len(written) == 1 else f"{written[0]} (+{len(written) - 1} more)"
        print(f"{name}: wrote {shown}" + (f"; {errors} errors found" if errors else ""))
        if errors and worst == EXIT_OK:
            worst = EXIT_FINDINGS
    return worst


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
