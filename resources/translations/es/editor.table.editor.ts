<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>TableEditor</name>
    <message>
        <source>Place the missing marker on the table</source>
        <extracomment>where the panels start (see ``editor/layout.py``): the table large in the middle</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 selected: %2 x %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %s%% of real size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
