<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PackDialog</name>
    <message>
        <source>Make Event Pack</source>
        <translation>Hacer dosier del evento</translation>
    </message>
    <message>
        <source>The players (rules, pairings, one sheet per layout)</source>
        <translation>Los jugadores (reglas, emparejamientos, una hoja por disposición)</translation>
    </message>
    <message>
        <source>The organiser (everything)</source>
        <translation>El organizador (todo)</translation>
    </message>
    <message>
        <source>Who the pack is for: the players&apos; pack prints no check result</source>
        <translation>Para quién es el dosier: el de los jugadores no imprime ningún resultado de la comprobación</translation>
    </message>
    <message>
        <source>Pack for</source>
        <translation>Dosier para</translation>
    </message>
    <message>
        <source>Make Pack…</source>
        <translation>Hacer el dosier…</translation>
    </message>
    <message>
        <source>Choose where to write the PDF, check the event and write the pack</source>
        <translation>Elige dónde guardar el PDF, comprueba el evento y escribe el dosier</translation>
    </message>
</context>
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
