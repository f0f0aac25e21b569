"""A save replaces only a file (or makes one where there is nothing): a folder, a device, a named
pipe, a socket, or a link to one of them, is refused with the reason in the user's language, left as
it was, and nothing is written anywhere but the folder named."""
from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from model import atomic, files, i18n

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
TABLE = EXAMPLES / "kensei-120x120.json"

needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo") or not hasattr(socket, "AF_UNIX")
                                 or not os.path.exists("/dev/null"), reason="FIFOs, sockets and devices are POSIX")


@pytest.fixture
def specials(tmp_path):
    """name -> (path, what the refusal says in English, in Spanish); made in a folder of their own."""
    where = tmp_path / "targets"
    where.mkdir()
    folder = where / "a-folder.json"
    folder.mkdir()
    fifo = where / "pipe.json"
    os.mkfifo(fifo)
    sock_path = where / "socket.json"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind(str(sock_path))
    device_link = where / "null.json"
    device_link.symlink_to("/dev/null")  # a link to a device: the device is what a save would replace
    fifo_link = where / "pipe-link.json"
    fifo_link.symlink_to(fifo)
    yield {
        "folder": (folder, "is a folder", "es una carpeta"),
        "fifo": (fifo, "named pipe", "tubería con nombre"),
        "socket": (sock_path, "socket", "socket"),
        "device link": (device_link, "device", "dispositivo"),
        "fifo link": (fifo_link, "named pipe", "tubería con nombre"),
    }
    sock.close()


def _kinds(folder: Path) -> dict[str, int]:
    return {p.name: os.lstat(p).st_mode for p in folder.iterdir()}


@needs_posix
@pytest.mark.parametrize("which", ["folder", "fifo", "socket", "device link", "fifo link"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_save_over_what_is_not_a_file_is_refused_and_leaves_it(specials, which, lang):
    path, english, spanish = specials[which]
    before = _kinds(path.parent)
    with i18n.using(lang):
        with pytest.raises(atomic.NotAFileError) as err:
            atomic.write_atomic(path, b"{}")
    assert (spanish if lang == "es" else english) in str(err.value)
    assert err.value.filename == str(path)
    assert _kinds(path.parent) == before  # still what it was, and no temporary file left beside it
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@needs_posix
@pytest.mark.parametrize("which", ["folder", "fifo", "device link"])
def test_pdf_and_image_writers_refuse_them_too(specials, which):
    path, english, _ = specials[which]
    before = _kinds(path.parent)
    with pytest.raises(atomic.NotAFileError, match=english):
        with atomic.writing(path) as tmp:
            tmp.write_bytes(b"%PDF")
    assert _kinds(path.parent) == before


def test_a_file_or_nothing_is_written_as_before(tmp_path):
    doc = files.load(TABLE)
    files.save(doc, tmp_path / "new.json")
    files.save(doc, tmp_path / "new.json")  # replacing a file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.json"]
    assert files.load(tmp_path / "new.json").name == doc.name


def test_a_link_to_a_file_elsewhere_is_replaced_in_the_folder_named_never_written_through(tmp_path):
    """The link's own folder gets the new file; the file it pointed to, outside, is not touched."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "theirs.json").write_text("keep me", encoding="utf-8")
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "table.json").symlink_to(outside / "theirs.json")
    files.save(files.load(TABLE), mine / "table.json")
    assert (outside / "theirs.json").read_text(encoding="utf-8") == "keep me"
    assert not (mine / "table.json").is_symlink() and files.load(mine / "table.json").KIND == "table"
    assert sorted(p.name for p in outside.iterdir()) == ["theirs.json"]


def _wartable(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "editor.cli", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=300, env=os.environ | {"QT_QPA_PLATFORM": "offscreen"})


@needs_posix
@pytest.mark.parametrize("lang, words", [("en", "named pipe"), ("es", "tubería con nombre")])
def test_export_out_naming_a_fifo_exits_2_saying_what_it_is(specials, lang, words):
    fifo = specials["fifo"][0]
    out = _wartable("--lang", lang, "export", TABLE, "--to", "geojson", "--out", fifo)
    assert out.returncode == 2, out.stderr
    assert words in out.stderr and "Traceback" not in out.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@needs_posix
def test_import_out_naming_a_link_to_a_device_exits_2_and_leaves_the_link(specials, tmp_path):
    link = specials["device link"][0]
    out = _wartable("import", ROOT / "tests" / "data" / "battlescribe" / "example-empire.cat", "--out", link)
    assert out.returncode == 2, out.stderr
    assert "device" in out.stderr and str(link) in out.stderr and "Traceback" not in out.stderr
    assert link.is_symlink() and os.readlink(link) == "/dev/null"


@needs_posix
def test_pack_out_naming_a_folder_exits_2_and_writes_nothing(specials):
    folder = specials["folder"][0]
    out = _wartable("pack", EXAMPLES / "kensei-event" / "event.json", "--jobs", "1", "--out", folder)
    assert out.returncode == 2, out.stderr
    assert "is a folder" in out.stderr and "Traceback" not in out.stderr
    assert list(folder.iterdir()) == [] and sorted(_kinds(folder.parent)) == sorted(
        ["a-folder.json", "pipe.json", "socket.json", "null.json", "pipe-link.json"])


def test_the_save_as_of_the_window_says_a_folder_is_not_a_file(main_window, tmp_path, monkeypatch):
    editor = main_window.open_path(TABLE)
    assert editor is not None
    target = tmp_path / "chosen.json"
    target.mkdir()
    shown = []
    monkeypatch.setattr(main_window, "show_error", lambda title, text: shown.append(text))
    assert main_window.save_editor(editor, path=target) is False
    assert shown and "is a folder" in shown[0] and str(target) in shown[0]
    assert target.is_dir() and list(target.iterdir()) == []
    assert editor in main_window.editors  # the window keeps its document
