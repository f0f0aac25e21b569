"""What an import gives back: the document, the names that did not match, what was left out."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from model.display import quoted
from model.i18n import msg


#: names a note lists before it only counts the rest
NAMES_SHOWN = 8


def named(names: list[str], quote: bool = True) -> str:
    """Names quoted (unless ``quote`` is false: phrases that quote their own names) and joined, the first
    :data:`NAMES_SHOWN`, then how many more."""
    shown = ", ".join(quoted(n) if quote else n for n in names[:NAMES_SHOWN])
    if len(names) > NAMES_SHOWN:
        return msg("import.and-more", "{names} and {count} more", names=shown, count=len(names) - NAMES_SHOWN)
    return shown


@dataclass(frozen=True)
class Unmatched:
    """A name of the imported file that matched nothing in the catalogue.

    ``kind`` is ``"unit"`` (a unit or character: a roster's is kept as not in the catalogue, a pasted
    list's left out) or ``"option"`` (an
    upgrade of an entry that was kept without it); ``where`` says where the file has it
    ("line 4", "force 'Empire', selection 3"); ``within`` names the entry an option belongs to;
    ``suggestion`` is the closest profile (or option) name, if any is close.
    """

    name: str
    kind: str
    where: str
    within: str = ""
    suggestion: str | None = None
    profile: str = ""  # for an option: the profile id of the entry it belongs to

    def one_line(self) -> str:
        if self.kind == "option":
            text = msg("import.unmatched-option", "{where}: option {name} of {within} matches nothing in the catalogue",
                       where=self.where, name=quoted(self.name), within=quoted(self.within))
        else:
            text = msg("import.unmatched-unit", "{where}: unit {name} matches nothing in the catalogue",
                       where=self.where, name=quoted(self.name))
        if self.suggestion:
            text = msg("import.unmatched-closest", "{text} (closest: {closest})", text=text,
                       closest=quoted(self.suggestion))
        return text


@dataclass
class ImportResult:
    """An imported army list or catalogue and what the organiser should look at."""

    document: Any
    unmatched: list[Unmatched] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what could not be carried over, totals that differ
    source: str = ""
    stated_points: float | None = None  # the total the imported file states (a roster's), if any
    list_points: float | None = None  # the imported list's total
    #: how a roster's units were matched to the catalogue: "id" (the data entry), "name", "mapping" -> count
    matched_by: dict[str, int] = field(default_factory=dict)

    @property
    def clean(self) -> bool:
        return not self.unmatched

    @property
    def complete(self) -> bool:
        """Everything was carried: no name unmatched, nothing noted."""
        return not self.unmatched and not self.notes
