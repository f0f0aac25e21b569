<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
    <context>
        <name>TableEditor</name>
        <message>
            <source>Place the missing marker on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select and Move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit Corners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rectangle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ellipse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Polygon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Walls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place Marker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line of Sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select (Shift adds), drag to move, handles rotate (Shift: 15°) and scale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag corners, double-click an edge to add one, Delete removes the current one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag a rectangle of the palette's kind (Shift: square)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag an ellipse of the palette's kind (Shift: circle)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click corners; double-click or Enter closes, Esc cancels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag inside a ruin or building to stand a wall in it: walls block sight, the open floor does not (Shift: straight)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click to place the palette's scenario marker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drag to measure; from one object to another shows the edge-to-edge gap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click or drag a point: sight lines to the table, green clear, orange partial, red blocked</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snap to Grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snap drawing and moving to the grid (hold Alt for a free move)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid and snapping step; arrow keys nudge by it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show Grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Deployment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select &amp;All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Duplicate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>De&amp;lete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Symmetry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mirrored Copy, Left to Right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mirrored Copy, Top to Bottom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy Turned 180° About the Centre</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flip Horizontally</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Flip Vertically</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rotate 90° Clockwise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rotate 90° Counter-clockwise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Align</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left Edges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Centres Horizontally</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Right Edges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Top Edges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Centres Vertically</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bottom Edges</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distribute Horizontally</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Distribute Vertically</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Raise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Lower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show &amp;Labels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid &amp;Step…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools and &amp;Keys…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Sight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show Widest Firing &amp;Lane</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show &amp;Cover Availability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Exposure Heatmap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compare the Sides (Fairness)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancel Sight Analysis</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear Sight Overlays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools</source>
            <translation>Herramientas</translation>
        </message>
        <message>
            <source>Zoom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mouse wheel around the cursor; Ctrl+0 fits the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>middle button drag, or hold Space and drag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Select</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>click; Shift+click adds or removes; drag on empty table for a box</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>drag (one undo step); arrow keys nudge by the grid step, Shift+arrows by a tenth; Alt while dragging: off the grid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rotate, scale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the round handle turns (Shift: 15° steps); the square handle resizes (Shift: keep proportions)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>click corners; double-click, Enter or the first corner closes; Backspace removes the last; Esc cancels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Corners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit Corners: drag a corner; double-click an edge adds one; Delete removes the current one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Symmetry</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table &gt; Symmetry: mirrored or 180° copies for fair layouts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Findings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>click one in the Validation panel to select and zoom to it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ctrl+Z / Ctrl+Shift+Z undo and redo; Ctrl+C, Ctrl+X, Ctrl+V; Ctrl+D duplicates; Delete removes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tools and Keys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seen From Side %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PDF (*.pdf);;PNG image (*.png)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exported %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Computing sight… %s%% (Sight &gt; Cancel to stop)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duplicate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom to Selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line of Sight From Here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid step</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grid step (%s):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Side %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw deployment zone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Place %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add deployment zone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add %s</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Delete %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Cut %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Nothing to paste: copy terrain, zones or markers first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot paste: %s</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Paste %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Duplicate %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Mirror copy left to right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mirror copy top to bottom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy turned 180 degrees</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Flip %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Rotate %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Align %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Distribute %n object(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Apply deployment: %s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>x %1, y %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 selected: %2 x %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing selected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zoom %s%% of real size</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
