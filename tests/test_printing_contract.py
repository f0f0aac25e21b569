"""Printouts are drawn from the model, never from the interactive editors: nothing in
``editor/printing/`` imports a tab, canvas, dock or tool (the way the model imports no Qt).

Each module is read (every import, at the top or inside a function) and each imported module named
in full. What printing may use of the editor: itself, ``editor.drawing`` (the Qt backend of the shared
style in ``model/drawing``), ``editor.i18n`` (translators, numbers), ``editor.plaintext`` (a
document's text shown as text in the Export dialog) and ``editor.turn_words`` (the sentence of each
recorded campaign step, which the Turn panel's log reads too). No other crossing is left; a new one
would have to be listed with what it is for, and the list only shrinks.
"""
import ast

from conftest import ROOT

ALLOWED = ("editor.printing", "editor.drawing", "editor.i18n", "editor.plaintext", "editor.turn_words")
#: (printing module, editor module): known crossings still to be handed over as plain data
KNOWN: set[tuple[str, str]] = set()


def _imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = "editor.printing"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                yield f"{base}.{node.module}" if node.module else base
            elif node.module:
                yield node.module


def test_printing_imports_nothing_from_the_interactive_editors():
    found = set()
    for path in sorted((ROOT / "editor" / "printing").glob("*.py")):
        for name in _imports(path):
            if name.startswith("editor") and not name.startswith(ALLOWED):
                found.add((path.stem, name))
    assert found - KNOWN == set(), "printing imports an interactive editor"
    assert KNOWN <= found, "a known crossing is gone: take it off the list"


def test_the_check_sees_relative_imports():
    """The reader names ``from ..campaign.mapitem import x`` in full (so a crossing cannot hide)."""
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "m.py"
        p.write_text("def f():\n    from ..campaign.mapitem import _glyph_path\nfrom .pages import MM\n")
        assert set(_imports(p)) == {"editor.campaign.mapitem", "editor.printing.pages"}


#: the modules that draw: the Qt-free description, its SVG backend, its Qt backend and the printouts
DRAWING = ("model.drawing", "model.svg", "editor.drawing", "editor.printing")


def _module_name(path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _imports_of(path, name: str):
    """Every module ``path`` (module ``name``) imports, relative imports named in full."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package if node.level else ""
            module = f"{base}.{node.module}" if base and node.module else (node.module or base)
            yield module
            yield from (f"{module}.{alias.name}" for alias in node.names)  # "from . import style"


def test_no_import_circle_among_the_drawing_modules():
    """The description, its two backends and the printouts import one way: model.drawing <- model.svg
    <- editor.drawing <- editor.printing, never back (a circle would tie the Qt-free drawing to Qt)."""
    import networkx as nx

    paths = [p for p in ROOT.glob("**/*.py") if ".venv" not in p.parts]
    modules = {_module_name(p): p for p in paths}
    mine = {m: p for m, p in modules.items() if m.startswith(DRAWING)}
    graph = nx.DiGraph()
    for name, path in mine.items():
        graph.add_node(name)
        for target in _imports_of(path, name):
            if target in mine and target != name:
                graph.add_edge(name, target)
    assert graph.number_of_edges() > 10  # the reader sees the imports
    assert list(nx.simple_cycles(graph)) == []
    assert not any(m.startswith("model") and t.startswith("editor") for m, t in graph.edges)


def test_the_circle_check_reads_relative_imports(tmp_path):
    """A backend importing a printout back (``from .printing import pages`` in editor/drawing.py) is
    named in full, so the circle it closes is seen."""
    path = tmp_path / "drawing.py"
    path.write_text("from .printing import pages\nfrom ..model.drawing.plan import plan_above\n")
    found = set(_imports_of(path, "editor.drawing"))
    assert {"editor.printing", "editor.printing.pages"} <= found


# -- what a printout paints itself ------------------------------------------------------------
#: QPainter calls that draw a shape or a picture (text is drawn through ``pages.draw_text``)
DIRECT = {"drawPolygon", "drawConvexPolygon", "drawEllipse", "drawPath", "drawRect", "drawRects", "drawRoundedRect",
          "drawLine", "drawLines", "drawPolyline", "drawArc", "drawPie", "drawChord", "drawPoint", "drawPoints",
          "drawImage", "drawPixmap", "drawTiledPixmap", "drawPicture", "fillRect", "fillPath", "strokePath"}
#: (module, function) of editor/printing that may still paint shapes itself, and why: the blank page
#: and the text pages' own furniture (rules under headings, shaded table heads, signature lines,
#: the swatches of a key beside its words), laid out with their text; nothing of a table or a
#: campaign map. A new entry needs a reason; the list only shrinks.
TEXT_PAGES = {
    ("bulletin", "TurnBulletin.draw_rules"): "the blank page",
    ("bulletin", "TurnBulletin.draw_page"): "the rule under the title, a player's swatch before its name",
    ("campaign_map", "CampaignMap.draw_page"): "the blank page",
    ("legends", "_LegendSection.draw"): "the overlay key's swatches and colour scale beside their words",
    ("pack", "TextPages.draw_page"): "the blank page, the rules between a table's rows",
    ("pack", "CoverPage.draw_page"): "the blank page, the line to write on",
    ("pack", "TablePages.draw_page"): "the blank page",
    ("pages", "draw_footer"): "the footer's rule",
    ("roster", "Roster.draw_page"): "the blank page, shaded heads, rules, signature lines",
    ("roster", "FolderReport.draw_page"): "the blank page, shaded heads, rules",
    ("setup_sheet", "SetupSheet.draw_page"): "the blank page",
    ("setup_sheet", "_Heading.draw"): "the rule under a heading",
    ("setup_sheet", "_TableRow.draw"): "a table's shaded head and the rule under each row",
    ("setup_sheet", "_Signature.draw"): "the lines to sign and date on",
    ("tiled", "TiledPrint.draw_page"): "the blank page",
}


def _direct_painting(path) -> set[tuple[str, str]]:
    """(function, what) for every shape a module paints itself: a QPainter call of :data:`DIRECT`, or an
    icon rendered with QSvgRenderer (the drawing's ``Icon`` is the way)."""
    found = set()

    def walk(node, scope):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                walk(child, scope + [child.name])
                continue
            if isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute) and child.func.attr in DIRECT:
                found.add((".".join(scope), child.func.attr))
            if isinstance(child, ast.Name) and child.id == "QSvgRenderer":
                found.add((".".join(scope), "QSvgRenderer"))
            walk(child, scope)

    walk(ast.parse(path.read_text(encoding="utf-8")), [])
    return found


def test_printouts_draw_tables_and_maps_only_through_the_drawing_primitives():
    """A table, a campaign map, their overlays, marks and keys are described in ``model/drawing`` and
    painted by ``editor/drawing.py``; a printout paints only its blank page and its text pages' own
    furniture (:data:`TEXT_PAGES`)."""
    found = {}
    for path in sorted((ROOT / "editor" / "printing").glob("*.py")):
        for scope, call in _direct_painting(path):
            found.setdefault((path.stem, scope), set()).add(call)
    painted = set(found) - set(TEXT_PAGES)
    assert painted == set(), {k: sorted(found[k]) for k in painted}
    assert set(TEXT_PAGES) <= set(found), f"no longer paints itself: take it off the list: {set(TEXT_PAGES) - set(found)}"


def test_the_painting_check_sees_shapes_and_icons(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("class A:\n    def f(self, painter):\n        painter.drawPolygon(poly)\n"
                 "def g(painter):\n    from PySide6.QtSvg import QSvgRenderer\n    QSvgRenderer('x').render(painter)\n"
                 "def h(painter):\n    paint(painter, items, draw_text)\n")
    assert _direct_painting(p) == {("A.f", "drawPolygon"), ("g", "QSvgRenderer")}
