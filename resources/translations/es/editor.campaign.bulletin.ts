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
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>{player}: {event} ({name}){target}</source>
        <translation>{player}: {event} ({name}){target}</translation>
    </message>
    <message>
        <source>, against {p}</source>
        <translation>, contra {p}</translation>
    </message>
    <message>
        <source>, who must challenge {p}</source>
        <translation>, que debe desafiar a {p}</translation>
    </message>
    <message>
        <source>Late joiners</source>
        <translation>Jugadores que se incorporan</translation>
    </message>
    <message numerus="yes">
        <source>{player} joins with %n hexes</source>
        <translation>
            <numerusform>{player} se une con %n casilla</numerusform>
            <numerusform>{player} se une con %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>: finds the {stone} Stone</source>
        <translation>: encuentra la Piedra {stone}</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>{player}: mine {hex} rolls {dice}, {gold} gold{stone}</source>
        <translation>{player}: la mina {hex} saca {dice}, {gold} de oro{stone}</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Desafíos</translation>
    </message>
    <message>
        <source>{a} challenges {b}</source>
        <translation>{a} desafía a {b}</translation>
    </message>
    <message>
        <source>{a} and {b}: draw</source>
        <translation>{a} y {b}: empate</translation>
    </message>
    <message>
        <source>{w} beat {l}: {result}</source>
        <translation>{w} vence a {l}: {result}</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batallas</translation>
    </message>
    <message>
        <source>claims {hex}</source>
        <translation>reclama {hex}</translation>
    </message>
    <message>
        <source>conquers {hex}</source>
        <translation>conquista {hex}</translation>
    </message>
    <message>
        <source>builds a {feature} at {hex}</source>
        <translation>construye un(a) {feature} en {hex}</translation>
    </message>
    <message>
        <source>raids ({dice})</source>
        <translation>hace una incursión ({dice})</translation>
    </message>
    <message>
        <source>changes a regiment</source>
        <translation>cambia un regimiento</translation>
    </message>
    <message>
        <source>changes all regiments</source>
        <translation>cambia todos los regimientos</translation>
    </message>
    <message>
        <source>Conquest and construction</source>
        <translation>Conquista y construcción</translation>
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
