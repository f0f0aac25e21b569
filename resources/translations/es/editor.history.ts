<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>History</name>
    <message>
        <source>Move %1</source>
        <extracomment>each &quot;several objects&quot; entry and its one-object form (%1: the object&apos;s name)</extracomment>
        <translation>Mover %1</translation>
    </message>
    <message>
        <source>Resize %1</source>
        <translation>Cambiar tamaño de %1</translation>
    </message>
    <message>
        <source>Rotate %1</source>
        <translation>Girar %1</translation>
    </message>
    <message>
        <source>Scale %1</source>
        <translation>Escalar %1</translation>
    </message>
    <message>
        <source>Nudge %1</source>
        <translation>Desplazar %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Cut %1</source>
        <translation>Cortar %1</translation>
    </message>
    <message>
        <source>Paste %1</source>
        <translation>Pegar %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Duplicar %1</translation>
    </message>
    <message>
        <source>Flip %1</source>
        <translation>Voltear %1</translation>
    </message>
    <message>
        <source>Align %1</source>
        <translation>Alinear %1</translation>
    </message>
    <message>
        <source>Distribute %1</source>
        <translation>Repartir %1</translation>
    </message>
</context>
</TS>
