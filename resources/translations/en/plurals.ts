<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name />
        <message numerus="yes">
            <source>{player} builds a castle at hex {hex} for %n imperial points.</source>
            <translation>
                <numerusform>{player} builds a castle at hex {hex} for %n imperial point.</numerusform>
                <numerusform>{player} builds a castle at hex {hex} for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} builds a castle at hex {hex}, in place of its {old}, for %n imperial points.</source>
            <translation>
                <numerusform>{player} builds a castle at hex {hex}, in place of its {old}, for %n imperial point.</numerusform>
                <numerusform>{player} builds a castle at hex {hex}, in place of its {old}, for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} builds a city at hex {hex} for %n imperial points.</source>
            <translation>
                <numerusform>{player} builds a city at hex {hex} for %n imperial point.</numerusform>
                <numerusform>{player} builds a city at hex {hex} for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} builds a city at hex {hex}, in place of its {old}, for %n imperial points.</source>
            <translation>
                <numerusform>{player} builds a city at hex {hex}, in place of its {old}, for %n imperial point.</numerusform>
                <numerusform>{player} builds a city at hex {hex}, in place of its {old}, for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} builds a mine at hex {hex} for %n imperial points.</source>
            <translation>
                <numerusform>{player} builds a mine at hex {hex} for %n imperial point.</numerusform>
                <numerusform>{player} builds a mine at hex {hex} for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} builds a mine at hex {hex}, in place of its {old}, for %n imperial points.</source>
            <translation>
                <numerusform>{player} builds a mine at hex {hex}, in place of its {old}, for %n imperial point.</numerusform>
                <numerusform>{player} builds a mine at hex {hex}, in place of its {old}, for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} changes a regiment for %n imperial points.</source>
            <translation>
                <numerusform>{player} changes a regiment for %n imperial point.</numerusform>
                <numerusform>{player} changes a regiment for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} changes all their regiments for %n imperial points.</source>
            <translation>
                <numerusform>{player} changes all their regiments for %n imperial point.</numerusform>
                <numerusform>{player} changes all their regiments for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} chooses event {event} against {target}, who rolls one die for each of their %n constructions: {dice}.</source>
            <translation>
                <numerusform>{player} chooses event {event} against {target}, who rolls one die for each of their %n construction: {dice}.</numerusform>
                <numerusform>{player} chooses event {event} against {target}, who rolls one die for each of their %n constructions: {dice}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} claims hex {hex} for %n imperial points.</source>
            <translation>
                <numerusform>{player} claims hex {hex} for %n imperial point.</numerusform>
                <numerusform>{player} claims hex {hex} for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} conquers hex {hex} for %n imperial points.</source>
            <translation>
                <numerusform>{player} conquers hex {hex} for %n imperial point.</numerusform>
                <numerusform>{player} conquers hex {hex} for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} conquers hex {hex} from {owner} for %n imperial points and razes its city: {gold} gold.</source>
            <translation>
                <numerusform>{player} conquers hex {hex} from {owner} for %n imperial point and razes its city: {gold} gold.</numerusform>
                <numerusform>{player} conquers hex {hex} from {owner} for %n imperial points and razes its city: {gold} gold.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} conquers hex {hex} from {owner} for %n imperial points.</source>
            <translation>
                <numerusform>{player} conquers hex {hex} from {owner} for %n imperial point.</numerusform>
                <numerusform>{player} conquers hex {hex} from {owner} for %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} joins with %n hexes</source>
            <translation>
                <numerusform>{player} joins with %n hex</numerusform>
                <numerusform>{player} joins with %n hexes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} raids for %n imperial points: {dice}, {gold} gold.</source>
            <translation>
                <numerusform>{player} raids for %n imperial point: {dice}, {gold} gold.</numerusform>
                <numerusform>{player} raids for %n imperial points: {dice}, {gold} gold.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{winner} beat {loser}: {result}.</source>
            <translation>
                <numerusform>{winner} beat {loser}: {result}.</numerusform>
                <numerusform>{winner} beat {loser}: {result}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ArmyListEditor</name>
        <message numerus="yes">
            <source>Remove %n entries</source>
            <translation>
                <numerusform>Remove %n entry</numerusform>
                <numerusform>Remove %n entries</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EventsForm</name>
        <message numerus="yes">
            <source>This event rolls %n dice: type them, or leave the field empty for Wartable to roll.</source>
            <translation>
                <numerusform>This event rolls %n dice: type them, or leave the field empty for Wartable to roll.</numerusform>
                <numerusform>This event rolls %n dice: type them, or leave the field empty for Wartable to roll.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ImportListsDialog</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entry</numerusform>
                <numerusform>%n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n models</source>
            <translation>
                <numerusform>%n model</numerusform>
                <numerusform>%n models</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n notes</source>
            <translation>
                <numerusform>%n note</numerusform>
                <numerusform>%n notes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n profiles</source>
            <translation>
                <numerusform>%n profile</numerusform>
                <numerusform>%n profiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unmatched names</source>
            <translation>
                <numerusform>%n unmatched name</numerusform>
                <numerusform>%n unmatched names</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>IncomeForm</name>
        <message numerus="yes">
            <source>This mine rolls %n dice (each die x {times} gold): type them, or leave the field empty for Wartable to roll.</source>
            <translation>
                <numerusform>This mine rolls %n dice (each die x {times} gold): type them, or leave the field empty for Wartable to roll.</numerusform>
                <numerusform>This mine rolls %n dice (each die x {times} gold): type them, or leave the field empty for Wartable to roll.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PropertiesDock</name>
        <message numerus="yes">
            <source>%n objects selected</source>
            <translation>
                <numerusform>%n object selected</numerusform>
                <numerusform>%n objects selected</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n standing wall(s)</source>
            <translation>
                <numerusform>%n standing wall</numerusform>
                <numerusform>%n standing walls</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n object(s)</source>
            <translation>
                <numerusform>Move %n object</numerusform>
                <numerusform>Move %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Resize %n object(s)</source>
            <translation>
                <numerusform>Resize %n object</numerusform>
                <numerusform>Resize %n objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SelectionOperations</name>
        <message numerus="yes">
            <source>Align %n object(s)</source>
            <translation>
                <numerusform>Align %n object</numerusform>
                <numerusform>Align %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n object(s)</source>
            <translation>
                <numerusform>Copied %n object</numerusform>
                <numerusform>Copied %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Cut %n object(s)</source>
            <translation>
                <numerusform>Cut %n object</numerusform>
                <numerusform>Cut %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n object(s)</source>
            <translation>
                <numerusform>Delete %n object</numerusform>
                <numerusform>Delete %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Distribute %n object(s)</source>
            <translation>
                <numerusform>Distribute %n object</numerusform>
                <numerusform>Distribute %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Duplicate %n object(s)</source>
            <translation>
                <numerusform>Duplicate %n object</numerusform>
                <numerusform>Duplicate %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Flip %n object(s)</source>
            <translation>
                <numerusform>Flip %n object</numerusform>
                <numerusform>Flip %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paste %n object(s)</source>
            <translation>
                <numerusform>Paste %n object</numerusform>
                <numerusform>Paste %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rotate %n object(s)</source>
            <translation>
                <numerusform>Rotate %n object</numerusform>
                <numerusform>Rotate %n objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SightOverlays</name>
        <message numerus="yes">
            <source>Sight from the eye (%n lines)</source>
            <translation>
                <numerusform>Sight from the eye (%n line)</numerusform>
                <numerusform>Sight from the eye (%n lines)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>blocked from where it is blocked: %n</source>
            <translation>
                <numerusform>blocked from where it is blocked: %n</numerusform>
                <numerusform>blocked from where it is blocked: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>clear: %n</source>
            <translation>
                <numerusform>clear: %n</numerusform>
                <numerusform>clear: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>may not shoot from the model in the way: %n</source>
            <translation>
                <numerusform>may not shoot from the model in the way: %n</numerusform>
                <numerusform>may not shoot from the model in the way: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>partial from where it is partly hidden: %n</source>
            <translation>
                <numerusform>partial from where it is partly hidden: %n</numerusform>
                <numerusform>partial from where it is partly hidden: %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SpendingForm</name>
        <message numerus="yes">
            <source>%n raid dice (empty: roll)</source>
            <translation>
                <numerusform>%n raid dice (empty: roll)</numerusform>
                <numerusform>%n raid dice (empty: roll)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Building here costs %n imperial points.</source>
            <translation>
                <numerusform>Building here costs %n imperial point.</numerusform>
                <numerusform>Building here costs %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Building here would cost %n imperial points, but it is not allowed: {problem}</source>
            <translation>
                <numerusform>Building here would cost %n imperial point, but it is not allowed: {problem}</numerusform>
                <numerusform>Building here would cost %n imperial points, but it is not allowed: {problem}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Claiming this hex costs %n imperial points.</source>
            <translation>
                <numerusform>Claiming this hex costs %n imperial point.</numerusform>
                <numerusform>Claiming this hex costs %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Claiming this hex would cost %n imperial points, but it is not allowed: {problem}</source>
            <translation>
                <numerusform>Claiming this hex would cost %n imperial point, but it is not allowed: {problem}</numerusform>
                <numerusform>Claiming this hex would cost %n imperial points, but it is not allowed: {problem}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Conquering this hex costs %n imperial points.</source>
            <translation>
                <numerusform>Conquering this hex costs %n imperial point.</numerusform>
                <numerusform>Conquering this hex costs %n imperial points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Conquering this hex would cost %n imperial points, but it is not allowed: {problem}</source>
            <translation>
                <numerusform>Conquering this hex would cost %n imperial point, but it is not allowed: {problem}</numerusform>
                <numerusform>Conquering this hex would cost %n imperial points, but it is not allowed: {problem}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StartForm</name>
        <message numerus="yes">
            <source>{player} joins with %n hexes (empire size {size})</source>
            <translation>
                <numerusform>{player} joins with %n hex (empire size {size})</numerusform>
                <numerusform>{player} joins with %n hexes (empire size {size})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StockPage</name>
        <message numerus="yes">
            <source>%(round)s: %(kind)s %(size)s: %n missing (on tables %(tables)s)</source>
            <translation>
                <numerusform>%(round)s: %(kind)s %(size)s: %n missing (on table %(tables)s)</numerusform>
                <numerusform>%(round)s: %(kind)s %(size)s: %n missing (on tables %(tables)s)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TurnDock</name>
        <message numerus="yes">
            <source>This turn (%n steps)</source>
            <translation>
                <numerusform>This turn (%n step)</numerusform>
                <numerusform>This turn (%n steps)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>What happened in turn {turn} (%n steps)</source>
            <translation>
                <numerusform>What happened in turn {turn} (%n step)</numerusform>
                <numerusform>What happened in turn {turn} (%n steps)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>e</name>
        <message numerus="yes">
            <source>%n castles</source>
            <translation>
                <numerusform>%n castle</numerusform>
                <numerusform>%n castles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cities</source>
            <translation>
                <numerusform>%n city</numerusform>
                <numerusform>%n cities</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hexes</source>
            <translation>
                <numerusform>%n hex</numerusform>
                <numerusform>%n hexes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mines</source>
            <translation>
                <numerusform>%n mine</numerusform>
                <numerusform>%n mines</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>self.editor</name>
        <message numerus="yes">
            <source>Move %n object(s)</source>
            <translation>
                <numerusform>Move %n object</numerusform>
                <numerusform>Move %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nudge %n object(s)</source>
            <translation>
                <numerusform>Nudge %n object</numerusform>
                <numerusform>Nudge %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rotate %n object(s)</source>
            <translation>
                <numerusform>Rotate %n object</numerusform>
                <numerusform>Rotate %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Scale %n object(s)</source>
            <translation>
                <numerusform>Scale %n object</numerusform>
                <numerusform>Scale %n objects</numerusform>
            </translation>
        </message>
    </context>
</TS>
