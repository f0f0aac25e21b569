<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PaletteDock</name>
    <message>
        <source>Terrain Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a kind, then draw; or drag it onto the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>height %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gives cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %s zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a deployment zone for side %s (or use Table &gt; Deployment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s (%s): click on the table with the marker tool, or drag it there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
