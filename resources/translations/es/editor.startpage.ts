<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>StartPage</name>
    <message>
        <source>New table from a ruleset preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new empty table of this size, checked against %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new hex map for a campaign: its size, ruleset and players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a table, campaign map, army list or catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
