"""The table and scenario editor (battle tables to scale: terrain, deployment, markers)."""
from . import _compat  # noqa: F401  (first: protects every Qt call that follows)
from .editor import TableEditor

__all__ = ["TableEditor"]
