<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ObjectPlacing</name>
    <message>
        <source>Draw deployment zone</source>
        <translation>Dibujar zona de despliegue</translation>
    </message>
    <message>
        <source>Draw %s</source>
        <translation>Dibujar %s</translation>
    </message>
    <message>
        <source>Place %s</source>
        <translation>Poner %s</translation>
    </message>
    <message>
        <source>Add deployment zone</source>
        <translation>Añadir zona de despliegue</translation>
    </message>
    <message>
        <source>Add %s</source>
        <translation>Añadir %s</translation>
    </message>
    <message>
        <source>Apply deployment: %s</source>
        <translation>Aplicar despliegue: %s</translation>
    </message>
</context>
</TS>
