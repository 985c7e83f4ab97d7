"""Dunbine's Tiled project: the custom property types, object templates and commands that make Tiled
an editor for Dunbine maps, generated from the game's own data (``tabletop map project``).

``maps/dunbine.tiled-project`` (Tiled 1.8's JSON project) holds the enum types ``side``, ``machine``
(every machine in ``data/machines.toml``), ``pilot`` (every pilot in ``data/pilots.toml``) and
``facing`` (0-5, stored as the number), ``victory`` (the victory conditions), the classes ``unit``
and ``zone`` (named as the objects' ``type``/``class``, so Tiled 1.9+ offers their members on the
shipped maps' objects) and ``scenario`` (a map's scenario settings: ``scenario_properties``), and two commands
("Check map" and "Play this map"). ``maps/templates/unit_<side>.tx`` and ``zone.tx`` are objects
with those typed properties, to drag in from Tiled's Templates panel.

``unit_properties``/``zone_properties`` read an object's properties back the way Tiled shows them:
a class's defaults under what the map stores, class-typed values (``unit`` as a property of class
``unit``) opened up, and enum values given as their index turned into the value.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

from .data import load_machines, load_pilots
from .scenario import DEFAULT_TURN_LIMIT, DEFAULT_VICTORY, VICTORIES

PROJECT_FILE = "dunbine.tiled-project"
TEMPLATE_DIR = "templates"
SIDES = ("a", "b")
UNIT_CLASS = "unit"
ZONE_CLASS = "zone"
SCENARIO_CLASS = "scenario"
# (pointy tops, flat tops): the hex side each facing points to, as seen on the screen (docs/maps.md)
FACING_NAMES = (("east", "south-east"), ("north-east", "north-east"), ("north-west", "north"),
                ("west", "north-west"), ("south-west", "south-west"), ("south-east", "south"))
SIDE_FACING = {"a": 0, "b": 3}   # the shipped maps' side a faces east, side b west
STARTERS = {"a": ("dunbine", "sho"), "b": ("drumlo", "todd")}  # (machine, pilot) of each side's template
# Tiled's commands (%mapfile: the map being edited, quoted by Tiled)
COMMANDS = (("Check map", "map check %mapfile"), ("Play this map", "map play %mapfile"))


def enums() -> dict[str, tuple[str, ...]]:
    """The enum property types by name, in the project's order (the values as Tiled lists them)."""
    return {"side": SIDES, "machine": tuple(load_machines()), "pilot": tuple(load_pilots()),
            "facing": tuple(f"{i}: {p} / {f}" for i, (p, f) in enumerate(FACING_NAMES)),
            "victory": (DEFAULT_VICTORY, *(v for v in VICTORIES if v != DEFAULT_VICTORY))}


def unit_defaults() -> dict[str, Any]:
    """What Tiled shows for a ``unit`` member nobody has set: each enum's first value (facing by number)."""
    e = enums()
    return {"side": e["side"][0], "machine": e["machine"][0], "pilot": e["pilot"][0], "facing": 0}


def zone_defaults() -> dict[str, Any]:
    return {"side": SIDES[0]}


#: A map's scenario settings (map properties, or the members of a property of class ``scenario``).
SCENARIO_TEXT = ("victory_ja", "victory_en", "description_ja", "description_en")


def scenario_defaults() -> dict[str, Any]:
    """A map's scenario settings when nothing sets them (as with no scenario file: ``docs/maps.md``)."""
    return {"turn_limit": DEFAULT_TURN_LIMIT, "victory": DEFAULT_VICTORY, **{k: "" for k in SCENARIO_TEXT}}


def _member(name: str, value: Any) -> dict[str, Any]:
    kind = "int" if isinstance(value, int) else "string"
    typed = {"propertyType": name} if name in enums() else {}
    return {"name": name, **typed, "type": kind, "value": value}


def property_types() -> list[dict[str, Any]]:
    """Tiled's ``propertyTypes``: the enums, then the classes (ids in that order, from 1)."""
    out: list[dict[str, Any]] = []
    for name, values in enums().items():
        out.append({"id": len(out) + 1, "name": name, "storageType": "int" if name == "facing" else "string",
                    "type": "enum", "values": list(values), "valuesAsFlags": False})
    for name, defaults, color, use in ((UNIT_CLASS, unit_defaults(), "#ffe0c040", "object"),
                                       (ZONE_CLASS, zone_defaults(), "#ff40a0e0", "object"),
                                       (SCENARIO_CLASS, scenario_defaults(), "#ffa0a0a4", "map")):
        out.append({"color": color, "id": len(out) + 1, "members": [_member(k, v) for k, v in sorted(defaults.items())],
                    "name": name, "type": "class", "useAs": ["property", use]})
    return out


def project() -> dict[str, Any]:
    """The project as Tiled 1.8 writes it (``useAs`` and ``color`` are read by Tiled 1.9+ only)."""
    commands = [{"arguments": args, "command": "tabletop", "enabled": True, "name": name, "saveBeforeExecute": True,
                 "shortcut": "", "showOutput": True, "workingDirectory": "%mappath"} for name, args in COMMANDS]
    return {"automappingRulesFile": "", "commands": commands, "extensionsPath": "extensions", "folders": ["."],
            "objectTypesFile": "", "propertyTypes": property_types()}


def project_text() -> str:
    """The project file's text: JSON as Qt writes it (keys sorted, 4-space indents, a final newline)."""
    return json.dumps(project(), indent=4, sort_keys=True, ensure_ascii=False) + "\n"


def _property(name: str, value: Any) -> str:
    kind = ' type="int"' if isinstance(value, int) else ""
    return f'   <property name="{name}"{kind} propertytype="{name}" value="{value}"/>\n'


def _template(name: str, cls: str, props: Mapping[str, Any], shape: str) -> str:
    body = "".join(_property(k, v) for k, v in sorted(props.items()))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<template>\n'
            f' <object name="{name}" type="{cls}"{shape}>\n  <properties>\n{body}  </properties>\n'
            + (" </object>\n" if shape else "  <point/>\n </object>\n") + "</template>\n")


def templates() -> dict[str, str]:
    """``templates/<file>.tx`` -> its text: a unit of each side (a point) and a deployment zone (a rectangle)."""
    out = {}
    for side in SIDES:
        machine, pilot = STARTERS[side]
        props = {"side": side, "machine": machine, "pilot": pilot, "facing": SIDE_FACING[side]}
        out[f"unit_{side}.tx"] = _template(f"unit ({side})", UNIT_CLASS, props, "")
    out["zone.tx"] = _template("deployment zone", ZONE_CLASS, zone_defaults(), ' width="168" height="192"')
    return out


def files() -> dict[str, str]:
    """Every generated file, by its path relative to the maps folder."""
    return {PROJECT_FILE: project_text(), **{f"{TEMPLATE_DIR}/{k}": v for k, v in templates().items()}}


def write(folder: Path) -> list[Path]:
    """Write the project and the templates into ``folder`` (a maps folder); the paths written."""
    written = []
    for rel, text in files().items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


# -- reading units and zones back ----------------------------------------------------

def _typed(name: str, defaults: dict[str, Any], cls: str, tiled_version: str,
           properties: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if cls == name and _version(tiled_version) >= (1, 9):
        out.update(defaults)  # Tiled 1.9+: an object of the class has its members, unset ones at their defaults
    nested = properties.get(name)
    if isinstance(nested, dict):  # a class-typed property (Tiled 1.8+): its members, defaults for the unset
        out.update(defaults)
        out.update(nested)
    out.update({k: v for k, v in properties.items() if not isinstance(v, dict)})
    values = enums()
    for key in ("side", "machine", "pilot"):
        v = out.get(key)
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(values[key]):
            out[key] = values[key][v]  # an enum stored as its index
    facing = out.get("facing")
    if isinstance(facing, str) and facing in values["facing"]:
        out["facing"] = values["facing"].index(facing)  # an enum stored as its name
    return out


def unit_properties(cls: str, tiled_version: str, properties: Mapping[str, Any]) -> dict[str, Any]:
    """A unit object's properties as Tiled shows them (``side``, ``machine``, ``pilot``, ``facing``, ...)."""
    return _typed(UNIT_CLASS, unit_defaults(), cls, tiled_version, properties)


def zone_properties(cls: str, tiled_version: str, properties: Mapping[str, Any]) -> dict[str, Any]:
    """A zone object's properties as Tiled shows them (``side``)."""
    return _typed(ZONE_CLASS, zone_defaults(), cls, tiled_version, properties)


def scenario_properties(properties: Mapping[str, Any]) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A map's scenario settings as Tiled shows them, and the names of those nobody set (at their defaults):
    a property of class ``scenario`` (its members, the unset ones at the class's defaults), under the plain
    map properties ``turn_limit``, ``victory``, ``victory_ja``... (a plain one wins); ``victory`` stored
    as its index is turned into its value."""
    out = scenario_defaults()
    nested = properties.get(SCENARIO_CLASS)
    given = set()
    if isinstance(nested, dict):
        out.update(nested)
        given = set(out)  # the class's members count as set, as Tiled shows them
    for key in out:
        if key in properties and not isinstance(properties[key], dict):
            out[key] = properties[key]
            given.add(key)
    victory = out["victory"]
    values = enums()["victory"]
    if isinstance(victory, int) and not isinstance(victory, bool) and 0 <= victory < len(values):
        out["victory"] = values[victory]
    return out, tuple(k for k in ("turn_limit", "victory") if k not in given)


def _version(text: str) -> tuple[int, ...]:
    parts = []
    for part in text.split(".")[:2]:
        digits = "".join(c for c in part if c.isdigit())
        parts.append(int(digits) if digits else 0)
    return tuple(parts)


# -- a starting map (``tabletop map new``) ------------------------------------------------

TILESETS = ("byston_terrain.tsx", "byston_landmarks.tsx")
TILE_W, TILE_H, HEX_SIDE = 56, 64, 32
MIN_SIZE = (26, 4)   # narrower maps cannot keep the two zones 20 hexes apart (rule 2.6)
ZONE_COLUMNS = 2


def _csv(width: int, height: int, gid: int) -> str:
    return "\n" + ",\n".join(",".join([str(gid)] * width) for _ in range(height)) + "\n"


def new_map(title: str, width: int, height: int) -> str:
    """A starting Dunbine map (stagger y/odd, 56x64 tiles): open sky, an empty landmark layer, both sides'
    deployment zones at the left and right edges (from ``zone.tx``) and one unit a side (from the unit
    templates), all as Tiled 1.8 writes them; the tilesets and templates are expected beside it."""
    if width < MIN_SIZE[0] or height < MIN_SIZE[1]:
        raise ValueError(f"a new map needs at least {MIN_SIZE[0]}x{MIN_SIZE[1]} hexes (rule 2.6: the zones "
                         "20 hexes apart)")
    step = (TILE_H - HEX_SIDE) // 2 + HEX_SIDE
    px_h = (height - 1) * step + TILE_H
    zone_w = ZONE_COLUMNS * TILE_W
    zones = {"a": 0, "b": width * TILE_W + TILE_W // 2 - zone_w}
    row = height // 2 - (height // 2) % 2  # an unshifted row: its cell centres are col * 56 + 28
    objects, oid = [], 1
    for side, x in zones.items():
        objects.append(f'  <object id="{oid}" template="{TEMPLATE_DIR}/zone.tx" name="deploy {side}" x="{x}" y="0" '
                       f'width="{zone_w}" height="{px_h}">\n   <properties>\n'
                       f'    <property name="side" propertytype="side" value="{side}"/>\n   </properties>\n  </object>')
        oid += 1
    units = []
    for side, col in (("a", 0), ("b", width - 1)):
        machine, pilot = STARTERS[side]
        mc, pc = load_machines()[machine], load_pilots()[pilot]
        name = _xml(f"{pc.name_ja}の{mc.name_ja} / {pc.name_en}'s {mc.name_en}")
        units.append(f'  <object id="{oid}" template="{TEMPLATE_DIR}/unit_{side}.tx" name="{name}" '
                     f'x="{col * TILE_W + TILE_W // 2}" y="{row * step + TILE_H // 2}">\n   <properties>\n'
                     f'    <property name="machine" propertytype="machine" value="{machine}"/>\n'
                     f'    <property name="pilot" propertytype="pilot" value="{pilot}"/>\n   </properties>\n  </object>')
        oid += 1
    text = {"title_ja": title, "title_en": title, "side_a_ja": "陣営A", "side_a_en": "Side A",
            "side_b_ja": "陣営B", "side_b_en": "Side B"}
    props = "".join(f'  <property name="{k}" value="{_xml(v)}"/>\n' for k, v in sorted(text.items()))
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="{TILE_W}" tileheight="{TILE_H}" '
            f'infinite="0" hexsidelength="{HEX_SIDE}" staggeraxis="y" staggerindex="odd" nextlayerid="5" '
            f'nextobjectid="{oid}">\n <properties>\n  <property name="game" value="dunbine"/>\n'
            f'  <property name="schema_version" type="int" value="1"/>\n{props} </properties>\n'
            f' <tileset firstgid="1" source="{TILESETS[0]}"/>\n <tileset firstgid="13" source="{TILESETS[1]}"/>\n'
            f' <layer id="1" name="terrain" width="{width}" height="{height}">\n  <properties>\n'
            f'   <property name="role" value="terrain"/>\n  </properties>\n'
            f'  <data encoding="csv">{_csv(width, height, 1)}</data>\n </layer>\n'
            f' <layer id="2" name="landmarks" width="{width}" height="{height}">\n  <properties>\n'
            f'   <property name="role" value="decor"/>\n  </properties>\n'
            f'  <data encoding="csv">{_csv(width, height, 0)}</data>\n </layer>\n'
            ' <objectgroup id="3" name="deployment zones">\n  <properties>\n   <property name="role" value="zones"/>\n'
            '  </properties>\n' + "\n".join(objects) + "\n </objectgroup>\n"
            ' <objectgroup id="4" name="units">\n  <properties>\n   <property name="role" value="units"/>\n'
            '  </properties>\n' + "\n".join(units) + "\n </objectgroup>\n</map>\n")


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")
