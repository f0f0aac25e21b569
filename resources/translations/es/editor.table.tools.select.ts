<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>self.editor</name>
    <message>
        <source>Move by %s, %s</source>
        <translation>Mover %s, %s</translation>
    </message>
    <message>
        <source>Rotate %s°</source>
        <translation>Girar %s°</translation>
    </message>
    <message>
        <source>Size %s x %s</source>
        <translation>Tamaño %s x %s</translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>Mover %n objeto</numerusform>
            <numerusform>Mover %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n object(s)</source>
        <translation>
            <numerusform>Girar %n objeto</numerusform>
            <numerusform>Girar %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scale %n object(s)</source>
        <translation>
            <numerusform>Escalar %n objeto</numerusform>
            <numerusform>Escalar %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation>
            <numerusform>Desplazar %n objeto</numerusform>
            <numerusform>Desplazar %n objetos</numerusform>
        </translation>
    </message>
</context>
</TS>
