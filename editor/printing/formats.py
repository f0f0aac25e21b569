"""Which formats and sheets fit which document, and the one export function behind File >
Export, ``wartable export`` and the tests.

PDF and PNG go through a printout (:mod:`.pages`); SVG, GeoJSON and plain text come from the
Qt-free serializers in ``model/`` (and the roster's text), so they need no Qt at all.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from . import formats_for
from .pages import PageOptions


def tr(text: str) -> str:
    """``text`` in the chosen language (Qt's translators; lupdate reads the literal at each call)."""
    return QCoreApplication.translate("Printing", text)


FORMATS = ("pdf", "png", "svg", "geojson", "txt")
SHEETS = ("setup", "tiled", "template")
SUFFIX = {"pdf": ".pdf", "png": ".png", "svg": ".svg", "geojson": ".geojson", "txt": ".txt"}


class ExportError(ValueError):
    """An export that cannot be done as asked (a format or sheet that does not fit the document)."""


def kind_name(doc) -> str:
    return {"table": tr("table"), "campaign": tr("campaign map"), "army": tr("army list"),
            "catalogue": tr("catalogue"), "event": tr("event")}.get(getattr(doc, "KIND", ""), tr("document"))


CAMPAIGN_SHEETS = ("map", "bulletin")
#: an event's pack for the organiser (every section) or for the players (editor/printing/pack.py)
EVENT_SHEETS = ("organiser", "players")


def sheets_for(doc) -> tuple[str, ...]:
    """The kinds of sheet a document prints as (tables have three; campaigns the map and the turn
    bulletin; events the organiser's and the players' pack)."""
    kind = getattr(doc, "KIND", None)
    return {"table": SHEETS, "campaign": CAMPAIGN_SHEETS, "event": EVENT_SHEETS}.get(kind, ())


def sheet_name(sheet: str) -> str:
    return {"setup": tr("Setup sheet"), "tiled": tr("1:1 tiled print"), "template": tr("Piece template (1:1)"),
            "map": tr("Campaign map"), "bulletin": tr("Turn bulletin for the players"),
            "organiser": tr("Organiser's pack (everything)"),
            "players": tr("Players' pack (rules, pairings, one sheet per layout)")}[sheet]


@dataclass
class ExportRequest:
    """What to export: format, sheet kind, paper options and (for a template) which piece."""

    fmt: str = "pdf"
    sheet: str = "setup"
    options: PageOptions = PageOptions()
    piece: str | None = None  # a piece's id, number (1, 2...) or name, for the template sheet
    overlap_mm: float = 10.0
    dpi: float = 150.0
    coordinates: bool = False  # campaign maps: each hex's q,r
    hex_mm: float | None = None  # campaign maps: a hex's size on paper for a wall map split across sheets
    sections: tuple[str, ...] | None = None  # events: the pack's sections (None: those of the sheet's reader)


def check_request(doc, req: ExportRequest) -> None:
    """Raise :class:`ExportError` when the format or sheet does not fit the document."""
    fits = formats_for(doc)
    if req.fmt not in fits:
        if fits:
            raise ExportError(tr("this {kind} cannot be exported as {fmt} (it can be: {fits})").format(
                kind=kind_name(doc), fmt=req.fmt, fits=", ".join(fits)))
        raise ExportError(tr("this {kind} has nothing to export").format(kind=kind_name(doc)))
    if req.sheet not in ("setup", None) and req.sheet not in sheets_for(doc):  # whatever the format
        raise ExportError(tr("this {kind} has no {sheet} sheet").format(kind=kind_name(doc), sheet=req.sheet))


def printout_for(doc, req: ExportRequest, source: str | Path | None = None, ruleset=None, findings=None,
                 catalogue=None, overlays=None, report=None):
    """The printout (pages) for a document: a table's setup, tiled or template sheet, a campaign
    map, an army roster or an event's pack (``overlays``: the sight overlays a setup sheet carries,
    ``legends.py``; ``report``: an event's check, made here when None)."""
    kind = getattr(doc, "KIND", None)
    options = req.options
    if source and not options.file_name:
        from dataclasses import replace

        options = replace(options, file_name=Path(source).name)
    if kind == "table":
        if req.sheet == "tiled":
            from .tiled import TiledPrint

            return TiledPrint(doc, ruleset, options, overlap_mm=req.overlap_mm)
        if req.sheet == "template":
            from .tiled import PieceTemplate

            return PieceTemplate(doc, find_piece(doc, req.piece), ruleset, options)
        from .setup_sheet import SetupSheet

        return SetupSheet(doc, ruleset, findings, options, overlays=overlays)
    if kind == "campaign" and req.sheet == "bulletin":  # the Turn panel's bulletin
        from .bulletin import TurnBulletin
        from . import ruleset_or_none

        ruleset = ruleset_or_none(doc, ruleset)
        if ruleset is None or ruleset.value("campaign.turns") is None:
            raise ExportError(tr("this campaign's ruleset has no turn sequence, so no turn bulletin"))
        return TurnBulletin(doc, ruleset, options=options)
    if kind == "campaign":
        from .campaign_map import CampaignMap

        return CampaignMap(doc, ruleset, options, coordinates=req.coordinates, hex_mm=req.hex_mm or None,
                           overlap_mm=req.overlap_mm)
    if kind == "army":
        from .roster import Roster

        return Roster(doc, source, ruleset, findings, options, catalogue=catalogue)
    if kind == "event":
        from .pack import AUDIENCES, EventPack

        reader = "players" if req.sheet == "players" else "organiser"
        sections = AUDIENCES[reader] if req.sections is None else req.sections
        return EventPack(report if report is not None else event_report(doc, source), options,
                         sections=sections, per_layout=reader == "players")
    raise ExportError(tr("a {kind} cannot be printed").format(kind=kind_name(doc)))


def find_piece(doc, which: str | None):
    """A piece by id, number on the setup sheet (1, 2...) or name; the first when ``which`` is empty."""
    pieces = list(doc.pieces.values())
    if not pieces:
        raise ExportError(tr("the table has no terrain piece to make a template of"))
    if not which:
        return pieces[0]
    if which in doc.pieces:
        return doc.pieces[which]
    if str(which).isdigit() and 1 <= int(which) <= len(pieces):
        return pieces[int(which) - 1]
    for p in pieces:
        if p.label and p.label.casefold() == str(which).casefold():
            return p
    raise ExportError(tr("no piece is called {name!r} (give its number on the setup sheet or its name)").format(
        name=which))


def event_report(doc, source: str | Path | None = None):
    """An event checked with every file it names (the pack prints what the check found)."""
    from validators.event_check import check_event

    return check_event(source, doc=doc, jobs=1)


def export_document(doc, req: ExportRequest, target: str | Path, source: str | Path | None = None,
                    ruleset=None, findings=None, progress=None, catalogue=None, overlays=None,
                    report=None) -> list[Path]:
    """Write ``doc`` to ``target`` as ``req`` says; returns the files written (a PNG per page).
    ``report``: an event's check (made here when None)."""
    check_request(doc, req)
    target = Path(target)
    if req.fmt == "txt" and doc.KIND == "event":
        from .pack import pack_text

        _write_text(target, pack_text(report if report is not None else event_report(doc, source)))
        return [target]
    if req.fmt == "geojson":
        from model.geojson import campaign_to_geojson, dumps, table_to_geojson

        data = table_to_geojson(doc, ruleset) if doc.KIND == "table" else campaign_to_geojson(doc, ruleset)
        _write_text(target, dumps(data))
        return [target]
    if req.fmt == "svg" and doc.KIND in ("table", "campaign"):
        from model.svg import campaign_svg, table_svg

        from .pages import text_width  # the hex names fitted with the printouts' font, as on paper

        _write_text(target, table_svg(doc, ruleset) if doc.KIND == "table" else
                    campaign_svg(doc, ruleset, measure=text_width))
        return [target]
    if req.fmt == "txt":
        from .roster import roster_text

        _write_text(target, roster_text(doc, source, ruleset, findings, catalogue=catalogue))
        return [target]
    printout = printout_for(doc, req, source, ruleset, findings, catalogue=catalogue, overlays=overlays,
                            report=report)
    from .pages import write_pdf, write_png

    if req.fmt == "pdf":
        write_pdf(printout, target, progress=progress)
        return [target]
    return write_png(printout, target, req.dpi, progress=progress)


def _write_text(path: Path, text: str) -> None:
    """Written whole or not at all (model/atomic.py: a temporary file renamed over the target, which
    a killed export leaves for the next write or start to remove)."""
    from model.atomic import write_atomic

    write_atomic(path, text.encode("utf-8"))
