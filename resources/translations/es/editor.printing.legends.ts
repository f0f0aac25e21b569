<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Overlays shown</source>
        <translation>Capas mostradas</translation>
    </message>
    <message>
        <source>Drawn on the plan as the editor showed them when this was printed.</source>
        <translation>Dibujadas en el plano tal como las mostraba el editor al imprimir.</translation>
    </message>
    <message>
        <source>{criterion}: {side_a} {value_a}, {side_b} {value_b}</source>
        <translation>{criterion}: {side_a} {value_a}, {side_b} {value_b}</translation>
    </message>
    <message>
        <source>Fairness of the sides</source>
        <translation>Equidad entre los bandos</translation>
    </message>
</context>
</TS>
