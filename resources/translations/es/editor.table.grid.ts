<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>GridAndSnap</name>
    <message>
        <source>Snap to Grid</source>
        <translation>Ajustar a la rejilla</translation>
    </message>
    <message>
        <source>Snap drawing and moving to the grid (hold Alt for a free move)</source>
        <translation>Ajustar a la rejilla al dibujar y mover (mantén Alt para mover libremente)</translation>
    </message>
    <message>
        <source>Grid </source>
        <translation>Rejilla </translation>
    </message>
    <message>
        <source>Grid and snapping step; arrow keys nudge by it</source>
        <translation>Paso de la rejilla y del ajuste; las flechas desplazan ese paso</translation>
    </message>
    <message>
        <source>Show Grid</source>
        <translation>Mostrar rejilla</translation>
    </message>
    <message>
        <source>Grid step</source>
        <translation>Paso de rejilla</translation>
    </message>
    <message>
        <source>Grid step (%s):</source>
        <translation>Paso de rejilla (%s):</translation>
    </message>
</context>
</TS>
