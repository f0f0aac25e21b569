<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{path}: export writes .pdf or .png files</source>
        <translation>{path}: la exportación escribe archivos .pdf o .png</translation>
    </message>
</context>
</TS>
