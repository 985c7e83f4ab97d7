<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="byston_terrain" tilewidth="56" tileheight="64" tilecount="12" columns="4">
 <grid orientation="orthogonal" width="1" height="1"/>
 <image source="tiles/byston_terrain.png" width="224" height="192"/>
 <tile id="0">
  <properties>
    <property name="terrain" value="sky"/>
    <property name="name_ja" value="空"/>
    <property name="name_en" value="Open sky"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
    <property name="terrain" value="high_sky"/>
    <property name="name_ja" value="高空"/>
    <property name="name_en" value="High sky"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
    <property name="terrain" value="cloud"/>
    <property name="name_ja" value="雲"/>
    <property name="name_en" value="Cloud"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
    <property name="terrain" value="thick_cloud"/>
    <property name="name_ja" value="厚い雲"/>
    <property name="name_en" value="Thick cloud"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
    <property name="terrain" value="plain"/>
    <property name="name_ja" value="平原（眼下）"/>
    <property name="name_en" value="Plain far below"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
    <property name="terrain" value="forest"/>
    <property name="name_ja" value="森（眼下）"/>
    <property name="name_en" value="Forest far below"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
    <property name="terrain" value="mountain"/>
    <property name="name_ja" value="山岳（眼下）"/>
    <property name="name_en" value="Mountains far below"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
    <property name="terrain" value="lake"/>
    <property name="name_ja" value="湖（眼下）"/>
    <property name="name_en" value="Lake far below"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
    <property name="terrain" value="sea"/>
    <property name="name_ja" value="海（眼下）"/>
    <property name="name_en" value="Sea far below"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
    <property name="terrain" value="town"/>
    <property name="name_ja" value="町（眼下）"/>
    <property name="name_en" value="Town far below"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
    <property name="terrain" value="storm"/>
    <property name="name_ja" value="嵐雲"/>
    <property name="name_en" value="Storm cloud"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
    <property name="terrain" value="aura_light"/>
    <property name="name_ja" value="オーラの光"/>
    <property name="name_en" value="Aura light"/>
  </properties>
 </tile>
</tileset>
