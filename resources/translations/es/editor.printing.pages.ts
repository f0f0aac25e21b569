<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>unknown paper {paper!r}: expected one of {papers}</source>
        <extracomment>paper sizes in millimetres, portrait</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page {n} of {m}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: could not write the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: could not write the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: could not write the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the printer could not start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
