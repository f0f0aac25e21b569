<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>EventEditor</name>
    <message>
        <source>Rounds and tables</source>
        <extracomment>the pages&apos; widgets the tab names as its own (menus, the window and the tests reach them here) what the pages do, asked of the tab (menus, the Validation panel and the tests ask it here)</extracomment>
        <translation>Rondas y mesas</translation>
    </message>
    <message>
        <source>Terrain stock</source>
        <translation>Almacén de escenografía</translation>
    </message>
    <message>
        <source>Players and lists</source>
        <translation>Jugadores y listas</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>Rules and timing</source>
        <translation>Reglas y horario</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>The check could not run: %s</source>
        <translation>La comprobación no ha podido hacerse: %s</translation>
    </message>
    <message>
        <source>Checked: %(errors)d errors, %(warnings)d warnings</source>
        <translation>Comprobado: %(errors)d errores, %(warnings)d avisos</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (cancelada)</translation>
    </message>
    <message>
        <source>Reading the event&apos;s tables…</source>
        <translation>Leyendo las mesas del evento…</translation>
    </message>
</context>
</TS>
