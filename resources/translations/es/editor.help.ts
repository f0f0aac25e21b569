<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Wartable User Manual</source>
        <translation>Manual de Wartable</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>Ctrl+N new table, Ctrl+O open, Ctrl+S save, Ctrl+W close the tab, Ctrl+PgUp / Ctrl+PgDn the previous and next tab</source>
        <translation>Ctrl+N nueva mesa, Ctrl+O abrir, Ctrl+S guardar, Ctrl+W cerrar la pestaña, Ctrl+RePág / Ctrl+AvPág la pestaña anterior y la siguiente</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>F5 checks the document now; the Validation panel lists what is wrong; File &gt; Check Folder checks every file of a folder</source>
        <translation>F5 comprueba el documento en el momento; el panel Comprobación lista lo que está mal; Archivo &gt; Comprobar carpeta comprueba todos los archivos de una carpeta</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo; History shows every step</source>
        <translation>Ctrl+Z deshace, Ctrl+Mayús+Z o Ctrl+Y rehace; Historial muestra cada paso</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>F1 opens the user manual</source>
        <translation>F1 abre el manual</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Pintar</translation>
    </message>
    <message>
        <source>drag to paint a stroke (one undo step); the Paint panel chooses the terrain, the player and the brush radius</source>
        <translation>arrastra para pintar un trazo (un paso de deshacer); el panel Pintar elige el terreno, el jugador y el radio del pincel</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>click a hex to edit its name and notes; Shift+click adds hexes</source>
        <translation>haz clic en una casilla para editar su nombre y sus notas; Mayús+clic añade casillas</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>mouse wheel; Ctrl+0 fits the map</source>
        <translation>rueda del ratón; Ctrl+0 ajusta el mapa</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Desplazar</translation>
    </message>
    <message>
        <source>middle button drag, or hold Space and drag</source>
        <translation>arrastrar con el botón central, o mantener Espacio y arrastrar</translation>
    </message>
    <message>
        <source>Fairness</source>
        <translation>Equilibrio</translation>
    </message>
    <message>
        <source>Map &gt; Suggest Capitals places capitals as evenly as the map allows</source>
        <translation>Mapa &gt; Sugerir capitales coloca las capitales tan igualadas como permita el mapa</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>choose a profile and press Add to List; set its models, label and options on the right</source>
        <translation>elige un perfil y pulsa Añadir a la lista; ajusta a la derecha sus miniaturas, su nombre y sus opciones</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unir</translation>
    </message>
    <message>
        <source>choose the unit a leader or banner joins under Joins</source>
        <translation>elige en Se une a la unidad a la que se une un líder o un portaestandarte</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Delete removes the selected entries (what joined them then stands on its own)</source>
        <translation>Supr quita las entradas seleccionadas (lo que se les había unido queda por su cuenta)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>the Problems column and the Validation panel say what breaks the rules</source>
        <translation>la columna de problemas y el panel Comprobación dicen qué incumple las reglas</translation>
    </message>
    <message>
        <source>Scenario and map editor for tabletop wargame organisers.</source>
        <translation>Editor de escenarios y mapas para organizadores de wargames de mesa.</translation>
    </message>
    <message>
        <source>Licence:</source>
        <translation>Licencia:</translation>
    </message>
    <message>
        <source>Documentation:</source>
        <translation>Documentación:</translation>
    </message>
    <message>
        <source>The user manual is under Help &gt; User Manual (F1).</source>
        <translation>El manual está en Ayuda &gt; Manual de usuario (F1).</translation>
    </message>
    <message>
        <source>User &amp;Manual</source>
        <translation>&amp;Manual de usuario</translation>
    </message>
    <message>
        <source>Tools and &amp;Keys…</source>
        <translation>Herramientas y &amp;teclas…</translation>
    </message>
    <message>
        <source>&amp;About Wartable</source>
        <translation>&amp;Acerca de Wartable</translation>
    </message>
    <message>
        <source>Tools and Keys</source>
        <translation>Herramientas y teclas</translation>
    </message>
    <message>
        <source>About Wartable</source>
        <translation>Acerca de Wartable</translation>
    </message>
</context>
</TS>
