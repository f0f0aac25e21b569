"""The ruleset's sight and cover numbers, gathered in one object (lengths in mm)."""
from __future__ import annotations

from dataclasses import dataclass

PARTIAL_LOS = "partial-los"  # Kensei: an element making the sight line partial gives cover
INTERPOSING = "interposing"  # 40K / ADLG: cover terrain between shooter and target, near the target
VOLUME = "volume"  # Kensei p.40 read on volumes: an element in the way covers the target up to its own height
PERSPECTIVE = "perspective"  # the exact share of the target hidden, seen from the viewer's eye


@dataclass(frozen=True)
class SightRules:
    """How a game system decides sight and cover.

    Every number comes from a ruleset (:meth:`from_ruleset`) or from the caller;
    ``None`` means "the system has no such rule".

    - ``field_of_view``: degrees centred on the model's facing (None: all round);
    - ``reaction_field_of_view``: the same for reaction fire;
    - ``cover_distance``: how close (mm) a model's base must be to the element giving cover;
    - ``cover_rule``: :data:`PARTIAL_LOS` or :data:`INTERPOSING`;
    - ``partial_share``: the hidden share of a target's volume from which sight is partial
      (None: any hidden part makes it partial);
    - ``unit_cover_share``: share of a unit's visible models that must be in cover;
    - ``cover_bonus``: save bonus of ordinary cover (a piece's own ``cover_bonus`` wins when larger);
    - ``models_block``: troops block sight;
    - ``cover_ignored_by``: weapon ids against which cover gives nothing;
    - ``partial_reading``: how the hidden share is read, :data:`VOLUME` (an element hiding part of
      the target covers its volume up to the element's own height: Kensei's "cubre al menos la
      mitad del volumen") or :data:`PERSPECTIVE` (the exact share seen from the eye);
    - ``troops_make_partial``: a troop in the way that does not hide the target completely makes
      the sight partial whatever share it hides (Kensei p.40);
    - ``models_stop_shots``: no shot when another model stands in the way, even partly (40K).
    """

    cover_distance: float = 0.0
    field_of_view: float | None = None
    reaction_field_of_view: float | None = None
    cover_rule: str = INTERPOSING
    partial_share: float | None = None
    unit_cover_share: float | None = None
    cover_bonus: float = 0.0
    models_block: bool = False
    cover_ignored_by: tuple[str, ...] = ()
    partial_reading: str = PERSPECTIVE
    troops_make_partial: bool = False
    models_stop_shots: bool = False

    @classmethod
    def from_ruleset(cls, ruleset) -> "SightRules":
        """Read ``sight.*`` from a :class:`model.ruleset.Ruleset`.

        ``sight.cover_rule`` chooses the cover mechanism; when absent it is
        :data:`PARTIAL_LOS` for systems that define ``partial_share`` and
        :data:`INTERPOSING` otherwise. Weapons ignoring cover are listed in
        ``sight.cover_ignored_by`` or flagged ``ignores_cover`` in ``sight.weapon_ranges``.
        """
        v = ruleset.value
        partial = v("sight.partial_share")
        rule = v("sight.cover_rule") or (PARTIAL_LOS if partial is not None else INTERPOSING)
        ignored = list(v("sight.cover_ignored_by") or [])
        for w in v("sight.weapon_ranges") or []:
            if isinstance(w, dict) and w.get("ignores_cover"):
                ignored.append(w["id"])
        fov = v("sight.field_of_view")
        rfov = v("sight.reaction_field_of_view")
        share = v("sight.unit_cover_share")
        return cls(
            cover_distance=ruleset.length("sight.cover_distance", 0.0) or 0.0,
            field_of_view=None if fov is None else float(fov),
            reaction_field_of_view=None if rfov is None else float(rfov),
            cover_rule=rule,
            partial_share=None if partial is None else float(partial),
            unit_cover_share=None if share is None else float(share),
            cover_bonus=float(v("sight.cover_bonus") or 0.0),
            models_block=bool(v("sight.models_block") or False),
            cover_ignored_by=tuple(dict.fromkeys(ignored)),
            partial_reading=str(v("sight.partial_reading") or PERSPECTIVE),
            troops_make_partial=bool(v("sight.troops_make_partial") or False),
            models_stop_shots=bool(v("sight.models_stop_shots") or False),
        )
