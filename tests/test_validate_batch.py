"""`wartable validate` on a folder: worker processes give the same report, in the same order, as one process."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from conftest import EXAMPLES, ROOT
from model.army import ArmyEntry, ArmyList
from model.files import save
from validators import batch
from validators.batch import (FILES_PER_JOB, FIRST_FILES, LOAD_READS, can_fork, check_files, choose_jobs, cpu_quota,
                              default_jobs, idle_cores, json_files, running_now, usable_cores)

needs_fork = pytest.mark.skipif(not can_fork(), reason="worker processes are forked, which this platform cannot do")


def army_folder(folder, count: int) -> list[str]:
    """``count`` Kensei lists beside the example catalogue: every third one breaks a rule, one is unreadable."""
    shutil.copy(EXAMPLES / "kensei-example-catalogue.json", folder)
    for n in range(count):
        size = 2 if n % 3 == 0 else 5  # a unit below the minimum of 3
        entries = [ArmyEntry("general", "daimyo-example", general=True, attached_to="u0", role="leader"),
                   ArmyEntry("u0", "samurai-example", size), ArmyEntry("u1", "ashigaru-yari-example", 6)]
        save(ArmyList(f"List {n}", "kensei", "kensei-example-catalogue.json", entries, points_limit=300),
             folder / f"list-{n:03d}.json")
    (folder / "list-broken.json").write_text('{"format": "wartable", "format_version": 1, "kind": "army"',
                                             encoding="utf-8")
    shutil.copy(EXAMPLES / "kensei-120x120.json", folder)  # a table among the lists
    return sorted(str(p) for p in folder.glob("*.json"))


def wartable(*args):
    return subprocess.run([sys.executable, "-m", "editor.cli", *map(str, args)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def test_one_process_reports_each_file_in_order(tmp_path):
    paths = army_folder(tmp_path, 9)
    results = list(check_files(paths, jobs=1))
    assert [r.file for r in results] == paths
    by_name = {r.file.rsplit("/", 1)[-1]: r for r in results}
    assert by_name["list-broken.json"].unreadable and "list-broken.json" in by_name["list-broken.json"].unreadable
    assert by_name["list-000.json"].errors == 1
    assert by_name["list-000.json"].findings[0]["rule"] == "army.unit-size"
    assert by_name["list-001.json"].errors == 0 and not by_name["list-001.json"].findings


def test_small_folders_use_one_process_and_large_ones_the_idle_cores():
    assert default_jobs(10) == 1
    assert 1 <= idle_cores() <= usable_cores()
    if can_fork():
        assert default_jobs(100 * FILES_PER_JOB, cores=4) == 4  # every idle core for a large folder
        assert default_jobs(2 * FILES_PER_JOB, cores=4) == 2  # no more processes than the files pay for
        assert default_jobs(100 * FILES_PER_JOB, cores=1) == 1  # the cores are busy: workers would not pay


def test_a_core_another_program_keeps_busy_gets_no_worker():
    """A worker on a core another program uses only slows both down: a core is counted idle only
    when less than half of it is used, and this process always counts as one."""
    assert idle_cores(cores=2, load=0.0) == 2
    assert idle_cores(cores=2, load=0.4) == 2  # an editor, a shell: both cores idle enough
    assert idle_cores(cores=2, load=0.7) == 1  # a core mostly busy: no worker
    assert idle_cores(cores=2, load=1.0) == 1  # a build on one core
    assert idle_cores(cores=2, load=3.5) == 1  # a busy machine: this process alone
    assert idle_cores(cores=8, load=2.2) == 6
    assert default_jobs(1000, cores=idle_cores(cores=2, load=0.1)) == (2 if can_fork() else 1)
    assert default_jobs(1000, cores=idle_cores(cores=2, load=1.2)) == 1


def test_the_cores_busy_now_are_counted_without_this_process(tmp_path):
    """What keeps a core busy is read from the kernel's count of tasks running now, not the one-minute
    average, which still counts this process's own work (a benchmark, a run just before) after it ended."""
    loadavg = tmp_path / "loadavg"
    loadavg.write_text("1.05 1.62 3.24 1/79 13964\n")  # only this process runs: the average still says 1
    assert running_now(str(loadavg)) == 0.0
    assert idle_cores(cores=2, load=running_now(str(loadavg))) == 2
    loadavg.write_text("0.20 0.10 0.05 2/80 13965\n")  # a build has just started on the other core
    assert running_now(str(loadavg)) == 1.0
    assert idle_cores(cores=2, load=running_now(str(loadavg))) == 1
    assert running_now(str(tmp_path / "no-such-file")) is None  # elsewhere: the load average decides
    assert running_now() is None or running_now() >= 0


def test_a_folder_lists_its_json_files_sorted_before_its_subfolders_without_following_links(tmp_path):
    for name in ("b.json", "a.json", "notes.txt", "sub/z.json", "sub/deeper/y.json", "sub2/x.json", "c.json/inner.json"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}", encoding="utf-8")
    (tmp_path / "link").symlink_to(tmp_path / "sub2", target_is_directory=True)
    (tmp_path / "link.json").symlink_to(tmp_path / "sub2", target_is_directory=True)
    (tmp_path / "sub2" / "unreadable").mkdir()
    (tmp_path / "sub2" / "unreadable").chmod(0)
    try:
        listed = json_files([tmp_path, tmp_path / "notes.txt"])
    finally:
        (tmp_path / "sub2" / "unreadable").chmod(0o755)
    top = str(tmp_path)
    assert listed == [f"{top}/a.json", f"{top}/b.json", f"{top}/c.json/inner.json", f"{top}/sub/z.json",
                      f"{top}/sub/deeper/y.json", f"{top}/sub2/x.json", f"{top}/notes.txt"]


def test_the_processes_follow_the_load_most_readings_show_not_one_instant():
    """One reading of the tasks running is an instant's: a task passing through, or a busy one caught
    between two time slices, must not decide the run."""
    if not can_fork():
        assert choose_jobs(1000, [0.0] * LOAD_READS, cores=2) == 1
        return
    assert choose_jobs(1000, [0, 0, 2, 0, 0, 0, 0, 0], cores=2) == 2  # a task passing through
    assert choose_jobs(1000, [1, 1, 0, 1, 1, 1, 1, 1], cores=2) == 1  # a build on the other core
    assert choose_jobs(1000, [1, 0, 1, 0, 1, 0, 0, 0], cores=2) == 2  # busy less than half the time
    assert choose_jobs(1000, [3, 3, 4, 2, 3, 3, 3, 3], cores=8) == 5
    assert choose_jobs(2 * FILES_PER_JOB - 1, [0.0] * LOAD_READS, cores=2) == 1  # too few files to pay
    assert choose_jobs(1000, [None] * LOAD_READS, cores=1) == 1  # no reading: the load average, one core


@needs_fork
@pytest.mark.parametrize("readings, processes", [((0, 0, 3, 0), 2), ((1, 1, 0, 1), 1)])
def test_a_run_without_jobs_reads_the_load_while_it_checks_the_first_files(tmp_path, monkeypatch, readings,
                                                                           processes):
    paths = army_folder(tmp_path, FIRST_FILES + 2 * FILES_PER_JOB)
    moments = []

    def running(loadavg="/proc/loadavg", reads=3):
        moments.append(len(seen))  # how many findings were made before this reading
        return float(readings[len(moments) % len(readings)])

    seen: list[int] = []

    def render(findings):  # which process found them
        seen.append(os.getpid())
        return os.getpid()

    monkeypatch.setattr(batch, "running_now", running)
    monkeypatch.setattr(batch, "usable_cores", lambda: 2)
    results = list(check_files(paths, render=render, jobs=None))
    assert [r.file for r in results] == paths
    assert len(moments) == LOAD_READS and moments[0] == 0 and moments[-1] > 0  # while the first files are checked
    assert len({r.findings for r in results if r.findings}) == processes
    one = list(check_files(paths, jobs=1))
    assert [(r.errors, r.warnings, r.unreadable) for r in results] == [(r.errors, r.warnings, r.unreadable)
                                                                       for r in one]


def test_a_run_in_one_process_does_not_import_multiprocessing(tmp_path):
    paths = army_folder(tmp_path, 5)
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from validators.batch import check_files
        for jobs in (None, 1):
            assert len(list(check_files({paths!r}, jobs=jobs))) == {len(paths)}
        print("multiprocessing" in sys.modules)
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_a_container_cpu_quota_limits_the_cores(tmp_path):
    (tmp_path / "cpu.max").write_text("150000 100000\n")  # cgroup v2: one and a half cores
    assert cpu_quota(str(tmp_path)) == 1.5
    assert usable_cores(str(tmp_path)) == min(2, usable_cores("/nonexistent"))
    (tmp_path / "cpu.max").write_text("max 100000\n")  # no quota
    assert cpu_quota(str(tmp_path)) is None
    assert usable_cores(str(tmp_path)) == usable_cores("/nonexistent")
    (tmp_path / "cpu.max").unlink()
    (tmp_path / "cpu").mkdir()  # cgroup v1: quota and period in two files
    (tmp_path / "cpu" / "cpu.cfs_quota_us").write_text("100000\n")
    (tmp_path / "cpu" / "cpu.cfs_period_us").write_text("100000\n")
    assert cpu_quota(str(tmp_path)) == 1.0 and usable_cores(str(tmp_path)) == 1
    (tmp_path / "cpu" / "cpu.cfs_quota_us").write_text("-1\n")
    assert cpu_quota(str(tmp_path)) is None


@needs_fork
@pytest.mark.parametrize("fmt", ["text", "json"])
def test_worker_processes_print_the_same_report_as_one_process(tmp_path, fmt):
    army_folder(tmp_path, 40)
    one = wartable("validate", tmp_path, "--format", fmt, "--jobs", "1")
    three = wartable("validate", tmp_path, "--format", fmt, "--jobs", "3")
    assert one.returncode == three.returncode == 2  # the broken file
    assert one.stdout == three.stdout and one.stderr == three.stderr
    assert "Traceback" not in three.stderr
    if fmt == "json":
        report = json.loads(three.stdout)  # one document: nothing written twice by a forked worker
        assert len(report["files"]) == 43 and report["exit"] == 2
        assert sum(1 for r in report["files"] for f in r["findings"] if f["rule"] == "army.unit-size") == 14
    else:
        assert three.stdout.strip().endswith("43 files: 14 errors, 0 warnings, 1 unreadable")


@needs_fork
def test_a_worker_that_dies_is_reported_per_file_and_the_run_ends(tmp_path):
    """A worker killed mid-run (out of memory, say) does not hang the run or lose the other files."""
    paths = army_folder(tmp_path, 12)
    script = textwrap.dedent(f"""
        import json, os, sys
        sys.path.insert(0, {str(ROOT)!r})
        from validators.batch import check_files
        parent = os.getpid()

        def render(findings):
            if os.getpid() != parent:
                os._exit(9)  # the worker dies at its first finding
            return [f.rule for f in findings]

        results = list(check_files({paths!r}, render=render, jobs=2))
        print(json.dumps([[r.file, r.unreadable, r.findings] for r in results]))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    results = json.loads(out.stdout)
    assert [r[0] for r in results] == paths
    first, second = results[:len(paths) // 2], results[len(paths) // 2:]
    assert any(r[2] == ["army.unit-size"] for r in first)  # this process's part is checked as usual
    assert all(r[1] and "worker process stopped with exit code 9" in r[1] for r in second)


def test_bad_jobs_value_is_a_usage_error():
    out = wartable("validate", EXAMPLES, "--jobs", "0")
    assert out.returncode == 2 and "at least 1" in out.stderr and "Traceback" not in out.stderr


def test_a_batch_leaves_no_reference_cycles_behind(tmp_path):
    """The batch collects young objects rarely (validators.batch._fewer_collections): that is only
    sound while checking a file creates no garbage cycles, which this watches for."""
    import gc

    paths = army_folder(tmp_path, 30)
    list(check_files(paths, jobs=1))  # first run: shared files and caches are filled
    gc.collect()
    was = gc.isenabled()  # off, with the editor's workers in this process (editor/collector.py)
    gc.disable()
    try:
        list(check_files(paths, jobs=1))
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
    assert gc.get_threshold()[0] < 20_000  # the usual thresholds are back after the run


@needs_fork
def test_ctrl_c_stops_a_run_with_one_line_and_no_worker_left(tmp_path):
    import os
    import signal
    import time

    army_folder(tmp_path, 3000)

    def workers(pid) -> list[str]:
        """The run's forked workers: its process group's other processes running the same command."""
        return [p for p in os.listdir("/proc") if p.isdigit() and p != str(pid) and _pgid(p) == pid
                and _cmdline(p) == _cmdline(str(pid))]

    for _ in range(5):
        proc = subprocess.Popen([sys.executable, "-m", "editor.cli", "validate", str(tmp_path), "--jobs", "2"],
                                cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                start_new_session=True, preexec_fn=_ctrl_c_live)
        deadline = time.monotonic() + 60
        while not workers(proc.pid) and proc.poll() is None:  # workers are forked once the files are listed
            assert time.monotonic() < deadline
            time.sleep(0.01)
        if proc.poll() is not None:
            proc.communicate(timeout=60)
            continue
        # Freeze the run where it is, so that Ctrl+C lands mid-run however loaded the machine is; a run
        # that had already ended before the freeze (a busy machine can hold this process back that long)
        # is simply started again.
        os.killpg(proc.pid, signal.SIGSTOP)
        if proc.poll() is None and workers(proc.pid):
            break
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGCONT)
        proc.communicate(timeout=60)
    else:
        pytest.fail("the run always ended before it could be interrupted")
    os.killpg(proc.pid, signal.SIGINT)  # what Ctrl+C sends: the whole process group
    os.killpg(proc.pid, signal.SIGCONT)
    err = proc.communicate(timeout=60)[1]
    assert proc.returncode == 130, err
    assert err.strip().endswith("wartable: interrupted") and "Traceback" not in err
    time.sleep(0.2)
    with pytest.raises(ProcessLookupError):
        os.killpg(proc.pid, 0)  # no worker process outlived the run


def test_ctrl_c_while_a_worker_is_forked_comes_once_the_run_knows_the_worker():
    """Ctrl+C reaches the process, and the kernel gives it to whichever thread does not block it (numpy's
    maths library keeps some): held back in the forking thread alone, it was still raised there
    mid-fork, and the worker just forked was left behind by the run (seen in about 1 interrupted run
    in 5 on a busy machine). It must come only when the block that starts a worker has ended."""
    import signal
    import threading
    import time

    go = threading.Event()

    def send() -> None:
        go.wait(5)
        os.kill(os.getpid(), signal.SIGINT)

    got_through = []
    # started before the block, like numpy's threads, so it does not share the block's mask
    sender = threading.Thread(target=send)
    sender.start()
    with pytest.raises(KeyboardInterrupt):
        with batch._ctrl_c_held():
            go.set()
            sender.join()
            for _ in range(10_000):  # lines of Python, where a signal marked for the main thread is raised
                pass
            time.sleep(0.05)
            got_through.append(True)
    assert got_through
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # Ctrl+C handled as before


def test_no_file_to_check_with_workers_asked_for_gives_nothing():
    """An event without a table yet, checked with --jobs 2 (as `wartable pack` does): no file, no worker."""
    assert list(check_files([], jobs=2)) == []
    assert list(check_files([], jobs=None)) == []


def _ctrl_c_live() -> None:
    """As at a terminal: a test run started in the background (``cmd &`` in a script) ignores
    Ctrl+C, and a program started with it ignored rightly keeps ignoring it."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _cmdline(pid: str) -> bytes | None:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            return fh.read() or None  # (empty for a process that has ended)
    except OSError:
        return None


def test_a_check_starts_no_other_program(tmp_path):
    """Checking a table (its exposure grid, which tunes the memory allocator) and an army list runs
    no other program: a child process Ctrl+C interrupts can be left behind (``ctypes.util.find_library``
    ran ``/sbin/ldconfig`` there, about 5 ms, on every process's first exposure)."""
    paths = army_folder(tmp_path, 2)
    code = textwrap.dedent(f"""
        import subprocess
        started = []
        class Refused(subprocess.Popen):
            def __init__(self, args, *rest, **kw):
                started.append(args)
                raise OSError("no program may be started")
        subprocess.Popen = Refused
        from validators.batch import check_files
        results = list(check_files({paths!r}, jobs=1))
        print(len(results), started)
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[-2:] == [str(len(paths)), "[]"], out.stdout


def _pgid(pid: str) -> int | None:
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as fh:
            return int(fh.read().rsplit(")", 1)[1].split()[2])
    except (OSError, ValueError, IndexError):
        return None


def test_lists_in_two_folders_each_read_the_catalogue_beside_them(tmp_path):
    """One run, two folders, a catalogue of the same name in each: a list is checked against its own
    folder's (the catalogue found for a folder is reused only within that folder)."""
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    army_folder(first, 2)
    army_folder(second, 2)
    catalogue = json.loads((second / "kensei-example-catalogue.json").read_text(encoding="utf-8"))
    catalogue["profiles"] = [p for p in catalogue["profiles"] if p["id"] != "ashigaru-yari-example"]
    (second / "kensei-example-catalogue.json").write_text(json.dumps(catalogue), encoding="utf-8")
    results = {r.file: r for r in check_files([str(first / "list-001.json"), str(second / "list-001.json")])}
    assert not results[str(first / "list-001.json")].findings
    rules = [f["rule"] for f in results[str(second / "list-001.json")].findings]
    assert rules == ["document.reference"]


def test_a_finding_built_directly_equals_the_dataclass_one():
    from dataclasses import replace

    from validators.findings import Finding, Location, Severity

    fields = dict(rule="army.unit-size", severity=Severity.ERROR, message="m", reference="p.34",
                  location=Location(path="entries[1].models"), subjects=("u1",), data={"models": 2},
                  setting=None, file="list.json", basis="rulebook")
    made, built = Finding.make(**fields), Finding(**fields)
    assert made == built and repr(made) == repr(built) and made.to_dict() == built.to_dict()
    assert replace(made, file="other.json") == replace(built, file="other.json")


def test_a_location_is_what_its_fields_say_however_it_is_made():
    """Location fills its fields directly (a folder of lists makes thousands): it still compares, hashes,
    copies, pickles and refuses changes as the frozen dataclass it is."""
    import pickle
    from dataclasses import FrozenInstanceError, astuple, fields, replace

    from validators.findings import Location

    loc = Location(path="entries[1].models")
    assert [f.name for f in fields(Location)] == ["geometry", "hexes", "path"]
    assert astuple(loc) == (None, (), "entries[1].models") and astuple(Location()) == (None, (), None)
    assert loc == Location(None, (), "entries[1].models") and hash(loc) == hash(Location(path="entries[1].models"))
    assert loc != Location(path="entries[2].models") and Location(hexes=((1, 2),)).hexes == ((1, 2),)
    assert repr(loc) == "Location(geometry=None, hexes=(), path='entries[1].models')"
    assert replace(loc, path="x") == Location(path="x") and pickle.loads(pickle.dumps(loc)) == loc
    assert loc.to_dict() == {"path": "entries[1].models"}
    with pytest.raises(FrozenInstanceError):
        loc.path = "elsewhere"
