"""The colours the Event tab's pages share: an error, a short round's cell, a clean result."""
from __future__ import annotations

from PySide6.QtGui import QColor

from validators import Severity

from ..validation import SEVERITY_COLORS

RED = QColor(SEVERITY_COLORS[Severity.ERROR])
SHORT_BG = QColor("#f9d6d2")
OK_GREEN = QColor("#1e8449")
