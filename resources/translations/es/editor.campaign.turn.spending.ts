<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>SpendingForm</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Imperial points</source>
        <translation>Puntos de imperio</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Construcción</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Reclamar</translation>
    </message>
    <message>
        <source>Conquer</source>
        <translation>Conquistar</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Click hexes on the map to spend imperial points; each hex shows its cost</source>
        <translation>Pulsa casillas del mapa para gastar puntos de imperio; cada casilla muestra su coste</translation>
    </message>
    <message>
        <source>Change a Regiment</source>
        <translation>Cambiar un regimiento</translation>
    </message>
    <message>
        <source>Spend {cost} imperial points to change one regiment of the army</source>
        <translation>Gasta {cost} puntos de imperio para cambiar un regimiento del ejército</translation>
    </message>
    <message>
        <source>Change All Regiments</source>
        <translation>Cambiar todos los regimientos</translation>
    </message>
    <message>
        <source>Spend {cost} imperial points to change every regiment of the army</source>
        <translation>Gasta {cost} puntos de imperio para cambiar todos los regimientos del ejército</translation>
    </message>
    <message numerus="yes">
        <source>%n raid dice (empty: roll)</source>
        <translation>
            <numerusform>%n dado de saqueo (vacío: se tira)</numerusform>
            <numerusform>%n dados de saqueo (vacío: se tiran)</numerusform>
        </translation>
    </message>
    <message>
        <source>Raid</source>
        <translation>Incursión</translation>
    </message>
    <message>
        <source>Spend 1 imperial point for 2D6 x 10 gold</source>
        <translation>Gasta 1 punto de imperio por 2D6 x 10 monedas de oro</translation>
    </message>
    <message>
        <source>{earned} earned, {spent} spent, {left} left (unspent points are lost)</source>
        <translation>{earned} obtenidos, {spent} gastados, {left} restantes (los no gastados se pierden)</translation>
    </message>
    <message>
        <source>{player} changes a regiment</source>
        <translation>{player} cambia un regimiento</translation>
    </message>
    <message>
        <source>{player} changes all regiments</source>
        <translation>{player} cambia todos los regimientos</translation>
    </message>
    <message>
        <source>Raid by {player}</source>
        <translation>Incursión de {player}</translation>
    </message>
    <message>
        <source>The numbers on the map are what each hex costs in imperial points: green where it is allowed, red where it would be refused (point at a hex to see why).</source>
        <translation>Los números del mapa son lo que cuesta cada casilla en puntos de imperio: en verde donde se permite, en rojo donde se rechazaría (señala una casilla para ver por qué).</translation>
    </message>
    <message numerus="yes">
        <source>Claiming this hex would cost %n imperial points, but it is not allowed: {problem}</source>
        <translation>
            <numerusform>Reclamar esta casilla costaría %n punto de imperio, pero no está permitido: {problem}</numerusform>
            <numerusform>Reclamar esta casilla costaría %n puntos de imperio, pero no está permitido: {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquering this hex would cost %n imperial points, but it is not allowed: {problem}</source>
        <translation>
            <numerusform>Conquistar esta casilla costaría %n punto de imperio, pero no está permitido: {problem}</numerusform>
            <numerusform>Conquistar esta casilla costaría %n puntos de imperio, pero no está permitido: {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building here would cost %n imperial points, but it is not allowed: {problem}</source>
        <translation>
            <numerusform>Construir aquí costaría %n punto de imperio, pero no está permitido: {problem}</numerusform>
            <numerusform>Construir aquí costaría %n puntos de imperio, pero no está permitido: {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Claiming this hex costs %n imperial points.</source>
        <translation>
            <numerusform>Reclamar esta casilla cuesta %n punto de imperio.</numerusform>
            <numerusform>Reclamar esta casilla cuesta %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conquering this hex costs %n imperial points.</source>
        <translation>
            <numerusform>Conquistar esta casilla cuesta %n punto de imperio.</numerusform>
            <numerusform>Conquistar esta casilla cuesta %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building here costs %n imperial points.</source>
        <translation>
            <numerusform>Construir aquí cuesta %n punto de imperio.</numerusform>
            <numerusform>Construir aquí cuesta %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message>
        <source>Claim hex {hex} for {player}</source>
        <translation>Reclamar la casilla {hex} para {player}</translation>
    </message>
    <message>
        <source>Conquer hex {hex} for {player}</source>
        <translation>Conquistar la casilla {hex} para {player}</translation>
    </message>
    <message>
        <source>Build at hex {hex} for {player}</source>
        <translation>Construir en la casilla {hex} para {player}</translation>
    </message>
</context>
</TS>
