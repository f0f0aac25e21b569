"""The words of each turn step moved to :mod:`editor.turn_words`, shared by the Turn panel and the
printed bulletin; this name stays for callers that import it from here."""
from ..turn_words import StepWords, dice_text, result_name, turn_lines  # noqa: F401
