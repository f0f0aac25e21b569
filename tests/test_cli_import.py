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
    assert out.returncode == 0, out.stderr
    assert "note: 'Prototipo oculto' is hidden in the catalogue: left out." in out.stdout
    assert files.load(tmp_path / "empire.json").ruleset == "warhammer-6th"

    mapping = tmp_path / "map.json"
    args = ("import", BS / "example-list.ros", "--catalogue", tmp_path / "empire.json", "--mapping", mapping,
            "--out", tmp_path / "lists" / "ana.json")
    (tmp_path / "lists").mkdir()
    out = wartable(*args)
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "unit 'Mago Brillante' matches nothing in the catalogue" in out.stdout
    assert "option 'Espada rúnica' of 'CAPITAN' matches nothing" in out.stdout
    army = files.load(tmp_path / "lists" / "ana.json")
    assert army.catalogue == "../empire.json" and len(army.entries) == 3
    data = json.loads(mapping.read_text(encoding="utf-8"))
    assert [u["name"] for u in data["unmatched"]] == ["Espada rúnica", "Mago Brillante"]

    # the organiser leaves both out, and the import is clean
    data["names"] = {"Mago Brillante": None}
    data["options"] = {"Espada rúnica": None}
    mapping.write_text(json.dumps(data), encoding="utf-8")
    out = wartable(*args)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "matches nothing" not in out.stdout
    # and the written list validates as any other
    assert wartable("validate", tmp_path / "lists" / "ana.json").returncode == 0


def test_import_exit_codes_for_unreadable_input(tmp_path):
    out = wartable("import", BS / "example-list.ros", "--out", tmp_path / "x.json")
    assert out.returncode == 2 and "none was given" in out.stderr and "Traceback" not in out.stderr
    (tmp_path / "list.pdf").write_text("x")
    out = wartable("import", tmp_path / "list.pdf", "--out", tmp_path / "x.json")
    assert out.returncode == 2 and "is not a file Wartable imports" in out.stderr
    (tmp_path / "list.txt").write_text("20 x Lanceros\n3 x Flagelantes\n", encoding="utf-8")
    assert wartable("import", BS / "example-empire.cat", "--out", tmp_path / "empire.json").returncode == 0
    out = wartable("import", tmp_path / "list.txt", "--catalogue", tmp_path / "empire.json", "--out",
                   tmp_path / "list.json")
    assert out.returncode == 1 and "line 2: unit 'Flagelantes' matches nothing" in out.stdout
