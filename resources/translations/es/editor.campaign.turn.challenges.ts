<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ChallengesForm</name>
    <message>
        <source>Each player challenges one other, the smallest empire first.</source>
        <translation>Cada jugador desafía a otro, empezando por el imperio más pequeño.</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Retador</translation>
    </message>
    <message>
        <source>Challenges</source>
        <translation>Desafíos</translation>
    </message>
    <message>
        <source>Record Challenge</source>
        <translation>Anotar desafío</translation>
    </message>
    <message>
        <source>Record who challenges whom (smallest empire first)</source>
        <translation>Anota quién desafía a quién (empezando por el imperio más pequeño)</translation>
    </message>
    <message>
        <source>{a} challenges {b}</source>
        <translation>{a} desafía a {b}</translation>
    </message>
</context>
</TS>
