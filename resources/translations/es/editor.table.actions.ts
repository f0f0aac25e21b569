<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>TableActions</name>
    <message>
        <source>Select and Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ellipse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line of Sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select (Shift adds), drag to move, handles rotate (Shift: 15°) and scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag corners, double-click an edge to add one, Delete removes the current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle of the palette&apos;s kind (Shift: square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag an ellipse of the palette&apos;s kind (Shift: circle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click corners; double-click or Enter closes, Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag inside a ruin or building to stand a wall in it: walls block sight, the open floor does not (Shift: straight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place the palette&apos;s scenario marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to measure; from one object to another shows the edge-to-edge gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or drag a point: sight lines to the table, green clear, orange partial, red blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirrored Copy, Left to Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirrored Copy, Top to Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Turned 180° About the Centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip Vertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 90° Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 90° Counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Align</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centres Horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centres Vertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribute Horizontally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribute Vertically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid &amp;Step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools and &amp;Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mouse wheel around the cursor; Ctrl+0 fits the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle button drag, or hold Space and drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click; Shift+click adds or removes; drag on empty table for a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag (one undo step); arrow keys nudge by the grid step, Shift+arrows by a tenth; Alt while dragging: off the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate, scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round handle turns (Shift: 15° steps); the square handle resizes (Shift: keep proportions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click corners; double-click, Enter or the first corner closes; Backspace removes the last; Esc cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Corners: drag a corner; double-click an edge adds one; Delete removes the current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &gt; Symmetry: mirrored or 180° copies for fair layouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click one in the Validation panel to select and zoom to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z undo and redo; Ctrl+C, Ctrl+X, Ctrl+V; Ctrl+D duplicates; Delete removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools and Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line of Sight From Here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
