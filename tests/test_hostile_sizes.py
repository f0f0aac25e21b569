"""Hostile sizes: every document up to the 64 MiB file limit is checked or refused within 30 s of
processor time and 2 GB of memory, by the command line and by the window, each run in its own
process with resource limits. Beyond a limit the refusal names it, without printing the shape."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from model import limits
from model.errors import DocumentError
from model.files import load
from tests import hostile
from tests.hostile import MIB, blob as _blob, example as _example, star as _star

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="measures children with wait4 and rlimits")


def _assert_within(run: hostile.Run, what: str) -> None:
    assert run.cpu < hostile.CPU_SECONDS, f"{what}: {run.cpu:.1f} s of processor time"
    assert run.peak < hostile.MEMORY, f"{what}: {run.peak / MIB:.0f} MiB"


def _validate(path: Path) -> hostile.Run:
    return hostile.measured(["-m", "editor.cli", "validate", str(path)], limited=True)


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("sizes")


@pytest.mark.parametrize("kind, words", [
    ("ring", f"limit of {limits.MAX_SHAPE_CORNERS:,}"),
    # 2.3 million small pieces or entries: refused by the count of lists and objects, before the parse
    # (one past the pieces' and entries' own limits: test_one_past_a_limit_is_refused_naming_it)
    ("pieces", "lists and objects, more than Wartable's limit of 2,000,000"),
    ("hexes", f"limit of {limits.MAX_HEXES:,}"),
    ("entries", "lists and objects, more than Wartable's limit of 2,000,000"),
    ("nested", "lists and objects, more than Wartable's limit of 2,000,000"),  # counted before the parse
    ("notes", "at most 100,000 characters"),
    ("padded", None),
    ("deep", "lists and objects, more than Wartable's limit of 2,000,000"),
    ("big-numbers", "too large to use"),
])
def test_the_command_line_checks_or_refuses_a_64_mib_file_in_time(folder, kind, words):
    path = hostile.write(folder, f"huge-{kind}.json", hostile.HUGE[kind]())
    assert path.stat().st_size > 60 * MIB
    run = _validate(path)
    _assert_within(run, kind)
    if words is None:
        assert run.code in (0, 1), run.err
    else:
        assert run.code == 2 and words in run.err, run.err[:500]
        assert len(run.err) < 2000  # the ring is not printed back
    path.unlink()


@pytest.mark.parametrize("make", [hostile.table_max_pieces, hostile.table_one_shape, hostile.table_stars,
                                  hostile.table_piled, hostile.campaign_max_hexes, hostile.army_max_entries])
def test_the_command_line_checks_a_document_at_the_limits_in_time(folder, make):
    run = _validate(hostile.write(folder, f"{make.__name__}.json", make()))
    assert run.code in (0, 1), run.err[-2000:]
    _assert_within(run, make.__name__)


@pytest.mark.parametrize("make", ["ring", hostile.table_max_pieces, hostile.table_piled])
def test_the_window_opens_or_refuses_them_in_time(folder, make, tmp_path):
    if isinstance(make, str):
        path, expect = hostile.write(folder, "huge-ring.json", hostile.HUGE[make]()), "refused"
    else:
        path, expect = hostile.write(folder, "window.json", make()), "opened"
    run = hostile.measured(["-c", hostile.WINDOW, str(path), "60000"], hostile.window_env(tmp_path), limited=True,
                           timeout=300)
    assert run.code == 0, run.err[-2000:]
    assert expect in run.out
    _assert_within(run, f"the window with {path.name}")


@pytest.mark.parametrize("kind, field", [
    ("pieces", "pieces"), ("ring", "pieces[0].footprint"), ("walls", "pieces[0].walls"),
    ("corners", "pieces[5].footprint"), ("hexes", "hexes"), ("players", "players"),
    ("entries", "entries"), ("profiles", "profiles"),
])
def test_one_past_a_limit_is_refused_naming_it(tmp_path, kind, field):
    if kind in ("pieces", "ring", "walls", "corners"):
        d = _example("kensei-120x120.json")
        square = [[[0, 0], [10, 0], [10, 10], [0, 10]]]
        if kind == "pieces":
            d["pieces"] = [{"id": f"p{i}", "kind": "wood", "footprint": square} for i in range(limits.MAX_PIECES + 1)]
        elif kind == "ring":
            d["pieces"][0]["footprint"] = _blob(600, 600, 100, limits.MAX_SHAPE_CORNERS + 1)
        elif kind == "walls":
            d["pieces"][0]["walls"] = [square] * (limits.MAX_WALLS + 1)
        else:
            n = limits.MAX_SHAPE_CORNERS
            d["pieces"] = [{"id": f"p{i}", "kind": "wood", "footprint": _blob(200 * i + 100, 600, 50, n)}
                           for i in range(limits.MAX_TABLE_CORNERS // n + 1)]
    elif kind in ("hexes", "players"):
        d = _example("piedras-4-players.json")
        if kind == "hexes":
            d["hexes"] = [{"q": i, "r": 0} for i in range(limits.MAX_HEXES + 1)]
        else:
            d["players"] = [{"id": f"p{i}", "name": f"P{i}"} for i in range(limits.MAX_PLAYERS + 1)]
    elif kind == "entries":
        d = _example("kensei-army-legal.json")
        d["entries"] = [{"id": f"e{i}", "profile": "x"} for i in range(limits.MAX_ENTRIES + 1)]
    else:
        d = _example("kensei-example-catalogue.json")
        d["profiles"] = [{"id": f"p{i}", "name": "x", "cost": 1} for i in range(limits.MAX_PROFILES + 1)]
    path = hostile.write(tmp_path, "d.json", d)
    with pytest.raises(DocumentError) as err:
        load(path)
    assert err.value.field == field
    assert "limit" in str(err.value) and len(str(err.value)) < 400


def test_the_command_line_prints_a_few_findings_per_rule_and_counts_the_rest(tmp_path):
    d = _example("kensei-120x120.json")
    d["pieces"] = [{"id": f"p{i}", "kind": "house", "footprint": [[[x, y], [x + 30, y], [x + 30, y + 30], [x, y + 30]]]}
                   for i, (x, y) in enumerate((150 + 40 * (i % 20), 300 + 40 * (i // 20)) for i in range(200))]
    path = hostile.write(tmp_path, "crowded.json", d)
    out = subprocess.run([sys.executable, "-m", "editor.cli", "validate", str(path)], cwd=hostile.ROOT,
                         capture_output=True, text=True, timeout=300)
    lines = out.stdout.splitlines()
    spacing = [line for line in lines if "table.terrain-spacing" in line]
    assert len(spacing) == limits.MAX_PRINTED_PER_RULE + 1
    assert "more findings of this rule" in spacing[-1]
    full = subprocess.run([sys.executable, "-m", "editor.cli", "validate", "--format", "json", str(path)], cwd=hostile.ROOT,
                          capture_output=True, text=True, timeout=300)
    found = json.loads(full.stdout)["files"][0]["findings"]
    more = int(spacing[-1].split("and ")[1].split(" ")[0].replace(",", ""))
    assert sum(f["rule"] == "table.terrain-spacing" for f in found) == limits.MAX_PRINTED_PER_RULE + more


def test_a_star_and_a_round_hill_are_cut_into_small_convex_parts_covering_them_exactly():
    """The sight engines pad every part to the largest: a star's body or a round hill of 2,000 corners
    is cut into parts of at most MAX_PART_CORNERS corners, with the same ground covered."""
    import shapely
    from shapely.geometry import Point, Polygon

    from validators.sight.scene import MAX_PART_CORNERS, convex_parts

    star = Polygon(_star(0, 0, 90, limits.MAX_SHAPE_CORNERS)[0])
    hill = Point(0, 0).buffer(100, quad_segs=limits.MAX_SHAPE_CORNERS // 4)
    for shape in (star, hill):
        parts = convex_parts(shape)
        assert max(len(p.exterior.coords) - 1 for p in parts) <= MAX_PART_CORNERS
        assert all(p.is_valid and p.convex_hull.area - p.area <= 1e-9 * p.area for p in parts)
        assert shapely.union_all(parts).symmetric_difference(shape).area < 1e-9 * shape.area


def test_the_cover_region_of_a_star_is_its_plain_grown_shape():
    """A footprint of many corners is grown through its convex parts (GEOS takes minutes on a star of
    2,000): the region is the same as the plain buffer's to its drawing of the arcs."""
    from shapely.geometry import Polygon

    from validators.sight import Blocker, Scene
    from validators.sight.analysis import GROW_BY_PARTS, cover_region

    star = Polygon(_star(0, 0, 90, 2 * GROW_BY_PARTS)[0])
    region = cover_region(Scene([Blocker("s", star, 50, cover=True)]), 40)
    exact = star.buffer(40, quad_segs=64)
    assert (exact.area - region.area) / exact.area <= (exact.area - star.buffer(40).area) / exact.area + 1e-6
    assert region.difference(exact).area < 1e-5 * exact.area  # not beyond the true region (but for chords)
