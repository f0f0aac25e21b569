"""Presets pass their own rules: every deployment preset of every built-in ruleset, applied to
every one of its preset table sizes, gives a table with no error."""
import pytest

from model.presets import deployment_zones, new_table
from model.ruleset import available_rulesets, load_ruleset
from model.table import DeploymentZone
from model.geometry import rectangle
from validators import validate


def _cases():
    for rid in sorted(available_rulesets()):
        rs = load_ruleset(rid)
        if not rs.serves("table"):
            continue
        for tp in rs.table_presets():
            for dp in rs.deployment_presets():
                yield rid, tp["id"], dp["id"]


@pytest.mark.parametrize("ruleset_id, table_id, layout_id", list(_cases()))
def test_every_deployment_preset_on_every_preset_table_has_no_error(ruleset_id, table_id, layout_id):
    rs = load_ruleset(ruleset_id)
    doc = new_table(rs, table_id)
    _, _, width, depth = doc.bounds().bounds
    for z in deployment_zones(rs, layout_id, width, depth):
        doc.add("zones", z)
    errors = [f.one_line() for f in validate(doc) if f.severity.value == "error"]
    assert errors == []


def test_the_cases_cover_the_diagonal_and_quarter_layouts_on_several_sizes():
    layouts = {(r, d) for r, _, d in _cases()}
    assert {("kensei", "diagonal"), ("kensei", "quarters"), ("wh40k-skirmish", "diagonal"),
            ("wh40k-skirmish", "quarters")} <= layouts
    assert len(list(_cases())) >= 24


def test_a_zone_in_a_corner_is_measured_from_no_edge_but_a_strip_from_its_corner_still_is():
    """Kensei p.22: within 10 cm of the own table edge. A quarter has no own edge; a strip that
    starts in a corner and runs along the top edge still belongs to it."""
    rs = load_ruleset("kensei")
    doc = new_table(rs, "kensei-90x120")  # 120 x 90 cm
    doc.add("zones", DeploymentZone("q", "A", rectangle(0, 0, 600, 450), "Quarter"))
    doc.add("zones", DeploymentZone("s", "B", rectangle(0, 800, 400, 100), "Strip"))  # along the bottom
    found = [f for f in validate(doc, only=["table.deployment-depth"])]
    assert found == []
    doc.replace("zones", DeploymentZone("s", "B", rectangle(0, 750, 400, 150), "Strip"))
    [f] = validate(doc, only=["table.deployment-depth"])
    assert f.subjects == ("s",) and "15 cm from the bottom edge" in f.message and "p.22" in f.reference
