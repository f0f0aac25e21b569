<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PackSections</name>
    <message>
        <source>What goes in the pack</source>
        <translation>Qué lleva el dosier</translation>
    </message>
    <message>
        <source>The event, its dates and venue, and each round&apos;s tables</source>
        <translation>El evento, sus fechas y su sede, y las mesas de cada ronda</translation>
    </message>
    <message>
        <source>The event&apos;s rules in words: points limit, timing, scoring, the checks it changes</source>
        <translation>Las reglas del evento por escrito: límite de puntos, horario, puntuación y las comprobaciones que cambia</translation>
    </message>
    <message>
        <source>What the check found about the event, each layout&apos;s errors and warnings</source>
        <translation>Lo que encontró la comprobación del evento y los errores y avisos de cada disposición</translation>
    </message>
    <message>
        <source>Who plays whom at which table in each round</source>
        <translation>Quién juega contra quién y en qué mesa en cada ronda</translation>
    </message>
    <message>
        <source>The most of each stock item any one round sets out</source>
        <translation>Lo máximo de cada elemento de escenografía que usa una sola ronda</translation>
    </message>
    <message>
        <source>The setup sheets: one per layout a round uses in the players&apos; pack, one per table in the organiser&apos;s</source>
        <translation>Las hojas de montaje: una por disposición de cada ronda en el dosier de los jugadores, una por mesa en el del organizador</translation>
    </message>
    <message>
        <source>Which stock items go to which table, round by round</source>
        <translation>Qué elementos de escenografía van a cada mesa, ronda a ronda</translation>
    </message>
    <message>
        <source>Each player&apos;s list, points and what its check found</source>
        <translation>La lista de cada jugador, sus puntos y lo que encontró su comprobación</translation>
    </message>
    <message>
        <source>Each player&apos;s army roster, to sign at list check</source>
        <translation>La lista de ejército de cada jugador, para firmar en la revisión de listas</translation>
    </message>
</context>
</TS>
