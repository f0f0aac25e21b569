"""The turn log and bulletin count a late joiner's hexes in the reader's language, singular too."""
from types import SimpleNamespace

import pytest

import model.i18n as model_i18n
from editor import i18n as editor_i18n
from editor.campaign.turns import describe


@pytest.mark.parametrize("lang, one, three", [
    ("en", "Ana joins with 1 hex", "Ana joins with 3 hexes"),
    ("es", "Ana se une con 1 casilla", "Ana se une con 3 casillas"),
])
def test_late_joiner_line_says_one_hex_and_several_hexes(qapp, lang, one, three):
    dock = SimpleNamespace(name=lambda player: {"p5": "Ana"}[player])
    model_i18n.set_language(lang)
    editor_i18n.install(qapp, lang)
    try:
        assert describe(dock, SimpleNamespace(kind="join", player="p5", hexes=[(0, 0)])) == one
        assert describe(dock, SimpleNamespace(kind="join", player="p5", hexes=[(0, 0), (1, 0), (2, 0)])) == three
    finally:
        model_i18n.set_language("en")
        editor_i18n.install(qapp, "en")
