<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>RoundsPage</name>
    <message>
        <source>Drop a table file on a cell to lay it out on that table in that round; double-click a table to open it.</source>
        <translation>Suelta un archivo de mesa en una casilla para montarla en esa mesa en esa ronda; doble clic en una mesa para abrirla.</translation>
    </message>
    <message>
        <source>Add Round</source>
        <translation>Añadir ronda</translation>
    </message>
    <message>
        <source>Remove Round</source>
        <translation>Quitar ronda</translation>
    </message>
    <message>
        <source>Set Table…</source>
        <translation>Poner mesa…</translation>
    </message>
    <message>
        <source>Clear Table</source>
        <translation>Vaciar mesa</translation>
    </message>
    <message>
        <source>Take the table off this round (Delete)</source>
        <translation>Quitar la mesa de esta ronda (Supr)</translation>
    </message>
    <message>
        <source>Seat Players</source>
        <translation>Sentar jugadores</translation>
    </message>
    <message>
        <source>Add a round after the last, with the same tables (players not seated)</source>
        <translation>Añade una ronda tras la última, con las mismas mesas (sin jugadores sentados)</translation>
    </message>
    <message>
        <source>Remove the round of the selected cell</source>
        <translation>Quita la ronda de la celda seleccionada</translation>
    </message>
    <message>
        <source>Choose the table file played at the selected cell</source>
        <translation>Elige el archivo de mesa que se juega en la celda seleccionada</translation>
    </message>
    <message>
        <source>Seat the two chosen players at the selected table of this round</source>
        <translation>Sienta a los dos jugadores elegidos en la mesa seleccionada de esta ronda</translation>
    </message>
    <message>
        <source>Generate Tables…</source>
        <translation>Generar mesas…</translation>
    </message>
    <message>
        <source>A layout for every table of every round, from the stock</source>
        <translation>Una disposición para cada mesa de cada ronda, con las existencias de escenografía</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>v</source>
        <translation>contra</translation>
    </message>
    <message>
        <source>Table %d</source>
        <translation>Mesa %d</translation>
    </message>
    <message>
        <source>(no table)</source>
        <translation>(sin mesa)</translation>
    </message>
    <message>
        <source>%s (cannot be read)</source>
        <translation>%s (no se puede leer)</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>terrain short</source>
        <translation>falta escenografía</translation>
    </message>
    <message>
        <source>Set Table</source>
        <translation>Poner mesa</translation>
    </message>
    <message>
        <source>Reading the table %s…</source>
        <translation>Leyendo la mesa %s…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>a Wartable table</source>
        <translation>una mesa de Wartable</translation>
    </message>
    <message>
        <source>Choose a table</source>
        <translation>Elige una mesa</translation>
    </message>
    <message>
        <source>Wartable documents (*.json)</source>
        <translation>Documentos de Wartable (*.json)</translation>
    </message>
    <message>
        <source>Round %d</source>
        <translation>Ronda %d</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(nadie)</translation>
    </message>
</context>
</TS>
