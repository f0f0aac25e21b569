"""argparse's own words (usage, headings, its error messages) in the chosen language.

argparse looks its words up through ``gettext``; :func:`install` points its lookup at Wartable's
catalogue (``model.i18n``), so ``wartable --lang es --help`` and its errors read in Spanish. The
help texts of Wartable's own options are ``msg()`` templates in ``editor/cli.py``.
"""
from __future__ import annotations

import argparse

from model.i18n import lazy_msg

_WORDS = {
    "usage: ": lazy_msg("cli.argparse.usage", "usage: "),
    "positional arguments": lazy_msg("cli.argparse.positionals", "positional arguments"),
    "options": lazy_msg("cli.argparse.options", "options"),
    "show this help message and exit": lazy_msg("cli.argparse.help", "show this help message and exit"),
    "argument %(argument_name)s: %(message)s": lazy_msg("cli.argparse.argument",
                                                        "argument %(argument_name)s: %(message)s"),
    "%(prog)s: error: %(message)s\n": lazy_msg("cli.argparse.error", "%(prog)s: error: %(message)s\n"),
    "invalid choice: %(value)r (choose from %(choices)s)":
        lazy_msg("cli.argparse.choice", "invalid choice: %(value)r (choose from %(choices)s)"),
    "invalid %(type)s value: %(value)r": lazy_msg("cli.argparse.value", "invalid %(type)s value: %(value)r"),
    "unrecognized arguments: %s": lazy_msg("cli.argparse.unrecognized", "unrecognized arguments: %s"),
    "the following arguments are required: %s":
        lazy_msg("cli.argparse.required", "the following arguments are required: %s"),
    "one of the arguments %s is required": lazy_msg("cli.argparse.one-required", "one of the arguments %s is required"),
    "not allowed with argument %s": lazy_msg("cli.argparse.not-allowed", "not allowed with argument %s"),
    "ignored explicit argument %r": lazy_msg("cli.argparse.ignored", "ignored explicit argument %r"),
    "expected one argument": lazy_msg("cli.argparse.one", "expected one argument"),
    "expected at most one argument": lazy_msg("cli.argparse.at-most-one", "expected at most one argument"),
    "expected at least one argument": lazy_msg("cli.argparse.at-least-one", "expected at least one argument"),
    "ambiguous option: %(option)s could match %(matches)s":
        lazy_msg("cli.argparse.ambiguous", "ambiguous option: %(option)s could match %(matches)s"),
    "unexpected option string: %s": lazy_msg("cli.argparse.unexpected", "unexpected option string: %s"),
    "can't open '%(filename)s': %(error)s": lazy_msg("cli.argparse.cannot-open", "can't open '%(filename)s': %(error)s"),
    "unknown parser %(parser_name)r (choices: %(choices)s)":
        lazy_msg("cli.argparse.unknown-parser", "unknown parser %(parser_name)r (choices: %(choices)s)"),
}
_PLURALS = {
    "expected %s argument": (lazy_msg("cli.argparse.expected-one", "expected %s argument"),
                             lazy_msg("cli.argparse.expected-many", "expected %s arguments")),
}


def gettext(text: str) -> str:
    word = _WORDS.get(text)
    return word.render() if word is not None else text


def ngettext(one: str, other: str, n: int) -> str:
    pair = _PLURALS.get(one)
    if pair is None:
        return one if n == 1 else other
    return pair[0 if n == 1 else 1].render()


def install() -> None:
    """argparse speaks the chosen language from now on (English stays English)."""
    argparse._ = gettext
    argparse.ngettext = ngettext
