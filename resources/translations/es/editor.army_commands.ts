<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CommandsBox</name>
    <message>
        <source>Command</source>
        <translation>Mando</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>General&apos;s rating</source>
        <translation>Valor del general</translation>
    </message>
    <message>
        <source>The unit whose base carries the general</source>
        <translation>La unidad en cuya peana va el general</translation>
    </message>
    <message>
        <source>General with</source>
        <translation>General con</translation>
    </message>
    <message>
        <source>Add Command</source>
        <translation>Añadir mando</translation>
    </message>
    <message>
        <source>A new command with an ordinary general</source>
        <translation>Un mando nuevo con un general ordinario</translation>
    </message>
    <message>
        <source>Remove Command</source>
        <translation>Quitar mando</translation>
    </message>
    <message>
        <source>Remove the selected command; its units are left without one</source>
        <translation>Quitar el mando seleccionado; sus unidades se quedan sin mando</translation>
    </message>
    <message>
        <source>%1: value %3, range %4 %5, %6 points</source>
        <translation>%1: valor %3, alcance %4 %5, %6 puntos</translation>
    </message>
    <message>
        <source>Command %d</source>
        <translation>Mando %d</translation>
    </message>
    <message>
        <source>(no rating)</source>
        <translation>(sin valor)</translation>
    </message>
    <message>
        <source>(not said)</source>
        <translation>(sin indicar)</translation>
    </message>
    <message>
        <source>Change %s</source>
        <translation>Cambiar %s</translation>
    </message>
    <message>
        <source>Add command</source>
        <translation>Añadir mando</translation>
    </message>
    <message>
        <source>Remove %s</source>
        <translation>Quitar %s</translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Commands</source>
        <translation>Mandos</translation>
    </message>
</context>
</TS>
