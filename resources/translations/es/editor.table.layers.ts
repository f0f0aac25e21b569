<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>LayersDock</name>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
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
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the selected objects above the others (Ctrl+])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the selected objects below the others (Ctrl+[)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected objects (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
