"""The table generator side by side with carltographer's Python engine, in one run.

    python benchmarks/bench_generate.py --carltographer PATH/TO/carltographer/v2
                                        [--steps 200] [--replicas 4] [--seed 42] [--skip-event]
                                        [--wartable-steps N] [--score-only]

carltographer (khaaarl/carltographer, a 40K layout generator) is not part of Wartable: bring a
copy and name its ``v2`` folder. The workload is its own: the built-in WTC terrain set
(``catalogs/builtin/wtc_set.json``) on a 60" x 44" Hammer and Anvil table with 180-degree symmetry
(zones and objectives from its benchmark fixture), carltographer's default targets (overall
visibility 30%, deployment-zone hiding 70%, objective hiding 50%).

The WTC set in Wartable's terms: each feature a stock piece of its base's footprint and count, the
ruins of the 40K ruleset's ``ruins`` kind at their walls' height, the crates its ``crates``. Both
outputs are scored with carltographer's own scoring code (``engine.generate._compute_score`` and
``engine.visibility.compute_layout_visibility``, higher is better, 110 at most) and with Wartable's
validators (errors, and the organiser targets met). Then, Wartable alone: a Kensei 120 x 120 table
from the example club stock, and a 40-table, 5-round event from a 300-piece stock.

``--score-only`` leaves carltographer's own run out (on a shared machine its Python engine takes a
quarter of an hour of CPU or more for 200 steps): Wartable's layout is still scored with its scoring
code, to compare with a run of carltographer recorded for the same seed (docs/generate.md).

Prints times and ratios; nothing is asserted.
"""
from __future__ import annotations

import argparse
import copy
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from model.event import EventDocument, StockItem  # noqa: E402
from model.presets import deployment_zones, new_table  # noqa: E402
from model.ruleset import load_ruleset  # noqa: E402
from model.stock import StockPiece, load_stock  # noqa: E402
from model.table import DeploymentZone, Marker, TableDocument, TerrainPiece  # noqa: E402
from model.targets import Targets, load_targets  # noqa: E402
from shapely.geometry import Point, Polygon  # noqa: E402
from validators import validate  # noqa: E402
from validators.generate import Request, generate  # noqa: E402
from validators.generate.event_fill import event_rounds, fill_event  # noqa: E402

INCH = 25.4
FIXTURE = "engine_rs/benches/fixtures/60x44_wtc_HnA_nosym_50_g0110_r4.json"
#: HnA zones are 18" deep: the organiser's setting for this mission (the 40K ruleset's default is 12")
HNA_SETTINGS = {"rules": {"table.deployment-depth": {"params": {"depth": "18 in"}}}}


def carltographer_params(carto: Path, steps: int, replicas: int, seed: int) -> dict:
    params = json.loads((carto / FIXTURE).read_text())
    params["catalog"] = json.loads((carto / "catalogs/builtin/wtc_set.json").read_text())
    params.update(num_steps=steps, num_replicas=replicas, seed=seed, rotationally_symmetric=True)
    params["mission"] = dict(params["mission"], rotationally_symmetric=True)
    return params


def feature_footprints(catalog: dict) -> dict[str, tuple[float, float, float, str, int]]:
    """feature id -> (width, depth, height of its tallest part (in), Wartable kind, count)."""
    objects = {o["item"]["id"]: o["item"] for o in catalog["objects"]}
    out = {}
    for f in catalog["features"]:
        item = f["item"]
        shapes = [s for c in item["components"] for s in objects[c["object_id"]]["shapes"]]
        base = next((objects[c["object_id"]] for c in item["components"]
                     if objects[c["object_id"]].get("is_footprint")), objects[item["components"][0]["object_id"]])
        w, d = base["shapes"][0]["width_inches"], base["shapes"][0]["depth_inches"]
        height = max(s.get("height_inches", 0.0) for s in shapes)
        kind = "ruins" if "ruins" in item.get("tags", []) else "crates"
        out[item["id"]] = (w, d, height, kind, f.get("quantity", 1))
    return out


def wartable_workload(params: dict) -> tuple[TableDocument, list[StockPiece]]:
    """carltographer's table, zones, objectives and terrain set in Wartable's terms."""
    w, d = params["table_width_inches"] * INCH, params["table_depth_inches"] * INCH
    doc = TableDocument("Hammer and Anvil 60 x 44", "wh40k-skirmish", w, d, unit="in", settings=HNA_SETTINGS)
    for z in params["mission"]["deployment_zones"]:
        pts = [((p["x_inches"] + 30) * INCH, (p["z_inches"] + 22) * INCH) for p in z["polygons"][0]]
        doc.zones[z["id"]] = DeploymentZone(z["id"], z["id"].capitalize(), Polygon(pts), z["id"].capitalize())
    for o in params["mission"]["objectives"]:
        x, y = (o["position"]["x_inches"] + 30) * INCH, (o["position"]["z_inches"] + 22) * INCH
        doc.markers[f"objective-{o['id']}"] = Marker(f"objective-{o['id']}", "objective", Point(x, y))
    stock = [StockPiece(fid, kind, (fw * INCH, fd * INCH), count, fid, height=h * INCH)
             for fid, (fw, fd, h, kind, count) in feature_footprints(params["catalog"]).items()]
    return doc, stock


def carltographer_layout(params: dict, placements) -> dict:
    """Wartable's placements as carltographer's layout (the first of each symmetric pair only:
    carltographer adds the 180-degree twin itself)."""
    features = {f["item"]["id"]: f["item"] for f in params["catalog"]["features"]}
    placed = []
    seen_twins = set()
    for pid, stock_id, x, y, angle in placements:
        tx, tz = x / INCH - 30, y / INCH - 22
        key = (stock_id, round(-tx, 2), round(-tz, 2))
        if key in seen_twins:
            continue
        seen_twins.add((stock_id, round(tx, 2), round(tz, 2)))
        feature = {k: v for k, v in features[stock_id].items() if k != "tts"}
        placed.append({"feature": feature, "transform": {"x_inches": tx, "z_inches": tz,
                                                          "rotation_deg": float(angle)}})
    return {"table_width_inches": 60, "table_depth_inches": 44, "placed_features": placed,
            "rotationally_symmetric": True, "mission": params["mission"]}


def wartable_table(params: dict, layout: dict, base: TableDocument, stock: list[StockPiece]) -> TableDocument:
    """carltographer's layout as a Wartable table (each feature its base's footprint, twins included)."""
    by_id = {p.id: p for p in stock}
    doc = base.snapshot()
    n = 0
    for pf in layout["placed_features"]:
        t = pf["transform"]
        fid = pf["feature"]["id"]
        todo = [(t["x_inches"], t["z_inches"], t["rotation_deg"])]
        if layout.get("rotationally_symmetric") and (t["x_inches"], t["z_inches"]) != (0.0, 0.0):
            todo.append((-t["x_inches"], -t["z_inches"], t["rotation_deg"] + 180))
        for x, z, rot in todo:
            n += 1
            poly = by_id[fid].placed((x + 30) * INCH, (z + 22) * INCH, rot)
            doc.pieces[f"c{n}"] = TerrainPiece(f"c{n}", by_id[fid].kind, poly, label=fid, height=by_id[fid].height)
    return doc


def carltographer_score(params: dict, layout_dict: dict) -> tuple[float, dict]:
    from engine.generate import _build_object_index, _compute_score
    from engine.types import EngineParams, TerrainLayout
    from engine.visibility import compute_layout_visibility

    p = EngineParams.from_dict(params)
    layout = TerrainLayout.from_dict(layout_dict)
    objects = _build_object_index(p.catalog)
    score = _compute_score(layout, p.feature_count_preferences, objects, scoring_targets=p.scoring_targets,
                           standard_blocking_height=p.standard_blocking_height,
                           infantry_blocking_height=p.infantry_blocking_height)
    vis = compute_layout_visibility(layout, objects, min_blocking_height=p.standard_blocking_height,
                                    infantry_blocking_height=p.infantry_blocking_height)
    dz = vis.get("dz_hideability") or {}
    obj = vis.get("objective_hidability") or {}
    return score, {"overall": vis["overall"]["value"],
                   "dz_hide": sum(v["value"] for v in dz.values()) / max(len(dz), 1),
                   "obj_hide": sum(v["value"] for v in obj.values()) / max(len(obj), 1)}


def carltographer_targets() -> Targets:
    """carltographer's default targets in Wartable's words: aims, its three quantities as it defines
    them (overall visibility 30%, each zone 70% hidden from the enemy zone grown by 6", half the
    objectives with a hiding place within 3.75" (its 3" range and 0.75" marker), weighted 1, 5 and 5),
    with 180-degree symmetry and a terrain density of 20% to 45% as limits. (As limits in Wartable's
    own measures, zones at most 30% exposed and objectives hidden from half the enemy zone, the search
    spent its steps reaching them and scored lower on carltographer's measures: 86.8 to 106.2.)"""
    return Targets(symmetry="180", density_min=0.2, density_max=0.45, aim_overall_visibility=0.3,
                   aim_zone_hiding=0.7, aim_objective_hiding=0.5, threat_reach="6 in", objective_reach="3.75 in",
                   aim_weights=(1.0, 5.0, 5.0))


def wartable_verdict(doc: TableDocument, rs, targets: Targets) -> str:
    found = validate(doc, rs, targets.settings())
    errors = sum(f.severity.value == "error" for f in found)
    warnings = sum(f.severity.value == "warning" for f in found)
    return f"{errors} errors, {warnings} target warnings"


def side_by_side(carto: Path, steps: int, replicas: int, seed: int, wartable_steps: int | None = None,
                 score_only: bool = False) -> None:
    sys.path.insert(0, str(carto))
    from engine.generate import generate_json

    params = carltographer_params(carto, steps, replicas, seed)
    rs = load_ruleset("wh40k-skirmish")
    base, stock = wartable_workload(params)
    targets = carltographer_targets()
    print(f"workload: WTC set ({sum(p.count for p in stock)} pieces), 60x44 Hammer and Anvil, 180-degree "
          f"symmetry, {steps} steps x {replicas} replicas (Wartable: {wartable_steps or steps} steps)")
    result = None
    if not score_only:
        t, c = time.perf_counter(), time.process_time()
        result = generate_json(copy.deepcopy(params))
        t_carto, c_carto = time.perf_counter() - t, time.process_time() - c
    t, c = time.perf_counter(), time.process_time()
    found = generate(Request(rs, base, tuple(stock), targets, count=1, seed=seed,
                             steps=wartable_steps or steps, replicas=replicas))
    t_wt, c_wt = time.perf_counter() - t, time.process_time() - c
    print(f"{'':28}{'time s':>9}{'carto score':>13}{'overall %':>11}{'DZ hide %':>11}{'obj hide %':>11}  Wartable check")
    if result is not None:
        c_score, c_vis = carltographer_score(params, result["layout"])
        c_table = wartable_table(params, result["layout"], base, stock)
        print(f"{'carltographer (Python)':28}{t_carto:9.2f}{c_score:13.2f}{c_vis['overall']:11.1f}"
              f"{c_vis['dz_hide']:11.1f}{c_vis['obj_hide']:11.1f}  {wartable_verdict(c_table, rs, targets)}")
    if found:
        w = found[0]
        w_score, w_vis = carltographer_score(params, carltographer_layout(params, w.placements))
        print(f"{'Wartable':28}{t_wt:9.2f}{w_score:13.2f}{w_vis['overall']:11.1f}{w_vis['dz_hide']:11.1f}"
              f"{w_vis['obj_hide']:11.1f}  {wartable_verdict(w.doc, rs, targets)}, {w.targets_met} of "
              f"{len(w.results)} targets met")
        for line in w.explanation():
            print(f"    {line}")
    else:
        print(f"{'Wartable':28}{t_wt:9.2f}  no legal layout")
    if result is None:
        print(f"Wartable CPU s: {c_wt:.1f}; load average {os.getloadavg()[0]:.1f} (carltographer's own run left out: "
              f"compare with a recorded one)")
        return
    print(f"time ratio Wartable / carltographer: {t_wt / t_carto:.3f} wall, {c_wt / c_carto:.3f} CPU "
          f"(CPU s: {c_wt:.1f} / {c_carto:.1f}; goal: at most 0.1; load average {os.getloadavg()[0]:.1f})")


def kensei_table(seed: int) -> None:
    rs = load_ruleset("kensei")
    doc = new_table(rs, "kensei-120x120")
    for z in deployment_zones(rs, "long-edges", doc.width, doc.depth):
        doc.zones[z.id] = z
    stock = load_stock(ROOT / "examples/generate/kensei-club-stock.json", rs)
    targets = load_targets(ROOT / "examples/generate/kensei-targets.json")
    t = time.perf_counter()
    found = generate(Request(rs, doc, tuple(stock), targets, count=1, seed=seed))
    took = time.perf_counter() - t
    met = f"{found[0].targets_met} of {len(found[0].results)} targets met" if found else "no legal layout"
    print(f"Kensei 120 x 120, example club stock: {took:.2f} s, {met}")


def big_event(seed: int, tables: int, rounds: int, steps: int) -> None:
    rs = load_ruleset("kensei")
    doc = new_table(rs, "kensei-120x120")
    for z in deployment_zones(rs, "long-edges", doc.width, doc.depth):
        doc.zones[z.id] = z
    # a club's 300 pieces: per table about two woods, two hills, two houses and a wall or two
    inventory = [StockItem("wood", "wood", (250.0, 180.0), 80), StockItem("hill", "hill", (300.0, 200.0), 80),
                 StockItem("house", "house", (150.0, 100.0), 80), StockItem("wall", "wall", (200.0, 20.0), 60)]
    event = event_rounds(EventDocument("Big event", "kensei", inventory=inventory), rounds, tables)
    targets = Targets(density_min=0.1, density_max=0.35, symmetry="180")
    t = time.perf_counter()
    fill = fill_event(event, None, rs, doc, targets, seed=seed, steps=steps)
    took = time.perf_counter() - t
    total = len(fill.results)
    print(f"{tables} tables x {rounds} rounds from a {sum(i.count for i in inventory)}-piece stock: {took:.1f} s, "
          f"{sum(r.candidate is not None for r in fill.results)} of {total} generated, {fill.targets_met} meeting "
          f"every target; shortages {fill.shortages}, repeated layouts {fill.repeats}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--carltographer", default=os.environ.get("CARLTOGRAPHER"),
                    help="carltographer's v2 folder (not part of Wartable)")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--replicas", type=int, default=4)
    ap.add_argument("--wartable-steps", type=int, default=None,
                    help="Wartable's search steps (default: carltographer's --steps)")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--score-only", action="store_true",
                    help="leave carltographer's own run out (it takes many minutes): run Wartable on its workload "
                         "and score the layout with carltographer's scoring code only")
    ap.add_argument("--skip-event", action="store_true")
    ap.add_argument("--event-steps", type=int, default=60)
    ap.add_argument("--skip-kensei", action="store_true")
    args = ap.parse_args()
    if args.carltographer:
        side_by_side(Path(args.carltographer), args.steps, args.replicas, args.seed, args.wartable_steps,
                     args.score_only)
    else:
        print("no --carltographer folder: the side-by-side run is left out")
    if not args.skip_kensei:
        kensei_table(args.seed)
    if not args.skip_event:
        big_event(args.seed, 40, 5, args.event_steps)


if __name__ == "__main__":
    main()
