<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PanelLayouts</name>
    <message>
        <source>Float this panel in its own window, or dock it again</source>
        <extracomment>the window&apos;s own panels, for kinds whose editor names no layout the shell panels&apos; minimum sizes whatever the layout says</extracomment>
        <translation>Sacar este panel a su propia ventana, o volver a acoplarlo</translation>
    </message>
    <message>
        <source>Close this panel (View &gt; Panels opens it again)</source>
        <translation>Cerrar este panel (Ver &gt; Paneles lo vuelve a abrir)</translation>
    </message>
</context>
</TS>
