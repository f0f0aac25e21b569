<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>self.editor</name>
    <message>
        <source>Move corner</source>
        <translation>Mover esquina</translation>
    </message>
    <message>
        <source>Add corner</source>
        <translation>Añadir esquina</translation>
    </message>
    <message>
        <source>A shape needs at least three corners</source>
        <translation>Una forma necesita al menos tres esquinas</translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation>Eliminar esquina</translation>
    </message>
</context>
</TS>
