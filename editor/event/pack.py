"""The event pack lives with the other printouts (:mod:`editor.printing.pack`); the Event tab and
the command line reach it here too."""
from ..printing.pack import EventPack, PackCancelled, make_event_pack, pack_text, printouts  # noqa: F401
