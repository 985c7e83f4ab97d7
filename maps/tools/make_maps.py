"""Lay out the shipped Dunbine maps (.tmx) and their scenario files (.scenario.toml).

Run from the repository root (after ``make_tiles.py``)::

    python maps/tools/make_maps.py

The maps are ordinary Tiled 1.8 files: open them in Tiled, paint, move the
zones and units, save. This tool only made the first version of each (terrain
from fixed-seed noise, zones and units placed by cell); once a map has been
edited by hand, do not run it again over it (``--force`` is needed to
overwrite an existing map).
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tabletop.core.hexgrid import Layout  # noqa: E402

MAPS = ROOT / "maps"
TILE_W, TILE_H, SIDE = 56, 64, 32
TERRAIN = ["sky", "high_sky", "cloud", "thick_cloud", "plain", "forest", "mountain", "lake",
           "sea", "town", "storm", "aura_light"]
LANDMARKS = ["castle", "tower", "great_tree", "floating_rock"]
TERRAIN_FIRSTGID = 1
LANDMARK_FIRSTGID = TERRAIN_FIRSTGID + len(TERRAIN)


@dataclass
class Unit:
    name: str
    side: str
    machine: str
    pilot: str
    cell: tuple[int, int]
    facing: int
    thrust: int | None = None


@dataclass
class Scenario:
    name: str
    width: int
    height: int
    seed: int
    title_ja: str
    title_en: str
    ground: list[str]          # what lies far below, by noise level (low to high)
    zone_a: list[tuple[int, int]]  # polygon corners in cells (col, row) of the zone's outline
    zone_b: list[tuple[int, int]]
    units: list[Unit]
    landmarks: dict[tuple[int, int], str] = field(default_factory=dict)
    turn_limit: int = 10
    victory: str = "annihilation"
    victory_ja: str = ""
    victory_en: str = ""
    cloudiness: float = 0.35


def smooth_noise(rng: random.Random, width: int, height: int, scale: int) -> list[list[float]]:
    """Value noise in 0..1: random values on a coarse grid, bilinearly blended."""
    gw, gh = width // scale + 2, height // scale + 2
    grid = [[rng.random() for _ in range(gw)] for _ in range(gh)]
    out = []
    for row in range(height):
        line = []
        for col in range(width):
            fx, fy = col / scale, row / scale
            x0, y0 = int(fx), int(fy)
            tx, ty = fx - x0, fy - y0
            tx, ty = tx * tx * (3 - 2 * tx), ty * ty * (3 - 2 * ty)
            a = grid[y0][x0] * (1 - tx) + grid[y0][x0 + 1] * tx
            b = grid[y0 + 1][x0] * (1 - tx) + grid[y0 + 1][x0 + 1] * tx
            line.append(a * (1 - ty) + b * ty)
        out.append(line)
    return out


def terrain_grid(sc: Scenario) -> list[list[int]]:
    rng = random.Random(sc.seed)
    ground = smooth_noise(rng, sc.width, sc.height, 6)
    cloud = smooth_noise(rng, sc.width, sc.height, 4)
    detail = smooth_noise(rng, sc.width, sc.height, 2)
    rows = []
    for r in range(sc.height):
        line = []
        for c in range(sc.width):
            cv = cloud[r][c] * 0.8 + detail[r][c] * 0.2
            if cv > 1 - sc.cloudiness * 0.25:
                key = "storm" if detail[r][c] > 0.8 else "thick_cloud"
            elif cv > 1 - sc.cloudiness * 0.6:
                key = "thick_cloud"
            elif cv > 1 - sc.cloudiness:
                key = "cloud"
            elif cv < 0.12:
                key = "high_sky"
            else:
                g = ground[r][c]
                band = min(len(sc.ground) - 1, int(g * len(sc.ground)))
                key = sc.ground[band]
            line.append(TERRAIN_FIRSTGID + TERRAIN.index(key))
        rows.append(line)
    return rows


def csv(rows: list[list[int]]) -> str:
    return "\n" + ",\n".join(",".join(str(v) for v in row) for row in rows) + "\n"


def zone_points(layout: Layout, cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Pixel corners for a zone outline given by cell corners (their box centres)."""
    return [tuple(int(v) for v in layout.cell_center(c, r)) for c, r in cells]


def props(items: list[tuple[str, str, object]], indent: str) -> str:
    out = [f"{indent}<properties>"]
    for name, typ, value in sorted(items):  # Tiled keeps properties sorted by name
        t = "" if typ == "string" else f' type="{typ}"'
        out.append(f"{indent} <property name={quoteattr(name)}{t} value={quoteattr(str(value))}/>")
    out.append(f"{indent}</properties>")
    return "\n".join(out)


def write_map(sc: Scenario) -> str:
    layout = Layout(TILE_W, TILE_H, SIDE, "y", "odd")
    terrain = terrain_grid(sc)
    marks = [[0] * sc.width for _ in range(sc.height)]
    for (c, r), key in sc.landmarks.items():
        marks[r][c] = LANDMARK_FIRSTGID + LANDMARKS.index(key)
    next_id = 1
    objects_zones, objects_units = [], []
    for side, outline in (("a", sc.zone_a), ("b", sc.zone_b)):
        pts = zone_points(layout, outline)
        x0, y0 = pts[0]
        rel = " ".join(f"{x - x0},{y - y0}" for x, y in pts)
        objects_zones.append(
            f'  <object id="{next_id}" name="deploy {side}" type="zone" x="{x0}" y="{y0}">\n'
            + props([("side", "string", side)], "   ") + f'\n   <polygon points="{rel}"/>\n  </object>')
        next_id += 1
    for u in sc.units:
        x, y = layout.cell_center(*u.cell)
        items = [("side", "string", u.side), ("machine", "string", u.machine),
                 ("pilot", "string", u.pilot), ("facing", "int", u.facing)]
        if u.thrust is not None:
            items.append(("thrust", "int", u.thrust))
        objects_units.append(
            f'  <object id="{next_id}" name={quoteattr(u.name)} type="unit" x="{x:g}" y="{y:g}">\n'
            + props(items, "   ") + "\n   <point/>\n  </object>")
        next_id += 1
    map_props = props([
        ("game", "string", "dunbine"), ("schema_version", "int", 1),
        ("title_ja", "string", sc.title_ja), ("title_en", "string", sc.title_en),
        ("side_a_ja", "string", "ギブン家／ナの国"), ("side_a_en", "string", "House Gibun / Na Kingdom"),
        ("side_b_ja", "string", "ドレイク軍"), ("side_b_en", "string", "Drake's army"),
    ], " ")
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" width="{sc.width}" height="{sc.height}" tilewidth="{TILE_W}" tileheight="{TILE_H}" infinite="0" hexsidelength="{SIDE}" staggeraxis="y" staggerindex="odd" nextlayerid="5" nextobjectid="{next_id}">
{map_props}
 <tileset firstgid="{TERRAIN_FIRSTGID}" source="byston_terrain.tsx"/>
 <tileset firstgid="{LANDMARK_FIRSTGID}" source="byston_landmarks.tsx"/>
 <layer id="1" name="terrain" width="{sc.width}" height="{sc.height}">
{props([("role", "string", "terrain")], "  ")}
  <data encoding="csv">{csv(terrain)}</data>
 </layer>
 <layer id="2" name="landmarks" width="{sc.width}" height="{sc.height}">
{props([("role", "string", "decor")], "  ")}
  <data encoding="csv">{csv(marks)}</data>
 </layer>
 <objectgroup id="3" name="deployment zones">
{props([("role", "string", "zones")], "  ")}
{chr(10).join(objects_zones)}
 </objectgroup>
 <objectgroup id="4" name="units">
{props([("role", "string", "units")], "  ")}
{chr(10).join(objects_units)}
 </objectgroup>
</map>
"""


def toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_scenario(sc: Scenario) -> str:
    return (f"# Scenario rules for maps/{sc.name}.tmx (read by the Dunbine game; see docs/maps.md)\n"
            "# Numbers: the tabletop project's own design (not from any published product)\n"
            f"title_ja = {toml_str(sc.title_ja)}\n"
            f"title_en = {toml_str(sc.title_en)}\n"
            f'map = "{sc.name}.tmx"\n'
            f"turn_limit = {sc.turn_limit}\n"
            f"victory = {toml_str(sc.victory)}\n"
            f"victory_ja = {toml_str(sc.victory_ja)}\n"
            f"victory_en = {toml_str(sc.victory_en)}\n")


ANNIHILATION_JA = "敵陣営の機体をすべて撃墜した陣営の勝利。ターン制限に達したら、撃墜した敵機の数が多い陣営の勝利（同数なら引き分け）。"
ANNIHILATION_EN = ("The side that shoots down every enemy machine wins. At the turn limit, the side that "
                   "shot down more enemy machines wins (a draw if equal).")

SCENARIOS = [
    Scenario(
        name="skirmish", width=30, height=20, seed=1101,
        title_ja="ラース・ワウ上空の遭遇戦", title_en="Encounter over Rhas Wau",
        ground=["forest", "plain", "sky", "sky", "plain", "town"],
        zone_a=[(0, 3), (4, 3), (4, 16), (0, 16)], zone_b=[(25, 3), (29, 3), (29, 16), (25, 16)],
        units=[
            Unit("ショウのダンバイン / Sho's Dunbine", "a", "dunbine", "sho", (2, 8), 0),
            Unit("マーベルのダンバイン / Marvel's Dunbine", "a", "dunbine", "marvel", (2, 11), 0),
            Unit("トッドのドラムロ / Todd's Drumlo", "b", "drumlo", "todd", (27, 8), 3),
            Unit("バーンのドラムロ / Bern's Drumlo", "b", "drumlo", "bern", (27, 11), 3),
        ],
        landmarks={(14, 9): "castle", (9, 15): "great_tree"},
        turn_limit=8, victory="annihilation", victory_ja=ANNIHILATION_JA, victory_en=ANNIHILATION_EN,
    ),
    Scenario(
        name="forest_clash", width=44, height=30, seed=2202,
        title_ja="ナの国境の森の激突", title_en="Clash over the Na Border Forest",
        ground=["lake", "forest", "forest", "sky", "forest", "mountain"],
        zone_a=[(0, 4), (6, 2), (7, 26), (0, 25)], zone_b=[(37, 2), (43, 4), (43, 25), (36, 27)],
        units=[
            Unit("ショウのダンバイン / Sho's Dunbine", "a", "dunbine", "sho", (3, 12), 0),
            Unit("ニーのボゾン / Ni's Bozune", "a", "bozune", "ni", (3, 15), 0),
            Unit("キーンのボゾン / Keen's Bozune", "a", "bozune", "keen", (4, 18), 0),
            Unit("トッドのバストール / Todd's Bastole", "b", "bastole", "todd", (40, 11), 3),
            Unit("ガラリアのバストール / Galalia's Bastole", "b", "bastole", "galalia", (40, 14), 3),
            Unit("ジェリルのレプラカーン / Jerril's Leprechaun", "b", "leprechaun", "jerril", (39, 17), 3),
        ],
        landmarks={(20, 6): "great_tree", (24, 21): "great_tree", (22, 14): "tower", (31, 25): "great_tree"},
        turn_limit=10, victory="annihilation", victory_ja=ANNIHILATION_JA, victory_en=ANNIHILATION_EN,
        cloudiness=0.3,
    ),
    Scenario(
        name="great_battle", width=64, height=44, seed=3303,
        title_ja="ドレイク城上空の決戦", title_en="Decisive Battle over Drake's Castle",
        ground=["sea", "sky", "plain", "town", "sky", "forest", "mountain"],
        zone_a=[(0, 6), (8, 6), (10, 22), (8, 37), (0, 37)], zone_b=[(55, 6), (63, 6), (63, 37), (55, 37), (53, 22)],
        units=[
            Unit("ショウのビルバイン / Sho's Billbine", "a", "billbine", "sho", (4, 18), 0),
            Unit("マーベルのダンバイン / Marvel's Dunbine", "a", "dunbine", "marvel", (4, 21), 0),
            Unit("ニーのダーナ・オシー / Ni's Dana O'Shee", "a", "dana_oshee", "ni", (3, 24), 0),
            Unit("キーンのボゾン / Keen's Bozune", "a", "bozune", "keen", (5, 15), 0),
            Unit("リムルのダーナ・オシー / Riml's Dana O'Shee", "a", "dana_oshee", "riml", (2, 27), 0),
            Unit("トッドのズワァース / Todd's Zwarth", "b", "zwarth", "todd", (59, 18), 3),
            Unit("バーンのズワァース / Bern's Zwarth", "b", "zwarth", "bern", (59, 21), 3),
            Unit("ガラリアのバストール / Galalia's Bastole", "b", "bastole", "galalia", (60, 24), 3),
            Unit("ジェリルのレプラカーン / Jerril's Leprechaun", "b", "leprechaun", "jerril", (58, 15), 3),
            Unit("フェイのビランビー / Fei's Bilanbee", "b", "bilanbee", "fei_chen_kwan", (60, 27), 3),
            Unit("ミュージィのガラバ / Musee's Garaba", "b", "garaba", "musee_poe", (58, 30), 3),
            Unit("トカマクのボチューン / Tokamak's Botune", "b", "botune", "tokamak", (57, 12), 3, thrust=4),
        ],
        landmarks={(32, 21): "castle", (30, 19): "tower", (34, 24): "tower", (20, 9): "floating_rock",
                   (44, 34): "floating_rock", (14, 30): "great_tree", (48, 10): "great_tree"},
        turn_limit=12, victory="annihilation", victory_ja=ANNIHILATION_JA, victory_en=ANNIHILATION_EN,
        cloudiness=0.4,
    ),
]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--force", action="store_true", help="overwrite maps that already exist")
    args = ap.parse_args(argv)
    for sc in SCENARIOS:
        tmx = MAPS / f"{sc.name}.tmx"
        if tmx.exists() and not args.force:
            print(f"{tmx.name}: exists, left alone (use --force to overwrite)")
            continue
        tmx.write_text(write_map(sc), encoding="utf-8")
        (MAPS / f"{sc.name}.scenario.toml").write_text(write_scenario(sc), encoding="utf-8")
        print(f"wrote {tmx.name} ({sc.width}x{sc.height}) and {sc.name}.scenario.toml")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
