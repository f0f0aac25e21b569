<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>self.editor</name>
    <message>
        <source>Start a wall inside a terrain piece (a ruin, a building)</source>
        <extracomment>drawing default, about the thickness of a model ruin&apos;s wall (not a game rule)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This piece&apos;s outline crosses itself: fix its corners first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall %s long, %s thick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw wall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
