<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>TableActions</name>
    <message>
        <source>Select and Move</source>
        <translation>Seleccionar y mover</translation>
    </message>
    <message>
        <source>Edit Corners</source>
        <translation>Editar esquinas</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation>Elipse</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polígono</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Muros</translation>
    </message>
    <message>
        <source>Place Marker</source>
        <translation>Colocar marcador</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <source>Line of Sight</source>
        <translation>Línea de visión</translation>
    </message>
    <message>
        <source>Select (Shift adds), drag to move, handles rotate (Shift: 15°) and scale</source>
        <translation>Seleccionar (Mayús añade), arrastrar para mover; los tiradores giran (Mayús: 15°) y escalan</translation>
    </message>
    <message>
        <source>Drag corners, double-click an edge to add one, Delete removes the current one</source>
        <translation>Arrastrar esquinas; doble clic en un lado añade una; Supr quita la actual</translation>
    </message>
    <message>
        <source>Drag a rectangle of the palette&apos;s kind (Shift: square)</source>
        <translation>Arrastrar un rectángulo del tipo de la paleta (Mayús: cuadrado)</translation>
    </message>
    <message>
        <source>Drag an ellipse of the palette&apos;s kind (Shift: circle)</source>
        <translation>Arrastrar una elipse del tipo de la paleta (Mayús: círculo)</translation>
    </message>
    <message>
        <source>Click corners; double-click or Enter closes, Esc cancels</source>
        <translation>Hacer clic en las esquinas; doble clic o Intro cierra, Esc cancela</translation>
    </message>
    <message>
        <source>Drag inside a ruin or building to stand a wall in it: walls block sight, the open floor does not (Shift: straight)</source>
        <translation>Arrastrar dentro de unas ruinas o un edificio para levantar un muro: los muros bloquean la visión, el suelo abierto no (Mayús: recto)</translation>
    </message>
    <message>
        <source>Click to place the palette&apos;s scenario marker</source>
        <translation>Hacer clic para colocar el marcador de escenario de la paleta</translation>
    </message>
    <message>
        <source>Drag to measure; from one object to another shows the edge-to-edge gap</source>
        <translation>Arrastrar para medir; de un objeto a otro muestra la distancia de borde a borde</translation>
    </message>
    <message>
        <source>Click or drag a point: sight lines to the table, green clear, orange partial, red blocked</source>
        <translation>Hacer clic o arrastrar un punto: líneas de visión a la mesa, verde despejada, naranja parcial, rojo bloqueada</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Deployment</source>
        <translation>&amp;Despliegue</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation>&amp;Simetría</translation>
    </message>
    <message>
        <source>Mirrored Copy, Left to Right</source>
        <translation>Copia en espejo, de izquierda a derecha</translation>
    </message>
    <message>
        <source>Mirrored Copy, Top to Bottom</source>
        <translation>Copia en espejo, de arriba abajo</translation>
    </message>
    <message>
        <source>Copy Turned 180° About the Centre</source>
        <translation>Copia girada 180° sobre el centro</translation>
    </message>
    <message>
        <source>Flip Horizontally</source>
        <translation>Voltear horizontalmente</translation>
    </message>
    <message>
        <source>Flip Vertically</source>
        <translation>Voltear verticalmente</translation>
    </message>
    <message>
        <source>Rotate 90° Clockwise</source>
        <translation>Girar 90° a la derecha</translation>
    </message>
    <message>
        <source>Rotate 90° Counter-clockwise</source>
        <translation>Girar 90° a la izquierda</translation>
    </message>
    <message>
        <source>&amp;Align</source>
        <translation>&amp;Alinear</translation>
    </message>
    <message>
        <source>Left Edges</source>
        <translation>Bordes izquierdos</translation>
    </message>
    <message>
        <source>Centres Horizontally</source>
        <translation>Centros en horizontal</translation>
    </message>
    <message>
        <source>Right Edges</source>
        <translation>Bordes derechos</translation>
    </message>
    <message>
        <source>Top Edges</source>
        <translation>Bordes superiores</translation>
    </message>
    <message>
        <source>Centres Vertically</source>
        <translation>Centros en vertical</translation>
    </message>
    <message>
        <source>Bottom Edges</source>
        <translation>Bordes inferiores</translation>
    </message>
    <message>
        <source>Distribute Horizontally</source>
        <translation>Repartir en horizontal</translation>
    </message>
    <message>
        <source>Distribute Vertically</source>
        <translation>Repartir en vertical</translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>&amp;Lower</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Show &amp;Labels</source>
        <translation>Mostrar &amp;nombres</translation>
    </message>
    <message>
        <source>Grid &amp;Step…</source>
        <translation>&amp;Paso de rejilla…</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Generar…</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>mouse wheel around the cursor; Ctrl+0 fits the table</source>
        <translation>rueda del ratón alrededor del cursor; Ctrl+0 ajusta la mesa</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Desplazar</translation>
    </message>
    <message>
        <source>middle button drag, or hold Space and drag</source>
        <translation>arrastrar con el botón central, o mantener Espacio y arrastrar</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>click; Shift+click adds or removes; drag on empty table for a box</source>
        <translation>clic; Mayús+clic añade o quita; arrastrar sobre mesa vacía para un recuadro</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>drag (one undo step); arrow keys nudge by the grid step, Shift+arrows by a tenth; Alt while dragging: off the grid</source>
        <translation>arrastrar (un paso de deshacer); las flechas desplazan un paso de rejilla, Mayús+flechas una décima; Alt al arrastrar: fuera de la rejilla</translation>
    </message>
    <message>
        <source>Rotate, scale</source>
        <translation>Girar, escalar</translation>
    </message>
    <message>
        <source>the round handle turns (Shift: 15° steps); the square handle resizes (Shift: keep proportions)</source>
        <translation>el tirador redondo gira (Mayús: pasos de 15°); el cuadrado cambia el tamaño (Mayús: mantiene las proporciones)</translation>
    </message>
    <message>
        <source>click corners; double-click, Enter or the first corner closes; Backspace removes the last; Esc cancels</source>
        <translation>clic en las esquinas; doble clic, Intro o la primera esquina cierra; Retroceso quita la última; Esc cancela</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Esquinas</translation>
    </message>
    <message>
        <source>Edit Corners: drag a corner; double-click an edge adds one; Delete removes the current one</source>
        <translation>Editar esquinas: arrastrar una esquina; doble clic en un lado añade una; Supr quita la actual</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Simetría</translation>
    </message>
    <message>
        <source>Table &gt; Symmetry: mirrored or 180° copies for fair layouts</source>
        <translation>Mesa &gt; Simetría: copias en espejo o giradas 180° para disposiciones equilibradas</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>click one in the Validation panel to select and zoom to it</source>
        <translation>haz clic en uno del panel Comprobación para seleccionarlo y acercarse a él</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z undo and redo; Ctrl+C, Ctrl+X, Ctrl+V; Ctrl+D duplicates; Delete removes</source>
        <translation>Ctrl+Z / Ctrl+Mayús+Z deshacen y rehacen; Ctrl+C, Ctrl+X, Ctrl+V; Ctrl+D duplica; Supr elimina</translation>
    </message>
    <message>
        <source>Tools and Keys</source>
        <translation>Herramientas y teclas</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Zoom to Selection</source>
        <translation>Acercar a la selección</translation>
    </message>
    <message>
        <source>Line of Sight From Here</source>
        <translation>Línea de visión desde aquí</translation>
    </message>
</context>
</TS>
