<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CampaignTurns</name>
    <message>
        <source>Events</source>
        <extracomment>the fields of each form the panel answers for by their old names (callers and tests reach them on the panel)</extracomment>
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
        <source>Conquest</source>
        <translation>Conquista</translation>
    </message>
</context>
<context>
    <name>TurnDock</name>
    <message>
        <source>&lt;b&gt;Viewing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Viendo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Show the map, the empires and the treasuries as they stood at the start of a recorded turn (read-only), or now</source>
        <translation>Muestra el mapa, los imperios y los tesoros tal como estaban al inicio de un turno registrado (solo lectura), o ahora</translation>
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
        <source>Acts</source>
        <translation>Actúa</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Ejército</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Points left</source>
        <translation>Puntos restantes</translation>
    </message>
    <message>
        <source>More phases</source>
        <translation>Más fases</translation>
    </message>
    <message>
        <source>Show or hide the steps recorded in the turn</source>
        <translation>Mostrar u ocultar los pasos anotados en el turno</translation>
    </message>
    <message>
        <source>{problem} [{rule}]</source>
        <translation>{problem} [{rule}]</translation>
    </message>
    <message>
        <source>Viewing the start of turn {turn} (read-only): the order frozen then, each army and treasury at that moment; below, what happened in the turn.</source>
        <translation>Viendo el inicio del turno {turn} (solo lectura): el orden fijado entonces, cada ejército y cada tesoro en ese momento; debajo, lo que pasó en el turno.</translation>
    </message>
    <message numerus="yes">
        <source>What happened in turn {turn} (%n steps)</source>
        <translation>
            <numerusform>Lo que pasó en el turno {turn} (%n paso)</numerusform>
            <numerusform>Lo que pasó en el turno {turn} (%n pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source>This ruleset has no turn sequence.</source>
        <translation>Este reglamento no tiene secuencia de turno.</translation>
    </message>
    <message>
        <source>Turn {turn} is next ({played} played). Start it to freeze the order.</source>
        <translation>Toca el turno {turn} ({played} jugados). Empiézalo para fijar el orden.</translation>
    </message>
    <message>
        <source>Turn {turn}: the order is frozen; {player} acts first.</source>
        <translation>Turno {turn}: el orden está fijado; {player} actúa primero.</translation>
    </message>
    <message numerus="yes">
        <source>This turn (%n steps)</source>
        <translation>
            <numerusform>Este turno (%n paso)</numerusform>
            <numerusform>Este turno (%n pasos)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
</context>
</TS>
