"""Campaign turn rules (Las Piedras del Destino): every recorded turn checked step by step.

The set-up is replayed through the turns once per validation run
(:func:`model.campaign_turns.replay`); each step is judged by
:class:`model.campaign_turns.TurnPlay` at the moment it happened, and each problem it
finds becomes a finding of its ``campaign.turn-*`` rule that names the turn, the player and
the hex (the location the editor zooms to). The editor refuses a step with the same judge,
so what it lets through these rules accept.
"""
from __future__ import annotations

from dataclasses import replace

from model import campaign_turns as ct
from model.campaign import CampaignDocument
from model.i18n import msg, msg_n

from .findings import Location
from .registry import rule

_REF = 'Las Piedras del Destino, '


def _replay(doc: CampaignDocument, ctx):
    cached = ctx.extra.get("campaign_replay")
    if cached is not None and cached[0] is doc:
        return cached[1]
    results = []
    if doc.history.turns and ctx.ruleset is not None and ctx.ruleset.value("campaign.turns") is not None:
        results = ct.replay(doc, ct.TurnRules(ctx.ruleset))
    ctx.extra["campaign_replay"] = (doc, results)
    return results


def _capital(state, player) -> tuple:
    """Where a problem without a hex of its own is shown: the player's capital at that moment (else
    any hex of theirs), so that going to the finding shows whose turn it was."""
    if state is None or player is None:
        return ()
    theirs = [k for k, h in state.holdings.items() if h.owner == player]
    capital = [k for k in theirs if state.holding(k).capital]
    return tuple(sorted(capital or theirs, key=lambda k: (k.r, k.q))[:1])


def _findings(rule_id: str, doc: CampaignDocument, ctx):
    for result in _replay(doc, ctx):
        for index, problem in result.problems:
            if problem.rule != rule_id:
                continue
            hexes = tuple(problem.hexes) or _capital(result.start, next(iter(problem.players), None))
            fnd = ctx.finding(rule_id, problem.text(), Location(hexes=hexes),
                              subjects=list(problem.players) + [str(h) for h in problem.hexes],
                              data={"turn": result.number, "step": index} | {
                                  k: v for k, v in problem.params.items() if isinstance(v, (int, str))})
            if problem.ref_key and ctx.ruleset.node(problem.ref_key) is not None:
                fnd = replace(fnd, reference=ctx.ruleset.ref(problem.ref_key))
            yield fnd


#: (rule id, summary, ruleset key of its reference, reference when the ruleset has none)
TURN_RULES = (
    ("campaign.turn-order", "Each turn's order is frozen at its start from the empires (size, cities, castles, "
     "then a die roll); the phases go in the book's order and the smallest empire acts first where the book says so.",
     "campaign.empire.tiebreak", _REF + '"El tamaño del imperio"; "Secuencia de juego"'),
    ("campaign.turn-player", "Everyone named in a turn plays in the campaign at that moment.",
     None, _REF + '"Dar comienzo a la Campaña"'),
    ("campaign.turn-join", "A player joining late gets free hexes making an empire as large as the smallest one.",
     "campaign.turns.late_joiner_size", _REF + '"Incluir mas jugadores en la campana"'),
    ("campaign.turn-event", "Each player chooses one event, smallest empire first; none is repeated until all "
     "have been chosen; each event's target and effect are legal.",
     "campaign.turns.events", _REF + '"1. Fase de Eventos"'),
    ("campaign.turn-dice", "Recorded dice are dice (1 to 6, as many as the roll needs) and match their stored seed.",
     None, _REF + '"2. Fase de ingresos"'),
    ("campaign.turn-income", "Each mine of a player pays once a turn with its dice (2D6 x 10 river, 3D6 x 10 "
     "mountain), unless an event denies the income.",
     "campaign.turns.income", _REF + '"2. Fase de ingresos"'),
    ("campaign.turn-stone", "A Stone of Destiny is found only on a triple of 4 or more, and each Stone only once.",
     "campaign.turns.stone_triple_from", _REF + '"Agotar una mina"'),
    ("campaign.turn-challenge", "Each player launches one challenge; a challenged player cannot challenge that turn.",
     "campaign.turns.one_challenge_each", _REF + '"3. Fase de desafios"'),
    ("campaign.turn-battle", "A battle has two sides and one of the book's results.",
     "campaign.turns.imperial_points", _REF + '"Como obtener puntos de imperio"'),
    ("campaign.turn-gold", "Gold spent on extra points: at most 250 a battle, never more than the treasury holds "
     "(gold spent in one battle is gone for the next).",
     "campaign.army_size.max_gold", _REF + '"4. Fase de batallas"'),
    ("campaign.turn-claim", "A claim takes an unbannered hex next to one of the player's (Skaven: anywhere).",
     "campaign.turns.costs", _REF + '"Como gastar los puntos de imperio"'),
    ("campaign.turn-conquer", "A conquest takes an enemy hex next to one of the player's, only after beating that "
     "player in a battle this turn (Skaven: any hex next to a city).",
     "campaign.turns.costs", _REF + '"Como gastar los puntos de imperio"'),
    ("campaign.turn-build", "A construction goes on a hex the player holds, on terrain that allows it, within the "
     "racial exceptions.", "campaign.construction", _REF + '"Construcciones"; "Reglas raciales"'),
    ("campaign.turn-points", "Imperial points spent in a turn do not exceed those earned in its battles (claim 2, "
     "conquer 3, build 1, raid 1, +1 mountain, +1 castle or city, racial costs).",
     "campaign.turns.costs", _REF + '"Como gastar los puntos de imperio"'),
)


def _register(rule_id: str, summary: str, ref_key: str | None, reference: str) -> None:
    def check(doc: CampaignDocument, ctx):
        yield from _findings(rule_id, doc, ctx)

    check.__name__ = "check_" + rule_id.split(".")[-1].replace("-", "_")
    rule(rule_id, "campaign", "error", summary, reference=reference, ref_key=ref_key)(check)
    globals()[check.__name__] = check


for _args in TURN_RULES:
    _register(*_args)


@rule("campaign.turn-replay", "campaign", "warning",
      "The map shows what the recorded turns give: the set-up replayed through every turn has the same "
      "owners, constructions and capitals as the map.",
      reference=_REF + '"Secuencia de juego"')
def check_turn_replay(doc: CampaignDocument, ctx):
    results = _replay(doc, ctx)
    if not results:
        return
    end = results[-1].end.holdings
    now = ct.holdings_of(doc)
    differ = sorted((k for k in set(end) | set(now) if end.get(k) != now.get(k)), key=lambda k: (k.r, k.q))
    if differ:
        shown = ", ".join(str(k) for k in differ[:8]) + (
            msg("campaign.turn-replay.more", " and {count} more", count=len(differ) - 8) if len(differ) > 8 else "")
        yield ctx.finding(
            "campaign.turn-replay",
            msg_n("campaign.turn-replay.differ",
                  "{count} hex of the map differs from what the recorded turns give ({hexes}): a change made by "
                  "hand after the set-up, outside the turns.",
                  "{count} hexes of the map differ from what the recorded turns give ({hexes}): a change made by "
                  "hand after the set-up, outside the turns.", count=len(differ), hexes=shown),
            Location(hexes=tuple(differ)), subjects=[str(k) for k in differ], data={"count": len(differ)})
