<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>QtDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
</context>
</TS>
