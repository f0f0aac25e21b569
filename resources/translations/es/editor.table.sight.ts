<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ExposureLegend</name>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seen from everywhere in it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FairnessDock</name>
    <message>
        <source>Compare the two sides: exposure, cover, objectives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out each side&apos;s exposure, cover and distances to the objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criteria by side (distances relative to the larger)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table cells by share of the enemy zone seeing them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not compare the sides: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two deployment zones are needed to compare the sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fairness score %1 (0 = even); largest difference: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SightOverlays</name>
    <message>
        <source>Sight needs the table&apos;s ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sight from here: %1 clear, %2 partial, %3 blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sight analysis failed: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %s has no deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposure to the %s deployment zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clear firing lane between the deployment zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Widest clear firing lane: %s wide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a model is within cover distance of cover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Fairness</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>widget</name>
    <message>
        <source>Side %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
