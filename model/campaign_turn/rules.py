"""The ruleset's turn rules (``campaign.turns``, ``campaign.races``) read once for the judge."""
from __future__ import annotations

from ..campaign_constructions import construction_problem
from ..i18n import pick


class TurnRules:
    """The ruleset's numbers for playing turns, looked up once."""

    def __init__(self, ruleset):
        self.ruleset = ruleset
        v = lambda key, default=None: ruleset.value(key, default)  # noqa: E731
        self.phases = list(v("campaign.turns.phases", []) or [])
        self.smallest_first = set(v("campaign.turns.smallest_first", []) or [])
        self.events = {e["id"]: e for e in v("campaign.turns.events", []) or []}
        self.income = dict(v("campaign.turns.income", {}) or {})
        self.exhaust = bool(v("campaign.turns.mine_exhausted_when_dice_match", False))
        self.stone_from = v("campaign.turns.stone_triple_from")
        self.points = dict(v("campaign.turns.imperial_points", {}) or {})
        self.team_penalty = int(v("campaign.turns.team_penalty", 0) or 0)
        self.costs = dict(v("campaign.turns.costs", {}) or {})
        self.raid_gold = dict(v("campaign.turns.raid_gold", {}) or {})
        self.raze_gold = dict(v("campaign.turns.raze_gold", {}) or {})
        self.razed = set(v("campaign.turns.razed_features", []) or [])
        self.starting_gold = int(v("campaign.turns.starting_gold", 0) or 0)
        self.stones = [s["id"] for s in v("campaign.turns.stones", []) or []]
        self._stones = {s["id"]: s for s in v("campaign.turns.stones", []) or []}
        self.stones_to_win = v("campaign.turns.stones_to_win")
        self.one_challenge = bool(v("campaign.turns.one_challenge_each", False))
        self.every_challenges = bool(v("campaign.turns.every_player_challenges", False))
        #: "phase": no repeat within one events phase; "campaign": none across turns until all were chosen
        self.events_scope = v("campaign.turns.events_repeat_scope", "campaign")
        self.max_gold = v("campaign.army_size.max_gold")
        self.gold_per_point = v("campaign.army_size.gold_per_point", 1) or 1
        self.bonus = int(v("campaign.army_size.largest_empire_bonus", 0) or 0)
        self.city_weight = int(v("campaign.empire.city_weight", 1) or 1)
        self.tiebreak = list(v("campaign.empire.tiebreak", []) or [])
        self.die = int(v("campaign.empire.tiebreak_die", 6) or 6)
        self.victory_hexes = v("campaign.empire.victory_hexes")
        self.victory_count = v("campaign.empire.victory_count", "hexes") or "hexes"
        self.races = {r["id"]: r for r in v("campaign.races", []) or []}
        self._race_cache: dict[str, dict] = {}
        self._problems: dict[tuple, str | None] = {}

    def race(self, text: str) -> dict:
        """The ruleset race a player's race text names (its id, or a word of its name), else {}."""
        if not text:
            return {}
        hit = self._race_cache.get(text)
        if hit is None:
            wanted = text.strip().lower()
            hit = self.races.get(text) or next(
                (r for r in self.races.values()
                 if wanted == r["id"] or wanted in r.get("name", "").lower().replace("(", " ").replace(")", " ").split()
                 or wanted == r.get("name", "").lower()), {})
            hit = {k: (val["value"] if isinstance(val, dict) and "value" in val else val) for k, val in hit.items()}
            self._race_cache[text] = hit
        return hit

    def ref(self, key: str) -> str:
        return self.ruleset.ref(key)

    def construction_problem(self, terrain: str, feature: str, race: str) -> str | None:
        """Why ``feature`` may not stand on ``terrain`` for ``race`` (None: it may), looked up once."""
        key = (terrain, feature, race)
        if key not in self._problems:
            self._problems[key] = construction_problem(self.ruleset, terrain, feature, race)
        return self._problems[key]

    def stone_name(self, stone: str | None) -> str:
        s = self._stones.get(stone or "")
        return pick({"en": s.get("name", ""), "es": s.get("name_es", "")}) if s else (stone or "")

    @property
    def stone_names(self) -> dict:
        return {s: self.stone_name(s) for s in self._stones}

    def event_name(self, event: str | None) -> str:
        e = self.events.get(event or "")
        return pick({"en": e.get("name", ""), "es": e.get("name_es", "")}) if e else (event or "")

    def feature_name(self, feature: str | None) -> str:
        from ..display import kind_name

        return kind_name(self.ruleset, "campaign.features", feature).lower() if feature else ""

    def terrain_name(self, terrain: str | None) -> str:
        from ..display import kind_name

        return kind_name(self.ruleset, "campaign.terrains", terrain).lower() if terrain else ""
