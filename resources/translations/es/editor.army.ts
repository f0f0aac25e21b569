<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ArmyListEditor</name>
    <message>
        <source>catalogue %s</source>
        <translation>catálogo %s</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%s&apos;&gt;catalogue %s not found: profiles and points unknown&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%s&apos;&gt;no se encuentra el catálogo %s: perfiles y puntos desconocidos&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%s&apos;&gt;%s / %s points&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%s&apos;&gt;%s / %s puntos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(%s over)</source>
        <translation>(%s de más)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%s points&lt;/b&gt;: the list sets no limit (the event may)</source>
        <translation>&lt;b&gt;%s puntos&lt;/b&gt;: la lista no fija límite (el evento puede hacerlo)</translation>
    </message>
    <message>
        <source>%s gold spent</source>
        <translation>%s de oro gastado</translation>
    </message>
    <message>
        <source>general</source>
        <translation>general</translation>
    </message>
    <message>
        <source>%s (not in the catalogue)</source>
        <translation>%s (no está en el catálogo)</translation>
    </message>
    <message>
        <source> (+%d more: see the tooltip)</source>
        <translation> (+%d más: mira la información emergente)</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Rename list</source>
        <translation>Renombrar lista</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Set points limit</source>
        <translation>Fijar límite de puntos</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Límite de puntos</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>The campaign map whose turn and empires set this army&apos;s size</source>
        <translation>El mapa de campaña cuyo turno e imperios fijan el tamaño de este ejército</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Unlink this list from its campaign</source>
        <translation>Desvincular esta lista de su campaña</translation>
    </message>
    <message>
        <source>Leave the campaign</source>
        <translation>Dejar la campaña</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campaña</translation>
    </message>
    <message>
        <source> gold</source>
        <translation> de oro</translation>
    </message>
    <message>
        <source>Campaign gold spent on extra points</source>
        <translation>Oro de campaña gastado en puntos extra</translation>
    </message>
    <message>
        <source>Set gold spent</source>
        <translation>Fijar oro gastado</translation>
    </message>
    <message>
        <source>Gold spent</source>
        <translation>Oro gastado</translation>
    </message>
    <message>
        <source>Find a profile by name</source>
        <translation>Buscar un perfil por su nombre</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Add to List</source>
        <translation>Añadir a la lista</translation>
    </message>
    <message>
        <source>Add a unit of the chosen profile to the list</source>
        <translation>Añadir a la lista una unidad del perfil elegido</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Selected entry</source>
        <translation>Entrada seleccionada</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Miniaturas</translation>
    </message>
    <message>
        <source>The army&apos;s general</source>
        <translation>El general del ejército</translation>
    </message>
    <message>
        <source>This entry leads the army</source>
        <translation>Esta entrada manda el ejército</translation>
    </message>
    <message>
        <source>Joins</source>
        <translation>Se une a</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>leader</source>
        <extracomment>``entries[3].models`` -&gt; 3</extracomment>
        <translation>líder</translation>
    </message>
    <message>
        <source>banner</source>
        <translation>portaestandarte</translation>
    </message>
    <message>
        <source>champion</source>
        <translation>campeón</translation>
    </message>
    <message>
        <source>character</source>
        <translation>personaje</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>reading the catalogue %s…</source>
        <translation>leyendo el catálogo %s…</translation>
    </message>
    <message>
        <source>army list</source>
        <translation>lista de ejército</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>reglamento</translation>
    </message>
    <message>
        <source>&lt;b&gt;%s points&lt;/b&gt;: the campaign sets the limit (%s)</source>
        <translation>&lt;b&gt;%s puntos&lt;/b&gt;: la campaña fija el límite (%s)</translation>
    </message>
    <message>
        <source>current turn</source>
        <translation>turno actual</translation>
    </message>
    <message>
        <source>turn </source>
        <translation>turno </translation>
    </message>
    <message>
        <source>The campaign turn this list is for: it is checked against that turn&apos;s army size and the player&apos;s treasury then</source>
        <translation>El turno de campaña para el que es esta lista: se comprueba con el tamaño de ejército de ese turno y el tesoro que tenía entonces el jugador</translation>
    </message>
    <message>
        <source>any battle</source>
        <translation>cualquier batalla</translation>
    </message>
    <message>
        <source>battle </source>
        <translation>batalla </translation>
    </message>
    <message>
        <source>Which of the player&apos;s battles of that turn (1, 2, ...): each battle has its own list, and gold spent on one is gone for the others</source>
        <translation>Cuál de las batallas del jugador en ese turno (1, 2, ...): cada batalla tiene su lista, y el oro gastado en una ya no está para las demás</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>The command (general) the unit belongs to</source>
        <translation>El mando (general) al que pertenece la unidad</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Mando</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Remove from List</source>
        <translation>Quitar de la lista</translation>
    </message>
    <message>
        <source>Remove the selected entry from the list</source>
        <translation>Quitar de la lista la entrada seleccionada</translation>
    </message>
    <message>
        <source>(no category)</source>
        <translation>(sin categoría)</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2 ptos.)</translation>
    </message>
    <message>
        <source>Choose the campaign map</source>
        <translation>Elige el mapa de campaña</translation>
    </message>
    <message>
        <source>Wartable documents (*.json)</source>
        <translation>Documentos de Wartable (*.json)</translation>
    </message>
    <message>
        <source>Reading the campaign map %s…</source>
        <translation>Leyendo el mapa de campaña %s…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>a Wartable campaign map</source>
        <translation>un mapa de campaña de Wartable</translation>
    </message>
    <message>
        <source>That map has no players yet.</source>
        <translation>Ese mapa aún no tiene jugadores.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Whose army is it?</source>
        <translation>¿De quién es el ejército?</translation>
    </message>
    <message>
        <source>Join the campaign</source>
        <translation>Unirse a la campaña</translation>
    </message>
    <message>
        <source>%1, reading its players…</source>
        <translation>%1, leyendo sus jugadores…</translation>
    </message>
    <message>
        <source>%1, which does not exist</source>
        <translation>%1, que no existe</translation>
    </message>
    <message>
        <source>%1, which cannot be read: %2</source>
        <translation>%1, que no se puede leer: %2</translation>
    </message>
    <message>
        <source>%1, whose players do not include this list&apos;s (choose again)</source>
        <translation>%1, entre cuyos jugadores no está el de esta lista (elígelo de nuevo)</translation>
    </message>
    <message>
        <source>Set campaign turn</source>
        <translation>Fijar el turno de campaña</translation>
    </message>
    <message>
        <source>Set campaign battle</source>
        <translation>Fijar la batalla de campaña</translation>
    </message>
    <message>
        <source>%1, player %2</source>
        <translation>%1, jugador %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>(no command)</source>
        <translation>(sin mando)</translation>
    </message>
    <message>
        <source>(stands on its own)</source>
        <translation>(va por su cuenta)</translation>
    </message>
    <message>
        <source>%1 (+%2 pts)</source>
        <translation>%1 (+%2 ptos.)</translation>
    </message>
    <message>
        <source>Set models of %1 to %2</source>
        <translation>Poner %2 miniaturas a %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Renombrar %1 como %2</translation>
    </message>
    <message>
        <source>Make %1 the general</source>
        <translation>Hacer general a %1</translation>
    </message>
    <message>
        <source>%1 is no longer the general</source>
        <translation>%1 deja de ser el general</translation>
    </message>
    <message>
        <source>Change options of %1</source>
        <translation>Cambiar opciones de %1</translation>
    </message>
    <message>
        <source>Change role of %1</source>
        <translation>Cambiar papel de %1</translation>
    </message>
    <message>
        <source>Change command of %1</source>
        <translation>Cambiar mando de %1</translation>
    </message>
    <message>
        <source>Change %s</source>
        <translation>Cambiar %s</translation>
    </message>
    <message>
        <source>Add %s</source>
        <translation>Añadir %s</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n entries</source>
        <translation>
            <numerusform>Quitar %n entrada</numerusform>
            <numerusform>Quitar %n entradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %s</source>
        <translation>Quitar %s</translation>
    </message>
</context>
</TS>
