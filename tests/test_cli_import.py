"""wartable import: a BattleScribe catalogue, then a roster against it, fixed through the mapping."""
import json
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

from model import files

BS = Path(__file__).parent / "data" / "battlescribe"


def wartable(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "editor.cli", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=300)


def test_import_catalogue_then_roster_then_fix_the_mapping(tmp_path):
    out = wartable("import", BS / "example-empire.cat", "--out", tmp_path / "empire.json")
    assert out.returncode == 1, out.stderr  # carried, with notes of what was not
    assert "note: 'Prototipo oculto' is hidden in the catalogue: left out." in out.stdout
    assert "example-empire.cat: 4 profiles carried, 4 notes, 0 names unmatched" in out.stdout
    assert files.load(tmp_path / "empire.json").ruleset == "warhammer-6th"

    mapping = tmp_path / "map.json"
    args = ("import", BS / "example-list.ros", "--catalogue", tmp_path / "empire.json", "--mapping", mapping,
            "--out", tmp_path / "lists" / "ana.json")
    (tmp_path / "lists").mkdir()
    out = wartable(*args)
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "unit 'Mago Brillante' matches nothing in the catalogue" in out.stdout
    assert "example-list.ros: 4 entries carried (27 models), 482 points in the list against 482 in the file" in out.stdout
    assert "option 'Espada rúnica' of 'CAPITAN' matches nothing" in out.stdout
    army = files.load(tmp_path / "lists" / "ana.json")
    assert army.catalogue == "../empire.json" and len(army.entries) == 4  # the wizard kept, not in the catalogue
    data = json.loads(mapping.read_text(encoding="utf-8"))
    assert [u["name"] for u in data["unmatched"]] == ["Espada rúnica", "Mago Brillante"]

    # the organiser leaves both out: every name is matched, and the prices the catalogue gives
    # otherwise are still said (exit 1)
    data["names"] = {"Mago Brillante": None}
    data["options"] = {"Espada rúnica": None}
    mapping.write_text(json.dumps(data), encoding="utf-8")
    out = wartable(*args)
    assert out.returncode == 1, out.stdout + out.stderr
    assert "matches nothing" not in out.stdout
    assert "'Capitán': the roster prices it at 87 points, the catalogue (revision 3) at 62" in out.stdout
    # and the written list validates as any other: by the catalogue's own limits too (its force asks for
    # two Core choices; the roster has one), citing the catalogue and its revision
    out = wartable("validate", tmp_path / "lists" / "ana.json")
    assert out.returncode == 1 and out.stdout.count("[") == 1, out.stdout
    assert ("takes 1 choice of 'Core'; its catalogue asks for at least 2. [catalogue data: BattleScribe catalogue "
            "'Imperio de ejemplo', revision 3 (Army: Core)]") in out.stdout


def test_import_exit_codes_for_unreadable_input(tmp_path):
    out = wartable("import", BS / "example-list.ros", "--out", tmp_path / "x.json")
    assert out.returncode == 2 and "none was given" in out.stderr and "Traceback" not in out.stderr
    (tmp_path / "list.pdf").write_text("x")
    out = wartable("import", tmp_path / "list.pdf", "--out", tmp_path / "x.json")
    assert out.returncode == 2 and "is not a file Wartable imports" in out.stderr
    (tmp_path / "list.txt").write_text("20 x Lanceros\n3 x Flagelantes\n", encoding="utf-8")
    assert wartable("import", BS / "example-empire.cat", "--out", tmp_path / "empire.json").returncode == 1
    out = wartable("import", tmp_path / "list.txt", "--catalogue", tmp_path / "empire.json", "--out",
                   tmp_path / "list.json")
    assert out.returncode == 1 and "line 2: unit 'Flagelantes' matches nothing" in out.stdout


def test_import_exit_codes_everything_carried_notes_refused(tmp_path):
    """0 only when everything was carried, 1 when carried with notes, 2 when refused (nothing written)."""
    lib = BS / "library"
    (tmp_path / "plain.cat").write_text(
        '<catalogue id="p" name="Plain" revision="1" battleScribeVersion="2.03" gameSystemId="g" xmlns="http://www.'
        'battlescribe.net/schema/catalogueSchema"><selectionEntries><selectionEntry id="u" name="Knight" '
        'type="model"><costs><cost name="pts" typeId="pts" value="20"/></costs></selectionEntry></selectionEntries>'
        '</catalogue>', encoding="utf-8")
    (tmp_path / "game.gst").write_text(
        '<gameSystem id="g" name="Warhammer Fantasy Battle 6th edition" revision="1" battleScribeVersion="2.03" '
        'xmlns="http://www.battlescribe.net/schema/gameSystemSchema"><costTypes><costType id="pts" name="pts"/>'
        '</costTypes></gameSystem>', encoding="utf-8")
    out = wartable("import", tmp_path / "plain.cat", "--out", tmp_path / "plain.json")
    assert out.returncode == 0 and "note:" not in out.stdout, out.stdout + out.stderr
    out = wartable("import", lib / "army.cat", "--out", tmp_path / "army.json")
    assert out.returncode == 1 and "note: 1 price modifier that depends on what a roster holds" in out.stdout
    out = wartable("import", lib / "game.gst", "--out", tmp_path / "x.json")
    assert out.returncode == 2 and "is a BattleScribe game system: import one of its catalogues" in out.stderr
    (tmp_path / "old.cat").write_text('<catalogue id="o" name="Old" battleScribeVersion="1.15"><entries/></catalogue>')
    out = wartable("import", tmp_path / "old.cat", "--out", tmp_path / "old.json")
    assert out.returncode == 2 and "gives no unit or model to field" in out.stderr
    assert not (tmp_path / "old.json").exists()
    out = wartable("import", lib / "army.ros", "--catalogue", tmp_path / "army.json", "--out", tmp_path / "list.json")
    assert out.returncode == 1 and "the list keeps the roster's 233" in out.stdout
    assert "army.ros: 2 entries carried (21 models), 318 points in the list against 318 in the file" in out.stdout
    assert files.load(tmp_path / "list.json").settings["configuration"] == {"Battle Size": "Incursion (1000 points)"}
