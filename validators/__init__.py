"""Pure rule checks: a document (and its ruleset) in, findings out. No Qt."""
from .findings import Finding, Location, Severity
from .registry import RULES, Context, EventSettings, rule, rules_for, validate
from . import event as _event  # noqa: F401  (documents' settings are checked when read)

__all__ = ["Finding", "Location", "Severity", "RULES", "Context", "EventSettings", "rule", "rules_for", "validate"]
