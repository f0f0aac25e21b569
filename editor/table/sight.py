"""Sight overlays on the canvas (sight lines from a point, the widest firing lane, the exposure
heatmap of either side with a legend, cover availability) and the fairness panel, all drawn
from the sight engine (:mod:`validators.sight`). Long computations run on a worker thread
with progress and cancel."""
from __future__ import annotations

import time

import numpy as np
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import (QDockWidget, QGraphicsItem, QGraphicsPixmapItem, QHBoxLayout, QLabel, QProgressBar,
                               QPushButton, QVBoxLayout, QWidget)

from model.drawing.primitives import Ink
from model.drawing.style import (BADGE_PAPER, COVER_COLOUR, INK, LANE_COLOUR, LANE_WIDTH_COLOUR, SEEN_COLOUR,
                                 SIGHT_LINE_COLOURS, side_colour)
from model.units import format_length

from ..drawing import qcolor
from ..i18n import fill, number
from ..plaintext import escaped
from .items import Z_OVERLAY, Z_PIECES, LabelItem
from .legend import CanvasLegend, Row, Scale, Section
from .qtgeom import path_for
from .sight_worker import HIGH, LOW, exposure_rgba
from .tools import OverlayPath, Tool

LINE_COLORS = SIGHT_LINE_COLOURS  # the table's drawing style (model/drawing/style.py)
#: "no-shot": seen, but a model stands in the way of a shot (40K: no shot past another model, even partly)


def _with_image(grid) -> tuple:
    """``grid`` and its heatmap picture (on a worker: a QImage is not tied to the interface thread)."""
    return grid, exposure_image(grid.values)


def exposure_image(values: np.ndarray) -> QImage:
    """Blue (seen by few) to red (seen by all) with NaN cells (no model can stand) left clear."""
    return rgba_image(exposure_rgba(values))


def rgba_image(rgba: np.ndarray) -> QImage:
    """One picture of (h, w, 4) bytes."""
    h, w = rgba.shape[:2]
    return QImage(rgba.data, w, h, w * 4, QImage.Format_RGBA8888).copy()


class _Sent:
    """A computation asked of a worker process (:class:`SightProcess`), as the overlays keep it while it
    runs: ``changes`` what the hand moved, ``show`` what to do with the answer (None: a warm-up)."""

    def __init__(self, worker, seq: int, name: str, changes, show):
        self.worker, self.seq, self.name, self.changes, self.show = worker, seq, name, changes, show

    def cancel(self) -> None:
        self.show = None

    def done(self) -> bool:
        return not self.worker.waiting(self.seq)

    def wait(self, seconds: float) -> None:
        self.worker.wait_for(self.seq, seconds)


class SightJob:
    """``fn(progress, cancel)`` on the application's workers (``cancel`` is a threading.Event);
    ``done(result)``, ``failed(text)`` and ``progress(fraction)`` run on the interface thread,
    never once the job is cancelled or its owner gone."""

    def __init__(self, fn, owner, done, failed, progress):
        from validators.sight import Cancelled

        from ..background import submit

        def work(task):
            try:
                return fn(lambda f: task.post(progress, float(f)), task.cancel_event)
            except Cancelled:
                return None

        self.task = submit(work, owner=owner, done=done, failed=lambda exc: failed(str(exc)))

    def cancel(self) -> None:
        self.task.cancel()

    def done(self) -> bool:
        return self.task.done()

    def wait(self, seconds: float) -> None:
        self.task.wait(seconds)


class _Changes:
    """The objects as the hand has them, made once when a request first takes them: the overlays that
    follow the same position share them, and a position replaced while it waits is never made."""

    __slots__ = ("_make", "_made")

    def __init__(self, make):
        self._make, self._made = make, None

    def get(self) -> list:
        if self._made is None:
            self._made, self._make = list(self._make()), None
        return self._made


def _made(changes):
    """``changes`` as ``(collection, object)`` pairs (or None), made now if they were put off."""
    return changes.get() if isinstance(changes, _Changes) else changes


def _overlay(scene, color, width=1.5, fill=None, z=0.0) -> OverlayPath:
    """A hidden overlay just below the tools' previews."""
    item = OverlayPath(scene, color, width, Qt.SolidLine, fill)
    item.setZValue(Z_OVERLAY - 100 + z)
    item.setVisible(False)
    return item


class SightOverlays(QObject):
    """The editor's sight overlays; each follows the model (recomputed a moment after edits)."""

    computing = Signal(bool)
    updated = Signal(str)  # which overlay was drawn: "lines", "lane", "exposure", "cover"

    def __init__(self, editor):
        super().__init__(editor)
        self.editor = editor
        scene = editor.scene
        self.lines = {level: _overlay(scene, color, 1.2, z=2) for level, color in LINE_COLORS.items()}
        self.region = _overlay(scene, SEEN_COLOUR, 1.0, qcolor(Ink(SEEN_COLOUR, 40)), z=1)
        self.eye = _overlay(scene, INK, 2.0, QColor(BADGE_PAPER), z=4)
        self.lane = _overlay(scene, LANE_COLOUR, 2.0, qcolor(Ink(LANE_COLOUR, 60)), z=3)
        self.cover = _overlay(scene, COVER_COLOUR, 1.0, qcolor(Ink(COVER_COLOUR, 45)))
        self.cover.setZValue(Z_PIECES - 40)
        self.cover.setBrush(QBrush(qcolor(Ink(COVER_COLOUR, 90)), Qt.BDiagPattern))
        self.heat = QGraphicsPixmapItem()
        self.heat.setZValue(Z_PIECES - 50)  # on the table, under the terrain it is about
        self.heat.setTransformationMode(Qt.FastTransformation)
        self.heat.setAcceptedMouseButtons(Qt.NoButton)
        self.heat.setVisible(False)
        scene.addItem(self.heat)
        # the overlays under or over the whole table kept as pictures on screen, drawn again only when
        # they change: a drag step repaints the table under the moved piece with copies of them
        for item in (self.heat, self.cover, self.lane):
            item.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.lane_width = _overlay(scene, LANE_WIDTH_COLOUR, 1.5, z=3.5)
        self.lane_label = LabelItem(None)
        self.lane_label.setZValue(Z_OVERLAY - 96)
        self.lane_label.setVisible(False)
        scene.addItem(self.lane_label)
        self.legend = CanvasLegend(editor.view)
        self.legend.avoid = self._zone_rects
        self.legend.table = lambda: QRectF(0, 0, editor.document.width, editor.document.depth)
        self.counts: dict[str, int] = {}
        self.origin: QPointF | None = None
        self.exposure_side: str | None = None
        self.show_lane = False
        self.show_cover = False
        self.last_exposure = None
        self.last_lane = None
        self.jobs: dict[str, SightJob] = {}
        self._cancelled: list[SightJob] = []
        # the exposure grid kept in step with the table (validators.sight.table.TableExposure)
        self._live = None
        # following the hand: per overlay, the job on a worker and the newest table waiting for it
        self._following: dict[str, SightJob] = {}
        self._waiting: dict[str, object] = {}
        self.follow_count: dict[str, int] = {}
        self._last_in: dict[tuple, str] = {}  # per chain, the one that followed last
        # the worker processes that follow the hand, one per chain (see CHAINS), and what they were told
        self._workers: dict = {}
        self._workers_failed = False  # one died or none could start: threads follow the hand
        self._revision = 0  # the model's edits counted, so that a worker knows it holds the latest table
        self._seq = 0
        self._asked: dict[int, _Sent] = {}  # the requests not answered yet, by number
        self._shown: dict[str, int] = {}  # per overlay, the request whose answer is on show
        self._heat_sent = 0.0  # when the heatmap's worker was last sent a request (HEATMAP_RATE)
        self._heat_timer = QTimer(self, singleShot=True)
        self._heat_timer.timeout.connect(self._follow_next)
        self.ipc: dict[str, list[tuple[float, ...]]] = {}  # see _replied
        self._timer = QTimer(self, singleShot=True, interval=350)
        self._timer.timeout.connect(lambda: self.sight_from(self.origin) if self.origin is not None else None)
        editor.qdoc.changed.connect(self._changed)

    @property
    def ruleset(self):
        return self.editor.ruleset

    def active(self) -> bool:
        return self.origin is not None or self.exposure_side is not None or self.show_lane or self.show_cover \
            or self._fairness_follows()

    def _fairness_follows(self) -> bool:
        """The Fairness panel shows a comparison that follows the table (see :meth:`FairnessDock.following`)."""
        dock = getattr(self.editor, "fairness", None)
        return dock is not None and dock.following()

    def model_height(self):
        from validators.sight.table import typical_volume

        return typical_volume(self.ruleset) if self.ruleset else None

    # -- sight lines (fast: computed at once) ------------------------------------------------------
    def sight_from(self, point: QPointF) -> dict:
        """Sight lines from ``point`` to a fan of points over the table, coloured by what they find."""
        from validators.sight.table import table_sight_lines, table_visible_region

        if self.ruleset is None:
            self.editor.show_message(self.tr("Sight needs the table's ruleset"))
            return {}
        self.origin = QPointF(point)
        doc = self.editor.document
        n = 14
        xs = np.linspace(doc.width / (2 * n), doc.width - doc.width / (2 * n), n)
        ys = np.linspace(doc.depth / (2 * n), doc.depth - doc.depth / (2 * n), n)
        targets = [(float(x), float(y)) for y in ys for x in xs]
        h = self.model_height()
        results = table_sight_lines(doc, self.ruleset, (point.x(), point.y()), targets, h)
        paths = {level: QPainterPath() for level in LINE_COLORS}
        counts = {level: 0 for level in LINE_COLORS}
        shapes = self._blocking_shapes(doc)
        for (x, y), r in zip(targets, results):
            level = r.level if r.level in paths else "none"
            if r.visible and r.in_the_way:
                level = "no-shot"  # seen, partly or wholly, but no shot: not the same as partial sight
            counts[level] += 1
            # clear up to where the line meets what hides the target (or the model in the way of the
            # shot), coloured by the outcome after it
            hides = r.in_the_way if level == "no-shot" else r.blocking
            turn = QPointF(x, y) if level == "total" else _first_meeting(point, QPointF(x, y), hides, shapes)
            paths["total"].moveTo(point)
            paths["total"].lineTo(turn)
            if level != "total":
                paths[level].moveTo(turn)
                paths[level].lineTo(QPointF(x, y))
        for level, item in self.lines.items():
            item.setPath(paths[level])
            item.setVisible(True)
        eye = QPainterPath()
        r = 6.0 / (self.editor.view.scale_factor() or 1.0)
        eye.addEllipse(point, r, r)
        self.eye.setPath(eye)
        self.eye.setVisible(True)
        region = table_visible_region(doc, self.ruleset, (point.x(), point.y()), h)
        self.region.setPath(path_for(region))
        self.region.setVisible(True)
        stops = self._models_stop_shots()
        if stops:
            self.editor.show_message(
                self.tr("Sight from here: %1 clear, %2 partial, %3 blocked, %4 seen but no shot (a model in the way)")
                .replace("%1", str(counts["total"])).replace("%2", str(counts["partial"]))
                .replace("%3", str(counts["none"])).replace("%4", str(counts["no-shot"])))
        else:
            self.editor.show_message(self.tr("Sight from here: %1 clear, %2 partial, %3 blocked")
                                     .replace("%1", str(counts["total"])).replace("%2", str(counts["partial"]))
                                     .replace("%3", str(counts["none"])))
        self.counts = counts
        rows = [
            Row(self.tr("clear: %n", "", counts["total"]), QColor(LINE_COLORS["total"]), line=True),
            Row(self.tr("partial from where it is partly hidden: %n", "", counts["partial"]),
                QColor(LINE_COLORS["partial"]), line=True),
            Row(self.tr("blocked from where it is blocked: %n", "", counts["none"]), QColor(LINE_COLORS["none"]),
                line=True)]
        if stops:
            rows.append(Row(self.tr("may not shoot from the model in the way: %n", "", counts["no-shot"]),
                            QColor(LINE_COLORS["no-shot"]), line=True))
        rows.append(Row(self.tr("seen from the eye"), QColor(SEEN_COLOUR), QBrush(qcolor(Ink(SEEN_COLOUR, 40)))))
        self.legend.set_section("lines", Section(self.tr("Sight from the eye (%n lines)", "", len(targets)), rows))
        self.updated.emit("lines")
        return counts

    def _models_stop_shots(self) -> bool:
        """The ruleset forbids a shot past another model (40K skirmish)."""
        from validators.sight.table import sight_rules

        return bool(self.ruleset is not None and sight_rules(self.ruleset, self.editor.document).models_stop_shots)

    def _blocking_shapes(self, doc) -> dict:
        """Each piece's shapes that stop sight (its walls, or its footprint), by id."""
        from validators.sight.table import scene_from_table

        return {b.id: b.shapes for b in scene_from_table(doc, self.ruleset).blockers}

    def _zone_rects(self) -> list[QRectF]:
        """What the legend must leave in sight: the zones, the scenario markers, the lane and the eye."""
        out = []
        doc = self.editor.document
        for geom in [z.polygon for z in doc.zones.values()] + [m.geometry for m in doc.markers.values()]:
            x0, y0, x1, y1 = geom.bounds
            out.append(QRectF(x0, y0, x1 - x0, y1 - y0))
        for item in (self.lane, self.lane_width, self.eye):
            if item.isVisible():
                out.append(item.sceneBoundingRect())
        return out

    def clear_lines(self) -> None:
        self.origin = None
        for item in self.lines.values():
            item.setVisible(False)
        self.region.setVisible(False)
        self.eye.setVisible(False)
        self.legend.set_section("lines", None)

    # -- long computations ---------------------------------------------------------------------------
    def _start(self, name: str, fn, done) -> SightJob:
        self._cancelled = [j for j in self._cancelled if not j.done()]
        old = self.jobs.pop(name, None)
        if old is not None:
            old.cancel()
            self._cancelled.append(old)
        holder: list[SightJob] = []
        job = SightJob(fn, self, lambda result: self._finished(name, holder[0], done, result),
                       lambda text: self._failed(name, holder[0], text), self.editor.set_progress)
        holder.append(job)
        self.jobs[name] = job
        self.computing.emit(True)
        self.editor.set_progress(0.0)
        return job

    def _finished(self, name, job, done, result) -> None:
        if self.jobs.get(name) is not job:
            return
        del self.jobs[name]
        done(result)
        self._idle()

    def _failed(self, name, job, text) -> None:
        if self.jobs.get(name) is job:
            del self.jobs[name]
            if text != "cancelled":
                self.editor.show_message(self.tr("Sight analysis failed: %s") % text)
        self._idle()

    def _idle(self) -> None:
        if not self.jobs:
            self.computing.emit(False)
            self.editor.set_progress(None)

    def cancel(self) -> None:
        for job in list(self.jobs.values()) + list(self._following.values()):
            job.cancel()
            self._cancelled.append(job)
        for sent in self._asked.values():
            sent.cancel()
        self.jobs.clear()
        self._following.clear()
        self._waiting.clear()
        self._idle()

    def wait(self, seconds: float = 10.0) -> None:
        """Block until running and cancelled computations have ended."""
        for job in list(self.jobs.values()) + list(self._following.values()) + self._cancelled:
            job.wait(seconds)
        self._cancelled = [j for j in self._cancelled if not j.done()]

    def shutdown(self) -> None:
        """The tab closes, or sight is put away: its worker processes end (started again when sight is
        shown again)."""
        for worker in self._workers.values():
            worker.stop()
        self._workers.clear()
        self._asked.clear()
        for name in [n for n, job in self._following.items() if isinstance(job, _Sent)]:
            del self._following[name]

    # -- following the hand ---------------------------------------------------------------------------
    def _changed(self, _change=None) -> None:
        """An edit: the exposure, lane and cover follow it at once (the exposure by updating the pieces
        that changed); the sight lines a moment later."""
        self._revision += 1
        if not self.active():
            return
        self._follow_table(None)
        if self.origin is not None:
            self._timer.start()

    def follow(self, changes) -> None:
        """While the hand moves objects (a drag, a corner being edited) the overlays follow them with no
        edit made: ``changes`` are ``(collection, object)`` pairs as the objects would be after it, or
        what makes them (called with nothing): made only if a request goes out with them, not for a
        position that a newer one replaces while it waits."""
        if not self.active() or self.ruleset is None:
            return
        self._follow_table(_Changes(changes) if callable(changes) else list(changes))

    def _table_with(self, changes):
        """The table as the model has it with ``changes`` (None: none) made to a copy."""
        doc = self.editor.document.snapshot()
        for collection, obj in _made(changes) or ():
            getattr(doc, collection)[obj.id] = obj
        return doc

    def follow_fairness(self) -> None:
        """The Fairness panel's figures follow the table as it is now (its comparison was of an older one)."""
        if self._fairness_follows() and self.ruleset is not None:
            self._waiting["fairness"] = None
            self._follow_next()

    def _follow_table(self, changes) -> None:
        """Each shown overlay computes the table with ``changes`` (the hand's, None after an edit) on a
        worker; newer changes replace ones still waiting, so that an overlay is at most one computation
        behind the hand and the canvas never waits for it."""
        if self.exposure_side is not None:
            self._waiting["exposure"] = changes
        if self.show_lane:
            self._waiting["lane"] = changes
        if self.show_cover:
            self._waiting["cover"] = changes
        if self._fairness_follows():
            self._waiting["fairness"] = changes
        self._follow_next()

    # two chains follow the hand, each one computation at a time in a worker process of its own (a
    # thread if the processes could not run): the heatmap (incremental: only the moved pieces' shadows)
    # on its own, so that it keeps up with the hand, and the others (the cover shading, the lane, and
    # the Fairness panel's figures) taking turns on the second; the interface's interpreter is left
    # to the canvas
    CHAINS = (("exposure",), ("cover", "lane", "fairness"))
    #: per chain, how far below the editor's the worker process's scheduling priority is: the hand and
    #: the findings after a drop first, then the heatmap, then the rest
    NICE = (5, 10)

    def _chain_of(self, name: str) -> int:
        return next(k for k, chain in enumerate(self.CHAINS) if name in chain)

    def start_workers(self) -> None:
        """Start the worker processes that follow the hand (once per tab, when sight is first shown), so
        that they are warm when a piece is picked up."""
        if self._workers_failed or self._workers or self.ruleset is None:
            return
        from .sight_process import SightProcess

        try:
            for k in range(len(self.CHAINS)):
                worker = SightProcess(self, self.NICE[k])
                worker.replied.connect(self._replied)
                worker.lost.connect(lambda exitcode, k=k: self._worker_lost(k, exitcode))
                self._workers[k] = worker
        except (OSError, RuntimeError) as exc:  # no process could be started: threads follow the hand
            self.shutdown()
            self._workers_failed = True
            self.editor.show_message(self.tr("Could not start the sight helper process (%s); the overlays follow "
                                             "the table more slowly") % exc)

    def warm(self, name: str) -> None:
        """Have the worker process hold what ``name`` follows (the exposure map, the sides compared) for
        the table as it is, so that the first update of a drag is a quick one."""
        worker = self._workers.get(self._chain_of(name))
        if worker is not None and name not in self._following and self.ruleset is not None:
            self._send(worker, name, None, None)

    def _follow_next(self, _after: str | None = None) -> None:
        """Start the next computation of each chain that has none running. The heatmap's worker process
        is sent each position at once (it keeps only the newest and starts on it as soon as it is free);
        the other chain's, when it has answered what it was sent, everything waiting (it takes the
        overlays in turns): its computations are long, and a position sent then is as new as any."""
        if self.ruleset is None:
            return
        for k, chain in enumerate(self.CHAINS):
            worker = self._workers.get(k)
            if worker is not None and worker.alive:
                if len(chain) == 1 and self._too_soon():
                    continue
                if len(chain) == 1 or not any(n in self._following for n in chain):
                    for name in chain:
                        if name in self._waiting and name not in self.jobs:
                            self._send(worker, name, self._waiting.pop(name), self._shower(name))
                continue
            if any(n in self._following for n in chain):
                continue
            name = self._next_in(chain)
            if name is not None:
                self._follow_one(name, self._waiting.pop(name))

    #: the heatmap's requests at most this many a second: more would be drawn faster than a screen shows
    #: them, each a repaint of the whole table taken from the hand's own steps
    HEATMAP_RATE = 30.0

    def _too_soon(self) -> bool:
        """The heatmap's last request went less than 1/HEATMAP_RATE s ago: the newest position waits
        for a timer (at most that long)."""
        wait = self._heat_sent + 1.0 / self.HEATMAP_RATE - time.perf_counter()
        if wait <= 0 or "exposure" not in self._waiting:
            return False
        if not self._heat_timer.isActive():
            self._heat_timer.start(max(1, int(wait * 1000)))
        return True

    def _params(self, name: str):
        if name == "exposure":
            return self.exposure_side, self._resolution(self.editor.document), self.model_height()
        return None

    def _shower(self, name: str):
        """What shows the worker process's answer for ``name``, if the overlay is still the one asked for."""
        if name == "exposure":
            side = self.exposure_side
            return lambda out: self._show_exposure(side, out.grid(), rgba_image(out.rgba)) \
                if self.exposure_side == side else None
        if name == "lane":
            return lambda check: self._show_lane(check, quiet=True)
        if name == "fairness":
            dock = self.editor.fairness
            live = dock.live
            return lambda report: dock.show_followed(live, report)
        return lambda region: self._show_cover(path_for(region))

    def _send(self, worker, name: str, changes, show) -> None:
        """Ask ``worker`` for ``name`` of the table with ``changes``: the table itself first if it has
        not got the model's latest."""
        if worker.revision != self._revision or worker.ruleset is not self.ruleset:
            ruleset = self.ruleset if worker.ruleset is not self.ruleset else None
            if not worker.send(("table", self.editor.document.snapshot(), ruleset)):
                return
            worker.revision, worker.ruleset = self._revision, self.ruleset
        self._seq += 1
        if name == "exposure":
            self._heat_sent = time.perf_counter()
        changes = _made(changes)
        if worker.send(("run", self._seq, name, changes, self._params(name))):
            self._following[name] = self._asked[self._seq] = _Sent(worker, self._seq, name, changes, show)

    def _replied(self, message, seconds: float) -> None:
        """A worker process's answer: shown if still wanted; it answers the earlier requests of its name."""
        kind, seq, name = message[:3]
        sent = self._asked.get(seq)
        for k in [k for k, s in self._asked.items() if s.name == name and k <= seq]:
            del self._asked[k]
        latest = self._following.get(name)
        if isinstance(latest, _Sent) and latest.seq <= seq:
            del self._following[name]  # caught up with the hand
        if sent is None:
            return  # cancelled
        if kind == "done" and sent.show is not None and self._still_shown(name) and seq > self._shown.get(name, 0):
            self._shown[name] = seq
            t0 = time.perf_counter()
            sent.show(message[3])
            self.follow_count[name] = self.follow_count.get(name, 0) + 1
            # per answer: from the request to the answer read, the computation in the worker, from done in
            # the worker to read here (pickling, the pipe, the wait for the interface's loop), the showing
            self.ipc.setdefault(name, []).append((seconds, message[4], t0 - message[5], time.perf_counter() - t0))
        elif kind == "failed":
            self.editor.show_message(self.tr("Sight analysis failed: %s") % message[3])
        self._follow_next(name)

    def _worker_lost(self, chain: int, exitcode) -> None:
        """A worker process died: said in the status bar; its chain follows the hand on a thread from now
        on (no new process is started for this tab), what it was asked is asked again there."""
        self._workers_failed = True
        worker = self._workers.pop(chain, None)
        self.editor.show_message(self.tr("The sight helper process stopped (exit code %s); the overlays go on "
                                         "following the table, more slowly") % exitcode)
        for name, sent in list(self._following.items()):
            if isinstance(sent, _Sent) and sent.worker is worker:
                del self._following[name]
                self._waiting.setdefault(name, sent.changes)
        self._asked = {k: s for k, s in self._asked.items() if s.worker is not worker}
        if worker is not None:
            worker.stop()
        QTimer.singleShot(0, self._follow_next)

    def _follow_one(self, name: str, changes) -> None:
        worker = self._workers.get(self._chain_of(name))
        if worker is not None and worker.alive:
            self._send(worker, name, changes, self._shower(name))
            return
        ruleset = self.ruleset
        doc = self._table_with(changes)
        if name == "exposure":
            live, side = self._live, self.exposure_side
            if live is None or live.side != side:
                self._compute_exposure(doc)
                return
            # shown only while that map is still the one on show (not after the side was changed);
            # the picture made on the worker too
            fn, show = (lambda progress, cancel: _with_image(live.follow(doc))), \
                (lambda out: self._show_exposure(side, *out) if self._live is live else None)
        elif name == "lane":
            from validators.sight_rules import firing_lane

            fn, show = (lambda progress, cancel: firing_lane(doc, ruleset, cancel=cancel)), \
                (lambda check: self._show_lane(check, quiet=True))
        elif name == "fairness":
            dock = self.editor.fairness
            live = dock.live
            fn, show = (lambda progress, cancel: live.follow(doc, None, cancel)), \
                (lambda report: dock.show_followed(live, report))
        else:
            fn, show = (lambda progress, cancel: self._cover_path(doc, ruleset)), self._show_cover
        holder: list[SightJob] = []

        def done(result, name=name):
            if self._following.get(name) is holder[0]:
                del self._following[name]
                if result is not None and self._still_shown(name):
                    show(result)
                    self.follow_count[name] = self.follow_count.get(name, 0) + 1
                self._follow_next(name)

        def failed(text, name=name):
            if self._following.get(name) is holder[0]:
                del self._following[name]
                if text != "cancelled":
                    self.editor.show_message(self.tr("Sight analysis failed: %s") % text)
                self._follow_next(name)

        holder.append(SightJob(fn, self, done, failed, lambda _f: None))
        self._following[name] = holder[0]

    def _next_in(self, chain: tuple) -> str | None:
        """The chain's next to follow: one waiting (and whose full computation is not running), the one
        after the last that followed first, so that each gets its turn."""
        ready = [n for n in chain if n in self._waiting and n not in self.jobs]
        if not ready:
            return None
        last = self._last_in.get(chain)
        after = chain.index(last) + 1 if last in chain else 0
        name = min(ready, key=lambda n: (chain.index(n) - after) % len(chain))
        self._last_in[chain] = name
        return name

    def _still_shown(self, name: str) -> bool:
        return {"exposure": self.exposure_side is not None, "lane": self.show_lane, "cover": self.show_cover,
                "fairness": self._fairness_follows()}[name]

    def set_exposure_side(self, side: str | None) -> None:
        self.exposure_side = side
        self._live = None
        if side is None:
            self.heat.setVisible(False)
            self.legend.set_section("exposure", None)
            return
        self.start_workers()
        self._compute_exposure()

    @staticmethod
    def _resolution(doc) -> float:
        """The heatmap's cells: half an inch, or a centimetre."""
        return 10.0 if doc.unit.value != "in" else 12.7

    def _compute_exposure(self, doc=None) -> None:
        from validators.sight.table import TableExposure, zones_by_side

        side = self.exposure_side
        if self.ruleset is None:
            return
        doc = doc if doc is not None else self.editor.document.snapshot()
        if side not in zones_by_side(doc):
            self.editor.show_message(self.tr("Side %s has no deployment zone") % side)
            self.heat.setVisible(False)
            self.legend.set_section("exposure", None)
            self._live = None
            return
        res = self._resolution(doc)
        ruleset, h = self.ruleset, self.model_height()
        self._live = None  # the map that follows the hand is the one this computation makes

        def shown(out):
            live, image = out
            if self.exposure_side == side:
                self._live = live
                self._show_exposure(side, live.result(), image)
                self.warm("exposure")
            QTimer.singleShot(0, self._follow_next)

        def compute(progress, cancel):
            live = TableExposure(doc, ruleset, side, res, None, h, progress, cancel)
            return live, exposure_image(live.result().values)

        self._start("exposure", compute, shown)

    def _show_exposure(self, side, grid, image: QImage | None = None) -> None:
        """The heatmap: one picture (``image``, made on a worker, or made here from the grid)."""
        self.last_exposure = grid
        image = image if image is not None else exposure_image(grid.values)
        res = grid.grid.resolution
        self.heat.setPixmap(QPixmap.fromImage(image))
        self.heat.setTransform(QTransform.fromScale(res, res))
        self.heat.setPos(float(grid.grid.x[0]) - res / 2, float(grid.grid.y[0]) - res / 2)
        self.heat.setVisible(True)
        ticks = [(v, f"{v * 100:.0f}%") for v in (0.0, 0.25, 0.5, 0.75, 1.0)]
        self.legend.set_section("exposure", Section(self.tr("Exposure to the %s deployment zone") % side, [
            Scale(QColor(*LOW.astype(int), 110), QColor(*HIGH.astype(int), 230), ticks,
                  self.tr("share of the zone's points that see each place"))]))
        self.updated.emit("exposure")

    def set_lane(self, on: bool) -> None:
        self.show_lane = on
        if not on:
            self._hide_lane()
            return
        from validators.sight_rules import firing_lane

        if self.ruleset is None:
            return
        self.start_workers()
        doc = self.editor.document.snapshot()
        ruleset = self.ruleset
        # the lane the table.firing-lane finding reports, with the same settings: the two never disagree
        self._start("lane", lambda progress, cancel: firing_lane(doc, ruleset, progress=progress, cancel=cancel),
                    self._show_lane)

    def _show_lane(self, check, quiet: bool = False) -> None:
        """Draw the lane; ``quiet`` (following the hand): the status bar keeps what the drag says."""
        self.last_lane = check
        lane = getattr(check, "lane", None) if check is not None else None
        if lane is None:
            self._hide_lane()
            self.legend.set_section("lane", Section(self.tr("Firing lane"), [
                Row(self.tr("no clear lane between the deployment zones"), QColor(LANE_COLOUR), QBrush(Qt.NoBrush))]))
            if not quiet:
                self.editor.show_message(self.tr("No clear firing lane between the deployment zones"))
        else:
            doc = self.editor.document  # said as the table.firing-lane finding says it
            width = format_length(lane.width, doc.unit, doc.ud_mm)
            self.lane.setPath(path_for(lane.geometry))
            self.lane.setToolTip(self.tr("Widest clear firing lane: %s wide") % width)
            self.lane.setVisible(True)
            self._draw_lane_width(lane, width)
            self.legend.set_section("lane", Section(self.tr("Firing lane"), [
                Row(self.tr("widest clear lane: %s wide") % width, QColor(LANE_COLOUR), QBrush(qcolor(Ink(LANE_COLOUR, 60))))]))
            if not quiet:
                self.editor.show_message(self.tr("Widest clear firing lane: %s wide") % width)
        self.updated.emit("lane")

    def _draw_lane_width(self, lane, text: str) -> None:
        """A dimension line across the lane at its middle, with the width written beside it."""
        (x0, y0), (x1, y1) = lane.start, lane.end
        length = float(np.hypot(x1 - x0, y1 - y0)) or 1.0
        dx, dy = (x1 - x0) / length, (y1 - y0) / length
        nx, ny = -dy, dx
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        half = lane.width / 2
        a, b = QPointF(mx - nx * half, my - ny * half), QPointF(mx + nx * half, my + ny * half)
        tick = max(lane.width * 0.25, 3.0)
        path = QPainterPath(a)
        path.lineTo(b)
        for end in (a, b):  # ticks along the lane at both ends of the dimension
            path.moveTo(end.x() - dx * tick, end.y() - dy * tick)
            path.lineTo(end.x() + dx * tick, end.y() + dy * tick)
        self.lane_width.setPath(path)
        self.lane_width.setVisible(True)
        self.lane_label.set_lines([text])
        self.lane_label.setPos(b.x() + nx * tick * 2, b.y() + ny * tick * 2)
        self.lane_label.setVisible(True)

    def _hide_lane(self) -> None:
        self.lane.setVisible(False)
        self.lane_width.setVisible(False)
        self.lane_label.setVisible(False)
        self.legend.set_section("lane", None)

    def set_cover(self, on: bool) -> None:
        self.show_cover = on
        if not on:
            self.cover.setVisible(False)
            self.legend.set_section("cover", None)
            return
        if self.ruleset is None:
            return
        self.start_workers()
        self._show_cover(self._cover_path(self.editor.document, self.ruleset))

    @staticmethod
    def _cover_path(doc, ruleset) -> QPainterPath:
        """Where a model is within cover distance of cover on ``doc`` (also on a worker)."""
        from validators.sight import cover_region
        from validators.sight.table import scene_from_table, sight_rules

        rules = sight_rules(ruleset)
        base = ruleset.length("table_rules.firing_lane_width") or 0.0
        region = cover_region(scene_from_table(doc, ruleset), rules.cover_distance + base / 2)
        return path_for(region.intersection(doc.bounds()) if not region.is_empty else region)

    def _show_cover(self, path: QPainterPath) -> None:
        from validators.sight.table import sight_rules

        rules = sight_rules(self.ruleset)
        self.cover.setPath(path)
        self.cover.setToolTip(self.tr("Where a model is within cover distance of cover"))
        self.cover.setVisible(True)
        distance = (self.tr("a model's base within %s of a piece giving cover") % self.editor.length(rules.cover_distance)
                    if rules.cover_distance > 0 else self.tr("a model's base touching a piece giving cover"))
        self.legend.set_section("cover", Section(self.tr("Cover"), [
            Row(distance, QColor(COVER_COLOUR), QBrush(qcolor(Ink(COVER_COLOUR, 140)), Qt.BDiagPattern))]))
        self.updated.emit("cover")

    def refresh(self) -> None:
        """Recompute what is shown after an edit."""
        if self.origin is not None:
            self.sight_from(self.origin)
        if self.show_lane:
            self.set_lane(True)
        if self.exposure_side is not None:
            self._compute_exposure()
        if self.show_cover:
            self.set_cover(True)

    def clear(self) -> None:
        """Every overlay put away; the worker processes too, unless the Fairness panel's figures follow."""
        self.cancel()
        self.clear_lines()
        self.set_exposure_side(None)
        self.set_lane(False)
        self.set_cover(False)
        if not self._fairness_follows():
            self.shutdown()


class SightTool(Tool):
    """Click a point to see what can be seen from it (lines coloured clear / partial / blocked);
    drag to move the eye and watch the lines follow."""

    name = "sight"
    cursor = Qt.CrossCursor

    def __init__(self, editor):
        super().__init__(editor)
        self.dragging = False

    def deactivate(self) -> None:
        self.dragging = False

    def press(self, event, pos):
        if event.button() != Qt.LeftButton:
            return False
        self.view.setFocus()
        self.dragging = True
        self.editor.sight.sight_from(pos)
        return True

    def move(self, event, pos):
        if not self.dragging:
            return False
        self.editor.sight.sight_from(pos)
        return True

    def release(self, event, pos):
        if not self.dragging or event.button() != Qt.LeftButton:
            return False
        self.dragging = False
        self.editor.sight.sight_from(pos)
        return True

    def key(self, event):
        if event.key() == Qt.Key_Escape:
            self.dragging = False
            self.editor.sight.clear_lines()
            return True
        return False


class FairnessDock(QDockWidget):
    """Both sides compared on the fairness criteria (bars) and the exposure of the table seen
    from each zone (histogram), from :func:`validators.sight.table.table_fairness`."""

    def __init__(self, editor, parent=None):
        super().__init__(editor.tr("Fairness"), parent)
        self.setObjectName("TableFairnessDock")
        self.setProperty("defaultArea", Qt.BottomDockWidgetArea)
        self.setProperty("tabifyWith", "ValidationDock")
        self.editor = editor
        self.report = None
        self.bars = self.hist = None  # the charts, made when the panel is first shown (pyqtgraph loads then)

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        row = QHBoxLayout()
        self.summary = QLabel(self.tr("Compare the two sides: exposure, cover, objectives."), body)
        self.summary.setWordWrap(True)
        self.compute_button = QPushButton(self.tr("Compare Sides"), body)
        self.cancel_button = QPushButton(self.tr("Cancel"), body)
        self.compute_button.setToolTip(self.tr("Work out each side's exposure, cover and distances to the objectives"))
        self.cancel_button.setToolTip(self.tr("Stop the comparison"))
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(body)
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(140)
        self.progress.hide()
        row.addWidget(self.summary, 1)
        row.addWidget(self.progress)
        row.addWidget(self.compute_button)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.key = QLabel(body)  # which colour is which side, outside the charts
        self.key.setObjectName("fairness-key")
        layout.addWidget(self.key)
        self.plots = QHBoxLayout()
        layout.addLayout(self.plots, 1)
        self.setWidget(body)
        self.visibilityChanged.connect(self._on_screen)
        self.compute_button.clicked.connect(self.compute)
        self.cancel_button.clicked.connect(self.cancel)
        self.job: SightJob | None = None
        self._cancelled: list[SightJob] = []
        # the comparison on show, kept in step with the table (validators.sight.table.TableFairness): it
        # follows each edit and the hand (a drag, a corner edited) with the sight overlays (SightOverlays)
        self.live = None
        self._edited = False  # an edit came while the sides were compared
        editor.qdoc.changed.connect(self._changed)

    def _changed(self, _change) -> None:
        self._edited = True

    def following(self) -> bool:
        """The figures on show follow the table: the sides were compared and the panel is open."""
        return self.live is not None and self.job is None and self.isVisible() and not self.visibleRegion().isEmpty()

    def show_followed(self, live, report) -> None:
        """A comparison of the table as the hand has it (or as an edit left it)."""
        if live is self.live:
            self.show_report(report)

    def _on_screen(self, visible: bool) -> None:
        # a panel behind another's tab counts as visible, but shows nothing: look again when idle
        if visible:
            QTimer.singleShot(0, self._shown)

    def _shown(self) -> None:
        """On screen again: the charts, and the figures of the table as it is now (they do not follow
        edits made while the panel was closed or behind another panel's tab)."""
        if self.visibleRegion().isEmpty():
            return
        self._ensure_charts()
        if self.live is not None and self.job is None:
            self.editor.sight.follow_fairness()

    def _ensure_charts(self) -> None:
        if self.bars is not None:
            return
        from ..charts import themed_plot

        self.bars = themed_plot(self.tr("Criteria by side (distances as % of the longer)"), self.tr("share (%)"))
        self.hist = themed_plot(self.tr("How much of the table the enemy zone sees"),
                                self.tr("table cells (%)"),
                                self.tr("zone points seeing a cell (%)"))
        self.plots.addWidget(self.bars, 3)
        self.plots.addWidget(self.hist, 2)
        # the panel never shorter than its charts with their axes' words (made after its size was set)
        self.setMinimumHeight(max(self.minimumHeight(), self.widget().minimumSizeHint().height()))
        if self.report is not None:
            self.show_report(self.report)

    def compute(self) -> None:
        from validators.sight.table import TableFairness

        if self.editor.ruleset is None:
            return
        self.cancel()
        self._cancelled = [j for j in self._cancelled if not j.done()]
        doc = self.editor.document.snapshot()
        ruleset = self.editor.ruleset
        self.live = None
        self._edited = False
        holder: list[SightJob] = []
        job = SightJob(lambda progress, cancel: TableFairness(doc, ruleset, progress=progress, cancel=cancel), self,
                       lambda r: self._done(holder[0], r), lambda t: self._failed(holder[0], t),
                       lambda f: self.progress.setValue(int(f * 100)))
        holder.append(job)
        self.job = job
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.setEnabled(True)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self._cancelled.append(self.job)
            self.job = None
        self.progress.hide()
        self.cancel_button.setEnabled(False)

    def wait(self, seconds: float = 10.0) -> None:
        """Block until running and cancelled comparisons have ended."""
        for job in ([self.job] if self.job is not None else []) + self._cancelled:
            job.wait(seconds)
        self._cancelled = [j for j in self._cancelled if not j.done()]

    def _failed(self, job, text) -> None:
        if job is self.job:
            self.job = None
            self.progress.hide()
            self.cancel_button.setEnabled(False)
            if text != "cancelled":
                self.summary.setText(self.tr("Could not compare the sides: %s") % text)

    def _done(self, job, live) -> None:
        if job is not self.job:
            return
        self.job = None
        self.progress.hide()
        self.cancel_button.setEnabled(False)
        self.live = live
        self.show_report(live.report)
        self.editor.sight.start_workers()
        self.editor.sight.warm("fairness")
        if self._edited:  # the table was edited while it was compared: the figures follow the edits
            self.editor.sight.follow_fairness()


    def show_report(self, report) -> None:
        self.report = report
        if report is None:
            self.summary.setText(self.tr("Two deployment zones are needed to compare the sides."))
            self.key.clear()
            if self.bars is not None:
                self.bars.clear()
                self.hist.clear()
            return
        worst, diff = report.worst()
        self.summary.setText(fill(self.tr("Fairness score {score} on a scale from 0 (both sides alike) to 1 "
                                          "(everything on one side); the largest difference is in {criterion} "
                                          "({difference})."),
                                  score=number(report.score, 2), criterion=criterion_name(worst),
                                  difference=f"{diff:.0%}"))
        # each side in its zones' colour on the table
        colors = [side_colour(self.editor.scene.style.sides(), side) for side in report.sides]
        self.key.setText("&nbsp;&nbsp;&nbsp;".join(
            f"<span style='color:{colors[n]}'>&#9632;</span> {escaped(_side_name(self, side))}"
            for n, side in enumerate(report.sides)))
        if self.bars is None:  # drawn when the panel is shown
            return
        import pyqtgraph as pg

        self.bars.clear()
        self.hist.clear()
        criteria = list(report.values)
        # side by side, each bar as wide as a third of its slot: equal values stay two bars
        for n, side in enumerate(report.sides):
            heights = []
            for c in criteria:
                v = report.values[c]
                a = float(v.get(side, 0.0) or 0.0)
                top = max(abs(float(x or 0.0)) for x in v.values()) or 1.0
                heights.append(100 * (a if c not in ("distance to objectives",) else a / top))
            item = pg.BarGraphItem(x=np.arange(len(criteria)) + (n - 0.5) * 0.38, height=heights, width=0.34,
                                   brush=colors[n], pen=pg.mkPen(colors[n]), name=_side_name(self, side))
            self.bars.addItem(item)
        from ..charts import category_ticks

        # a criterion's words over as many lines as its slot needs, so neighbours never run together
        category_ticks(self.bars, [criterion_name(c) for c in criteria])
        from ..charts import percent_axis

        percent_axis(self.bars, "left", 25)
        self.bars.setXRange(-0.6, len(criteria) - 0.4)
        bins = 10
        for n, side in enumerate(report.sides):
            grid = report.exposure.get(side)
            if grid is None:
                continue
            values = grid.values[np.isfinite(grid.values)]
            counts, edges = np.histogram(values, bins=bins, range=(0, 1))
            share = 100 * counts / max(counts.sum(), 1)
            centres = (edges[:-1] + edges[1:]) / 2 * 100
            step = 100 / bins
            self.hist.addItem(pg.BarGraphItem(x=centres + (n - 0.5) * step * 0.4, height=share, width=step * 0.38,
                                              brush=colors[n], pen=pg.mkPen(colors[n]),
                                              name=_side_name(self, side)))
        percent_axis(self.hist, "bottom")  # the last tick, 100, whole


def criterion_name(criterion: str) -> str:
    """A fairness criterion ("zone exposure") in the chosen language."""
    from validators.sight_rules import CRITERIA

    return str(CRITERIA.get(criterion, criterion))


def _side_name(widget, side: str) -> str:
    """'Side A' for a letter, the side's own name otherwise ('Attackers', 'Player 1')."""
    return widget.tr("Side %s") % side if len(side) <= 2 else side


def _first_meeting(origin: QPointF, target: QPointF, blocking, shapes: dict) -> QPointF:
    """Where the line from ``origin`` to ``target`` first meets a shape of the pieces that hide the
    target (the target itself when none is on the line: hidden by the ground, say)."""
    from shapely.geometry import LineString, Point

    line = LineString([(origin.x(), origin.y()), (target.x(), target.y())])
    start = Point(origin.x(), origin.y())
    best = None
    for piece in blocking:
        for shape in shapes.get(piece, ()):
            if shape.contains(start):  # a piece the eye stands in does not hide
                continue
            crossing = line.intersection(shape)
            if crossing.is_empty:
                continue
            d = line.project(crossing.representative_point()) if crossing.geom_type == "Point" else \
                min(line.project(Point(c)) for c in _coords(crossing))
            best = d if best is None else min(best, d)
    if best is None:
        return QPointF(target)
    p = line.interpolate(best)
    return QPointF(p.x, p.y)


def _coords(geom):
    import shapely

    return [tuple(c) for c in shapely.get_coordinates(geom)]
