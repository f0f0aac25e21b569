<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>GenerateTablesDialog</name>
    <message>
        <source>Generate Tables</source>
        <translation>Generar mesas</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Search steps per table:</source>
        <translation>Pasos de búsqueda por mesa:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Rounds: %1; tables to fill: %2; pieces of terrain in the event&apos;s stock: %3. One layout per table per round, each different from the others, so no player meets one twice.</source>
        <translation>Rondas: %1; mesas por rellenar: %2; piezas de escenografía del evento: %3. Una disposición por mesa y ronda, distinta de las demás, así que ningún jugador repite ninguna.</translation>
    </message>
    <message>
        <source>Save the event first: its tables are written beside it.</source>
        <translation>Guarde antes el evento: sus mesas se escriben a su lado.</translation>
    </message>
    <message>
        <source>Add rounds with their tables first.</source>
        <translation>Añada antes las rondas con sus mesas.</translation>
    </message>
    <message>
        <source>Add the club&apos;s terrain to the stock first.</source>
        <translation>Añada antes la escenografía del club a las existencias.</translation>
    </message>
    <message>
        <source>Generating on a worker process…</source>
        <translation>Generando en un proceso aparte…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The worker stopped without a result.</source>
        <translation>El proceso aparte terminó sin resultado.</translation>
    </message>
    <message>
        <source>%1 of %2 tables generated, %3 meeting every target; terrain shortages: %4; layouts repeated: %5.</source>
        <translation>%1 de %2 mesas generadas, %3 cumplen todos los objetivos; falta de escenografía: %4; disposiciones repetidas: %5.</translation>
    </message>
</context>
</TS>
