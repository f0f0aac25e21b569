<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{name}: bulletin of turn {turn}</source>
        <translation>{name}: boletín del turno {turn}</translation>
    </message>
    <message>
        <source>{name}: set-up</source>
        <translation>{name}: preparación</translation>
    </message>
    <message>
        <source>Late joiners</source>
        <extracomment>the readings of the rulebook this campaign is played by, for the rules page</extracomment>
        <translation>Jugadores que se incorporan</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Desafíos</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batallas</translation>
    </message>
    <message>
        <source>Conquest and construction</source>
        <translation>Conquista y construcción</translation>
    </message>
    <message>
        <source>{name}: how the rules are read</source>
        <translation>{name}: cómo se leen las reglas</translation>
    </message>
    <message>
        <source>Where the book&apos;s text reads two ways, the game master plays it as below.</source>
        <translation>Donde el texto del libro admite dos lecturas, el máster lo juega como se indica a continuación.</translation>
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
        <source>Imperial points</source>
        <translation>Puntos de imperio</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Piedras</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>{name} · ruleset {ruleset}</source>
        <translation>{name} · reglamento {ruleset}</translation>
    </message>
</context>
</TS>
