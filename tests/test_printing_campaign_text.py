"""Campaign printouts read cleanly: no text runs past its cell or over another text.

Every text the campaign map and the turn bulletin draw is measured as drawn (its box from the font,
on the page) and compared with the cell it was given and with every other text of the page, on
each shipped campaign, in English and Spanish, on A4 and Letter, on one sheet and as a wall map.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from model import i18n as model_i18n
from model.files import load

ROOT = Path(__file__).resolve().parents[1]
CAMPAIGNS = {"en": ROOT / "examples" / "piedras-4-players.json", "es": ROOT / "examples" / "es" / "piedras-4-players.json"}
SLACK = 0.6  # points: anti-aliasing and rounding of the font's box


def _texts(printout, index: int):
    from editor.printing.pages import recording_text, render_image

    with recording_text() as texts:
        render_image(printout, index, dpi=72)  # one pixel is one point
    return texts


def _problems(texts) -> list[str]:
    out = []
    for text, cell, box in texts:
        if (box.left() < cell.left() - SLACK or box.right() > cell.right() + SLACK
                or box.top() < cell.top() - SLACK or box.bottom() > cell.bottom() + SLACK):
            out.append(f"{text!r} runs past its cell ({box.width():.1f} x {box.height():.1f} in "
                       f"{cell.width():.1f} x {cell.height():.1f})")
    for i, (a, _, ba) in enumerate(texts):
        for b, _, bb in texts[i + 1:]:
            inter = ba.intersected(bb)
            if inter.width() > SLACK and inter.height() > SLACK:
                out.append(f"{a!r} and {b!r} overlap")
    return out


@pytest.fixture(params=["en", "es"])
def lang(request, qapp):
    from editor import i18n as editor_i18n

    model_i18n.set_language(request.param)
    editor_i18n.install(qapp, request.param)
    yield request.param
    model_i18n.set_language("en")
    editor_i18n.install(qapp, "en")


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("orientation", [None, "portrait"])
def test_campaign_map_texts_stay_in_their_cells_and_apart(lang, paper, orientation):
    from editor.printing.campaign_map import CampaignMap
    from editor.printing.pages import PageOptions

    doc = load(CAMPAIGNS[lang])
    for coordinates in (False, True):
        printout = CampaignMap(doc, options=PageOptions(paper=paper, orientation=orientation, date="2026-01-01"),
                               coordinates=coordinates)
        texts = _texts(printout, 0)
        names = [c.name for c in doc.cells.values() if c.name]
        drawn = " ".join(t for t, _, _ in texts)
        assert all(n in drawn for n in names) or "Hex names" in drawn or "Nombres de las casillas" in drawn
        assert _problems(texts) == []


def test_wall_map_texts_stay_in_their_cells_and_apart(lang):
    from editor.printing.campaign_map import CampaignMap
    from editor.printing.pages import PageOptions

    doc = load(CAMPAIGNS[lang])
    printout = CampaignMap(doc, options=PageOptions(paper="A4", date="2026-01-01"), hex_mm=18)
    for index in range(min(3, printout.page_count())):
        assert _problems(_texts(printout, index)) == []


TURNS = {"en": ROOT / "examples" / "piedras-turn-3.json", "es": ROOT / "examples" / "es" / "piedras-turn-3.json"}


@pytest.mark.parametrize("paper", ["A4", "Letter"])
@pytest.mark.parametrize("which", ["set-up", "turn 3"])
def test_turn_bulletin_texts_stay_in_their_cells_and_apart(lang, paper, which):
    from editor.printing.bulletin import TurnBulletin
    from editor.printing.pages import PageOptions
    from model.ruleset import load_ruleset

    doc = load((CAMPAIGNS if which == "set-up" else TURNS)[lang])
    printout = TurnBulletin(doc, load_ruleset(doc.ruleset), options=PageOptions(paper=paper))
    assert printout.page_count() == 2  # the turn, then how the rules are read
    for index in range(printout.page_count()):
        assert _problems(_texts(printout, index)) == []


def test_a_hex_name_too_long_for_its_hex_is_wrapped_or_numbered_with_a_key(qapp):
    from dataclasses import replace

    from editor.printing.campaign_map import CampaignMap
    from editor.printing.pages import PageOptions

    doc = load(CAMPAIGNS["en"])
    key = next(k for k, c in doc.cells.items() if c.name)
    doc.cells[key] = replace(doc.cells[key], name="The Most Ancient and Venerable Watchtower of the Northern Marches")
    printout = CampaignMap(doc, options=PageOptions(paper="A4", date="2026-01-01"))
    texts = _texts(printout, 0)
    drawn = [t for t, _, _ in texts]
    assert "Hex names" in drawn  # the key in the legend
    number = printout._keys[key]
    assert number in drawn and any(t.startswith("The Most Ancient") for t in drawn)
    assert _problems(texts) == []


def test_bulletin_map_shows_the_coordinates_its_lines_name_hexes_by(qapp):
    """The turn's lines call a hex "Name (q,r)" (campaign_turns.hex_label); the bulletin's map shows q,r."""
    from editor.printing.bulletin import TurnBulletin
    from model.campaign_turns import hex_label
    from model.ruleset import load_ruleset

    doc = load(CAMPAIGNS["en"])
    key, cell = next((k, c) for k, c in doc.cells.items() if c.name)
    where = f"{key[0]},{key[1]}"
    assert hex_label(doc, key) == f"{cell.name} ({where})"
    texts = [t for t, _, _ in _texts(TurnBulletin(doc, load_ruleset(doc.ruleset)), 0)]
    assert where in texts and all(f"{k[0]},{k[1]}" in texts for k in doc.cells)


def test_a_named_hex_without_constructions_shows_its_name(qapp):
    """A hex named but holding nothing (a ford, a pass) shows its name on the map like any other,
    and the wall map's assembly plan, too small for names, shows none."""
    from dataclasses import replace

    from editor.printing.campaign_map import CampaignMap
    from editor.printing.pages import PageOptions

    doc = load(CAMPAIGNS["en"])
    key = next(k for k, c in doc.cells.items() if not c.features and not c.name)
    doc.cells[key] = replace(doc.cells[key], name="Ford")
    drawn = [t for t, _, _ in _texts(CampaignMap(doc, options=PageOptions(paper="A4", date="2026-01-01")), 0)]
    assert "Ford" in drawn
    wall = CampaignMap(doc, options=PageOptions(paper="A4", date="2026-01-01"), hex_mm=30)
    assert "Ford" not in [t for t, _, _ in _texts(wall, 0)]  # the assembly plan
    assert any("Ford" in [t for t, _, _ in _texts(wall, i)] for i in range(1, wall.page_count()))
