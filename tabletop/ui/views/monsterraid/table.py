"""The battlefield widget of the game screen: the shooting widget plus the game's labels and marks.

``RaidTable`` is a ``ShootingWidget`` whose playing area (what the default view
frames) is the boards, the effect cards and the shooting position; it asks its scene for board labels
(name, HP bar and emblem), card titles, which boards and cards each resting
die counts for (a line to each, gold for a straddle), extra highlights (the round-end step, the placement
drag) and marks drawn over boards (``+5``, ``×``, ``→2``), and draws the
placement ghost: where a dragged minion or effect card would go; in the
placement phase also the number of each thing that may move (its key,
``placing_keys``) and the keyboard's cursor.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from tabletop.games.monsterraid import geometry
from tabletop.games.monsterraid.geometry import circumradius


from tabletop.physics import board_polygon, card_polygon
from tabletop.physics.dice import die_shape
from tabletop.physics.geometry import distance_to_polygon as _edge_distance
from tabletop.physics.params import STAND_HEIGHT

from ... import theme
from ...text import key
from . import shooter
from .aim import LAUNCHER_RADIUS
from .callouts import (Callout, bounds, crossed, draw_callouts, leader, leader_crosses, overlaps, place_callouts,
                       tag_size)
from .render import (BOARD_EDGE, BOARD_FILL, CARD_EDGE, CARD_FILL, CARD_INK, RAISED_FILL, FIT_LEAST_SCALE,
                     Labels, SPREAD_LEAST_SCALE, board_face_lines, card_title_lines, die_drawn_rect, face_block,
                     face_circle, face_words, owner_style, table_surfaces_key)
from .viewease import ViewEase, reveal_shift
from .widget import AREA_MARGIN, ShootingWidget

GHOST_OK = (120, 220, 255)
GHOST_BAD = (226, 104, 96)
SPOT = (90, 160, 190)  # a legal spot of the thing the keys hold (thin)
STRADDLE = (255, 214, 64)  # a die that counts for two or more things: its lines


#: Room (mm) the placement view keeps round a number badge's centre (with ``AREA_MARGIN``: its radius at the
#: placement's scales).
BADGE_ROOM = 14.0

#: The round end's step banner: the foot of the table widget it keeps (two lines of it at 800x560).
STEP_ROOM = 84


#: Farthest (px) a round-end mark lies from its board's outline (``mark_boxes``): it is read as that board's.
MARK_REACH = 8


#: The marks' type sizes, largest first (a lone mark may take the first; ``mark_boxes`` takes a smaller one where the
#: larger would cover another board or card).
MARK_SIZES = (theme.SIZE_HEADING, theme.SIZE_LABEL, theme.SIZE_SMALL)


def attached(box: pygame.Rect, outline: list[tuple[float, float]]) -> bool:
    """Whether a mark's box touches its board's screen outline or lies within ``MARK_REACH`` px of it."""
    return overlaps(box.inflate(2 * MARK_REACH, 2 * MARK_REACH), outline)


def nearest_to(box: pygame.Rect, outline: list[tuple[float, float]], others: list[list[tuple[float, float]]]) -> bool:
    """Whether a mark's box's centre lies no further from its board's outline than from any other board or card."""
    own = distance_to_outline(*box.center, outline)
    return all(own <= distance_to_outline(*box.center, poly) for poly in others)


#: Gap (px) a die's line to its board leaves before the board's name or HP bar it would run onto (``link_end``).
LINK_GAP = 3
#: Room (mm) a tag keeps round a resting die's centre (a d20's circumradius, about).
DIE_ROOM = 12.0
#: Type size (px) of the tags naming boards and cards beside them (``callouts``).
CALLOUT_SIZE = 12


#: Gap (px) a placement badge keeps from every board and card outline (their names) and from another badge; the
#: turns (degrees) from straight out and the steps (px) further out tried for it (``RaidTable.badge_circles``).
BADGE_GAP = 3
BADGE_TURNS = (0, 25, -25, 50, -50, 75, -75, 100, -100, 130, -130, 160, -160, 180)
BADGE_STEPS = (0, 6, 12, 20, 32, 48, 64, 80)


def distance_to_outline(x: float, y: float, poly: list[tuple[float, float]]) -> float:
    """Distance (px) from a screen point to a convex screen outline, 0 inside it (either winding: the screen's y
    runs down, so a table outline anticlockwise is clockwise here)."""
    n = len(poly)
    sides = [(bx - ax) * (y - ay) - (by - ay) * (x - ax) for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1])]
    if n >= 3 and (all(c >= 0 for c in sides) or all(c <= 0 for c in sides)):
        return 0.0
    return _edge_distance(x, y, poly)


def badge_look(text, tf) -> tuple[int, int]:
    """(type size, radius) in px of the placement badges: smaller on a small table."""
    size = max(11, min(theme.SIZE_SMALL, int(40 * tf.scale)))
    w, h = text.size("8", size, True)
    return size, max(w, h) // 2 + (5 if size >= theme.SIZE_SMALL else 2)


#: How many times larger the boards must show for the default view to leave the shooting position out of its frame
#: (where framing it shows them whole: at the default position of stage 1 at 800x560 leaving it out gains 1.2-1.9).
SHOOTER_GAIN = 2.0

PLACEMENTS_KEPT = 4   # tag placements remembered by their key (``RaidTable.callouts``)


#: px a die come to rest counting is brought inside the player's view's edge (``RaidTable._follow_size``): room for
#: its board's tag beside it (at the very foot the Golem's tag lay over the die)
REVEAL_ROOM = 16


class RaidTable(ShootingWidget):
    def __init__(self, controller, scene) -> None:
        super().__init__(controller)
        self._callouts_key: tuple | None = None
        self._frame_callouts: tuple[tuple, tuple[list[Callout], dict[str, str]]] | None = None  # ``callouts`` this frame
        self._callouts: tuple[list[Callout], dict[str, str]] = ([], {})
        self._aimed_key: tuple | None = None
        self._aimed: tuple[list[Callout], dict[str, str]] = ([], {})   # ``_off_aim``: the tags off the aim drawn now
        self._over: list[tuple[str, pygame.Rect]] = []   # covered boards' tags over their dice (``callouts``)
        #: the last few placements by their key: one frame asks with two sets of dice to avoid (a die in flight is
        #: drawn over the table but not under its labels), and one remembered placement was redone twice a frame
        self._placed: dict[tuple, tuple[tuple[list[Callout], dict[str, str]], list[tuple[str, pygame.Rect]],
                                        list[tuple[int, int, str, bool]] | None]] = {}
        #: the placement's badges moved off the tags of boards hemmed in by them (``callouts``), or None
        self._moved: list[tuple[int, int, str, bool]] | None = None
        self.scene = scene
        #: ``playing_area`` by what it depends on, with and without the dice that count for nothing
        self._area: dict[bool, tuple[tuple, tuple[float, float, float, float]]] = {}
        #: Whether ``playing_area`` holds the dice that count for nothing (``default_view`` decides).
        self.frame_loose = True
        #: Whether the default view frames the shooting position in a turn (``default_view`` decides: left out
        #: where that shows the boards far larger, the position then marked at the view's edge: ``shooter``).
        self.frame_shooter = True
        self._marks: tuple[tuple, list[tuple[str, str, pygame.Rect]]] | None = None   # ``mark_boxes`` by their key
        self._counted: tuple = ()   # the counting dice the player's own view was last made to show (``_follow_size``)

    def _follow_size(self) -> None:
        """The base's, and in a view the player zoomed or panned, a glide showing the dice that came to rest
        counting for a board or card where one is cut by the view's edge or off it (``viewease.reveal_shift``)."""
        super()._follow_size()
        if self.auto_view or self.ctl.busy or self._aiming() or self.ease is not None or self.rect.w <= 0:
            return
        counting = self.scene.counts_for()
        dice = [d for d in self.ctl.table.dice if d.in_play and d.id in counting]
        key = tuple((d.id, round(d.x), round(d.y)) for d in dice)
        if key == self._counted:
            return
        self._counted = key
        tf = self.transform()
        shift = reveal_shift(tf.rect, [die_drawn_rect(tf, d).inflate(2 * REVEAL_ROOM, 2 * REVEAL_ROOM) for d in dice]) \
            if dice else None
        if shift is not None:
            start = self.view_now()
            self.ease = ViewEase(start, (start[0], start[1] + shift[0] / tf.scale, start[2] - shift[1] / tf.scale))

    def table_rect(self) -> pygame.Rect:
        """In the round's end, the widget less a strip at its foot for the step's banner (``scene.step_box``):
        the boards it tells of are framed above it, not under it."""
        rect = super().table_rect()
        if self.scene.anim is not None and rect.h > 3 * STEP_ROOM:
            rect.h -= STEP_ROOM
        return rect

    def shooting_in_view(self) -> bool:
        """The shooting position matters in a turn; the placement and the round's end are about the boards (at
        800x560 the round's end kept the launcher in view and the boards whose damage it told under its banner)."""
        return self.scene.view_data["phase"] != "placement" and self.scene.anim is None

    def launcher_shown(self) -> bool:
        """No shooting position once the game is over ("look at the table" showed a lone launcher ring on the
        final table, as if a shot were still to come)."""
        return self.scene.view_data["phase"] != "over"

    def kept_in_view(self) -> tuple[float, float, float] | None:
        """In a turn the shooting position; in the round's end the board its step tells of (a layout taller than
        the view at the dice's least scale, a boss on its stand far from its minions, had it under the banner);
        in the placement nothing (the area's centre)."""
        if self.shooting_in_view():
            return super().kept_in_view() if self.frame_shooter else None
        step = self.scene.anim.step if self.scene.anim is not None else None
        board = next((b for b in self.ctl.table.boards if step is not None and b.id == step.target), None)
        return None if board is None else (board.x, board.y, circumradius(board.sides) + 2 * AREA_MARGIN)

    def playing_area(self, loose: bool | None = None) -> tuple[float, float, float, float]:
        """The boards, the effect cards, the dice resting on the table (``DIE_ROOM`` round each: its numeral and
        owner's mark) and (in a turn: ``shooting_in_view``) the launcher ring round the shooting position (mm), in
        the placement phase the number badges beyond them (``BADGE_ROOM`` round each); the whole table when no board
        stands (a stage cleared). A die that missed and came to rest far down the table was cut in half by the
        view's foot, or lay wholly below it. ``loose``: with the dice that count for no board or card (default
        ``frame_loose``: ``default_view`` leaves them out where they would make every die small)."""
        table = self.ctl.table
        ring = self.frames_shooter()
        badges = tuple((x, y) for x, y, _n, _held in self.scene.placement_marks()[0])
        loose = self.frame_loose if loose is None else loose
        counting = self.scene.counts_for() if not loose else {}
        dice = tuple((d.x, d.y, die_shape(d.kind).radius + DIE_ROOM) for d in table.dice
                     if d.in_play and (loose or d.id in counting))
        key = (tuple((b.x, b.y, b.angle, b.sides) for b in table.boards),
               tuple((c.x, c.y, c.angle, c.length, c.width) for c in table.cards),
               self.ctl.position if ring else None, table.width, table.height, badges, dice)
        known = self._area.get(loose)
        if known is not None and known[0] == key:  # asked several times a frame: the outlines once
            return known[1]
        points = [p for b in table.boards for p in board_polygon(b)] + [p for c in table.cards
                                                                      for p in card_polygon(c)]
        if not points:
            area = super().playing_area()
        else:
            if ring:
                px, py = self.ctl.position
                points += [(px - LAUNCHER_RADIUS, py - LAUNCHER_RADIUS), (px + LAUNCHER_RADIUS, py + LAUNCHER_RADIUS)]
            for bx, by in badges:   # (at 150 % a card's badge at the view's top edge was cut in half)
                points += [(bx - BADGE_ROOM, by - BADGE_ROOM), (bx + BADGE_ROOM, by + BADGE_ROOM)]
            for dx, dy, room in dice:
                points += [(dx - room, dy - room), (dx + room, dy + room)]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            area = min(xs), min(ys), max(xs), max(ys)
        self._area[loose] = (key, area)
        return area

    def default_view(self) -> None:
        """The default view (``_frame_dice``), framing the shooting position with the boards where that keeps them
        at ``FIT_LEAST_SCALE`` or more; else, where framing it cannot show them whole (the least scale) or leaving
        it out shows them ``SHOOTER_GAIN`` times larger, the boards and cards alone, the shooting position marked at
        the view's edge (``shooter``). Decision (issue 16, session 29): the player aims at the boards, so they must
        be big enough to see where a die lands; with the shooting position moved to the table's far corner the view
        framed it and a full pull round it, and the stage-1 boards shrank to 0.30 px/mm at 800x560 (cut at the
        view's side), 0.32 at 150 %. Now 0.61 and 0.80, and a mark at the edge points to the position: a drag back
        from it pulls as from the die, the keys aim and shoot as ever, a right-drag pans there. The position where
        the game puts it stays framed (the newcomer's first die in view: ``at_home``)."""
        self.frame_shooter = True
        self._frame_dice()
        if not self.shooting_in_view() or self.rect.w <= 0 or not self.ctl.table.boards or self.at_home():
            return
        with_it = self.transform().scale
        if with_it >= FIT_LEAST_SCALE - 1e-9:
            return
        whole = with_it > self.fit_least() + 1e-9   # (at the least scale the boards may be cut at the view's side)
        self.frame_shooter = False
        self._frame_dice()
        if whole and self.transform().scale < with_it * SHOOTER_GAIN:   # the position kept in view after all
            self.frame_shooter = True
            self._frame_dice()

    def at_home(self) -> bool:
        """Whether the shooting position stands where the game puts it (``geometry.home_launcher``), not moved by
        the player: always framed. (Issue 16, session 29: at 800x560 in stage 2 with the Griffon alone left, the
        view framed the board at 1.12 px/mm and left the game's own position out, the shot die off the view with
        Pass disabled: a newcomer who never moved it found no die to shoot.)"""
        home = geometry.home_launcher(self.ctl.table.width, self.ctl.table.height)
        return math.dist(self.ctl.position, home) < 0.5

    def _frame_dice(self) -> None:
        """The default view (``ShootingWidget.default_view``), with the dice that count for no board or card framed
        only where that keeps the view at ``FIT_LEAST_SCALE`` or more (every die's numeral reads) or costs nothing:
        at 800x560 three dice that missed far down the table put a lone near kobold at the view's least scale
        (0.305 px/mm, not 0.562), its name and its card's in tags. Those left out stay whole or wholly out of view
        (``clear_of_dice``), an arrow at the view's edge saying there is more (``more_sides``)."""
        self.frame_loose = True
        super().default_view()
        table = self.ctl.table
        counting = self.scene.counts_for()
        if self.rect.w <= 0 or not table.boards or all(d.id in counting for d in table.dice if d.in_play):
            return
        framed = self.transform().scale
        if framed >= FIT_LEAST_SCALE - 1e-9:
            return
        self.frame_loose = False
        super().default_view()
        if self.transform().scale <= framed + 1e-9:   # no larger without them: frame them after all
            self.frame_loose = True
            super().default_view()

    def more_sides(self, tf) -> list[str]:
        """The view's edges beyond which part of the playing area lies, the dice that count for nothing too."""
        kept = self.frame_loose
        self.frame_loose = True
        try:
            return super().more_sides(tf)
        finally:
            self.frame_loose = kept

    def shooter_shown(self) -> bool:
        """Whether the shooting position's mark may stand at the view's edge: in a turn, off the view."""
        return self.shooting_in_view() and self.launcher_shown() and self.hud_visible

    def on_shooter_mark(self, pos) -> bool:
        return self.shooter_shown() and shooter.on_mark(self.transform(), self.ctl.position, pos)

    def find(self, pos: tuple[int, int]):
        """The table's tooltip: the shooting position's mark says what it stands for and how to pull from it."""
        if self.on_shooter_mark(pos):
            self.tooltip = key("raid.shooter_mark")
            return self
        self.tooltip = None
        return super().find(pos)

    def is_ultimate(self, die_id: str) -> bool:
        return any(d["id"] == die_id for adv in self.scene.view_data["adventurers"] for d in adv["ultimate"])

    def least_scale(self) -> float:
        """No least scale when no board stands (a cleared stage: the whole table, nothing to read on it) nor in the
        placement phase (no die on the table yet: every board and card in view, at 800x560 a boss on its stand
        was under the targets' panel)."""
        placement = self.scene.view_data["phase"] == "placement"
        return super().least_scale() if self.ctl.table.boards and not placement else 0.0

    def fit_least(self) -> float:
        """In a turn or the round's end the boards, cards and shooting position are shown whole down to
        ``SPREAD_LEAST_SCALE`` (a window too small for them at the dice's least scale cut the furthest boards: at
        800x560 stage 3's boards at the view's sides, a lone giant bat far from the shooting position at its foot)."""
        return min(self.least_scale(), SPREAD_LEAST_SCALE)

    def pull_room_px(self) -> int:
        """Room for a full slingshot pull round the shooting position only while it is in view (a turn)."""
        return super().pull_room_px() if self.frames_shooter() else 0

    def frames_shooter(self) -> bool:
        """Whether the default view frames the shooting position (and room for a full pull round it): in a turn,
        unless ``default_view`` left it out to show the boards larger."""
        return self.shooting_in_view() and self.frame_shooter

    def _view_key(self) -> tuple:
        """The base key, and the shooting position in a turn (a view that leaves it out must still refit when the
        player moves it)."""
        return super()._view_key() + ((self.ctl.position if self.shooting_in_view() else None),)

    def labels(self, lang: str):
        labels = super().labels(lang)
        boards, dice_hi, board_hi, _marks, hp = self.scene.table_labels(lang)
        for ident, lines in boards.items():
            labels.boards[ident] = lines
            labels.emblems[ident] = ident  # the target's own emblem (assets/art/monsterraid/<target id>.svg)
        labels.hp.update(hp)
        labels.cards.update(self.scene.card_titles(lang))
        labels.die_highlight.update(dice_hi)
        labels.board_highlight.update(board_hi)
        return labels

    def board_title(self, board: str, lang: str) -> str:
        """A target's whole name from the view (a small board's face prints only its HP)."""
        view = self.scene.anim.before if self.scene.anim is not None else self.scene.view_data
        return next((tg["name"][lang] for tg in view["targets"] if tg["id"] == board), board)

    @staticmethod
    def badge_radius(text, tf) -> int:
        """A placement badge's radius (px) on screen: round its widest number."""
        return badge_look(text, tf)[1]

    def badge_circles(self, text, tf) -> list[tuple[int, int, str, bool]]:
        """(x, y, number, held) on screen of each placement badge (``_badge_spots``), or, where a board's tag took
        a badge's place (``callouts``: the board had no other), the badges moved off the tags and their lines."""
        base = self._badge_spots(text, tf)
        if base and self.scene.view_data["phase"] == "placement":
            app = self.scene.app
            self.callouts(tf, self.ctl.table, self.labels(app.lang), app)
            if self._moved is not None:
                return self._moved
        return base

    def _badge_spots(self, text, tf, keep_off: list[pygame.Rect] = (),
                     lines: list[tuple[tuple[float, float], tuple[float, float]]] = ()) -> list[tuple[int, int, str, bool]]:
        """(x, y, number, held) on screen of each placement badge (``placing_keys.badges``, lifted with a thing on a
        stand), moved where needed to the nearest spot round its thing clear of every board and card outline and of
        the badges before it (issue 16: Orc's number stood on the title of the Damage Site card at its outer edge),
        and of the rects ``keep_off`` and the segments ``lines`` (tags and their leader lines)."""
        badges = self.scene.placement_marks()[0]
        if not badges:
            return []
        table = self.ctl.table
        outlines = self.outlines(tf, table)
        raised = {b.id for b in table.boards if b.raised} | {c.id for c in table.cards
                                                              if c.board in {b.id for b in table.boards if b.raised}}
        up = tf.lift(STAND_HEIGHT)
        r = badge_look(text, tf)[1] + BADGE_GAP
        items = self.scene.place_keys.items()
        view = tf.rect.inflate(-2 * r, -2 * r)   # a badge whole in the table's view
        out: list[tuple[int, int, str, bool]] = []
        for (x, y, number, held), (_kind, ident) in zip(badges, items):
            sx, sy = tf.to_screen(x, y)
            if ident in raised:
                sx, sy = sx - up, sy - up
            poly = outlines.get(ident)
            cx, cy = (sx, sy) if not poly else (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
            ahead, reach = math.atan2(sy - cy, sx - cx), math.hypot(sx - cx, sy - cy)
            spot = (sx, sy)
            for step, turn in [(step, turn) for step in BADGE_STEPS for turn in BADGE_TURNS]:
                a = ahead + math.radians(turn)
                px, py = cx + (reach + step) * math.cos(a), cy + (reach + step) * math.sin(a)
                if (view.collidepoint(px, py) and all(distance_to_outline(px, py, o) >= r for o in outlines.values())
                        and all(math.hypot(px - bx, py - by) >= 2 * r for bx, by, _n, _h in out)
                        and not any(box.inflate(2 * r, 2 * r).collidepoint(px, py) for box in keep_off)
                        and all(distance_to_outline(px, py, [a, b]) >= r for a, b in lines)):
                    spot = (px, py)
                    break
            out.append((int(spot[0]), int(spot[1]), number, held))
        return out

    def _target_names(self, lang: str) -> dict[str, str]:
        view = self.scene.anim.before if self.scene.anim is not None else self.scene.view_data
        return {tg["id"]: tg["name"][lang] for tg in view["targets"] if not tg["destroyed"]}

    def _dice_rects(self, tf, table) -> list[pygame.Rect]:
        """The screen squares round the resting dice (lifted as drawn)."""
        out = []
        for die in table.dice:
            if die.in_play:
                sx, sy = tf.to_screen(die.x, die.y)
                up = tf.lift(die.z)
                r = die_shape(die.kind).radius * tf.scale
                out.append(pygame.Rect(int(sx - up - r), int(sy - up - r), int(2 * r), int(2 * r)))
        return out

    def covered(self, tf, table, labels, lang: str) -> dict[str, str]:
        """Each board whose name or HP bar a resting die lies over (a newcomer could not read a Golem's HP under
        three dice) -> its name and HP (damage/HP, as on its bar) for a tag beside it (``callouts``) or, with no
        room beside it, over its dice (``over_dice``)."""
        names = self._target_names(lang)
        dice = self._dice_rects(tf, table)
        outlines = self.outlines(tf, table)
        out = {}
        for b in table.boards:
            hp = labels.hp.get(b.id)
            if b.id in names and hp is not None and face_block(
                    self.scene.app.text, tf.scale, outlines[b.id], labels.boards.get(b.id, []), hp)[3].collidelist(dice) >= 0:
                out[b.id] = f"{names[b.id]} {hp[0]}/{hp[1]}"
        return out

    def unnamed(self, tf, table, labels, lang: str) -> dict[str, str]:
        """Each board and card on the table whose name is not printed whole on it -> its name (boards first)."""
        names = self._target_names(lang)
        outlines = self.outlines(tf, table)
        out = {}
        for b in table.boards:
            lines = labels.boards.get(b.id, [])
            if b.id in names and lines and not board_face_lines(self.scene.app.text, tf.scale, outlines[b.id],
                                                               lines, labels.hp.get(b.id))[0]:
                out[b.id] = names[b.id]
        for c in table.cards:
            title = labels.cards.get(c.id, "")
            fitted = card_title_lines(self.scene.app.text, title, tf.scale, c.length, c.width) if title else None
            if title and (fitted is None or any(line.endswith("…") for line in fitted[0])):
                out[c.id] = title
        return out

    def link_end(self, tf, table, target: str, start: tuple[float, float],
                 centre: tuple[float, float]) -> tuple[float, float]:
        """A die's line to a board ends where it would first run onto the board's name or HP bar (at 1280x800 Leaf's
        d8 at the Slime's foot drew its line through '0/18', which read '0/ 8'), else at the middle (from a die on
        those words too); a line to a card at the card's edge, none from a die on the card (Paola's d12 at the end of
        'Damage Site' drew its line across the title)."""
        poly = self.outlines(tf, table).get(target)
        if poly is None:
            return centre
        if not any(b.id == target for b in table.boards):
            if distance_to_outline(start[0], start[1], poly) <= 0:
                return start
            best = 1.0
            (sx, sy), (ex, ey) = start, centre
            for (ax, ay), (bx, by) in zip(poly, poly[1:] + poly[:1]):   # where the line first meets the outline
                den = (ex - sx) * (by - ay) - (ey - sy) * (bx - ax)
                if abs(den) < 1e-9:
                    continue
                t = ((ax - sx) * (by - ay) - (ay - sy) * (bx - ax)) / den
                u = ((ax - sx) * (ey - sy) - (ay - sy) * (ex - sx)) / den
                if 0 <= t <= best and 0 <= u <= 1:
                    best = t
            return sx + (ex - sx) * best, sy + (ey - sy) * best
        labels = self.labels(self.scene.app.lang)
        words = face_words(self.scene.app.text, tf.scale, poly, labels.boards.get(target, []), labels.hp.get(target))
        if any(r.inflate(2, 2).collidepoint(start) for r in words):
            return centre
        far = math.dist(start, centre)
        for r in words:   # the first word the line runs onto (one between the name and the bar runs to the middle)
            for p in r.clipline(start, centre) or ():
                far = min(far, math.dist(p, start))
        if far >= math.dist(start, centre):
            return centre
        k = max(0.0, far - LINK_GAP) / math.dist(start, centre)   # stopped a little short of it
        return start[0] + (centre[0] - start[0]) * k, start[1] + (centre[1] - start[1]) * k

    def rest_key(self) -> tuple:
        """What the game's table at rest is drawn from besides the widget's (``resting.key``, ``resting.hud_key``):
        the phase (the placement's badges), the dice that count (the lines under the dice), the targets' strip (the
        tags keep clear of it; the panels over the table follow from the widget's keys)."""
        scene = self.scene
        counts = scene.counts_for()
        return (scene.view_data["phase"], tuple((k, tuple(v)) for k, v in counts.items()), tuple(scene.targets_rect),
                self.shooting_in_view(), scene.anim is None)

    def names_when_editing(self) -> bool:
        """The game's table names its boards and cards outside turns too: in the placement (at 150 % the Kobold's
        small board showed its HP alone there, issue 16) and the round end."""
        return True

    def callouts(self, tf, table, labels, ui) -> tuple[list[Callout], dict[str, str]]:
        """(the tags, the names they print) beside the boards and cards whose names the table cannot print whole
        (with the targets' strip under the table too: the strip named the Kobold, its board on the table showed its HP
        alone and the cards 'Dam…', issue 16), and beside
        every board whose name or HP a resting die covers (name and HP, ``covered``: placed last, their longer tags
        leave the others their places); worked out when the table, its view or its labels change, and while the
        player aims a tag the aim runs through moved off it (``_off_aim``)."""
        # asked up to four times a frame (tags over the table, over the dice, the labels drawn, the tags' spots): worked
        # out once a frame (at worst a frame late where the events of that frame moved the aim)
        frame = (self.scene.app.frame, tf.key(), ui.lang, labels.static_key(), table_surfaces_key(table))
        if self._frame_callouts is not None and self._frame_callouts[0] == frame:
            return self._frame_callouts[1]
        found = self._callouts_now(tf, table, labels, ui)
        self._frame_callouts = (frame, found)
        return found

    def _callouts_now(self, tf, table, labels, ui) -> tuple[list[Callout], dict[str, str]]:
        """``callouts``, worked out."""
        strip = self.scene.targets_rect.h > 0
        avoid = self.launcher_rects(tf) if self.shooting_in_view() else []
        words = self.reach_label(tf, ui) if self.shooting_in_view() and self.enabled and self.hud_visible else None
        if words is not None:   # "stops on Harpy" beside the power bar lay over the Wyvern's tag
            avoid.append(words[1])
        tips, hint, _label, _size = self.more_marks(tf, ui)   # the 'more beyond this edge' arrows and hint
        more = [bounds(points).inflate(6, 6) for points in tips] + ([hint] if hint is not None else [])
        avoid += more
        avoid += self.panels_over_table()   # (a card's tag ran under the hand stacked over the aim panel at 800x560)
        badges: list[pygame.Rect] = []
        spots = self._badge_spots(ui.text, tf) if self.scene.view_data["phase"] == "placement" else []
        if spots:   # the placement's number badges
            r = self.badge_radius(ui.text, tf)
            badges = [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y, _n, _held in spots]
        avoid_felt = list(avoid)
        avoid += badges
        lang = ui.lang
        for die in table.dice:   # a resting die over a tag hid its name ('ダ…ジサイト')
            if die.in_play:
                sx, sy = tf.to_screen(die.x, die.y)
                up = tf.lift(die.z)
                r = int(DIE_ROOM * tf.scale) + 2
                avoid.append(pygame.Rect(int(sx - up) - r, int(sy - up) - r, 2 * r, 2 * r))
        key = (lang, strip, tf.key(), labels.static_key(), table_surfaces_key(table), tuple(map(tuple, avoid)))
        if self._callouts_key != key and key in self._placed:
            self._callouts, self._over, self._moved = self._placed[key]
            self._callouts_key = key
        if self._callouts_key != key:
            names = self.unnamed(tf, table, labels, lang)
            covered = self.covered(tf, table, labels, lang)
            for ident, name in covered.items():
                names.pop(ident, None)
                names[ident] = name
            size = CALLOUT_SIZE
            tags = [(ident, tag_size(self.scene.app.text, name, size)) for ident, name in names.items()]
            outlines = self.outlines(tf, table)
            self._moved = None
            placed = place_callouts(tags, outlines, tf.rect, avoid, line_off=badges)
            # a covered board's tag whose line runs across another board or card goes over its dice instead (at 150 %
            # 'Ogre 0/35' in the middle of stage 1's boards had its line across the Powder Keg card)
            placed = [c for c in placed if c.ident not in covered or not leader_crosses(c, outlines)]
            placed += self._hemmed_in(ui.text, tf, table, names, labels, lang, placed, avoid_felt, spots, set(covered))
            self._callouts = (placed, names)
            tagged = {c.ident for c in placed}
            dice = self._dice_rects(tf, table)
            self._over = []
            # a covered board, or a card whose title does not print whole, with no room beside it: its tag over it
            # (at 800x560 and 150 % two Counterattack cards printed 'Cou…' and had no tag)
            over = {**{k: v for k, v in names.items() if k in labels.cards and k not in covered}, **covered}
            outlines = self.outlines(tf, table)
            printed = [r for b in table.boards for r in face_words(ui.text, tf.scale, outlines[b.id],
                                                                   labels.boards.get(b.id, []), labels.hp.get(b.id))]
            for ident, name in over.items():
                if ident not in tagged:   # (two covered boards side by side put their tags over each other)
                    taken = [c.rect for c in placed] + [r for _i, r in self._over] + more   # (and the 'more' arrow:
                    # at 800x560 one stood on 'Kobold 0/12' over its dice at the view's foot, 'Kobold 0▼12')
                    if ident in labels.cards:   # a card's tag keeps off the boards' names and HP as printed
                        taken += printed
                    box = self._over_spot(tf, table, ident, tag_size(self.scene.app.text, name, size), dice,
                                          taken=taken, wide=ident in labels.cards)
                    if ident in covered and box.inflate(4, 4).collidelist(self.panels_over_table()) >= 0:
                        box = self._folded_over(tf, table, ident, names, lang, box, dice, taken)
                    self._over.append((ident, box))
            if spots and self._over:   # the badges give way to the tags over cards too, as they do to tags beside
                r = self.badge_radius(ui.text, tf)   # (stage 2's placement at 800x560 put '2' and '5' on the words of
                now = self._moved or spots         # 'Damage Site' and 'Counterattack' at the table's top)
                if any(box.inflate(2 * r, 2 * r).collidepoint(x, y) for x, y, _n, _h in now for _i, box in self._over):
                    keep = [c.rect for c in placed] + [box for _i, box in self._over]
                    moved = self._badge_spots(ui.text, tf, keep, [leader(c.rect, c.anchor) for c in placed])

                    def on(badge: tuple[int, int, str, bool]) -> int:
                        return sum(1 for box in keep if box.inflate(2 * r, 2 * r).collidepoint(badge[0], badge[1]))

                    # a badge that found no free spot stays where it stood (not back on its thing's own spot)
                    self._moved = [m if on(m) <= on(n) else n for m, n in zip(moved, now)]
            self._callouts_key = key
            if len(self._placed) >= PLACEMENTS_KEPT:
                self._placed.pop(next(iter(self._placed)))
            self._placed[key] = (self._callouts, self._over, self._moved)
        return self._off_aim(tf, table, avoid)

    def _folded_over(self, tf, table, ident: str, names: dict[str, str], lang: str, box: pygame.Rect,
                     dice: list[pygame.Rect], taken: list[pygame.Rect]) -> pygame.Rect:
        """A covered board's tag over its dice that lay under the aim panel or the hand on one line (a lone Giant Bat
        at the view's foot at 800x560 showed "ントバット 9/12", issue 16): on the two lines its board's face breaks
        the name into, the HP after the last ("ジャイアント" / "バット 9/12"), where that finds it a place off them
        (``names`` learns those lines); else ``box``."""
        text = self.scene.app.text
        name = self._target_names(lang).get(ident)
        words = names[ident]
        if name is None or not words.startswith(name + " "):
            return box
        lines = self.scene.board_name(name, lang, CALLOUT_SIZE, max(24, tag_size(text, name, CALLOUT_SIZE)[0] * 2 // 3))
        if len(lines) < 2:
            return box
        folded = "\n".join(lines[:-1] + [f"{lines[-1]}{words[len(name):]}"])
        spot = self._over_spot(tf, table, ident, tag_size(text, folded, CALLOUT_SIZE), dice, taken=taken)
        if spot.inflate(4, 4).collidelist(self.panels_over_table()) >= 0:
            return box
        names[ident] = folded
        return spot

    def _hemmed_in(self, text, tf, table, names: dict[str, str], labels, lang: str, placed: list[Callout],
                   avoid: list[pygame.Rect], spots: list[tuple[int, int, str, bool]], covered: set[str]) -> list[Callout]:
        """Tags for the boards ``place_callouts`` found no spot beside (at 150 % the placement's number badges and
        the view's top hemmed in a Giant Bat, issue 16), the first of: beside the board as if no badge stood, the
        badges then moved round their things off every tag and leader line (``badge_circles``; not where one finds
        no such spot); over the board itself, from its middle out, clear of every other board and card, tag and
        badge, naming it and its HP (the HP bar it may cover) on one line, else on the two its board's face breaks
        the name into; the same with the badges moved. ``names`` learns the words of each tag placed over a board;
        ``avoid`` holds no badge. The boards ``covered`` by dice have theirs over their dice (``over_tags``)."""
        tagged = {c.ident for c in placed}
        r = self.badge_radius(text, tf) if spots else 0
        badges = [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y, _n, _held in spots]
        outlines = self.outlines(tf, table)
        out: list[Callout] = []
        for b in table.boards:
            if b.id not in names or b.id in tagged or b.id in covered or b.id not in labels.hp:
                continue
            name = self._target_names(lang).get(b.id, names[b.id])
            damage, hp = labels.hp[b.id][:2]
            lines = self.scene.board_name(name, lang, CALLOUT_SIZE, max(24, tag_size(text, name, CALLOUT_SIZE)[0] * 2 // 3))
            forms = [f"{name} {damage}/{hp}"]
            if len(lines) > 1:
                forms.append("\n".join(lines[:-1] + [f"{lines[-1]} {damage}/{hp}"]))
            tries = [(names[b.id], False, True)] if badges else []
            tries += [(form, True, False) for form in forms] + [(form, True, True) for form in forms if badges]
            for form, over_own, give_way in tries:
                spot = place_callouts([(b.id, tag_size(text, form, CALLOUT_SIZE))], outlines, tf.rect,
                                      avoid if give_way else avoid + badges, fixed=placed + out,
                                      line_off=[] if give_way else badges, over_own=over_own)
                if not spot:
                    continue
                if give_way:
                    every = placed + out + spot
                    lines_drawn = [leader(c.rect, c.anchor) for c in every]
                    moved = self._badge_spots(text, tf, [c.rect for c in every], lines_drawn)
                    if any(c.rect.inflate(2 * r, 2 * r).collidepoint(x, y) for x, y, _n, _h in moved for c in every) or any(
                            distance_to_outline(x, y, [p, q]) < r for x, y, _n, _h in moved for p, q in lines_drawn):
                        continue
                    self._moved = moved
                    spots = moved
                    badges = [pygame.Rect(x - r, y - r, 2 * r, 2 * r) for x, y, _n, _held in spots]
                names[b.id] = form
                out += spot
                break
        return out

    def _off_aim(self, tf, table, avoid: list[pygame.Rect]) -> tuple[list[Callout], dict[str, str]]:
        """``callouts`` while the player aims: each tag the aim's lines run through (a throw's arc over 'Goblin 5/15'
        at 800x560) moved to the nearest spot beside its thing off them, clear of the other tags and those over dice;
        one with no such spot stays. The others keep their places (they do not follow the pointer)."""
        placed, names = self._callouts
        lines = self.aim_lines(tf)
        hit = [c for c in placed if crossed(c.rect, lines)] if lines else []
        if not hit:
            return self._callouts
        key = (self._callouts_key, tuple((tuple(map(round, a)), tuple(map(round, b))) for a, b in lines))
        if self._aimed_key != key:
            out = list(placed)
            outlines = self.outlines(tf, table)
            for c in hit:
                others = [o for o in out if o is not c]
                moved = place_callouts([(c.ident, c.rect.size)], outlines, tf.rect,
                                       avoid + [r for _i, r in self._over], lines, others)
                if moved:
                    out[out.index(c)] = moved[0]
            self._aimed, self._aimed_key = (out, names), key
        return self._aimed

    def _over_spot(self, tf, table, ident: str, size: tuple[int, int], dice: list[pygame.Rect],
                   lines: list[tuple[tuple[float, float], tuple[float, float]]] = (),
                   taken: list[pygame.Rect] = (), wide: bool = False) -> pygame.Rect:
        """A tag's place on its board, over its dice: at the board's middle, top or foot (or, while aiming, beside
        it), off the aim panel and the hand where they lie over the table (``panels_over_table``: a lone griffon's
        card at 800x560, a Powder Keg at 150 %, had their tags half under them), then off the aim's ``lines`` where
        one of these is, then off the tags ``taken``, then over the fewest other
        boards and cards (at 800x560 'Dire Wolf 0/20' moved off the throw's arc onto the Golem's name), then where it
        hides the least of the dice (the middle on a tie); ``wide``: also further out, and on a tie where it hides the
        least of the others."""
        outlines = self.outlines(tf, table)
        cx, cy, inner = face_circle(outlines[ident])
        others = [poly for other, poly in outlines.items() if other != ident]
        other_boxes = [bounds(poly) for poly in others] if wide else []
        w, h = size
        best = None
        panels = self.panels_over_table()
        ways = [(0.0, 0.0), (0.0, -(inner - h / 2 - 2)), (0.0, inner - h / 2 - 2)]
        if lines or taken or panels:   # (issue 16: 'Golem 7/50' lay over the aim line through its board)
            ways += [(0.0, -(inner + h / 2 + 4)), (0.0, inner + h / 2 + 4), (-(inner + w / 2), 0.0), (inner + w / 2, 0.0)]
            ways += [(sx * (inner + w / 2) * 0.7, sy * (inner + h / 2 + 4)) for sy in (1, -1) for sx in (1, -1)]
        if wide:   # (a card's tag) further out too, where the places next to it are taken
            ways += [(dx * k, dy * k) for k in (1.5, 2.0) for dx, dy in ways[3:]]
        for dx, dy in ways:
            box = pygame.Rect(0, 0, w, h)
            box.center = (int(cx + dx), int(cy + dy))
            box = box.clamp(tf.rect)
            crossed = any(box.inflate(4, 4).clipline(a, b) for a, b in lines)
            hidden = sum(box.clip(r).w * box.clip(r).h for r in dice)
            on_tag = sum(c.w * c.h for c in (box.inflate(4, 4).clip(r) for r in taken))   # (the least of them covered: off the
            # panels a Powder Keg's tag at 150 % found no place clear of the boards' names and the other tags)
            on_panel = box.inflate(4, 4).collidelist(panels) >= 0
            on_others = sum(1 for poly in others if overlaps(box, poly))
            spread = sum(box.clip(r).w * box.clip(r).h for r in other_boxes) if wide else 0   # how much it hides
            if best is None or (on_panel, crossed, on_tag, on_others, spread, hidden) < best[0]:
                best = ((on_panel, crossed, on_tag, on_others, spread, hidden), box)
        assert best is not None
        return best[1]

    def panels_over_table(self) -> list[pygame.Rect]:
        """The aim panel and the hand where they lie over the table (in its corners, or stacked beside the area);
        none where they have their strip under it."""
        if self.hud_strip().h > 0 or not self.hud_visible:
            return []
        return [self.hud_box()] + [r for r in (self.hand_area(),) if r is not None]

    def over_tags(self, tf, table, ui) -> list[tuple[str, pygame.Rect]]:
        """The tags drawn over dice (``draw_over_dice``): each covered board's with no room beside it, off the aim
        line while the player aims."""
        tags, names = self.callouts(tf, table, self.labels(ui.lang), ui)
        lines = self.aim_lines(tf)
        if not lines or not any(box.inflate(4, 4).clipline(a, b) for _ident, box in self._over for a, b in lines):
            return self._over
        dice = self._dice_rects(tf, table)
        out: list[tuple[str, pygame.Rect]] = []
        for ident, _box in self._over:
            taken = [c.rect for c in tags] + [r for _i, r in out]
            out.append((ident, self._over_spot(tf, table, ident, tag_size(self.scene.app.text, names[ident],
                                                                          CALLOUT_SIZE), dice, lines, taken)))
        return out

    def drawn_labels(self, tf, table, labels: Labels, ui) -> Labels:
        """``labels`` less the titles of the cards whose tag prints them (``callouts``, beside or over the card): the
        card's cut title beside its tag ("火…" by "火薬樽", at 800x560 with four players) told nothing the tag did not."""
        tags, _names = self.callouts(tf, table, labels, ui)
        tagged = ({c.ident for c in tags} | {ident for ident, _box in self._over}) & set(labels.cards)
        if not tagged:
            return labels
        return replace(labels, cards={k: v for k, v in labels.cards.items() if k not in tagged})

    def draw_over_table(self, surface: pygame.Surface, tf, table, labels, ui) -> None:
        """The names the boards and cards cannot print whole, in tags beside them (``callouts``)."""
        tags, names = self.callouts(tf, table, labels, ui)
        if not tags:
            return
        draw_callouts(surface, ui.text, tags, names, CALLOUT_SIZE, self._tag_styles(table))

    def _tag_styles(self, table) -> dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]]:
        raised = {b.id for b in table.boards if b.raised}
        styles = {b.id: (RAISED_FILL if b.id in raised else BOARD_FILL, BOARD_EDGE, (40, 28, 10)) for b in table.boards}
        styles.update({c.id: (CARD_FILL, CARD_EDGE, CARD_INK) for c in table.cards})
        return styles

    def draw_over_dice(self, surface: pygame.Surface, tf, table, ui) -> None:
        """The name and HP of each board a die covers with no room for its tag beside it (``covered``): in a tag on
        the board over its dice, where it hides the least of them."""
        _tags, names = self.callouts(tf, table, self.labels(ui.lang), ui)
        styles = self._tag_styles(table)
        for ident, box in self.over_tags(tf, table, ui):
            fill, edge, ink = styles[ident]
            pygame.draw.rect(surface, fill, box, border_radius=5)
            pygame.draw.rect(surface, edge, box, 1, border_radius=5)
            rows = [ui.text.render(line, CALLOUT_SIZE, ink, bold=True) for line in names[ident].split("\n")]
            y = box.centery - sum(row.get_height() for row in rows) // 2   # (a folded tag on two lines)
            for row in rows:
                surface.blit(row, row.get_rect(midtop=(box.centerx, y)))
                y += row.get_height()

    def draw_under_dice(self, surface: pygame.Surface, tf, table) -> None:
        """Which boards and cards each resting die counts for (the rules' "on"): a line in its owner's colour
        from the die to each, a dashed gold one to each when it straddles two or more; a board's ends at its name
        and HP (``link_end``)."""
        counts = self.scene.counts_for()
        if not counts:
            return
        centres = {b.id: (b.x, b.y, STAND_HEIGHT if b.raised else 0.0) for b in table.boards}
        raised = {b.id for b in table.boards if b.raised}
        centres.update({c.id: (c.x, c.y, STAND_HEIGHT if c.board in raised else 0.0) for c in table.cards})
        for die in table.dice:
            things = counts.get(die.id)
            if not die.in_play or not things:
                continue
            up = tf.lift(die.z)
            a = tf.to_screen(die.x, die.y)
            a = (a[0] - up, a[1] - up)
            straddle = len(things) > 1
            colour = STRADDLE if straddle else owner_style(die.owner)[0]
            for thing in things:
                if thing not in centres:
                    continue
                x, y, z = centres[thing]
                b = tf.to_screen(x, y)
                lift = tf.lift(z)
                b = self.link_end(tf, table, thing, a, (b[0] - lift, b[1] - lift))
                pygame.draw.line(surface, (10, 10, 10), a, b, 4 if straddle else 3)
                pygame.draw.line(surface, colour, a, b, 2 if straddle else 1)
                if straddle:
                    pygame.draw.circle(surface, colour, (int(b[0]), int(b[1])), 4)

    def mark_boxes(self, tf, ui) -> list[tuple[str, str, pygame.Rect]]:
        """(board id, mark, its box) of the round end's marks (``+6``, ``×``, ``→2``): each on its board's edge or
        beside it, never further than ``MARK_REACH`` px from it (``attached``) and nearer it than any other board or
        card (``nearest_to``), the first place whole in the view
        that covers no other board or card, nor a tag nor a mark placed before it, nor the board's own dice and
        printed name and HP; else, still attached, the place covering the fewest of the others (over the board
        itself, its own dice and print the last thing covered), in a smaller type where that covers fewer (issue 16:
        '+26' over a board lay on the neighbour above it and hid its name; with the boss hemmed in by its minions
        and cards '+12' went out beyond its tag, next to the Orc)."""
        _b, _d, _hi, marks, _hp = self.scene.table_labels(ui.lang)
        if not marks:
            return []
        table = self.ctl.table
        tags = [c.rect for c in self._callouts[0]] if self._callouts_key is not None else []
        key = (tf.key(), tuple(marks.items()), tuple(map(tuple, tags)), ui.lang,
               tuple((d.id, d.x, d.y, d.z) for d in table.dice if d.in_play))
        if self._marks is not None and self._marks[0] == key:   # drawn every frame: placed once per change
            return self._marks[1]
        where = {b.id: b for b in table.boards}
        outlines = self.outlines(tf, table)
        dice = self._dice_rects(tf, table)
        labels = self.labels(ui.lang)
        sizes = MARK_SIZES[1:] if len(marks) > 1 else MARK_SIZES
        out: list[tuple[str, str, pygame.Rect]] = []
        for ident, mark in marks.items():
            b = where.get(ident)
            if b is None:
                continue
            own = outlines[ident]
            sx, sy = tf.to_screen(b.x, b.y)
            if b.raised:
                sx, sy = sx - tf.lift(STAND_HEIGHT), sy - tf.lift(STAND_HEIGHT)
            r = circumradius(b.sides) * tf.scale
            others = [poly for other, poly in outlines.items() if other != ident]
            words = face_words(ui.text, tf.scale, own, labels.boards.get(ident, []), labels.hp.get(ident))
            taken = tags + [box for _i, _m, box in out]
            mine = dice + words   # the board's own dice and print: covered before anything else is
            best = None
            for n_size in sizes:   # smaller where the larger covers another board or card (800x560)
                w, h = ui.text.size(mark, n_size, True)
                found = self._mark_spot((sx, sy, r), (w + 12, h + 4), tf, own, others, taken, mine)
                if best is None or found[0] < best[0]:
                    best = found
                if best[0][:2] == (False, 0):
                    break
            assert best is not None
            out.append((ident, mark, best[1]))
        self._marks = (key, out)
        return out

    @staticmethod
    def _mark_spot(at: tuple[float, float, float], size: tuple[int, int], tf, own, others, taken: list[pygame.Rect],
                   mine: list[pygame.Rect]) -> tuple[tuple, pygame.Rect]:
        """(score, box) of the best place for a mark of ``size`` px at the board ``at`` (its centre and circumradius
        on screen): beside it (then further out, up to ``MARK_REACH``), then over it; attached and nearest to it."""
        sx, sy, r = at
        w, h = size
        best = None
        ways = [(0, -1), (0, 1), (1, 0), (-1, 0), (0.7, -0.7), (-0.7, -0.7), (0.7, 0.7), (-0.7, 0.7)]
        for far in [*range(0, 4 * h, 6), *range(-6, -int(r) - 1, -6)]:   # beside the board, then over it
            for n, (ux, uy) in enumerate(ways):
                box = pygame.Rect(0, 0, w, h)
                box.center = (int(sx + ux * (r + far + abs(ux) * w / 2 + 4)),
                              int(sy + uy * (r + far + abs(uy) * h / 2 + 4)))
                whole = tf.rect.contains(box)
                box.clamp_ip(tf.rect)
                cover = sum(1 for poly in others if overlaps(box, poly)) + len(box.collidelistall(taken))
                score = (not whole, cover, len(box.collidelistall(mine)), far < 0, abs(far), n)
                if (best is None or score < best[0]) and attached(box, own) and nearest_to(box, own, others):
                    best = (score, box)
            if best is not None and best[0][:3] == (False, 0, 0) and far >= 0:
                break
        if best is None:   # (a board off the view: its mark at its middle, clamped)
            box = pygame.Rect(0, 0, w, h)
            box.center = (int(sx), int(sy))
            best = ((True, len(others)), box.clamp(tf.rect))
        return best

    def draw(self, surface: pygame.Surface, ui) -> None:
        super().draw(surface, ui)
        tf = self.transform()
        clip = surface.get_clip()
        surface.set_clip(tf.rect)
        _b, _d, board_hi, _marks, _hp = self.scene.table_labels(ui.lang)
        for ident, mark, box in self.mark_boxes(tf, ui):
            size = next((n for n in MARK_SIZES if ui.text.size(mark, n, True)[0] + 12 <= box.w), MARK_SIZES[-1])
            s = ui.text.render(mark, size, board_hi.get(ident, theme.GOLD), True)
            theme.panel(surface, box, theme.BG_DEEP, board_hi.get(ident, theme.GOLD), radius=8)
            surface.blit(s, s.get_rect(center=box.center))
        ghost = self.scene.placement_ghost()
        if ghost is not None:
            kind, pose, sides, ok = ghost
            if kind == "target":
                poly = geometry.polygon(pose[0], pose[1], pose[2], sides)
            else:
                poly = geometry.card_polygon(pose[0], pose[1], pose[2])
            pygame.draw.polygon(surface, GHOST_OK if ok else GHOST_BAD, tf.poly(poly), 3)
        self._draw_placement_keys(surface, ui, tf)
        if self.shooter_shown():
            shooter.draw_mark(surface, tf, self.ctl.position, self.ctl.position_ok())
        surface.set_clip(clip)

    def _draw_placement_keys(self, surface: pygame.Surface, ui, tf) -> None:
        """The legal spots of the thing the keys hold (thin), each movable thing's number in a badge (gold: the
        one held) and the keyboard's cursor cross."""
        _badges, cursor, spots = self.scene.placement_marks()
        for kind, pose, sides in spots:  # where the thing held could go
            poly = (geometry.polygon(pose[0], pose[1], pose[2], sides) if kind == "target"
                    else geometry.card_polygon(pose[0], pose[1], pose[2]))
            pygame.draw.polygon(surface, SPOT, tf.poly(poly), 1)
        size, r = badge_look(ui.text, tf)
        for sx, sy, number, held in self.badge_circles(ui.text, tf):
            s = ui.text.render(number, size, theme.BG_DEEP if held else theme.TEXT, True)
            centre = (sx, sy)
            pygame.draw.circle(surface, theme.GOLD if held else theme.BG_DEEP, centre, r)
            pygame.draw.circle(surface, theme.GOLD if held else GHOST_OK, centre, r, 2)
            surface.blit(s, s.get_rect(center=centre))
        if cursor is not None:
            cx, cy = (int(v) for v in tf.to_screen(*cursor))
            pygame.draw.circle(surface, theme.GOLD, (cx, cy), 7, 2)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                pygame.draw.line(surface, theme.GOLD, (cx + 10 * dx, cy + 10 * dy), (cx + 16 * dx, cy + 16 * dy), 2)
