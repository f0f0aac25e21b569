<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>StartPage</name>
    <message>
        <source>Wartable</source>
        <translation>Wartable</translation>
    </message>
    <message>
        <source>Battle tables and campaign maps for wargame organisers: draw them to scale, check them against the rules, print them.</source>
        <translation>Mesas de batalla y mapas de campaña para organizadores de wargames: dibújelos a escala, compruébelos con las reglas e imprímalos.</translation>
    </message>
    <message>
        <source>New table from a ruleset preset</source>
        <translation>Nueva mesa a partir de un modelo del reglamento</translation>
    </message>
    <message>
        <source>A new empty table of this size, checked against %s</source>
        <translation>Una mesa nueva y vacía de este tamaño, comprobada con %s</translation>
    </message>
    <message>
        <source>New campaign map…</source>
        <translation>Nuevo mapa de campaña…</translation>
    </message>
    <message>
        <source>A new hex map for a campaign: its size, ruleset and players</source>
        <translation>Un mapa hexagonal nuevo para una campaña: su tamaño, su reglamento y sus jugadores</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Open a table, campaign map, army list or catalogue</source>
        <translation>Abrir una mesa, un mapa de campaña, una lista de ejército o un catálogo</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Archivos recientes</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
</context>
</TS>
