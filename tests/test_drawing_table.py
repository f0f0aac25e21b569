"""A table's look is said once (model/drawing/table.py) and every drawing of a table is a view of it:
what an organiser relies on is that a terrain kind's colour and hatching, or a marker kind's colour,
set in the ruleset shows the same on the setup sheet's plan, the 1:1 print, the table SVG and the
small picture, and that no view keeps a colour rule of its own that could drift."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from model.drawing import primitives as pr

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "kensei-120x120.json"
#: the views of the table's description
VIEWS = ("plan", "full_size", "real_size", "thumbnail")


class Recoloured:
    """A ruleset whose first piece's kind is ``#123456`` and hatched, and whose markers are ``#654321``."""

    def __init__(self, ruleset, kind: str):
        self._ruleset, self._kind = ruleset, kind

    def __getattr__(self, name):
        return getattr(self._ruleset, name)

    def terrain_kinds(self):
        return [dict(k, color="#123456", pattern="hatch") if k["id"] == self._kind else k
                for k in self._ruleset.terrain_kinds()]

    def markers(self):
        return [dict(m, color="#654321") for m in self._ruleset.markers()]


@pytest.fixture
def recoloured(qapp):
    from editor.printing.setup_sheet import SetupSheet
    from model.files import load
    from model.ruleset import load_ruleset

    doc = load(EXAMPLE)
    piece = next(iter(doc.pieces.values()))
    ruleset = Recoloured(load_ruleset(doc.ruleset), piece.kind)
    return doc, ruleset, piece, SetupSheet(doc, ruleset, [])


def _fills(items) -> dict:
    """Each area's fill colour -> how many areas (hatched ones apart)."""
    out: dict = {}
    for item in pr.flatten(items):
        if isinstance(item, (pr.Area, pr.Circle, pr.Polyline)):
            ink = getattr(item, "fill", None) or (item.pen.ink if item.pen else None)
            if ink is not None:
                key = (ink.colour, bool(getattr(item, "hatch", None)))
                out[key] = out.get(key, 0) + 1
    return out


def test_a_kinds_colour_reaches_every_view(recoloured):
    from model.drawing.full_size import full_size
    from model.drawing.plan import plan_below
    from model.drawing.real_size import LAYERS, table_drawing
    from model.drawing.thumbnail import thumbnail

    doc, ruleset, piece, sheet = recoloured
    same_kind = sum(p.kind == piece.kind for p in doc.pieces.values())
    views = {
        "plan": plan_below(doc, ruleset, sheet.layout),
        "full_size": full_size(doc, ruleset, (0.0, 0.0)),
        "real_size": table_drawing(doc, ruleset, {n: n for n in LAYERS})[0],
        "thumbnail": thumbnail(doc, ruleset, 0.2),
    }
    for name, items in views.items():
        fills = _fills(items)
        assert fills.get(("#123456", False), 0) >= same_kind, name
        if name != "thumbnail":  # the small picture shows every marker as the objectives' yellow dot
            assert fills.get(("#654321", False), 0) >= len(doc.markers), name
    # the plan shows the kind's hatching over its colour; the lighter prints do not
    assert _fills(views["plan"]).get(("#123456", True)) == same_kind
    assert not any(hatched for _, hatched in _fills(views["full_size"]))


def test_a_piece_is_numbered_and_named_alike_in_every_view(recoloured):
    """The 1:1 print captions "3. Forest" and the SVG labels "3 Forest" with the setup sheet's number."""
    from model.drawing.full_size import full_size
    from model.drawing.real_size import LAYERS, table_drawing
    from model.drawing.table import TableLook

    doc, ruleset, _, sheet = recoloured
    look = TableLook(doc, ruleset)
    numbers = [pl.number for pl in sheet.layout.placements if not pl.is_marker]
    words = [t.text for t in full_size(doc, ruleset, (0.0, 0.0)) if isinstance(t, pr.Text)]
    labels = [i.meta.label for i in pr.flatten(table_drawing(doc, ruleset, {n: n for n in LAYERS})[0])
              if isinstance(i, pr.Area) and i.meta and (i.meta.id or "").startswith("piece-")]
    assert [p.number for p in look.pieces] == numbers
    assert [f"{p.number} {p.name}" for p in look.pieces] == labels
    for p in look.pieces:
        assert f"{p.number}. {p.name}" in words


#: what only the description may decide: a side's, a kind's or a badge's colour
COLOUR_RULES = {"side_colour", "SIDE_COLOURS", "NO_SIDE_COLOUR", "PIECE_COLOUR", "MARKER_COLOUR", "BADGE_PAPER",
                "MARKER_BADGE_PAPER", "TABLE_COLOUR"}


@pytest.mark.parametrize("view", VIEWS)
def test_no_view_keeps_a_colour_rule_of_its_own(view):
    """A view picks a treatment and its labels; the colours, hatchings and kinds come from table.py."""
    tree = ast.parse((ROOT / "model" / "drawing" / f"{view}.py").read_text(encoding="utf-8"))
    imported = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
    assert imported & COLOUR_RULES == set()
    calls = {n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
    assert {"terrain_kinds", "markers"} & calls == set(), "a view reads the ruleset's kinds itself"
    strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    assert "color" not in strings, "a view looks up a kind's colour itself"


def test_the_description_needs_no_shapely_to_import():
    """The start-up picture may draw through it before shapely is loaded."""
    import subprocess
    import sys

    code = ("import sys; import model.drawing.table, model.drawing.thumbnail; "
            "print('shapely' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


LIGHT_TABLE = '''
import sys
from types import SimpleNamespace as NS
from model.drawing.thumbnail import thumbnail

class Ring:
    geom_type = "Polygon"
    def __init__(self, pts):
        self.exterior, self.interiors = NS(coords=pts), []

class Spot:
    geom_type = "Point"
    def __init__(self, x, y):
        self.x, self.y, self.centroid = x, y, self

zone = NS(polygon=Ring([(0, 0), (600, 0), (600, 100), (0, 0)]), side="a", label="")
piece = NS(footprint=Ring([(10, 10), (50, 10), (50, 40), (10, 10)]), walls=[], label="", kind="forest", blocking=None)
doc = NS(width=600, depth=400, name="t", sides=lambda: ["a", "b"], zones={"z": zone}, pieces={"p": piece},
         markers={"m": NS(geometry=Spot(300, 200), label="", kind="objective")})
kinds = [type(i).__name__ for i in thumbnail(doc, None, 0.2)]
print(kinds, "shapely" in sys.modules)
'''


def test_a_small_picture_of_plain_shapes_needs_no_shapely():
    """A table read as plain shapes (the start-up picture's light reading) is drawn by the same
    description without loading shapely: zone, piece, objective and frame."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", LIGHT_TABLE], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['Area', 'Area', 'Circle', 'Rect'] False"
