"""The shipped ruleset files: valid against their schema, every value sourced, numbers as the rulebooks say."""
from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parents[1]
RULESETS = ROOT / "resources" / "rulesets"
SCHEMA_FILE = ROOT / "resources" / "schema" / "ruleset.schema.json"
EXPECTED_IDS = {"kensei", "warhammer-campaign", "warhammer-6th", "adlg", "wh40k-skirmish", "battlescribe"}


def _schema() -> dict:
    return json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))


VALIDATOR = Draft202012Validator(_schema())
FILES = sorted(RULESETS.glob("*.json"))


def _load(ruleset_id: str) -> dict:
    return json.loads((RULESETS / f"{ruleset_id}.json").read_text(encoding="utf-8"))


def _errors(data: dict) -> list[str]:
    return [f"{'.'.join(map(str, e.absolute_path)) or '<top>'}: {e.message}"
            for e in VALIDATOR.iter_errors(data)]


def _walk(node, path=()):
    """Yield (path, node) for every dict and list in a JSON tree."""
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _walk(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, path + (i,))


def _is_rv(node) -> bool:
    return isinstance(node, dict) and "value" in node


def _v(node):
    """The bare value of a ruled value."""
    assert _is_rv(node), node
    return node["value"]


def _by_id(items: list[dict]) -> dict[str, dict]:
    return {item["id"]: item for item in items}


# -- the schema and the files --------------------------------------------------

def test_schema_is_a_valid_draft_2020_12_schema():
    schema = _schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def test_the_shipped_systems_keep_their_stable_ids():
    assert {f.stem for f in FILES} == EXPECTED_IDS


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_ruleset_file_validates_against_the_schema(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert _errors(data) == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_ruleset_id_is_its_file_name(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["id"] == path.stem
    assert data["format"] == "wartable-ruleset" and data["format_version"] == 1


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_ruled_value_has_exactly_one_of_ref_or_setting(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    ruled = [(p, n) for p, n in _walk(data) if _is_rv(n)]
    assert ruled, "a ruleset without ruled values"
    for p, node in ruled:
        sources = [k for k in ("ref", "setting") if k in node]
        assert len(sources) == 1, f"{path.name} {p}: has {sources or 'neither ref nor setting'}"
        assert node[sources[0]].strip(), f"{path.name} {p}: empty {sources[0]}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_number_lives_in_a_ruled_value(path):
    """Rules are data with their source: no bare number outside a ruled value."""
    data = json.loads(path.read_text(encoding="utf-8"))

    def bare_numbers(node, path=()):
        if _is_rv(node):
            return
        if isinstance(node, bool):
            return
        if isinstance(node, (int, float)):
            yield path
        elif isinstance(node, dict):
            for k, v in node.items():
                yield from bare_numbers(v, path + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from bare_numbers(v, path + (i,))

    found = [p for p in bare_numbers(data) if p != ("format_version",)]
    assert found == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_ids_are_unique_within_each_list(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    for p, node in _walk(data):
        if isinstance(node, list) and node and all(isinstance(x, dict) and "id" in x for x in node):
            ids = [x["id"] for x in node]
            assert len(ids) == len(set(ids)), f"{path.name} {p}: duplicate ids {ids}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_marker_kinds_exist_in_markers(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    kinds = {m["id"] for m in data["markers"]}
    for scenario in data["scenarios"]:
        for need in scenario["markers"]:
            assert need["kind"] in kinds, f"{scenario['id']} needs unknown marker {need['kind']!r}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_army_classes_named_in_rules_exist(path):
    army = json.loads(path.read_text(encoding="utf-8"))["army"]
    if army is None:
        return
    classes = {c["id"] for c in army["classes"]}
    assert set(_v(army["class_order"])) <= classes
    assert set(_v(army["general_classes"])) <= classes


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_colours_within_a_catalogue_are_told_apart(path):
    """Two terrain kinds (or markers, or hex terrains) never share a near-identical colour."""
    data = json.loads(path.read_text(encoding="utf-8"))
    catalogues = {"terrain_kinds": data["terrain_kinds"], "markers": data["markers"]}
    if data["campaign"]:
        catalogues["campaign.terrains"] = data["campaign"]["terrains"]

    def rgb(colour):
        return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))

    for name, items in catalogues.items():
        for i, a in enumerate(items):
            for b in items[i + 1:]:
                distance = math.dist(rgb(a["color"]), rgb(b["color"]))
                assert distance >= 40, f"{name}: {a['id']} and {b['id']} look alike"


def test_campaign_rules_name_only_known_terrains_and_features():
    campaign = _load("warhammer-campaign")["campaign"]
    terrains = {t["id"] for t in campaign["terrains"]}
    features = {f["id"] for f in campaign["features"]}
    c = campaign["construction"]
    for rv in (c["castle"]["forbidden_terrain"], c["city"]["forbidden_terrain"],
               c["mine"]["allowed_terrain"]):
        assert set(_v(rv)) <= terrains
    assert set(_v(c["city"]["requires"])) <= features
    assert set(_v(campaign["capital_features"])) <= features
    for race in campaign["races"]:
        for key in ("capital_terrain", "city_allowed_terrain"):
            if key in race:
                assert set(_v(race[key])) <= terrains, race["id"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_edge_deployment_presets_leave_room_between_the_zones_on_every_table(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    for table in data["table_presets"]:
        width, depth = _v(table["width"]), _v(table["depth"])
        if table["id"].endswith("training-40x40"):
            continue  # the training area is smaller than any battle table by design
        for preset in data["deployment_presets"]:
            across = {"long-edges": min(width, depth), "short-edges": max(width, depth)}
            if preset["layout"] in across:
                gap = across[preset["layout"]] - 2 * _v(preset["depth"])
                assert gap >= _v(data["table_rules"]["zone_separation"]), (table["id"], preset["id"])


# -- numbers from the rulebooks -------------------------------------------------

def test_kensei_numbers():
    k = _load("kensei")
    assert k["unit"] == "cm" and k["documents"] == ["table", "army"]
    heights = {v["id"]: _v(v["height"]) for v in k["volumes"]}
    assert heights == {"V1": 3, "V2": 4, "V3": 6, "V4": 9}
    assert all("p.32" in v["height"]["ref"] for v in k["volumes"])
    tables = _by_id(k["table_presets"])
    assert (_v(tables["kensei-120x120"]["width"]), _v(tables["kensei-120x120"]["depth"])) == (120, 120)
    assert sorted([_v(tables["kensei-90x120"]["width"]), _v(tables["kensei-90x120"]["depth"])]) == [90, 120]
    assert _v(tables["kensei-training-40x40"]["width"]) == 40
    assert _v(_by_id(k["bases"])["infantry"]["width"]) == 2.5
    sight = k["sight"]
    assert _v(sight["field_of_view"]) == 180 and "p.40" in sight["field_of_view"]["ref"]
    assert _v(sight["cover_distance"]) == 1 and "p.41" in sight["cover_distance"]["ref"]
    assert math.isclose(_v(sight["unit_cover_share"]), 2 / 3)
    assert _v(sight["partial_share"]) == 0.5 and _v(sight["models_block"]) is True
    rules = k["table_rules"]
    assert _v(rules["deployment_depth"]) == 10 and rules["deployment_depth"]["ref"] == "Kensei 2.5 p.22"
    assert _v(rules["firing_lane_width"]) == 2.5
    assert _v(_by_id(k["deployment_presets"])["long-edges"]["depth"]) == 10
    army = k["army"]
    assert _v(army["class_order"]) == ["H", "E", "G", "A"]
    assert {c["id"] for c in army["classes"]} == set("HEGAKOCMI")
    assert (_v(army["unit_size_min"]), _v(army["unit_size_max"])) == (3, 15)
    assert _v(army["general_classes"]) == ["H"] and _v(army["require_general"]) is True
    assert _v(army["max_generals"]) == 1 and _v(army["banners_per_unit"]) == 1
    assert _v(army["points_limit"]) is None and "setting" in army["points_limit"]
    scenarios = _by_id(k["scenarios"])
    assert "training-game" in scenarios and "battle" in scenarios and "setting" in scenarios["battle"]


def test_warhammer_campaign_numbers():
    w = _load("warhammer-campaign")
    assert w["documents"] == ["campaign", "army"]
    c = w["campaign"]
    assert _v(c["hexes_per_player"]) == 10
    assert _v(c["capital_min_distance"]) == 2
    assert "Dar comienzo a la Campaña" in c["capital_min_distance"]["ref"]
    assert _v(c["capital_features"]) == ["city"]
    assert {t["id"] for t in c["terrains"]} == {"plains", "forest", "river", "mountain", "swamp", "coast"}
    assert _by_id(c["terrains"])["coast"]["optional"] is True
    con = c["construction"]
    assert _v(con["castle"]["forbidden_terrain"]) == ["swamp"]
    assert _v(con["city"]["requires"]) == ["castle"]
    assert set(_v(con["city"]["forbidden_terrain"])) == {"mountain", "swamp"}
    assert set(_v(con["mine"]["allowed_terrain"])) == {"river", "mountain"}
    races = _by_id(c["races"])
    assert set(races) >= {"dwarfs", "high-elves", "dark-elves", "wood-elves", "chaos", "orcs-goblins",
                          "beastmen", "skaven", "undead", "empire", "bretonnia", "ogres", "others"}
    assert _v(races["dwarfs"]["capital_terrain"]) == ["mountain"]
    assert _v(races["dwarfs"]["city_allowed_terrain"]) == ["mountain"]
    assert _v(races["skaven"]["can_build"]) is False
    for race in ("chaos", "orcs-goblins", "beastmen"):
        assert _v(races[race]["cities_beyond_capital"]) is False
    assert "Reglas raciales" in races["skaven"]["can_build"]["ref"]
    empire = c["empire"]
    assert (_v(empire["city_weight"]), _v(empire["victory_hexes"])) == (2, 15)
    assert _v(empire["tiebreak"]) == ["cities", "castles"]
    size = {k: _v(v) for k, v in c["army_size"].items()}
    assert size == {"start": 500, "step": 500, "every_turns": 5, "max": 3000,
                    "largest_empire_bonus": 100, "max_gold": 250, "gold_per_point": 1}
    assert _v(w["army"]["class_order"]) == [] and "setting" in w["army"]["class_order"]
    assert "champion" in {cl["id"] for cl in w["army"]["classes"]}


def test_adlg_numbers():
    a = _load("adlg")
    assert a["unit"] == "ud" and _v(a["ud_mm"]) == 40 and "setting" in a["ud_mm"]
    kinds = _by_id(a["terrain_kinds"])
    assert set(kinds) == {"gentle-hill", "fields", "brush", "steep-hill", "forest", "marsh",
                          "plantation", "dunes", "gully", "village", "fortification", "camp"}
    assert _v(kinds["forest"]["movement"]) == "difficult" and _v(kinds["brush"]["movement"]) == "rough"
    assert _v(kinds["fortification"]["cover"]) is True
    assert _v(a["army"]["points_limit"]) == 200 and "Coste (200 Pts.)" in a["army"]["points_limit"]["setting"]


def test_wh40k_skirmish_numbers():
    w = _load("wh40k-skirmish")
    assert w["unit"] == "in" and w["documents"] == ["table", "army"] and w["army"]["unit_size_max"]["value"] == 1
    tables = _by_id(w["table_presets"])
    assert (_v(tables["wh40k-72x48"]["width"]), _v(tables["wh40k-72x48"]["depth"])) == (72, 48)
    sight = w["sight"]
    assert _v(sight["field_of_view"]) == 360 and _v(sight["reaction_field_of_view"]) == 180
    assert _v(sight["cover_distance"]) == 1 and "ref" in sight["cover_distance"]
    assert _v(sight["cover_bonus"]) == 1 and _v(sight["models_block"]) is True
    ranges = {r["id"]: _v(r["range"]) for r in sight["weapon_ranges"]}
    assert ranges == {"flamer": 12, "pistol": 24, "other": 48}
    kinds = _by_id(w["terrain_kinds"])
    assert _v(kinds["bunker"]["cover_bonus"]) == 2
    assert _v(w["table_rules"]["terrain_density"])["min"] == 0.25
    assert "abundante escenografía" in w["table_rules"]["terrain_density"]["setting"]
    assert _v(w["table_rules"]["firing_range"]) == 48
    assert {m["id"] for m in w["markers"]} == {"objective", "enclave", "bomb-site", "exit-edge",
                                               "entry-edge", "hostage"}
    needs = {s["id"]: {m["kind"]: _v(m["min"]) for m in s["markers"]} for s in w["scenarios"]}
    assert needs == {
        "bloodbath": {},
        "capture-enclaves": {"enclave": 1},
        "sabotage": {"bomb-site": 1, "exit-edge": 1},
        "recover": {"objective": 1, "exit-edge": 1},
        "defence": {"enclave": 1},
        "offensive-retreat": {"entry-edge": 1, "exit-edge": 1},
    }
    capture = _by_id(w["scenarios"])["capture-enclaves"]
    assert _v(capture["turns"]) == 6 and "ref" in capture["turns"]


# -- broken rulesets are refused -------------------------------------------------

def _broken(mutate) -> list[str]:
    data = copy.deepcopy(_load("kensei"))
    mutate(data)
    return _errors(data)


def test_ruled_value_with_neither_ref_nor_setting_fails_the_schema():
    errors = _broken(lambda d: d["sight"]["cover_distance"].pop("ref"))
    assert any(e.startswith("sight.cover_distance") for e in errors), errors


def test_ruled_value_with_both_ref_and_setting_fails_the_schema():
    errors = _broken(lambda d: d["volumes"][0]["height"].update(setting="also a setting"))
    assert any(e.startswith("volumes.0.height") for e in errors), errors


def test_misspelt_field_fails_the_schema():
    def typo(d):
        d["table_rules"]["zone_seperation"] = d["table_rules"].pop("zone_separation")
    errors = _broken(typo)
    assert any("zone_seperation" in e for e in errors), errors


def test_wrong_value_types_fail_the_schema():
    assert _broken(lambda d: d["volumes"][0]["height"].update(value="3 cm"))
    assert _broken(lambda d: d["terrain_kinds"][0]["blocking"].update(value="total"))
    assert _broken(lambda d: d["terrain_kinds"][0].update(color="brown"))
    assert _broken(lambda d: d["deployment_presets"][0]["depth"].update(value=None))


def test_ud_ruleset_without_ud_length_fails_the_schema():
    errors = _broken(lambda d: d.update(unit="ud"))
    assert errors


def test_documents_and_sections_must_agree():
    assert _broken(lambda d: d.update(army=None))            # serves army documents
    assert _broken(lambda d: d.update(campaign={}))          # does not serve campaigns
    assert _broken(lambda d: d.pop("sight"))                 # serves tables


# -- the loader reads them and honours user folders --------------------------------

@pytest.fixture
def user_folders(tmp_path, monkeypatch):
    """Empty per-user data folder and WARTABLE_RULESETS folder for one test."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    extra = tmp_path / "extra"
    extra.mkdir()
    monkeypatch.setenv("WARTABLE_RULESETS", str(extra))
    return extra


def test_loader_converts_ruleset_lengths_to_millimetres(user_folders):
    from model.ruleset import load_ruleset

    assert load_ruleset("kensei").length("table_rules.deployment_depth") == pytest.approx(100)
    assert load_ruleset("kensei").volume("V3") == pytest.approx(60)
    assert load_ruleset("wh40k-skirmish").length("sight.cover_distance") == pytest.approx(25.4)
    assert load_ruleset("adlg").length("table_rules.deployment_depth") == pytest.approx(7 * 40)


def test_user_folder_file_overrides_the_built_in_ruleset(user_folders):
    from model.ruleset import load_ruleset

    data = _load("kensei")
    data["table_rules"]["deployment_depth"] = {"value": 15, "setting": "Our club deploys 15 cm deep."}
    (user_folders / "kensei.json").write_text(json.dumps(data), encoding="utf-8")
    assert load_ruleset("kensei").length("table_rules.deployment_depth") == pytest.approx(150)


def test_per_user_folder_is_read_last_and_wins(user_folders, tmp_path):
    from model.ruleset import load_ruleset

    def with_depth(depth, why):
        data = _load("kensei")
        data["table_rules"]["deployment_depth"] = {"value": depth, "setting": why}
        return json.dumps(data)

    (user_folders / "kensei.json").write_text(with_depth(15, "Event folder."), encoding="utf-8")
    personal = tmp_path / "data" / "wartable" / "rulesets"
    personal.mkdir(parents=True)
    (personal / "kensei.json").write_text(with_depth(12, "My own table."), encoding="utf-8")
    assert load_ruleset("kensei").length("table_rules.deployment_depth") == pytest.approx(120)


def test_broken_user_ruleset_is_a_clear_error_naming_file_and_field(user_folders):
    from model.errors import DocumentError
    from model.ruleset import load_ruleset

    data = _load("wh40k-skirmish")
    del data["sight"]["cover_bonus"]["ref"]
    file = user_folders / "wh40k-skirmish.json"
    file.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError) as err:
        load_ruleset("wh40k-skirmish")
    message = str(err.value)
    assert str(file) in message and "sight.cover_bonus" in message


def test_a_rulesets_values_are_asked_for_again_and_again_without_sharing_what_callers_change():
    """``Ruleset.value`` works each value out once; a list or an object it returns is the caller's own."""
    from model import i18n
    from model.ruleset import Ruleset

    data = {"id": "t", "name": "Test game", "army": {"points_limit": {"value": 500, "setting": "agreed"},
                                                     "classes": [{"id": "H", "name": "Hero"}],
                                                     "missing_rule": {"value": None, "ref": "p.1"}},
            "terrain_kinds": [{"id": "wood", "name": "Wood"}],
            "translations": {"es": {"terrain_kinds.wood.name": "Bosque"}}}
    rs = Ruleset(data)
    army = rs.value("army")
    assert army == {"points_limit": 500, "classes": [{"id": "H", "name": "Hero"}], "missing_rule": None}
    army["classes"].append({"id": "X"})
    army["points_limit"] = 1
    assert rs.value("army") == {"points_limit": 500, "classes": [{"id": "H", "name": "Hero"}], "missing_rule": None}
    assert rs.value("army") is not rs.value("army")
    assert rs.value("army.points_limit") == 500
    assert rs.value("army.missing_rule", 7) is None  # a value the ruleset gives as null stays null
    assert rs.value("army.no_such_value", 7) == 7 and rs.value("army.no_such_value") is None
    old = i18n.language()
    try:
        i18n.set_language("es")
        assert rs.value("terrain_kinds") == [{"id": "wood", "name": "Bosque"}]
        i18n.set_language("en")
        assert rs.value("terrain_kinds") == [{"id": "wood", "name": "Wood"}]
    finally:
        i18n.set_language(old)
