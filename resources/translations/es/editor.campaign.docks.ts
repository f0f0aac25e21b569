<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>e</name>
    <message>
        <source>Unclaimed (no banner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unclaimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hex selected — use the Select tool (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex %s&lt;/b&gt; (column %d, row %d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%d hexes&lt;/b&gt; — changes apply to all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %s</source>
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
        <source>give the hex a banner first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place capital of %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies this turn: %d points (largest empire +%d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>victory %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%d hexes, %d cities, %d castles, %d mines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: %d open neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no (%d open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest share from %.0f%% to %.0f%%; %d hemmed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No placement keeps capitals %d hexes apart on this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested (numbered on the map): closest share %.0f%%–%.0f%%, %d hemmed in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Paint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Terrain&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brush of %d hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;Thick edges and tint: a player&apos;s banner. Crown: capital. Red square: city, grey: castle, gold triangle: mine (icons when zoomed in). Middle button or Space+drag pans; wheel zooms.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hex selected — use the Select tool (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build or remove a %s on the selected hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital of the banner&apos;s player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make this hex the capital of the player whose banner flies on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Karak Ungor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the notes typed for this hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the colour of this player&apos;s banner on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player to the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected player from the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empire size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fairness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hemmed in by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count %s next to a capital as closing it in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when fewer open neighbours than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An organiser&apos;s judgement, not a rule of the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest capitals for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find capital hexes that give every player as even a start as the map allows (numbered on the map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give them to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move each player&apos;s capital to a suggested hex (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>self.editor</name>
    <message>
        <source>Paint %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit hex notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
