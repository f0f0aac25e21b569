<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CatalogueEditor</name>
    <message>
        <source>Find a profile by name</source>
        <translation>Buscar un perfil por su nombre</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Unit size</source>
        <translation>Tamaño de unidad</translation>
    </message>
    <message>
        <source>Add Profile</source>
        <translation>Añadir perfil</translation>
    </message>
    <message>
        <source>Add a new profile to the catalogue</source>
        <translation>Añadir un perfil nuevo al catálogo</translation>
    </message>
    <message>
        <source>Remove Profile</source>
        <translation>Quitar perfil</translation>
    </message>
    <message>
        <source>Remove the selected profile</source>
        <translation>Quitar el perfil seleccionado</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>Add or update profiles from a spreadsheet saved as CSV</source>
        <translation>Añadir o actualizar perfiles desde una hoja de cálculo guardada como CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Save the profiles as CSV for a spreadsheet</source>
        <translation>Guardar los perfiles como CSV para una hoja de cálculo</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Rename catalogue</source>
        <translation>Renombrar el catálogo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Set faction</source>
        <translation>Fijar la facción</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Selected profile</source>
        <translation>Perfil seleccionado</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Points per model</source>
        <translation>Puntos por miniatura</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>How the catalogue groups the profile (core, special, rare...)</source>
        <translation>Cómo agrupa el catálogo el perfil (básicas, especiales, singulares...)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoría</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Troop type</source>
        <translation>Tipo de tropa</translation>
    </message>
    <message>
        <source>Infantry, mounted, skirmishers...</source>
        <translation>Infantería, montados, hostigadores...</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>At most this many entries of the profile in an army (a 0-1 choice: 1)</source>
        <translation>Como mucho tantas entradas de este perfil en un ejército (una opción 0-1: 1)</translation>
    </message>
    <message>
        <source>Per army</source>
        <translation>Por ejército</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Único</translation>
    </message>
    <message>
        <source>Fielded at most once in an army</source>
        <translation>Como mucho una vez en un ejército</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Legendario</translation>
    </message>
    <message>
        <source>A legendary profile: at most once in an army</source>
        <translation>Un perfil legendario: como mucho una vez en un ejército</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Líder</translation>
    </message>
    <message>
        <source>Fielded on its own and may lead a unit (Kensei army leaders are unique)</source>
        <translation>Se despliega solo y puede liderar una unidad (en Kensei los líderes del ejército son únicos)</translation>
    </message>
    <message>
        <source>leader (Kensei unit leader)</source>
        <translation>líder (líder de unidad de Kensei)</translation>
    </message>
    <message>
        <source>banner (Hata-Jurushi)</source>
        <translation>portaestandarte (Hata-Jurushi)</translation>
    </message>
    <message>
        <source>champion (in a unit&apos;s command group)</source>
        <translation>campeón (en el grupo de mando de una unidad)</translation>
    </message>
    <message>
        <source>character (joins a unit)</source>
        <translation>personaje (se une a una unidad)</translation>
    </message>
    <message>
        <source>May join as</source>
        <translation>Puede unirse como</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Peana</translation>
    </message>
    <message>
        <source>The base size as the book writes it (25x25 mm)</source>
        <translation>El tamaño de la peana tal como lo escribe el libro (25x25 mm)</translation>
    </message>
    <message>
        <source>Separated by &apos;;&apos;, a missile weapon with its kind and type: Katana; Yumi [missile:bow]</source>
        <translation>Separadas por &apos;;&apos;, un arma de proyectiles con su clase y tipo: Katana; Yumi [missile:bow]</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Separated by &apos;;&apos;, each &apos;Name = cost&apos;, &apos;[mount]&apos; for a mount: Warhorse = 12 [mount]; Shield = 2</source>
        <translation>Separadas por &apos;;&apos;, cada una &apos;Nombre = coste&apos;, &apos;[mount]&apos; para una montura: Caballo de guerra = 12 [mount]; Escudo = 2</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>(no category)</source>
        <translation>(sin categoría)</translation>
    </message>
    <message>
        <source>Profile %s</source>
        <translation>Perfil %s</translation>
    </message>
    <message>
        <source>The smallest unit (%d) is larger than the largest (%d).</source>
        <translation>La unidad más pequeña (%d) es mayor que la más grande (%d).</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Cambiar %1 de %2</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>el nombre</translation>
    </message>
    <message>
        <source>the cost</source>
        <translation>el coste</translation>
    </message>
    <message>
        <source>the category</source>
        <translation>la categoría</translation>
    </message>
    <message>
        <source>the class</source>
        <translation>la clase</translation>
    </message>
    <message>
        <source>the troop type</source>
        <translation>el tipo de tropa</translation>
    </message>
    <message>
        <source>the training</source>
        <translation>el entrenamiento</translation>
    </message>
    <message>
        <source>the smallest unit</source>
        <translation>la unidad más pequeña</translation>
    </message>
    <message>
        <source>the largest unit</source>
        <translation>la unidad más grande</translation>
    </message>
    <message>
        <source>the limit per army</source>
        <translation>el límite por ejército</translation>
    </message>
    <message>
        <source>uniqueness</source>
        <translation>si es único</translation>
    </message>
    <message>
        <source>legendary</source>
        <translation>si es legendario</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>si es líder</translation>
    </message>
    <message>
        <source>the roles</source>
        <translation>los papeles</translation>
    </message>
    <message>
        <source>the volume</source>
        <translation>el volumen</translation>
    </message>
    <message>
        <source>the base</source>
        <translation>la peana</translation>
    </message>
    <message>
        <source>the weapons</source>
        <translation>las armas</translation>
    </message>
    <message>
        <source>the options</source>
        <translation>las opciones</translation>
    </message>
    <message>
        <source>the notes</source>
        <translation>las notas</translation>
    </message>
    <message>
        <source>Weapons: %s</source>
        <translation>Armas: %s</translation>
    </message>
    <message>
        <source>Options: %s</source>
        <translation>Opciones: %s</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Perfil nuevo</translation>
    </message>
    <message>
        <source>Add profile</source>
        <translation>Añadir perfil</translation>
    </message>
    <message>
        <source>Remove %s</source>
        <translation>Quitar %s</translation>
    </message>
    <message>
        <source>Import profiles from CSV</source>
        <translation>Importar perfiles desde CSV</translation>
    </message>
    <message>
        <source>CSV (*.csv);;All files (*)</source>
        <translation>CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import CSV</source>
        <translation>Importar CSV</translation>
    </message>
    <message>
        <source>Import %s</source>
        <translation>Importar %s</translation>
    </message>
    <message>
        <source>Export profiles as CSV</source>
        <translation>Exportar los perfiles como CSV</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <source>%s cannot be written: %s</source>
        <translation>No se puede escribir %s: %s</translation>
    </message>
</context>
</TS>
