"""Event settings files: loading, clear errors, and their effect on findings."""
from __future__ import annotations

import json

import pytest

from model.errors import DocumentError
from validators.event import load_event_settings

from tests.builders import validate_own, kensei_table, piece


def write(tmp_path, data) -> str:
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def test_event_file_changes_params_severity_and_disables(tmp_path):
    path = write(tmp_path, {"format": "wartable-event", "name": "Spring tournament", "rules": {
        "table.terrain-spacing": {"params": {"distance": "10 cm"}, "severity": "error"},
        "table.terrain-density": {"enabled": False}}})
    settings = load_event_settings(path)
    doc = kensei_table(pieces=[piece("a", "house", 300, 300, 100, 100), piece("b", "house", 480, 300, 100, 100)])
    plain = [f.rule for f in validate_own(doc)]
    assert "table.terrain-density" in plain and "table.terrain-spacing" not in plain
    found = validate_own(doc, settings=settings)
    assert "table.terrain-density" not in [f.rule for f in found]
    spacing = [f for f in found if f.rule == "table.terrain-spacing"]
    assert len(spacing) == 1 and spacing[0].severity.value == "error"
    assert "are 8 cm apart; keep at least 10 cm" in spacing[0].message
    assert spacing[0].setting == 'event settings: distance="10 cm", severity=error'


def test_event_settings_override_document_settings(tmp_path):
    doc = kensei_table(pieces=[piece("a", "house", 300, 300, 100, 100), piece("b", "house", 480, 300, 100, 100)],
                       settings={"rules": {"table.terrain-spacing": {"params": {"distance": 12}}}})
    assert "keep at least 12 cm" in [f for f in validate_own(doc) if f.rule == "table.terrain-spacing"][0].message
    event = load_event_settings(write(tmp_path, {"format": "wartable-event", "rules": {
        "table.terrain-spacing": {"params": {"distance": 5}}}}))
    assert [f for f in validate_own(doc, settings=event) if f.rule == "table.terrain-spacing"] == []


@pytest.mark.parametrize("data, field", [
    ("[1, 2]", ""),
    ({"format": "wartable", "rules": {}}, "format"),
    ({"format": "wartable-event", "rules": {"table.spacing": {}}}, "rules.table.spacing"),
    ({"format": "wartable-event", "rules": {"table.terrain-spacing": {"severity": "fatal"}}},
     "rules.table.terrain-spacing.severity"),
    ({"format": "wartable-event", "rules": {"table.terrain-spacing": {"enabled": "no"}}},
     "rules.table.terrain-spacing.enabled"),
    ({"format": "wartable-event", "rules": {"table.terrain-spacing": {"limit": 3}}},
     "rules.table.terrain-spacing.limit"),
    ({"format": "wartable-event", "rules": {"table.terrain-spacing": {"params": 3}}},
     "rules.table.terrain-spacing.params"),
    ("{not json", ""),
    ({"format": "wartable-event", "rules": {"table.terrain-spacing": {"params": {"distance": "far"}}}},
     "rules.table.terrain-spacing.params.distance"),
    ({"format": "wartable-event", "rules": {"table.terrain-spacing": {"params": {"gap": 3}}}},
     "rules.table.terrain-spacing.params.gap"),
    ({"format": "wartable-event", "rules": {"table.terrain-density": {"params": {"min": 25}}}},
     "rules.table.terrain-density.params.min"),
    ({"format": "wartable-event", "rules": {"campaign.capital-spacing": {"params": {"distance": 1.5}}}},
     "rules.campaign.capital-spacing.params.distance"),
])
def test_bad_event_files_name_the_field(tmp_path, data, field):
    path = write(tmp_path, data)
    with pytest.raises(DocumentError) as err:
        load_event_settings(path)
    assert err.value.field == field and "event.json" in str(err.value)


def test_bad_document_settings_are_reported_and_ignored():
    doc = kensei_table(pieces=[piece("a", "house", 300, 300, 100, 100), piece("b", "house", 480, 300, 100, 100)],
                       settings={"rules": {"table.terrain-spacing": {"params": {"distance": "far"}},
                                           "table.no-such-rule": {"enabled": False}}})
    found = validate_own(doc)
    settings = sorted(f.message for f in found if f.rule == "document.settings")
    assert settings == [
        'settings.rules.table.no-such-rule names no known rule (expected a rule id from `wartable rules`); it is ignored.',
        'settings.rules.table.terrain-spacing.params.distance is "far" (expected a length: a number in the ruleset\'s '
        'unit or a string such as "6 in", "15 cm"); it is ignored.']
    assert [f for f in found if f.rule == "table.terrain-spacing"] == []  # the 7.5 cm default applies: 8 cm is fine


def test_the_event_report_says_what_each_finding_rests_on(tmp_path):
    """`wartable validate EVENT` text: a table's or a list's finding carries its basis with its reference
    (rulebook, organiser setting), as a single file's line does, never "organiser setting" twice."""
    import shutil
    from pathlib import Path

    from validators.event_check import check_event

    root = Path(__file__).resolve().parent.parent / "examples"
    shutil.copytree(root / "kensei-event", tmp_path / "examples" / "kensei-event")
    shutil.copy(root / "kensei-example-catalogue.json", tmp_path / "examples")
    report = check_event(tmp_path / "examples" / "kensei-event" / "event.json")
    text = report.text()
    lines = [ln for ln in text.splitlines() if ln.strip().startswith(("error:", "warning:", "info:"))]
    assert lines and all(ln.rstrip().endswith("]") for ln in lines)
    assert "error: army.points-limit: The army costs 409 points, 9 over its limit of 400. [rulebook: Kensei 2.5 p.32]" \
        in text
    exposure = [ln for ln in lines if "table.exposure" in ln]
    assert exposure and all(ln.count("organiser setting") == 1 for ln in exposure)
    assert all(ln.endswith("[organiser setting: Kensei 2.5 p.5]") for ln in lines if "table.firing-lane" in ln)
