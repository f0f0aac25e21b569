"""Captions on the canvas never cover one another: at a zoom where they would, the less important
ones step aside (the selected object's always shows), and zooming in brings them back."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from conftest import EXAMPLES


def _shown(editor):
    """The screen rectangles of the captions on show."""
    out = []
    for item in editor.scene.items_by_key.values():
        label = item.label
        if item.isVisible() and label.isVisible() and label._lines:
            at = QPointF(editor.view.mapFromScene(label.scenePos()))
            out.append((item, label.boundingRect().translated(at.x(), at.y())))
    return out


def _hidden(editor):
    return [i for i in editor.scene.items_by_key.values() if i.isVisible() and i.label._lines and not i.label.isVisible()]


def _settled(editor, qtbot):
    """Wait for the view to have sorted the captions out after the last zoom, edit or selection."""
    qtbot.wait(1)
    qtbot.waitUntil(lambda: not editor.view._declutter.isActive(), timeout=2000)


def _overlaps(shown):
    return [(a.obj.id, b.obj.id) for n, (a, ra) in enumerate(shown) for b, rb in shown[n + 1:] if ra.intersects(rb)]


def test_captions_that_would_cover_each_other_step_aside_until_zooming_in(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    main_window.resize(1366, 768)
    editor.fit()
    _settled(editor, qtbot)
    assert _hidden(editor)  # the 40K table fitted: too many captions to show them all
    assert not _overlaps(_shown(editor))
    hidden_at_fit = len(_hidden(editor))
    for _ in range(4):  # zoom in with the keyboard
        QTest.keyClick(editor.view, Qt.Key_Plus, Qt.ControlModifier)
        main_window.act_zoom_in.trigger()
    _settled(editor, qtbot)
    assert not _overlaps(_shown(editor))
    assert len(_hidden(editor)) < hidden_at_fit  # room made: captions come back

    # a hidden caption shows as soon as its object is selected, by a click on it
    editor.fit()
    _settled(editor, qtbot)
    item = next(i for i in _hidden(editor) if i.collection == "pieces")
    centre = item.mapToScene(item.shape().boundingRect().center())
    QTest.mouseClick(editor.view.viewport(), Qt.LeftButton, Qt.NoModifier, editor.view.mapFromScene(centre))
    qtbot.waitUntil(lambda: editor.scene.selected_object_items() != [], timeout=2000)
    selected = editor.scene.selected_object_items()[0]
    _settled(editor, qtbot)
    assert selected.label.isVisible()
    assert not _overlaps([(i, r) for i, r in _shown(editor) if i is not selected])


def test_captions_switched_off_stay_off_at_every_zoom(main_window, qtbot):
    editor = main_window.open_path(EXAMPLES / "wh40k-capture-enclaves.json")
    editor.act_labels.setChecked(False)
    main_window.act_zoom_in.trigger()
    _settled(editor, qtbot)
    assert not _shown(editor)
    editor.act_labels.setChecked(True)
    _settled(editor, qtbot)
    assert _shown(editor) and not _overlaps(_shown(editor))


def test_a_caption_never_hides_under_a_piece_standing_on_its_own(main_window, qtbot):
    """The shrine stands on the hill: the hill's name goes beside the shrine, not under it, and the
    shrine keeps its own name; no caption on show is mostly covered by a piece stacked above its own."""
    editor = main_window.open_path(EXAMPLES / "kensei-120x120.json")
    main_window.resize(1920, 1080)
    editor.fit()
    _settled(editor, qtbot)
    items = editor.scene.items_by_key
    hill, shrine = items[("pieces", "hill")], items[("pieces", "shrine")]
    assert hill.label.isVisible() and shrine.label.isVisible()
    view = editor.view

    def on_screen(item):
        rect = item.sceneBoundingRect()
        return QRectF(QPointF(view.mapFromScene(rect.topLeft())), QPointF(view.mapFromScene(rect.bottomRight())))

    for item, rect in _shown(editor):
        if item.collection != "pieces":
            continue
        for other in items.values():
            if other.collection == "pieces" and other.isVisible() and other.zValue() > item.zValue() \
                    and other.scene_geometry().intersects(item.scene_geometry()):
                both = rect.intersected(on_screen(other))
                covered = both.width() * both.height() if both.isValid() else 0.0
                assert covered <= 0.1 * rect.width() * rect.height(), (item.obj.id, other.obj.id)
    assert not _overlaps(_shown(editor))


def test_a_bow_tie_piece_under_another_keeps_its_caption_and_the_canvas_works(main_window, qtbot, tmp_path):
    """A shape the checks call invalid (its outline crosses itself) with a piece standing on it: the
    caption stays at its own spot, nothing breaks while the view sorts the captions out, and the
    Validation panel still says what is wrong."""
    import json

    data = json.loads((EXAMPLES / "kensei-120x120.json").read_text(encoding="utf-8"))
    hill = next(p for p in data["pieces"] if p["id"] == "hill")
    hill["footprint"] = [[[480.0, 520.0], [720.0, 680.0], [720.0, 520.0], [480.0, 680.0]]]  # a bow-tie
    path = tmp_path / "bow-tie.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    editor = main_window.open_path(path)
    main_window.resize(1920, 1080)
    editor.fit()
    _settled(editor, qtbot)
    hill_item = editor.scene.items_by_key[("pieces", "hill")]
    assert hill_item.label.pos() == hill_item.label.home
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=20000)
    assert any("hill" in (f.subjects or ()) for f in editor.validator.findings)
