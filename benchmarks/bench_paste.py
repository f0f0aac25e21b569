"""Pasted army lists: the time to read one grows in step with its size. Prints, for pastes that
double in size, the best processor time and the time per line (or per character) as a ratio of the smallest
case's, all in this one run: a ratio that stays near 1 is linear growth, one that doubles with
each step is quadratic. Cases: a realistic list (units with bullets of models and wargear, headings,
totals), lines of long runs of spaces and brackets, N units of one profile (their ids), and the
refusal of one 30 MB line.

Run: python benchmarks/bench_paste.py
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from benchmarks.timing import best, best_of  # noqa: E402
from model.errors import DocumentError  # noqa: E402
from model.importers.text import MAX_LINE_CHARS, text_to_army  # noqa: E402
from pasted_catalogues import fantasy  # noqa: E402

# one unit of a full export, with its models and wargear and the lines around it (20 lines)
UNIT = """+ Core +
Spearmen [125pts]: Champion, Musician, 20x Spearman, Standard Bearer
. Champion: Hand Weapon, Shield
. 19x Spearman: 19x Spear, 19x Shield
. Standard Bearer: Banner of the Empire
  + Preceptor
  + Musician
  + Standard Bearer
  + Lance
• Shield
• Full Plate Armour
• Great Weapon
- Heavy Armour
- Warhorse
. . 2x Detachment: 2x Free Company
. Musician
• 1x Champion
• 4 with Spear
Remarks a player writes between units
Total: 500 pts
"""


def realistic(lines: int) -> str:
    per = UNIT.count("\n")
    return "++ Army Roster (Empire) [1,000pts] ++\n+ Core +\n" + UNIT * (lines // per) + "++ Total: [1,000pts] ++\n"


def hostile_lines(lines: int) -> str:
    width = MAX_LINE_CHARS - 10
    shapes = ["1" + " " * width + "x", "(" * width, "1," * (width // 2), "[" + "1" * width, ". " * (width // 2),
              "Spearmen" + " " * width + "x5", "+" + " " * width + "+"]
    return "\n".join(shapes[i % len(shapes)] for i in range(lines))


def one_profile(units: int) -> str:
    return "".join("20 x Spearmen\n" for _ in range(units))


def run(title: str, make, sizes, unit: str) -> None:
    cat = fantasy()
    print(f"\n{title}")
    base = None
    for n in sizes:
        text = make(n)
        seconds = best_of({"case": lambda: text_to_army(text, cat)}, 3, time.process_time)["case"]
        per = seconds / n
        base = base or per
        print(f"  {n:>9,} {unit}: {seconds * 1000:9.1f} ms   per {unit[:-1]}: {per / base:5.2f}x the smallest")


def main() -> None:
    run("A realistic list (units, bullets, headings, totals)", realistic, [1_250, 2_500, 5_000, 10_000, 19_000],
        "lines")
    run(f"Hostile lines of {MAX_LINE_CHARS - 10:,} characters (spaces, brackets, commas, dots)", hostile_lines,
        [50, 100, 200, 390], "lines")
    run("N units of one profile (entry ids)", one_profile, [125, 250, 500, 1_000], "units")
    cat = fantasy()
    text = "Spearmen" + " " * (30 * 1024 * 1024) + "x5"

    def refuse():
        try:
            text_to_army(text, cat)
        except DocumentError:
            return
        raise AssertionError("a 30 MB line was read")

    print(f"\nOne line of 30 MB: refused in {best(refuse, 3) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
