<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>FolderCheckDialog</name>
    <message>
        <source>Check folder: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spreadsheet (CSV) with one row per finding, to send to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a file to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files: %2 with errors, %3 with warnings only, %4 unreadable, %5 clean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
