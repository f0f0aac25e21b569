"""Adding objects to the table: what the palette's current entry makes with a drawn shape, a
click (markers) or a drop, and deployment presets from the ruleset."""
from __future__ import annotations

from PySide6.QtCore import QPointF
from shapely.geometry import Point, Polygon

from model.display import side_label
from model.geometry import ellipse, oriented, rectangle
from model.presets import deployment_zones
from model.table import DeploymentZone, Marker, TerrainPiece

from .commands import ApplyDeploymentPreset


class ObjectPlacing:
    """Mixin of :class:`~editor.table.editor.TableEditor`: new terrain, zones and markers."""

    def _target(self) -> tuple[str, str]:
        if ":" in self.target:
            c, k = self.target.split(":", 1)
            return c, k
        kinds = self.ruleset.terrain_kinds() if self.ruleset else []
        return "pieces", kinds[0]["id"] if kinds else "terrain"

    def _target_changed(self, key: str) -> None:
        self.target = key
        if key.startswith("markers:"):
            kind = self.ruleset.marker_kind(key.split(":", 1)[1]) if self.ruleset else None
            if kind and kind.get("shape") != "area" and self.tool_name() != "marker":
                self.set_tool("marker")
        elif self.tool_name() == "marker":
            self.set_tool("rectangle")

    def create_drawn(self, geom) -> list[tuple[str, str]]:
        """Add what the palette's current entry makes, with a drawn shape."""
        collection, kind = self._target()
        doc = self.document
        if isinstance(geom, Polygon) and geom.is_valid and geom.area > 0:
            geom = oriented(geom)
        if collection == "zones":
            obj = DeploymentZone(doc.new_id("zone-"), kind, geom, side_label(kind))
            return self.add_objects([("zones", obj)], self.tr("Draw deployment zone"))
        if collection == "markers":
            info = (self.ruleset.marker_kind(kind) if self.ruleset else None) or {}
            shape = info.get("shape", "area")
            if shape in ("point", "edge"):  # dropped where the shape was drawn (an edge marker takes the nearest edge)
                c = geom.centroid
                return self.place_marker(QPointF(c.x, c.y))
            obj = Marker(doc.new_id("marker-"), kind, geom)
            return self.add_objects([("markers", obj)], self.tr("Draw %s") % info.get("name", kind))
        obj = TerrainPiece(doc.new_id("piece-"), kind, geom)
        name = (self.scene.style.terrain_kind(kind) or {}).get("name", kind)
        return self.add_objects([("pieces", obj)], self.tr("Draw %s") % name)

    def place_marker(self, pos: QPointF, kind: str | None = None) -> list[tuple[str, str]]:
        collection, current = self._target()
        markers = self.ruleset.markers() if self.ruleset else []
        if kind is None:
            kind = current if collection == "markers" else (markers[0]["id"] if markers else "objective")
        info = (self.ruleset.marker_kind(kind) if self.ruleset else None) or {}
        shape = info.get("shape", "point")
        doc = self.document
        if shape == "edge":
            edge = min(("top", "bottom", "left", "right"), key=lambda e: doc.edge_line(e).distance(Point(pos.x(), pos.y())))
            geom = doc.edge_line(edge)
        elif shape == "area":
            r = min(doc.width, doc.depth) / 12
            geom = ellipse(pos.x(), pos.y(), r, r)
        else:
            geom = Point(pos.x(), pos.y())
        obj = Marker(doc.new_id("marker-"), kind, geom)
        return self.add_objects([("markers", obj)], self.tr("Place %s") % info.get("name", kind))

    def start_placing_marker(self, kind: str) -> None:
        self.palette.set_current(f"markers:{kind}")
        self.target = f"markers:{kind}"
        info = (self.ruleset.marker_kind(kind) if self.ruleset else None) or {}
        self.set_tool("rectangle" if info.get("shape") == "area" else "marker")
        self.view.setFocus()

    def default_piece_size(self) -> float:
        step = self.scene.grid_step_mm
        size = min(self.document.width, self.document.depth) / 6
        return max(step, round(size / step) * step)

    def drop_palette(self, what: str, pos: QPointF) -> None:
        collection, kind = what.split(":", 1)
        centre = self.snap_point(pos)
        if collection == "markers":
            self.place_marker(centre, kind)
            return
        s = self.default_piece_size()
        geom = rectangle(centre.x() - s / 2, centre.y() - s / 2, s, s)
        if collection == "zones":
            obj = DeploymentZone(self.document.new_id("zone-"), kind, geom, side_label(kind))
            self.add_objects([("zones", obj)], self.tr("Add deployment zone"))
            return
        name = (self.scene.style.terrain_kind(kind) or {}).get("name", kind)
        self.add_objects([("pieces", TerrainPiece(self.document.new_id("piece-"), kind, geom))], self.tr("Add %s") % name)

    def apply_deployment(self, preset_id: str) -> None:
        """Replace the deployment zones by a ruleset preset's, as one undo step."""
        doc = self.document
        sides = tuple(doc.sides()[:2]) if len(doc.sides()) >= 2 else ("A", "B")
        others = {str(i) for name in ("pieces", "markers") for i in doc.collection(name)}
        ids = tuple(i if i not in others else f"{i}-{n}" for n, i in enumerate(("zone-a", "zone-b")))
        zones = deployment_zones(self.ruleset, preset_id, doc.width, doc.depth, sides=sides, ids=ids)
        name = next((p["name"] for p in self.ruleset.deployment_presets() if p["id"] == preset_id), preset_id)
        self.push(ApplyDeploymentPreset(doc, zones, self.tr("Apply deployment: %s") % name))
        self.scene.select_keys([("zones", z.id) for z in zones])
