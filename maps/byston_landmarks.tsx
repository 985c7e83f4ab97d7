<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="byston_landmarks" tilewidth="56" tileheight="96" tilecount="4" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
    <property name="terrain" value="castle"/>
    <property name="name_ja" value="城"/>
    <property name="name_en" value="Castle"/>
  </properties>
  <image width="56" height="96" source="tiles/landmark_castle.png"/>
 </tile>
 <tile id="1">
  <properties>
    <property name="terrain" value="tower"/>
    <property name="name_ja" value="見張り塔"/>
    <property name="name_en" value="Watchtower"/>
  </properties>
  <image width="56" height="88" source="tiles/landmark_tower.png"/>
 </tile>
 <tile id="2">
  <properties>
    <property name="terrain" value="great_tree"/>
    <property name="name_ja" value="大樹"/>
    <property name="name_en" value="Great tree"/>
  </properties>
  <image width="56" height="92" source="tiles/landmark_great_tree.png"/>
 </tile>
 <tile id="3">
  <properties>
    <property name="terrain" value="floating_rock"/>
    <property name="name_ja" value="浮き岩"/>
    <property name="name_en" value="Floating rock"/>
  </properties>
  <image width="56" height="80" source="tiles/landmark_floating_rock.png"/>
 </tile>
</tileset>
