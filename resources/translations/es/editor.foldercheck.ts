<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>FolderCheckDialog</name>
    <message>
        <source>Check folder: %s</source>
        <translation>Comprobar carpeta: %s</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>First finding</source>
        <translation>Primer hallazgo</translation>
    </message>
    <message>
        <source>Check Again</source>
        <translation>Comprobar de nuevo</translation>
    </message>
    <message>
        <source>Save Report…</source>
        <translation>Guardar informe…</translation>
    </message>
    <message>
        <source>A spreadsheet (CSV) with one row per finding, to send to the players</source>
        <translation>Una hoja de cálculo (CSV) con una fila por resultado, para enviar a los jugadores</translation>
    </message>
    <message>
        <source>Print Report…</source>
        <translation>Imprimir informe…</translation>
    </message>
    <message>
        <source>One printable report: a row per file with its status, then each file&apos;s findings</source>
        <translation>Un informe imprimible: una fila por archivo con su estado y después los hallazgos de cada archivo</translation>
    </message>
    <message>
        <source>Double-click a file to open it.</source>
        <translation>Haz doble clic en un archivo para abrirlo.</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>Guardar informe</translation>
    </message>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation>Hoja de cálculo (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>No se ha podido escribir %1: %2</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>ilegible: %1</translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings</source>
        <translation>%1 errores, %2 avisos</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>%1 files: %2 with errors, %3 with warnings only, %4 unreadable, %5 clean</source>
        <translation>%1 archivos: %2 con errores, %3 solo con avisos, %4 ilegibles, %5 correctos</translation>
    </message>
</context>
</TS>
