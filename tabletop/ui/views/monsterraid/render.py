"""Draws the physics table from above: boards, effect cards, the stand, dice.

Physics works in millimetres with y up and angles counter-clockwise; the
screen has y down, so ``TableTransform`` flips y (angles keep their sense as
seen). It also zooms (``zoom`` x the fitted scale) and pans (``centre``, the
table point shown at the middle of the rect). Everything is drawn from a
``Table`` or from a recorded frame of a shot, so the animation shows exactly
what the simulation decided.

Height is drawn as a small lift up-left (``LIFT`` px per mm, times the scale):
a raised board on its stand and the dice resting on it are lifted alike, an
airborne die is lifted and grown with its soft shadow left on the table. Dice
are drawn at true scale by ``dice_art`` (each kind's outline, lit facets, pips
on a d6, a numeral on the others, the owner's colour of the colour-vision
palette and the owner's shape on the shoulder), never enlarged on their own:
a view where they would be too small to read zooms the whole table to at least
``READABLE_SCALE`` (``widget.ShootingWidget.default_view``). Boards carry their monster's emblem
(``assets/art/monsterraid``), name and HP bar; effect cards their title along
the card. ``TableRenderer`` caches the felt, boards and cards (which do not
move while a shot animates) in one surface, so a frame costs little more than
the dice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from tabletop.physics import Table, board_polygon, card_polygon
from tabletop.physics.dice import die_shape
from tabletop.physics.model import Die
from tabletop.physics.params import STAND_HEIGHT, STAND_RADIUS
from tabletop.resources import asset
from tabletop.ui import probe, theme
from tabletop.ui.text import TextCache

from .dice_art import SPRITES, draw_die_body, shadow_sprite

FELT = (38, 84, 62)
FELT_EDGE = (24, 52, 38)
BOARD_FILL = (196, 170, 128)
BOARD_EDGE = (90, 70, 40)
RAISED_FILL = (214, 196, 150)
CARD_FILL = (232, 226, 246)
CARD_EDGE = (70, 70, 130)
STAND = (80, 80, 86)
SHADOW = (0, 0, 0, 90)
CARD_INK = (40, 40, 90)
HP_FILL = (196, 54, 46)
HP_BACK = (70, 44, 30)
#: A board smaller than this (apothem, px) shows its HP bar and emblem without its name (named in the panel).
MIN_NAMED_APOTHEM = 20
#: Smallest type (px) of a board's name: a longer name takes two lines.
MIN_BOARD_NAME = 10
#: Opacity of a board's emblem behind its texts.
EMBLEM_ALPHA = 80
EMBLEM_OPAQUE = 255  # an emblem standing alone (the targets' rows in a small window)

#: Lift (mm of screen offset per mm of height, before scaling) that draws height from above.
LIFT = 0.11
#: Smallest face number, pixels.
MIN_FACE_PX = 13
#: The least scale (px per mm) of the default view: the smallest die (a d8, 9.2 mm circumradius) is 5.4 px and a
#: d6 a 9.3 px square, so pips and numerals read. Dice are always at true scale; below this the whole table zooms.
READABLE_SCALE = 0.58
#: A game's table, in a window too small to show its boards, cards and shooting position whole at
#: ``READABLE_SCALE``, shows them whole down to this scale (a d8 3.9 px, a d6 a 6.7 px square; the numerals are
#: ``MIN_FACE_PX``, a d6's too, ``D6_PIPS_MIN_PX``, and the hand shows the dice large): at 800x560 the furthest boards
#: fell off the view (issue 16).
FIT_LEAST_SCALE = 0.42
#: A turn whose boards, cards and shooting position do not fit the view at ``FIT_LEAST_SCALE`` shows them whole down
#: to this scale (a d8 2.8 px, a d6 a 4.8 px square, each with its ``MIN_FACE_PX`` numeral): at 800x560 three
#: players' panels leave the table a view 300 px wide and stage 3's five boards, spread up to 960 mm across, were cut
#: at its sides, and a lone giant bat far below the shooting position was off the view (issue 16; the decision in
#: docs/art.md, Monster Raid).
SPREAD_LEAST_SCALE = 0.30
#: Below this circumradius (px: a table zoomed far out) a die shows no numeral, its colour and shape alone (a d8 at
#: ``FIT_LEAST_SCALE`` keeps its numeral).
NUMERAL_MIN_PX = 2.5
#: Below this edge (px) a d6's pips do not read (1 px dots crowded on the top): it shows its face as a numeral.
D6_PIPS_MIN_PX = 8.0

#: Each adventurer's side in the colour-vision palette (``theme.side_style``: a colour and a shape). In the
#: standard palette these are the adventurers' own colours: Sigurd blue, Leaf green, Genjimaru white, Paola red.
OWNER_SIDES = {"sigurd": 0, "leaf": 2, "genjimaru": 5, "paola": 1}
OWNERS = ("sigurd", "leaf", "genjimaru", "paola")


@dataclass
class TableTransform:
    """Maps table millimetres to screen pixels inside ``rect`` (fit x ``zoom``, ``centre`` in the middle, y flipped)."""

    table_w: float
    table_h: float
    rect: pygame.Rect
    zoom: float = 1.0
    centre: tuple[float, float] | None = None
    scale: float = field(init=False)
    ox: float = field(init=False)
    oy: float = field(init=False)

    def __post_init__(self) -> None:
        self.fit = min(self.rect.w / self.table_w, self.rect.h / self.table_h)
        self.scale = self.fit * self.zoom
        cx, cy = self.centre if self.centre is not None else (self.table_w / 2, self.table_h / 2)
        self.ox = self.rect.centerx - cx * self.scale
        self.oy = self.rect.centery + cy * self.scale

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.scale, self.oy - y * self.scale

    def to_table(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.ox) / self.scale, (self.oy - sy) / self.scale

    def poly(self, points) -> list[tuple[float, float]]:
        s, ox, oy = self.scale, self.ox, self.oy
        return [(ox + x * s, oy - y * s) for x, y in points]

    def lift(self, height: float) -> float:
        """Screen offset (px, up and left) that draws something ``height`` mm above the table."""
        return height * LIFT * self.scale

    def table_rect(self) -> pygame.Rect:
        x0, y0 = self.to_screen(0, self.table_h)
        return pygame.Rect(int(x0), int(y0), int(self.table_w * self.scale), int(self.table_h * self.scale))

    def key(self) -> tuple:
        return (self.table_w, self.table_h, tuple(self.rect), round(self.scale, 9), round(self.ox, 6), round(self.oy, 6))


@dataclass
class Labels:
    """Texts drawn on the table: board names, HP (damage, HP, destroyed) and emblems (an art name,
    ``assets/art/monsterraid/<name>.svg``), card titles, highlights."""

    boards: dict[str, list[str]] = field(default_factory=dict)
    cards: dict[str, str] = field(default_factory=dict)
    hp: dict[str, tuple[int, int, bool]] = field(default_factory=dict)
    emblems: dict[str, str] = field(default_factory=dict)
    die_highlight: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    board_highlight: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    show_bottom: set[str] = field(default_factory=set)
    faded: set[str] = field(default_factory=set)

    def static_key(self) -> tuple:
        return (tuple(sorted((k, tuple(v)) for k, v in self.boards.items())), tuple(sorted(self.cards.items())),
                tuple(sorted(self.board_highlight.items())), tuple(sorted(self.hp.items())),
                tuple(sorted(self.emblems.items())))


def shrink_to_fit(text, line: str, size: int, width: int, bold: bool = False, least: int = 10) -> tuple[str, int]:
    """``line`` at the largest type from ``size`` down to ``least`` that fits ``width``: a name shrinks
    before it is cut (cut with "…" only when even ``least`` is too wide). Returns (text, size)."""
    for n in range(size, least - 1, -1):
        if text.size(line, n, bold)[0] <= width:
            return line, n
    return text.fit(line, least, width, bold), least

def owner_side(owner: str) -> int:
    """The palette side of a die's owner (other owners, e.g. on the practice table, by a hash of the name)."""
    return OWNER_SIDES[owner] if owner in OWNER_SIDES else sum(ord(c) for c in owner) % 6


def owner_style(owner: str) -> tuple[tuple[int, int, int], str]:
    """(colour, shape) of ``owner`` in the current colour-vision palette."""
    return theme.side_style(owner_side(owner))


def _shade(colour, factor: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * factor))) for c in colour)  # type: ignore[return-value]


def draw_surfaces(surface: pygame.Surface, tf: TableTransform, table: Table, text: TextCache,
                  labels: Labels | None = None) -> None:
    """Felt, launcher ring, boards (raised ones on their stand) and effect cards."""
    labels = labels or Labels()
    top = tf.table_rect()
    pygame.draw.rect(surface, FELT_EDGE, top.inflate(16, 16), border_radius=10)
    pygame.draw.rect(surface, FELT, top)
    raised_ids = {b.id for b in table.boards if b.raised}
    up = tf.lift(STAND_HEIGHT)
    for level in (False, True):
        for board in table.boards:
            if board.raised != level:
                continue
            poly = tf.poly(board_polygon(board))
            if board.raised:
                _alpha_poly(surface, poly, SHADOW)
                cx, cy = tf.to_screen(board.x, board.y)
                pygame.draw.circle(surface, STAND, (int(cx), int(cy)), max(4, int(STAND_RADIUS * tf.scale)))
                poly = [(x - up, y - up) for x, y in poly]
            fill = RAISED_FILL if board.raised else BOARD_FILL
            pygame.draw.polygon(surface, fill, poly)
            edge = labels.board_highlight.get(board.id, BOARD_EDGE)
            pygame.draw.polygon(surface, edge, poly, 4 if board.id in labels.board_highlight else 2)
            _draw_board_face(surface, tf, poly, text, labels.boards.get(board.id, []),
                             labels.hp.get(board.id), labels.emblems.get(board.id))
        for card in sorted(table.cards, key=lambda c: c.layer):
            if (card.board in raised_ids) != level:
                continue
            poly = tf.poly(card_polygon(card))
            if level:
                poly = [(x - up, y - up) for x, y in poly]
            pygame.draw.polygon(surface, CARD_FILL, poly)
            edge = labels.board_highlight.get(card.id, CARD_EDGE)
            pygame.draw.polygon(surface, edge, poly, 4 if card.id in labels.board_highlight else 2)
            title = labels.cards.get(card.id, "")
            if title:
                _draw_card_title(surface, tf, poly, card.length, card.width, title, text)


def face_circle(poly) -> tuple[float, float, float]:
    """(centre x, centre y, apothem) of a board's polygon on screen, px."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    inner = min(math.hypot(((ax + bx) / 2) - cx, ((ay + by) / 2) - cy)
                for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]))
    return cx, cy, inner


def board_face_lines(text: TextCache, scale: float, poly, lines: list[str],
                     hp: tuple[int, int, bool] | None) -> tuple[list[str], int]:
    """(the name's lines a board prints on its face, their size): none when the board is too small for its name
    or name and HP bar would leave its inscribed circle (a zoomed-out view: they ran onto a neighbour's print;
    the name is then in the targets panel or a callout beside the board, ``callouts``)."""
    _cx, _cy, inner = face_circle(poly)
    size = max(12, min(28, int(14 * scale)))
    small = max(10, size - 3)
    if inner < MIN_NAMED_APOTHEM or any(line.endswith("…") for line in lines):
        return [], size
    room = 2 * inner + 8
    # a name a little wider than its board shrinks (to ``MIN_BOARD_NAME``) rather than break
    size = next((n for n in range(size, MIN_BOARD_NAME - 1, -1)
                 if all(text.size(line, n, True)[0] <= room for line in lines)), MIN_BOARD_NAME)
    bar_h = text.line_height(small) if hp is not None else 0
    bar_w = max(int(inner * 1.3), text.size("00/00", small, True)[0] + 8) if hp is not None else 0

    def fits(n: int) -> bool:
        block = len(lines) * text.line_height(n) + (bar_h + 4 if hp is not None else 0)
        wide = max([text.size(line, n, True)[0] for line in lines] + [bar_w])
        return (wide / 2) ** 2 + (block / 2) ** 2 <= (inner + 3) ** 2

    if lines and not fits(size):   # a zoomed-in board: a smaller name before none (a giant bat at 620 % had none)
        size = next((n for n in range(size - 1, MIN_BOARD_NAME - 1, -1) if fits(n)), 0)
        if not size:
            return [], max(12, min(28, int(14 * scale)))
    return lines, size


def face_block(text: TextCache, scale: float, poly, lines: list[str],
               hp: tuple[int, int, bool] | None) -> tuple[list[str], int, int, pygame.Rect]:
    """(the name's lines printed, their size, the HP's size, the screen rect of the name and HP bar) on a board's
    face: what a die resting over it hides (``table.RaidTable.covered``)."""
    cx, cy, inner = face_circle(poly)
    lines, size = board_face_lines(text, scale, poly, lines, hp)
    small = max(10, max(12, min(28, int(14 * scale))) - 3)
    bar_h = text.line_height(small) if hp is not None else 0
    block = len(lines) * text.line_height(size) + (bar_h + 4 if hp is not None else 0)
    wide = max([text.size(line, size, True)[0] for line in lines] + [int(inner * 1.3) if hp is not None else 0])
    return lines, size, small, pygame.Rect(int(cx - wide / 2), int(cy - block / 2), wide, block)


def face_words(text: TextCache, scale: float, poly, lines: list[str],
               hp: tuple[int, int, bool] | None) -> list[pygame.Rect]:
    """The screen rects of a board's printed name and of its HP bar, as ``_draw_board_face`` draws them."""
    cx, _cy, inner = face_circle(poly)
    lines, size, small, block = face_block(text, scale, poly, lines, hp)
    names_h = len(lines) * text.line_height(size)
    out = []
    if lines:
        wide = max(text.size(line, size, True)[0] for line in lines)
        out.append(pygame.Rect(int(cx - wide / 2), block.y, wide, names_h))
    if hp is not None:
        label = f"{hp[0]}/{hp[1]}" + (" ×" if hp[2] else "")
        width = max(int(inner * 1.3), text.size(label, small, True)[0] + 8)
        out.append(pygame.Rect(int(cx - width / 2), int(block.y + names_h + 3), width, text.line_height(small)))
    return out


def _draw_board_face(surface: pygame.Surface, tf: TableTransform, poly, text: TextCache,
                     lines: list[str], hp: tuple[int, int, bool] | None, emblem: str | None) -> None:
    """A board's emblem (faint, behind), its name and its HP bar (damage eats the red from the right; the
    numbers are damage / HP, as everywhere in the game)."""
    cx, cy, inner = face_circle(poly)
    if emblem:
        art = emblem_surface(emblem, max(8, int(inner * 1.5)))
        if art is not None:
            surface.blit(art, art.get_rect(center=(int(cx), int(cy))))
    lines, size, small, block_rect = face_block(text, tf.scale, poly, lines, hp)
    bar_h = text.line_height(small) if hp is not None else 0
    y = cy - block_rect.h / 2
    for line in lines:
        s = text.render(line, size, (40, 28, 10), bold=True)
        surface.blit(s, (cx - s.get_width() / 2, y))
        y += text.line_height(size)
    if hp is None:
        return
    damage, total, destroyed = hp
    label = f"{damage}/{total}" + (" ×" if destroyed else "")
    width = max(int(inner * 1.3), text.size(label, small, True)[0] + 8)
    bar = pygame.Rect(int(cx - width / 2), int(y + 3), width, bar_h)
    pygame.draw.rect(surface, HP_BACK, bar, border_radius=3)
    left = 0.0 if total <= 0 else max(0.0, min(1.0, 1.0 - damage / total))
    if left > 0:
        pygame.draw.rect(surface, HP_FILL, (bar.x, bar.y, max(1, int(bar.w * left)), bar.h), border_radius=3)
    pygame.draw.rect(surface, (30, 20, 10), bar, 1, border_radius=3)
    s = text.render(label, small, (255, 255, 255), bold=True)
    surface.blit(s, s.get_rect(center=bar.center))


def _draw_card_title(surface: pygame.Surface, tf: TableTransform, poly, length: float, width: float, title: str,
                     text: TextCache) -> None:
    """An effect card's title along its long side, upright, whole (``card_title_lines``)."""
    cx, cy = sum(p[0] for p in poly) / 4, sum(p[1] for p in poly) / 4
    # the long side's direction on screen: the longer of the polygon's first two sides
    (ax, ay), (bx, by), (qx, qy) = poly[0], poly[1], poly[2]
    if math.hypot(bx - ax, by - ay) >= math.hypot(qx - bx, qy - by):
        dx, dy = bx - ax, by - ay
    else:
        dx, dy = qx - bx, qy - by
    degrees = -math.degrees(math.atan2(dy, dx))
    degrees = (degrees + 90.0) % 180.0 - 90.0  # never upside down
    fitted = card_title_lines(text, title, tf.scale, length, width)
    if fitted is None:
        return
    lines, size = fitted
    rendered = [text.render(line, size, CARD_INK, bold=True) for line in lines]
    if len(rendered) == 1:
        s = rendered[0]
    else:  # the lines centred under each other, turned as one
        step = text.line_height(size)
        s = pygame.Surface((max(r.get_width() for r in rendered), step * (len(rendered) - 1)
                            + rendered[-1].get_height()), pygame.SRCALPHA)
        for i, r in enumerate(rendered):
            s.blit(r, r.get_rect(midtop=(s.get_width() // 2, i * step)))
    if abs(degrees) > 0.5:
        s = pygame.transform.rotate(s, degrees)
    surface.blit(s, s.get_rect(center=(int(cx), int(cy))))


#: Smallest type (px) of an effect card's title on the table; first a line shrinks to ``TITLE_SHRINK`` of its size.
MIN_CARD_TITLE = 9
TITLE_SHRINK = 0.75


def card_title_lines(text: TextCache, title: str, scale: float, length: float,
                     width: float) -> tuple[list[str], int] | None:
    """``(lines, size)``: an effect card's title whole along a ``length`` x ``width`` mm card at ``scale``
    px per mm (None when the card is too small for any), as the card faces fit their names: one line shrunk
    a little (to ``TITLE_SHRINK``), else two lines as even as they fit from its size down to
    ``MIN_CARD_TITLE`` (a Latin word broken, near its middle and with a hyphen, only when no size keeps every
    word whole), else one line down to ``MIN_CARD_TITLE``, cut with "…" only when even that does not fit
    (hover shows the card whole)."""
    room = int(max(length, width) * scale) - 8  # along the card
    if room < 16:
        return None
    across = int(min(length, width) * scale) - 6
    size = max(10, min(18, int(12 * scale)))
    for n in range(size, max(MIN_CARD_TITLE, int(size * TITLE_SHRINK)) - 1, -1):
        if text.size(title, n, True)[0] <= room:
            return [title], n
    sizes = [n for n in range(size, MIN_CARD_TITLE - 1, -1)
             if 2 * text.line_height(n) <= across + 4]  # two lines' leading may reach past the card a little
    # whole words: the largest type, then the most even lines; a word broken (with a hyphen): the most even
    # break first
    tries = [(n, i) for n in sizes for i in _title_breaks(title, True)]
    tries += [(n, i) for i in _title_breaks(title, False) for n in sizes]
    for n, i in tries:
        lines = [title[:i].rstrip(), title[i:].lstrip()]
        if _latin(title[i - 1]) and _latin(title[i]):
            lines[0] += "-"
        if all(line and text.size(line, n, True)[0] <= room for line in lines):
            return lines, n
    line, n = shrink_to_fit(text, title, size, room, True, MIN_CARD_TITLE)
    return [line], n


def _title_breaks(title: str, whole_words: bool) -> list[int]:
    """Where ``title`` may break onto a second line, the most even first (the longer first line on a tie):
    after a space or between Japanese characters (kinsoku kept), and inside a Latin word when not
    ``whole_words``."""
    from ...linetokens import NO_LINE_END, NO_LINE_START

    found = []
    for i in range(1, len(title)):
        before, after = title[i - 1], title[i]
        if after.isspace():
            ok = False  # the break is after the space
        elif before.isspace():
            ok = True
        elif _latin(before) and _latin(after):
            ok = not whole_words
        else:
            ok = after not in NO_LINE_START and before not in NO_LINE_END
        if ok:
            found.append(i)
    return sorted(found, key=lambda i: (abs(2 * i - len(title)), -i))


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


_EMBLEMS: dict[tuple[str, int, int], pygame.Surface | None] = {}


def emblem_surface(name: str, size: int, alpha: int = EMBLEM_ALPHA) -> pygame.Surface | None:
    """The emblem ``assets/art/monsterraid/<name>.svg`` at ``size`` px, faint by default (to sit behind a board's
    texts; ``EMBLEM_OPAQUE`` where it stands alone), cached; None if there is no such art."""
    key = (name, size, alpha)
    if key in _EMBLEMS:
        return _EMBLEMS[key]
    path = asset("art", "monsterraid", f"{name}.svg")
    art: pygame.Surface | None = None
    if path.is_file():
        art = pygame.image.load_sized_svg(str(path), (size, size))
        art.set_alpha(alpha)
    if len(_EMBLEMS) > 200:
        _EMBLEMS.clear()
    _EMBLEMS[key] = art
    return art


def draw_launcher(surface: pygame.Surface, tf: TableTransform, x: float, y: float, radius: float,
                  colour=(40, 40, 40)) -> None:
    """The launcher (発射台) pad: a ring of ``radius`` mm around the shooting position."""
    sx, sy = tf.to_screen(x, y)
    r = max(8, int(radius * tf.scale))
    pygame.draw.circle(surface, (30, 62, 46), (int(sx), int(sy)), r)
    pygame.draw.circle(surface, colour, (int(sx), int(sy)), r, 3)


def draw_dice(surface: pygame.Surface, tf: TableTransform, table: Table, text: TextCache,
              labels: Labels | None = None, frame: list[tuple[str, float, float, float, float, int]] | None = None,
              faces: dict[str, int] | None = None, tips: dict[str, tuple[float, float, int]] | None = None) -> None:
    """The dice of ``table`` (those in play), or of a recorded ``frame`` (die id, x, y, angle, height, top face).

    With a frame, exactly the dice in it are drawn (a die lost mid-shot has left
    the frames) with the face on top at that moment (it changes at each edge-over);
    ``faces`` overrides the face shown; ``tips`` (die id -> how far through an edge-over 0..1, heading,
    the face it tips onto) shows dice tipping over an edge.
    """
    labels = labels or Labels()
    if frame is not None:
        kinds = {d.id: d for d in table.dice}
        items = [(Die(i, kinds[i].kind, kinds[i].owner, x, y, a, face, True, h), h)
                 for i, x, y, a, h, face in frame if i in kinds]
    else:
        items = [(d, d.z) for d in table.dice if d.in_play]
    items.sort(key=lambda item: (item[1], item[0].id))
    for die, height in items:
        if faces and die.id in faces:
            die.face = faces[die.id]
        tip = None
        if tips and die.id in tips:
            phase, heading, nxt = tips[die.id]
            if phase >= 0.5:  # past the edge: the next face is coming up
                die.face = nxt
            tip = (1.0 - 0.55 * math.sin(math.pi * phase), heading)
        draw_die(surface, tf, die, text, height, labels.die_highlight.get(die.id), die.id in labels.show_bottom,
                 die.id in labels.faded, tip)


def draw_table(surface: pygame.Surface, tf: TableTransform, table: Table, text: TextCache,
               labels: Labels | None = None, frame: list[tuple[str, float, float, float, float, int]] | None = None
               ) -> None:
    """The whole table; ``frame`` (die id, x, y, angle, height, top face) overrides the dice mid-shot."""
    draw_surfaces(surface, tf, table, text, labels)
    if table.launcher is not None:
        draw_launcher(surface, tf, table.launcher[0], table.launcher[1], 25.0)
    draw_dice(surface, tf, table, text, labels, frame)


def die_half_px(tf: TableTransform, kind: str) -> float:
    """Half the side (px) of the square a resting die of ``kind`` is drawn in (``draw_die``): its body, its numeral
    (never under ``MIN_FACE_PX``, so at a low scale wider than the die) and the owner's mark on its shoulder."""
    rad = die_shape(kind).radius * tf.scale
    numeral = max(MIN_FACE_PX, int(min(rad * 1.05, 12 + rad * 0.4))) * 0.6 if rad >= NUMERAL_MIN_PX else 0.0
    return max(rad, numeral, rad * 0.85 + max(3, min(7, int(rad * 0.6))))


def die_drawn_rect(tf: TableTransform, die: Die) -> pygame.Rect:
    """The screen square a die resting at its place is drawn in (``die_half_px``, lifted by its height)."""
    sx, sy = tf.to_screen(die.x, die.y)
    up = tf.lift(die.z) if die.z > 1.0 else 0.0
    half = die_half_px(tf, die.kind)
    return pygame.Rect(math.floor(sx - up - half), math.floor(sy - up - half), math.ceil(2 * half) + 1,
                       math.ceil(2 * half) + 1)


def draw_die(surface: pygame.Surface, tf: TableTransform, die: Die, text: TextCache, height: float = 0.0,
             highlight=None, show_bottom: bool = False, faded: bool = False,
             tip: tuple[float, float] | None = None) -> None:
    """One die at true scale (``dice_art``: its kind's outline, facets, pips or numeral) with a soft shadow,
    lifted when above the table (never enlarged on its own: the view zooms the table). ``tip`` is
    (foreshortening, heading) while it tips over an edge."""
    colour, _mark = owner_style(die.owner)
    shape = die_shape(die.kind)
    cx, cy = tf.to_screen(die.x, die.y)
    grow = 1.0  # an airborne die grows as it rises
    resting_on_stand = abs(height - STAND_HEIGHT) < 0.5
    r0 = shape.radius * tf.scale
    shadow = shadow_sprite(int(r0))
    if height > 1.0 and not resting_on_stand:  # in the air: the shadow stays on the table, the die rises
        surface.blit(shadow, shadow.get_rect(center=(int(cx + r0 * 0.15), int(cy + r0 * 0.2))))
        up = tf.lift(height)
        grow *= 1.0 + min(0.6, height / 250.0)
        cx, cy = cx - up, cy - up
    else:
        if height > 1.0:
            up = tf.lift(height)
            cx, cy = cx - up, cy - up
        surface.blit(shadow, shadow.get_rect(center=(int(cx + r0 * 0.15), int(cy + r0 * 0.22))))
    if faded:
        colour = _shade(colour, 0.55)
    k = tf.scale * grow
    rad = shape.radius * k
    light = sum(colour) > 450
    ink = (20, 20, 20) if light else (250, 250, 250)
    number = None
    size = max(MIN_FACE_PX, int(min(rad * 1.05, 12 + rad * 0.4)))  # big dice: the numeral leaves the facets seen
    if (die.kind != "d6" or shape.edge * k < D6_PIPS_MIN_PX) and rad >= NUMERAL_MIN_PX:
        number = face_number(text, str(die.face), size, light)   # a small d6 too: its pips would not read
    if tip is not None:
        draw_die_body(surface, (cx, cy), k, die.kind, die.angle, colour, die.face, number, tip, ink)
    else:
        sprite = SPRITES.get(die.kind, colour, die.face, k, die.angle, number, (id(text), size), ink)
        surface.blit(sprite, sprite.get_rect(center=(int(round(cx)), int(round(cy)))))
    if show_bottom:
        from tabletop.physics import die_bottom_polygon

        pygame.draw.polygon(surface, (255, 255, 255), tf.poly(die_bottom_polygon(die)), 1)
    if highlight is not None:
        pygame.draw.circle(surface, highlight, (int(cx), int(cy)), int(rad + 5), 3)
    # the owner's shape on the die's upper-right shoulder, so whose die it is never rests on colour alone
    theme.draw_side_marker(surface, (int(cx + rad * 0.85), int(cy - rad * 0.85)), max(3, min(7, int(rad * 0.6))),
                           owner_side(die.owner))
    if probe.ACTIVE is not None:  # a die on the table is pressed on to shoot it: UI drivers find it as a person sees it
        probe.ACTIVE.clickable(surface, pygame.Rect(int(cx - rad), int(cy - rad), int(2 * rad), int(2 * rad)),
                               f"die {die.kind} {die.face}")


def draw_die_icon(surface: pygame.Surface, centre: tuple[float, float], radius_px: float, die: Die,
                  text: TextCache, selected: bool = False) -> None:
    """A die drawn at a fixed size (a hand, a list): its kind's shape in the owner's colour and its face."""
    colour, _mark = owner_style(die.owner)
    shape = die_shape(die.kind)
    if selected:
        pygame.draw.circle(surface, (255, 255, 255), (int(centre[0]), int(centre[1])), int(radius_px + 4), 2)
    light = sum(colour) > 450
    ink = (20, 20, 20) if light else (250, 250, 250)
    k = radius_px / shape.radius

    def number() -> pygame.Surface | None:
        return None if die.kind == "d6" else face_number(text, str(die.face), max(MIN_FACE_PX, int(radius_px * 0.95)),
                                                          light)

    if probe.ACTIVE is not None:  # the text check sees the numeral drawn where it is
        draw_die_body(surface, centre, k, die.kind, die.angle, colour, die.face, number(), None, ink)
        return
    fx, fy = math.floor(centre[0]), math.floor(centre[1])
    key = (die.kind, tuple(colour), die.face, radius_px, die.angle, light, centre[0] - fx, centre[1] - fy, id(text))
    sprite = _ICONS.get(key)
    if sprite is None:  # drawn once per look, then blitted (a hand's icons are drawn every frame)
        numeral = number()
        half = int(radius_px * 1.5) + 4
        if numeral is not None:
            half = max(half, numeral.get_width() // 2 + 2, numeral.get_height() // 2 + 2)
        sprite = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        draw_die_body(sprite, (half + centre[0] - fx, half + centre[1] - fy), k, die.kind, die.angle, colour,
                      die.face, numeral, None, ink)
        if len(_ICONS) > 2000:
            _ICONS.clear()
        _ICONS[key] = sprite
    half = sprite.get_width() // 2
    surface.blit(sprite, (fx - half, fy - half))


#: Dice icons drawn, by what they show (``draw_die_icon``).
_ICONS: dict[tuple, pygame.Surface] = {}


_NUMBERS: dict[tuple, pygame.Surface] = {}


def face_number(text: TextCache, label: str, size: int, light_die: bool) -> pygame.Surface:
    """A face number with a one-pixel halo (dark ink on light dice, white ink on dark ones), cached."""
    key = (id(text), label, size, light_die)
    found = _NUMBERS.get(key)
    if found is not None:
        return found
    ink = (20, 20, 20) if light_die else (255, 255, 255)
    halo = (255, 255, 255) if light_die else (10, 10, 10)
    front = text.render(label, size, ink, bold=True)
    back = text.render(label, size, halo, bold=True)
    out = pygame.Surface((front.get_width() + 2, front.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        out.blit(back, (dx, dy))
    out.blit(front, (1, 1))
    if len(_NUMBERS) > 2000:
        _NUMBERS.clear()
    _NUMBERS[key] = out
    return out


def _alpha_poly(surface: pygame.Surface, poly, rgba) -> None:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    box = pygame.Rect(int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3, int(max(ys) - min(ys)) + 3)
    if box.w <= 0 or box.h <= 0:
        return
    box = box.clip(surface.get_clip() if surface.get_clip().w else surface.get_rect())
    if box.w <= 0 or box.h <= 0:
        return
    tmp = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(tmp, rgba, [(x - box.x, y - box.y) for x, y in poly])
    surface.blit(tmp, box.topleft)


def angle_screen(angle: float) -> float:
    """A physics angle (radians, counter-clockwise, y up) in screen degrees for pygame rotation."""
    return math.degrees(angle)


def table_surfaces_key(table: Table) -> tuple:
    """What the cached layer of boards and cards depends on."""
    return (table.width, table.height,
            tuple((b.id, b.sides, b.x, b.y, b.angle, b.raised) for b in table.boards),
            tuple((c.id, c.board, c.x, c.y, c.angle, c.layer, c.length, c.width) for c in table.cards))


class TableRenderer:
    """Draws tables with the felt, boards and cards cached in one surface (rebuilt when they change)."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._layer: pygame.Surface | None = None
        self._key: tuple | None = None
        self.rebuilds = 0

    def surfaces(self, surface: pygame.Surface, tf: TableTransform, table: Table, labels: Labels | None = None) -> None:
        labels = labels or Labels()
        key = (table_surfaces_key(table), tf.key(), labels.static_key(), surface.get_size())
        if key != self._key or self._layer is None:
            layer = pygame.Surface(tf.rect.size)
            layer.fill((16, 26, 36))
            shifted = TableTransform(tf.table_w, tf.table_h, pygame.Rect(0, 0, tf.rect.w, tf.rect.h), tf.zoom,
                                     tf.to_table(tf.rect.centerx, tf.rect.centery))
            draw_surfaces(layer, shifted, table, self.text, labels)
            self._layer, self._key = layer, key
            self.rebuilds += 1
        surface.blit(self._layer, tf.rect.topleft)
