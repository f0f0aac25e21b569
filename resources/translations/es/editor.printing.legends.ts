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
</context>
</TS>
