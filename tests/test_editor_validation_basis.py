"""The validation dock shows what each finding rests on (rulebook, organiser setting, file
format) in its own column with an icon, and filters by it."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from conftest import EXAMPLES


def _rows(dock):
    tree = dock.tree
    return [(tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1), tree.topLevelItem(i).text(2))
            for i in range(tree.topLevelItemCount()) if not tree.topLevelItem(i).isHidden()]


def test_the_dock_shows_the_basis_and_filters_by_it(main_window, qtbot):
    main_window.open_path(str(EXAMPLES / "adlg-table.json"))
    dock = main_window.validation_dock
    qtbot.waitUntil(lambda: dock.tree.topLevelItemCount() >= 4, timeout=15000)
    rows = _rows(dock)
    assert ("info", "Organiser setting", "table.exposure") in rows  # a default of the app, not a rule: advice
    assert dock.tree.headerItem().text(1) == "Basis"
    item = dock.item_for("table.exposure")
    assert not item.icon(1).isNull() and "organiser" in item.toolTip(1).lower()
    main_window.validation_dock.grab().save("/tmp/h11-dock-basis.png")
    # choose "Rulebook" in the filter with the keyboard: the setting-based findings are hidden
    combo = dock.basis_filter
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key_Down)
    assert combo.currentData() == "rulebook"
    assert all(basis == "Rulebook" for _, basis, _ in _rows(dock))
    QTest.keyClick(combo, Qt.Key_Down)
    assert combo.currentData() == "setting"
    assert {r for _, _, r in _rows(dock)} >= {"table.exposure", "table.fairness"}
    QTest.keyClick(combo, Qt.Key_Home)
    assert len(_rows(dock)) == dock.tree.topLevelItemCount()


def test_a_table_is_checked_in_two_steps_that_end_as_one_check():
    """The live check of a table runs the quick rules first and the sight rules after them; put
    together, the findings are those of one check of every rule, in the same order."""
    from editor.validation import _in_rule_order, _phases
    from model.files import load
    from validators import validate

    for name in ("kensei-120x120.json", "wh40k-capture-enclaves.json", "adlg-table.json"):
        doc = load(EXAMPLES / name)
        order, slow = _phases(doc)
        assert slow == {"table.firing-lane", "table.exposure", "table.cover-availability", "table.fairness"}
        quick = validate(doc, only=[r for r in order if r not in slow])
        rest = validate(doc, only=sorted(slow))
        assert rest  # the sight rules always say something (at least the lane found)
        assert _in_rule_order(order, quick + rest) == validate(doc), name


def test_a_piece_dropped_off_the_table_is_listed_before_the_sight_checks_end(main_window, qtbot, monkeypatch):
    """Drag a piece half off the table: it is reported (a quick rule) as soon as the quick rules are
    done, while the sight rules still run; then the whole check's findings replace the list."""
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QMessageBox

    import editor.validation as validation

    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.Discard))
    editor = main_window.open_path(str(EXAMPLES / "wh40k-capture-enclaves.json"))
    editor.fit()
    editor.validator.wait()
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=20000)
    seen = []
    editor.validator.findingsChanged.connect(lambda f: seen.append({x.rule for x in f}))
    real = validation.__getattr__("validate")
    sight_started = []

    def slow_validate(doc, only=None, **kw):  # the sight step, held until the quick findings are in
        if only is not None and "table.exposure" in only:
            sight_started.append(True)
            import time
            time.sleep(1.0)
        return real(doc, only=only, **kw)

    monkeypatch.setitem(validation.__dict__, "validate", slow_validate)
    a = editor.document.pieces["tower-n"]
    editor.set_tool("select")
    start = a.footprint.representative_point()
    end = type(start)(start.x, start.y - 250.0)  # over the table's top edge
    viewport = editor.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, editor.view.mapFromScene(QPointF(start.x, start.y)))
    for k in range(1, 7):
        t = k / 6
        QTest.mouseMove(viewport, editor.view.mapFromScene(QPointF(start.x + (end.x - start.x) * t,
                                                                   start.y + (end.y - start.y) * t)))
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, editor.view.mapFromScene(QPointF(end.x, end.y)))
    qtbot.waitUntil(lambda: any("table.out-of-bounds" in s for s in seen), timeout=5000)
    # listed while the sight rules are still to run or running (they may start after the quick rules,
    # which a lone drop runs at once on this thread)
    assert editor.validator.busy()
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=20000)
    assert sight_started
    assert editor.validator.findings == real(editor.document.snapshot(), path=str(editor.qdoc.path))
    assert "table.out-of-bounds" in seen[-1] and len(seen) >= 2
    editor.qdoc.undo_stack.setClean()


def test_a_check_that_finds_the_same_again_keeps_the_finding_the_user_chose(main_window, qtbot):
    """The organiser clicks a finding in the list, then renames a piece in the properties panel: the
    table is checked again and finds the same; the list is not rebuilt under the hand, so the chosen
    finding stays chosen (and the list where it was scrolled)."""
    editor = main_window.open_path(str(EXAMPLES / "adlg-table.json"))
    dock = main_window.validation_dock
    qtbot.waitUntil(lambda: dock.item_for("table.exposure") is not None and not editor.validator.busy(), timeout=15000)
    before = dock.findings()
    tree = dock.tree
    item = dock.item_for("table.exposure")
    QTest.mouseClick(tree.viewport(), Qt.LeftButton, Qt.NoModifier, tree.visualItemRect(item).center())
    assert tree.currentItem() is item
    piece = next(iter(editor.document.pieces))
    editor.scene.select_keys([("pieces", piece)])
    qtbot.waitUntil(lambda: "label" in editor.properties.fields, timeout=5000)
    label = editor.properties.fields["label"]
    with qtbot.waitSignal(editor.validator.findingsChanged, timeout=15000):
        label.setFocus()
        label.selectAll()
        QTest.keyClicks(label, "Old mill")
        QTest.keyClick(label, Qt.Key_Return)
    qtbot.waitUntil(lambda: not editor.validator.busy(), timeout=15000)
    assert editor.document.pieces[piece].label == "Old mill"
    assert dock.findings() == before
    assert tree.currentItem() is item and item.isSelected()
