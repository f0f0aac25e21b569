"""The four realms of ``piedras-4-players.json`` three turns into the campaign, every turn recorded
through the same model calls the Turn panel makes (:mod:`model.campaign_turns`): events, income,
challenges, battles with gold spent, claims, a conquest, constructions, a raid, a regiment change,
a Stone of Destiny found, and a late joiner who comes in at the start of turn 3, which is open.

Built by ``build_examples.py``; every step is checked by the turn rules as it is recorded.
"""
from __future__ import annotations

from model import campaign_turns as ct
from model.campaign import CampaignDocument, Player
from model.hexgrid import Hex
from model.ruleset import load_ruleset

STONEDEEP, GREYHOLD, SILVERHAVEN, REDFANG = Hex(1, -3), Hex(-3, 0), Hex(3, -3), Hex(0, 3)
RIVERMOUTH = Hex(-2, 2)


class Recorder:
    """Records steps in the open turn as the Turn panel does, refusing what the rules refuse."""

    def __init__(self, doc: CampaignDocument):
        self.doc = doc
        self.rules = ct.TurnRules(load_ruleset(doc.ruleset))

    def start(self, rolls=None, joiners=()):
        problems, changes, _state = ct.joining(self.doc, self.rules, joiners)
        assert not problems, [p.text() for p in problems]
        self.doc.set_history(ct.start_turn(self.doc, self.rules, entered=rolls, joiners=joiners))
        self.doc.set_cells(changes)
        self.doc.turn = self.doc.history.turns[-1].number

    def __call__(self, *steps):
        for step in steps:
            history, changes, problems = ct.record(self.doc, self.rules, step)
            assert not problems, [p.text() for p in problems]
            self.doc.set_history(history)
            self.doc.set_cells(changes)

    def income(self, key, dice):
        self(ct.income_step(ct.current_play(self.doc, self.rules), key, dice=dice))

    def end(self):
        problems = ct.current_play(self.doc, self.rules).closing_problems()
        assert not problems, [p.text() for p in problems]
        self.doc.set_history(ct.end_turn(self.doc))
        self.doc.turn = self.doc.history.turns[-1].number + 1


def event(player, letter, **kw):
    return ct.Step("event", player=player, event=letter, **kw)


def challenge(player, target):
    return ct.Step("challenge", player=player, target=target)


def battle(a, b, winner, result, gold=()):
    return ct.Step("battle", sides=((a,) if isinstance(a, str) else a, (b,) if isinstance(b, str) else b),
                   winner=winner, result=result, gold=tuple(sorted(gold)))


def spend(kind, player, key=None, **kw):
    return ct.Step(kind, player=player, hex=key, **kw)


def piedras_in_play(setup: CampaignDocument) -> CampaignDocument:
    doc = setup
    doc.name = "Las Piedras del Destino: four realms, turn 3"
    doc.notes = ("The four realms of the set-up example, two turns recorded and the third open in its events "
                 "phase. Grak's Orcs spread north of their camp and fortified the road; Thorgrim found a Stone of "
                 "Destiny under Stonedeep and took a hex from Ilsa; Greta raided for gold; Marta's Bretonnians "
                 "joined at the start of turn 3 with Rivermouth as their capital.")
    play = Recorder(doc)

    # -- turn 1: four empires of size 2; the dice set the order Greta, Thorgrim, Ilsa, Grak -------------
    play.start(rolls={"greta": (6,), "thorgrim": (5,), "ilsa": (4,), "grak": (3,)})
    play(event("grak", "E"), event("ilsa", "G"), event("thorgrim", "J"), event("greta", "I"))
    play.income(STONEDEEP, (5, 5, 5))  # a dwarf city on a mountain pays as a mine: 150 gold and a Stone
    play(challenge("grak", "greta"), challenge("ilsa", "thorgrim"))
    play(battle("grak", "greta", 0, "decisive"), battle("ilsa", "thorgrim", 1, "marginal"))
    play(spend("claim", "grak", Hex(-1, 3)), spend("claim", "grak", Hex(0, 2)))  # 2 + 2: his 4 points
    play(spend("claim", "ilsa", Hex(3, -4)))  # Expropriation: her first claim for 1
    play(spend("claim", "thorgrim", Hex(2, -3)))  # Dwarfs claim for 3
    play.end()

    # -- turn 2: Grak 3 hexes (size 4), Thorgrim and Ilsa 3 (the die puts Thorgrim first), Greta 2 ----------------------
    play.start(rolls={"thorgrim": (5,), "ilsa": (2,)})
    play(event("greta", "H"), event("ilsa", "D"), event("thorgrim", "A", target="grak"),
         event("grak", "K", hex=STONEDEEP, feature="castle", dice=(2,)))  # Sabotage fails: a castle falls on 5+
    play.income(STONEDEEP, (1, 2, 4))
    play(challenge("greta", "grak"), challenge("ilsa", "thorgrim"))
    play(battle("grak", "greta", 0, "massacre"),
         battle("thorgrim", "ilsa", 0, "decisive", gold=(("thorgrim", 100),)))  # 100 of his 220 gold
    play(ct.dice_step("raid", "greta", 2, dice=(3, 5)))  # her one point: 80 gold
    play(spend("conquer", "thorgrim", Hex(3, -4)), spend("build", "thorgrim", Hex(2, -3), feature="castle"))
    play(spend("change-regiment", "grak"), spend("claim", "grak", Hex(1, 2)),
         spend("build", "grak", Hex(0, 2), feature="castle"))  # 2 + 2 + 1: his 5 points
    play.end()

    # -- turn 3: Marta joins with Rivermouth, as large as the smallest empires; open after two events ----
    doc.add("players", Player("marta", "Marta", "bretonnia", "#d4a017"))
    play.start(rolls={"ilsa": (6,), "greta": (4,), "marta": (1,)},
               joiners=[ct.Step("join", player="marta", hex=RIVERMOUTH, hexes=(RIVERMOUTH,))])
    play(event("marta", "F", target="grak"))  # Diplomacy: Grak cannot challenge her this turn
    hexes = ct.disaster_hexes(ct.current_play(doc, play.rules).state, "thorgrim")
    play(ct.dice_step("event", "greta", len(hexes), dice=(3,) * len(hexes), event="C", target="thorgrim",
                      hexes=hexes))  # Disaster: no 1, nothing falls
    return doc
