<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>table</source>
        <translation>una mesa</translation>
    </message>
    <message>
        <source>campaign map</source>
        <translation>un mapa de campaña</translation>
    </message>
    <message>
        <source>army list</source>
        <translation>una lista de ejército</translation>
    </message>
    <message>
        <source>catalogue</source>
        <translation>un catálogo</translation>
    </message>
    <message>
        <source>event</source>
        <translation>un evento</translation>
    </message>
    <message>
        <source>document</source>
        <translation>un documento</translation>
    </message>
    <message>
        <source>Setup sheet</source>
        <extracomment>an event&apos;s pack for the organiser (every section) or for the players (editor/printing/pack.py)</extracomment>
        <translation>Hoja de montaje</translation>
    </message>
    <message>
        <source>1:1 tiled print</source>
        <translation>Impresión 1:1 en varias hojas</translation>
    </message>
    <message>
        <source>Piece template (1:1)</source>
        <translation>Plantilla de una pieza (1:1)</translation>
    </message>
    <message>
        <source>Campaign map</source>
        <translation>Mapa de campaña</translation>
    </message>
    <message>
        <source>Turn bulletin for the players</source>
        <translation>Boletín del turno para los jugadores</translation>
    </message>
    <message>
        <source>Organiser&apos;s pack (everything)</source>
        <translation>Dosier del organizador (todo)</translation>
    </message>
    <message>
        <source>Players&apos; pack (rules, pairings, one sheet per layout)</source>
        <translation>Dosier de los jugadores (reglas, emparejamientos, una hoja por disposición)</translation>
    </message>
    <message>
        <source>this {kind} cannot be exported as {fmt} (it can be: {fits})</source>
        <translation>no se puede exportar {kind} como {fmt} (se puede: {fits})</translation>
    </message>
    <message>
        <source>this {kind} has nothing to export</source>
        <translation>no hay nada que exportar de {kind}</translation>
    </message>
    <message>
        <source>this {kind} has no {sheet} sheet</source>
        <translation>no hay hoja «{sheet}» para {kind}</translation>
    </message>
    <message>
        <source>this campaign&apos;s ruleset has no turn sequence, so no turn bulletin</source>
        <translation>el reglamento de esta campaña no tiene secuencia de turno, así que no hay boletín del turno</translation>
    </message>
    <message>
        <source>a {kind} cannot be printed</source>
        <translation>no se puede imprimir {kind}</translation>
    </message>
    <message>
        <source>the table has no terrain piece to make a template of</source>
        <translation>la mesa no tiene ninguna pieza de escenografía de la que hacer una plantilla</translation>
    </message>
    <message>
        <source>no piece is called {name!r} (give its number on the setup sheet or its name)</source>
        <translation>ninguna pieza se llama {name!r} (indica su número en la hoja de montaje o su nombre)</translation>
    </message>
</context>
</TS>
