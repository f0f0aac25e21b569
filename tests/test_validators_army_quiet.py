"""The one pass that shows an army list breaks no rule (validators/army_quiet.py) against the checks.

A list it passes is validated without calling any check, so it must never pass a list on which a
check reports something: each list here is asked both ways.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from model import files
from model.pins import pinned
from model.ruleset import load_ruleset
from validators import validate
from validators.registry import RULES, Context, _plan_entry, load_rules, rules_for

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from army_report_equivalence import army_files, mutate  # noqa: E402
from bench_validators import write_armies  # noqa: E402


def _every_check(doc, path) -> list:
    """The findings of every army and document rule, each check called (the test is not asked)."""
    return validate(doc, path=path, only=[r.id for r in rules_for("army")])


def _lists(tmp_path: Path) -> list[Path]:
    """The benchmark's lists, every example and test list, and a dozen broken variants of each of those."""
    folder = tmp_path / "bench"
    folder.mkdir()
    out = write_armies(folder, 300)
    rnd = random.Random(7)
    for p in army_files():
        copy = tmp_path / p.parent.name / p.name
        copy.parent.mkdir(exist_ok=True)
        for other in p.parent.glob("*.json"):  # the catalogues and campaigns the lists name
            target = copy.parent / other.name
            if not target.exists():
                target.write_bytes(other.read_bytes())
        out.append(copy)
        data = json.loads(p.read_text(encoding="utf-8"))
        for n in range(12):
            broken = copy.with_name(f"{p.stem}-broken-{n:02d}.json")
            broken.write_text(json.dumps(mutate(data, rnd), ensure_ascii=False), encoding="utf-8")
            out.append(broken)
    return out


def test_a_list_the_quiet_pass_lets_through_has_no_finding_from_any_check(tmp_path):
    from validators.army_quiet import army_quiet

    passed = legal = with_findings = narrowed = 0
    with pinned():
        for path in _lists(tmp_path):
            try:
                doc = files.load(path)
            except Exception:  # a broken variant that does not load: nothing to check
                continue
            if doc.KIND != "army":
                continue
            try:
                expected = _every_check(doc, str(path))
            except Exception:  # a list whose catalogue cannot be read: the checks raise as before
                continue
            ruleset = load_ruleset(doc.ruleset).for_document(doc)
            ctx = Context(ruleset, path=str(path))
            if _plan_entry("army", ctx)[3] is None:  # a ruleset with a rule the pass does not answer for
                continue
            says = army_quiet(doc, ctx)
            assert not (says is True and expected), (path, [f.rule for f in expected])
            if isinstance(says, frozenset):  # only these rules' checks run: no other may report
                assert says and {f.rule for f in expected} <= says, (path, says, [f.rule for f in expected])
                narrowed += 1
            passed += says is True
            legal += not expected
            with_findings += bool(expected)
            assert validate(doc, path=str(path)) == expected  # the run itself: the same findings either way
    assert with_findings > 100  # the broken lists reach the test
    assert narrowed > 40  # and the lists breaking only the commonest rules are told which
    assert passed >= 0.9 * legal > 200  # and it lets most lists that break nothing through


def test_the_quiet_pass_is_not_asked_where_a_ruleset_has_a_rule_it_does_not_answer_for():
    from validators.army_quiet import ANSWERS_FOR

    load_rules("army")
    plans = {}
    for ruleset_id in ("kensei", "adlg", "battlescribe", "warhammer-6th", "wh40k-skirmish"):
        ctx = Context(load_ruleset(ruleset_id))
        entry = _plan_entry("army", ctx)
        planned = {r.id for r in rules_for("army") if r.check in {c for c, _ in entry[2]}}
        plans[ruleset_id] = entry[3] is not None
        assert (entry[3] is not None) == (planned <= ANSWERS_FOR), ruleset_id
    assert plans["kensei"] and not plans["wh40k-skirmish"]  # its closed troop types: army.class runs
    assert ANSWERS_FOR <= set(RULES)


@pytest.mark.parametrize("change", ["size", "leader", "banner", "points", "profile", "general", "leader-outside",
                                    "leader-type"])
def test_each_broken_rule_stops_the_quiet_pass(tmp_path, change):
    """A legal list passes; the same list breaking one rule does not, and its finding is reported."""
    from validators.army_quiet import army_quiet

    folder = tmp_path / "lists"
    folder.mkdir()
    paths = write_armies(folder, 40)
    with pinned():
        docs = [(p, files.load(p)) for p in paths]
        path, doc = next((p, d) for p, d in docs if not validate(d, path=str(p)) and
                         any(e.role == "banner" for e in d.entries.values()) and
                         any(e.role == "leader" and e.attached_to != "u0" for e in d.entries.values()))
        ctx = Context(load_ruleset(doc.ruleset), path=str(path))
        assert army_quiet(doc, ctx) is True
    data = json.loads(path.read_text(encoding="utf-8"))
    entries = data["entries"]
    banner = next(e for e in entries if e.get("role") == "banner")
    hatamoto = next(e for e in entries if e.get("role") == "leader" and e["attached_to"] != "u0")
    if change == "size":
        next(e for e in entries if e["id"].startswith("u"))["models"] = 30
    elif change == "leader":
        entries.append(dict(hatamoto, id="extra-leader"))
    elif change == "banner":
        banner["attached_to"] = next(e["id"] for e in entries if e["profile"] == "ashigaru-yari-example"
                                     or e["profile"] == "ashigaru-yumi-example" or e["profile"] ==
                                     "ashigaru-teppo-example") if any(e["profile"].startswith("ashigaru")
                                                                      for e in entries) else "nowhere"
    elif change == "points":
        data["points_limit"] = 10
    elif change in ("leader-outside", "leader-type"):  # a Komuso (class outside the order), a mounted Taisho
        hatamoto["profile"] = "komuso-example" if change == "leader-outside" else "taisho-example"
        data["points_limit"] = 100000  # only the leader's rule broken
    elif change == "profile":
        entries[-1]["profile"] = "no-such-profile"
    else:
        entries[0]["general"] = False
    path.write_text(json.dumps(data), encoding="utf-8")
    with pinned():
        doc = files.load(path)
        ctx = Context(load_ruleset(doc.ruleset), path=str(path))
        said = army_quiet(doc, ctx)
        assert said is not True
        found = validate(doc, path=str(path))
    assert found and found == _every_check(doc, str(path))
    if said:  # the rules it names: the broken one among them
        assert {f.rule for f in found} <= said


#: what the quiet pass was last read against: the army rules' modules whole (their helpers too) and the
#: document rules it answers for. A change there fails the test below until someone has read
#: validators/army_quiet.py again (does it still say True only where every changed rule is silent? add a
#: case to the tests above) and written the new fingerprint here.
READ_AGAINST = {
    "validators.army_limit_rules": "0fdfb8bfdebaea6a",
    "validators.army_rules": "b3240aee0594b3d8",
    "document.reference": "ca08bcad867e9f5f",
    "document.ruleset": "fb7e7543270bd607",
    "document.settings": "37913efba17b12eb",
}


def test_a_rule_the_quiet_pass_answers_for_cannot_change_without_the_pass_being_read_again():
    import hashlib
    import importlib
    import inspect

    from validators.army_quiet import ANSWERS_FOR

    load_rules()

    def digest(obj) -> str:
        return hashlib.sha256(inspect.getsource(obj).encode()).hexdigest()[:16]

    now = {}
    for rid in ANSWERS_FOR:
        check = getattr(RULES[rid].check, "__wrapped__", RULES[rid].check)
        if check.__module__ == "validators.structure":  # shared with tables: the rule's own check only
            now[rid] = digest(check)
        else:
            now[check.__module__] = digest(importlib.import_module(check.__module__))
    changed = sorted(k for k in now if READ_AGAINST.get(k) != now[k])
    assert not changed, (f"{', '.join(changed)} changed since validators/army_quiet.py was last checked against "
                         f"it: read the quiet pass again, then record {[now[k] for k in changed]} in READ_AGAINST")
