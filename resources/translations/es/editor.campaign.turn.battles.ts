<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>BattlesForm</name>
    <message>
        <source>Put each player who fought on side A or B with the gold they spent; the others stay at &quot;-&quot;.</source>
        <translation>Pon a cada jugador que luchó en el bando A o B con el oro que gastó; los demás se quedan en «-».</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Gold spent</source>
        <translation>Oro gastado</translation>
    </message>
    <message>
        <source>Side A: marginal victory</source>
        <translation>Bando A: victoria marginal</translation>
    </message>
    <message>
        <source>Side A: decisive victory</source>
        <translation>Bando A: victoria decisiva</translation>
    </message>
    <message>
        <source>Side A: massacre</source>
        <translation>Bando A: masacre</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Side B: marginal victory</source>
        <translation>Bando B: victoria marginal</translation>
    </message>
    <message>
        <source>Side B: decisive victory</source>
        <translation>Bando B: victoria decisiva</translation>
    </message>
    <message>
        <source>Side B: massacre</source>
        <translation>Bando B: masacre</translation>
    </message>
    <message>
        <source>Record Battle</source>
        <translation>Anotar batalla</translation>
    </message>
    <message>
        <source>Record the battle&apos;s sides, result and gold: imperial points follow</source>
        <translation>Anota los bandos, el resultado y el oro de la batalla: de ahí salen los puntos de imperio</translation>
    </message>
    <message>
        <source>Battle: {a} against {b}</source>
        <translation>Batalla: {a} contra {b}</translation>
    </message>
</context>
</TS>
