"""A volunteer rebuilds a table from its printed setup sheet alone.

Each table's sheet is written as a PDF, its text read back (pypdf), and every piece, wall, marker and
deployment zone rebuilt from the printed numbers only: a rectangle from its corner and size, an oval
or a circle from its centre, diameters and rotation (with its sense), anything else from the corner
table with its arcs. Every rebuilt shape lies within 1 mm of the real one, on every shipped table and
on randomised tables of polygons, turned pieces, walls, curved and diagonal zones, in cm, inches and UD.
"""
from __future__ import annotations

import math
import random
import re
from pathlib import Path

import pypdf
import pytest
import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, box

from model.files import load
from model.geometry import ellipse
from model.presets import deployment_zones
from model.ruleset import load_ruleset
from model.table import DeploymentZone, Marker, TableDocument, TerrainPiece

ROOT = Path(__file__).resolve().parents[1]
TOLERANCE = 1.0  # mm

UNIT_MM = {"centimetres": 10.0, "millimetres": 1.0, "inches": 25.4}
L = r'(-?[\d.]+)(?:"| cm| mm| UD)'  # a printed length
ANGLE = r'([\d.]+)° (clockwise|anticlockwise)'
CORNERS = ("top-left corner", "top-right corner", "bottom-left corner", "bottom-right corner")


# -- reading the sheet --------------------------------------------------------------------------------
def sheet_text(pdf: Path) -> tuple[str, str]:
    """(the header line of the first page, the pages' text without page headers, footers and repeated
    column headings), words separated by single spaces."""
    pages = [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(pdf)).pages]
    header = pages[0]
    body = []
    for text in pages:
        text = re.sub(r"^.*?Lengths in [a-zA-Z]+(?: \(base widths\))?(?: · 1 UD = [\d.]+ mm)? ", "", text, count=1)
        text = re.sub(r" table\.json · .*? Page \d+ of \d+$", "", text)
        body.append(text)
    text = " ".join(body)
    for heading in ("No. Name Kind Size Reference point Left/right edge Top/bottom edge Rotation",
                    "Corner Left/right edge Top/bottom edge To the next corner"):
        text = text.replace(heading + " ", "")
    return header, text


class Sheet:
    """The numbers of one printed sheet and the shapes they describe (mm, y down from the top edge)."""

    def __init__(self, pdf: Path):
        header, text = sheet_text(pdf)
        m = re.search(r"Lengths in ([a-zA-Z]+)", header)
        self.unit = m.group(1)
        if self.unit == "UD":
            self.unit_mm = float(re.search(r"1 UD = ([\d.]+) mm", header).group(1))
        else:
            self.unit_mm = UNIT_MM[self.unit]
        m = re.search(L + " x " + L + " table", header)
        self.width, self.depth = self.mm(m.group(1)), self.mm(m.group(2))
        self.text = text
        self.pieces = self._placements(self._section("Terrain placement"), pieces=True)
        self.markers = self._placements(self._section("Objectives and markers"), pieces=False)
        self.zones = self._zones(self._section("Deployment zones"))
        self.outlines = self._outlines(self._section("Corners and curves"))

    def mm(self, value: str) -> float:
        return float(value) * self.unit_mm

    def x(self, value: str, edge: str) -> float:
        return self.mm(value) if edge == "left" else self.width - self.mm(value)

    def y(self, value: str, edge: str) -> float:
        return self.mm(value) if edge == "top" else self.depth - self.mm(value)

    def _section(self, heading: str) -> str:
        heads = ["Terrain placement", "Objectives and markers", "Deployment zones", "Corners and curves", "Scenario"]
        start = self.text.find(heading + " ")
        if start < 0:
            return ""
        start += len(heading) + 1
        ends = [self.text.find(" " + h + " ", start) for h in heads]
        end = min([e for e in ends if e >= 0] or [len(self.text)])
        return self.text[start:end]

    def _placements(self, text: str, pieces: bool) -> dict[str, object]:
        if not text:
            return {}
        if pieces:
            text = re.sub(r"^Measure from .*? lengths in [a-zA-Z]+(?: \(base widths\))?\. ", "", text)
        else:
            text = text.replace("Mark Name Kind Size Reference point Left/right edge Top/bottom edge ", "")
        size = (r'(?:⌀ ' + L + r'|([\d.]+) x ([\d.]+)(?:"| cm| mm| UD)( \(oval\)| \((?:outline|turned): corners below\))?|'
                + L + r')?')
        row = re.compile((r"(\d+)" if pieces else r"([A-Z]\d*)") + r" (.+?) ?" + size + " (" + "|".join(CORNERS)
                         + "|centre) " + L + " from (left|right) " + L + " from (top|bottom)"
                         + (r" (—|0°|" + ANGLE + ")" if pieces else "") + r"(?: |$)")
        out, pos = {}, 0
        while pos < len(text):
            m = row.match(text, pos)
            assert m, f"unreadable placement row: {text[pos:pos + 160]!r}"
            g = m.groups()
            mark, diameter, w, d, tail, length, ref = g[0], g[2], g[3], g[4], g[5], g[6], g[7]
            px, py = self.x(g[8], g[9]), self.y(g[10], g[11])
            rot = 0.0
            if pieces and g[13]:
                rot = float(g[13]) * (1 if g[14] == "clockwise" else -1)
            if diameter:
                shape = ellipse(px, py, self.mm(diameter) / 2, self.mm(diameter) / 2)
            elif tail == " (oval)":
                shape = affinity.rotate(ellipse(px, py, self.mm(w) / 2, self.mm(d) / 2), rot, origin=(px, py))
            elif tail is None and w and ref in CORNERS:
                sx = -1 if "right" in ref else 1
                sy = -1 if "bottom" in ref else 1
                x2, y2 = px + sx * self.mm(w), py + sy * self.mm(d)
                shape = box(min(px, x2), min(py, y2), max(px, x2), max(py, y2))
            elif w is None and length is None and diameter is None:
                shape = Point(px, py)
            else:
                shape = None  # told by its corners below
            out[mark] = shape
            pos = m.end()
        return out

    def _zones(self, text: str) -> dict[str, object]:
        text = text.replace("Side Edge Depth Width Shape ", "")
        row = re.compile(r"(.+?) (top edge|bottom edge|left edge|right edge|—) " + L + " " + L
                         + r" (the edge's whole length|corners below)(?: |$)")
        out, pos = {}, 0
        while pos < len(text):
            m = row.match(text, pos)
            assert m, f"unreadable zone row: {text[pos:pos + 120]!r}"
            name, edge, depth, _, how = m.groups()
            if how == "corners below":
                out[name] = None
            else:
                d = self.mm(depth)
                out[name] = {"top edge": box(0, 0, self.width, d), "bottom edge": box(0, self.depth - d, self.width,
                                                                                          self.depth),
                             "left edge": box(0, 0, d, self.depth),
                             "right edge": box(self.width - d, 0, self.width, self.depth)}[edge]
            pos = m.end()
        return out

    def _outlines(self, text: str) -> dict[str, object]:
        if not text:
            return {}
        text = re.sub(r"^Each corner in order .*?\(Export, sheet \"Piece template\"\)\. ", "", text)
        title = re.compile(r"(Outline of|Points along) (.+?) (?=1 " + L + " from)")
        corner = re.compile(r"(\d+) " + L + " from (left|right) " + L + r" from (top|bottom) (straight|the line's end|"
                            r"arc about the point " + L + " from (left|right), " + L + " from (top|bottom): radius " + L
                            + ", " + ANGLE + r")(?: |$)")
        out, pos = {}, 0
        while pos < len(text):
            m = title.match(text, pos)
            assert m, f"unreadable outline: {text[pos:pos + 120]!r}"
            kind, name = m.groups()[:2]
            pos = m.end()
            rings, ring = [], []
            while pos < len(text):
                hole = re.match(r"Hole \d+ ", text[pos:])
                if hole:
                    rings.append(ring)
                    ring = []
                    pos += hole.end()
                    continue
                c = corner.match(text, pos)
                if not c:
                    break
                g = c.groups()
                pt = (self.x(g[1], g[2]), self.y(g[3], g[4]))
                arc = None
                if g[5].startswith("arc"):
                    centre = (self.x(g[6], g[7]), self.y(g[8], g[9]))
                    arc = (centre, self.mm(g[10]), float(g[11]) * (1 if g[12] == "clockwise" else -1))
                ring.append((pt, arc))
                pos = c.end()
            rings.append(ring)
            if kind == "Points along":
                out[name] = LineString([p for p, _ in rings[0]])
            else:
                out[name] = Polygon(*[_ring(r) for r in rings[:1]], [_ring(r) for r in rings[1:]])
        return out


def _ring(corners) -> list[tuple[float, float]]:
    pts = []
    for (x, y), arc in corners:
        pts.append((x, y))
        if arc is not None:
            (cx, cy), r, sweep = arc
            a0 = math.atan2(y - cy, x - cx)
            n = max(2, int(abs(sweep) / 2) + 1)
            pts += [(cx + r * math.cos(a0 + math.radians(sweep) * k / n), cy + r * math.sin(a0 + math.radians(sweep) * k / n))
                    for k in range(1, n)]
    return pts


def _error(a, b) -> float:
    if isinstance(a, Polygon):
        assert isinstance(b, Polygon) and len(a.interiors) == len(b.interiors)
        return max([shapely.hausdorff_distance(a.exterior, b.exterior, densify=0.05)]
                   + [shapely.hausdorff_distance(x, y, densify=0.05) for x, y in zip(a.interiors, b.interiors)])
    return shapely.hausdorff_distance(a, b)


def rebuild_errors(doc: TableDocument, pdf: Path) -> dict[str, float]:
    """Each object's worst distance (mm) from the shape rebuilt from the sheet's text."""
    sheet = Sheet(pdf)
    assert abs(sheet.width - doc.width) < 0.5 and abs(sheet.depth - doc.depth) < 0.5
    errors = {}
    for i, piece in enumerate(doc.pieces.values(), 1):
        label = piece.label or None
        built = sheet.pieces[str(i)]
        if built is None:
            built = next(v for k, v in sheet.outlines.items() if k.startswith(f"{i} · "))
        errors[f"piece {i}"] = _error(piece.footprint, built)
        for w, wall in enumerate(piece.walls, 1):
            built = next(v for k, v in sheet.outlines.items() if k.startswith(f"wall {w} of {i} · "))
            errors[f"piece {i} wall {w}"] = _error(wall, built)
        del label
    letters = list(sheet.markers)
    assert len(letters) == len(doc.markers)
    for letter, marker in zip(letters, doc.markers.values()):
        built = sheet.markers[letter]
        if built is None:
            built = next(v for k, v in sheet.outlines.items() if k.startswith(f"{letter} · "))
        errors[f"marker {letter}"] = _error(marker.geometry, built)
    for zone in doc.zones.values():
        name = zone.label or zone.side
        built = sheet.zones[name]
        if built is None:
            built = sheet.outlines[f"zone {name}"]
        errors[f"zone {name}"] = _error(zone.polygon, built)
    return errors


def _write(doc, tmp_path: Path, name: str) -> Path:
    from editor.printing.pages import PageOptions, write_pdf
    from editor.printing.setup_sheet import SetupSheet

    out = tmp_path / f"{name}.pdf"
    write_pdf(SetupSheet(doc, options=PageOptions(date="2026-01-01", file_name="table.json")), out)
    return out


# -- the tables -------------------------------------------------------------------------------------------
SHIPPED = sorted(p for p in [*ROOT.glob("examples/*.json"), *ROOT.glob("examples/kensei-event/tables/*.json")]
                 if '"kind": "table"' in p.read_text(encoding="utf-8")[:400])


def test_every_shipped_table_is_found():
    assert len(SHIPPED) >= 6


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_shipped_table_rebuilds_from_its_sheet(qapp, tmp_path, path):
    doc = load(path)
    errors = rebuild_errors(doc, _write(doc, tmp_path, path.stem))
    assert len(errors) == len(doc.pieces) + sum(len(p.walls) for p in doc.pieces.values()) + len(doc.markers) \
        + len(doc.zones)
    worst = max(errors, key=errors.get)
    assert errors[worst] <= TOLERANCE, (worst, errors[worst])


def random_table(seed: int) -> TableDocument:
    """Polygons, turned rectangles and ovals, circles, ruins with walls, point, area and line markers,
    and one of the ruleset's deployments (strips, diagonal halves or quarters with a curved cut-out)."""
    rnd = random.Random(seed)
    ruleset_id, unit, size = [("wh40k-skirmish", "in", (1828.8, 1219.2)), ("kensei", "cm", (1200.0, 1200.0)),
                              ("adlg", "ud", (1200.0, 800.0))][seed % 3]
    ruleset = load_ruleset(ruleset_id)
    kinds = [k["id"] for k in ruleset.terrain_kinds()]
    W, D = size
    pieces = []
    for i in range(rnd.randint(4, 8)):
        cx, cy = rnd.uniform(150, W - 150), rnd.uniform(150, D - 150)
        shape = rnd.choice(["poly", "rect", "turned", "oval", "circle", "ruin"])
        if shape == "poly":
            n = rnd.randint(3, 8)
            angles = sorted(rnd.uniform(0, 2 * math.pi) for _ in range(n))
            g = Polygon([(cx + rnd.uniform(40, 120) * math.cos(a), cy + rnd.uniform(40, 120) * math.sin(a))
                         for a in angles]).convex_hull
        elif shape == "rect":
            g = box(cx - rnd.uniform(20, 120), cy - rnd.uniform(20, 120), cx + rnd.uniform(20, 120),
                    cy + rnd.uniform(20, 120))
        elif shape == "turned":
            g = affinity.rotate(box(cx - rnd.uniform(30, 120), cy - rnd.uniform(20, 60), cx + rnd.uniform(30, 120),
                                    cy + rnd.uniform(20, 60)), rnd.uniform(-89, 89))
        elif shape == "oval":
            rx, ry = rnd.uniform(40, 130), rnd.uniform(20, 39)
            g = affinity.rotate(ellipse(cx, cy, rx, ry), rnd.uniform(-89, 89), origin=(cx, cy))
        elif shape == "circle":
            r = rnd.uniform(20, 100)
            g = ellipse(cx, cy, r, r)
        else:
            g = affinity.rotate(box(cx - 100, cy - 70, cx + 100, cy + 70), rnd.choice([0, rnd.uniform(-60, 60)]))
        walls = ()
        if shape == "ruin":
            x0, y0, x1, y1 = g.bounds
            walls = (affinity.rotate(box(cx - 60, cy - 50, cx + 40, cy - 42), rnd.uniform(-30, 30)),
                     box(cx - 60, cy - 50, cx - 52, cy + 40))
        pieces.append(TerrainPiece(f"p{i}", rnd.choice(kinds), g, f"Piece {chr(65 + i)}", walls=walls))
    presets = ruleset.deployment_presets()
    zones = deployment_zones(ruleset, presets[seed % len(presets)]["id"], W, D) if presets else []
    mkinds = [m["id"] for m in ruleset.markers()] or ["objective"]
    markers = [Marker("m1", mkinds[0], Point(rnd.uniform(50, W - 50), rnd.uniform(50, D - 50)), "Objective"),
               Marker("m2", mkinds[0], LineString([(0, rnd.uniform(100, 300)), (0, rnd.uniform(400, 700))]),
                      "Edge stretch"),
               Marker("m3", mkinds[0], affinity.rotate(box(W / 2 - 60, D / 2 - 40, W / 2 + 60, D / 2 + 40),
                                                       rnd.uniform(-45, 45)), "Turned area")]
    return TableDocument(f"Random {seed}", ruleset_id, W, D, unit, pieces=pieces, zones=zones, markers=markers,
                         ud_mm=40.0 if unit == "ud" else None)


@pytest.mark.parametrize("seed", range(9))
def test_randomised_table_rebuilds_from_its_sheet(qapp, tmp_path, seed):
    doc = random_table(seed)
    errors = rebuild_errors(doc, _write(doc, tmp_path, f"random-{seed}"))
    worst = max(errors, key=errors.get)
    assert errors[worst] <= TOLERANCE, (worst, errors[worst])


def test_a_polygon_is_not_rebuilt_from_its_size_alone(qapp, tmp_path):
    """The corner table is what makes a polygon rebuildable: the placement row says to look below."""
    doc = random_table(0)
    sheet = Sheet(_write(doc, tmp_path, "r0"))
    told = [k for k, v in sheet.pieces.items() if v is None]
    assert told and all(any(name.startswith(f"{k} · ") for name in sheet.outlines) for k in told)
