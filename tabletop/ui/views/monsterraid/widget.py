"""ShootingWidget: the battlefield on screen, shot with the mouse or the keyboard.

It wraps a ``ShootingController`` (the logic) and adds the camera (zoom with
the wheel, pan with a right- or middle-button drag, PageUp/PageDown, Shift+
arrows, Home), the drawing (table, aim preview, power indicator, highlights
after a shot, messages) and the inputs:

=================  ===========================================================
mouse              flick: press on the die, drag back (slingshot), release;
                   throw / coin: press anywhere, drag towards the target,
                   release; wheel while dragging: spin (flick) or loft
                   (throw); drag the launcher ring to move the shooting
                   position; click a die to choose it
keys               ←/→ aim (Ctrl: finer), ↑/↓ or +/- power, Q/E spin, W/S
                   loft, M method, Tab / Shift+Tab die, Enter or Space shoot
                   (Space skips a running animation), R replay, T replay
                   speed, Alt+arrows move the shooting position, P place it
                   with the next click; a click skips a running animation
=================  ===========================================================

The game screen embeds it: give it a controller built with the session's
simulator and ``on_result``, set ``names`` (board / card id -> label) and
``enabled`` (False while it is not the shooter's turn).

The default view (``default_view``, Home) frames the playing area
(``playing_area``: here the whole table; the game's table narrows it to the
boards, cards and shooting position) at true scale, never below
``render.READABLE_SCALE`` (a window too small for that zooms the whole table
and keeps the shooting position in view). The aim panel and the hand sit in
the widget's lower corners when the playing area leaves them free (a wide
table: the area is taller than wide), else in a strip under the table, or,
where that strip would make the dice small (under ``render.FIT_LEAST_SCALE``)
and the area is a tall narrow column (a lone flyer far from the shooting
position), stacked in the lower-left corner beside it; any way never over the
playing area. The view follows the widget's size until
the player zooms or pans.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from tabletop.physics import board_polygon, card_polygon
from tabletop.physics.dice import die_shape
from tabletop.physics.params import STAND_HEIGHT
from tabletop.core.i18n import t

from ... import theme
from ...kept import Kept
from ...text import Label, key, resolve
from ...widgets import Button
from ...widgets.base import Widget
from . import strings  # noqa: F401  (registers the raid strings)
from .aim import (LAUNCHER_RADIUS, Reach, aim_lines, coin_from_drag, draw_coin_aim, draw_flick_aim, draw_throw_aim,
                  flick_from_drag, flick_reach, full_pull_px, power_bar_rect, reach_span, throw_to)
from . import resting
from .viewease import ViewEase, standing
from .callouts import bounds, overlaps
from .controller import ShootingController, Summary, position_error, summarise
from .render import (FIT_LEAST_SCALE, READABLE_SCALE, Labels, TableRenderer, TableTransform, die_drawn_rect, draw_dice, draw_die_icon,
                     draw_launcher, shrink_to_fit, table_surfaces_key)

ZOOM_MIN, ZOOM_MAX = 1.0, 8.0
COUNT = (255, 214, 64)      # a die that counts, and its target
CRASH = (255, 120, 60)      # crashes
SELECT = (120, 220, 255)    # the selection while setting up
MOVE_STEP = 10.0            # mm per Alt+arrow
TURN_STEP = math.radians(2.0)
FINE_TURN = math.radians(0.25)
POWER_STEP = 0.05
SPIN_STEP = 0.1
LOFT_STEP = 0.1
HAND_LABEL_W = 48
#: Below this width (px) the strip under the table packs the aim panel and the hand tighter.
NARROW = 480
#: Height of the strip under the table that holds the aim panel and the hand (the table never runs under it).
HUD_H = 96
#: Least width (px) of the free column beside the playing area that takes the aim panel or the hand.
CORNER_W = 150
#: Width (px) of the column the aim panel and the hand take stacked beside a tall narrow playing area.
SIDE_W = CORNER_W + 20
#: Height (px) of the hand's box over the aim panel in that column.
SIDE_HAND_H = 52
#: Room (mm) kept round the playing area in the default view.
AREA_MARGIN = 12.0
#: Most the default view's centre moves (px) so that no resting die is cut by its edge (``clear_of_dice``).
DIE_NUDGE = 24
#: Room (px) the default view keeps round the shooting position beyond a full slingshot pull (``pull_px``).
PULL_MARGIN = 10
#: ``PULL_MARGIN`` in the stacked layout (``hud_beside``): the rest of it is the scene's inset of the view under the
#: window's bar (``VIEW_INSET``), so a full pull still ends ``PULL_MARGIN`` px clear of the bar (a lone far flyer at
#: 800x560 kept 0.421 px/mm, over ``FIT_LEAST_SCALE``; the whole margin inside the view left it at 0.415).
VIEW_INSET = 6
SIDE_PULL_MARGIN = PULL_MARGIN - VIEW_INSET


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The area (px²) two rects share."""
    both = a.clip(b)
    return both.w * both.h


class ReplayButton(Button):
    """"Replay at 0.5x": the last shot again, slowly, at the controller's replay speed (T changes it).

    The practice table and the game screen share it; ``controller`` gives the current
    ``ShootingController`` (the game makes a new one each turn and hands the last shot on)."""

    def __init__(self, controller: Callable[[], ShootingController], **kwargs: Any) -> None:
        super().__init__(lambda lang: key("raid.replay_speed", speed=f"{controller().replay_speed:g}").get(lang),
                         lambda: controller().replay(), size=theme.SIZE_SMALL, tooltip=key("raid.key_replay"),
                         enabled=lambda: controller().record is not None and not controller().busy, **kwargs)


def owner_name(owner: str, lang: str) -> str:
    key = f"raid.owner.{owner}"
    name = t(key, lang)
    return owner if name.startswith("<") else name


def die_label(table, die_id: str, lang: str) -> str:
    die = next((d for d in table.dice if d.id == die_id), None)
    if die is None:
        return die_id
    same = [d.id for d in table.dice if d.owner == die.owner and d.kind == die.kind]
    suffix = f"#{same.index(die_id) + 1}" if len(same) > 1 else ""
    return f"{owner_name(die.owner, lang)} {die.kind}{suffix}"


class ShootingWidget(Widget):
    """See the module doc."""

    def __init__(self, controller: ShootingController, rect=None, *, names: dict[str, Label] | None = None) -> None:
        super().__init__(rect)
        self.ctl = controller
        self.names: dict[str, Label] = names or {}
        self.zoom = 1.0
        self.centre: tuple[float, float] | None = None
        self.renderer: TableRenderer | None = None
        self.drag: str = ""          # "sling" | "aim" | "move" | "pan" | ""
        self.drag_from: tuple[float, float] = (0.0, 0.0)
        self.drag_to: tuple[float, float] | None = None
        #: A pull begun on the shooting position's mark at the view's edge (``on_shooter_mark``): measured from
        #: where the drag began, not from the die off the view.
        self.pull_from_mark = False
        self.pressed: str = ""
        self.placing = False
        self.summary: Summary | None = None
        self._reach_label: tuple[tuple, tuple[str, pygame.Rect] | None] | None = None  # (its inputs, it)
        self.hud_visible = True
        self.editing = False  # set-up mode of the practice table: the raw table, no aim, no shooting inputs
        self.selection_fn = None  # () -> ("board" | "card" | "die", id) | None, outlined while editing
        self._last_record = None
        self._last_pos: tuple[int, int] | None = None
        self.grab_origin: tuple[float, float] = (0.0, 0.0)
        self.hud_in_corners = False  # the aim panel and hand in the lower corners (the table has the whole widget)
        self.hud_beside = False      # the aim panel and, over it, the hand in the lower-left corner beside a tall
        # narrow playing area (the table has the whole widget; ``default_view``)
        self.auto_view = True        # the default view, kept when the widget's size changes, until zoomed or panned
        self._view_for: tuple | None = None
        self._reach: tuple[tuple, Reach | None] | None = None   # ``reach`` by what it depends on
        self.hud_reach: tuple[pygame.Rect, pygame.Rect, str] | None = None   # the aim panel's bar, bracket, board
        self.message_rect = pygame.Rect(0, 0, 0, 0)   # where the last message was drawn
        self._kept = Kept()   # the table at rest (``resting``)
        self.ease: ViewEase | None = None   # the view gliding to a new framing (``viewease``)
        self._ui: Any = None   # the app, as last met in ``handle`` or ``draw`` (whether a drag is under way)
        self._standing: tuple[str, ...] | None = None   # the boards on the table when the view last followed it

    # -- camera -----------------------------------------------------------------------------
    def table_rect(self) -> pygame.Rect:
        """The table's own rectangle: the widget less the strip of the aim panel and the hand (when shown in a
        strip; in the corners they leave the table the whole widget)."""
        if (not self.hud_visible or self.editing or self.rect.h < 2 * HUD_H or self.hud_in_corners
                or self.hud_beside):
            return pygame.Rect(self.rect)
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - HUD_H)

    def hud_strip(self) -> pygame.Rect:
        """The strip under the table (empty when the table has the whole widget)."""
        top = self.table_rect()
        return pygame.Rect(self.rect.x, top.bottom, self.rect.w, self.rect.bottom - top.bottom)

    def transform(self) -> TableTransform:
        table = self.ctl.table
        return TableTransform(table.width, table.height, self.table_rect(), self.zoom, self.centre)

    def zoom_at(self, pos: tuple[int, int], factor: float) -> None:
        tf = self.transform()
        before = tf.to_table(*pos)
        self.zoom = min(ZOOM_MAX, max(ZOOM_MIN, self.zoom * factor))
        self.auto_view = False
        self.ease = None   # a glide under way ends where it is
        tf = self.transform()
        after = tf.to_table(*pos)
        cx, cy = self.centre or (self.ctl.table.width / 2, self.ctl.table.height / 2)
        self.centre = (cx + before[0] - after[0], cy + before[1] - after[1])
        self._clamp()

    def pan(self, dx_px: float, dy_px: float) -> None:
        tf = self.transform()
        cx, cy = self.centre or (self.ctl.table.width / 2, self.ctl.table.height / 2)
        self.centre = (cx - dx_px / tf.scale, cy + dy_px / tf.scale)
        self.auto_view = False
        self.ease = None
        self._clamp()

    def reset_view(self) -> None:
        """Home: the default view."""
        self.default_view()

    def playing_area(self) -> tuple[float, float, float, float]:
        """The part of the table (x0, y0, x1, y1, mm) the default view frames: here the whole table."""
        return 0.0, 0.0, self.ctl.table.width, self.ctl.table.height

    def least_scale(self) -> float:
        """The least scale (px per mm) of the default view: dice on the table read (``READABLE_SCALE``)."""
        return READABLE_SCALE

    def fit_least(self) -> float:
        """The least scale (px per mm) at which the default view shows the playing area whole rather than keep
        ``least_scale`` and only the shooting position in view (here never: the practice table is the whole table)."""
        return self.least_scale()

    def pull_px(self) -> int:
        """The slingshot pull (screen px) that flicks at full power (``aim.full_pull_px`` of the widget less the
        aim panel's strip, or of its column beside the area: ``hud_beside``): the same reach of the hand at every
        zoom."""
        return self.side_pull_px() if self.hud_beside else full_pull_px(self.rect.w, self.rect.h - HUD_H)

    def side_pull_px(self) -> int:
        """``pull_px`` with the aim panel and the hand stacked beside the area (the view less their column)."""
        return full_pull_px(self.rect.w - SIDE_W, self.rect.h)

    def pull_mm(self) -> float:
        """``pull_px`` in table millimetres at the current view."""
        return self.pull_px() / self.transform().scale

    def pull_room_px(self) -> int:
        """Room (px) the default view keeps round the shooting position for a full pull inside the table's view
        (beyond the table's edge where the launcher stands near it); none while editing or without the aim."""
        return 0 if self.editing or not self.hud_visible else self.pull_px() + PULL_MARGIN

    def kept_in_view(self) -> tuple[float, float, float] | None:
        """(x, y, reach) mm the default view keeps in view when the playing area is larger than it: the shooting
        position and its launcher ring; None: the area's centre."""
        px, py = self.ctl.position
        return px, py, LAUNCHER_RADIUS + AREA_MARGIN

    def playing_rect(self) -> pygame.Rect:
        """The playing area on screen, as far as the table shows it."""
        x0, y0, x1, y1 = self.playing_area()
        tf = self.transform()
        (ax, ay), (bx, by) = tf.to_screen(x0, y1), tf.to_screen(x1, y0)
        return pygame.Rect(int(ax), int(ay), int(bx - ax), int(by - ay)).clip(tf.rect)

    def things_on_screen(self) -> list[pygame.Rect]:
        """The screen rects of the boards, the cards and the shooting position's ring (what a message keeps off)."""
        tf, table = self.transform(), self.ctl.table
        polys = [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]
        px, py = self.ctl.position
        polys.append([(px - LAUNCHER_RADIUS, py - LAUNCHER_RADIUS), (px + LAUNCHER_RADIUS, py + LAUNCHER_RADIUS)])
        out = []
        for poly in polys:
            xs, ys = zip(*(tf.to_screen(x, y) for x, y in poly))
            out.append(pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1))
        return out

    def default_view(self) -> None:
        """Frame the playing area at true scale: the largest scale that shows it whole, never below
        ``least_scale`` (then the shooting position stays in view); the aim panel and hand go to the
        lower corners when the area leaves columns of ``CORNER_W`` beside it, else under the table, or stacked in
        a column of ``SIDE_W`` beside the area where the strip under the table would show it under
        ``FIT_LEAST_SCALE`` and the column shows it larger (at 800x560 a lone griffon far from the shooting
        position, the area 1049 mm tall and 180 wide, was at 0.324 px/mm over the strip; beside it, 0.421; 0.311
        -> 0.421 at 150 %). There too the view keeps the full pull (``side_pull_px``) and ``SIDE_PULL_MARGIN`` in it
        (a full pull up ended on the view's very top edge)."""
        self.ease = None   # a glide under way would carry the view on to the framing before this one
        table = self.ctl.table
        x0, y0, x1, y1 = self.playing_area()
        # the margin stops at the table's edge unless the area goes past it: stage 2's effect card hanging 16 mm off
        # the table's near edge under a griffon on its stand was cut by the placement view's foot at 1280x800
        x0, y0 = (v - AREA_MARGIN if v < 0 else max(0.0, v - AREA_MARGIN) for v in (x0, y0))
        x1, y1 = (v + AREA_MARGIN if v > edge else min(edge, v + AREA_MARGIN)
                  for v, edge in ((x1, table.width), (y1, table.height)))
        aw, ah = max(1.0, x1 - x0), max(1.0, y1 - y0)
        self.auto_view = True
        self._view_for = self._view_key()
        if self.rect.w <= 0 or self.rect.h <= 0:
            self.zoom, self.centre = 1.0, None
            return
        self.hud_in_corners = self.hud_beside = False
        least = self.least_scale()
        floor = min(least, self.fit_least())
        room = self.pull_room_px()
        px, py = self.ctl.position
        strip = 0   # px of the aim panel's strip under the table's view, where a pull down may reach (below)

        def framed(scale: float) -> tuple[float, float, float, float]:
            """The area and, ``room`` px round it at ``scale``, the shooting position (a full pull in view; a pull
            down may reach over the strip under the view: stage 3's boards stacked up the table were cut at the
            view's top at the least scale, the felt under the shooting position kept for a pull, issue 16)."""
            if not room:
                return x0, y0, x1, y1
            r = room / scale
            return min(x0, px - r), min(y0, py - max(0, room - strip) / scale), max(x1, px + r), max(y1, py + r)

        def fitted(w: int, h: int) -> float:
            """The largest scale showing ``framed`` whole in w x h px (the room grows as the scale falls: a few
            rounds settle it), not under ``least``; down to ``floor`` where that shows it whole, else ``floor`` (the
            shooting position kept in view with as much of the rest as it shows, the rest reached by panning:
            ``draw_more``; at ``least`` a layout of 150 % showed its boards' top edge alone)."""
            scale = min(w / aw, h / ah)
            for _ in range(12):
                bx0, by0, bx1, by1 = framed(scale)
                scale = min(w / max(1.0, bx1 - bx0), h / max(1.0, by1 - by0))
            return max(scale, floor)

        scale = fitted(self.rect.w, self.rect.h)
        bx0, _by0, bx1, _by1 = framed(scale)
        if self.rect.h >= 2 * HUD_H and (self.rect.w - (bx1 - bx0) * scale) / 2 >= CORNER_W:
            self.hud_in_corners = True
        rect = self.table_rect()
        if rect.size != self.rect.size:   # the aim panel's strip under it, or (Monster Raid's round end) the step's
            strip = max(0, self.rect.bottom - rect.bottom)   # banner: stage 2's round end at 1280x800 cut its top
            scale = fitted(rect.w, rect.h)                   # and bottom boards
        side = 0   # px of the view's left taken by the aim panel and the hand stacked beside the area
        if room and strip and scale < FIT_LEAST_SCALE - 1e-9 and self.rect.w - SIDE_W >= 2 * LAUNCHER_RADIUS:
            kept_room = room
            room, strip = self.side_pull_px() + SIDE_PULL_MARGIN, 0
            beside = fitted(self.rect.w - SIDE_W, self.rect.h)
            if beside > scale + 0.01:
                self.hud_beside, side, scale, rect = True, SIDE_W, beside, pygame.Rect(self.rect)
            else:
                room, strip = kept_room, max(0, self.rect.bottom - rect.bottom)
        fit = min(rect.w / table.width, rect.h / table.height)
        self.zoom = min(ZOOM_MAX, max(ZOOM_MIN, scale / fit))
        scale = fit * self.zoom
        x0, y0, x1, y1 = framed(scale)
        aw, ah = x1 - x0, y1 - y0
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        half_w, half_h = (rect.w - side) / scale / 2, rect.h / scale / 2
        kept = self.kept_in_view()   # a view narrower than the area: the shooting position (or so) kept in it
        # (with a mm to spare: an area the scale was chosen to fit exactly measured a hair over the view after the
        # zoom's rounding, and a placement framed the launcher instead, its boss under the targets' panel)
        if kept is not None:
            px, py, reach = kept
            below = reach
            if room and (px, py) == self.ctl.position:
                reach, below = max(reach, room / scale), max(reach, (room - strip) / scale)
            cx = min(max(cx, px + reach - half_w), px - reach + half_w) if aw > 2 * half_w + 1.0 else cx
            cy = min(max(cy, py + reach - half_h), py - below + half_h) if ah > 2 * half_h + 1.0 else cy
        if aw > 2 * half_w + 1.0 or ah > 2 * half_h + 1.0:   # part of the area off the view: no die cut by its edge
            cx, cy = self.clear_of_dice(cx, cy, rect, scale, kept, (aw > 2 * half_w + 1.0, ah > 2 * half_h + 1.0))
        self.centre = (cx - side / 2 / scale, cy)   # the area in the view's part right of the stacked panels
        self._clamp()
        self.auto_view = True

    def clear_of_dice(self, cx: float, cy: float, rect: pygame.Rect, scale: float,
                      kept: tuple[float, float, float] | None, free: tuple[bool, bool]) -> tuple[float, float]:
        """The view's centre (mm) moved at most ``DIE_NUDGE`` px (across, down: each where ``free``, the area
        wider or taller than the view) so that no resting die is cut by the view's edge
        (each wholly in view or wholly out of it, beyond the "more" arrows), the kept shooting position still in
        view; the least move that cuts the fewest. At 800x560 a die that missed lay half beyond the view's side."""
        dice = [d for d in self.ctl.table.dice if d.in_play]
        if not dice:
            return cx, cy
        tf = TableTransform(self.ctl.table.width, self.ctl.table.height, rect, scale / min(
            rect.w / self.ctl.table.width, rect.h / self.ctl.table.height), (cx, cy))
        boxes = [die_drawn_rect(tf, d) for d in dice]
        keep = None
        if kept is not None:
            kx, ky = tf.to_screen(kept[0], kept[1])
            r = kept[2] * scale
            keep = pygame.Rect(int(kx - r), int(ky - r), int(2 * r), int(2 * r))

        def cut(dx: int, dy: int) -> int:
            view = rect.move(dx, dy)
            return sum(1 for b in boxes if view.colliderect(b) and not view.contains(b))

        span = range(-DIE_NUDGE, DIE_NUDGE + 1, 2)
        moves = sorted(((dx, dy) for dx in (span if free[0] else (0,)) for dy in (span if free[1] else (0,))
                        if keep is None or not rect.contains(keep) or rect.move(dx, dy).contains(keep)),
                       key=lambda m: (cut(*m), abs(m[0]) + abs(m[1])))
        dx, dy = moves[0]
        return cx + dx / scale, cy - dy / scale

    def _follow_size(self) -> None:
        """The default view again when the widget's size or what it shows changed and the player has not
        zoomed or panned, or a board fell (then even after a zoom or pan: the view fits what is still in play). A
        change of what is in play, the widget's size the same, glides there (``viewease``); not while a shot is in
        flight or the player is aiming (the view waits, never moving under a pull)."""
        boards = standing(self.ctl.table)
        key = self._view_key()
        same_size = self._view_for is not None and self._view_for[:3] == key[:3]
        if (self.ctl.busy or self._aiming()) and same_size:
            return
        fell = self._standing is not None and boards != self._standing
        self._standing = boards
        refit = fell and not self.editing and not self.auto_view   # the player's zoom or pan: back to the fit
        if refit:
            self.auto_view = True
        if not self.auto_view or (self._view_for == key and not refit):
            return
        start = self.view_now()
        self.default_view()
        if same_size and self.rect.w > 0:
            end = self.view_now()
            if abs(math.log(end[0] / start[0])) > 1e-4 or math.dist(start[1:], end[1:]) > 0.5:
                self.ease = ViewEase(start, end)
                self.zoom, self.centre = start[0], start[1:]

    def _aiming(self) -> bool:
        """Whether the player is dragging on the table now (a pull, an aim, the launcher moved): the drag this
        widget began and the app's pointer still held (a drag whose end went elsewhere does not count)."""
        translator = getattr(self._ui, "translator", None)
        return bool(self.drag) and (translator is None or translator.dragging)

    def view_now(self) -> tuple[float, float, float]:
        """(zoom, centre x, centre y mm) of the view now (the table's middle for no centre)."""
        cx, cy = self.centre or (self.ctl.table.width / 2, self.ctl.table.height / 2)
        return self.zoom, cx, cy

    def _glide(self, dt: float) -> bool:
        """The eased move a step on (``viewease``); False when there is none. It waits while a shot is in flight
        or the player aims, and ends where it is when the player zooms or pans (``zoom_at``, ``pan``)."""
        if self.ease is None:
            return False
        if self.ctl.busy or self._aiming():
            return True
        zoom, x, y = self.ease.step(dt)
        self.zoom, self.centre = zoom, (x, y)
        if self.ease.done:
            self.zoom, self.centre = self.ease.end[0], self.ease.end[1:]
            self.ease = None
            self._clamp()
        return True

    def _view_key(self) -> tuple:
        return tuple(self.rect), self.hud_visible, self.editing, self.playing_area(), self.kept_in_view()

    def _clamp(self) -> None:
        if self.centre is None:
            return
        w, h = self.ctl.table.width, self.ctl.table.height
        self.centre = (min(w, max(0.0, self.centre[0])), min(h, max(0.0, self.centre[1])))
        if self.zoom <= ZOOM_MIN + 1e-9:
            self.centre = None

    # -- picking --------------------------------------------------------------------------------
    def die_at(self, pos: tuple[int, int]) -> str | None:
        tf = self.transform()
        x, y = tf.to_table(*pos)
        table = self.ctl.display_table()
        best = None
        for d in table.dice:
            if not d.in_play:
                continue
            reach = die_shape(d.kind).radius + max(4.0, 8.0 / tf.scale)
            dist = math.hypot(d.x - x, d.y - y)
            if dist <= reach and (best is None or dist < best[0]):
                best = (dist, d.id)
        return best[1] if best else None

    def _on_shot_die(self, pos) -> bool:
        tf = self.transform()
        px, py = tf.to_screen(*self.ctl.position)
        kind = self.ctl.die_obj().kind if self.ctl.die_obj() is not None else "d6"
        reach = die_shape(kind).radius * tf.scale + 10
        return math.hypot(pos[0] - px, pos[1] - py) <= reach

    def on_shooter_mark(self, pos) -> bool:
        """Whether ``pos`` is on a mark standing for the shooting position off the view (here none)."""
        return False

    def _on_launcher_ring(self, pos) -> bool:
        tf = self.transform()
        px, py = tf.to_screen(*self.ctl.position)
        d = math.hypot(pos[0] - px, pos[1] - py)
        return d <= max(8, LAUNCHER_RADIUS * tf.scale) + 8 and not self._on_shot_die(pos)

    # -- inputs ---------------------------------------------------------------------------------
    def handle(self, inp, ui: Any) -> bool:
        self._ui = ui
        if not self.visible:
            return False
        ctl = self.ctl
        kind = inp.kind
        if kind == "key":
            return self.handle_key(inp)
        if not inp.pointer:
            return False
        inside = self.rect.collidepoint(inp.pos)
        if kind == "wheel":
            if not inside and not self.drag:
                return False
            if self.drag == "sling":
                ctl.change_spin(SPIN_STEP * (1 if inp.dy > 0 else -1))
            elif self.drag == "aim" and ctl.method == "throw":
                ctl.change_loft(LOFT_STEP * (1 if inp.dy > 0 else -1))
            else:
                self.zoom_at(inp.pos, 1.15 ** (1 if inp.dy > 0 else -1))
            return True
        if kind == "press":
            if not inside:
                return False
            self.pressed, self.pull_from_mark = "", False
            if inp.button == 1 and ctl.busy:  # a click skips the shot's animation (as Space does)
                ctl.skip()
                self.pressed = "skip"  # the rest of this click does nothing else
                return True
            if inp.button in (2, 3):
                self.pressed = "pan"
            elif inp.button == 1 and self.enabled and not ctl.busy:
                if self.placing:
                    self.pressed = "place"
                elif ((self._on_shot_die(inp.pos) or self.on_shooter_mark(inp.pos)) and ctl.method == "flick"
                      and ctl.die is not None):
                    self.pressed = "sling"
                    self.pull_from_mark = not self._on_shot_die(inp.pos)
                elif self._on_launcher_ring(inp.pos):
                    self.pressed = "move"
                elif ctl.method in ("throw", "coin") and ctl.die is not None:
                    self.pressed = "aim"
            return True
        if kind == "drag_start":
            if not self.pressed or self.pressed == "skip":
                return self.pressed == "skip"
            self.drag = self.pressed if self.pressed != "place" else ""
            self.drag_from = self.transform().to_table(*inp.pos)
            self.drag_to = self.drag_from
            self.grab_origin = self.ctl.position
            return True
        if kind == "drag_move":
            if not self.drag:
                return False
            if self.drag == "pan":
                last = self._last_pos or inp.start
                self.pan(inp.pos[0] - last[0], inp.pos[1] - last[1])
                self._last_pos = inp.pos
                return True
            self.drag_to = self.transform().to_table(*inp.pos)
            self._update_drag_aim()
            return True
        if kind == "drag_end":
            drag, self.drag, self.pressed = self.drag, "", ""
            self._last_pos = None
            if not drag:
                return inside
            if drag == "pan":
                return True
            self.drag_to = self.transform().to_table(*inp.pos)
            if drag == "move":
                ctl.set_position(*self.moved_position())
            else:
                self._update_drag_aim()
                self.shoot()
            self.drag_to = None
            return True
        if kind == "click":
            pressed, self.pressed = self.pressed, ""
            if not inside or inp.button != 1 or pressed == "skip":
                return inside
            if pressed == "place" or self.placing:
                self.placing = False
                ctl.set_position(*self.transform().to_table(*inp.pos))
                return True
            for die_id, rect in self.hand_slots():
                if rect.collidepoint(inp.pos) and not ctl.busy:
                    ctl.die = die_id
                    return True
            if not ctl.busy:
                picked = self.die_at(inp.pos)
                if picked is not None and picked in ctl.eligible():
                    ctl.die = picked
            return True
        return False

    def moved_position(self) -> tuple[float, float]:
        """Where a dragged launcher ring would put the shooting position (the grab point keeps its offset)."""
        fx, fy = self.drag_from
        tx, ty = self.drag_to or self.drag_from
        return self.grab_origin[0] + tx - fx, self.grab_origin[1] + ty - fy

    def _update_drag_aim(self) -> None:
        ctl = self.ctl
        if self.drag_to is None:
            return
        fx, fy = self.drag_from
        tx, ty = self.drag_to
        if self.drag == "sling":
            if self.pull_from_mark:   # the die is off the view: the pull from where the drag began
                tx, ty = ctl.position[0] + tx - fx, ctl.position[1] + ty - fy
            angle, power = flick_from_drag(ctl.position[0], ctl.position[1], tx, ty, self.pull_mm())
        elif self.drag == "aim" and ctl.method == "throw":   # the landing mark under the mouse
            angle, power = throw_to(ctl.position[0], ctl.position[1], tx, ty, ctl.aim.loft)
        elif self.drag == "aim":
            angle, power = coin_from_drag(fx, fy, tx, ty)
        else:
            return
        if power > 0:
            ctl.set_aim(angle, power)
        else:
            ctl.aim.power = 0.0

    def handle_key(self, inp) -> bool:
        ctl = self.ctl
        sc = inp.shortcut
        if sc in ("space",) and ctl.busy:
            ctl.skip()
            return True
        views = {"page up": lambda: self.zoom_at(self.rect.center, 1.25),
                 "page down": lambda: self.zoom_at(self.rect.center, 0.8),
                 "home": self.reset_view,
                 "shift+left": lambda: self.pan(60, 0), "shift+right": lambda: self.pan(-60, 0),
                 "shift+up": lambda: self.pan(0, 60), "shift+down": lambda: self.pan(0, -60)}
        if sc in views:
            views[sc]()
            return True
        if not self.enabled:
            return False
        if ctl.busy:
            return sc in ("return", "r", "t")
        actions = {
            "left": lambda: ctl.turn(TURN_STEP), "right": lambda: ctl.turn(-TURN_STEP),
            "ctrl+left": lambda: ctl.turn(FINE_TURN), "ctrl+right": lambda: ctl.turn(-FINE_TURN),
            "up": lambda: ctl.change_power(POWER_STEP), "down": lambda: ctl.change_power(-POWER_STEP),
            "=": lambda: ctl.change_power(POWER_STEP), "+": lambda: ctl.change_power(POWER_STEP),
            "[+]": lambda: ctl.change_power(POWER_STEP), "-": lambda: ctl.change_power(-POWER_STEP),
            "[-]": lambda: ctl.change_power(-POWER_STEP),
            "q": lambda: ctl.change_spin(SPIN_STEP), "e": lambda: ctl.change_spin(-SPIN_STEP),
            "w": lambda: ctl.change_loft(LOFT_STEP), "s": lambda: ctl.change_loft(-LOFT_STEP),
            "m": ctl.cycle_method, "tab": lambda: ctl.cycle_die(1), "shift+tab": lambda: ctl.cycle_die(-1),
            "return": self.shoot, "space": self.shoot, "enter": self.shoot,
            "r": lambda: ctl.replay(), "t": ctl.cycle_replay_speed,
            "alt+left": lambda: ctl.nudge_position(-MOVE_STEP, 0), "alt+right": lambda: ctl.nudge_position(MOVE_STEP, 0),
            "alt+up": lambda: ctl.nudge_position(0, MOVE_STEP), "alt+down": lambda: ctl.nudge_position(0, -MOVE_STEP),
            "p": self.toggle_placing,
        }
        if sc in actions:
            actions[sc]()
            return True
        return False

    def toggle_placing(self) -> None:
        self.placing = not self.placing
        if self.placing:
            self.ctl.say("raid.place_hint")
        elif self.ctl.message == "raid.place_hint":
            self.ctl.say(None)

    def shoot(self) -> None:
        if self.ctl.shoot() is not None:
            self.summary = None

    # -- frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        self._follow_size()
        moving = self._glide(dt)
        moving = self.ctl.update(dt) or moving
        record = self.ctl.record
        if not self.ctl.busy and record is not None and record is not self._last_record:
            self._last_record = record
            self.summary = None if record.retried else summarise(record)
        return moving or bool(self.drag)

    def labels(self, lang: str) -> Labels:
        labels = Labels()
        for ident, label in self.names.items():
            text = resolve(label, lang)
            if text:
                labels.boards[ident] = [text]
                labels.cards[ident] = text
        ctl = self.ctl
        if self.editing:
            sel = self.selection_fn() if self.selection_fn is not None else None
            if sel is not None:
                (labels.die_highlight if sel[0] == "die" else labels.board_highlight)[sel[1]] = SELECT
            return labels
        if ctl.busy or self.summary is None:
            if not ctl.busy and ctl.die is not None:
                labels.die_highlight[ctl.die] = theme.TEXT
            return labels
        for die, targets in self.summary.on.items():
            labels.die_highlight[die] = COUNT
            for target in targets:
                labels.board_highlight[target] = COUNT
        for die in self.summary.crashed:
            labels.die_highlight.setdefault(die, CRASH)
        return labels

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        self._ui = ui
        if self.renderer is None:
            self.renderer = TableRenderer(ui.text)
        self._follow_size()
        ctl = self.ctl
        tf = self.transform()
        table, frame = (ctl.table, None) if self.editing else ctl.shown_frame()
        labels = self.labels(ui.lang)
        at_rest = resting.key(self, tf, table, labels, ui)

        def paint() -> tuple[tuple[pygame.Rect, pygame.Rect, str] | None, pygame.Rect]:
            self._draw_all(surface, ui, tf, table, frame, labels)
            return self.hud_reach, self.message_rect

        if at_rest is None:
            paint()
        else:   # the same pixels frame after frame: kept (``resting``), with what drawing them worked out
            self.hud_reach, self.message_rect = self._kept.draw(
                surface, "widget", self.rect, (at_rest, resting.hud_key(self, ui)), paint, ui.text)

    def _draw_all(self, surface: pygame.Surface, ui: Any, tf: TableTransform, table, frame, labels: Labels) -> None:
        """The whole widget: the strip, the table (``_draw_table``), the aim, the 'more' arrows and the panels."""
        ctl = self.ctl
        clip = surface.get_clip()
        strip = self.hud_strip()
        if strip.h > 0:
            pygame.draw.rect(surface, theme.BG_DEEP, strip)
        surface.set_clip(tf.rect)
        self._draw_table(surface, tf, table, frame, labels, ui)
        if not ctl.busy and not self.editing:
            if self.enabled and ctl.die is not None:   # (a pull may reach over the strip under the view)
                surface.set_clip(self.rect.clip(clip) if clip.w else self.rect)
                self._draw_aim(surface, tf, ui)
                surface.set_clip(tf.rect)
        if not self.editing:
            self.draw_more(surface, ui, tf)
        surface.set_clip(clip)
        self._draw_hud(surface, ui)

    def _draw_table(self, surface: pygame.Surface, tf: TableTransform, table, frame, labels: Labels, ui: Any) -> None:
        """The table and what lies on it, under the aim: felt, boards and cards, the tags beside them, the shooting
        position, the counting lines, the dice, the tags over them and the links of the last shot."""
        ctl = self.ctl
        named = not self.editing or self.names_when_editing()
        self.renderer.surfaces(surface, tf, table, self.drawn_labels(tf, table, labels, ui) if named else labels)
        if named:
            self.draw_over_table(surface, tf, table, labels, ui)
        if self.launcher_shown() and not (ctl.busy and ctl.playback.replay):
            ok = ctl.position_ok()
            draw_launcher(surface, tf, ctl.position[0], ctl.position[1], LAUNCHER_RADIUS,
                          (230, 230, 230) if ok else theme.ERROR)
        if self.drag == "move" and self.drag_to is not None:
            spot = self.moved_position()
            bad = position_error(ctl.table, *spot) is not None
            draw_launcher(surface, tf, spot[0], spot[1], LAUNCHER_RADIUS,
                          theme.ERROR if bad else theme.ACCENT_HOVER)
        if not ctl.busy and not self.editing:
            self.draw_under_dice(surface, tf, table)
        draw_dice(surface, tf, table, ui.text, labels, frame, tips=None if self.editing else ctl.shown_tips())
        if named:
            self.draw_over_dice(surface, tf, ctl.table, ui)   # under the aim drawn next
        if not ctl.busy and not self.editing:
            self._draw_links(surface, tf, table)

    def rest_key(self) -> tuple:
        """What else the table at rest is drawn from (``resting.key``): an embedding screen's own state."""
        return ()

    def more_sides(self, tf: TableTransform) -> list[str]:
        """The table view's edges ("top", "bottom", "left", "right") beyond which part of the playing area lies
        (a window too small to show it whole: it is reached by panning)."""
        x0, y0, x1, y1 = self.playing_area()
        (ax, ay), (bx, by) = tf.to_screen(x0, y1), tf.to_screen(x1, y0)
        view, slack = tf.rect, 4
        return [side for side, out in (("top", ay < view.top - slack), ("bottom", by > view.bottom + slack),
                                       ("left", ax < view.left - slack), ("right", bx > view.right + slack)) if out]

    def more_marks(self, tf: TableTransform, ui: Any) -> tuple[list[list[tuple[int, int]]], pygame.Rect | None, str, int]:
        """(each arrow's points, the hint's box or None, its text, its size) for ``draw_more``."""
        sides = self.more_sides(tf)
        if not sides:
            return [], None, "", 0
        view = tf.rect
        area = self.playing_rect()
        tips = []
        for side in sides:
            if side in ("top", "bottom"):
                spots = range(view.left + 20, view.right - 19, 2)
                tips.append(self._clear_arrow(tf, side, spots, area.centerx))
            else:
                spots = range(view.top + 20, view.bottom - 19, 2)
                tips.append(self._clear_arrow(tf, side, spots, area.centery))
        label = t("raid.more", ui.lang)
        size = next((n for n in range(theme.SIZE_SMALL, theme.SIZE_SMALL - 4, -1)
                     if ui.text.size(label, n)[0] <= view.w - 80), 0)
        box = None
        if size:   # how to look there, once, in the view's corner that covers the least of the boards and cards
            arrows = [bounds(points).inflate(8, 8) for points in tips]
            w, h = ui.text.size(label, size)
            box = self._free_corner(tf, pygame.Rect(0, 0, w, h).inflate(10, 4).size, arrows)
        return tips, box, label, size

    def _clear_arrow(self, tf: TableTransform, side: str, spots: range, middle: int) -> list[tuple[int, int]]:
        """The points of the 'more' arrow at the view's ``side``: at the spot along it nearest ``middle`` (the
        playing area's middle) where the arrow, with 3 px round it, touches no board, card, die or the shooting
        position (at 150 % the arrow under a lone kobold touched its board's corner); else where it covers least."""
        view, table = tf.rect, self.ctl.table
        polys = [tf.poly(poly) for poly in [board_polygon(b) for b in table.boards]
                 + [card_polygon(c) for c in table.cards]]
        rects = [die_drawn_rect(tf, d) for d in table.dice if d.in_play] + self.launcher_rects(tf)

        def arrow(at: int) -> list[tuple[int, int]]:
            if side in ("top", "bottom"):
                tip = (at, view.top + 6) if side == "top" else (at, view.bottom - 6)
                back = 12 if side == "top" else -12
                return [tip, (at - 12, tip[1] + back), (at + 12, tip[1] + back)]
            tip = (view.left + 6, at) if side == "left" else (view.right - 6, at)
            back = 12 if side == "left" else -12
            return [tip, (tip[0] + back, at - 12), (tip[0] + back, at + 12)]

        def covered(at: int) -> int:
            box = bounds(arrow(at)).inflate(6, 6)
            return (sum(1 for poly in polys if overlaps(box, poly))
                    + sum(1 for r in rects if box.colliderect(r)))

        middle = max(spots.start, min(spots[-1], middle)) if spots else middle
        return arrow(min(spots, key=lambda at: (covered(at), abs(at - middle)), default=middle))

    def draw_more(self, surface: pygame.Surface, ui: Any, tf: TableTransform) -> None:
        """At each edge beyond which part of the playing area lies, an arrow and how to look there (at 800x560
        and at 150 % a far board was cut at the view's foot with no sign that there was more)."""
        tips, box, label, size = self.more_marks(tf, ui)
        if box is not None:
            s = ui.text.render(label, size, theme.TEXT)
            theme.panel(surface, box, theme.BG_DEEP, theme.BORDER, radius=6)
            surface.blit(s, s.get_rect(center=box.center))
        for points in tips:
            pygame.draw.polygon(surface, theme.BG_DEEP, points)
            pygame.draw.polygon(surface, theme.GOLD, points, 2)

    def _free_corner(self, tf: TableTransform, size: tuple[int, int], avoid: list[pygame.Rect]) -> pygame.Rect:
        """A box of ``size`` in the corner of the table's view that covers the least of the boards, the cards,
        the shooting position with its power bar and ``avoid`` (a hint over the boards' names at the view's foot
        hid them)."""
        shapes = self.hint_shapes(tf, avoid)
        return min(self.corner_boxes(tf, size), key=lambda b: sum(b.clip(r).w * b.clip(r).h for r in shapes))

    def hint_shapes(self, tf: TableTransform, avoid: list[pygame.Rect]) -> list[pygame.Rect]:
        """What a hint in the view's corner keeps off: the boards, the cards, the shooting position with its power
        bar and ``avoid``."""
        table = self.ctl.table
        shapes = [bounds(tf.poly(poly))
                  for poly in [board_polygon(b) for b in table.boards] + [card_polygon(c) for c in table.cards]]
        return shapes + [*self.launcher_rects(tf), *avoid]

    @staticmethod
    def corner_boxes(tf: TableTransform, size: tuple[int, int]) -> list[pygame.Rect]:
        """A box of ``size`` in each corner of the table's view (6 px in)."""
        view = tf.rect.inflate(-12, -12)
        corners = []
        for at in ("topleft", "topright", "bottomleft", "bottomright"):
            b = pygame.Rect((0, 0), size)
            setattr(b, at, getattr(view, at))
            corners.append(b)
        return corners

    @staticmethod
    def middle_boxes(tf: TableTransform, size: tuple[int, int], step: int = 12) -> list[pygame.Rect]:
        """A box of ``size`` centred across the table's view every ``step`` px down it, 6 px in from its top and foot
        (for a hint where no corner is clear)."""
        return ShootingWidget.edge_boxes(tf, size, step, ("centerx",))

    @staticmethod
    def edge_boxes(tf: TableTransform, size: tuple[int, int], step: int = 12,
                   sides: tuple[str, ...] = ("left", "right")) -> list[pygame.Rect]:
        """A box of ``size`` every ``step`` px down the table's view, 6 px in from its top and foot, at each of
        ``sides`` (a ``pygame.Rect`` attribute set to the view's, 6 px in: down the left and right edges)."""
        view = tf.rect.inflate(-12, -12)
        boxes = []
        for top in range(view.top, view.bottom - size[1] + 1, step):
            for side in sides:
                b = pygame.Rect((0, top), size)
                setattr(b, side, getattr(view, side))
                boxes.append(b)
        return boxes

    @staticmethod
    def outlines(tf: TableTransform, table) -> dict[str, list[tuple[float, float]]]:
        """Every board's and card's outline on screen (those on a raised board lifted with it)."""
        raised = {b.id for b in table.boards if b.raised}
        up = tf.lift(STAND_HEIGHT)
        out = {}
        for ident, poly, lifted in ([(b.id, board_polygon(b), b.raised) for b in table.boards]
                                    + [(c.id, card_polygon(c), c.board in raised) for c in table.cards]):
            shift = up if lifted else 0.0
            out[ident] = [(x - shift, y - shift) for x, y in tf.poly(poly)]
        return out

    def launcher_rects(self, tf: TableTransform) -> list[pygame.Rect]:
        """The shooting position's ring and its power bar on screen (kept clear of hints and tags)."""
        sx, sy = tf.to_screen(*self.ctl.position)
        ring = max(8, int(LAUNCHER_RADIUS * tf.scale)) + 6
        return [pygame.Rect(int(sx) - ring, int(sy) - ring, 2 * ring, 2 * ring), power_bar_rect(tf, (sx, sy))]

    def launcher_shown(self) -> bool:
        """Whether the shooting position's ring is drawn (a game's table: not once the game is over)."""
        return True

    def names_when_editing(self) -> bool:
        """Whether the names an embedding screen draws over the table (``draw_over_table``, ``draw_over_dice``) show
        while ``editing`` too (the practice table's set-up: no)."""
        return False

    def drawn_labels(self, tf: TableTransform, table, labels: Labels, ui: Any) -> Labels:
        """The labels the boards and cards print on themselves (an embedding screen leaves off those its tags print
        whole); here ``labels``."""
        return labels

    def draw_over_table(self, surface: pygame.Surface, tf: TableTransform, table, labels: Labels, ui: Any) -> None:
        """What an embedding screen draws over the boards and cards, under the launcher and dice (nothing here)."""

    def draw_under_dice(self, surface: pygame.Surface, tf: TableTransform, table) -> None:
        """What an embedding screen draws over the boards and under the resting dice (nothing here)."""

    def _draw_links(self, surface, tf, table) -> None:
        """After a shot: a line from every moved die that counts to what it counts for."""
        if self.summary is None:
            return
        centres = {b.id: (b.x, b.y, 45.0 if b.raised else 0.0) for b in table.boards}
        centres.update({c.id: (c.x, c.y, 0.0) for c in table.cards})
        where = {d.id: d for d in table.dice}
        for die_id in self.summary.moved:
            die = where.get(die_id)
            if die is None or die_id not in self.summary.on:
                continue
            a = tf.to_screen(die.x, die.y)
            up = tf.lift(die.z)
            for target in self.summary.on[die_id]:
                if target in centres:
                    x, y, z = centres[target]
                    b = tf.to_screen(x, y)
                    lift = tf.lift(z)
                    start, end = (a[0] - up, a[1] - up), self.link_end(tf, table, target, (a[0] - up, a[1] - up),
                                                                       (b[0] - lift, b[1] - lift))
                    pygame.draw.line(surface, COUNT, start, end, 2)

    def link_end(self, tf, table, target: str, start: tuple[float, float],
                 centre: tuple[float, float]) -> tuple[float, float]:
        """Where the line from a die at ``start`` to what it counts for (``target``, its middle at ``centre``) ends:
        the middle here (an embedding screen may stop it short of the words printed there)."""
        return centre

    def reach(self) -> Reach | None:
        """The flick powers that stop the die on the board its heading crosses (``aim.flick_reach``: the physics
        of a lone die), or None (another method, no board that way or in reach)."""
        ctl = self.ctl
        die = ctl.die_obj()
        if ctl.method != "flick" or die is None:
            return None
        key = (die.kind, ctl.position, ctl.aim.angle, tuple((b.x, b.y, b.angle, b.sides, b.raised)
                                                            for b in ctl.table.boards))
        if self._reach is None or self._reach[0] != key:
            self._reach = (key, flick_reach(ctl.table, die.kind, *ctl.position, ctl.aim.angle))
        return self._reach[1]

    def reach_marks(self, tf: TableTransform) -> tuple[pygame.Rect, pygame.Rect, str] | None:
        """(the power bar beside the die, the bracket on it of the powers that stop the die on the aimed board,
        that board's id), or None when no power does (issue 16: a newcomer shot at 50 % and stopped short)."""
        reach = self.reach()
        if reach is None:
            return None
        bar = power_bar_rect(tf, tf.to_screen(*self.ctl.position))
        return bar, reach_span(bar, reach), reach.board

    def hud_reach_marks(self, bar: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, str] | None:
        """(the aim panel's power bar, the bracket on it of the powers that stop the die on the aimed board, that
        board's id): the numbers of ``reach_marks`` on the panel's lying bar, or None when no power does."""
        reach = self.reach()
        return None if reach is None else (bar, reach_span(bar, reach), reach.board)

    def board_title(self, board: str, lang: str) -> str:
        """A board's name whole; an embedding screen knows it better."""
        label = self.names.get(board)
        return (resolve(label, lang) if label is not None else "") or board

    def reach_words(self, lang: str) -> str:
        """The words beside the bracket: "likely stops on Golem" with the power in it, else the bracket's powers
        ("Golem: 71-81%"): a full-power flick past the boards read "stops on Golem" (issue 16)."""
        reach, shot = self.reach(), self.ctl.current_shot()
        if reach is None:
            return ""
        name = self.board_title(reach.board, lang)
        if shot is not None and reach.low <= shot.power <= reach.high:
            return t("raid.stops_on", lang, name=name)
        low, high = math.ceil(reach.low * 100 - 1e-9), math.floor(reach.high * 100 + 1e-9)   # powers inside it
        if low > high:
            low = high = round(reach.best * 100)
        return t("raid.stops_at", lang, name=name, low=low, high=high)

    def reach_label(self, tf: TableTransform, ui: Any) -> tuple[str, pygame.Rect] | None:
        """("stops on <board>", its box) beside the bracket on the power bar (``reach_marks``), or None: right of
        the bracket, else left of it, under the bar or over it, or just over or under the bracket on either side, the
        first whole in the view and clear of the 'More' hint (at 800x560 the hint lay over those words at the view's
        top), of the die's ring and of the aim's lines, off the boards and cards where one such place is."""
        marks = self.reach_marks(tf)
        if marks is None:
            return None
        bar, span, board = marks
        hint = self.more_marks(tf, ui)[1]
        ring = self.launcher_rects(tf)[0]   # the die itself (at the view's right edge the words lay over it)
        aim = self.aim_lines(tf)   # (zoomed in at 800x560, left of the bar they lay over the aim under the die)
        # asked several times a frame (the tags keep off it): worked out again when what it depends on changes
        words = self.reach_words(ui.lang)
        inputs = (tf.key(), words, tuple(bar), tuple(span), board, tuple(hint) if hint is not None else None,
                  tuple(ring), tuple((tuple(map(round, p)), tuple(map(round, q))) for p, q in aim),
                  table_surfaces_key(self.ctl.table))
        if self._reach_label is not None and self._reach_label[0] == inputs:
            return self._reach_label[1]
        w, h = ui.text.size(words, theme.SIZE_SMALL - 2, True)
        view = tf.rect.inflate(-4, -4)
        places = []
        for at, where in (("midleft", (span.right + 6, span.centery)), ("midright", (span.x - 6, span.centery)),
                          ("midtop", (bar.centerx, bar.bottom + 4)), ("midbottom", (bar.centerx, bar.y - 4)),
                          # then just over or under the bracket, either side (a card under each place above)
                          ("bottomleft", (span.right + 6, span.top - 1)), ("topleft", (span.right + 6, span.bottom + 1)),
                          ("bottomright", (span.x - 6, span.top - 1)), ("topright", (span.x - 6, span.bottom + 1))):
            box = pygame.Rect(0, 0, w + 8, h + 2)
            setattr(box, at, where)
            places.append(box)
        fits = [b for b in places if view.contains(b) and (hint is None or not hint.colliderect(b))
                and not ring.colliderect(b) and not any(b.inflate(4, 4).clipline(p, q) for p, q in aim)]
        things = self.outlines(tf, self.ctl.table).values()   # of these, one off the boards and cards first (at
        fits = [b for b in fits if not any(overlaps(b, poly) for poly in things)] or fits   # 800x560 a card's title)
        if not fits:   # none whole where it stands: moved into the view, still off the die where one is
            fits = [b.clamp(view) for b in places if not ring.colliderect(b.clamp(view))] + [places[0].clamp(tf.rect)]
        self._reach_label = (inputs, (words, fits[0]))
        return words, fits[0]

    def _draw_reach(self, surface, tf, ui) -> pygame.Rect | None:
        """The gold bracket on the power bar over the powers that stop the die on the aimed board, and beside it
        which board ("stops on Troll"); returns the words' box."""
        marks = self.reach_marks(tf)
        label = self.reach_label(tf, ui)
        if marks is None or label is None:
            return None
        bar, span, _board = marks
        pygame.draw.rect(surface, theme.GOLD, span, 2)
        words, box = label
        if not box.top <= span.centery <= box.bottom:   # under or over the bar: a line along it to the bracket
            x = bar.right + 3 if box.centerx >= bar.centerx else bar.x - 3   # (on the words' side)
            pygame.draw.line(surface, theme.GOLD, (x, span.centery), (x, box.top if box.top > span.centery
                                                                       else box.bottom), 1)
        theme.panel(surface, box, theme.BG_DEEP, theme.GOLD, radius=4)
        s = ui.text.render(words, theme.SIZE_SMALL - 2, theme.GOLD, True)
        surface.blit(s, s.get_rect(center=box.center))
        return box

    def draw_over_dice(self, surface: pygame.Surface, tf: TableTransform, table, ui: Any) -> None:
        """Over the dice and under the aim (the game's table: tags of the boards its dice cover); here nothing."""

    def aim_lines(self, tf: TableTransform) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        """The screen segments of the aim drawn now (``aim.aim_lines``; none while not aiming)."""
        ctl = self.ctl
        shot = ctl.current_shot() if self.enabled and not ctl.busy and not self.editing else None
        if shot is None:
            return []
        return aim_lines(tf, shot, self.pull_px() / tf.scale, [board_polygon(b) for b in ctl.table.boards if b.raised])

    def _draw_aim(self, surface, tf, ui) -> None:
        ctl = self.ctl
        shot = ctl.current_shot()
        if shot is None:
            return
        if ctl.method == "flick":
            bar = draw_flick_aim(surface, tf, shot.x, shot.y, shot.angle, shot.power, shot.spin,
                                 self.pull_px() / tf.scale)
            named = self._draw_reach(surface, tf, ui)
            if self.drag == "sling":  # the power read beside its bar while the slingshot is pulled
                label = ui.text.render(f"{int(round(shot.power * 100))}%", theme.SIZE_SMALL, theme.TEXT, True)
                box = label.get_rect(midleft=(bar.right + 8, bar.centery)).inflate(10, 4)
                if box.right > tf.rect.right - 4 or (named is not None and box.colliderect(named)):
                    box.midright = (bar.x - 8, bar.centery)
                theme.panel(surface, box.clamp(tf.rect), theme.BG_DEEP, theme.BORDER, radius=6)
                surface.blit(label, label.get_rect(center=box.clamp(tf.rect).center))
        elif ctl.method == "throw":
            draw_throw_aim(surface, tf, shot, [board_polygon(b) for b in ctl.table.boards if b.raised])
        else:
            draw_coin_aim(surface, tf, shot)

    def hud_box(self) -> pygame.Rect:
        """The aim panel: in the lower-left corner beside the playing area, or at the left of the strip under
        the table (never over the playing area)."""
        if self.hud_in_corners or self.hud_beside:
            column = max(CORNER_W, self.playing_rect().x - self.rect.x) - 20
            return pygame.Rect(self.rect.x + 10, self.rect.bottom - HUD_H - 40, min(330, column), HUD_H + 30)
        strip = self.hud_strip()
        if strip.h <= 0:  # no strip (a very low widget): over the table's bottom-left corner
            strip = pygame.Rect(self.rect.x, self.rect.bottom - HUD_H, self.rect.w, HUD_H)
        width = min(330, strip.w // 2 - 20) if strip.w >= NARROW else int(strip.w * 0.52)
        return pygame.Rect(strip.x + 10, strip.y + 7, width, strip.h - 14)

    def is_ultimate(self, die_id: str) -> bool:
        """Whether ``die_id`` is an ultimate (奥義) die (a game's table says; the practice table has none)."""
        return False

    def hand_label_w(self) -> int:
        """Room for the word "Hand" before the dice in hand (none in a narrow strip: the dice say it)."""
        return HAND_LABEL_W if self.rect.w >= NARROW else 0

    def hand_slots(self) -> list[tuple[str, pygame.Rect]]:
        """Where the dice in hand that may be shot are drawn (in the strip right of the aim panel), for drawing
        and clicking."""
        if not self.hud_visible or self.editing:
            return []
        table = self.ctl.table
        eligible = set(self.ctl.eligible())
        hand = [d.id for d in table.dice if not d.in_play and d.id in eligible]
        if not hand:
            return []
        hud = self.hud_box()
        if self.hud_beside:   # over the aim panel
            left = hud.x + 4 + self.hand_label_w()
            width, height, middle = hud.right - 4 - left, SIDE_HAND_H, hud.y - 10 - SIDE_HAND_H // 2
        else:
            beside = max(hud.right, self.playing_rect().right) if self.hud_in_corners else hud.right
            left = beside + 12 + self.hand_label_w()
            width, height, middle = self.rect.right - 10 - left, hud.h, hud.centery
        # as many rows (1-3) as give the biggest dice that fit the panel's height
        size, per_row = max(((max(14, min(36, width // -(-len(hand) // rows), (height - 4) // rows)),
                              -(-len(hand) // rows)) for rows in (1, 2, 3)), key=lambda sp: sp[0])
        rows = -(-len(hand) // per_row)
        top = middle - rows * size // 2
        return [(die, pygame.Rect(left + (i % per_row) * size, top + (i // per_row) * size, size, size))
                for i, die in enumerate(hand)]

    def hand_area(self) -> pygame.Rect | None:
        """The hand's panel on screen (its dice and the word "Hand"), None without dice to shoot."""
        slots = self.hand_slots()
        if not slots:
            return None
        area = slots[0][1].unionall([r for _, r in slots]).inflate(8, 8)
        label_w = self.hand_label_w()
        area.x -= label_w
        area.w += label_w
        return area

    def _draw_hand(self, surface, ui) -> None:
        slots, area = self.hand_slots(), self.hand_area()
        if area is None:
            return
        label_w = self.hand_label_w()
        theme.panel(surface, area, theme.PANEL, theme.BORDER, radius=6)
        if label_w:  # the hand, or the ultimate dice once it is empty (a newcomer shot one taking it for the hand)
            word = t("mr.ultimate" if all(self.is_ultimate(d) for d, _r in slots) else "raid.hand", ui.lang)
            label = ui.text.render(ui.text.fit(word, theme.SIZE_SMALL, label_w - 8),
                                   theme.SIZE_SMALL, theme.TEXT_MUTED)
            surface.blit(label, (area.x + 6, slots[0][1].centery - label.get_height() // 2))
        where = {d.id: d for d in self.ctl.table.dice}
        for die_id, rect in slots:
            draw_die_icon(surface, rect.center, rect.w * 0.38, where[die_id], ui.text, die_id == self.ctl.die)

    def _draw_hud(self, surface, ui) -> None:
        """Method, die, power / spin / loft, and the current message, along the widget's bottom and top."""
        ctl, text, lang = self.ctl, ui.text, ui.lang
        self._draw_hand(surface, ui)
        if ctl.message is not None:
            msg = ctl.message_text(lang)
            colour = theme.ERROR_BG if ctl.message_kind == "error" else theme.OK_BG
            edge = theme.ERROR if ctl.message_kind == "error" else theme.ACCENT_HOVER
            lines = text.wrap(msg, theme.SIZE_BODY, self.rect.w - 40)[:3]
            h = len(lines) * text.line_height(theme.SIZE_BODY) + 14
            box = pygame.Rect(self.rect.x + 10, self.rect.y + 10, self.rect.w - 20, h)
            if not self.editing:   # at the view's top or foot, where it hides less of the boards, cards and
                things = self.things_on_screen()   # shooting position ('press Pass' lay over the last board)
                foot = box.move(0, self.table_rect().bottom - 10 - box.bottom)
                if sum(_overlap(foot, r) for r in things) < sum(_overlap(box, r) for r in things):
                    box = foot
            self.message_rect = box
            theme.panel(surface, box, colour, edge)
            y = box.y + 7
            for line in lines:
                surface.blit(text.render(line, theme.SIZE_BODY, theme.TEXT), (box.x + 12, y))
                y += text.line_height(theme.SIZE_BODY)
        if not self.hud_visible:
            return
        box = self.hud_box()
        theme.panel(surface, box, theme.PANEL, theme.BORDER)
        die = ctl.die_obj()
        name = die_label(ctl.table, die.id, lang) if die is not None else t("raid.no_die_short", lang)
        if die is not None and self.is_ultimate(die.id):  # "シグルド 奥義d20", as the log names it
            owner, kind = name.rsplit(" ", 1)
            word = "奥義" if lang == "ja" else "ultimate\u00a0"   # (a no-break space: kept whole without the owner)
            name = f"{owner} {word}{kind}"
        face = f"  [{die.face}]" if die is not None else ""
        line = f"{t('raid.' + ctl.method, lang)} · {name}{face}"
        fitted, size = shrink_to_fit(text, line, theme.SIZE_BODY, box.w - 20, least=theme.SIZE_SMALL - 3)
        die_only = name.rsplit(" ", 1)[-1] if die is not None else name
        if fitted != line:  # a narrow panel: the method and the die without its owner (the header names the turn's)
            short = f"{t('raid.' + ctl.method, lang)} · {die_only}{face}"
            fitted, size = shrink_to_fit(text, short, theme.SIZE_BODY, box.w - 20, least=theme.SIZE_SMALL - 3)
        if fitted != line and fitted.endswith("…"):  # narrower still: the die alone (its method is lit on the buttons)
            fitted, size = shrink_to_fit(text, f"{die_only}{face}", theme.SIZE_BODY, box.w - 20,
                                         least=theme.SIZE_SMALL - 3)   # (it kept the owner: "Genjimaru ultimate…")
        s = text.render(fitted, size, theme.TEXT)
        surface.blit(s, (box.x + 10, box.y + 6))
        a = ctl.aim
        power = f"{t('raid.power', lang)} {int(round(a.power * 100))}%"
        spin = f"{t('raid.spin', lang)} {a.spin:+.1f}"
        loft = f"{t('raid.loft', lang)} {int(round(a.loft * 100))}%" if ctl.method == "throw" else ""
        heading = f"{int(round(math.degrees(a.angle))) % 360}°"
        least = theme.SIZE_SMALL - 4
        full = " · ".join(b for b in (power, spin, loft, heading) if b)
        tall = box.h >= HUD_H + 10 and text.size(full, theme.SIZE_SMALL)[0] > box.w - 20
        if tall:  # a narrow, tall panel (a corner): the figures on two lines
            lines = [" · ".join(b for b in (power, loft) if b), f"{spin} · {heading}"]
        else:
            for bits in ([power, spin, loft, heading], [power, spin if a.spin else "", loft, heading], [power, loft]):
                line = " · ".join(b for b in bits if b)   # a narrow panel drops what the table's aim line shows
                if text.size(line, least)[0] <= box.w - 20:
                    break
            lines = [line]
        y = box.y + 32
        for line in lines:
            line, size = shrink_to_fit(text, line, theme.SIZE_SMALL, box.w - 20, least=least)
            s = text.render(line, size, theme.TEXT_MUTED)
            surface.blit(s, (box.x + 10, y))
            y += text.line_height(theme.SIZE_SMALL)
        zoom_label = t("raid.zoom", lang, zoom=int(round(self.zoom * 100)))
        zoom_size = next((n for n in range(theme.SIZE_SMALL, least - 1, -1)
                          if text.size(zoom_label, n)[0] <= box.w // 3), 0)
        if tall:  # the zoom on a line of its own under the bar
            zoom_size = next((n for n in range(theme.SIZE_SMALL, least - 1, -1)
                              if text.size(zoom_label, n)[0] <= box.w - 20), 0)
        zoom_w = text.size(zoom_label, zoom_size)[0] if zoom_size and not tall else 0   # no room: not shown
        bar = pygame.Rect(box.x + 10, y + 6, max(20, box.w - 30 - zoom_w), 14)
        pygame.draw.rect(surface, (30, 30, 30), bar)
        fill = bar.copy()
        fill.w = int(bar.w * a.power)
        col = (90, 200, 90) if a.power < 0.6 else (230, 180, 60) if a.power < 0.9 else (230, 80, 60)
        pygame.draw.rect(surface, col, fill)
        pygame.draw.rect(surface, (220, 220, 220), bar, 1)
        self.hud_reach = self.hud_reach_marks(bar)
        if self.hud_reach is not None:   # the same bracket as on the table's bar (the aim panel had none), edged
            pygame.draw.rect(surface, theme.BG_DEEP, self.hud_reach[1].inflate(2, 2), 1)   # dark: on the fill's yellow
            pygame.draw.rect(surface, theme.GOLD, self.hud_reach[1], 2)
        if zoom_size:
            zoom = text.render(zoom_label, zoom_size, theme.TEXT_MUTED)
            at = (box.x + 10, bar.bottom + 3) if tall else zoom.get_rect(topright=(box.right - 8, bar.y - 2)).topleft
            surface.blit(zoom, at)
        if ctl.busy and ctl.playback.replay:
            key = "raid.replaying" if ctl.replay_identical else "raid.replay_differs"
            label, size = shrink_to_fit(text, t(key, lang, speed=_speed(ctl.playback.speed)), theme.SIZE_LABEL,
                                        self.rect.w - 40, True, theme.SIZE_SMALL - 2)
            s = text.render(label, size, theme.GOLD, True)
            r = s.get_rect(midtop=(self.rect.centerx, self.rect.y + 14)).inflate(20, 10)
            theme.panel(surface, r, theme.PANEL, theme.GOLD)
            surface.blit(s, s.get_rect(center=r.center))


def _speed(speed: float) -> str:
    return f"{speed:g}"

