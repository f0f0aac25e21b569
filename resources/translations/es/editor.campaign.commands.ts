<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Paint hexes</source>
        <extracomment>Merge id for the successive steps of one brush stroke.</extracomment>
        <translation>Pintar casillas</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
</context>
</TS>
