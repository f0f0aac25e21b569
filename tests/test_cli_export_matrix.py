"""``wartable export`` for every kind of document, every format and every sheet: what fits is
written (exit 0, or 1 when the document has errors, as ``validate``), what does not fit is exit 2
with one line naming the file and what would fit, in English and in Spanish, and nothing written."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from shapely.geometry import box

from conftest import EXAMPLES
from model.files import save
from model.table import TableDocument, TerrainPiece

FORMATS = ("pdf", "png", "svg", "geojson", "txt")
SHEETS = (None, "setup", "tiled", "template", "map", "bulletin")


@pytest.fixture(scope="module")
def small_table(tmp_path_factory):
    """A table small enough that a 1:1 print is a few sheets (the shipped ones run to dozens of PNGs)."""
    path = tmp_path_factory.mktemp("t") / "small.json"
    piece = TerrainPiece("sq", "ruins", box(40, 30, 140, 130), label="Ruina & <torre>")
    save(TableDocument("Mesa pequeña", "wh40k-skirmish", 300, 200, unit="cm", pieces=[piece]), path)
    return path


def _fits(kind: str, fmt: str, sheet: str | None) -> bool:
    formats = {"table": ("pdf", "png", "svg", "geojson"), "campaign": ("pdf", "png", "svg", "geojson"),
               "army": ("pdf", "png", "txt")}[kind]
    sheets = {"table": ("setup", "tiled", "template"), "campaign": ("map", "bulletin"), "army": ()}[kind]
    if fmt not in formats:
        return False
    if sheet in (None, "setup"):
        return True
    if sheet not in sheets:
        return False
    return fmt in ("pdf", "png") or sheet == "map"  # the other sheets are pages: pdf or png


def _run(*args):
    from editor.cli import main

    return main(list(args))


def _check_written(path, fmt):
    data = path.read_bytes()
    if fmt == "pdf":
        assert data[:5] == b"%PDF-"
    elif fmt == "png":
        assert data[:4] == b"\x89PNG"
    elif fmt == "svg":
        assert ET.fromstring(data).tag == "{http://www.w3.org/2000/svg}svg"
    elif fmt == "geojson":
        assert json.loads(data)["type"] == "FeatureCollection"
    else:
        assert data.decode("utf-8").strip()


@pytest.mark.parametrize("kind", ["table", "campaign", "army"])
def test_every_format_and_sheet_of_every_document_kind(qapp, kind, small_table, tmp_path, capsys):
    source = {"table": small_table, "campaign": EXAMPLES / "piedras-4-players.json",
              "army": EXAMPLES / "kensei-army-illegal.json"}[kind]
    has_errors = kind == "army"  # the illegal list: written, and exit 1 as validate
    for fmt in FORMATS:
        for sheet in SHEETS:
            if fmt == "png" and sheet == "tiled":
                continue  # the same pages as the PDF, a PNG each: checked below once
            out = tmp_path / f"{kind}-{fmt}-{sheet}.{fmt}"
            args = ["export", str(source), "--to", fmt, "--out", str(out)] + (["--sheet", sheet] if sheet else [])
            if sheet == "template":
                args += ["--piece", "1"]
            code = _run(*args)
            err = capsys.readouterr().err
            if _fits(kind, fmt, sheet):
                assert code == (1 if has_errors else 0), (fmt, sheet, err)
                _check_written(out, fmt)
            else:
                assert code == 2, (fmt, sheet)
                assert not out.exists(), (fmt, sheet)
                lines = [ln for ln in err.splitlines() if ln.strip()]
                assert len(lines) == 1 and source.name in lines[0] and "Traceback" not in err, (fmt, sheet, err)
    if kind == "table":
        assert _run("export", str(source), "--to", "png", "--sheet", "tiled", "--out", str(tmp_path / "t.png")) == 0
        assert (tmp_path / "t.png").exists() and (tmp_path / "t-2.png").exists()


@pytest.mark.parametrize("lang,words", [("en", ("cannot be exported as txt", "it can be", "has no tiled sheet")),
                                        ("es", ("como txt", "se puede:", "no hay hoja «tiled»"))])
def test_a_format_or_sheet_that_does_not_fit_says_so_in_each_language(tmp_path, lang, words):
    """In a fresh process (the language is chosen once per command), exit 2 and one clear line."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    table, army = str(EXAMPLES / "adlg-table.json"), str(EXAMPLES / "adlg-army-legal.json")
    runs = [(table, "txt", None), (army, "pdf", "tiled")]
    for (path, fmt, sheet), word in zip(runs, (words[0], words[2])):
        cmd = [sys.executable, "-m", "editor.cli", "--lang", lang, "export", path, "--to", fmt,
               "--out", str(tmp_path / f"x.{fmt}")] + (["--sheet", sheet] if sheet else [])
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120, cwd=str(EXAMPLES.parent))
        assert proc.returncode == 2, proc.stderr
        line = proc.stderr.strip()
        assert len(line.splitlines()) == 1 and os.path.basename(path) in line and word in line, line
        assert "Traceback" not in proc.stderr
        if fmt == "txt":
            assert words[1] in line  # and what would fit
    assert not list(tmp_path.iterdir())


def test_the_turn_bulletin_from_the_command_line(tmp_path):
    """The bulletin draws its map through a graphics scene: the command gives it the application it needs."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = tmp_path / "bulletin.pdf"
    proc = subprocess.run([sys.executable, "-m", "editor.cli", "export", str(EXAMPLES / "piedras-4-players.json"),
                           "--to", "pdf", "--sheet", "bulletin", "--out", str(out)], env=env, capture_output=True,
                          text=True, timeout=120, cwd=str(EXAMPLES.parent))
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes()[:5] == b"%PDF-"
