<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>TableEditor</name>
    <message>
        <source>Place the missing marker on the table</source>
        <extracomment>where the panels start (see ``editor/layout.py``): the table large in the middle</extracomment>
        <translation>Colocar en la mesa el marcador que falta</translation>
    </message>
    <message>
        <source>x %1, y %2</source>
        <translation>x %1, y %2</translation>
    </message>
    <message>
        <source>%1 selected: %2 x %3</source>
        <translation>%1 seleccionado: %2 x %3</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nada seleccionado</translation>
    </message>
    <message>
        <source>Zoom %s%% of real size</source>
        <translation>Zoom %s%% del tamaño real</translation>
    </message>
</context>
</TS>
