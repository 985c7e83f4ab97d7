"""The real Tiled (1.8) as the judge: it reads our maps as we do, and draws cells where ``Layout`` says.

Here the generic reading (layers, gids, objects, properties); what Dunbine makes of
the shipped maps (placements, zones) is judged in ``tests/games/dunbine/test_maps_real.py``.

Skipped where ``tiled``/``tmxrasterizer`` are not installed (``.ci/run`` installs
them). Tiled rewrites relative paths on export, so every export happens next to
a copy of the map, inside ``tmp_path``. pygame is used here only, to draw our
own picture of a map for comparison with ``tmxrasterizer``'s.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from tabletop.core.tiled import load_hexmap
from tabletop.resources import maps_dir

SHIPPED = ["skirmish", "forest_clash", "great_battle"]
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=os.environ.get("XDG_RUNTIME_DIR", "/tmp"))


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} (the real Tiled) is not installed; .ci/run installs it")
    return path


def tiled(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([need("tiled"), *args], cwd=cwd, env=ENV, capture_output=True, text=True, timeout=60)


def copy_maps(tmp_path: Path) -> Path:
    """A copy of ``maps/`` (maps, tilesets, images) in ``tmp_path/maps``."""
    folder = tmp_path / "maps"
    shutil.copytree(maps_dir(), folder, ignore=shutil.ignore_patterns("tools", "__pycache__"))
    return folder


@pytest.fixture
def maps_copy(tmp_path: Path) -> Path:
    return copy_maps(tmp_path)


def export_json(folder: Path, name: str) -> dict:
    r = tiled("--export-map", "json", f"{name}.tmx", f"{name}.json", cwd=folder)
    assert r.returncode == 0, r.stderr
    assert "error" not in r.stderr.lower(), r.stderr
    return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))


def props(obj: dict) -> dict:
    return {p["name"]: p["value"] for p in obj.get("properties", [])}


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_maps_read_by_tiled_as_by_us(maps_copy, name):
    data = export_json(maps_copy, name)
    m = load_hexmap(maps_copy / f"{name}.tmx")
    assert (data["orientation"], data["staggeraxis"], data["staggerindex"]) == ("hexagonal", m.stagger_axis, m.stagger_index)
    assert (data["width"], data["height"], data["hexsidelength"]) == (m.width, m.height, m.hexsidelength)
    assert (data["tilewidth"], data["tileheight"]) == (m.layout.tile_width, m.layout.tile_height)
    assert props(data) == m.properties
    kinds = {"tilelayer": "tile", "objectgroup": "object", "imagelayer": "image", "group": "group"}
    assert [(l["name"], kinds[l["type"]]) for l in data["layers"]] == [(l.name, l.kind) for l in m.layers]
    for jl, ml in zip(data["layers"], m.layers):
        assert props(jl) == ml.properties
        if ml.kind == "tile":
            assert jl["data"] == [g for row in ml.gids for g in row]
        if ml.kind == "object":
            assert [(o["id"], o["name"], o["x"], o["y"], props(o)) for o in jl["objects"]] == [
                (o.id, o.name, o.x, o.y, o.properties) for o in ml.objects]
            for obj, mo in zip(jl["objects"], ml.objects):
                assert mo.kind == ("point" if obj.get("point") else "polygon" if "polygon" in obj else mo.kind)
                if "polygon" in obj:
                    assert mo.outline() == [(obj["x"] + p["x"], obj["y"] + p["y"]) for p in obj["polygon"]]


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_maps_survive_a_resave_by_tiled(maps_copy, name):
    """Open in Tiled 1.8 and save again: the same map reads."""
    before = load_hexmap(maps_copy / f"{name}.tmx")
    r = tiled("--export-map", "tmx", f"{name}.tmx", f"{name}.resaved.tmx", cwd=maps_copy)
    assert r.returncode == 0, r.stderr
    after = load_hexmap(maps_copy / f"{name}.resaved.tmx")
    assert after.properties == before.properties and after.tiles == before.tiles
    assert [(l.name, l.role, l.gids, l.objects) for l in after.layers] == [
        (l.name, l.role, l.gids, l.objects) for l in before.layers]


def test_tiled_reports_broken_xml(tmp_path):
    p = tmp_path / "broken.tmx"
    p.write_text("<map orientation='hexagonal'")
    r = tiled("--export-map", "json", "broken.tmx", "broken.json", cwd=tmp_path)
    assert r.returncode != 0  # Tiled agrees the file is unreadable; our checker says why (test_tiled.py)


# -- pixels: our Layout against tmxrasterizer, for all four stagger settings --------

STAGGERS = [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")]


def make_tiles(folder: Path, tw: int, th: int, side: int, axis: str) -> None:
    """A sheet of 6 opaque hexagons with a noisy fill, and two taller images in a collection."""
    pygame = pytest.importorskip("pygame")
    if axis == "y":
        e = (th - side) // 2
        hexagon = [(tw // 2, 0), (tw, e), (tw, e + side), (tw // 2, th), (0, e + side), (0, e)]
    else:
        e = (tw - side) // 2
        hexagon = [(e, 0), (e + side, 0), (tw, th // 2), (e + side, th), (e, th), (0, th // 2)]
    rng = random.Random(7)
    sheet = pygame.Surface((tw * 3, th * 2), pygame.SRCALPHA)
    for i in range(6):
        tile = pygame.Surface((tw, th), pygame.SRCALPHA)
        pygame.draw.polygon(tile, (40 * i + 30, 200 - 30 * i, 90 + 25 * i, 255), hexagon)
        for _ in range(40):
            x, y = rng.randrange(tw), rng.randrange(th)
            if tile.get_at((x, y)).a:
                tile.set_at((x, y), (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255))
        sheet.blit(tile, ((i % 3) * tw, (i // 3) * th))
    pygame.image.save(sheet, str(folder / "sheet.png"))
    for i, h in enumerate((th + 14, th + 22)):
        img = pygame.Surface((tw, h), pygame.SRCALPHA)
        pygame.draw.rect(img, (250, 240 - 60 * i, 20, 255), (tw // 4, 0, tw // 2, h - th // 2))
        pygame.draw.polygon(img, (20, 20, 60 + 90 * i, 255), [(x, y + h - th) for x, y in hexagon])
        pygame.image.save(img, str(folder / f"tall{i}.png"))
    (folder / "sheet.tsx").write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<tileset version="1.8" tiledversion="1.8.2" name="sheet" '
        f'tilewidth="{tw}" tileheight="{th}" tilecount="6" columns="3">\n'
        f' <image source="sheet.png" width="{tw * 3}" height="{th * 2}"/>\n</tileset>\n')
    (folder / "tall.tsx").write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<tileset version="1.8" tiledversion="1.8.2" name="tall" '
        f'tilewidth="{tw}" tileheight="{th + 22}" tilecount="2" columns="0">\n'
        ' <tileoffset x="3" y="-2"/>\n <grid orientation="orthogonal" width="1" height="1"/>\n'
        f' <tile id="0"><image width="{tw}" height="{th + 14}" source="tall0.png"/></tile>\n'
        f' <tile id="1"><image width="{tw}" height="{th + 22}" source="tall1.png"/></tile>\n</tileset>\n')


def make_map(folder: Path, axis: str, index: str, tw: int, th: int, side: int, w: int = 7, h: int = 6) -> Path:
    rng = random.Random(f"{axis}{index}")
    ground = [[rng.randint(1, 6) for _ in range(w)] for _ in range(h)]
    tall = [[rng.choice((0, 0, 0, 7, 8)) for _ in range(w)] for _ in range(h)]

    def csv(rows):
        return "\n" + ",\n".join(",".join(map(str, r)) for r in rows) + "\n"

    path = folder / f"m_{axis}_{index}.tmx"
    path.write_text(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" '
        f'renderorder="right-down" width="{w}" height="{h}" tilewidth="{tw}" tileheight="{th}" infinite="0" '
        f'hexsidelength="{side}" staggeraxis="{axis}" staggerindex="{index}" nextlayerid="3" nextobjectid="1">\n'
        ' <tileset firstgid="1" source="sheet.tsx"/>\n <tileset firstgid="7" source="tall.tsx"/>\n'
        f' <layer id="1" name="ground" width="{w}" height="{h}"><data encoding="csv">{csv(ground)}</data></layer>\n'
        f' <layer id="2" name="tall" width="{w}" height="{h}"><data encoding="csv">{csv(tall)}</data></layer>\n'
        '</map>\n')
    return path


def our_render(path: Path, margins: tuple[int, int, int, int]):
    """Draw the map as the renderer will: layers in document order, cells in Tiled's order."""
    import pygame

    from tabletop.core.tiled import load_hexmap

    m = load_hexmap(path)  # no game's map: only the geometry and tiles are used here
    left, top, right, bottom = margins
    w, h = m.pixel_size()
    out = pygame.Surface((w + left + right, h + top + bottom), pygame.SRCALPHA)
    images = {}
    for layer in m.tile_layers():
        for col, row in m.draw_order():
            gid = layer.gid_at(col, row)
            if not gid:
                continue
            tile = m.tiles[gid]
            if tile.path not in images:
                images[tile.path] = pygame.image.load(tile.path)
            x, y = m.tile_position(gid, col, row, layer)
            out.blit(images[tile.path], (x + left, y + top), pygame.Rect(tile.rect))
    return out


@pytest.mark.parametrize("axis, index", STAGGERS)
def test_layout_matches_tmxrasterizer_pixel_for_pixel(tmp_path, axis, index):
    pygame = pytest.importorskip("pygame")
    raster = need("tmxrasterizer")
    tw, th, side = (40, 46, 24) if axis == "y" else (46, 40, 24)
    make_tiles(tmp_path, tw, th, side, axis)
    path = make_map(tmp_path, axis, index, tw, th, side)
    r = subprocess.run([raster, "--no-smoothing", path.name, "tiled.png"], cwd=tmp_path, env=ENV,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    theirs = pygame.image.load(str(tmp_path / "tiled.png"))
    # tmxrasterizer 1.8 crops to the map's own size: what sticks out (tall images, the offset) is cut off
    margins = (0, 0, 0, 0)
    ours = our_render(path, margins)
    assert theirs.get_size() == ours.get_size()
    a = pygame.image.tobytes(theirs, "RGBA")
    b = pygame.image.tobytes(ours, "RGBA")
    if a != b:
        w = ours.get_width()
        diff = [(i // 4 % w, i // 4 // w) for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4]]
        pygame.image.save(ours, str(tmp_path / "ours.png"))
        pytest.fail(f"{len(diff)} pixels differ, first at {diff[:5]} (see {tmp_path})")
