"""The events phase's form: each player's event, with only what the chosen event needs open (a target
player, whom the target must challenge, a construction and its hex, dice), and how many dice it rolls."""
from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit

from model import campaign_turns as ct

from ...plaintext import plain
from .common import PhaseForm, dice_typed


class EventsForm(PhaseForm):
    def __init__(self, panel):
        super().__init__(panel)
        form = QFormLayout(self)
        self.event_player = self.combo("EventPlayer")
        self.event = self.combo("EventChoice")
        self.event_target = self.combo("EventTarget")
        self.event_opponent = self.combo("EventOpponent")
        self.event_opponent.setToolTip(self.tr("Double agent: on 4+ you choose whom the target player must "
                                               "challenge this turn"))
        self.event_feature = self.combo("EventFeature")
        for f in ("castle", "city", "mine"):
            self.event_feature.addItem(self.editor.feature_name(f), f)
        self.event_hex = plain(QLabel(self))  # a hex's name
        self.event_hex.setObjectName("EventHex")
        self.event_hex.setWordWrap(True)
        self.event_dice = QLineEdit(self)
        self.event_dice.setObjectName("EventDice")
        self.event_dice.setPlaceholderText(self.tr("dice, if the event rolls (empty: Wartable rolls)"))
        form.addRow(self.tr("Player"), self.event_player)
        form.addRow(self.tr("Event"), self.event)
        form.addRow(self.tr("Target player"), self.event_target)
        form.addRow(self.tr("Must challenge"), self.event_opponent)
        form.addRow(self.tr("Construction"), self.event_feature)
        form.addRow(self.tr("Hex"), self.event_hex)
        form.addRow(self.tr("Dice"), self.event_dice)
        self.event_need = self.note("EventNeeds")
        form.addRow("", self.event_need)
        self.event_problem = self.note("EventProblem", problem=True)
        form.addRow("", self.event_problem)
        self.event.currentIndexChanged.connect(lambda _i: self.event_needs())
        self.event_target.currentIndexChanged.connect(lambda _i: self.event_needs())
        form.addRow(self.button(self.tr("Record Event"), "RecordEvent", self.record_event,
                                self.tr("Record the player's event for this turn (one each, smallest empire first)")))

    def fill(self, order, play) -> None:
        panel = self.panel
        panel.players_combo(self.event_player, order)
        panel.players_combo(self.event_target, order)
        chosen = self.event_opponent.currentData()
        panel.players_combo(self.event_opponent, order, keep=False)
        self.event_opponent.blockSignals(True)
        self.event_opponent.insertItem(0, self.tr("(nobody chosen)"), None)
        self.event_opponent.setCurrentIndex(max(0, self.event_opponent.findData(chosen)) if chosen else 0)
        self.event_opponent.blockSignals(False)
        self.event.blockSignals(True)
        current = self.event.currentData()
        self.event.clear()
        used = set((play.chosen if self.rules.events_scope == "phase" else play.state.events_used) if play else ())
        for eid, e in (self.rules.events.items()):
            mark = self.tr(" (chosen)") if eid in used and len(used) < len(self.rules.events) else ""
            self.event.addItem(f"{eid}. {self.rules.event_name(eid)}{mark}", eid)
        self.event.setCurrentIndex(max(0, self.event.findData(current)))
        self.event.blockSignals(False)
        self.event_needs()

    def event_needs(self) -> None:
        """Only what the chosen event needs can be filled in: a target player (A, C, F, L), whom the
        target must challenge (L), a construction and its hex (B, K), dice (C, K, L)."""
        if self.rules is None:
            return
        event = self.rules.events.get(self.event.currentData(), {})
        effect = event.get("effect")
        place = effect in ("free-construction", "sabotage")
        self.event_target.setEnabled(bool(event.get("target")))
        self.event_opponent.setEnabled(effect == "double-agent")
        self.event_feature.setEnabled(place)
        self.event_dice.setEnabled(effect in ("disaster", "sabotage", "double-agent"))
        play = self.panel.play()
        if effect == "disaster" and play is not None and self.event_target.currentData():
            dice = len(ct.disaster_hexes(play.state, self.event_target.currentData()))  # one per construction
        else:
            dice = 1 if effect in ("sabotage", "double-agent") else 0
        self.event_need.setText(self.tr("This event rolls %n dice: type them, or leave the field empty for Wartable "
                                        "to roll.", "", dice) if dice else self.tr("This event rolls no dice."))
        selected = self.editor.selection
        if not place:
            self.event_hex.setText(self.tr("(this event needs no hex)"))
        elif len(selected) == 1:
            self.event_hex.setText(self.tr("Hex {hex}").format(hex=ct.hex_label(self.document, selected[0])))
        elif effect == "sabotage":
            self.event_hex.setText(self.tr("Select the other player's construction on the map."))
        else:
            self.event_hex.setText(self.tr("Select the hex of yours where the construction goes."))

    def record_event(self) -> bool:
        panel = self.panel
        pid, eid = self.event_player.currentData(), self.event.currentData()
        event = self.rules.events.get(eid, {})
        effect = event.get("effect")
        kw = {}
        if event.get("target"):
            kw["target"] = self.event_target.currentData()
        if effect in ("free-construction", "sabotage"):
            if len(self.editor.selection) != 1:
                panel.last_refusal, panel.last_problems = None, []
                self.editor.refuse(self.tr("Event {event} needs one hex: select it on the map first.").format(
                    event=eid))
                return self.explain(self.event_problem, False)
            kw["hex"] = self.editor.selection[0]
            kw["feature"] = self.event_feature.currentData()
        play = panel.play()
        dice = dice_typed(self.event_dice)
        if effect == "disaster" and kw.get("target"):
            hexes = ct.disaster_hexes(play.state, kw["target"])  # one die for each construction
            step = ct.dice_step("event", pid, len(hexes), dice=dice, event=eid, hexes=hexes, **kw)
        elif effect in ("sabotage", "double-agent"):
            if effect == "double-agent" and self.event_opponent.currentData():
                kw["opponent"] = self.event_opponent.currentData()
            step = ct.dice_step("event", pid, 1, dice=dice, event=eid, **kw)
        else:
            step = ct.Step("event", player=pid, event=eid, **kw)
        ok = self.explain(self.event_problem, panel.push_step(
            step, self.tr("Event {event} for {player}").format(event=eid, player=panel.name(pid))))
        if ok:
            self.event_dice.clear()
        return ok
