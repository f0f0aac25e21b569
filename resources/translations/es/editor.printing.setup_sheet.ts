<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Table setup sheet</source>
        <translation>Hoja de montaje de la mesa</translation>
    </message>
    <message>
        <source>{w} x {d} table</source>
        <translation>mesa de {w} x {d}</translation>
    </message>
    <message>
        <source>Scenario: {name}</source>
        <translation>Escenario: {name}</translation>
    </message>
    <message>
        <source>Scale 1:{n}</source>
        <translation>Escala 1:{n}</translation>
    </message>
    <message>
        <source>Lengths in {unit}</source>
        <translation>Longitudes en {unit}</translation>
    </message>
    <message>
        <source>1 UD = {mm} mm</source>
        <translation>1 UD = {mm} mm</translation>
    </message>
    <message>
        <source>Scale 1:{n} — 1 cm on paper is {v} on the table</source>
        <translation>Escala 1:{n}: 1 cm en el papel son {v} en la mesa</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Reference point</source>
        <translation>Punto de referencia</translation>
    </message>
    <message>
        <source>Left/right edge</source>
        <translation>Borde izq./der.</translation>
    </message>
    <message>
        <source>Top/bottom edge</source>
        <translation>Borde sup./inf.</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Giro</translation>
    </message>
    <message>
        <source>Terrain placement</source>
        <translation>Colocación de la escenografía</translation>
    </message>
    <message>
        <source>Measure from the two table edges given (the nearest, or for a centre the opposite one when a piece stands in the way) to the reference point (for a rectangle square to the edges, to its two sides: the plan&apos;s lines meet them where there is room); lengths in {unit}.</source>
        <translation>Mida desde los dos bordes de mesa indicados (los más cercanos o, para un centro, el opuesto cuando una pieza se interpone) hasta el punto de referencia (en un rectángulo a escuadra con los bordes, hasta sus dos lados: las líneas del plano los tocan donde hay sitio); longitudes en {unit}.</translation>
    </message>
    <message>
        <source>Objectives and markers</source>
        <translation>Objetivos y marcadores</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Deployment zones</source>
        <translation>Zonas de despliegue</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Borde</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>the edge&apos;s whole length</source>
        <translation>todo el largo del borde</translation>
    </message>
    <message>
        <source>corners below</source>
        <translation>esquinas más abajo</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>ninguno elegido</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Reglas especiales</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No se ha encontrado ningún problema.</translation>
    </message>
    <message>
        <source>Set up by</source>
        <translation>Montada por</translation>
    </message>
    <message>
        <source>Points along {what}</source>
        <translation>Puntos de {what}</translation>
    </message>
    <message>
        <source>Outline of {what}</source>
        <translation>Contorno de {what}</translation>
    </message>
    <message>
        <source>Outline of wall {n} of {what}</source>
        <translation>Contorno del muro {n} de {what}</translation>
    </message>
    <message>
        <source>Outline of zone {name}</source>
        <translation>Contorno de la zona {name}</translation>
    </message>
    <message>
        <source>Corner</source>
        <translation>Esquina</translation>
    </message>
    <message>
        <source>To the next corner</source>
        <translation>Hasta la esquina siguiente</translation>
    </message>
    <message>
        <source>Corners and curves</source>
        <translation>Esquinas y curvas</translation>
    </message>
    <message>
        <source>Each corner in order around the outline, measured from the two nearest table edges; a curved side is an arc about the point given, turning as said. A piece too irregular to measure can be cut from its 1:1 template (Export, sheet &quot;Piece template&quot;).</source>
        <translation>Cada esquina en orden a lo largo del contorno, medida desde los dos bordes de mesa más cercanos; un lado curvo es un arco alrededor del punto indicado, que gira como se dice. Una pieza demasiado irregular para medirla puede recortarse de su plantilla a escala 1:1 (Exportar, hoja «Plantilla de una pieza»).</translation>
    </message>
    <message>
        <source>Hole {n}</source>
        <translation>Hueco {n}</translation>
    </message>
    <message>
        <source>arc about the point {x}, {y}: radius {r}, {turn}</source>
        <translation>arco alrededor del punto a {x}, {y}: radio {r}, {turn}</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>recto</translation>
    </message>
    <message>
        <source>the line&apos;s end</source>
        <translation>fin de la línea</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>milímetros</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>centímetros</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pulgadas</translation>
    </message>
    <message>
        <source>UD (base widths)</source>
        <translation>UD (anchos de peana)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Reference: {ref}</source>
        <translation>Referencia: {ref}</translation>
    </message>
    <message>
        <source>Basis: {basis}</source>
        <translation>Base: {basis}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Setup sheets</source>
        <translation>Hojas de montaje</translation>
    </message>
</context>
</TS>
