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
    <message>
        <source>Events</source>
        <extracomment>badges are not drawn (nor their hexes judged) below this many pixels of hex radius on screen</extracomment>
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
    <name>TurnDock</name>
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
    <message>
        <source>More phases</source>
        <translation>Más fases</translation>
    </message>
    <message>
        <source>End Turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>End the turn: unspent imperial points are lost</source>
        <translation>Termina el turno: los puntos de imperio no gastados se pierden</translation>
    </message>
    <message>
        <source>Bulletin PDF…</source>
        <translation>Boletín PDF…</translation>
    </message>
    <message>
        <source>Save the turn bulletin for the players as a PDF</source>
        <translation>Guarda el boletín del turno para los jugadores en PDF</translation>
    </message>
    <message>
        <source>Print Bulletin…</source>
        <translation>Imprimir boletín…</translation>
    </message>
    <message>
        <source>Print the turn bulletin, with a preview (File &gt; Export offers it as PDF or PNG too)</source>
        <translation>Imprime el boletín del turno, con vista previa (Archivo &gt; Exportar lo ofrece también en PDF o PNG)</translation>
    </message>
    <message>
        <source>Choose a mine of a player to collect its income.</source>
        <translation>Elige una mina de un jugador para cobrar sus ingresos.</translation>
    </message>
    <message numerus="yes">
        <source>This mine rolls %n dice (each die x {times} gold): type them, or leave the field empty for Wartable to roll.</source>
        <translation>
            <numerusform>Esta mina tira %n dado (cada dado x {times} de oro): escríbelo, o deja el campo vacío para que Wartable lo tire.</numerusform>
            <numerusform>Esta mina tira %n dados (cada dado x {times} de oro): escríbelos, o deja el campo vacío para que Wartable los tire.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double agent: on 4+ you choose whom the target player must challenge this turn</source>
        <translation>Agente doble: con un 4+ eliges a quién debe desafiar el jugador elegido este turno</translation>
    </message>
    <message>
        <source>dice, if the event rolls (empty: Wartable rolls)</source>
        <translation>dados, si el evento tira (vacío: tira Wartable)</translation>
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
        <source>e.g. 3 5 (empty: Wartable rolls)</source>
        <translation>p. ej. 3 5 (vacío: tira Wartable)</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mina</translation>
    </message>
    <message>
        <source>Record Income</source>
        <translation>Anotar ingresos</translation>
    </message>
    <message>
        <source>Add the mine&apos;s roll to its owner&apos;s treasury (dice entered, or rolled and stored)</source>
        <translation>Suma la tirada de la mina al tesoro de su dueño (dados anotados, o tirados y guardados)</translation>
    </message>
    <message>
        <source>Roll Every Mine</source>
        <translation>Tirar todas las minas</translation>
    </message>
    <message>
        <source>Roll the income of every mine not collected yet</source>
        <translation>Tira los ingresos de cada mina que aún no haya pagado</translation>
    </message>
    <message>
        <source>Each player challenges one other, the smallest empire first.</source>
        <translation>Cada jugador desafía a otro, empezando por el imperio más pequeño.</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Retador</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Desafía a</translation>
    </message>
    <message>
        <source>Record Challenge</source>
        <translation>Anotar desafío</translation>
    </message>
    <message>
        <source>Record who challenges whom (smallest empire first)</source>
        <translation>Anota quién desafía a quién (empezando por el imperio más pequeño)</translation>
    </message>
    <message>
        <source>Put each player who fought on side A or B with the gold they spent; the others stay at &quot;-&quot;.</source>
        <translation>Pon a cada jugador que luchó en el bando A o B con el oro que gastó; los demás se quedan en «-».</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Gold spent</source>
        <translation>Oro gastado</translation>
    </message>
    <message>
        <source>Side A: marginal victory</source>
        <translation>Bando A: victoria marginal</translation>
    </message>
    <message>
        <source>Side A: decisive victory</source>
        <translation>Bando A: victoria decisiva</translation>
    </message>
    <message>
        <source>Side A: massacre</source>
        <translation>Bando A: masacre</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Side B: marginal victory</source>
        <translation>Bando B: victoria marginal</translation>
    </message>
    <message>
        <source>Side B: decisive victory</source>
        <translation>Bando B: victoria decisiva</translation>
    </message>
    <message>
        <source>Side B: massacre</source>
        <translation>Bando B: masacre</translation>
    </message>
    <message>
        <source>Record Battle</source>
        <translation>Anotar batalla</translation>
    </message>
    <message>
        <source>Record the battle&apos;s sides, result and gold: imperial points follow</source>
        <translation>Anota los bandos, el resultado y el oro de la batalla: de ahí salen los puntos de imperio</translation>
    </message>
    <message>
        <source>Imperial points</source>
        <translation>Puntos de imperio</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Reclamar</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Conquistar</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Click hexes on the map to spend imperial points; each hex shows its cost</source>
        <translation>Pulsa casillas del mapa para gastar puntos de imperio; cada casilla muestra su coste</translation>
    </message>
    <message>
        <source>Change a Regiment</source>
        <translation>Cambiar un regimiento</translation>
    </message>
    <message>
        <source>Spend {cost} imperial points to change one regiment of the army</source>
        <translation>Gasta {cost} puntos de imperio para cambiar un regimiento del ejército</translation>
    </message>
    <message>
        <source>Change All Regiments</source>
        <translation>Cambiar todos los regimientos</translation>
    </message>
    <message>
        <source>Spend {cost} imperial points to change every regiment of the army</source>
        <translation>Gasta {cost} puntos de imperio para cambiar todos los regimientos del ejército</translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Incursión</translation>
    </message>
    <message>
        <source>Spend 1 imperial point for 2D6 x 10 gold</source>
        <translation>Gasta 1 punto de imperio por 2D6 x 10 monedas de oro</translation>
    </message>
    <message>
        <source>Viewing the start of turn {turn} (read-only): the order frozen then, each army and treasury at that moment; below, what happened in the turn.</source>
        <translation>Viendo el inicio del turno {turn} (solo lectura): el orden fijado entonces, cada ejército y cada tesoro en ese momento; debajo, lo que pasó en el turno.</translation>
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
    <message>
        <source>(nobody chosen)</source>
        <translation>(nadie elegido)</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (escogido)</translation>
    </message>
    <message numerus="yes">
        <source>This turn (%n steps)</source>
        <translation>
            <numerusform>Este turno (%n paso)</numerusform>
            <numerusform>Este turno (%n pasos)</numerusform>
        </translation>
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
        <source>{earned} earned, {spent} spent, {left} left (unspent points are lost)</source>
        <translation>{earned} obtenidos, {spent} gastados, {left} restantes (los no gastados se pierden)</translation>
    </message>
    <message>
        <source>Event {event} needs one hex: select it on the map first.</source>
        <translation>El evento {event} necesita una casilla: selecciónala antes en el mapa.</translation>
    </message>
    <message>
        <source>Income of {hex}</source>
        <translation>Ingresos de {hex}</translation>
    </message>
    <message numerus="yes">
        <source>Claiming this hex would cost %n imperial points, but it is not allowed: {problem}</source>
        <translation>
            <numerusform>Reclamar esta casilla costaría %n punto de imperio, pero no está permitido: {problem}</numerusform>
            <numerusform>Reclamar esta casilla costaría %n puntos de imperio, pero no está permitido: {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquering this hex would cost %n imperial points, but it is not allowed: {problem}</source>
        <translation>
            <numerusform>Conquistar esta casilla costaría %n punto de imperio, pero no está permitido: {problem}</numerusform>
            <numerusform>Conquistar esta casilla costaría %n puntos de imperio, pero no está permitido: {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building here would cost %n imperial points, but it is not allowed: {problem}</source>
        <translation>
            <numerusform>Construir aquí costaría %n punto de imperio, pero no está permitido: {problem}</numerusform>
            <numerusform>Construir aquí costaría %n puntos de imperio, pero no está permitido: {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claiming this hex costs %n imperial points.</source>
        <translation>
            <numerusform>Reclamar esta casilla cuesta %n punto de imperio.</numerusform>
            <numerusform>Reclamar esta casilla cuesta %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquering this hex costs %n imperial points.</source>
        <translation>
            <numerusform>Conquistar esta casilla cuesta %n punto de imperio.</numerusform>
            <numerusform>Conquistar esta casilla cuesta %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building here costs %n imperial points.</source>
        <translation>
            <numerusform>Construir aquí cuesta %n punto de imperio.</numerusform>
            <numerusform>Construir aquí cuesta %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim hex {hex} for {player}</source>
        <translation>Reclamar la casilla {hex} para {player}</translation>
    </message>
    <message>
        <source>Conquer hex {hex} for {player}</source>
        <translation>Conquistar la casilla {hex} para {player}</translation>
    </message>
    <message>
        <source>Build at hex {hex} for {player}</source>
        <translation>Construir en la casilla {hex} para {player}</translation>
    </message>
    <message>
        <source>{problem} [{rule}]</source>
        <translation>{problem} [{rule}]</translation>
    </message>
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
        <source>Show or hide the steps recorded in the turn</source>
        <translation>Mostrar u ocultar los pasos anotados en el turno</translation>
    </message>
    <message numerus="yes">
        <source>%n raid dice (empty: roll)</source>
        <translation>
            <numerusform>%n dado de saqueo (vacío: se tira)</numerusform>
            <numerusform>%n dados de saqueo (vacío: se tiran)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What happened in turn {turn} (%n steps)</source>
        <translation>
            <numerusform>Lo que pasó en el turno {turn} (%n paso)</numerusform>
            <numerusform>Lo que pasó en el turno {turn} (%n pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source> (collected)</source>
        <translation> (cobrada)</translation>
    </message>
    <message>
        <source>{player}: {hex}</source>
        <translation>{player}: {hex}</translation>
    </message>
    <message>
        <source>Start turn {turn}</source>
        <translation>Empezar el turno {turn}</translation>
    </message>
    <message>
        <source>Start turn {turn}: {players} join</source>
        <translation>Empezar el turno {turn}: se incorporan {players}</translation>
    </message>
    <message>
        <source>End turn {turn}</source>
        <translation>Terminar el turno {turn}</translation>
    </message>
    <message>
        <source>Event {event} for {player}</source>
        <translation>Evento {event} para {player}</translation>
    </message>
    <message>
        <source>No mine to collect from.</source>
        <translation>No hay mina de la que recoger.</translation>
    </message>
    <message>
        <source>{a} challenges {b}</source>
        <translation>{a} desafía a {b}</translation>
    </message>
    <message>
        <source>Battle: {a} against {b}</source>
        <translation>Batalla: {a} contra {b}</translation>
    </message>
    <message>
        <source>{player} changes a regiment</source>
        <translation>{player} cambia un regimiento</translation>
    </message>
    <message>
        <source>{player} changes all regiments</source>
        <translation>{player} cambia todos los regimientos</translation>
    </message>
    <message>
        <source>Raid by {player}</source>
        <translation>Incursión de {player}</translation>
    </message>
    <message>
        <source>The numbers on the map are what each hex costs in imperial points: green where it is allowed, red where it would be refused (point at a hex to see why).</source>
        <translation>Los números del mapa son lo que cuesta cada casilla en puntos de imperio: en verde donde se permite, en rojo donde se rechazaría (señala una casilla para ver por qué).</translation>
    </message>
    <message>
        <source>Turn bulletin</source>
        <translation>Boletín del turno</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
</context>
</TS>
