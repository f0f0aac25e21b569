<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ValidationDock</name>
    <message>
        <source>Rulebook</source>
        <extracomment>what a finding rests on: the values of validators.findings (a test keeps them the same) each severity&apos;s colour, by its value (&quot;error&quot;): ``SEVERITY_COLORS`` is the same keyed by Severity after a lone edit (a drop), the quick rules run here, on the interface thread, when they took less than this the last time (their findings are then back at once); the slow ones stay on a worker Findings the tab adds to its document&apos;s own (an event: those of the files its last check read), so that the panel lists what the tab counts.</extracomment>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Organiser setting</source>
        <translation>Ajuste del organizador</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Formato del archivo</translation>
    </message>
    <message>
        <source>Catalogue data</source>
        <translation>Datos del catálogo</translation>
    </message>
    <message>
        <source>Illegal under the game&apos;s rules</source>
        <translation>Ilegal según las reglas del juego</translation>
    </message>
    <message>
        <source>An organiser&apos;s choice no rulebook gives (advice unless the event&apos;s settings raise it)</source>
        <translation>Una elección del organizador que ningún reglamento da (un consejo, salvo que los ajustes del evento lo eleven)</translation>
    </message>
    <message>
        <source>The file does not say what the format needs</source>
        <translation>El archivo no dice lo que el formato necesita</translation>
    </message>
    <message>
        <source>A limit of the catalogue&apos;s own data (an imported catalogue, cited with its revision), not of the rulebook</source>
        <translation>Un límite de los propios datos del catálogo (un catálogo importado, citado con su revisión), no del reglamento</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 error</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 errores</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 aviso</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 avisos</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>No document</source>
        <translation>Ningún documento</translation>
    </message>
    <message>
        <source>All findings</source>
        <translation>Todos los avisos</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>No document open</source>
        <translation>Ningún documento abierto</translation>
    </message>
    <message>
        <source>No findings: the document is legal</source>
        <translation>Sin resultados: el documento es legal</translation>
    </message>
    <message>
        <source>Checking the document</source>
        <translation>Comprobando el documento</translation>
    </message>
    <message>
        <source>Show only the findings that rest on the rulebook, on an organiser setting, on the file format or on the catalogue&apos;s data</source>
        <translation>Mostrar solo los avisos que se basan en el reglamento, en un ajuste del organizador, en el formato del archivo o en los datos del catálogo</translation>
    </message>
    <message>
        <source> (checking…)</source>
        <translation> (comprobando…)</translation>
    </message>
</context>
</TS>
