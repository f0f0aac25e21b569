<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>editor</name>
    <message>
        <source>Make Event Pack</source>
        <translation>Hacer dosier del evento</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Checking the event…</source>
        <translation>Comprobando el evento…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Check the event before printing</source>
        <translation>Comprobar el evento antes de imprimir</translation>
    </message>
    <message>
        <source>The check was cancelled; nothing is printed.</source>
        <translation>La comprobación se canceló; no se imprime nada.</translation>
    </message>
    <message>
        <source>Writing the pack…</source>
        <translation>Escribiendo el dosier…</translation>
    </message>
    <message>
        <source>The event pack was cancelled; nothing was written.</source>
        <translation>Se canceló el dosier del evento; no se escribió nada.</translation>
    </message>
    <message>
        <source>The event pack could not be written: %s</source>
        <translation>No se pudo escribir el dosier del evento: %s</translation>
    </message>
    <message>
        <source>Event pack written: %(path)s (%(pages)d pages)</source>
        <translation>Dosier del evento escrito: %(path)s (%(pages)d páginas)</translation>
    </message>
</context>
</TS>
