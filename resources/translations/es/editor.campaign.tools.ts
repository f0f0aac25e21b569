<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Terrain brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint terrain; drag to paint a stroke (brush radius 1, 2 or 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner brush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint the chosen player&apos;s banner (or clear banners with &apos;Unclaimed&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint banner of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear banners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to open ground: no constructions, banner or capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paint a whole connected region of one terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill with %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place or remove a city, castle or mine where the ruleset allows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this hex the chosen player&apos;s capital (moves it from the old one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player in the Paint panel first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place capital of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a hex&apos;s terrain and banner for the brushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a hex to edit its name, notes and details (Shift adds to the selection)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
