<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>SelectionOperations</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Eliminar %n objeto</numerusform>
            <numerusform>Eliminar %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n object(s)</source>
        <translation>
            <numerusform>Copiado %n objeto</numerusform>
            <numerusform>Copiados %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n object(s)</source>
        <translation>
            <numerusform>Cortar %n objeto</numerusform>
            <numerusform>Cortar %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to paste: copy terrain, zones or markers first</source>
        <translation>Nada que pegar: copia antes escenografía, zonas o marcadores</translation>
    </message>
    <message>
        <source>Cannot paste: %s</source>
        <translation>No se puede pegar: %s</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n object(s)</source>
        <translation>
            <numerusform>Pegar %n objeto</numerusform>
            <numerusform>Pegar %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>el portapapeles</translation>
    </message>
    <message>
        <source>the clipboard holds more than the %1 MiB a Wartable file may have</source>
        <translation>el portapapeles contiene más de los %1 MiB que puede tener un archivo de Wartable</translation>
    </message>
    <message>
        <source>the clipboard holds a document that is not a table</source>
        <translation>el portapapeles contiene un documento que no es una mesa</translation>
    </message>
    <message>
        <source>the clipboard&apos;s text is not UTF-8</source>
        <translation>el texto del portapapeles no está en UTF-8</translation>
    </message>
    <message>
        <source>the clipboard&apos;s text is nested too deeply</source>
        <translation>el texto del portapapeles está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>No se puede pegar</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n object(s)</source>
        <translation>
            <numerusform>Duplicar %n objeto</numerusform>
            <numerusform>Duplicar %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror copy left to right</source>
        <translation>Copia en espejo de izquierda a derecha</translation>
    </message>
    <message>
        <source>Mirror copy top to bottom</source>
        <translation>Copia en espejo de arriba abajo</translation>
    </message>
    <message>
        <source>Copy turned 180 degrees</source>
        <translation>Copia girada 180 grados</translation>
    </message>
    <message numerus="yes">
        <source>Flip %n object(s)</source>
        <translation>
            <numerusform>Voltear %n objeto</numerusform>
            <numerusform>Voltear %n objetos</numerusform>
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
        <source>Align %n object(s)</source>
        <translation>
            <numerusform>Alinear %n objeto</numerusform>
            <numerusform>Alinear %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Distribute %n object(s)</source>
        <translation>
            <numerusform>Repartir %n objeto</numerusform>
            <numerusform>Repartir %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Bajar</translation>
    </message>
</context>
</TS>
