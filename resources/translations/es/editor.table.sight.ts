<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
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
        <source>Criteria by side (distances as % of the longer)</source>
        <translation>Criterios por bando (distancias en % de la mayor)</translation>
    </message>
    <message>
        <source>share (%)</source>
        <translation>proporción (%)</translation>
    </message>
    <message>
        <source>How much of the table the enemy zone sees</source>
        <translation>Cuánta mesa ve la zona enemiga</translation>
    </message>
    <message>
        <source>table cells (%)</source>
        <translation>celdas (%)</translation>
    </message>
    <message>
        <source>Fairness score {score} on a scale from 0 (both sides alike) to 1 (everything on one side); the largest difference is in {criterion} ({difference}).</source>
        <translation>Puntuación de equidad {score} en una escala de 0 (ambos bandos iguales) a 1 (todo de un lado); la mayor diferencia está en {criterion} ({difference}).</translation>
    </message>
    <message>
        <source>Could not compare the sides: %s</source>
        <translation>No se han podido comparar los bandos: %s</translation>
    </message>
    <message>
        <source>zone points seeing a cell (%)</source>
        <translation>puntos de la zona que ven la celda (%)</translation>
    </message>
    <message>
        <source>Two deployment zones are needed to compare the sides.</source>
        <translation>Hacen falta dos zonas de despliegue para comparar los bandos.</translation>
    </message>
</context>
<context>
    <name>SightOverlays</name>
    <message>
        <source>Sight needs the table&apos;s ruleset</source>
        <extracomment>&quot;no-shot&quot;: seen, but a model stands in the way of a shot (40K: no shot past another model, even partly)</extracomment>
        <translation>La visión necesita el reglamento de la mesa</translation>
    </message>
    <message>
        <source>Sight from here: %1 clear, %2 partial, %3 blocked</source>
        <translation>Visión desde aquí: %1 despejadas, %2 parciales, %3 bloqueadas</translation>
    </message>
    <message numerus="yes">
        <source>Sight from the eye (%n lines)</source>
        <translation>
            <numerusform>Visión desde el ojo (%n línea)</numerusform>
            <numerusform>Visión desde el ojo (%n líneas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clear: %n</source>
        <translation>
            <numerusform>despejada: %n</numerusform>
            <numerusform>despejadas: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Sight from here: %1 clear, %2 partial, %3 blocked, %4 seen but no shot (a model in the way)</source>
        <translation>Visión desde aquí: %1 despejadas, %2 parciales, %3 bloqueadas, %4 vistas pero sin disparo (una miniatura en medio)</translation>
    </message>
    <message numerus="yes">
        <source>partial from where it is partly hidden: %n</source>
        <translation>
            <numerusform>parcial desde donde queda en parte oculta: %n</numerusform>
            <numerusform>parciales desde donde quedan en parte ocultas: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blocked from where it is blocked: %n</source>
        <translation>
            <numerusform>bloqueada desde donde se bloquea: %n</numerusform>
            <numerusform>bloqueadas desde donde se bloquean: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>may not shoot from the model in the way: %n</source>
        <translation>
            <numerusform>sin disparo desde la miniatura que se interpone: %n</numerusform>
            <numerusform>sin disparo desde la miniatura que se interpone: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>seen from the eye</source>
        <translation>visto desde el ojo</translation>
    </message>
    <message>
        <source>Sight analysis failed: %s</source>
        <translation>Falló el análisis de visión: %s</translation>
    </message>
    <message>
        <source>Could not start the sight helper process (%s); the overlays follow the table more slowly</source>
        <translation>No se pudo iniciar el proceso auxiliar de visión (%s); las capas siguen a la mesa, pero más despacio</translation>
    </message>
    <message>
        <source>The sight helper process stopped (exit code %s); the overlays go on following the table, more slowly</source>
        <translation>El proceso auxiliar de visión se ha detenido (código de salida %s); las capas siguen a la mesa, pero más despacio</translation>
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
        <source>share of the zone&apos;s points that see each place</source>
        <translation>proporción de puntos de la zona que ven cada lugar</translation>
    </message>
    <message>
        <source>Firing lane</source>
        <translation>Pasillo de disparo</translation>
    </message>
    <message>
        <source>no clear lane between the deployment zones</source>
        <translation>ningún pasillo despejado entre las zonas de despliegue</translation>
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
        <source>widest clear lane: %s wide</source>
        <translation>pasillo despejado más ancho: %s de ancho</translation>
    </message>
    <message>
        <source>Where a model is within cover distance of cover</source>
        <translation>Dónde una miniatura está a distancia de cobertura de algo que la da</translation>
    </message>
    <message>
        <source>a model&apos;s base within %s of a piece giving cover</source>
        <translation>la peana de una miniatura a %s o menos de una pieza que da cobertura</translation>
    </message>
    <message>
        <source>a model&apos;s base touching a piece giving cover</source>
        <translation>la peana de una miniatura tocando una pieza que da cobertura</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
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
