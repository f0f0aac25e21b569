"""Names as organisers write them, compared without case or accents."""
from __future__ import annotations

import unicodedata


def fold(text: str) -> str:
    """Lower case without accents: "Enanos" ~ "enanos", "Élite" ~ "elite"."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower().strip()
