"""The claim / conquer / build tools' cost badges on a 10,000-hex campaign: judging every hex the
tool may be used on at each refresh (what the Turn panel did) against judging only the hexes whose
badges are painted in the view, in one run.

Builds the benchmark campaign of ``bench_campaign_turns`` (100 x 100 hexes, eight players) with a
few recorded turns, opens a turn in which the Skaven player (who may claim any free hex) has won a
battle, and times, best of several runs:

- every hex judged (the baseline: the refresh before the badges were lazy), and with every badge
  painted too (as the overlay then did at each paint, whatever was in view)
- a refresh: the hexes the tool may be pointed at gathered, nothing judged yet
- a refresh and one paint of a 1100 x 650 pixel view at a readable zoom (hex radius 14 px on screen)
- a refresh and one paint of the whole map zoomed out to fit that view (badges too small to read:
  none drawn, none judged)

Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_cost_badges.py [turns] [columns rows]
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_campaign_turns import best_of_collected, play_turns, set_up  # noqa: E402

from model import campaign_turns as ct  # noqa: E402
from model.ruleset import load_ruleset  # noqa: E402

REPEAT = 5


def open_turn(doc, rules):
    """A new turn after the recorded ones: events, then the Skaven player wins a battle."""
    doc.set_history(ct.start_turn(doc, rules, seed=3))
    play = ct.current_play(doc, rules)
    simple = [e for e in rules.events if rules.events[e].get("effect") in ("battle", "all-or-nothing")]
    used = set(play.state.events_used)
    for p in play.smallest_first_order():
        free = [e for e in simple if e not in used] or simple
        used.add(free[0])
        doc.set_history(ct.record(doc, rules, ct.Step("event", player=p, event=free[0]))[0])
    skaven = next(p for p, pl in doc.players.items() if pl.race == "skaven")
    other = next(p for p in doc.players if p != skaven)
    step = ct.Step("battle", sides=((skaven,), (other,)), winner=0, result="massacre")
    history, _changes, problems = ct.record(doc, rules, step)
    assert not problems, [p.text() for p in problems]
    doc.set_history(history)
    return skaven


def main(turns: int = 5, columns: int = 100, rows: int = 100) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsScene

    from editor.campaign.mapitem import HexMapItem, MapStyle
    from editor.campaign.turns import CostOverlay, LazyCosts

    app = QApplication.instance() or QApplication([])  # noqa: F841
    ruleset = load_ruleset("warhammer-campaign")
    rules = ct.TurnRules(ruleset)
    doc = play_turns(set_up(ruleset, columns, rows), rules, turns)
    player = open_turn(doc, rules)
    play = ct.current_play(doc, rules)

    def judge(h):
        step = ct.Step("claim", player=player, hex=h)
        return play.cost(step), not play.problems(step)

    item = HexMapItem(doc, MapStyle(doc, ruleset))
    overlay = CostOverlay(item)
    scene = QGraphicsScene()
    scene.addItem(overlay)
    size = (1100, 650)
    image = QImage(*size, QImage.Format_ARGB32)
    close = 14 / item.size  # a readable zoom: 14 px of hex radius
    centre = item.center(next(iter(doc.cells)))
    whole = item.boundingRect()
    view = QRectF(centre.x() - size[0] / close / 2, centre.y() - size[1] / close / 2, size[0] / close,
                  size[1] / close)
    view.moveCenter(whole.center())

    def every_hex():
        return {h: judge(h) for h in play.spending_hexes("claim", player)}

    def every_hex_and_paint_all():
        """The Turn panel before: every hex judged at each refresh, every badge painted at each paint
        (the same painting, on every hex the tool may be used on rather than those in view)."""
        costs = every_hex()
        overlay.set_costs(costs)
        for h in costs:
            overlay.costs[h]
        shown = item.visible_hexes
        item.visible_hexes = lambda rect: list(doc.cells)
        try:
            paint(view)
        finally:
            item.visible_hexes = shown

    def refresh():
        overlay.set_costs(LazyCosts(play.spending_hexes("claim", player), judge))

    def paint(rect):
        image.fill(0)
        p = QPainter(image)
        scene.render(p, QRectF(0, 0, *size), rect)
        p.end()

    judged = {}

    def refresh_and_paint_view():
        refresh()
        paint(view)
        judged["view"] = len(overlay.costs.known)

    def refresh_and_paint_all():
        refresh()
        paint(whole)
        judged["all"] = len(overlay.costs.known)

    candidates = len(play.spending_hexes("claim", player))
    times = best_of_collected({
        "every hex judged (before)": every_hex,
        "every hex judged + all painted (before)": every_hex_and_paint_all,
        "a refresh": refresh,
        "a refresh + paint of the view": refresh_and_paint_view,
        "a refresh + paint of the whole map": refresh_and_paint_all,
    }, REPEAT)
    base = times["every hex judged (before)"]
    print(f"{len(doc.cells)} hexes, {turns} turns recorded, {candidates} hexes the Skaven player may claim; "
          f"judged when painted: {judged['view']} in the view, {judged['all']} zoomed out")
    print(f"{'case':40} {'seconds':>9} {'x before':>9}")
    for name, t in times.items():
        print(f"{name:40} {t:9.4f} {t / base:9.3f}")


if __name__ == "__main__":
    main(*[int(a) for a in sys.argv[1:]])
