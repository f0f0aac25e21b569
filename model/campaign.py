"""The campaign document: a hex map of terrain, constructions, players and capitals.

The map's topology is a networkx graph whose nodes are cell keys (axial
:class:`~model.hexgrid.Hex` here). Everything that reasons about the map
(validators, the editor's fairness helper) works on that graph and on
``polygon(key)``, so a region map whose regions are arbitrary polygons can later
provide the same two things and reuse them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # shapely loads when a hex's shape is first asked for (grid.polygon)
    import networkx as nx
    from shapely.geometry import Polygon

from .campaign_ledger import History
from .document import Document
from .events import Change
from .hexgrid import Hex, HexGrid, iter_edges, neighbours
from .jsonutil import clean_value

FEATURES = ("castle", "city", "mine")


@dataclass(frozen=True)
class HexCell:
    """What is painted on one hex."""

    terrain: str = "plains"
    features: frozenset[str] = field(default_factory=frozenset)
    owner: str | None = None
    capital: bool = False
    name: str = ""
    notes: str = ""

    def has(self, feature: str) -> bool:
        return feature in self.features


@dataclass(frozen=True)
class Player:
    """A campaign participant; ``race`` picks the ruleset's racial exceptions."""

    id: str
    name: str
    race: str = ""
    color: str = "#c0392b"


class CampaignDocument(Document):
    """A campaign map with its players and turn."""

    KIND = "campaign"
    COLLECTIONS = ("players",)
    FIELDS = ("name", "ruleset", "grid", "turn", "notes", "settings")

    def __init__(
        self,
        name: str,
        ruleset: str,
        grid: HexGrid | None = None,
        cells: Mapping[Hex, HexCell] | None = None,
        players: Iterable[Player] = (),
        turn: int = 1,
        notes: str = "",
        settings: dict[str, Any] | None = None,
        adjacency: Iterable[tuple[Hex, Hex]] | None = None,
        history=None,
    ):
        self.name = name
        self.ruleset = ruleset
        self.grid = grid or HexGrid()
        self.cells: dict[Hex, HexCell] = {Hex(*k): v for k, v in (cells or {}).items()}
        self.players: dict[str, Player] = {p.id: p for p in players}
        self.turn = int(turn)
        self.notes = notes
        self.settings: dict[str, Any] = dict(settings or {})
        #: True when the file gave its own adjacency (an imported or hand-edited map);
        #: the graph is then saved with the document instead of being derived.
        self.adjacency_explicit = adjacency is not None
        self._graph: nx.Graph | None = None
        self._edges = None if adjacency is None else [(Hex(*a), Hex(*b)) for a, b in adjacency]
        #: The turns played (:mod:`model.campaign_ledger`); immutable, replaced whole by ``set_history``.
        self.history: History = history if history is not None else History()

    @property
    def graph(self) -> nx.Graph:
        """The adjacency graph: built on first use (from the grid, or from the file's own edges),
        then kept in sync by every edit."""
        if self._graph is None:
            import networkx as nx  # with the graph (about a bare window's start to import): a map shown needs neither

            graph = nx.Graph()
            graph.add_nodes_from(self.cells)
            graph.add_edges_from(iter_edges(self.cells) if self._edges is None else self._edges)
            self._graph, self._edges = graph, None
        return self._graph

    # -- topology --------------------------------------------------------------
    def polygon(self, key: Hex) -> Polygon:
        return self.grid.polygon(key)

    def grid_neighbours(self, key: Hex) -> list[Hex]:
        """Neighbours by the grid's geometry that are on the map."""
        return [n for n in neighbours(key) if n in self.cells]

    # -- edits -------------------------------------------------------------------
    def set_cells(self, changes: Mapping[Hex, HexCell | None]) -> dict[Hex, HexCell | None]:
        """Paint, add (new key) or remove (``None``) many hexes at once; returns the old values.

        One call is one Change, so a whole brush stroke is one undoable step.
        """
        old: dict[Hex, HexCell | None] = {}
        added, removed, changed = [], [], []
        # A graph not built yet will be built from the cells as they are then; explicit edges
        # must be applied first so that removed hexes take their edges with them.
        graph = self.graph if self._edges is not None else self._graph
        for key, cell in changes.items():
            key = Hex(*key)
            cell = clean_value(cell)
            before = self.cells.get(key)
            if before == cell:
                continue
            old[key] = before
            if cell is None:
                del self.cells[key]
                if graph is not None:
                    graph.remove_node(key)
                removed.append(key)
            else:
                self.cells[key] = cell
                if before is None:
                    if graph is not None:
                        graph.add_node(key)
                        graph.add_edges_from((key, n) for n in self.grid_neighbours(key))
                    added.append(key)
                else:
                    changed.append(key)
        for action, keys in (("removed", removed), ("added", added), ("changed", changed)):
            if keys:
                self._emit(Change(action, "cells", tuple(keys)))
        return old

    def update_cell(self, key: Hex, **changes: Any) -> HexCell | None:
        """Change some fields of one hex; returns the old cell."""
        from dataclasses import replace

        return self.set_cells({key: replace(self.cells[key], **changes)}).get(Hex(*key))

    def set_adjacency(self, edges: Iterable[tuple[Hex, Hex]] | None) -> list[tuple[Hex, Hex]] | None:
        """Replace the graph's edges (``None``: derive from the grid again); returns the old edges."""
        old = list(self.graph.edges) if self.adjacency_explicit else None
        self.graph.remove_edges_from(list(self.graph.edges))
        if edges is None:
            self.adjacency_explicit = False
            self.graph.add_edges_from(iter_edges(self.cells))
        else:
            self.adjacency_explicit = True
            self.graph.add_edges_from((Hex(*a), Hex(*b)) for a, b in edges)
        self._emit(Change("changed", "adjacency"))
        return old

    def edges_at(self, keys: Iterable[Hex]) -> frozenset[frozenset[Hex]] | None:
        """The explicit edges touching ``keys`` (None when adjacency follows the grid): what an
        undo of an edit of those hexes puts back."""
        if not self.adjacency_explicit:
            return None
        graph = self.graph
        return frozenset(frozenset((k, n)) for k in map(lambda k: Hex(*k), keys) if k in graph for n in graph[k])

    def restore_edges(self, keys: Iterable[Hex], edges: frozenset[frozenset[Hex]] | None) -> None:
        """Make the edges touching ``keys`` exactly ``edges`` (from :meth:`edges_at`), so that a
        hex removed and put back by undo keeps the links it had, and no others."""
        if edges is None or not self.adjacency_explicit:
            return
        graph = self.graph
        keys = [Hex(*k) for k in keys]
        now = {frozenset((k, n)) for k in keys if k in graph for n in graph[k]}
        if now == set(edges):
            return
        graph.remove_edges_from(tuple(e) for e in now - edges)
        graph.add_edges_from(tuple(e) for e in edges - now if all(end in graph for end in e))
        self._emit(Change("changed", "adjacency"))

    def set_history(self, history) -> object:
        """Replace the campaign's turn record (one Change); returns the old one."""
        old, self.history = self.history, history
        self._emit(Change("changed", "history"))
        return old

    def snapshot(self) -> "CampaignDocument":
        clone = super().snapshot()
        clone.cells = dict(self.cells)
        # The graph is rebuilt where the snapshot is read (a worker thread), not copied here:
        # copying a 10,000-hex graph would stall the editor.
        clone._graph = None
        clone._edges = list(self.graph.edges) if self.adjacency_explicit else None
        return clone

    # -- queries --------------------------------------------------------------
    def owned_by(self, player_id: str) -> list[Hex]:
        return [k for k, c in self.cells.items() if c.owner == player_id]

    def capitals(self, player_id: str | None = None) -> list[Hex]:
        return [k for k, c in self.cells.items() if c.capital and (player_id is None or c.owner == player_id)]

    def _state(self) -> tuple:
        edges = {frozenset(e) for e in self.graph.edges}
        return super()._state() + (self.cells, self.adjacency_explicit, edges, self.history)

    def __repr__(self) -> str:
        return f"CampaignDocument({self.name!r}, {len(self.cells)} hexes, {len(self.players)} players)"
