"""Event settings files: an organiser's per-rule overrides for one event.

Format (``wartable validate --settings FILE``)::

    {"format": "wartable-event",
     "name": "optional: the event's name",
     "rules": {"table.terrain-spacing": {"params": {"distance": "6 in"}},
               "table.edge-clearance": {"params": {"distance": "4 in"}, "severity": "error"},
               "table.terrain-overlap": {"enabled": false}}}

Each rule override may have ``enabled`` (bool), ``severity`` ("error", "warning",
"info") and ``params`` (an object; docs/validators.md lists each rule's params).
A document's own ``settings`` section has the same ``rules`` shape; the event file
wins where both set something.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from model import files
from model.errors import DocumentError
from model.i18n import lazy_msg, msg
from model.jsonutil import json_type_words, read_json
from model.units import Unit, to_mm

from .registry import RULES, load_rules

FORMAT = "wartable-event"

#: The parameters of the rules documented in docs/validators.md, by kind of value. Rules not
#: listed here (the sight rules) check their own parameters.
PARAMS: dict[str, dict[str, str]] = {
    "table.deployment-depth": {"depth": "length"},
    "table.zone-separation": {"distance": "length"},
    "table.edge-clearance": {"distance": "length"},
    "table.terrain-spacing": {"distance": "length"},
    "table.terrain-density": {"min": "share", "max": "share"},
    "table.objective-placement": {"edge_distance": "length", "spacing": "length"},
    "campaign.map-size": {"hexes_per_player": "count"},
    "campaign.capital-spacing": {"distance": "count"},
    "campaign.victory": {"hexes": "count"},
    "army.points-limit": {"limit": "number"},
    "army.unit-size": {"min": "count", "max": "count"},
    "army.general": {"require": "bool", "max": "count"},
    "army.banner": {"per_unit": "count"},
}
EXPECTED = {"length": lazy_msg("settings.expect-length", 'a length: a number in the ruleset\'s unit or a string such '
                                                        'as "6 in", "15 cm"'),
            "share": lazy_msg("settings.expect-share", "a fraction from 0 to 1"),
            "count": lazy_msg("settings.expect-count", "a whole number >= 0"),
            "number": lazy_msg("settings.expect-number", "a number >= 0"),
            "bool": lazy_msg("settings.expect-bool", "true or false")}


def _is(value) -> str:
    return msg("settings.is", "is {value}", value=_shown(value))


def _one_of(values) -> str:
    return msg("settings.one-of", "one of {values}", values=", ".join(f'"{k}"' for k in values))


_LENGTH = re.compile(r'^\s*([-+]?\d+(?:\.\d+)?)\s*(mm|cm|in|inch|inches|"|ud)?\s*$', re.IGNORECASE)


def parse_length(raw, ruleset) -> float:
    """``6`` (ruleset unit), ``"6 in"``, ``'6"'``, ``"15 cm"``, ``"2 UD"`` -> millimetres."""
    ud = ruleset.ud_mm if ruleset is not None else None
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        return ruleset.to_mm(raw) if ruleset is not None else float(raw)
    m = _LENGTH.match(str(raw))
    if not m:
        raise ValueError(f"{raw!r} is not a length (expected e.g. 6, \"6 in\", \"15 cm\")")
    value, unit = float(m.group(1)), (m.group(2) or "").lower()
    if not unit:
        return ruleset.to_mm(value) if ruleset is not None else value
    unit = {"inch": "in", "inches": "in", '"': "in"}.get(unit, unit)
    return to_mm(value, Unit(unit), ud)


def param_problem(kind: str, value) -> bool:
    """Whether ``value`` is not a valid parameter of this kind (None is always allowed: "no limit")."""
    if value is None:
        return False
    if kind == "bool":
        return not isinstance(value, bool)
    if isinstance(value, bool):
        return True
    if kind == "length":
        try:
            return parse_length(value, None) < 0
        except ValueError:
            return True
    if not isinstance(value, (int, float)):
        return True
    if kind == "share":
        return not 0 <= value <= 1
    if kind == "count":
        return not (float(value).is_integer() and value >= 0)
    return value < 0


#: The kinds of the sight rules' parameters (the rules check their ranges themselves): a value of
#: the wrong type, or null, is refused when a file is read, with the setting's name.
SIGHT_PARAMS: dict[str, str] = {
    "resolution": "length", "source_spacing": "length", "model_height": "length", "width": "length",
    "range": "length", "base_width": "length", "samples": "number", "max_share": "number",
    "min_zone_share": "number", "min_route_share": "number", "max_difference": "number",
}
SIGHT_RULES = ("table.firing-lane", "table.exposure", "table.cover-availability", "table.fairness")


def _shown(value) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "..."


def check_params(rule_id: str, params: dict, path, field: str, unknown: bool = True) -> None:
    """DocumentError for an unknown parameter of a documented rule (unless ``unknown`` is False)
    or a value of the wrong kind."""
    spec = PARAMS.get(rule_id)
    if spec is None:
        if rule_id in SIGHT_RULES:
            for name, value in params.items():
                kind = SIGHT_PARAMS.get(name)
                if kind is not None and (value is None or param_problem(kind, value)):
                    raise DocumentError(path, f"{field}.{name}", _is(value), str(EXPECTED[kind]))
        return
    for name, value in params.items():
        if name not in spec:
            if not unknown:
                continue
            raise DocumentError(path, f"{field}.{name}", msg("settings.not-a-parameter", "is not a parameter of {rule}",
                                                             rule=rule_id), _one_of(spec))
        if param_problem(spec[name], value):
            raise DocumentError(path, f"{field}.{name}", _is(value), str(EXPECTED[spec[name]]))


def check_document_settings(settings: dict, path=None) -> None:
    """A document's own ``settings``, when it is read: DocumentError naming a parameter of the wrong
    kind. A rule or parameter this version does not know is reported by ``document.settings``."""
    rules = settings.get("rules") if isinstance(settings, dict) else None
    for rule_id, override in (rules or {}).items():
        params = override.get("params") if isinstance(override, dict) else None
        if isinstance(params, dict) and params:
            check_params(rule_id, params, path, f"settings.rules.{rule_id}.params", unknown=False)


files.SETTINGS_CHECKS.append(check_document_settings)
SEVERITIES = ("error", "warning", "info")
KEYS = ("enabled", "severity", "params")


def load_event_settings(path: str | Path) -> dict:
    """The ``{"rules": {...}}`` dict of an event settings file; DocumentError naming the field otherwise."""
    data = read_json(path)
    return check_event_settings(data, path)


def check_event_settings(data, path=None) -> dict:
    """Validate parsed event settings (see the module docstring) and return ``{"rules": ...}``."""
    if not isinstance(data, dict):
        raise DocumentError(path, "", msg("settings.not-object", "is {type}, not an object", type=json_type_words(data)),
                            msg("settings.expect-object", "an event settings object"))
    if data.get("format") != FORMAT:
        raise DocumentError(path, "format", msg("settings.not-settings", "is {value}, not an event settings file",
                                                value=json.dumps(data.get("format"), ensure_ascii=False)),
                            f'"format": "{FORMAT}"')
    unknown = sorted(set(data) - {"format", "name", "notes", "rules"})
    if unknown:
        raise DocumentError(path, unknown[0], msg("settings.unknown-field", "is not a field of event settings"),
                            _one_of(("format", "name", "notes", "rules")))
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise DocumentError(path, "rules", msg("settings.is-type", "is {type}", type=json_type_words(rules)),
                            msg("settings.expect-rules", "an object of rule id -> override"))
    load_rules()
    for rule_id, override in rules.items():
        field = f"rules.{rule_id}"
        if rule_id not in RULES:
            close = sorted(r for r in RULES if r.split(".")[0] == rule_id.split(".")[0])
            raise DocumentError(path, field, msg("settings.unknown-rule", "names no known rule"),
                                msg("settings.expect-rule-like", "a rule id from `wartable rules`, e.g. {examples}",
                                    examples=", ".join(close[:4])) if close else
                                msg("settings.expect-rule", "a rule id from `wartable rules`"))
        if not isinstance(override, dict):
            raise DocumentError(path, field, msg("settings.is-type", "is {type}", type=json_type_words(override)),
                                msg("settings.expect-override", 'an object with "enabled", "severity" and/or "params"'))
        for key in override:
            if key not in KEYS:
                raise DocumentError(path, f"{field}.{key}", msg("settings.not-rule-setting", "is not a rule setting"),
                                    _one_of(KEYS))
        if "enabled" in override and not isinstance(override["enabled"], bool):
            raise DocumentError(path, f"{field}.enabled", _is(override["enabled"]), str(EXPECTED["bool"]))
        if "severity" in override and override["severity"] not in SEVERITIES:
            raise DocumentError(path, f"{field}.severity", _is(override["severity"]), _one_of(SEVERITIES))
        if "params" in override and not isinstance(override["params"], dict):
            raise DocumentError(path, f"{field}.params", msg("settings.is-type", "is {type}",
                                                             type=json_type_words(override["params"])),
                                msg("settings.expect-params", "an object of parameter values"))
        check_params(rule_id, override.get("params", {}), path, f"{field}.params")
    return {"rules": {k: dict(v) for k, v in rules.items()}}


_NO_PARAMS: dict = {}


def param(ctx, rule_id: str, name: str, default=None):
    """``ctx.param`` for the documented rules, ignoring a value of the wrong kind.

    A bad value in an event file is refused when the file is loaded; one in a document's own
    ``settings`` section is reported by ``document.settings`` and the default applies.
    """
    o = ctx.settings.rules.get(rule_id)
    if o is None:  # no setting for the rule (most runs): the default, without asking further
        return default
    value = o.get("params", _NO_PARAMS).get(name)
    if value is None:
        return default
    kind = PARAMS.get(rule_id, {}).get(name)
    if kind is not None and param_problem(kind, value):
        return default
    return value
