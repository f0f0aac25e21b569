"""The campaign map editor: hex terrain, constructions, banners, capitals and players,
checked as you paint."""
from .dialogs import import_tiled_dialog, new_campaign_dialog
from .editor import CampaignEditor

__all__ = ["CampaignEditor", "new_campaign_dialog", "import_tiled_dialog"]
