<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>líder</translation>
    </message>
    <message>
        <source>banner</source>
        <translation>portaestandarte</translation>
    </message>
    <message>
        <source>champion</source>
        <translation>campeón</translation>
    </message>
    <message>
        <source>character</source>
        <translation>personaje</translation>
    </message>
    <message>
        <source>{id} (not in the catalogue)</source>
        <translation>{id} (no está en el catálogo)</translation>
    </message>
    <message>
        <source>general</source>
        <translation>general</translation>
    </message>
    <message>
        <source>points unknown: the catalogue {name} cannot be read</source>
        <translation>puntos desconocidos: no se puede leer el catálogo {name}</translation>
    </message>
    <message>
        <source>Total: {total} / {limit} points</source>
        <translation>Total: {total} / {limit} puntos</translation>
    </message>
    <message>
        <source>({over} over)</source>
        <translation>({over} de más)</translation>
    </message>
    <message>
        <source>Total: {total} points (no limit in the list)</source>
        <translation>Total: {total} puntos (la lista no fija límite)</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>basis: {b}</source>
        <translation>base: {b}</translation>
    </message>
    <message>
        <source>Checked by: ____________________   Date: __________</source>
        <translation>Comprobado por: ____________________   Fecha: __________</translation>
    </message>
    <message>
        <source>Reference: {ref}</source>
        <translation>Referencia: {ref}</translation>
    </message>
    <message>
        <source>Basis: {basis}</source>
        <translation>Base: {basis}</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No se han encontrado problemas.</translation>
    </message>
    <message>
        <source>Army roster</source>
        <translation>Lista de ejército</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Miniaturas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Checks: {counts}</source>
        <translation>Comprobaciones: {counts}</translation>
    </message>
    <message>
        <source>Checked by</source>
        <translation>Comprobado por</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Check of {folder}</source>
        <translation>Comprobación de {folder}</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
</context>
</TS>
