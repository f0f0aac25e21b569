"""Exposure grids: the exact fast method against brute force, 2.5D against the sight engine,
incremental updates against full recomputation; overlays, progress and cancellation."""
import threading

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, given, settings, strategies as st
from shapely.geometry import Point, box

from validators.sight import Blocker, Cancelled, Scene
from validators.sight.exposure import (ExposureMap, Grid, exposure_brute_force, exposure_grid, lattice_points,
                                       visible_region)
from validators.sight.los import hidden_below

W, D = 600.0, 400.0


def random_layout(seed=3, heights=True):
    rng = np.random.default_rng(seed)
    out = []
    for i in range(10):
        x, y = rng.uniform(50, 550), rng.uniform(120, 300)
        shape = shapely.affinity.rotate(box(x - 30, y - 8, x + 30, y + 8), rng.uniform(0, 180))
        out.append(Blocker(f"w{i}", shape, height=float(rng.choice([20, 30, 50])),
                           blocking=str(rng.choice(["full", "height"]))))
    # an L-shaped ruin wall (not convex)
    out.append(Blocker("ruin", shapely.Polygon([(100, 250), (180, 250), (180, 260), (110, 260), (110, 320),
                                                (100, 320)]), height=60))
    if heights:
        out.append(Blocker("hill", Point(300, 200).buffer(60, quad_segs=4), height=25, blocking="height",
                           elevates=True))
        out.append(Blocker("wood", box(450, 320, 520, 370), blocking="none", area="hides-inside"))
    return Scene(out, box(0, 0, W, D))


@pytest.fixture(scope="module")
def sources():
    return lattice_points(box(0, 0, W, 80), 40, (W / 2, D / 2))


@pytest.fixture(scope="module")
def grid():
    return Grid.over(box(0, 0, W, D), 10)


def test_exact_exposure_agrees_with_brute_force_segments(sources, grid):
    scene = random_layout(heights=False)
    fast = exposure_grid(scene, sources, grid)
    brute = exposure_brute_force(scene, sources, grid)
    assert fast.method == "shadow-raster"
    assert np.array_equal(fast.seen, brute.seen)
    assert np.allclose(fast.values, brute.values, equal_nan=True)
    assert 0.2 < np.nanmean(fast.values) < 0.9  # the layout hides a fair part of the table


@pytest.mark.parametrize("viewer, target", [(None, None), (40, 40), (60, 30)])
def test_region_union_method_agrees(sources, grid, viewer, target):
    scene = random_layout(heights=False)  # no hills: the region method assumes level ground
    assert np.array_equal(exposure_grid(scene, sources, grid, viewer, target, method="regions").seen,
                          exposure_grid(scene, sources, grid, viewer, target).seen)


@pytest.mark.parametrize("viewer, target", [(40, 40), (40, 30), (60, 40), (10, 10)])
def test_exposure_with_heights_agrees_with_the_sight_engine(sources, grid, viewer, target):
    scene = random_layout()
    fast = exposure_grid(scene, sources, grid, viewer, target)
    X, Y = grid.points()
    n, m = len(sources), len(X)
    V = np.repeat(sources, m, axis=0)
    T = np.column_stack([np.tile(X, n), np.tile(Y, n)])
    zstar, *_ = hidden_below(scene, V, scene.elevation(V[:, 0], V[:, 1]) + viewer, T)
    seen = (zstar < scene.elevation(T[:, 0], T[:, 1]) + target).reshape(n, m) & scene.occupiable(X, Y)[None]
    assert np.array_equal(fast.seen.reshape(n, m), seen)


@pytest.mark.parametrize("heights", [None, 40.0])
def test_moving_one_piece_updates_like_a_full_recomputation(sources, grid, heights):
    scene = random_layout()
    live = ExposureMap(scene, sources, grid, heights, heights)
    moved = scene.blockers[3].moved(shapely.affinity.translate(scene.blockers[3].footprint, 37, -20))
    live.move(moved)
    again = ExposureMap(scene.replaced(moved), sources, grid, heights, heights)
    assert np.array_equal(live.seen, again.seen)
    assert np.allclose(live.values, again.values, equal_nan=True)
    hill = scene.blockers[scene.index["hill"]]
    live.move(hill.moved(shapely.affinity.translate(hill.footprint, -40, 0)))
    assert np.array_equal(live.seen, ExposureMap(live.scene, sources, grid, heights, heights).seen)


def test_visible_region_excludes_the_shadow_of_a_building():
    scene = Scene([Blocker("house", box(100, -20, 140, 20), height=80)])
    region = visible_region(scene, (0, 0), box(-300, -300, 300, 300))
    assert not region.contains(Point(200, 0))
    assert region.contains(Point(200, 60)) and region.contains(Point(-200, 0))
    assert region.contains(Point(50, 0))


def test_grid_is_centred_on_the_table():
    g = Grid.over(box(0, 0, 605, 400), 10)
    assert g.x[0] == pytest.approx(605 - g.x[-1])
    assert g.y[0] == pytest.approx(400 - g.y[-1])


def test_exposure_reports_progress_and_can_be_cancelled(sources, grid):
    scene = random_layout()
    seen = []
    ExposureMap(scene, sources, grid, progress=seen.append, chunk=4)
    assert len(seen) >= 3 and seen[-1] == pytest.approx(1.0) and seen == sorted(seen)
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        ExposureMap(scene, sources, grid, cancel=stop)
    with pytest.raises(Cancelled):
        exposure_grid(scene, sources, grid, cancel=lambda: True)


def test_a_table_exposure_follows_pieces_as_they_move_exactly_as_a_fresh_computation():
    """The editor's exposure while a piece is dragged: each position updated from the last one
    (only the moved pieces) gives the very grid a full computation of that table gives."""
    from dataclasses import replace

    from model.files import load
    from model.ruleset import load_ruleset
    from validators.sight.table import TableExposure, table_exposure, typical_volume

    from pathlib import Path

    doc = load(Path(__file__).resolve().parent.parent / "examples" / "wh40k-capture-enclaves.json")
    ruleset = load_ruleset(doc.ruleset)
    side = next(iter({z.side for z in doc.zones.values()}))
    h = typical_volume(ruleset)
    live = TableExposure(doc, ruleset, side, 25.4, None, h)
    piece = next(iter(doc.pieces.values()))
    for step in range(1, 4):  # a drag: the piece a little further each time, then dropped back
        moved = doc.snapshot()
        moved.pieces[piece.id] = replace(piece, footprint=shapely.affinity.translate(piece.footprint, 40.0 * step, 15.0))
        fresh = table_exposure(moved, ruleset, side, 25.4, None, h)
        got = live.follow(moved)
        assert np.array_equal(got.seen, fresh.seen)
        assert np.array_equal(np.isnan(got.values), np.isnan(fresh.values))
    assert np.array_equal(live.follow(doc).seen, table_exposure(doc, ruleset, side, 25.4, None, h).seen)
    assert not np.array_equal(live.follow(moved).seen, live.follow(doc).seen)  # the moves changed what is seen
    other = doc.snapshot()  # the zone itself changed: computed again
    zone = next(z for z in doc.zones.values() if z.side == side)
    other.zones[zone.id] = replace(zone, polygon=shapely.affinity.translate(zone.polygon, 0.0, 25.4))
    assert np.array_equal(live.follow(other).seen, table_exposure(other, ruleset, side, 25.4, None, h).seen)


def test_a_table_exposure_follows_a_piece_dragged_onto_a_hill_and_the_hill_itself():
    """A crate dragged up onto a hill stands on its top (it hides more), and a hill dragged under
    other pieces raises them: each position updated from the last gives the grid a full computation
    of that table gives."""
    from dataclasses import replace

    from model.geometry import rectangle
    from model.presets import deployment_zones, new_table
    from model.ruleset import load_ruleset
    from model.table import TerrainPiece
    from validators.sight.table import TableExposure, table_exposure, typical_volume

    ruleset = load_ruleset("wh40k-skirmish")
    doc = new_table(ruleset, "wh40k-72x48")
    for zone in deployment_zones(ruleset, "long-edges", doc.width, doc.depth):
        doc.zones[zone.id] = zone
    for piece in (TerrainPiece("hill", "hill", rectangle(700, 450, 300, 250)),
                  TerrainPiece("crates", "crates", rectangle(300, 520, 80, 60)),
                  TerrainPiece("ruin", "ruins", rectangle(1200, 500, 150, 100))):
        doc.pieces[piece.id] = piece
    h = typical_volume(ruleset)
    live = TableExposure(doc, ruleset, "A", 25.4, None, h)
    now = doc
    for pid, dx in (("crates", 200.0), ("crates", 250.0), ("hill", 300.0), ("hill", -500.0), ("ruin", -150.0)):
        now = now.snapshot()
        piece = now.pieces[pid]
        now.pieces[pid] = replace(piece, footprint=shapely.affinity.translate(piece.footprint, dx, 0.0))
        got = live.follow(now)
        fresh = table_exposure(now, ruleset, "A", 25.4, None, h)
        assert np.array_equal(got.seen, fresh.seen), pid
        assert np.array_equal(np.isnan(got.values), np.isnan(fresh.values)), pid


def test_the_raster_counts_each_cell_as_many_times_as_intervals_hold_it():
    """Intervals running to the last column and starting at the first (whose steps fall on the next
    row's first cell, or past the last row), empty ones, signed ones (a moved piece's old shadows
    taken away, its new ones added), written into a view of a larger array or not: each cell's count
    is how many intervals of its (viewer, row) hold it."""
    from validators.sight.shadows import raster_counts, raster_span

    rng = np.random.default_rng(5)
    N, P, R, ncols = 4, 6, 7, 9
    jl = rng.integers(0, ncols + 1, (N, P, R)).astype(float)
    jr = rng.integers(0, ncols + 1, (N, P, R)).astype(float)
    jr[:, 0] = ncols  # to the last column, on every row, the last row of the last viewer too
    jl[:, 1] = 0
    sign = rng.choice([-1, 1], P)
    j = np.arange(ncols)
    holds = (jl[..., None] <= j) & (j < jr[..., None])  # (N, P, R, ncols)
    expected = holds.sum(axis=1)
    assert np.array_equal(raster_counts(jl, jr, ncols), expected)
    bigger = np.zeros((N, R, ncols + 3), np.int32)
    raster_counts(jl, jr, ncols, out=bigger[:, :, 1:ncols + 1])  # a view that is not one block of memory
    assert np.array_equal(bigger[:, :, 1:ncols + 1], expected)
    assert not bigger[:, :, 0].any() and not bigger[:, :, ncols + 1:].any()
    r0, change = raster_span(jl, jr, ncols, sign=sign, span=True)
    signed = (holds * sign[None, :, None, None]).sum(axis=1)
    assert np.array_equal(change, signed[:, r0:r0 + change.shape[1]])
    assert not signed[:, :r0].any() and not signed[:, r0 + change.shape[1]:].any()


@pytest.mark.parametrize("heights", [None, 40.0])
def test_a_ruin_dragged_over_another_ruin_updates_like_a_full_recomputation(sources, grid, heights):
    """Two walled ruins whose floors overlap: a cell on both floors is hidden by neither ruin's own
    walls, whether the ruin was moved there (one piece's cells updated) or the table computed afresh
    (the cells of both pieces taken together)."""
    ruin = Blocker("a", box(200, 150, 320, 260), height=30, walls=(box(200, 150, 320, 160), box(200, 150, 210, 260)))
    other = Blocker("b", box(400, 190, 520, 300), height=30, walls=(box(510, 190, 520, 300), box(400, 290, 520, 300)))
    scene = Scene([ruin, other, Blocker("c", box(100, 100, 140, 140), height=30)], box(0, 0, W, D))
    live = ExposureMap(scene, sources, grid, heights, heights)
    for dx in (-60.0, -140.0):  # beside the first ruin, then over a corner of its floor
        moved = other.moved(shapely.affinity.translate(other.footprint, dx, 0),
                            tuple(shapely.affinity.translate(w, dx, 0) for w in other.walls))
        live.move(moved)
        again = ExposureMap(scene.replaced(moved), sources, grid, heights, heights)
        assert np.array_equal(live.seen, again.seen)
        assert np.allclose(live.values, again.values, equal_nan=True)


def test_the_unions_of_spans_count_each_cell_once_a_viewer():
    """How many viewers have a shadow on each cell, from their spans merged row by row: spans that
    overlap, touch, nest, repeat, run to either end of the row or hold no cell; the steps of blocks of
    viewers added up in one array."""
    from validators.sight.shadows import union_steps, union_width

    rng = np.random.default_rng(8)
    for N, P, R, ncols in ((5, 7, 6, 9), (3, 4, 5, 64), (1, 1, 1, 1), (6, 9, 4, 127)):
        jl = rng.integers(0, ncols + 1, (N, P, R)).astype(float)
        jr = np.minimum(jl + rng.integers(-2, ncols // 2 + 2, (N, P, R)), ncols)
        jl[:, 0], jr[:, P // 2] = 0, ncols
        jr[0, 2 % P] = jl[0, 2 % P]  # holding no cell
        jl[-1, -1], jr[-1, -1] = jl[-1, 0], jr[-1, 0]  # the same span twice
        j = np.arange(ncols)
        expected = ((jl[..., None] <= j) & (j < jr[..., None])).any(axis=1).sum(axis=0)  # (R, ncols)
        steps = np.zeros((R, union_width(ncols)), np.int64)
        union_steps(jl, jr, ncols, steps)
        assert np.array_equal(np.cumsum(steps, axis=1)[:, :ncols], expected), (N, P, R, ncols)
        steps[...] = 0
        for a in range(N):  # a viewer at a time, into the same steps
            union_steps(jl[a:a + 1], jr[a:a + 1], ncols, steps)
        assert np.array_equal(np.cumsum(steps, axis=1)[:, :ncols], expected)


def test_the_unions_keys_in_32_or_64_bits_give_the_same_steps():
    """The unions' keys are 32-bit integers when a block's (viewer, row, start, end) fit, 64-bit when
    not (many viewers on long rows): the same steps either way, with spans holding no cell given as
    NaN (an empty shadow) or far beyond the row's ends."""
    from validators.sight.shadows import union_band_steps, union_width

    rng = np.random.default_rng(25)
    for N, P, R, ncols in ((64, 5, 88, 120), (300, 3, 200, 1000)):  # 32-bit keys, then 64-bit
        jl = rng.integers(0, ncols + 1, (P, N, R)).astype(float)
        jr = np.minimum(jl + rng.integers(-3, ncols // 3, (P, N, R)), ncols)
        jl[0, 0, :3], jr[0, 0, :3] = np.nan, np.nan
        jl[1, 1, :2], jr[1, 1, :2] = 1e9, -1e9
        j = np.arange(ncols)
        held = np.nan_to_num(jl, nan=ncols + 1)[..., None] <= j
        held &= j < np.nan_to_num(jr, nan=-1)[..., None]
        expected = held.any(axis=0).sum(axis=0)  # (R, ncols)
        steps = np.zeros((R, union_width(ncols)), np.int64)
        half = R // 2  # two bands of rows
        with np.errstate(invalid="ignore"):
            union_band_steps([(0, jl[..., :half], jr[..., :half]), (half, jl[..., half:], jr[..., half:])],
                             ncols, steps)
        assert np.array_equal(np.cumsum(steps, axis=1)[:, :ncols], expected), (N, ncols)


def walled_scene():
    """Walled ruins whose floors overlap (a cell in two pieces), a wood hiding what is inside it, boxes."""
    ruin = Blocker("a", box(200, 150, 320, 260), height=30, walls=(box(200, 150, 320, 160), box(200, 150, 210, 260)))
    other = Blocker("b", box(260, 200, 380, 310), height=30, walls=(box(370, 200, 380, 310), box(260, 300, 380, 310)))
    wood = Blocker("wood", box(450, 220, 530, 290), blocking="none", area="hides-inside")
    boxes = [Blocker(f"c{i}", box(60 + 120 * i, 120, 100 + 120 * i, 150), height=30) for i in range(4)]
    return Scene([ruin, other, wood] + boxes, box(0, 0, W, D))


@pytest.mark.parametrize("heights", [None, 40.0])
def test_how_many_sources_see_a_cell_is_what_each_source_sees(sources, grid, heights):
    """On one ground level the share of sources seeing each cell is counted without each source's cells
    (the unions of their shadows, then each source on a ruin's floor and in a wood): it is the share of
    the sources whose own cells (``seen``, made later) hold it, to the last bit, with sources standing
    in the ruins and the wood among them; and ``seen`` is what the polygon method finds."""
    scene = walled_scene()
    inside = np.array([[230, 200], [300, 280], [490, 250], [205, 155]], float)
    srcs = np.vstack([sources, inside])
    ex = ExposureMap(scene, srcs, grid, heights, heights)
    assert ex._seen is None  # not made by the computation
    seen = ex.seen
    occ = scene.occupiable(*grid.points(), heights is not None).reshape(grid.shape)
    expected = np.where(occ, np.add.reduce(seen.view(np.uint8), axis=0, dtype=np.int32) / len(srcs), np.nan)
    assert ex.values.tobytes() == expected.tobytes()
    assert np.array_equal(seen, exposure_grid(scene, srcs, grid, heights, heights, method="regions").seen)
    floor = grid.mask(box(265, 205, 315, 255)) & occ  # on both ruins' floors
    assert floor.any() and np.isfinite(ex.values[floor]).all()
    assert not np.array_equal(ex.values[grid.mask(scene.footprints[2])], np.ones(1))  # the wood hides something


@pytest.mark.parametrize("heights", [None, 40.0])
@pytest.mark.parametrize("flip", [False, True])
def test_pieces_beyond_a_zone_along_one_edge_hide_the_same_cells(grid, heights, flip):
    """Sources in a strip along one edge and pieces beyond it, whose shadows reach only the rows from the
    piece to the far edge, with pieces beside and among the sources too: every cell's share is that of
    the sources whose own cells hold it, to the last bit, and those cells are what the polygon method finds;
    sources on the line of pieces' nearest corners and pieces a cell or less beyond the strip among
    them; the strip along either edge."""
    rng = np.random.default_rng(11)
    pieces = [Blocker("edge", box(140, 80, 200, 95), height=30),  # its near side on the sources' last row
              Blocker("cell", box(260, 90.5, 300, 100), height=30),  # about a cell beyond
              Blocker("among", box(420, 30, 450, 50), height=30)]
    for i in range(8):
        x, y = rng.uniform(40, 560), rng.uniform(130, 360)
        shape = shapely.affinity.rotate(box(x - 25, y - 6, x + 25, y + 6), rng.uniform(0, 180))
        pieces.append(Blocker(f"w{i}", shape, height=float(rng.choice([20, 50]))))
    srcs = np.vstack([lattice_points(box(0, 0, W, 80), 25, (W / 2, D / 2)), [[170, 80], [30, 80], [280, 80]]])
    if flip:  # the same along the far edge
        pieces = [p.moved(shapely.affinity.scale(p.footprint, 1, -1, origin=(0, D / 2))) for p in pieces]
        srcs = srcs * [1, -1] + [0, D]
    scene = Scene(pieces, box(0, 0, W, D))
    ex = ExposureMap(scene, srcs, grid, heights, heights)
    # some shadows are taken on part of the rows only
    assert any(r1 - r0 < grid.shape[0] for _, r0, r1 in ex._bands(scene.sight_parts, grid.y, grid.resolution))
    occ = scene.occupiable(*grid.points(), heights is not None).reshape(grid.shape)
    expected = np.where(occ, np.add.reduce(ex.seen.view(np.uint8), axis=0, dtype=np.int32) / len(srcs), np.nan)
    assert ex.values.tobytes() == expected.tobytes()
    assert np.array_equal(ex.seen, exposure_grid(scene, srcs, grid, heights, heights, method="regions").seen)


def test_a_grid_handed_out_keeps_its_cells_after_the_map_moves_a_piece(sources, grid):
    """``seen`` is made on first use: a grid handed out before a move, asked after it, still gives the
    cells of the table it was computed on; the map, moved before its cells were ever asked, gives
    those of a full computation of the moved table; and a grid made without them sends none."""
    import dataclasses
    import pickle

    scene = walled_scene()
    live = ExposureMap(scene, sources, grid)
    before = live.result()
    moved = scene.blockers[1].moved(shapely.affinity.translate(scene.blockers[1].footprint, -50, 30),
                                    tuple(shapely.affinity.translate(w, -50, 30) for w in scene.blockers[1].walls))
    live.move(moved)
    again = ExposureMap(scene.replaced(moved), sources, grid)
    assert np.array_equal(live.seen, again.seen)
    assert live.values.tobytes() == again.values.tobytes()
    assert np.array_equal(before.seen, ExposureMap(scene, sources, grid).seen)
    assert not np.array_equal(before.seen, live.seen)
    wood = scene.blockers[2]  # a piece hiding what is inside it: the map is computed again
    live.move(wood.moved(shapely.affinity.translate(wood.footprint, 0, -60)))
    assert np.array_equal(live.seen, ExposureMap(live.scene, sources, grid).seen)
    bare = dataclasses.replace(live.result(), seen=None)
    assert bare.seen is None and pickle.loads(pickle.dumps(bare)).seen is None


def test_an_exposure_map_and_its_grid_leave_no_reference_cycle(sources, grid):
    """A folder's batch check collects young objects rarely (validators.batch), so a map computed for a
    table and dropped must go at once: a map holding a call that holds the map stays until a full
    collection. The grid handed out still makes who sees what after the map is gone."""
    import gc

    scene = random_layout(heights=False)
    want = exposure_brute_force(scene, sources, grid).seen
    ExposureMap(scene, sources, grid)  # a first one: caches of the scene and the modules filled
    gc.collect()
    was = gc.isenabled()  # off, with the editor's workers in this process (editor/collector.py)
    gc.disable()
    try:
        for _ in range(3):
            ExposureMap(scene, sources, grid).result()  # made and dropped, as a check of a table does
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()
    live = ExposureMap(scene, sources, grid)
    handed = live.result()
    del live
    assert np.array_equal(handed.seen, want)


def _packed_against_unpacked(scene, srcs, grid, heights, needs):
    """Every span from the packed bounds (``packed_span_bounds``, slots for the leading parts by need, the
    constant bounds in where each side starts) against the unpacked ones (``span_bounds``), for batches
    of sources and bands of rows: the same numbers (NaN where NaN), a zero's sign aside."""
    from validators.sight.shadows import bounded_spans, packed_span_bounds, span_bounds

    ex = ExposureMap(scene, srcs, grid, heights, heights)
    parts = scene.sight_parts
    tops, full = ex._heights_of(scene, parts)
    skip = ex._skip(scene, parts)
    planes = ex._planes(parts, tops, full, skip, next(iter(ex.levels)))
    nx, folded = len(grid.x), 0
    for A, B, C in planes:
        bounds = span_bounds(A, B, C, grid.x[0], grid.resolution, parts_first=True)
        packed, need, start = packed_span_bounds(A, B, C, grid.x[0], grid.resolution, nx)
        folded += np.count_nonzero(start[0] > 0) + np.count_nonzero(start[1] > -nx)
        assert packed.shape[0] <= bounds.shape[0] and need.shape == A.shape[1::-1] == start.shape[1:]
        for sl in (slice(None), slice(0, 7), slice(5, 6)):
            for r0, r1 in ((0, len(grid.y)), (3, 9)):
                rows = grid.y[r0:r1]
                with np.errstate(invalid="ignore"):
                    want = bounded_spans(np.ascontiguousarray(bounds[:, :, :, sl]), rows, nx)
                part_need = need[:, sl].max(axis=1)
                needs.update(part_need.tolist())
                order = np.argsort(-part_need, kind="stable")
                slots = [int(np.count_nonzero(part_need > k)) for k in range(int(part_need.max()))]
                with np.errstate(invalid="ignore"):
                    got = bounded_spans(packed[:len(slots), :, order, sl], rows, nx, slots, start[:, order, sl])
                back = np.argsort(order)
                for w, g in zip(want, got):
                    assert np.array_equal(w, g[back], equal_nan=True)
    return folded


@pytest.mark.parametrize("heights", [None, 40.0])
def test_the_bounds_packed_into_fewer_slots_give_the_same_spans(sources, grid, heights):
    """Each side's bounds along the rows are moved into its first slots, its constant bounds into where it
    starts, and a slot is taken only for the parts that need it (the parts ordered by that need): on
    pieces whose shadows need 2, 3 and 4 slots (boxes square to the table, whose edges along the rows
    and the columns are constant, turned boxes, a hill seen from above and below, an empty shadow), every
    span is the number the unpacked bounds give, for every batch of sources and band of rows; a bound in
    the wrong slot or side, or a constant one left out, would change some."""
    scene = random_layout(seed=11, heights=heights is not None)
    srcs = np.vstack([sources, [[300, 200], [130, 280]]])  # on the hill, inside the ruin's corner
    needs = set()
    _packed_against_unpacked(scene, srcs, grid, heights, needs)
    assert {2, 3, 4} <= needs


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), heights=st.sampled_from([None, 40.0]))
def test_packed_bounds_give_the_spans_of_the_unpacked_ones_on_random_layouts(seed, heights):
    """As above on random layouts: boxes square to the table on whole units (edges along rows and columns
    through cell centres), turned walls, a hill and a ruin, sources among and inside them."""
    rng = np.random.default_rng(seed)
    base = random_layout(seed=int(rng.integers(0, 1000)), heights=heights is not None)
    square = [Blocker(f"sq{i}", box(x, y, x + w, y + d), height=30.0)
              for i, (x, y, w, d) in enumerate(rng.integers(0, 60, (4, 4)) * np.array([10, 6, 1, 1]) + [0, 40, 5, 5])]
    scene = Scene(list(base.blockers) + square, box(0, 0, W, D))
    srcs = np.vstack([rng.uniform((0, 0), (W, D), (30, 2)), rng.integers(0, 60, (10, 2)) * 10.0,
                      [b.footprint.representative_point().coords[0] for b in square]])
    assert _packed_against_unpacked(scene, srcs, Grid.over(box(0, 0, W, D), 10), heights, set())  # constants folded


def _random_spans(rng, P, N, R, ncols):
    """Spans (P, N, R) of :func:`row_spans`' kind: overlapping, touching, nested, holding no cell, running
    to either end of the row, NaN (an empty shadow, at either end or both) and far beyond the row."""
    jl = rng.integers(0, ncols + 1, (P, N, R)).astype(float)
    jr = np.minimum(jl + rng.integers(-3, ncols // 2 + 3, (P, N, R)), ncols).astype(float)
    for a in (jl, jr):
        a[rng.random(a.shape) < 0.03] = np.nan
    jl[rng.random(jl.shape) < 0.03] = 1e9
    jr[rng.random(jr.shape) < 0.03] = -1e9
    jl[rng.random(jl.shape) < 0.05] = 0.0
    jr[rng.random(jr.shape) < 0.05] = float(ncols)
    return jl, jr


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), ncols=st.sampled_from([1, 2, 63, 64, 65, 120, 127, 128]),
       viewers=st.integers(1, 300), parts=st.integers(1, 12), rows=st.integers(1, 12))
def test_the_unions_as_bit_masks_count_what_the_sorted_unions_count(seed, ncols, viewers, parts, rows):
    """Who has a shadow on each cell, from each viewer's spans or-ed into bit masks and the masks' bits
    counted over the viewers: the same counts as the unions of the sorted spans (``union_band_steps``) and
    as cell by cell, in two bands of rows and with the viewers' masks counted in two goes."""
    from validators.sight.shadows import mask_counts, mask_words, union_band_masks, union_band_steps, union_width

    rng = np.random.default_rng(seed)
    jl, jr = _random_spans(rng, parts, viewers, rows, ncols)
    half = rows // 2
    bands = [(0, jl[..., :half], jr[..., :half]), (half, jl[..., half:], jr[..., half:])]
    with np.errstate(invalid="ignore"):
        steps = np.zeros((rows, union_width(ncols)), np.int64)
        union_band_steps(bands, ncols, steps)
        j = np.arange(ncols)
        held = np.nan_to_num(jl, nan=ncols + 1)[..., None] <= j
        held &= j < np.nan_to_num(jr, nan=-1)[..., None]
        expected = held.any(axis=0).sum(axis=0)  # (rows, ncols)
        masks = np.zeros((viewers, rows, mask_words(ncols)), np.uint64)
        union_band_masks(bands, ncols, masks)
        negated = np.zeros_like(masks)  # the upper ends given negated: the same masks
        union_band_masks([(r0, a, -b) for r0, a, b in bands], ncols, negated, negated=True)
    assert negated.tobytes() == masks.tobytes()
    assert np.array_equal(np.cumsum(steps, axis=1)[:, :ncols], expected)
    counts = np.zeros((rows, ncols), np.int64)
    cut = viewers // 3
    mask_counts(masks[:cut], ncols, counts)
    mask_counts(masks[cut:], ncols, counts)
    assert np.array_equal(counts, expected)
    beyond = np.unpackbits(masks.view(np.uint8), axis=-1, bitorder="little")[..., ncols:]
    assert not beyond.any()  # no bit past the row's last column


def _random_walls(rng, count: int, at, size, heights, blocking) -> list:
    """``count`` boxes laid on whole units, corners at x up to ``at[0]`` and y from ``at[1]`` to ``at[2]``, up to
    ``size`` (width, depth) and at least 4 each way, about one in three turned; of heights and blocking
    drawn from those given."""
    pieces = []
    for i in range(count):
        x, y = float(rng.integers(0, at[0])), float(rng.integers(at[1], at[2]))
        w, d = float(rng.integers(4, size[0])), float(rng.integers(4, size[1]))
        shape = box(x, y, x + w, y + d)
        if rng.random() < 0.3:
            shape = shapely.affinity.rotate(shape, float(rng.integers(0, 180)))
        pieces.append(Blocker(f"p{i}", shape, height=float(rng.choice(heights)), blocking=str(rng.choice(blocking))))
    return pieces


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), heights=st.sampled_from([None, 40.0]),
       resolution=st.sampled_from([5.0, 8.0, 10.0]))
def test_who_sees_each_cell_from_bit_masks_is_what_the_sorted_unions_and_each_source_give(seed, heights, resolution):
    """A full computation's share of sources seeing each cell on grids of 60 to 120 columns, from the unions
    as bit masks: the same floats as from the sorted unions (the path of wider rows) and as from the
    cells each source sees, on layouts of boxes and walls laid on whole units (edges through cell
    centres), sources among them and on their outlines."""
    from unittest import mock

    import validators.sight.exposure as exposure

    rng = np.random.default_rng(seed)
    pieces = _random_walls(rng, int(rng.integers(3, 9)), (560, 60, 360), (80, 40), [30.0], ["full", "height"])
    scene = Scene(pieces, box(0, 0, W, D))
    grid = Grid.over(box(0, 0, W, D), resolution)
    sources = np.vstack([lattice_points(box(0, 0, W, 80), 25, (W / 2, D / 2)),
                         [p.footprint.exterior.coords[0] for p in pieces[:3]],
                         rng.uniform((0, 0), (W, D), (20, 2))])
    masked = ExposureMap(scene, sources, grid, heights, heights)
    with mock.patch.object(exposure, "MASK_COLUMNS", 0):
        sorted_ = ExposureMap(scene, sources, grid, heights, heights)
    assert np.array_equal(masked.values, sorted_.values, equal_nan=True)
    share = np.where(masked.occupiable, masked.seen.mean(axis=0), np.nan)
    assert np.allclose(masked.values, share, equal_nan=True, rtol=0, atol=1e-12)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_flat_shadow_planes_are_those_of_the_ranges_written_out(seed):
    """``halfplanes`` without ranges (flat ground) gives the planes, to the bit, that it gives with every
    range ``[1, inf)`` written out (``part_lambdas`` without heights), in (source, part, plane) order: on
    random convex parts of 3 to 8 corners laid on whole units, seen from sources around them, on their
    outlines and corners, inside them (an empty shadow) and on the lines of their edges. (That the planes
    are each shadow, 2.5D ranges too, the tests against ``line_of_sight`` check.)"""
    from validators.sight.shadows import halfplanes, part_lambdas

    rng = np.random.default_rng(seed)
    pieces = []
    for i in range(int(rng.integers(2, 7))):
        x, y = rng.integers(40, 560), rng.integers(40, 360)
        corners = int(rng.integers(3, 9))
        angles = np.sort(rng.uniform(0, 2 * np.pi, corners))
        r = float(rng.integers(5, 40))
        shape = shapely.Polygon(np.round(np.column_stack([x + r * np.cos(angles), y + r * np.sin(angles)]))).convex_hull
        if shape.area > 1:
            pieces.append(Blocker(f"p{i}", shape))
    if not pieces:
        pieces.append(Blocker("box", box(100, 100, 140, 120)))
    scene = Scene(pieces, box(0, 0, W, D))
    parts = scene.sight_parts
    verts = parts.verts.reshape(-1, 2)
    along = verts + (np.roll(parts.verts, -1, axis=1) - parts.verts).reshape(-1, 2) * rng.choice([-1.0, 0.5, 2.0], (len(verts), 1))
    sources = np.vstack([rng.uniform((0, 0), (W, D), (40, 2)), rng.integers(0, 600, (10, 2)), verts[:12], along[:12],
                         [p.footprint.centroid.coords[0] for p in pieces]])
    skip = scene.exempt_sources(parts.owner, sources, False)
    for mask, group in parts.by_size():
        lam1, lam2 = part_lambdas(np.zeros(len(sources)), 0.0, np.zeros(len(group)), np.ones(len(group), bool), False)
        with np.errstate(invalid="ignore"):
            ranged = halfplanes(sources, group, lam1, lam2, skip[:, mask])
            flat = halfplanes(sources, group, None, None, skip[:, mask])
        for r, f in zip(ranged, flat):
            assert r.shape[:2] == (len(sources), len(group))
            assert r.shape == f.shape and r.tobytes() == f.tobytes()


def _crowded_scene(rng):
    """Walls in rows across the table, many behind others from a zone along one edge and some in it, laid
    on whole units (edges through cell centres and through sources of the zone's lattice), some turned,
    some only as high as a model (2.5D); a walled ruin with its floor (own cells) and a wood hiding what
    is inside it, both in the zone: one ground level, which a full computation counts from the unions of
    shadows."""
    pieces = _random_walls(rng, int(rng.integers(12, 28)), (580, 90, 380), (90, 30), [20.0, 30.0, 60.0],
                           ["full", "full", "height"])
    if rng.random() < 0.5:  # a piece under another, and one the same as another
        pieces.append(Blocker("under", pieces[0].footprint.buffer(-2, join_style="mitre"), height=60.0))
        pieces.append(Blocker("twin", pieces[1].footprint, height=60.0))
    pieces.append(Blocker("ruin", box(198, 66, 318, 162), height=60,
                          walls=(box(198, 150, 318, 162), box(198, 66, 210, 162))))
    pieces.append(Blocker("wood", box(450, 90, 522, 150), blocking="none", area="hides-inside"))
    return Scene(pieces, box(0, 0, W, D))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32 - 1), heights=st.sampled_from([(None, None), (40.0, 40.0), (60.0, 10.0)]),
       masked=st.booleans())
def test_parts_left_out_behind_others_change_no_cell(seed, heights, masked):
    """A full computation leaves out of each block of sources the parts whose shadows another part's holds
    from every source of the block: on crowded random tables (walls behind walls, parts under and the same
    as others, sources on their outlines and in them, in a walled ruin and in a wood; in 2.5D walls lower
    than the eye hiding only the dead ground behind them), the share of sources
    seeing each cell is the same float as with no part left out and as from the cells each source sees.
    On rows as bit masks and as sorted unions. (That parts are left out, here in most examples, the test
    after this one checks.)"""
    from unittest import mock

    import validators.sight.exposure as exposure

    rng = np.random.default_rng(seed)
    scene = _crowded_scene(rng)
    grid = Grid.over(box(0, 0, W, D), 5.0)  # 120 columns: the unions of shadows (UNION_COLUMNS)
    sources = lattice_points(box(0, 0, W, 130), 12, (W / 2, D / 2))  # rows of 50: blocks of 128 by columns
    left_out = []
    held = exposure.ExposureMap._held

    def spy(self, *args):
        out = held(self, *args)
        left_out.append(0 if out is None else int(out.sum()))
        return out

    with mock.patch.object(exposure, "MASK_COLUMNS", 128 if masked else 0):
        with mock.patch.object(exposure.ExposureMap, "_held", spy):
            ex = ExposureMap(scene, sources, grid, *heights)
        with mock.patch.object(exposure.ExposureMap, "_held", lambda self, *args: None):
            every = ExposureMap(scene, sources, grid, *heights)
    assert len(sources) > 4 * 128 and len(left_out) == 1
    assert ex.values.tobytes() == every.values.tobytes()
    share = np.where(ex.occupiable, np.add.reduce(ex.seen.view(np.uint8), axis=0, dtype=np.int32) / len(sources),
                     np.nan)
    assert ex.values.tobytes() == share.tobytes()


def test_a_block_of_sources_leaves_out_the_walls_behind_a_wall_from_all_of_it():
    """The parts left out of a block of sources' union of shadows are those another part's shadow holds from
    every source of the block: a short wall straight behind a long one is, from a block in front of them,
    and so is the wall behind both; a wall beside the long one is not, nor a wall behind it that shows past
    its end from a corner of the block, nor anything from sources standing beside the walls, nor a shed
    under a roof from a block with a source under the roof. The blocks are the sources by columns of a zone
    wider than deep, given in rows; the cells are the same."""
    from validators.sight.exposure import _block_corners, _block_order

    long_ = Blocker("long", box(200, 200, 400, 210))
    behind = Blocker("behind", box(280, 260, 320, 266))
    further = Blocker("further", box(260, 330, 340, 336))
    beside = Blocker("beside", box(450, 200, 490, 210))
    peeking = Blocker("peeking", box(380, 240, 430, 246))
    scene = Scene([long_, behind, further, beside, peeking], box(0, 0, W, D))
    names = [scene.blockers[o].id for o in scene.sight_parts.owner]
    grid = Grid.over(box(0, 0, W, D), 5.0)

    def left_out(sources):
        got = []
        ex = ExposureMap(scene, sources, grid, chunk=18)  # blocks of 36 (two progress steps)
        held = ex._held
        ex._held = lambda *args: got.append(held(*args)) or got[-1]
        ex.compute()
        every = ExposureMap(scene, sources, grid, chunk=18)
        every._held = lambda *args: None
        every.compute()
        assert ex.values.tobytes() == every.values.tobytes()
        return [{names[p] for p in np.flatnonzero(row)} for row in got[0]]

    zone = lattice_points(box(240, 0, 360, 60), 10, (W / 2, D / 2))  # 12 x 6, in rows
    order = _block_order(zone)
    assert order is not None and np.array_equal(zone[order][:6, 0], np.full(6, 245.0))  # by columns
    at, block = _block_corners(zone[order], 36)  # two blocks of 6 columns, each a rectangle
    assert np.array_equal(block, [0, 0, 0, 0, 1, 1, 1, 1])
    assert left_out(zone) == [{"behind", "further"}, {"behind", "further"}]
    beside_walls = left_out(lattice_points(box(520, 150, 600, 400), 10, (W / 2, D / 2)))  # 8 x 25, by rows
    assert len(beside_walls) == 6 and not any(beside_walls)

    # a shed under a roof: from outside the roof the roof's shadow holds the shed's, but a source standing
    # under the roof (the roof hides nothing from it) sees past the shed's sides
    roof, shed = Blocker("roof", box(250, 20, 290, 40)), Blocker("shed", box(258, 23, 282, 37))
    scene = Scene([long_, roof, shed], box(0, 0, W, D))
    names = [scene.blockers[o].id for o in scene.sight_parts.owner]
    assert left_out(zone) == [set(), {"shed"}]
