"""A very large Tiled map for the benchmarks, made from a shipped one.

``write_big_map(folder, width, height)`` copies the shipped tilesets into
``folder`` and writes ``big-<w>x<h>.tmx``: the skirmish map's header and
object layers with each tile layer repeated to ``width`` x ``height`` cells.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

from tabletop.resources import maps_dir


def write_big_map(folder: Path, width: int, height: int, source: str = "skirmish.tmx") -> Path:
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
    path = folder / f"big-{width}x{height}.tmx"
    tree.write(path, encoding="UTF-8", xml_declaration=True)
    return path
