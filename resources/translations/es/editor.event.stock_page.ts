<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>StockPage</name>
    <message>
        <source>Add Item</source>
        <translation>Añadir pieza</translation>
    </message>
    <message>
        <source>Remove Item</source>
        <translation>Quitar pieza</translation>
    </message>
    <message>
        <source>Does the stock build every table of each round at once?</source>
        <translation>¿Basta el almacén para montar a la vez todas las mesas de cada ronda?</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Long side (%s)</source>
        <translation>Lado largo (%s)</translation>
    </message>
    <message>
        <source>Short side (%s)</source>
        <translation>Lado corto (%s)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>A terrain kind of the ruleset: %s</source>
        <translation>Un tipo de escenografía de las reglas: %s</translation>
    </message>
    <message>
        <source>%s is short of pieces this item could stand in for</source>
        <translation>En %s faltan piezas que esta podría sustituir</translation>
    </message>
    <message>
        <source>%s: the stock builds every table.</source>
        <translation>%s: el almacén basta para todas las mesas.</translation>
    </message>
    <message numerus="yes">
        <source>%(round)s: %(kind)s %(size)s: %n missing (on tables %(tables)s)</source>
        <translation>
            <numerusform>%(round)s: %(kind)s %(size)s: falta %n (en las mesas %(tables)s)</numerusform>
            <numerusform>%(round)s: %(kind)s %(size)s: faltan %n (en las mesas %(tables)s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Table %(table)d could use %(item)s in place of %(piece)s</source>
        <translation>La mesa %(table)d podría usar %(item)s en lugar de %(piece)s</translation>
    </message>
    <message>
        <source>%s is not a terrain kind of the ruleset</source>
        <translation>%s no es un tipo de escenografía de las reglas</translation>
    </message>
    <message>
        <source>a size is more than 0</source>
        <translation>un tamaño es mayor que 0</translation>
    </message>
    <message>
        <source>a count is 0 or more</source>
        <translation>una cantidad es 0 o más</translation>
    </message>
    <message>
        <source>Change Stock Item</source>
        <translation>Cambiar pieza del almacén</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>Pieza nueva</translation>
    </message>
    <message>
        <source>Add Stock Item</source>
        <translation>Añadir pieza al almacén</translation>
    </message>
    <message>
        <source>Remove Stock Item</source>
        <translation>Quitar pieza del almacén</translation>
    </message>
</context>
</TS>
