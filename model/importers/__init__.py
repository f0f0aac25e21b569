"""Army lists and catalogues from the files players and organisers already have.

- :mod:`.battlescribe`: BattleScribe / New Recruit rosters (``.ros``, ``.rosz``) into army lists,
  and BattleScribe catalogues (``.cat``/``.catz`` with their ``.gst``) into Wartable catalogues;
- :mod:`.text`: lists pasted from an e-mail, "N x Unit name [points]";
- :mod:`.csvio`: catalogues to and from the CSV organisers keep in spreadsheets;
- :mod:`.matching`: names matched to a catalogue's profiles without case or accents, through a
  mapping file the organiser corrects and saves.

Every importer returns an :class:`~.report.ImportResult`: the document, the names that did not
match and what could not be carried over. Nothing here imports Qt.
"""
from __future__ import annotations

from .report import ImportResult, Unmatched

__all__ = ["ImportResult", "Unmatched", "import_file", "IMPORT_SUFFIXES", "BATTLESCRIBE_SUFFIXES",
           "is_battlescribe"]

#: what ``import_file`` reads, by file name ending
IMPORT_SUFFIXES = (".ros", ".rosz", ".cat", ".catz", ".txt")
#: BattleScribe's files: wherever one is opened, it goes through the importer
BATTLESCRIBE_SUFFIXES = (".ros", ".rosz", ".cat", ".catz", ".gst", ".gstz")


def is_battlescribe(path) -> bool:
    """A BattleScribe roster, catalogue or game system, by its name."""
    return str(path).lower().endswith(BATTLESCRIBE_SUFFIXES)


def import_file(path, catalogue=None, mapping=None, catalogue_ref: str = "", ruleset: str | None = None) -> ImportResult:
    """Import ``path`` by its ending: a roster or a pasted list (against ``catalogue``, a
    :class:`~model.army.Catalogue`) or a BattleScribe catalogue. Raises DocumentError."""
    from model.errors import DocumentError

    name = str(path).lower()
    if name.endswith((".ros", ".rosz")):
        from .battlescribe import import_roster

        _need(catalogue, path)
        return import_roster(path, catalogue, mapping, catalogue_ref)
    if name.endswith(".txt"):
        from .text import import_text_file

        _need(catalogue, path)
        return import_text_file(path, catalogue, mapping, catalogue_ref)
    if name.endswith((".cat", ".catz")):
        from .bscatalogue import import_catalogue

        return import_catalogue(path, ruleset=ruleset)
    from model.i18n import msg

    if name.endswith((".gst", ".gstz")):
        raise DocumentError(path, "", msg("import.is-game-system", "is a BattleScribe game system: import one of "
                                          "its catalogues (.cat, .catz), and the game system beside it is read with "
                                          "it"), msg("import.a-catalogue-file", "a BattleScribe catalogue"))
    raise DocumentError(path, "", msg("import.not-importable", "is not a file Wartable imports"),
                        msg("import.importable", "a BattleScribe roster (.ros, .rosz) or catalogue (.cat, .catz), or a "
                            "text list (.txt)"))


def _need(catalogue, path) -> None:
    from model.errors import DocumentError
    from model.i18n import msg

    if catalogue is None:
        raise DocumentError(path, "", msg("import.needs-catalogue", "is an army list: it is matched against a "
                                          "catalogue, and none was given"),
                            msg("import.a-catalogue", "a Wartable catalogue (--catalogue CAT)"))
