<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>EndForm</name>
    <message>
        <source>End Turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>End the turn: unspent imperial points are lost</source>
        <translation>Termina el turno: los puntos de imperio no gastados se pierden</translation>
    </message>
    <message>
        <source>Bulletin PDF…</source>
        <translation>Boletín PDF…</translation>
    </message>
    <message>
        <source>Save the turn bulletin for the players as a PDF</source>
        <translation>Guarda el boletín del turno para los jugadores en PDF</translation>
    </message>
    <message>
        <source>Print Bulletin…</source>
        <translation>Imprimir boletín…</translation>
    </message>
    <message>
        <source>Print the turn bulletin, with a preview (File &gt; Export offers it as PDF or PNG too)</source>
        <translation>Imprime el boletín del turno, con vista previa (Archivo &gt; Exportar lo ofrece también en PDF o PNG)</translation>
    </message>
    <message>
        <source>{problem} [{rule}]</source>
        <translation>{problem} [{rule}]</translation>
    </message>
    <message>
        <source>End turn {turn}</source>
        <translation>Terminar el turno {turn}</translation>
    </message>
    <message>
        <source>Turn bulletin</source>
        <translation>Boletín del turno</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
</TS>
