"""An event's points limit, timing and scoring (format version 7): read and written as the file states
them, refused with the file and the field when malformed, edited on the Event tab's Rules and timing
page as undo steps, and printed in words on the pack's rules page in both languages."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit

from model import files, i18n
from model.errors import DocumentError
from model.event import Scoring, points_words, scoring_words, timing_words

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
EVENT = ROOT / "examples" / "kensei-event" / "event.json"


def _pages(path: Path) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(path)).pages]


# -- the file --------------------------------------------------------------------------------------

def test_version_7_event_states_timing_and_scoring_and_survives_a_save(tmp_path):
    doc = files.load(DATA / "format-v7-event.json")
    assert (doc.points_limit, doc.round_minutes) == (200, 150)
    assert doc.scoring.shared == 20 and doc.scoring.tie_breaks == ("head-to-head", "opponents", "scored")
    assert (doc.rounds["r1"].day, doc.rounds["r1"].start, doc.rounds["r1"].minutes) == ("2026-05-09", "09:30", None)
    assert (doc.round_length("r1"), doc.round_length("r2")) == (150, 120)
    files.save(doc, tmp_path / "again.json")
    assert files.load(tmp_path / "again.json") == doc
    assert json.loads((tmp_path / "again.json").read_text())["format_version"] == files.FORMAT_VERSION


def test_an_older_event_loads_unchanged_and_is_written_in_the_new_version_without_the_new_fields(tmp_path):
    old = files.load(DATA / "format-v1-event.json")
    assert old.points_limit is None and old.round_minutes is None and old.scoring == Scoring()
    assert all((r.day, r.start, r.minutes) == ("", "", None) for r in old.rounds.values())
    assert timing_words(old) == [] and scoring_words(old) == [] and points_words(old) == ""
    body = files.to_dict(old)
    assert body["format_version"] == files.FORMAT_VERSION
    assert not {"points_limit", "timing", "scoring"} & set(body)
    assert all(set(r) == {"id", "name", "tables"} for r in body["rounds"])


@pytest.mark.parametrize("change, field, words", [
    (lambda d: d["rounds"][1].update(start="9.30"), "rounds[1].start", "HH:MM on a 24-hour clock"),
    (lambda d: d["rounds"][0].update(start="24:00"), "rounds[0].start", "HH:MM on a 24-hour clock"),
    (lambda d: d["rounds"][0].update(day="2026-02-30"), "rounds[0].day", "a date written YYYY-MM-DD"),
    (lambda d: d["rounds"][0].update(minutes=0), "rounds[0].minutes", ">= 1"),
    (lambda d: d["timing"].update(round_minutes=90.5), "timing.round_minutes", "a whole number"),
    (lambda d: d["scoring"].update(tie_breaks=["opponents", "scored", "opponents"]), "scoring.tie_breaks[2]",
     "each tie-break once"),
    (lambda d: d["scoring"].update(tie_breaks=["coin toss"]), "scoring.tie_breaks[0]", '"head-to-head"'),
    (lambda d: d["scoring"].update(win="3"), "scoring.win", "a number"),
    (lambda d: d["scoring"]["text"].update(fr="Victoire"), "scoring.text", "only the documented fields"),
    (lambda d: d.update(points_limit=-200), "points_limit", "> 0"),
])
def test_malformed_timing_or_scoring_is_refused_naming_the_file_and_the_field(tmp_path, change, field, words):
    data = json.loads((DATA / "format-v7-event.json").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "club-event.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        files.load(path)
    text = str(err.value)
    assert text.startswith(f"{path}: {field}: ") and words in text


# -- the words ---------------------------------------------------------------------------------------

def test_timing_and_scoring_in_words_as_the_file_states_them():
    doc = files.load(DATA / "format-v7-event.json")
    assert points_words(doc) == "Armies of up to 200 points."
    assert timing_words(doc) == ["A game lasts 2 h 30 min.", "Round 1: 2026-05-09, 09:30 to 12:00.",
                                 "Round 2: 2026-05-09, 13:00 to 15:00, 2 hours for this round."]
    words = scoring_words(doc)
    assert words[0] == ("Each game shares 20 points between its two players, from 20-0 to 10-10, by the margin "
                        "of victory.")
    assert words[1] == ("Players level on tournament points are ranked by the result of the game between the tied "
                        "players, then the sum of their opponents' tournament points, then the game points scored "
                        "(victory points).")
    assert words[2] == "A game is scored 20-0 to 10-10 by the difference in victory points."
    doc.scoring = Scoring(win=3, draw=1, loss=0)
    assert scoring_words(doc) == ["Tournament points: win 3, draw 1, loss 0."]


def test_the_words_in_spanish_take_the_organisers_spanish_text():
    doc = files.load(DATA / "format-v7-event.json")
    before = i18n.language()
    i18n.set_language("es")
    try:
        assert points_words(doc) == "Ejércitos de hasta 200 puntos."
        assert timing_words(doc)[0] == "Cada partida dura 2 h 30 min."
        assert timing_words(doc)[2] == "Round 2: 2026-05-09, de 13:00 a 15:00, 2 horas en esta ronda."
        words = scoring_words(doc)
        assert words[0].startswith("Cada partida reparte 20 puntos entre sus dos jugadores, de 20-0 a 10-10")
        assert words[1].startswith("Los jugadores empatados a puntos de torneo se ordenan por el resultado")
        assert words[2].startswith("Cada partida reparte 20 puntos, de 20-0 a 10-10, según la diferencia")
    finally:
        i18n.set_language(before)


# -- the printed rules page ----------------------------------------------------------------------------

def test_players_pack_prints_points_limit_timing_and_scoring_on_its_rules_page(qapp, tmp_path):
    from editor.printing.pack import PLAYERS, make_event_pack
    from validators.event_check import check_event

    out = tmp_path / "players.pdf"
    make_event_pack(check_event(EVENT, jobs=1), out, sections=PLAYERS)
    rules = next(t for t in _pages(out) if t.startswith("Event rules"))
    for words in ("Armies of up to 400 points.", "Timing", "A game lasts 2 h 30 min.",
                  "Round 1: 2026-04-18, 09:30 to 12:00.", "Round 3: 2026-04-18, 16:30 to 19:00.", "Scoring",
                  "Each game shares 20 points between its two players, from 20-0 to 10-10",
                  "ranked by the result of the game between the tied players, then the sum of their opponents'",
                  "The winner scores 10 points plus 1 for every 10 % of the loser's army destroyed"):
        assert words in rules, words
    assert "El ganador" not in rules


def test_the_pack_in_spanish_prints_the_rules_page_in_spanish(tmp_path):
    out = tmp_path / "jugadores.pdf"
    r = subprocess.run([sys.executable, "-m", "editor.cli", "--lang", "es", "pack",
                        str(ROOT / "examples" / "es" / "kensei-event" / "event.json"), "--for", "players",
                        "--out", str(out), "--jobs", "1"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode in (0, 1) and "Traceback" not in r.stderr, r.stderr
    rules = next(t for t in _pages(out) if "Ejércitos de hasta 400 puntos." in t)
    for words in ("Horario", "Cada partida dura 2 h 30 min.", "Ronda 2: 2026-04-18, de 13:30 a 16:00.",
                  "Puntuación", "de 20-0 a 10-10, según el margen de victoria",
                  "se ordenan por el resultado de la partida entre los jugadores empatados; después, la suma",
                  "El ganador suma 10 puntos"):
        assert words in rules, words
    for english in ("Timing", "Scoring", "A game lasts", "The winner scores", " to 16:00"):
        assert english not in rules, english


# -- the Event tab ---------------------------------------------------------------------------------------

@pytest.fixture
def editor(main_window, tmp_path):
    shutil.copytree(ROOT / "examples" / "kensei-event", tmp_path / "examples" / "kensei-event")
    shutil.copy(ROOT / "examples" / "kensei-example-catalogue.json", tmp_path / "examples")
    ed = main_window.open_path(tmp_path / "examples" / "kensei-event" / "event.json")
    ed.pages.setCurrentWidget(ed.rules_page)
    return ed


def _type_in_spin(qtbot, spin, text):
    spin.setFocus()
    spin.lineEdit().selectAll()
    QTest.keyClicks(spin.lineEdit(), text)
    QTest.keyClick(spin.lineEdit(), Qt.Key_Return)


def _type_in_cell(qtbot, table, row, col, text):
    rect = table.visualItemRect(table.item(row, col))
    QTest.mouseClick(table.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    QTest.mouseDClick(table.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    qtbot.waitUntil(lambda: any(e.isVisible() for e in table.viewport().findChildren(QLineEdit)))
    line = next(e for e in table.viewport().findChildren(QLineEdit) if e.isVisible())
    line.selectAll()
    QTest.keyClicks(line, text)
    QTest.keyClick(line, Qt.Key_Return)


def test_the_rules_page_edits_points_timing_and_scoring_as_undo_steps(editor, qtbot):
    page, doc, stack = editor.rules_page, editor.document, editor.qdoc.undo_stack
    _type_in_spin(qtbot, page.points, "300")
    qtbot.waitUntil(lambda: doc.points_limit == 300)
    _type_in_spin(qtbot, page.minutes, "120")
    qtbot.waitUntil(lambda: doc.round_minutes == 120)
    _type_in_cell(qtbot, page.rounds, 1, 2, "14:00")
    qtbot.waitUntil(lambda: doc.rounds["round-2"].start == "14:00")
    _type_in_spin(qtbot, page.result_boxes["win"], "3")
    qtbot.waitUntil(lambda: doc.scoring.win == 3)
    assert doc.scoring.shared == 20 and doc.scoring.draw is None  # the rest of the scoring kept
    # tick sportsmanship and move it up before the head-to-head game
    row = next(i for i in range(page.tie_breaks.count()) if page.tie_breaks.item(i).data(Qt.UserRole) == "sportsmanship")
    item = page.tie_breaks.item(row)
    rect = page.tie_breaks.visualItemRect(item)
    QTest.mouseClick(page.tie_breaks.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())  # choose it
    item.setCheckState(Qt.Checked)  # its box, as a click on the box does
    qtbot.waitUntil(lambda: doc.scoring.tie_breaks == ("head-to-head", "opponents", "scored", "sportsmanship"))
    page.tie_breaks.setCurrentRow(3)
    for _ in range(3):
        QTest.mouseClick(page.up_button, Qt.LeftButton)
        qtbot.wait(5)
    qtbot.waitUntil(lambda: doc.scoring.tie_breaks[0] == "sportsmanship")
    page.text_edits["es"].setFocus()
    page.text_edits["es"].selectAll()
    QTest.keyClicks(page.text_edits["es"], "Como dice el reglamento del club.")
    QTest.keyClick(page.text_edits["es"], Qt.Key_Return)
    qtbot.waitUntil(lambda: doc.scoring.words("es") == "Como dice el reglamento del club.")
    assert doc.scoring.words("en").startswith("The winner scores")
    # each edit one step back
    steps = stack.index()
    assert steps >= 8
    while stack.canUndo():
        stack.undo()
    original = files.load(EVENT)
    assert (doc.points_limit, doc.round_minutes, doc.scoring) == (original.points_limit, original.round_minutes,
                                                                  original.scoring)
    assert doc.rounds["round-2"].start == "13:30" and page.rounds.item(1, 2).text() == "13:30"
    assert page.points.value() == 400 and page.minutes.value() == 150


def test_a_time_that_is_not_one_is_refused_beside_the_table_and_stays_typed(editor, qtbot):
    page, doc, stack = editor.rules_page, editor.document, editor.qdoc.undo_stack
    before = stack.index()
    _type_in_cell(qtbot, page.rounds, 0, 2, "9.30")
    qtbot.waitUntil(lambda: page.refusal.text() != "")
    assert "9.30 is not a time of day" in page.refusal.text() and "09:30" in page.refusal.text()
    assert page.refusal.isVisible()
    assert page.rounds.item(0, 2).text() == "9.30" and doc.rounds["round-1"].start == "09:30"
    assert stack.index() == before
    _type_in_cell(qtbot, page.rounds, 0, 1, "18/04/2026")
    qtbot.waitUntil(lambda: "18/04/2026 is not a day" in page.refusal.text())
    assert doc.rounds["round-1"].day == "2026-04-18" and stack.index() == before
    _type_in_cell(qtbot, page.rounds, 0, 2, "10:00")
    qtbot.waitUntil(lambda: doc.rounds["round-1"].start == "10:00")
    assert page.refusal.text() == ""


def test_a_saved_event_keeps_what_the_page_set(editor, qtbot, tmp_path):
    page, doc = editor.rules_page, editor.document
    _type_in_spin(qtbot, page.shared, "0")  # no longer shared out
    qtbot.waitUntil(lambda: doc.scoring.shared is None)
    for key, text in (("win", "3"), ("draw", "1"), ("loss", "0")):
        _type_in_spin(qtbot, page.result_boxes[key], text)
    qtbot.waitUntil(lambda: (doc.scoring.win, doc.scoring.draw, doc.scoring.loss) == (3, 1, 0))
    editor.qdoc.save()
    again = files.load(editor.qdoc.path)
    assert again.scoring == doc.scoring and scoring_words(again)[0] == "Tournament points: win 3, draw 1, loss 0."
    body = json.loads(Path(editor.qdoc.path).read_text())
    assert body["scoring"]["win"] == 3 and "shared" not in body["scoring"]
    assert body["rounds"][0]["start"] == "09:30"


# -- the limit is checked -------------------------------------------------------------------------------

def test_a_list_over_the_events_points_limit_is_an_error_reported_once(tmp_path):
    from validators.event_check import check_event

    shutil.copytree(ROOT / "examples" / "kensei-event", tmp_path / "examples" / "kensei-event")
    shutil.copy(ROOT / "examples" / "kensei-example-catalogue.json", tmp_path / "examples")
    path = tmp_path / "examples" / "kensei-event" / "event.json"
    # the example's own limit (400) is each list's: Hugo's 409 points are its list's own finding, not the event's
    report = check_event(path, jobs=1)
    assert not [f for f in report.findings if f.rule == "event.points-limit"]
    assert any("409" in f.message for f in report.member_findings("lists/hugo.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["points_limit"] = 390
    path.write_text(json.dumps(data), encoding="utf-8")
    over = [f for f in check_event(path, jobs=1).findings if f.rule == "event.points-limit"]
    assert [(f.message, f.severity.value, f.data) for f in over] == [
        ("lists/hugo.json costs 409 points; the event plays armies of up to 390.", "error", {"player": "hugo"})]
    data["points_limit"] = 500
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not [f for f in check_event(path, jobs=1).findings if f.rule == "event.points-limit"]
