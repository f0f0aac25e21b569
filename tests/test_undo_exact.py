"""Undo and redo are exact: random sequences of the editors' own undo commands on tables, campaign
maps (with and without their own adjacency) and army lists. After any sequence, undoing everything
gives the original document, redoing everything the final one, saving and loading the same one,
and the undo stack is clean exactly when the document is the saved one.

``WARTABLE_UNDO_EXAMPLES`` (default 40) and ``WARTABLE_UNDO_STEPS`` (default 30) size the runs;
``WARTABLE_HYPOTHESIS_RANDOM=1`` draws new sequences instead of CI's fixed ones. A deep run:
``WARTABLE_HYPOTHESIS_RANDOM=1 WARTABLE_UNDO_EXAMPLES=200 WARTABLE_UNDO_STEPS=50 pytest
tests/test_undo_exact.py`` (with the fuzz of tests/test_fuzz_files.py at 10,000 files, 300 through
the window and 400 through the command line, about half an hour on two busy cores)."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from PySide6.QtGui import QUndoStack
from shapely import affinity
from shapely.geometry import Polygon

from editor.campaign.commands import PaintHexes, RemovePlayer
from editor.commands import AddObjects, RemoveObjects, ReplaceObjects, SetField
from editor.table.commands import AddTableObjects, ChangeObjects, RemoveTableObjects, ReorderObject
from model import campaign_ops as ops
from model import files
from model.army import ArmyEntry
from model.campaign import HexCell, Player
from model.geometry import ellipse, rectangle
from model.hexgrid import Hex
from model.table import TerrainPiece

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
RUNS = settings(max_examples=int(os.environ.get("WARTABLE_UNDO_EXAMPLES", "40")),
                stateful_step_count=int(os.environ.get("WARTABLE_UNDO_STEPS", "30")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def _copy(doc):
    return files.from_dict(json.loads(files.dumps(doc)))


class UndoMachine(RuleBasedStateMachine):
    """What every document kind shares: the stack, undo/redo steps and the exactness checks."""

    example = ""

    def __init__(self):
        super().__init__()
        self.stack = QUndoStack()
        self.doc = None

    def start(self, doc) -> None:
        self.doc = doc
        self.original = _copy(doc)
        assert self.original == doc
        self.stack.setClean()

    def push(self, command) -> None:
        self.stack.push(command)

    @rule()
    def undo(self):
        self.stack.undo()

    @rule()
    def redo(self):
        self.stack.redo()

    @rule(n=st.integers(1, 4))
    def undo_several_then_edit_again(self, n):
        for _ in range(n):
            self.stack.undo()

    @invariant()
    def clean_exactly_when_unchanged(self):
        if self.doc is not None and self.stack.isClean():
            assert self.doc == self.original, "the stack says clean but the document differs"

    def teardown(self):
        if self.doc is None:
            return
        self.stack.setIndex(self.stack.count())
        final = _copy(self.doc)
        assert final == self.doc, "save -> load gives another document"
        self.stack.setIndex(0)
        assert self.doc == self.original, "undo of everything is not the original"
        assert self.stack.isClean() == (self.stack.cleanIndex() == 0)
        self.stack.setIndex(self.stack.count())
        assert self.doc == final, "redo of everything is not the final document"


# -- tables --------------------------------------------------------------------------------

class TableUndo(UndoMachine):
    @initialize()
    def load(self):
        self.start(files.load(EXAMPLES / "kensei-120x120.json"))
        self.n = 0

    def _keys(self):
        return [(c, i) for c in ("pieces", "zones", "markers") for i in self.doc.collection(c)]

    @rule(kind=st.sampled_from(["wood", "house", "hill"]), x=st.floats(0, 1100), y=st.floats(0, 1100),
          shape=st.sampled_from(["box", "oval", "bowtie", "sliver"]))
    def add_piece(self, kind, x, y, shape):
        self.n += 1
        geom = {"box": rectangle(x, y, 80, 50), "oval": ellipse(x, y, 60, 40),
                "bowtie": Polygon([(x, y), (x + 50, y + 50), (x + 50, y), (x, y + 50)]),
                "sliver": Polygon([(x, y), (x + 50, y), (x + 100, y)])}[shape]
        piece = TerrainPiece(self.doc.new_id("piece-"), kind, geom, label=f"Piece {self.n}")
        self.push(AddTableObjects(self.doc, [("pieces", piece)], "Add piece"))

    @precondition(lambda self: self.doc is not None and self._keys())
    @rule(data=st.data())
    def remove_some(self, data):
        keys = data.draw(st.lists(st.sampled_from(self._keys()), min_size=1, max_size=3, unique=True))
        self.push(RemoveTableObjects(self.doc, keys, "Delete"))

    @precondition(lambda self: self.doc is not None and self._keys())
    @rule(data=st.data(), how=st.sampled_from(["move", "rotate", "mirror"]), merge=st.booleans())
    def transform_some(self, data, how, merge):
        keys = data.draw(st.lists(st.sampled_from(self._keys()), min_size=1, max_size=4, unique=True))
        changes = []
        for c, i in keys:
            obj = self.doc.collection(c)[i]
            field = {"pieces": "footprint", "zones": "polygon", "markers": "geometry"}[c]
            g = getattr(obj, field)
            g = {"move": lambda g: affinity.translate(g, 7.5, -3.25),
                 "rotate": lambda g: affinity.rotate(g, 33, origin=(600, 600)),
                 "mirror": lambda g: affinity.scale(g, -1, 1, origin=(600, 600))}[how](g)
            changes.append((c, obj.__class__(**{**obj.__dict__, field: g})))
        self.push(ChangeObjects(self.doc, changes, "Move", merge_key="nudge" if merge else None))

    @precondition(lambda self: self.doc is not None and len(self.doc.pieces) > 1)
    @rule(data=st.data())
    def reorder(self, data):
        ids = list(self.doc.pieces)
        self.push(ReorderObject(self.doc, "pieces", data.draw(st.sampled_from(ids)),
                                data.draw(st.integers(0, len(ids) - 1)), "Raise"))

    @rule(name=st.sampled_from(["Club night", "Final", "Sample \ud83d"]), merge=st.booleans())
    def rename(self, name, merge):
        self.push(SetField(self.doc, "name", name, "Rename", merge=merge))

    @rule(width=st.sampled_from([900.0, 1200.0, 1800.0]))
    def resize(self, width):
        self.push(SetField(self.doc, "width", width, "Resize table"))


# -- campaigns -------------------------------------------------------------------------------

class CampaignUndo(UndoMachine):
    explicit = False

    @initialize()
    def load(self):
        doc = files.load(EXAMPLES / "piedras-4-players.json")
        if self.explicit:
            # two pairs of neighbours deliberately not linked (a river), as an imported map has
            edges = sorted(doc.graph.edges)
            cut = {frozenset(edges[3]), frozenset(edges[len(edges) // 2])}
            doc.set_adjacency([e for e in edges if frozenset(e) not in cut])
            doc = _copy(doc)
            assert doc.adjacency_explicit
        self.start(doc)

    @rule(data=st.data(), terrain=st.sampled_from(["plains", "forest", "mountain", "river"]))
    def paint(self, data, terrain):
        keys = data.draw(st.lists(st.sampled_from(sorted(self.doc.cells)), min_size=1, max_size=5, unique=True))
        self.push(PaintHexes(self.doc, {k: HexCell(terrain, owner=self.doc.cells[k].owner) for k in keys}))

    @rule(left=st.integers(-2, 2), right=st.integers(-2, 2), top=st.integers(-2, 2), bottom=st.integers(-2, 2))
    def resize(self, left, right, top, bottom):
        changes = ops.resize_rectangle(self.doc, HexCell("plains"), left, right, top, bottom)
        if changes:
            self.push(PaintHexes(self.doc, changes, "Resize map"))

    @rule(q=st.integers(-12, 12), r=st.integers(-12, 12), stroke=st.sampled_from([None, 7]))
    def add_or_remove_hex(self, q, r, stroke):
        key = Hex(q, r)
        cell = None if key in self.doc.cells else HexCell("plains")
        self.push(PaintHexes(self.doc, {key: cell}, "Paint", stroke=stroke))

    @precondition(lambda self: self.doc is not None and len(self.doc.players) > 1)
    @rule(data=st.data())
    def remove_player(self, data):
        pid = data.draw(st.sampled_from(sorted(self.doc.players)))
        changes = {k: HexCell(c.terrain, c.features, None, False, c.name, c.notes)
                   for k, c in self.doc.cells.items() if c.owner == pid}
        self.push(RemovePlayer(self.doc, pid, changes))

    @rule(name=st.sampled_from(["Ana", "Bruno"]))
    def add_player(self, name):
        self.push(AddObjects(self.doc, "players", [Player(self.doc.new_id("p-"), name)], "Add player"))

    @rule(turn=st.integers(1, 6))
    def set_turn(self, turn):
        self.push(SetField(self.doc, "turn", turn, "Turn"))


class ExplicitAdjacencyUndo(CampaignUndo):
    explicit = True


# -- army lists ------------------------------------------------------------------------------

class ArmyUndo(UndoMachine):
    @initialize()
    def load(self):
        self.start(files.load(EXAMPLES / "kensei-army-legal.json"))
        self.profiles = [p.id for p in files.load(EXAMPLES / "kensei-example-catalogue.json").profiles.values()]

    @rule(data=st.data(), models=st.integers(1, 12))
    def add_entry(self, data, models):
        entry = ArmyEntry(self.doc.new_id("entry-"), data.draw(st.sampled_from(self.profiles)), models)
        self.push(AddObjects(self.doc, "entries", [entry], "Add", index=data.draw(st.sampled_from([None, 0, 1]))))

    @precondition(lambda self: self.doc is not None and self.doc.entries)
    @rule(data=st.data())
    def remove_entries(self, data):
        ids = data.draw(st.lists(st.sampled_from(list(self.doc.entries)), min_size=1, max_size=3, unique=True))
        self.push(RemoveObjects(self.doc, "entries", ids, "Remove"))

    @precondition(lambda self: self.doc is not None and self.doc.entries)
    @rule(data=st.data(), models=st.integers(1, 20), label=st.sampled_from(["", "Vanguard", "Half \udc00"]))
    def change_entry(self, data, models, label):
        eid = data.draw(st.sampled_from(list(self.doc.entries)))
        old = self.doc.entries[eid]
        self.push(ReplaceObjects(self.doc, "entries", [ArmyEntry(**{**old.__dict__, "models": models, "label": label})],
                                 "Change", merge_key=data.draw(st.sampled_from([None, "models"]))))

    @rule(limit=st.sampled_from([None, 300.0, 400.0]))
    def points(self, limit):
        self.push(SetField(self.doc, "points_limit", limit, "Points", merge=True))


@pytest.mark.parametrize("machine", [TableUndo, CampaignUndo, ExplicitAdjacencyUndo, ArmyUndo])
def test_random_edit_sequences_undo_and_redo_exactly(qapp, machine):
    from hypothesis.stateful import run_state_machine_as_test

    run_state_machine_as_test(machine, settings=RUNS)


def test_resize_and_undo_keeps_the_missing_edges_of_an_explicit_map(qapp):
    doc = files.load(EXAMPLES / "piedras-4-players.json")
    edges = sorted(doc.graph.edges)
    river = edges[0]
    doc.set_adjacency(edges[1:])
    doc = _copy(doc)
    saved = _copy(doc)
    stack = QUndoStack()
    stack.setClean()
    stack.push(PaintHexes(doc, ops.resize_rectangle(doc, HexCell("plains"), -1, -1, -1, -1), "Resize map"))
    stack.push(PaintHexes(doc, ops.resize_rectangle(doc, HexCell("plains"), 2, 2, 2, 2), "Resize map"))
    stack.undo()
    stack.undo()
    assert stack.isClean()
    assert not doc.graph.has_edge(*river)
    assert doc == saved


def test_rotating_and_flipping_pieces_and_zones_never_breaks_the_status_bar(main_window):
    from PySide6.QtWidgets import QMenu

    editor = main_window.open_path(EXAMPLES / "kensei-120x120.json")
    bowtie = TerrainPiece("bowtie", "wood", Polygon([(100, 100), (300, 300), (300, 100), (100, 300)]), label="Bow tie")
    editor.qdoc.push(AddTableObjects(editor.document, [("pieces", bowtie)], "Add piece"))
    keys = [("pieces", "bowtie")] + [("zones", z) for z in editor.document.zones] + \
        [("pieces", p) for p in list(editor.document.pieces)[:3]]
    editor.scene.select_keys(keys)
    actions = {a.text().replace("&", ""): a for m in editor.menus() for a in m.findChildren(QMenu)
               for a in a.actions()}
    before = _copy(editor.document)
    for name in ("Rotate 90° Clockwise", "Flip Horizontally", "Flip Vertically", "Rotate 90° Counter-clockwise"):
        actions[name].trigger()  # each redraws the status bar from the selection's bounds
        assert "selected" in main_window.selection_label.text()
    for _ in range(4):
        editor.qdoc.undo_stack.undo()
    assert editor.document == before
