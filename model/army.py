"""Army lists and the catalogues of profiles they are built from.

A catalogue is a data file of profiles (cost, class, troop type, unit sizes...).
An army list names a catalogue and lists entries: a unit (``models`` of one
profile) or a single character. A character joins a unit through
``attached_to`` with a ``role``: ``"leader"`` (Kensei unit leader), ``"banner"``
(Kensei Hata-Jurushi), ``"champion"`` (Warhammer command group) or
``"character"`` (a Warhammer character joined to the unit).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from .document import Document

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

    @property
    def single(self) -> bool:
        """Fielded on its own rather than in units (unique, legendary and leaders)."""
        return self.unique or self.legendary or self.leader

    def missile_types(self) -> set[str]:
        return {w.type or w.name for w in self.weapons if w.kind == "missile"}


class Catalogue(Document):
    """A data file of profiles for one ruleset (ours ship only example data)."""

    KIND = "catalogue"
    COLLECTIONS = ("profiles",)
    FIELDS = ("id", "name", "ruleset", "faction", "example", "notes")

    def __init__(self, id: str, name: str, ruleset: str, profiles: Iterable[Profile] = (),
                 faction: str = "", example: bool = False, notes: str = ""):
        self.id = id
        self.name = name
        self.ruleset = ruleset
        self.faction = faction
        self.example = example
        self.notes = notes
        self.profiles: dict[str, Profile] = {p.id: p for p in profiles}

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

    @classmethod
    def from_json(cls, row: dict) -> "ArmyEntry":
        """An entry from its schema-checked JSON object (the keys are field names, the types right).

        Fills the instance's fields directly instead of going through the frozen dataclass's
        ``__init__``, which sets each field with ``object.__setattr__``: three times faster, and
        a folder of army lists builds thousands of entries. The result equals
        ``ArmyEntry(**row)`` with ``options`` as a tuple (tests compare the two).
        """
        entry = object.__new__(cls)
        fields = entry.__dict__
        fields.update(_ENTRY_DEFAULTS)
        fields.update(row)
        if "options" in row:
            fields["options"] = tuple(row["options"])
        return entry


_ENTRY_DEFAULTS = {"models": 1, "general": False, "attached_to": None, "role": None, "options": (), "label": ""}


@dataclass(frozen=True)
class CampaignRef:
    """The campaign that sets an army's size: a file (relative to the list) and the player."""

    file: str
    player: str


class ArmyList(Document):
    """An army list for one battle or campaign turn."""

    KIND = "army"
    COLLECTIONS = ("entries",)
    FIELDS = ("name", "ruleset", "faction", "catalogue", "points_limit", "campaign", "gold", "notes", "settings")

    def __init__(self, name: str, ruleset: str, catalogue: str, entries: Iterable[ArmyEntry] = (),
                 faction: str = "", points_limit: float | None = None, campaign: CampaignRef | None = None,
                 gold: float = 0.0, notes: str = "", settings: dict[str, Any] | None = None):
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

    def entry_cost(self, entry: ArmyEntry, catalogue: Catalogue) -> float:
        """Points for one entry: the profile's cost per model plus its options."""
        profile = catalogue.profiles.get(entry.profile)
        if profile is None:
            return 0.0
        options = {o.id: o.cost for o in profile.options}
        return profile.cost * entry.models + sum(options.get(o, 0.0) for o in entry.options)

    def total_cost(self, catalogue: Catalogue) -> float:
        return sum(self.entry_cost(e, catalogue) for e in self.entries.values())

    def attached(self, unit_id: str, role: str | None = None) -> list[ArmyEntry]:
        """Entries joined to a unit, optionally only those with ``role``."""
        return [e for e in self.entries.values()
                if e.attached_to == unit_id and (role is None or e.role == role)]

    def __repr__(self) -> str:
        return f"ArmyList({self.name!r}, {len(self.entries)} entries)"
