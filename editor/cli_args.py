"""What the command line and the window both need of it: the version, and the whole-number
argument type that ``wartable`` and ``wartable generate`` share. Its own module so that the
window (Help > About) and each subcommand take it without importing the command line itself."""
from __future__ import annotations

import argparse
import sys

from model.i18n import msg


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(msg("cli.not-positive", "{value} is not a whole number of at least 1",
                                             value=repr(text)))
    return value


def version() -> str:
    """The installed version (the source tree's when not installed)."""
    try:
        from importlib.metadata import version as installed

        return installed("wartable")
    except Exception:  # running from a checkout that was never installed
        return "0+unknown"


class VersionAction(argparse.Action):
    """``--version``: the installed version, looked up only when asked for (reading the installed
    packages' metadata costs a start of the window more than the rest of the command line)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser._print_message(f"wartable {version()}\n", sys.stdout)
        parser.exit()
