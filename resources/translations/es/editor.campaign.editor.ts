<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CampaignEditor</name>
    <message>
        <source>The ruleset could not be loaded; painting rules are not checked.
%s</source>
        <extracomment>where the panels start (see ``editor/layout.py``): the empires and fairness tables share the window&apos;s whole width with the findings, as tabs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Hex &amp;Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Adjacency Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tint Hexes with Banner Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resize Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;Ring of Hexes All Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Suggest Capitals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Tiled Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset could not be loaded; only selecting is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add ring of hexes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change player colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change player race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove player %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place capitals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %d%%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%d hexes selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex %s selected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
