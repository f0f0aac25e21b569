"""Operations on a campaign map that the editor offers: new maps, resizing, brushes,
construction checks, empire tables and the fairness helper.

Pure functions on :class:`~model.campaign.CampaignDocument` and a
:class:`~model.ruleset.Ruleset`; edits are returned as ``{hex: cell or None}``
batches for :meth:`CampaignDocument.set_cells`, so the editor can make each one
undoable. Every rule number comes from the ruleset's ``campaign`` section.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Iterable, Mapping

if TYPE_CHECKING:
    import numpy as np  # the map index's arrays: imported by its first use, not with the module
    import networkx as nx

from .display import new_player_name
from .campaign import CampaignDocument, HexCell, Player
from .hexgrid import Hex, HexGrid, axial_to_offset, distance, hexagon_shape, neighbours, offset_to_axial, spiral
from .campaign_constructions import _race, construction_problem, races  # noqa: F401 (re-exported)
from .ruleset import Ruleset

Changes = dict[Hex, "HexCell | None"]

# -- ruleset access ---------------------------------------------------------------


def terrains(ruleset: Ruleset) -> list[dict]:
    """The ruleset's campaign terrains (id, name, color, pattern...)."""
    return list(ruleset.value("campaign.terrains", []) or [])


def features(ruleset: Ruleset) -> list[dict]:
    return list(ruleset.value("campaign.features", []) or [])


def default_terrain(ruleset: Ruleset) -> str:
    t = terrains(ruleset)
    return t[0]["id"] if t else "plains"


def hexes_for_players(ruleset: Ruleset, players: int) -> int:
    """Map size the ruleset asks for with this many players (``campaign.hexes_per_player``)."""
    return int(ruleset.value("campaign.hexes_per_player", 0) or 0) * int(players)


def rectangle_for_count(count: int) -> tuple[int, int]:
    """Columns x rows of the most square rectangle holding exactly ``count`` hexes when possible
    (a row more when ``count`` is prime or the exact one is too elongated)."""
    count = max(1, int(count))
    best = None
    for rows in range(1, int(math.isqrt(count)) + 1):
        if count % rows == 0:
            best = (count // rows, rows)
    if best is None or best[0] > 3 * best[1]:
        cols = math.ceil(math.sqrt(count))
        return cols, math.ceil(count / cols)
    return best


def hexagon_radius_for_count(count: int) -> int:
    """Smallest radius whose hexagon holds at least ``count`` hexes."""
    radius = 0
    while hexagon_count(radius) < count:
        radius += 1
    return radius


def hexagon_count(radius: int) -> int:
    return 3 * radius * (radius + 1) + 1


def new_campaign(ruleset: Ruleset, name: str, players: int, shape: str = "rectangle", orientation: str = "pointy",
                 size: float = 20.0, columns: int | None = None, rows: int | None = None,
                 radius: int | None = None, player_names: Iterable[str] = (),
                 colors: Iterable[str] = ()) -> CampaignDocument:
    """A blank campaign map sized for ``players`` by the ruleset, with numbered players."""
    target = hexes_for_players(ruleset, players)
    if shape == "hexagon":
        keys = hexagon_shape(hexagon_radius_for_count(target) if radius is None else radius)
    elif shape == "rectangle":
        if columns is None or rows is None:
            columns, rows = rectangle_for_count(target)
        keys = rectangle_shape_at(0, 0, columns, rows, orientation)
    else:
        raise ValueError(f"shape must be 'rectangle' or 'hexagon', not {shape!r}")
    blank = HexCell(terrain=default_terrain(ruleset))
    names = list(player_names)
    palette = list(colors) or list(PLAYER_COLORS)
    people = [Player(id=f"p{i + 1}", name=names[i] if i < len(names) else new_player_name(i + 1),
                     color=palette[i % len(palette)]) for i in range(players)]
    return CampaignDocument(name=name, ruleset=ruleset.id, grid=HexGrid(orientation, size),
                            cells={k: blank for k in keys}, players=people)


#: Distinct, colour-blind-friendlier banner colours offered to new players (a UI choice, not a rule).
PLAYER_COLORS = ("#c0392b", "#1f5fbf", "#e6a700", "#7b3fa0", "#111111", "#e67e22", "#16a085", "#d6336c",
                 "#6d4c41", "#ffffff")

# -- shapes and resizing ----------------------------------------------------------


def rectangle_shape_at(col0: int, row0: int, columns: int, rows: int, orientation: str) -> list[Hex]:
    """Hexes of an offset-coordinate rectangle whose top-left cell is (col0, row0)."""
    return [offset_to_axial(c, r, orientation) for r in range(row0, row0 + rows) for c in range(col0, col0 + columns)]


def offset_bounds(doc: CampaignDocument) -> tuple[int, int, int, int]:
    """(first column, first row, columns, rows) of the map in offset coordinates."""
    cols, rows = zip(*(axial_to_offset(k, doc.grid.orientation) for k in doc.cells)) if doc.cells else ((0,), (0,))
    return min(cols), min(rows), max(cols) - min(cols) + 1, max(rows) - min(rows) + 1


def hexagon_of(doc: CampaignDocument) -> tuple[Hex, int] | None:
    """(centre, radius) when the map is exactly a hexagon, else None."""
    if not doc.cells:
        return None
    n = len(doc.cells)
    radius = hexagon_radius_for_count(n)
    if hexagon_count(radius) != n:
        return None
    qs = sum(k.q for k in doc.cells) / n
    rs = sum(k.r for k in doc.cells) / n
    center = Hex(round(qs), round(rs))
    if all(distance(center, k) <= radius for k in doc.cells):
        return center, radius
    return None


def map_shape(doc: CampaignDocument) -> str:
    """``"hexagon"`` when the map is a full hexagon, else ``"rectangle"``."""
    return "hexagon" if hexagon_of(doc) is not None and len(doc.cells) > 1 else "rectangle"


def resize_to(doc: CampaignDocument, keys: Iterable[Hex], blank: HexCell) -> Changes:
    """Changes that make the map exactly ``keys``: hexes kept keep their paint, new ones are blank."""
    target = set(map(lambda k: Hex(*k), keys))
    changes: Changes = {k: None for k in doc.cells if k not in target}
    changes.update({k: blank for k in target if k not in doc.cells})
    return changes


def resize_rectangle(doc: CampaignDocument, blank: HexCell, left: int = 0, right: int = 0, top: int = 0,
                     bottom: int = 0) -> Changes:
    """Add (positive) or remove (negative) columns and rows on each side, keeping the paint."""
    col0, row0, cols, rows = offset_bounds(doc)
    # keep the row parity so the existing hexes stay where they are: adding one row on top
    # moves the first row from an even to an odd index, which offset_to_axial handles.
    keys = rectangle_shape_at(col0 - left, row0 - top, max(1, cols + left + right), max(1, rows + top + bottom),
                              doc.grid.orientation)
    return resize_to(doc, keys, blank)


def resize_hexagon(doc: CampaignDocument, blank: HexCell, rings: int) -> Changes:
    """Add (positive) or remove (negative) outer rings of a hexagonal map, keeping the paint."""
    found = hexagon_of(doc)
    center, radius = found if found else (Hex(0, 0), 0)
    return resize_to(doc, spiral(center, max(0, radius + rings)), blank)


def grow_ring(doc: CampaignDocument, blank: HexCell) -> Changes:
    """Add every hex touching the map (any shape): one more ring all round."""
    return {n: blank for k in doc.cells for n in neighbours(k) if n not in doc.cells}

# -- brushes ----------------------------------------------------------------------


def brush_hexes(doc: CampaignDocument, center: Hex, radius: int) -> list[Hex]:
    """Hexes a brush of ``radius`` (1 = one hex, 2 = with its neighbours, 3 = two rings) covers."""
    return [h for h in spiral(Hex(*center), max(0, radius - 1)) if h in doc.cells]


def flood_region(doc: CampaignDocument, start: Hex) -> set[Hex]:
    """The connected region of hexes with the same terrain as ``start`` (along the map's graph)."""
    start = Hex(*start)
    terrain = doc.cells[start].terrain
    import networkx as nx

    same = doc.graph.subgraph(k for k, c in doc.cells.items() if c.terrain == terrain)
    return set(nx.node_connected_component(same, start))


def paint(doc: CampaignDocument, keys: Iterable[Hex], **fields) -> Changes:
    """Changes setting ``fields`` on the hexes that differ."""
    out: Changes = {}
    for k in keys:
        cell = doc.cells.get(k)
        if cell is None:
            continue
        new = replace(cell, **fields)
        if new != cell:
            out[k] = new
    return out


def paint_terrain(doc: CampaignDocument, keys: Iterable[Hex], terrain: str) -> Changes:
    """Terrain changes for ``keys``; constructions the new terrain forbids stay (validation reports them)."""
    return paint(doc, keys, terrain=terrain)


def erase(doc: CampaignDocument, keys: Iterable[Hex], blank_terrain: str) -> Changes:
    """Back to blank ground: no constructions, no owner, no capital (names and notes stay)."""
    return paint(doc, keys, terrain=blank_terrain, features=frozenset(), owner=None, capital=False)

# -- constructions ----------------------------------------------------------------


def race_of(doc: CampaignDocument, player_id: str | None) -> str:
    p = doc.players.get(player_id) if player_id else None
    return p.race if p else ""


def racial_warning(ruleset: Ruleset, doc: CampaignDocument, cell: HexCell, feature: str) -> str | None:
    """A racial exception the owner's race raises against building ``feature`` here, or None."""
    race = race_of(doc, cell.owner)
    r = _race(ruleset, race)
    if not r:
        return None
    if r.get("can_build") is False:
        return f"{r.get('name', race)} cannot build castles, cities or mines (they only take them)"
    if feature == "city" and r.get("cities_beyond_capital") is False and not cell.capital:
        return f"{r.get('name', race)} cannot build cities other than their capital"
    return None


def required_features(ruleset: Ruleset, feature: str) -> set[str]:
    """The feature and what it needs (a city needs a castle, so a city hex has both)."""
    out = {feature}
    for need in ruleset.value(f"campaign.construction.{feature}.requires", []) or []:
        out |= required_features(ruleset, need)
    return out


def toggle_feature(ruleset: Ruleset, doc: CampaignDocument, key: Hex, feature: str) -> tuple[Changes, str | None, str | None]:
    """Place ``feature`` on a hex (or take it away if it is there).

    Returns ``(changes, refusal, warning)``: a refusal (terrain forbids it) leaves changes
    empty; a warning (a racial exception) accompanies changes that were made.
    """
    cell = doc.cells[Hex(*key)]
    if cell.has(feature):
        # taking away a castle also takes the city that needs it; a city leaves its castle
        gone = {feature} | {f for f in cell.features if feature in required_features(ruleset, f) and f != feature}
        return {Hex(*key): replace(cell, features=cell.features - gone,
                                   capital=cell.capital and "city" not in gone)}, None, None
    problems = [construction_problem(ruleset, cell.terrain, f, race_of(doc, cell.owner))
                for f in sorted(required_features(ruleset, feature))]
    problem = next((p for p in problems if p), None)
    if problem:
        return {}, problem, None
    warning = racial_warning(ruleset, doc, cell, feature)
    return {Hex(*key): replace(cell, features=cell.features | required_features(ruleset, feature))}, None, warning


def place_capital(ruleset: Ruleset, doc: CampaignDocument, key: Hex, player_id: str) -> tuple[Changes, str | None]:
    """Make ``key`` the capital of ``player_id``: the player's banner, a city (as the ruleset's
    capital features require) and the capital mark, moved from any former capital.

    Returns ``(changes, refusal)``.
    """
    key = Hex(*key)
    cell = doc.cells[key]
    race = race_of(doc, player_id)
    needed: set[str] = set()
    for f in ruleset.value("campaign.capital_features", []) or []:
        needed |= required_features(ruleset, f)
    capital_terrain = _race(ruleset, race).get("capital_terrain") or []
    if cell.terrain not in capital_terrain:
        for f in sorted(needed - cell.features):
            problem = construction_problem(ruleset, cell.terrain, f, race)
            if problem:
                return {}, f"no capital here: {problem}"
    changes: Changes = {}
    for old in doc.capitals(player_id):
        if old != key:
            changes[old] = replace(doc.cells[old], capital=False)
    new = replace(cell, owner=player_id, capital=True, features=cell.features | needed)
    if new != cell:
        changes[key] = new
    return changes, None


def remove_player_changes(doc: CampaignDocument, player_id: str, heir: str | None = None) -> Changes:
    """What happens to a leaving player's hexes: they pass to ``heir`` or become unclaimed;
    either way they stop being a capital."""
    return {k: replace(c, owner=heir, capital=False) for k, c in doc.cells.items() if c.owner == player_id}

# -- empires ----------------------------------------------------------------------


@dataclass(frozen=True)
class EmpireRow:
    """One player's empire this turn."""

    player: str
    name: str
    hexes: int
    cities: int
    castles: int
    mines: int
    size: int
    rank: int = 0
    turn_order: int = 0
    tied: bool = False
    army: int = 0


def army_size(ruleset: Ruleset, turn: int) -> int:
    """Points every army has on ``turn`` (``campaign.army_size``: start, +step every N turns, capped)."""
    from .campaign_turns import army_size as size

    return size(ruleset, turn)


def empire_table(doc: CampaignDocument, ruleset: Ruleset) -> list[EmpireRow]:
    """Each player's hexes, constructions and empire size (city hexes weighted by
    ``campaign.empire.city_weight``), ranked by :func:`model.campaign_turns.standing`: the order
    frozen at the start of the open turn, else the map's with the ruleset's tie-breaks (a tie not yet
    broken by a recorded die is ``tied``, and nobody gets the largest-empire bonus);
    ``turn_order`` is the order of play, smallest empire first."""
    from . import campaign_turns as ct

    rules = ct.TurnRules(ruleset)
    st = ct.standing(doc, rules)
    weight = rules.city_weight
    counts = {pid: Counter() for pid in doc.players}
    for cell in doc.cells.values():
        if cell.owner in counts:
            c = counts[cell.owner]
            c["hexes"] += 1
            for f in cell.features:
                c[f] += 1
    base = army_size(ruleset, st.turn)
    ranks = [r for r in st.ranks if r.player in doc.players]
    ranks += [ct.Rank(p, 0, 0, 0, 0, 0, position=len(ranks) + 1) for p in doc.players if p not in {r.player for r in ranks}]
    positions = {}
    for r in ranks:  # players level on everything share the better place
        positions[r.player] = next(x.position for x in ranks if x.tied == r.tied and (x.size, x.cities, x.castles, x.rolls)
                                   == (r.size, r.cities, r.castles, r.rolls)) if r.tied else r.position
    out = []
    for i, r in enumerate(ranks):
        c = counts[r.player]
        size = c["hexes"] + (weight - 1) * c["city"]
        army = base + (rules.bonus if st.largest == r.player else 0)
        out.append(EmpireRow(r.player, doc.players[r.player].name, c["hexes"], c["city"], c["castle"], c["mine"], size,
                             rank=positions[r.player], turn_order=len(ranks) - i, tied=r.tied, army=army))
    return out

# -- fairness -----------------------------------------------------------------------


@dataclass
class CapitalFigures:
    """What a capital has around it, for comparing starts."""

    hex: Hex
    owner: str | None
    within: dict[int, dict] = field(default_factory=dict)  # radius -> {"hexes", "cities", "castles", "mines", "terrain"}
    closest_share: float = 0.0
    open_neighbours: int = 0
    hemmed: bool = False


def _bfs_lengths(graph: nx.Graph, source: Hex, cutoff: int) -> dict[Hex, int]:
    import networkx as nx

    return nx.single_source_shortest_path_length(graph, source, cutoff=cutoff)


class MapIndex:
    """The map as arrays, for many breadth-first searches over one unchanged map.

    Hexes are numbered; each row of ``neighbours`` lists a hex's neighbours along the map
    (padded with ``n``, the number of hexes). ``distances(h)`` steps from ``h`` to every hex
    (-1 where unreachable) are computed once, a whole ring of hexes at a time, and kept, so
    scoring many capital placements (:func:`suggest_capitals`) costs array minimums.
    """

    def __init__(self, doc: CampaignDocument):
        self.keys = list(doc.cells)
        self.index = {k: i for i, k in enumerate(self.keys)}
        self.n = n = len(self.keys)
        import numpy as np

        adj = doc.graph.adj
        degree = max((len(adj[k]) for k in self.keys), default=1) or 1
        self.neighbours = np.full((n, degree), n, dtype=np.int32)
        for i, k in enumerate(self.keys):
            row = [self.index[m] for m in adj[k]]
            self.neighbours[i, :len(row)] = row
        self._distances: dict[Hex, np.ndarray] = {}

    def distances(self, h: Hex) -> np.ndarray:
        hit = self._distances.get(h)
        if hit is not None:
            return hit
        import numpy as np

        d = np.full(self.n + 1, -1, dtype=np.int32)
        d[self.n] = 0  # the padding is never "unvisited"
        start = self.index[h]
        d[start] = 0
        frontier = np.array([start], dtype=np.int32)
        step = 0
        while frontier.size:
            step += 1
            ring = self.neighbours[frontier].ravel()
            ring = np.unique(ring[d[ring] < 0])
            d[ring] = step
            frontier = ring
        self._distances[h] = d[:self.n]
        return self._distances[h]

    def shares(self, capitals: list[Hex]) -> dict[Hex, float]:
        """Share of the map's hexes closer (in steps along the map) to each capital than to any
        other; a hex at equal distance from several capitals is shared equally, a hex no capital
        reaches counts for none."""
        score = {c: 0.0 for c in capitals}
        caps = [c for c in dict.fromkeys(capitals) if c in self.index]
        if not caps:
            return score
        import numpy as np

        far = np.iinfo(np.int32).max
        steps = np.stack([self.distances(c) for c in caps])
        steps = np.where(steps < 0, far, steps)
        nearest = steps.min(axis=0)
        first = (steps == nearest) & (nearest < far)
        weight = first / np.maximum(first.sum(axis=0), 1)
        for c, w in zip(caps, weight.sum(axis=1)):
            score[c] = float(w) / self.n
        return score


def closest_shares(doc: CampaignDocument, capitals: list[Hex], index: MapIndex | None = None) -> dict[Hex, float]:
    """Share of the map's hexes closer (in steps along the map) to each capital than to any
    other; a hex at equal distance from several capitals is shared equally."""
    return (index or MapIndex(doc)).shares(capitals)


def capital_figures(doc: CampaignDocument, capitals: list[Hex] | None = None, radii: tuple[int, ...] = (1, 2, 3),
                    hemming: Iterable[str] = ("mountain", "swamp"), min_open: int = 3,
                    index: MapIndex | None = None) -> list[CapitalFigures]:
    """For each capital: hexes, cities, castles, mines and terrain mix within 1, 2, 3 steps, the
    share of the map closest to it, and whether it is hemmed in (fewer than ``min_open``
    neighbouring hexes that are on the map and not of a ``hemming`` terrain).

    ``hemming`` and ``min_open`` are the organiser's judgement, not rules. ``index`` reuses the
    searches of earlier calls on the same, unchanged map.
    """
    caps = list(capitals) if capitals is not None else doc.capitals()
    hemming = set(hemming)
    shares = closest_shares(doc, caps, index)
    out = []
    for cap in caps:
        lengths = _bfs_lengths(doc.graph, cap, max(radii))
        fig = CapitalFigures(cap, doc.cells[cap].owner if cap in doc.cells else None)
        for r in radii:
            around = [h for h, d in lengths.items() if 0 < d <= r]
            cells = [doc.cells[h] for h in around]
            fig.within[r] = {
                "hexes": len(around),
                "cities": sum(c.has("city") for c in cells),
                "castles": sum(c.has("castle") for c in cells),
                "mines": sum(c.has("mine") for c in cells),
                "terrain": dict(Counter(c.terrain for c in cells)),
            }
        fig.closest_share = shares.get(cap, 0.0)
        fig.open_neighbours = sum(1 for n in doc.graph.neighbors(cap) if doc.cells[n].terrain not in hemming)
        fig.hemmed = fig.open_neighbours < min_open
        out.append(fig)
    return out


def _value(fig: CapitalFigures) -> float:
    w = fig.within[max(fig.within)]
    return w["hexes"] + 2 * w["cities"] + w["mines"]


def balance_score(figs: list[CapitalFigures]) -> float:
    """Lower is fairer: spread of closest shares and of nearby resources, plus hemmed capitals."""
    if not figs:
        return 0.0
    shares = [f.closest_share for f in figs]
    values = [_value(f) for f in figs]
    mean_v = sum(values) / len(values) or 1.0
    spread_share = (max(shares) - min(shares)) * len(figs)
    spread_value = (max(values) - min(values)) / mean_v
    return spread_share + spread_value + sum(f.hemmed for f in figs)


def suggest_capitals(doc: CampaignDocument, ruleset: Ruleset, players: int, seed: int = 0, rounds: int = 4,
                     hemming: Iterable[str] = ("mountain", "swamp"), min_open: int = 3,
                     max_candidates: int = 400) -> tuple[list[Hex], list[CapitalFigures]]:
    """Capital hexes for ``players`` that respect ``campaign.capital_min_distance`` and balance the
    fairness figures: the cities when there are enough, else any hex a city may stand on;
    spread out first (farthest-point), then improved move by move. Returns ([] , []) when
    no placement meets the spacing rule."""
    if players <= 0 or not doc.cells:
        return [], []
    min_d = int(ruleset.value("campaign.capital_min_distance", 1) or 1)
    hemming = tuple(hemming)
    cities = [k for k, c in doc.cells.items() if c.has("city")]
    if len(cities) >= players:
        candidates = cities
    else:
        candidates = cities + [k for k, c in doc.cells.items() if not c.has("city")
                               and construction_problem(ruleset, c.terrain, "city") is None
                               and construction_problem(ruleset, c.terrain, "castle") is None]
    rng = random.Random(seed)
    candidates = sorted(set(candidates))
    if len(candidates) > max_candidates:
        candidates = sorted(rng.sample(candidates, max_candidates))
    if len(candidates) < players:
        return [], []

    def spaced(chosen: list[Hex], h: Hex, skip: int = -1) -> bool:
        return all(distance(h, c) >= min_d for i, c in enumerate(chosen) if i != skip)

    # farthest-point start, from the hex nearest the map's edge-centre spread
    center = Hex(round(sum(k.q for k in doc.cells) / len(doc.cells)), round(sum(k.r for k in doc.cells) / len(doc.cells)))
    chosen = [max(candidates, key=lambda h: (distance(h, center), h))]
    while len(chosen) < players:
        options = [h for h in candidates if h not in chosen and spaced(chosen, h)]
        if not options:
            return [], []
        chosen.append(max(options, key=lambda h: (min(distance(h, c) for c in chosen), h)))

    index = MapIndex(doc)  # every placement tried is scored on the same map

    def score(caps: list[Hex]) -> float:
        return balance_score(capital_figures(doc, caps, hemming=hemming, min_open=min_open, index=index))

    best = score(chosen)
    for _ in range(rounds):
        improved = False
        for i in range(players):
            near = sorted((h for h in candidates if h not in chosen and spaced(chosen, h, skip=i)),
                          key=lambda h: distance(h, chosen[i]))[:8]
            for h in near:
                trial = chosen[:i] + [h] + chosen[i + 1:]
                s = score(trial)
                if s < best - 1e-9:
                    chosen, best, improved = trial, s, True
        if not improved:
            break
    return chosen, capital_figures(doc, chosen, hemming=hemming, min_open=min_open, index=index)


@dataclass(frozen=True)
class CapitalMove:
    """What giving a player a suggested capital did: from where to where, the constructions that
    came along (``carried``), those the new hex's terrain refused (``left``), those the new hex
    already had, which stay on the old one (``stayed``), and the player whose banner the new hex
    flew before (``taken_from``)."""

    player: str
    old: Hex | None
    new: Hex
    carried: tuple[str, ...] = ()
    left: tuple[str, ...] = ()
    taken_from: str | None = None
    refusal: str | None = None
    stayed: tuple[str, ...] = ()


def move_capitals(ruleset: Ruleset, doc: CampaignDocument,
                  placement: Mapping[str, Hex]) -> tuple[Changes, list[CapitalMove]]:
    """Move each player's capital to the given hex *with what stands on it*: the old capital
    hex's constructions (its city, its castle) move to the new hex with the banner and the
    capital mark, and the old hex is left unclaimed, so every player keeps the empire they had.
    All players move at once (one player's new capital may be another's old one). A player
    without a capital gets one as the capital tool gives it. Returns the changes and one
    :class:`CapitalMove` per player."""
    work = doc.snapshot()
    lifted: dict[str, tuple[Hex | None, frozenset]] = {}
    total: Changes = {}
    before = {k: c.owner for k, c in doc.cells.items()}
    for pid, key in placement.items():
        olds = [h for h in work.capitals(pid) if h != Hex(*key)]
        old = olds[0] if olds else (Hex(*key) if Hex(*key) in work.capitals(pid) else None)
        carried: frozenset = frozenset()
        for h in olds:
            cell = work.cells[h]
            carried |= cell.features
            # the hex the capital leaves: no banner, no capital, none of what moved (unless another
            # player's capital lands there, which is placed below)
            work.set_cells({h: replace(cell, owner=None, capital=False, features=frozenset())})
            total[h] = work.cells[h]
        lifted[pid] = (old, carried)
    moves = []
    for pid, key in placement.items():
        key = Hex(*key)
        old, carried = lifted[pid]
        taken = before.get(key)
        taken = taken if taken not in (None, pid) and key not in {o for o, _ in lifted.values()} else None
        had = work.cells[key].features
        changes, refusal = place_capital(ruleset, work, key, pid)
        if refusal:
            moves.append(CapitalMove(pid, old, key, refusal=refusal))
            if old is not None and work.cells[old].owner is None:  # the player keeps the old capital
                work.set_cells({old: doc.cells[old]})
                total[old] = work.cells[old]
            continue
        work.set_cells(changes)
        total.update(changes)
        cell = work.cells[key]
        race = race_of(work, pid)
        brings = carried - had  # what the new hex has already stays where it stood, unclaimed
        fits = {f for f in brings if f not in cell.features
                and construction_problem(ruleset, cell.terrain, f, race) is None}
        left = tuple(sorted(f for f in brings if f not in cell.features and f not in fits))
        stayed = tuple(sorted(carried & had))
        if fits:
            work.set_cells({key: replace(cell, features=cell.features | fits)})
            total[key] = work.cells[key]
        if (left or stayed) and old is not None and old != key:
            stay = work.cells[old]
            work.set_cells({old: replace(stay, features=stay.features | set(left) | set(stayed))})
            total[old] = work.cells[old]
        moves.append(CapitalMove(pid, old, key, tuple(sorted(fits | (brings & cell.features))), left, taken,
                                 stayed=stayed))
    return {k: work.cells.get(k) for k in total}, moves


def assign_capitals(ruleset: Ruleset, doc: CampaignDocument, hexes: Iterable[Hex]) -> dict[str, Hex]:
    """Which player gets which suggested capital hex: a player whose capital is already one of
    them keeps it; the others get a hex where their race may have a capital, as near their old
    capital as can be (every order tried for up to seven players, nearest first beyond)."""
    from itertools import permutations

    hexes = [Hex(*h) for h in hexes]
    players = list(doc.players)
    placement: dict[str, Hex] = {}
    for pid in players:
        kept = [h for h in doc.capitals(pid) if h in hexes and h not in placement.values()]
        if kept:
            placement[pid] = kept[0]
    free = [h for h in hexes if h not in placement.values()]
    waiting = [p for p in players if p not in placement][:len(free)]
    lifted = doc.snapshot()
    lifted.set_cells({h: replace(c, owner=None, capital=False, features=frozenset())
                      for h, c in doc.cells.items() if c.capital and c.owner in waiting})

    def cost(pid: str, h: Hex) -> float:
        if place_capital(ruleset, lifted, h, pid)[1]:
            return 1e6  # the race may not have its capital there
        olds = doc.capitals(pid)
        return min((distance(o, h) for o in olds), default=0)

    costs = {(p, h): cost(p, h) for p in waiting for h in free}
    if len(waiting) <= 7:
        best = min(permutations(free, len(waiting)), key=lambda hs: sum(costs[p, h] for p, h in zip(waiting, hs)),
                   default=())
        placement.update(zip(waiting, best))
    else:
        left = list(free)
        for pid in waiting:
            h = min(left, key=lambda h: costs[pid, h])
            placement[pid] = h
            left.remove(h)
    return placement


def apply_capitals(ruleset: Ruleset, doc: CampaignDocument, placement: Mapping[str, Hex]) -> Changes:
    """Changes placing each player's capital at the given hex (as the capital tool would),
    computed on a copy so later moves see earlier ones."""
    work = doc.snapshot()
    total: Changes = {}
    for pid, key in placement.items():
        changes, refusal = place_capital(ruleset, work, key, pid)
        if refusal:
            continue
        work.set_cells(changes)
        total.update(changes)
    return {k: work.cells.get(k) for k in total}
