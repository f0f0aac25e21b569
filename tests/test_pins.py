"""A batch run reads each shared file once; an editor session sees a shared file change on disk."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from model.files import load_shared
from model.pins import pinned
from model.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parent.parent


def _copy_catalogue(tmp_path: Path) -> Path:
    src = ROOT / "examples" / "kensei-example-catalogue.json"
    dst = tmp_path / src.name
    shutil.copy(src, dst)
    return dst


def _rename_catalogue(path: Path, name: str) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["name"] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))  # a later modification time


def test_outside_a_batch_an_edited_catalogue_is_read_again(tmp_path):
    path = _copy_catalogue(tmp_path)
    first = load_shared(path)
    assert load_shared(path) is first  # unchanged on disk: the same object
    _rename_catalogue(path, "Edited catalogue")
    assert load_shared(path).name == "Edited catalogue"


def test_inside_a_batch_the_first_read_is_kept_until_the_block_ends(tmp_path):
    path = _copy_catalogue(tmp_path)
    with pinned():
        first = load_shared(path)
        _rename_catalogue(path, "Edited during the run")
        assert load_shared(path) is first
        with pinned():  # a nested block shares the outer run's files
            assert load_shared(path) is first
    assert load_shared(path).name == "Edited during the run"


def test_inside_a_batch_a_ruleset_is_looked_up_once(tmp_path, monkeypatch):
    with pinned():
        kensei = load_ruleset("kensei")
        # a user folder appearing mid-run with an overriding file is not searched again
        data = json.loads((ROOT / "resources" / "rulesets" / "kensei.json").read_text(encoding="utf-8"))
        data["name"] = "Kensei (house rules)"
        (tmp_path / "kensei.json").write_text(json.dumps(data), encoding="utf-8")
        monkeypatch.setenv("WARTABLE_RULESETS", str(tmp_path))
        assert load_ruleset("kensei") is kensei
    assert load_ruleset("kensei").name == "Kensei (house rules)"


def test_a_batch_on_one_thread_does_not_pin_files_for_another(tmp_path):
    import threading

    path = _copy_catalogue(tmp_path)
    seen = []
    with pinned():
        first = load_shared(path)
        _rename_catalogue(path, "Edited while a batch runs elsewhere")
        worker = threading.Thread(target=lambda: seen.append(load_shared(path).name))
        worker.start()
        worker.join()
        assert load_shared(path) is first  # this thread's batch keeps its version
    assert seen == ["Edited while a batch runs elsewhere"]  # the other thread reads the file as it is
