<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain" tilewidth="64" tileheight="64" tilecount="2" columns="0">
 <tile id="0" type="swamp"><image width="64" height="64" source="marsh.png"/></tile>
 <tile id="1"><image width="64" height="64" source="river_bend.png"/></tile>
</tileset>
