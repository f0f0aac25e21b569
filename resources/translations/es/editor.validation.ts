<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ValidationDock</name>
    <message>
        <source>%n error(s)</source>
        <translation>%n error</translation>
    </message>
    <message>
        <source>%n warning(s)</source>
        <translation>%n aviso</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>No document</source>
        <translation>Ningún documento</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>No document open</source>
        <translation>Ningún documento abierto</translation>
    </message>
    <message>
        <source>No findings: the document is legal</source>
        <translation>Sin resultados: el documento es legal</translation>
    </message>
    <message>
        <source>Checking the document</source>
        <translation>Comprobando el documento</translation>
    </message>
    <message>
        <source> (checking…)</source>
        <translation> (comprobando…)</translation>
    </message>
</context>
</TS>
