"""Lengths and hex maths: the conversions and distances every rule relies on."""
import math

import pytest
from hypothesis import given, strategies as st

from model.hexgrid import (Hex, HexGrid, axial_to_offset, distance, hexagon_shape, line, neighbours,
                           offset_to_axial, rectangle_shape, ring)
from model.units import Unit, format_length, from_mm, to_mm


def test_units_convert_to_and_from_millimetres():
    assert to_mm(10, "cm") == 100
    assert to_mm(48, Unit.INCH) == pytest.approx(1219.2)
    assert to_mm(2, "ud", ud_mm=60) == 120
    assert from_mm(254, "in") == pytest.approx(10)
    assert format_length(254, "in") == '10"'
    assert format_length(125, "cm") == "12.5 cm"
    assert format_length(80, "ud", ud_mm=40) == "2 UD"



def test_a_length_said_again_follows_the_language_and_the_table_of_the_moment():
    """The same length asked for many times (a drag's read-out) reads as the language and the UD of
    the moment say, whichever was asked before."""
    from model import i18n

    assert format_length(12.7, "in", digits=2) == '0.5"'
    with i18n.using("es"):
        assert format_length(12.7, "in", digits=2) == '0,5"'
        assert format_length(125, Unit.CM) == "12,5 cm"
    assert format_length(12.7, "in", digits=2) == '0.5"'
    assert format_length(125, Unit.CM) == "12.5 cm"
    assert format_length(120, "ud", ud_mm=40) == "3 UD"
    assert format_length(120, "ud", ud_mm=60) == "2 UD"
    assert format_length(120, "ud", ud_mm=60, digits=0) == "2 UD"
    assert format_length(-0.01, "mm") == "0 mm"

def test_hex_distance_and_neighbours():
    assert distance(Hex(0, 0), Hex(0, 0)) == 0
    assert all(distance(Hex(0, 0), n) == 1 for n in neighbours(Hex(0, 0)))
    assert distance(Hex(0, 0), Hex(2, -1)) == 2
    assert distance(Hex(-3, 1), Hex(2, 0)) == 5
    assert len(ring(Hex(0, 0), 2)) == 12
    assert len(hexagon_shape(3)) == 37
    assert line(Hex(0, 0), Hex(3, 0)) == [Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(3, 0)]


@given(st.integers(-50, 50), st.integers(-50, 50), st.sampled_from(["pointy", "flat"]))
def test_offset_coordinates_round_trip(q, r, orientation):
    h = Hex(q, r)
    assert offset_to_axial(*axial_to_offset(h, orientation), orientation) == h


@pytest.mark.parametrize("orientation", ["pointy", "flat"])
def test_grid_geometry_neighbours_touch_and_points_map_back(orientation):
    grid = HexGrid(orientation, 30.0)
    a = grid.polygon(Hex(0, 0))
    assert a.area == pytest.approx(3 * math.sqrt(3) / 2 * 30.0 ** 2)
    for n in neighbours(Hex(0, 0)):
        b = grid.polygon(n)
        assert a.intersection(b).area == pytest.approx(0.0, abs=1e-6)
        shared = a.boundary.buffer(1e-6).intersection(b.boundary).length
        assert shared == pytest.approx(30.0, rel=1e-4)
    for h in rectangle_shape(6, 5, orientation):
        assert grid.hex_at(*grid.center(h)) == h
    polys = grid.polygons([Hex(0, 0), Hex(1, 0)])
    assert polys[1].equals(grid.polygon(Hex(1, 0)))


def test_rectangle_shape_is_a_full_block_of_offset_cells():
    cells = rectangle_shape(8, 5, "pointy")
    assert len(set(cells)) == 40
    assert {axial_to_offset(h, "pointy") for h in cells} == {(c, r) for r in range(5) for c in range(8)}
