"""Table undo commands on a QUndoStack: push, undo, redo, compare the model."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QUndoStack
from shapely import affinity

from editor.table.commands import (AddTableObjects, ApplyDeploymentPreset, ChangeObjects, RemoveTableObjects,
                                   ReorderObject)
from editor.table.items import transformed
from model.geometry import rectangle
from model.presets import deployment_zones, new_table
from model.ruleset import load_ruleset
from model.table import Marker, TerrainPiece
from shapely.geometry import Point


def make_table():
    ruleset = load_ruleset("kensei")
    doc = new_table(ruleset)
    for i in range(4):
        doc.add("pieces", TerrainPiece(f"p{i}", "house", rectangle(100 + 200 * i, 300, 100, 80)))
    doc.add("markers", Marker("m1", "objective", Point(600, 600)))
    for z in deployment_zones(ruleset, "long-edges", doc.width, doc.depth):
        doc.add("zones", z)
    return doc


@pytest.fixture
def table():
    return make_table()


def test_move_across_collections_is_one_step(qapp, table):
    stack = QUndoStack()
    before = table.snapshot()
    move = lambda g: affinity.translate(g, 10, 20)  # noqa: E731
    stack.push(ChangeObjects(table, [("pieces", transformed("pieces", table.pieces["p1"], move)),
                                     ("markers", transformed("markers", table.markers["m1"], move))], "Move 2 objects"))
    assert table.markers["m1"].geometry.x == 610
    stack.undo()
    assert table == before
    stack.redo()
    assert table.pieces["p1"].footprint.bounds[:2] == (310, 320)


def test_mergeable_nudges_fold_and_cancel_out(qapp, table):
    stack = QUndoStack()
    for dx in (10, 10, -20):
        piece = table.pieces["p0"]
        stack.push(ChangeObjects(table, [("pieces", transformed("pieces", piece, lambda g: affinity.translate(g, dx, 0)))],
                                 "Nudge", merge_key="nudge"))
    assert stack.count() == 0  # back where it started: the merged step is dropped


def test_remove_several_then_undo_restores_order(qapp, table):
    stack = QUndoStack()
    before = table.snapshot()
    stack.push(RemoveTableObjects(table, [("pieces", "p0"), ("pieces", "p2"), ("markers", "m1")], "Delete 3"))
    assert list(table.pieces) == ["p1", "p3"]
    stack.undo()
    assert list(table.pieces) == ["p0", "p1", "p2", "p3"]
    assert table == before


def test_deployment_preset_and_reorder(qapp, table):
    ruleset = load_ruleset("kensei")
    stack = QUndoStack()
    before = table.snapshot()
    stack.push(ApplyDeploymentPreset(table, deployment_zones(ruleset, "quarters", table.width, table.depth),
                                     "Apply deployment"))
    stack.push(ReorderObject(table, "pieces", "p0", 3, "Raise"))
    assert list(table.pieces)[-1] == "p0"
    stack.undo()
    stack.undo()
    assert table == before


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from(["move", "add", "remove", "raise"]), st.integers(0, 10)), max_size=12))
def test_any_edit_sequence_undoes_to_the_start(qapp, steps):
    table = make_table()
    stack = QUndoStack()
    before = table.snapshot()
    for action, n in steps:
        ids = list(table.pieces)
        if action == "move" and ids:
            p = table.pieces[ids[n % len(ids)]]
            stack.push(ChangeObjects(table, [("pieces", transformed("pieces", p, lambda g: affinity.translate(g, n + 1, 0)))],
                                     "Move"))
        elif action == "add":
            stack.push(AddTableObjects(table, [("pieces", TerrainPiece(table.new_id("new-"), "house",
                                                                       rectangle(50 * n, 50, 40, 40)))], "Add"))
        elif action == "remove" and ids:
            stack.push(RemoveTableObjects(table, [("pieces", ids[n % len(ids)])], "Delete"))
        elif action == "raise" and len(ids) > 1:
            stack.push(ReorderObject(table, "pieces", ids[n % len(ids)], (n + 1) % len(ids), "Raise"))
    final = table.snapshot()
    while stack.canUndo():
        stack.undo()
    assert table == before
    while stack.canRedo():
        stack.redo()
    assert table == final
