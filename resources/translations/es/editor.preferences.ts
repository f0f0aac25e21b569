<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>System language (%s)</source>
        <translation>Idioma del sistema (%s)</translation>
    </message>
    <message>
        <source>The language of menus, panels, findings and printouts</source>
        <translation>El idioma de los menús, los paneles, los resultados y las impresiones</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The WARTABLE_LANG variable asks for %s; it wins over this choice while it is set.</source>
        <translation>La variable WARTABLE_LANG pide %s; manda sobre esta elección mientras esté definida.</translation>
    </message>
    <message>
        <source>Wartable will speak %s from the next start.</source>
        <translation>Wartable hablará %s desde el próximo inicio.</translation>
    </message>
</context>
</TS>
