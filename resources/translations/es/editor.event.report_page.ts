<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ReportPage</name>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Hallazgo</translation>
    </message>
    <message>
        <source>Press Check Event to check every table and list of the event.</source>
        <translation>Pulsa Comprobar evento para comprobar todas las mesas y listas del evento.</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Table %d</source>
        <translation>Mesa %d</translation>
    </message>
    <message>
        <source>%s: as %s</source>
        <translation>%s: como %s</translation>
    </message>
    <message>
        <source>: ok</source>
        <translation>: correcta</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Escenografía</translation>
    </message>
    <message>
        <source>the stock builds every table</source>
        <translation>el almacén basta para todas las mesas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>%(errors)d errors, %(warnings)d warnings, %(unreadable)d unreadable files</source>
        <translation>%(errors)d errores, %(warnings)d avisos, %(unreadable)d archivos ilegibles</translation>
    </message>
    <message>
        <source> (the check was cancelled)</source>
        <translation> (la comprobación se canceló)</translation>
    </message>
</context>
</TS>
