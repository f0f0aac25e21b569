"""What one line of a pasted army list says, read without a catalogue: its points, its count, its
items. Every reader here walks the line once with ``str`` methods and regular expressions that
cannot backtrack (no two neighbouring parts of a pattern match the same characters), so a line
of any length is read in time linear in its length.

The shapes met in lists that players paste:

- BattleScribe's text export: ``Jakhals [70pts]: Icon of Khorne``, ``Shield-Captain [7 PL, 130pts]``,
  sub-selections on lines of their own that start with ``.`` (``. . 7x Jakhals: 7x Autopistol``),
  headings ``+ Battleline +``, forces ``++ Army Roster (...) [1,990pts] ++`` and
  ``++ Total: [1,990pts] ++``;
- New Recruit's: ``Char1: 1x Warden Captain (80 pts): Flux pistol``, ``10x Warden Squad (180 pts)``
  with ``•`` bullets of models and wargear, ``Spearmen [20] [120pts]``, ``Prince Vhordrai (470)``;
- forum posts: ``116 - Elector Count, General``, ``20 x Spearmen [120]``, ``Knights x5 - 115 pts``.
"""
from __future__ import annotations

import re

#: words that make a number a number of points (folded, without a final dot)
POINT_WORDS = frozenset({"pts", "pt", "points", "point", "puntos", "punto", "ptos", "pto", "p", "pnts"})
#: the most digits a count or a points value may have: a longer number is no list's
MAX_DIGITS = 7

_DASHES = frozenset("-–—:=")
# a number as lists write it: "1,300", "1.300", "12.5", "130"
_NUMBER = re.compile(r"\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d{1,2})?")
_THOUSANDS = re.compile(r"\d{1,3}(?:[.,]\d{3})+")
# inside brackets: "130pts", "+15 pts", "130", "7 PL" (the unit is checked by the caller)
_AMOUNT = re.compile(r"\+?\s*(\d[\d.,]*)\s*([^\W\d_]*)\.?")
_CHAR_PREFIX = re.compile(r"(?:char|personaje)\s*\d{1,4}\s*:\s*", re.IGNORECASE)
_COUNT_TOKEN = re.compile(r"(?:(\d+)\s*[x×*]?|[x×](\d+))", re.IGNORECASE)


def number(text: str) -> float | None:
    """A number as a list writes it, with either thousands convention: "1,300" and "1.300" are
    1300, "12.5" and "12,5" are 12.5; None when ``text`` is no such number or too long to be one."""
    text = text.strip()
    if not text or len(text) > MAX_DIGITS + 3 or _NUMBER.fullmatch(text) is None:
        return None
    if _THOUSANDS.fullmatch(text):
        digits = text.replace(",", "").replace(".", "")
    else:
        digits = text.replace(",", ".")
    if len(digits.split(".")[0]) > MAX_DIGITS:
        return None
    return float(digits)


def count(text: str) -> int | None:
    """A count of models or units ("20", "20x", "x20"); None when it is not one or has more digits
    than any list's count."""
    m = _COUNT_TOKEN.fullmatch(text.strip())
    if m is None:
        return None
    digits = m.group(1) or m.group(2)
    if len(digits) > MAX_DIGITS:
        return None
    return int(digits)


_PARTS = re.compile(r",\s+")


def amount(group: str) -> tuple[float, bool] | None:
    """The points inside one bracket group: ``(value, said)`` where ``said`` tells whether the
    group names points ("130pts", "7 PL, 130pts") or is a bare number ("130"); None when the group
    states no points ("7 PL", "4+", "Scourge of Ghyran", "2000 Point limit"). "1,990pts" is one
    number: parts of a group are separated by a comma and a space."""
    if len(group) > 60:
        return None
    parts = [p.strip() for p in _PARTS.split(group) if p.strip()]
    found = None
    for part in parts:
        m = _AMOUNT.fullmatch(part)
        if m is None:
            if len(parts) == 1 or not any(c.isdigit() for c in part):
                return None  # words, not an amount
            continue
        value = number(m.group(1))
        unit = m.group(2).lower()
        if value is None:
            return None
        if unit in POINT_WORDS:
            found = (value, True)
        elif not unit and len(parts) == 1:
            found = (value, False)
    return found


def split_top(text: str, sep: str = ",") -> list[str]:
    """``text`` split at ``sep`` outside brackets: "Sacred Platform (Bell, Weapon), Wizard" is two
    items. Unbalanced brackets count as closed at the end."""
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth = max(0, depth - 1)
        elif c == sep and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return [p for p in out if p]


class Points:
    """The parts of a unit line once its points are found.

    ``name`` is what comes before the points (the name, a count, options after commas), ``points``
    the value (None: none stated), ``bracket_count`` a model count given in brackets
    ("Spearmen [20] [120pts]"), ``after`` what follows the points (": options" in BattleScribe's
    and New Recruit's exports).
    """

    __slots__ = ("name", "points", "bracket_count", "after", "added")

    def __init__(self, name: str, points: float | None = None, bracket_count: int | None = None, after: str = "",
                 added: bool = False):
        self.name, self.points, self.bracket_count, self.after = name, points, bracket_count, after
        self.added = added  # written "+15 pts": what an option adds to the price said above it


def _groups(line: str, limit: int = 32):
    """``(start, end, content)`` of the bracket groups of ``line``, left to right (at most ``limit``;
    a bracket never closed ends the search)."""
    i, n, found = 0, len(line), 0
    while i < n and found < limit:
        open_at = -1
        for opener in ("[", "("):
            j = line.find(opener, i)
            if j != -1 and (open_at == -1 or j < open_at):
                open_at = j
        if open_at == -1:
            return
        closer = "]" if line[open_at] == "[" else ")"
        close_at = line.find(closer, open_at + 1)
        if close_at == -1:
            return
        yield open_at, close_at + 1, line[open_at + 1:close_at]
        found += 1
        i = close_at + 1


_LEADING = re.compile(r"(\d[\d.,]*)\s*(?:([^\W\d_]+)\.?\s*)?[-–—:=]\s+(\S.*)", re.DOTALL)


def leading_points(line: str) -> tuple[float | None, str]:
    """Points written before the name, as forum posts do: "116 - Elector Count, General",
    "685 pts - Bloodfur Legate"; ``(None, line)`` when the line does not start so."""
    m = _LEADING.match(line.strip())
    if m is None or (m.group(2) and m.group(2).lower() not in POINT_WORDS):
        return None, line
    value = number(m.group(1))
    if value is None:
        return None, line
    return value, m.group(3).strip()


def trailing_points(text: str) -> tuple[float | None, str]:
    """Points written after the name without brackets: "Knights x5 - 115 pts", "Lanceros 120 puntos",
    "Caballeros: 140p"; ``(None, text)`` when the text does not end so."""
    parts = text.rsplit(None, 2)
    if not parts:
        return None, text
    last = parts[-1].rstrip(".").lower()
    if last in POINT_WORDS and len(parts) >= 2:
        value = number(parts[-2])
        cut = 2
    else:
        m = re.fullmatch(r"(\d[\d.,]*)([^\W\d_]+)", last)
        if m is None or m.group(2) not in POINT_WORDS:
            return None, text
        value = number(m.group(1))
        cut = 1
    if value is None:
        return None, text
    head = text
    for _ in range(cut):
        head = head.rstrip().rsplit(None, 1)[0] if len(head.rstrip().rsplit(None, 1)) > 1 else ""
    head = head.rstrip()
    if head and head[-1] in _DASHES:
        head = head[:-1].rstrip()
    return value, head


def find_points(line: str) -> Points:
    """The points of a unit line and what comes before and after them."""
    said, bare = None, []
    for start, end, content in _groups(line):
        got = amount(content)
        if got is None:
            continue
        if got[1]:
            said = (start, end, got[0])
            break
        bare.append((start, end, got[0]))
    if said is not None:
        start, end, value = said
        head, bracket_count = line[:start], None
        # a bare number in brackets before the points is the unit's size: "Spearmen [20] [120pts]"
        for bstart, bend, bvalue in bare:
            if bvalue == int(bvalue) and line[bend:start].strip() == "":
                head, bracket_count = line[:bstart], int(bvalue)
        return Points(head.rstrip(), value, bracket_count, line[end:].strip(), line[start + 1:end].lstrip()[:1] == "+")
    if bare:  # a bare number in brackets is points when nothing but options follow it: "[130]", "(470)"
        start, end, value = bare[-1]
        after = line[end:].strip()
        if not after or after.startswith(":"):
            return Points(line[:start].rstrip(), value, None, after, line[start + 1:end].lstrip()[:1] == "+")
    value, head = trailing_points(line)
    if value is not None:
        return Points(head, value)
    return Points(line.rstrip())


def split_count(text: str) -> tuple[int | None, str]:
    """A count before or after a name: "20 x Spearmen", "20x Spearmen", "20 Spearmen",
    "Knights x5", "Knights x 5"; ``(None, text)`` when there is none."""
    text = text.strip()
    parts = text.split(None, 2)
    if len(parts) >= 2:
        n = count(parts[0])
        if n is not None:
            rest = text.split(None, 1)[1]
            if len(parts) == 3 and parts[1].lower() in ("x", "×", "*"):
                rest = parts[2]
            elif parts[1].lower() in ("x", "×", "*"):
                rest = ""
            if rest and not rest[0].isdigit():
                return n, rest.strip()
        tail = text.rsplit(None, 2)
        if len(tail) >= 2:
            last = tail[-1]
            if last[:1] in "xX×" and count(last) is not None and len(last) > 1:
                return count(last), text.rsplit(None, 1)[0].rstrip()
            if len(tail) == 3 and tail[-2] in ("x", "X", "×") and last.isdigit() and len(last) <= MAX_DIGITS:
                return int(last), text.rsplit(None, 2)[0].rstrip()
    return None, text


def strip_char_prefix(text: str) -> str:
    """New Recruit's "Char1: " before a character's line, left out."""
    m = _CHAR_PREFIX.match(text)
    return text[m.end():] if m else text


#: bullet marks that always open a sub-item (a model or wargear of the unit above)
SUB_MARKS = ("•", "·", "◦", "▪")
#: bullet marks forum posts put before units as well as before options
LIST_MARKS = ("-", "*", "+", ">", "–", "—")


def bullet(raw: str) -> tuple[str, int, str] | None:
    """``(mark, depth, body)`` of a bulleted line: BattleScribe's ``. . 7x Jakhals`` (depth 2),
    ``• 1x Champion``, ``- Sargento``; None for a line without a bullet."""
    line = raw.strip()
    if line.startswith(". ") or line == ".":
        depth, i = 0, 0
        while line.startswith(". ", i) or line[i:] == ".":
            depth += 1
            i += 2
        return ".", depth, line[i:].strip()
    for mark in SUB_MARKS:
        if line.startswith(mark):  # "◦" under a "•": the wargear of a model
            return mark, 1 if mark in "•·" else 2, line[len(mark):].strip()
    for mark in LIST_MARKS:
        if line.startswith(mark + " ") or (line.startswith(mark) and len(line) > 1 and line[1].isalpha()
                                           and mark in "+*"):
            return mark, 1, line[len(mark):].strip()
    return None


def _singular(word: str) -> str:
    if word.endswith("men"):
        return word[:-3] + "man"
    if word.endswith("es") and len(word) > 4 and word[-3] in "sxzhr":
        return word[:-2]
    if word.endswith("s") and len(word) > 3 and not word.endswith("ss"):
        return word[:-1]
    return word


def plural_fold(name: str) -> str:
    """A folded name with each word made singular the simple way ("Marksmen" ~ "Marksman",
    "Warriors" ~ "Warrior", "Caballeros del Círculo" ~ "Caballero del Círculo")."""
    return " ".join(_singular(w) for w in name.split(" "))


def resembles(item: str, unit: str) -> bool:
    """Whether a selection named ``item`` is a model of the unit named ``unit`` (both folded):
    the same name, singular or plural, or one the other's first or last words ("Chaos Spawn" of
    "World Eaters Chaos Spawn", "Intercessor" of "Intercessor Squad")."""
    if not item or not unit:
        return False
    if item == unit or plural_fold(item) == plural_fold(unit):
        return True
    a, b = plural_fold(item), plural_fold(unit)
    return b.startswith(a + " ") or b.endswith(" " + a) or a.startswith(b + " ") and len(b) >= 4
