"""The campaign map editor: hex terrain, constructions, banners, capitals and players,
checked as you paint.

The editor and its dialogs are imported when first asked for, so that ``editor.campaign.preview``
(the first picture of a campaign map at start-up) loads without the editor's numpy and networkx."""

__all__ = ["CampaignEditor", "new_campaign_dialog", "import_tiled_dialog"]


def __getattr__(name: str):
    if name == "CampaignEditor":
        from .editor import CampaignEditor

        return CampaignEditor
    if name in ("new_campaign_dialog", "import_tiled_dialog"):
        from . import dialogs

        return getattr(dialogs, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
