<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>marginal victory</source>
        <translation>victoria marginal</translation>
    </message>
    <message>
        <source>decisive victory</source>
        <translation>victoria decisiva</translation>
    </message>
    <message>
        <source>massacre</source>
        <translation>masacre</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>{event} ({name})</source>
        <translation>{event} ({name})</translation>
    </message>
    <message>
        <source>{player} {dice}</source>
        <translation>{player} {dice}</translation>
    </message>
    <message>
        <source>Order frozen for the turn, largest empire first: {order} (the tie broken by the dice: {dice}).</source>
        <translation>Orden fijado para el turno, del imperio más grande al más pequeño: {order} (el empate lo deshicieron los dados: {dice}).</translation>
    </message>
    <message>
        <source>Order frozen for the turn, largest empire first: {order}.</source>
        <translation>Orden fijado para el turno, del imperio más grande al más pequeño: {order}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} joins with %n hexes</source>
        <translation>
            <numerusform>{player} se une con %n casilla</numerusform>
            <numerusform>{player} se une con %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} launches a challenge that names nobody.</source>
        <translation>{player} lanza un desafío sin nombrar a nadie.</translation>
    </message>
    <message>
        <source>{a} challenges {b}.</source>
        <translation>{a} desafía a {b}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} and names no hex for its construction.</source>
        <translation>{player} elige el evento {event} y no dice en qué casilla construye.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} and turns the castle at hex {hex} into a city.</source>
        <translation>{player} elige el evento {event} y convierte en ciudad el castillo de la casilla {hex}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} and places a mine at hex {hex}.</source>
        <translation>{player} elige el evento {event} y coloca una mina en la casilla {hex}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} and places a castle at hex {hex}.</source>
        <translation>{player} elige el evento {event} y coloca un castillo en la casilla {hex}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} at hex {hex} and names no construction.</source>
        <translation>{player} elige el evento {event} en la casilla {hex} y no dice qué construye.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} and names no construction to sabotage.</source>
        <translation>{player} elige el evento {event} y no dice qué construcción sabotea.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} against the construction at hex {hex} ({feature}) and rolls no die.</source>
        <translation>{player} elige el evento {event} contra la construcción de la casilla {hex} ({feature}) y no tira el dado.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} against {owner}&apos;s construction at hex {hex} ({feature}): the die shows {die}.</source>
        <translation>{player} elige el evento {event} contra la construcción de {owner} en la casilla {hex} ({feature}): el dado saca un {die}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} against the construction at hex {hex} ({feature}): the die shows {die}.</source>
        <translation>{player} elige el evento {event} contra la construcción de la casilla {hex} ({feature}): el dado saca un {die}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} and names no player.</source>
        <translation>{player} elige el evento {event} y no nombra a ningún jugador.</translation>
    </message>
    <message numerus="yes">
        <source>{player} chooses event {event} against {target}, who rolls one die for each of their %n constructions: {dice}.</source>
        <translation>
            <numerusform>{player} elige el evento {event} contra {target}, que tira un dado por su única construcción: {dice}.</numerusform>
            <numerusform>{player} elige el evento {event} contra {target}, que tira un dado por cada una de sus %n construcciones: {dice}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} chooses event {event} against {target} and rolls no die.</source>
        <translation>{player} elige el evento {event} contra {target} y no tira el dado.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} against {target}: the die shows {die}, and {target} must challenge {opponent}.</source>
        <translation>{player} elige el evento {event} contra {target}: el dado saca un {die}, y {target} tiene que desafiar a {opponent}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} against {target}: the die shows {die}.</source>
        <translation>{player} elige el evento {event} contra {target}: el dado saca un {die}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event}: {target} collects no income this turn.</source>
        <translation>{player} elige el evento {event}: {target} no recoge ingresos este turno.</translation>
    </message>
    <message>
        <source>{player} chooses event {event}: {target} cannot challenge them this turn.</source>
        <translation>{player} elige el evento {event}: {target} no puede desafiarle este turno.</translation>
    </message>
    <message>
        <source>{player} chooses event {event} against {target}.</source>
        <translation>{player} elige el evento {event} contra {target}.</translation>
    </message>
    <message>
        <source>{player} chooses event {event}.</source>
        <translation>{player} elige el evento {event}.</translation>
    </message>
    <message>
        <source>{player} collects income and names no mine.</source>
        <translation>{player} recoge ingresos sin decir de qué mina.</translation>
    </message>
    <message>
        <source>{player}&apos;s mine at hex {hex} rolls {dice}, but an event withholds their income this turn.</source>
        <translation>La mina de {player} en la casilla {hex} saca {dice}, pero un evento le deja sin ingresos este turno.</translation>
    </message>
    <message>
        <source>{player}&apos;s mine at hex {hex} rolls {dice}: {gold} gold and the {stone} Stone of Destiny; the mine is exhausted.</source>
        <translation>La mina de {player} en la casilla {hex} saca {dice}: {gold} monedas de oro y la Piedra del Destino {stone}; la mina se agota.</translation>
    </message>
    <message>
        <source>{player}&apos;s mine at hex {hex} rolls {dice}: {gold} gold and the {stone} Stone of Destiny.</source>
        <translation>La mina de {player} en la casilla {hex} saca {dice}: {gold} monedas de oro y la Piedra del Destino {stone}.</translation>
    </message>
    <message>
        <source>{player}&apos;s mine at hex {hex} rolls {dice}: {gold} gold, and the mine is exhausted.</source>
        <translation>La mina de {player} en la casilla {hex} saca {dice}: {gold} monedas de oro, y la mina se agota.</translation>
    </message>
    <message>
        <source>{player}&apos;s mine at hex {hex} rolls {dice}: {gold} gold.</source>
        <translation>La mina de {player} en la casilla {hex} saca {dice}: {gold} monedas de oro.</translation>
    </message>
    <message>
        <source>A battle without two sides.</source>
        <translation>Una batalla sin dos bandos.</translation>
    </message>
    <message>
        <source>{a} against {b}: a draw.</source>
        <translation>{a} contra {b}: empate.</translation>
    </message>
    <message numerus="yes">
        <source>{winner} beat {loser}: {result}.</source>
        <translation>
            <numerusform>{winner} vence a {loser}: {result}.</numerusform>
            <numerusform>{winner} vencen a {loser}: {result}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} {gold}</source>
        <translation>{player} {gold}</translation>
    </message>
    <message>
        <source>Gold spent on extra points: {spent}.</source>
        <translation>Oro gastado en puntos adicionales: {spent}.</translation>
    </message>
    <message>
        <source>{player} claims a hex and names none.</source>
        <translation>{player} reclama una casilla sin decir cuál.</translation>
    </message>
    <message>
        <source>{player} conquers a hex and names none.</source>
        <translation>{player} conquista una casilla sin decir cuál.</translation>
    </message>
    <message>
        <source>{player} builds and names no hex.</source>
        <translation>{player} construye sin decir en qué casilla.</translation>
    </message>
    <message numerus="yes">
        <source>{player} claims hex {hex} for %n imperial points.</source>
        <translation>
            <numerusform>{player} reclama la casilla {hex} por %n punto de imperio.</numerusform>
            <numerusform>{player} reclama la casilla {hex} por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} conquers hex {hex} from {owner} for %n imperial points and razes its city: {gold} gold.</source>
        <translation>
            <numerusform>{player} conquista a {owner} la casilla {hex} por %n punto de imperio y arrasa su ciudad: {gold} monedas de oro.</numerusform>
            <numerusform>{player} conquista a {owner} la casilla {hex} por %n puntos de imperio y arrasa su ciudad: {gold} monedas de oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} conquers hex {hex} from {owner} for %n imperial points.</source>
        <translation>
            <numerusform>{player} conquista a {owner} la casilla {hex} por %n punto de imperio.</numerusform>
            <numerusform>{player} conquista a {owner} la casilla {hex} por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} conquers hex {hex} for %n imperial points.</source>
        <translation>
            <numerusform>{player} conquista la casilla {hex} por %n punto de imperio.</numerusform>
            <numerusform>{player} conquista la casilla {hex} por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a castle at hex {hex} for %n imperial points.</source>
        <translation>
            <numerusform>{player} construye un castillo en la casilla {hex} por %n punto de imperio.</numerusform>
            <numerusform>{player} construye un castillo en la casilla {hex} por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a castle at hex {hex}, in place of its {old}, for %n imperial points.</source>
        <translation>
            <numerusform>{player} construye un castillo en la casilla {hex}, en lugar de su {old}, por %n punto de imperio.</numerusform>
            <numerusform>{player} construye un castillo en la casilla {hex}, en lugar de su {old}, por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a city at hex {hex} for %n imperial points.</source>
        <translation>
            <numerusform>{player} construye una ciudad en la casilla {hex} por %n punto de imperio.</numerusform>
            <numerusform>{player} construye una ciudad en la casilla {hex} por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a city at hex {hex}, in place of its {old}, for %n imperial points.</source>
        <translation>
            <numerusform>{player} construye una ciudad en la casilla {hex}, en lugar de su {old}, por %n punto de imperio.</numerusform>
            <numerusform>{player} construye una ciudad en la casilla {hex}, en lugar de su {old}, por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a mine at hex {hex} for %n imperial points.</source>
        <translation>
            <numerusform>{player} construye una mina en la casilla {hex} por %n punto de imperio.</numerusform>
            <numerusform>{player} construye una mina en la casilla {hex} por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds a mine at hex {hex}, in place of its {old}, for %n imperial points.</source>
        <translation>
            <numerusform>{player} construye una mina en la casilla {hex}, en lugar de su {old}, por %n punto de imperio.</numerusform>
            <numerusform>{player} construye una mina en la casilla {hex}, en lugar de su {old}, por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} builds at hex {hex} and names no construction.</source>
        <translation>{player} construye en la casilla {hex} sin decir qué.</translation>
    </message>
    <message numerus="yes">
        <source>{player} raids for %n imperial points: {dice}, {gold} gold.</source>
        <translation>
            <numerusform>{player} hace una incursión por %n punto de imperio: {dice}, {gold} monedas de oro.</numerusform>
            <numerusform>{player} hace una incursión por %n puntos de imperio: {dice}, {gold} monedas de oro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} changes a regiment for %n imperial points.</source>
        <translation>
            <numerusform>{player} cambia un regimiento por %n punto de imperio.</numerusform>
            <numerusform>{player} cambia un regimiento por %n puntos de imperio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} changes all their regiments for %n imperial points.</source>
        <translation>
            <numerusform>{player} cambia todos sus regimientos por %n punto de imperio.</numerusform>
            <numerusform>{player} cambia todos sus regimientos por %n puntos de imperio.</numerusform>
        </translation>
    </message>
</context>
</TS>
