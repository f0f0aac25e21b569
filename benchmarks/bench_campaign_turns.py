"""Replay 50 recorded turns of an 8-player, 10,000-hex campaign and validate them, against loading
the final map alone.

Builds a 100 x 100 map with eight capitals, then plays 50 legal turns (order with tie dice,
an event each, every mine's income, challenges, battles, claims, constructions and raids,
conquests after a win) through ``model.campaign_turns.TurnPlay``, and saves it twice: with its
history, and the final map alone. Prints best-of times in one process:

- load the final map alone (the baseline)
- load the campaign with its 50 turns
- replay the 50 turns from the set-up (every step judged)
- load + replay + the ``campaign.turn-*`` rules on the last turn's state, as ``wartable validate`` does

Run: python benchmarks/bench_campaign_turns.py [turns] [columns rows]
Target: load + replay + validate within 3x of loading the map alone.
"""
from __future__ import annotations

import random
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import gc  # noqa: E402
import time  # noqa: E402

from model import campaign_ops as ops  # noqa: E402
from model import campaign_turns as ct  # noqa: E402
from model import files  # noqa: E402
from model.campaign import HexCell  # noqa: E402
from model.ruleset import load_ruleset  # noqa: E402

REPEAT = 7
RACES = ["empire", "dwarfs", "wood-elves", "chaos", "skaven", "bretonnia", "high-elves", "orcs-goblins"]


def set_up(ruleset, columns: int, rows: int):
    doc = ops.new_campaign(ruleset, "Benchmark campaign", 8, columns=columns, rows=rows)
    rng = random.Random(11)
    kinds = ["plains"] * 6 + ["forest", "forest", "river", "mountain", "swamp"]
    changes = {}
    for k in doc.cells:
        t = rng.choice(kinds)
        feats = frozenset({"mine"}) if t in ("river", "mountain") and rng.random() < 0.08 else frozenset()
        changes[k] = HexCell(t, feats)
    doc.set_cells(changes)
    for pid, race in zip(list(doc.players), RACES):
        doc.players[pid] = replace(doc.players[pid], race=race)
    caps, _ = ops.suggest_capitals(doc, ruleset, 8, seed=3, rounds=0)
    doc.set_cells(ops.apply_capitals(ruleset, doc, dict(zip(doc.players, caps))))
    return doc


def play_turns(doc, rules: ct.TurnRules, turns: int, seed: int = 5):
    """Record ``turns`` legal turns, step by step, and leave the map as they make it."""
    rng = random.Random(seed)
    setup = ct.setup_from(doc, rules)
    history = ct.History(setup, ())
    state = ct.initial_state(doc, rules, history)
    events = list(rules.events)
    simple = [e for e in events if rules.events[e].get("effect") in ("battle", "all-or-nothing", "cheap-claim")]
    for n in range(1, turns + 1):
        state = state.copy()
        state.turn = setup.turn + n - 1
        play = ct.TurnPlay(doc, rules, state, state.turn)
        steps = []

        def do(step):
            if play.problems(step):
                return False
            play.apply(step)
            steps.append(step)
            return True

        rolls = ct.roll_ties(rules, state.holdings, state.players, rng.randrange(1 << 30))
        order = tuple(r.player for r in ct.rank_empires(rules, state.holdings, state.players, rolls))
        do(ct.Step("order", order=order, rolls=tuple(sorted(rolls.items()))))
        acting = list(reversed(order))
        for p in acting:
            free = [e for e in simple if e not in state.events_used] or simple
            do(ct.Step("event", player=p, event=rng.choice(free)))
        for key in sorted(k for k, h in state.holdings.items() if h.owner and play._income_dice(k, h.owner)):
            do(ct.income_step(play, key, seed=rng.randrange(1 << 30)))
        for p in acting:
            if p in play.challenged or p in play.challengers:
                continue
            target = next((q for q in acting if q != p and q not in play.challengers), None)
            if target is not None:
                do(ct.Step("challenge", player=p, target=target))
        for a, b in play.challenges:
            result = rng.choice(["marginal", "decisive", "massacre", "draw"])
            gold = min(play.treasury(a), 100)
            do(ct.Step("battle", sides=((a,), (b,)), winner=None if result == "draw" else rng.randrange(2),
                       result=result, gold=((a, gold),) if gold else ()))
        for p in acting:
            owned = [k for k, h in state.holdings.items() if h.owner == p]
            frontier = {m for k in owned for m in doc.graph.adj[k] if state.owner(m) != p}
            for m in sorted(frontier, key=lambda h: (h.r, h.q)):
                left = play.points(p) - play.spent.get(p, 0)
                if left <= 0:
                    break
                kind = "claim" if state.owner(m) is None else "conquer"
                if kind == "conquer" and rules.race(doc.players[p].race).get("razes_cities") and \
                        "city" in state.holding(m).features:
                    do(ct.dice_step("conquer", p, 2, seed=rng.randrange(1 << 30), hex=m))
                else:
                    do(ct.Step(kind, player=p, hex=m))
            left = play.points(p) - play.spent.get(p, 0)
            if left > 0 and owned:
                k = rng.choice(owned)
                if not do(ct.Step("build", player=p, hex=k, feature="castle")) and left > 0:
                    do(ct.dice_step("raid", p, 2, seed=rng.randrange(1 << 30)))
        history = replace(history, turns=history.turns + (ct.Turn(state.turn, tuple(steps), closed=True),))
        state = play.state
    doc.set_history(history)
    doc.set_cells(ct.cell_changes(doc, state.holdings))
    doc.turn = setup.turn + turns
    return doc


def best_of_collected(cases: dict, repeat: int) -> dict[str, float]:
    """Best time of each case, taking turns, with the garbage of the previous case collected first
    (loading 10,000 hexes leaves enough of it to slow whichever case comes next)."""
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(repeat):
        for name, fn in cases.items():
            gc.collect()
            t = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - t)
    return {name: min(ts) for name, ts in times.items()}


def main(turns: int = 50, columns: int = 100, rows: int = 100) -> None:
    ruleset = load_ruleset("warhammer-campaign")
    rules = ct.TurnRules(ruleset)
    doc = play_turns(set_up(ruleset, columns, rows), rules, turns)
    problems = [p.text() for r in ct.replay(doc, rules) for _, p in r.problems]
    assert not problems, problems[:3]
    steps = sum(len(t.steps) for t in doc.history.turns)
    with tempfile.TemporaryDirectory() as tmp:
        full, plain = Path(tmp) / "campaign.json", Path(tmp) / "map.json"
        files.save(doc, full)
        size = full.stat().st_size
        alone = files.load(full)
        alone.set_history(ct.History())
        files.save(alone, plain)

        from validators.registry import RULES, load_rules, validate

        load_rules("campaign")
        turn_rules = [r for r in RULES if r.startswith("campaign.turn")]

        def check():
            d = files.load(full)
            found = validate(d, ruleset, only=turn_rules)
            assert not [f for f in found if f.severity.value == "error"], found[:3]

        times = best_of_collected({
            "load the final map alone": lambda: files.load(plain),
            f"load with {turns} turns": lambda: files.load(full),
            f"replay {turns} turns (judged)": lambda: ct.replay(doc, rules),
            f"load + replay + turn rules": check,
        }, REPEAT)
    base = times["load the final map alone"]
    print(f"{len(doc.cells)} hexes, {len(doc.players)} players, {turns} turns, {steps} steps, "
          f"{sum(1 for c in doc.cells.values() if c.owner)} hexes held at the end (file {size} bytes)")
    print(f"{'case':40} {'seconds':>9} {'x map alone':>12}")
    for name, t in times.items():
        print(f"{name:40} {t:9.3f} {t / base:12.2f}")


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(*args)
