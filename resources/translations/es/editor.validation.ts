<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ValidationDock</name>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No document open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings: the document is legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (checking…)</source>
        <translation> (comprobando…)</translation>
    </message>
</context>
</TS>
