"""The first picture of a document named on the command line, painted before its tab is built.

A table (``table/preview.py``) or a campaign map (``campaign/preview.py``) is painted as its
drawing describes it (``model/drawing``), made from its file's data with nothing heavier than Qt;
:meth:`editor.mainwindow.MainWindow.open_at_start` builds the real tab as soon as that picture is on
screen. Other documents open directly.
"""
from __future__ import annotations

import json
from pathlib import Path


def first_picture(path: str | Path, parent=None):
    """The picture of the document at ``path`` (a widget with a ``painted`` signal), or None when
    there is none for its kind or it cannot be read (the real load then says what is wrong)."""
    try:
        with open(path, "rb") as fh:
            data = json.loads(fh.read())
        if not isinstance(data, dict):
            return None
        if data.get("kind") == "table":
            from .table.preview import TablePreview

            return TablePreview.for_data(data, parent)
        if data.get("kind") == "campaign":
            from .campaign.preview import CampaignPreview

            return CampaignPreview.for_data(data, parent)
    except Exception:
        return None
    return None
