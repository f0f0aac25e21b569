<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>SightActions</name>
    <message>
        <source>&amp;Sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Widest Firing &amp;Lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Cover Availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Exposure Heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the Sides (Fairness)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Sight Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Sight Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen From Side %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing sight… %s%% (Sight &gt; Cancel to stop)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
