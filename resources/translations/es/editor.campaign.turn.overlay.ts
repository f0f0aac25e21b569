<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Turn action</source>
        <translation>Acción del turno</translation>
    </message>
    <message>
        <source>Spend imperial points on the hex: claim, conquer or build for the acting player</source>
        <translation>Gasta puntos de imperio en la casilla: reclamar, conquistar o construir para el jugador que actúa</translation>
    </message>
</context>
</TS>
