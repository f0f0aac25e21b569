<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New Event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Evento nuevo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Round %d</source>
        <translation>Ronda %d</translation>
    </message>
</context>
</TS>
