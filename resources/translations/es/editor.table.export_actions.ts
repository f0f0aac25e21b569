<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ExportActions</name>
    <message>
        <source>Export Table</source>
        <translation>Exportar mesa</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;PNG image (*.png)</source>
        <translation>PDF (*.pdf);;Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Exported %s</source>
        <translation>Exportado %s</translation>
    </message>
</context>
</TS>
