<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
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
