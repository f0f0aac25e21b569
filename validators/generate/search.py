"""Search for layouts: parallel tempering over add / move / delete / replace / rotate mutations.

A layout is a list of placements of stock pieces (and, with symmetry, each placement's twin).
Every proposal is first built within the geometric limits the table rules read from the ruleset
or the targets (on the table, clear of the edges, apart from other blocking terrain, no overlap,
no impassable piece on an objective), so the search never wastes a step on a layout those rules
would refuse. Its energy then comes from the validators themselves: the cheap rules (density,
spacing, edges, overlap, objectives) on every step, the sight rules (exposure, fairness, firing
lanes) on a coarser grid only once the cheap ones are met. A layout with no energy is judged
again by :func:`validators.registry.validate` with the targets as event settings, exactly as a
hand-made table; only a layout with no error and no warning there is offered as meeting the
targets, and only when it differs from the layouts already offered by ``min_difference``.

Deterministic: one ``random.Random`` per replica, seeded from the request's seed.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace
from typing import Callable

import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon

from model.event import DEFAULT_TOLERANCE
from model.i18n import msg
from model.ruleset import Ruleset
from model.stock import StockPiece
from model.table import Marker, TableDocument, TerrainPiece, marker_point, resolve_terrain
from model.targets import Targets

from ..findings import Finding, Severity
from ..registry import Context, EventSettings, validate
from ..table_rules import length_param
from .aims import measures_for
from .explain import TargetResult, explain, explain_aims, objective_hiding

#: The rules whose findings are cheap (plain geometry): run on every step.
CHEAP_RULES = ("table.out-of-bounds", "table.terrain-overlap", "table.terrain-spacing", "table.edge-clearance",
               "table.terrain-density", "table.objective-placement")
#: The sight rules a target may ask for: run once the cheap ones are met.
SIGHT_RULES = ("table.exposure", "table.fairness", "table.firing-lane")
#: Sight lines per zone the lane check samples during the search (the judge samples as the rule
#: does): how finely it computes, not a rule.
SEARCH_LANE_SAMPLES = 40
#: Angles a piece may stand at (degrees): steps a person can set up from a sheet.
ANGLE_STEP = 15
#: With aims, every this many steps the replica furthest from them starts again from the layout
#: nearest them found so far: how the search spends its steps, not a rule.
RESTART_EVERY = 25
#: Slack for float noise (mm, mm²), as the table rules use.
TOL, AREA_TOL = 0.01, 1.0


@dataclass(frozen=True)
class Request:
    """What to generate: on ``base`` (its size, zones, markers and scenario; its pieces are locked)
    from ``stock``, meeting ``targets``; ``count`` distinct layouts."""

    ruleset: Ruleset
    base: TableDocument
    stock: tuple[StockPiece, ...]
    targets: Targets = field(default_factory=Targets)
    count: int = 3
    seed: int = 1
    steps: int = 300
    replicas: int = 4
    #: layouts the new ones must differ from too (other tables of an event)
    avoid: tuple[TableDocument, ...] = ()


@dataclass
class Candidate:
    """A generated layout with what the validators found and the score explained per target."""

    doc: TableDocument
    findings: list[Finding]
    results: list[TargetResult]
    energy: float
    seed: int
    #: how each generated piece stands: (piece id, stock id, centre x, centre y, angle in degrees)
    placements: tuple[tuple[str, str, float, float, float], ...] = ()
    #: how close the layout comes to the organiser's aims (not limits: they never make it miss)
    aims: list[TargetResult] = field(default_factory=list)

    @property
    def met(self) -> bool:
        return all(r.met for r in self.results)

    @property
    def targets_met(self) -> int:
        return sum(r.met for r in self.results)

    @property
    def legal(self) -> bool:
        """No rulebook or format error (the targets aside)."""
        return not any(f.severity is Severity.ERROR for f in self.findings)

    def explanation(self) -> list[str]:
        return [r.text for r in self.results + self.aims]


@dataclass(frozen=True)
class Gene:
    """One placement: stock item ``item`` centred on (x, y), turned ``angle`` degrees."""

    item: int
    x: float
    y: float
    angle: int


class Symmetry:
    """How a placement's twin is found: none, a mirror across the line between the zones, or 180°."""

    def __init__(self, kind: str, doc: TableDocument):
        self.kind = kind
        self.w, self.d = doc.width, doc.depth
        self.axis = None
        if kind == "mirror":
            self.axis = _mirror_axis(doc)
            if self.axis is None:  # no mirror swaps these zones (diagonal halves, quarters)
                self.kind = "180"

    @property
    def twins(self) -> bool:
        return self.kind != "none"

    def polygon(self, poly: Polygon) -> Polygon:
        c = (self.w / 2, self.d / 2)
        if self.kind == "180":
            return affinity.rotate(poly, 180, origin=c)
        if self.axis == "y":
            return affinity.scale(poly, 1, -1, origin=c)
        return affinity.scale(poly, -1, 1, origin=c)

    def angle(self, a: float) -> float:
        """The twin's angle (a mirrored piece of a shape symmetric about its own axes)."""
        if self.kind == "180":
            return (a + 180) % 360
        return (-a) % 360 if self.axis == "y" else (180 - a) % 360

    def point(self, x: float, y: float) -> tuple[float, float]:
        if self.kind == "180":
            return self.w - x, self.d - y
        return (x, self.d - y) if self.axis == "y" else (self.w - x, y)


def _mirror_axis(doc: TableDocument) -> str | None:
    """"y" when mirroring top to bottom swaps the two sides' zones, "x" for left to right, else None."""
    sides = doc.sides()
    if len(sides) < 2:
        return "y"
    za = shapely.union_all([z.polygon for z in doc.zones.values() if z.side == sides[0]])
    zb = shapely.union_all([z.polygon for z in doc.zones.values() if z.side == sides[1]])
    c = (doc.width / 2, doc.depth / 2)
    for axis, (sx, sy) in (("y", (1, -1)), ("x", (-1, 1))):
        m = affinity.scale(za, sx, sy, origin=c)
        if m.symmetric_difference(zb).area <= 0.01 * max(zb.area, 1.0):
            return axis
    return None


class _Item:
    """A stock piece with what the search needs of it, worked out once."""

    def __init__(self, piece: StockPiece, ruleset: Ruleset):
        self.piece = piece
        probe = TerrainPiece("probe", piece.kind, piece.footprint(), height=piece.height)
        r = resolve_terrain(probe, ruleset)
        self.blocking = r.blocking != "none"
        self.impassable = r.movement == "impassable"
        self.counts = r.blocking != "none" or r.cover or r.movement != "open" or r.area != "none"
        self.shapes = {a: affinity.rotate(piece.footprint(), a, origin=(0, 0)) for a in range(0, 360, ANGLE_STEP)}
        self.radius = max(math.hypot(x, y) for x, y in piece.footprint().exterior.coords)

    def placed(self, g: Gene) -> Polygon:
        return affinity.translate(self.shapes[g.angle % 360], g.x, g.y)


class _Layout:
    """The geometry of one state: every placed polygon (locked pieces first) with its flags."""

    def __init__(self, polys: list[Polygon], blocking: list[bool], impassable: list[bool]):
        self.polys, self.blocking, self.impassable = polys, blocking, impassable


class Search:
    """One generation run (:func:`generate`)."""

    def __init__(self, req: Request, progress: Callable[[float], None] | None = None,
                 cancel: Callable[[], bool] | None = None):
        self.req = req
        self.rs = req.ruleset.for_document(req.base)
        self.targets = req.targets.with_defaults(self.rs)
        self.base = req.base
        self.sym = Symmetry(self.targets.symmetry, req.base)
        self.progress, self.cancel = progress, cancel
        self.settings = EventSettings.merged((req.base.settings, "document settings"),
                                             (self.targets.settings(), "generation targets"))
        ctx = Context(self.rs, self.settings)
        self.edge = length_param(ctx, "table.edge-clearance", "distance", "table_rules.edge_clearance") or 0.0
        self.spacing = length_param(ctx, "table.terrain-spacing", "distance", "table_rules.terrain_spacing") or 0.0
        self.search_settings = self._search_settings()
        self.sight_rules = tuple(r for r in SIGHT_RULES if r != "table.firing-lane"
                                 or "table.firing-lane" in self.search_settings.rules)
        locked = list(req.base.pieces.values())
        self.items = [_Item(p, self.rs) for p in req.stock]
        self.left = [p.count for p in req.stock]
        for lp in locked:  # locked pieces take their stock item when one fits
            k = self._stock_for(lp)
            if k is not None:
                self.left[k] -= 1
        self.locked_polys = [p.footprint for p in locked]
        res = [resolve_terrain(p, self.rs) for p in locked]
        self.locked_blocking = [r.blocking != "none" for r in res]
        self.locked_impassable = [r.movement == "impassable" for r in res]
        kinds = {m["id"] for m in self.rs.markers() if m.get("shape") in ("point", "area")}
        self.objectives = [marker_point(m) for m in req.base.markers.values() if m.kind in kinds]
        self.table = req.base.bounds()
        self._placed: dict[Gene, tuple[Polygon, ...]] = {}
        #: with aims, a layout meeting every limit keeps being improved toward them
        self.aims = self.targets.has_aims() and len(req.base.zones) >= 2
        self._placements: dict[int, tuple[TableDocument, tuple]] = {}

    # -- settings ---------------------------------------------------------------------
    def _search_settings(self) -> EventSettings:
        """The targets' settings, with fewer lane samples: the lane check is the one sight rule
        whose cost grows with its sampling rather than with the table (the judge samples in full)."""
        data = self.targets.settings()
        if "table.firing-lane" in data["rules"]:
            data["rules"]["table.firing-lane"]["params"]["samples"] = SEARCH_LANE_SAMPLES
        return EventSettings.merged((self.base.settings, "document settings"), (data, "generation search"))

    def _stock_for(self, piece: TerrainPiece) -> int | None:
        from ..inventory import fits, piece_size

        size = piece_size(piece.footprint)
        for k, p in enumerate(self.req.stock):
            minx, miny, maxx, maxy = p.footprint().bounds
            item = replace(_as_item(p), size=(maxx - minx, maxy - miny))
            if self.left[k] > 0 and fits(item, piece.kind, size, DEFAULT_TOLERANCE):
                return k
        return None

    # -- building layouts -----------------------------------------------------------
    def placed(self, g: Gene) -> tuple[Polygon, ...]:
        """The placement's polygon and, with symmetry, its twin's (worked out once per placement)."""
        hit = self._placed.get(g)
        if hit is None:
            poly = self.items[g.item].placed(g)
            hit = self._placed[g] = (poly, self.sym.polygon(poly)) if self.sym.twins else (poly,)
            if len(self._placed) > 20_000:
                self._placed.clear()
        return hit

    def polygons(self, genes: list[Gene]) -> list[tuple[int, Polygon]]:
        """(item, polygon) of every generated piece, twins included."""
        return [(g.item, poly) for g in genes for poly in self.placed(g)]

    def fits(self, gene: Gene, others: list[Gene]) -> bool:
        """Whether ``gene`` (and its twin) can join ``others`` within the geometric limits."""
        it = self.items[gene.item]
        polys = list(self.placed(gene))
        existing = self.polygons(others)
        other_polys = self.locked_polys + [p for _, p in existing]
        other_block = self.locked_blocking + [self.items[k].blocking for k, _ in existing]
        w, d = self.base.width, self.base.depth
        for n, poly in enumerate(polys):
            minx, miny, maxx, maxy = poly.bounds
            margin = self.edge if it.blocking else 0.0
            if minx < margin - TOL or miny < margin - TOL or maxx > w - margin + TOL or maxy > d - margin + TOL:
                return False
            if it.impassable and any(poly.intersects(o) for o in self.objectives):
                return False
            for q, qb in zip(other_polys + polys[:n], other_block + [it.blocking] * n):
                gap = poly.distance(q)
                if gap <= TOL and poly.intersection(q).area > AREA_TOL:
                    return False
                if it.blocking and qb and gap < self.spacing - TOL:
                    return False
        return True

    def document(self, genes: list[Gene], name: str = "") -> TableDocument:
        doc = self.base.snapshot()
        if name:
            doc.name = name
        used = set(doc.pieces)
        numbers: dict[str, int] = {}
        placements = []
        for g in genes:
            for twin, poly in enumerate(self.placed(g)):
                p = self.items[g.item].piece
                numbers[p.id] = numbers.get(p.id, 0) + 1
                pid = f"{p.id}-{numbers[p.id]}"
                while pid in used:
                    pid += "x"
                used.add(pid)
                doc.pieces[pid] = TerrainPiece(pid, p.kind, shapely.set_precision(poly, 0.01), label=p.label,
                                               height=p.height)
                x, y = self.sym.point(g.x, g.y) if twin else (g.x, g.y)
                angle = g.angle if not twin else self.sym.angle(g.angle)
                placements.append((pid, p.id, x, y, angle))
        self._placements[id(doc)] = (doc, tuple(placements))
        if len(self._placements) > 4096:
            self._placements.pop(next(iter(self._placements)))
        return doc

    # -- judging ----------------------------------------------------------------------
    def energy(self, genes: list[Gene]) -> tuple[float, TableDocument, bool | None]:
        """The layout's energy, its document, and whether it has too little terrain (True), too much
        (False) or enough (None), as the density rule says."""
        doc = self.document(genes)
        found = validate(doc, self.rs, self.search_settings, only=CHEAP_RULES)
        low = None
        for f in found:
            if f.rule == "table.terrain-density" and f.severity is not Severity.INFO and "share" in f.data:
                low = f.data.get("min") is not None and f.data["share"] < f.data["min"]
        cheap = _energy(found)
        if cheap > 0:
            return 10.0 + cheap, doc, low
        found = validate(doc, self.rs, self.search_settings, only=self.sight_rules)
        e = _energy(found)
        if self.targets.min_objective_hiding is not None and self.objectives:
            hidden = objective_hiding(doc, self.rs)
            if hidden is not None and hidden < self.targets.min_objective_hiding:
                e += self.targets.min_objective_hiding - hidden + 0.05
        if e == 0 and self.aims:  # every limit met: below zero, the nearer the aims the lower
            m = measures_for(doc, self.rs, self.targets)
            err = m.error(self.targets) if m is not None else None
            if err is not None:
                e = err - 1.0
        return e, doc, low

    def judge(self, doc: TableDocument) -> list[Finding]:
        """What the validators say of the layout, the targets as settings. The firing-lane rule is
        information unless a target or the table's settings ask for it: then it runs, else not."""
        if "table.firing-lane" in self.settings.rules:
            return validate(doc, self.rs, self.settings)
        from ..registry import rules_for

        return validate(doc, self.rs, self.settings,
                        only=[r.id for r in rules_for("table") if r.id != "table.firing-lane"])

    def meets(self, doc: TableDocument, findings: list[Finding]) -> bool:
        if any(f.severity is not Severity.INFO for f in findings):
            return False
        if self.targets.min_objective_hiding is not None and self.objectives:
            hidden = objective_hiding(doc, self.rs)
            return hidden is None or hidden >= self.targets.min_objective_hiding - 1e-9
        return True

    # -- mutations ---------------------------------------------------------------------
    def _per_gene(self) -> int:
        return 2 if self.sym.twins else 1

    def _free(self, genes: list[Gene]) -> list[int]:
        used = [0] * len(self.items)
        for g in genes:
            used[g.item] += self._per_gene()
        return [k for k in range(len(self.items)) if self.left[k] - used[k] >= self._per_gene()]

    def _random_point(self, rnd: random.Random, it: _Item) -> tuple[float, float]:
        w, d = self.base.width, self.base.depth
        if self.sym.twins:  # the first of a pair in one half; its twin goes in the other
            if self.sym.kind == "180" or self.sym.axis == "y":
                return rnd.uniform(0, w), rnd.uniform(0, d / 2)
            return rnd.uniform(0, w / 2), rnd.uniform(0, d)
        return rnd.uniform(0, w), rnd.uniform(0, d)

    def mutate(self, rnd: random.Random, genes: list[Gene], density_low: bool | None) -> list[Gene] | None:
        """A neighbour of ``genes`` within the geometric limits, or None when the try failed."""
        free = self._free(genes)
        ops = []
        if free:
            ops += ["add"] * (4 if density_low else 1 if density_low is None else 0) or ["add"]
        if genes:
            ops += ["move"] * 3 + ["rotate"] + ["replace"] + (["delete"] * (3 if density_low is False else 1))
        if not ops:
            return None
        op = rnd.choice(ops)
        if op == "add":
            k = rnd.choice(free)
            x, y = self._random_point(rnd, self.items[k])
            g = Gene(k, x, y, rnd.randrange(0, 360, ANGLE_STEP))
            return genes + [g] if self.fits(g, genes) else None
        i = rnd.randrange(len(genes))
        g, rest = genes[i], genes[:i] + genes[i + 1:]
        if op == "delete":
            return rest
        if op == "move":
            sigma = 0.1 * min(self.base.width, self.base.depth)
            if rnd.random() < 0.2:
                x, y = self._random_point(rnd, self.items[g.item])
            else:
                x, y = g.x + rnd.gauss(0, sigma), g.y + rnd.gauss(0, sigma)
            new = replace(g, x=x, y=y)
        elif op == "rotate":
            new = replace(g, angle=(g.angle + rnd.choice((-2, -1, 1, 2, 6)) * ANGLE_STEP) % 360)
        else:
            options = [k for k in self._free(rest) if k != g.item]
            if not options:
                return None
            new = replace(g, item=rnd.choice(options))
        return rest[:i] + [new] + rest[i:] if self.fits(new, rest) else None

    # -- the run -------------------------------------------------------------------------
    def run(self) -> list[Candidate]:
        req = self.req
        n = max(1, req.replicas)
        temps = [0.02 * (3.0 ** r) for r in range(n)]  # coldest first
        rnds = [random.Random(req.seed * 1009 + r) for r in range(n)]
        states: list[list[Gene]] = []
        energies: list[float] = []
        docs: list[TableDocument] = []
        lows: list[bool | None] = []
        for r in range(n):
            genes = self._seed_layout(rnds[r])
            e, doc, low = self.energy(genes)
            states.append(genes)
            energies.append(e)
            docs.append(doc)
            lows.append(low)
        offered: list[Candidate] = []
        best: list[tuple[float, int, TableDocument]] = []  # the best states seen, for an unmet run
        # with aims: layouts meeting every limit (energy, order found, document, genes)
        on_aim: dict[tuple, tuple[float, int, TableDocument, list[Gene]]] = {}
        tried: set = set()
        for step in range(req.steps):
            if self.cancel is not None and self.cancel():
                break
            for r in range(n):
                new = None
                for _ in range(8):  # a few tries at a proposal within the limits
                    new = self.mutate(rnds[r], states[r], lows[r])
                    if new is not None:
                        break
                if new is None:
                    continue
                e, doc, low = self.energy(new)
                if e <= energies[r] or rnds[r].random() < math.exp(-(e - energies[r]) / temps[r]):
                    states[r], energies[r], docs[r], lows[r] = new, e, doc, low
                    best.append((e, step * n + r, doc))
                    if e < 0:
                        on_aim.setdefault(_key(new), (e, step * n + r, doc, new))
                    elif e == 0:
                        key = _key(new)
                        if key not in tried:
                            tried.add(key)
                            self._offer(doc, e, offered)
                            if len(offered) >= req.count:
                                self._report(1.0)
                                return self._finish(offered)
            if step % 5 == 4:  # parallel tempering: neighbours swap states
                for r in range(n - 1):
                    delta = (energies[r] - energies[r + 1]) * (1 / temps[r] - 1 / temps[r + 1])
                    if delta >= 0 or rnds[0].random() < math.exp(delta):
                        states[r], states[r + 1] = states[r + 1], states[r]
                        energies[r], energies[r + 1] = energies[r + 1], energies[r]
                        docs[r], docs[r + 1] = docs[r + 1], docs[r]
                        lows[r], lows[r + 1] = lows[r + 1], lows[r]
            if on_aim and step % RESTART_EVERY == RESTART_EVERY - 1:
                # the replica furthest from the aims starts again from the layout nearest them
                worst = max(range(n), key=lambda k: (energies[k], k))
                e_best, _, doc_best, genes_best = min(on_aim.values(), key=lambda b: b[:2])
                if energies[worst] > e_best:
                    states[worst], energies[worst], docs[worst] = list(genes_best), e_best, doc_best
                    lows[worst] = None
            if len(best) > 64:
                best.sort(key=lambda b: (b[0], b[1]))
                del best[32:]
            if len(on_aim) > 256:
                keep = sorted(on_aim.items(), key=lambda kv: kv[1][:2])[:128]
                on_aim = dict(keep)
            self._report((step + 1) / req.steps)
        # with aims: the layouts meeting every limit, nearest the aims first
        for e, _, doc, _ in sorted(on_aim.values(), key=lambda b: b[:2]):
            if len(offered) >= req.count:
                return self._finish(offered)
            self._offer(doc, e, offered)
        # not enough layouts met every target: offer the best legal ones found, with what they miss
        best.sort(key=lambda b: (b[0], b[1]))
        for e, _, doc in best:
            if len(offered) >= req.count:
                break
            self._offer(doc, e, offered, need_met=False)
        return self._finish(offered)

    def _report(self, share: float) -> None:
        if self.progress is not None:
            self.progress(min(1.0, share))

    def _seed_layout(self, rnd: random.Random) -> list[Gene]:
        """A first layout: pieces added until the density reaches the middle of its range."""
        genes: list[Gene] = []
        goal = _mid(self.targets)
        for _ in range(200):
            if goal is None or self._share(genes) >= goal:
                break
            free = self._free(genes)
            if not free:
                break
            k = rnd.choice(free)
            x, y = self._random_point(rnd, self.items[k])
            g = Gene(k, x, y, rnd.randrange(0, 360, ANGLE_STEP))
            if self.fits(g, genes):
                genes.append(g)
        return genes

    def _share(self, genes: list[Gene]) -> float:
        """About the share of the table the terrain covers (generated pieces never overlap)."""
        area = sum(p.area for k, p in self.polygons(genes) if self.items[k].counts)
        return (area + sum(p.area for p in self.locked_polys)) / self.table.area

    def _offer(self, doc: TableDocument, energy: float, offered: list[Candidate], need_met: bool = True) -> None:
        for other in [c.doc for c in offered] + list(self.req.avoid):
            if layout_difference(other, doc, self.base) < self.targets.min_difference:
                return
        findings = self.judge(doc)
        if any(f.severity is Severity.ERROR for f in findings) or (need_met and not self.meets(doc, findings)):
            return
        hit = self._placements.get(id(doc))
        aims = explain_aims(doc, self.rs, self.targets) if self.aims else []
        offered.append(Candidate(doc, findings, explain(doc, self.rs, self.targets, findings), energy,
                                 self.req.seed, hit[1] if hit is not None and hit[0] is doc else (), aims))

    def _finish(self, offered: list[Candidate]) -> list[Candidate]:
        for i, c in enumerate(offered, 1):
            c.doc.name = msg("generate.layout-name", "{name}: layout {number}", name=self.base.name, number=i) \
                if self.base.name else msg("generate.layout-name-bare", "Layout {number}", number=i)
        return offered


def _as_item(p: StockPiece):
    from model.event import StockItem

    return StockItem(p.id, p.kind, p.size, p.count, p.name)


def _mid(t: Targets) -> float | None:
    if t.density_min is not None and t.density_max is not None:
        return (t.density_min + t.density_max) / 2
    return t.density_min


def _key(genes: list[Gene]) -> tuple:
    return tuple((g.item, round(g.x, 1), round(g.y, 1), g.angle) for g in genes)


def _energy(findings: list[Finding]) -> float:
    """How far a layout is from meeting the rules: 0 when no error and no warning."""
    e = 0.0
    for f in findings:
        if f.severity is Severity.INFO:
            continue
        d = f.data or {}
        if f.rule == "table.terrain-density" and "share" in d:
            low, high, s = d.get("min"), d.get("max"), d["share"]
            e += 0.1 + 10 * ((low - s) if low is not None and s < low else (s - high) if high is not None else 0)
        elif f.rule == "table.exposure" and "share" in d:
            e += 0.05 + d["share"] - d["limit"]
        elif f.rule == "table.fairness" and "score" in d:
            e += 0.05 + d["score"] - d["limit"]
        elif f.rule == "table.firing-lane":
            e += 0.2 + float(d.get("clear_share") or 0.0)
        else:
            e += 1.0
    return e


def layout_difference(a: TableDocument, b: TableDocument, base: TableDocument | None = None) -> float:
    """How different two layouts are: the share of their terrain footprint (locked pieces left out)
    that one has where the other has none (1 - intersection / union; 0: the same layout)."""
    skip = set(base.pieces) if base is not None else set()
    ua = shapely.union_all([p.footprint for p in a.pieces.values() if p.id not in skip] or [Polygon()])
    ub = shapely.union_all([p.footprint for p in b.pieces.values() if p.id not in skip] or [Polygon()])
    union = ua.union(ub).area
    return 1.0 - ua.intersection(ub).area / union if union > 0 else 0.0


def generate(req: Request, progress: Callable[[float], None] | None = None,
             cancel: Callable[[], bool] | None = None) -> list[Candidate]:
    """Up to ``req.count`` layouts, each differing from the others by ``targets.min_difference``:
    those meeting every target first; when the search cannot meet them all, the best legal layouts
    it found, each with what it misses in words."""
    return Search(req, progress, cancel).run()


def place_scenario_markers(doc: TableDocument, ruleset: Ruleset) -> TableDocument:
    """``doc`` with the markers its scenario needs and it lacks, placed symmetrically about the centre
    (points and areas along the line between the zones, edges on the left edge)."""
    sc = ruleset.scenario(doc.scenario.kind) if doc.scenario.kind else None
    if not sc:
        return doc
    out = doc.snapshot()
    w, d = doc.width, doc.depth
    side = min(w, d)
    for need in sc.get("markers", []):
        kind, want = need["kind"], int(need["min"])
        have = sum(1 for m in out.markers.values() if m.kind == kind)
        shape = (ruleset.marker_kind(kind) or {}).get("shape", "point")
        for n in range(have, want):
            mid = f"{kind}-{n + 1}"
            if shape == "edge":
                geom = LineString([(0, 0), (0, d)]) if n % 2 == 0 else LineString([(w, 0), (w, d)])
            else:
                # the centre first, then pairs on the centre line a third of the way out
                off = 0 if n == 0 else ((n + 1) // 2) * w / 3 * (1 if n % 2 else -1)
                x, y = w / 2 + off, d / 2
                geom = Point(x, y) if shape == "point" else Point(x, y).buffer(side / 20, 16)
            out.markers[mid] = Marker(mid, kind, geom)
    return out
