"""``wartable export EVENT``: the event pack without a window, its exit codes, its files and its words
in English and Spanish."""
from __future__ import annotations

import pypdf
import pytest

from editor.cli import main
from model import files
from test_editor_event import event_dir  # noqa: F401 (the example event copied to change freely)

LETTER = (215.9 * 72 / 25.4, 279.4 * 72 / 25.4)


@pytest.fixture(autouse=True)
def gui(qapp):
    """The command makes a Qt application for its fonts only when none runs: pytest-qt's is shared by every test."""
    return qapp


def first_round_only(event_dir) -> None:
    """The event cut to its first round (fewer pages to draw and read)."""
    doc = files.load(event_dir / "event.json")
    for rid in list(doc.rounds)[1:]:
        doc.remove("rounds", rid)
    files.save(doc, event_dir / "event.json")


def _text(path) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(path)).pages]


def test_export_writes_the_pack_on_the_paper_asked_for(event_dir, tmp_path, capsys):
    out = tmp_path / "pack.pdf"
    # the example's stock is one farmhouse short in round 3 and one list is over its limit: 1, as validate
    assert main(["export", str(event_dir / "event.json"), "--to", "pdf", "--paper", "Letter", "--margin", "15",
                 "--out", str(out)]) == 1
    said = capsys.readouterr()
    assert said.out == f"{event_dir / 'event.json'}: wrote {out}; errors found: 2\n" and said.err == ""
    reader = pypdf.PdfReader(str(out))
    for page in reader.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(LETTER, abs=1)
    text = _text(out)
    n = len(text)
    assert all(f"Page {k} of {n}" in page for k, page in enumerate(text, 1))
    doc = files.load(event_dir / "event.json")
    whole = " ".join(text)
    for ref in doc.table_files():
        assert files.load(event_dir / ref).name in whole
    for link in doc.lists.values():
        assert files.load(event_dir / link.file).name in whole and doc.player_name(link.player) in whole
    titles = [page.split(" ", 3)[:3] for page in text]
    assert ["Check", "summary", "2"] in titles and ["Terrain", "to", "bring"] in titles


def test_export_png_writes_a_file_per_page_and_text_the_summary(event_dir, tmp_path, capsys):
    from PySide6.QtGui import QImage

    first_round_only(event_dir)
    folder = tmp_path / "pages"
    assert main(["export", str(event_dir / "event.json"), "--to", "png", "--out", str(folder) + "/"]) == 1
    pages = sorted(folder.iterdir())
    assert f"wrote {folder / 'event.png'} and {len(pages) - 1} more" in capsys.readouterr().out
    assert len(pages) > 10 and (folder / f"event-{len(pages)}.png").exists()
    assert QImage(str(folder / "event.png")).width() == round(210 / 25.4 * 150)  # A4 by default
    out = tmp_path / "event.txt"
    assert main(["export", str(event_dir / "event.json"), "--to", "txt", "--out", str(out)]) == 1
    text = out.read_text(encoding="utf-8")
    assert text.startswith("Kensei Spring Tournament (example)\n") and "Terrain to bring" in text
    assert "Hugo Navarro   Hugo's clan (example list)    409 / 400  1 error" in text


def test_export_refuses_a_file_it_cannot_read_or_a_format_an_event_has_not(event_dir, tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    assert main(["export", str(tmp_path / "none.json"), "--to", "pdf", "--out", str(out)]) == 2
    assert "none.json: does not exist" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "wartable", "format_version": 1, "kind": "event", "name": "X"}', encoding="utf-8")
    assert main(["export", str(broken), "--to", "pdf", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "broken.json" in err and "'ruleset'" in err and "Traceback" not in err
    for fmt, word in (("svg", "svg"), ("geojson", "geojson")):
        assert main(["export", str(event_dir / "event.json"), "--to", fmt, "--out", str(out)]) == 2
        assert capsys.readouterr().err.strip().endswith(
            f"this event cannot be exported as {word} (it can be: pdf, png, txt)")
    assert main(["export", str(event_dir / "event.json"), "--to", "pdf", "--sheet", "tiled", "--out", str(out)]) == 2
    assert "this event has no tiled sheet" in capsys.readouterr().err
    assert list(out.iterdir()) == []  # nothing written for any of them


def test_a_missing_table_or_list_is_named_by_the_field_that_names_it(event_dir, tmp_path, capsys):
    first_round_only(event_dir)
    (event_dir / "tables" / "temple-hill.json").unlink()
    (event_dir / "lists" / "hugo.json").unlink()
    out = tmp_path / "pack.pdf"
    assert main(["export", str(event_dir / "event.json"), "--to", "pdf", "--out", str(out)]) == 2
    err = capsys.readouterr().err.splitlines()
    name = str(event_dir / "event.json")
    assert f"wartable: {name}: rounds[0].tables[2].table: Round 1, table 3 names tables/temple-hill.json, " \
           "which does not exist." in err
    assert f"wartable: {name}: lists[7].file: The list of Hugo Navarro names lists/hugo.json, which does not " \
           "exist." in err
    # the pack is still written (as validate still reports): those pages say what cannot be read
    text = " ".join(_text(out))
    assert "tables/temple-hill.json cannot be read: see the check summary and the list check." in text
    assert "Temple hill" not in text and "Hugo Navarro" in text


def test_the_pack_speaks_spanish(event_dir, tmp_path, capsys):
    first_round_only(event_dir)
    out = tmp_path / "paquete.pdf"
    assert main(["--lang", "es", "export", str(event_dir / "event.json"), "--to", "pdf", "--out", str(out)]) == 1
    assert f"escrito {out}; errores encontrados: 1" in capsys.readouterr().out
    text = _text(out)
    n = len(text)
    assert all(f"Página {k} de {n}" in page for k, page in enumerate(text, 1))
    whole = " ".join(text)
    for words in ("Índice", "Reglas del evento", "Resumen de la comprobación", "Rondas y mesas",
                  "Escenografía que llevar", "Pieza del inventario", "Llevar", "En el club",
                  "Lista de ejército: Aiko Tanaka", "Aiko Tanaka contra Bruno Díaz", "Colocación de la escenografía",
                  "Comprobación de listas", "distancia: 5 cm"):
        assert words in whole, words
    for english in ("Page ", "Terrain to bring", "Check summary", "Contents", "Blocking terrain pieces keep"):
        assert english not in whole, english


def test_an_event_without_rounds_prints_on_the_games_paper(tmp_path, capsys):
    from model.event import EventDocument

    path = tmp_path / "new.json"
    files.save(EventDocument("Liga de invierno", "warhammer-6th"), path)  # a game measured in inches
    out = tmp_path / "new.pdf"
    assert main(["export", str(path), "--to", "pdf", "--out", str(out)]) == 0
    reader = pypdf.PdfReader(str(out))
    assert (float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)) == \
        pytest.approx(LETTER, abs=1)
    whole = " ".join(_text(out))
    for said in ("0 rounds · 0 tables · 0 players", "The event has no rounds yet.",
                 "No round has a table laid out yet.", "The event has no players and no lists yet."):
        assert said in whole, said
