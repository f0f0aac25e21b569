"""Names as organisers write them, compared without case or accents."""
from __future__ import annotations

import re
import unicodedata


def fold(text: str) -> str:
    """Lower case without accents: "Enanos" ~ "enanos", "Élite" ~ "elite"."""
    if text.isascii():  # nothing to decompose, no accent to drop: most names, read at once
        return text.lower().strip()
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower().strip()


_NOT_WORD = re.compile(r"[\W_]+", re.UNICODE)


def same_name(text: str) -> str:
    """A name folded and with punctuation and runs of spaces made one space:
    "Caballeros  del Círculo-Interior" ~ "caballeros del circulo interior"."""
    return _NOT_WORD.sub(" ", fold(text)).strip()


def slug(text: str, default: str = "item") -> str:
    """An id made from a name: "Gran Espadachín (x2)" -> "gran-espadachin-x2"."""
    return folded_slug(same_name(text), default)


def folded_slug(folded: str, default: str = "item") -> str:
    """:func:`slug` of a name already folded by :func:`same_name` (an import folds each name once)."""
    return folded.replace(" ", "-") or default
