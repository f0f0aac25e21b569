"""The table and scenario editor (battle tables to scale: terrain, deployment, markers)."""
from .editor import TableEditor

__all__ = ["TableEditor"]
