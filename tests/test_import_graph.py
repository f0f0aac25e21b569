"""No import circles among the project's modules: arrows go model -> validators -> editor, and inside
each package from the module that uses to the module that provides, never back (an import inside a
function counts: a circle postponed to the first call is still a circle to read and to change).

The graph is read from the source with ``ast`` (every ``import`` and ``from … import``, at any depth)
and searched with networkx; a circle is reported with the files in it."""
from __future__ import annotations

import ast

import networkx as nx

from conftest import ROOT

PACKAGES = ("model", "validators", "editor", "resources")


def _module_name(path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, object]:
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            out[_module_name(path)] = path
    return out


def _imports(name: str, path, known: set[str]):
    """The project modules ``name`` imports, each named in full."""
    is_package = path.name == "__init__.py"
    base_parts = name.split(".") if is_package else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = base_parts[:len(base_parts) - (node.level - 1)] if node.level > 1 else base_parts
                target = ".".join(parts + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:  # ``from pkg import module`` names the module itself
                if f"{target}.{alias.name}" in known:
                    yield f"{target}.{alias.name}"
                elif target in known:
                    yield target


def _graph() -> nx.DiGraph:
    modules = _modules()
    known = set(modules)
    graph = nx.DiGraph()
    graph.add_nodes_from(known)
    for name, path in modules.items():
        for target in _imports(name, path, known):
            if target != name:
                graph.add_edge(name, target)
    return graph


def test_no_module_imports_itself_back_through_others():
    graph = _graph()
    circles = [sorted(c) for c in nx.simple_cycles(graph) if len(c) > 1]
    # a package's __init__ that gathers its modules for importers is not a circle of code
    circles = [c for c in circles if not any(_is_face(n, c) for n in c)]
    assert not circles, "import circles: " + "; ".join(" <-> ".join(c) for c in circles[:5])


def _is_face(node: str, circle: list[str]) -> bool:
    """``node`` is a package whose members in the circle are its own modules (its ``__init__``
    imports them to offer their names; they import a sibling through the package)."""
    return all(other == node or other.startswith(node + ".") for other in circle)


def test_the_reader_sees_relative_and_nested_imports(tmp_path):
    """The graph's reader names ``from ..x import y`` inside a function in full (so a circle cannot hide)."""
    pkg = tmp_path / "editor" / "sub"
    pkg.mkdir(parents=True)
    (tmp_path / "editor" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from ..b import g\n    from . import c\n")
    (tmp_path / "editor" / "b.py").write_text("from .sub.a import f\n")
    (pkg / "c.py").write_text("")
    known = {"editor", "editor.sub", "editor.sub.a", "editor.b", "editor.sub.c"}
    assert set(_imports("editor.sub.a", pkg / "a.py", known)) == {"editor.b", "editor.sub.c"}
    assert set(_imports("editor.b", tmp_path / "editor" / "b.py", known)) == {"editor.sub.a"}
