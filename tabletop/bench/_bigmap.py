"""Large Tiled maps for the benchmarks, made from a shipped one.

``write_big_map(folder, width, height)`` copies the shipped tilesets into
``folder`` and writes ``big-<w>x<h>.tmx``: the skirmish map's header and
object layers with each tile layer repeated to ``width`` x ``height`` cells.
With ``grow_zones`` the two deployment zones grow with the map (each side's
zone a band over the full height, 30 % of the width, 30 % apart); with
``units`` each side gets that many machines (soldier pilots, one per cell)
inside its zone, in place of the skirmish's four.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

from tabletop.resources import maps_dir

#: Each side's machine and pilot for the generated units (soldiers may fly many machines).
UNIT_KINDS = {"a": ("dunbine", "drake_soldier", 0), "b": ("bastole", "rau_soldier", 3)}


def _zone_bands(width: int) -> dict[str, tuple[int, int]]:
    """(first, last) column of each side's zone band."""
    return {"a": (int(width * 0.05), int(width * 0.35)), "b": (int(width * 0.65), int(width * 0.95))}


def _cell_centre(root: ET.Element, col: int, row: int) -> tuple[int, int]:
    """The pixel centre of a cell of a pointy-top, odd-row-staggered Tiled hex map."""
    tw, th, side = int(root.get("tilewidth")), int(root.get("tileheight")), int(root.get("hexsidelength"))
    step = (th - side) // 2 + side
    return col * tw + tw // 2 + (tw // 2 if row % 2 else 0), row * step + th // 2


def _grow_zones(root: ET.Element, width: int, height: int) -> None:
    tw, th, side = int(root.get("tilewidth")), int(root.get("tileheight")), int(root.get("hexsidelength"))
    step = (th - side) // 2 + side
    bands = _zone_bands(width)
    for group in root.findall("objectgroup"):
        for obj in group.findall("object"):
            zone_side = next((p.get("value") for p in obj.iter("property") if p.get("name") == "side"), None)
            if obj.find("polygon") is None or zone_side not in bands:
                continue
            first, last = bands[zone_side]
            x0, x1 = first * tw, (last + 1) * tw
            obj.set("x", str(x0))
            obj.set("y", "0")
            obj.find("polygon").set("points", f"0,0 {x1 - x0},0 {x1 - x0},{height * step} 0,{height * step}")


def _place_units(root: ET.Element, width: int, height: int, count: int) -> None:
    group = next(g for g in root.findall("objectgroup")
                 if any(p.get("value") == "units" for p in g.iter("property")))
    for obj in group.findall("object"):
        group.remove(obj)
    next_id = 100
    for side, (first, last) in _zone_bands(width).items():
        machine, pilot, facing = UNIT_KINDS[side]
        cells = ((c, r) for r in range(1, height - 1) for c in range(first + 1, last))
        for n, (col, row) in zip(range(count), cells):
            x, y = _cell_centre(root, col, row)
            obj = ET.SubElement(group, "object", id=str(next_id), name=f"{side}{n}", type="unit", x=str(x), y=str(y))
            props = ET.SubElement(obj, "properties")
            for key, value in (("machine", machine), ("pilot", pilot), ("side", side)):
                ET.SubElement(props, "property", name=key, value=value)
            ET.SubElement(props, "property", name="facing", type="int", value=str(facing))
            ET.SubElement(obj, "point")
            next_id += 1
    root.set("nextobjectid", str(next_id))


def write_big_map(folder: Path, width: int, height: int, source: str = "skirmish.tmx",
                  grow_zones: bool = False, units: int = 0) -> Path:
    src = maps_dir()
    for tileset in src.glob("*.tsx"):
        shutil.copy(tileset, folder / tileset.name)
    shutil.copytree(src / "tiles", folder / "tiles", dirs_exist_ok=True)
    tree = ET.parse(src / source)
    root = tree.getroot()
    root.set("width", str(width))
    root.set("height", str(height))
    for layer in root.findall("layer"):
        w0, h0 = int(layer.get("width")), int(layer.get("height"))
        data = layer.find("data")
        cells = [int(v) for v in data.text.replace("\n", "").split(",") if v.strip()]
        rows = (",".join(str(cells[(r % h0) * w0 + c % w0]) for c in range(width)) for r in range(height))
        data.text = "\n" + ",\n".join(rows) + "\n"
        layer.set("width", str(width))
        layer.set("height", str(height))
    if grow_zones:
        _grow_zones(root, width, height)
    if units:
        _place_units(root, width, height, units)
    name = f"big-{width}x{height}" + ("-zones" if grow_zones else "") + (f"-{units}u" if units else "")
    path = folder / f"{name}.tmx"
    tree.write(path, encoding="UTF-8", xml_declaration=True)
    return path
