<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>LayersDock</name>
    <message>
        <source>Deployment zones</source>
        <translation>Zonas de despliegue</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Escenografía</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Draw the selected objects above the others (Ctrl+])</source>
        <translation>Dibujar los objetos seleccionados por encima de los demás (Ctrl+])</translation>
    </message>
    <message>
        <source>Draw the selected objects below the others (Ctrl+[)</source>
        <translation>Dibujar los objetos seleccionados por debajo de los demás (Ctrl+[)</translation>
    </message>
    <message>
        <source>Delete the selected objects (Delete)</source>
        <translation>Eliminar los objetos seleccionados (Supr)</translation>
    </message>
    <message>
        <source>%s zone</source>
        <translation>Zona de %s</translation>
    </message>
    <message>
        <source>Side %s zone</source>
        <translation>Zona del bando %s</translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
</context>
</TS>
