"""BattleScribe's data model, read as BattleScribe reads it: a catalogue with its game system
(``.gst``) and the library catalogues it reaches through ``catalogueLinks``, every selection entry
and group indexed by id so that ``entryLinks`` resolve wherever their target lives.

Only files the user named, or regular files inside the catalogue's own folder, are read (never a
device, a named pipe or a link that leaves the folder). Every walk is iterative with named limits:
entries nested through links at most :data:`MAX_NESTING` deep, at most :data:`MAX_WALK` entries
walked under one root entry; a link that leads back to an entry holding it (BattleScribe opens
such a link only when it is chosen) and catalogue links that form a cycle are not followed, and
the result's notes name them. Numbers beyond :data:`MAX_NUMBER` are refused.

A catalogue in the older data format (BattleScribe 1.x, ``<entries><entry points=...>``) is read
through :mod:`.bsold`; a game system in it gives its categories.
"""
from __future__ import annotations

import gc
import os
import re
import stat
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from model.display import quoted
from model.errors import DocumentError
from model.i18n import lazy_msg, msg
from model.names import same_name
from model.reasons import xml_reason

from .archive import decode_text, read_import

CATALOGUE = lazy_msg("import.what-catalogue", "a BattleScribe catalogue (.cat or .catz)")
GAME_SYSTEM = lazy_msg("import.what-game-system", "a BattleScribe game system (.gst or .gstz)")

#: entries inside entries (through links or written inside each other) a catalogue may nest
MAX_NESTING = 64
#: entries walked under one root entry of a catalogue (options, models, groups, through links)
MAX_WALK = 20_000
#: library catalogues one catalogue may reach through its catalogue links
MAX_LIBRARIES = 32
#: files of the catalogue's folder looked at to find its game system and libraries
MAX_FOLDER_FILES = 1_000
#: the largest number (cost, count, limit) an imported file may hold
MAX_NUMBER = 1e9

#: cost type names that mean points
POINTS_NAMES = ("pts", "points", "puntos", "pt", "pts.")


def tag(el) -> str:
    """An element's name without its namespace ("selectionEntry")."""
    t = el.tag
    local = _LOCAL.get(t)
    if local is None:
        local = t[t.index("}") + 1:] if t[:1] == "{" else t
        if len(_LOCAL) < 4096:  # a file's few names are met again hundreds of thousands of times
            _LOCAL[t] = local
    return local


_LOCAL: dict[str, str] = {}


def children(el, name: str) -> list:
    """The children of ``el`` named ``name`` (no namespace), and those inside a ``<names>`` wrapper."""
    wrappers = _WRAPPERS.get(name)
    if wrappers is None:
        wrappers = (name + "s", name[:-1] + "ies") if name.endswith("y") else (name + "s",)
        if len(_WRAPPERS) < 256:
            _WRAPPERS[name] = wrappers
    out = []
    local = _LOCAL.get
    for child in el:
        t = local(child.tag) or tag(child)
        if t == name:
            out.append(child)
        elif t in wrappers:
            out += [c for c in child if (local(c.tag) or tag(c)) == name]
    return out


#: name -> the names of the wrappers that hold it ("cost" -> "costs", "category" -> "categorys", "categories")
_WRAPPERS: dict[str, tuple[str, ...]] = {}


def children_of(el, names: tuple[str, ...]) -> tuple[list, ...]:
    """:func:`children` of ``el`` for each of ``names``, in one pass over its children."""
    plan = _PLANS.get(names)
    if plan is None:
        plan = _PLANS[names] = ({n: i for i, n in enumerate(names)},
                                {w: (i, n) for i, n in enumerate(names)
                                 for w in ((n + "s", n[:-1] + "ies") if n.endswith("y") else (n + "s",))})
    own, wrapped = plan
    outs = tuple([] for _ in names)
    local = _LOCAL.get
    for child in el:
        t = local(child.tag) or tag(child)
        i = own.get(t)
        if i is not None:
            outs[i].append(child)
            continue
        hit = wrapped.get(t)
        if hit is not None:
            name = hit[1]
            outs[hit[0]].extend([c for c in child if (local(c.tag) or tag(c)) == name])
    return outs


#: names -> (name -> its place, wrapper name -> (place, name)) for :func:`children_of`
_PLANS: dict[tuple, tuple] = {}


#: what starts a document type declaration, where entities (and external references) are declared
_DTD = re.compile(rb"<!\s*(DOCTYPE|ENTITY)", re.I)


def _declares_entities(body: bytes) -> bool:
    """Whether ``body`` holds a document type or entity declaration (:data:`_DTD`) anywhere: looked
    for at each "!" (rare in BattleScribe's files, and found by a byte search, where the pattern
    searched through a 4 MB catalogue costs about a tenth of its parse)."""
    find, match = body.find, _DTD.match
    i = find(b"!")
    while i >= 0:
        if i and body[i - 1] == 0x3C and match(body, i - 1):  # "<!"
            return True
        i = find(b"!", i + 1)
    return False


def parse(data: bytes, path, root_name: str, what) -> object:
    """The root element of an import's XML. A document type declaration (where XML entities and
    external references are declared: entity expansion bombs, files read from the disk) is refused
    before parsing; without one, the standard library's C parser expands nothing, and reads a 4 MB
    catalogue several times faster than a parser with Python handlers.

    A file in UTF-8 (nearly all) is handed to the parser as its bytes, read as UTF-8 whatever its
    declaration says: handing it the decoded text instead makes the parser encode it back, which
    costs about 40% of the parse. Anything else is read as Windows Latin-1, as e-mails often are.

    The parser checks the UTF-8 itself (it refuses every sequence Python's decoder refuses), so the
    bytes are decoded only when the parse fails, to tell a file in another encoding (parsed again
    as Latin-1) from broken XML: decoding a 4 MB catalogue first costs about 6% of its parse. A file
    whose first two bytes make the parser guess UTF-16 (a byte order mark, a zero byte) is decoded
    first, as a file the parser would read otherwise."""
    what = str(what)
    body = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
    if _declares_entities(body):
        raise DocumentError(path, "", msg("import.xml-entities", "declares XML entities or external references, "
                                          "which an import refuses"), what)
    if b"\x00" in body[:2] or body[:2] in (b"\xfe\xff", b"\xff\xfe") or len(body) < 2:
        root = _parsed(body if _is_utf8(body) else decode_text(body, path).encode("utf-8"), path, what)
    else:
        try:
            root = _parsed(body, path, what)
        except DocumentError:
            if _is_utf8(body):
                raise
            root = _parsed(decode_text(body, path).encode("utf-8"), path, what)  # not UTF-8: read as Latin-1
    if tag(root) != root_name:
        raise DocumentError(path, tag(root), msg("import.xml-root", "is a <{found}> document, not a <{wanted}>",
                                                 found=tag(root), wanted=root_name), what)
    return root


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _parsed(source: bytes, path, what: str) -> object:
    """The root element of ``source`` read as UTF-8 by the standard library's C parser."""
    from xml.etree import ElementTree

    try:
        parser = ElementTree.XMLParser(encoding="utf-8")
        parser.feed(source)
        return parser.close()
    except ElementTree.ParseError as exc:
        raise DocumentError(path, "", msg("import.xml-broken", "is not well-formed XML ({problem})",
                                          problem=xml_reason(exc)), what) from None
    except RecursionError:  # a parser without its own limit
        raise DocumentError(path, "", msg("import.xml-deep", "nests its elements too deep to be read"), what) from None


def number(value: str | None, path, field: str, default: float = 0.0, low: float = -MAX_NUMBER,
           high: float = MAX_NUMBER) -> float:
    """A number of the file, refused (naming ``field``) when it is not one or lies outside [low, high]."""
    if value is None or value == "":
        return default
    try:
        out = float(value)
    except ValueError:
        raise DocumentError(path, field, msg("import.not-number", "is {value}, not a number", value=quoted(value)),
                            msg("import.a-number", "a number")) from None
    if out != out or not low <= out <= high:
        raise DocumentError(path, field, msg("import.is", "is {value}", value=quoted(value[:40])),
                            msg("import.number-between", "a number from {low} to {high}", low=f"{low:,.0f}",
                                high=f"{high:,.0f}"))
    return out


def is_old_schema(root) -> bool:
    """A file in BattleScribe's older data format (1.x: ``<entries><entry ...>``, forces' categories)."""
    m = re.match(r"\s*(\d+)", root.get("battleScribeVersion", ""))
    return any(tag(c) in ("entries", "sharedEntries", "entryGroups", "forceTypes") for c in root) or \
        bool(m and int(m.group(1)) < 2)


_paused = 0
_paused_lock = threading.Lock()
_was_enabled = False


def collections_are_paused() -> bool:
    """Whether an import pauses cyclic collection now (:func:`collections_paused`): the editor's
    collector, which collects on the interface thread instead of Python, waits too."""
    return _paused > 0


@contextmanager
def collections_paused():
    """No cyclic garbage collection inside the block (an import and the imports running beside it
    share one pause). A catalogue with its libraries is millions of elements, which hold no reference
    cycles and are freed by their counts; each collection the parse and the conversion trigger walks
    all of them again: without it the 40K Space Marines catalogue imports in about three quarters of
    the time (docs/performance.md). Collection resumes, as it was, when the last import ends."""
    global _paused, _was_enabled
    with _paused_lock:
        if _paused == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _paused += 1
    try:
        yield
    finally:
        with _paused_lock:
            _paused -= 1
            if _paused == 0 and _was_enabled:
                gc.enable()


# -- the files of a catalogue -------------------------------------------------------------

@dataclass
class DataFile:
    """One parsed file: a catalogue (possibly a library) or the game system."""

    path: Path
    root: object

    @property
    def id(self) -> str:
        return self.root.get("id", "")

    @property
    def name(self) -> str:
        return self.root.get("name", "") or self.path.stem

    @property
    def revision(self) -> str:
        return self.root.get("revision", "?")


_HEAD_ID = re.compile(rb"<(catalogue|gameSystem)\b[^>]*?\bid=\"([^\"]*)\"", re.S)


def _inside(folder: Path, candidate: Path) -> Path | None:
    """``candidate`` resolved when it is a regular file inside ``folder`` (a link may point only inside it)."""
    try:
        real = Path(os.path.realpath(candidate))
        if real.parent != Path(os.path.realpath(folder)):
            return None
        st = os.stat(real)
    except (OSError, ValueError):
        return None
    return real if stat.S_ISREG(st.st_mode) else None


def _head_id(path: Path) -> tuple[str, str] | None:
    """(root element, id) of a data file, from its first bytes (a zipped one is unpacked)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        head = os.read(fd, 8192)
    except OSError:
        return None
    finally:
        os.close(fd)
    if head.startswith(b"PK"):
        try:
            head = read_import(path, (".cat", ".gst"), CATALOGUE)[:8192]
        except DocumentError:
            return None
    m = _HEAD_ID.search(head)
    return (m.group(1).decode(), m.group(2).decode("utf-8", "replace")) if m else None


def folder_files(folder: Path) -> dict[str, tuple[str, Path]]:
    """id -> (root element, file) of the catalogues and game systems that sit in ``folder``."""
    found: dict[str, tuple[str, Path]] = {}
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return found
    looked = 0
    for n in names:
        if not n.lower().endswith((".cat", ".catz", ".gst", ".gstz")):
            continue
        looked += 1
        if looked > MAX_FOLDER_FILES:
            break
        real = _inside(folder, folder / n)
        if real is None:
            continue
        head = _head_id(real)
        if head is not None and head[1] not in found:
            found[head[1]] = (head[0], real)
    return found


#: the element names a data set indexes (and :mod:`.bsconstraints` reads), found in one pass over each file
INDEXED = ("selectionEntry", "selectionEntryGroup", "profile", "categoryEntry", "category", "costType",
           "forceEntry", "forceType")


def _indexed_elements(root) -> dict[str, list]:
    """name -> the elements of that name (in ``root``'s namespace) anywhere under ``root``, in
    document order. One pass over the tree: the parser's own search by name walks every element
    again for each name, several times slower for the eight names."""
    root_tag = root.tag
    ns = root_tag[:root_tag.index("}") + 1] if root_tag[:1] == "{" else ""
    found: dict[str, list] = {t: [] for t in INDEXED}
    by_tag = {ns + t: found[t] for t in INDEXED}
    get = by_tag.get
    for el in root.iter():
        hit = get(el.tag)
        if hit is not None:
            hit.append(el)
    return found


class DataSet:
    """A catalogue, the library catalogues it links (their links too) and its game system, indexed."""

    def __init__(self, catalogue: DataFile, system: DataFile | None, libraries: list[DataFile],
                 missing: list[str], imported_roots: set[str] = frozenset()):
        self.catalogue, self.system, self.libraries = catalogue, system, libraries
        self.imported_roots = set(imported_roots)  # ids of the libraries whose root entries are the catalogue's
        self.missing = missing  # names of linked catalogues not found beside the catalogue
        self.cycles: list[str] = []  # "entry -> linked entry" of links not followed: they lead back to a holder
        # a shared entry is reached from many units: what is read of it is read once
        self.kids_cache: dict[tuple, list] = {}
        self.price_cache: dict[tuple, "Price"] = {}
        self.option_cache: dict[tuple, tuple] = {}  # filled by the catalogue conversion
        self.shared_walks: dict[tuple, object] = {}  # the walks under shared entries (walk_parts)
        self.walk_links: dict[object, object] = {}  # link -> what of it a walk depends on (_walk_link)
        self.files = [catalogue] + libraries + ([system] if system is not None else [])
        self.entries: dict[str, tuple[object, DataFile]] = {}  # id -> selection entry or group, and its file
        self.profiles: dict[str, object] = {}  # id -> profile (stat line), for info links
        self.categories: dict[str, str] = {}
        self.cost_types: dict[str, str] = {}
        #: per file (in :attr:`files` order), its elements of the names of :data:`INDEXED`, in document order
        self.elements: list[dict[str, list]] = [_indexed_elements(f.root) for f in self.files]
        entries, profiles = self.entries, self.profiles
        for f, found in zip(self.files, self.elements):
            for t in ("selectionEntry", "selectionEntryGroup"):
                for el in found[t]:
                    eid = el.get("id")
                    if eid and eid not in entries:
                        entries[eid] = (el, f)
            for el in found["profile"]:
                pid = el.get("id", "")
                if pid not in profiles:
                    profiles[pid] = el
            for t in ("categoryEntry", "category"):  # "category": a game system of the older format
                for el in found[t]:
                    if el.get("id"):
                        self.categories.setdefault(el.get("id", ""), el.get("name", ""))
            for el in found["costType"]:
                self.cost_types.setdefault(el.get("id", ""), el.get("name", ""))
        self.points_type = next((i for i, n in self.cost_types.items() if same_name(n).strip() in POINTS_NAMES), None)

    def root_entries(self) -> list[tuple[object, object | None, DataFile]]:
        """(entry, root link or None, file) of every root entry: the catalogue's own and those of
        the libraries it links with ``importRootEntries``."""
        out = []
        for f in [self.catalogue] + [lib for lib in self.libraries if lib.id in self.imported_roots]:
            for holder in f.root:
                t = tag(holder)
                if t == "selectionEntries":
                    out.extend((e, None, f) for e in holder if tag(e) == "selectionEntry")
                elif t == "entryLinks":
                    for link in holder:
                        hit = self.entries.get(link.get("targetId", ""))
                        if hit is not None and tag(hit[0]) == "selectionEntry":
                            out.append((hit[0], link, f))
        return out


def load_dataset(cat_path: Path, root, gst_path=None, notes: list | None = None) -> DataSet:
    """The catalogue ``root`` (read from ``cat_path``) with its game system and linked libraries."""
    notes = notes if notes is not None else []
    folder = cat_path.parent
    beside = folder_files(folder)
    catalogue = DataFile(cat_path, root)
    system = None
    if gst_path is not None:
        gst_path = Path(gst_path)
        system = DataFile(gst_path, parse(read_import(gst_path, (".gst",), GAME_SYSTEM), gst_path, "gameSystem",
                                          GAME_SYSTEM))
    else:
        hit = beside.get(root.get("gameSystemId", ""))
        if hit is None and not root.get("gameSystemId"):
            hit = next((v for v in beside.values() if v[0] == "gameSystem"), None)
        if hit is not None and hit[0] == "gameSystem":
            system = DataFile(hit[1], parse(read_import(hit[1], (".gst",), GAME_SYSTEM), hit[1], "gameSystem",
                                            GAME_SYSTEM))
    if system is not None and is_old_schema(system.root):  # its categories are read; the catalogue is current
        notes.append(msg("import.old-gst", "The game system {name} is written in BattleScribe's older data format "
                         "{version}: only its categories are read.", name=quoted(system.name),
                         version=system.root.get("battleScribeVersion", "1.x")))
    libraries: list[DataFile] = []
    missing: list[str] = []
    imported_roots: set[str] = set()
    # catalogue links, depth first with the chain of files that led to each: a link back into the
    # chain is a cycle, the file's error
    by_id = {catalogue.id: catalogue}
    stack = [(catalogue, (catalogue.id,))]
    while stack:
        current, chain = stack.pop()
        for link in children(current.root, "catalogueLink"):
            target = link.get("targetId", "")
            if target in chain:  # read once: the cycle is said, not followed
                notes.append(msg("import.catalogue-cycle", "The catalogue links form a cycle ({chain}): each "
                                 "catalogue is read once.", chain=" -> ".join(quoted(by_id[c].name)
                                                                               for c in chain + (target,))))
                continue
            if link.get("importRootEntries") == "true" and current is catalogue or \
                    (link.get("importRootEntries") == "true" and current.id in imported_roots):
                imported_roots.add(target)
            if target in by_id:
                continue
            hit = beside.get(target)
            if hit is None or hit[0] != "catalogue":
                missing.append(link.get("name") or target)
                continue
            if len(libraries) >= MAX_LIBRARIES:
                raise DocumentError(cat_path, "catalogueLinks", msg(
                    "import.too-many-libraries", "reaches more than {limit} library catalogues", limit=MAX_LIBRARIES),
                    msg("import.at-most-libraries", "at most {limit}", limit=MAX_LIBRARIES))
            lib_root = parse(read_import(hit[1], (".cat",), CATALOGUE), hit[1], "catalogue", CATALOGUE)
            if is_old_schema(lib_root):
                from .bsold import from_old_schema

                lib_root = from_old_schema(lib_root)
            lib = DataFile(hit[1], lib_root)
            by_id[target] = lib
            libraries.append(lib)
            stack.append((lib, chain + (target,)))
    data = DataSet(catalogue, system, libraries, missing, imported_roots)
    if system is None:
        notes.append(msg("import.no-gst", "No game system file (.gst) beside the catalogue: categories defined there "
                         "are named by their ids."))
    return data


# -- entries as BattleScribe resolves them ----------------------------------------------------

def _facts(el, link) -> tuple[str, str, str, bool]:
    """(id, type, name, hidden) of an entry reached through ``link`` (or None)."""
    get = el.get
    return (get("id", ""), "group" if tag(el) == "selectionEntryGroup" else get("type", ""),
            get("name") or (link.get("name", "") if link is not None else ""),
            get("hidden") == "true" or (link is not None and link.get("hidden") == "true"))


class Node:
    """A selection entry or group reached in a walk: the element, the link that reached it (if any),
    and where it sits: its depth, the chain of entry ids above it, the nearest group's name, whether
    it sits inside a model entry (its cost is then paid per model) and its file."""

    __slots__ = ("el", "link", "depth", "chain", "group", "under_model", "file", "id", "type", "name", "hidden")

    def __init__(self, el, link, depth: int = 0, chain: tuple = (), group: str = "", under_model: bool = False,
                 file=None, facts: tuple | None = None):
        self.el, self.link, self.depth, self.chain, self.group = el, link, depth, chain, group
        self.under_model, self.file = under_model, file
        self.id, self.type, self.name, self.hidden = facts if facts is not None else _facts(el, link)

    def parts(self, name: str) -> list:
        """The entry's ``name`` children (costs, constraints, modifiers, category links...): the link's
        and the target's."""
        own = children(self.el, name)
        return own + children(self.link, name) if self.link is not None else own


def primary_category(node: Node, data: DataSet) -> str:
    links = node.parts("categoryLink")
    chosen = next((c for c in links if c.get("primary") == "true"), links[0] if links else None)
    if chosen is None:
        return ""
    return data.categories.get(chosen.get("targetId", ""), "") or chosen.get("name", "") or chosen.get("targetId", "")


@dataclass
class Price:
    """An entry's points: its base cost with the modifiers that need no roster applied, the points
    added per model, and the modifiers that depend on what a roster holds (not applied)."""

    cost: float = 0.0
    per_model: float = 0.0
    conditional: list = field(default_factory=list)  # (modifier type, value) not applied
    negative: bool = False  # the file gives a negative price (a discount), carried as 0


def price(node: Node, data: DataSet, path) -> Price:
    """The entry's points (cost type ``data.points_type``)."""
    link = node.link
    key = (node.el, link if link is not None and len(link) else None)  # a bare link prices as its target
    hit = data.price_cache.get(key)
    if hit is None:
        hit = data.price_cache[key] = _price(node, data, path)
    return hit


#: what an entry's price is read from, and a price modifier's conditions
_PRICE_PARTS = ("cost", "modifier", "modifierGroup")
_MODIFIER_PARTS = ("repeat", "condition", "conditionGroup")


def _price(node: Node, data: DataSet, path) -> Price:
    ptype = data.points_type
    out = Price()
    base = None
    el_costs, el_mods, el_groups = children_of(node.el, _PRICE_PARTS)
    link_costs, link_mods, link_groups = children_of(node.link, _PRICE_PARTS) if node.link is not None else \
        ([], [], [])
    for cost in link_costs or el_costs:
        if (ptype is not None and cost.get("typeId") == ptype) or (
                ptype is None and same_name(cost.get("name", "")).strip() in POINTS_NAMES):
            base = number(cost.get("value"), path, f"{node.name} cost")
    out.cost = base or 0.0
    mods = el_mods + link_mods + [m for g in el_groups + link_groups for m in children(g, "modifier")]
    for mod in mods:
        fld = mod.get("field", "")
        if fld != ptype and not (ptype is None and same_name(fld) in POINTS_NAMES):
            continue
        kind = mod.get("type", "")
        value = number(mod.get("value"), path, f"{node.name} modifier")
        repeats, conditions, condition_groups = children_of(mod, _MODIFIER_PARTS)
        conditional = bool(conditions or condition_groups)
        if repeats and not conditional and kind == "increment" and len(repeats) == 1 and \
                repeats[0].get("childId") == "model" and repeats[0].get("scope") == "parent" and \
                number(repeats[0].get("value"), path, f"{node.name} repeat", 1.0) == 1.0:
            out.per_model += value * number(repeats[0].get("repeats"), path, f"{node.name} repeat", 1.0)
            continue
        if repeats or conditional:
            out.conditional.append((kind, value))
            continue
        if kind == "set":
            out.cost = value
        elif kind == "increment":
            out.cost += value
        elif kind == "decrement":
            out.cost -= value
        elif kind == "multiply":
            out.cost *= value
        else:
            out.conditional.append((kind, value))
    if out.cost < 0 or out.per_model < 0:
        out.negative = True
        out.cost, out.per_model = max(out.cost, 0.0), max(out.per_model, 0.0)
    return out


def _kids(el, link, data: DataSet) -> list[tuple]:
    """(element, link or None, file or None, its facts) of the entries and groups right inside an
    entry (as reached through ``link``), links resolved; a link whose target is unknown is left out."""
    key = (el, link)
    hit = data.kids_cache.get(key)
    if hit is not None:
        return hit
    out = []
    local, entries = _LOCAL.get, data.entries
    for holder in (el, link) if link is not None else (el,):
        for child in holder:
            t = local(child.tag) or tag(child)
            if t == "selectionEntries" or t == "selectionEntryGroups":
                for e in child:
                    te = local(e.tag) or tag(e)
                    if te == "selectionEntry" or te == "selectionEntryGroup":
                        out.append((e, None, None, _facts(e, None)))
            elif t == "entryLinks":
                for ln in child:
                    if (local(ln.tag) or tag(ln)) != "entryLink":
                        continue
                    target = entries.get(ln.get("targetId", ""))
                    if target is not None:
                        out.append((target[0], ln, target[1], _facts(target[0], ln)))
    data.kids_cache[key] = out
    return out


_NO_NODES: tuple = ()

#: a walked entry as a row (a tuple is made several times faster than a :class:`Node`): (element,
#: link or None, file, facts (id, type, name, hidden), depth, chain of entry ids above it, nearest
#: group's name, inside a model entry, and what the entry's option depends on (its element, its
#: link when the link has children of its own, whether it is inside a model entry, its group)
#: for a unit and for any other entry (never inside a model))
EL, LINK, FILE, FACTS, DEPTH, CHAIN, GROUP, UNDER_MODEL, OPTION_KEY, OPTION_KEY_NOT_UNIT = range(10)


def row_node(row: tuple) -> Node:
    """The :class:`Node` of a walked row."""
    el, link, f, facts, depth, chain, group, under = row[:8]
    return Node(el, link, depth, chain, group, under, f, facts)


def _sub_rows(el, link, depth: int, chain: tuple, facts: tuple, group: str, under: bool, pfile, data: DataSet,
              path, cycles: list) -> list[tuple] | tuple:
    """The rows of the entries and groups right inside an entry (as :func:`sub_nodes`); the links
    not followed because they lead back to a holder are added to ``cycles``."""
    depth += 1
    if depth > MAX_NESTING:
        raise DocumentError(path, facts[2], msg("import.too-deep", "nests entries more than {limit} deep",
                                                limit=MAX_NESTING),
                            msg("import.at-most-deep", "at most {limit} levels", limit=MAX_NESTING))
    kids = data.kids_cache.get((el, link))
    if kids is None:
        kids = _kids(el, link, data)
    if not kids:  # most entries walked (a unit's wargear choices) hold nothing more
        return _NO_NODES
    pid, ptype, pname = facts[0], facts[1], facts[2]
    chain = chain + (pid,)
    under = under or ptype == "model"
    if ptype == "group":
        group = pname
    out = []
    for kel, klink, f, kfacts in kids:
        if klink is not None and kfacts[0] in chain:  # BattleScribe opens it on demand only
            cycles.append(f"{pname} -> {klink.get('name') or kfacts[2]}")
            continue
        if kfacts[3]:  # hidden unless a roster's choices show it: nothing under it is offered either
            continue
        key = (kel, klink if klink is not None and len(klink) else None, under, group)
        out.append((kel, klink, f or pfile, kfacts, depth, chain, group, under, key,
                    (key[0], key[1], False, group) if under else key))
    return out


def sub_nodes(parent: Node, data: DataSet, path) -> list[Node] | tuple:
    """The entries and groups right inside ``parent`` that are not hidden, links followed (a link back
    to an entry that holds it is not followed, and said; nesting beyond :data:`MAX_NESTING` is refused)."""
    rows = _sub_rows(parent.el, parent.link, parent.depth, parent.chain,
                     (parent.id, parent.type, parent.name, parent.hidden), parent.group, parent.under_model,
                     parent.file, data, path, data.cycles)
    return [row_node(r) for r in rows] if rows else _NO_NODES


def walk_parts(root: Node, data: DataSet, path) -> tuple[list, bool]:
    """:func:`walk_rows` with each walk under a shared entry that is replayed left as one
    :class:`Replay` instead of its rows copied: the catalogue conversion works out what a shared
    entry's walk offers once, not once per unit that reaches it. The entries under a shared entry
    reached through a link are walked once per data set (:class:`_Shared`) and replayed wherever
    the result is the same as walking them again."""
    out: list = []
    walked = 0  # rows walked, those of the replays included
    linked: set[str] = set()  # shared entries already reached through a link: their second visit adds nothing
    cycles = data.cycles
    stack = list(reversed(_sub_rows(root.el, root.link, root.depth, root.chain,
                                    (root.id, root.type, root.name, root.hidden), root.group, root.under_model,
                                    root.file, data, path, cycles)))
    pop, push, add, append = stack.pop, stack.extend, linked.add, out.append
    kids_cache, shared, walk_links = data.kids_cache, data.shared_walks, data.walk_links
    while stack:
        row = pop()
        el, link, f, facts, depth, chain, group, under, _, _ = row
        if link is not None:
            if facts[0] in linked:
                continue
            add(facts[0])
            append(row)
            walked += 1
            if walked >= MAX_WALK:
                return out, True
            walk_link = walk_links.get(link)
            if walk_link is None:
                walk_link = walk_links[link] = _walk_link(el, link)
            key = (el, walk_link, group, under)
            sub = shared.get(key)
            if sub is None:  # met a first time: walked in place
                shared[key] = _ONCE
            elif sub is _ONCE:  # met again: walked on its own, to be replayed from now on
                sub = shared[key] = _Shared.walked(row, data, path) or _NEVER
            if sub is not None and sub is not _ONCE and sub is not _NEVER and sub.fits(linked, chain, depth,
                                                                                        walked):
                linked.update(sub.linked)
                cycles.extend(sub.cycles)
                append(Replay(sub, chain, depth))
                walked += len(sub.rows)
                continue
        else:
            append(row)
            walked += 1
            if walked >= MAX_WALK:
                return out, True
        if depth < MAX_NESTING and kids_cache.get((el, link)) == []:
            continue  # most entries walked (a unit's wargear choices) hold nothing more
        kids = _sub_rows(el, link, depth, chain, facts, group, under, f, data, path, cycles)
        if kids:
            push(reversed(kids))
    return out, False


def walk_rows(root: Node, data: DataSet, path) -> tuple[list[tuple], bool]:
    """:func:`walk` as rows (see :data:`EL`): what the catalogue conversion reads of tens of
    thousands of entries, without making an object of each (:func:`walk_parts` with its replays'
    rows written out)."""
    parts, cut = walk_parts(root, data, path)
    out: list[tuple] = []
    for part in parts:
        if part.__class__ is Replay:
            out.extend(part.rows())
        else:
            out.append(part)
    return out, cut


def _walk_link(el, link) -> object:
    """What of ``link`` the walk under the entry ``el`` it reaches depends on: the link itself when
    it holds entries or links of its own (they are walked with the entry's) or names the entry
    (a group's name is its entries' group); otherwise False, and the entry is walked alike through
    any such link (a shared entry is linked from many units, each through a link of its own)."""
    if not el.get("name"):
        return link
    local = _LOCAL.get
    for child in link:
        t = local(child.tag) or tag(child)
        if (t == "selectionEntries" or t == "selectionEntryGroups" or t == "entryLinks") and len(child):
            return link
    return False


_ONCE = object()  # a shared entry walked once so far
_NEVER = object()  # a shared entry whose walk reaches a limit: walked in place each time


class _Shared:
    """The walk under one shared entry reached through a link (its rows with depths and chains
    counted from it), with what decides whether walking it again elsewhere gives the same rows: the
    shared entries it reaches through links (one already reached is skipped), the ids its links are
    checked against the chain of holders for (a link back to a holder is not followed), its
    deepest entry (nesting is limited) and its size (the walk is limited).

    Its rows hold, in place of the chain of holders, the number of their chain in :attr:`chains`
    (what :meth:`Replay.rows` puts below the chain where it is met) and their depths counted from
    the shared entry. What a reader works out of them once for every replay it keeps in
    :attr:`views`."""

    __slots__ = ("rows", "chains", "linked", "checked", "deepest", "cycles", "views")

    def __init__(self, rows, chains, linked, checked, deepest, cycles):
        self.rows, self.chains, self.linked, self.checked = rows, chains, linked, checked
        self.deepest, self.cycles = deepest, cycles
        self.views: dict = {}

    @classmethod
    def walked(cls, top: tuple, data: DataSet, path) -> "_Shared | None":
        """The walk under ``top`` (a row reached through a link) as :func:`walk_rows` does it with
        nothing reached before and no holder above; None when it reaches a limit (the walk in place
        then says so)."""
        el, link, f, facts, _, _, group, under, _, _ = top
        rows: list[tuple] = []
        linked = {facts[0]}
        checked: set[str] = set()
        cycles: list[str] = []
        deepest = 0
        stack = list(reversed(_checked_rows(el, link, 0, (), facts, group, under, f, data, path, cycles, checked)))
        while stack:
            row = stack.pop()
            el, link, f, facts, depth, chain, group, under, _, _ = row
            if link is not None:
                if facts[0] in linked:
                    continue
                linked.add(facts[0])
            rows.append(row)
            if len(rows) >= MAX_WALK or depth >= MAX_NESTING:
                return None
            deepest = max(deepest, depth)
            kids = _checked_rows(el, link, depth, chain, facts, group, under, f, data, path, cycles, checked)
            if kids:
                stack.extend(reversed(kids))
        linked.discard(top[FACTS][0])
        chains: dict[tuple, int] = {}  # the chains below the entry, numbered: a replay adds each to its holders once
        rows = [r[:5] + (chains.setdefault(r[CHAIN], len(chains)),) + r[6:] for r in rows]
        return cls(rows, list(chains), linked, checked, deepest, cycles)

    def fits(self, linked: set, chain: tuple, depth: int, walked: int) -> bool:
        """Whether walking again under the entry at ``depth`` below ``chain``, with the shared
        entries ``linked`` already reached and ``walked`` entries already walked, gives these rows."""
        return depth + self.deepest < MAX_NESTING and walked + len(self.rows) < MAX_WALK and \
            self.linked.isdisjoint(linked) and self.checked.isdisjoint(chain)


class Replay:
    """A shared entry's walk (:class:`_Shared`) met again under the entry at ``depth`` below
    ``chain``: the rows :meth:`rows` writes out, which :func:`walk_parts` leaves unwritten."""

    __slots__ = ("shared", "chain", "depth")

    def __init__(self, shared: _Shared, chain: tuple, depth: int):
        self.shared, self.chain, self.depth = shared, chain, depth

    def rows(self, rows: list | None = None) -> list[tuple]:
        """The shared walk's rows (or those of ``rows``, some of them) as walked here."""
        chain, depth = self.chain, self.depth
        full = [chain + sub for sub in self.shared.chains]
        return [(el, link, f, facts, depth + d, full[c], group, under, key, other)
                for el, link, f, facts, d, c, group, under, key, other in
                (self.shared.rows if rows is None else rows)]


def _checked_rows(el, link, depth, chain, facts, group, under, pfile, data: DataSet, path, cycles: list,
                  checked: set) -> list[tuple] | tuple:
    """:func:`_sub_rows`, adding to ``checked`` the ids of the links checked against the chain of holders."""
    kids = data.kids_cache.get((el, link))
    if kids is None:
        kids = _kids(el, link, data)
    checked.update(k[FACTS][0] for k in kids if k[LINK] is not None)
    return _sub_rows(el, link, depth, chain, facts, group, under, pfile, data, path, cycles)


def walk(root: Node, data: DataSet, path) -> tuple[list[Node], bool]:
    """Every entry and group under ``root`` (not ``root`` itself) that is not hidden, in file order,
    each shared entry once (a "Weapon modifications" group linked under every weapon is walked
    once), and whether the walk stopped at :data:`MAX_WALK` entries."""
    rows, cut = walk_rows(root, data, path)
    return [row_node(r) for r in rows], cut


def selection_limits(node: Node, path, scopes=("roster", "force", "primary-catalogue")) -> tuple[int | None,
                                                                                                 int | None]:
    """The (min, max) selections constraints of ``node`` in one of ``scopes``."""
    low = high = None
    for con in node.parts("constraint"):
        if con.get("field") != "selections" or con.get("scope") not in scopes or con.get("percentValue") == "true":
            continue
        value = int(number(con.get("value"), path, f"{node.name} constraint", 0.0))
        if con.get("type") == "max" and value >= 0:
            high = value if high is None else min(high, value)
        elif con.get("type") == "min":
            low = value if low is None else max(low, value)
    return low, high


def constraint_modifiers(node: Node, scopes: tuple[str, ...] | None = None) -> int:
    """How many modifiers of the entry change one of its constraints (of one of ``scopes``; None:
    any), not applied."""
    ids = {c.get("id") for c in node.parts("constraint")
           if c.get("id") and (scopes is None or c.get("scope") in scopes)}
    return sum(1 for m in node.parts("modifier") if m.get("field") in ids)
