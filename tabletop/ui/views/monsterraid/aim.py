"""From a mouse drag to a ``Shot``: slingshot flicks, lob throws and coin tosses, and their previews.

Flick: press on the die, drag BACK like a slingshot; the die goes the opposite
way, power grows with the drag up to full power at ``full_pull_px`` screen pixels (the same reach of the hand at
every zoom and window size; ``MAX_DRAG_MM`` where no view is given); the mouse wheel or keys
set spin. Throw: press anywhere and drag; the landing mark follows the mouse
(``throw_to`` finds the power whose touchdown is under it), ``loft`` (keys or
the wheel) the height. Coin toss (the FAQ's thumb flick): drag
towards the target like a throw; its spread is drawn, never a landing point. The previews show the aim only: the
flick's direction and power, the throw's touchdown point ignoring everything
in the way (``lob_touchdown``), never where the die will come to rest. A flick's power bar carries a gold bracket
over the powers that stop the die on the board its heading crosses (``flick_reach``, from the simulated slide of a
lone die, dice in the way not counted: issue 16, a newcomer shot at 50 % and stopped short), and a turn with no aim
of the player's starts at its middle (``guided_aim``; a throw's at the middle of the targets, ``guided_throw``); the
aim panel's lying bar carries the same bracket (``reach_span``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from tabletop.physics import Die, Shot, Table, board_polygon, lob_touchdown, params, simulate
from tabletop.physics.geometry import point_in_polygon

from .render import TableTransform

MAX_DRAG_MM = 120.0   # a slingshot pulled this far back shoots at full power (without a view: ``full_pull_px``)
#: On screen a slingshot pulled back this share of its view's smaller side (px) shoots at full power, within
#: ``PULL_LEAST``..``PULL_MOST`` px (issue 16: 120 mm of table was 85 px at 1280x800 and the launcher 26 px under the
#: view's top edge, so full power took the pointer to the window's very top edge).
PULL_SHARE = 0.16
PULL_LEAST, PULL_MOST = 50, 100
MAX_COIN_MM = 300.0   # a coin toss dragged this far reaches full power
# The launcher pad (発射台) radius and the weakest flick that is not a fault are the rules' (ruling R2).
from tabletop.games.monsterraid.rounds import LAUNCHER_RADIUS, MIN_FLICK_POWER  # noqa: E402,F401
AIM = (250, 210, 80)


def _aimed(dx: float, dy: float, full: float) -> tuple[float, float]:
    """(angle, power) of a pull or aim (dx, dy) in mm, where ``full`` mm is full power."""
    dist = math.hypot(dx, dy)
    if dist < 1e-9:
        return 0.0, 0.0
    return math.atan2(dy, dx), min(1.0, dist / full)


def full_pull_px(width: int, height: int) -> int:
    """The pull (screen px) that shoots a flick at full power in a view ``width`` x ``height`` px."""
    return max(PULL_LEAST, min(PULL_MOST, round(PULL_SHARE * min(width, height))))


def flick_from_drag(die_x: float, die_y: float, drag_x: float, drag_y: float,
                    full: float = MAX_DRAG_MM) -> tuple[float, float]:
    """(angle, power) of a flick whose slingshot was pulled from the die to (drag_x, drag_y), full power at a pull
    of ``full`` mm (the screen gives ``full_pull_px`` over its scale)."""
    return _aimed(die_x - drag_x, die_y - drag_y, full)


def coin_from_drag(start_x: float, start_y: float, to_x: float, to_y: float) -> tuple[float, float]:
    """(angle, power) of a coin toss aimed from the start towards (to_x, to_y)."""
    return _aimed(to_x - start_x, to_y - start_y, MAX_COIN_MM)


def angle_to_targets(table, x: float, y: float) -> float | None:
    """The heading from (x, y) to the middle of the targets standing on the table (the monsters),
    the default aim of a new turn; None on a table without targets."""
    boards = list(table.boards)
    if not boards:
        return None
    cx = sum(b.x for b in boards) / len(boards)
    cy = sum(b.y for b in boards) / len(boards)
    if math.hypot(cx - x, cy - y) < 1e-6:
        return None
    return math.atan2(cy - y, cx - x)


def throw_to(start_x: float, start_y: float, to_x: float, to_y: float, loft: float) -> tuple[float, float]:
    """(angle, power) of a throw from the start whose touchdown is (to_x, to_y), as near as full power
    reaches: the landing mark then follows the mouse (obstacles ignored, as the preview does)."""
    angle = math.atan2(to_y - start_y, to_x - start_x)
    want = math.hypot(to_x - start_x, to_y - start_y)

    def reach(power: float) -> float:
        down = lob_touchdown(make_shot("", "throw", start_x, start_y, angle, power, 0.0, loft), 0.0)
        return 0.0 if down is None else math.hypot(down[0] - start_x, down[1] - start_y)

    low, high = 0.0, 1.0
    if reach(high) <= want:
        return angle, 1.0
    for _ in range(30):
        mid = (low + high) / 2
        low, high = (mid, high) if reach(mid) < want else (low, mid)
    return angle, high


#: The powers at which a lone die's flick is simulated to learn how far it slides (``slide_reach``).
REACH_STEPS = 50


@lru_cache(maxsize=None)
def _slides(kind: str) -> tuple[float, ...]:
    """How far (mm) a lone ``kind`` die flicked at power ``i / REACH_STEPS`` comes to rest, i = 0..REACH_STEPS: the
    physics itself on an empty table (a flick on the flat is the same whatever the seed)."""
    out = [0.0]
    for i in range(1, REACH_STEPS + 1):
        table = Table(4000.0, 4000.0, [], [], [Die("d", kind, "", 0.0, 0.0, 0.0, 1, False)], None)
        result = simulate(table, Shot("d", "flick", 100.0, 2000.0, 0.0, i / REACH_STEPS, 0.0, 0.5), 1, 0)
        die = result.table.dice[0]
        out.append(max(out[-1], math.hypot(die.x - 100.0, die.y - 2000.0)))
    return tuple(out)


def power_for_slide(kind: str, distance: float) -> float | None:
    """The flick power at which a lone ``kind`` die comes to rest ``distance`` mm away (between the simulated
    powers of ``_slides``, linearly); None beyond full power."""
    slides = _slides(kind)
    if distance > slides[-1]:
        return None
    for i in range(1, len(slides)):
        if slides[i] >= distance:
            low, high = slides[i - 1], slides[i]
            u = 0.0 if high <= low else (distance - low) / (high - low)
            return (i - 1 + u) / REACH_STEPS
    return 1.0


@dataclass(frozen=True)
class Reach:
    """The flick powers ``low``..``high`` at which the die, sliding alone, comes to rest on ``board`` (the first
    board on the table its heading crosses); ``best`` stops it in the board's middle along the heading."""

    board: str
    low: float
    high: float
    best: float


def _crossing(poly: list[tuple[float, float]], x: float, y: float, ux: float, uy: float) -> tuple[float, float] | None:
    """Distances (mm) along the ray from (x, y) heading (ux, uy) at which it enters and leaves the convex ``poly``."""
    enter, leave = 0.0, math.inf
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        nx, ny = by - ay, ax - bx   # a normal of the side (either way: made outward below)
        cx, cy = sum(p[0] for p in poly) / n, sum(p[1] for p in poly) / n
        if nx * (cx - ax) + ny * (cy - ay) > 0:
            nx, ny = -nx, -ny
        denom = nx * ux + ny * uy
        dist = nx * (ax - x) + ny * (ay - y)   # > 0: the start inside this side
        if abs(denom) < 1e-12:
            if dist < 0:
                return None
            continue
        t = dist / denom
        if denom < 0:
            enter = max(enter, t)
        else:
            leave = min(leave, t)
    return (enter, leave) if enter < leave and leave > 0 else None


def flick_reach(table: Table, kind: str, x: float, y: float, angle: float) -> Reach | None:
    """The powers that stop a ``kind`` die flicked from (x, y) at ``angle`` on the first board on the ground its
    heading crosses (a board on a stand is out of a flick's reach and stops it), from the physics of a lone die
    (``power_for_slide``; dice in the way are not counted); None when the heading crosses no board in reach."""
    ux, uy = math.cos(angle), math.sin(angle)
    first = None
    for board in table.boards:
        span = _crossing(board_polygon(board), x, y, ux, uy)
        if span is not None and (first is None or span[0] < first[1][0]):
            first = (board, span)
    if first is None or first[0].raised:
        return None
    board, (enter, leave) = first
    low = power_for_slide(kind, enter + 1.0)
    if low is None:
        return None
    high = power_for_slide(kind, leave - 1.0)
    best = power_for_slide(kind, (enter + leave) / 2)
    return Reach(board.id, low, 1.0 if high is None else high, 1.0 if best is None else best)


def reach_span(bar: pygame.Rect, reach: Reach) -> pygame.Rect:
    """The gold bracket over ``reach``'s powers on a power ``bar``, standing (the table's, filled from its foot) or
    lying (the aim panel's, filled from its left): one place for both bars' numbers."""
    if bar.h > bar.w:
        top, bottom = bar.bottom - round(bar.h * reach.high), bar.bottom - round(bar.h * reach.low)
        return pygame.Rect(bar.x - 4, top - 1, bar.w + 8, max(3, bottom - top + 2))
    left, right = bar.x + round(bar.w * reach.low), bar.x + round(bar.w * reach.high)
    return pygame.Rect(left - 1, bar.y - 4, max(3, right - left + 2), bar.h + 8)


def guided_aim(table: Table, kind: str, x: float, y: float) -> tuple[float, float] | None:
    """(angle, power) of a flick from (x, y) that stops a ``kind`` die in the middle of a board (``flick_reach``):
    towards the middle of the targets if that heading crosses one, else straight at the board whose heading is
    nearest it (two boards far apart: the middle between them crossed none); None when no board is in reach."""
    middle = angle_to_targets(table, x, y)
    if middle is None:
        return None
    headings = [middle] + sorted((math.atan2(b.y - y, b.x - x) for b in table.boards),
                                 key=lambda a: abs(math.remainder(a - middle, 2 * math.pi)))
    for angle in headings:
        reach = flick_reach(table, kind, x, y, angle)
        if reach is not None:
            return angle, reach.best
    return None


def guided_throw(table: Table, x: float, y: float, loft: float) -> tuple[float, float] | None:
    """(angle, power) of a throw from (x, y) whose touchdown is the middle of the targets standing on the table;
    None on a table without targets. A flick's aim kept for the next adventurer's throw (Genjimaru's full pull, then
    Paola's turn at 150 %) lobbed at full power far past every board."""
    boards = list(table.boards)
    if not boards:
        return None
    cx, cy = sum(b.x for b in boards) / len(boards), sum(b.y for b in boards) / len(boards)
    if math.hypot(cx - x, cy - y) < 1e-6:
        return None
    return throw_to(x, y, cx, cy, loft)


def make_shot(die: str, method: str, x: float, y: float, angle: float, power: float, spin: float = 0.0,
              loft: float = 0.5) -> Shot:
    return Shot(die, method, float(x), float(y), float(angle), max(0.0, min(1.0, power)),
                max(-1.0, min(1.0, spin)), max(0.0, min(1.0, loft)))


def draw_flick_aim(surface: pygame.Surface, tf: TableTransform, x: float, y: float, angle: float,
                   power: float, spin: float, full: float = MAX_DRAG_MM) -> pygame.Rect:
    """The slingshot band (pulled ``power`` of ``full`` mm), the launch direction and a power bar; returns the bar."""
    (sx, sy), back, tip = flick_ends(tf, x, y, angle, power, full)
    pygame.draw.line(surface, (240, 240, 240), (sx, sy), back, 3)
    pygame.draw.line(surface, AIM, (sx, sy), tip, 2)
    bar = _power_bar(surface, tf, (sx, sy), power)
    if abs(spin) > 0.01:
        r = 18
        start, stop = (0.0, spin * math.pi * 1.5) if spin > 0 else (spin * math.pi * 1.5, 0.0)
        pygame.draw.arc(surface, (120, 200, 250), (sx - r, sy - r, 2 * r, 2 * r), start, stop, 3)
    return bar


def flick_ends(tf: TableTransform, x: float, y: float, angle: float, power: float,
               full: float) -> tuple[tuple[float, float], tuple[float, float], tuple[float, float]]:
    """(the die, the slingshot band's end, the launch direction's tip) on screen for ``draw_flick_aim``."""
    back = tf.to_screen(x - math.cos(angle) * power * full, y - math.sin(angle) * power * full)
    tip = tf.to_screen(x + math.cos(angle) * (40 + power * 160), y + math.sin(angle) * (40 + power * 160))
    return tf.to_screen(x, y), back, tip


def coin_tip(shot: Shot) -> tuple[float, float]:
    """Where ``draw_coin_aim``'s heading ends (table mm)."""
    reach = 60.0 + 200.0 * shot.power
    return shot.x + reach * math.cos(shot.angle), shot.y + reach * math.sin(shot.angle)


def aim_lines(tf: TableTransform, shot: Shot, full: float,
              raised: Sequence[list[tuple[float, float]]] = ()) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The screen segments the aim of ``shot`` draws (``full``: a flick's full pull, mm): the slingshot band and the
    launch direction; a throw's arc as drawn and its touchdown cross; a coin's heading. A tag drawn over the table
    keeps off them."""
    start = tf.to_screen(shot.x, shot.y)
    if shot.method == "flick":
        _start, back, tip = flick_ends(tf, shot.x, shot.y, shot.angle, shot.power, full)
        return [(start, back), (start, tip)]
    if shot.method == "throw":
        arc = throw_arc(tf, shot, raised)
        if arc is None:
            return []
        points, _ground, (lx, ly) = arc   # the arc as drawn, lifted by its height (its chord missed it by 20 px)
        return list(zip(points, points[1:])) + [((lx - 14, ly), (lx + 14, ly)), ((lx, ly - 14), (lx, ly + 14))]
    return [(start, tf.to_screen(*coin_tip(shot)))]


def throw_touchdown(shot: Shot, raised: Sequence[list[tuple[float, float]]] = ()) -> tuple[float, float, float] | None:
    """(x, y, height) where a throw first comes down: on a raised board when it crosses the stand's height
    over one (the physics lands it there), else on the table; obstacles on the way are ignored."""
    if raised:
        high = lob_touchdown(shot, params.STAND_HEIGHT)
        if high is not None and any(point_in_polygon(high[0], high[1], poly) for poly in raised):
            return high[0], high[1], params.STAND_HEIGHT
    low = lob_touchdown(shot, 0.0)
    return None if low is None else (low[0], low[1], 0.0)


THROW_ARC_STEPS = 32


def throw_arc(tf: TableTransform, shot: Shot, raised: Sequence[list[tuple[float, float]]] = ()) -> tuple[
        list[tuple[float, float]], list[tuple[float, float]], tuple[float, float]] | None:
    """(the lob's arc on screen, its height drawn as lift; its shadow on the table; its touchdown, lifted) or None
    when it comes down nowhere (``throw_touchdown``), ignoring obstacles."""
    down = throw_touchdown(shot, raised)
    if down is None:
        return None
    speed = shot.power * params.THROW_SPEED
    elevation = params.THROW_ELEVATION_MIN + shot.loft * (params.THROW_ELEVATION_MAX - params.THROW_ELEVATION_MIN)
    vz, vh = speed * math.sin(elevation), speed * math.cos(elevation)
    dist = math.hypot(down[0] - shot.x, down[1] - shot.y)
    total = dist / vh if vh > 1e-9 else 0.0
    points, ground = [], []
    for i in range(THROW_ARC_STEPS + 1):
        t = total * i / THROW_ARC_STEPS
        x = shot.x + vh * t * math.cos(shot.angle)
        y = shot.y + vh * t * math.sin(shot.angle)
        z = max(0.0, params.THROW_RELEASE_HEIGHT + vz * t - 0.5 * params.GRAVITY * t * t)
        px, py = tf.to_screen(x, y)
        up = tf.lift(z)
        points.append((px - up, py - up))
        ground.append((px, py))
    lx, ly = tf.to_screen(down[0], down[1])
    return points, ground, (lx - tf.lift(down[2]), ly - tf.lift(down[2]))


def draw_throw_aim(surface: pygame.Surface, tf: TableTransform, shot: Shot,
                   raised: Sequence[list[tuple[float, float]]] = ()) -> None:
    """The lob's arc seen from above (height drawn as lift) and its touchdown mark, ignoring obstacles."""
    sx, sy = tf.to_screen(shot.x, shot.y)
    _power_bar(surface, tf, (sx, sy), shot.power)
    arc = throw_arc(tf, shot, raised)
    if arc is None:
        return
    points, ground, (lx, ly) = arc
    for i in range(0, THROW_ARC_STEPS, 2):
        pygame.draw.line(surface, (20, 40, 30), ground[i], ground[i + 1], 1)
    pygame.draw.lines(surface, AIM, False, points, 2)
    pygame.draw.circle(surface, AIM, (int(lx), int(ly)), 10, 2)
    pygame.draw.line(surface, AIM, (lx - 14, ly), (lx + 14, ly), 1)
    pygame.draw.line(surface, AIM, (lx, ly - 14), (lx, ly + 14), 1)


def draw_coin_aim(surface: pygame.Surface, tf: TableTransform, shot: Shot) -> None:
    """The coin toss: its heading and the spread it may take (no landing point: the toss is not predictable)."""
    sx, sy = tf.to_screen(shot.x, shot.y)
    _power_bar(surface, tf, (sx, sy), shot.power)
    reach = 60.0 + 200.0 * shot.power
    for side in (-1.0, 1.0):
        a = shot.angle + side * params.COIN_SPREAD_ANGLE
        pygame.draw.line(surface, (200, 170, 90), (sx, sy), tf.to_screen(shot.x + reach * math.cos(a),
                                                                          shot.y + reach * math.sin(a)), 1)
    tip = tf.to_screen(*coin_tip(shot))
    pygame.draw.line(surface, AIM, (sx, sy), tip, 2)
    pygame.draw.circle(surface, AIM, (int(tip[0]), int(tip[1])), 4)


#: The power bar beside the shooting position: its height at most (px; less in a low view), and the strip at the
#: view's top it keeps clear of (the 'More' hint's height and a gap).
POWER_BAR_H = 100
BAR_TOP_ROOM = 30


def power_bar_rect(tf: TableTransform, at: tuple[float, float]) -> pygame.Rect:
    """The power bar beside the die at ``at`` (px): right of it, centred on it, inside the table's view while the
    die is (at the view's top edge the bar was cut to its lower third)."""
    h = max(30, min(POWER_BAR_H, tf.rect.h // 3))
    bar = pygame.Rect(int(at[0]) + 24, int(at[1]) - h // 2, 12, h)
    if not tf.rect.collidepoint(at):   # the die panned out of view: its bar goes with it
        return bar
    room = tf.rect.inflate(-8, -8)
    if room.h >= h + 2 * BAR_TOP_ROOM:   # under the strip where the 'More' hint may lie (at 800x560 it hid the
        room.y, room.h = room.y + BAR_TOP_ROOM, room.h - BAR_TOP_ROOM   # bar's top and its gold bracket)
    return bar.clamp(room)


def _power_bar(surface: pygame.Surface, tf: TableTransform, at: tuple[float, float], power: float) -> pygame.Rect:
    bar = power_bar_rect(tf, at)
    pygame.draw.rect(surface, (30, 30, 30), bar)
    h = int(bar.h * power)
    colour = (90, 200, 90) if power < 0.6 else (230, 180, 60) if power < 0.9 else (230, 80, 60)
    pygame.draw.rect(surface, colour, (bar.x, bar.bottom - h, bar.w, h))
    pygame.draw.rect(surface, (220, 220, 220), bar, 1)
    return bar
