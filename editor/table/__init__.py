"""The table and scenario editor (battle tables to scale: terrain, deployment, markers).

``TableEditor`` is imported when first asked for, so that ``editor.table.preview`` (the first
picture of a table at start-up) loads without the editor's shapely and numpy."""

__all__ = ["TableEditor"]


def __getattr__(name: str):
    if name == "TableEditor":
        from .editor import TableEditor

        return TableEditor
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
