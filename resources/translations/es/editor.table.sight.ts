<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ExposureLegend</name>
    <message>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <source>seen from everywhere in it</source>
        <translation>vista desde toda ella</translation>
    </message>
</context>
<context>
    <name>FairnessDock</name>
    <message>
        <source>Compare the two sides: exposure, cover, objectives.</source>
        <translation>Comparar los dos bandos: exposición, cobertura, objetivos.</translation>
    </message>
    <message>
        <source>Compare Sides</source>
        <translation>Comparar bandos</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Work out each side&apos;s exposure, cover and distances to the objectives</source>
        <translation>Calcular la exposición, la cobertura y las distancias a los objetivos de cada bando</translation>
    </message>
    <message>
        <source>Stop the comparison</source>
        <translation>Detener la comparación</translation>
    </message>
    <message>
        <source>Criteria by side (distances relative to the larger)</source>
        <translation>Criterios por bando (distancias relativas a la mayor)</translation>
    </message>
    <message>
        <source>Table cells by share of the enemy zone seeing them</source>
        <translation>Celdas de la mesa según la parte de la zona enemiga que las ve</translation>
    </message>
    <message>
        <source>Could not compare the sides: %s</source>
        <translation>No se han podido comparar los bandos: %s</translation>
    </message>
    <message>
        <source>Two deployment zones are needed to compare the sides.</source>
        <translation>Hacen falta dos zonas de despliegue para comparar los bandos.</translation>
    </message>
    <message>
        <source>Fairness score %1 (0 = even); largest difference: %2</source>
        <translation>Índice de equilibrio %1 (0 = igualado); mayor diferencia: %2</translation>
    </message>
</context>
<context>
    <name>SightOverlays</name>
    <message>
        <source>Sight needs the table&apos;s ruleset</source>
        <translation>La visión necesita el reglamento de la mesa</translation>
    </message>
    <message>
        <source>Sight from here: %1 clear, %2 partial, %3 blocked</source>
        <translation>Visión desde aquí: %1 despejadas, %2 parciales, %3 bloqueadas</translation>
    </message>
    <message>
        <source>Sight analysis failed: %s</source>
        <translation>Falló el análisis de visión: %s</translation>
    </message>
    <message>
        <source>Side %s has no deployment zone</source>
        <translation>El bando %s no tiene zona de despliegue</translation>
    </message>
    <message>
        <source>Exposure to the %s deployment zone</source>
        <translation>Exposición a la zona de despliegue %s</translation>
    </message>
    <message>
        <source>No clear firing lane between the deployment zones</source>
        <translation>No hay ningún pasillo de tiro despejado entre las zonas de despliegue</translation>
    </message>
    <message>
        <source>Widest clear firing lane: %s wide</source>
        <translation>Pasillo de tiro despejado más ancho: %s de ancho</translation>
    </message>
    <message>
        <source>Where a model is within cover distance of cover</source>
        <translation>Dónde una miniatura está a distancia de cobertura de algo que la da</translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Fairness</source>
        <translation>Equilibrio</translation>
    </message>
</context>
<context>
    <name>widget</name>
    <message>
        <source>Side %s</source>
        <translation>Bando %s</translation>
    </message>
</context>
</TS>
