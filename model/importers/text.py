"""Army lists pasted from an e-mail, a forum post or a list builder's text export, one unit a line.

Read as players paste them (see :mod:`.pasted` for the shapes of a line):

- BattleScribe's text export, full or brief: ``++ Army Roster (...) [1,990pts] ++``, headings
  ``+ Battleline +``, ``Jakhals [70pts]: Icon of Khorne, 10x Jakhal`` with sub-selections on
  ``.`` lines, the ``+ Configuration +`` section, ``++ Total: [1,990pts] ++``;
- New Recruit's: a ``+++`` header (faction, detachment, total), ``Char1: 1x Captain (80 pts): ...``,
  ``10x Warden Squad (180 pts)`` with ``•`` bullets of models and wargear, ``Enhancement: X (+15 pts)``;
- the official app's (as list sites pass it on): ``Title (2000 Points)``, ``Strike Force (2,000 Points)``,
  ``CHARACTERS``, ``Unit (95 Points)`` with ``•`` models and wargear on the lines under them;
- forum posts and e-mails: ``116 - Elector Count, General`` (one Elector Count at 116 points),
  ``20 x Spearmen [120]``, ``Knights x5 - 115 pts``, ``+ Shield`` under a unit, headings
  ("Héroes:", "CORE"), totals ("Total: 1.300 puntos", a lone "4499" under the units);

in English or Spanish, points with either thousands separator. A unit's points are the entry's
whole price (options included). A line that carries points or a count and is not understood is
reported as a name that matched nothing, never kept as a remark; a line with neither is a remark
(the first one, the list's title). Configuration lines (battle size, detachment...) are kept as the
list's notes. The total a list states (its total line, its title's or header's points, its forces')
is compared with what its lines add up to, and those with the catalogue's price, unit by unit.

Bounded: a paste larger than :data:`MAX_PASTED_CHARS`, with more than :data:`MAX_PASTED_LINES`
lines, a line longer than :data:`MAX_LINE_CHARS` or more units than an army list may hold is
refused with the limit named; every line is read in time linear in its length.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from model.army import ArmyEntry, ArmyList, Catalogue, Profile
from model.display import quoted
from model.errors import DocumentError
from model.i18n import msg
from model.limits import MAX_ENTRIES
from model.names import same_name

from . import pasted
from .archive import decode_text, read_import
from .entry_ids import EntryIds
from .matching import Matcher, NameMapping
from .report import ImportResult, Unmatched

#: the largest paste read (a long list with every option spelled out is a few dozen kilobytes)
MAX_PASTED_CHARS = 2_000_000
#: the most lines a paste may have
MAX_PASTED_LINES = 20_000
#: the longest line (a unit with all its wargear on one line is a few hundred characters)
MAX_LINE_CHARS = 5_000
#: the most models one unit may have (the army list format's own limit)
MAX_MODELS = 10_000
#: the largest points value a line may state
MAX_POINTS = 1_000_000
_HALF_CHARACTER = re.compile("[\ud800-\udfff]")
_DIGITS = re.compile(r"\d[\d.,]*")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
#: how many lines are read between two reports of progress
PROGRESS_EVERY = 256

GENERAL_WORDS = frozenset({"general", "army general", "general del ejercito", "warlord", "general del ejército"})
#: headings of list builders and forum posts, in English and Spanish (folded)
CATEGORY_WORDS = frozenset({
    "characters", "character", "lords", "lord", "heroes", "hero", "core", "special", "rare", "mercenaries",
    "allies", "hq", "troops", "elites", "elite", "fast attack", "heavy support", "dedicated transport",
    "dedicated transports", "flyer", "flyers", "fortification", "fortifications", "lord of war", "lords of war",
    "epic hero", "epic heroes", "battleline", "infantry", "vehicle", "vehicles", "beast", "beasts", "monster",
    "monsters", "mounted", "other datasheets", "allied units", "units", "regiment", "regiments",
    "general s regiment", "auxiliary", "auxiliaries", "faction terrain", "war machines", "engines of war",
    "named characters", "no force org slot", "attached units", "attached unit",
    "comandantes", "comandante", "personajes", "personaje", "heroe", "basicas", "basica", "unidades basicas",
    "especiales", "especial", "unidades especiales", "singulares", "singular", "unidades singulares",
    "mercenarios", "tropas", "tropas de linea", "linea", "ataque rapido", "apoyo pesado", "transportes",
    "maquinas de guerra", "unidades", "aliados", "senores", "senor",
})
#: headings under which the lines are the list's configuration, not units
CONFIG_HEADINGS = frozenset({"configuration", "configuracion", "config", "settings", "ajustes", "no force org slot"})
#: what starts a line that says how the list is set up (kept in its notes, folded)
CONFIG_KEYS = frozenset({
    "battle size", "detachment", "detachment choice", "detachments", "game type", "allegiance", "faction",
    "faction keyword", "army", "grand alliance", "subfaction", "show hide options", "points limit",
    "force disposition", "force dispositions", "battle formation", "spell lore", "prayer lore",
    "manifestation lore", "battle tactic cards", "drops", "auxiliaries", "warlord", "enhancement",
    "number of units", "secondary", "tamano de batalla", "tamano", "destacamento", "tipo de partida",
    "faccion", "ejercito", "limite de puntos", "alianza", "list", "lista",
})
#: keys before an option under a unit: "Enhancement: Ember Blade (+15 pts)"
OPTION_KEYS = frozenset({"enhancement", "enhancements", "upgrade", "upgrades", "relic", "warlord trait",
                         "mejora", "mejoras", "reliquia", "objeto magico", "objetos magicos", "magic items"})
#: words of a line that gives the size of the game the list is for (folded)
BATTLE_SIZES = ("strike force", "incursion", "onslaught", "combat patrol", "point limit", "points limit",
                "battle size", "limite de puntos", "tamano de batalla")
#: keys of a line under a unit that say how it is fielded, not what it takes: left out
INFO_KEYS = frozenset({"attached as", "unido como", "se une como"})
#: a line that starts so states the list's total
TOTAL_WORDS = ("total", "totales", "army total", "total army points", "total points", "puntos totales",
               "total puntos", "total de puntos", "grand total", "sum", "suma", "points", "puntos")
#: lines list builders sign their export with
SIGNATURES = ("created with", "exported with", "exportado con", "creado con", "generated by", "generado con",
              "data version", "http://", "https://", "url ", "www.")


@dataclass
class TextImportResult(ImportResult):
    """A pasted list's import, with what the list says of itself: the total it states (its total
    line, or the force's or title's points), what its lines add up to, and its configuration."""

    stated_total: float | None = None
    lines_total: float | None = None
    settings: list[str] = field(default_factory=list)


def import_text_file(path, catalogue: Catalogue, mapping: NameMapping | None = None,
                     catalogue_ref: str = "", progress: Callable[[int, int], None] | None = None) -> TextImportResult:
    """A text file of an army list (UTF-8 with or without its mark, or Windows Latin-1)."""
    data = read_import(path, (".txt",), msg("import.what-text", "a text army list"))
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # saved as "Unicode" by Windows' Notepad
        text = data.decode("utf-16", errors="replace")
    else:
        text = decode_text(data, path)
    return text_to_army(text, catalogue, mapping, catalogue_ref, name=Path(str(path)).stem, source=str(path),
                        progress=progress)


def check_size(text: str, source: str) -> None:
    """Refuse a paste beyond the limits of size and lines, naming the limit (DocumentError)."""
    if len(text) > MAX_PASTED_CHARS:
        raise DocumentError(source, "", msg("import.text-too-big", "is {size} characters long, more than the "
                                            "{limit} a pasted list may be", size=len(text),
                                            limit=MAX_PASTED_CHARS),
                            msg("import.text-one-list", "one army list"))
    lines = text.count("\n") + 1
    if lines > MAX_PASTED_LINES:
        raise DocumentError(source, "", msg("import.text-too-many-lines", "has {count} lines, more than the {limit} "
                                            "a pasted list may have", count=lines,
                                            limit=MAX_PASTED_LINES),
                            msg("import.text-one-list", "one army list"))


@dataclass
class _Unit:
    """An entry being read: what its line and the lines under it say."""

    id: str
    profile: Profile
    line: int
    name: str
    label: str = ""
    count: int | None = None  # the count its own line gives
    models: int = 0  # models its sub-selections name
    options: list[str] = field(default_factory=list)
    general: bool = False
    points: float | None = None
    unmatched_options: bool = False

    def entry(self) -> ArmyEntry:
        models = self.count if self.count is not None else (self.models or 1)
        return ArmyEntry(self.id, self.profile.id, models, self.general, label=self.label, options=tuple(self.options))


def _starts_with_word(folded: str, words) -> str | None:
    for w in words:
        if folded == w or folded.startswith(w + " "):
            return w
    return None


class _Reader:
    def __init__(self, catalogue: Catalogue, mapping: NameMapping | None, source: str):
        self.catalogue = catalogue
        self.matcher = Matcher(catalogue, mapping)
        self.source = source
        self.units: list[_Unit] = []
        self.unit_lines = 0
        self.unmatched: list[Unmatched] = []
        self.notes: list[str] = []
        self.settings: list[str] = []
        self.ids = EntryIds()
        self.current: _Unit | None = None
        self.title: str | None = None
        # lines with points above the first unit that name no profile ("Vanguard (2000 points)",
        # "Strike Force (2,000 Points)"): the list's total or size, unless too small for it
        self.header_points: list[tuple[float, int, str, str]] = []
        self.in_subs = False  # the line before was a sub-line of the unit above (no blank line since)
        self.seen_heading = False  # a heading, a force or a header block came: the units start
        self.skipping = False  # under a unit that matched nothing: its sub-lines go with it
        self.stated_total: float | None = None
        self.force_points: list[float] = []
        self.lines_total = 0.0
        self.any_points = False
        self.section = ""
        self.in_plus_block = False
        self.content_lines = 0
        self.factions = {same_name(catalogue.faction or ""), same_name(catalogue.name or "")} - {""}
        # profiles by their name in the singular, where no two share one: a list may write either number
        singular: dict[str, list[Profile]] = {}
        for p in catalogue.profiles.values():
            singular.setdefault(pasted.plural_fold(same_name(p.name)), []).append(p)
        self.singular = {k: ps[0] for k, ps in singular.items() if len(ps) == 1}
        self.categories = CATEGORY_WORDS | {same_name(p.category) for p in catalogue.profiles.values() if p.category}

    # -- the pieces of a line ------------------------------------------------------------------
    def where(self, number: int) -> str:
        return msg("import.line", "line {number}", number=number)

    def checked_points(self, value: float | None, number: int) -> float | None:
        if value is not None and value > MAX_POINTS:
            raise DocumentError(self.source, self.where(number),
                                msg("import.text-points-too-big", "states {value} points, more than any list has",
                                    value=_points(value)),
                                msg("import.text-at-most-points", "at most {limit} points",
                                    limit=MAX_POINTS))
        return value

    def checked_count(self, value: int | None, number: int) -> int | None:
        if value is not None and value > MAX_MODELS:
            raise DocumentError(self.source, self.where(number),
                                msg("import.text-count-too-big", "counts {count} models, more than the {limit} a unit "
                                    "may have", count=value, limit=MAX_MODELS),
                                msg("import.text-at-most-models", "at most {limit} models in a unit",
                                    limit=MAX_MODELS))
        return value

    def add_points(self, value: float | None, unit: _Unit | None = None) -> None:
        if value is None:
            return
        self.lines_total += value
        self.any_points = True
        if unit is not None:
            unit.points = (unit.points or 0.0) + value

    def is_heading_name(self, name: str) -> bool:
        folded = same_name(name)
        if folded in self.categories:
            return True
        head, _, tail = folded.rpartition(" ")  # "Regiment 1", "Héroes 2"
        return bool(head) and tail.isdigit() and head in self.categories

    # -- lines ---------------------------------------------------------------------------------
    def read(self, text: str, progress) -> None:
        lines = text.splitlines()
        total = len(lines)
        for number, raw in enumerate(lines, 1):
            if progress is not None and number % PROGRESS_EVERY == 0:
                progress(number, total)
            if len(raw) > MAX_LINE_CHARS:
                raise DocumentError(self.source, self.where(number),
                                    msg("import.text-line-too-long", "is {size} characters long, more than the "
                                        "{limit} a line of a pasted list may be", size=len(raw),
                                        limit=MAX_LINE_CHARS),
                                    msg("import.text-one-unit-a-line", "one unit a line"))
            line = raw.replace("\u00a0", " ").replace("\u200b", "").strip()
            if line:
                self.line(line, number)
            else:
                self.in_subs = False
        if progress is not None:
            progress(total, total)

    def line(self, line: str, number: int) -> None:
        if set(line) == {"+"} and len(line) >= 3:  # New Recruit's header block opens and closes so
            self.in_plus_block = not self.in_plus_block
            self.seen_heading = True
            return
        if self.in_plus_block:
            self.header_line(line.lstrip("+").strip(), number)
            return
        if line.startswith("#"):
            line = line.lstrip("#").strip()
            if not line:
                return
            if not line.startswith("+"):
                self.heading(line)
                return
        if line.startswith("+") and self.wrapped(line, number):
            return
        if line.startswith(("==", "--", "//", "__", "**")) and not line.startswith(("-- ", "** ")):
            self.section = ""
            return
        folded = same_name(line)
        if line.lower().startswith(SIGNATURES):
            return
        if self.section == "config":
            self.settings.append(line)
            return
        if self.total_line(line, folded, number):
            return
        mark = pasted.bullet(line)
        if mark is not None and self.skipping and self.current is None:
            if mark[0] == "." or mark[0] in pasted.SUB_MARKS or not self.unit_after_mark(mark[2]):
                self.in_subs = True
                return  # a selection of the unit above, which is reported
        if mark is None and self.in_subs and (self.current is not None or self.skipping) and self.wargear_line(line):
            if self.current is not None:
                self.sub_line(line, number, 2)
            return
        if mark is not None and self.current is not None:
            symbol, depth, body = mark
            if symbol == "." or symbol in pasted.SUB_MARKS or not self.unit_after_mark(body):
                self.sub_line(body, number, depth)
                return
        if mark is not None:
            line = mark[2]
            if not line:
                return
        if self.current is not None and self.option_line(line, number):
            return
        if self.current is None and self.skipping and self.option_line(line, number, absorb=True):
            return  # "Enhancement: ..." of the unit above, which is reported
        self.unit_line(line, number)

    def header_line(self, body: str, number: int) -> None:
        """A line of New Recruit's ``+++`` header: the total, or a setting."""
        if not body:
            return
        key, _, value = body.partition(":")
        fkey = same_name(key)
        if fkey in ("total army points", "total points", "army points", "puntos totales", "total"):
            value_points = pasted.find_points(value).points
            if value_points is None:
                value_points = pasted.number(value.strip())
            self.stated_total = self.checked_points(value_points, number)
            return
        self.settings.append(body)

    def wrapped(self, line: str, number: int) -> bool:
        """A BattleScribe heading wrapped in ``+``: a category, a force, the title or the total."""
        found = pasted.find_points(line)
        level = len(line) - len(line.lstrip("+"))
        name = found.name.strip().strip("+").strip() if found.points is not None else line.strip("+").strip()
        after = found.after.strip().strip("+").strip() if found.points is not None else ""
        if found.points is None and not line.rstrip().endswith("+"):
            return False
        if found.points is not None and not (found.name.rstrip().endswith("+") or found.after.strip().endswith("+")):
            return False
        if after and not name:
            name = after
        points = self.checked_points(found.points, number)
        if _starts_with_word(same_name(name), TOTAL_WORDS[:1] + ("totales",)):
            if points is not None:
                self.stated_total = points
            return True
        self.seen_heading = True
        if level >= 3:  # the roster's title
            self.title = self.title or name
            if points is not None and self.stated_total is None:
                self.header_points.append((points, number, line, name))
            self.section = ""
            return True
        if level == 2:  # a force (a detachment); its points add up to the list's
            if points is not None:
                self.force_points.append(points)
            if self.title is None and name:
                self.title = name
            self.section = ""
            self.current = None
            return True
        self.heading(name)
        return True

    def heading(self, name: str) -> None:
        """A heading: a category, or the configuration section."""
        found = pasted.find_points(name)
        self.section = "config" if same_name(found.name) in CONFIG_HEADINGS else ""
        self.current, self.skipping, self.in_subs = None, False, False
        self.seen_heading = True

    def total_line(self, line: str, folded: str, number: int) -> bool:
        """"Total: 1,995 pts", "Total 1.300 puntos", a lone "4499" under the units."""
        word = _starts_with_word(folded, TOTAL_WORDS)
        found = pasted.find_points(line)
        value = found.points
        if word is not None:
            if value is None:  # "Total:467", "Army total 1995"
                first = _DIGITS.search(line)
                value = pasted.number(first.group()) if first else None
            if value is None:
                return False
            self.stated_total = self.checked_points(value, number)
            return True
        if value is None:
            value = pasted.number(line)
            if value is None:
                return False
        elif found.name.strip() or found.after.strip():
            return False
        if self.units or self.unit_lines:
            self.stated_total = self.checked_points(value, number)
        else:
            self.settings.append(line)  # "2000 points" above the units: the size the list was built for
        return True

    def unit_after_mark(self, body: str) -> bool:
        """Whether a "- 20 Lanceros [130]" under a unit is a unit of its own rather than an option."""
        found = pasted.find_points(body)
        n, name = pasted.split_count(found.name)
        if n is None:
            return False
        profile, _ignored = self.matcher.profile(pasted.split_top(name)[0] if name else name)
        return profile is not None

    def wargear_line(self, line: str) -> bool:
        """Whether a "1x Power fist" without a bullet, under the bullets of a unit, is wargear of the
        model above it (as the official app's export writes them) rather than a unit."""
        found = pasted.find_points(line)
        if found.points is not None:
            return False
        n, name = pasted.split_count(found.name)
        if n is None or not name:
            return False
        profile, ignored = self.matcher.profile(pasted.split_top(name)[0])
        return profile is None and not ignored

    def option_line(self, line: str, number: int, absorb: bool = False) -> bool:
        """A line under a unit without a bullet that belongs to it: "Enhancement: X (+15 pts)" or
        New Recruit's "1 with Astartes grenade launcher" (``absorb``: taken and left out, under a
        unit that matched nothing)."""
        key, sep, value = line.partition(":")
        parts = line.split(None, 2)
        if sep and same_name(key) in OPTION_KEYS:
            depth = 1
        elif len(parts) == 3 and parts[0].isdigit() and parts[1].lower() in ("with", "con"):
            depth = 2
        else:
            return False
        if absorb:
            self.in_subs = True
        else:
            self.sub_line(line, number, depth)
        return True

    def sub_line(self, body: str, number: int, depth: int) -> None:
        """A line under a unit: a model ("2x Chaos Spawn: 2x Hideous Mutations"), an option
        ("+ Escudo [2]"), the general."""
        unit = self.current
        where = self.where(number)
        self.in_subs = True
        found = pasted.find_points(body)
        if not found.added:  # "(+15 pts)" under a unit is counted in the unit's own price
            self.add_points(self.checked_points(found.points, number), unit)
        text = found.name
        if found.after.startswith(":"):
            text = f"{text}: {found.after[1:]}"
        elif found.after:
            text = f"{text} {found.after}"
        head, sep, children = text.partition(":")
        if sep and same_name(head) in INFO_KEYS:
            return
        if sep and same_name(head) in OPTION_KEYS:
            head, sep, children = children, "", ""
        parts = head.split(None, 2)
        if len(parts) >= 2 and parts[0].isdigit() and parts[1].lower() in ("with", "con"):  # "4 with Bolt rifle"
            head = head.split(None, 2)[2] if len(parts) == 3 else ""
        n, name = pasted.split_count(head)
        n = self.checked_count(n, number)
        name = name.strip()
        if name:
            if sep and children.strip():
                carried = [self.item(unit, _without_with(child), None, where, model_level=False, report=False)
                           for child in pasted.split_top(children)]
                self.item(unit, name, n, where, model_level=True, has_children=True, report=not any(carried))
                for child, done in zip(pasted.split_top(children), carried):
                    if not done:
                        self.item(unit, _without_with(child), None, where, model_level=False)
            else:
                for i, part in enumerate(pasted.split_top(head if n is None else name)):
                    if i == 0 and n is not None:
                        self.item(unit, part, n, where, model_level=depth == 1)
                    else:
                        pn, pname = pasted.split_count(part)
                        self.item(unit, pname, self.checked_count(pn, number), where, model_level=depth == 1)

    def item(self, unit: _Unit, name: str, n: int | None, where: str, model_level: bool,
             has_children: bool = False, report: bool = True) -> bool:
        """One selection of a unit: the general, an option, or (at the unit's own level) its models.
        True when it was carried over; else reported (when ``report``)."""
        if n is None:
            n, name = pasted.split_count(name)
        name = name.strip().rstrip(".").strip()
        if not name:
            return True
        folded = same_name(name)
        if folded in GENERAL_WORDS:
            unit.general = True
            return True
        oid, skip = self.matcher.option(unit.profile, name)
        if skip:
            return True
        if oid is None and "(" in name:  # "Sacred Platform (Whispering Bell, Great Weapon)"
            base, _, inner = name.partition("(")
            boid, bskip = self.matcher.option(unit.profile, base.strip())
            if boid is not None or bskip:
                oid, skip = boid, bskip
                for part in pasted.split_top(inner.rstrip(")")):
                    ioid, _iskip = self.matcher.option(unit.profile, part)
                    if ioid is not None and ioid not in unit.options:
                        unit.options.append(ioid)
                if skip:
                    return True
        if oid is not None:
            if oid not in unit.options:
                unit.options.append(oid)
            return True
        if model_level:
            unit_names = (same_name(unit.name), same_name(unit.profile.name))
            if any(pasted.resembles(folded, u) for u in unit_names) or (
                    (has_children or n is not None)
                    and any(folded.split(" ", 1)[0] == u.split(" ", 1)[0] and len(u) >= 4 for u in unit_names)):
                unit.models += n if n is not None else 1
                return True
        if not report:
            return False
        unit.unmatched_options = True
        self.unmatched.append(Unmatched(name, "option", where, within=unit.name,
                                        suggestion=self.matcher.suggest(name, unit.profile), profile=unit.profile.id))
        return False

    def unit_line(self, line: str, number: int) -> None:
        where = self.where(number)
        self.in_subs = False
        line = pasted.strip_char_prefix(line)
        lead, rest = pasted.leading_points(line)
        found = pasted.find_points(rest)
        points = self.checked_points(lead if lead is not None else found.points, number)
        if lead is not None and found.points is not None:  # "116 - Elector Count [116]": said twice
            points = lead
        n, body = pasted.split_count(found.name)
        if n is None and found.bracket_count is not None:
            n = found.bracket_count
        n = self.checked_count(n, number)
        parts = pasted.split_top(body)
        after = found.after[1:] if found.after.startswith(":") else found.after
        profile, ignored, taken = None, False, 1
        for k in range(min(len(parts), 4), 0, -1):  # a name with commas in it: "Lauka Vai, Mother of Nightmares"
            profile, ignored = self.matcher.profile(", ".join(parts[:k]))
            if profile is not None or ignored:
                taken = k
                break
        if profile is None and not after and ":" in body:  # "Spearmen: 20x Spearman, Champion" without points
            head, _, tail = body.partition(":")
            profile, ignored = self.matcher.profile(head)
            if profile is not None or ignored:
                parts, after, taken = [head.strip()], tail, 1
        if profile is None and parts and parts[0].endswith(")") and "(" in parts[0]:  # "Corpse Cart (Scourge of Ghyran)"
            profile, ignored = self.matcher.profile(parts[0].rsplit("(", 1)[0])
        if profile is None and not ignored and parts:  # "20 Spearman" for the catalogue's "Spearmen"
            profile = self.singular.get(pasted.plural_fold(same_name(parts[0])))
            taken = 1
        unit_name = ", ".join(parts[:taken]) if parts else body.strip()
        if ignored:  # left out by the mapping: its points are still the list's own
            self.current, self.skipping = None, True
            self.count_unit(number)
            self.add_points(points)
            return
        if profile is None:
            self.not_a_unit(line, unit_name, n, points, number, where)
            return
        self.count_unit(number)
        if n == 0:  # "0 x Spearmen": no unit to field, and said so
            self.add_points(points)
            self.notes.append(msg("import.text-no-models", "{where}: {line} counts no models: left out.",
                                  where=where, line=quoted(line)))
            self.current, self.skipping = None, True
            return
        label = unit_name if same_name(unit_name) != same_name(profile.name) else ""
        unit = _Unit(self.ids.new(profile.name), profile, number, unit_name, label=label, count=n)
        self.skipping = False
        self.add_points(points, unit)
        self.units.append(unit)
        self.current = unit
        for part in parts[taken:] + (pasted.split_top(after) if after.strip() else []):
            pn, pname = pasted.split_count(part)
            if ":" in pname:  # "Runic Special Items: Rune of Denial" inline
                self.item(unit, pname.split(":", 1)[1], self.checked_count(pn, number), where, model_level=False)
                continue
            self.item(unit, pname, self.checked_count(pn, number), where, model_level=True)

    def count_unit(self, number: int) -> None:
        self.unit_lines += 1
        if self.unit_lines > MAX_ENTRIES:
            raise DocumentError(self.source, self.where(number),
                                msg("import.text-too-many-units", "is unit {count}, more than the {limit} an army "
                                    "list may have", count=self.unit_lines, limit=MAX_ENTRIES),
                                msg("import.text-at-most-units", "at most {limit} units", limit=MAX_ENTRIES))

    def not_a_unit(self, line: str, name: str, n: int | None, points: float | None, number: int, where: str) -> None:
        """A line whose name is no profile: a heading, a setting, the title, a remark, or a unit
        that matched nothing (reported whenever the line has a count or points)."""
        self.current = None
        key = same_name(line.split(":", 1)[0]) if ":" in line else ""
        if not self.units and not self.unit_lines and n is None and (
                key in CONFIG_KEYS or "limit" in same_name(line) or "limite" in same_name(line)
                or (points is None and same_name(line) in self.factions)):
            self.settings.append(line)
            return
        if self.is_heading_name(name) or (not name and points is not None) or (
                name.endswith(":") and n is None and points is None):
            self.heading(name)
            return
        first = self.content_lines == 0 and self.title is None and not self.units and not self.unit_lines
        self.content_lines += 1
        if n is None and points is None:
            if first:
                self.title = line
            else:
                self.notes.append(msg("import.remark", "{where}: {line} names no unit of the catalogue and has no "
                                      "count or points: read as a remark.", where=where, line=quoted(line)))
            return
        if n is None and not self.units and not self.unit_lines and not self.seen_heading and len(self.header_points) < 3:
            # above the units and their headings: the list's total or size ("Ostland (1790 points)"),
            # checked against the units at the end
            self.header_points.append((points, number, line, name))
            if first:
                self.title = name
            self.skipping = True
            return
        self.count_unit(number)
        self.add_points(points)
        self.skipping = True
        self.unmatched.append(Unmatched(name, "unit", where, suggestion=self.matcher.suggest(name)))

    # -- the list ------------------------------------------------------------------------------
    def finish(self, name: str, catalogue_ref: str) -> TextImportResult:
        above, late = [], []
        sizes = {points for points, _n, line, _h in self.header_points if _says_size(line)}
        for points, number, line, head in self.header_points:
            if points in sizes:  # "Strike Force (2,000 Points)", and a title of as many: the size, not the total
                if head != self.title or _says_size(line):
                    above.append(line)
                continue
            if points < self.lines_total * 0.5:  # too few points for the list's total or size: a unit
                late.append(Unmatched(head, "unit", self.where(number), suggestion=self.matcher.suggest(head)))
                self.add_points(points)
                if self.title == head:
                    self.title = None
                continue
            if self.stated_total is None:
                self.stated_total = points  # the list's total, said above its units
            if head != self.title or abs(points - self.stated_total) > 1e-6:
                above.append(line)  # "Strike Force (2,000 Points)", "Vanguard - 1,300 Points": the size it was built for
        self.settings[:0] = above
        self.unmatched[:0] = late
        if self.stated_total is None and self.force_points:
            self.stated_total = sum(self.force_points)
        for u in self.units:
            self.checked_count(u.models, u.line)
        entries = [u.entry() for u in self.units]
        army = ArmyList(name=self.title or name, ruleset=self.catalogue.ruleset, catalogue=catalogue_ref,
                        entries=entries, faction=self.catalogue.faction, notes="\n".join(self.settings))
        notes = list(self.notes)
        if self.stated_total is not None and self.any_points and abs(self.stated_total - self.lines_total) > 1e-6:
            notes.append(msg("import.text-total-differs", "The list states a total of {stated} points; its lines add "
                             "up to {lines}.", stated=_points(self.stated_total), lines=_points(self.lines_total)))
        if not self.unmatched:
            for unit, entry in zip(self.units, entries):
                if unit.points is None or unit.unmatched_options:
                    continue
                priced = army.entry_cost(entry, self.catalogue)
                if abs(priced - unit.points) > 1e-6:
                    notes.append(msg("import.text-unit-points", "{where}: {name} is {stated} points in the list and "
                                     "{priced} in the catalogue.", where=self.where(unit.line), name=quoted(unit.name),
                                     stated=_points(unit.points), priced=_points(priced)))
            total = army.total_cost(self.catalogue)
            if self.any_points and abs(self.lines_total - total) > 1e-6:
                notes.append(msg("import.text-points", "The list's own points add up to {stated}; the catalogue "
                                 "prices it at {total}.", stated=_points(self.lines_total), total=_points(total)))
            elif not self.any_points and self.stated_total is not None and abs(self.stated_total - total) > 1e-6:
                notes.append(msg("import.text-stated-total", "The list states a total of {stated} points; the "
                                 "catalogue prices it at {total}.", stated=_points(self.stated_total),
                                 total=_points(total)))
        _loads_again(army, self.source)
        return TextImportResult(army, self.unmatched, notes, self.source, stated_total=self.stated_total,
                                lines_total=self.lines_total if self.any_points else None,
                                settings=list(self.settings))


def _says_size(line: str) -> bool:
    """Whether a line above the units gives the size the list was built for ("Strike Force (2,000
    Points)", "Battle Size: Onslaught", "(2000 Point limit)")."""
    folded = same_name(line)
    return any(w in folded for w in BATTLE_SIZES)


def _loads_again(army: ArmyList, source: str) -> None:
    """The list as the app's own loader would read it back: an import never gives what a later
    open refuses (DocumentError naming the field otherwise)."""
    from model import files

    data = files.to_dict(army)
    data["catalogue"] = data.get("catalogue") or "catalogue.json"  # chosen when the list is saved
    try:
        files.from_dict(data, source)
    except DocumentError as exc:
        raise DocumentError(source, exc.field, msg("import.text-would-not-load", "was read into a list the app "
                                                   "would not open again: {problem}", problem=exc.problem),
                            exc.expected) from None


def _without_with(item: str) -> str:
    """New Recruit's "9 with Flux carbine": the wargear, without how many models carry it."""
    parts = item.split(None, 2)
    if len(parts) == 3 and parts[0].isdigit() and parts[1].lower() in ("with", "con"):
        return parts[2]
    return item


def _points(value: float) -> int | float:
    """Points for a message: a whole number as one, so that each language writes it its way."""
    return int(value) if value == int(value) else value


def text_to_army(text: str, catalogue: Catalogue, mapping: NameMapping | None = None, catalogue_ref: str = "",
                 name: str = "", source: str = "",
                 progress: Callable[[int, int], None] | None = None) -> TextImportResult:
    """The army list a pasted text describes, matched against ``catalogue``.

    ``progress(lines read, lines)`` is called every few hundred lines; an exception it raises (a
    cancelled import) ends the import. Raises DocumentError when the text is beyond a limit.
    """
    name = name or msg("import.pasted-name", "Imported list")
    source = source or msg("import.pasted-source", "pasted text")
    if text.startswith("\ufeff"):
        text = text[1:]
    check_size(text, source)
    text = _HALF_CHARACTER.sub("\ufffd", text)  # half a character pasted from elsewhere: no file can hold it
    text = _CONTROL.sub(" ", text)  # a NUL or a terminal's escape is no part of a list
    reader = _Reader(catalogue, mapping, source)
    reader.read(text, progress)
    return reader.finish(name, catalogue_ref)
