<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>TimelineDock</name>
    <message>
        <source>Drag through the turns: the map shows the start of each one, read-only; the far right is now</source>
        <translation>Arrastra por los turnos: el mapa muestra el inicio de cada uno, en solo lectura; el extremo derecho es el presente</translation>
    </message>
    <message>
        <source>Back to Now</source>
        <translation>Volver al presente</translation>
    </message>
    <message>
        <source>Show the campaign as it is now, where it can be edited</source>
        <translation>Muestra la campaña tal como está ahora, donde se puede editar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Empire size</source>
        <translation>Tamaño del imperio</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Piedras</translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
</context>
</TS>
