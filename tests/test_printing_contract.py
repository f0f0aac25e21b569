"""Printouts are drawn from the model, never from the interactive editors: nothing in
``editor/printing/`` imports a tab, canvas, dock or tool (the way the model imports no Qt).

Each module is read (every import, at the top or inside a function) and each imported module named
in full. What printing may use of the editor: itself, ``editor.drawing`` (the Qt backend of the shared
style in ``model/drawing``), ``editor.i18n`` (translators, numbers), ``editor.plaintext`` (a
document's text shown as text in the Export dialog) and ``editor.turn_words`` (the sentence of each
recorded campaign step, which the Turn panel's log reads too). The two imports still allowed
are listed with what they are for; the list only shrinks.
"""
import ast

from conftest import ROOT

ALLOWED = ("editor.printing", "editor.drawing", "editor.i18n", "editor.plaintext", "editor.turn_words")
#: (printing module, editor module): known crossings still to be handed over as plain data
KNOWN = {
    ("legends", "editor.table.legend"),  # the sight overlays' legend rows, built by the table editor
    ("legends", "editor.table.sight"),  # the fairness comparison's criterion and side names
}


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
