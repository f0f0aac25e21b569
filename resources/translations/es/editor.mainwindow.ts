<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Wartable</source>
        <translation>Wartable</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>New &amp;Table…</source>
        <translation>Nueva &amp;mesa…</translation>
    </message>
    <message>
        <source>Start a table from a ruleset preset</source>
        <translation>Empezar una mesa a partir de un modelo del reglamento</translation>
    </message>
    <message>
        <source>New &amp;Campaign…</source>
        <translation>Nueva &amp;campaña…</translation>
    </message>
    <message>
        <source>New &amp;Army List…</source>
        <translation>Nueva &amp;lista de ejército…</translation>
    </message>
    <message>
        <source>Start an army list from a catalogue of profiles</source>
        <translation>Empezar una lista de ejército a partir de un catálogo de perfiles</translation>
    </message>
    <message>
        <source>New Catalo&amp;gue…</source>
        <translation>Nuevo catálo&amp;go…</translation>
    </message>
    <message>
        <source>Start a catalogue of profiles for a ruleset</source>
        <translation>Empezar un catálogo de perfiles para un reglamento</translation>
    </message>
    <message>
        <source>Import Army &amp;Lists…</source>
        <translation>Importar &amp;listas de ejército…</translation>
    </message>
    <message>
        <source>Read BattleScribe rosters or pasted text lists against a catalogue</source>
        <translation>Leer listas de BattleScribe o listas de texto pegadas con un catálogo</translation>
    </message>
    <message>
        <source>New &amp;Event…</source>
        <translation>Nuevo &amp;evento…</translation>
    </message>
    <message>
        <source>Start an event: rounds of tables, players and lists, the terrain stock</source>
        <translation>Empezar un evento: rondas de mesas, jugadores y listas, el almacén de escenografía</translation>
    </message>
    <message>
        <source>&amp;Import Tiled Hex Map…</source>
        <translation>&amp;Importar mapa hexagonal de Tiled…</translation>
    </message>
    <message>
        <source>Make a campaign map from a hex map drawn in Tiled</source>
        <translation>Crear un mapa de campaña a partir de un mapa hexagonal dibujado en Tiled</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Check &amp;Folder…</source>
        <translation>Comprobar &amp;carpeta…</translation>
    </message>
    <message>
        <source>Check every document in a folder (the army lists for an event, say) and list what is wrong</source>
        <translation>Comprobar todos los documentos de una carpeta (las listas de ejército de un evento, por ejemplo) y decir qué está mal</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Revertir</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Export the current document: setup sheets, 1:1 prints, maps and rosters as PDF or PNG, or SVG, GeoJSON or text</source>
        <translation>Exportar el documento actual: hojas de montaje, impresiones 1:1, mapas y listas en PDF o PNG, o SVG, GeoJSON o texto</translation>
    </message>
    <message>
        <source>Import Ta&amp;ble from GeoJSON…</source>
        <translation>Importar mesa desde Geo&amp;JSON…</translation>
    </message>
    <message>
        <source>Open a table layout drawn in QGIS or exported as GeoJSON</source>
        <translation>Abrir una disposición de mesa dibujada en QGIS o exportada como GeoJSON</translation>
    </message>
    <message>
        <source>Print the current document, with a preview</source>
        <translation>Imprimir el documento actual, con vista previa</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Ce&amp;rrar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>Pestaña &amp;siguiente</translation>
    </message>
    <message>
        <source>P&amp;revious Tab</source>
        <translation>Pestaña &amp;anterior</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajustar a la ventana</translation>
    </message>
    <message>
        <source>&amp;Validate Now</source>
        <translation>&amp;Comprobar ahora</translation>
    </message>
    <message>
        <source>Check the document against its ruleset now</source>
        <translation>Comprobar ahora el documento con su reglamento</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar el menú</translation>
    </message>
    <message>
        <source>Forget the recently opened files</source>
        <translation>Olvidar los archivos abiertos recientemente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Choose the language of Wartable</source>
        <translation>Elegir el idioma de Wartable</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Restablecer disposición</translation>
    </message>
    <message>
        <source>Put this kind of tab&apos;s panels back where they start</source>
        <translation>Devolver los paneles de este tipo de pestaña a su sitio inicial</translation>
    </message>
    <message>
        <source>&amp;Validate</source>
        <translation>Com&amp;probar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Choose the army&apos;s catalogue</source>
        <translation>Elige el catálogo del ejército</translation>
    </message>
    <message>
        <source>Reading the catalogue %s…</source>
        <translation>Leyendo el catálogo %s…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>New army list</source>
        <translation>Nueva lista de ejército</translation>
    </message>
    <message>
        <source>New army</source>
        <translation>Nuevo ejército</translation>
    </message>
    <message>
        <source>Check a folder</source>
        <translation>Comprobar una carpeta</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nueva campaña</translation>
    </message>
    <message>
        <source>The campaign editor is not available.</source>
        <translation>El editor de campañas no está disponible.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Discard your changes and reload %s?</source>
        <translation>¿Descartar los cambios y volver a cargar %s?</translation>
    </message>
    <message>
        <source>Cannot quit</source>
        <translation>No se puede salir</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>The check could not run: %s</source>
        <translation>La comprobación no ha podido hacerse: %s</translation>
    </message>
    <message>
        <source> (checking…)</source>
        <translation> (comprobando…)</translation>
    </message>
    <message>
        <source>The new language applies from the next start.</source>
        <translation>El nuevo idioma se aplica desde el próximo inicio.</translation>
    </message>
</context>
</TS>
