"""The walk of a catalogue's entries, which the conversion replays under a shared entry met again
(model.importers.bsdata.walk_rows), gives what walking each entry in place gives: shared entries
linked from several units and several times within one unit, a shared entry already reached
through another link, links back to a holder (inside the shared entry, and to the unit that links
it: a cycle there, not under another unit) and hidden entries. Our own fixture, built to have
each of these."""
from __future__ import annotations

from pathlib import Path

from model.importers import bsdata
from model.importers.bscatalogue import import_catalogue

NS = "http://www.battlescribe.net/schema/catalogueSchema"


def _link(target: str, name: str, kind: str = "selectionEntry") -> str:
    return f'<entryLink id="l-{name}-{target}" name="{name}" targetId="{target}" type="{kind}"/>'


def _entry(eid: str, name: str, kind: str = "upgrade", inside: str = "", links: str = "", hidden: bool = False,
           cost: int = 1, tag: str = "selectionEntry") -> str:
    costs = f'<costs><cost name="pts" typeId="pts" value="{cost}"/></costs>' if tag == "selectionEntry" else ""
    return (f'<{tag} id="{eid}" name="{name}" type="{kind}" hidden="{str(hidden).lower()}">{costs}'
            f'<selectionEntries>{inside}</selectionEntries><entryLinks>{links}</entryLinks></{tag}>')


CATALOGUE = f"""<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat" name="Walks" revision="1" battleScribeVersion="2.03" xmlns="{NS}">
<costTypes><costType id="pts" name="pts"/></costTypes>
<sharedSelectionEntries>
{_entry("mods", "Mods", inside=_entry("scope", "Scope") + _entry("secret", "Secret mod", hidden=True))}
{_entry("kit", "Kit", inside=_entry("strap", "Strap"), links=_link("mods", "Mods"))}
{_entry("loop", "Loop", inside=_entry("coil", "Coil"), links=_link("loop", "Loop again") + _link("kit", "Kit"))}
{_entry("back", "Back", inside=_entry("hook", "Hook"), links=_link("unit-a", "Unit A") + _link("gear", "Gear", "selectionEntryGroup"))}
{_entry("sling", "Sling", inside=_entry("strap2", "Long strap"), links=_link("unit-d", "Unit D"))}
{_entry("ring", "Ring", inside=_entry("gem", "Gem"), links=_link("ring", "Ring again"))}
</sharedSelectionEntries>
<sharedSelectionEntryGroups>
{_entry("gear", "Gear", "", inside=_entry("knife", "Knife"), links=_link("kit", "Kit"), tag="selectionEntryGroup")}
</sharedSelectionEntryGroups>
<selectionEntries>
{_entry("unit-a", "Unit A", "unit", inside=_entry("trooper", "Trooper", "model", links=_link("mods", "Mods")),
        links=_link("gear", "Gear", "selectionEntryGroup") + _link("back", "Back") + _link("kit", "Kit")
        + _link("loop", "Loop"))}
{_entry("unit-b", "Unit B", "unit", inside=_entry("rider", "Rider", "model"),
        links=_link("mods", "Mods") + _link("gear", "Gear", "selectionEntryGroup") + _link("back", "Back")
        + _link("loop", "Loop"))}
{_entry("unit-c", "Unit C", "unit", inside=_entry("crew", "Crew", "model"),
        links=_link("gear", "Gear", "selectionEntryGroup") + _link("gear", "Gear twice", "selectionEntryGroup")
        + _link("back", "Back") + _link("loop", "Loop"))}
{_entry("unit-e", "Unit E", "unit", inside=_entry("scout", "Scout", "model"), links=_link("sling", "Sling"))}
{_entry("unit-d", "Unit D", "unit", inside=_entry("driver", "Driver", "model"), links=_link("sling", "Sling"))}
{_entry("unit-f", "Unit F", "unit", inside=_entry("mage", "Mage", "model"), links=_link("ring", "Ring"))}
{_entry("unit-g", "Unit G", "unit", inside=_entry("sage", "Sage", "model"), links=_link("ring", "Ring"))}
</selectionEntries>
</catalogue>
"""


def _in_place(root: bsdata.Node, data: bsdata.DataSet, path) -> list[tuple]:
    """Every entry under ``root`` walked in place, one level at a time (the walk without replays)."""
    out, linked = [], set()
    stack = list(reversed(bsdata.sub_nodes(root, data, path)))
    while stack:
        node = stack.pop()
        if node.link is not None:
            if node.id in linked:
                continue
            linked.add(node.id)
        out.append((node.el, node.link, node.file, node.id, node.depth, node.chain, node.group, node.under_model))
        stack.extend(reversed(bsdata.sub_nodes(node, data, path)))
    return out


def _data(tmp_path: Path) -> tuple[Path, bsdata.DataSet]:
    path = tmp_path / "walks.cat"
    path.write_text(CATALOGUE, encoding="utf-8")
    root = bsdata.parse(path.read_bytes(), path, "catalogue", "catalogue")
    return path, bsdata.load_dataset(path, root, notes=[])


def test_replayed_walks_are_the_walks_in_place(tmp_path):
    path, replayed = _data(tmp_path)
    _, in_place = _data(tmp_path)
    roots = [(el, link, f) for el, link, f in replayed.root_entries()]
    for _ in range(3):  # the second and third rounds replay what the first walked
        for (el, link, f), (el2, link2, f2) in zip(roots, in_place.root_entries()):
            rows, cut = bsdata.walk_rows(bsdata.Node(el, link, 0, (), "", False, f), replayed, path)
            want = _in_place(bsdata.Node(el2, link2, 0, (), "", False, f2), in_place, path)
            got = [(r[0], r[1], r[2], r[3][0], r[4], r[5], r[6], r[7]) for r in rows]
            assert not cut
            # the same entries (by id: each data set parsed its own elements), depths, holders and groups
            assert [g[3:] for g in got] == [w[3:] for w in want]
            assert [(g[0].get("id"), g[1] is None) for g in got] == [(w[0].get("id"), w[1] is None) for w in want]
        assert replayed.cycles == in_place.cycles  # the links back to a holder, said in the same order
    assert any(isinstance(s, bsdata._Shared) for s in replayed.shared_walks.values())  # replays did happen


def test_a_unit_offers_each_option_of_its_shared_entries_once(tmp_path):
    path = tmp_path / "walks.cat"
    path.write_text(CATALOGUE, encoding="utf-8")
    cat = import_catalogue(path).document
    options = {p.name: [o.name for o in p.options] for p in cat.profiles.values()}
    # Gear's Kit brings Mods and its Scope (the hidden mod is never offered); Unit C links Gear twice
    assert options["Unit C"][:5] == ["Knife", "Kit", "Strap", "Mods", "Scope"]
    assert "Secret mod" not in {o for names in options.values() for o in names}
    for names in options.values():
        assert len(names) == len(set(names))


LONG = "L" * 150  # two names of 151 characters: different names, one id (an id keeps 150 characters)

SHARED_OPTIONS = f"""<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat2" name="Options" revision="1" battleScribeVersion="2.03" xmlns="{NS}">
<costTypes><costType id="pts" name="pts"/></costTypes>
<sharedSelectionEntryGroups>
{_entry("armoury", "Armoury", "", inside=_entry("scope", "Scope") + _entry("laser", "Laser", cost=5)
        + _entry("laser2", "Laser", cost=7) + _entry("blade", "Blade") + _entry("lx", LONG + "x")
        + _entry("ly", LONG + "y"), tag="selectionEntryGroup")}
{_entry("kitbag", "Kitbag", "", inside=_entry("scope2", "Scope", cost=3) + _entry("rope", "Rope"),
        tag="selectionEntryGroup")}
</sharedSelectionEntryGroups>
<selectionEntries>
{_entry("unit-p", "Unit P", "unit", inside=_entry("p-model", "P model", "model"),
        links=_link("armoury", "Armoury", "selectionEntryGroup") + _link("kitbag", "Kitbag", "selectionEntryGroup"))}
{_entry("unit-q", "Unit Q", "unit", inside=_entry("q-model", "Q model", "model"),
        links=_link("armoury", "Armoury", "selectionEntryGroup") + _link("kitbag", "Kitbag", "selectionEntryGroup"))}
{_entry("unit-r", "Unit R", "unit", inside=_entry("r-model", "R model", "model") + _entry("own", "Scope", cost=9),
        links=_link("armoury", "Armoury", "selectionEntryGroup") + _link("kitbag", "Kitbag", "selectionEntryGroup"))}
</selectionEntries>
</catalogue>
"""


def test_a_unit_takes_a_shared_entrys_options_as_one_by_one(tmp_path):
    """Units meeting shared groups again (replays) take their options as the first unit walking them
    in place does: a name offered twice once (the first), a name the unit took already skipped, two
    names giving one id numbered in order."""
    path = tmp_path / "options.cat"
    path.write_text(SHARED_OPTIONS, encoding="utf-8")
    cat = import_catalogue(path).document
    options = {p.name: [(o.id, o.name, o.cost) for o in p.options] for p in cat.profiles.values()}
    first = [("scope", "Scope", 1.0), ("laser", "Laser", 5.0), ("blade", "Blade", 1.0),
             ("l" * 150, LONG + "x", 1.0), ("l" * 150 + "-2", LONG + "y", 1.0), ("rope", "Rope", 1.0)]
    assert options["Unit P"] == first
    assert options["Unit Q"] == first  # both groups replayed
    assert options["Unit R"] == [("scope", "Scope", 9.0)] + first[1:]  # its own Scope first: the groups' skipped
