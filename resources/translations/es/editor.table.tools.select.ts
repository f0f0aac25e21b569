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
</context>
</TS>
