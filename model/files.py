"""Wartable files: one JSON envelope, versioned, loaded strictly and saved atomically.

Loading goes raw JSON -> envelope and version check -> ordered upgrade functions
-> schema check -> model objects -> references (ruleset, catalogue). Any
problem raises :class:`~model.errors.DocumentError` naming the file, the field
and what was expected; nothing is half-loaded. Saving writes a temporary file in
the same folder, flushes and fsyncs it, then renames it over the target.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from . import pins, upgrades
from .atomic import DEAD_TEMPORARY_SECONDS, remove_dead_temporaries, write_atomic  # noqa: F401
from .errors import DocumentError
from .i18n import lazy_msg, msg
from .jsonutil import (MAX_INT, check_schema, fast_check, json_type_words, lone_surrogate, parse_json, plain_object,
                       read_text, surrogate_path)
from .limits import check_containers, check_limits
from .ruleset import load_ruleset

if TYPE_CHECKING:
    from shapely.geometry import Polygon

    from .army import ArmyList, Catalogue, Constraint

    from .campaign import CampaignDocument
    from .table import TableDocument

# Tables and campaigns bring shapely, numpy and networkx: they are imported where a table
# or a campaign is read or written, so checking army lists starts without them; likewise the army
# lists' and catalogues' model (a score of dataclasses, about 20 ms to import) is imported where
# one is read or written, so opening a table or a campaign map does without it.

# the envelope's constants and the upgrade chain live in a module of their own, light enough
# for the window's first picture to read every version the same way
FORMAT, FORMAT_VERSION, KINDS, UPGRADES = upgrades.FORMAT, upgrades.FORMAT_VERSION, upgrades.KINDS, upgrades.UPGRADES

Document = "TableDocument | CampaignDocument | ArmyList | Catalogue"

#: Checks of a document's ``settings`` section run when it is read, ``check(settings, path)``
#: raising DocumentError: the validators register the kinds of their rules' parameters here.
SETTINGS_CHECKS: list[Callable[[dict, Any], None]] = []


# -- envelope and versions -----------------------------------------------------

#: each kind of document "a table file", in words
KIND_FILES = {"table": lazy_msg("file.kind.table", "a table file"),
              "campaign": lazy_msg("file.kind.campaign", "a campaign map file"),
              "army": lazy_msg("file.kind.army", "an army list file"),
              "catalogue": lazy_msg("file.kind.catalogue", "a catalogue file"),
              "event": lazy_msg("file.kind.event", "an event file")}


def kind_file(kind: str) -> str:
    return str(KIND_FILES.get(kind, kind))


def wrong_kind(path, found: str, wanted: str) -> DocumentError:
    """The error for a file of another kind than the one asked for (a table where a catalogue goes)."""
    return DocumentError(path, "kind", msg("file.is-other-kind", "is {found}, not {wanted}", found=kind_file(found),
                                           wanted=kind_file(wanted)), f'"{wanted}"')


def _versions() -> str:
    return msg("file.expect-version", "an integer from 1 to {newest}", newest=FORMAT_VERSION)


def _json_type(value) -> str:
    return json_type_words(value)


def check_envelope(data: Any, path) -> dict:
    """The document dict brought up to :data:`FORMAT_VERSION`, or DocumentError."""
    if type(data) is dict and data.get("format") == FORMAT and type(data.get("format_version")) is int \
            and data["format_version"] == FORMAT_VERSION and data.get("kind") in KINDS:
        return data  # a current document (nearly every one): nothing to say, nothing to upgrade
    if not isinstance(data, dict):
        raise DocumentError(path, "", msg("file.not-object", "is {type}, not an object", type=_json_type(data)),
                            msg("file.expect-object", "a Wartable document object"))
    if data.get("format") != FORMAT:
        raise DocumentError(path, "format", msg("file.not-wartable", "is {value}, not a Wartable file",
                                                value=json.dumps(data.get("format"), ensure_ascii=False)),
                            '"format": "wartable"')
    version = data.get("format_version")
    if version is None:
        raise DocumentError(path, "format_version", msg("file.field-missing", "is missing"), _versions())
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DocumentError(path, "format_version", msg("file.unknown-version", "is {value}, not a known version",
                                                        value=json.dumps(version, ensure_ascii=False)), _versions())
    if version > FORMAT_VERSION:
        raise DocumentError(path, "format_version",
                            msg("file.newer-version", "is {version}: written by a newer Wartable (this one reads up "
                                "to {newest})", version=version, newest=FORMAT_VERSION), _versions())
    kind = data.get("kind")
    if kind not in KINDS:
        raise DocumentError(path, "kind", msg("file.unknown-kind", "is {value}, an unknown kind of document",
                                              value=json.dumps(kind, ensure_ascii=False)),
                            msg("file.one-of", "one of {values}", values=", ".join(f'"{k}"' for k in KINDS)))
    return upgrades.upgrade(data, version)


# -- loading -----------------------------------------------------------------------

def load(path: str | Path) -> Document:
    """Read a Wartable document from ``path``."""
    name = os.fspath(path)  # what the reading and parsing errors name; the document's, ``path`` itself
    text = read_text(name)
    if text.startswith(_ARMY_HEAD):
        doc = _current_army(text, name, path)
        if doc is not None:
            return doc
    return from_dict(parse_json(text, name), path)


#: how Wartable's own save (:func:`dumps`) begins an army list of the current format version
_ARMY_HEAD = '{\n "format": "%s",\n "format_version": %d,\n "kind": "army",\n' % (FORMAT, FORMAT_VERSION)


def _current_army(text: str, name: str, path) -> ArmyList | None:
    """The army list of a file Wartable saved, read the short way; None whenever the usual way
    (:func:`parse_json`, then :func:`from_dict`) might say anything else, which then reads it.

    A folder of lists reads a thousand: the usual way parses numbers through Python functions that
    refuse NaN, infinite and huge numbers, and counts the text's brackets to refuse JSON nested too
    deeply, which together cost about a fifth of the parse. Here the JSON decoder parses on its own,
    and the compiled schema check (the usual way's next step but one) vouches for the rest: every
    value has a type and nearly every number a range there (which NaN, an infinite or a huge number
    fails); the numbers it bounds on one side only are tested here (:data:`_UNBOUNDED`); a text
    without a backslash holds no half character (only a ``\\u`` escape makes one); and a list without
    settings of its own is a few levels deep. From there on it is the usual way: limits, model,
    ruleset."""
    check_containers(text, name)  # parse_json's first step: the same error first
    data = plain_object(text)
    if data is None or "\\" in text or data.get("settings") or data.get("format") != FORMAT or \
            data.get("kind") != "army" or type(data.get("format_version")) is not int or \
            data["format_version"] != FORMAT_VERSION:
        return None
    # a list in the shape Wartable writes is checked as it is read (nearly every list of a folder)
    doc = _army_module().ArmyList.from_saved(data)
    if doc is None:
        fast = fast_check("army")
        if fast is None or not fast(data):
            return None
        for parent, keys in _UNBOUNDED_IN:  # (the schema check has passed: each parent an object or absent)
            node = data.get(parent) if parent else data
            if node is not None:
                for key in keys:
                    value = node.get(key)
                    if value is not None and not (-MAX_INT <= value <= MAX_INT):  # NaN fails too
                        return None
    check_limits("army", data, path)
    if doc is None:
        doc = _army(data, path)
    elif len(doc.entries) != len(data["entries"]):  # as _army: a repeated entry id
        _unique(data["entries"], "id", "entries", path)
    load_ruleset(doc.ruleset, path, "ruleset")
    return doc


#: (the object, "" for the list itself; the member) of each number the army schema bounds on one side
#: only, or not at all: a test reads the schema for them
_UNBOUNDED = (("", "points_limit"), ("", "gold"), ("campaign", "turn"), ("campaign", "battle"))
#: :data:`_UNBOUNDED` by the object that holds them: (the object, its members)
_UNBOUNDED_IN = tuple((parent, tuple(k for p, k in _UNBOUNDED if p == parent))
                      for parent in dict.fromkeys(p for p, _ in _UNBOUNDED))


def from_dict(data: Any, path=None) -> Document:
    """Build a document from its parsed JSON (``path`` only names it in errors)."""
    data = check_envelope(data, path)
    kind = data["kind"]
    check_limits(kind, data, path)  # first: explaining a schema problem of a huge list is slow too
    check_schema(data, kind, path)
    if data.get("settings"):
        for check in tuple(SETTINGS_CHECKS):  # a check may register others (the editor's first one)
            check(data["settings"], path)
    doc = _BUILDERS[kind](data, path)
    if kind != "catalogue" or data.get("ruleset"):
        load_ruleset(doc.ruleset, path, "ruleset")
    return doc


def _unique(items: list[dict], key: str, field: str, path) -> None:
    seen: set = set()
    for i, item in enumerate(items):
        k = item[key] if isinstance(key, str) else tuple(item[x] for x in key)
        if k in seen:
            raise DocumentError(path, f"{field}[{i}].{key}", msg("file.repeated-id", "repeats the id {id}", id=repr(k)),
                                msg("file.expect-unique", "ids unique within the file"))
        seen.add(k)


def _polygon(rings, path, field) -> Polygon:
    from .geometry import polygon_from_rings
    from .reasons import shape_build_reason

    try:
        return polygon_from_rings(rings)
    except (ValueError, TypeError) as exc:
        raise DocumentError(path, field, msg("file.not-polygon", "is not a polygon ({reason})", reason=shape_build_reason(exc)),
                            msg("file.expect-rings", "rings of at least 3 [x, y] points")) from None


def _table(d: dict, path) -> TableDocument:
    from .geometry import geometry_from_json
    from .reasons import shape_build_reason
    from .table import DeploymentZone, Marker, Scenario, TableDocument, TerrainPiece

    for name in ("pieces", "zones", "markers"):
        _unique(d.get(name, []), "id", name, path)
    all_ids = [o["id"] for name in ("pieces", "zones", "markers") for o in d.get(name, [])]
    if len(all_ids) != len(set(all_ids)):
        dup = next(i for i in all_ids if all_ids.count(i) > 1)
        raise DocumentError(path, "pieces/zones/markers", msg("file.id-twice", "use the id {id} twice", id=repr(dup)),
                            msg("file.expect-unique-table", "ids unique within the table"))
    sc = d.get("scenario", {})
    pieces = [
        TerrainPiece(
            id=p["id"], kind=p["kind"], label=p.get("label", ""),
            footprint=_polygon(p["footprint"], path, f"pieces[{i}].footprint"),
            height=p.get("height"),
            walls=tuple(_polygon(w, path, f"pieces[{i}].walls[{j}]") for j, w in enumerate(p.get("walls", []))),
            blocking=p.get("blocking"), cover=p.get("cover"), area=p.get("area"), notes=p.get("notes", ""),
        )
        for i, p in enumerate(d.get("pieces", []))
    ]
    zones = [
        DeploymentZone(id=z["id"], side=z["side"], polygon=_polygon(z["polygon"], path, f"zones[{i}].polygon"),
                       label=z.get("label", ""), edge=z.get("edge"))
        for i, z in enumerate(d.get("zones", []))
    ]
    markers = []
    for i, m in enumerate(d.get("markers", [])):
        try:
            geom = geometry_from_json(m["geometry"])
        except (ValueError, TypeError) as exc:
            raise DocumentError(path, f"markers[{i}].geometry", msg("file.not-shape", "is not a shape ({reason})",
                                                                    reason=shape_build_reason(exc)),
                                msg("file.expect-shape", "a point, line or polygon")) from None
        markers.append(Marker(id=m["id"], kind=m["kind"], geometry=geom, label=m.get("label", ""),
                              side=m.get("side")))
    return TableDocument(
        name=d["name"], ruleset=d["ruleset"], unit=d["unit"], width=d["width"], depth=d["depth"],
        ud_mm=d.get("ud_mm"), pieces=pieces, zones=zones, markers=markers,
        scenario=Scenario(kind=sc.get("kind"), turns=sc.get("turns"), victory=sc.get("victory", ""),
                          special_rules=sc.get("special_rules", "")),
        notes=d.get("notes", ""), settings=d.get("settings"),
    )


def _campaign(d: dict, path) -> CampaignDocument:
    from .campaign import CampaignDocument, HexCell, Player
    from .hexgrid import Hex, HexGrid

    _unique(d.get("players", []), "id", "players", path)
    seen: dict[Hex, int] = {}
    cells: dict[Hex, HexCell] = {}
    for i, h in enumerate(d["hexes"]):
        key = Hex(h["q"], h["r"])
        if key in seen:
            raise DocumentError(path, f"hexes[{i}]", msg("file.repeated-hex", "repeats the hex q={q}, r={r} (first at "
                                                         "hexes[{first}])", q=key.q, r=key.r, first=seen[key]),
                                msg("file.expect-hex-once", "each hex once"))
        seen[key] = i
        cells[key] = HexCell(terrain=h.get("terrain", "plains"), features=frozenset(h.get("features", [])),
                             owner=h.get("owner"), capital=h.get("capital", False), name=h.get("name", ""),
                             notes=h.get("notes", ""))
    adjacency = None
    if "adjacency" in d:
        adjacency = [(Hex(*a), Hex(*b)) for a, b in d["adjacency"]]
        for i, (a, b) in enumerate(adjacency):
            for end in (a, b):
                if end not in cells:
                    raise DocumentError(path, f"adjacency[{i}]", msg("file.edge-off-map", "links the hex {q},{r}, which is "
                                                                     "not on the map", q=end.q, r=end.r),
                                        msg("file.expect-edges", "edges between hexes listed in 'hexes'"))
    return CampaignDocument(
        name=d["name"], ruleset=d["ruleset"],
        grid=HexGrid(d["grid"]["orientation"], d["grid"]["size"]), cells=cells,
        players=[Player(id=p["id"], name=p["name"], race=p.get("race", ""), color=p.get("color", "#c0392b"))
                 for p in d.get("players", [])],
        turn=d.get("turn", 1), notes=d.get("notes", ""), settings=d.get("settings"), adjacency=adjacency,
        history=_history(d.get("history"), cells, {p["id"] for p in d.get("players", [])}, path),
    )


def _history(data, cells, players, path):
    from .campaign_ledger import History, history_from_json
    from .hexgrid import Hex

    history = history_from_json(data) if data else History()
    if history.turns and history.setup is None:
        raise DocumentError(path, "history.setup", msg("file.no-setup", "is missing while turns are recorded"),
                            msg("file.expect-setup", "the set-up the first turn started from"))
    numbers = [t.number for t in history.turns]
    for i, (a, b) in enumerate(zip(numbers, numbers[1:]), start=1):
        if b != a + 1:
            raise DocumentError(path, f"history.turns[{i}].number", msg("file.turn-order", "is {number} after turn {before}",
                                                                        number=b, before=a),
                                msg("file.expect-turn", "turn {number}", number=a + 1))
    if any(t.closed is False for t in history.turns[:-1]):
        i = next(i for i, t in enumerate(history.turns[:-1]) if not t.closed)
        raise DocumentError(path, f"history.turns[{i}].closed", msg("file.open-turn", "is false before the last turn"),
                            msg("file.expect-open-last", "only the last turn may still be open"))
    if history.setup is not None:
        for i, pid in enumerate(history.setup.players):
            if pid not in players:
                raise DocumentError(path, f"history.setup.players[{i}]",
                                    msg("file.not-a-player", "names {id}, who is not a player of the campaign",
                                        id=repr(pid)), msg("file.expect-player-ids", "ids listed in 'players'"))
        for key, held in history.setup.holdings.items():
            if held.owner is not None and held.owner not in players:
                raise DocumentError(path, "history.setup.hexes",
                                    msg("file.owner-not-player", "gives the hex {q},{r} to {id}, who is not a player of "
                                        "the campaign", q=key.q, r=key.r, id=repr(held.owner)),
                                    msg("file.expect-owners", "owners listed in 'players'"))
            if Hex(*key) not in cells:
                raise DocumentError(path, "history.setup.hexes", msg("file.hex-off-map", "names the hex {q},{r}, which "
                                                                     "is not on the map", q=key.q, r=key.r),
                                    msg("file.expect-hexes", "hexes listed in 'hexes'"))
    return history


#: model.army once the first army list has been read (None before): a folder of lists reads
#: a thousand, and an import statement run for each costs about a microsecond
_army_model = None


def _army_module():
    global _army_model
    if _army_model is None:
        from . import army

        _army_model = army
    return _army_model


def _army(d: dict, path) -> ArmyList:
    army = _army_module().ArmyList.from_json(d)
    if len(army.entries) != len(d["entries"]):  # entries are keyed by id: one was repeated
        _unique(d["entries"], "id", "entries", path)
    if len(army.commands) != len(d.get("commands") or ()):
        _unique(d["commands"], "id", "commands", path)
    return army


def _catalogue(d: dict, path) -> Catalogue:
    from .army import Catalogue, Option, Profile, Weapon

    _unique(d["profiles"], "id", "profiles", path)
    profiles = []
    for p in d["profiles"]:
        size = p.get("unit_size", {})
        profiles.append(Profile(
            id=p["id"], name=p["name"], cost=p["cost"], troop_class=p.get("class", ""),
            troop_type=p.get("troop_type", ""), training=p.get("training", ""), unique=p.get("unique", False),
            legendary=p.get("legendary", False), leader=p.get("leader", False), roles=frozenset(p.get("roles", [])),
            weapons=tuple(Weapon(w["name"], w.get("kind", "melee"), w.get("type", "")) for w in p.get("weapons", [])),
            unit_min=size.get("min"), unit_max=size.get("max"), volume=p.get("volume", ""),
            options=tuple(Option(o["id"], o["name"], o.get("cost", 0.0), o.get("mount", False), o.get("per_model", False))
                          for o in p.get("options", [])),
            notes=p.get("notes", ""), category=p.get("category", ""), base=p.get("base", ""),
            max_per_army=p.get("max_per_army"), source_ids=tuple(p.get("source_ids", ())),
        ))
    constraints = d.get("constraints", ())
    if constraints:
        known = {p.id for p in profiles}
        for i, c in enumerate(constraints):
            for pid in c.get("profiles", ()):
                if pid not in known:
                    raise DocumentError(path, f"constraints[{i}].profiles", msg(
                        "file.constraint-profile", "names {id}, which is not a profile of the catalogue", id=repr(pid)),
                        msg("file.expect-profile-ids", "ids listed in 'profiles'"))
    return Catalogue(id=d["id"], name=d["name"], ruleset=d["ruleset"], profiles=profiles,
                     faction=d.get("faction", ""), example=d.get("example", False), notes=d.get("notes", ""),
                     source=d.get("source", ""), constraints=[_constraint(c) for c in constraints])


def _constraint(c: dict) -> Constraint:
    from .army import Constraint, LimitChange

    return Constraint(
        id=c["id"], type=c["type"], value=c["value"], field=c.get("field", "selections"),
        scope=c.get("scope", "roster"), what=c.get("what", ""), profiles=tuple(c.get("profiles", ())),
        percent=c.get("percent", False), force=c.get("force", ""), include_children=c.get("include_children", True),
        changes=tuple(LimitChange(ch["type"], ch["value"], tuple((w["test"], w["value"]) for w in ch.get("when", ())),
                                  ch.get("any", False), ch.get("per", 0.0), ch.get("round_up", False))
                      for ch in c.get("changes", ())), force_id=c.get("force_id", ""))


def _constraint_json(c: Constraint) -> dict:
    return _drop_defaults({
        "id": c.id, "type": c.type, "value": c.value, "field": c.field, "scope": c.scope, "what": c.what,
        "profiles": list(c.profiles), "percent": c.percent, "force": c.force, "force_id": c.force_id,
        "include_children": c.include_children,
        "changes": [_drop_defaults({"type": ch.type, "value": ch.value,
                                    "when": [{"test": t, "value": v} for t, v in ch.when], "any": ch.any,
                                    "per": ch.per, "round_up": ch.round_up},
                                   {"when": [], "any": False, "per": 0.0, "round_up": False}) for ch in c.changes],
    }, {"field": "selections", "scope": "roster", "what": "", "profiles": [], "percent": False, "force": "", "force_id": "",
        "include_children": True, "changes": []})


def _event(d: dict, path):
    from .event import from_json

    return from_json(d, path)


_BUILDERS = {"table": _table, "campaign": _campaign, "army": _army, "catalogue": _catalogue, "event": _event}

_shared: dict[str, tuple[tuple[int, int], Document]] = {}


def load_shared(path: str | Path) -> Document:
    """A file many others refer to (a catalogue, a campaign), read once per modification.

    The same object is returned while the file is unchanged on disk (or, inside
    :func:`model.pins.pinned`, for the rest of the block): callers must not edit it.
    """
    key = ("file", os.fspath(path))
    hit = pins.get(key)
    return hit if hit is not None else pins.put(key, _load_shared(path))


def _load_shared(path: str | Path) -> Document:
    key = os.path.abspath(path)
    try:
        st = os.stat(key)
    except FileNotFoundError:  # callers say which document named it
        raise
    except (OSError, ValueError):  # unreadable or an impossible name: load says which
        return load(key)
    stamp = (st.st_mtime_ns, st.st_size)
    hit = _shared.get(key)
    if hit is not None and hit[0] == stamp:
        return hit[1]
    doc = load(key)
    _shared[key] = (stamp, doc)
    return doc


def referenced_path(doc_path: str | Path | None, name: str) -> str:
    """Where a file a document names (a catalogue, a campaign) is: relative to the document's folder."""
    base = os.path.dirname(os.fspath(doc_path)) if doc_path else os.getcwd()
    return os.path.normpath(os.path.join(base, name))


if os.sep == "/" and os.altsep is None:
    def _folder_key(path: str) -> str:
        """A key for the folder of ``path``: its text up to the last separator, the same for the files
        of one folder named alike and never for two folders (``os.path.dirname``, which also strips
        separators, costs about a microsecond a list in a batch)."""
        return path[:path.rfind("/") + 1]
else:  # Windows: two separators, and drive letters
    _folder_key = os.path.dirname


def load_referenced(doc_path: str | Path | None, name: str, field: str, kind: str) -> Document:
    """The document of ``kind`` that the document at ``doc_path`` names in ``field``.

    Only a Wartable file of that kind is accepted: a folder, a device, a FIFO or a file too
    large is refused without waiting on it. Every error names the naming document and its
    field first, then what is wrong with the file it names.
    """
    # inside a batch run the lists of a folder name the same catalogue: once it has been found for
    # this folder and name, it is the answer for every list there
    pin = ("referenced", _folder_key(doc_path), name, kind) if isinstance(doc_path, str) and doc_path and \
        isinstance(name, str) else None
    hit = pins.get(pin) if pin is not None else None
    if hit is not None:
        return hit
    expected = msg("file.expect-referenced", "{kind}, its path relative to this file", kind=kind_file(kind))
    if not isinstance(name, str) or not name:
        raise DocumentError(doc_path, field, msg("file.names-nothing", "names no file"), expected)
    if lone_surrogate(name) is not None or "\x00" in name:
        raise DocumentError(doc_path, field, msg("file.names-bad-name", "names {name}, which is not a usable file name",
                                                 name=repr(name)), expected)
    try:
        doc = load_shared(referenced_path(doc_path, name))
    except FileNotFoundError:
        raise DocumentError(doc_path, field, msg("file.names-missing", "names {name}, which does not exist",
                                                 name=repr(name)), expected) from None
    except DocumentError as exc:
        if exc.field:
            problem = msg("file.names-broken-field", "names {name}, whose {field} {problem}", name=repr(name),
                          field=exc.field, problem=exc.problem)
        else:
            problem = msg("file.names-broken", "names {name}, which {problem}", name=repr(name), problem=exc.problem)
        raise DocumentError(doc_path, field, problem, exc.expected if exc.field else expected) from None
    if doc.KIND != kind:
        raise DocumentError(doc_path, field, msg("file.names-other-kind", "names {found}, not {wanted}",
                                                 found=kind_file(doc.KIND), wanted=kind_file(kind)), kind_file(kind))
    return doc if pin is None else pins.put(pin, doc)


def load_catalogue_for(army: ArmyList, army_path: str | Path | None) -> Catalogue:
    """The catalogue an army list names (a file relative to the list), shared while unchanged on disk."""
    return load_referenced(army_path, army.catalogue, "catalogue", "catalogue")


# -- saving --------------------------------------------------------------------------

def _drop_defaults(d: dict, defaults: dict) -> dict:
    return {k: v for k, v in d.items() if k not in defaults or v != defaults[k]}


def to_dict(doc: Document) -> dict:
    """The JSON form of a document (the inverse of :func:`from_dict`)."""
    kind = getattr(doc, "KIND", None)
    head = {"format": FORMAT, "format_version": FORMAT_VERSION, "kind": kind}
    if kind == "table":
        from .geometry import geometry_to_json, polygon_to_rings

        sc = doc.scenario
        body = {
            "name": doc.name, "ruleset": doc.ruleset, "unit": doc.unit.value, "ud_mm": doc.ud_mm,
            "width": doc.width, "depth": doc.depth,
            "scenario": _drop_defaults({"kind": sc.kind, "turns": sc.turns, "victory": sc.victory,
                                        "special_rules": sc.special_rules},
                                       {"kind": None, "turns": None, "victory": "", "special_rules": ""}),
            "pieces": [_drop_defaults({
                "id": p.id, "kind": p.kind, "label": p.label, "footprint": polygon_to_rings(p.footprint),
                "height": p.height, "walls": [polygon_to_rings(w) for w in p.walls], "blocking": p.blocking,
                "cover": p.cover, "area": p.area, "notes": p.notes,
            }, {"label": "", "height": None, "walls": [], "blocking": None, "cover": None, "area": None, "notes": ""})
                for p in doc.pieces.values()],
            "zones": [_drop_defaults({"id": z.id, "side": z.side, "label": z.label, "edge": z.edge,
                                      "polygon": polygon_to_rings(z.polygon)}, {"label": "", "edge": None})
                      for z in doc.zones.values()],
            "markers": [_drop_defaults({"id": m.id, "kind": m.kind, "label": m.label, "side": m.side,
                                        "geometry": geometry_to_json(m.geometry)}, {"label": "", "side": None})
                        for m in doc.markers.values()],
            "notes": doc.notes, "settings": doc.settings,
        }
        body = _drop_defaults(body, {"ud_mm": None})
    elif kind == "campaign":
        body = {
            "name": doc.name, "ruleset": doc.ruleset,
            "grid": {"orientation": doc.grid.orientation, "size": doc.grid.size}, "turn": doc.turn,
            "players": [{"id": p.id, "name": p.name, "race": p.race, "color": p.color} for p in doc.players.values()],
            "hexes": [_drop_defaults({"q": k.q, "r": k.r, "terrain": c.terrain, "features": sorted(c.features),
                                      "owner": c.owner, "capital": c.capital, "name": c.name, "notes": c.notes},
                                     {"features": [], "owner": None, "capital": False, "name": "", "notes": ""})
                      for k, c in sorted(doc.cells.items(), key=lambda kv: (kv[0].r, kv[0].q))],
            "notes": doc.notes, "settings": doc.settings,
        }
        if doc.adjacency_explicit:
            body["adjacency"] = sorted([sorted([list(a), list(b)]) for a, b in doc.graph.edges])
        if doc.history:
            from .campaign_ledger import history_to_json

            body["history"] = history_to_json(doc.history)
    elif kind == "army":
        body = {
            "name": doc.name, "ruleset": doc.ruleset, "faction": doc.faction, "catalogue": doc.catalogue,
            "points_limit": doc.points_limit,
            "campaign": _drop_defaults({"file": doc.campaign.file, "player": doc.campaign.player,
                                        "turn": doc.campaign.turn, "battle": doc.campaign.battle},
                                       {"turn": None, "battle": None}) if doc.campaign else None,
            "gold": doc.gold,
            "entries": [_drop_defaults({"id": e.id, "profile": e.profile, "models": e.models, "general": e.general,
                                        "attached_to": e.attached_to, "role": e.role, "options": list(e.options),
                                        "label": e.label, "command": e.command, "points": e.points,
                                        "not_in_catalogue": e.not_in_catalogue, "force": e.force,
                                        "categories": list(e.categories)},
                                       {"models": 1, "general": False, "attached_to": None, "role": None,
                                        "options": [], "label": "", "command": None, "points": None,
                                        "not_in_catalogue": False, "force": None, "categories": []})
                        for e in doc.entries.values()],
            "commands": [_drop_defaults({"id": c.id, "name": c.name, "rating": c.rating, "general": c.general},
                                        {"name": "", "general": None}) for c in doc.commands.values()],
            "notes": doc.notes, "settings": doc.settings,
        }
        if not body["commands"]:
            del body["commands"]
    elif kind == "catalogue":
        body = {
            "id": doc.id, "name": doc.name, "ruleset": doc.ruleset, "faction": doc.faction, "example": doc.example,
            "notes": doc.notes, **({"source": doc.source} if doc.source else {}),
            "profiles": [_drop_defaults({
                "id": p.id, "name": p.name, "cost": p.cost, "class": p.troop_class, "troop_type": p.troop_type,
                "training": p.training, "unique": p.unique, "legendary": p.legendary, "leader": p.leader,
                "roles": sorted(p.roles),
                "weapons": [{"name": w.name, "kind": w.kind, "type": w.type} for w in p.weapons],
                "unit_size": _drop_defaults({"min": p.unit_min, "max": p.unit_max}, {"min": None, "max": None}),
                "volume": p.volume,
                "options": [_drop_defaults({"id": o.id, "name": o.name, "cost": o.cost, "mount": o.mount,
                                            "per_model": o.per_model},
                                           {"mount": False, "per_model": False}) for o in p.options],
                "notes": p.notes, "category": p.category, "base": p.base, "max_per_army": p.max_per_army,
                "source_ids": list(p.source_ids),
            }, {"class": "", "troop_type": "", "training": "", "unique": False, "legendary": False, "leader": False,
                "roles": [], "weapons": [], "unit_size": {}, "volume": "", "options": [], "notes": "",
                "category": "", "base": "", "max_per_army": None, "source_ids": []})
                for p in doc.profiles.values()],
        }
        if doc.constraints:
            body["constraints"] = [_constraint_json(c) for c in doc.constraints]
    elif kind == "event":
        from .event import to_json

        body = to_json(doc)
    else:
        raise TypeError(f"not a Wartable document: {doc!r}")
    return head | body


_POINT = re.compile(r"\[\s+(-?[0-9.eE+-]+),\s+(-?[0-9.eE+-]+)\s+\]")


def dumps(doc: Document) -> str:
    """The file text: indented JSON with each ``[x, y]`` point on one line."""
    text = json.dumps(to_dict(doc), indent=1, ensure_ascii=False, allow_nan=False)
    return _POINT.sub(r"[\1, \2]", text) + "\n"


def encoded(doc: Document, path=None) -> bytes:
    """The file's bytes; DocumentError naming the field when a text holds half of a character
    (a lone UTF-16 surrogate), which UTF-8 cannot store, so that nothing half-written replaces a file."""
    text = dumps(doc)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        raise DocumentError(path, surrogate_path(to_dict(doc)) or "",
                            msg("file.save-surrogate", "holds half of a character (a lone UTF-16 surrogate), "
                                "which cannot be saved"),
                            msg("file.expect-retype", "complete Unicode text: retype or delete the broken character")) \
            from None


def save(doc: Document, path: str | Path) -> None:
    """Write ``doc`` to ``path`` atomically: a crash leaves the old file or the new one, never half
    (``model/atomic.py``; what a killed save left beside the file goes at the next save)."""
    path = Path(path)
    write_atomic(path, encoded(doc, path))
