"""Recovery tells the truth, with real processes: the editor is started, edited, killed with
SIGKILL and started again (``tests/recovery_driver.py`` plays the edits on the real window)."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from model import files

ROOT = Path(__file__).resolve().parent.parent
DRIVER = Path(__file__).resolve().parent / "recovery_driver.py"
EXAMPLE = ROOT / "examples" / "kensei-120x120.json"
#: the console script ``pip install`` made for Wartable, beside this interpreter
WARTABLE = Path(sys.executable).with_name("wartable")

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")


class Editor:
    """One editor process with its own home; ``home`` is shared by the processes of a test."""

    def __init__(self, home: Path, *actions: str, answer: str = "no", command: bool = False):
        """``command``: started as a user starts it, by the installed ``wartable`` command (the
        script reaches it through ``tests/wartable_command/sitecustomize.py``)."""
        env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                   XDG_DATA_HOME=str(home / ".local" / "share"), WARTABLE_LANG="en",
                   WARTABLE_AUTOSAVE_SECONDS="1", WARTABLE_NONBLOCKING_DIALOGS="1", RECOVERY_ANSWER=answer)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        if command:
            env["PYTHONPATH"] = os.pathsep.join([str(DRIVER.parent / "wartable_command"),
                                                 *filter(None, [env.get("PYTHONPATH")])])
            env["WARTABLE_DRIVER_ACTIONS"] = json.dumps(actions)
            args = [str(WARTABLE)]
        else:
            args = [sys.executable, str(DRIVER), *actions]
        self.proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True)
        self.lines: list[str] = []

    def wait_for(self, word: str, timeout: float = 60) -> str:
        """The first line of output starting with ``word`` (the process keeps running)."""
        import selectors

        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        import time

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if sel.select(max(0.0, end - time.monotonic())):
                line = self.proc.stdout.readline()
                if not line:
                    break
                self.lines.append(line)
                if line.startswith(word):
                    return line[len(word):].strip()
        self.proc.kill()
        raise AssertionError(f"no {word} from the editor: {''.join(self.lines)}{self.proc.stderr.read()}")

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(30)

    def report(self) -> dict:
        """Run to the end of the script (a proper quit) and give its report."""
        report = json.loads(self.wait_for("REPORT"))
        out, err = self.proc.communicate(timeout=60)
        assert self.proc.returncode == 0, err
        assert "Traceback" not in err, err
        return report


@pytest.fixture
def home(tmp_path):
    return tmp_path / "home"


@pytest.fixture
def table(tmp_path):
    path = tmp_path / "docs" / "table.json"
    path.parent.mkdir()
    shutil.copy(EXAMPLE, path)
    return path


def _recovery(home: Path) -> Path:
    return home / ".local" / "share" / "Wartable" / "Wartable" / "recovery"


def _temporaries(*folders: Path) -> list[Path]:
    return [p for folder in folders if folder.exists() for p in folder.rglob("*.tmp")]


def test_a_killed_windows_work_is_offered_and_a_running_windows_is_not(home, table):
    pieces = len(files.load(table).pieces)
    first = Editor(home, f"open:{table}", "edit", "new", "edit", "autosaved:2", "ready")
    first.wait_for("READY")
    # a second window while the first still runs: the first's work is not lost, so not offered
    second = Editor(home, "report")
    assert second.report() == {"offered": [], "folders": [], "tabs": []}
    assert len(list(_recovery(home).rglob("*.json"))) == 2  # and it left the first's files alone
    first.kill()
    third = Editor(home, "report", answer="yes")
    report = third.report()
    assert report["offered"] == ["Kensei 120 x 120 cm", "table.json"]
    assert report["folders"] == [str(table.parent)]  # where the file is, for the one that has one
    assert sorted(report["tabs"], key=lambda t: t["name"]) == [
        {"name": "Kensei 120 x 120 cm", "path": None, "pieces": 1, "modified": True},
        {"name": "table.json", "path": str(table), "pieces": pieces + 1, "modified": True}]
    assert files.load(table).pieces.keys() == files.load(EXAMPLE).pieces.keys()  # never written over
    # recovered, then discarded at quit: nothing is offered again
    assert Editor(home, "report").report()["offered"] == []
    assert not _temporaries(_recovery(home))


def test_saved_and_undone_documents_are_not_offered(home, table, tmp_path):
    saved_as = tmp_path / "docs" / "new.json"
    first = Editor(home, "new", "edit", "autosaved:1", f"saveas:{saved_as}",
                   f"open:{table}", "edit", "autosaved:1", "undo", "ready")
    first.wait_for("READY")
    first.kill()
    assert Editor(home, "report").report()["offered"] == []
    assert len(files.load(saved_as).pieces) == 1


def test_a_kill_during_save_leaves_the_file_whole_and_no_temporary_file_after_the_next_start(home, table):
    before = files.load(table)
    other = table.parent / "other.json"  # Save As to a new file: not yet among the recent files
    first = Editor(home, f"open:{table}", "edit", "autosaved:1", "hang-in-save", f"saveas:{other}")
    first.wait_for("HANGING")
    first.kill()
    assert [p.name for p in _temporaries(table.parent)]  # the kill came in the middle of the save
    assert files.load(table) == before and not other.exists()
    report = Editor(home, "report").report()
    assert report["offered"] == ["table.json"]  # not saved: still lost work
    assert not _temporaries(table.parent, _recovery(home))
    assert files.load(table) == before and not other.exists()


def test_a_kill_during_autosave_keeps_the_last_autosave_and_leaves_no_temporary_file(home, table):
    pieces = len(files.load(table).pieces)
    first = Editor(home, f"open:{table}", "edit", "autosaved:1", "hang-in-autosave", "edit")
    first.wait_for("HANGING")  # the next autosave, of the second edit, stops before its rename
    first.kill()
    assert _temporaries(_recovery(home))
    report = Editor(home, "report", answer="yes").report()
    assert report["offered"] == ["table.json"]
    assert report["tabs"][0]["pieces"] == pieces + 1  # the last complete autosave
    assert not _temporaries(table.parent, _recovery(home))


SAVE_PREFERENCES = """
import sys
from model import language_choice
for k in range(int(sys.argv[1])):
    language_choice.save_language(("es", "en", None)[k % 3])
print("done", flush=True)
"""


def test_two_processes_saving_the_preferences_at_once_both_succeed_and_leave_a_whole_file(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    procs = [subprocess.Popen([sys.executable, "-c", SAVE_PREFERENCES, "300"], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and out.strip() == "done", err[-2000:]
    folder = tmp_path / "config" / "wartable"
    assert json.loads((folder / "preferences.json").read_text(encoding="utf-8")) in ({}, {"language": "es"},
                                                                                   {"language": "en"})
    assert sorted(p.name for p in folder.iterdir()) == ["preferences.json"]  # no temporary file left


def test_the_wartable_command_offers_exactly_the_work_a_kill_lost_and_nothing_once_it_is_saved(home, table, tmp_path):
    """As a user meets it: the installed ``wartable`` command started, a document edited and a new one
    drawn, the process killed; the next start offers exactly those two; recovered, saved under a
    new name and killed again, nothing more is offered."""
    assert WARTABLE.exists(), "pip install -e . makes the wartable command"
    pieces = len(files.load(table).pieces)
    first = Editor(home, f"open:{table}", "edit", "new", "edit", "autosaved:2", "ready", command=True)
    first.wait_for("READY")
    first.kill()
    saved_as = tmp_path / "docs" / "recovered.json"
    second = Editor(home, "report", answer="yes", command=True)
    report = second.report()
    assert report["offered"] == ["Kensei 120 x 120 cm", "table.json"]
    assert sorted(t["pieces"] for t in report["tabs"]) == sorted([1, pieces + 1])
    assert files.load(table).pieces.keys() == files.load(EXAMPLE).pieces.keys()  # never written over
    third = Editor(home, f"open:{table}", "edit", "autosaved:1", f"saveas:{saved_as}", "ready", command=True)
    third.wait_for("READY")
    third.kill()
    assert Editor(home, "report", command=True).report()["offered"] == []
    assert len(files.load(saved_as).pieces) == pieces + 1


def test_a_killed_export_keeps_the_old_file_and_its_temporary_file_goes_at_the_next_start(home, table):
    """A long export (a 1:1 tiled print of a table of 300 pieces) killed while it writes: the PDF
    written before stays whole, the temporary file it leaves beside it is removed when the editor
    next starts (a printout of a recent file)."""
    import time

    from tests import hostile

    big = hostile.write(table.parent, "big.json", hostile.table_max_pieces())
    Editor(home, f"open:{big}", "report", command=True).report()  # a recent file
    target = table.parent / "big.pdf"
    target.write_bytes(b"%PDF-1.4 the print of last week\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home))
    proc = subprocess.Popen([str(WARTABLE), "export", str(big), "--to", "pdf", "--sheet", "tiled", "--out",
                             str(target)], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    end = time.monotonic() + 120
    while not [p for p in _temporaries(table.parent) if p.stat().st_size] and proc.poll() is None:
        assert time.monotonic() < end, "the export wrote no temporary file"
        time.sleep(0.005)
    proc.send_signal(signal.SIGKILL)
    assert proc.wait(30) == -signal.SIGKILL, "the export ended before it was killed"
    other = table.parent / ".other.pdf.abcdefgh.tmp"  # of a file Wartable never opened: not its to remove
    other.write_bytes(b"x")
    left = [p for p in _temporaries(table.parent) if p != other]
    assert [p.name for p in left] and all(p.name.startswith(".big.pdf.") for p in left)
    assert target.read_bytes() == b"%PDF-1.4 the print of last week\n"
    assert Editor(home, "report", command=True).report()["offered"] == []
    assert _temporaries(table.parent) == [other]
    assert target.read_bytes() == b"%PDF-1.4 the print of last week\n"
