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
        <source>continued</source>
        <translation>continuación</translation>
    </message>
    <message>
        <source>%(rounds)d rounds · %(tables)d tables · %(players)d players</source>
        <translation>%(rounds)d rondas · %(tables)d mesas · %(players)d jugadores</translation>
    </message>
    <message>
        <source>Checked: %(errors)d errors, %(warnings)d warnings</source>
        <translation>Comprobado: %(errors)d errores, %(warnings)d avisos</translation>
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
        <source>Table %(n)d · %(round)s</source>
        <translation>Mesa %(n)d · %(round)s</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>%s cannot be read: see the list-check report and the event check.</source>
        <translation>%s no se puede leer: véase el informe de listas y la comprobación del evento.</translation>
    </message>
    <message>
        <source>Event rules</source>
        <translation>Reglas del evento</translation>
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
