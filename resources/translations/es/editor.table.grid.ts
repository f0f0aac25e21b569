<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>GridAndSnap</name>
    <message>
        <source>Snap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap drawing and moving to the grid (hold Alt for a free move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid and snapping step; arrow keys nudge by it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid step (%s):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
