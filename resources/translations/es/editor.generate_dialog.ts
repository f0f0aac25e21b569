<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate Table Layouts</source>
        <translation>Generar disposiciones de mesa</translation>
    </message>
    <message>
        <source>pieces made from the ruleset&apos;s terrain kinds</source>
        <translation>piezas creadas a partir de los tipos de terreno del reglamento</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Terrain stock:</source>
        <translation>Escenografía del club:</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>How often the window looks for the worker&apos;s news (ms).</extracomment>
        <translation>a</translation>
    </message>
    <message>
        <source>Terrain density:</source>
        <translation>Densidad de escenografía:</translation>
    </message>
    <message>
        <source>The share of the table, and of each half, that terrain covers.</source>
        <translation>La parte de la mesa, y de cada mitad, que cubre la escenografía.</translation>
    </message>
    <message>
        <source>The largest share of a deployment zone that models in the enemy zone may see.</source>
        <translation>La mayor parte de una zona de despliegue que pueden ver las miniaturas de la zona enemiga.</translation>
    </message>
    <message>
        <source>Most of a zone the enemy may see:</source>
        <translation>Lo más que el enemigo puede ver de una zona:</translation>
    </message>
    <message>
        <source>How much better one side&apos;s cover, hiding and objectives may be than the other&apos;s.</source>
        <translation>Cuánto mejores pueden ser la cobertura, los escondites y los objetivos de un bando que los del otro.</translation>
    </message>
    <message>
        <source>Largest difference between the sides:</source>
        <translation>Diferencia máxima entre los bandos:</translation>
    </message>
    <message>
        <source>No clear firing lane from zone to zone</source>
        <translation>Ningún pasillo de disparo despejado de zona a zona</translation>
    </message>
    <message>
        <source>Turned 180° about the centre</source>
        <translation>Girada 180° sobre el centro</translation>
    </message>
    <message>
        <source>Mirrored between the zones</source>
        <translation>En espejo entre las zonas</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Symmetry:</source>
        <translation>Simetría:</translation>
    </message>
    <message>
        <source>The same seed with the same inputs gives the same layouts; another seed gives others.</source>
        <translation>La misma semilla con los mismos datos da las mismas disposiciones; otra semilla da otras.</translation>
    </message>
    <message>
        <source>More steps find layouts nearer the targets but take longer.</source>
        <translation>Con más pasos se encuentran disposiciones más cercanas a los objetivos, pero se tarda más.</translation>
    </message>
    <message>
        <source>Layouts:</source>
        <translation>Disposiciones:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Search steps:</source>
        <translation>Pasos de búsqueda:</translation>
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
        <source>Pieces already on the table stay where they are.</source>
        <translation>Las piezas que ya están en la mesa se quedan donde están.</translation>
    </message>
    <message>
        <source>&amp;Open as New Table</source>
        <translation>&amp;Abrir como mesa nueva</translation>
    </message>
    <message>
        <source>&amp;Place on This Table</source>
        <translation>&amp;Colocar en esta mesa</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Terrain Stock</source>
        <translation>Escenografía del club</translation>
    </message>
    <message>
        <source>Terrain stock (*.json)</source>
        <translation>Escenografía del club (*.json)</translation>
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
        <source>%1 of %2 targets met</source>
        <translation>cumple %1 de %2 objetivos</translation>
    </message>
    <message>
        <source>%1 layouts, %2 meeting every target.</source>
        <translation>%1 disposiciones; %2 cumplen todos los objetivos.</translation>
    </message>
    <message>
        <source>No legal layout found: try more steps or another seed.</source>
        <translation>No se encontró ninguna disposición válida: pruebe con más pasos o con otra semilla.</translation>
    </message>
    <message>
        <source>Place Generated Layout</source>
        <translation>Colocar disposición generada</translation>
    </message>
</context>
</TS>
