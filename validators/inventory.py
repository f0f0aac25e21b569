"""Does the club's terrain stock build every table of a round at the same time?

Each terrain piece on each table of a round must get a stock item of its kind whose size
fits it (both sides of the item's bounding size within the event's tolerance of the piece's
oriented bounding box), and every stock item serves at most one piece per round. That is a
bipartite matching between pieces and stock units; it is solved as a maximum flow (networkx)
on a smaller, equivalent network:

    source -> piece class (same kind and size; capacity: how many such pieces the round has)
           -> stock item that fits the class (no limit)
           -> sink (capacity: how many of the item the club owns)

Integral capacities give an integral maximum flow, so the flow says how many pieces of each
class each item serves; it is then handed out to the pieces table by table (the pick list).
A piece left without an item is a shortage. The maximum flow proves no other assignment
serves more pieces.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

from model.event import Round, StockItem

#: Sizes are compared to a tenth of a millimetre: pieces of one layout reused on many tables
#: fall into one class.
_PRECISION = 1


@dataclass(frozen=True)
class PieceNeed:
    """A piece of one table of a round that needs a stock item."""

    table: int  # the table number
    file: str  # the table document (as the event names it)
    piece: str  # the piece's id
    label: str  # what people call it
    kind: str
    size: tuple[float, float]  # long side, short side (mm)


@dataclass(frozen=True)
class Shortage:
    """Pieces of one kind and size a round needs and the stock cannot provide."""

    round: str  # round id
    kind: str
    size: tuple[float, float]
    needed: int  # pieces of this kind and size in the round
    missing: int
    tables: tuple[int, ...]  # the tables left without one
    used_on: tuple[int, ...]  # every table of the round with such a piece
    labels: tuple[str, ...]  # what the short pieces are called
    fitting: tuple[str, ...]  # the stock items that would fit (ids)
    suggestions: tuple["Swap", ...] = ()


@dataclass(frozen=True)
class Swap:
    """A table that could use a spare stock item in place of a piece the stock lacks."""

    table: int
    piece: str
    label: str
    item: str  # the spare stock item's id
    spare: int  # how many of it are left over in the round


@dataclass
class RoundPlan:
    """The outcome for one round: which item goes to which piece, and what is missing."""

    round: str
    picks: dict[tuple[int, str], str] = field(default_factory=dict)  # (table number, piece id) -> item id
    used: dict[str, int] = field(default_factory=dict)  # item id -> pieces it serves
    needs: list[PieceNeed] = field(default_factory=list)
    shortages: list[Shortage] = field(default_factory=list)

    @property
    def missing(self) -> int:
        return sum(s.missing for s in self.shortages)


def piece_size(footprint) -> tuple[float, float]:
    """The piece's bounding size: the sides of its smallest rotated rectangle, long side first."""
    box = footprint.minimum_rotated_rectangle
    if box.geom_type != "Polygon":
        minx, miny, maxx, maxy = footprint.bounds
        a, b = maxx - minx, maxy - miny
    else:
        pts = list(box.exterior.coords)
        a = ((pts[0][0] - pts[1][0]) ** 2 + (pts[0][1] - pts[1][1]) ** 2) ** 0.5
        b = ((pts[1][0] - pts[2][0]) ** 2 + (pts[1][1] - pts[2][1]) ** 2) ** 0.5
    return (round(max(a, b), _PRECISION), round(min(a, b), _PRECISION))


def item_size(item: StockItem) -> tuple[float, float]:
    a, b = item.size
    return (max(a, b), min(a, b))


def fits(item: StockItem, kind: str, size: tuple[float, float], tolerance: float) -> bool:
    """Whether ``item`` can stand in for a piece of ``kind`` and bounding ``size`` (long, short)."""
    if item.kind != kind or item.count <= 0:
        return False
    long, short = item_size(item)
    return abs(long - size[0]) <= tolerance + 1e-9 and abs(short - size[1]) <= tolerance + 1e-9


_SIZES: dict[int, tuple[object, list[tuple[str, str, str, tuple[float, float]]]]] = {}


def table_needs(table) -> list[tuple[str, str, str, tuple[float, float]]]:
    """``(piece id, label, kind, size)`` for each piece of a table document (cached per document object)."""
    hit = _SIZES.get(id(table))
    if hit is not None and hit[0] is table:
        return hit[1]
    out = [(p.id, p.label or p.kind, p.kind, piece_size(p.footprint)) for p in table.pieces.values()]
    if len(_SIZES) > 4096:
        _SIZES.clear()
    _SIZES[id(table)] = (table, out)
    return out


def plan_round(rnd: Round, tables: Mapping[str, object], inventory: Iterable[StockItem],
               tolerance: float) -> RoundPlan:
    """Match the pieces of every table of ``rnd`` to the stock. ``tables`` maps a slot's file to
    its loaded table document (a slot whose table is missing or unreadable is left out)."""
    import networkx as nx

    items = [i for i in inventory if i.count > 0]
    plan = RoundPlan(rnd.id)
    classes: dict[tuple, list[PieceNeed]] = defaultdict(list)
    for slot in rnd.tables:
        table = tables.get(slot.table)
        if table is None:
            continue
        for piece_id, label, kind, size in table_needs(table):
            need = PieceNeed(slot.number, slot.table, piece_id, label, kind, size)
            plan.needs.append(need)
            classes[(kind, size)].append(need)
    if not classes:
        return plan
    by_kind: dict[str, list[StockItem]] = defaultdict(list)
    for item in items:
        by_kind[item.kind].append(item)
    graph = nx.DiGraph()
    fitting: dict[tuple, list[StockItem]] = {}
    for key, needs in classes.items():
        kind, size = key
        graph.add_edge("source", ("class", key), capacity=len(needs))
        fitting[key] = [i for i in by_kind.get(kind, ()) if fits(i, kind, size, tolerance)]
        for item in fitting[key]:
            graph.add_edge(("class", key), ("item", item.id))  # no capacity: unlimited
    for item in items:
        if graph.has_node(("item", item.id)):
            graph.add_edge(("item", item.id), "sink", capacity=item.count)
    graph.add_node("sink")
    _value, flow = nx.maximum_flow(graph, "source", "sink")
    for key, needs in classes.items():
        # hand the class's flow out to its pieces in table order
        supply = [(item.id, int(round(flow[("class", key)].get(("item", item.id), 0)))) for item in fitting[key]]
        queue = [item_id for item_id, n in supply for _ in range(n)]
        short: list[PieceNeed] = []
        for need, item_id in zip(needs, queue + [None] * (len(needs) - len(queue))):
            if item_id is None:
                short.append(need)
                continue
            plan.picks[(need.table, need.piece)] = item_id
            plan.used[item_id] = plan.used.get(item_id, 0) + 1
        if short:
            kind, size = key
            plan.shortages.append(Shortage(
                round=rnd.id, kind=kind, size=size, needed=len(needs), missing=len(short),
                tables=tuple(dict.fromkeys(n.table for n in short)),
                used_on=tuple(dict.fromkeys(n.table for n in needs)),
                labels=tuple(dict.fromkeys(n.label for n in short)),
                fitting=tuple(i.id for i in fitting[key])))
    if plan.shortages:
        plan.shortages = [_with_swaps(s, classes[(s.kind, s.size)], plan, items)
                          for s in sorted(plan.shortages, key=lambda s: (s.kind, s.size))]
    return plan


def _with_swaps(shortage: Shortage, needs: list[PieceNeed], plan: RoundPlan, items: list[StockItem]) -> Shortage:
    """Suggest spare items of the same kind (another size) for the pieces left without one,
    the closest in size first."""
    spare = {i.id: i.count - plan.used.get(i.id, 0) for i in items if i.kind == shortage.kind}
    spare = {k: v for k, v in spare.items() if v > 0}
    if not spare:
        return shortage
    by_id = {i.id: i for i in items}
    swaps: list[Swap] = []
    short = [n for n in needs if (n.table, n.piece) not in plan.picks]
    for need in short:
        choices = sorted(spare, key=lambda k: (sum(abs(a - b) for a, b in zip(item_size(by_id[k]), need.size)), k))
        for item_id in choices:
            if spare[item_id] > 0:
                spare[item_id] -= 1
                swaps.append(Swap(need.table, need.piece, need.label, item_id, spare[item_id] + 1))
                break
    return replace(shortage, suggestions=tuple(swaps))


def plan_event(rounds: Iterable[Round], tables: Mapping[str, object], inventory: Iterable[StockItem],
               tolerance: float) -> list[RoundPlan]:
    """:func:`plan_round` for every round."""
    stock = list(inventory)
    return [plan_round(r, tables, stock, tolerance) for r in rounds]
