<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ZoneItem</name>
    <message>
        <source>deployment zone</source>
        <extracomment>How a terrain&apos;s sight blocking reads in tooltips and the palette.</extracomment>
        <translation>zona de despliegue</translation>
    </message>
</context>
</TS>
