"""A table layout from GeoJSON (drawn in QGIS, or exported by Wartable): File > Import Table from
GeoJSON in the real window, and ``wartable import LAYOUT.geojson --out TABLE.json``."""
from __future__ import annotations

import json

import pytest

from model.files import load
from model.geojson import dumps, table_to_geojson

from conftest import EXAMPLES

#: a layout as a QGIS user draws it: a table outline, a wood (saved as a one-part MultiPolygon,
#: as QGIS saves polygon layers) and an objective; no ruleset, no unit
DRAWN = {"type": "FeatureCollection", "name": "club layout", "features": [
    {"type": "Feature", "properties": {"role": "table"},
     "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [1200, 0], [1200, 800], [0, 800], [0, 0]]]}},
    {"type": "Feature", "properties": {"role": "piece", "kind": "forest", "name": "Big wood"},
     "geometry": {"type": "MultiPolygon",
                  "coordinates": [[[[100, 700], [300, 700], [300, 600], [100, 600], [100, 700]]]]}},
    {"type": "Feature", "properties": {"role": "marker", "kind": "objective", "label": "Well"},
     "geometry": {"type": "Point", "coordinates": [600, 400]}},
]}


def _geometry(doc):
    return sorted((p.label, tuple(round(v, 3) for v in p.footprint.bounds)) for p in doc.pieces.values())


def _file_action(window, text):
    return next(a for a in window.file_menu.actions() if a.text().replace("&", "") == text)


def test_file_menu_imports_an_exported_table_into_a_new_unsaved_tab(main_window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    original = load(EXAMPLES / "wh40k-capture-enclaves.json")
    path = tmp_path / "layout.geojson"
    path.write_text(dumps(table_to_geojson(original)), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    before = len(main_window.editors)
    _file_action(main_window, "Import Table from GeoJSON…").trigger()
    assert len(main_window.editors) == before + 1
    editor = main_window.current_editor()
    doc = editor.qdoc.document
    assert doc.KIND == "table" and editor.qdoc.path is None  # a new document: Save asks where
    assert editor.qdoc.is_modified()  # closing it asks to save: nothing is lost
    assert _geometry(doc) == _geometry(original)
    assert (doc.width, doc.depth, doc.ruleset) == (original.width, original.depth, original.ruleset)


def test_a_layout_naming_no_ruleset_asks_for_one(main_window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    path = tmp_path / "drawn.geojson"
    path.write_text(json.dumps(DRAWN), encoding="utf-8")
    asked = []

    def choose(parent, title, label, items, *rest):
        asked.append((label, list(items)))
        return next(i for i in items if "Art de la Guerre" in i or "ADLG" in i), True

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(choose))
    _file_action(main_window, "Import Table from GeoJSON…").trigger()
    assert asked and "drawn.geojson" in asked[0][0]
    doc = main_window.current_editor().qdoc.document
    assert doc.ruleset == "adlg" and doc.unit.value == "ud"  # the ruleset's unit
    assert (doc.width, doc.depth) == (1200, 800)
    wood = next(iter(doc.pieces.values()))
    assert wood.label == "Big wood" and wood.footprint.bounds == (100, 100, 300, 200)
    assert [m.label for m in doc.markers.values()] == ["Well"]


def test_a_broken_layout_is_an_error_dialog_naming_file_and_field(main_window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    bad = json.loads(json.dumps(DRAWN))
    bad["wartable"] = {"ruleset": "adlg"}
    del bad["features"][1]["properties"]["kind"]
    path = tmp_path / "broken.geojson"
    path.write_text(json.dumps(bad), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    before = len(main_window.editors)
    _file_action(main_window, "Import Table from GeoJSON…").trigger()
    assert len(main_window.editors) == before
    box = main_window.findChild(QMessageBox, "ErrorDialog")
    assert box is not None
    assert "broken.geojson" in box.text() and "features[1].properties.kind" in box.text()
    assert "terrain kind" in box.text()


def _run(*args):
    from editor.cli import main

    return main(list(args))


def test_import_command_reads_a_geojson_layout(tmp_path, capsys):
    original = load(EXAMPLES / "kensei-120x120.json")
    exported = tmp_path / "village.geojson"
    exported.write_text(dumps(table_to_geojson(original)), encoding="utf-8")
    out = tmp_path / "village.json"
    code = _run("import", str(exported), "--out", str(out))
    assert code in (0, 1)
    back = load(out)
    assert _geometry(back) == _geometry(original)
    assert "written from" in capsys.readouterr().out
    # a drawn layout: no ruleset -> a clear message and exit 2; with --ruleset it imports
    drawn = tmp_path / "drawn.geojson"
    drawn.write_text(json.dumps(DRAWN), encoding="utf-8")
    assert _run("import", str(drawn), "--out", str(tmp_path / "d.json")) == 2
    err = capsys.readouterr().err
    assert "drawn.geojson" in err and "--ruleset" in err
    assert not (tmp_path / "d.json").exists()
    assert _run("import", str(drawn), "--ruleset", "adlg", "--out", str(tmp_path / "d.json")) in (0, 1)
    assert load(tmp_path / "d.json").ruleset == "adlg"
    # an unknown ruleset and a broken file are named, nothing is written
    assert _run("import", str(drawn), "--ruleset", "nosuchgame", "--out", str(tmp_path / "e.json")) == 2
    assert "nosuchgame" in capsys.readouterr().err
    broken = tmp_path / "broken.geojson"
    broken.write_text('{"type": "FeatureCollection", "features": [{"type": "Feature"}]}', encoding="utf-8")
    assert _run("import", str(broken), "--ruleset", "adlg", "--out", str(tmp_path / "f.json")) == 2
    assert "features[0].geometry" in capsys.readouterr().err
    assert not (tmp_path / "e.json").exists() and not (tmp_path / "f.json").exists()
