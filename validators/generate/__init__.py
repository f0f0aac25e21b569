"""The table generator: legal, fair, varied layouts from the club's own terrain (docs/generate.md).

It lives above the validators because it asks them, and the sight engine, to judge every
layout it offers: one rule, one implementation. No Qt.
"""
from .search import Candidate, Request, TargetResult, generate, layout_difference  # noqa: F401
