"""The editable tab as it first appears, grabbed for a pixel-for-pixel comparison of two copies.

    QT_QPA_PLATFORM=offscreen python benchmarks/render_tab_start.py DIR OUT      # grab DIR's tabs into OUT
    QT_QPA_PLATFORM=offscreen python benchmarks/render_tab_start.py --compare OUT_A OUT_B

DIR is a copy of Wartable's code (this one, or ``git archive`` of another commit). Each grab is the
whole window at the tab's first paint (the moment ``bench_startup.py``'s probe prints "ready"), started
as ``wartable FILE`` under its probe, on an offscreen screen of 1366x768 and of 1920x1080, in English
and Spanish, for the table files and campaign maps of ``FILES``: once as a first start (a fresh home),
once with the layout restored (the same home after a start closed normally, which saves it). The
comparison names every grab that differs, with the number of pixels and their bounding box.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_startup as bench  # noqa: E402

#: the files of each language grabbed
FILES = {"en": ("adlg-table.json", "piedras-4-players.json"), "es": ("kensei-120x120.json", "piedras-4-players.json")}
SCREENS = ((1366, 768), (1920, 1080))
#: the probe, grabbing the window instead of ending at its "ready" line
GRAB = bench.WARTABLE.replace(
    'if os.environ.get("BENCH_EXIT_AT") == word:',
    'if word == "ready":\n'
    '                        windows[0].grab().save(os.environ["GRAB_TO"])\n'
    '                        os._exit(0)\n'
    '                    if False:')


def grab_all(code: str, out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    missing = []
    for width, height in SCREENS:
        screen = out / f"screen-{width}x{height}.json"
        screen.write_text(json.dumps({"windowFrameMargins": False, "screens": [
            {"name": "screen", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96,
             "logicalBaseDpi": 96, "dpr": 1}]}))
        for lang, names in FILES.items():
            for name in names:
                home = tempfile.mkdtemp(prefix="wartable-render-")
                bench.ENV.clear()
                bench.first_start_home(home, lang)
                bench.ENV["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
                path = Path(home) / name
                shutil.copy(bench.EXAMPLES[lang] / name, path)
                for state in ("first", "restored"):
                    target = out / f"{lang}-{name[:-5]}-{width}x{height}-{state}.png"
                    target.unlink(missing_ok=True)
                    subprocess.run([sys.executable, "-c", GRAB, code, str(path)], env=dict(bench.ENV, GRAB_TO=str(target)),
                                   capture_output=True, timeout=300)
                    if not target.exists():
                        missing.append(target)
                    if state == "first":  # a start closed normally saves the layout the next one restores
                        subprocess.run([sys.executable, "-c", bench.WARTABLE, code, str(path)], env=bench.ENV,
                                       capture_output=True, timeout=300)
    return missing


def compare(a: Path, b: Path) -> int:
    from PySide6.QtGui import QImage

    differ = 0
    for first in sorted(a.glob("*.png")):
        one = QImage(str(first)).convertToFormat(QImage.Format.Format_RGB32)
        two = QImage(str(b / first.name)).convertToFormat(QImage.Format.Format_RGB32)
        if one == two:
            print(f"same    {first.name}")
            continue
        differ += 1
        if one.size() != two.size():
            print(f"differ  {first.name}: {one.size().toTuple()} against {two.size().toTuple()}")
            continue
        box, count = [one.width(), one.height(), -1, -1], 0
        for y in range(one.height()):
            for x in range(one.width()):
                if one.pixel(x, y) != two.pixel(x, y):
                    count += 1
                    box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
        print(f"differ  {first.name}: {count} pixels in x {box[0]}-{box[2]}, y {box[1]}-{box[3]}")
    return 1 if differ else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--compare", action="store_true", help="compare two folders of grabs")
    ap.add_argument("first", help="the code's folder (or, with --compare, the first folder of grabs)")
    ap.add_argument("second", help="the folder the grabs go to (or, with --compare, the second folder of grabs)")
    args = ap.parse_args(argv)
    if args.compare:
        return compare(Path(args.first), Path(args.second))
    missing = grab_all(str(Path(args.first).resolve()), Path(args.second))
    for target in missing:
        print(f"no grab: {target.name}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
