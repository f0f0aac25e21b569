"""Rulesets: each game system's numbers, as data, each with its rulebook reference.

A ruleset is a JSON file (``resources/rulesets/<id>.json``, format in
``docs/rulesets.md``). Every number is a *ruled value*: ``{"value": ..., "ref": ...}``
when a rulebook gives it, ``{"value": ..., "setting": ...}`` when it is an
organiser setting with a default. Users add or override rulesets by putting files
in a folder named by ``WARTABLE_RULESETS`` or in their user data folder.
"""
from __future__ import annotations

import marshal
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from resources import RULESETS

from . import pins
from .errors import DocumentError
from .i18n import msg
from .jsonutil import check_schema, read_json
from .units import DEFAULT_UD_MM, Unit, to_mm


def user_ruleset_dir() -> Path:
    """The per-user folder read for extra or overriding rulesets."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("wartable", appauthor=False)) / "rulesets"


def ruleset_dirs() -> list[Path]:
    """Folders searched, later ones overriding earlier ones."""
    key = tuple(os.environ.get(k, "") for k in ("WARTABLE_RULESETS", "HOME", "XDG_DATA_HOME", "APPDATA"))
    return list(_ruleset_dirs(key))


@lru_cache(maxsize=16)
def _ruleset_dirs(env_key: tuple) -> tuple[Path, ...]:
    # Cached per environment: the user folder lookup (platformdirs) is slow for a batch of files.
    dirs = [RULESETS]
    env = env_key[0]
    dirs += [Path(p) for p in env.split(os.pathsep) if p]
    dirs.append(user_ruleset_dir())
    return tuple(dirs)


def _is_ruled(node: Any) -> bool:
    return isinstance(node, dict) and "value" in node and ("ref" in node or "setting" in node)


#: fields that are text people read, wherever they sit in a ruleset (a list item's name, a value's
#: note or organiser-setting reason, a race's notes, an event's text); ``ref`` is the rulebook's own
#: words and is never translated, ``book_name`` is the rulebook's term matched in army lists
DISPLAY_KEYS = ("name", "note", "notes", "victory", "text", "power", "setting", "source")


def display_texts(data: dict) -> dict[str, str]:
    """Every display text of a ruleset's data by the dotted path its ``translations`` use: list
    items by their ``id``, a ruled value's own ``value`` left out of the path (as in
    :meth:`Ruleset.node`). A name with a ``name_es`` beside it carries its Spanish already."""
    out: dict[str, str] = {}

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            ruled = _is_ruled(node)
            for k, v in node.items():
                if not path and k == "translations":
                    continue
                if isinstance(v, str):
                    if k in DISPLAY_KEYS and v.strip() and not (k == "name" and node.get("name_es")):
                        out[f"{path}.{k}" if path else k] = v
                elif ruled and k == "value":
                    walk(v, path)
                else:
                    walk(v, f"{path}.{k}" if path else k)
        elif isinstance(node, list):
            for x in node:
                if isinstance(x, dict) and isinstance(x.get("id"), str):
                    walk(x, f"{path}.{x['id']}")

    walk(data, "")
    return out


_MISSING = object()  # not worked out yet
_MISSING_NODE = object()  # no such value in the ruleset


def plain(node: Any) -> Any:
    """A ruleset subtree with every ruled value replaced by its bare value."""
    if _is_ruled(node):
        return plain(node["value"])
    if isinstance(node, dict):
        return {k: plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    return node


class Ruleset:
    """One game system's numbers and catalogues, loaded from a validated file."""

    #: Fields of a terrain kind (and similar entries) that are lengths in the ruleset's unit.
    LENGTH_FIELDS = {"height", "width", "depth", "range", "separation"}

    def __init__(self, data: dict, path: Path | None = None):
        self.data = data
        self.path = path
        self.id: str = data["id"]
        #: (dotted path, language) -> what :meth:`value` returns there (lists and objects marshalled)
        self._values: dict[tuple[str, str], Any] = {}
        self.unit = Unit(data.get("unit", "mm"))
        ud = data.get("ud_mm")
        self.ud_mm: float = float(plain(ud)) if ud is not None else DEFAULT_UD_MM

    def __repr__(self) -> str:
        return f"Ruleset({self.id!r})"

    @property
    def name(self) -> str:
        """The game's name in the chosen language (``translations`` ``name``), else as written."""
        return self.text("name", self.data["name"])

    def cites_itself(self, ref: str) -> bool:
        """Whether a rulebook reference already names the game (``Kensei 2.5 p.34``)."""
        return self.data["name"].split()[0] in ref

    def for_document(self, doc) -> "Ruleset":
        """This ruleset with the document's own UD length (``doc.ud_mm``, a table's base width):
        every length of the ruleset in UD, and every setting given in UD, is converted with it.
        The same object when the document has no UD length of its own or the same one."""
        ud = getattr(doc, "ud_mm", None)
        if ud is None or float(ud) == self.ud_mm or not float(ud) > 0:
            return self
        views = self.__dict__.setdefault("_ud_views", {})
        view = views.get(float(ud))
        if view is None:
            view = object.__new__(Ruleset)
            view.__dict__.update({k: v for k, v in self.__dict__.items() if k != "_ud_views"})
            view.ud_mm = float(ud)
            views[float(ud)] = view
        return view

    # -- raw access -------------------------------------------------------
    def node(self, dotted: str) -> Any:
        """The raw node at ``a.b.c`` (list items addressed by their ``id``); None when absent."""
        node: Any = self.data
        for part in dotted.split("."):
            if isinstance(node, dict) and _is_ruled(node):
                node = node["value"]
            if isinstance(node, dict):
                node = node.get(part)
            elif isinstance(node, list):
                node = next((x for x in node if isinstance(x, dict) and x.get("id") == part), None)
            else:
                return None
            if node is None:
                return None
        return node

    def value(self, dotted: str, default: Any = None) -> Any:
        """The bare value at ``dotted`` (``"sight.field_of_view"`` -> 180); the names of a list's
        items (``campaign.terrains``) in the chosen language.

        Worked out once per path and language (the rules of a folder of files ask for the same few
        values thousands of times); a list or an object comes back as a fresh copy each call, so a
        caller may change what it gets without changing the ruleset's answer to the next one."""
        from .i18n import language

        key = (dotted, language())
        hit = self._values.get(key, _MISSING)
        if hit is _MISSING:
            hit = self._values[key] = self._value(dotted)
        if type(hit) is bytes:  # a list or an object, kept marshalled: unmarshalled, it is a deep copy
            return marshal.loads(hit)
        return default if hit is _MISSING_NODE else hit

    def _value(self, dotted: str) -> Any:
        """What :meth:`value` returns for ``dotted`` (``_MISSING_NODE`` when absent), a list or an
        object as its ``marshal`` bytes."""
        node = self.node(dotted)
        if node is None:
            return _MISSING_NODE
        out = plain(node)
        if type(out) is list and self._translations():
            out = [self._localised(x, dotted) if isinstance(x, dict) else x for x in out]
        return marshal.dumps(out) if type(out) is list or type(out) is dict else out

    #: fields of list items that are display text (translated through the ``translations`` block)
    DISPLAY_FIELDS = tuple(k for k in DISPLAY_KEYS if k != "source")

    def _translations(self) -> dict:
        """This ruleset's texts in the chosen language: dotted path -> text (empty in English)."""
        from .i18n import language

        block = self.data.get("translations")
        if not isinstance(block, dict):
            return {}
        return block.get(language()) or {}

    def _localised(self, entry: dict, collection: str) -> dict:
        """A copy of a list item with its display fields in the chosen language."""
        table = self._translations()
        if not table or "id" not in entry:
            return entry
        prefix = f"{collection}.{entry['id']}."
        hits = {k: table[prefix + k] for k in self.DISPLAY_FIELDS if prefix + k in table}
        return entry | hits if hits else entry

    def ref(self, dotted: str) -> str:
        """Where the value at ``dotted`` comes from, for a finding's reference."""
        node = self.node(dotted)
        if not _is_ruled(node):
            return f"{self.name}"
        if "ref" in node:
            ref = self.ref_text(node["ref"], dotted)
            return ref if self.cites_itself(ref) else f"{self.name}, {ref}"
        from .i18n import SOURCE_LANGUAGE, language, msg

        why = self._translations().get(f"{dotted}.setting")
        if why is None and language() == SOURCE_LANGUAGE:
            why = node["setting"]
        if why is None:  # not translated: the reason stays out rather than in another language
            return msg("ruleset.setting-short", "{ruleset}: organiser setting", ruleset=self.name)
        return msg("ruleset.setting", "{ruleset}: organiser setting ({why})", ruleset=self.name, why=why)

    def ref_text(self, ref: str, dotted: str | None = None) -> str:
        """A rulebook reference in the chosen language: the rulebook's own section titles stay as
        they are, the words naming the source are translated (``translations`` keys
        ``ref:<start of a reference>``; ``<dotted>.ref`` for one reference as a whole)."""
        table = self._translations()
        if not table:
            return ref
        whole = table.get(f"{dotted}.ref") if dotted else None
        if isinstance(whole, str) and whole:
            return whole
        for key, text in table.items():
            if key.startswith("ref:") and ref.startswith(key[4:]) and isinstance(text, str):
                return text + ref[len(key) - 4:]
        return ref

    def is_setting(self, dotted: str) -> bool:
        node = self.node(dotted)
        return _is_ruled(node) and "setting" in node

    def length(self, dotted: str, default: float | None = None) -> float | None:
        """The length at ``dotted`` converted to millimetres (None when the value is null)."""
        value = self.value(dotted)
        if value is None:
            return default
        return to_mm(float(value), self.unit, self.ud_mm)

    def to_mm(self, value: float) -> float:
        return to_mm(value, self.unit, self.ud_mm)

    # -- catalogues ---------------------------------------------------------
    def _entries(self, dotted: str) -> list[dict]:
        node = self.node(dotted)
        return list(node) if isinstance(node, list) else []

    def _resolved(self, entry: dict) -> dict:
        out = plain(entry)
        for key in self.LENGTH_FIELDS & out.keys():
            if isinstance(out[key], (int, float)) and not isinstance(out[key], bool):
                out[key] = self.to_mm(out[key])
        return out

    def terrain_kinds(self) -> list[dict]:
        """Terrain kinds with plain values; heights in mm; names in the chosen language."""
        return [self._localised(self._resolved(k), "terrain_kinds") for k in self._entries("terrain_kinds")]

    def terrain_kind(self, kind_id: str) -> dict | None:
        node = self.node(f"terrain_kinds.{kind_id}")
        return self._localised(self._resolved(node), "terrain_kinds") if isinstance(node, dict) else None

    def markers(self) -> list[dict]:
        return [self._localised(plain(m), "markers") for m in self._entries("markers")]

    def marker_kind(self, kind_id: str) -> dict | None:
        node = self.node(f"markers.{kind_id}")
        return self._localised(plain(node), "markers") if isinstance(node, dict) else None

    def scenarios(self) -> list[dict]:
        return [self._localised(plain(s), "scenarios") for s in self._entries("scenarios")]

    def scenario(self, scenario_id: str) -> dict | None:
        node = self.node(f"scenarios.{scenario_id}")
        return self._localised(plain(node), "scenarios") if isinstance(node, dict) else None

    def table_presets(self) -> list[dict]:
        return [self._localised(self._resolved(p), "table_presets") for p in self._entries("table_presets")]

    def deployment_presets(self) -> list[dict]:
        return [self._localised(self._resolved(p), "deployment_presets")
                | {"depth": self.length(f"deployment_presets.{p['id']}.depth")}
                for p in self._entries("deployment_presets")]

    def volumes(self) -> list[dict]:
        """Model volumes with heights in mm; names in the chosen language."""
        return [self._localised(self._resolved(v), "volumes") for v in self._entries("volumes")]

    def volume(self, volume_id: str) -> float | None:
        """A model volume's height in mm (Kensei V1-V4)."""
        return self.length(f"volumes.{volume_id}.height")

    def text(self, dotted: str, default: Any = None) -> str:
        """Display text at ``dotted`` (``terrain_kinds.house.name``) in the current language.

        A ruleset may carry ``"translations": {"es": {dotted: text}}``; without one (a user
        ruleset written in one language) the text is shown as written."""
        from .i18n import pick

        hit = self._translations().get(dotted)
        if isinstance(hit, str) and hit:
            return hit
        if default is None:
            default = self.node(dotted)
            if isinstance(default, dict) and _is_ruled(default):
                default = default.get("value")
        return pick(default)

    def serves(self, kind: str) -> bool:
        documents = self.data.get("documents", [])
        if kind == "event":  # an event gathers the ruleset's tables and army lists
            return "table" in documents or "army" in documents
        return kind in documents


def _read_ruleset(path: Path) -> Ruleset:
    data = read_json(path)
    check_schema(data, "ruleset", path)
    return Ruleset(data, path)


@lru_cache(maxsize=None)
def _catalogue(dirs: tuple[Path, ...]) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for d in dirs:
        if d.is_dir():
            for f in sorted(d.glob("*.json")):
                found[f.stem] = f
    return found


def available_rulesets() -> dict[str, Path]:
    """Ruleset id -> file, built-ins first, user files overriding them."""
    return dict(_catalogue(tuple(ruleset_dirs())))


_loaded: dict[Path, tuple[float, Ruleset]] = {}


def load_ruleset(ruleset_id: str, path=None, field: str = "ruleset") -> Ruleset:
    """The ruleset with this id; DocumentError naming ``path``/``field`` when it is unknown or broken.

    The file is re-read when it changes on disk, except inside :func:`model.pins.pinned`.
    """
    key = ("ruleset", ruleset_id)
    hit = pins.get(key)
    return hit if hit is not None else pins.put(key, _load_ruleset(ruleset_id, path, field))


def _load_ruleset(ruleset_id: str, path, field: str) -> Ruleset:
    files = available_rulesets()
    file = files.get(ruleset_id)
    if file is None:
        _catalogue.cache_clear()
        file = available_rulesets().get(ruleset_id)
    if file is None:
        raise DocumentError(path, field, msg("ruleset.unknown", "names the unknown ruleset {id}", id=repr(ruleset_id)),
                            msg("ruleset.one-of", "one of {ids}", ids=", ".join(sorted(files))))
    mtime = file.stat().st_mtime
    cached = _loaded.get(file)
    if cached and cached[0] == mtime:
        return cached[1]
    ruleset = _read_ruleset(file)
    if ruleset.id != ruleset_id:
        raise DocumentError(file, "id", msg("ruleset.id-mismatch", "is {id} but the file is named {file}",
                                            id=repr(ruleset.id), file=file.name),
                            msg("ruleset.expect-id", "id {id}", id=repr(ruleset_id)))
    _loaded[file] = (mtime, ruleset)
    return ruleset
