<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PlayersPage</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Name of a new player</source>
        <translation>Nombre de un jugador nuevo</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Remove Player</source>
        <translation>Quitar jugador</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>List Folder…</source>
        <translation>Carpeta de listas…</translation>
    </message>
    <message>
        <source>Add List…</source>
        <translation>Añadir lista…</translation>
    </message>
    <message>
        <source>Change Player</source>
        <translation>Cambiar jugador</translation>
    </message>
    <message>
        <source>List folder: %s</source>
        <translation>Carpeta de listas: %s</translation>
    </message>
    <message>
        <source>No list folder</source>
        <translation>Sin carpeta de listas</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(nadie)</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>sin comprobar aún</translation>
    </message>
    <message>
        <source>Link List</source>
        <translation>Asignar lista</translation>
    </message>
    <message>
        <source>Unlink List</source>
        <translation>Desasignar lista</translation>
    </message>
    <message>
        <source>Folder of army lists</source>
        <translation>Carpeta de listas de ejército</translation>
    </message>
    <message>
        <source>Set List Folder</source>
        <translation>Poner carpeta de listas</translation>
    </message>
    <message>
        <source>Add an army list</source>
        <translation>Añadir una lista de ejército</translation>
    </message>
    <message>
        <source>Wartable documents (*.json)</source>
        <translation>Documentos de Wartable (*.json)</translation>
    </message>
    <message>
        <source>Add List</source>
        <translation>Añadir lista</translation>
    </message>
</context>
</TS>
