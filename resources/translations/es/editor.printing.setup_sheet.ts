<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>left</source>
        <extracomment>nice scales, smallest reduction first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(outline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(oval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{v}-{h} corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{edge} edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table setup sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{w} x {d} table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale 1:{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lengths in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale 1:{n} — 1 cm on paper is {v} on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left/right edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top/bottom edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure from the two nearest table edges to the reference point; lengths in {unit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives and markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none chosen</source>
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
        <source>Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{e} errors, {w} warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UD (base widths)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference: {ref}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basis: {basis}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup sheets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
