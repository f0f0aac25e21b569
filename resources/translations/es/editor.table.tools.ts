<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>self.editor</name>
    <message>
        <source>Move by %s, %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate %s°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size %s x %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scale %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nudge %n object(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Move corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shape needs at least three corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation type="unfinished"></translation>
    </message>
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
    <message>
        <source>Length %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge to edge %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
