<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Turn {n}</source>
        <extracomment>a wall map&apos;s sheets on its assembly plan</extracomment>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <source>{n} hexes</source>
        <translation>{n} casillas</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} jugadores</translation>
    </message>
    <message>
        <source>{paper}, row {r} of {rows}, column {c} of {cols}</source>
        <translation>{paper}, fila {r} de {rows}, columna {c} de {cols}</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Castillo</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mina</translation>
    </message>
    <message>
        <source>Capital (ringed in its owner&apos;s colour)</source>
        <translation>Capital (con un anillo del color de su dueño)</translation>
    </message>
    <message>
        <source>Hex names</source>
        <translation>Nombres de las casillas</translation>
    </message>
    <message>
        <source>Empires, turn {n}</source>
        <translation>Imperios, turno {n}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Ciudades</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Ejército</translation>
    </message>
    <message>
        <source>No players yet.</source>
        <translation>Aún no hay jugadores.</translation>
    </message>
    <message>
        <source>{n} sheets of {paper} in {rows} × {cols} (rows × columns); overlap {o} mm: lay each sheet over its neighbour so the red crosshairs meet, trim on the dashed line.</source>
        <translation>{n} hojas {paper} en {rows} × {cols} (filas × columnas); solape de {o} mm: pon cada hoja sobre su vecina de modo que coincidan las cruces rojas y recorta por la línea discontinua.</translation>
    </message>
    <message>
        <source>row {r}, column {c}</source>
        <translation>fila {r}, columna {c}</translation>
    </message>
</context>
</TS>
