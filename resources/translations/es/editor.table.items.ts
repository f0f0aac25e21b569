<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>TerrainWords</name>
    <message>
        <source>blocks sight</source>
        <translation>bloquea la visión</translation>
    </message>
    <message>
        <source>blocks sight up to its height</source>
        <translation>bloquea la visión hasta su altura</translation>
    </message>
    <message>
        <source>does not block sight</source>
        <translation>no bloquea la visión</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terreno abierto</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>terreno accidentado</translation>
    </message>
    <message>
        <source>difficult ground</source>
        <translation>terreno difícil</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>infranqueable</translation>
    </message>
    <message>
        <source>height %s</source>
        <translation>altura %s</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>plano</translation>
    </message>
    <message>
        <source>gives cover</source>
        <translation>da cobertura</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>sin cobertura</translation>
    </message>
    <message>
        <source>movement: %s</source>
        <translation>movimiento: %s</translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message>
        <source>deployment zone</source>
        <extracomment>a terrain pattern&apos;s brush on screen: the printed sheet&apos;s hatchings (&quot;trees&quot; has its own pixmap)</extracomment>
        <translation>zona de despliegue</translation>
    </message>
</context>
</TS>
