<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>self.editor</name>
    <message>
        <source>Length %s</source>
        <translation>Longitud %s</translation>
    </message>
    <message>
        <source>Edge to edge %s</source>
        <translation>De borde a borde %s</translation>
    </message>
</context>
</TS>
