<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Import Table from GeoJSON</source>
        <translation>Importar mesa desde GeoJSON</translation>
    </message>
    <message>
        <source>GeoJSON layouts (*.geojson *.json);;All files (*)</source>
        <translation>Disposiciones GeoJSON (*.geojson *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%s names no ruleset. The ruleset of this table:</source>
        <translation>%s no indica reglamento. El reglamento de esta mesa:</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <source>Imported %s: save it to keep it as a Wartable table</source>
        <translation>Importado %s: guárdelo para conservarlo como mesa de Wartable</translation>
    </message>
</context>
</TS>
