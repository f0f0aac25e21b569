"""Paths that are not files, and files named inside documents: refused at once, never waited on,
with errors naming the document and its field first."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import zlib
from pathlib import Path

import pytest

from model import files
from model.errors import DocumentError
from model.tiled_import import read_tiled
from validators import validate

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
TILED = Path(__file__).resolve().parent / "data" / "tiled"

needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"),
                                 reason="FIFOs and /dev/zero are POSIX")


def _within(seconds: float, fn):
    """``fn()``'s result or exception; fails (instead of hanging the suite) when it blocks."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            out["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"still waiting after {seconds} s"
    if "error" in out:
        raise out["error"]
    return out.get("value")


@pytest.fixture
def hostile(tmp_path):
    """name -> a path that is not a regular file."""
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    return {"folder": str(folder), "fifo": str(fifo), "zero": "/dev/zero", "null": "/dev/null"}


@needs_posix
@pytest.mark.parametrize("which, words", [("folder", "is a folder"), ("fifo", "named pipe"),
                                          ("zero", "device"), ("null", "device")])
def test_what_is_not_a_regular_file_is_refused_without_reading(hostile, which, words):
    with pytest.raises(DocumentError, match=words):
        _within(5, lambda: files.load(hostile[which]))


def test_the_read_stops_at_the_limit_whatever_size_is_reported(tmp_path, monkeypatch):
    from model import jsonutil

    path = tmp_path / "big.json"
    path.write_text(json.dumps({"x": "a" * 5000}), encoding="utf-8")
    real_fstat = os.fstat

    class Small:  # a file system that reports a size of 0, like /dev/zero
        def __init__(self, st):
            self.st_mode, self.st_size = st.st_mode, 0

    monkeypatch.setattr(jsonutil.os, "fstat", lambda fd: Small(real_fstat(fd)))
    with pytest.raises(DocumentError, match="larger than a Wartable document"):
        jsonutil.read_bounded(path, limit=1000)


def _army_naming(tmp_path: Path, **fields) -> Path:
    data = json.loads((EXAMPLES / "kensei-army-legal.json").read_text(encoding="utf-8"))
    data.update(fields)
    path = tmp_path / "list.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@needs_posix
@pytest.mark.parametrize("which", ["folder", "fifo", "zero", "null"])
@pytest.mark.parametrize("field", ["catalogue", "campaign.file"])
def test_a_list_naming_a_path_that_is_not_a_file_names_the_list_and_field_first(tmp_path, hostile, which, field):
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", tmp_path)
    value = hostile[which]
    path = _army_naming(tmp_path, **({"catalogue": value} if field == "catalogue" else
                                     {"campaign": {"file": value, "player": "p1"}}))
    doc = files.load(path)
    with pytest.raises(DocumentError) as err:
        _within(5, lambda: validate(doc, path=str(path)))
    assert str(err.value).startswith(f"{path}: {field}: names ")


def test_referenced_files_resolve_beside_the_document_not_the_working_folder(tmp_path, monkeypatch):
    (tmp_path / "cats").mkdir()
    (tmp_path / "lists").mkdir()
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", tmp_path / "cats")
    path = _army_naming(tmp_path / "lists", catalogue="../cats/kensei-example-catalogue.json")
    monkeypatch.chdir(EXAMPLES.parent / "docs")
    assert validate(files.load(path), path=str(path)) == []
    absolute = _army_naming(tmp_path, catalogue=str(tmp_path / "cats" / "kensei-example-catalogue.json"))
    assert validate(files.load(absolute), path=str(absolute)) == []


@pytest.mark.parametrize("name, words", [("/etc/passwd", "invalid JSON"), ("../../../../../../etc/hostname", ""),
                                         ("nope/../../missing.json", "does not exist")])
def test_hostile_relative_and_absolute_names_are_read_only_as_wartable_files(tmp_path, name, words):
    path = _army_naming(tmp_path, catalogue=name)
    with pytest.raises(DocumentError) as err:
        validate(files.load(path), path=str(path))
    assert str(err.value).startswith(f"{path}: catalogue: names ")
    assert words in str(err.value)


@needs_posix
@pytest.mark.parametrize("which", ["zero", "fifo", "null"])
def test_the_command_line_refuses_them_at_once_with_exit_2(hostile, which):
    proc = subprocess.run([sys.executable, "-m", "editor.cli", "validate", hostile[which]], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert hostile[which] in proc.stderr and "Traceback" not in proc.stderr


@needs_posix
def test_a_tileset_source_that_is_a_fifo_is_refused_naming_the_map(tmp_path):
    os.mkfifo(tmp_path / "terrain.tsx")
    shutil.copy(TILED / "external-tileset.tmx", tmp_path)
    with pytest.raises(DocumentError) as err:
        _within(5, lambda: read_tiled(tmp_path / "external-tileset.tmx"))
    assert err.value.field == "tileset" and "named pipe" in str(err.value)


def test_a_compressed_layer_that_expands_past_the_map_is_refused(tmp_path):
    z = zlib.compressobj(9)
    block = bytes(1 << 20)
    packed = b"".join(z.compress(block) for _ in range(256)) + z.flush()  # 256 MiB of zeros, 250 kB packed
    import base64

    text = base64.b64encode(packed).decode("ascii")
    tmx = ('<?xml version="1.0"?><map orientation="hexagonal" staggeraxis="y" staggerindex="odd" '
           'width="10" height="10" infinite="0"><layer name="ground" width="10" height="10">'
           f'<data encoding="base64" compression="zlib">{text}</data></layer></map>')
    (tmp_path / "bomb.tmx").write_text(tmx, encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        read_tiled(tmp_path / "bomb.tmx")
    assert "expands" in str(err.value) and err.value.field == "layer 'ground'"


def test_saving_writes_only_the_chosen_file(tmp_path):
    doc = files.load(EXAMPLES / "kensei-120x120.json")
    files.save(doc, tmp_path / "copy.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.json"]
