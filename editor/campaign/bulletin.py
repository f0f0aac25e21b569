"""The turn bulletin lives with the other printouts (:mod:`editor.printing.bulletin`); the Turn panel
reaches it here."""
from ..printing.bulletin import TurnBulletin, write_bulletin  # noqa: F401
