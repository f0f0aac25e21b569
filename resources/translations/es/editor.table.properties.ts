<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>PropertiesDock</name>
    <message numerus="yes">
        <source>%n objects selected</source>
        <translation>
            <numerusform>%n objeto seleccionado</numerusform>
            <numerusform>%n objetos seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Escenografía</translation>
    </message>
    <message>
        <source>Change kind</source>
        <translation>Cambiar tipo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(varios)</translation>
    </message>
    <message>
        <source>Terrain piece %s</source>
        <translation>Pieza de escenografía %s</translation>
    </message>
    <message>
        <source>shown on the table and in print</source>
        <translation>se muestra en la mesa y al imprimir</translation>
    </message>
    <message>
        <source>Rename piece</source>
        <translation>Renombrar pieza</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Own height</source>
        <translation>Altura propia</translation>
    </message>
    <message>
        <source>Give this piece its own height instead of its kind&apos;s</source>
        <translation>Dar a esta pieza su propia altura en lugar de la de su tipo</translation>
    </message>
    <message>
        <source>The kind&apos;s height is %s</source>
        <translation>La altura del tipo es %s</translation>
    </message>
    <message>
        <source>Set piece height</source>
        <translation>Fijar altura de la pieza</translation>
    </message>
    <message>
        <source>Use kind height</source>
        <translation>Usar la altura del tipo</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>Blocks sight</source>
        <translation>Bloquea la visión</translation>
    </message>
    <message>
        <source>fully</source>
        <translation>del todo</translation>
    </message>
    <message>
        <source>up to its height</source>
        <translation>hasta su altura</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Gives cover</source>
        <translation>Da cobertura</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>Area terrain</source>
        <translation>Terreno de área</translation>
    </message>
    <message>
        <source>hides models inside</source>
        <translation>oculta las miniaturas de dentro</translation>
    </message>
    <message>
        <source>Change sight blocking of %s</source>
        <translation>Cambiar el bloqueo de visión de %s</translation>
    </message>
    <message>
        <source>Change cover of %s</source>
        <translation>Cambiar la cobertura de %s</translation>
    </message>
    <message>
        <source>Change area terrain of %s</source>
        <translation>Cambiar el terreno de área de %s</translation>
    </message>
    <message>
        <source>as kind (%s)</source>
        <translation>como su tipo (%s)</translation>
    </message>
    <message numerus="yes">
        <source>%n standing wall(s)</source>
        <translation>
            <numerusform>%n muro en pie</numerusform>
            <numerusform>%n muros en pie</numerusform>
        </translation>
    </message>
    <message>
        <source>none (Walls tool, W)</source>
        <translation>ninguno (herramienta Muros, W)</translation>
    </message>
    <message>
        <source>Walls block sight; with walls, the rest of the footprint is open floor</source>
        <translation>Los muros bloquean la visión; con muros, el resto de la planta es suelo abierto</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove this piece&apos;s walls: its whole footprint blocks sight again</source>
        <translation>Quitar los muros de esta pieza: toda su planta vuelve a bloquear la visión</translation>
    </message>
    <message>
        <source>Remove walls</source>
        <translation>Quitar muros</translation>
    </message>
    <message>
        <source>Walls</source>
        <translation>Muros</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>Editar notas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Movement: %s</source>
        <translation>Movimiento: %s</translation>
    </message>
    <message>
        <source>Deployment zone %s</source>
        <translation>Zona de despliegue %s</translation>
    </message>
    <message>
        <source>Change zone side</source>
        <translation>Cambiar bando de la zona</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Rename zone</source>
        <translation>Renombrar zona</translation>
    </message>
    <message>
        <source>top</source>
        <translation>arriba</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>abajo</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Change zone edge</source>
        <translation>Cambiar borde de la zona</translation>
    </message>
    <message>
        <source>Table edge</source>
        <translation>Borde de mesa</translation>
    </message>
    <message>
        <source>Marker %s</source>
        <translation>Marcador %s</translation>
    </message>
    <message>
        <source>Change marker kind</source>
        <translation>Cambiar tipo de marcador</translation>
    </message>
    <message>
        <source>Rename marker</source>
        <translation>Renombrar marcador</translation>
    </message>
    <message>
        <source>any side</source>
        <translation>cualquier bando</translation>
    </message>
    <message>
        <source>Change marker side</source>
        <translation>Cambiar bando del marcador</translation>
    </message>
    <message>
        <source>Position and size</source>
        <translation>Posición y tamaño</translation>
    </message>
    <message>
        <source>X (from left)</source>
        <translation>X (desde la izquierda)</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Y (from top)</source>
        <translation>Y (desde arriba)</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation>Renombrar mesa</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Resize table</source>
        <translation>Cambiar tamaño de la mesa</translation>
    </message>
    <message>
        <source>Replaces the deployment zones by the preset&apos;s (one undo step)</source>
        <translation>Sustituye las zonas de despliegue por las del modelo (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Replace the deployment zones by the chosen preset&apos;s (one undo step)</source>
        <translation>Sustituir las zonas de despliegue por las del modelo elegido (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <source>%1 pieces, %2 zones, %3 markers</source>
        <translation>%1 piezas, %2 zonas, %3 marcadores</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Reglas especiales</translation>
    </message>
    <message>
        <source>%1: %2 placed, needs %3</source>
        <translation>%1: %2 colocados, necesita %3</translation>
    </message>
    <message>
        <source>Place…</source>
        <translation>Colocar…</translation>
    </message>
    <message>
        <source>Click on the table to place a %s</source>
        <translation>Haz clic en la mesa para colocar: %s</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Edit table notes</source>
        <translation>Editar notas de la mesa</translation>
    </message>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>Mover %n objeto</numerusform>
            <numerusform>Mover %n objetos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resize %n object(s)</source>
        <translation>
            <numerusform>Cambiar tamaño de %n objeto</numerusform>
            <numerusform>Cambiar tamaño de %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit scenario</source>
        <translation>Editar escenario</translation>
    </message>
    <message>
        <source>Choose scenario</source>
        <translation>Elegir escenario</translation>
    </message>
</context>
<context>
    <name>editor</name>
    <message>
        <source>Properties</source>
        <extracomment>the fields of a piece, a zone and a marker that hold its shape on the table (not its walls: the panel counts them)</extracomment>
        <translation>Propiedades</translation>
    </message>
</context>
</TS>
