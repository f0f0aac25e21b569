"""The sight overlays' worker process: it holds the table and what follows it (the exposure map of the
side on show, the Fairness panel's comparison) and works out, for the table as the hand has it, the
heatmap, the firing lane, the cover shading or the fairness figures, so that the engine's numpy and
shapely work never shares the interface's interpreter (see :mod:`editor.table.sight_process`).

No Qt here: the process loads only the model and the sight engine. Messages, each a tuple:

- ``("table", doc, ruleset)``: the table as the model has it after an edit (``ruleset`` None: the same
  as before); objects equal to those held are kept, so that the maps see only what changed.
- ``("run", seq, name, changes, params)``: ``name`` ("exposure", "lane", "cover", "fairness") of the
  table with ``changes`` (``(collection, object)`` pairs: the objects where the hand has them)
  applied; answered by ``("done", seq, name, result, seconds, at)`` (``at``: when it was done, on the
  system's monotonic clock, which both processes read) or ``("failed", seq, name, text)``.
  An answer answers the earlier requests of that name too: a newer request replaces one waiting.
- ``("stop",)``, or the editor's end of the pipe closing: the process ends.
"""
from __future__ import annotations

import os
import time
from dataclasses import replace

import numpy as np

from model.drawing.style import EXPOSURE_HIGH, EXPOSURE_LOW, rgb

LOW = np.array(rgb(EXPOSURE_LOW), float)
HIGH = np.array(rgb(EXPOSURE_HIGH), float)


def exposure_rgba(values: np.ndarray) -> np.ndarray:
    """(ny, nx, 4) bytes of the heatmap: blue (seen by few) to red (seen by all), NaN cells (no model can
    stand) clear."""
    v = np.clip(np.nan_to_num(values, nan=0.0), 0.0, 1.0)[..., None]
    rgb = LOW * (1 - v) + HIGH * v
    alpha = np.where(np.isfinite(values), 70 + 120 * v[..., 0], 0)
    return np.ascontiguousarray(np.dstack([rgb, alpha[..., None]]).clip(0, 255).astype(np.uint8))


class Exposure:
    """What the editor needs of an exposure grid, in arrays that cross a pipe cheaply (no per-source
    table of cells seen)."""

    def __init__(self, grid):
        self.values = grid.values
        self.x, self.y, self.resolution = grid.grid.x, grid.grid.y, grid.grid.resolution
        self.sources, self.method = grid.sources, grid.method
        self.rgba = exposure_rgba(grid.values)

    def grid(self):
        from validators.sight.exposure import ExposureGrid, Grid

        return ExposureGrid(self.values, Grid(self.x, self.y, self.resolution), self.sources, self.method)


def _cover_region(doc, ruleset):
    from validators.sight import cover_region
    from validators.sight.table import scene_from_table, sight_rules

    rules = sight_rules(ruleset)
    base = ruleset.length("table_rules.firing_lane_width") or 0.0
    region = cover_region(scene_from_table(doc, ruleset), rules.cover_distance + base / 2)
    return region.intersection(doc.bounds()) if not region.is_empty else region


def _lean(report):
    """A fairness report without the per-source cells seen of its exposure grids (the panel reads the
    grids' values)."""
    if report is None:
        return None
    return replace(report, exposure={side: replace(grid, seen=None) for side, grid in report.exposure.items()})


class Held:
    """The table, its ruleset and the maps that follow it, in the worker process."""

    COLLECTIONS = ("pieces", "zones", "markers")

    def __init__(self):
        self.doc = self.ruleset = None
        self.exposure = None  # (key, TableExposure)
        self.fairness = None  # TableFairness

    def table(self, doc, ruleset) -> None:
        if ruleset is not None:
            self.ruleset = ruleset
            self.exposure = self.fairness = None
        if self.doc is not None:  # the objects that did not change stay the very same objects
            for name in self.COLLECTIONS:
                old, new = getattr(self.doc, name), getattr(doc, name)
                for key, obj in new.items():
                    if key in old and old[key] == obj:
                        new[key] = old[key]
        self.doc = doc

    def run(self, name: str, changes, params):
        doc = self.doc.snapshot()
        for collection, obj in changes or ():
            getattr(doc, collection)[obj.id] = obj
        if name == "exposure":
            from validators.sight.table import TableExposure

            side, resolution, height = params
            key = (side, resolution, height)
            if self.exposure is None or self.exposure[0] != key:
                self.exposure = (key, TableExposure(doc, self.ruleset, side, resolution, None, height))
                return Exposure(self.exposure[1].result())
            return Exposure(self.exposure[1].follow(doc))
        if name == "fairness":
            from validators.sight.table import TableFairness

            if self.fairness is None:
                self.fairness = TableFairness(doc, self.ruleset)
                return _lean(self.fairness.report)
            return _lean(self.fairness.follow(doc))
        if name == "lane":
            from validators.sight_rules import firing_lane

            return firing_lane(doc, self.ruleset)
        if name == "cover":
            return _cover_region(doc, self.ruleset)
        raise ValueError(f"unknown sight computation {name!r}")


def serve(conn, nice: int = 0) -> None:
    """The worker process's loop, until told to stop or the editor is gone. The editor sends each
    position of the hand as it comes; the worker reads all that has come before each computation and
    works only on the newest request of each overlay (taking turns when several wait), so that it is
    never behind the hand by more than the computation in hand.

    ``nice``: how much lower than the editor's the process's scheduling priority is: on a busy machine
    the canvas (and the checks after a drop) go first, the overlays take what is left."""
    if nice and hasattr(os, "nice"):
        try:
            os.nice(nice)
        except OSError:
            pass
    held = Held()
    pending: dict[str, tuple] = {}  # name -> (seq, changes, params), the newest
    order: list[str] = []  # the names waiting, the longest waiting first
    while True:
        try:
            # wait for a message only when nothing is waiting; otherwise take what has come, if anything
            while not pending or conn.poll():
                message = conn.recv()
                kind = message[0]
                if kind == "stop":
                    return
                if kind == "table":
                    held.table(message[1], message[2])
                elif kind == "run":
                    _, seq, name, changes, params = message
                    pending[name] = (seq, changes, params)
                    if name not in order:
                        order.append(name)
        except (EOFError, OSError):
            return
        name = order.pop(0)
        seq, changes, params = pending.pop(name)
        t0 = time.perf_counter()
        try:
            result = held.run(name, changes, params)
            done = time.perf_counter()
            out = ("done", seq, name, result, done - t0, done)
        except Exception as exc:  # reported in the editor's status bar; the process goes on
            out = ("failed", seq, name, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(out)
        except (EOFError, OSError):
            return
