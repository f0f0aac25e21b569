<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ObjectPlacing</name>
    <message>
        <source>Side %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply deployment: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
