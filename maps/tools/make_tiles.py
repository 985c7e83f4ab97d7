"""Draw the hex tile art for the Dunbine maps (Byston Well's sky) and write the .tsx tilesets.

Run from the repository root::

    SDL_VIDEODRIVER=dummy python maps/tools/make_tiles.py

It writes ``maps/tiles/byston_terrain.png`` (a sprite sheet of pointy-top hex
tiles, 56x64 px, straight side 32 px), ``maps/tiles/landmark_*.png`` (taller
images: castles, towers, a giant tree, anchored bottom-left on their cell) and
the two tilesets ``maps/byston_terrain.tsx`` and ``maps/byston_landmarks.tsx``.
Everything is drawn from fixed seeds, so running it twice gives the same files.
Only this tool uses pygame; the game reads the results with pytmx.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

import pygame

TILE_W, TILE_H, SIDE = 56, 64, 32
EDGE = (TILE_H - SIDE) // 2  # 16: height of the slanted part at top and bottom
HEX = [(TILE_W // 2, 0), (TILE_W, EDGE), (TILE_W, EDGE + SIDE), (TILE_W // 2, TILE_H),
       (0, EDGE + SIDE), (0, EDGE)]
MAPS = Path(__file__).resolve().parents[1]
TILES = MAPS / "tiles"

# (id, terrain key, Japanese name, English name): the order is the tile id in the sheet.
TERRAIN = [
    ("sky", "空", "Open sky"),
    ("high_sky", "高空", "High sky"),
    ("cloud", "雲", "Cloud"),
    ("thick_cloud", "厚い雲", "Thick cloud"),
    ("plain", "平原（眼下）", "Plain far below"),
    ("forest", "森（眼下）", "Forest far below"),
    ("mountain", "山岳（眼下）", "Mountains far below"),
    ("lake", "湖（眼下）", "Lake far below"),
    ("sea", "海（眼下）", "Sea far below"),
    ("town", "町（眼下）", "Town far below"),
    ("storm", "嵐雲", "Storm cloud"),
    ("aura_light", "オーラの光", "Aura light"),
]
COLUMNS = 4

LANDMARKS = [
    # (name, terrain key of the cell below, ja, en, image height)
    ("castle", "castle", "城", "Castle", 96),
    ("tower", "tower", "見張り塔", "Watchtower", 88),
    ("great_tree", "great_tree", "大樹", "Great tree", 92),
    ("floating_rock", "floating_rock", "浮き岩", "Floating rock", 80),
]


def hex_mask() -> pygame.Surface:
    mask = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), HEX)
    return mask


def clip_to_hex(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    mask = hex_mask()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.polygon(out, (20, 40, 70, 90), HEX, 1)  # faint grid line
    return out


def sky(rng: random.Random, top=(96, 150, 214), bottom=(150, 196, 236)) -> pygame.Surface:
    s = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
    for y in range(TILE_H):
        t = y / (TILE_H - 1)
        c = tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.line(s, c, (0, y), (TILE_W, y))
    for _ in range(3):  # faint wind streaks
        y = rng.randrange(4, TILE_H - 4)
        x = rng.randrange(0, TILE_W // 2)
        pygame.draw.line(s, (*[min(255, v + 22) for v in bottom], 255), (x, y), (x + rng.randrange(10, 24), y))
    return s


def puffs(s: pygame.Surface, rng: random.Random, count: int, color, rmin: int, rmax: int) -> None:
    for _ in range(count):
        r = rng.randrange(rmin, rmax)
        x, y = rng.randrange(0, TILE_W), rng.randrange(6, TILE_H - 6)
        pygame.draw.circle(s, (max(0, color[0] - 30), max(0, color[1] - 30), max(0, color[2] - 25)), (x + 2, y + 3), r)
        pygame.draw.circle(s, color, (x, y), r)


def haze(s: pygame.Surface, alpha: int = 105) -> None:
    """The pale blue veil of the air between the battle and the ground far below."""
    veil = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
    veil.fill((170, 205, 240, alpha))
    s.blit(veil, (0, 0))


def ground(rng: random.Random, base, patches, count: int) -> pygame.Surface:
    s = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
    s.fill(base)
    for _ in range(count):
        c = patches[rng.randrange(len(patches))]
        w, h = rng.randrange(6, 18), rng.randrange(5, 14)
        pygame.draw.rect(s, c, (rng.randrange(-4, TILE_W), rng.randrange(-4, TILE_H), w, h))
    return s


def draw_terrain(key: str, rng: random.Random) -> pygame.Surface:
    if key == "sky":
        s = sky(rng)
    elif key == "high_sky":
        s = sky(rng, (60, 104, 184), (98, 146, 210))
    elif key == "cloud":
        s = sky(rng)
        puffs(s, rng, 5, (244, 246, 250), 6, 11)
    elif key == "thick_cloud":
        s = sky(rng, (190, 198, 212), (214, 220, 230))
        puffs(s, rng, 12, (250, 250, 252), 8, 15)
    elif key == "storm":
        s = sky(rng, (70, 74, 92), (96, 100, 120))
        puffs(s, rng, 10, (120, 122, 140), 8, 14)
        x = rng.randrange(16, 40)
        pts = [(x, 10), (x - 6, 30), (x + 2, 30), (x - 4, 54)]
        pygame.draw.lines(s, (255, 240, 140), False, pts, 2)
    elif key == "aura_light":
        s = sky(rng)
        for r, a in ((22, 60), (15, 110), (8, 190)):
            glow = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
            pygame.draw.circle(glow, (190, 255, 210, a), (TILE_W // 2, TILE_H // 2), r)
            s.blit(glow, (0, 0))
    elif key == "plain":
        s = ground(rng, (126, 168, 92), [(146, 184, 100), (170, 176, 98), (112, 150, 82)], 14)
        haze(s)
    elif key == "forest":
        s = ground(rng, (54, 100, 56), [(44, 86, 48)], 4)
        for _ in range(26):
            x, y = rng.randrange(0, TILE_W), rng.randrange(0, TILE_H)
            pygame.draw.circle(s, (32, 72, 40), (x + 1, y + 2), 4)
            pygame.draw.circle(s, (70, 128, 66), (x, y), 4)
        haze(s)
    elif key == "mountain":
        s = ground(rng, (120, 112, 96), [(134, 124, 104)], 6)
        for _ in range(3):
            x, y = rng.randrange(6, TILE_W - 6), rng.randrange(24, TILE_H - 6)
            w, h = rng.randrange(14, 22), rng.randrange(16, 26)
            pygame.draw.polygon(s, (92, 84, 74), [(x - w, y), (x, y - h), (x + w, y)])
            pygame.draw.polygon(s, (236, 236, 240), [(x - w // 4, y - h + h // 4), (x, y - h), (x + w // 4, y - h + h // 4)])
        haze(s)
    elif key == "lake":
        s = ground(rng, (126, 168, 92), [(112, 150, 82)], 6)
        pygame.draw.ellipse(s, (58, 108, 170), (6, 12, TILE_W - 12, TILE_H - 24))
        for _ in range(4):
            x, y = rng.randrange(14, TILE_W - 20), rng.randrange(20, TILE_H - 20)
            pygame.draw.line(s, (120, 170, 220), (x, y), (x + 8, y))
        haze(s)
    elif key == "sea":
        s = ground(rng, (40, 88, 150), [(48, 98, 162), (36, 80, 140)], 10)
        haze(s, 90)
    elif key == "town":
        s = ground(rng, (126, 168, 92), [(146, 184, 100)], 6)
        for _ in range(12):
            x, y = rng.randrange(4, TILE_W - 8), rng.randrange(6, TILE_H - 8)
            pygame.draw.rect(s, (150, 70, 52), (x, y, 6, 5))
            pygame.draw.rect(s, (220, 206, 180), (x, y + 5, 6, 2))
        haze(s)
    else:  # pragma: no cover - the list above is the whole set
        raise ValueError(key)
    return clip_to_hex(s)


def draw_landmark(key: str, height: int, rng: random.Random) -> pygame.Surface:
    """A tall image: a structure rising above its cell, transparent around it so the terrain shows."""
    s = pygame.Surface((TILE_W, height), pygame.SRCALPHA)
    cx, by = TILE_W // 2, height - TILE_H // 2 + 6  # foot of the structure, mid-cell
    shadow = pygame.Surface((TILE_W, height), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (10, 20, 40, 70), (cx - 22, by - 6, 44, 12))
    s.blit(shadow, (0, 0))
    if key == "castle":
        pygame.draw.rect(s, (128, 118, 110), (cx - 20, by - 34, 40, 34))
        for x in (cx - 22, cx - 6, cx + 10):
            pygame.draw.rect(s, (150, 140, 130), (x, by - 58, 12, 58))
            pygame.draw.polygon(s, (120, 40, 44), [(x - 2, by - 58), (x + 6, by - 78), (x + 14, by - 58)])
        pygame.draw.rect(s, (50, 40, 36), (cx - 5, by - 14, 10, 14))
    elif key == "tower":
        pygame.draw.rect(s, (140, 130, 116), (cx - 7, by - 62, 14, 62))
        pygame.draw.polygon(s, (60, 70, 120), [(cx - 11, by - 62), (cx, by - 82), (cx + 11, by - 62)])
        pygame.draw.rect(s, (250, 230, 140), (cx - 2, by - 50, 4, 6))
    elif key == "great_tree":
        pygame.draw.rect(s, (92, 64, 40), (cx - 5, by - 40, 10, 40))
        for _ in range(16):
            x, y = cx + rng.randrange(-20, 20), by - 50 + rng.randrange(-30, 12)
            pygame.draw.circle(s, (38, 92, 46), (x + 1, y + 2), 9)
            pygame.draw.circle(s, (66, 132, 64), (x, y), 8)
    elif key == "floating_rock":
        pts = [(cx - 22, by - 36), (cx + 22, by - 38), (cx + 12, by - 18), (cx + 2, by - 4), (cx - 10, by - 20)]
        pygame.draw.polygon(s, (110, 98, 86), pts)
        pygame.draw.polygon(s, (96, 150, 80), [(cx - 22, by - 36), (cx + 22, by - 38), (cx + 18, by - 44), (cx - 18, by - 44)])
    return s


def prop(name: str, value: str) -> str:
    return f'    <property name="{name}" value="{value}"/>\n'


def write_terrain() -> None:
    rows = math.ceil(len(TERRAIN) / COLUMNS)
    sheet = pygame.Surface((TILE_W * COLUMNS, TILE_H * rows), pygame.SRCALPHA)
    for i, (key, _ja, _en) in enumerate(TERRAIN):
        tile = draw_terrain(key, random.Random(f"terrain:{key}"))
        sheet.blit(tile, ((i % COLUMNS) * TILE_W, (i // COLUMNS) * TILE_H))
    pygame.image.save(sheet, str(TILES / "byston_terrain.png"))
    tiles = []
    for i, (key, ja, en) in enumerate(TERRAIN):
        tiles.append(f' <tile id="{i}">\n  <properties>\n' + prop("terrain", key)
                     + prop("name_ja", ja) + prop("name_en", en) + "  </properties>\n </tile>\n")
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<tileset version="1.8" tiledversion="1.8.2" name="byston_terrain" tilewidth="{TILE_W}" '
            f'tileheight="{TILE_H}" tilecount="{len(TERRAIN)}" columns="{COLUMNS}">\n'
            ' <grid orientation="orthogonal" width="1" height="1"/>\n'
            f' <image source="tiles/byston_terrain.png" width="{sheet.get_width()}" height="{sheet.get_height()}"/>\n'
            + "".join(tiles) + "</tileset>\n")
    (MAPS / "byston_terrain.tsx").write_text(text, encoding="utf-8")


def write_landmarks() -> None:
    tiles = []
    maxh = max(h for *_rest, h in LANDMARKS)
    for i, (key, terrain, ja, en, height) in enumerate(LANDMARKS):
        img = draw_landmark(key, height, random.Random(f"landmark:{key}"))
        name = f"landmark_{key}.png"
        pygame.image.save(img, str(TILES / name))
        tiles.append(f' <tile id="{i}">\n  <properties>\n' + prop("terrain", terrain)
                     + prop("name_ja", ja) + prop("name_en", en) + "  </properties>\n"
                     f'  <image width="{TILE_W}" height="{height}" source="tiles/{name}"/>\n </tile>\n')
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<tileset version="1.8" tiledversion="1.8.2" name="byston_landmarks" tilewidth="{TILE_W}" '
            f'tileheight="{maxh}" tilecount="{len(LANDMARKS)}" columns="0">\n'
            ' <grid orientation="orthogonal" width="1" height="1"/>\n'
            + "".join(tiles) + "</tileset>\n")
    (MAPS / "byston_landmarks.tsx").write_text(text, encoding="utf-8")


def main() -> None:
    TILES.mkdir(parents=True, exist_ok=True)
    write_terrain()
    write_landmarks()
    print(f"wrote {len(TERRAIN)} terrain tiles and {len(LANDMARKS)} landmarks into {TILES}")


if __name__ == "__main__":
    main()
