"""Campaign map rules (Las Piedras del Destino): a passing and a failing map for each."""
from __future__ import annotations

from model.campaign import HexCell
from model.hexgrid import Hex, rectangle_shape

from tests.builders import validate_own, campaign, city, piedras_map


def only(doc, rule_id, **kw):
    return [f for f in validate_own(doc, **kw) if f.rule == rule_id]


def errors(doc):
    return [f.one_line() for f in validate_own(doc) if f.severity.value != "info"]


def test_legal_four_player_setup_has_only_information():
    doc = piedras_map()
    assert errors(doc) == []
    assert len(only(doc, "campaign.empire-size")) == 4


def test_map_size_needs_ten_hexes_per_player():
    doc = piedras_map(columns=6, rows=6)  # 36 hexes for 4 players
    found = only(doc, "campaign.map-size")
    assert [f.message for f in found] == ["The map has 36 hexes; 4 players need at least 40 (10 per player), 4 more."]
    assert "Dar comienzo" in found[0].reference
    assert only(piedras_map(), "campaign.map-size") == []


def test_connectivity_names_each_isolated_group():
    doc = piedras_map()
    cells = dict(doc.cells)
    cells[Hex(20, 20)] = HexCell(name="Isle of Mist")
    cells[Hex(21, 20)] = HexCell()
    cells[Hex(30, 0)] = HexCell()
    doc = campaign(cells, [(p.id, p.race) for p in doc.players.values()])
    found = only(doc, "campaign.connectivity")
    assert len(found) == 2
    assert found[0].message.startswith("2 hexes 20,20, 21,20 (Isle of Mist) are cut off from the rest of the map "
                                       "(48 hexes); the map falls into 3 separate groups.")
    assert found[1].location.hexes == ((30, 0),)
    assert only(piedras_map(), "campaign.connectivity") == []


def test_adjacency_reports_links_between_distant_hexes_and_missing_neighbours():
    cells = {h: HexCell() for h in [Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(5, 5)]}
    doc = campaign(cells, adjacency=[(Hex(0, 0), Hex(1, 0)), (Hex(2, 0), Hex(5, 5))])
    msgs = sorted(f.message for f in only(doc, "campaign.adjacency"))
    assert msgs == ["The hexes 1,0 and 2,0 are neighbours on the grid but the map does not link them.",
                    "The map links the hexes 2,0 and 5,5, which are not neighbours on the grid."]
    derived = campaign(cells)
    assert only(derived, "campaign.adjacency") == []


def test_capital_count_none_two_and_ownerless():
    doc = piedras_map()
    caps = doc.capitals("ana")
    doc.update_cell(caps[0], capital=False)
    doc.update_cell(Hex(3, 3), capital=True, owner="bruno", features=frozenset({"city", "castle"}))
    doc.update_cell(Hex(2, 2), capital=True, features=frozenset({"city", "castle"}))
    msgs = [f.message for f in only(doc, "campaign.capital-count")]
    assert "The player Ana has no capital." in msgs
    assert any(m.startswith("The player Bruno has 2 capitals") for m in msgs)
    assert "1 capital belongs to no player: 2,2." in msgs


def test_capital_placement_city_or_dwarf_mountain():
    doc = piedras_map()
    ana, bruno = doc.capitals("ana")[0], doc.capitals("bruno")[0]
    doc.update_cell(ana, features=frozenset(), terrain="forest")
    doc.update_cell(bruno, features=frozenset(), terrain="mountain")  # Dwarfs may
    found = only(doc, "campaign.capital-placement")
    assert len(found) == 1 and found[0].subjects == (str(ana), "ana")
    assert "is on forest without a city; a capital must be on a city" in found[0].message
    doc.update_cell(ana, terrain="mountain")
    assert len(only(doc, "campaign.capital-placement")) == 1  # not for the Empire


def test_capital_spacing_reports_distance_and_path():
    cells = {h: HexCell() for h in rectangle_shape(10, 4)}
    cells[Hex(0, 0)] = city("ana", capital=True)
    cells[Hex(1, 0)] = city("bruno", capital=True)
    cells[Hex(5, 0)] = city("carla", capital=True)
    cells[Hex(7, 0)] = city("dario", capital=True)
    doc = campaign(cells, [("ana", "empire"), ("bruno", "empire"), ("carla", "empire"), ("dario", "empire")])
    found = only(doc, "campaign.capital-spacing")
    assert len(found) == 1
    assert found[0].message == ("The capitals of Ana at 0,0 and Bruno at 1,0 are 1 hex apart "
                                "(0 between them); they must be at least 2 apart. Path: 0,0 -> 1,0.")
    assert found[0].data["path"] == [[0, 0], [1, 0]]
    settings = {"rules": {"campaign.capital-spacing": {"params": {"distance": 3}}}}
    found = only(doc, "campaign.capital-spacing", settings=settings)
    assert {f.subjects for f in found} == {("ana", "bruno"), ("carla", "dario")}
    far = [f for f in found if "carla" in f.subjects][0]
    assert "are 2 hexes apart (1 between them)" in far.message and len(far.location.hexes) == 3


def test_construction_terrain_rules_and_racial_exceptions():
    doc = piedras_map()
    doc.update_cell(Hex(2, 2), terrain="swamp", features=frozenset({"castle"}))
    doc.update_cell(Hex(3, 2), features=frozenset({"city"}))
    doc.update_cell(Hex(4, 2), terrain="mountain", features=frozenset({"city", "castle"}))
    doc.update_cell(Hex(5, 2), features=frozenset({"mine"}))
    doc.update_cell(Hex(2, 3), terrain="mountain", features=frozenset({"city", "castle"}), owner="bruno")  # dwarfs ok
    doc.update_cell(Hex(3, 3), terrain="river", features=frozenset({"mine"}))
    doc.update_cell(Hex(4, 3), features=frozenset({"city", "castle"}), owner="dario")  # chaos: only the capital
    doc.update_cell(Hex(5, 3), terrain="river", features=frozenset({"mine"}), owner="carla")  # skaven
    found = only(doc, "campaign.construction-terrain")
    by_hex = {f.subjects[0]: f for f in found}
    assert set(by_hex) == {"2,2", "3,2", "4,2", "5,2", "4,3", "5,3"}
    assert "a castle cannot be built on swamp" in by_hex["2,2"].message
    assert "a city needs a castle in the same hex" in by_hex["3,2"].message
    assert "a city cannot be built on mountain" in by_hex["4,2"].message
    assert "a mine can only be on river or mountain, not on open ground" in by_hex["5,2"].message
    assert "Chaos (Caos) cannot have cities other than their capital" in by_hex["4,3"].message
    assert by_hex["5,3"].severity.value == "warning" and "Skaven cannot build (mine)" in by_hex["5,3"].message
    assert "Reglas raciales" in by_hex["4,3"].reference


def test_unknown_owner():
    doc = piedras_map()
    doc.update_cell(Hex(3, 2), owner="zed")
    found = only(doc, "campaign.unknown-owner")
    assert len(found) == 1
    assert found[0].message.startswith("1 hex (3,2) is owned by 'zed', who is not a player")
    assert only(piedras_map(), "campaign.unknown-owner") == []


def test_empire_size_turn_order_and_victory():
    doc = piedras_map()
    for q in range(2, 6):
        doc.update_cell(Hex(q, 1), owner="ana")
    doc.update_cell(Hex(2, 2), owner="bruno", features=frozenset({"city", "castle"}))
    sizes = {f.subjects[0]: f for f in only(doc, "campaign.empire-size")}
    assert sizes["ana"].message == ("Ana: empire size 6 (5 hexes, 1 city counting double, 1 castle); "
                                    "the largest of 4, so it acts 4th in the phases where the smallest empire "
                                    "goes first.")
    assert sizes["bruno"].data["size"] == 4 and sizes["bruno"].data["position"] == 2
    assert sizes["bruno"].data["acts"] == 3
    assert "tied with Dario: a die roll decides" in sizes["carla"].message
    assert only(doc, "campaign.victory") == []
    free = sorted(k for k, c in doc.cells.items() if c.owner is None)
    for key in free[:10]:
        doc.update_cell(key, owner="ana")
    victory = only(doc, "campaign.victory")
    assert [f.message for f in victory] == ["Ana controls 15 hexes, reaching the 15 that win the campaign."]


def test_race_written_in_spanish_or_capitalised_is_recognised():
    doc = piedras_map(players=(("ana", "Imperio"), ("bruno", "Enanos"), ("carla", "Skavens"), ("dario", "Caos")))
    bruno = doc.capitals("bruno")[0]
    doc.update_cell(bruno, features=frozenset(), terrain="mountain")  # a Dwarf capital on a mountain
    assert [f for f in validate_own(doc) if f.severity.value == "error"] == []
    doc.players["bruno"] = type(doc.players["bruno"])("bruno", "Bruno", "Trolls")
    msgs = [f.message for f in validate_own(doc) if f.rule == "document.reference"]
    assert len(msgs) == 1 and "plays the race 'Trolls', which" in msgs[0]


def test_victory_at_fifteen_hexes_is_the_rulesets_reading_with_its_reference():
    """'El primer jugador que consiga que su imperio este compuesto por quince casillas': plain hexes by
    default (each hex once); an organiser who reads it as the empire size (cities double, "El tamaño del
    imperio") sets campaign.empire.victory_count to "size" and the check counts that way, citing it."""
    import copy

    from model.ruleset import Ruleset, load_ruleset

    rs = load_ruleset("warhammer-campaign")
    assert rs.value("campaign.empire.victory_count") == "hexes" and rs.value("campaign.empire.victory_hexes") == 15
    assert "quince casillas" in rs.node("campaign.empire.victory_count")["note"]
    doc = piedras_map()
    free = sorted(k for k, c in doc.cells.items() if c.owner is None)
    for key in free[:13]:
        doc.update_cell(key, owner="ana")  # 14 hexes, the capital a city: size 15
    assert only(doc, "campaign.victory") == []  # 14 plain hexes: not yet
    data = copy.deepcopy(rs.data)
    data["campaign"]["empire"]["victory_count"]["value"] = "size"
    by_size = Ruleset(data, rs.path)
    [won] = only(doc, "campaign.victory", ruleset=by_size)
    assert won.message == "Ana has an empire of size 15, reaching the 15 that win the campaign (a city hex counting double)."
    assert won.reference == by_size.ref("campaign.empire.victory_count") and "introduction" in won.reference
    assert won.data == {"hexes": 15, "target": 15, "counting": "size"} and won.basis == "rulebook"
    doc.update_cell(free[13], owner="ana")  # the fifteenth hex: a win under either reading
    [plain] = only(doc, "campaign.victory")
    assert plain.message == "Ana controls 15 hexes, reaching the 15 that win the campaign."
    assert plain.reference == rs.ref("campaign.empire.victory_hexes")
    assert len(only(doc, "campaign.victory", ruleset=by_size)) == 1
