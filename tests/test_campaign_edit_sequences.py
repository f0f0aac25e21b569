"""A campaign the app saves always loads again: random sequences of the edits a game master makes
in the campaign tab (painting, players added and removed, the map resized, turns started, steps
recorded, turns ended, undo and redo) are saved and loaded after every step, and the file loads
to the same campaign."""
from __future__ import annotations

import itertools
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_editor_campaign_turns import setup_map

from model import campaign_turns as ct
from model import files
from model.hexgrid import Hex

OPS = ("paint", "feature", "add-player", "remove-player", "resize", "start", "claim", "conquer", "event",
       "income", "challenge", "battle", "raid", "end", "undo", "redo")
RESULTS = ("Side A: decisive victory", "Side B: marginal victory", "Draw", "Side A: massacre")
SIDES = ("left", "right", "top", "bottom")


def act(ed, op: str, a: int, b: int) -> None:
    doc, dock = ed.document, ed.turn_dock
    keys = sorted(doc.cells, key=lambda h: (h.r, h.q))
    players = list(doc.players)
    key = keys[a % len(keys)]
    who = players[b % len(players)] if players else None
    other = players[(b + 1 + a) % len(players)] if players else None
    if op == "paint":
        owner = None if a % 3 == 0 else who
        ed.push_paint({key: replace(doc.cells[key], owner=owner, terrain=("plains", "forest", "mountain", "river")[b % 4])},
                      "Paint")
    elif op == "feature":
        feature = ("castle", "city", "mine")[b % 3]
        ed.push_paint({key: replace(doc.cells[key], features=doc.cells[key].features ^ {feature})}, "Build")
    elif op == "add-player":
        ed.add_player()
    elif op == "remove-player" and who:
        ed.remove_player(who, other if other != who and a % 2 else None)
    elif op == "resize" and (b % 2 or len(keys) > 24):
        ed.resize_map(**{SIDES[a % 4]: 1 if b % 2 else -1})
    elif op == "start" and doc.history.open_turn is None:
        dock.start_turn()
    elif doc.history.open_turn is None or not who:
        return
    elif op in ("claim", "conquer"):
        dock.push_step(ct.Step(op, player=who, hex=key), op)
    elif op == "event":
        dock.push_step(ct.Step("event", player=who, event="ABCDEFGHIJKL"[a % 12], target=other), op)
    elif op == "income":
        dock.roll_all_income()
    elif op == "challenge":
        dock.push_step(ct.Step("challenge", player=who, target=other), op)
    elif op == "battle":
        winner, result = dict(((r, d) for r, d in ((RESULTS[0], (0, "decisive")), (RESULTS[1], (1, "marginal")),
                                                   (RESULTS[2], (None, "draw")), (RESULTS[3], (0, "massacre")))))[
            RESULTS[a % 4]]
        dock.push_step(ct.Step("battle", sides=((who,), (other,)), winner=winner, result=result), op)
    elif op == "raid":
        dock.push_step(ct.dice_step("raid", who, 2, seed=a + 1), op)
    elif op == "end":
        dock.end_turn()
    elif op == "undo":
        ed.qdoc.undo_stack.undo()
    elif op == "redo":
        ed.qdoc.undo_stack.redo()


EDITS = st.tuples(st.sampled_from(OPS), st.integers(0, 200), st.integers(0, 200))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(EDITS, max_size=4), st.lists(EDITS, min_size=1, max_size=25))
def test_every_edit_sequence_with_turns_saves_a_file_that_loads_again(main_window, qtbot, tmp_path, monkeypatch,
                                                                      before, after):
    """Some edits of the set-up, the first turn started, then anything."""
    steps = before + [("start", 0, 0)] + after
    seeds = itertools.count(1)
    monkeypatch.setattr(ct, "new_seed", lambda: next(seeds))  # dice the run can repeat
    ed = main_window.add_document(setup_map())
    path = tmp_path / "campaign.json"
    try:
        for i, (op, a, b) in enumerate(steps):
            act(ed, op, a, b)
            files.save(ed.document, path)
            loaded = files.load(path)  # raises a DocumentError naming the field when the file is refused
            assert loaded == ed.document, (i, op)
    finally:
        ed.qdoc.undo_stack.setClean()
        main_window._close_tab_at(main_window.tabs.indexOf(ed))
