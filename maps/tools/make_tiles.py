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


K = 4                         # tiles are drawn K times larger and smoothed down: soft, anti-aliased edges
BW, BH = TILE_W * K, TILE_H * K
LIGHT = (-0.6, -0.8)          # one light for every tile: from the top left


def canvas(fill=None) -> pygame.Surface:
    s = pygame.Surface((BW, BH), pygame.SRCALPHA)
    if fill is not None:
        s.fill(fill)
    return s


def gradient(s: pygame.Surface, top, bottom) -> None:
    for y in range(BH):
        f = y / (BH - 1)
        pygame.draw.line(s, tuple(int(top[i] + (bottom[i] - top[i]) * f) for i in range(3)), (0, y), (BW, y))


def soft(s: pygame.Surface, colour, alpha: int, draw) -> None:
    """Draw with ``draw(layer, colour)`` on a layer blended at ``alpha``."""
    layer = canvas()
    draw(layer, (*colour[:3], 255))
    layer.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(layer, (0, 0))


def shade(colour, k: float):
    """``colour`` lighter (k > 0) or darker (k < 0)."""
    return tuple(max(0, min(255, int(c + (255 - c) * k if k > 0 else c * (1 + k)))) for c in colour[:3])


def sky(rng: random.Random, top=(92, 146, 212), bottom=(146, 192, 236)) -> pygame.Surface:
    s = canvas()
    gradient(s, top, bottom)
    for _ in range(2):  # faint wind streaks
        y, x = rng.randrange(12, BH - 12), rng.randrange(0, BW // 2)
        soft(s, shade(bottom, 0.35), 120, lambda l, c: pygame.draw.line(l, c, (x, y), (x + rng.randrange(40, 90), y - 4), K))
    return s


def cloud(s: pygame.Surface, rng: random.Random, centre, spread: int, count: int, body, rmin: int, rmax: int) -> None:
    """A cloud of round puffs: a soft shadow under it, the body, highlights towards the light."""
    puffs = [(centre[0] + rng.randrange(-spread, spread), centre[1] + rng.randrange(-spread * 2 // 3, spread * 2 // 3),
              rng.randrange(rmin, rmax)) for _ in range(count)]
    soft(s, shade(body, -0.35), 150, lambda l, c: [pygame.draw.circle(l, c, (x + 2 * K, y + 3 * K), r) for x, y, r in puffs])
    for x, y, r in puffs:
        pygame.draw.circle(s, shade(body, -0.08), (x, y), r)
    for x, y, r in puffs:
        pygame.draw.circle(s, body, (x + int(LIGHT[0] * r * 0.25), y + int(LIGHT[1] * r * 0.25)), int(r * 0.8))
    soft(s, shade(body, 0.6), 140, lambda l, c: [pygame.draw.circle(l, c, (x + int(LIGHT[0] * r * 0.4), y + int(LIGHT[1] * r * 0.4)),
                                                                     int(r * 0.45)) for x, y, r in puffs])


def haze(s: pygame.Surface, alpha: int = 100) -> None:
    """The pale blue veil of the air between the battle and the ground far below."""
    veil = canvas((170, 205, 240, alpha))
    s.blit(veil, (0, 0))


def fields(s: pygame.Surface, rng: random.Random, tones, count: int, line) -> None:
    """Farmland seen from far above: a patchwork of slanted plots with pale edges."""
    for _ in range(count):
        x, y = rng.randrange(-20 * K, BW), rng.randrange(-10 * K, BH)
        w, h, skew = rng.randrange(10 * K, 22 * K), rng.randrange(8 * K, 16 * K), rng.randrange(-4 * K, 4 * K)
        pts = [(x, y), (x + w, y + skew), (x + w, y + skew + h), (x, y + h)]
        pygame.draw.polygon(s, tones[rng.randrange(len(tones))], pts)
        pygame.draw.polygon(s, line, pts, K // 2)


def trees(s: pygame.Surface, rng: random.Random, count: int, colour, r: int) -> None:
    spots = [(rng.randrange(0, BW), rng.randrange(0, BH), rng.randrange(r * 3 // 4, r + 1)) for _ in range(count)]
    for x, y, rr in spots:
        pygame.draw.circle(s, shade(colour, -0.45), (x + K, y + 2 * K), rr)
    for x, y, rr in spots:
        pygame.draw.circle(s, colour, (x, y), rr)
        pygame.draw.circle(s, shade(colour, 0.25), (x - rr // 3, y - rr // 3), rr // 2)


def mountains(s: pygame.Surface, rng: random.Random, count: int) -> None:
    peaks = sorted(((rng.randrange(8 * K, BW - 8 * K), rng.randrange(24 * K, BH - 4 * K), rng.randrange(14 * K, 22 * K),
                     rng.randrange(16 * K, 26 * K)) for _ in range(count)), key=lambda p: p[1])
    for x, y, w, h in peaks:   # back to front; the lit west face, the shaded east face, snow on top
        top = (x + rng.randrange(-3 * K, 3 * K), y - h)
        pygame.draw.polygon(s, (150, 140, 122), [(x - w, y), top, (x, y)])
        pygame.draw.polygon(s, (96, 88, 78), [(x, y), top, (x + w, y)])
        snow = [(top[0] - w // 4, top[1] + h // 4), top, (top[0] + w // 4, top[1] + h // 4), (top[0], top[1] + h // 5)]
        pygame.draw.polygon(s, (240, 242, 246), snow)
        pygame.draw.line(s, (78, 70, 62), top, (x, y), K // 2)


def blob(rng: random.Random, centre, radius: int, parts: int) -> list[tuple[int, int, int]]:
    """Overlapping circles: an irregular round shape (a lake)."""
    out = [(centre[0], centre[1], radius)]
    for _ in range(parts):
        a = rng.random() * math.tau
        d = radius * rng.uniform(0.3, 0.6)
        out.append((int(centre[0] + math.cos(a) * d), int(centre[1] + math.sin(a) * d), int(radius * rng.uniform(0.5, 0.8))))
    return out


def draw_terrain(key: str, rng: random.Random) -> pygame.Surface:
    green = [(120, 164, 88), (138, 178, 96), (160, 170, 94), (108, 150, 80)]
    if key == "sky":
        s = sky(rng)
    elif key == "high_sky":
        s = sky(rng, (54, 96, 178), (92, 140, 206))
    elif key == "cloud":
        s = sky(rng)
        cloud(s, rng, (BW // 2, BH // 2), 14 * K, 7, (246, 248, 252), 6 * K, 11 * K)
    elif key == "thick_cloud":
        s = canvas()
        gradient(s, (196, 204, 218), (218, 224, 234))
        for cy in (BH // 4, BH // 2, BH * 3 // 4):
            cloud(s, rng, (BW // 2, cy), 22 * K, 6, (250, 250, 252), 8 * K, 14 * K)
    elif key == "storm":
        s = canvas()
        gradient(s, (62, 66, 86), (92, 96, 118))
        for cy in (BH // 3, BH * 2 // 3):
            cloud(s, rng, (BW // 2, cy), 20 * K, 6, (118, 120, 140), 8 * K, 13 * K)
        x = rng.randrange(22 * K, 34 * K)
        bolt = [(x + 4 * K, 8 * K), (x - 6 * K, 32 * K), (x + 1 * K, 32 * K), (x - 5 * K, 56 * K), (x + 8 * K, 26 * K),
                (x + 1 * K, 26 * K), (x + 9 * K, 8 * K)]
        soft(s, (255, 244, 170), 90, lambda l, c: pygame.draw.lines(l, c, True, bolt, 4 * K))
        pygame.draw.polygon(s, (255, 240, 140), bolt)
        pygame.draw.polygon(s, (120, 100, 40), bolt, K // 2)
    elif key == "aura_light":
        s = sky(rng)
        for r in range(26 * K, 0, -K):
            f = 1 - r / (26 * K)
            soft(s, (190, 255, 214), int(24 + 40 * f), lambda l, c, r=r: pygame.draw.circle(l, c, (BW // 2, BH // 2), r))
        for _ in range(6):   # sparkles
            x, y, r = rng.randrange(10 * K, BW - 10 * K), rng.randrange(12 * K, BH - 12 * K), rng.randrange(2 * K, 4 * K)
            pygame.draw.polygon(s, (250, 255, 240), [(x, y - r), (x + r // 4, y), (x, y + r), (x - r // 4, y)])
            pygame.draw.polygon(s, (250, 255, 240), [(x - r, y), (x, y - r // 4), (x + r, y), (x, y + r // 4)])
    elif key == "plain":
        s = canvas(green[0])
        fields(s, rng, green, 16, (176, 196, 128))
        haze(s)
    elif key == "forest":
        s = canvas((48, 92, 52))
        trees(s, rng, 40, (64, 122, 62), 5 * K)
        haze(s)
    elif key == "mountain":
        s = canvas((126, 118, 100))
        mountains(s, rng, 3)
        haze(s)
    elif key == "lake":
        s = canvas(green[0])
        fields(s, rng, green, 10, (176, 196, 128))
        shape = blob(rng, (BW // 2, BH // 2), 19 * K, 4)
        for x, y, r in shape:
            pygame.draw.circle(s, (196, 188, 140), (x, y), r + 2 * K)   # the shore
        for x, y, r in shape:
            pygame.draw.circle(s, (56, 106, 168), (x, y), r)
        for x, y, r in shape:
            pygame.draw.circle(s, (78, 132, 192), (x - r // 5, y - r // 5), r * 2 // 3)
        for _ in range(3):
            x, y = rng.randrange(18 * K, BW - 26 * K), rng.randrange(24 * K, BH - 24 * K)
            pygame.draw.line(s, (140, 186, 228), (x, y), (x + 8 * K, y), K)
        haze(s)
    elif key == "sea":
        s = canvas()
        gradient(s, (44, 92, 156), (36, 80, 142))
        for _ in range(9):   # wave crests
            x, y = rng.randrange(-4 * K, BW), rng.randrange(4 * K, BH - 4 * K)
            pygame.draw.arc(s, (92, 146, 204), (x, y, 10 * K, 5 * K), 0.3, math.pi - 0.3, K)
        haze(s, 90)
    elif key == "town":
        s = canvas(green[0])
        fields(s, rng, green, 8, (176, 196, 128))
        road = [(0, BH * 0.62), (BW * 0.45, BH * 0.5), (BW, BH * 0.38)]
        pygame.draw.lines(s, (206, 194, 160), False, road, 3 * K)
        for _ in range(11):
            f = rng.random()
            x = int(BW * f) + rng.choice((-1, 1)) * rng.randrange(4 * K, 9 * K)
            y = int(BH * (0.62 - 0.24 * f)) + rng.randrange(-9 * K, 9 * K)
            w, h = rng.randrange(5 * K, 8 * K), rng.randrange(4 * K, 6 * K)
            pygame.draw.rect(s, (50, 60, 40), (x + K, y + K, w, h))                              # shadow
            pygame.draw.rect(s, (186, 84, 62), (x, y, w, h // 2))                               # lit roof half
            pygame.draw.rect(s, (136, 58, 46), (x, y + h // 2, w, h - h // 2))                  # shaded half
        haze(s)
    else:  # pragma: no cover - the list above is the whole set
        raise ValueError(key)
    return clip_to_hex(pygame.transform.smoothscale(s, (TILE_W, TILE_H)))


def draw_landmark(key: str, height: int, rng: random.Random) -> pygame.Surface:
    """A tall image: a structure rising above its cell, transparent around it so the terrain shows.

    Drawn K times larger and smoothed down, lit from the top left like the terrain.
    """
    W, H = TILE_W * K, height * K
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    cx, by = W // 2, (height - TILE_H // 2 + 6) * K  # foot of the structure, mid-cell
    shadow = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (10, 20, 40, 80), (cx - 22 * K, by - 6 * K, 46 * K, 12 * K))
    s.blit(shadow, (0, 0))
    ink = (52, 44, 40)

    def block(x: int, y: int, w: int, h: int, colour) -> None:
        """A box with its lit west face and shaded east face."""
        pygame.draw.rect(s, shade(colour, 0.12), (x, y, w // 2, h))
        pygame.draw.rect(s, shade(colour, -0.18), (x + w // 2, y, w - w // 2, h))
        pygame.draw.rect(s, ink, (x, y, w, h), K // 2)

    def roof(x: int, y: int, w: int, h: int, colour) -> None:
        pygame.draw.polygon(s, shade(colour, 0.15), [(x, y), (x + w // 2, y - h), (x + w // 2, y)])
        pygame.draw.polygon(s, shade(colour, -0.2), [(x + w // 2, y), (x + w // 2, y - h), (x + w, y)])
        pygame.draw.polygon(s, ink, [(x, y), (x + w // 2, y - h), (x + w, y)], K // 2)

    if key == "castle":
        block(cx - 20 * K, by - 34 * K, 40 * K, 34 * K, (140, 130, 120))
        for i in range(5):   # battlements
            pygame.draw.rect(s, (150, 140, 130), (cx - 20 * K + i * 9 * K, by - 38 * K, 5 * K, 5 * K))
        for x in (cx - 23 * K, cx - 6 * K, cx + 11 * K):
            block(x, by - 52 * K, 12 * K, 52 * K, (158, 148, 136))
            roof(x - 2 * K, by - 52 * K, 16 * K, 14 * K, (150, 48, 52))
            pygame.draw.rect(s, (250, 226, 140), (x + 4 * K, by - 44 * K, 3 * K, 5 * K))
        pygame.draw.rect(s, (50, 40, 36), (cx - 5 * K, by - 14 * K, 10 * K, 14 * K), border_top_left_radius=5 * K,
                         border_top_right_radius=5 * K)
    elif key == "tower":
        block(cx - 7 * K, by - 44 * K, 14 * K, 44 * K, (150, 140, 124))
        pygame.draw.rect(s, (120, 110, 98), (cx - 10 * K, by - 47 * K, 20 * K, 4 * K))
        roof(cx - 12 * K, by - 47 * K, 24 * K, 13 * K, (64, 78, 140))
        pygame.draw.rect(s, (250, 230, 140), (cx - 2 * K, by - 38 * K, 4 * K, 6 * K))
        pygame.draw.rect(s, (250, 230, 140), (cx - 2 * K, by - 22 * K, 4 * K, 6 * K))
    elif key == "great_tree":
        trunk = [(cx - 7 * K, by), (cx - 4 * K, by - 34 * K), (cx + 4 * K, by - 34 * K), (cx + 7 * K, by)]
        pygame.draw.polygon(s, (104, 72, 44), trunk)
        pygame.draw.polygon(s, (78, 52, 32), [(cx, by), (cx, by - 34 * K), (cx + 4 * K, by - 34 * K), (cx + 7 * K, by)])
        crowns = [(cx + rng.randrange(-19, 20) * K, by - (40 + rng.randrange(-16, 12)) * K, rng.randrange(7, 11) * K)
                  for _ in range(18)]
        for x, y, r in crowns:
            pygame.draw.circle(s, (30, 76, 40), (x + K, y + 2 * K), r)
        for x, y, r in crowns:
            pygame.draw.circle(s, (62, 126, 62), (x, y), r - K)
        for x, y, r in crowns:
            pygame.draw.circle(s, (96, 162, 84), (x - r // 3, y - r // 3), r // 2)
    elif key == "floating_rock":
        under = [(cx - 22 * K, by - 36 * K), (cx + 22 * K, by - 38 * K), (cx + 12 * K, by - 18 * K), (cx + 2 * K, by - 4 * K),
                 (cx - 10 * K, by - 20 * K)]
        pygame.draw.polygon(s, (118, 104, 90), under)
        pygame.draw.polygon(s, (92, 80, 70), [(cx + 2 * K, by - 37 * K), (cx + 22 * K, by - 38 * K), (cx + 12 * K, by - 18 * K),
                                              (cx + 2 * K, by - 4 * K)])
        pygame.draw.polygon(s, ink, under, K // 2)
        top = [(cx - 22 * K, by - 36 * K), (cx + 22 * K, by - 38 * K), (cx + 18 * K, by - 46 * K), (cx - 18 * K, by - 46 * K)]
        pygame.draw.polygon(s, (104, 158, 84), top)
        pygame.draw.polygon(s, ink, top, K // 2)
        for _ in range(4):
            x = cx + rng.randrange(-14, 15) * K
            pygame.draw.circle(s, (66, 124, 62), (x, by - 46 * K), 4 * K)
    return pygame.transform.smoothscale(s, (TILE_W, height))


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
