<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>EmpireDock</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Ciudades</translation>
    </message>
    <message>
        <source>Hexes held</source>
        <translation>Casillas que tiene</translation>
    </message>
    <message>
        <source>Castles</source>
        <translation>Castillos</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minas</translation>
    </message>
    <message>
        <source>Empire size</source>
        <translation>Tamaño del imperio</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Rank by empire size (a tie is settled by a die)</source>
        <translation>Puesto por tamaño del imperio (un empate se decide con un dado)</translation>
    </message>
    <message>
        <source>Acts</source>
        <translation>Actúa</translation>
    </message>
    <message>
        <source>Acts in this place in the turn (smallest empire first)</source>
        <translation>Actúa en este lugar del turno (primero el imperio más pequeño)</translation>
    </message>
    <message>
        <source>Army size this turn, in points</source>
        <translation>Tamaño del ejército este turno, en puntos</translation>
    </message>
    <message>
        <source>%d (tie)</source>
        <translation>%d (empate)</translation>
    </message>
    <message>
        <source>Tied for rank %d: roll a die</source>
        <translation>Empatado en el puesto %d: tirad un dado</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Ejército</translation>
    </message>
</context>
<context>
    <name>FairnessDock</name>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Casilla</translation>
    </message>
    <message>
        <source>Within 1</source>
        <translation>A 1 casilla</translation>
    </message>
    <message>
        <source>Within 2</source>
        <translation>A 2 casillas</translation>
    </message>
    <message>
        <source>Within 3</source>
        <translation>A 3 casillas</translation>
    </message>
    <message>
        <source>Hexes · cities · castles · mines within 1 hex of the capital</source>
        <translation>Casillas · ciudades · castillos · minas a 1 casilla de la capital</translation>
    </message>
    <message>
        <source>Hexes · cities · castles · mines within 2 hexes of the capital</source>
        <translation>Casillas · ciudades · castillos · minas a 2 casillas de la capital</translation>
    </message>
    <message>
        <source>Hexes · cities · castles · mines within 3 hexes of the capital</source>
        <translation>Casillas · ciudades · castillos · minas a 3 casillas de la capital</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Terrain within 2 hexes of the capital</source>
        <translation>Terreno a 2 casillas de la capital</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Closest share: the part of the map nearer to this capital than to any other</source>
        <translation>Parte más cercana: la parte del mapa más cerca de esta capital que de cualquier otra</translation>
    </message>
    <message>
        <source>Hemmed in</source>
        <translation>Encerrada</translation>
    </message>
</context>
<context>
    <name>e</name>
    <message>
        <source>Unclaimed (no banner)</source>
        <translation>Sin dueño (sin estandarte)</translation>
    </message>
    <message>
        <source>Unclaimed</source>
        <translation>Sin dueño</translation>
    </message>
    <message>
        <source>No hex selected — use the Select tool (S)</source>
        <translation>Ninguna casilla seleccionada: usa la herramienta Seleccionar (S)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex %s&lt;/b&gt; (column %d, row %d)</source>
        <translation>&lt;b&gt;Casilla %s&lt;/b&gt; (columna %d, fila %d)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%d hexes&lt;/b&gt; — changes apply to all</source>
        <translation>&lt;b&gt;%d casillas&lt;/b&gt;: los cambios se aplican a todas</translation>
    </message>
    <message>
        <source>Place %s</source>
        <translation>Poner %s</translation>
    </message>
    <message>
        <source>Remove %s</source>
        <translation>Quitar %s</translation>
    </message>
    <message>
        <source>Paint banner of %s</source>
        <translation>Pintar el estandarte de %s</translation>
    </message>
    <message>
        <source>Clear banners</source>
        <translation>Borrar estandartes</translation>
    </message>
    <message>
        <source>give the hex a banner first</source>
        <translation>da antes un estandarte a la casilla</translation>
    </message>
    <message>
        <source>Place capital of %s</source>
        <translation>Poner la capital de %s</translation>
    </message>
    <message>
        <source>Remove capital</source>
        <translation>Quitar capital</translation>
    </message>
    <message>
        <source>Armies this turn: %d points (largest empire +%d)</source>
        <translation>Ejércitos este turno: %d puntos (imperio más grande +%d)</translation>
    </message>
    <message>
        <source>victory %d</source>
        <translation>victoria %d</translation>
    </message>
    <message>
        <source>Hemmed in by: %s</source>
        <translation>Encerrada por: %s</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message numerus="yes">
        <source>%n hexes</source>
        <translation>
            <numerusform>%n casilla</numerusform>
            <numerusform>%n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cities</source>
        <translation>
            <numerusform>%n ciudad</numerusform>
            <numerusform>%n ciudades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n castles</source>
        <translation>
            <numerusform>%n castillo</numerusform>
            <numerusform>%n castillos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mines</source>
        <translation>
            <numerusform>%n mina</numerusform>
            <numerusform>%n minas</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} keeps the old capital: {reason}</source>
        <translation>{player} conserva la capital anterior: {reason}</translation>
    </message>
    <message>
        <source>{player} keeps the capital at {hex}.</source>
        <translation>{player} conserva la capital en {hex}.</translation>
    </message>
    <message>
        <source>{player} gets a new capital at {hex}.</source>
        <translation>{player} recibe una capital nueva en {hex}.</translation>
    </message>
    <message>
        <source>{player}&apos;s capital moves from {old} to {new} with its {features}.</source>
        <translation>La capital de {player} pasa de {old} a {new} con su {features}.</translation>
    </message>
    <message>
        <source>{player}&apos;s capital moves from {old} to {new}.</source>
        <translation>La capital de {player} pasa de {old} a {new}.</translation>
    </message>
    <message>
        <source>What the new terrain does not allow stays at {old}: {features}.</source>
        <translation>Lo que el terreno nuevo no permite se queda en {old}: {features}.</translation>
    </message>
    <message>
        <source>The hex {new} already has its own {features}, so those of {old} stay there, unclaimed.</source>
        <translation>La casilla {new} ya tiene su propio {features}, así que los de {old} se quedan allí, sin dueño.</translation>
    </message>
    <message>
        <source>The hex {hex} belonged to {player} before.</source>
        <translation>La casilla {hex} era antes de {player}.</translation>
    </message>
    <message>
        <source>Empire sizes: {sizes}</source>
        <translation>Tamaño de los imperios: {sizes}</translation>
    </message>
    <message>
        <source>Warning: the empires are less even than before (sizes differ by {now}, were {before}).</source>
        <translation>Atención: los imperios quedan menos igualados que antes (los tamaños difieren en {now}; antes, en {before}).</translation>
    </message>
    <message>
        <source>Suggestion %d</source>
        <translation>Sugerencia %d</translation>
    </message>
    <message>
        <source>(no player)</source>
        <translation>(ningún jugador)</translation>
    </message>
    <message>
        <source>yes: %d open neighbours</source>
        <translation>sí: %d vecinas abiertas</translation>
    </message>
    <message>
        <source>no (%d open)</source>
        <translation>no (%d abiertas)</translation>
    </message>
    <message>
        <source>Closest share from %.0f%% to %.0f%%; %d hemmed in</source>
        <translation>Parte más cercana del %.0f%% al %.0f%%; %d encerradas</translation>
    </message>
    <message>
        <source>No placement keeps capitals %d hexes apart on this map</source>
        <translation>Ninguna colocación mantiene las capitales a %d casillas en este mapa</translation>
    </message>
    <message>
        <source>Suggested (numbered on the map): closest share %.0f%%–%.0f%%, %d hemmed in</source>
        <translation>Sugerido (numerado en el mapa): parte más cercana %.0f%%–%.0f%%, %d encerradas</translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Terrain&lt;/b&gt;</source>
        <translation>&lt;b&gt;Terreno&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Brush radius</source>
        <translation>Radio del pincel</translation>
    </message>
    <message>
        <source>Brush of %d hexes</source>
        <translation>Pincel de %d casillas</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Construcción</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>&lt;small&gt;Thick edges and tint: a player&apos;s banner. Crown: capital. Red square: city, grey: castle, gold triangle: mine (icons when zoomed in). Middle button or Space+drag pans; wheel zooms.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Bordes gruesos y tinte: el estandarte de un jugador. Corona: capital. Cuadrado rojo: ciudad, gris: castillo, triángulo dorado: mina (iconos al acercarse). El botón central o Espacio+arrastrar desplaza; la rueda hace zoom.&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Casilla</translation>
    </message>
    <message>
        <source>No hex selected — use the Select tool (S)</source>
        <translation>Ninguna casilla seleccionada: usa la herramienta Seleccionar (S)</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Build or remove a %s on the selected hexes</source>
        <translation>Construir o quitar: %s en las casillas seleccionadas</translation>
    </message>
    <message>
        <source>Constructions</source>
        <translation>Construcciones</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Estandarte</translation>
    </message>
    <message>
        <source>Capital of the banner&apos;s player</source>
        <translation>Capital del jugador del estandarte</translation>
    </message>
    <message>
        <source>Make this hex the capital of the player whose banner flies on it</source>
        <translation>Hacer de esta casilla la capital del jugador cuyo estandarte ondea en ella</translation>
    </message>
    <message>
        <source>e.g. Karak Ungor</source>
        <translation>p. ej. Karak Ungor</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Guardar notas</translation>
    </message>
    <message>
        <source>Keep the notes typed for this hex</source>
        <translation>Guardar las notas escritas para esta casilla</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Raza</translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation>Color…</translation>
    </message>
    <message>
        <source>Choose the colour of this player&apos;s banner on the map</source>
        <translation>Elegir el color del estandarte de este jugador en el mapa</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Add a player to the campaign</source>
        <translation>Añadir un jugador a la campaña</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>Remove the selected player from the campaign</source>
        <translation>Quitar de la campaña el jugador seleccionado</translation>
    </message>
    <message>
        <source>Empires</source>
        <translation>Imperios</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Fairness</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <source>The terrains that count as closing a capital in</source>
        <translation>Los terrenos que cuentan como encerrar una capital</translation>
    </message>
    <message>
        <source>Count %s next to a capital as closing it in</source>
        <translation>Contar %s junto a una capital como algo que la encierra</translation>
    </message>
    <message>
        <source>when fewer open neighbours than</source>
        <translation>cuando tiene menos vecinas abiertas que</translation>
    </message>
    <message>
        <source>An organiser&apos;s judgement, not a rule of the campaign</source>
        <translation>Un criterio del organizador, no una regla de la campaña</translation>
    </message>
    <message>
        <source>Within 1, 2, 3: hexes · cities · castles · mines</source>
        <translation>A 1, 2, 3: casillas · ciudades · castillos · minas</translation>
    </message>
    <message>
        <source>Suggest capitals for</source>
        <translation>Sugerir capitales para</translation>
    </message>
    <message>
        <source>players</source>
        <translation>jugadores</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Sugerir</translation>
    </message>
    <message>
        <source>Find capital hexes that give every player as even a start as the map allows (numbered on the map)</source>
        <translation>Buscar casillas de capital que den a cada jugador un comienzo tan igualado como permita el mapa (numeradas en el mapa)</translation>
    </message>
    <message>
        <source>Give them to the players</source>
        <translation>Dárselas a los jugadores</translation>
    </message>
    <message>
        <source>Move each player&apos;s capital to a suggested hex (one undo step)</source>
        <translation>Mover la capital de cada jugador a una casilla sugerida (un paso de deshacer)</translation>
    </message>
</context>
<context>
    <name>self.editor</name>
    <message>
        <source>Paint %s</source>
        <translation>Pintar %s</translation>
    </message>
    <message>
        <source>Rename hex</source>
        <translation>Renombrar casilla</translation>
    </message>
    <message>
        <source>Edit hex notes</source>
        <translation>Editar notas de la casilla</translation>
    </message>
    <message>
        <source>Banner colour</source>
        <translation>Color del estandarte</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>Empire sizes</source>
        <translation>Tamaños de los imperios</translation>
    </message>
    <message>
        <source>empire size</source>
        <translation>tamaño del imperio</translation>
    </message>
    <message>
        <source>Change turn</source>
        <extracomment>the narrowest the chart of empire sizes reads at (its bars and the players&apos; names under them)</extracomment>
        <translation>Cambiar turno</translation>
    </message>
</context>
</TS>
