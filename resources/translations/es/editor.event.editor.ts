<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>EventEditor</name>
    <message>
        <source>Rounds and tables</source>
        <translation>Rondas y mesas</translation>
    </message>
    <message>
        <source>Terrain stock</source>
        <translation>Almacén de escenografía</translation>
    </message>
    <message>
        <source>Players and lists</source>
        <translation>Jugadores y listas</translation>
    </message>
    <message>
        <source>Rules and timing</source>
        <translation>Reglas y horario</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Rename Event</source>
        <translation>Renombrar evento</translation>
    </message>
    <message>
        <source>Change Venue</source>
        <translation>Cambiar sede</translation>
    </message>
    <message>
        <source>YYYY-MM-DD or YYYY-MM-DD to YYYY-MM-DD</source>
        <translation>AAAA-MM-DD o AAAA-MM-DD a AAAA-MM-DD</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Fechas</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Sede</translation>
    </message>
    <message>
        <source>How much each side of a stock item may differ from a table&apos;s piece for the item to stand in for it</source>
        <translation>Cuánto puede diferir cada lado de una pieza del almacén de la pieza de la mesa para que sirva en su lugar</translation>
    </message>
    <message>
        <source>A pairing never replays a layout</source>
        <translation>Una pareja nunca repite disposición</translation>
    </message>
    <message>
        <source>Change Layout Rule</source>
        <translation>Cambiar la regla de disposiciones</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Size tolerance ±</source>
        <translation>Tolerancia de tamaño ±</translation>
    </message>
    <message>
        <source>Check Event</source>
        <translation>Comprobar evento</translation>
    </message>
    <message>
        <source>Check every table and list of the event and the terrain stock</source>
        <translation>Comprobar todas las mesas y listas del evento y el almacén de escenografía</translation>
    </message>
    <message>
        <source>Make Event Pack…</source>
        <translation>Hacer dosier del evento…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Dates are written YYYY-MM-DD (one day, or the first and the last)</source>
        <translation>Las fechas se escriben AAAA-MM-DD (un día, o el primero y el último)</translation>
    </message>
    <message>
        <source>Change Dates</source>
        <translation>Cambiar fechas</translation>
    </message>
    <message>
        <source>Change Size Tolerance</source>
        <translation>Cambiar tolerancia de tamaño</translation>
    </message>
    <message>
        <source>Drop a table file on a cell to lay it out on that table in that round; double-click a table to open it.</source>
        <translation>Suelta un archivo de mesa en una casilla para montarla en esa mesa en esa ronda; doble clic en una mesa para abrirla.</translation>
    </message>
    <message>
        <source>Add Round</source>
        <translation>Añadir ronda</translation>
    </message>
    <message>
        <source>Remove Round</source>
        <translation>Quitar ronda</translation>
    </message>
    <message>
        <source>Set Table…</source>
        <translation>Poner mesa…</translation>
    </message>
    <message>
        <source>Clear Table</source>
        <translation>Vaciar mesa</translation>
    </message>
    <message>
        <source>Take the table off this round (Delete)</source>
        <translation>Quitar la mesa de esta ronda (Supr)</translation>
    </message>
    <message>
        <source>Seat Players</source>
        <translation>Sentar jugadores</translation>
    </message>
    <message>
        <source>Add a round after the last, with the same tables (players not seated)</source>
        <translation>Añade una ronda tras la última, con las mismas mesas (sin jugadores sentados)</translation>
    </message>
    <message>
        <source>Remove the round of the selected cell</source>
        <translation>Quita la ronda de la celda seleccionada</translation>
    </message>
    <message>
        <source>Choose the table file played at the selected cell</source>
        <translation>Elige el archivo de mesa que se juega en la celda seleccionada</translation>
    </message>
    <message>
        <source>Seat the two chosen players at the selected table of this round</source>
        <translation>Sienta a los dos jugadores elegidos en la mesa seleccionada de esta ronda</translation>
    </message>
    <message>
        <source>Generate Tables…</source>
        <translation>Generar mesas…</translation>
    </message>
    <message>
        <source>A layout for every table of every round, from the stock</source>
        <translation>Una disposición para cada mesa de cada ronda, con las existencias de escenografía</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>v</source>
        <translation>contra</translation>
    </message>
    <message>
        <source>Table %d</source>
        <translation>Mesa %d</translation>
    </message>
    <message>
        <source>(no table)</source>
        <translation>(sin mesa)</translation>
    </message>
    <message>
        <source>%s (cannot be read)</source>
        <translation>%s (no se puede leer)</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>terrain short</source>
        <translation>falta escenografía</translation>
    </message>
    <message>
        <source>Reading the table %s…</source>
        <translation>Leyendo la mesa %s…</translation>
    </message>
    <message>
        <source>a Wartable table</source>
        <translation>una mesa de Wartable</translation>
    </message>
    <message>
        <source>Set Table</source>
        <translation>Poner mesa</translation>
    </message>
    <message>
        <source>One PDF for the players or the organiser: choose what goes in it (cover, rules, pairings, setup sheets, check, stock, rosters)</source>
        <translation>Un PDF para los jugadores o para el organizador: elige qué lleva (portada, reglas, emparejamientos, hojas de montaje, comprobación, escenografía, listas de ejército)</translation>
    </message>
    <message>
        <source>Choose a table</source>
        <translation>Elige una mesa</translation>
    </message>
    <message>
        <source>Wartable documents (*.json)</source>
        <translation>Documentos de Wartable (*.json)</translation>
    </message>
    <message>
        <source>Round %d</source>
        <translation>Ronda %d</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(nadie)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Name of a new player</source>
        <translation>Nombre de un jugador nuevo</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Remove Player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>List Folder…</source>
        <translation>Carpeta de listas…</translation>
    </message>
    <message>
        <source>Add List…</source>
        <translation>Añadir lista…</translation>
    </message>
    <message>
        <source>Change Player</source>
        <translation>Cambiar jugador</translation>
    </message>
    <message>
        <source>List folder: %s</source>
        <translation>Carpeta de listas: %s</translation>
    </message>
    <message>
        <source>No list folder</source>
        <translation>Sin carpeta de listas</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>sin comprobar aún</translation>
    </message>
    <message>
        <source>Link List</source>
        <translation>Asignar lista</translation>
    </message>
    <message>
        <source>Unlink List</source>
        <translation>Desasignar lista</translation>
    </message>
    <message>
        <source>Folder of army lists</source>
        <translation>Carpeta de listas de ejército</translation>
    </message>
    <message>
        <source>Set List Folder</source>
        <translation>Poner carpeta de listas</translation>
    </message>
    <message>
        <source>Add an army list</source>
        <translation>Añadir una lista de ejército</translation>
    </message>
    <message>
        <source>Add List</source>
        <translation>Añadir lista</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>The check could not run: %s</source>
        <translation>La comprobación no ha podido hacerse: %s</translation>
    </message>
    <message>
        <source>Checked: %(errors)d errors, %(warnings)d warnings</source>
        <translation>Comprobado: %(errors)d errores, %(warnings)d avisos</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (cancelada)</translation>
    </message>
    <message>
        <source>Reading the event&apos;s tables…</source>
        <translation>Leyendo las mesas del evento…</translation>
    </message>
</context>
</TS>
