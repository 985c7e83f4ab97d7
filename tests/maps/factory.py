"""Test maps made on the fly: a copy of the shipped tilesets plus a small valid Dunbine map to mutate.

``good_map(tmp_path)`` writes ``tmp_path/m.tmx`` (30x6, pointy tops, zones and
two units 25+ hexes apart) beside copies of ``byston_terrain.tsx``,
``byston_landmarks.tsx`` and ``tiles/``; ``edit(path, old, new)`` changes its
text, so each hostile map is one visible replacement away from a good one.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tabletop.resources import maps_dir

W, H = 30, 6


def copy_tilesets(folder: Path) -> None:
    src = maps_dir()
    for name in ("byston_terrain.tsx", "byston_landmarks.tsx"):
        shutil.copy(src / name, folder / name)
    shutil.copytree(src / "tiles", folder / "tiles", dirs_exist_ok=True)


def csv_rows(width: int, height: int, gid_of=lambda c, r: 1 + (c + r) % 3) -> str:
    return "\n" + ",\n".join(",".join(str(gid_of(c, r)) for c in range(width)) for r in range(height)) + "\n"


GOOD = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" width="{w}" height="{h}" \
tilewidth="56" tileheight="64" infinite="0" hexsidelength="32" staggeraxis="y" staggerindex="odd" nextlayerid="5" nextobjectid="10">
 <properties>
  <property name="game" value="dunbine"/>
  <property name="schema_version" type="int" value="1"/>
  <property name="title_ja" value="試験"/>
  <property name="title_en" value="Test"/>
  <property name="side_a_ja" value="ギブン家"/>
  <property name="side_a_en" value="House Gibun"/>
  <property name="side_b_ja" value="ドレイク軍"/>
  <property name="side_b_en" value="Drake's army"/>
 </properties>
 <tileset firstgid="1" source="byston_terrain.tsx"/>
 <tileset firstgid="13" source="byston_landmarks.tsx"/>
 <layer id="1" name="terrain" width="{w}" height="{h}">
  <properties>
   <property name="role" value="terrain"/>
  </properties>
  <data encoding="csv">{terrain}</data>
 </layer>
 <layer id="2" name="landmarks" width="{w}" height="{h}">
  <properties>
   <property name="role" value="decor"/>
  </properties>
  <data encoding="csv">{marks}</data>
 </layer>
 <objectgroup id="3" name="deployment zones">
  <properties>
   <property name="role" value="zones"/>
  </properties>
  <object id="1" name="deploy a" x="0" y="0">
   <properties>
    <property name="side" value="a"/>
   </properties>
   <polygon points="0,0 112,0 112,300 0,300"/>
  </object>
  <object id="2" name="deploy b" x="1568" y="0">
   <properties>
    <property name="side" value="b"/>
   </properties>
   <polygon points="0,0 112,0 112,300 0,300"/>
  </object>
 </objectgroup>
 <objectgroup id="4" name="units">
  <properties>
   <property name="role" value="units"/>
  </properties>
  <object id="3" name="Sho" x="28" y="32">
   <properties>
    <property name="facing" type="int" value="0"/>
    <property name="machine" value="dunbine"/>
    <property name="pilot" value="sho"/>
    <property name="side" value="a"/>
    <property name="thrust" type="int" value="2"/>
   </properties>
   <point/>
  </object>
  <object id="4" name="Todd" x="1652" y="32">
   <properties>
    <property name="facing" type="int" value="3"/>
    <property name="machine" value="drumlo"/>
    <property name="pilot" value="todd"/>
    <property name="side" value="b"/>
   </properties>
   <point/>
  </object>
 </objectgroup>
</map>
"""


def good_text(width: int = W, height: int = H) -> str:
    marks = csv_rows(width, height, lambda c, r: 13 if (c, r) == (15, 2) else 0)
    return GOOD.format(w=width, h=height, terrain=csv_rows(width, height), marks=marks)


def good_map(folder: Path, name: str = "m.tmx") -> Path:
    copy_tilesets(folder)
    path = folder / name
    path.write_text(good_text(), encoding="utf-8")
    return path


def edit(path: Path, old: str, new: str, count: int = 1) -> Path:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"test set-up: {old!r} not in the map"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return path


def problem_helpers(check):
    """``texts``, ``has`` and ``assert_problem`` over the problems ``check(path)`` finds in a map."""
    def texts(path) -> list[str]:
        return [f"{p.where} {p.text}" for p in check(path)]

    def has(path, fragment: str) -> tuple[bool, list[str]]:
        found = texts(path)
        return any(fragment in t for t in found), found

    def assert_problem(path, fragment: str) -> None:
        ok, found = has(path, fragment)
        assert ok, f"expected a problem containing {fragment!r}, got {found}"

    return texts, has, assert_problem


def terrain_layer_renamed_and_last(path):
    """Move the terrain layer after the object groups and rename it "Ground (painted)"; its
    ``role`` property still says what it is. Returns ``path``."""
    text = path.read_text()
    start, end = text.index(' <layer id="1"'), text.index(' <layer id="2"')
    terrain = text[start:end]
    text = text.replace(terrain, "").replace(" </objectgroup>\n</map>", " </objectgroup>\n" + terrain + "</map>")
    path.write_text(text.replace('name="terrain"', 'name="Ground (painted)"'))
    return path
