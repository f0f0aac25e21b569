"""Canvases and lists with a viewport made in Python (``editor/viewport.py``): the same as the one Qt makes."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QTreeWidget, QTreeWidgetItem

from editor.viewport import own_viewport


def _looks(view):
    vp = view.viewport()
    return dict(name=vp.objectName(), role=vp.backgroundRole(), fill=vp.autoFillBackground(), focus=vp.focusPolicy(),
                tracking=vp.hasMouseTracking(), drops=vp.acceptDrops(), proxy=vp.focusProxy() is view,
                attributes=[a.name for a in Qt.WidgetAttribute if vp.testAttribute(a) and a.name != "WA_PendingMoveEvent"],
                geometry=vp.geometry().getRect(), visible=vp.isVisible())


def _view(kind):
    if kind == "canvas":
        scene = QGraphicsScene()
        scene.addRect(0, 0, 50, 30)
        view = QGraphicsView(scene)
        view.kept_scene = scene
        return view
    tree = QTreeWidget()
    tree.setHeaderLabels(["Object", "Kind"])
    for i in range(5):
        QTreeWidgetItem(tree, [f"piece {i}", "hill"])
    return tree


@pytest.mark.parametrize("kind", ["canvas", "list"])
def test_a_viewport_made_in_python_looks_and_paints_as_qts_own(qtbot, kind):
    qts, ours = _view(kind), _view(kind)
    ours_viewport = own_viewport(ours)
    assert ours.viewport() is ours_viewport
    for view in (qts, ours):
        qtbot.addWidget(view)
        view.resize(320, 200)
        view.show()
        qtbot.waitExposed(view)
    assert _looks(ours) == _looks(qts)
    assert ours.grab().toImage() == qts.grab().toImage()
