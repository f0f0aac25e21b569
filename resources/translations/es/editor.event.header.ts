<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>EventHeader</name>
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
        <source>One PDF for the players or the organiser: choose what goes in it (cover, rules, pairings, setup sheets, check, stock, rosters)</source>
        <translation>Un PDF para los jugadores o para el organizador: elige qué lleva (portada, reglas, emparejamientos, hojas de montaje, comprobación, escenografía, listas de ejército)</translation>
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
        <source>%(first)s to %(last)s</source>
        <translation>%(first)s a %(last)s</translation>
    </message>
</context>
</TS>
