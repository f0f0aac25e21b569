<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Game: %s</source>
        <translation>Juego: %s</translation>
    </message>
    <message>
        <source>Terrain pieces are matched to the club&apos;s stock within %s on each side.</source>
        <translation>Cada pieza de escenografía se cubre con una del almacén del club que no difiera en más de %s por lado.</translation>
    </message>
    <message>
        <source>Two players who meet again never play on the same table layout twice.</source>
        <translation>Dos jugadores que vuelven a enfrentarse nunca repiten la misma disposición de mesa.</translation>
    </message>
    <message>
        <source>Armies of up to %s points.</source>
        <translation>Ejércitos de hasta %s puntos.</translation>
    </message>
    <message>
        <source>Armies of up to %s points, as each list says.</source>
        <translation>Ejércitos de hasta %s puntos, según indica cada lista.</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>Horario</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>From the organiser:</source>
        <translation>Del organizador:</translation>
    </message>
    <message>
        <source>Every check runs as the rulebook and the ruleset&apos;s defaults say; the event changes none of them.</source>
        <translation>Todas las comprobaciones siguen el reglamento y los valores por defecto del conjunto de reglas; el evento no cambia ninguna.</translation>
    </message>
    <message>
        <source>The event changes these checks:</source>
        <translation>El evento cambia estas comprobaciones:</translation>
    </message>
    <message>
        <source>not checked at this event</source>
        <translation>no se comprueba en este evento</translation>
    </message>
    <message>
        <source>%(name)s: %(value)s</source>
        <translation>%(name)s: %(value)s</translation>
    </message>
    <message>
        <source>reported as %s</source>
        <translation>se informa como %s</translation>
    </message>
    <message>
        <source>an error</source>
        <translation>un error</translation>
    </message>
    <message>
        <source>a warning</source>
        <translation>un aviso</translation>
    </message>
    <message>
        <source>information</source>
        <translation>información</translation>
    </message>
    <message>
        <source>Readings of the rulebook</source>
        <translation>Lecturas del reglamento</translation>
    </message>
    <message>
        <source>Troop profiles</source>
        <translation>Perfiles de tropa</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>distancia</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidad</translation>
    </message>
    <message>
        <source>distance from the edge</source>
        <translation>distancia al borde</translation>
    </message>
    <message>
        <source>spacing</source>
        <translation>separación</translation>
    </message>
    <message>
        <source>points limit</source>
        <translation>límite de puntos</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>como máximo</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>como mínimo</translation>
    </message>
    <message>
        <source>largest share</source>
        <translation>proporción máxima</translation>
    </message>
    <message>
        <source>per unit</source>
        <translation>por unidad</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>casillas</translation>
    </message>
    <message>
        <source>hexes per player</source>
        <translation>casillas por jugador</translation>
    </message>
    <message>
        <source>required</source>
        <translation>obligatorio</translation>
    </message>
    <message>
        <source>Table %(n)d — %(name)s (%(file)s)</source>
        <translation>Mesa %(n)d — %(name)s (%(file)s)</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>no terrain (or the table cannot be read)</source>
        <translation>sin escenografía (o la mesa no se puede leer)</translation>
    </message>
    <message>
        <source>MISSING: %(label)s (%(kind)s %(size)s)</source>
        <translation>FALTA: %(label)s (%(kind)s %(size)s)</translation>
    </message>
    <message>
        <source>Taken from the stock this round</source>
        <translation>Sacado del almacén en esta ronda</translation>
    </message>
    <message>
        <source>The stock is short this round:</source>
        <translation>Al almacén le faltan piezas en esta ronda:</translation>
    </message>
    <message>
        <source>The stock builds every table of this round at once.</source>
        <translation>El almacén basta para montar a la vez todas las mesas de esta ronda.</translation>
    </message>
    <message>
        <source>The event has no players and no lists yet.</source>
        <translation>El evento aún no tiene jugadores ni listas.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
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
        <source>no list</source>
        <translation>sin lista</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>%s (cannot be read)</source>
        <translation>%s (no se puede leer)</translation>
    </message>
    <message>
        <source>The event has no rounds yet.</source>
        <translation>El evento aún no tiene rondas.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposición</translation>
    </message>
    <message>
        <source>nobody seated</source>
        <translation>nadie sentado</translation>
    </message>
    <message>
        <source>no tables in this round</source>
        <translation>ninguna mesa en esta ronda</translation>
    </message>
    <message>
        <source>The most pieces of each item that any one round sets out, to have every table of that round built at once.</source>
        <translation>Lo más que una sola ronda saca de cada pieza, para tener montadas a la vez todas las mesas de esa ronda.</translation>
    </message>
    <message>
        <source>Stock item</source>
        <translation>Pieza del inventario</translation>
    </message>
    <message>
        <source>Bring</source>
        <translation>Llevar</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>En el club</translation>
    </message>
    <message>
        <source>The event has no terrain stock: the tables&apos; pieces are not matched to any.</source>
        <translation>El evento no tiene inventario de escenografía: las piezas de las mesas no se comparan con ninguno.</translation>
    </message>
    <message>
        <source>Not in the stock</source>
        <translation>Falta en el inventario</translation>
    </message>
    <message>
        <source>The stock builds every table of every round.</source>
        <translation>El inventario monta todas las mesas de todas las rondas.</translation>
    </message>
    <message>
        <source>%(errors)d errors, %(warnings)d warnings, %(unreadable)d files that cannot be read</source>
        <translation>%(errors)d errores, %(warnings)d avisos, %(unreadable)d archivos que no se pueden leer</translation>
    </message>
    <message>
        <source>The check was cancelled: what it had not reached is not counted.</source>
        <translation>La comprobación se canceló: lo que no llegó a revisar no se cuenta.</translation>
    </message>
    <message>
        <source>The event</source>
        <translation>El evento</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No se ha encontrado ningún problema.</translation>
    </message>
    <message>
        <source>Table layouts</source>
        <translation>Disposiciones de mesa</translation>
    </message>
    <message>
        <source>No round has a table laid out yet.</source>
        <translation>Ninguna ronda tiene aún una mesa dispuesta.</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Each table&apos;s findings are on its setup sheet; each list&apos;s in the list check.</source>
        <translation>Los hallazgos de cada mesa están en su hoja de montaje; los de cada lista, en la revisión de listas.</translation>
    </message>
    <message>
        <source>continued</source>
        <translation>continuación</translation>
    </message>
    <message>
        <source>%(rounds)d rounds · %(tables)d tables · %(players)d players</source>
        <translation>%(rounds)d rondas · %(tables)d mesas · %(players)d jugadores</translation>
    </message>
    <message>
        <source>; %d files cannot be read</source>
        <translation>; %d archivos no se pueden leer</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Disposiciones</translation>
    </message>
    <message>
        <source>… and more rounds: see the contents</source>
        <translation>… y más rondas: véase el índice</translation>
    </message>
    <message>
        <source>Event pack made by Wartable on %s</source>
        <translation>Dosier del evento hecho con Wartable el %s</translation>
    </message>
    <message>
        <source>%(round)s, table %(n)d</source>
        <translation>%(round)s, mesa %(n)d</translation>
    </message>
    <message>
        <source>%(round)s, tables %(n)s</source>
        <translation>%(round)s, mesas %(n)s</translation>
    </message>
    <message>
        <source>Table %(n)d · %(round)s</source>
        <translation>Mesa %(n)d · %(round)s</translation>
    </message>
    <message>
        <source>Tables %(n)s · %(round)s</source>
        <translation>Mesas %(n)s · %(round)s</translation>
    </message>
    <message>
        <source>%s cannot be read: see the check summary and the list check.</source>
        <translation>%s no se puede leer: véanse el resumen de la comprobación y la revisión de listas.</translation>
    </message>
    <message>
        <source>Roster: %(player)s — %(list)s</source>
        <translation>Lista de ejército: %(player)s — %(list)s</translation>
    </message>
    <message>
        <source>Event rules</source>
        <translation>Reglas del evento</translation>
    </message>
    <message>
        <source>Check summary</source>
        <translation>Resumen de la comprobación</translation>
    </message>
    <message>
        <source>Cover</source>
        <extracomment>the pack&apos;s parts, in the order they print: the cover, the event&apos;s rules, the check summary, the rounds and tables, the terrain to bring, the setup sheets, each round&apos;s terrain pick list, the list check and every player&apos;s roster what players are handed: no check result, stock or rosters, and one setup sheet per layout a round uses</extracomment>
        <translation>Portada</translation>
    </message>
    <message>
        <source>Rounds and tables</source>
        <translation>Rondas y mesas</translation>
    </message>
    <message>
        <source>Terrain to bring</source>
        <translation>Escenografía que llevar</translation>
    </message>
    <message>
        <source>Setup sheets</source>
        <translation>Hojas de montaje</translation>
    </message>
    <message>
        <source>Terrain pick lists</source>
        <translation>Listas de recogida de escenografía</translation>
    </message>
    <message>
        <source>Army rosters</source>
        <translation>Listas de ejército</translation>
    </message>
    <message>
        <source>Checked: {counts}</source>
        <translation>Comprobado: {counts}</translation>
    </message>
    <message>
        <source>no pack section %(name)s (there are: %(all)s)</source>
        <translation>no hay ninguna sección del dosier llamada %(name)s (las hay: %(all)s)</translation>
    </message>
    <message>
        <source>Terrain pick list: %s</source>
        <translation>Lista de escenografía: %s</translation>
    </message>
    <message>
        <source>List check</source>
        <translation>Comprobación de listas</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
</context>
</TS>
