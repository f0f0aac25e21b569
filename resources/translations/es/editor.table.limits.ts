<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>TableLimits</name>
    <message>
        <source>Nothing was changed: the table would have %1 terrain pieces, more than Wartable&apos;s limit of %2 per table.</source>
        <translation>No se ha cambiado nada: la mesa tendría %1 piezas de escenografía, más que el límite de Wartable de %2 por mesa.</translation>
    </message>
    <message>
        <source>Nothing was changed: the table would have %1 deployment zones, more than Wartable&apos;s limit of %2 per table.</source>
        <translation>No se ha cambiado nada: la mesa tendría %1 zonas de despliegue, más que el límite de Wartable de %2 por mesa.</translation>
    </message>
    <message>
        <source>Nothing was changed: the table would have %1 markers, more than Wartable&apos;s limit of %2 per table.</source>
        <translation>No se ha cambiado nada: la mesa tendría %1 marcadores, más que el límite de Wartable de %2 por mesa.</translation>
    </message>
    <message>
        <source>Nothing was changed: a piece would have %1 walls, more than Wartable&apos;s limit of %2 per piece.</source>
        <translation>No se ha cambiado nada: una pieza tendría %1 muros, más que el límite de Wartable de %2 por pieza.</translation>
    </message>
    <message>
        <source>Nothing was changed: a shape would have %1 corners, more than Wartable&apos;s limit of %2 per shape.</source>
        <translation>No se ha cambiado nada: una forma tendría %1 vértices, más que el límite de Wartable de %2 por forma.</translation>
    </message>
    <message>
        <source>Nothing was changed: the table&apos;s shapes would have %1 corners in all, more than Wartable&apos;s limit of %2 per table.</source>
        <translation>No se ha cambiado nada: las formas de la mesa tendrían %1 vértices en total, más que el límite de Wartable de %2 por mesa.</translation>
    </message>
</context>
</TS>
