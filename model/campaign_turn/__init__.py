"""A campaign's turns, one module per phase of the turn.

Below the phases: :mod:`.state` (the state of play at a moment, dice), :mod:`.rules` (the ruleset's
turn rules), :mod:`.messages` (why a step is refused) and :mod:`.ranks` (the empires ranked). The
phases, in the book's order: :mod:`.order` (the order frozen, late joiners), :mod:`.events`,
:mod:`.income`, :mod:`.challenges`, :mod:`.battles`, :mod:`.spending` (imperial points spent) and
:mod:`.end`; each holds its part of the judge, which :mod:`.play` assembles into
:class:`~.play.TurnPlay`. :mod:`.replay` reads the record: the set-up replayed to any turn and the
steps a document records. The modules import one way, in that order (a test looks for circles);
:mod:`model.campaign_turns` keeps the names callers import.
"""
