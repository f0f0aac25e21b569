"""Table rules the rulebooks state about the table as a whole: its recommended size (Kensei
p.6), the players deploying on opposite sides (Kensei p.22) and the scenario's length in
turns (40K skirmish: Capture enclaves ends at the end of turn 6).

Every number comes from the ruleset (``table_rules.min_table_size``,
``table_rules.opposite_sides``, ``scenarios[].turns``) with its reference; a ruleset without
the value has no such rule.
"""
from __future__ import annotations

from model.i18n import msg
from model.table import TableDocument

from .findings import Location
from .registry import rule
from .table_rules import EDGE_WORDS, _edge_of, facts
from .structure import valid_geometry

SIZE, SIDES, TURNS = "table.min-size", "table.opposite-sides", "scenario.turns"
OPPOSITE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}


def _preset_sizes(ruleset) -> set[tuple[float, float]]:
    out = set()
    for p in ruleset.table_presets():
        w, d = p.get("width"), p.get("depth")
        if isinstance(w, (int, float)) and isinstance(d, (int, float)):
            out.add(tuple(sorted((round(float(w), 3), round(float(d), 3)))))
    return out


@rule(SIZE, "table", "warning",
      "The table is at least the rulebook's recommended playing area (Kensei: 90 x 120 cm), unless it is "
      "one of the sizes the rulebook itself gives (the training game's 40 x 40 cm).",
      ref_key="table_rules.min_table_size", reference="the ruleset's recommended minimum table size")
def check_min_size(doc: TableDocument, ctx):
    rs = ctx.ruleset
    if rs is None:
        return
    need = rs.value("table_rules.min_table_size")
    if not isinstance(need, dict):
        return
    small, large = sorted((rs.to_mm(float(need["width"])), rs.to_mm(float(need["depth"]))))
    have = sorted((float(doc.width), float(doc.depth)))
    if have[0] >= small - 0.01 and have[1] >= large - 0.01:
        return
    if tuple(round(v, 3) for v in have) in _preset_sizes(rs):
        return  # a size the rulebook itself gives (Kensei's training game, p.21)
    f = facts(doc, ctx)
    yield ctx.finding(
        SIZE, msg("table.min-size", "The table is {width} x {depth}; the rulebook recommends a playing area of at "
                  "least {min_width} x {min_depth}.", width=f.fmt(doc.width), depth=f.fmt(doc.depth),
                  min_width=f.fmt(large), min_depth=f.fmt(small)),
        Location(geometry=doc.bounds()), data={"width_mm": doc.width, "depth_mm": doc.depth,
                                               "min_mm": [large, small]})


@rule(SIDES, "table", "error",
      "The two players deploy on opposite sides of the table (Kensei: the winner of the strategy roll chooses "
      "a side, the opponent starts on the opposite one).",
      ref_key="table_rules.opposite_sides", reference="the ruleset's deployment on opposite sides")
def check_opposite_sides(doc: TableDocument, ctx):
    rs = ctx.ruleset
    if rs is None or rs.value("table_rules.opposite_sides") is not True:
        return
    edges: dict[str, set[str]] = {}
    ids: dict[str, list[str]] = {}
    for z in doc.zones.values():
        if not valid_geometry(z.polygon):
            continue
        edge, _ = _edge_of(z, doc)
        ids.setdefault(z.side, []).append(z.id)
        if edge is not None:
            edges.setdefault(z.side, set()).add(edge)
    sides = [s for s in doc.sides() if s in edges]
    if len(sides) < 2:
        return  # corner or central zones: no side to compare
    a, b = sides[0], sides[1]
    for ea in sorted(edges[a]):
        for eb in sorted(edges[b]):
            if OPPOSITE[ea] != eb:
                yield ctx.finding(
                    SIDES, msg("table.opposite-sides", "{a} deploys on the {edge_a} edge and {b} on the {edge_b} "
                               "edge: the players deploy on opposite sides of the table.", a=a, b=b,
                               edge_a=EDGE_WORDS[ea], edge_b=EDGE_WORDS[eb]),
                    Location(path="zones"), subjects=ids[a] + ids[b],
                    data={"sides": [a, b], "edges": [ea, eb]})
                return


@rule(TURNS, "table", "error",
      "The table's scenario lasts the turns the rules give it (40K skirmish: Capture enclaves ends at the end "
      "of turn 6); a scenario the rules give no length leaves it to the organiser.",
      reference="the ruleset's scenario length")
def check_scenario_turns(doc: TableDocument, ctx):
    rs = ctx.ruleset
    sc = doc.scenario
    if rs is None or sc is None or not sc.kind or sc.turns is None:
        return
    key = f"scenarios.{sc.kind}.turns"
    turns = rs.value(key)
    if turns is None or rs.is_setting(key) or int(sc.turns) == int(turns):
        return
    name = rs.text(f"scenarios.{sc.kind}.name") if hasattr(rs, "text") else sc.kind
    fnd = ctx.finding(
        TURNS, msg("scenario.turns", "{scenario} lasts {turns} turns here; the rules end it at the end of turn "
                   "{rule_turns}.", scenario=name, turns=int(sc.turns), rule_turns=int(turns)),
        Location(path="scenario.turns"), data={"turns": int(sc.turns), "rule_turns": int(turns)})
    from dataclasses import replace

    yield replace(fnd, reference=rs.ref(key))
