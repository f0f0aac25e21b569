"""The table generator (validators/generate): legal layouts from the stock only, deterministic per seed,
locked pieces kept, distinct layouts, the score in words, stock and targets files, the event fill."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import shapely
from hypothesis import HealthCheck, given, settings, strategies as st

from model.errors import DocumentError
from model.event import EventDocument, Round, StockItem, TableSlot
from model.i18n import using as use_language
from model.presets import deployment_zones, new_table
from model.ruleset import available_rulesets, load_ruleset
from model.stock import StockPiece, load_stock, stock_from_ruleset, stock_items
from model.table import Scenario, TerrainPiece
from model.targets import Targets, load_targets
from validators import validate
from validators.generate import Request, generate, layout_difference
from validators.generate.event_fill import fill_event, share_stock
from validators.generate.search import place_scenario_markers
from validators.inventory import plan_round

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "generate"
#: every shipped ruleset that lays out tables
TABLE_RULESETS = sorted(r for r in available_rulesets() if load_ruleset(r).table_presets()
                        and load_ruleset(r).terrain_kinds() and load_ruleset(r).deployment_presets())


def base_table(rs, preset=None, deployment=None, scenario=None):
    doc = new_table(rs, preset)
    dep = deployment or rs.deployment_presets()[0]["id"]
    for z in deployment_zones(rs, dep, doc.width, doc.depth):
        doc.zones[z.id] = z
    if scenario:
        doc.scenario = Scenario(kind=scenario, turns=rs.value(f"scenarios.{scenario}.turns"))
    return place_scenario_markers(doc, rs)


def stock_matches(doc, stock, base=None) -> bool:
    """Every generated piece is one of the stock's pieces in its real shape (area and bounding size),
    and no stock item serves more pieces than the club owns: the event's inventory check on one table."""
    skip = set(base.pieces) if base is not None else set()
    by_kind_area = {(p.kind, round(p.area, -1)) for p in stock}
    for p in doc.pieces.values():
        if p.id in skip:
            continue
        if not any(k == p.kind and abs(a - p.footprint.area) <= max(0.01 * a, 20) for k, a in by_kind_area):
            return False
    mine = doc.snapshot()
    mine.pieces = {k: v for k, v in doc.pieces.items() if k not in skip}
    rnd = Round("r", "r", (TableSlot(1, "t.json"),))
    return not plan_round(rnd, {"t.json": mine}, stock_items(stock), 10.0).shortages


def test_the_rulesets_that_lay_out_tables_are_all_covered():
    assert {"kensei", "wh40k-skirmish", "adlg"} <= set(TABLE_RULESETS)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ruleset=st.sampled_from(TABLE_RULESETS), seed=st.integers(0, 10_000),
       symmetry=st.sampled_from(["none", "mirror", "180"]), low=st.floats(0.05, 0.2),
       size_pick=st.integers(0, 5), dep_pick=st.integers(0, 5), shrink=st.integers(1, 4))
def test_generated_layouts_have_no_rulebook_error_and_only_stock_pieces(ruleset, seed, symmetry, low, size_pick,
                                                                        dep_pick, shrink):
    rs = load_ruleset(ruleset)
    presets = rs.table_presets()
    deps = rs.deployment_presets()
    base = base_table(rs, presets[size_pick % len(presets)]["id"], deps[dep_pick % len(deps)]["id"])
    stock = [StockPiece(p.id, p.kind, p.size, max(1, p.count // shrink), p.name)
             for p in stock_from_ruleset(rs, base.width, base.depth)]
    targets = Targets(density_min=low, density_max=low + 0.3, symmetry=symmetry)
    found = generate(Request(rs, base, tuple(stock), targets, count=2, seed=seed, steps=12, replicas=2))
    for c in found:
        errors = [f for f in validate(c.doc, rs) if f.severity.value == "error"]
        assert errors == [], [f.message for f in errors]
        assert stock_matches(c.doc, stock)
        assert c.results and c.results[0].target == "rulebook" and c.results[0].met


def _kensei():
    rs = load_ruleset("kensei")
    return rs, base_table(rs), load_stock(EXAMPLES / "kensei-club-stock.json", rs), \
        load_targets(EXAMPLES / "kensei-targets.json")


def _shapes(doc):
    return sorted((p.kind, shapely.to_wkt(p.footprint, rounding_precision=2)) for p in doc.pieces.values())


def test_the_same_seed_gives_the_same_layouts_and_another_seed_others():
    rs, base, stock, targets = _kensei()
    run = lambda seed: generate(Request(rs, base, tuple(stock), targets, count=2, seed=seed, steps=12,  # noqa: E731
                                        replicas=2))
    first, again, other = run(5), run(5), run(6)
    assert first and [_shapes(c.doc) for c in first] == [_shapes(c.doc) for c in again]
    assert [_shapes(c.doc) for c in first] != [_shapes(c.doc) for c in other]


def test_layouts_meet_the_example_targets_differ_and_explain_their_score():
    rs, base, stock, targets = _kensei()
    found = generate(Request(rs, base, tuple(stock), targets, count=2, seed=1, steps=120))
    assert len(found) == 2
    for c in found:
        assert c.met, c.explanation()
        assert stock_matches(c.doc, stock)
        # judged exactly as a hand-made table with the targets as the event's settings
        judged = validate(c.doc, rs, targets.settings())
        assert not [f for f in judged if f.severity.value in ("error", "warning")]
        ids = [r.target for r in c.results]
        assert {"rulebook", "density", "exposure", "fairness", "spacing"} <= set(ids)
        assert all(r.text.startswith("Met: ") for r in c.results)
    assert layout_difference(found[0].doc, found[1].doc) >= targets.min_difference
    # a 180-degree turn of the table gives the same layout
    for c in found:
        turned = shapely.union_all([shapely.affinity.rotate(p.footprint, 180, origin=(base.width / 2, base.depth / 2))
                                    for p in c.doc.pieces.values()])
        same = shapely.union_all([p.footprint for p in c.doc.pieces.values()])
        assert turned.symmetric_difference(same).area < 0.01 * same.area


def test_the_score_is_explained_in_spanish():
    rs, base, stock, targets = _kensei()
    with use_language("es"):
        found = generate(Request(rs, base, tuple(stock), targets, count=1, seed=2, steps=30, replicas=2))
    assert found and found[0].results[1].text.startswith("Cumplido: ")
    assert "la mesa" in found[0].results[1].text


def test_locked_pieces_stay_as_they_are_and_take_their_stock():
    rs, base, stock, targets = _kensei()
    house = TerrainPiece("locked-house", "house", shapely.box(540, 540, 690, 640), label="Tea house")
    base.pieces[house.id] = house
    found = generate(Request(rs, base, tuple(stock), targets, count=1, seed=3, steps=20, replicas=2))
    assert found
    for c in found:
        assert c.doc.pieces["locked-house"] == house
        assert stock_matches(c.doc, stock)  # the locked tea house used one of the two the club owns


def test_a_target_the_stock_cannot_meet_is_said_missed_never_faked():
    rs, base, stock, _ = _kensei()
    few = [StockPiece("fence", "fence", (150.0, 15.0), 2, "Bamboo fence")]
    found = generate(Request(rs, base, tuple(few), Targets(density_min=0.3, density_max=0.4), count=1, seed=1,
                             steps=10))
    assert found and not found[0].met
    density = next(r for r in found[0].results if r.target == "density")
    assert not density.met and density.text.startswith("Missed: ")
    assert not [f for f in found[0].findings if f.severity.value == "error"]


def test_mirror_symmetry_mirrors_across_the_line_between_the_zones():
    rs, base, stock, targets = _kensei()
    from dataclasses import replace

    found = generate(Request(rs, base, tuple(stock), replace(targets, symmetry="mirror"), count=1, seed=4, steps=20,
                             replicas=2))
    assert found
    u = shapely.union_all([p.footprint for p in found[0].doc.pieces.values()])
    m = shapely.affinity.scale(u, 1, -1, origin=(base.width / 2, base.depth / 2))
    assert m.symmetric_difference(u).area < 0.01 * u.area


def test_example_files_load_and_bad_ones_name_the_field(tmp_path):
    rs = load_ruleset("kensei")
    stock = load_stock(EXAMPLES / "kensei-club-stock.json", rs)
    assert {p.shape for p in stock} == {"rectangle", "ellipse", "polygon"}
    hill = next(p for p in stock if p.shape == "polygon")
    minx, miny, maxx, maxy = hill.footprint().bounds
    assert (round(maxx - minx), round(maxy - miny)) == (300, 200)  # the size in cm, in mm
    assert load_targets(EXAMPLES / "wh40k-targets.json").settings()["rules"]["table.firing-lane"]["severity"] == \
        "warning"
    data = json.loads((EXAMPLES / "kensei-club-stock.json").read_text(encoding="utf-8"))
    data["pieces"][0]["kind"] = "castle"
    bad = tmp_path / "stock.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        load_stock(bad, rs)
    assert err.value.field == "pieces[0].kind" and "castle" in str(err.value) and "house" in str(err.value)
    data = json.loads((EXAMPLES / "kensei-targets.json").read_text(encoding="utf-8"))
    data["symmetry"] = "90"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        load_targets(bad)
    assert err.value.field == "symmetry"


def test_stock_shares_add_up_to_the_stock():
    stock = [StockPiece("a", "house", (100.0, 80.0), 7), StockPiece("b", "wood", (100.0, 80.0), 3)]
    shares = [share_stock(stock, 4, i) for i in range(4)]
    for p in stock:
        assert sum(s.count for share in shares for s in share if s.id == p.id) == p.count


def test_an_event_is_filled_from_its_inventory_without_shortage_or_repeat(tmp_path):
    rs = load_ruleset("kensei")
    inventory = [StockItem("house", "house", (150.0, 100.0), 6), StockItem("wood", "wood", (250.0, 180.0), 8),
                 StockItem("hill", "hill", (300.0, 200.0), 4), StockItem("wall", "wall", (200.0, 20.0), 8)]
    players = [f"p{i}" for i in range(6)]
    rounds = [Round(f"r{r}", f"Round {r}", tuple(TableSlot(n, "", (players[2 * n - 2], players[2 * n - 1]))
                                                 for n in (1, 2, 3))) for r in (1, 2)]
    event = EventDocument("Club night", "kensei", rounds=rounds, inventory=inventory, distinct_layouts=True)
    targets = Targets(density_min=0.1, density_max=0.35, symmetry="180")
    fill = fill_event(event, tmp_path / "event.json", rs, base_table(rs), targets, seed=1, steps=10, jobs=2)
    assert len(fill.tables) == 6 and fill.shortages == 0 and fill.repeats == 0
    for rnd in fill.event.rounds.values():
        assert [s.players for s in rnd.tables] == [s.players for s in event.rounds[rnd.id].tables]
        assert all(s.table in fill.tables for s in rnd.tables)
        assert not plan_round(rnd, fill.tables, inventory, event.tolerance).shortages
    files = [s.table for r in fill.event.rounds.values() for s in r.tables]
    assert len(set(files)) == len(files)  # no layout twice: no player meets one again
    for doc in fill.tables.values():
        assert not [f for f in validate(doc, rs) if f.severity.value == "error"]


def test_the_command_writes_layouts_that_validate_and_says_their_score(tmp_path, capsys):
    from editor.cli import main

    out = tmp_path / "layouts"
    rc = main(["generate", "--ruleset", "kensei", "--stock", str(EXAMPLES / "kensei-club-stock.json"),
               "--targets", str(EXAMPLES / "kensei-targets.json"), "--count", "1", "--steps", "30", "--seed", "2",
               "--out", str(out)])
    text = capsys.readouterr().out
    assert rc in (0, 1) and (out / "layout-1.json").exists()
    assert ("Met: " in text) and (rc == 0) == ("Missed: " not in text)
    assert main(["validate", str(out / "layout-1.json")]) == 0


@pytest.mark.parametrize("argv, words", [
    (["--ruleset", "chess"], "chess"),
    (["--ruleset", "kensei", "--size", "huge"], "--size"),
    (["--ruleset", "kensei", "--deployment", "circle"], "--deployment"),
    (["--ruleset", "kensei", "--stock", "no/such/stock.json"], "no/such/stock.json"),
])
def test_the_command_refuses_what_it_cannot_use_with_a_clear_line(tmp_path, capsys, argv, words):
    from editor.cli import main

    rc = main(["generate", *argv, "--out", str(tmp_path / "x")])
    err = capsys.readouterr().err
    assert rc == 2 and words in err and "Traceback" not in err


def test_the_command_speaks_spanish(tmp_path, capsys):
    from editor.cli import main

    rc = main(["--lang", "es", "generate", "--ruleset", "kensei", "--size", "enorme", "--out", str(tmp_path)])
    assert rc == 2 and "se esperaba uno de" in capsys.readouterr().err


def test_validate_checks_stock_and_targets_files_instead_of_calling_them_unreadable(tmp_path, capsys):
    from editor.cli import main

    assert main(["validate", str(EXAMPLES)]) == 0
    data = json.loads((EXAMPLES / "kensei-club-stock.json").read_text(encoding="utf-8"))
    data["pieces"][1]["count"] = -1
    bad = tmp_path / "stock.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["validate", str(bad)]) == 2
    assert "pieces[1].count" in capsys.readouterr().err
