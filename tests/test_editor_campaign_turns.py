"""Three turns of Las Piedras del Destino played through the Turn panel and the map, checked against
the book's numbers worked by hand; every refusal names its rule; replay and undo give back the
saved state and the set-up."""
from __future__ import annotations

import pytest
from builders import piedras_map, validate_own
from PySide6.QtCore import QPoint, QPointF, Qt

from model import campaign_turns as ct
from model import files
from model.campaign import HexCell, Player
from model.hexgrid import Hex

ANA, BRUNO, CARLA, DARIO = Hex(1, 0), Hex(6, 0), Hex(-1, 5), Hex(4, 5)  # the capitals of piedras_map


def setup_map():
    """Ana (Wood Elves), Bruno (Dwarfs), Carla (Skaven), Dario (Chaos), each with a capital city, and:
    Ana a forest hex; Bruno a mountain mine and his capital on a mountain, with a free mountain beside it;
    Carla a second city and a hex beside Dario."""
    doc = piedras_map(players=(("ana", "wood-elves"), ("bruno", "dwarfs"), ("carla", "skaven"), ("dario", "chaos")))
    for pid, color in zip(("ana", "bruno", "carla", "dario"), ("#2e7d32", "#1f5fbf", "#7b3fa0", "#c0392b")):
        doc.players[pid] = Player(pid, pid.title(), doc.players[pid].race, color)
    doc.update_cell(Hex(2, 0), owner="ana", terrain="forest")
    doc.update_cell(Hex(3, 0), terrain="forest")
    doc.update_cell(Hex(5, 0), owner="bruno", terrain="mountain", features=frozenset({"mine"}))
    doc.update_cell(BRUNO, terrain="mountain")  # Dwarfs may put their capital on a mountain
    doc.update_cell(Hex(4, 0), terrain="mountain")
    doc.update_cell(Hex(2, 5), owner="carla", features=frozenset({"castle", "city"}))
    doc.update_cell(Hex(3, 5), owner="carla")
    return doc


@pytest.fixture
def editor(main_window, qtbot):
    ed = main_window.add_document(setup_map())
    qtbot.waitUntil(lambda: ed.view.viewport().width() > 100)
    ed.fit()
    ed.turn_dock.show()
    ed.turn_dock.raise_()
    return ed


def point(ed, h):
    x, y = ed.document.grid.center(h)
    return ed.view.mapFromScene(QPointF(x, y))


def choose(combo, data):
    i = combo.findData(data)
    assert i >= 0, (combo.objectName(), data)
    combo.setCurrentIndex(i)


class Turn:
    """Drives the Turn panel like a person: pick in the forms, click the buttons and the map."""

    def __init__(self, ed, qtbot):
        self.ed, self.dock, self.bot = ed, ed.turn_dock, qtbot

    def click(self, button):
        self.bot.mouseClick(button, Qt.LeftButton)

    def ok(self, before: int):
        assert self.dock.last_refusal is None, self.dock.last_refusal.text()
        assert self.ed.qdoc.undo_stack.count() == before + 1  # each step is one undo step

    def refused(self, rule: str, before: int):
        assert rule in [p.rule for p in self.dock.last_problems], [p.text() for p in self.dock.last_problems]
        assert self.ed.qdoc.undo_stack.count() == before
        assert f"[{rule}]" in self.ed.last_message

    def _do(self, fill, button, refused=None):
        before = self.ed.qdoc.undo_stack.count()
        fill()
        self.click(button)
        self.refused(refused, before) if refused else self.ok(before)

    def start(self, dice=None):
        def fill():
            for pid, die in (dice or {}).items():
                self.dock.ties.findChild(type(self.dock.ties.cellWidget(0, 1)), f"Die-{pid}").setValue(die)
        self._do(fill, self.dock.start_button)

    def event(self, player, event, target=None, dice="", hex=None, feature=None, refused=None):
        def fill():
            choose(self.dock.event_player, player)
            choose(self.dock.event, event)
            if target:
                choose(self.dock.event_target, target)
            if feature:
                choose(self.dock.event_feature, feature)
            if hex is not None:
                self.ed.set_tool("select")
                self.bot.mouseClick(self.ed.view.viewport(), Qt.LeftButton, Qt.NoModifier, point(self.ed, hex))
            self.dock.event_dice.clear()
            self.bot.keyClicks(self.dock.event_dice, dice)
        self._do(fill, self.dock.findChild(type(self.dock.start_button), "RecordEvent"), refused)

    def income(self, hex, dice, refused=None):
        def fill():
            choose(self.dock.mine, f"{hex.q},{hex.r}")
            self.bot.keyClicks(self.dock.income_dice, dice)
        self._do(fill, self.dock.findChild(type(self.dock.start_button), "RecordIncome"), refused)
        self.dock.income_dice.clear()

    def challenge(self, a, b, refused=None):
        def fill():
            choose(self.dock.challenger, a)
            choose(self.dock.challenged, b)
        self._do(fill, self.dock.findChild(type(self.dock.start_button), "RecordChallenge"), refused)

    def battle(self, a, b, result, gold=None, refused=None):
        def fill():
            for i in range(self.dock.sides.rowCount()):
                pid = self.dock.sides.item(i, 0).data(Qt.UserRole)
                self.dock.sides.cellWidget(i, 1).setCurrentText("A" if pid in a else "B" if pid in b else "-")
                self.dock.sides.cellWidget(i, 2).setValue((gold or {}).get(pid, 0))
            self.dock.result.setCurrentIndex(self.dock.result.findText(result))
        self._do(fill, self.dock.findChild(type(self.dock.start_button), "RecordBattle"), refused)

    def on_map(self, player, action, hex, feature=None, refused=None):
        def fill():
            choose(self.dock.actor, player)
            if feature:
                choose(self.dock.build_feature, feature)
            button = self.dock.action_buttons[action]
            if not button.isChecked():
                self.click(button)
            assert self.ed.current_tool == "turn"
            self.bot.mouseMove(self.ed.view.viewport(), point(self.ed, hex))
        before = self.ed.qdoc.undo_stack.count()
        fill()
        self.bot.mouseClick(self.ed.view.viewport(), Qt.LeftButton, Qt.NoModifier, point(self.ed, hex))
        self.refused(refused, before) if refused else self.ok(before)

    def cost(self, player, action, hex) -> str:
        choose(self.dock.actor, player)
        if not self.dock.action_buttons[action].isChecked():
            self.click(self.dock.action_buttons[action])
        self.bot.mouseMove(self.ed.view.viewport(), point(self.ed, hex))
        self.ed._hovered(hex)
        return self.dock.hover_label.text()

    def raid(self, player, dice):
        def fill():
            choose(self.dock.actor, player)
            self.bot.keyClicks(self.dock.raid_dice, dice)
        self._do(fill, self.dock.findChild(type(self.dock.start_button), "RecordRaid"))

    def end(self):
        self._do(lambda: None, self.dock.end_button)

    def play(self):
        return self.dock.play()


def owners(doc):
    return {k: c.owner for k, c in doc.cells.items() if c.owner}


def test_three_turns_through_the_turn_panel(editor, qtbot, tmp_path, main_window):
    ed, doc = editor, editor.document
    setup_cells = dict(doc.cells)
    t = Turn(ed, qtbot)

    # -- turn 1: Carla 5 (two cities), Ana 3 and Bruno 3 tied on cities and castles, Dario 2 ---------
    assert {ed.turn_dock.ties.item(i, 0).data(Qt.UserRole) for i in range(ed.turn_dock.ties.rowCount())} == \
        {"ana", "bruno"}
    t.start(dice={"ana": 5, "bruno": 2})  # the die breaks the tie: Ana before Bruno
    order = doc.history.turns[0].steps[0]
    assert order.order == ("carla", "ana", "bruno", "dario") and dict(order.rolls) == {"ana": (5,), "bruno": (2,)}
    p = t.play()
    assert (p.army("carla"), p.army("ana"), p.army("dario")) == (600, 500, 500)  # largest empire +100
    rows = {r.player: r for r in __import__("model.campaign_ops", fromlist=["x"]).empire_table(doc, ed.ruleset)}
    assert rows["carla"].army == 600 and rows["ana"].army == 500 and not rows["ana"].tied  # the panel agrees

    # events, smallest empire first: Dario, Bruno, Ana, Carla
    t.event("bruno", "D", refused="campaign.turn-order")  # Dario chooses first
    t.event("dario", "E")
    t.event("bruno", "D")
    t.event("ana", "H")
    t.event("carla", "G")
    t.income(Hex(5, 0), "3 5 6")  # 3D6 x 10 on a mountain
    assert t.play().treasury("bruno") == 140
    t.challenge("dario", "carla")
    t.challenge("carla", "bruno", refused="campaign.turn-challenge")  # challenged: her army marches to battle
    t.challenge("bruno", "ana")
    t.battle(["dario"], ["carla"], "Side A: decisive victory")
    t.battle(["bruno"], ["ana"], "Side A: massacre", gold={"bruno": 300}, refused="campaign.turn-gold")  # > 250
    t.battle(["bruno"], ["ana"], "Side A: massacre", gold={"bruno": 100})
    p = t.play()
    # decisive 4; massacre 5 + 2 (All or nothing); defeats 1
    assert {k: p.points(k) for k in doc.players} == {"ana": 1, "bruno": 7, "carla": 1, "dario": 4}
    assert p.treasury("bruno") == 40

    # conquest and construction: Dario, Bruno, Ana, Carla
    assert "Conquering this hex costs 2 imperial points" in t.cost("dario", "conquer", Hex(3, 5))  # Chaos conquer for 2
    t.on_map("dario", "conquer", Hex(2, 0), refused="campaign.turn-conquer")  # not beaten, not adjacent
    t.on_map("dario", "conquer", Hex(3, 5))
    t.on_map("dario", "claim", Hex(5, 5))
    assert t.play().points("dario") - t.play().spent["dario"] == 0
    assert "Claiming this hex costs 3 imperial points" in t.cost("bruno", "claim", Hex(4, 0))  # Dwarfs claim for 3
    t.on_map("bruno", "claim", Hex(4, 0))
    t.on_map("bruno", "claim", Hex(3, 0))
    t.on_map("bruno", "build", Hex(3, 0), feature="castle")
    t.on_map("bruno", "conquer", Hex(2, 0), refused="campaign.turn-points")  # 7 spent
    t.on_map("ana", "claim", Hex(1, 1), refused="campaign.turn-points")  # 2 > 1
    t.on_map("ana", "build", Hex(2, 0), feature="castle")
    assert "Claiming this hex costs 1 imperial point" in t.cost("carla", "claim", Hex(0, 3))  # Expropriation: the first claim for 1
    t.on_map("carla", "claim", Hex(0, 3))  # Skaven: no adjacency needed
    t.on_map("carla", "build", Hex(0, 3), feature="castle", refused="campaign.turn-build")  # Skaven build nothing
    assert "Skaven" in ed.last_message
    t.on_map("dario", "build", Hex(3, 5), feature="city", refused="campaign.turn-build")  # Chaos: capital only
    assert "no city but their capital" in ed.last_message
    t.end()
    assert doc.turn == 2 and doc.history.turns[0].closed

    # -- turn 2: Carla 5 (2 cities) over Bruno 5 (1 city), Dario 4, Ana 3 --------------------------
    t.start()
    assert doc.history.turns[1].steps[0].order == ("carla", "bruno", "dario", "ana")
    assert doc.history.turns[1].steps[0].rolls == ()  # no tie: no die
    t.event("ana", "F", target="bruno")
    t.event("dario", "F", target="carla", refused="campaign.turn-event")  # chosen this phase: not until all twelve are
    t.event("dario", "A", target="bruno")
    t.event("bruno", "I")
    t.event("carla", "J")
    t.income(Hex(5, 0), "2 2 5", refused="campaign.turn-income")  # Fool's gold: no income for Bruno
    t.challenge("ana", "bruno")
    t.challenge("dario", "carla")
    t.battle(["ana"], ["bruno"], "Side A: decisive victory")
    t.battle(["dario"], ["carla"], "Draw")
    assert "Conquering this hex costs 3 imperial points" in t.cost("ana", "conquer", Hex(3, 0))  # Wood Elves: 3 - 1 forest + 1 castle
    t.on_map("ana", "conquer", Hex(3, 0))
    t.on_map("dario", "claim", Hex(5, 4))
    t.on_map("bruno", "build", Hex(4, 0), feature="castle")
    t.on_map("carla", "conquer", Hex(5, 5), refused="campaign.turn-conquer")  # beside Dario's city, but a draw
    assert "without having beaten Dario" in ed.last_message and "touches none" not in ed.last_message
    t.on_map("carla", "claim", Hex(6, 3))
    t.end()

    # -- turn 3: Carla 6, Dario 5, Ana 4 (3 castles) over Bruno 4 (2 castles) -----------------------
    t.start()
    assert doc.history.turns[2].steps[0].order == ("carla", "dario", "ana", "bruno")
    t.event("bruno", "B", hex=Hex(4, 0), feature="city")  # Building boom: his castle becomes a city
    t.event("ana", "L", target="dario", dice="4")
    t.event("dario", "K", hex=Hex(2, 0), feature="castle", dice="5")  # Sabotage: a castle falls on 5+
    t.event("carla", "C", target="bruno", dice="2 6 3")  # Disaster: one die per construction, none a 1
    assert doc.cells[Hex(4, 0)].features == {"castle", "city"} and doc.cells[Hex(2, 0)].features == frozenset()
    t.income(Hex(5, 0), "4 4 4")  # all dice match: exhausted; a triple of 4+: a Stone of Destiny
    p = t.play()
    assert p.treasury("bruno") == 160 and "mine" not in doc.cells[Hex(5, 0)].features
    assert len(p.state.stones_of("bruno")) == 1
    # a dwarf castle or city on a mountain pays as a mine: his capital, and the city the boom made
    mines = {ed.turn_dock.mine.itemData(i) for i in range(ed.turn_dock.mine.count())}
    assert {"6,0", "4,0"} <= mines and "5,0" not in mines
    t.income(BRUNO, "1 2 3")  # 3D6 x 10
    assert t.play().treasury("bruno") == 220
    t.challenge("bruno", "ana")
    t.challenge("ana", "dario", refused="campaign.turn-challenge")
    t.challenge("dario", "carla")
    t.battle(["bruno"], ["ana"], "Side A: marginal victory", gold={"bruno": 260}, refused="campaign.turn-gold")
    t.battle(["bruno"], ["ana"], "Side A: marginal victory", gold={"bruno": 150})
    t.battle(["dario"], ["carla"], "Side A: massacre")
    # others pay one more for a Wood Elf forest hex: Dwarfs 3 + forest 1 + castle 1
    assert "Conquering this hex would cost 5 imperial points, but it is not allowed" in t.cost("bruno", "conquer", Hex(3, 0))
    t.on_map("bruno", "conquer", Hex(3, 0), refused="campaign.turn-points")  # 5 > 3
    t.on_map("bruno", "claim", Hex(4, 1))
    t.on_map("ana", "build", Hex(2, 0), feature="castle")
    assert "Conquering this hex costs 3 imperial points" in t.cost("dario", "conquer", Hex(2, 5))  # Chaos 2 + city 1
    t.on_map("dario", "conquer", Hex(2, 5))  # razed
    t.on_map("dario", "claim", Hex(4, 4))
    t.raid("carla", "3 4")
    t.end()

    p = ct.replay(doc, ct.TurnRules(ed.ruleset))[-1]
    assert [x.text() for r in ct.replay(doc, ct.TurnRules(ed.ruleset)) for _, x in r.problems] == []
    razed = next(s for s in doc.history.turns[2].steps if s.kind == "conquer" and s.hex == Hex(2, 5))
    assert doc.cells[Hex(2, 5)].features == frozenset() and doc.cells[Hex(2, 5)].owner == "dario"
    assert p.end.treasury == {"ana": 0, "bruno": 70, "carla": 70, "dario": sum(razed.dice) * 10}
    sizes = {r.player: r.size for r in ct.rank_empires(ct.TurnRules(ed.ruleset), p.end.holdings, p.end.players)}
    assert sizes == {"ana": 4, "bruno": 6, "carla": 4, "dario": 7}
    assert [f for f in validate_own(doc) if f.rule.startswith("campaign.turn")] == []

    # replaying the saved turns from the set-up gives the saved map
    path = tmp_path / "campaign.json"
    files.save(doc, path)
    again = files.load(path)
    assert again == doc and ct.holdings_of(again) == ct.replay(again, ct.TurnRules(ed.ruleset))[-1].end.holdings

    # the Turn panel's Viewing list shows the main map, the empires and the treasuries at the start of
    # turn 2, read-only, with a banner on the map; one click goes back to now
    dock = ed.turn_dock
    assert [dock.viewing.itemText(i) for i in range(dock.viewing.count())] == [
        "Now: before turn 4", "Start of turn 3", "Start of turn 2", "Set-up: start of turn 1"]
    dock.viewing.setCurrentIndex(2)
    dock.viewing.activated.emit(2)
    assert ed.past_index == 1 and ed.past_banner.isVisible()
    assert ed.past_label.text().startswith("Viewing the start of turn 2 (read-only)")
    assert ed.map_item.doc.cells[Hex(3, 0)].owner == "bruno" and doc.cells[Hex(3, 0)].owner == "ana"
    # the status bar describes the hex under the pointer as the map shows it: at that moment, and says so
    qtbot.mouseMove(ed.view.viewport(), point(ed, Hex(3, 0)))
    hover = main_window.cursor_label.text()
    assert hover.startswith("Start of turn 2: 3,0 (column ") and "Bruno" in hover and "Ana" not in hover, hover
    assert "castle" in hover and "castle," not in hover.split("·")[0]
    shown = {dock.order.item(i, 1).text(): (dock.order.item(i, 2).text(), dock.order.item(i, 3).text())
             for i in range(dock.order.rowCount())}
    assert shown == {"Carla": ("600", "0"), "Bruno": ("500", "40"), "Dario": ("500", "0"), "Ana": ("500", "0")}
    assert [dock.order.item(i, 1).text() for i in range(dock.order.rowCount())] == ["Ana", "Dario", "Bruno", "Carla"]
    assert dock.log.item(1).text() == "Ana chooses event F (Diplomacy): Bruno cannot challenge them this turn."
    empires = {ed.empire_dock.table.item(i, 0).text(): ed.empire_dock.table.item(i, 5).text()
               for i in range(ed.empire_dock.table.rowCount())}
    assert empires == {"Carla": "5", "Bruno": "5", "Dario": "4", "Ana": "3"} and not ed.empire_dock.turn.isEnabled()
    # nothing can be edited while the past is on show
    assert not ed.tool_actions["terrain"].isEnabled() and ed.current_tool == "select"
    assert not dock.phases.isEnabled() and not ed.paint_dock.widget().isEnabled()
    before = ed.qdoc.undo_stack.count()
    ed.tool_press(Hex(3, 0), Qt.NoModifier)
    assert ed.qdoc.undo_stack.count() == before
    # the timeline follows, and its table gives the treasuries of that moment
    ed.timeline_dock.show()
    ed.timeline_dock.raise_()
    assert ed.timeline_dock.slider.value() == 1 and ed.timeline_dock.label.text() == "Start of turn 2"
    gold = {ed.timeline_dock.table.item(i, 0).text(): ed.timeline_dock.table.item(i, 3).text()
            for i in range(ed.timeline_dock.table.rowCount())}
    assert gold["Bruno"] == "40"
    ed.timeline_dock.slider.setValue(0)
    assert ed.past_index == 0 and ed.past_label.text().startswith("Viewing the set-up, the start of turn 1")
    assert ed.map_item.doc.cells[Hex(3, 5)].owner == "carla"
    assert main_window.cursor_label.text().startswith("Set-up: start of turn 1: 3,0")  # followed the slider
    qtbot.mouseClick(ed.past_banner.findChild(type(dock.now_button), "PastBannerBack"), Qt.LeftButton)
    assert ed.past_index is None and not ed.past_banner.isVisible() and ed.map_item.doc is doc
    qtbot.mouseMove(ed.view.viewport(), point(ed, Hex(3, 0)) + QPoint(1, 0))
    hover = main_window.cursor_label.text()
    assert hover.startswith("3,0 (column ") and "Ana" in hover and "turn" not in hover.split("·")[0], hover
    assert ed.tool_actions["terrain"].isEnabled() and ed.timeline_dock.slider.value() == 3

    # the bulletin
    pdf = ed.turn_dock.export_bulletin(str(tmp_path / "bulletin.pdf"))
    import pypdf

    text = " ".join(pypdf.PdfReader(pdf).pages[0].extract_text().split())
    assert "bulletin of turn 3" in text and "Carla raids for 1 imperial point: 3 + 4, 70 gold." in text

    # undo back to the start gives the set-up
    stack = ed.qdoc.undo_stack
    while stack.canUndo():
        main_window.act_undo.trigger()
    assert dict(doc.cells) == setup_cells and not doc.history and doc.turn == 1


def test_a_turn_finding_without_a_hex_goes_to_the_capital_and_the_turn_panel_step(editor, qtbot, main_window):
    ed, doc = editor, editor.document
    t = Turn(ed, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})
    # recorded out of order (Dario chooses first), as a file edited by hand would hold it
    doc.set_history(doc.history.with_step(ct.Step("event", player="carla", event="G")))
    ed.turn_dock.refresh()
    qtbot.waitUntil(lambda: main_window.validation_dock.item_for("campaign.turn-order") is not None, timeout=10000)
    item = main_window.validation_dock.item_for("campaign.turn-order")
    main_window.validation_dock.tree.setCurrentItem(item)
    assert ed.selection == [CARLA]  # Carla's capital: whose step it was
    assert ed.turn_dock.log.currentRow() == 1 and "Carla chooses event G" in ed.turn_dock.log.currentItem().text()


def test_double_agent_chosen_in_the_panel_decides_the_targets_challenge(editor, qtbot):
    t = Turn(editor, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})  # Carla, Ana, Bruno, Dario: Dario acts first
    choose(editor.turn_dock.event_opponent, "ana")
    t.event("dario", "L", target="bruno", dice="3", refused="campaign.turn-event")  # 3: no choice
    choose(editor.turn_dock.event_opponent, "ana")
    t.event("dario", "L", target="bruno", dice="5")
    assert editor.document.history.turns[0].steps[-1].opponent == "ana"
    assert "and Bruno must challenge Ana." in editor.turn_dock.log.item(editor.turn_dock.log.count() - 1).text()
    choose(editor.turn_dock.event_opponent, None)
    t.event("bruno", "E")
    t.event("ana", "H")
    t.event("carla", "J")
    t.challenge("dario", "carla")
    t.challenge("bruno", "carla", refused="campaign.turn-challenge")  # the Double agent chose Ana
    assert "Double agent" in editor.last_message
    t.challenge("bruno", "ana")


def test_late_joiner_regiment_changes_and_costs_drawn_on_the_map(editor, qtbot, main_window):
    ed, doc, dock = editor, editor.document, editor.turn_dock
    t = Turn(ed, qtbot)
    assert not dock.join_row.isEnabled()  # nobody can join before the campaign has started
    t.start(dice={"ana": 5, "bruno": 2})  # Carla, Ana, Bruno, Dario: Dario acts first
    for pid, event in (("dario", "E"), ("bruno", "H"), ("ana", "I"), ("carla", "J")):
        t.event(pid, event)
    t.challenge("dario", "carla")
    t.challenge("bruno", "ana")  # every player challenges or is challenged
    t.battle(["dario"], ["carla"], "Side A: massacre")  # Dario 5 imperial points, Carla 1

    # the costs of the tool that is on are drawn on the map: Chaos claim for 2 and conquer for 2
    assert not dock.cost_overlay.isVisible()
    choose(dock.actor, "dario")
    t.click(dock.action_buttons["conquer"])
    costs = dock.cost_overlay.costs
    assert dock.cost_overlay.isVisible() and costs[Hex(3, 5)] == (2, True)  # Carla's hex, Carla beaten
    t.click(dock.action_buttons["claim"])
    costs = dock.cost_overlay.costs
    assert costs[Hex(5, 5)] == (2, True) and all(ct.Hex(*h) in doc.cells for h in costs)
    assert set(costs) == {h for h in doc.grid_neighbours(DARIO) if doc.cells[h].owner is None}
    choose(dock.actor, "carla")  # Carla acts last: her claims would be refused now
    assert dock.cost_overlay.costs and not any(ok for _c, ok in dock.cost_overlay.costs.values())
    choose(dock.actor, "dario")
    # each badge is a light disc, whatever the terrain's colour under it
    ed.view.centerOn(ed.map_item.center(Hex(5, 5)))
    qtbot.wait(50)
    image = ed.view.viewport().grab().toImage()
    c = point(ed, Hex(5, 5))
    r = ed.map_item.size * 0.36 * ed.view.transform().m11()
    pixel = image.pixelColor(int(c.x()), int(c.y() - r * 0.78))
    assert min(pixel.red(), pixel.green(), pixel.blue()) > 225, pixel.name()
    t.click(dock.action_buttons["claim"])  # the tool off: no costs drawn
    assert not dock.cost_overlay.isVisible()

    # regiment changes spend imperial points: 2 for one, 5 for all
    change_one, change_all = (dock.findChild(type(dock.start_button), n) for n in ("ChangeRegiment", "ChangeAllRegiments"))
    choose(dock.actor, "dario")
    t._do(lambda: None, change_one)
    t._do(lambda: None, change_all, refused="campaign.turn-points")  # 3 left
    assert t.play().spent["dario"] == 2
    choose(dock.actor, "carla")
    t._do(lambda: None, change_one, refused="campaign.turn-points")  # 1 point
    assert "Dario changes a regiment for 2 imperial points." in [dock.log.item(i).text() for i in range(dock.log.count())]
    t.end()

    # a late joiner: added in the Players panel, given free hexes as large as the smallest empire
    before = dict(doc.cells)
    qtbot.mouseClick(ed.players_dock.add, Qt.LeftButton)
    eva = next(p for p in doc.players if p not in ("ana", "bruno", "carla", "dario"))
    assert dock.join_row.isEnabled() and dock.join_player.currentData() == eva
    ed.set_tool("select")
    qtbot.mouseClick(ed.view.viewport(), Qt.LeftButton, Qt.NoModifier, point(ed, Hex(3, 2)))
    joiner = dock.findChild(type(dock.start_button), "AddJoiner")
    qtbot.mouseClick(joiner, Qt.LeftButton)  # one plain hex: size 1, and Carla's smallest empire is 2
    assert [p.rule for p in dock.last_problems] == ["campaign.turn-join"] and "[campaign.turn-join]" in ed.last_message
    qtbot.mouseClick(ed.view.viewport(), Qt.LeftButton, Qt.ShiftModifier, point(ed, Hex(3, 3)))
    qtbot.mouseClick(joiner, Qt.LeftButton)
    assert dock.last_refusal is None and "joins with 2 hexes (empire size 2)" in dock.join_note.text()
    count = ed.qdoc.undo_stack.count()
    t.click(dock.start_button)
    assert ed.qdoc.undo_stack.count() == count + 1  # the joiner comes in with the start: one undo step
    turn = doc.history.turns[-1]
    assert [s.kind for s in turn.steps] == ["join", "order"] and eva in turn.steps[-1].order
    assert doc.cells[Hex(3, 2)].owner == eva and doc.cells[Hex(3, 3)].owner == eva and doc.cells[Hex(3, 2)].capital
    assert doc.players[eva].name in [dock.order.item(i, 1).text() for i in range(dock.order.rowCount())]
    assert [f.text() for r in ct.replay(doc, ct.TurnRules(ed.ruleset)) for _, f in r.problems] == []
    main_window.act_undo.trigger()
    assert doc.cells[Hex(3, 2)].owner is None and len(doc.history.turns) == 1
    assert {k: c for k, c in doc.cells.items()} == before


def test_turn_bulletin_in_file_export_and_print_as_pdf_and_png(editor, qtbot, main_window, monkeypatch, tmp_path):
    import pypdf
    from PySide6.QtGui import QImage
    from PySide6.QtPrintSupport import QPrintPreviewWidget
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QFileDialog

    from editor.printing.dialog import ExportDialog

    t = Turn(editor, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})
    for pid, event in (("dario", "E"), ("bruno", "H"), ("ana", "I"), ("carla", "J")):
        t.event(pid, event)
    t.challenge("dario", "carla")
    t.battle(["dario"], ["carla"], "Side A: massacre")
    path = tmp_path / "campaign.json"
    files.save(editor.document, path)
    editor.qdoc.path = path

    def export(fmt, target):
        main_window.act_export.trigger()
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ExportDialog) and w.isVisible())
        qtbot.addWidget(dialog)
        dialog.sheet_box.setCurrentIndex(dialog.sheet_box.findData("bulletin"))
        dialog.format_box.setCurrentIndex(dialog.format_box.findData(fmt))
        assert dialog.default_target().name == "campaign-bulletin" + ("." + fmt)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
        QTest.mouseClick(dialog.export_button, Qt.LeftButton)
        return dialog

    export("pdf", tmp_path / "b.pdf")
    text = " ".join(pypdf.PdfReader(str(tmp_path / "b.pdf")).pages[0].extract_text().split())
    assert "bulletin of turn 1" in text and "Dario beat Carla: massacre" in text and "Empire size" in text
    export("png", tmp_path / "b.png")
    image = QImage(str(tmp_path / "b.png"))
    assert image.height() > image.width() > 1000  # an A4 page, upright
    # the command line gives the same bulletin
    from editor.cli import main

    assert main(["export", str(path), "--to", "pdf", "--sheet", "bulletin", "--out", str(tmp_path / "c.pdf")]) in (0, 1)
    assert "bulletin of turn 1" in " ".join(pypdf.PdfReader(str(tmp_path / "c.pdf")).pages[0].extract_text().split())
    # and the Turn panel prints it with a preview
    preview = editor.turn_dock.print_bulletin()
    qtbot.addWidget(preview)
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() == 2, timeout=5000)  # the bulletin and how the rules are read
    preview.close()


def test_an_event_asks_for_what_it_needs_and_building_boom_is_refused_without_its_hex(editor, qtbot):
    t = Turn(editor, qtbot)
    t.start(dice={"ana": 5, "bruno": 2})
    dock = editor.turn_dock
    assert dock.play().smallest_first_order() == ["dario", "bruno", "ana", "carla"]
    choose(dock.event_player, "dario")
    choose(dock.event, "E")  # Scouts: nothing to fill in
    assert not dock.event_target.isEnabled() and not dock.event_feature.isEnabled()
    assert dock.event_hex.text() == "(this event needs no hex)"
    choose(dock.event, "L")  # Double agent: a target, whom they must challenge, a die
    assert dock.event_target.isEnabled() and dock.event_opponent.isEnabled() and dock.event_dice.isEnabled()
    choose(dock.event, "B")
    assert dock.event_feature.isEnabled() and not dock.event_target.isEnabled()
    assert dock.event_hex.text() == "Select the hex of yours where the construction goes."
    editor.select([])
    before = editor.qdoc.undo_stack.count()
    qtbot.mouseClick(dock.findChild(type(dock.start_button), "RecordEvent"), Qt.LeftButton)
    assert editor.qdoc.undo_stack.count() == before and "Event B needs one hex" in editor.last_message
    t.event("dario", "E")
    t.event("bruno", "I")
    t.event("ana", "B", hex=Hex(2, 0), feature="castle")  # Ana's forest hex
    assert dock.log.item(dock.log.count() - 1).text() == \
        "Ana chooses event B (Building boom) and places a castle at hex 2,0."
    assert editor.document.cells[Hex(2, 0)].features == frozenset({"castle"})
