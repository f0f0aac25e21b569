"""The Event tab: a tournament's rounds, tables, terrain stock, players and lists."""
from .editor import EventEditor
from .new_event import NewEventDialog, new_event_dialog

__all__ = ["EventEditor", "NewEventDialog", "new_event_dialog"]
