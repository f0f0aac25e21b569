"""Army lists and the catalogues of profiles they are built from.

A catalogue is a data file of profiles (cost, class, troop type, unit sizes...).
An army list names a catalogue and lists entries: a unit (``models`` of one
profile) or a single character. A character joins a unit through
``attached_to`` with a ``role``: ``"leader"`` (Kensei unit leader), ``"banner"``
(Kensei Hata-Jurushi), ``"champion"`` (Warhammer command group) or
``"character"`` (a Warhammer character joined to the unit). Which roles a game has
comes from its ruleset's ``army.roles``.

L'Art de la Guerre lists also hold commands (:class:`Command`): each a general with a
rating, and the units assigned to it through their entry's ``command``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any, Iterable

from .document import Document
from .jsonutil import MAX_INT

ROLES = ("leader", "banner", "champion", "character")


@dataclass(frozen=True)
class Weapon:
    name: str
    kind: str = "melee"  # "melee" or "missile"
    type: str = ""  # e.g. "bow", "arquebus": what a hero must share to lead missile troops


@dataclass(frozen=True)
class Option:
    id: str
    name: str
    cost: float = 0.0
    mount: bool = False  # a mount the model rides (horse, monster, chariot): at most one per model
    per_model: bool = False  # the cost is paid for every model of the entry (a shield for a unit)


@dataclass(frozen=True)
class Profile:
    """One kind of model an army may field."""

    id: str
    name: str
    cost: float
    troop_class: str = ""
    troop_type: str = ""
    training: str = ""
    unique: bool = False
    legendary: bool = False
    leader: bool = False
    roles: frozenset[str] = field(default_factory=frozenset)  # which ROLES it may take
    weapons: tuple[Weapon, ...] = ()
    unit_min: int | None = None
    unit_max: int | None = None
    volume: str = ""
    options: tuple[Option, ...] = ()
    notes: str = ""
    category: str = ""  # how the catalogue groups it (Warhammer "Core", "Special"...)
    base: str = ""  # base size as the book writes it ("25x25 mm", "40x20")
    max_per_army: int | None = None  # the catalogue's limit of entries of this profile (a 0-1 choice: 1)
    #: the ids of the data entry the profile was made from (an imported BattleScribe root entry's id and
    #: the ids of the links that field it): a roster's selection names its entry by them
    source_ids: tuple[str, ...] = ()

    @property
    def single(self) -> bool:
        """Fielded on its own rather than in units (unique, legendary and leaders)."""
        return self.unique or self.legendary or self.leader

    def missile_types(self) -> set[str]:
        return {w.type or w.name for w in self.weapons if w.kind == "missile"}


#: how a constraint change compares the points limit with its value (BattleScribe's condition types)
LIMIT_TESTS = ("lessThan", "greaterThan", "equalTo", "notEqualTo", "atLeast", "atMost")


@dataclass(frozen=True)
class LimitChange:
    """A change to a constraint's value that depends only on the army's points limit ("Core: at
    least 3 choices from 2,000 points on"): ``type`` set / increment / decrement / multiply by
    ``value`` when the limit passes the ``when`` tests (each ``(test, number)``, a test of
    :data:`LIMIT_TESTS`), all of them or, with ``any``, one of them; no tests: always. With
    ``per``, the change is made once for every ``per`` points of the limit (rounded down, or up
    with ``round_up``): "one more Rare choice per 1,000 points"."""

    type: str
    value: float
    when: tuple[tuple[str, float], ...] = ()
    any: bool = False
    per: float = 0.0
    round_up: bool = False

    def times(self, limit: float | None) -> int:
        """How many times the change is made for an army of the points ``limit``."""
        if not self.applies(limit):
            return 0
        if not self.per:
            return 1
        if limit is None:
            return 0
        steps = limit / self.per
        return int(-(-steps // 1)) if self.round_up else int(steps // 1)

    def applies(self, limit: float | None) -> bool:
        if not self.when:
            return True
        if limit is None:
            return False
        hits = (_LIMIT_TEST[test](limit, number) for test, number in self.when)
        return any(hits) if self.any else all(hits)


_LIMIT_TEST = {"lessThan": lambda a, b: a < b, "greaterThan": lambda a, b: a > b, "equalTo": lambda a, b: a == b,
               "notEqualTo": lambda a, b: a != b, "atLeast": lambda a, b: a >= b, "atMost": lambda a, b: a <= b}


@dataclass(frozen=True)
class Constraint:
    """A limit the catalogue's own data sets on a whole army: at least or at most ``value``
    selections (entries) or points (``field``) of the profiles it counts (``profiles``: those of a
    category, or one profile; empty: every entry), per ``force`` or per roster (``scope``), a
    share of the points limit (or of the entries) when ``percent``; a negative value is no limit
    (until a change sets one). ``what`` names what it counts
    in a sentence ("Core", "Lord"); ``force`` is the force (detachment) type whose constraint it
    is ("" for one that holds whatever the force), ``force_id`` its id in the data (a roster names
    its forces' type by it, whatever the type's name in that revision). ``changes`` adjust the value by the points
    limit. ``include_children``: points count what the entries carry (options, mounts)."""

    id: str
    type: str  # "min" or "max"
    value: float
    field: str = "selections"  # or "points"
    scope: str = "roster"  # or "force"
    what: str = ""
    profiles: tuple[str, ...] = ()
    percent: bool = False
    force: str = ""
    include_children: bool = True
    changes: tuple[LimitChange, ...] = ()
    force_id: str = ""

    def value_at(self, limit: float | None) -> float:
        """The constraint's value for an army of the points ``limit`` (None: not known)."""
        value = self.value
        for c in self.changes:
            for _ in range(min(c.times(limit), 1000)):
                if c.type == "set":
                    value = c.value
                elif c.type == "increment":
                    value += c.value
                elif c.type == "decrement":
                    value -= c.value
                elif c.type == "multiply":
                    value *= c.value
        return value


class Catalogue(Document):
    """A data file of profiles for one ruleset (ours ship only example data), with the limits
    its data sets on a whole army (``constraints``, from an imported catalogue)."""

    KIND = "catalogue"
    COLLECTIONS = ("profiles",)
    FIELDS = ("id", "name", "ruleset", "faction", "example", "notes", "source", "constraints")

    def __init__(self, id: str, name: str, ruleset: str, profiles: Iterable[Profile] = (),
                 faction: str = "", example: bool = False, notes: str = "", source: str = "",
                 constraints: Iterable[Constraint] = ()):
        self.id = id
        self.constraints: tuple[Constraint, ...] = tuple(constraints)
        #: the data the catalogue was written from, as findings cite it ("BattleScribe catalogue
        #: 'Necrons', revision 106"); empty: a catalogue of its own
        self.source = source
        self.name = name
        self.ruleset = ruleset
        self.faction = faction
        self.example = example
        self.notes = notes
        self.profiles: dict[str, Profile] = {p.id: p for p in profiles}

    @property
    def revision(self) -> str:
        """The revision of the data the catalogue was written from, as its ``source`` names it ("106"); "" if none."""
        m = re.search(r", revision (\S+)$", self.source or "")
        return m.group(1) if m else ""

    def __repr__(self) -> str:
        return f"Catalogue({self.id!r}, {len(self.profiles)} profiles)"


@dataclass(frozen=True)
class ArmyEntry:
    """A line of the army list."""

    id: str
    profile: str
    models: int = 1
    general: bool = False
    attached_to: str | None = None
    role: str | None = None
    options: tuple[str, ...] = ()
    label: str = ""
    command: str | None = None  # the command (ADLG) the unit belongs to
    points: float | None = None  # the points an imported list states for the entry; None: priced by the catalogue
    #: the catalogue has no profile for it (an imported roster's unit of another revision or catalogue): kept
    #: at the ``points`` and ``models`` the roster states, ``profile`` naming no profile of the catalogue
    not_in_catalogue: bool = False
    force: int | None = None  # which of the list's forces (``settings.forces``, from 0) it stands in; None: not said
    #: the categories an imported roster gives the unit ("HQ", "Lord of War"): where the catalogue's data puts
    #: it in others (a category a modifier adds), a minimum it may meet is not judged
    categories: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, row: dict) -> "ArmyEntry":
        """An entry from its schema-checked JSON object (the keys are field names, the types right).

        Fills the instance's fields directly instead of going through the frozen dataclass's
        ``__init__``, which sets each field with ``object.__setattr__``: several times faster, and
        a folder of army lists builds thousands of entries. Only the fields the file gives are
        stored on the instance; the others read the class's defaults (every field but ``id`` and
        ``profile`` has a plain default, which the dataclass keeps as a class attribute; a test
        holds it so). The result equals ``ArmyEntry(**row)`` with ``options`` as a tuple (tests
        compare the two).
        """
        entry = object.__new__(cls)
        fields = entry.__dict__
        fields.update(row)
        if "options" in row:
            fields["options"] = tuple(row["options"])
        if "categories" in row:
            fields["categories"] = tuple(row["categories"])
        return entry


#: the fields of :class:`ArmyEntry` that the army checks read of every entry, with their defaults (``id``
#: and ``profile`` first, which every entry's file gives): :meth:`ArmyList.from_json` stores them on each
#: entry before the file's own, since a field read from the instance costs about half of one the instance
#: lacks (read from the class), and one at the same place in every entry's fields less still. The other
#: fields (a label, a command...) are read only for a finding and stay on the class.
_ENTRY_DEFAULTS = {"id": None, "profile": None} | {
    name: getattr(ArmyEntry, name)
    for name in ("models", "general", "attached_to", "role", "options", "points", "not_in_catalogue")}


#: the members of a list and of an entry that :meth:`ArmyList.from_saved` takes (Wartable writes these for a
#: list of its own); a list with any other goes the usual way
_SAVED_KEYS = frozenset({"format", "format_version", "kind", "name", "ruleset", "faction", "catalogue", "points_limit",
                         "campaign", "gold", "entries", "notes", "settings"})
_SAVED_ENTRY_KEYS = frozenset(_ENTRY_DEFAULTS) | {"label"}  # (from_saved counts on it being these)
_ROLES = frozenset(ROLES)
#: an entry's fields -> the values of :data:`_ENTRY_DEFAULTS`' fields, in that order
_ENTRY_VALUES = itemgetter(*_ENTRY_DEFAULTS)
_NO_SETTINGS: dict = {}  # (read only)
#: an entry's fields given as a new dict, the defaults first (as :meth:`ArmyList.from_json` stores them): the
#: instance's ``__dict__`` set directly, as the frozen dataclass does not allow an assignment
_SET_ENTRY_FIELDS = ArmyEntry.__dict__["__dict__"].__set__


def catalogue_price(entry: ArmyEntry, catalogue: Catalogue) -> float:
    """What the catalogue charges for an entry: the profile's cost per model plus its options (an
    option costing per model paid for each model)."""
    profile = catalogue.profiles.get(entry.profile)
    if profile is None:
        return 0.0
    options = {o.id: o for o in profile.options}
    total = profile.cost * entry.models
    for oid in entry.options:
        option = options.get(oid)
        if option is not None:
            total += option.cost * (entry.models if option.per_model else 1)
    return total


@dataclass(frozen=True)
class Command:
    """A command of the army (L'Art de la Guerre): a general of some rating and the units given to him.

    ``rating`` is a rating id of the ruleset's ``army.commands.ratings`` (its cost and command
    range come from there); ``general`` is the entry of the unit whose base carries the
    general, if the list says so. Units join a command through :attr:`ArmyEntry.command`.
    """

    id: str
    name: str = ""
    rating: str = ""
    general: str | None = None


@dataclass(frozen=True)
class CampaignRef:
    """The campaign that sets an army's size: a file (relative to the list), the player, and the
    turn the list is for (None: the campaign's current turn) and which of the player's battles of
    that turn (1, 2, ...; None: not said)."""

    file: str
    player: str
    turn: int | None = None
    battle: int | None = None


class ArmyList(Document):
    """An army list for one battle or campaign turn."""

    KIND = "army"
    COLLECTIONS = ("entries", "commands")
    FIELDS = ("name", "ruleset", "faction", "catalogue", "points_limit", "campaign", "gold", "notes", "settings")

    def __init__(self, name: str, ruleset: str, catalogue: str, entries: Iterable[ArmyEntry] = (),
                 faction: str = "", points_limit: float | None = None, campaign: CampaignRef | None = None,
                 gold: float = 0.0, notes: str = "", settings: dict[str, Any] | None = None,
                 commands: Iterable[Command] = ()):
        self.name = name
        self.ruleset = ruleset
        self.faction = faction
        self.catalogue = catalogue
        self.points_limit = points_limit
        self.campaign = campaign
        self.gold = gold
        self.notes = notes
        self.settings: dict[str, Any] = dict(settings or {})
        self.entries: dict[str, ArmyEntry] = {e.id: e for e in entries}
        self.commands: dict[str, Command] = {c.id: c for c in commands}

    @classmethod
    def from_json(cls, d: dict) -> "ArmyList":
        """A list from its schema-checked JSON body; equals the constructor called with the same values.

        A folder of army lists builds thousands of entries: each is filled as
        :meth:`ArmyEntry.from_json` fills one, in the loop, and the list's fields are set directly.
        Entries (and commands) keyed by id keep the last of a repeated id, as the constructor does;
        the caller refuses a repeated id.
        """
        new = object.__new__
        defaults = _ENTRY_DEFAULTS
        entries: dict[str, ArmyEntry] = {}
        for row in d["entries"]:
            entry = new(ArmyEntry)
            fields = entry.__dict__
            fields.update(defaults)
            fields.update(row)
            if "options" in row:
                fields["options"] = tuple(row["options"])
            if "categories" in row:
                fields["categories"] = tuple(row["categories"])
            entries[row["id"]] = entry
        camp = d.get("campaign")
        settings = d.get("settings")
        commands = d.get("commands")
        return cls._filled(d["name"], d["ruleset"], d.get("faction", ""), d["catalogue"], d.get("points_limit"),
                           CampaignRef(camp["file"], camp["player"], camp.get("turn"), camp.get("battle")) if camp
                           else None, d.get("gold", 0.0), d.get("notes", ""), dict(settings) if settings else {},
                           entries, {c["id"]: Command(c["id"], c.get("name", ""), c.get("rating", ""), c.get("general"))
                                     for c in commands} if commands else {})

    @classmethod
    def _filled(cls, name, ruleset, faction, catalogue, points_limit, campaign, gold, notes, settings, entries,
                commands) -> "ArmyList":
        """A list of these fields, set directly (what the constructor sets, without its copies)."""
        army = object.__new__(cls)
        army.name = name
        army.ruleset = ruleset
        army.faction = faction
        army.catalogue = catalogue
        army.points_limit = points_limit
        army.campaign = campaign
        army.gold = gold
        army.notes = notes
        army.settings = settings
        army.entries = entries
        army.commands = commands
        return army

    @classmethod
    def from_saved(cls, d: dict) -> "ArmyList | None":
        """:meth:`from_json` of a list as Wartable saves it, checked against the army schema in the same pass;
        None whenever the list is not in that common shape or the check is not sure.

        ``d`` is the parsed JSON of a file whose envelope (format, version, kind) and ``settings`` (absent or
        empty) the caller has checked. Every member is tested as the compiled schema check tests it, and the
        numbers the schema bounds on one side only as the short read tests them (up to
        :data:`~model.jsonutil.MAX_INT`), so a list given back is one that check passes, and equals
        :meth:`from_json`'s. Only the members Wartable writes for a list of its own are taken (no campaign,
        commands, forces or categories; an entry's models a whole number written as one); for anything else
        it says None and the caller checks the list the usual way, which says what is wrong. A repeated entry
        id keeps the last entry, as :meth:`from_json` does; the caller refuses it.
        """
        if not d.keys() <= _SAVED_KEYS:
            return None
        get = d.get
        name, ruleset, catalogue, rows = get("name"), get("ruleset"), get("catalogue"), get("entries")
        faction, notes, limit, gold = get("faction", ""), get("notes", ""), get("points_limit"), get("gold", 0.0)
        settings = get("settings", _NO_SETTINGS)
        if type(name) is not str or len(name) > 100000 or type(ruleset) is not str or not 0 < len(ruleset) <= 200 \
                or type(catalogue) is not str or not catalogue or type(rows) is not list or type(faction) is not str \
                or type(notes) is not str or len(notes) > 100000 or get("campaign") is not None \
                or limit is not None and (type(limit) is not int and type(limit) is not float
                                          or not 0 <= limit <= MAX_INT) \
                or type(gold) is not int and type(gold) is not float or not 0 <= gold <= MAX_INT \
                or type(settings) is not dict or settings:
            return None  # (NaN fails both bounds)
        new, set_fields = object.__new__, _SET_ENTRY_FIELDS
        defaults, roles, no_options, values = _ENTRY_DEFAULTS, _ROLES, _ENTRY_DEFAULTS["options"], _ENTRY_VALUES
        n_defaults = len(defaults)
        entries: dict[str, ArmyEntry] = {}
        for row in rows:
            if type(row) is not dict:
                return None
            entry = new(ArmyEntry)
            fields = {**defaults, **row}
            # the members taken are the defaults' and a label (_SAVED_ENTRY_KEYS): a member beyond the defaults'
            # must be the label, and a word
            extra = len(fields) - n_defaults
            if extra and (extra > 1 or type(fields.get("label")) is not str):
                return None
            set_fields(entry, fields)
            eid, profile, models, general, unit, role, options, points, outside = values(fields)
            if type(eid) is not str or not 0 < len(eid) <= 200 or type(profile) is not str \
                    or not 0 < len(profile) <= 200 or type(models) is not int or not 1 <= models <= 10000 \
                    or general is not False and general is not True or unit is not None and type(unit) is not str \
                    or role is not None and (type(role) is not str or role not in roles) \
                    or points is not None and (type(points) is not int and type(points) is not float
                                               or not 0 <= points <= 1000000000) \
                    or outside is not False and outside is not True:
                return None
            if options is not no_options:  # the file's
                if type(options) is not list:
                    return None
                for option in options:
                    if type(option) is not str:
                        return None
                fields["options"] = tuple(options)
            entries[eid] = entry
        return cls._filled(name, ruleset, faction, catalogue, limit, None, gold, notes, {}, entries, {})

    def entry_cost(self, entry: ArmyEntry, catalogue: Catalogue) -> float:
        """Points for one entry: those the entry states (an imported roster's), else its catalogue price."""
        if entry.points is not None:
            return entry.points
        return catalogue_price(entry, catalogue)

    def total_cost(self, catalogue: Catalogue, command_costs: dict[str, float] | None = None) -> float:
        """Points of the entries, plus each command's general at ``command_costs[rating]`` when given."""
        total = sum(self.entry_cost(e, catalogue) for e in self.entries.values())
        if command_costs:
            total += sum(command_costs.get(c.rating, 0.0) for c in self.commands.values())
        return total

    def command_units(self, command_id: str) -> list[ArmyEntry]:
        """The entries assigned to a command, in list order."""
        return [e for e in self.entries.values() if e.command == command_id]

    def attached(self, unit_id: str, role: str | None = None) -> list[ArmyEntry]:
        """Entries joined to a unit, optionally only those with ``role``."""
        return [e for e in self.entries.values()
                if e.attached_to == unit_id and (role is None or e.role == role)]

    def __repr__(self) -> str:
        return f"ArmyList({self.name!r}, {len(self.entries)} entries)"
