"""The turn log and bulletin count a late joiner's hexes in the reader's language, singular too."""
from types import SimpleNamespace

import pytest

import model.i18n as model_i18n
from editor import i18n as editor_i18n
from editor.campaign.turns import describe


@pytest.mark.parametrize("lang, one, three", [
    ("en", "Ana joins with 1 hex", "Ana joins with 3 hexes"),
    ("es", "Ana se une con 1 casilla", "Ana se une con 3 casillas"),
])
def test_late_joiner_line_says_one_hex_and_several_hexes(qapp, lang, one, three):
    dock = SimpleNamespace(name=lambda player: {"p5": "Ana"}[player])
    model_i18n.set_language(lang)
    editor_i18n.install(qapp, lang)
    try:
        assert describe(dock, SimpleNamespace(kind="join", player="p5", hexes=[(0, 0)])) == one
        assert describe(dock, SimpleNamespace(kind="join", player="p5", hexes=[(0, 0), (1, 0), (2, 0)])) == three
    finally:
        model_i18n.set_language("en")
        editor_i18n.install(qapp, "en")


# -- every line one whole sentence, read against its moment --------------------------------------

import re  # noqa: E402

from builders import piedras_map  # noqa: E402

from model import campaign_turns as ct  # noqa: E402
from model.hexgrid import Hex  # noqa: E402
from model.ruleset import load_ruleset  # noqa: E402

ANA = Hex(1, 0)
BLANKS = re.compile(r"hex \.|hex \)|hex ,|casilla \.|\(\)|  |\{|\}| \.$| :")


def _opened(rules):
    doc = piedras_map()
    doc.update_cell(Hex(2, 0), owner="ana", features=frozenset({"castle"}))
    doc.set_history(ct.start_turn(doc, rules, entered={"ana": (6,), "bruno": (5,), "carla": (4,), "dario": (3,)}))
    return doc


def _words(doc, rules):
    from editor.turn_words import StepWords

    return StepWords(doc, rules)


def test_every_event_says_what_it_lacks_in_a_sentence_and_the_record_refuses_it(qapp):
    """Each event of the ruleset's table, recorded with nothing but who chose it: the events that need
    a player (A, C, F, L), a hex and a construction (B, K) or a die (K, L) are refused with a message
    that names what is missing (no blank hex), and the log line says it in a whole sentence."""
    rules = ct.TurnRules(load_ruleset("warhammer-campaign"))
    doc = _opened(rules)
    play = ct.current_play(doc, rules)
    words = _words(doc, rules)
    needs = {}
    for eid in rules.events:
        step = ct.Step("event", player="dario", event=eid)
        problems = [p for p in play.problems(step) if p.rule == "campaign.turn-event"]
        needs[eid] = bool(problems)
        for p in problems:
            assert not BLANKS.search(str(p.text())), p.text()
        line = words.sentence(step, play)
        assert line.endswith(".") and not BLANKS.search(line), line
    assert {e for e, refused in needs.items() if refused} == {"A", "B", "C", "F", "K", "L"}
    b = [p.text() for p in play.problems(ct.Step("event", player="dario", event="B"))]
    assert b == ["Turn 1: Dario's event B (Building boom) needs the hex of theirs where the construction goes."]
    assert words.sentence(ct.Step("event", player="dario", event="B"), play) == \
        "Dario chooses event B (Building boom) and names no hex for its construction."
    k = [p.text() for p in play.problems(ct.Step("event", player="dario", event="K", hex=Hex(2, 0),
                                                  feature="castle"))]
    assert k == ["Turn 1: Dario's event K (Sabotage) rolls one die, not 0."]
    assert words.sentence(ct.Step("event", player="dario", event="K", hex=Hex(2, 0), feature="castle", dice=(5,)),
                          play) == "Dario chooses event K (Sabotage) against Ana's construction at hex 2,0 (castle): " \
                                   "the die shows 5."
    # a claim, conquest, construction or income without its hex is refused naming what lacks it
    for kind in ("claim", "conquer", "build", "income"):
        texts = [p.text() for p in play.problems(ct.Step(kind, player="ana"))]
        assert len(texts) == 1 and "without naming its hex" in texts[0] and not BLANKS.search(texts[0]), texts


@pytest.mark.parametrize("lang, one, two, event_b", [
    ("en", "Ana claims hex 3,0 for 1 imperial point.", "Ana claims hex 2,1 for 2 imperial points.",
     "Ana chooses event G (Expropriation)."),
    ("es", "Ana reclama la casilla 3,0 por 1 punto de imperio.", "Ana reclama la casilla 2,1 por 2 puntos de imperio.",
     "Ana elige el evento G (Expropiación de terreno)."),
])
def test_log_lines_are_whole_sentences_with_the_cost_in_the_readers_plural(qapp, lang, one, two, event_b):
    """Expropriation (event G): the first claim costs 1 imperial point, the next the usual 2; the turn's
    lines read against their moment say so, in the language chosen."""
    from editor.turn_words import turn_lines

    rules = ct.TurnRules(load_ruleset("warhammer-campaign"))
    doc = _opened(rules)
    play = ct.current_play(doc, rules)
    model_i18n.set_language(lang)
    editor_i18n.install(qapp, lang)
    try:
        steps = [ct.Step("event", player=p, event=e) for p, e in (("dario", "E"), ("carla", "H"), ("bruno", "I"),
                                                                 ("ana", "G"))]
        steps += [ct.Step("battle", sides=(("ana",), ("bruno",)), winner=0, result="decisive")]
        steps += [ct.Step("claim", player="ana", hex=Hex(3, 0)), ct.Step("claim", player="ana", hex=Hex(2, 1))]
        for s in steps:
            history, changes, problems = ct.record(doc, rules, s)
            assert problems == [], [p.text() for p in problems]
            doc.set_history(history)
            doc.set_cells(changes)
        lines = [line for _s, line in turn_lines(doc, rules, doc.history.open_turn, play.start)]
        assert lines[4] == event_b and lines[-2:] == [one, two]
        assert all(line[0].isupper() and line.endswith(".") and not BLANKS.search(line) for line in lines), lines
    finally:
        model_i18n.set_language("en")
        editor_i18n.install(qapp, "en")


@pytest.mark.parametrize("lang, team, one, draw", [
    ("en", "Grak and Ilsa beat Greta: marginal victory.", "Greta beat Thorgrim: decisive victory.",
     "Greta against Grak and Ilsa: a draw."),
    ("es", "Grak e Ilsa vencen a Greta: victoria marginal.", "Greta vence a Thorgrim: victoria decisiva.",
     "Greta contra Grak e Ilsa: empate."),
])
def test_a_team_is_named_as_a_sentence_names_it_and_its_verb_agrees(qapp, lang, team, one, draw):
    from editor.turn_words import StepWords

    names = {"grak": "Grak", "ilsa": "Ilsa", "greta": "Greta", "thorgrim": "Thorgrim"}
    words = StepWords(None, None, names.get)
    model_i18n.set_language(lang)
    editor_i18n.install(qapp, lang)
    try:
        battle = ct.Step("battle", sides=(("grak", "ilsa"), ("greta",)), winner=0, result="marginal")
        assert words.sentence(battle) == team
        assert words.sentence(ct.Step("battle", sides=(("greta",), ("thorgrim",)), winner=0,
                                      result="decisive")) == one
        assert words.sentence(ct.Step("battle", sides=(("greta",), ("grak", "ilsa")), winner=None,
                                      result="draw")) == draw
    finally:
        model_i18n.set_language("en")
        editor_i18n.install(qapp, "en")
