<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Import Tiled map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nueva campaña</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>radius (rings around the centre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pointy top (rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat top (columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centre to corner, for printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;The ruleset asks for %d hexes per player: %d hexes (%s)&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%d hexes %s %d asked for</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemovePlayerDialog</name>
    <message>
        <source>Remove player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %s? They hold %d hexes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave their hexes unclaimed (banners removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give their hexes to:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResizeDialog</name>
    <message>
        <source>Resize map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns on the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rings all round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positive adds, negative removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%d hexes after resizing (%d asked for %d players): %d added, %d removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;%d removed hexes are painted&lt;/b&gt; (Undo brings them back)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiledMappingDialog</name>
    <message>
        <source>Import %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%d hexes (%s-top, %d x %d). Choose the terrain of each tile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(ignore: ground below, or the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nueva campaña</translation>
    </message>
    <message>
        <source>No ruleset serves campaign maps.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
