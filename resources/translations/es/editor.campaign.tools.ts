<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Paint %s</source>
        <translation>Pintar %s</translation>
    </message>
    <message>
        <source>Paint banner of %s</source>
        <translation>Pintar el estandarte de %s</translation>
    </message>
    <message>
        <source>Clear banners</source>
        <translation>Borrar estandartes</translation>
    </message>
    <message>
        <source>Erase hexes</source>
        <translation>Borrar casillas</translation>
    </message>
    <message>
        <source>Fill with %s</source>
        <translation>Rellenar con %s</translation>
    </message>
    <message>
        <source>Remove %s</source>
        <translation>Quitar %s</translation>
    </message>
    <message>
        <source>Place %s</source>
        <translation>Poner %s</translation>
    </message>
    <message>
        <source>Choose a player in the Paint panel first</source>
        <translation>Elige primero un jugador en el panel Pintar</translation>
    </message>
    <message>
        <source>Place capital of %s</source>
        <translation>Poner la capital de %s</translation>
    </message>
</context>
<context>
    <name>CampaignTools</name>
    <message>
        <source>Terrain brush</source>
        <translation>Pincel de terreno</translation>
    </message>
    <message>
        <source>Paint terrain; drag to paint a stroke (brush radius 1, 2 or 3)</source>
        <translation>Pintar terreno; arrastra para pintar un trazo (radio del pincel 1, 2 o 3)</translation>
    </message>
    <message>
        <source>Banner brush</source>
        <translation>Pincel de estandarte</translation>
    </message>
    <message>
        <source>Paint the chosen player&apos;s banner (or clear banners with &apos;Unclaimed&apos;)</source>
        <translation>Pintar el estandarte del jugador elegido (o borrar estandartes con «Sin dueño»)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Goma</translation>
    </message>
    <message>
        <source>Back to open ground: no constructions, banner or capital</source>
        <translation>Volver a terreno abierto: sin construcciones, estandarte ni capital</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Rellenar</translation>
    </message>
    <message>
        <source>Paint a whole connected region of one terrain</source>
        <translation>Pintar toda una región conectada de un mismo terreno</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Construcción</translation>
    </message>
    <message>
        <source>Place or remove a city, castle or mine where the ruleset allows it</source>
        <translation>Poner o quitar una ciudad, un castillo o una mina donde el reglamento lo permite</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Make this hex the chosen player&apos;s capital (moves it from the old one)</source>
        <translation>Hacer de esta casilla la capital del jugador elegido (la mueve desde la anterior)</translation>
    </message>
    <message>
        <source>Eyedropper</source>
        <translation>Cuentagotas</translation>
    </message>
    <message>
        <source>Pick a hex&apos;s terrain and banner for the brushes</source>
        <translation>Tomar el terreno y el estandarte de una casilla para los pinceles</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Select a hex to edit its name, notes and details (Shift adds to the selection)</source>
        <translation>Seleccionar una casilla para editar su nombre, notas y detalles (Mayús añade a la selección)</translation>
    </message>
</context>
</TS>
