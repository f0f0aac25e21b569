"""Campaign map operations behind the editor, without Qt."""
from __future__ import annotations

import pytest

from model import campaign_ops as ops
from model.campaign import HexCell, Player
from model.hexgrid import Hex, distance, neighbours
from model.ruleset import load_ruleset


@pytest.fixture
def ruleset():
    return load_ruleset("warhammer-campaign")


@pytest.fixture
def doc(ruleset):
    return ops.new_campaign(ruleset, "Test", 4)


def apply(doc, changes):
    doc.set_cells(changes)
    return doc


def test_new_map_follows_hexes_per_player(ruleset):
    d = ops.new_campaign(ruleset, "Four", 4)
    assert len(d.cells) == 40 and ops.offset_bounds(d)[2:] == (8, 5) and len(d.players) == 4
    assert ops.new_campaign(ruleset, "Three", 3).cells.__len__() == 30
    h = ops.new_campaign(ruleset, "Hex", 4, shape="hexagon")
    assert len(h.cells) == 61 and ops.hexagon_of(h) == (Hex(0, 0), 4)  # smallest hexagon with >= 40
    assert ops.rectangle_for_count(37) == (7, 6)  # prime: nearly square, not 37 x 1
    with pytest.raises(ValueError):
        ops.new_campaign(ruleset, "x", 2, shape="triangle")


def test_resize_rectangle_keeps_paint_where_hexes_stay(doc):
    painted = Hex(2, 2)
    doc.set_cells({painted: HexCell("forest", frozenset({"castle"}), owner="p1")})
    apply(doc, ops.resize_rectangle(doc, HexCell(), top=1, left=2, bottom=-1))
    col0, row0, cols, rows = ops.offset_bounds(doc)
    assert (col0, row0, cols, rows) == (-2, -1, 10, 5)
    assert doc.cells[painted] == HexCell("forest", frozenset({"castle"}), owner="p1")
    assert len(doc.cells) == 50
    # the graph follows: every new hex is linked to its neighbours on the map
    assert all(doc.graph.degree(h) == len([n for n in neighbours(h) if n in doc.cells]) for h in doc.cells)


def test_resize_hexagon_by_rings(ruleset):
    d = ops.new_campaign(ruleset, "Hex", 1, shape="hexagon", radius=2)
    d.set_cells({Hex(1, -1): HexCell("swamp")})
    apply(d, ops.resize_hexagon(d, HexCell(), 1))
    assert len(d.cells) == 37 and d.cells[Hex(1, -1)].terrain == "swamp"
    apply(d, ops.resize_hexagon(d, HexCell(), -2))
    assert len(d.cells) == 7 and d.cells[Hex(1, -1)].terrain == "swamp"
    assert ops.map_shape(d) == "hexagon"


def test_grow_ring_adds_every_touching_hex(doc):
    n = len(doc.cells)
    apply(doc, ops.grow_ring(doc, HexCell()))
    assert len(doc.cells) > n
    assert all(any(distance(h, k) == 1 for k in doc.cells if k != h) for h in doc.cells)


def test_brush_and_flood_fill(doc):
    assert len(ops.brush_hexes(doc, Hex(3, 2), 1)) == 1
    assert len(ops.brush_hexes(doc, Hex(3, 2), 2)) == 7
    assert len(ops.brush_hexes(doc, Hex(3, 2), 3)) == 19
    assert len(ops.brush_hexes(doc, Hex(0, 0), 2)) == 3  # clipped at the map's corner
    apply(doc, ops.paint_terrain(doc, [Hex(0, 0), Hex(1, 0), Hex(3, 0)], "mountain"))
    assert ops.flood_region(doc, Hex(0, 0)) == {Hex(0, 0), Hex(1, 0)}
    assert len(ops.flood_region(doc, Hex(2, 2))) == 37
    assert ops.paint_terrain(doc, [Hex(0, 0)], "mountain") == {}  # nothing changes, nothing to push


def test_construction_rules_come_from_the_ruleset(ruleset, doc):
    assert "swamp" in ops.construction_problem(ruleset, "swamp", "castle")
    assert ops.construction_problem(ruleset, "mountain", "city") is not None
    assert ops.construction_problem(ruleset, "mountain", "city", race="dwarfs") is None
    assert "river or mountain" in ops.construction_problem(ruleset, "plains", "mine")
    assert ops.construction_problem(ruleset, "river", "mine") is None
    changes, refusal, warning = ops.toggle_feature(ruleset, doc, Hex(1, 1), "city")
    assert refusal is None and changes[Hex(1, 1)].features == {"castle", "city"}
    apply(doc, changes)
    changes, _, _ = ops.toggle_feature(ruleset, doc, Hex(1, 1), "castle")  # the city needs the castle
    assert changes[Hex(1, 1)].features == frozenset()


def test_racial_exceptions_warn(ruleset, doc):
    doc.replace("players", Player("p1", "Skritch", race="skaven"))
    doc.update_cell(Hex(1, 1), owner="p1")
    changes, refusal, warning = ops.toggle_feature(ruleset, doc, Hex(1, 1), "castle")
    assert changes and refusal is None and "cannot build" in warning
    doc.replace("players", Player("p1", "Grom", race="orcs-goblins"))
    _, _, warning = ops.toggle_feature(ruleset, doc, Hex(1, 1), "city")
    assert "other than their capital" in warning


def test_place_capital_moves_it_and_adds_a_city(ruleset, doc):
    apply(doc, ops.place_capital(ruleset, doc, Hex(1, 1), "p1")[0])
    assert doc.capitals("p1") == [Hex(1, 1)] and doc.cells[Hex(1, 1)].features == {"castle", "city"}
    apply(doc, ops.place_capital(ruleset, doc, Hex(4, 3), "p1")[0])
    assert doc.capitals("p1") == [Hex(4, 3)] and doc.cells[Hex(1, 1)].owner == "p1"
    doc.update_cell(Hex(2, 2), terrain="mountain")
    changes, refusal = ops.place_capital(ruleset, doc, Hex(2, 2), "p2")
    assert changes == {} and "mountain" in refusal
    doc.replace("players", Player("p2", "Thorgrim", race="dwarfs"))
    changes, refusal = ops.place_capital(ruleset, doc, Hex(2, 2), "p2")  # dwarfs may
    assert refusal is None and changes[Hex(2, 2)].capital


def test_empire_table_ranks_counts_cities_double_and_orders_turns(ruleset, doc):
    apply(doc, {Hex(0, 0): HexCell(owner="p1", features=frozenset({"castle", "city"}), capital=True),
                Hex(1, 0): HexCell(owner="p1"),
                Hex(3, 0): HexCell(owner="p2"), Hex(4, 0): HexCell(owner="p2"),
                Hex(5, 0): HexCell(owner="p2", features=frozenset({"castle"})),
                Hex(0, 2): HexCell(owner="p3"), Hex(1, 2): HexCell(owner="p3"), Hex(2, 2): HexCell(owner="p3")})
    rows = {r.player: r for r in ops.empire_table(doc, ruleset)}
    assert (rows["p1"].size, rows["p1"].cities, rows["p1"].hexes) == (3, 1, 2)
    # p1, p2 and p3 all have size 3: more cities first, then more castles
    assert [rows[p].rank for p in ("p1", "p2", "p3", "p4")] == [1, 2, 3, 4]
    assert rows["p4"].turn_order == 1 and rows["p1"].turn_order == 4  # smallest empire acts first
    assert rows["p1"].army == 600 and rows["p2"].army == 500  # largest empire +100
    doc.turn = 11
    assert ops.empire_table(doc, ruleset)[0].army == 1600
    assert ops.army_size(ruleset, 5) == 500 and ops.army_size(ruleset, 6) == 1000 and ops.army_size(ruleset, 60) == 3000


def test_remove_player_changes(doc):
    doc.set_cells({Hex(0, 0): HexCell(owner="p1", capital=True), Hex(1, 0): HexCell(owner="p1")})
    heir = ops.remove_player_changes(doc, "p1", "p2")
    assert {c.owner for c in heir.values()} == {"p2"} and not any(c.capital for c in heir.values())
    assert {c.owner for c in ops.remove_player_changes(doc, "p1").values()} == {None}


def test_fairness_figures_shares_and_hemmed_capitals(ruleset, doc):
    a, b = Hex(0, 0), Hex(5, 4)
    apply(doc, ops.place_capital(ruleset, doc, a, "p1")[0])
    apply(doc, ops.place_capital(ruleset, doc, b, "p2")[0])
    doc.set_cells({Hex(1, 0): HexCell("mountain"), Hex(0, 1): HexCell("swamp", frozenset({"mine"}))})
    figs = {f.hex: f for f in ops.capital_figures(doc)}
    assert figs[a].within[1]["hexes"] == 2  # a corner hex
    assert figs[a].within[1]["terrain"] == {"mountain": 1, "swamp": 1}
    assert figs[a].within[1]["mines"] == 1
    assert figs[a].hemmed and figs[a].open_neighbours == 0
    assert not figs[b].hemmed
    assert sum(f.closest_share for f in figs.values()) == pytest.approx(1.0)
    closer = sum(1.0 if distance(h, a) < distance(h, b) else 0.5 if distance(h, a) == distance(h, b) else 0.0
                 for h in doc.cells)
    assert figs[a].closest_share == pytest.approx(closer / 40)
    assert figs[a].within[3]["hexes"] > figs[a].within[2]["hexes"] > figs[a].within[1]["hexes"]


def test_suggested_capitals_are_spaced_and_balanced(ruleset, doc):
    caps, figs = ops.suggest_capitals(doc, ruleset, 4)
    assert len(set(caps)) == 4
    assert all(distance(x, y) >= 2 for i, x in enumerate(caps) for y in caps[i + 1:])
    shares = [f.closest_share for f in figs]
    assert max(shares) - min(shares) <= 0.1
    assert not any(f.hemmed for f in figs)
    # cities are preferred when there are enough of them
    cities = [Hex(0, 0), Hex(6, 0), Hex(-2, 4), Hex(4, 4), Hex(2, 2)]
    apply(doc, {h: HexCell(features=frozenset({"castle", "city"})) for h in cities})
    caps, _ = ops.suggest_capitals(doc, ruleset, 4)
    assert set(caps) <= set(cities)
    assert ops.suggest_capitals(ops.new_campaign(ruleset, "tiny", 1, columns=2, rows=1), ruleset, 2) == ([], [])


def test_apply_capitals_gives_each_player_one(ruleset, doc):
    placement = {"p1": Hex(0, 0), "p2": Hex(6, 0)}
    apply(doc, ops.apply_capitals(ruleset, doc, placement))
    assert doc.capitals("p1") == [Hex(0, 0)] and doc.capitals("p2") == [Hex(6, 0)]


def test_closest_shares_follow_steps_along_the_map_and_ignore_what_no_capital_reaches(ruleset):
    import networkx as nx

    from model.campaign import CampaignDocument
    from model.hexgrid import HexGrid, rectangle_shape

    cells = {h: HexCell("plains") for h in rectangle_shape(9, 6)}
    cells[Hex(30, 30)] = HexCell("plains")  # an island no capital can reach
    for r in range(0, 5):  # a wall of missing hexes with one gap: distances bend round it
        cells.pop(Hex(4 - r // 2, r), None)
    doc = CampaignDocument("gap", "warhammer-campaign", HexGrid(), cells=cells)
    caps = [Hex(0, 0), Hex(7, 0), Hex(2, 5)]
    shares = ops.closest_shares(doc, caps + [Hex(99, 99)])  # a capital off the map gets nothing
    expected = {c: 0.0 for c in caps}
    lengths = {c: nx.single_source_shortest_path_length(doc.graph, c) for c in caps}
    for h in doc.cells:
        reached = {c: lengths[c][h] for c in caps if h in lengths[c]}
        if reached:
            best = min(reached.values())
            firsts = [c for c, d in reached.items() if d == best]
            for c in firsts:
                expected[c] += 1 / len(firsts)
    assert shares[Hex(99, 99)] == 0.0
    for c in caps:
        assert shares[c] == pytest.approx(expected[c] / len(doc.cells))
    assert sum(shares.values()) == pytest.approx(1 - 1 / len(doc.cells))  # the island counts for none
    index = ops.MapIndex(doc)
    assert ops.closest_shares(doc, caps, index) == ops.closest_shares(doc, caps, index)  # searches reused
