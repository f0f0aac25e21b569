<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PaletteDock</name>
    <message>
        <source>Terrain Palette</source>
        <translation>Paleta de escenografía</translation>
    </message>
    <message>
        <source>Pick a kind, then draw; or drag it onto the table.</source>
        <translation>Elige un tipo y dibújalo, o arrástralo a la mesa.</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Escenografía</translation>
    </message>
    <message>
        <source>Deployment zones</source>
        <translation>Zonas de despliegue</translation>
    </message>
    <message>
        <source>%s zone</source>
        <translation>Zona de %s</translation>
    </message>
    <message>
        <source>Side %s zone</source>
        <translation>Zona del bando %s</translation>
    </message>
    <message>
        <source>Draw a deployment zone for side %s (or use Table &gt; Deployment)</source>
        <translation>Dibujar una zona de despliegue para el bando %s (o usa Mesa &gt; Despliegue)</translation>
    </message>
    <message>
        <source>Scenario markers</source>
        <translation>Marcadores del escenario</translation>
    </message>
    <message>
        <source>%s (a table edge): click on the table with the marker tool, or drag it there</source>
        <translation>%s (un borde de la mesa): haz clic en la mesa con la herramienta de marcadores, o arrástralo allí</translation>
    </message>
    <message>
        <source>%s (an area): click on the table with the marker tool, or drag it there</source>
        <translation>%s (una zona): haz clic en la mesa con la herramienta de marcadores, o arrástralo allí</translation>
    </message>
    <message>
        <source>%s (a point): click on the table with the marker tool, or drag it there</source>
        <translation>%s (un punto): haz clic en la mesa con la herramienta de marcadores, o arrástralo allí</translation>
    </message>
</context>
</TS>
