"""The readings an organiser's ruleset makes of passages that read two ways (#28: the event repeat,
victory by plain hexes or by empire size, ADLG plantations and sight) and the 40K troop profiles are
printed on the rules page of the printouts — the turn bulletin's second page, the event pack's rules
— each as the organiser's reading with the rulebook's words and reference, in both languages; read
back from the PDF's text."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pypdf
import pytest

from model import files
from model.readings import readings
from model.ruleset import load_ruleset

ROOT = Path(__file__).resolve().parents[1]
TURN = ROOT / "examples" / "piedras-turn-3.json"


def _pages(path: Path) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(path)).pages]


def _bulletin(doc, ruleset, out: Path) -> list[str]:
    from editor.printing.bulletin import TurnBulletin
    from editor.printing.pages import write_pdf

    printout = TurnBulletin(doc, ruleset)
    write_pdf(printout, str(out), title=printout.title)
    return _pages(out)


def test_the_shipped_readings_are_found_with_their_default():
    found = {r.key: r for rid in ("warhammer-campaign", "adlg", "kensei", "wh40k-skirmish")
             for r in readings(load_ruleset(rid))}
    assert set(found) == {"campaign.empire.victory_count", "campaign.turns.events_repeat_scope",
                          "terrain_kinds.plantation.area"}
    assert not any(r.chosen for r in found.values())
    assert found["campaign.turns.events_repeat_scope"].value == "phase"
    assert "los jugadores restantes" in found["campaign.turns.events_repeat_scope"].note


def test_bulletin_prints_the_campaigns_readings_on_its_rules_page(qapp, tmp_path):
    doc = files.load(TURN)
    pages = _bulletin(doc, load_ruleset(doc.ruleset), tmp_path / "bulletin.pdf")
    assert len(pages) == 2 and "bulletin of turn 3" in pages[0]
    rules = pages[1]
    assert rules.startswith(f"{doc.name}: how the rules are read")
    assert ("Organiser's reading — Victory at fifteen hexes: the hexes the empire is made of are counted, each "
            "once (the ruleset's default, the closer reading of the text).") in rules
    assert ("Organiser's reading — Events chosen only once: no event is chosen twice within one turn's events "
            "phase (the ruleset's default") in rules
    assert "'El primer jugador que consiga que su imperio este compuesto por quince casillas'" in rules
    assert "los jugadores restantes" in rules and '(Las Piedras del Destino, "1. Fase de Eventos")' in rules
    assert "Page 2 of 2" in rules


def test_an_organisers_other_reading_is_printed_as_their_choice_beside_the_default(qapp, tmp_path, monkeypatch):
    """A club that reads the event repeat across the whole campaign and victory by empire size keeps its
    own copy of the ruleset (a user ruleset folder); the printed page says so, and what the default was."""
    from model.ruleset import RULESETS, _catalogue, _ruleset_dirs

    data = json.loads((RULESETS / "warhammer-campaign.json").read_text(encoding="utf-8"))
    data["campaign"]["turns"]["events_repeat_scope"]["value"] = "campaign"
    data["campaign"]["empire"]["victory_count"]["value"] = "size"
    folder = tmp_path / "club-rulesets"
    folder.mkdir()
    (folder / "warhammer-campaign.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv("WARTABLE_RULESETS", str(folder))
    _ruleset_dirs.cache_clear()
    _catalogue.cache_clear()
    try:
        ruleset = load_ruleset("warhammer-campaign")
        assert ruleset.path.parent == folder
        rules = _bulletin(files.load(TURN), ruleset, tmp_path / "club.pdf")[1]
    finally:
        monkeypatch.delenv("WARTABLE_RULESETS")
        _ruleset_dirs.cache_clear()
        _catalogue.cache_clear()
    assert ("Organiser's reading — Events chosen only once: no event is chosen twice across the turns until all "
            "have been chosen once (the organiser's choice; the ruleset's default reads: no event is chosen twice "
            "within one turn's events phase).") in rules
    assert ("Victory at fifteen hexes: the empire size is counted, a city hex twice (the organiser's choice; the "
            "ruleset's default reads: the hexes the empire is made of are counted, each once).") in rules


def test_the_bulletins_rules_page_in_spanish(tmp_path):
    out = tmp_path / "boletin.pdf"
    r = subprocess.run([sys.executable, "-m", "editor.cli", "--lang", "es", "export",
                        str(ROOT / "examples" / "es" / "piedras-turn-3.json"), "--to", "pdf", "--sheet", "bulletin",
                        "--out", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode in (0, 1) and "Traceback" not in r.stderr, r.stderr
    rules = _pages(out)[1]
    assert "cómo se leen las reglas" in rules and "Donde el texto del libro admite dos lecturas" in rules
    assert ("Lectura del organizador — Victoria con quince casillas: se cuentan las casillas que forman el imperio, "
            "cada una una vez (la opción por defecto del reglamento, la lectura más fiel al texto).") in rules
    assert "Lectura del organizador — Eventos que solo se escogen una vez" in rules
    assert "Una lectura. 'No se puede escoger un evento" in rules  # the note in Spanish, the book's words as written
    for english in ("Organiser's reading", "how the rules are read", "default", "A reading"):
        assert english not in rules


def _event(tmp_path: Path, ruleset: str) -> Path:
    path = tmp_path / ruleset / "event.json"
    path.parent.mkdir()
    path.write_text(json.dumps({"format": "wartable", "format_version": 7, "kind": "event",
                                "name": f"{ruleset} club day", "ruleset": ruleset, "players": [], "lists": [],
                                "rounds": [], "inventory": [], "points_limit": 200}), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_event_packs_rules_page_prints_the_plantation_reading_and_the_troop_profiles(tmp_path, lang):
    pages = {}
    for ruleset in ("adlg", "wh40k-skirmish"):
        out = tmp_path / f"{ruleset}.pdf"
        r = subprocess.run([sys.executable, "-m", "editor.cli", "--lang", lang, "pack", str(_event(tmp_path, ruleset)),
                            "--sections", "rules", "--out", str(out), "--jobs", "1"], cwd=ROOT, capture_output=True,
                           text=True)
        assert r.returncode in (0, 1) and "Traceback" not in r.stderr, r.stderr
        pages[ruleset] = " ".join(_pages(out))
    adlg, wh40k = pages["adlg"], pages["wh40k-skirmish"]
    if lang == "en":
        assert "Readings of the rulebook" in adlg and "Troop profiles" not in adlg
        assert ("Organiser's reading — Units inside a plantation: are seen and may be shot at, in cover (-1 to the "
                "shooter) (the ruleset's default, the closer reading of the text).") in adlg
        assert "'-1 al tiro'" in adlg and "p.47" in adlg
        assert "Troop profiles Troop type To hit Save Combat bonus" in wh40k and "Readings of the rulebook" not in wh40k
        assert "Space Marine 3+ 3+ +3" in wh40k and "Genestealer does not shoot 5+ +7" in wh40k
        assert '"Impactar", "Salvación", "COMBATE"' in wh40k
    else:
        assert "Lecturas del reglamento" in adlg
        assert ("Lectura del organizador — Unidades dentro de una plantación: se ven y se les puede disparar, a "
                "cubierto (-1 al tiro)") in adlg
        assert "Perfiles de tropa Tipo de tropa Impactar Salvación Bonificación de combate" in wh40k
        assert "no dispara" in wh40k
        for english in ("Organiser's reading", "Troop profiles", "does not shoot", "Readings of"):
            assert english not in adlg + wh40k
