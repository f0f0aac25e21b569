<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ImportListsDialog</name>
    <message>
        <source>Import army lists</source>
        <translation>Importar listas de ejército</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>The Wartable catalogue the lists are matched against</source>
        <translation>El catálogo de Wartable con el que se comparan las listas</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>(none: names matched as written)</source>
        <translation>(ninguno: los nombres se comparan tal como están escritos)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Use a name mapping saved from an earlier import</source>
        <translation>Usar una correspondencia de nombres guardada en una importación anterior</translation>
    </message>
    <message>
        <source>Save Mapping…</source>
        <translation>Guardar correspondencia…</translation>
    </message>
    <message>
        <source>Keep the names you fixed for the next lists</source>
        <translation>Conservar los nombres corregidos para las próximas listas</translation>
    </message>
    <message>
        <source>Name mapping</source>
        <translation>Correspondencia de nombres</translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation>Añadir archivos…</translation>
    </message>
    <message>
        <source>BattleScribe or New Recruit rosters (.ros, .rosz) and text lists (.txt)</source>
        <translation>Listas de BattleScribe o New Recruit (.ros, .rosz) y listas de texto (.txt)</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Paste a list, one unit a line: 20 x Spearmen [120]</source>
        <translation>Pega una lista, una unidad por línea: 20 x Lanceros [120]</translation>
    </message>
    <message>
        <source>Pasted text</source>
        <translation>Texto pegado</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Read the files and the pasted text against the catalogue</source>
        <translation>Leer los archivos y el texto pegado con el catálogo</translation>
    </message>
    <message>
        <source>List or name</source>
        <translation>Lista o nombre</translation>
    </message>
    <message>
        <source>Stands for</source>
        <translation>Corresponde a</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Save Lists…</source>
        <translation>Guardar listas…</translation>
    </message>
    <message>
        <source>Write every imported list into a folder and check the folder</source>
        <translation>Escribir cada lista importada en una carpeta y comprobar la carpeta</translation>
    </message>
    <message>
        <source>Nothing was pasted: the text is {size} characters long, more than the {limit} a pasted list may be.</source>
        <translation>No se ha pegado nada: el texto tiene {size} caracteres, más de los {limit} que puede tener una lista pegada.</translation>
    </message>
    <message>
        <source>Choose the catalogue</source>
        <translation>Elegir el catálogo</translation>
    </message>
    <message>
        <source>Catalogues (*.json *.cat *.catz);;Wartable documents (*.json);;BattleScribe catalogues (*.cat *.catz)</source>
        <translation>Catálogos (*.json *.cat *.catz);;Documentos de Wartable (*.json);;Catálogos de BattleScribe (*.cat *.catz)</translation>
    </message>
    <message>
        <source>Army lists and catalogues (*.ros *.rosz *.cat *.catz *.txt);;BattleScribe rosters (*.ros *.rosz);;BattleScribe catalogues (*.cat *.catz);;Text (*.txt);;All files (*)</source>
        <translation>Listas de ejército y catálogos (*.ros *.rosz *.cat *.catz *.txt);;Listas de BattleScribe (*.ros *.rosz);;Catálogos de BattleScribe (*.cat *.catz);;Texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>note</source>
        <translation>nota</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message numerus="yes">
        <source>%n profiles</source>
        <translation>
            <numerusform>%n perfil</numerusform>
            <numerusform>%n perfiles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n models</source>
        <translation>
            <numerusform>%n miniatura</numerusform>
            <numerusform>%n miniaturas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 points in the list, %2 in the file</source>
        <translation>%1 puntos en la lista, %2 en el archivo</translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n nota</numerusform>
            <numerusform>%n notas</numerusform>
        </translation>
    </message>
    <message>
        <source>everything carried</source>
        <translation>todo copiado</translation>
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
        <source>Importing %s…</source>
        <translation>Importando %s…</translation>
    </message>
    <message>
        <source>%s: import cancelled</source>
        <translation>%s: importación cancelada</translation>
    </message>
    <message>
        <source>%1 (imported from %2; saved with the lists)</source>
        <translation>%1 (importado de %2; se guarda con las listas)</translation>
    </message>
    <message>
        <source>Open a name mapping</source>
        <translation>Abrir una correspondencia de nombres</translation>
    </message>
    <message>
        <source>Name mappings (*.json)</source>
        <translation>Correspondencias de nombres (*.json)</translation>
    </message>
    <message>
        <source>Save the name mapping</source>
        <translation>Guardar la correspondencia de nombres</translation>
    </message>
    <message>
        <source>Add army lists</source>
        <translation>Añadir listas de ejército</translation>
    </message>
    <message>
        <source>The pasted list was not imported: its reading was cancelled.</source>
        <translation>La lista pegada no se ha importado: se canceló su lectura.</translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation>Lista pegada</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>texto pegado</translation>
    </message>
    <message>
        <source>The pasted list could not be read: %s</source>
        <translation>No se pudo leer la lista pegada: %s</translation>
    </message>
    <message>
        <source>Reading the pasted list…</source>
        <translation>Leyendo la lista pegada…</translation>
    </message>
    <message>
        <source>option %1 of %2</source>
        <translation>opción %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n unmatched names</source>
        <translation>
            <numerusform>%n nombre sin correspondencia</numerusform>
            <numerusform>%n nombres sin correspondencia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entrada</numerusform>
            <numerusform>%n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>(matches nothing)</source>
        <translation>(no corresponde a nada)</translation>
    </message>
    <message>
        <source>(leave it out)</source>
        <translation>(dejarlo fuera)</translation>
    </message>
    <message>
        <source>  (closest)</source>
        <translation>  (el más parecido)</translation>
    </message>
    <message>
        <source>Save the lists into</source>
        <translation>Guardar las listas en</translation>
    </message>
    <message>
        <source>Save the lists</source>
        <translation>Guardar las listas</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>New catalogue</source>
        <translation>Catálogo nuevo</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
</context>
</TS>
