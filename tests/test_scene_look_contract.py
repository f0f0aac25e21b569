"""The table and campaign map on screen take every colour from the one description of their look
(``model/drawing``): the screen, the printouts and the start-up pictures agree.

The modules that paint the editable table and the campaign map are read: no colour written in them
(a ``#rrggbb`` string, a ``QColor`` of numbers, a named Qt colour), no tint chosen in them
(``darker``/``lighter``, an opacity written as a number) and no base colour taken to pick a zone's,
piece's or marker's colour by hand; they ask ``model/drawing`` (``side_colour``, ``piece_colour``,
``piece_hatch``, ``marker_colour``, ``SCREEN``, ``terrain_look``...). What stays is the editor's own
chrome, listed by name below (the selection, the pointer, a finding's path), which no printout has.
Then the screen itself is looked at: its cloth is the start-up picture's, a piece is its kind's colour.
"""
import ast
import re

from conftest import ROOT

#: the modules that choose how the table and the campaign map look on screen
SCENE_MODULES = ("editor/table/items.py", "editor/table/palette.py", "editor/table/scene.py",
                 "editor/table/sight.py", "editor/table/sight_worker.py", "editor/table/legend.py",
                 "editor/campaign/mapitem.py", "editor/campaign/look.py", "editor/campaign/turn/overlay.py")
#: module-level names that may hold a colour of their own: the editor's chrome, not the map's look
CHROME = {"editor/table/items.py": {"SELECTION_COLOR", "LABEL_GROUND"},
          "editor/campaign/look.py": {"BACKGROUND", "HOVER", "SELECTED", "FINDING", "SUGGESTED", "SUGGESTED_BADGE",
                                      "SUGGESTED_TEXT", "ADJACENCY", "ADJACENCY_ODD", "ADJACENCY_DOT", "TURN_ALLOWED",
                                      "TURN_ALLOWED_TEXT", "TURN_ALLOWED_GROUND", "TURN_REFUSED", "TURN_REFUSED_TEXT",
                                      "TURN_REFUSED_GROUND"}}
#: the shared base colours: an editor taking one picks an element's colour itself
BASE_COLOURS = {"SIDE_COLOURS", "PIECE_COLOUR", "MARKER_COLOUR", "NO_SIDE_COLOUR"}
QT_COLOURS = {"black", "white", "red", "green", "blue", "cyan", "magenta", "yellow", "gray", "darkGray", "lightGray",
              "darkRed", "darkGreen", "darkBlue", "darkCyan", "darkMagenta", "darkYellow"}
HEX = re.compile(r"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")


def _number(node) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)


def _chrome_nodes(tree, allowed: set[str]) -> set[int]:
    """The ids of every node inside a module-level assignment to chrome names only."""
    out: set[int] = set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            names = [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
            if names and set(names) <= allowed:
                out |= {id(n) for n in ast.walk(stmt.value)}
    return out


def choices(source: str, allowed: set[str] = frozenset()) -> list[str]:
    """What ``source`` decides of the look by itself: each as "line: what"."""
    tree = ast.parse(source)
    chrome = _chrome_nodes(tree, set(allowed))
    found = []
    for node in ast.walk(tree):
        if id(node) in chrome:
            continue
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and HEX.match(node.value.strip()):
            found.append(f"{line}: colour {node.value}")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Qt" \
                and node.attr in QT_COLOURS:
            found.append(f"{line}: Qt.{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QColor" \
                and node.args and _number(node.args[0]):
            found.append(f"{line}: QColor of numbers")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            attr, args = node.func.attr, node.args
            if attr in ("darker", "lighter"):
                found.append(f"{line}: a tint chosen with .{attr}()")
            elif attr in ("setAlpha", "setAlphaF") and args and _number(args[0]):
                found.append(f"{line}: an opacity chosen with .{attr}({args[0].value})")
            elif attr == "get" and args and isinstance(args[0], ast.Constant) and args[0].value in ("color", "colour"):
                found.append(f"{line}: a kind's colour read by hand")
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
                and node.slice.value in ("color", "colour"):
            found.append(f"{line}: a kind's colour read by hand")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("model.drawing"):
            for alias in node.names:
                if alias.name in BASE_COLOURS:
                    found.append(f"{line}: picks with the base colour {alias.name}")
    return found


def test_the_scene_modules_choose_no_colour_themselves():
    found = {path: choices((ROOT / path).read_text(encoding="utf-8"), CHROME.get(path, set()))
             for path in SCENE_MODULES}
    assert {p: f for p, f in found.items() if f} == {}, "a colour chosen on screen instead of in model/drawing"


def test_the_check_sees_what_the_scene_used_to_choose():
    """The ways the scene picked its own look before it asked the drawing are each caught."""
    old = '''
from model.drawing.style import MARKER_COLOUR, PIECE_COLOUR, SIDE_COLOURS
TABLE_COLOR = QColor("#d9e4c8")
GRID_MINOR = QColor(70, 90, 60, 45)
def paint(self, painter):
    self.color = QColor(kind.get("color", PIECE_COLOUR))
    fill = QColor(self.color)
    fill.setAlpha(200)
    painter.setBrush(self.color.darker(260))
    painter.setPen(Qt.black)
    swatch(m["color"])
'''
    found = choices(old)
    assert len([f for f in found if "base colour" in f]) == 3
    for what in ("colour #d9e4c8", "QColor of numbers", "by hand", ".setAlpha(200)", ".darker()", "Qt.black"):
        assert any(what in f for f in found), what
    # chrome named at module level is allowed, the same colour inside a function is not
    assert choices('SELECTION_COLOR = QColor("#0a84ff")\n', {"SELECTION_COLOR"}) == []
    assert choices('def f():\n    SELECTION_COLOR = QColor("#0a84ff")\n', {"SELECTION_COLOR"}) != []


def _render(scene, rect, size=400):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, size, size), QRectF(*rect))
    painter.end()
    return image


def _over(colour: str, alpha: float, ground: str) -> tuple[int, int, int]:
    from model.drawing.style import rgb

    a = alpha / 255
    return tuple(round(c * a + g * (1 - a)) for c, g in zip(rgb(colour), rgb(ground)))


def _close(pixel, expected, tolerance=3) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip((pixel.red(), pixel.green(), pixel.blue()), expected))


def test_the_editable_table_looks_like_its_start_up_picture_and_plan(main_window, qtbot):
    """The cloth on screen is the start-up picture's and the plan's; a piece shows its kind's colour
    (the plan's) at the screen's tint; a zone its side's colour as every drawing gives it."""
    from model.drawing.style import side_colour
    from model.drawing.table import PLAN, SCREEN, THUMBNAIL_ON_CLOTH, TableLook, piece_colour
    from model.geometry import rectangle
    from model.table import DeploymentZone, TerrainPiece

    editor = main_window.new_table("kensei", "kensei-120x120")
    qtbot.waitUntil(lambda: editor.view.isVisible())
    assert THUMBNAIL_ON_CLOTH.cloth == PLAN.cloth == SCREEN.cloth
    doc = editor.document
    kind = next(k for k in editor.ruleset.terrain_kinds() if k.get("pattern", "solid") == "solid" and k.get("color"))
    piece = TerrainPiece(doc.new_id("piece-"), kind["id"], rectangle(300, 300, 300, 300))
    zone = DeploymentZone(doc.new_id("zone-"), "B", rectangle(0, 1000, doc.width, 200))
    editor.add_objects([("pieces", piece), ("zones", zone)], "Add")
    editor.scene.clearSelection()
    for item in editor.scene.items():  # the captions would hide what is measured
        if type(item).__name__ == "LabelItem":
            item.setVisible(False)
    image = _render(editor.scene, (0, 0, doc.width, doc.depth))
    k = 400 / doc.width
    cloth = image.pixelColor(int(150 * k), int(850 * k))
    assert _close(cloth, _over(THUMBNAIL_ON_CLOTH.cloth, 255, "#000000")), cloth.name()
    look = TableLook(editor.document, editor.ruleset)
    printed = next(p for p in look.pieces if p.piece.id == piece.id).colour
    assert printed == piece_colour(kind)
    inside = image.pixelColor(int(350 * k), int(350 * k))
    assert _close(inside, _over(printed, SCREEN.piece_alpha, SCREEN.cloth)), inside.name()
    zone_colour = next(z for z in look.zones if z.zone.id == zone.id).colour
    assert zone_colour == side_colour(editor.document.sides(), "B")
    in_zone = image.pixelColor(int(150 * k), int(1150 * k))
    assert _close(in_zone, _over(zone_colour, SCREEN.zone_alpha, SCREEN.cloth)), in_zone.name()
