"""Paint tools of the campaign editor. A tool turns presses and drags on hexes into
``PaintHexes`` commands through the editor; it never changes the document itself."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt

from model import campaign_ops as ops
from model.hexgrid import Hex, line


def tr(text: str) -> str:
    return QCoreApplication.translate("CampaignTools", text)


class Tool:
    """Base tool: a press on a hex, drags across hexes, a release."""

    id = ""
    label = ""
    shortcut = ""
    tip = ""
    cursor = Qt.CrossCursor
    uses_brush = False

    def press(self, editor, h: Hex | None, modifiers) -> None:
        pass

    def move(self, editor, previous: Hex | None, h: Hex | None, modifiers) -> None:
        pass

    def release(self, editor) -> None:
        pass


class BrushTool(Tool):
    """Paints the brush's hexes under the pointer; a whole drag is one undo step."""

    uses_brush = True

    def changes(self, editor, keys):  # pragma: no cover - overridden
        return {}

    def command_text(self, editor) -> str:
        return self.label

    def press(self, editor, h, modifiers) -> None:
        editor.begin_stroke()
        if h is not None:
            self._paint(editor, [h])

    def move(self, editor, previous, h, modifiers) -> None:
        if h is None:
            return
        # follow fast drags hex by hex so a stroke has no gaps
        path = line(previous, h) if previous is not None else [h]
        self._paint(editor, path)

    def release(self, editor) -> None:
        editor.end_stroke()

    def _paint(self, editor, centres) -> None:
        keys = []
        for c in centres:
            keys.extend(ops.brush_hexes(editor.document, c, editor.brush_radius))
        changes = self.changes(editor, dict.fromkeys(keys))
        editor.push_paint(changes, self.command_text(editor), stroke=True)


class TerrainBrush(BrushTool):
    id, shortcut = "terrain", "B"
    label = tr("Terrain brush")
    tip = tr("Paint terrain; drag to paint a stroke (brush radius 1, 2 or 3)")

    def changes(self, editor, keys):
        return ops.paint_terrain(editor.document, keys, editor.terrain)

    def command_text(self, editor) -> str:
        return tr("Paint %s") % editor.terrain_name(editor.terrain)


class OwnerBrush(BrushTool):
    id, shortcut = "owner", "O"
    label = tr("Banner brush")
    tip = tr("Paint the chosen player's banner (or clear banners with 'Unclaimed')")

    def changes(self, editor, keys):
        doc = editor.document
        out = {}
        for k in keys:
            cell = doc.cells.get(k)
            if cell is None or cell.owner == editor.player:
                continue
            out[k] = replace(cell, owner=editor.player, capital=False)
        return out

    def command_text(self, editor) -> str:
        p = editor.document.players.get(editor.player)
        return tr("Paint banner of %s") % p.name if p else tr("Clear banners")


class Eraser(BrushTool):
    id, shortcut = "eraser", "E"
    label = tr("Eraser")
    tip = tr("Back to open ground: no constructions, banner or capital")

    def changes(self, editor, keys):
        return ops.erase(editor.document, keys, ops.default_terrain(editor.ruleset))

    def command_text(self, editor) -> str:
        return tr("Erase hexes")


class FloodFill(Tool):
    id, shortcut = "fill", "F"
    label = tr("Fill")
    tip = tr("Paint a whole connected region of one terrain")

    def press(self, editor, h, modifiers) -> None:
        if h is None:
            return
        region = ops.flood_region(editor.document, h)
        editor.push_paint(ops.paint_terrain(editor.document, region, editor.terrain),
                          tr("Fill with %s") % editor.terrain_name(editor.terrain))


class FeatureTool(Tool):
    id, shortcut = "feature", "C"
    label = tr("Construction")
    tip = tr("Place or remove a city, castle or mine where the ruleset allows it")

    def press(self, editor, h, modifiers) -> None:
        if h is None:
            return
        changes, refusal, warning = ops.toggle_feature(editor.ruleset, editor.document, h, editor.feature)
        if refusal:
            editor.refuse(refusal, at=h)
            return
        cell = editor.document.cells[h]
        verb = tr("Remove %s") if cell.has(editor.feature) else tr("Place %s")
        editor.push_paint(changes, verb % editor.feature_name(editor.feature))
        if warning:
            editor.warn(warning, at=h)


class CapitalTool(Tool):
    id, shortcut = "capital", "K"
    label = tr("Capital")
    tip = tr("Make this hex the chosen player's capital (moves it from the old one)")

    def press(self, editor, h, modifiers) -> None:
        if h is None:
            return
        if editor.player is None:
            editor.refuse(tr("Choose a player in the Paint panel first"), at=h)
            return
        changes, refusal = ops.place_capital(editor.ruleset, editor.document, h, editor.player)
        if refusal:
            editor.refuse(refusal, at=h)
            return
        editor.push_paint(changes, tr("Place capital of %s") % editor.document.players[editor.player].name)


class Eyedropper(Tool):
    id, shortcut = "eyedropper", "I"
    label = tr("Eyedropper")
    tip = tr("Pick a hex's terrain and banner for the brushes")
    cursor = Qt.PointingHandCursor

    def press(self, editor, h, modifiers) -> None:
        if h is None:
            return
        cell = editor.document.cells[h]
        editor.set_terrain(cell.terrain)
        if cell.owner in editor.document.players:
            editor.set_player(cell.owner)
        editor.select([h])


class SelectTool(Tool):
    id, shortcut = "select", "S"
    label = tr("Select")
    tip = tr("Select a hex to edit its name, notes and details (Shift adds to the selection)")
    cursor = Qt.ArrowCursor

    def press(self, editor, h, modifiers) -> None:
        if h is None:
            editor.select([])
        elif modifiers & Qt.ShiftModifier:
            sel = list(editor.selection)
            editor.select([x for x in sel if x != h] if h in sel else sel + [h])
        else:
            editor.select([h])


TOOLS = (SelectTool, TerrainBrush, FloodFill, FeatureTool, OwnerBrush, CapitalTool, Eraser, Eyedropper)
