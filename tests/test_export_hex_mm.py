"""``wartable export CAMPAIGN --hex-mm MM``: the Export dialog's "Wall map: hex size" on the command
line, for campaign maps printed as PDF or PNG, in the dialog's range, with a clear message (English
and Spanish) for a bad value or a file and format it does not fit."""
from __future__ import annotations

import os
import subprocess
import sys

import pypdf
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from conftest import EXAMPLES
from model.files import load

CAMPAIGN = str(EXAMPLES / "piedras-4-players.json")


def _run(*args):
    from editor.cli import main

    return main(list(args))


def _text(pdf) -> str:
    return " ".join(p.extract_text().replace("\t", " ") for p in pypdf.PdfReader(str(pdf)).pages)


def test_hex_mm_prints_the_wall_map_the_dialog_prints(qapp, qtbot, tmp_path):
    from editor.printing.dialog import ExportDialog

    out = tmp_path / "wall.pdf"
    assert _run("export", CAMPAIGN, "--to", "pdf", "--hex-mm", "30", "--out", str(out)) == 0
    dialog = ExportDialog(load(CAMPAIGN), CAMPAIGN)
    qtbot.addWidget(dialog)
    dialog.hex_box.setFocus()
    dialog.hex_box.selectAll()
    QTest.keyClicks(dialog.hex_box, "30")
    QTest.keyClick(dialog.hex_box, Qt.Key_Tab)
    wall = dialog.printout()
    pages = pypdf.PdfReader(str(out)).pages
    assert wall.cols * wall.rows > 1 and len(pages) == wall.page_count() == int(dialog.pages_label.text())
    assert f"A4, row {wall.rows} of {wall.rows}, column {wall.cols} of {wall.cols}" in _text(out)
    # as PNG: one image a page; and without --hex-mm (or with 0) the map is one sheet
    assert _run("export", CAMPAIGN, "--to", "png", "--hex-mm", "30", "--out", str(tmp_path / "wall.png")) == 0
    assert len(list(tmp_path.glob("wall*.png"))) == wall.page_count()
    for extra in ([], ["--hex-mm", "0"]):
        one = tmp_path / f"one{len(extra)}.pdf"
        assert _run("export", CAMPAIGN, "--to", "pdf", *extra, "--out", str(one)) == 0
        assert len(pypdf.PdfReader(str(one)).pages) == 1
    # the dialog's range is the command's
    assert (dialog.hex_box.minimum(), dialog.hex_box.maximum()) == (0, 200)
    dialog.reject()


@pytest.mark.parametrize("value", ["200.5", "-1", "abc", "nan", "1e999"])
def test_a_bad_hex_size_is_refused_with_the_range(qapp, tmp_path, capsys, value):
    with pytest.raises(SystemExit) as exc:
        _run("export", CAMPAIGN, "--to", "pdf", "--hex-mm", value, "--out", str(tmp_path / "x.pdf"))
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "--hex-mm" in err and f"'{value}' is not a hex size of 0 to 200 mm" in err and "Traceback" not in err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("path, fmt, sheet, words", [
    (CAMPAIGN, "svg", None, "not svg"), (CAMPAIGN, "geojson", None, "not geojson"),
    (CAMPAIGN, "pdf", "bulletin", "not the turn bulletin"),
    (str(EXAMPLES / "adlg-table.json"), "pdf", None, "sizes the hexes of a campaign map"),
])
def test_hex_mm_where_it_does_not_fit_is_refused(qapp, tmp_path, capsys, path, fmt, sheet, words):
    args = ["export", path, "--to", fmt, "--hex-mm", "30", "--out", str(tmp_path / f"x.{fmt}")]
    assert _run(*args, *(["--sheet", sheet] if sheet else [])) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and os.path.basename(path) in err and words in err, err
    assert not list(tmp_path.iterdir())


def test_hex_mm_speaks_spanish(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")

    def run(*args):
        return subprocess.run([sys.executable, "-m", "editor.cli", "--lang", "es", *args], env=env,
                              capture_output=True, text=True, timeout=120, cwd=str(EXAMPLES.parent))

    bad = run("export", CAMPAIGN, "--to", "pdf", "--hex-mm", "250", "--out", str(tmp_path / "x.pdf"))
    assert bad.returncode == 2 and "'250' no es un tamaño de casilla de 0 a 200 mm" in bad.stderr, bad.stderr
    svg = run("export", CAMPAIGN, "--to", "svg", "--hex-mm", "30", "--out", str(tmp_path / "x.svg"))
    assert svg.returncode == 2 and "es para un mapa de campaña impreso en pdf o png" in svg.stderr, svg.stderr
    helped = run("export", "--help")
    assert "mapa mural" in helped.stdout and "hasta 200 mm" in helped.stdout
    assert not list(tmp_path.iterdir())
