"""Findings: what a validator reports, in a form people and the editor can act on."""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Mapping

from model.i18n import language, lazy_msg, rendered_cache

if TYPE_CHECKING:
    from shapely.geometry.base import BaseGeometry


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return _RANK[self.value]


_RANK = {"error": 0, "warning": 1, "info": 2}


@dataclass(frozen=True, init=False)
class Location:
    """Where a finding is: a shape on the table (mm), hexes of a campaign map, or a path into
    the document's JSON (``entries[2].models``). Any combination may be given."""

    geometry: BaseGeometry | None = None
    hexes: tuple[tuple[int, int], ...] = ()
    path: str | None = None

    def __init__(self, geometry: BaseGeometry | None = None, hexes: tuple[tuple[int, int], ...] = (),
                 path: str | None = None):
        # the fields filled in directly: the frozen dataclass's own __init__ sets each through
        # object.__setattr__, at about twice the cost, and a folder of army lists makes thousands
        fields = self.__dict__
        fields["geometry"] = geometry
        fields["hexes"] = hexes
        fields["path"] = path

    def to_dict(self) -> dict:
        out: dict[str, Any] = {}
        if self.geometry is not None and not self.geometry.is_empty:
            from model.geometry import geometry_to_json

            try:
                out["geometry"] = geometry_to_json(self.geometry)
            except TypeError:
                out["geometry"] = {"type": "wkt", "coordinates": self.geometry.wkt}
        if self.hexes:
            out["hexes"] = [list(h) for h in self.hexes]
        if self.path:
            out["path"] = self.path
        return out


#: What a finding rests on: a rule of the game's rulebook, an organiser setting (a default or
#: an event's choice that no rulebook gives), the file format (a document that cannot be
#: read as the format says), or the data of the catalogue the list is built from (an imported
#: BattleScribe catalogue's limits, cited with its revision). docs/validators.md, "Basis".
RULEBOOK, SETTING, FORMAT, CATALOGUE = "rulebook", "setting", "format", "catalogue"
BASES = (RULEBOOK, SETTING, FORMAT, CATALOGUE)


@dataclass(frozen=True)
class Finding:
    """One problem (or fact) a rule reports about a document.

    ``basis`` says what it rests on (:data:`BASES`)."""

    rule: str
    severity: Severity
    message: str
    reference: str
    location: Location = field(default_factory=Location)
    subjects: tuple[str, ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict)
    setting: str | None = None
    file: str | None = None
    basis: str = RULEBOOK

    @classmethod
    def make(cls, rule: str, severity: Severity, message: str, reference: str, location: Location,
             subjects: tuple[str, ...], data: Mapping[str, Any], setting: str | None, file: str | None,
             basis: str) -> "Finding":
        """``Finding(...)`` with every field given, filled in directly rather than through the frozen
        dataclass's ``__init__`` (which sets each field with ``object.__setattr__``): a folder of
        army lists makes thousands. Equal to the finding ``__init__`` makes (a test compares)."""
        f = object.__new__(cls)
        _set_fields(f, {"rule": rule, "severity": severity, "message": message, "reference": reference,
                        "location": location, "subjects": subjects, "data": data, "setting": setting, "file": file,
                        "basis": basis})
        return f

    @property
    def message_id(self) -> str | None:
        """The stable id of the message (``model.i18n``), whatever language it was rendered in."""
        return getattr(self.message, "id", None)

    def to_dict(self) -> dict:
        out = {
            "rule": self.rule,
            "severity": self.severity._value_,  # the plain attribute behind .value
            "basis": self.basis,
            "message": str(self.message),
            "reference": self.reference,
            "location": self.location.to_dict(),
            "subjects": list(self.subjects),
        }
        mid = self.message_id
        if mid is not None:
            out["message_id"] = mid
            if self.message.params:
                out["params"] = _jsonable(self.message.params_json())
        if self.data:
            out["data"] = _jsonable(self.data)
        if self.setting:
            out["setting"] = self.setting
        if self.file:
            out["file"] = self.file
        return out

    def one_line(self) -> str:
        where = f"{self.file}: " if self.file else ""
        key = (self.severity, self.rule, self.basis, self.reference, language())
        hit = _LINE_PARTS.get(key)
        if hit is None:  # a folder's findings repeat a few rules, severities and references thousands of times
            hit = (f"{severity_word(self.severity)}: {self.rule}: ", f" [{self.grounds()}]")
            if len(_LINE_PARTS) >= 4096:
                _LINE_PARTS.clear()
            _LINE_PARTS[key] = hit
        return f"{where}{hit[0]}{self.message}{hit[1]}"

    def grounds(self) -> str:
        """What the finding rests on and its reference, "rulebook: Kensei 2.5 p.22"; a reference that
        already says it is an organiser setting is not told so twice."""
        key = (self.basis, self.reference, language())
        hit = _GROUNDS.get(key)
        if hit is None:  # a folder's findings cite a few references thousands of times
            word = basis_word(self.basis)
            if not self.reference:
                hit = word
            else:
                hit = self.reference if word.lower() in self.reference.lower() else f"{word}: {self.reference}"
            if len(_GROUNDS) >= 4096:
                _GROUNDS.clear()
            _GROUNDS[key] = hit
        return hit


#: a finding's fields given at once, as a new dict (in the order of the dataclass's fields, as ``__init__``
#: would store them): the instance's ``__dict__`` slot set directly
_set_fields = Finding.__dict__["__dict__"].__set__
#: (basis, reference, language) -> the grounds a finding's line ends with
_GROUNDS: dict[tuple[str, str, str], str] = rendered_cache()
#: (severity, rule, basis, reference, language) -> the words of a finding's line before its message and after it
_LINE_PARTS: dict[tuple, tuple[str, str]] = rendered_cache()


_SEVERITY_WORDS = {
    "error": lazy_msg("severity.error", "error"),
    "warning": lazy_msg("severity.warning", "warning"),
    "info": lazy_msg("severity.info", "info"),
}


def severity_word(severity: Severity | str) -> str:
    """"error", "warning", "info" in the current language (the JSON keeps the English values)."""
    key = (severity, language())
    hit = _SEVERITY_RENDERED.get(key)
    if hit is None:
        hit = _SEVERITY_RENDERED[key] = _SEVERITY_WORDS[Severity(severity).value].render()
    return hit


_SEVERITY_RENDERED: dict[tuple[Severity | str, str], str] = rendered_cache()


_BASIS_WORDS = {
    "rulebook": lazy_msg("basis.rulebook", "rulebook"),
    "setting": lazy_msg("basis.setting", "organiser setting"),
    "format": lazy_msg("basis.format", "file format"),
    "catalogue": lazy_msg("basis.catalogue", "catalogue data"),
}


def basis_word(basis: str) -> str:
    """What a finding rests on, in the current language (the JSON keeps the English values)."""
    word = _BASIS_WORDS.get(basis)
    return word.render() if word is not None else basis


def _is_geometry(value: Any) -> bool:
    """A shapely shape (without importing shapely: if it is not loaded, nothing is a shape)."""
    base = sys.modules.get("shapely.geometry.base")
    return base is not None and isinstance(value, base.BaseGeometry)


def _jsonable(value: Any) -> Any:
    kind = type(value)
    if kind is float:
        return round(value, 4)
    if kind is int or kind is str or kind is bool or value is None:  # the commonest, answered first
        return value
    if kind is dict:  # a finding's data and parameters
        return {k if type(k) is str else str(k): _jsonable(v) for k, v in value.items()}
    if _is_geometry(value):
        from model.geometry import geometry_to_json

        return geometry_to_json(value) if value.geom_type in ("Point", "LineString", "Polygon") else value.wkt
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_jsonable(v) for v in value]
    if isinstance(value, float):
        return round(value, 4)
    if hasattr(value, "item"):  # numpy scalars
        return _jsonable(value.item())
    return value


def sort_findings(findings: list[Finding]) -> list[Finding]:
    """Errors first, then warnings, then information; stable within each."""
    first = findings[0].severity if findings else None
    for f in findings:
        if f.severity is not first:
            return sorted(findings, key=lambda f: f.severity.rank)
    return list(findings)  # one severity (most lists): already in order
