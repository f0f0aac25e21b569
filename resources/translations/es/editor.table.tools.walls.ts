<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>self.editor</name>
    <message>
        <source>Start a wall inside a terrain piece (a ruin, a building)</source>
        <extracomment>drawing default, about the thickness of a model ruin&apos;s wall (not a game rule)</extracomment>
        <translation>Empiece un muro dentro de una pieza de escenografía (unas ruinas, un edificio)</translation>
    </message>
    <message>
        <source>This piece&apos;s outline crosses itself: fix its corners first</source>
        <translation>El contorno de esta pieza se cruza consigo mismo: corrige antes sus esquinas</translation>
    </message>
    <message>
        <source>Wall %s long, %s thick</source>
        <translation>Muro de %s de largo y %s de grueso</translation>
    </message>
    <message>
        <source>Draw wall</source>
        <translation>Dibujar muro</translation>
    </message>
</context>
</TS>
