"""A table's own UD length (``ud_mm``) converts every ruleset length and setting given in UD."""
from model.presets import deployment_zones, new_table
from model.ruleset import load_ruleset
from model.table import TableDocument
from validators import validate
from tests.builders import zone

UD60 = 60.0  # 25 mm figures: one base width is 60 mm (adlg.json ud_mm setting)


def adlg_table(depth_ud: float, ud=UD60, settings=None) -> TableDocument:
    w, d = 30 * ud, 20 * ud
    return TableDocument("ADLG 25 mm", "adlg", w, d, unit="ud", ud_mm=ud, settings=settings,
                         zones=[zone("za", "A", 0, 0, w, depth_ud * ud, "top"),
                                zone("zb", "B", 0, d - depth_ud * ud, w, depth_ud * ud, "bottom")])


def test_a_7_ud_zone_on_a_60_mm_ud_table_is_7_ud_deep():
    assert validate(adlg_table(7), only=["table.deployment-depth"]) == []
    found = validate(adlg_table(8), only=["table.deployment-depth"])
    assert len(found) == 2
    assert "reaches 8 UD from the top edge; the limit is 7 UD (1 UD too deep)" in found[0].message
    assert found[0].data["limit_mm"] == 7 * UD60


def test_settings_in_ud_use_the_tables_ud():
    doc = adlg_table(8, settings={"rules": {"table.deployment-depth": {"params": {"depth": "8 UD"}}}})
    assert validate(doc, only=["table.deployment-depth"]) == []
    doc = adlg_table(8, settings={"rules": {"table.deployment-depth": {"params": {"depth": 8}}}})
    assert validate(doc, only=["table.deployment-depth"]) == []


def test_the_ruleset_view_for_a_table_converts_with_its_ud_and_presets_follow():
    rs = load_ruleset("adlg")
    doc = adlg_table(7)
    view = rs.for_document(doc)
    assert rs.length("table_rules.deployment_depth") == 7 * rs.ud_mm  # the file's own UD: 40 mm
    assert view.length("table_rules.deployment_depth") == 7 * UD60
    assert view.for_document(doc) is view and rs.for_document(doc) is view
    assert rs.for_document(TableDocument("x", "adlg", 100, 100, unit="ud", ud_mm=rs.ud_mm)) is rs
    zones = deployment_zones(view, "long-edges", doc.width, doc.depth)
    assert {round(z.polygon.bounds[3] - z.polygon.bounds[1]) for z in zones} == {420}
    table = new_table(view)
    assert table.ud_mm == UD60 and table.width == 30 * UD60
