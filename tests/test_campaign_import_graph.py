"""The campaign modules of the model import one way: no circle among ``model/campaign*`` and the turn's
phase modules (``model/campaign_turn/``), counting every import, at the top or inside a function."""
from __future__ import annotations

import ast
import sys

import networkx as nx
from conftest import ROOT

MODEL = ROOT / "model"


def _module(path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def _imports(path, name: str):
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parent = ".".join(parts[:len(parts) - (node.level - 1)])
                base = f"{parent}.{base}" if base else parent
            yield base
            for alias in node.names:  # "from . import campaign_turns" names a module
                yield f"{base}.{alias.name}"


def campaign_graph() -> nx.DiGraph:
    paths = sorted(MODEL.glob("campaign*.py")) + sorted((MODEL / "campaign_turn").glob("*.py"))
    names = {_module(p): p for p in paths}
    graph = nx.DiGraph()
    graph.add_nodes_from(names)
    for name, path in names.items():
        for target in _imports(path, name):
            if target in names and target != name:
                graph.add_edge(name, target)
    return graph


def test_no_import_circle_among_the_campaign_modules():
    graph = campaign_graph()
    assert "model.campaign_turn.play" in graph and "model.campaign_turns" in graph
    assert graph.has_edge("model.campaign_turns", "model.campaign_turn.play")  # the reader sees the facade
    assert list(nx.simple_cycles(graph)) == []


def test_the_reader_finds_a_circle_when_there_is_one(tmp_path, monkeypatch):
    """Two modules importing each other, one of them inside a function, make a circle the test reports."""
    package = tmp_path / "model"
    (package / "campaign_turn").mkdir(parents=True)
    (package / "campaign_a.py").write_text("from .campaign_b import x\n")
    (package / "campaign_b.py").write_text("def f():\n    from . import campaign_a\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    monkeypatch.setattr(sys.modules[__name__], "MODEL", package)
    cycles = [frozenset(c) for c in nx.simple_cycles(campaign_graph())]
    assert cycles == [frozenset({"model.campaign_a", "model.campaign_b"})]


def test_the_phases_sit_above_the_state_and_below_the_judge():
    graph = campaign_graph()
    phases = ("order", "events", "income", "challenges", "battles", "spending", "end")
    for phase in phases:
        name = f"model.campaign_turn.{phase}"
        assert graph.has_edge("model.campaign_turn.play", name), phase
        assert not nx.has_path(graph, name, "model.campaign_turn.play"), phase
        assert not nx.has_path(graph, name, "model.campaign_turn.replay"), phase
