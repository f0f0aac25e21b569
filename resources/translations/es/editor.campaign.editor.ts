<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CampaignEditor</name>
    <message>
        <source>The ruleset could not be loaded; painting rules are not checked.
%s</source>
        <extracomment>where the panels start (see ``editor/layout.py``): the empires and fairness tables share the window&apos;s whole width with the findings, as tabs</extracomment>
        <translation>No se ha podido cargar el reglamento; no se comprueban las reglas al pintar.
%s</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>Show Hex &amp;Names</source>
        <translation>Mostrar &amp;nombres de casilla</translation>
    </message>
    <message>
        <source>Show &amp;Adjacency Graph</source>
        <translation>Mostrar el grafo de &amp;vecindad</translation>
    </message>
    <message>
        <source>&amp;Tint Hexes with Banner Colours</source>
        <translation>&amp;Teñir las casillas con el color del estandarte</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Resize Map…</source>
        <translation>Cambiar el &amp;tamaño del mapa…</translation>
    </message>
    <message>
        <source>Add a &amp;Ring of Hexes All Round</source>
        <translation>Añadir un &amp;anillo de casillas alrededor</translation>
    </message>
    <message>
        <source>&amp;Suggest Capitals…</source>
        <translation>&amp;Sugerir capitales…</translation>
    </message>
    <message>
        <source>&amp;Import Tiled Map…</source>
        <translation>&amp;Importar mapa de Tiled…</translation>
    </message>
    <message>
        <source>Back to Now</source>
        <translation>Volver al presente</translation>
    </message>
    <message>
        <source>Leave the past and show the campaign as it is now, where it can be edited</source>
        <translation>Deja el pasado y muestra la campaña tal como está ahora, donde se puede editar</translation>
    </message>
    <message>
        <source>Now: turn %1 being played</source>
        <translation>Ahora: turno %1 en juego</translation>
    </message>
    <message>
        <source>Now: before turn %1</source>
        <translation>Ahora: antes del turno %1</translation>
    </message>
    <message>
        <source>Set-up: start of turn %1</source>
        <translation>Preparación: inicio del turno %1</translation>
    </message>
    <message>
        <source>Start of turn %1</source>
        <translation>Inicio del turno %1</translation>
    </message>
    <message>
        <source>Viewing the set-up, the start of turn %1 (read-only): the map, the empires and the treasuries as they stood then. Editing is off until you go back to now.</source>
        <translation>Viendo la preparación, el inicio del turno %1 (solo lectura): el mapa, los imperios y los tesoros tal como estaban entonces. No se puede editar hasta que vuelvas al presente.</translation>
    </message>
    <message>
        <source>Viewing the start of turn %1 (read-only): the map, the empires and the treasuries as they stood then. Editing is off until you go back to now.</source>
        <translation>Viendo el inicio del turno %1 (solo lectura): el mapa, los imperios y los tesoros tal como estaban entonces. No se puede editar hasta que vuelvas al presente.</translation>
    </message>
    <message>
        <source>Viewing the past (read-only): go back to now to edit.</source>
        <translation>Estás viendo el pasado (solo lectura): vuelve al presente para editar.</translation>
    </message>
    <message>
        <source>The ruleset could not be loaded; only selecting is possible.</source>
        <translation>No se ha podido cargar el reglamento; solo se puede seleccionar.</translation>
    </message>
    <message>
        <source>Not allowed: %s</source>
        <translation>No permitido: %s</translation>
    </message>
    <message>
        <source>Warning: %s</source>
        <translation>Aviso: %s</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Cambiar tamaño del mapa</translation>
    </message>
    <message>
        <source>Add ring of hexes</source>
        <translation>Añadir anillo de casillas</translation>
    </message>
    <message>
        <source>Player %d</source>
        <translation>Jugador %d</translation>
    </message>
    <message>
        <source>Add player %s</source>
        <translation>Añadir jugador %s</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <source>Change player colour</source>
        <translation>Cambiar color del jugador</translation>
    </message>
    <message>
        <source>Change player race</source>
        <translation>Cambiar raza del jugador</translation>
    </message>
    <message>
        <source>Change player</source>
        <translation>Cambiar jugador</translation>
    </message>
    <message>
        <source>Remove player %s</source>
        <translation>Quitar jugador %s</translation>
    </message>
    <message>
        <source>Give capitals to the players</source>
        <translation>Dar las capitales a los jugadores</translation>
    </message>
    <message>
        <source>%1,%2 (column %3, row %4)</source>
        <translation>%1,%2 (columna %3, fila %4)</translation>
    </message>
    <message>
        <source>a player no longer in the campaign</source>
        <translation>un jugador que ya no está en la campaña</translation>
    </message>
    <message>
        <source>Zoom %d%%</source>
        <translation>Zoom %d%%</translation>
    </message>
    <message>
        <source>%d hexes selected</source>
        <translation>%d casillas seleccionadas</translation>
    </message>
    <message>
        <source>Hex %s selected</source>
        <translation>Casilla %s seleccionada</translation>
    </message>
</context>
</TS>
