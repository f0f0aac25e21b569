"""The army-list report, byte for byte: capture it once, compare after a change made for speed.

    python benchmarks/army_report_equivalence.py capture DIR   # write every report into DIR
    python benchmarks/army_report_equivalence.py compare DIR   # run again, say what differs

A speed change must not change a word of what ``wartable validate`` writes. This runs the real
command (a fresh process each time) on:

- the benchmark's folder of generated Kensei lists (``bench_validators.write_armies``);
- every army list in ``examples/`` and ``tests/data``;
- variants of those lists that break the army rules (sizes, roles, generals, leaders, banners,
  champions, commands, options, limits, campaign links), made from a fixed seed;

in text and JSON, in English and Spanish, in one process and with two; stdout, stderr and
the exit code are compared.
"""
from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: where the lists are written: a fixed place, so the reports name the same paths every run
WORK = Path("/tmp/wartable-army-report-equivalence")

VARIANTS = {
    "text": [],
    "json": ["--format", "json"],
    "es": ["--lang", "es"],
    "es-json": ["--lang", "es", "--format", "json"],
    "text-j1": ["--jobs", "1"],
    "text-j2": ["--jobs", "2"],
    "es-json-j2": ["--lang", "es", "--format", "json", "--jobs", "2"],
}


def army_files() -> list[Path]:
    out = []
    for folder in (ROOT / "examples", ROOT / "tests" / "data"):
        for p in sorted(folder.rglob("*.json")):
            try:
                data = json.loads(p.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict) and data.get("kind") == "army":
                out.append(p)
    return out


def mutate(data: dict, rnd: random.Random) -> dict:
    """An army list broken in a few ways at random (most army rules get something to report)."""
    data = json.loads(json.dumps(data))
    body = data.get("army", data)
    entries = body.get("entries") or []
    if not entries:
        return data
    ids = [e.get("id") for e in entries]
    for _ in range(rnd.randint(1, 4)):
        e = rnd.choice(entries)
        what = rnd.randrange(12)
        if what == 0:
            e["models"] = rnd.choice([1, 2, 12, 20, 40])
        elif what == 1:
            e["role"] = rnd.choice(["leader", "banner", "champion", "character", "bard"])
            e["attached_to"] = rnd.choice(ids)
        elif what == 2:
            e["general"] = True
        elif what == 3:
            e.pop("attached_to", None)
        elif what == 4:
            entries.append(dict(e, id=f"{e.get('id')}-copy{rnd.randrange(99)}"))
        elif what == 5:
            e["attached_to"] = rnd.choice(ids)
        elif what == 6:
            body["points_limit"] = rnd.choice([50, 100, 150])
        elif what == 7:
            e["profile"] = rnd.choice(["no-such-profile", entries[0].get("profile")])
        elif what == 8:
            e["options"] = list(e.get("options") or []) + ["no-such-option"]
        elif what == 9 and body.get("commands"):
            c = rnd.choice(body["commands"])
            c["rating"] = rnd.choice(["", "heroic", "brilliant"])
        elif what == 10:
            e["command"] = rnd.choice(["c9", None])
        else:
            e["label"] = rnd.choice(["", "Ílsa's guard", "Unit «A»"])
    return data


def build() -> tuple[Path, list[str]]:
    """The generated folder, and the paths (relative to WORK) of the single files."""
    from bench_validators import write_armies

    if WORK.exists():
        shutil.rmtree(WORK)
    (WORK / "folder").mkdir(parents=True)
    write_armies(WORK / "folder", 1000)
    files = []
    for folder in ("examples", "tests/data"):
        shutil.copytree(ROOT / folder, WORK / folder)
    rnd = random.Random(5)
    for p in army_files():
        rel = p.relative_to(ROOT)
        files.append(str(rel))
        data = json.loads(p.read_text(encoding="utf-8"))
        for n in range(12):
            out = WORK / rel.parent / f"{rel.stem}-broken-{n:02d}.json"
            out.write_text(json.dumps(mutate(data, rnd), ensure_ascii=False, indent=1), encoding="utf-8")
            files.append(str(out.relative_to(WORK)))
    return WORK, files


def run(args: list[str], cwd: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("WARTABLE_LANG", None)
    done = subprocess.run([sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main())",
                           "validate", *args], cwd=cwd, env=env, capture_output=True)
    return {"stdout": done.stdout.decode("utf-8", "replace"), "stderr": done.stderr.decode("utf-8", "replace"),
            "exit": done.returncode}


def reports() -> dict[str, dict]:
    work, files = build()
    out = {}
    for name, opts in VARIANTS.items():
        out[f"folder-{name}"] = run([*opts, "folder"], work)
        if "j2" not in name:
            out[f"files-{name}"] = run([*opts, *files], work)
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2 or argv[0] not in ("capture", "compare"):
        print(__doc__)
        return 2
    mode, folder = argv[0], Path(argv[1])
    got = reports()
    if mode == "capture":
        folder.mkdir(parents=True, exist_ok=True)
        for name, r in got.items():
            (folder / f"{name}.json").write_text(json.dumps(r, ensure_ascii=False), encoding="utf-8")
        lines = sum(r["stdout"].count("\n") for r in got.values())
        print(f"captured {len(got)} reports ({lines} lines) in {folder}")
        return 0
    bad = 0
    for name, r in got.items():
        want = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
        for key in ("stdout", "stderr", "exit"):
            if want[key] != r[key]:
                bad += 1
                print(f"{name}: {key} differs")
                if key != "exit":
                    a, b = want[key].splitlines(), r[key].splitlines()
                    for i, (x, y) in enumerate(zip(a, b)):
                        if x != y:
                            print(f"  line {i + 1}:\n    was {x[:300]}\n    now {y[:300]}")
                            break
                    else:
                        print(f"  {len(a)} lines before, {len(b)} now")
    print("identical" if not bad else f"{bad} differences")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
