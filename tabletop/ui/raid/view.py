"""Draws the physics table from above: boards, effect cards, the stand, dice.

Physics works in millimetres with y up and angles counter-clockwise; the
screen has y down, so ``TableTransform`` flips y (angles keep their sense as
seen). Everything is drawn from a ``Table`` or from a recorded frame of a shot,
so the animation shows exactly what the simulation decided.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from tabletop.physics import Table, board_polygon, card_polygon, die_silhouette_polygon
from tabletop.physics.dice import die_shape
from tabletop.physics.model import Die
from tabletop.ui.text import TextCache

FELT = (38, 84, 62)
FELT_EDGE = (24, 52, 38)
BOARD_FILL = (196, 170, 128)
BOARD_EDGE = (90, 70, 40)
RAISED_FILL = (214, 196, 150)
CARD_FILL = (232, 226, 246)
CARD_EDGE = (70, 70, 130)
STAND = (80, 80, 86)

#: Owner colours with a shape each, so dice differ by more than colour (colour-blind safe).
OWNER_STYLES: dict[str, tuple[tuple[int, int, int], str]] = {
    "sigurd": ((200, 50, 50), "circle"),
    "paola": ((150, 60, 170), "square"),
    "genjimaru": ((230, 190, 40), "diamond"),
    "leaf": ((60, 160, 80), "triangle"),
}


@dataclass
class TableTransform:
    """Maps table millimetres to screen pixels inside ``rect`` (fit, centred, y flipped)."""

    table_w: float
    table_h: float
    rect: pygame.Rect
    scale: float = field(init=False)
    ox: float = field(init=False)
    oy: float = field(init=False)

    def __post_init__(self) -> None:
        self.scale = min(self.rect.w / self.table_w, self.rect.h / self.table_h)
        self.ox = self.rect.x + (self.rect.w - self.table_w * self.scale) / 2
        self.oy = self.rect.y + (self.rect.h + self.table_h * self.scale) / 2

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.scale, self.oy - y * self.scale

    def to_table(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.ox) / self.scale, (self.oy - sy) / self.scale

    def poly(self, points) -> list[tuple[float, float]]:
        return [self.to_screen(x, y) for x, y in points]

    def table_rect(self) -> pygame.Rect:
        x0, y0 = self.to_screen(0, self.table_h)
        return pygame.Rect(int(x0), int(y0), int(self.table_w * self.scale), int(self.table_h * self.scale))


@dataclass
class Labels:
    """Texts drawn on the table: board names and HP, card titles, highlights."""

    boards: dict[str, list[str]] = field(default_factory=dict)
    cards: dict[str, str] = field(default_factory=dict)
    die_highlight: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    board_highlight: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    show_bottom: set[str] = field(default_factory=set)


def owner_style(owner: str) -> tuple[tuple[int, int, int], str]:
    if owner in OWNER_STYLES:
        return OWNER_STYLES[owner]
    h = sum(ord(c) for c in owner) % 6
    palette = [(200, 80, 60), (60, 120, 200), (220, 180, 50), (90, 170, 90), (170, 90, 170), (80, 170, 170)]
    return palette[h], "circle"


def draw_table(surface: pygame.Surface, tf: TableTransform, table: Table, text: TextCache,
               labels: Labels | None = None, frame: list[tuple[str, float, float, float, float]] | None = None) -> None:
    """The whole table; ``frame`` (die id, x, y, angle, height) overrides dice positions mid-shot."""
    labels = labels or Labels()
    top = tf.table_rect()
    pygame.draw.rect(surface, FELT_EDGE, top.inflate(16, 16), border_radius=10)
    pygame.draw.rect(surface, FELT, top)
    if table.launcher is not None:
        lx, ly = tf.to_screen(*table.launcher)
        pygame.draw.circle(surface, (60, 60, 60), (int(lx), int(ly)), max(6, int(14 * tf.scale)), 2)
    raised_ids = {b.id for b in table.boards if b.raised}
    lift = 10 * tf.scale  # raised things are drawn a little up-left, with a shadow
    for level in (False, True):
        for board in table.boards:
            if board.raised != level:
                continue
            poly = tf.poly(board_polygon(board))
            if board.raised:
                cx, cy = tf.to_screen(board.x, board.y)
                shadow = [(x + lift, y + lift) for x, y in poly]
                _alpha_poly(surface, shadow, (0, 0, 0, 90))
                pygame.draw.circle(surface, STAND, (int(cx + lift / 2), int(cy + lift / 2)), max(4, int(20 * tf.scale)))
                poly = [(x - lift / 2, y - lift / 2) for x, y in poly]
            fill = RAISED_FILL if board.raised else BOARD_FILL
            pygame.draw.polygon(surface, fill, poly)
            edge = labels.board_highlight.get(board.id, BOARD_EDGE)
            pygame.draw.polygon(surface, edge, poly, 3 if board.id in labels.board_highlight else 2)
            lines = labels.boards.get(board.id, [])
            xs = [p[0] for p in poly]
            ys = [p[1] for p in poly]
            cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
            size = max(10, int(12 * tf.scale * 1.2))
            y = cy - len(lines) * size * 0.6
            for line in lines:
                s = text.render(line, size, (40, 28, 10), bold=True)
                surface.blit(s, (cx - s.get_width() / 2, y))
                y += s.get_height()
        for card in sorted(table.cards, key=lambda c: c.layer):
            if (card.board in raised_ids) != level:
                continue
            poly = tf.poly(card_polygon(card))
            if level:
                poly = [(x - lift / 2, y - lift / 2) for x, y in poly]
            pygame.draw.polygon(surface, CARD_FILL, poly)
            pygame.draw.polygon(surface, CARD_EDGE, poly, 2)
            title = labels.cards.get(card.id, "")
            if title:
                xs = [p[0] for p in poly]
                ys = [p[1] for p in poly]
                s = text.render(title, max(9, int(9 * tf.scale * 1.2)), (40, 40, 90))
                surface.blit(s, (sum(xs) / 4 - s.get_width() / 2, sum(ys) / 4 - s.get_height() / 2))
    positions = {d[0]: d for d in frame} if frame else {}
    dice = sorted((d for d in table.dice if d.in_play), key=lambda d: (positions.get(d.id, (0, 0, 0, 0, d.z))[4], d.id))
    for die in dice:
        if die.id in positions:
            _, x, y, angle, height = positions[die.id]
            moved = Die(die.id, die.kind, die.owner, x, y, angle, die.face, True, die.z)
            draw_die(surface, tf, moved, text, height, labels.die_highlight.get(die.id), die.id in labels.show_bottom)
        else:
            draw_die(surface, tf, die, text, die.z, labels.die_highlight.get(die.id), die.id in labels.show_bottom)


def draw_die(surface: pygame.Surface, tf: TableTransform, die: Die, text: TextCache, height: float = 0.0,
             highlight=None, show_bottom: bool = False) -> None:
    """One die: silhouette in its owner's colour, its face number, a shadow when in the air."""
    colour, _shape = owner_style(die.owner)
    poly = tf.poly(die_silhouette_polygon(die))
    if height > 1.0:
        off = min(40.0, height * 0.25) * tf.scale
        _alpha_poly(surface, [(x + off, y + off) for x, y in poly], (0, 0, 0, 80))
        cx, cy = tf.to_screen(die.x, die.y)
        grow = 1.0 + min(0.5, height / 300.0)
        poly = [(cx + (x - cx) * grow, cy + (y - cy) * grow) for x, y in poly]
    pygame.draw.polygon(surface, colour, poly)
    pygame.draw.polygon(surface, (20, 20, 20), poly, 1)
    if show_bottom:
        from tabletop.physics import die_bottom_polygon

        pygame.draw.polygon(surface, (255, 255, 255), tf.poly(die_bottom_polygon(die)), 1)
    if highlight is not None:
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        r = max(max(xs) - min(xs), max(ys) - min(ys)) / 2 + 4
        pygame.draw.circle(surface, highlight, (int(sum(xs) / len(xs)), int(sum(ys) / len(ys))), int(r), 3)
    cx, cy = tf.to_screen(die.x, die.y)
    size = max(9, int(die_shape(die.kind).edge * tf.scale * 0.75))
    s = text.render(str(die.face), size, (255, 255, 255) if sum(colour) < 450 else (20, 20, 20), bold=True)
    surface.blit(s, (cx - s.get_width() / 2, cy - s.get_height() / 2))


def _alpha_poly(surface: pygame.Surface, poly, rgba) -> None:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    box = pygame.Rect(int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3, int(max(ys) - min(ys)) + 3)
    if box.w <= 0 or box.h <= 0:
        return
    tmp = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(tmp, rgba, [(x - box.x, y - box.y) for x, y in poly])
    surface.blit(tmp, box.topleft)


def angle_screen(angle: float) -> float:
    """A physics angle (radians, counter-clockwise, y up) in screen degrees for pygame rotation."""
    return math.degrees(angle)
