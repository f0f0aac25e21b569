"""Importing Tiled hex maps (TMX and JSON) into campaign maps, without Qt."""
from __future__ import annotations

from pathlib import Path

import pytest

from model.errors import DocumentError
from model.hexgrid import axial_to_offset, neighbours, offset_to_axial
from model.ruleset import load_ruleset
from model.tiled_import import read_tiled, suggest_mapping, to_campaign

DATA = Path(__file__).parent / "data" / "tiled"


@pytest.fixture
def ruleset():
    return load_ruleset("warhammer-campaign")


def at(doc, col, row, even=False):
    """The cell at Tiled's (column, row)."""
    return doc.cells[offset_to_axial(col, row, doc.grid.orientation, even=even)]


def test_tmx_pointy_odd_rows_terrain_features_and_names(ruleset):
    tmap = read_tiled(DATA / "pointy-odd.tmx")
    assert (tmap.orientation, tmap.columns, tmap.rows, tmap.even) == ("pointy", 4, 3, False)
    mapping = suggest_mapping(tmap, ruleset)
    assert mapping == {1: "plains", 2: "forest", 3: "mountain", 4: None}  # "Forest" matched by name
    doc = to_campaign(tmap, mapping, ruleset, name="Imported")
    assert len(doc.cells) == 11  # one empty cell is not on the map
    assert at(doc, 1, 0).terrain == "forest"
    assert at(doc, 2, 1).terrain == "mountain" and at(doc, 2, 1).features == {"mine"}
    town = at(doc, 1, 1)  # the town tile lies on open ground: terrain from below, a city with its castle
    assert town.terrain == "plains" and town.features == {"castle", "city"} and town.name == "Altdorf"
    assert doc.grid.orientation == "pointy" and doc.ruleset == "warhammer-campaign"


def test_staggered_odd_rows_become_true_neighbours(ruleset):
    doc = to_campaign(read_tiled(DATA / "pointy-odd.tmx"), {}, ruleset)
    key = {axial_to_offset(k, "pointy"): k for k in doc.cells}
    # in odd-r layout, row 1 col 0 touches row 0 cols 0 and 1
    assert key[(0, 0)] in neighbours(key[(0, 1)]) and key[(1, 0)] in neighbours(key[(0, 1)])
    assert doc.graph.has_edge(key[(0, 1)], key[(1, 0)])


def test_json_flat_even_columns_base64_zlib_classes_and_flips(ruleset):
    tmap = read_tiled(DATA / "flat-even.tmj")
    assert (tmap.orientation, tmap.even) == ("flat", True)
    assert sorted(tmap.used_gids()) == [1, 2, 3]  # the flip flag is dropped; the hidden layer is skipped
    mapping = suggest_mapping(tmap, ruleset)
    assert mapping == {1: "river", 2: None, 3: "swamp"}
    doc = to_campaign(tmap, mapping | {2: "mountain"}, ruleset)
    assert len(doc.cells) == 6
    assert at(doc, 0, 0, True).terrain == "river" and at(doc, 2, 0, True).terrain == "river"
    assert at(doc, 1, 0, True).terrain == "mountain"
    assert at(doc, 1, 1, True).terrain == "swamp" and at(doc, 1, 1, True).features == {"castle"}
    # even-q: even columns are pushed down, so (col 0, row 0) touches (col 1, row 0) and (col 1, row 1)
    key = {(c, r): offset_to_axial(c, r, "flat", even=True) for c in range(3) for r in range(2)}
    assert {key[(1, 0)], key[(1, 1)]} <= set(neighbours(key[(0, 0)]))


def test_external_tileset_and_unmapped_tiles_fall_back_to_open_ground(ruleset):
    tmap = read_tiled(DATA / "external-tileset.tmx")
    mapping = suggest_mapping(tmap, ruleset)
    assert mapping == {1: "swamp", 2: "river"}  # class "swamp"; image name river_bend.png
    doc = to_campaign(tmap, {1: "swamp", 2: None}, ruleset)
    assert sorted(c.terrain for c in doc.cells.values()) == ["plains", "plains", "swamp", "swamp"]


@pytest.mark.parametrize("name, field, words", [
    ("orthogonal.tmx", "orientation", "hexagonal"),
    ("broken.tmx", "", "not valid XML"),
    ("infinite.json", "infinite", "infinite"),
    ("missing.tmx", "", "does not exist"),
])
def test_unusable_files_get_a_clear_message_naming_file_and_field(name, field, words):
    with pytest.raises(DocumentError) as err:
        read_tiled(DATA / name)
    assert err.value.field == field
    assert name in str(err.value) and words in str(err.value)


def test_a_mapping_to_an_unknown_terrain_is_refused(ruleset):
    tmap = read_tiled(DATA / "pointy-odd.tmx")
    with pytest.raises(DocumentError, match="unknown terrain 'lava'"):
        to_campaign(tmap, {1: "lava"}, ruleset)


def test_rotated_hex_tiles_keep_their_tile_and_a_tile_can_be_a_construction(ruleset):
    """Tiled's 120-degree rotation flag of hexagonal maps (0x10000000) is one of the flags, not another
    tile: the rotated forest keeps its terrain and its name; a tile drawn for a castle is mapped to
    the construction and adds it over the ground below."""
    tmap = read_tiled(DATA / "rotated-constructions.tmx")
    assert tmap.used_gids() == [1, 2, 3]  # not "tile 268435458"
    mapping = suggest_mapping(tmap, ruleset)
    assert mapping == {1: "plains", 2: "forest", 3: "castle"}  # the keep's image names a castle
    doc = to_campaign(tmap, mapping, ruleset)
    rotated, flipped = at(doc, 1, 0), at(doc, 2, 0)
    assert (rotated.terrain, rotated.name) == ("forest", "Drakwald") and flipped.terrain == "forest"
    keep = at(doc, 1, 1)
    assert (keep.terrain, keep.features) == ("plains", {"castle"})
    city = to_campaign(tmap, mapping | {3: "city"}, ruleset)
    assert at(city, 1, 1).features == {"city", "castle"}  # a city with the castle it needs
    with pytest.raises(DocumentError, match="is mapped to the unknown terrain 'tower'"):
        to_campaign(tmap, mapping | {3: "tower"}, ruleset)
