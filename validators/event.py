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
from pathlib import Path

from model.errors import DocumentError
from model.jsonutil import read_json

from .registry import RULES, _load_rules

FORMAT = "wartable-event"
SEVERITIES = ("error", "warning", "info")
KEYS = ("enabled", "severity", "params")


def load_event_settings(path: str | Path) -> dict:
    """The ``{"rules": {...}}`` dict of an event settings file; DocumentError naming the field otherwise."""
    data = read_json(path)
    return check_event_settings(data, path)


def check_event_settings(data, path=None) -> dict:
    """Validate parsed event settings (see the module docstring) and return ``{"rules": ...}``."""
    if not isinstance(data, dict):
        raise DocumentError(path, "", f"is a JSON {type(data).__name__}, not an object", "an event settings object")
    if data.get("format") != FORMAT:
        raise DocumentError(path, "format", f"is {json.dumps(data.get('format'))}, not an event settings file",
                            f'"format": "{FORMAT}"')
    unknown = sorted(set(data) - {"format", "name", "notes", "rules"})
    if unknown:
        raise DocumentError(path, unknown[0], "is not a field of event settings", '"format", "name", "notes", "rules"')
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise DocumentError(path, "rules", f"is a JSON {type(rules).__name__}", "an object of rule id -> override")
    _load_rules()
    for rule_id, override in rules.items():
        field = f"rules.{rule_id}"
        if rule_id not in RULES:
            close = sorted(r for r in RULES if r.split(".")[0] == rule_id.split(".")[0])
            raise DocumentError(path, field, "names no known rule",
                                "a rule id from `wartable rules`" + (f", e.g. {', '.join(close[:4])}" if close else ""))
        if not isinstance(override, dict):
            raise DocumentError(path, field, f"is a JSON {type(override).__name__}",
                                'an object with "enabled", "severity" and/or "params"')
        for key in override:
            if key not in KEYS:
                raise DocumentError(path, f"{field}.{key}", "is not a rule setting", '"enabled", "severity" or "params"')
        if "enabled" in override and not isinstance(override["enabled"], bool):
            raise DocumentError(path, f"{field}.enabled", f"is {json.dumps(override['enabled'])}", "true or false")
        if "severity" in override and override["severity"] not in SEVERITIES:
            raise DocumentError(path, f"{field}.severity", f"is {json.dumps(override['severity'])}",
                                "one of " + ", ".join(f'"{s}"' for s in SEVERITIES))
        if "params" in override and not isinstance(override["params"], dict):
            raise DocumentError(path, f"{field}.params", f"is a JSON {type(override['params']).__name__}",
                                "an object of parameter values")
    return {"rules": {k: dict(v) for k, v in rules.items()}}
