"""The standalone app beside the pip-installed one: the archive's size and the start-up times.

    python benchmarks/bench_app.py --archive dist/wartable-0.1.0-linux-x86_64.tar.gz [--runs 5]

Unpacks the archive into a temporary folder and times, in the same run and taking turns (a busy
moment hits both alike), each a fresh process from its start to its exit, the standalone app's
``wartable`` and the ``wartable`` command installed by pip beside this Python:

* ``--version``;
* ``validate`` of the example table;
* the window on the example table, until its tab has painted and it has closed
  (``WARTABLE_SMOKE_TEST=1``, offscreen).

Prints the archive's size, the unpacked folder's size, the median, fastest and slowest time of
each case, and the ratio of the standalone app's median to the pip-installed app's.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "examples" / "kensei-120x120.json"


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def timed(command: list[str], env: dict) -> float:
    start = time.perf_counter()
    out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    elapsed = time.perf_counter() - start
    if out.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({out.returncode}): {out.stderr[-2000:]}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", type=Path, required=True, help="the archive packaging/build.py made")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    pip_app = shutil.which("wartable", path=str(Path(sys.executable).parent))
    if pip_app is None:
        raise SystemExit("no pip-installed wartable beside this Python: pip install -e . (or the wheel) first")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        shutil.unpack_archive(str(args.archive), str(tmp / "app"))
        standalone = str(next((tmp / "app").glob("*/wartable")))
        home = tmp / "home"
        env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8",
               "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local" / "share"),
               "XDG_CACHE_HOME": str(home / ".cache"), "WARTABLE_LANG": "en"}
        cases = {"--version": ["--version"], "validate TABLE": ["validate", str(TABLE)], "window TABLE": [str(TABLE)]}
        apps = {"standalone": standalone, "pip": pip_app}
        times = {(a, c): [] for a in apps for c in cases}
        for app in apps.values():  # a first start of each fills its caches; not counted
            timed([app, "--version"], env)
        for _ in range(args.runs):
            for case, extra in cases.items():
                for name, app in apps.items():
                    run_env = dict(env, WARTABLE_SMOKE_TEST="1") if case.startswith("window") else env
                    times[(name, case)].append(timed([app] + extra, run_env))
        print(f"archive {args.archive.name}: {args.archive.stat().st_size / 1e6:.1f} MB, "
              f"unpacked {folder_size(tmp / 'app') / 1e6:.1f} MB")
        print(f"{'case':<16}{'app':<12}{'median s':>10}{'fastest':>10}{'slowest':>10}{'ratio':>8}")
        for case in cases:
            base = statistics.median(times[("pip", case)])
            for name in apps:
                ts = times[(name, case)]
                median = statistics.median(ts)
                print(f"{case:<16}{name:<12}{median:>10.2f}{min(ts):>10.2f}{max(ts):>10.2f}{median / base:>7.2f}x")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
