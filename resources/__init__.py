"""Data shipped with Wartable: rulesets, JSON schemas, icons and translations."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent
RULESETS = ROOT / "rulesets"
SCHEMAS = ROOT / "schema"
ICONS = ROOT / "icons"
