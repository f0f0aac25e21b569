"""Wartable's Qt editor. Importing this package does not import Qt: the command line
(:mod:`editor.cli`) only loads the GUI when it opens a window."""
from __future__ import annotations

import builtins
import os
import sys

# numpy's OpenBLAS starts a helper thread per further core when numpy is imported (shapely brings it,
# while a table's tab is built), and each helper spins for about 2**28 processor cycles (Qt's start
# shares the machine with it) before it sleeps, again after every job: on a 2-core machine about a
# third of the processor time to a table's tab. Told to sleep at once, the helpers still share large
# products (woken when a job comes, microseconds); the results are the same. A value the user set wins.
os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "4")


def skip_source_scan() -> bool:
    """Stop PySide6 reading the source of every module imported after it, and its feature hook
    (:func:`skip_feature_hook`); True once stopped.

    PySide6 looks for the string "PySide6" in each new module's source (``inspect.getsource``,
    which reads the file and walks ``sys.modules``) to decide whether the module may switch Qt's
    optional features (``from __feature__ import snake_case``): about 70 ms of a window's start on
    the modules imported before a table's tab is painted. Wartable switches no feature on, so every
    module is answered as one using PySide6 with none, which is what each of them gets today;
    nothing is read. Does nothing until PySide6 is imported."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or "PySide6.QtCore" not in sys.modules:  # not yet, or still being made
        return False
    feature._mod_uses_pyside = _uses_pyside
    skip_feature_hook()
    return True


def skip_feature_hook() -> None:
    """Every ``import`` statement straight to the import PySide6 keeps, not through its feature hook.

    PySide6 puts ``__feature_import__`` in ``builtins.__import__`` (keeping the import it calls in
    ``builtins.__orig_import__``): each import statement of every module, numpy's and shapely's
    included, first calls two Python functions of PySide6's (the feature request, then a record of
    the module imported), about 24 M instructions of a table's tab (some 2,000 statements). The
    hook is there only for ``from __feature__ import ...``, which Wartable does not use; a module
    left out of the record gets no feature, as every module gets today. A hook other than
    PySide6's own (a debugger's, a coverage tool's) is left alone."""
    hook = builtins.__import__
    plain = getattr(builtins, "__orig_import__", None)
    if getattr(hook, "__name__", "") == "__feature_import__" and plain is not None:
        builtins.__import__ = plain


def _uses_pyside(module) -> bool:
    """PySide6's question "may this module switch Qt's features", answered without its source."""
    return True


class _WhenPySideIsImported:
    """Asked first for every module not yet imported: once PySide6 is loaded, stops its source scan
    (:func:`skip_source_scan`) and leaves ``sys.meta_path``. Finds nothing itself."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if skip_source_scan():
            try:
                sys.meta_path.remove(_WhenPySideIsImported)
            except ValueError:
                pass
        return None


if not skip_source_scan():
    sys.meta_path.insert(0, _WhenPySideIsImported)
