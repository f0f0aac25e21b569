"""Which construction may stand on which terrain, and each race's exceptions: the campaign ruleset's
``construction`` and ``races`` sections read for the map rules and the turn rules alike (Qt-free, and
importing no other campaign module)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .ruleset import Ruleset


def races(ruleset: Ruleset) -> list[dict]:
    return list(ruleset.value("campaign.races", []) or [])


def _race(ruleset: Ruleset, race: str) -> dict:
    return next((r for r in races(ruleset) if r.get("id") == race), {}) if race else {}


def construction_problem(ruleset: Ruleset, terrain: str, feature: str, race: str = "") -> str | None:
    """Why ``feature`` may not stand on ``terrain`` (for a player of ``race``), or None when it may."""
    rules = ruleset.value(f"campaign.construction.{feature}", {}) or {}
    race_rules = _race(ruleset, race)
    if feature == "city" and terrain in (race_rules.get("city_allowed_terrain") or []):
        return None
    forbidden = rules.get("forbidden_terrain") or []
    if terrain in forbidden:
        return f"a {feature} cannot be built on {terrain} ({ruleset.ref(f'campaign.construction.{feature}.forbidden_terrain')})"
    allowed = rules.get("allowed_terrain")
    if allowed and terrain not in allowed:
        return (f"a {feature} can only be built on {' or '.join(allowed)} "
                f"({ruleset.ref(f'campaign.construction.{feature}.allowed_terrain')})")
    return None
