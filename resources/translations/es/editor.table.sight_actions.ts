<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>SightActions</name>
    <message>
        <source>&amp;Sight</source>
        <translation>&amp;Visión</translation>
    </message>
    <message>
        <source>Show Widest Firing &amp;Lane</source>
        <translation>Mostrar el &amp;pasillo de tiro más ancho</translation>
    </message>
    <message>
        <source>Show &amp;Cover Availability</source>
        <translation>Mostrar la &amp;cobertura disponible</translation>
    </message>
    <message>
        <source>&amp;Exposure Heatmap</source>
        <translation>Mapa de calor de &amp;exposición</translation>
    </message>
    <message>
        <source>Compare the Sides (Fairness)</source>
        <translation>Comparar los bandos (equilibrio)</translation>
    </message>
    <message>
        <source>Cancel Sight Analysis</source>
        <translation>Cancelar el análisis de visión</translation>
    </message>
    <message>
        <source>Clear Sight Overlays</source>
        <translation>Quitar las capas de visión</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Seen From Side %s</source>
        <translation>Visto desde el bando %s</translation>
    </message>
    <message>
        <source>Computing sight… %s%% (Sight &gt; Cancel to stop)</source>
        <translation>Calculando la visión… %s%% (Visión &gt; Cancelar para detenerlo)</translation>
    </message>
</context>
</TS>
