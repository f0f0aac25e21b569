<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>DocumentManager</name>
    <message>
        <source>Cannot open %s</source>
        <extracomment>what a document&apos;s export writes beside it</extracomment>
        <translation>No se puede abrir %s</translation>
    </message>
    <message>
        <source>Wartable documents (*.json)</source>
        <translation>Documentos de Wartable (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>BattleScribe files, imported (*.ros *.rosz *.cat *.catz *.gst *.gstz)</source>
        <translation>Archivos de BattleScribe, se importan (*.ros *.rosz *.cat *.catz *.gst *.gstz)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved %s</source>
        <translation>Guardado %s</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%s has unsaved changes. Save them?</source>
        <translation>%s tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Autosave of %s failed: %s</source>
        <translation>Falló el guardado automático de %s: %s</translation>
    </message>
    <message>
        <source>%1 (in %2)</source>
        <translation>%1 (en %2)</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <source>Wartable closed without saving these documents:
%s

Recover them?</source>
        <translation>Wartable se cerró sin guardar estos documentos:
%s

¿Recuperarlos?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>No se puede recuperar</translation>
    </message>
</context>
</TS>
