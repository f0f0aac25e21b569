"""The examples in Spanish: ``examples/es/`` holds each example with the names, notes and victory
conditions a Spanish-speaking organiser would write (the same ids, shapes, numbers and files).

Built from the English examples by ``build_examples.py`` (which calls :func:`main`); run alone
after editing ``names_es.py``. The start page opens these when Wartable speaks Spanish.
Proper names (players, clubs, rulebook terms such as Samurai or Ashigaru) stay as they are.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
for folder in (HERE.parent, HERE):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from model.files import dumps, from_dict, save  # noqa: E402

from names_es import NAMES  # noqa: E402  English text -> the Spanish the examples use
#: the fields of a document that are names or prose an organiser writes (a side's name is shown
#: as it is written, and every zone and marker of that side names it the same way)
TEXT_FIELDS = ("name", "label", "notes", "victory", "faction", "side")
SPANISH = HERE / "es"


def english_files() -> list[Path]:
    """Every English example document (the top level and the event's folder)."""
    return sorted(p for p in HERE.rglob("*.json") if SPANISH not in p.parents)


def translated(value):
    """``value`` with every name and note it holds in Spanish."""
    if isinstance(value, dict):
        return {k: (NAMES.get(v, v) if k in TEXT_FIELDS and isinstance(v, str) else translated(v))
                for k, v in value.items()}
    if isinstance(value, list):
        return [translated(v) for v in value]
    return value


#: inputs of ``wartable generate`` (a club's terrain stock, an organiser's targets): plain JSON,
#: not documents
INPUT_FORMATS = ("wartable-stock", "wartable-targets")


def spanish_text(path: Path) -> str:
    """The file text of the Spanish version of the English example at ``path``."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") in INPUT_FORMATS:
        return json.dumps(translated(data), ensure_ascii=False, indent=1) + "\n"
    return dumps(from_dict(translated(data), SPANISH / path.relative_to(HERE)))


def main() -> None:
    for path in english_files():
        data = json.loads(path.read_text(encoding="utf-8"))
        out = SPANISH / path.relative_to(HERE)
        out.parent.mkdir(parents=True, exist_ok=True)
        if data.get("format") in INPUT_FORMATS:
            out.write_text(spanish_text(path), encoding="utf-8")
            continue
        save(from_dict(translated(data), out), out)


if __name__ == "__main__":
    main()
