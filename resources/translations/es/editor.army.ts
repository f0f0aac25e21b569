<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ArmyListEditor</name>
    <message>
        <source>catalogue %s</source>
        <extracomment>``entries[3].models`` -&gt; 3</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%s&apos;&gt;catalogue %s not found: profiles and points unknown&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%s&apos;&gt;%s / %s points&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%s over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%s points&lt;/b&gt;: the campaign sets the limit (%s, player %s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%s points&lt;/b&gt;: the list sets no limit (the event may)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s gold spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%s (not in the catalogue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (+%d more: see the tooltip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set points limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign map whose turn and empires set this army&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlink this list from its campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign gold spent on extra points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set gold spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a unit of the chosen profile to the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army&apos;s general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This entry leads the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected entry from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the campaign map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wartable documents (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That map has no players yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose army is it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, player %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(stands on its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n entries</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Remove %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
