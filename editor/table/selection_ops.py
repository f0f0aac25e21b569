"""Operations on the table editor's selection: cut, copy, paste, duplicate, delete, mirrored
and turned copies, flip, rotate, align, distribute, raise and lower, zoom to it. Each is
one undo step through the shared commands."""
from __future__ import annotations

from dataclasses import replace

import shapely
from shapely import affinity
from shapely.geometry import Polygon

from model.geometry import bounds_of, oriented

from .commands import RemoveTableObjects, ReorderObject
from .items import object_geometry, transformed
from .qtgeom import rect_of

MIME_OBJECTS = "application/x-wartable-table-objects"


class SelectionOperations:
    """Mixin of :class:`~editor.table.editor.TableEditor`: what the Table menu, the Edit menu
    and the context menu do to the selected objects."""

    def selected(self):
        return self.scene.selected_object_items()

    def select_all(self) -> None:
        self.scene.select_keys([k for k, item in self.scene.items_by_key.items() if item.isVisible()])

    def delete_key(self) -> None:
        """Delete: the current corner while editing corners, otherwise the selection."""
        if self.tool_name() == "vertices" and self.tools["vertices"].handles.current:
            self.tools["vertices"].delete_current()
            return
        self.delete_selection()

    def delete_selection(self) -> None:
        keys = self.scene.selected_keys()
        if keys:
            self.push(RemoveTableObjects(self.document, keys, self.tr("Delete %n object(s)", "", len(keys))))

    def _copies(self, fn, text: str, mirror: str | None = None) -> list[tuple[str, str]]:
        """Add transformed copies of the selection (new ids; sides swapped for symmetric copies)."""
        items = self.selected()
        if not items:
            return []
        used: set[str] = set()
        objects = []
        sides = self.document.sides()
        for item in items:
            prefix = {"pieces": "piece-", "zones": "zone-", "markers": "marker-"}[item.collection]
            new_id = self.document.new_id(prefix, used)
            obj = replace(transformed(item.collection, item.obj, fn), id=new_id)
            if mirror and len(sides) == 2:
                other = {sides[0]: sides[1], sides[1]: sides[0]}
                if item.collection == "zones":
                    obj = replace(obj, side=other.get(obj.side, obj.side), edge=_mirrored_edge(obj.edge, mirror),
                                  label=_mirrored_label(obj.label, obj.side, other.get(obj.side, obj.side)))
                elif item.collection == "markers" and obj.side:
                    obj = replace(obj, side=other.get(obj.side, obj.side))
            if item.collection in ("pieces", "zones") and isinstance(object_geometry(item.collection, obj), Polygon):
                geom = object_geometry(item.collection, obj)
                if geom.is_valid:
                    obj = transformed(item.collection, obj, lambda g: oriented(g) if isinstance(g, Polygon) else g)
            objects.append((item.collection, obj))
        return self.add_objects(objects, text)

    def copy_selection(self) -> bool:
        """Put the selected objects on the clipboard as a small Wartable table (JSON text too)."""
        from PySide6.QtCore import QMimeData
        from PySide6.QtWidgets import QApplication

        from model import files
        from model.table import TableDocument

        items = self.selected()
        if not items:
            return False
        doc = self.document
        part = TableDocument(doc.name, doc.ruleset, doc.width, doc.depth, doc.unit,
                             pieces=[i.obj for i in items if i.collection == "pieces"],
                             zones=[i.obj for i in items if i.collection == "zones"],
                             markers=[i.obj for i in items if i.collection == "markers"], ud_mm=doc.ud_mm)
        text = files.dumps(part)
        data = QMimeData()
        data.setData(MIME_OBJECTS, text.encode("utf-8"))
        data.setText(text)
        QApplication.clipboard().setMimeData(data)
        self.show_message(self.tr("Copied %n object(s)", "", len(items)))
        return True

    def cut_selection(self) -> None:
        if self.copy_selection():
            keys = self.scene.selected_keys()
            self.push(RemoveTableObjects(self.document, keys, self.tr("Cut %n object(s)", "", len(keys))))

    def paste(self) -> list[tuple[str, str]]:
        """Add the clipboard's objects with new ids, where they were (moved aside over their originals)."""
        from PySide6.QtWidgets import QApplication

        mime = QApplication.clipboard().mimeData()
        if mime is None or not mime.hasFormat(MIME_OBJECTS):
            self.show_message(self.tr("Nothing to paste: copy terrain, zones or markers first"))
            return []
        part = self._pasted_table(bytes(mime.data(MIME_OBJECTS)))
        if part is None:
            return []
        objects = [(c, o) for c in ("zones", "pieces", "markers") for o in part.collection(c).values()]
        overlap = any(o.id in self.document.collection(c) and self.document.collection(c)[o.id] == o for c, o in objects)
        step = self.scene.grid_step_mm * 2 if overlap else 0.0
        used: set[str] = set()
        new = []
        for c, o in objects:
            prefix = {"pieces": "piece-", "zones": "zone-", "markers": "marker-"}[c]
            moved = transformed(c, o, lambda g: affinity.translate(g, step, step)) if step else o
            new.append((c, replace(moved, id=self.document.new_id(prefix, used))))
        return self.add_objects(new, self.tr("Paste %n object(s)", "", len(new))) if new else []

    def _pasted_table(self, raw: bytes):
        """The table the clipboard holds, read as strictly as a file (size limit, JSON without NaN,
        Infinity or half characters, the schema, the limits); None, with the reason said, when
        it cannot be pasted."""
        from model import files
        from model.errors import DocumentError
        from model.jsonutil import MAX_FILE_BYTES, parse_json

        where = self.tr("the clipboard")
        problem = None
        if len(raw) > MAX_FILE_BYTES:
            problem = self.tr("the clipboard holds more than the %1 MiB a Wartable file may have").replace(
                "%1", f"{MAX_FILE_BYTES // 2 ** 20}")
        else:
            try:
                part = files.from_dict(parse_json(raw.decode("utf-8"), where), where)
                if part.KIND != "table":
                    problem = self.tr("the clipboard holds a document that is not a table")
            except UnicodeDecodeError:
                problem = self.tr("the clipboard's text is not UTF-8")
            except DocumentError as exc:
                problem = str(exc)
            except RecursionError:
                problem = self.tr("the clipboard's text is nested too deeply")
        if problem is None:
            return part
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(self.tr("Cannot paste"), self.tr("Cannot paste: %s") % problem)
        else:
            self.show_message(self.tr("Cannot paste: %s") % problem)
        return None

    def duplicate_selection(self) -> list[tuple[str, str]]:
        step = self.scene.grid_step_mm * 2
        return self._copies(lambda g: affinity.translate(g, step, step),
                            self.tr("Duplicate %n object(s)", "", len(self.selected())))

    def symmetric_copy(self, mode: str) -> list[tuple[str, str]]:
        """Copies mirrored across the table's centre line (``x``: left-right, ``y``: top-bottom) or
        turned 180 degrees about its centre, with the deployment sides swapped."""
        cx, cy = self.document.width / 2, self.document.depth / 2
        if mode == "x":
            fn, text = (lambda g: affinity.scale(g, -1, 1, origin=(cx, cy))), self.tr("Mirror copy left to right")
        elif mode == "y":
            fn, text = (lambda g: affinity.scale(g, 1, -1, origin=(cx, cy))), self.tr("Mirror copy top to bottom")
        else:
            fn, text = (lambda g: affinity.rotate(g, 180, origin=(cx, cy))), self.tr("Copy turned 180 degrees")
        return self._copies(fn, text, mirror=mode)

    def _transform_selection(self, fn_for_box, text: str) -> bool:
        items = self.selected()
        if not items:
            return False
        box = bounds_of([object_geometry(i.collection, i.obj) for i in items])
        fn = fn_for_box(box)
        return self.push_changes([(i.collection, transformed(i.collection, i.obj, fn)) for i in items], text)

    def flip_selection(self, axis: str) -> bool:
        def make(box):
            c = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
            return (lambda g: affinity.scale(g, -1, 1, origin=c)) if axis == "x" else \
                (lambda g: affinity.scale(g, 1, -1, origin=c))
        return self._transform_selection(make, self.tr("Flip %n object(s)", "", len(self.selected())))

    def rotate_selection(self, degrees: float) -> bool:
        def make(box):
            c = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
            return lambda g: affinity.rotate(g, degrees, origin=c)
        return self._transform_selection(make, self.tr("Rotate %n object(s)", "", len(self.selected())))

    def align_selection(self, mode: str) -> bool:
        items = self.selected()
        if len(items) < 2:
            return False
        bounds = {i.key: object_geometry(i.collection, i.obj).bounds for i in items}
        x0 = min(b[0] for b in bounds.values())
        y0 = min(b[1] for b in bounds.values())
        x1 = max(b[2] for b in bounds.values())
        y1 = max(b[3] for b in bounds.values())
        changes = []
        for i in items:
            b = bounds[i.key]
            dx = {"left": x0 - b[0], "right": x1 - b[2], "hcenter": (x0 + x1) / 2 - (b[0] + b[2]) / 2}.get(mode, 0.0)
            dy = {"top": y0 - b[1], "bottom": y1 - b[3], "vcenter": (y0 + y1) / 2 - (b[1] + b[3]) / 2}.get(mode, 0.0)
            changes.append((i.collection, transformed(i.collection, i.obj,
                                                      lambda g, dx=dx, dy=dy: affinity.translate(g, dx, dy))))
        return self.push_changes(changes, self.tr("Align %n object(s)", "", len(items)))

    def distribute_selection(self, axis: str) -> bool:
        """Equal gaps between the selected objects along ``axis`` (the outermost stay put)."""
        items = self.selected()
        if len(items) < 3:
            return False
        lo, hi = (0, 2) if axis == "x" else (1, 3)
        bounds = {i.key: object_geometry(i.collection, i.obj).bounds for i in items}
        items.sort(key=lambda i: bounds[i.key][lo])
        total = sum(bounds[i.key][hi] - bounds[i.key][lo] for i in items)
        start = bounds[items[0].key][lo]
        end = max(bounds[i.key][hi] for i in items)
        gap = (end - start - total) / (len(items) - 1)
        pos = start
        changes = []
        for i in items:
            b = bounds[i.key]
            d = pos - b[lo]
            dx, dy = (d, 0.0) if axis == "x" else (0.0, d)
            changes.append((i.collection, transformed(i.collection, i.obj,
                                                      lambda g, dx=dx, dy=dy: affinity.translate(g, dx, dy))))
            pos += (b[hi] - b[lo]) + gap
        return self.push_changes(changes, self.tr("Distribute %n object(s)", "", len(items)))

    def restack_selection(self, delta: int) -> None:
        """Raise (+1) or lower (-1) the selected pieces in the drawing order."""
        pieces = [i for i in self.selected() if i.collection in ("pieces", "zones", "markers")]
        if not pieces:
            return
        self.qdoc.undo_stack.beginMacro(self.tr("Raise") if delta > 0 else self.tr("Lower"))
        order = sorted(pieces, key=lambda i: list(self.document.collection(i.collection)).index(i.obj_id),
                       reverse=delta > 0)
        for item in order:
            ids = list(self.document.collection(item.collection))
            index = ids.index(item.obj_id)
            new = max(0, min(len(ids) - 1, index + delta))
            if new != index:
                self.push(ReorderObject(self.document, item.collection, item.obj_id, new,
                                        self.tr("Raise") if delta > 0 else self.tr("Lower")))
        self.qdoc.undo_stack.endMacro()
        self.scene.select_keys([i.key for i in pieces])

    def zoom_to_selection(self) -> None:
        items = self.selected()
        if not items:
            return
        rect = rect_of(shapely.box(*bounds_of([object_geometry(i.collection, i.obj) for i in items])))
        m = max(rect.width(), rect.height(), self.scene.grid_step_mm * 10) * 0.3
        self._auto_fit = False
        self.view.fit_rect(rect.adjusted(-m, -m, m, m))


def _mirrored_edge(edge, mode: str):
    if edge is None:
        return None
    if mode == "x":
        return {"left": "right", "right": "left"}.get(edge, edge)
    if mode == "y":
        return {"top": "bottom", "bottom": "top"}.get(edge, edge)
    return {"left": "right", "right": "left", "top": "bottom", "bottom": "top"}[edge]


def _mirrored_label(label: str, side: str, other: str) -> str:
    """A zone's label naming its side ("Side A", "Bando A") names the other side once mirrored."""
    from model import i18n
    from model.display import side_label

    for lang in i18n.LANGUAGES:
        with i18n.using(lang):
            old, new = side_label(side), side_label(other)
        if old in label:
            return label.replace(old, new)
    return label
