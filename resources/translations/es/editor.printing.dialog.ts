<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export %s</source>
        <translation>Exportar %s</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Hoja</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pieza</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Tabloid</source>
        <translation>Tabloide</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Chosen to fit</source>
        <translation>La que mejor encaje</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Vertical</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Horizontal</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientación</translation>
    </message>
    <message>
        <source>Nothing is printed closer than this to the paper&apos;s edges</source>
        <translation>No se imprime nada más cerca que esto de los bordes del papel</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margen</translation>
    </message>
    <message>
        <source>Overlap between sheets</source>
        <translation>Solape entre hojas</translation>
    </message>
    <message>
        <source>Show each hex&apos;s coordinates</source>
        <translation>Mostrar las coordenadas de cada casilla</translation>
    </message>
    <message>
        <source>Fit on one sheet</source>
        <translation>Encajar en una hoja</translation>
    </message>
    <message>
        <source>Wall map: hex size</source>
        <translation>Mapa mural: tamaño de casilla</translation>
    </message>
    <message>
        <source>A hex&apos;s size on paper (centre to corner); the map is split across sheets</source>
        <translation>El tamaño de una casilla en el papel (del centro a un vértice); el mapa se reparte en varias hojas</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Print Preview…</source>
        <translation>Vista previa…</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Documento PDF</translation>
    </message>
    <message>
        <source>PNG images (one per page)</source>
        <translation>Imágenes PNG (una por página)</translation>
    </message>
    <message>
        <source>SVG drawing at real size</source>
        <translation>Dibujo SVG a tamaño real</translation>
    </message>
    <message>
        <source>GeoJSON (for GIS tools)</source>
        <translation>GeoJSON (para programas SIG)</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Texto sin formato</translation>
    </message>
    <message>
        <source>one file</source>
        <translation>un archivo</translation>
    </message>
    <message>
        <source>Tick at least one section of the pack</source>
        <translation>Marca al menos una parte del dosier</translation>
    </message>
    <message>
        <source>%1 (one image per page)</source>
        <translation>%1 (una imagen por página)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG (*.svg)</source>
        <translation>SVG (*.svg)</translation>
    </message>
    <message>
        <source>GeoJSON (*.geojson *.json)</source>
        <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Print Preview: %s</source>
        <translation>Vista previa: %s</translation>
    </message>
</context>
</TS>
