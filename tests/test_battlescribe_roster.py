"""A roster comes in as the roster says (our own small fixtures of structures met in real rosters): units
matched by their data entry or by name, a unit the catalogue does not have kept at the roster's points
and models and said (in English and Spanish), models nested at any depth with their numbers, and the
forces each unit stands in."""
from __future__ import annotations

from pathlib import Path

import pytest

from model import files, i18n
from model.army import ArmyEntry
from model.importers import import_file
from validators.registry import validate

DATA = Path(__file__).parent / "data"
LIB = DATA / "battlescribe" / "library"

HEAD = ('<roster name="R" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costs><cost name="pts" '
        'typeId="p" value="{total}"/></costs><forces><force name="Patrol" entryId="fe" catalogueId="cat-army" '
        'catalogueRevision="9" catalogueName="Invented Army"><selections>')
TAIL = "</selections></force></forces></roster>"


def pts(value) -> str:
    return f'<costs><cost name="pts" typeId="p" value="{value}"/></costs>'


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory):
    """The library fixture's catalogue, written and read back as the window reads it."""
    folder = tmp_path_factory.mktemp("cat")
    files.save(import_file(LIB / "army.cat").document, folder / "army.json")
    return folder, files.load(folder / "army.json")


#: a Lord (in the catalogue), an "Old Hero" of an older revision and a unit of "Beastmen" of another
#: catalogue, neither of which the catalogue has, with their models nested as real rosters nest them
UNKNOWN = (
    f'<selection name="Lord" entryId="el-lord::se-lord" type="model">{pts(80)}</selection>'
    f'<selection name="Old Hero" entryId="gone-1" type="model">{pts(60)}<selections>'
    f'<selection name="Warlord" type="upgrade"/></selections></selection>'
    f'<selection name="Beastmen" entryId="gone-2" type="unit">{pts(0)}<selections>'
    f'<selection name="Gor" number="9" type="model">{pts(54)}<selections><selection name="Axe" number="9" '
    f'type="upgrade">{pts(9)}</selection></selections></selection>'
    f'<selection name="Foe-render" number="1" type="model">{pts(14)}</selection></selections></selection>')


def _import(folder: Path, catalogue, body: str, total: float, name="r.ros"):
    (folder / name).write_text(HEAD.format(total=total) + body + TAIL, encoding="utf-8")
    return import_file(folder / name, catalogue, catalogue_ref="army.json")


def test_a_unit_the_catalogue_does_not_have_is_kept_at_the_rosters_points_and_models(catalogue):
    folder, cat = catalogue
    result = _import(folder, cat, UNKNOWN, 217)
    army = result.document
    got = [(e.label, e.models, e.points, e.not_in_catalogue, e.general) for e in army.entries.values()]
    assert got == [("", 1, None, False, False), ("Old Hero", 1, 60, True, True), ("Beastmen", 10, 77, True, False)]
    assert all(e.profile not in cat.profiles for e in army.entries.values() if e.not_in_catalogue)
    assert result.stated_points == result.list_points == army.total_cost(cat) == 217
    assert [u.name for u in result.unmatched] == ["Old Hero", "Beastmen"]  # still offered to the name mapping
    assert result.notes == [
        "2 units are not in the catalogue 'Invented Army' (revision 12): kept at the roster's points and models, "
        "marked as not in the catalogue and not checked against it: 'Old Hero' (60 points, 1 model), 'Beastmen' "
        "(77 points, 10 models)"]
    with i18n.using("es"):
        spanish = _import(folder, cat, UNKNOWN, 217).notes
    assert spanish == [
        "2 unidades no están en el catálogo «Invented Army» (revisión 12): se conservan con los puntos y miniaturas "
        "de la lista original, marcadas como fuera del catálogo y sin comprobar contra él: «Old Hero» (60 puntos, "
        "1 miniatura), «Beastmen» (77 puntos, 10 miniaturas)"]
    files.save(army, folder / "list.json")
    assert files.load(folder / "list.json") == army


def test_the_check_names_the_unit_the_catalogue_and_its_revision_and_counts_its_points(catalogue):
    folder, cat = catalogue
    army = _import(folder, cat, UNKNOWN, 217).document
    army.points_limit = 200
    files.save(army, folder / "list.json")
    found = validate(files.load(folder / "list.json"), path=str(folder / "list.json"))
    missing = [f for f in found if f.rule == "army.catalogue-missing"]
    assert [(f.severity.value, f.message, f.location.path) for f in missing] == [
        ("warning", "'Old Hero' is not in the catalogue 'Invented Army' (revision 12): the list keeps it at the "
         "roster's 60 points and 1 model, and the catalogue's rules do not check it.", "entries[1]"),
        ("warning", "'Beastmen' is not in the catalogue 'Invented Army' (revision 12): the list keeps it at the "
         "roster's 77 points and 10 models, and the catalogue's rules do not check it.", "entries[2]")]
    assert missing[0].reference == "BattleScribe catalogue 'Invented Army', revision 12"
    assert missing[0].basis == "catalogue"
    assert not [f for f in found if f.rule == "document.reference"]  # no "uses a profile the catalogue lacks"
    over = [f for f in found if f.rule == "army.points-limit"]
    assert len(over) == 1 and "217" in over[0].message  # the units kept count in the army's points
    with i18n.using("es"):
        spanish = [f.message for f in validate(files.load(folder / "list.json"), path=str(folder / "list.json"),
                                               only=("army.catalogue-missing",))]
    assert spanish[0] == ("«Old Hero» no está en el catálogo «Invented Army» (revisión 12): la lista lo conserva con "
                          "60 puntos y 1 miniatura, como indica la lista original, y las reglas del catálogo no lo "
                          "comprueban.")
    # a hand-made entry of a profile the catalogue lacks is still the file's error, as before
    army.add("entries", ArmyEntry("typo", "lrod"))
    files.save(army, folder / "list.json")
    found = validate(files.load(folder / "list.json"), path=str(folder / "list.json"))
    assert [list(f.subjects) for f in found if f.rule == "document.reference"] == [["typo"]]


def test_a_unit_the_name_mapping_leaves_out_is_said_with_its_points(catalogue, tmp_path):
    from model.importers.matching import NameMapping

    folder, cat = catalogue
    (tmp_path / "r.ros").write_text(HEAD.format(total=217) + UNKNOWN + TAIL, encoding="utf-8")
    result = import_file(tmp_path / "r.ros", cat, mapping=NameMapping(names={"Beastmen": None}))
    assert [e.label for e in result.document.entries.values()] == ["", "Old Hero"]
    assert result.list_points == 140
    assert result.notes[-1] == ("The roster says 217 points; the imported list comes to 140 (77 points in selections "
                                "the name mapping leaves out).")


def test_version_8_army_loads_and_an_older_list_is_unchanged(tmp_path):
    army = files.load(DATA / "format-v8-army.json")
    rows = [(e.id, e.force, e.not_in_catalogue, e.points) for e in army.entries.values()]
    assert rows == [("captain", 0, False, None), ("troopers", 1, False, 95), ("old-hero", 1, True, 60)]
    assert army.entries["captain"].categories == ("HQ", "Character")
    files.save(army, tmp_path / "again.json")
    assert files.load(tmp_path / "again.json") == army
    old = files.load(DATA / "format-v5-army.json")
    assert all(e.force is None and not e.not_in_catalogue for e in old.entries.values())
    body = files.to_dict(old)
    assert not any({"force", "not_in_catalogue"} & set(e) for e in body["entries"])


def _unit_profile(name: str) -> str:
    return f'<profiles><profile name="{name}" typeName="Unit"/></profiles>'


def test_models_are_counted_as_the_roster_states_them_at_any_depth(catalogue):
    """As the 40K Infantry Squad is written: a Sergeant of type model, "Guardsman" x8 and a Guardsman with a
    vox-caster as upgrades carrying a model's stat line (a profile of type "Unit"), inside group selections
    two deep; the lasguns inside (x8) are wargear. Ten models, not the nine of the models of type model and
    the upgrades of several. An upgrade that carries nothing (no model, no points) is a setting even when
    the catalogue has an entry of its name."""
    folder, cat = catalogue
    squad = (
        f'<selection name="Warriors" entryId="se-warriors" type="unit">{pts(0)}<selections>'
        f'<selection name="Sergeant" number="1" type="model">{_unit_profile("Sergeant")}{pts(6)}</selection>'
        '<selection name="Squad" type="upgrade"><selections><selection name="Guardsmen" type="upgrade"><selections>'
        f'<selection name="Guardsman" number="8" type="upgrade">{_unit_profile("Guardsman")}{pts(32)}<selections>'
        '<selection name="Lasgun" number="8" type="upgrade"/></selections></selection>'
        f'<selection name="Guardsman w/ Vox-caster" number="1" type="upgrade">{_unit_profile("Guardsman")}{pts(4)}'
        f'<selections><selection name="Vox-caster" number="1" type="upgrade">{pts(5)}</selection></selections>'
        '</selection></selections></selection></selections></selection></selections></selection>'
        '<selection name="Lord" entryId="el-lord::se-lord" type="upgrade"/>')  # the Lord's entry, carrying nothing
    result = _import(folder, cat, squad, 47)
    army = result.document
    assert [(e.profile, e.models, e.points) for e in army.entries.values()] == [("warriors", 10, 47)]
    assert army.settings["configuration"] == {"Lord": "Lord"}
    assert result.list_points == result.stated_points == 47


def test_a_roster_of_two_forces_says_which_force_each_unit_stands_in(catalogue):
    folder, cat = catalogue
    (folder / "two.ros").write_text(
        '<roster name="R" xmlns="http://www.battlescribe.net/schema/rosterSchema"><costs><cost name="pts" typeId="p" '
        'value="230"/></costs><forces>'
        '<force name="Patrol" entryId="fe"><selections>'
        f'<selection name="Lord" entryId="el-lord::se-lord" type="model">{pts(80)}</selection></selections></force>'
        '<force name="Vanguard" entryId="fv"><selections>'
        f'<selection name="Old Hero" entryId="gone-1" type="model">{pts(60)}</selection>'
        f'<selection name="Warriors" entryId="se-warriors" type="unit"><selections><selection name="Warrior" '
        f'number="10" type="model">{pts(90)}</selection></selections></selection></selections></force>'
        '</forces></roster>', encoding="utf-8")
    result = import_file(folder / "two.ros", cat, catalogue_ref="army.json")
    army = result.document
    assert [(e.label or e.profile, e.force) for e in army.entries.values()] == [
        ("lord", 0), ("Old Hero", 1), ("warriors", 1)]
    assert (army.settings["forces"], army.settings["force_ids"]) == (["Patrol", "Vanguard"], ["fe", "fv"])
    assert result.list_points == result.stated_points == 230
    files.save(army, folder / "two.json")
    assert files.load(folder / "two.json") == army
