"""The event document: its file format, the terrain stock matching and the whole-event checks."""
from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from model import files
from model.errors import DocumentError
from model.event import EventDocument, EventPlayer, ListLink, Round, StockItem, TableSlot, rebased, resolve
from model.geometry import rectangle, rotated
from model.table import TableDocument, TerrainPiece
from validators import validate
from validators.event_check import check_event
from validators.inventory import fits, piece_size, plan_round

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "kensei-event"


@pytest.fixture
def event_dir(tmp_path):
    """A copy of the example event (tables, lists and the catalogue they use) to change freely."""
    shutil.copytree(EXAMPLE, tmp_path / "examples" / "kensei-event")
    shutil.copy(ROOT / "examples" / "kensei-example-catalogue.json", tmp_path / "examples")
    return tmp_path / "examples" / "kensei-event"


def table(name, pieces) -> TableDocument:
    return TableDocument(name, "kensei", 1200, 1200, unit="cm", pieces=pieces)


def house(id, w, d, x=100, y=100, kind="house", angle=0.0):
    shape = rectangle(x, y, w, d)
    return TerrainPiece(id, kind, rotated(shape, angle, origin=shape.centroid) if angle else shape, label=id)


def one_round(*tables) -> Round:
    return Round("r1", "Round 1", tuple(TableSlot(i, f"t{i}.json") for i in range(1, len(tables) + 1)))


def docs(*tables) -> dict:
    return {f"t{i}.json": t for i, t in enumerate(tables, 1)}


# -- file format ------------------------------------------------------------------------

def test_event_round_trips_through_its_file(tmp_path):
    doc = EventDocument(
        "Spring", "kensei", "2026-03-14", "2026-03-15", "Club hall",
        players=[EventPlayer("ana", "Ana", "Kenshi"), EventPlayer("bo", "Bo")],
        lists=[ListLink("lists/ana.json", "ana"), ListLink("lists/stray.json")],
        rounds=[Round("r1", "Round 1", (TableSlot(1, "t/a.json", ("ana", "bo")), TableSlot(2, "t/a.json")))],
        inventory=[StockItem("h", "house", (120.0, 90.0), 3, "Large house")], list_folder="lists",
        tolerance=5.0, distinct_layouts=True, notes="n",
        settings={"rules": {"table.terrain-spacing": {"params": {"distance": "6 in"}}}})
    path = tmp_path / "event.json"
    files.save(doc, path)
    again = files.load(path)
    assert again == doc
    assert again.rounds["r1"].tables[1].table == "t/a.json"
    assert files.dumps(again) == path.read_text(encoding="utf-8")


def test_the_example_event_and_the_format_test_file_load():
    doc = files.load(EXAMPLE / "event.json")
    assert isinstance(doc, EventDocument) and len(doc.rounds) == 3 and len(doc.players) == 8
    # the version-1 file is the example as it was before version 7 gave it a points limit, timing and scoring
    from dataclasses import replace

    from model.event import Scoring

    older = doc.snapshot()
    older.points_limit, older.round_minutes, older.scoring = None, None, Scoring()
    older.rounds = {rid: replace(r, day="", start="", minutes=None) for rid, r in doc.rounds.items()}
    assert files.load(ROOT / "tests" / "data" / "format-v1-event.json") == older
    # one layout on several tables
    assert [s.table for s in doc.rounds["round-3"].tables].count("tables/village.json") == 3


@pytest.mark.parametrize("change, field", [
    (lambda d: d["rounds"][0]["tables"].append(dict(d["rounds"][0]["tables"][0])), "rounds[0].tables[4].number"),
    (lambda d: d["inventory"][0].update(size=[120]), "inventory[0].size"),
    (lambda d: d["inventory"][0].update(count=-1), "inventory[0].count"),
    (lambda d: d.update(dates={"start": "18/04/2026"}), "dates.start"),
    (lambda d: d["players"].append(dict(d["players"][0])), "players[8].id"),
    (lambda d: d["lists"].append(dict(d["lists"][0])), "lists[8].file"),
])
def test_a_bad_event_file_names_the_field(tmp_path, change, field):
    data = json.loads((EXAMPLE / "event.json").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        files.load(path)
    assert err.value.field == field and str(path) in str(err.value)


def test_save_as_elsewhere_keeps_naming_the_same_files(tmp_path):
    doc = files.load(EXAMPLE / "event.json")
    moved = rebased(doc, EXAMPLE / "event.json", tmp_path / "sub" / "event.json")
    slot = moved.rounds["round-1"].tables[0]
    assert resolve(slot.table, tmp_path / "sub" / "event.json") == str(EXAMPLE / "tables" / "village.json")
    assert resolve(moved.list_folder, tmp_path / "sub" / "event.json") == str(EXAMPLE / "lists")


# -- matching -------------------------------------------------------------------------------

def test_a_piece_is_sized_by_its_rotated_bounding_box():
    assert piece_size(rectangle(0, 0, 90, 120)) == (120.0, 90.0)
    assert piece_size(house("h", 120, 90, angle=30).footprint) == pytest.approx((120.0, 90.0), abs=0.2)


def test_matching_respects_kind_and_size_tolerance():
    item = StockItem("h", "house", (120, 90), 1)
    assert fits(item, "house", (125, 95), 10) and not fits(item, "house", (125, 95), 4)
    assert not fits(item, "wood", (120, 90), 10)  # same size, another kind
    assert not fits(replace(item, count=0), "house", (120, 90), 10)
    rnd = one_round(table("a", [house("p", 128, 90)]))
    stock = [StockItem("w", "wood", (128, 90), 5), StockItem("h", "house", (120, 90), 1)]
    assert plan_round(rnd, docs(table("a", [house("p", 128, 90)])), stock, 10.0).missing == 0
    short = plan_round(rnd, docs(table("a", [house("p", 128, 90)])), stock, 5.0)
    assert short.missing == 1 and short.shortages[0].kind == "house" and short.shortages[0].fitting == ()


def test_each_stock_item_serves_one_piece_per_round():
    t1, t2 = table("a", [house("p", 120, 90)]), table("b", [house("q", 120, 90)])
    plan = plan_round(one_round(t1, t2), docs(t1, t2), [StockItem("h", "house", (120, 90), 1)], 10)
    assert plan.missing == 1 and plan.shortages[0].tables == (2,) and plan.shortages[0].used_on == (1, 2)
    plan = plan_round(one_round(t1, t2), docs(t1, t2), [StockItem("h", "house", (120, 90), 2)], 10)
    assert plan.missing == 0 and plan.used == {"h": 2}


def test_matching_finds_the_assignment_a_greedy_pick_misses():
    """The wide house fits both items, the narrow one only the small item: taking the first item that fits
    for the wide house (a greedy loop) would leave the narrow one without; the maximum matching serves both."""
    wide, narrow = house("wide", 125, 95), house("narrow", 120, 88)
    t = table("a", [wide, narrow])
    stock = [StockItem("small", "house", (118, 88), 1), StockItem("big", "house", (130, 100), 1)]
    plan = plan_round(one_round(t), docs(t), stock, 7.0)
    assert plan.missing == 0
    assert plan.picks == {(1, "wide"): "big", (1, "narrow"): "small"}


def test_a_shortage_suggests_a_spare_item_of_the_same_kind():
    t1, t2 = table("a", [house("farm", 120, 90)]), table("b", [house("farm", 120, 90)])
    stock = [StockItem("h", "house", (120, 90), 1), StockItem("s", "house", (100, 70), 2, "Small house")]
    (short,) = plan_round(one_round(t1, t2), docs(t1, t2), stock, 10).shortages
    assert [(w.table, w.piece, w.item, w.spare) for w in short.suggestions] == [(2, "farm", "s", 2)]


# -- the example event ---------------------------------------------------------------------

def stock_findings(event_path):
    doc = files.load(event_path)
    return [f for f in validate(doc, path=str(event_path)) if f.rule == "event.terrain-stock"], doc


def test_the_example_is_one_farmhouse_short_in_round_3_and_says_where(event_dir):
    found, _doc = stock_findings(event_dir / "event.json")
    assert len(found) == 1
    f = found[0]
    assert f.severity.value == "error" and f.data["round"] == "round-3" and f.data["missing"] == 1
    assert f.data["kind"] == "house" and f.data["size"] == [120.0, 90.0] and f.data["tables"] == [4]
    assert f.message.startswith("Round 3: Japanese house 12 x 9 cm: 1 missing (6 needed, on tables 1, 2, 4;")
    assert "Table 4 could use Large farmhouse 14 x 10 cm in place of Sake brewery" in f.message


def test_adding_the_missing_farmhouse_clears_the_shortage(event_dir):
    path = event_dir / "event.json"
    doc = files.load(path)
    doc.update("inventory", "farmhouse", count=doc.inventory["farmhouse"].count + 1)
    files.save(doc, path)
    assert stock_findings(path)[0] == []


def test_a_smaller_tolerance_makes_more_pieces_short(event_dir):
    path = event_dir / "event.json"
    doc = files.load(path)
    doc.set_field("tolerance", 0.0)
    doc.update("inventory", "grove", size=(281.0, 190.0))  # 1 mm larger than the groves on the tables
    files.save(doc, path)
    kinds = {f.data["kind"] for f in stock_findings(path)[0]}
    assert "wood" in kinds


# -- the other event checks -----------------------------------------------------------------

def rules_of(doc, path):
    return [f for f in validate(doc, path=str(path)) if f.rule.startswith("event.") and f.rule != "event.terrain-stock"]


def test_references_lists_and_players_are_checked(event_dir):
    path = event_dir / "event.json"
    doc = files.load(path)
    assert rules_of(doc, path) == []
    (event_dir / "lists" / "extra.json").write_text((event_dir / "lists" / "aiko.json").read_text("utf-8"), "utf-8")
    doc.remove("lists", "lists/bruno.json")
    doc.add("lists", ListLink("lists/nobody.json", "zed"))
    doc.replace("rounds", doc.rounds["round-1"].with_slot(TableSlot(5, "tables/gone.json", ("aiko", "ghost"))))
    doc.replace("rounds", doc.rounds["round-2"].with_slot(TableSlot(5, "lists/aiko.json")))
    found = {(f.rule, f.message) for f in rules_of(doc, path)}
    assert ("event.reference", "Round 1, table 5 names tables/gone.json, which does not exist.") in found
    assert ("event.reference", "Round 1, table 5 seats 'ghost', who is not a registered player.") in found
    assert ("event.reference", "Round 2, table 5 names lists/aiko.json, which is an army list, not a table.") in found
    assert ("event.reference", "The list link names lists/nobody.json, which does not exist.") not in found
    assert ("event.list-player", "The list lists/extra.json is not linked to any player.") in found
    assert ("event.list-player", "The list lists/bruno.json is not linked to any player.") in found
    assert ("event.list-player", "Bruno Díaz has no army list.") in found
    assert ("event.player-twice", "Round 1: Aiko Tanaka is seated at tables 1, 5.") in found
    assert any(r == "event.list-player" and "'zed', who is not a registered player" in m for r, m in found)


def test_a_pairing_may_not_meet_again_on_the_same_layout_when_the_event_says_so(event_dir):
    path = event_dir / "event.json"
    doc = files.load(path)
    # round 3: Aiko and Bruno meet again on the village, where they played round 1
    r3 = doc.rounds["round-3"]
    doc.replace("rounds", r3.with_slot(replace(r3.slot(1), players=("bruno", "aiko"))).with_slot(
        replace(r3.slot(2), players=("daniel", "carmen"))))
    (f,) = [f for f in rules_of(doc, path) if f.rule == "event.repeat-layout"]
    assert f.message == ("Bruno Díaz and Aiko Tanaka play tables/village.json again in Round 3 (table 1); they "
                         "played it in Round 1 (table 1).")
    doc.set_field("distinct_layouts", False)
    assert [f for f in rules_of(doc, path) if f.rule == "event.repeat-layout"] == []


def test_whole_event_check_groups_by_round_table_and_player(event_dir):
    report = check_event(event_dir / "event.json")
    # each layout and list checked once, however many tables use it
    assert len(report.members) == 3 + 8
    text = report.text()
    assert "Round 3\n  Table 1 — tables/village.json — Aiko Tanaka v Daniel Ortega" in text
    assert "Round 3: Japanese house 12 x 9 cm: 1 missing" in text.split("Round 3\n", 1)[1]
    players = text.split("\nPlayers\n", 1)[1]
    assert "  Hugo Navarro — lists/hugo.json — 409/400 points: 1 error\n    error: army.points-limit" in players
    assert "  Aiko Tanaka — lists/aiko.json — 388/400 points: legal" in players
    hugo = next(r for r in report.players if r.player == "hugo")
    assert hugo.status == "1 error" and hugo.points == 409
    errors, _warnings, unreadable = report.counts()
    assert errors == 2 and unreadable == 0


def test_the_event_settings_apply_to_its_tables(event_dir):
    path = event_dir / "event.json"
    doc = files.load(path)
    doc.settings = {"rules": {"table.terrain-spacing": {"params": {"distance": "30 cm"}, "severity": "error"}}}
    files.save(doc, path)
    report = check_event(path)
    spacing = [f for f in report.member_findings("tables/village.json") if f.rule == "table.terrain-spacing"]
    assert spacing and all(f.severity.value == "error" for f in spacing)


def test_command_line_checks_an_event(event_dir, capsys):
    from editor.cli import main

    assert main(["validate", str(event_dir / "event.json")]) == 1
    out = capsys.readouterr().out
    assert "Round 3" in out and "event.terrain-stock" in out
    assert re.search(r"\n2 errors, \d+ warnings, 0 unreadable files\n$", out)
    assert main(["validate", str(event_dir / "event.json"), "--format", "json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["shortages"] == [{"round": "round-3", "kind": "house", "size": [120.0, 90.0], "missing": 1,
                                  "tables": [4]}]
    doc = files.load(event_dir / "event.json")
    doc.update("inventory", "farmhouse", count=6)
    doc.update("inventory", "large-farmhouse", count=4)
    files.save(doc, event_dir / "event.json")
    (event_dir / "lists" / "hugo.json").unlink()
    assert main(["validate", str(event_dir / "event.json")]) == 2  # a list it names is gone
    assert "Hugo Navarro — lists/hugo.json: cannot be read" in capsys.readouterr().out


# -- the event pack -------------------------------------------------------------------------------

def test_the_pack_has_the_pages_the_event_implies_in_order(event_dir, tmp_path, qapp):
    import pypdf

    from editor.event.pack import make_event_pack, printouts

    report = check_event(event_dir / "event.json")
    out = tmp_path / "pack.pdf"
    n = make_event_pack(report, out)
    parts = printouts(report)
    titles = [p.title for p in parts]
    doc = report.event
    slots = [(r.name, s.number) for r in doc.rounds.values() for s in r.tables]
    rounds = []
    for r in doc.rounds.values():
        rounds += [f"{r.name}, table {s.number}" for s in r.tables] + [f"Terrain pick list: {r.name}"]
    players = [f"Roster: {p.name} — {p.name.split()[0]}'s clan (example list)" for p in doc.players.values()]
    assert titles == ([doc.name, "Contents", "Event rules", "Check summary", "Rounds and tables", "Terrain to bring"]
                      + rounds + ["List check"] + players)
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == n == sum(p.page_count() for p in parts)
    text = [" ".join(page.extract_text().split()) for page in reader.pages]  # words, whatever the spacing
    assert "Kensei Spring Tournament (example)" in text[0] and "3 rounds · 4 tables · 8 players" in text[0]
    assert text[1].startswith("Contents") and "Round 3, table 4" in text[1]
    assert "Event rules" in text[2] and "distance: 5 cm" in text[2]
    # each table's setup sheet, with its number, round and players, in round order
    starts = {p.title: p.first_page for p in parts}
    for part in parts:
        if not hasattr(part, "slot"):
            continue
        page = text[part.first_page]
        assert f"Table {part.slot.number} · {part.title.split(',')[0]}" in page
        assert doc.player_name(part.slot.players[0]) in page
        assert "Terrain placement" in "".join(text[part.first_page:part.first_page + part.page_count()])
    assert "Village by the shrine" in text[starts["Round 1, table 1"]]
    assert "River crossing" in text[starts["Round 1, table 2"]]
    pick3 = "".join(text[starts["Terrain pick list: Round 3"]:starts["List check"]])
    assert "Terrain pick list: Round 3" in pick3 and "MISSING: Sake brewery (Japanese house 12 x 9 cm)" in pick3
    assert "5 / 5 Farmhouse 12 x 9 cm" in pick3
    assert "The stock builds every table of this round at once." in text[starts["Terrain pick list: Round 1"]]
    bring = text[starts["Terrain to bring"]]
    assert "Stock item Round 1 Round 2 Round 3 Bring Owned" in bring and "Farmhouse 12 x 9 cm 4 2 5 5 5" in bring
    checked = text[starts["List check"]]
    assert checked.startswith("List check") and "Hugo Navarro" in checked and "1 error" in checked
    assert "409 / 400" in checked and "The army costs 409 points, 9 over its limit of 400." in checked
    roster = text[starts[players[-1]]]
    assert "Hugo's clan (example list)" in roster and "Player Hugo Navarro" in roster
    assert "Total: 409 / 400 points" in roster


def test_command_line_writes_the_pack(event_dir, tmp_path, capsys):
    import pypdf

    from editor.cli import main

    out = tmp_path / "pack.pdf"
    assert main(["pack", str(event_dir / "event.json"), "--out", str(out)]) == 0
    pages = len(pypdf.PdfReader(out).pages)
    assert capsys.readouterr().out.startswith(f"{out}: {pages} pages (2 errors")
    assert main(["pack", str(event_dir / "tables" / "village.json"), "--out", str(out)]) == 2
    assert "not an event file" in capsys.readouterr().err


def test_a_player_seated_twice_at_one_table_is_reported(event_dir):
    path = event_dir / "event.json"
    doc = files.load(path)
    r1 = doc.rounds["round-1"]
    legal = [(f.rule, f.message) for f in rules_of(doc, path) if f.rule == "event.player-twice"]
    assert legal == []
    aiko = r1.slot(1).players[0]
    doc.replace("rounds", r1.with_slot(replace(r1.slot(1), players=(aiko, aiko))))
    found = [f for f in rules_of(doc, path) if f.rule == "event.player-twice"]
    assert [f.message for f in found] == ["Round 1: Aiko Tanaka is seated twice at table 1; a table seats each player "
                                          "once."]
    assert found[0].data["table"] == 1 and found[0].subjects == (aiko,)
