"""Files: versioned envelope, strict loading with clear errors, atomic saving, exact round trips."""
import dataclasses
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from shapely.geometry import LineString, Point, Polygon

from model import files
from model.army import ArmyEntry, ArmyList, Catalogue, Option, Profile, Weapon
from model.campaign import CampaignDocument, HexCell, Player
from model.errors import DocumentError
from model.geometry import rectangle
from model.hexgrid import Hex, HexGrid, hexagon_shape
from model.table import DeploymentZone, Marker, Scenario, TableDocument, TerrainPiece

DATA = Path(__file__).parent / "data"


def sample_table() -> TableDocument:
    ruin = Polygon([(100, 100), (400, 100), (400, 300), (100, 300)], [[(150, 150), (200, 150), (200, 200)]])
    return TableDocument(
        "Sample", "kensei", 1200, 900, "cm",
        pieces=[TerrainPiece("t1", "house", ruin, label="Tea house", height=60.0,
                             walls=(rectangle(100, 100, 300, 10),), blocking="height", cover=True),
                TerrainPiece("t2", "hill", rectangle(700, 400, 200, 150))],
        zones=[DeploymentZone("z1", "A", rectangle(0, 800, 1200, 100), "Side A", "bottom")],
        markers=[Marker("m1", "objective", Point(600, 450), "Shrine"),
                 Marker("m2", "exit-edge", LineString([(0, 0), (1200, 0)]))],
        scenario=Scenario("battle", 6, "Hold the shrine", "Night fighting"),
        notes="Club night", settings={"rules": {"table.edge-clearance": {"params": {"distance": 50}}}},
    )


def sample_campaign() -> CampaignDocument:
    cells = {h: HexCell("plains") for h in hexagon_shape(2)}
    cells[Hex(0, 0)] = HexCell("plains", frozenset({"castle", "city"}), "p1", True, "Altdorf", "capital")
    cells[Hex(1, 0)] = HexCell("river", frozenset({"mine"}), "p1")
    return CampaignDocument("Piedras", "warhammer-campaign", HexGrid("flat", 25.0), cells,
                            [Player("p1", "Ana", "dwarfs", "#123456")], turn=3)


def sample_army_and_catalogue():
    cat = Catalogue("cat", "Example", "kensei", [
        Profile("hero", "Hero", 50, "H", "infantry", "samurai", leader=True, roles=frozenset({"leader"}),
                weapons=(Weapon("yumi", "missile", "bow"),), options=(Option("horse", "Horse", 10),)),
        Profile("ashigaru", "Ashigaru", 5, "G", "infantry", "ashigaru", unit_min=3, unit_max=12),
    ], example=True)
    army = ArmyList("Army", "kensei", "cat.json", [
        ArmyEntry("e1", "ashigaru", 6), ArmyEntry("e2", "hero", 1, general=True, attached_to="e1", role="leader",
                                                  options=("horse",)),
    ], points_limit=200)
    return army, cat


@pytest.mark.parametrize("make", [sample_table, sample_campaign, lambda: sample_army_and_catalogue()[0],
                                  lambda: sample_army_and_catalogue()[1]])
def test_save_then_load_gives_the_same_document(tmp_path, make):
    doc = make()
    path = tmp_path / "doc.json"
    files.save(doc, path)
    again = files.load(path)
    assert again == doc
    assert files.to_dict(again) == files.to_dict(doc)


def test_campaign_with_explicit_adjacency_round_trips(tmp_path):
    doc = sample_campaign()
    doc.set_adjacency([(Hex(0, 0), Hex(1, 0)), (Hex(0, 0), Hex(2, -2))])
    files.save(doc, tmp_path / "c.json")
    again = files.load(tmp_path / "c.json")
    assert again.adjacency_explicit and again == doc
    assert again.graph.has_edge(Hex(2, -2), Hex(0, 0))


coords = st.floats(min_value=0, max_value=2000, allow_nan=False, allow_infinity=False)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(coords, coords, st.floats(1, 500), st.floats(1, 500),
                          st.one_of(st.none(), st.floats(0, 200)), st.sampled_from(["house", "wood", "hill"]),
                          st.text(max_size=12)), max_size=8))
def test_any_table_round_trips_exactly(tmp_path_factory, pieces):
    doc = TableDocument("T", "kensei", 1200, 1200, "cm")
    for i, (x, y, w, d, h, kind, label) in enumerate(pieces):
        doc.add("pieces", TerrainPiece(f"t{i}", kind, rectangle(x, y, w, d), label=label, height=h))
    path = tmp_path_factory.mktemp("rt") / "t.json"
    files.save(doc, path)
    assert files.load(path) == doc


def test_reads_every_format_version_kept_in_tests_data():
    versions = sorted(DATA.glob("format-v*-*.json"))
    assert {p.name.split("-")[1] for p in versions} == {f"v{n}" for n in range(1, files.FORMAT_VERSION + 1)}
    for p in versions:
        doc = files.load(p)
        assert doc.KIND in p.name


def test_save_is_atomic_and_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "t.json"
    doc = sample_table()
    files.save(doc, path)
    before = path.read_bytes()
    doc.set_field("name", "Changed")

    def crash(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(OSError):
        files.save(doc, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]  # no temporary file left behind


def _write(tmp_path, data, name="bad.json") -> Path:
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return p


def _table_dict():
    return files.to_dict(sample_table())


def _broken(mutate):
    d = _table_dict()
    mutate(d)
    return d


def _broken_army(mutate):
    d = files.to_dict(sample_army_and_catalogue()[0])
    mutate(d)
    return d


BAD_INPUTS = {
    "invalid JSON": ("{\"format\": \"wartable\",", "", "invalid JSON"),
    "not an object": ("[1, 2]", "", "not an object"),
    "missing version": (_broken(lambda d: d.pop("format_version")), "format_version", "missing"),
    "unknown version": (_broken(lambda d: d.update(format_version=99)), "format_version", "newer"),
    "version zero": (_broken(lambda d: d.update(format_version=0)), "format_version", "not a known version"),
    "unknown kind": (_broken(lambda d: d.update(kind="spaceship")), "kind", "unknown kind"),
    "missing field": (_broken(lambda d: d.pop("width")), "", "missing the field 'width'"),
    "mistyped field": (_broken(lambda d: d.update(width="wide")), "width", "wrong type"),
    "mistyped nested field": (_broken(lambda d: d["pieces"][0].update(height="tall")), "pieces[0].height", ""),
    "non-finite coordinate": (json.dumps(_table_dict()).replace("100.0", "NaN", 1), "pieces[0].footprint", "finite"),
    "infinite coordinate": (json.dumps(_table_dict()).replace("100.0", "Infinity", 1), "pieces[0].footprint", "finite"),
    "unknown ruleset": (_broken(lambda d: d.update(ruleset="chess")), "ruleset", "unknown ruleset"),
    "duplicate id": (_broken(lambda d: d["pieces"].append(dict(d["pieces"][0]))), "pieces[2].id", "repeats"),
    "too few corners": (_broken(lambda d: d["pieces"][0].update(footprint=[[[0, 0], [1, 1]]])), "pieces[0].footprint", ""),
    "not wartable": ({"format": "geojson"}, "format", "not a Wartable file"),
    "duplicate army entry": (_broken_army(lambda d: d["entries"].append(dict(d["entries"][0], label="again"))),
                             "entries[2].id", "repeats the id 'e1'"),
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_is_a_clear_one_line_error_naming_file_and_field(tmp_path, name):
    content, field, words = BAD_INPUTS[name]
    path = _write(tmp_path, content)
    with pytest.raises(DocumentError) as info:
        files.load(path)
    err = info.value
    message = str(err)
    assert "\n" not in message
    assert str(path) in message
    assert err.field.startswith(field)
    assert words in message


def test_absurdly_large_file_is_refused_before_reading(tmp_path, monkeypatch):
    from model import jsonutil

    monkeypatch.setattr(jsonutil, "MAX_FILE_BYTES", 1000)
    path = _write(tmp_path, json.dumps(_table_dict()))
    with pytest.raises(DocumentError, match="too large"):
        files.load(path)


def test_self_intersecting_polygon_loads_so_the_validator_can_report_it(tmp_path):
    d = _table_dict()
    d["pieces"][0]["footprint"] = [[[0, 0], [100, 100], [100, 0], [0, 100]]]
    doc = files.load(_write(tmp_path, d))
    assert not doc.pieces["t1"].footprint.is_valid


def test_edits_notify_observers_with_what_changed():
    doc = sample_table()
    seen = []
    unsubscribe = doc.subscribe(seen.append)
    doc.add("pieces", TerrainPiece("t3", "wood", rectangle(0, 0, 10, 10)), index=0)
    doc.update("pieces", "t3", label="Bamboo")
    obj, index = doc.remove("pieces", "t3")
    doc.set_field("name", "Renamed")
    unsubscribe()
    doc.set_field("name", "Unheard")
    assert [(c.action, c.collection, c.ids, c.fields) for c in seen] == [
        ("added", "pieces", ("t3",), ()),
        ("changed", "pieces", ("t3",), ("label",)),
        ("removed", "pieces", ("t3",), ()),
        ("changed", "document", (), ("name",)),
    ]
    assert index == 0 and obj.label == "Bamboo"


def test_campaign_graph_follows_painted_and_removed_hexes():
    doc = sample_campaign()
    assert doc.graph.number_of_nodes() == 19 and doc.graph.number_of_edges() == 42
    old = doc.set_cells({Hex(3, 0): HexCell("forest"), Hex(0, 0): None})
    assert doc.graph.has_edge(Hex(3, 0), Hex(2, 0)) and Hex(0, 0) not in doc.graph
    doc.set_cells(old)
    assert Hex(3, 0) not in doc.graph and doc.graph.degree(Hex(0, 0)) == 6
    assert doc == sample_campaign()


def test_snapshot_is_independent_of_later_edits():
    doc = sample_campaign()
    snap = doc.snapshot()
    doc.set_cells({Hex(0, 0): None})
    assert Hex(0, 0) in snap.cells and Hex(0, 0) in snap.graph


def test_version_1_files_still_read_as_the_documents_they_were_written_from():
    assert files.load(DATA / "format-v1-table.json") == sample_table()
    assert files.load(DATA / "format-v1-campaign.json") == sample_campaign()
    army, cat = sample_army_and_catalogue()
    assert files.load(DATA / "format-v1-catalogue.json") == cat
    assert files.load(DATA / "format-v1-army.json").entries == army.entries


def test_snapshot_of_a_campaign_with_explicit_adjacency_keeps_its_edges():
    doc = sample_campaign()
    doc.set_adjacency([(Hex(0, 0), Hex(1, 0)), (Hex(0, 0), Hex(2, -2))])
    snap = doc.snapshot()
    doc.set_cells({Hex(2, -2): None})
    assert snap.graph.has_edge(Hex(0, 0), Hex(2, -2)) and not doc.graph.has_edge(Hex(0, 0), Hex(2, -2))
    assert snap.adjacency_explicit and snap.graph.number_of_edges() == 2


def test_edits_before_the_graph_is_first_used_are_in_it():
    doc = sample_campaign()
    doc.set_cells({Hex(3, 0): HexCell("forest"), Hex(0, 0): None})
    assert doc.graph.has_edge(Hex(3, 0), Hex(2, 0)) and Hex(0, 0) not in doc.graph


def test_army_entry_json_keys_are_exactly_its_fields():
    """ArmyEntry.from_json fills fields from the JSON keys: the schema must allow no other key."""
    from dataclasses import fields

    from model.jsonutil import schemas

    entry_schema = schemas()["army"]["properties"]["entries"]["items"]
    assert entry_schema["additionalProperties"] is False
    assert set(entry_schema["properties"]) == {f.name for f in fields(ArmyEntry)}
    assert set(entry_schema["required"]) == {f.name for f in fields(ArmyEntry) if f.default is dataclasses.MISSING}
    # a field the file leaves out reads the class's default: each one is a class attribute
    for f in fields(ArmyEntry):
        if f.default is not dataclasses.MISSING:
            assert f.default_factory is dataclasses.MISSING and getattr(ArmyEntry, f.name) == f.default, f.name


@settings(max_examples=200, deadline=None)
@given(st.fixed_dictionaries(
    {"id": st.text(min_size=1, max_size=5), "profile": st.text(min_size=1, max_size=5)},
    optional={"models": st.integers(1, 20), "general": st.booleans(), "attached_to": st.none() | st.text(max_size=3),
              "role": st.sampled_from([None, "leader", "banner", "champion", "character"]),
              "options": st.lists(st.text(max_size=3), max_size=3), "label": st.text(max_size=5)}))
def test_army_entry_from_json_equals_the_constructor(row):
    built = ArmyEntry.from_json(row)
    expected = ArmyEntry(**(row | {"options": tuple(row.get("options", ()))}))
    assert built == expected and repr(built) == repr(expected) and hash(built) == hash(expected)
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.models = 99  # still frozen


ARMY_FILES = sorted(Path(__file__).parent.parent.glob("examples/**/*army*.json")) + sorted(DATA.glob("*-army.json"))


@pytest.mark.parametrize("path", ARMY_FILES, ids=lambda p: p.name)
def test_army_list_from_json_equals_the_constructor(path):
    """ArmyList.from_json sets the fields directly: the same list, field for field, as the constructor."""
    from model.army import CampaignRef, Command

    d = files.check_envelope(json.loads(path.read_text(encoding="utf-8")), path)
    variants = [d, d | {"campaign": {"file": "c.json", "player": "p1", "turn": 2}, "settings": {"rules": {}},
                        "commands": [{"id": "c1", "rating": "ordinary", "general": "x"}],
                        "entries": d["entries"] + [{"id": "zz", "profile": "p", "options": ["a", "b"], "command": "c1"}]}]
    for v in variants:
        camp = v.get("campaign")
        expected = ArmyList(
            v["name"], v["ruleset"], v["catalogue"], [ArmyEntry(**(e | {"options": tuple(e.get("options", ())),
                                                                   **({"categories": tuple(e["categories"])}
                                                                      if "categories" in e else {})}))
                                                      for e in v["entries"]],
            faction=v.get("faction", ""), points_limit=v.get("points_limit"),
            campaign=CampaignRef(**camp) if camp else None, gold=v.get("gold", 0.0), notes=v.get("notes", ""),
            settings=v.get("settings"), commands=[Command(**c) for c in v.get("commands", [])])
        built = ArmyList.from_json(v)
        assert vars(built) == vars(expected) and list(vars(built)) == list(vars(expected))
        assert [dataclasses.astuple(e) for e in built.entries.values()] == \
            [dataclasses.astuple(e) for e in expected.entries.values()]
        assert repr(list(built.entries.values())) == repr(list(expected.entries.values()))
        assert built.settings is not v.get("settings")  # the list's own copy


def test_a_file_saved_with_a_byte_order_mark_loads(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + (DATA / "format-v1-army.json").read_bytes())
    assert files.load(path) == files.load(DATA / "format-v1-army.json")
    (tmp_path / "latin1.json").write_bytes((DATA / "format-v1-army.json").read_bytes().replace(b'"name"', b'"n\xe9me"', 1))
    with pytest.raises(DocumentError, match="latin1.json: is not UTF-8 text"):
        files.load(tmp_path / "latin1.json")


def test_version_2_army_commands_and_catalogue_fields_round_trip(tmp_path):
    from model.army import Command

    army = files.load(DATA / "format-v2-army.json")
    assert list(army.commands.values()) == [Command("c1", "Left wing", "competent", "e1"), Command("c2", "", "ordinary")]
    assert [e.command for e in army.entries.values()] == ["c1", "c1", "c2"]
    assert [e.id for e in army.command_units("c1")] == ["e1", "e2"]
    cat = files.load(DATA / "format-v2-catalogue.json")
    knights, spears = cat.profiles["knights"], cat.profiles["spears"]
    assert (knights.category, knights.base, knights.max_per_army) == ("Mounted", "40x30 mm", 4)
    assert spears.options[0].mount and spears.max_per_army is None
    for doc in (army, cat):
        files.save(doc, tmp_path / "again.json")
        assert files.load(tmp_path / "again.json") == doc
    # a version-1 list reads with no commands, and is written back in the current version
    old = files.load(DATA / "format-v1-army.json")
    assert old.commands == {} and all(e.command is None for e in old.entries.values())
    assert files.to_dict(old)["format_version"] == files.FORMAT_VERSION and "commands" not in files.to_dict(old)


def test_an_army_repeating_a_command_id_is_refused(tmp_path):
    data = json.loads((DATA / "format-v2-army.json").read_text())
    data["commands"].append({"id": "c1", "rating": "brilliant"})
    (tmp_path / "dup.json").write_text(json.dumps(data))
    with pytest.raises(DocumentError, match=r"commands\[2\]\.id.*repeats the id 'c1'"):
        files.load(tmp_path / "dup.json")


def test_upgrading_an_old_document_leaves_the_callers_dict_as_it_was():
    for name in ("format-v1-army.json", "format-v1-campaign.json", "format-v3-campaign.json"):
        data = json.loads((DATA / name).read_text(encoding="utf-8"))
        before = json.dumps(data, sort_keys=True)
        upgraded = files.check_envelope(data, name)
        assert json.dumps(data, sort_keys=True) == before and upgraded is not data
        assert upgraded["format_version"] == files.FORMAT_VERSION
        if data["kind"] == "campaign":
            assert "history" in upgraded


def test_version_5_stated_points_and_per_model_options_price_the_list(tmp_path):
    """An entry that states its points (an imported roster's) counts them; an option that costs per
    model is paid for every model; both survive a save, and an older list is priced as before."""
    from model.army import catalogue_price

    army = files.load(DATA / "format-v5-army.json")
    cat = files.load(DATA / "format-v5-catalogue.json")
    shields = next(o for o in cat.profiles["knights"].options if o.id == "shields")
    assert shields.per_model and shields.cost == 1
    assert cat.source == "BattleScribe catalogue 'Format 5 example', revision 3"
    first, second = army.entries.values()
    assert army.entry_cost(first, cat) == 4 * 12 + 4 * 1  # four knights with a shield each
    assert (second.points, army.entry_cost(second, cat), catalogue_price(second, cat)) == (30, 30, 24)
    assert army.total_cost(cat) == 52 + 30
    for doc in (army, cat):
        files.save(doc, tmp_path / "again.json")
        assert files.load(tmp_path / "again.json") == doc
    assert "points" not in json.dumps(files.to_dict(files.load(DATA / "format-v4-army.json"))["entries"])
