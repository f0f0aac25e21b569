<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>IncomeForm</name>
    <message>
        <source>e.g. 3 5 (empty: Wartable rolls)</source>
        <translation>p. ej. 3 5 (vacío: tira Wartable)</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mina</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Record Income</source>
        <translation>Anotar ingresos</translation>
    </message>
    <message>
        <source>Add the mine&apos;s roll to its owner&apos;s treasury (dice entered, or rolled and stored)</source>
        <translation>Suma la tirada de la mina al tesoro de su dueño (dados anotados, o tirados y guardados)</translation>
    </message>
    <message>
        <source>Roll Every Mine</source>
        <translation>Tirar todas las minas</translation>
    </message>
    <message>
        <source>Roll the income of every mine not collected yet</source>
        <translation>Tira los ingresos de cada mina que aún no haya pagado</translation>
    </message>
    <message>
        <source> (collected)</source>
        <translation> (cobrada)</translation>
    </message>
    <message>
        <source>{player}: {hex}</source>
        <translation>{player}: {hex}</translation>
    </message>
    <message>
        <source>Choose a mine of a player to collect its income.</source>
        <translation>Elige una mina de un jugador para cobrar sus ingresos.</translation>
    </message>
    <message numerus="yes">
        <source>This mine rolls %n dice (each die x {times} gold): type them, or leave the field empty for Wartable to roll.</source>
        <translation>
            <numerusform>Esta mina tira %n dado (cada dado x {times} de oro): escríbelo, o deja el campo vacío para que Wartable lo tire.</numerusform>
            <numerusform>Esta mina tira %n dados (cada dado x {times} de oro): escríbelos, o deja el campo vacío para que Wartable los tire.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mine to collect from.</source>
        <translation>No hay mina de la que recoger.</translation>
    </message>
    <message>
        <source>Income of {hex}</source>
        <translation>Ingresos de {hex}</translation>
    </message>
</context>
</TS>
