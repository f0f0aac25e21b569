<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PropertiesDock</name>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain piece %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shown on the table and in print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give this piece its own height instead of its kind&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kind&apos;s height is %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set piece height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use kind height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fully</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to its height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hides models inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as kind (%s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n standing wall(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>none (Walls tool, W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls block sight; with walls, the rest of the footprint is open floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this piece&apos;s walls: its whole footprint blocks sight again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment zone %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change zone side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change zone edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change marker kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change marker side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position and size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X (from left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y (from top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation type="unfinished"></translation>
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
        <source>Resize table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the deployment zones by the preset&apos;s (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the deployment zones by the chosen preset&apos;s (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pieces, %2 zones, %3 markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 placed, needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the table to place a %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit table notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resize %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
