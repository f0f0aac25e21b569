<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>RulesPage</name>
    <message>
        <source>What the players&apos; pack says beside the checks: the army size, the timing of the rounds and how games are scored. Leave a field empty when the event does not state it.</source>
        <translation>Lo que el dosier de los jugadores dice además de las comprobaciones: el tamaño de los ejércitos, el horario de las rondas y cómo se puntúan las partidas. Deja vacío lo que el evento no indique.</translation>
    </message>
    <message>
        <source>Army size and timing</source>
        <translation>Tamaño del ejército y horario</translation>
    </message>
    <message>
        <source>As each list says</source>
        <translation>El que diga cada lista</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>The event&apos;s army size, printed on the rules page</source>
        <translation>El tamaño de ejército del evento, que se imprime en la página de reglas</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>Sin indicar</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>How long a game lasts, unless a round says otherwise</source>
        <translation>Cuánto dura una partida, salvo que una ronda diga otra cosa</translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation>Límite de puntos</translation>
    </message>
    <message>
        <source>A game lasts</source>
        <translation>Una partida dura</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Each round&apos;s day (YYYY-MM-DD), start (HH:MM) and length in minutes when it differs from the game&apos;s; leave a cell empty when the event does not state it</source>
        <translation>El día de cada ronda (AAAA-MM-DD), su hora de inicio (HH:MM) y su duración en minutos si no es la de una partida; deja vacía la celda que el evento no indique</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Tournament points for a win</source>
        <translation>Puntos de torneo por una victoria</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Tournament points for a draw</source>
        <translation>Puntos de torneo por un empate</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Tournament points for a loss</source>
        <translation>Puntos de torneo por una derrota</translation>
    </message>
    <message>
        <source>Change Scoring</source>
        <translation>Cambiar la puntuación</translation>
    </message>
    <message>
        <source>The points each game shares out between its two players by the margin of victory (20: from 20-0 to 10-10)</source>
        <translation>Los puntos que cada partida reparte entre sus dos jugadores según el margen de victoria (20: de 20-0 a 10-10)</translation>
    </message>
    <message>
        <source>Points shared per game</source>
        <translation>Puntos repartidos por partida</translation>
    </message>
    <message>
        <source>Tie-breaks, in the order they apply (tick those the event uses):</source>
        <translation>Desempates, en el orden en que se aplican (marca los que usa el evento):</translation>
    </message>
    <message>
        <source>Change Tie-breaks</source>
        <translation>Cambiar los desempates</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Apply the chosen tie-break before the one above it</source>
        <translation>Aplicar el desempate elegido antes que el de encima</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Apply the chosen tie-break after the one below it</source>
        <translation>Aplicar el desempate elegido después del de debajo</translation>
    </message>
    <message>
        <source>In English</source>
        <translation>En inglés</translation>
    </message>
    <message>
        <source>In Spanish</source>
        <translation>En español</translation>
    </message>
    <message>
        <source>The scoring in the organiser&apos;s own words (optional)</source>
        <translation>La puntuación con las palabras del organizador (opcional)</translation>
    </message>
    <message>
        <source>Change Scoring Text</source>
        <translation>Cambiar el texto de la puntuación</translation>
    </message>
    <message>
        <source>Change Points Limit</source>
        <translation>Cambiar el límite de puntos</translation>
    </message>
    <message>
        <source>Change Game Length</source>
        <translation>Cambiar la duración de la partida</translation>
    </message>
    <message>
        <source>Tick a tie-break before moving it: only the ticked ones apply, in order.</source>
        <translation>Marca un desempate antes de moverlo: solo se aplican los marcados, en orden.</translation>
    </message>
    <message>
        <source>%s is not a day: write it YYYY-MM-DD, such as 2026-05-09.</source>
        <translation>%s no es un día: escríbelo AAAA-MM-DD, como 2026-05-09.</translation>
    </message>
    <message>
        <source>%s is not a time of day: write it HH:MM on a 24-hour clock, such as 09:30.</source>
        <translation>%s no es una hora: escríbela HH:MM en formato de 24 horas, como 09:30.</translation>
    </message>
    <message>
        <source>%s is not a length: write the round&apos;s minutes, from 1 to 1440.</source>
        <translation>%s no es una duración: escribe los minutos de la ronda, de 1 a 1440.</translation>
    </message>
    <message>
        <source>Change Round Time</source>
        <translation>Cambiar el horario de la ronda</translation>
    </message>
</context>
</TS>
