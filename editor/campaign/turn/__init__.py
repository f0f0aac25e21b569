"""The campaign's turns in the editor, built by phase.

The Turn panel (:mod:`.dock`) hosts one form per moment of a Las Piedras del Destino turn, each in
its own module: the start (:mod:`.start`: the order frozen, ties, late joiners), :mod:`.events`,
:mod:`.income`, :mod:`.challenges`, :mod:`.battles`, the spending of imperial points
(:mod:`.spending`, with the map tool and its costs in :mod:`.overlay`) and the end with the bulletin
(:mod:`.end`). Every step is one :class:`.common.RecordTurn` undo command calling the model's
``set_history`` and ``set_cells``; what the model's judge (:class:`model.campaign_turns.TurnPlay`)
finds illegal is refused with the rule that forbids it. :mod:`.timeline` shows the start of any
recorded turn, read-only."""
