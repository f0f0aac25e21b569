<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>EventsForm</name>
    <message>
        <source>Double agent: on 4+ you choose whom the target player must challenge this turn</source>
        <translation>Agente doble: con un 4+ eliges a quién debe desafiar el jugador elegido este turno</translation>
    </message>
    <message>
        <source>dice, if the event rolls (empty: Wartable rolls)</source>
        <translation>dados, si el evento tira (vacío: tira Wartable)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Target player</source>
        <translation>Jugador objetivo</translation>
    </message>
    <message>
        <source>Must challenge</source>
        <translation>Debe desafiar a</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Construcción</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Casilla</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Record Event</source>
        <translation>Anotar evento</translation>
    </message>
    <message>
        <source>Record the player&apos;s event for this turn (one each, smallest empire first)</source>
        <translation>Anota el evento del jugador para este turno (uno cada uno, empezando por el imperio más pequeño)</translation>
    </message>
    <message>
        <source>(nobody chosen)</source>
        <translation>(nadie elegido)</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (escogido)</translation>
    </message>
    <message numerus="yes">
        <source>This event rolls %n dice: type them, or leave the field empty for Wartable to roll.</source>
        <translation>
            <numerusform>Este evento tira %n dado: escríbelo, o deja el campo vacío para que Wartable lo tire.</numerusform>
            <numerusform>Este evento tira %n dados: escríbelos, o deja el campo vacío para que Wartable los tire.</numerusform>
        </translation>
    </message>
    <message>
        <source>This event rolls no dice.</source>
        <translation>Este evento no tira dados.</translation>
    </message>
    <message>
        <source>(this event needs no hex)</source>
        <translation>(este evento no necesita casilla)</translation>
    </message>
    <message>
        <source>Hex {hex}</source>
        <translation>Casilla {hex}</translation>
    </message>
    <message>
        <source>Select the other player&apos;s construction on the map.</source>
        <translation>Selecciona en el mapa la construcción del otro jugador.</translation>
    </message>
    <message>
        <source>Select the hex of yours where the construction goes.</source>
        <translation>Selecciona en el mapa la casilla tuya donde va la construcción.</translation>
    </message>
    <message>
        <source>Event {event} needs one hex: select it on the map first.</source>
        <translation>El evento {event} necesita una casilla: selecciónala antes en el mapa.</translation>
    </message>
    <message>
        <source>Event {event} for {player}</source>
        <translation>Evento {event} para {player}</translation>
    </message>
</context>
</TS>
