<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{paper}, row {r} of {rows}, column {c} of {cols}</source>
        <translation>{paper}, fila {r} de {rows}, columna {c} de {cols}</translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>Template: {name}</source>
        <translation>Plantilla: {name}</translation>
    </message>
    <message>
        <source>100 mm: measure it to check the print is at 100 %</source>
        <translation>100 mm: mídelo para comprobar que se imprimió al 100 %</translation>
    </message>
    <message>
        <source>{name}: 1:1 print, assembly</source>
        <translation>{name}: impresión 1:1, montaje</translation>
    </message>
    <message>
        <source>{n} sheets of {paper} in {rows} × {cols} (rows × columns); overlap {o} mm: lay each sheet over its neighbour so the red crosshairs meet, trim on the dashed line.</source>
        <translation>{n} hojas {paper} en {rows} × {cols} (filas × columnas); solape de {o} mm: pon cada hoja sobre su vecina de modo que coincidan las cruces rojas y recorta por la línea discontinua.</translation>
    </message>
    <message>
        <source>row {r}, column {c}</source>
        <translation>fila {r}, columna {c}</translation>
    </message>
    <message>
        <source>Region printed: {w} x {d} ({wmm} x {dmm} mm)</source>
        <translation>Zona impresa: {w} x {d} ({wmm} x {dmm} mm)</translation>
    </message>
</context>
</TS>
