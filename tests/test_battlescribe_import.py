"""BattleScribe's data model followed (our own small fixtures reproducing structures met in real
data: a library catalogue reached through a catalogue link, per-model price modifiers, models
nested in group selections, configuration selections, the older data format) and hostile input
(cycles, deep nesting, special files beside a catalogue, numbers out of range, huge rosters)."""
from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from model import files
from model.army import Catalogue, Profile, catalogue_price
from model.errors import DocumentError
from model.importers import import_file
from model.limits import MAX_ENTRIES

BS = Path(__file__).parent / "data" / "battlescribe"
LIB = BS / "library"

ROSTER_HEAD = ('<roster name="R" xmlns="http://www.battlescribe.net/schema/rosterSchema">'
               '<costs><cost name="pts" typeId="p" value="{total}"/></costs><forces><force name="A"><selections>')
ROSTER_TAIL = "</selections></force></forces></roster>"


@pytest.fixture(scope="module")
def army_catalogue():
    return import_file(LIB / "army.cat")


def test_units_from_a_library_catalogue_through_catalogue_and_entry_links(army_catalogue):
    cat = army_catalogue.document
    rows = {p.name: (p.cost, p.category, p.unit_min, p.unit_max, p.max_per_army) for p in cat.profiles.values()}
    assert rows == {
        "Lord": (80, "HQ", None, None, 1),          # the catalogue's root link to the library's shared entry
        "Warriors": (9, "Troops", 10, 20, None),    # the library's root entry (importRootEntries); size from its group
    }
    warriors = cat.profiles["warriors"]
    # the shield costs 1 per model (a price modifier repeated per model), the banner once
    assert [(o.name, o.cost, o.per_model) for o in warriors.options] == [("Shield", 1, True), ("Banner", 15, False)]
    assert [o.name for o in cat.profiles["lord"].options] == ["Blade"]
    # a game without a Wartable ruleset: checked by the catalogue's own data, the revision in the notes
    assert cat.ruleset == "battlescribe" and "(revision 12)" in cat.notes
    notes = "\n".join(army_catalogue.notes)
    for part in ("'CP' are not carried", "1 price modifier that depends on what a roster holds is not applied",
                 "'Warriors: Banner'", "1 link leads back to an entry that holds it", "'Blade -> Lord's gear'",
                 "has no Wartable ruleset"):
        assert part in notes
    assert "Battle Size" not in rows  # the game system's configuration entry is no profile


def test_a_written_catalogue_of_any_game_loads_again(tmp_path, army_catalogue):
    files.save(army_catalogue.document, tmp_path / "army.json")
    assert files.load(tmp_path / "army.json") == army_catalogue.document


def test_roster_as_the_roster_says(army_catalogue):
    result = import_file(LIB / "army.ros", army_catalogue.document)
    army = result.document
    got = [(e.profile, e.models, e.general, e.options, e.points) for e in army.entries.values()]
    assert got == [
        ("lord", 1, True, ("blade",), None),                # 80 + 5, as the catalogue; "Warlord" makes the general
        ("warriors", 20, False, ("shield", "banner"), 233),  # 18 + 2 models inside a group selection
    ]
    assert army.settings == {"configuration": {"Battle Size": "Incursion (1000 points)"},  # not an unmatched unit
                             "forces": ["Patrol"], "force_ids": ["fe"]}  # the catalogue's limits per force are its type's
    assert result.unmatched == [] and army.points_limit == 1000
    assert (result.stated_points, result.list_points, army.total_cost(army_catalogue.document)) == (318, 318, 318)
    # the catalogue prices the warriors at 20 x 9 + 20 x 1 + 15 = 215: said with both figures and revisions
    assert catalogue_price(army.entries["warriors"], army_catalogue.document) == 215
    assert result.notes == ["'Warriors': the roster prices it at 233 points, the catalogue (revision 12) at 215; the "
                            "list keeps the roster's 233 (roster made with revision 'Invented Army' 11)"]


def test_a_champion_keeps_its_number(tmp_path):
    cat = Catalogue("c", "C", "battlescribe", [
        Profile("warriors", "Warriors", 9), Profile("champ", "Warrior Champion", 14, roles=frozenset({"champion"}))])
    (tmp_path / "r.ros").write_text(ROSTER_HEAD.format(total=190) + (
        '<selection name="Warriors" type="unit"><selections><selection name="Models" type="upgrade"><selections>'
        '<selection name="Warrior" number="18" type="model"><costs><cost name="pts" value="162"/></costs></selection>'
        '<selection name="Warrior Champion" number="2" type="model"><costs><cost name="pts" value="28"/></costs>'
        '</selection></selections></selection></selections></selection>') + ROSTER_TAIL, encoding="utf-8")
    result = import_file(tmp_path / "r.ros", cat)
    assert [(e.profile, e.models, e.attached_to, e.role, e.points) for e in result.document.entries.values()] == [
        ("warriors", 18, None, None, None), ("champ", 2, "warriors", "champion", None)]
    assert result.list_points == result.stated_points == 190 and result.notes == []


def test_the_older_data_format_is_read(tmp_path):
    """BattleScribe 1.15 (<entries><entry points=...>), as the Warhammer Fantasy 8th edition data has it:
    points, categories, unit sizes, limits per roster, groups, links to shared groups and profiles."""
    result = import_file(BS / "old-format.cat")
    cat = result.document
    rows = {p.name: (p.cost, p.unit_min, p.unit_max, p.max_per_army) for p in cat.profiles.values()}
    assert rows == {"Tomb King": (145, None, None, 1), "Skeleton Warriors": (4, 10, 40, None)}
    king, skeletons = cat.profiles["tomb-king"], cat.profiles["skeleton-warriors"]
    assert [(o.name, o.cost, o.mount) for o in king.options] == [
        ("Shield", 3, False), ("Chariot", 55, True), ("Blade of Ages", 40, False)]
    assert "Tomb King: M 4 WS 6" in king.notes and "Skeleton Warrior: M 4 WS 2" in skeletons.notes
    assert [(o.name, o.cost, o.per_model) for o in skeletons.options] == [("Master of Arms", 10, False)]
    notes = "\n".join(result.notes)
    assert "Read from BattleScribe's older data format 1.15" in notes
    assert "1 price modifier that depends on what a roster holds is not applied" in notes
    assert "1 configuration entry kept as a roster's setting, not a profile: '- Army Size'" in notes
    files.save(cat, tmp_path / "old.json")
    assert files.load(tmp_path / "old.json") == cat


def test_no_profiles_is_an_error_that_says_why(tmp_path):
    shutil.copy(LIB / "library.cat", tmp_path / "library.cat")
    text = (LIB / "army.cat").read_text(encoding="utf-8")
    (tmp_path / "army.cat").write_text(text.replace('<entryLink id="el-lord" name="Lord" targetId="se-lord" '
                                                    'type="selectionEntry" hidden="false"/>', ""), encoding="utf-8")
    os.remove(tmp_path / "library.cat")
    with pytest.raises(DocumentError, match=r"army\.cat: selectionEntries: gives no unit or model to field: its root "
                                            r"entries are in library catalogues not found beside it \('Invented "
                                            r"Library'\)"):
        import_file(tmp_path / "army.cat")
    (tmp_path / "lib.cat").write_text((LIB / "library.cat").read_text(encoding="utf-8").replace(
        '<selectionEntries>\n    <selectionEntry id="se-warriors"', '<sharedSelectionEntries>\n    <selectionEntry '
        'id="se-warriors"', 1).replace("  </selectionEntries>\n  <sharedSelectionEntries>", ""), encoding="utf-8")
    with pytest.raises(DocumentError, match=r"none: it is a library, whose 4 shared entries are fielded through the "
                                            r"catalogues that link it"):
        import_file(tmp_path / "lib.cat")


def test_an_import_leaves_garbage_collection_as_it_found_it(tmp_path):
    """The import pauses cyclic collection while it reads (docs/performance.md); afterwards the process
    collects as before, whether the import succeeded, failed, or ran while collection was off."""
    import gc

    (tmp_path / "broken.cat").write_text("<catalogue", encoding="utf-8")
    was = gc.isenabled()  # off, with the editor's workers in this process (editor/collector.py)
    gc.enable()
    try:
        _imports_leave_collection_as_found(tmp_path)
    finally:
        if not was:
            gc.disable()


def _imports_leave_collection_as_found(tmp_path):
    import gc
    import threading

    from model.importers import bsdata

    assert gc.isenabled()
    assert import_file(LIB / "army.cat").document.profiles
    assert gc.isenabled()
    with pytest.raises(DocumentError):
        import_file(tmp_path / "broken.cat")
    assert gc.isenabled()
    gc.disable()
    try:
        import_file(LIB / "army.cat")
        assert not gc.isenabled()  # the caller's choice stands
    finally:
        gc.enable()
    # two imports at once share one pause: collection resumes when the last one ends
    inside, release = threading.Event(), threading.Event()

    def hold():
        with bsdata.collections_paused():
            inside.set()
            release.wait(10)

    other = threading.Thread(target=hold)
    other.start()
    assert inside.wait(10)
    import_file(LIB / "army.cat")
    assert not gc.isenabled()  # the other import still runs
    release.set()
    other.join(10)
    assert gc.isenabled()


# -- hostile input -------------------------------------------------------------------------------

def _folder_with(tmp_path: Path) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    for name in ("army.cat", "library.cat", "game.gst"):
        shutil.copy(LIB / name, tmp_path / name)
    return tmp_path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_only_regular_files_inside_the_folder_are_read_beside_a_catalogue(tmp_path):
    folder = _folder_with(tmp_path / "data")
    outside = tmp_path / "outside.gst"
    os.replace(folder / "game.gst", outside)
    os.symlink(outside, folder / "game.gst")   # a link that leaves the folder
    os.mkfifo(folder / "other.gst")             # a named pipe: opening it to read would wait for ever
    os.replace(folder / "library.cat", tmp_path / "library.cat")
    os.mkfifo(folder / "library.cat")
    started = time.monotonic()
    with pytest.raises(DocumentError, match="library catalogues not found beside it"):
        import_file(folder / "army.cat")
    assert time.monotonic() - started < 10
    os.remove(folder / "library.cat")
    os.symlink(tmp_path / "library.cat", folder / "library.cat")   # a link out of the folder is not followed
    with pytest.raises(DocumentError, match="library catalogues not found beside it"):
        import_file(folder / "army.cat")
    os.remove(folder / "library.cat")
    shutil.copy(LIB / "library.cat", folder / "library.cat")
    result = import_file(folder / "army.cat")
    assert "No game system file (.gst) beside the catalogue" in "\n".join(result.notes)


def test_catalogue_links_in_a_cycle_are_read_once_and_said(tmp_path):
    folder = _folder_with(tmp_path)
    lib = (folder / "library.cat").read_text(encoding="utf-8")
    (folder / "library.cat").write_text(lib.replace(
        "<selectionEntries>", '<catalogueLinks><catalogueLink id="back" name="Invented Army" targetId="cat-army" '
        'type="catalogue" importRootEntries="true"/></catalogueLinks><selectionEntries>', 1), encoding="utf-8")
    result = import_file(folder / "army.cat")
    assert sorted(p.name for p in result.document.profiles.values()) == ["Lord", "Warriors"]
    assert "The catalogue links form a cycle ('Invented Army' -> 'Invented Library' -> 'Invented Army')" in "\n".join(result.notes)


def test_links_nested_beyond_the_limit_are_refused_with_the_limit(tmp_path):
    from model.importers.bsdata import MAX_NESTING

    groups = "".join(f'<selectionEntryGroup id="g{i}" name="G{i}"><entryLinks><entryLink id="l{i}" name="G{i + 1}" '
                     f'targetId="g{i + 1}" type="selectionEntryGroup"/></entryLinks></selectionEntryGroup>'
                     for i in range(MAX_NESTING + 5))
    (tmp_path / "deep.cat").write_text(
        '<catalogue id="d" name="Deep" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/'
        'catalogueSchema"><selectionEntries><selectionEntry id="u" name="Unit" type="model"><entryLinks>'
        '<entryLink id="l" name="G0" targetId="g0" type="selectionEntryGroup"/></entryLinks></selectionEntry>'
        f'</selectionEntries><sharedSelectionEntryGroups>{groups}</sharedSelectionEntryGroups></catalogue>')
    with pytest.raises(DocumentError, match=f"nests entries more than {MAX_NESTING} deep"):
        import_file(tmp_path / "deep.cat")


def test_deeply_nested_roster_selections_end_without_a_recursion_error(tmp_path):
    depth = 50_000
    cat = Catalogue("c", "C", "battlescribe", [Profile("u", "Unit", 5)])
    (tmp_path / "deep.ros").write_text(
        ROSTER_HEAD.format(total=5) + '<selection name="Unit" type="model"><costs><cost name="pts" value="5"/>'
        '</costs><selections>' + '<selection name="Box" type="upgrade"><selections>' * depth +
        '</selections></selection>' * depth + '</selections></selection>' + ROSTER_TAIL)
    try:
        result = import_file(tmp_path / "deep.ros", cat)
    except DocumentError as exc:  # the parser may refuse the depth: then it says so
        assert "deep" in str(exc) or "XML" in str(exc)
    else:
        assert [e.models for e in result.document.entries.values()] == [1]


@pytest.mark.parametrize("number, why", [("1e308", "a number from 0 to 10,000"), ("2.5", "a whole number"),
                                         ("nan", "a number from 0 to 10,000"), ("-3", "a number from 0 to 10,000")])
def test_numbers_out_of_range_are_refused(tmp_path, number, why):
    cat = Catalogue("c", "C", "battlescribe", [Profile("u", "Unit", 5)])
    (tmp_path / "n.ros").write_text(ROSTER_HEAD.format(total=5) + f'<selection name="Unit" number="{number}" '
                                    'type="model"/>' + ROSTER_TAIL)
    with pytest.raises(DocumentError, match=f"number: is '{number}' \\(expected {why}\\)"):
        import_file(tmp_path / "n.ros", cat)
    (tmp_path / "c.ros").write_text(ROSTER_HEAD.format(total="1e308") + ROSTER_TAIL)
    with pytest.raises(DocumentError, match=r"roster cost: is '1e308' \(expected a number from -1,000,000,000 to 1,000,000,000\)"):
        import_file(tmp_path / "c.ros", cat)


def test_a_roster_beyond_the_list_limit_is_refused_at_once(tmp_path):
    cat = Catalogue("c", "C", "battlescribe", [Profile("u", "Unit", 5)])
    (tmp_path / "big.ros").write_text(ROSTER_HEAD.format(total=0) + '<selection name="Unit" type="model"/>' * 120_000
                                      + ROSTER_TAIL)
    with pytest.raises(DocumentError, match=f"has 120,000 selections, more than Wartable's limit of {MAX_ENTRIES:,}"):
        import_file(tmp_path / "big.ros", cat)


def test_many_units_of_one_profile_get_their_ids_in_linear_time(tmp_path):
    cat = Catalogue("c", "C", "battlescribe", [Profile("u", "Unit", 5)])
    (tmp_path / "many.ros").write_text(ROSTER_HEAD.format(total=5 * MAX_ENTRIES) + (
        '<selection name="Unit" type="model"><costs><cost name="pts" value="5"/></costs></selection>' * MAX_ENTRIES)
        + ROSTER_TAIL)
    result = import_file(tmp_path / "many.ros", cat, catalogue_ref="c.json")
    ids = list(result.document.entries)
    assert len(ids) == MAX_ENTRIES and ids[:3] == ["unit", "unit-2", "unit-3"] and ids[-1] == f"unit-{MAX_ENTRIES}"
    assert result.list_points == 5 * MAX_ENTRIES
    files.save(result.document, tmp_path / "many.json")  # what the import writes, the loader accepts
    assert len(files.load(tmp_path / "many.json").entries) == MAX_ENTRIES


def test_models_written_as_an_upgrade_are_counted(tmp_path):
    """Some data writes a unit's models as an upgrade ("Purgator (Sword)" x4 with each model's wargear
    x4 inside); a leaf upgrade of several (grenades x5) is wargear, not models."""
    cat = Catalogue("c", "C", "battlescribe", [Profile("purg", "Purgation Squad", 22)])
    (tmp_path / "r.ros").write_text(ROSTER_HEAD.format(total=110) + (
        '<selection name="Purgation Squad" type="unit"><selections>'
        '<selection name="Purgator Justicar" number="1" type="model"><costs><cost name="pts" value="22"/></costs>'
        '<selections><selection name="Storm Bolter" number="1" type="upgrade"/></selections></selection>'
        '<selection name="Frag grenades" number="5" type="upgrade"/>'
        '<selection name="Purgator (Sword)" number="4" type="upgrade"><costs><cost name="pts" value="88"/></costs>'
        '<selections><selection name="Storm Bolter" number="4" type="upgrade"/></selections></selection>'
        '</selections></selection>') + ROSTER_TAIL, encoding="utf-8")
    result = import_file(tmp_path / "r.ros", cat)
    assert [(e.models, e.points) for e in result.document.entries.values()] == [(5, None)]
    assert result.notes == []


def test_lists_of_a_game_without_a_ruleset_are_checked_by_the_catalogue_citing_it(tmp_path, army_catalogue):
    """The catalogue's limits and costs are the rules: a second Lord (max 1 per roster) is an error that
    cites the catalogue and its revision; the points limit is the roster's own cost limit."""
    from validators.registry import validate

    cat = army_catalogue.document
    files.save(cat, tmp_path / "army.json")
    result = import_file(LIB / "army.ros", cat, catalogue_ref="army.json")
    army = result.document
    lord = army.entries["lord"]
    army.add("entries", type(lord)("lord-2", "lord", 1))
    army.points_limit = 350  # the roster's 318 and a second Lord at 80
    files.save(army, tmp_path / "list.json")
    found = {f.rule: f for f in validate(files.load(tmp_path / "list.json"), path=str(tmp_path / "list.json"))}
    limit = found["army.profile-limit"]
    assert limit.severity.value == "error" and "takes 'Lord' 2 times" in limit.message
    assert limit.reference == "BattleScribe catalogue 'Invented Army', revision 12"
    assert limit.basis == "catalogue"  # the catalogue's data, not the rulebook
    assert "398" in found["army.points-limit"].message and "350" in found["army.points-limit"].message


def test_a_current_catalogue_beside_a_game_system_of_the_older_format(tmp_path):
    """Real data mixes them (Warhammer Fantasy 8th edition: catalogues of BattleScribe 2 beside a 1.15
    game system): the catalogue is read, the game system's categories name the profiles' categories."""
    (tmp_path / "game.gst").write_text(
        '<gameSystem id="g8" name="Fantasy 8th" battleScribeVersion="1.15" xmlns="http://www.battlescribe.net/'
        'schema/gameSystemSchema"><forceTypes><forceType id="f" name="Standard"><categories>'
        '<category id="core-id" name="Core" minPercentage="25"/></categories></forceType></forceTypes></gameSystem>')
    (tmp_path / "army.cat").write_text(
        '<catalogue id="a" name="Army" revision="2" battleScribeVersion="2.03" gameSystemId="g8" xmlns="http://www.'
        'battlescribe.net/schema/catalogueSchema"><selectionEntries>'
        '<selectionEntry id="s" name="- Army Size" type="upgrade"/>'
        '<selectionEntry id="u" name="Spearmen" type="unit"><categoryLinks><categoryLink id="l" targetId="core-id" '
        'primary="true"/></categoryLinks><selectionEntries><selectionEntry id="m" name="Spearman" type="model">'
        '<costs><cost name="pts" typeId="points" value="6"/></costs></selectionEntry></selectionEntries>'
        '</selectionEntry></selectionEntries></catalogue>')
    result = import_file(tmp_path / "army.cat")
    assert [(p.name, p.category, p.cost) for p in result.document.profiles.values()] == [("Spearmen", "Core", 6)]
    notes = "\n".join(result.notes)
    assert "The game system 'Fantasy 8th' is written in BattleScribe's older data format 1.15: only its " \
           "categories are read." in notes
    assert "1 configuration entry kept as a roster's setting, not a profile: '- Army Size'" in notes


def test_a_roster_of_unknown_units_against_a_large_catalogue_ends_in_bounded_time(tmp_path):
    """A thousand units that match nothing, against a catalogue of 5,000 profiles: each is reported,
    the closest name given for the first ones only (a close match compares every name)."""
    from model.importers.matching import MAX_SUGGESTED

    cat = Catalogue("c", "C", "battlescribe", [Profile(f"p{i}", f"Warrior band {i}", 5) for i in range(5000)])
    (tmp_path / "r.ros").write_text(ROSTER_HEAD.format(total=0) + "".join(
        f'<selection name="Warrior bnd {i}" type="model"/>' for i in range(MAX_ENTRIES)) + ROSTER_TAIL)
    started = time.process_time()
    result = import_file(tmp_path / "r.ros", cat)
    assert time.process_time() - started < 60
    assert len(result.unmatched) == MAX_ENTRIES
    assert result.unmatched[0].suggestion == "Warrior band 0" and result.unmatched[-1].suggestion is None
    assert sum(u.suggestion is not None for u in result.unmatched) <= MAX_SUGGESTED


def test_a_roster_whose_selections_do_not_add_up_to_its_total_says_so(tmp_path):
    cat = Catalogue("c", "C", "battlescribe", [Profile("u", "Unit", 65)])
    (tmp_path / "r.ros").write_text(ROSTER_HEAD.format(total=480) + '<selection name="Unit" type="model"><costs>'
                                    '<cost name="pts" value="65"/></costs></selection>' + ROSTER_TAIL)
    result = import_file(tmp_path / "r.ros", cat)
    assert result.notes == ["The roster's selections add up to 65 points, not the 480 it states."]
    assert result.list_points == 65  # the list is what the selections say


def test_units_are_matched_by_the_data_entry_first_and_by_name_only_when_no_id_matches(tmp_path, army_catalogue):
    """A roster made with another revision of the data names a unit otherwise ("Lord of the Host"); its
    ``entryId`` (``link::entry``) is still the catalogue's: matched by id. A unit whose id the catalogue
    does not know is matched by its name; the import says how many were matched each way."""
    cat = army_catalogue.document
    assert cat.profiles["lord"].source_ids == ("el-lord", "se-lord")  # the root link and the entry it fields
    assert cat.profiles["warriors"].source_ids == ("se-warriors",)
    files.save(cat, tmp_path / "army.json")
    cat = files.load(tmp_path / "army.json")  # the ids are written with the catalogue
    (tmp_path / "r.ros").write_text(ROSTER_HEAD.format(total=170) + (
        '<selection name="Lord of the Host" entryId="el-lord::se-lord" type="model"><costs><cost name="pts" '
        'value="80"/></costs></selection>'
        '<selection name="Warriors" entryId="old-id::other" type="unit"><selections><selection name="Warrior" '
        'number="10" type="model"><costs><cost name="pts" value="90"/></costs></selection></selections>'
        '</selection>') + ROSTER_TAIL, encoding="utf-8")
    result = import_file(tmp_path / "r.ros", cat)
    got = [(e.profile, e.label, e.models, e.points) for e in result.document.entries.values()]
    assert got == [("lord", "Lord of the Host", 1, None), ("warriors", "", 10, None)]
    assert result.matched_by == {"id": 1, "name": 1} and result.unmatched == []
    # an id the catalogue gives another entry wins over the name: the data entry is what was chosen
    (tmp_path / "s.ros").write_text(ROSTER_HEAD.format(total=80) + (
        '<selection name="Warriors" entryId="el-lord::se-lord" type="model"><costs><cost name="pts" '
        'value="80"/></costs></selection>') + ROSTER_TAIL, encoding="utf-8")
    assert [e.profile for e in import_file(tmp_path / "s.ros", cat).document.entries.values()] == ["lord"]


def test_version_8_catalogue_names_the_data_entries_of_its_profiles_and_older_ones_load_unchanged(tmp_path):
    cat = files.load(BS.parent / "format-v8-catalogue.json")
    assert [p.source_ids for p in cat.profiles.values()] == [("link-captain", "entry-captain"), ("entry-troopers",)]
    files.save(cat, tmp_path / "again.json")
    assert files.load(tmp_path / "again.json") == cat
    old = files.load(BS.parent / "format-v6-catalogue.json")
    assert all(p.source_ids == () for p in old.profiles.values())
    assert "source_ids" not in str(files.to_dict(old))  # nothing written where the catalogue names none
