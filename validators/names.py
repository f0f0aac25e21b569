"""Names as organisers write them, compared without case or accents (the model's folding)."""
from __future__ import annotations

from model.names import fold, same_name

__all__ = ["fold", "same_name"]
