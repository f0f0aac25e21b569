<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>1 error</source>
        <extracomment>paper sizes in millimetres, portrait</extracomment>
        <translation>1 error</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} errores</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 aviso</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} avisos</translation>
    </message>
    <message>
        <source>{errors}, {warnings}</source>
        <translation>{errors}, {warnings}</translation>
    </message>
    <message>
        <source>unknown paper {paper!r}: expected one of {papers}</source>
        <translation>papel desconocido {paper!r}: se esperaba uno de {papers}</translation>
    </message>
    <message>
        <source>Page {n} of {m}</source>
        <extracomment>the margins a person may choose (mm): a printer needs a few millimetres; more than 40 leaves too little of an A4 sheet while :class:`recording_text` is on: (text, the cell it was given, the box it takes) of every text drawn, on the device (the tests compare each box with its cell and with its neighbours) (first page, page count) of the document the printout being drawn is part of (``numbered_within``)</extracomment>
        <translation>Página {n} de {m}</translation>
    </message>
    <message>
        <source>nothing to print</source>
        <translation>no hay nada que imprimir</translation>
    </message>
    <message>
        <source>{path}: could not write the PDF</source>
        <translation>{path}: no se ha podido escribir el PDF</translation>
    </message>
    <message>
        <source>{path}: could not write the image</source>
        <translation>{path}: no se ha podido escribir la imagen</translation>
    </message>
    <message>
        <source>{path}: could not write the drawing</source>
        <translation>{path}: no se ha podido escribir el dibujo</translation>
    </message>
    <message>
        <source>the printer could not start</source>
        <translation>la impresora no ha podido empezar</translation>
    </message>
</context>
</TS>
