<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>StartForm</name>
    <message>
        <source>Start of turn</source>
        <translation>Inicio del turno</translation>
    </message>
    <message>
        <source>Tied player</source>
        <translation>Jugador empatado</translation>
    </message>
    <message>
        <source>Die (0: roll)</source>
        <translation>Dado (0: tirar)</translation>
    </message>
    <message>
        <source>Late joiner</source>
        <translation>Jugador nuevo</translation>
    </message>
    <message>
        <source>A player added after the set-up (Players panel) who joins this turn</source>
        <translation>Un jugador añadido después del inicio (panel Jugadores) que se incorpora este turno</translation>
    </message>
    <message>
        <source>Give Selected Hexes</source>
        <translation>Dar las casillas seleccionadas</translation>
    </message>
    <message>
        <source>Give the hexes selected on the map to the late joiner: an empire as large as the smallest one (a city hex counts double)</source>
        <translation>Da las casillas seleccionadas en el mapa al jugador nuevo: un imperio tan grande como el más pequeño (una casilla con ciudad cuenta doble)</translation>
    </message>
    <message>
        <source>Start Turn (Freeze the Order)</source>
        <translation>Empezar turno (fijar el orden)</translation>
    </message>
    <message>
        <source>Start the next turn: the order of the empires is frozen for the whole turn</source>
        <translation>Empieza el siguiente turno: el orden de los imperios queda fijado para todo el turno</translation>
    </message>
    <message numerus="yes">
        <source>{player} joins with %n hexes (empire size {size})</source>
        <translation>
            <numerusform>{player} se incorpora con %n casilla (tamaño del imperio {size})</numerusform>
            <numerusform>{player} se incorpora con %n casillas (tamaño del imperio {size})</numerusform>
        </translation>
    </message>
    <message>
        <source>Select free hexes on the map for the late joiner, then give them.</source>
        <translation>Selecciona casillas libres en el mapa para el jugador nuevo y dáselas.</translation>
    </message>
    <message>
        <source>A late joiner is added in the Players panel once the campaign has started.</source>
        <translation>Un jugador nuevo se añade en el panel Jugadores una vez empezada la campaña.</translation>
    </message>
    <message>
        <source>No player is waiting to join.</source>
        <translation>Ningún jugador espera para incorporarse.</translation>
    </message>
    <message>
        <source>Select the late joiner&apos;s hexes on the map first.</source>
        <translation>Selecciona primero en el mapa las casillas del jugador nuevo.</translation>
    </message>
    <message>
        <source>Tied after cities and castles: a die decides (enter it, or leave 0 to roll).</source>
        <translation>Empatados tras ciudades y castillos: decide un dado (anótalo o deja 0 para tirarlo).</translation>
    </message>
    <message>
        <source>No tie: the order follows the empires.</source>
        <translation>Sin empate: el orden sigue a los imperios.</translation>
    </message>
    <message>
        <source>Start turn {turn}</source>
        <translation>Empezar el turno {turn}</translation>
    </message>
    <message>
        <source>Start turn {turn}: {players} join</source>
        <translation>Empezar el turno {turn}: se incorporan {players}</translation>
    </message>
</context>
</TS>
