"""The rule registry and the context validators run in.

A rule is a pure function ``check(doc, ctx) -> iterable of Finding`` registered
with :func:`rule`. :func:`validate` runs every enabled rule for the document's
kind. Event settings (a ``settings`` section in the document, or an event file
given to the command line) can disable a rule, change its severity or its
parameters; findings say which setting applied.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from model.i18n import language, rendered_cache, translate
from model.ruleset import Ruleset, load_ruleset

from .findings import BASES, RULEBOOK, SETTING, Finding, Location, Severity, sort_findings


@dataclass(frozen=True)
class Rule:
    """A registered check. ``ref_key`` names the ruleset value whose reference the finding cites."""

    id: str
    kind: str
    severity: Severity
    summary: str
    reference: str
    ref_key: str | None
    check: Callable[[Any, "Context"], Iterable[Finding]]
    basis: str | None = None  # None: from the ruleset value the rule enforces
    #: the ruleset's own numbers for the rule, in a sentence (None: it has none to say); the summary
    #: says the rule in words, as every ruleset has it, and a listing for one ruleset adds these
    details: Callable[[Ruleset], str | None] | None = None
    #: ``when(ctx)`` False: under the context's ruleset, with no event setting for any rule, the
    #: check returns at once for every document, so a run need not call it (None: always called)
    when: Callable[["Context"], bool] | None = None
    #: the document attribute the check looks at before anything else ("commands", "campaign",
    #: "settings"): where the document's is empty the check returns at once, so a run with no event
    #: settings does not call it for that document (None: always called)
    needs: str | None = None

    def basis_for(self, ruleset: Ruleset | None) -> str:
        """What the rule's findings rest on: its declared basis, else an organiser setting when
        the ruleset value it enforces is marked ``setting``, else the rulebook."""
        if self.basis is not None:
            return self.basis
        if ruleset is None or not self.ref_key:
            return RULEBOOK
        hit = _BASES.get((self.id, id(ruleset)))
        if hit is not None and hit[0] is ruleset:
            return hit[1]
        basis = SETTING if ruleset.is_setting(self.ref_key) else RULEBOOK
        _BASES[(self.id, id(ruleset))] = (ruleset, basis)
        return basis

    def summary_text(self, lang: str | None = None) -> str:
        """The summary in the current language (its catalogue id is ``summary.<rule id>``)."""
        return translate(f"summary.{self.id}", self.summary, lang)

    def summary_for(self, ruleset: Ruleset | None = None) -> str:
        """The summary in the current language, followed, for a ruleset, by its own numbers for the
        rule (``wartable rules RULESET``)."""
        text = self.summary_text()
        extra = self.details(ruleset) if ruleset is not None and self.details is not None else None
        return f"{text} {extra}" if extra else text

    def reference_text(self, lang: str | None = None) -> str:
        """The reference written with the rule, in the current language (``reference.<rule id>``)."""
        return translate(f"reference.{self.id}", self.reference, lang) if self.reference else ""

    def applies_to(self, ruleset: Ruleset) -> bool:
        """Whether the rule is one of ``ruleset``'s: it checks a kind of document the ruleset serves and the
        ruleset has the value it enforces (an ADLG command rating is no rule of Kensei's, a Warhammer
        champion none of ADLG's): each ruleset's rules come from its own data."""
        if self.kind != "any" and not ruleset.serves(self.kind):
            return False
        return not self.ref_key or ruleset.node(self.ref_key) is not None

    def reference_for(self, ruleset: Ruleset | None) -> str:
        if ruleset is None or not self.ref_key:
            return self.reference_text()
        key = (self.id, id(ruleset), language())
        hit = _REFERENCES.get(key)
        if hit is not None and hit[0] is ruleset:
            return hit[1]
        ref = ruleset.ref(self.ref_key) if ruleset.node(self.ref_key) is not None else self.reference_text()
        _REFERENCES[key] = (ruleset, ref)
        return ref


#: (rule id, ruleset object id, language) -> (ruleset, severity, reference, basis) of a finding made with the
#: rule's own grounds and no event settings (:meth:`Context.finding`)
_GROUNDS: dict[tuple[str, int, str], tuple] = rendered_cache()
#: (rule id, ruleset object id, language) -> (ruleset, reference): looked up once per ruleset.
_REFERENCES: dict[tuple[str, int, str], tuple[Ruleset, str]] = {}
#: (rule id, ruleset object id) -> (ruleset, basis), as for references.
_BASES: dict[tuple[str, int], tuple[Ruleset, str]] = {}
#: (ruleset object id, dotted key, language) -> (ruleset, reference), for :func:`ruleset_ref`.
_RULESET_REFS: dict[tuple[int, str, str], tuple[Ruleset, str]] = {}


def ruleset_ref(ruleset: Ruleset, dotted: str) -> str:
    """``ruleset.ref(dotted)``, worked out once per ruleset, value and language: a folder of lists
    cites the same few references in thousands of findings."""
    key = (id(ruleset), dotted, language())
    hit = _RULESET_REFS.get(key)
    if hit is not None and hit[0] is ruleset:
        return hit[1]
    if len(_RULESET_REFS) >= 4096:  # rulesets re-read in a long session: forget the old ones
        _RULESET_REFS.clear()
    ref = ruleset.ref(dotted)
    _RULESET_REFS[key] = (ruleset, ref)
    return ref


RULES: dict[str, Rule] = {}


def rule(id: str, kind: str, severity: str, summary: str, reference: str = "", ref_key: str | None = None,
         basis: str | None = None, details: Callable[[Ruleset], str | None] | None = None,
         when: Callable[["Context"], bool] | None = None, needs: str | None = None):
    """Register a check function under a stable rule id.

    ``basis`` ("rulebook", "setting", "format"; None: from the ruleset value at ``ref_key``)
    says what its findings rest on; a finding resting on an organiser setting is information
    unless the event's settings for the rule say otherwise (:meth:`Context.finding`). The summary
    says the rule without a ruleset's numbers (they are data); ``details(ruleset)`` says them.

    ``when(ctx)`` is the test the check itself starts with when that test reads only the ruleset
    (a game without commands has no command rule to check): where it says False, a run with no
    event settings does not call the check (:func:`validate`); the check keeps the test for every
    other caller. ``needs`` names the document attribute the check starts with, as ``when`` the
    ruleset: a run with no event settings calls the check only for a document whose attribute is not
    empty (most army lists have no commands, campaign or settings of their own).
    """
    if basis is not None and basis not in BASES:
        raise ValueError(f"rule {id}: basis {basis!r} is not one of {BASES}")

    def decorate(fn):
        if id in RULES and RULES[id].check is not fn:
            raise ValueError(f"rule {id} registered twice")
        RULES[id] = Rule(id, kind, Severity(severity), summary, reference, ref_key, fn, basis, details, when, needs)
        return fn

    return decorate


@dataclass
class EventSettings:
    """Per-rule overrides: ``{"rules": {rule_id: {"enabled", "severity", "params"}}}``."""

    rules: dict[str, dict] = field(default_factory=dict)
    source: str = "document settings"

    @classmethod
    def merged(cls, *layers: tuple[dict | None, str]) -> "EventSettings":
        """Later layers win; each rule override remembers where it came from."""
        out = cls(rules={})
        for data, source in layers:
            if not data:
                continue
            for rule_id, override in ((data or {}).get("rules") or {}).items():
                merged = dict(out.rules.get(rule_id, {}))
                params = dict(merged.get("params", {}))
                params.update(override.get("params", {}))
                merged.update({k: v for k, v in override.items() if k != "params"})
                merged["params"] = params
                merged["source"] = source
                out.rules[rule_id] = merged
        return out


_NO_OVERRIDE: dict = {}
#: the location of a finding that names none (a Location is frozen: one serves them all)
_NOWHERE = Location()
#: what applies when neither the document nor the event overrides a rule (never modified)
_NO_SETTINGS = EventSettings(rules={}, source="")


@dataclass(slots=True)
class Context:
    """What a check may read besides the document: its ruleset, settings and neighbours."""

    ruleset: Ruleset | None
    settings: EventSettings = field(default_factory=EventSettings)
    path: str | None = None
    catalogue: Any = None  # model.army.Catalogue for army lists
    campaign: Any = None  # model.campaign.CampaignDocument when an army belongs to a campaign
    extra: dict = field(default_factory=dict)  # caches shared between rules of one run

    def override(self, rule_id: str) -> dict:
        return self.settings.rules.get(rule_id, _NO_OVERRIDE)

    def enabled(self, rule_id: str) -> bool:
        return self.override(rule_id).get("enabled", True)

    def param(self, rule_id: str, name: str, default: Any = None) -> Any:
        """An event-setting parameter of a rule, or ``default`` (usually from the ruleset)."""
        o = self.settings.rules.get(rule_id)
        return default if o is None else o.get("params", _NO_OVERRIDE).get(name, default)

    def setting_note(self, rule_id: str) -> str | None:
        o = self.settings.rules.get(rule_id)
        if o is None:
            return None
        parts = [f"{k}={json.dumps(v)}" for k, v in o.get("params", {}).items()]
        if "severity" in o:
            parts.append(f"severity={o['severity']}")
        return f"{o.get('source', 'settings')}: " + ", ".join(parts) if parts else None

    def finding(self, rule_id: str, message: str, location: Location | None = None, subjects: Iterable[str] = (),
                data: dict | None = None, severity: str | Severity | None = None,
                basis: str | None = None, reference: str | None = None) -> Finding:
        """A finding of ``rule_id`` with its (possibly overridden) severity, reference and basis.

        ``reference`` replaces the rule's own (the ruleset value this finding's limit comes from).

        A finding that rests only on an organiser setting (``basis`` "setting") is information
        unless the event's settings name the rule (a severity, or parameters of their own: the
        organiser chose the limit) or the check asks for a severity itself.
        """
        if basis is None and severity is None and reference is None and not self.settings.rules:
            # the commonest finding (no event settings, the rule's own grounds): its severity, reference and
            # basis are the rule's under this ruleset in this language, worked out once (a folder of lists
            # makes thousands of findings of a few rules)
            rs = self.ruleset
            key = (rule_id, id(rs), language())
            hit = _GROUNDS.get(key)
            if hit is None or hit[0] is not rs:
                r = RULES[rule_id]
                b = r.basis_for(rs)
                if len(_GROUNDS) >= 4096:  # rulesets re-read in a long session: forget the old ones
                    _GROUNDS.clear()
                hit = _GROUNDS[key] = (rs, Severity.INFO if b == SETTING else Severity(r.severity),
                                       r.reference_for(rs), b)
            return Finding.make(rule_id, hit[1], message, hit[2], location or _NOWHERE, tuple(subjects),
                                data or {}, None, self.path, hit[3])
        r = RULES[rule_id]
        basis = basis or r.basis_for(self.ruleset)
        override = self.override(rule_id)
        sev = override.get("severity") or severity
        if sev is None:
            sev = Severity.INFO if basis == SETTING and not override else r.severity
        if type(sev) is not Severity:
            sev = Severity(sev)
        if reference is None:
            reference = r.reference_for(self.ruleset)
        return Finding.make(rule_id, sev, message, reference, location or _NOWHERE,
                            tuple(subjects), data or {}, self.setting_note(rule_id) if override else None,
                            self.path, basis)


def rules_for(kind: str) -> tuple[Rule, ...]:
    hit = _BY_KIND.get(kind)
    if hit is None or hit[0] != len(RULES):  # first use of the kind, or rules registered since
        load_rules(kind)
        hit = _BY_KIND[kind] = (len(RULES), tuple(r for r in RULES.values() if r.kind in (kind, "any")))
    return hit[1]


_BY_KIND: dict[str, tuple[int, tuple[Rule, ...]]] = {}


#: The modules that register rules, and the kinds of document their rules check ("any": every
#: kind). A check of one kind imports only its modules: an army list is checked without the
#: table and campaign rules and what they bring (shapely, numpy, networkx). A test keeps this
#: in step with the rules each module registers.
RULE_MODULES: dict[str, tuple[str, ...]] = {
    "structure": ("any", "table"),
    "army_rules": ("army",),
    "army_limit_rules": ("army",),
    "campaign_rules": ("campaign",),
    "campaign_turn_rules": ("campaign",),
    "table_rules": ("table",),
    "sight_rules": ("table",),
    "book_table_rules": ("table",),
    "event_rules": ("event",),
}

_loaded_modules: set[str] = set()


def load_rules(kind: str | None = None) -> None:
    """Import the modules that register rules: every one, or those checking ``kind``."""
    import importlib

    for name, kinds in RULE_MODULES.items():
        if name not in _loaded_modules and (kind is None or kind in kinds or "any" in kinds):
            importlib.import_module(f"validators.{name}")
            _loaded_modules.add(name)


def validate(doc, ruleset: Ruleset | None = None, settings: EventSettings | dict | None = None,
             path: str | None = None, catalogue=None, campaign=None, only: Iterable[str] | None = None) -> list[Finding]:
    """Run every enabled rule for ``doc``'s kind; findings sorted errors first."""
    if ruleset is None and getattr(doc, "ruleset", None):
        ruleset = load_ruleset(doc.ruleset, path)
    if ruleset is not None:  # lengths in UD converted with the document's own UD
        ruleset = ruleset.for_document(doc)
    if settings is None or isinstance(settings, dict):
        own = getattr(doc, "settings", None)
        settings = EventSettings.merged((own, "document settings"), (settings, "event settings")) \
            if own or settings else _NO_SETTINGS
    ctx = Context(ruleset, settings, path, catalogue, campaign)
    out: list[Finding] = []
    if only is None and not settings.rules:  # every rule (a folder of lists: the commonest case)
        plan = _plan_entry(doc.KIND, ctx)
        quiet = plan[3]
        checks = plan[2]
        if quiet is not None:
            said = quiet(doc, ctx)
            if said is True:  # shown to have nothing to report: no check called
                return out
            if said:  # only these rules may report: the others' checks are not called
                checks = plan[5].get(said)
                if checks is None:
                    checks = plan[5][said] = tuple(c for c, rid in zip(plan[2], plan[4]) if rid in said)
        extend = out.extend
        for check, needs in checks:
            if needs is None or getattr(doc, needs, None):
                extend(check(doc, ctx))
    else:
        wanted = set(only) if only is not None else None
        for r in rules_for(doc.KIND):
            if wanted is not None and r.id not in wanted:
                continue
            if not ctx.enabled(r.id):
                continue
            out.extend(r.check(doc, ctx))
    return sort_findings(out) if out else out


def _checks_for(kind: str, ctx: Context) -> tuple[Callable, ...]:
    """The check functions of :func:`rules_for` ``kind``, in order, but those whose ``when`` says
    they have nothing to check under ``ctx``'s ruleset (``ctx`` has no event settings): worked out
    once per kind and ruleset object, as a folder of lists shares one."""
    return tuple(check for check, _ in _plan_for(kind, ctx))


def _plan_for(kind: str, ctx: Context) -> tuple[tuple[Callable, str | None], ...]:
    """(check, the document attribute it needs, :attr:`Rule.needs`) for each check of :func:`_checks_for`."""
    return _plan_entry(kind, ctx)[2]


def _plan_entry(kind: str, ctx: Context) -> tuple:
    """(the kind's rules, the ruleset, :func:`_plan_for`'s checks, the kind's :func:`quiet` test when it
    answers for every rule of the plan, else None, the rule id of each check, and the checks kept for each
    set of rule ids the test has given), worked out once per kind and ruleset object."""
    rules = rules_for(kind)
    rs = ctx.ruleset
    key = (kind, id(rs))
    hit = _CHECKS.get(key)
    if hit is None or hit[0] is not rules or hit[1] is not rs:
        if len(_CHECKS) >= 64:  # rulesets re-read in a long session: forget the old ones
            _CHECKS.clear()
        planned = [r for r in rules if r.when is None or r.when(ctx)]
        test = _QUIET.get(kind)
        usable = test is not None and {r.id for r in planned} <= test[0]
        hit = _CHECKS[key] = (rules, rs, tuple((r.check, r.needs) for r in planned), test[1] if usable else None,
                              tuple(r.id for r in planned), {})
    return hit


_CHECKS: dict[tuple[str, int], tuple] = {}

#: kind -> (the rule ids it answers for, the test): see :func:`quiet`
_QUIET: dict[str, tuple[frozenset[str], Callable[[Any, "Context"], bool]]] = {}


def quiet(kind: str, answers_for: Iterable[str]):
    """Register a test ``fn(doc, ctx) -> bool`` for documents of ``kind``: True only when none of the rules
    ``answers_for`` names would report anything on ``doc`` under ``ctx`` (no event settings). A run with
    no event settings whose planned checks (:func:`_plan_for`) are all among them asks the test first and,
    when it says True, calls no check: most lists of a folder break no rule, and one pass over a list
    answers for all of them. The test may say False whenever it is not sure (the checks then run as
    always); it must never say True for a document a check would report on (tests compare it with the
    checks on every example list, the benchmark's lists and broken variants of them). It may also give a
    frozenset of rule ids: only those rules' checks are called, in their order, so it must never leave
    out one that would report."""
    ids = frozenset(answers_for)

    def decorate(fn):
        _QUIET[kind] = (ids, fn)
        _CHECKS.clear()
        return fn

    return decorate
