"""The language chosen in Preferences, remembered for the next start (read back by
:func:`model.i18n.saved_language`). Apart from ``i18n`` because writing goes through the atomic
save, whose refusals are themselves messages."""
from __future__ import annotations

import json

from .atomic import write_atomic
from .i18n import SOURCE_LANGUAGE, normalise, preferences_path


def save_language(lang: str | None) -> None:
    """Remember ``lang`` (None: follow the system) for the next start; written atomically."""
    path = preferences_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            data = {}
    except (OSError, ValueError, RecursionError):
        data = {}
    if lang:
        data["language"] = normalise(lang) or SOURCE_LANGUAGE
    else:
        data.pop("language", None)
    path.parent.mkdir(parents=True, exist_ok=True)
    # a temporary file of its own for each save: two windows saving at once never share one
    write_atomic(path, json.dumps(data, indent=1).encode("utf-8"))
