<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Import Tiled map</source>
        <translation>Importar mapa de Tiled</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj *.json)</source>
        <translation>Mapas de Tiled (*.tmx *.tmj *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign map</source>
        <translation>Nuevo mapa de campaña</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nueva campaña</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>columnas</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>filas</translation>
    </message>
    <message>
        <source>radius (rings around the centre)</source>
        <translation>radio (anillos alrededor del centro)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Pointy top (rows)</source>
        <translation>Vértice arriba (filas)</translation>
    </message>
    <message>
        <source>Flat top (columns)</source>
        <translation>Lado arriba (columnas)</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Centre to corner, for printing</source>
        <translation>Del centro a una esquina, para imprimir</translation>
    </message>
    <message>
        <source>Hex size</source>
        <translation>Tamaño de casilla</translation>
    </message>
    <message>
        <source>&lt;small&gt;The ruleset asks for %d hexes per player: %d hexes (%s)&lt;/small&gt;</source>
        <translation>&lt;small&gt;El reglamento pide %d casillas por jugador: %d casillas (%s)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%d hexes %s %d asked for</source>
        <translation>%d casillas %s %d pedidas</translation>
    </message>
</context>
<context>
    <name>RemovePlayerDialog</name>
    <message>
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>Remove %s? They hold %d hexes.</source>
        <translation>¿Quitar a %s? Tiene %d casillas.</translation>
    </message>
    <message>
        <source>Leave their hexes unclaimed (banners removed)</source>
        <translation>Dejar sus casillas sin dueño (se quitan los estandartes)</translation>
    </message>
    <message>
        <source>Give their hexes to:</source>
        <translation>Dar sus casillas a:</translation>
    </message>
</context>
<context>
    <name>ResizeDialog</name>
    <message>
        <source>Resize map</source>
        <translation>Cambiar tamaño del mapa</translation>
    </message>
    <message>
        <source>Columns on the left</source>
        <translation>Columnas a la izquierda</translation>
    </message>
    <message>
        <source>Columns on the right</source>
        <translation>Columnas a la derecha</translation>
    </message>
    <message>
        <source>Rows at the top</source>
        <translation>Filas arriba</translation>
    </message>
    <message>
        <source>Rows at the bottom</source>
        <translation>Filas abajo</translation>
    </message>
    <message>
        <source>Rings all round</source>
        <translation>Anillos alrededor</translation>
    </message>
    <message>
        <source>Positive adds, negative removes</source>
        <translation>Positivo añade, negativo quita</translation>
    </message>
    <message>
        <source>%d hexes after resizing (%d asked for %d players): %d added, %d removed</source>
        <translation>%d casillas tras el cambio (%d pedidas para %d jugadores): %d añadidas, %d quitadas</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;%d removed hexes are painted&lt;/b&gt; (Undo brings them back)</source>
        <translation>&lt;br&gt;&lt;b&gt;%d casillas quitadas están pintadas&lt;/b&gt; (Deshacer las recupera)</translation>
    </message>
</context>
<context>
    <name>TiledMappingDialog</name>
    <message>
        <source>Import %s</source>
        <translation>Importar %s</translation>
    </message>
    <message>
        <source>%d hexes (flat top, %d x %d). Choose the terrain or the construction of each tile:</source>
        <translation>%d casillas (lado arriba, %d x %d). Elige el terreno o la construcción de cada tesela:</translation>
    </message>
    <message>
        <source>%d hexes (pointy top, %d x %d). Choose the terrain or the construction of each tile:</source>
        <translation>%d casillas (vértice arriba, %d x %d). Elige el terreno o la construcción de cada tesela:</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tesela</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Terrain or construction</source>
        <translation>Terreno o construcción</translation>
    </message>
    <message>
        <source>(ignore: ground below, or the default)</source>
        <translation>(ignorar: el suelo de debajo, o el predeterminado)</translation>
    </message>
    <message>
        <source>Construction: %s</source>
        <translation>Construcción: %s</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
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
        <translation>Ningún reglamento sirve para mapas de campaña.</translation>
    </message>
</context>
</TS>
