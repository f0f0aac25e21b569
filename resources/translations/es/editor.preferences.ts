<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>Autosave runs every minute unless the user chooses otherwise (``autosave/seconds``).</extracomment>
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
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <source>How often unsaved work is written to a recovery file, offered back if Wartable is closed without saving it</source>
        <translation>Cada cuánto se escribe el trabajo sin guardar en un archivo de recuperación, que se ofrece de nuevo si Wartable se cierra sin guardarlo</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Autoguardado cada:</translation>
    </message>
    <message>
        <source>English</source>
        <comment>inside a sentence</comment>
        <translation>inglés</translation>
    </message>
    <message>
        <source>Spanish</source>
        <comment>inside a sentence</comment>
        <translation>español</translation>
    </message>
    <message>
        <source>The WARTABLE_LANG variable asks for %s; it wins over this choice while it is set.</source>
        <translation>La variable WARTABLE_LANG pide %s; manda sobre esta elección mientras esté definida.</translation>
    </message>
    <message>
        <source>Wartable will speak %s from the next start.</source>
        <translation>Wartable hablará en %s desde el próximo inicio.</translation>
    </message>
    <message>
        <source>The WARTABLE_AUTOSAVE_SECONDS variable sets how often autosave runs; it wins over this choice while it is set.</source>
        <translation>La variable WARTABLE_AUTOSAVE_SECONDS fija cada cuánto se autoguarda; prevalece sobre esta elección mientras esté definida.</translation>
    </message>
</context>
</TS>
