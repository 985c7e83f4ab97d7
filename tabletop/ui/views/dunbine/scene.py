"""The Dunbine game screen: the Tiled map with counters, the display board, phase controls, log.

Layout (any window size, 1280x800 by default): a top bar (scenario, turn and
phase, undo/redo/save/menu), the map view on the left with the log and the
dice under it, and on the right the display board of the selected machine
over the controls of the pending decision (``controls.build``).

Mouse: click a counter to select it (click again to cycle through a stack,
docked pairs included); in the action phase the active machine's legal moves
are highlighted (forward runs show a path preview and their cost on hover,
turn markers sit inside its hex), and after choosing a weapon its arc and
range, the six ranges and the legal targets are drawn; right click cancels
the weapon. Hand-overs between two people are a simple prompt (no hidden
information in Dunbine), once at each change of side and never for a computer
side or a lone human; the other side's steps inside an attack are taken at the
table without one (``takes_the_screen``; docs/ui.md). Everything else - applying actions, rules-error
banners, undo/redo, save, autosave, menu, end screen - is ``GameScene``'s.

Camera: at each hand-over the side to move is brought into view with the enemy
machine nearest to it when that fits at the player's zoom (else, in the action
phase, its active machine with room for its plate at that zoom; in the other
phases its machines, zooming out as far as 0.5 if it must, and back in to the
game's first zoom, at least 0.7, at a person's turn; a computer's side is
followed at the player's zoom), and at each attack the attacker and its target;
the active machine stays in view after each of its moves. Then no machine of the side is left cut by the view's
edge: the camera pans the least that brings each one wholly in, or wholly out (``framing.keep_whole``).
Hexes are named by the map's (column, row) everywhere (hover, log, display).
The control panel keeps its place while one decision lasts (``panel_key``):
a choice never moves the controls under the pointer, and an empty row of
buttons leaves a line in its place (``controls.slot``). Buttons are as wide as
their labels need; rows wrap rather than cut; a tooltip leaves with the
layout that made it (``rehover``).

The screen draws from the seat's view (``session.view``, read into ``seen.Seen``
after every change) and ``session.legal_actions()`` only: costs, reach, hit
numbers and refusals are the rules' answers carried by the view.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from tabletop.core.game import Event
from tabletop.core.hexgrid import Hex, distance
from tabletop.core.i18n import Text
from tabletop.games.dunbine.maps import load_map
from tabletop.games.dunbine import actions as A

from ... import theme
from ...text import key, resolve
from ...widgets import Button, DiceDisplay, LogDialog, LogPanel
from ..base import GameScene
from . import controls as C
from . import edgemarks, framing, mapdraw
from .counters import stacks
from .display import DisplayBoard
from .fastbutton import FastButton
from .handover import HandOver
from .mapview import MapView
from .plan import move_targets, weapons_of
from .seen import Seen
from .textcache import wrapped
from ...hexmap import overlay
from ...hexmap.camera import ZOOM_LEVELS

TOP = 56
RIGHT_W = 440
BOTTOM_H = 150
BOARD_MIN = 64      # the display board's least height (its title and thrust; the rest on hover)
BOARD_MAX = 320
ROW_SPARE = 46      # room a new decision's panel keeps for one more row of buttons (40 + 6)
HOME_ZOOM = 0.7     # the least zoom a person's side is brought back to at its turn (name plates show from 0.7)
PLATE_ROOM = 72     # px a machine needs from the map view's edge for its name plate and thrust badge


def default_map_path(seen: Seen) -> Path:
    """The Tiled map the game is played on (the one its board was read from: the view's ``map``)."""
    return Path(seen.map)


def open_map(path: Path):
    """The map and None, or - when the file is broken now - the map as far as it reads and the problem."""
    from tabletop.core.errors import MapError
    from tabletop.games.dunbine.maps import read_map

    try:
        return load_map(path), None
    except MapError as exc:
        hexmap, _problems = read_map(path)
        if hexmap is None:
            raise
        from .mapview import map_problem_text

        return hexmap, map_problem_text(exc)


def roll_faces(events: list[Event]) -> list[tuple[int, list[int]]]:
    return [(int(e.data["sides"]), [int(r) for r in e.data["results"]]) for e in events
            if e.kind == "roll" and e.data.get("sides") and e.data.get("results")]


class DunbineScene(GameScene):
    status_lines = 3      # the computer's box is as narrow as the controls: a whole move line ("who: what")
    def __init__(self, app, session, map_path: str | Path | None = None) -> None:
        super().__init__(app, session)
        self.seen = self.read_view()
        self.map_path = Path(map_path) if map_path else default_map_path(self.seen)
        hexmap, problem = open_map(self.map_path)
        self.mapview = MapView(hexmap, on_click=self.map_click, decorate=self.decorate,
                               on_problem=self.map_problem)
        self.mapview.pointer_in_window = lambda: not self.app.windowed or bool(pygame.mouse.get_focused())
        self.board = DisplayBoard(self)
        self.log = LogPanel(title=key("ui.log"), whole_entries=True,  # never the tail of an entry at the top
                            on_open=self.open_log)  # at 150 % the panel holds one entry: "Show all" opens them all
        self.dice = DiceDisplay(title=key("ui.dice"), empty=key("ui.no_roll"), die_size=44)
        self.undo_button = FastButton(key("ui.undo"), self.undo, shortcut="ctrl+z", enabled=self.can_undo, size=15)
        self.redo_button = FastButton(key("ui.redo"), self.redo, shortcut="ctrl+y", enabled=self.can_redo, size=15)
        self.save_button = FastButton(key("ui.save"), self.save, shortcut="ctrl+s", size=15)
        self.menu_button = FastButton(key("ui.menu"), self.open_menu, size=15, tooltip=key("ui.menu_hint"))
        self.add(self.mapview, self.board, self.log, self.dice, self.undo_button, self.redo_button,
                 self.save_button, self.menu_button)
        self.items: list = []
        self.targets: list = []
        self._reach_key = None
        self._reach: list[Hex] = []
        self.controls: list[Button] = []
        self.lines_at: list[tuple[C.Line, pygame.Rect]] = []
        self.legal: list = []
        self.selected = ""
        self.weapon: tuple[str, str] | None = None
        self.target = ""
        self.map_banner = None
        if self.seen.map_notice is not None:  # played on the map its save carries: say so until the first move
            self.banner = (self.seen.map_notice, "info")
        decision = session.pending()
        self.last_seat = decision.seat if decision else None
        self.last_active = ""
        self.handovers = 0
        self.dice.show(roll_faces(session.log_for(self.viewer))[-1:], animate=False)
        self._centred = False
        self.in_attack = self.seen.attack is not None
        if problem:
            self.map_problem(problem)

    # -- stack hooks -----------------------------------------------------------------------
    def all_widgets(self):
        return self.widgets + self.controls

    def open_menu(self) -> None:
        from ...scenes.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    def help_text(self):
        return [Text("マップ：ドラッグ・矢印キー・画面端で移動、ホイール・+/-で拡大縮小。",
                     "Map: drag, arrow keys or the screen edge to pan; wheel or +/- to zoom."),
                Text("機体をクリックで選択（重なった機体は再クリックで切替）。右パネルに機体のディスプレイ。",
                     "Click a machine to select it (click again to cycle a stack); its display is on the right."),
                Text("行動フェイズ：緑のヘックスへ前進（経路と推力・PPを表示）、青はサイドスリップ、機体ヘックス内の矢印で旋回。",
                     "Action phase: green hexes move forward (path, thrust and PP shown), blue side slip, "
                     "the arrows inside the machine's hex turn."),
                Text("武器を選ぶと射界・射程・6つのレンジと攻撃できる目標（金枠）を表示。目標をクリックすると命中判定値の内訳（14.1）。",
                     "Choosing a weapon shows its arc, range, the six ranges and the legal targets (gold ring); "
                     "click a target for the hit number term by term (14.1)."),
                Text("ヘックスの座標は（列, 行）：Tiledと同じ番号で、ポイント表示・記録・ディスプレイで共通です。",
                     "Hexes are named (column, row), numbered as in Tiled: the same under the pointer, "
                     "in the log and on the display."),
                Text("推力を使い切るまで行動は終われません（6.2）。右クリックで武器選択を解除。",
                     "An action cannot end before the whole thrust is spent (6.2). Right click cancels the weapon.")]

    def read_view(self) -> Seen:
        """The seat's view of the game now (everything is open in Dunbine)."""
        return Seen.of(self.session.view(self.viewer))

    # -- selection and choices -------------------------------------------------------------
    def select(self, uid: str) -> None:
        self.selected = uid
        self.rebuild()

    def weapon_choices(self) -> list[tuple[str, str]]:
        return weapons_of(self.seen)

    def choose_weapon(self, uid: str, wid: str) -> None:
        self.weapon = (uid, wid)
        targets = [a.target for a in self.legal if isinstance(a, A.Attack) and a.unit == uid and a.weapon == wid]
        self.target = targets[0] if len(targets) == 1 else ""
        seen = self.seen
        here = seen.mover(seen.unit(uid)).hex
        if targets:
            self.show_both(here, seen.mover(seen.unit(targets[0])).hex, 120)
        elif self.mapview.rect.w and not self.mapview.shows(here, 160):
            self.mapview.centre_on(here)
        self.rebuild()

    def pick_target(self, uid: str) -> None:
        """Show the hit number against ``uid`` (a target button: the keyboard's map click)."""
        self.target = uid
        if self.weapon is not None:
            seen = self.seen
            self.show_both(seen.mover(seen.unit(self.weapon[0])).hex, seen.mover(seen.unit(uid)).hex, 120)
        self.rebuild()

    def key_help(self) -> list:
        """F1: the game keys, then how a whole turn is played from the keyboard (the focus ring)."""
        return super().key_help() + [
            ("Tab / Shift+Tab", Text("次/前のボタンへ：機体・推力値・前進/後退/旋回/スリップ・武器・目標・防御・PP −/+・各ステップの終了",
                                     "Next / previous button: machines, thrust values, forward/back/turns/slips, "
                                     "weapons, targets, defences, PP −/+, end of each step")),
            ("Enter / Space", Text("フォーカス中のボタンを押す", "Press the focused button")),
            ("↑ ↓ ← →", Text("フォーカス中：前/次のボタン。フォーカスなし：マップを移動", "With a focus: previous / next button; "
                                                                     "without: pan the map")),
            ("+ / −", Text("マップの拡大・縮小", "Zoom the map")),
        ]

    def cancel_weapon(self) -> None:
        self.weapon, self.target = None, ""
        self.rebuild()

    def no_target_reason(self, uid: str, wid: str) -> Text:
        """Why no target can be attacked with this weapon: the rule the nearest enemy breaks (from the view)."""
        option = self.seen.weapon(uid, wid)
        if option is None:
            return Text("攻撃できる目標がありません。", "No target can be attacked now.")
        return option.no_target.text()

    # -- refresh -----------------------------------------------------------------------------
    def on_change(self, events: list[Event]) -> None:
        session = self.session
        self.seen = seen = self.read_view()
        self.legal = session.legal_actions()
        decision = session.pending()
        if seen.attack is not None:
            self.weapon, self.target = None, ""
            at = seen.attack
            self.selected = at.target if decision and decision.kind == "defend" else at.attacker
            if not self.in_attack:
                self.in_attack = True
                self.show_both(seen.mover(seen.unit(at.attacker)).hex, seen.mover(seen.unit(at.target)).hex)
        elif decision is not None and decision.kind == "action":
            if self.in_attack and seen.find(seen.active):
                self.selected = seen.active
            if seen.active != self.last_active:
                self.weapon, self.target = None, ""
                self.selected = seen.active
            m = seen.find(seen.active)     # the active machine stays in view with its plate and badge
            if m is not None and self.mapview.rect.w and not self.mapview.shows(seen.mover(m).hex, 80):
                self.mapview.centre_on(seen.mover(m).hex)
                framing.keep_whole(self.mapview, [seen.mover(u).hex for u in seen.side_units(m.side) if u.in_play],
                                   [seen.mover(m).hex], PLATE_ROOM)
            if self.weapon is not None and self.target and not any(
                    isinstance(a, A.Attack) and a.target == self.target for a in self.legal):
                self.target = ""
        elif decision is not None:
            self.weapon, self.target = None, ""
            u = seen.find(self.selected)
            if u is None or u.side != seen.current or not u.in_play:
                mine = seen.side_units(seen.current)
                self.selected = mine[0].id if mine else ""
        self.last_active = seen.active if seen.phase == "action" else ""
        self.in_attack = seen.attack is not None
        lines = []
        for event in session.log_for(self.viewer)[-400:]:
            colour = theme.GOLD if event.kind == "roll" else theme.TEXT
            lines.append(((lambda lang, e=event: e.line(lang)), colour))
        self.log.set_lines(lines)
        rolls = roll_faces(events)
        if rolls:
            self.dice.show(rolls[-2:], animate=True)
        self.rebuild()
        seat = decision.seat if decision else None
        if seat is not None and seat != self.last_seat and not session.is_over():
            self.frame_side(seat)  # the side to move comes into view (its hand-over, if any, is base's)
        self.last_seat = seat

    def seat_name(self, seat: int | None) -> Text:
        """A seat by its side's name in the scenario ("Drake's army"), not "Side 2"."""
        seen = getattr(self, "seen", None)
        if seen is None or seat is None or not 0 <= seat < len(seen.sides):
            return super().seat_name(seat)
        side = seen.sides[seat]
        return Text(side.name_ja, side.name_en)

    def outcome_lines(self, lang: str) -> list[str]:
        """A line per side under the result: its machines still flying (heavily damaged among them), the enemy
        machines it brought down and, in a points scenario, its points (R-V2)."""
        outcome = self.session.outcome()
        if outcome is None:
            return []
        raw = self.session.view(self.viewer)
        seen, points = Seen.of(raw), raw.get("victory") == "points"
        out = []
        for side, named in enumerate(seen.sides):
            own = [u for u in seen.units if u.side == side]
            flying = [u for u in own if u.in_play]
            heavy = sum(1 for u in flying if u.heavy)
            down = sum(1 for u in seen.units if u.side != side and not u.in_play)
            score = int(outcome.scores[side]) if points and side < len(outcome.scores) else None
            if lang == "ja":
                line = f"{named.name_ja}：{len(own)}機中{len(flying)}機が健在" + (f"（大破{heavy}）" if heavy else "")
                line += f"、敵{down}機撃墜" + (f"、{score}点" if score is not None else "")
            else:
                line = f"{named.name_en}: {len(flying)} of {len(own)} machines flying" \
                    + (f" ({heavy} heavily damaged)" if heavy else "") \
                    + f"; {down} enem{'y' if down == 1 else 'ies'} down" + (f"; {score} points" if score is not None else "")
            out.append(line)
        return out

    def status_spot(self, surface: pygame.Surface) -> tuple[int, tuple[int, int]]:
        """The computer's box at the foot of the controls panel, over neither the map, where its moves are
        watched, nor the log; while a computer seat decides the panel's buttons stand above it
        (``box_room``)."""
        area = getattr(self, "controls_rect", None)
        if area is None or not area.w:
            return super().status_spot(surface)
        return area.w - 16 - 84, (area.centerx, area.bottom - 6)

    # -- hand-overs (views.base: only between two people, at a change of side) ----------------
    def takes_the_screen(self, decision) -> bool:
        """The other side's steps inside an attack (its response turns, defence, aura power) are taken
        at the table: both people are there, nothing is hidden, the prompt names the side (docs/ui.md)."""
        return decision.kind not in ("defend", "attack")

    def curtain_scene(self, seat, decision, on_ready, report):
        """"Pass the mouse to side X" (a prompt over the open board, not a curtain)."""
        self.handovers += 1
        return HandOver(self.app, self.seen.sides[seat], seat, on_ready)

    @property
    def terms_per_line(self) -> int:
        """Terms of 14.1 per line in the side panel: one, or two in a small window."""
        return 1 if self.app.size[1] >= 760 else 2

    def reach(self, uid: str, wid: str) -> list[Hex]:
        """The on-map hexes the weapon reaches now (the view's answer, on the map shown)."""
        option = self.seen.weapon(uid, wid)
        hexmap = self.mapview.hexmap
        if self._reach_key is None or self._reach_key[0] is not option or self._reach_key[1] is not hexmap:
            self._reach = [h for h in option.reach if hexmap.on_map(h)] if option is not None else []
            self._reach_key = (option, hexmap)
        return self._reach

    def rebuild(self) -> None:
        self.targets = move_targets(self.seen, self.legal)
        self.items = C.build(self)
        self.controls = [b for row in self.items if isinstance(row, list) for b in row]
        self.split_right()
        self.rehover()

    def rehover(self) -> None:
        """A tooltip leaves with the layout that made it: the pointer's widget is looked up again
        in the new layout (its tooltip then waits its own delay)."""
        if self._hover is not None and not any(w is self._hover for w in self.all_widgets()):
            self._hover = self.widget_at(self._pointer) if self.app.top is self else None
            self._hover_time = 0.0

    def panel_key(self) -> tuple:
        """What the control panel is for now: while it stays the same, the panel keeps its place."""
        decision = self.session.pending()
        at = self.seen.attack
        return (tuple(self.app.size), self.app.lang, decision.seat if decision else None,
                decision.kind if decision else None, at.step if at is not None else "", self.seen.active,
                self.weapon, bool(self.target))

    # -- layout ------------------------------------------------------------------------------
    def open_log(self) -> None:
        """The seat's whole log (the panel's lines) in a dialog, at the newest entries."""
        self.app.push(LogDialog(self.app, key("ui.log"), list(self.log.entries)))

    def layout(self, size) -> None:
        w, h = size
        m = 8
        right_w = min(RIGHT_W, max(360, w // 3))
        bottom_h = BOTTOM_H if h >= 720 else 110
        self.map_rect = pygame.Rect(m, TOP + m, w - right_w - 3 * m, h - TOP - bottom_h - 3 * m)
        self.mapview.resize(self.map_rect)
        if not self._centred:
            self._centred = True
            seen = self.seen
            target = seen.find(seen.active) or (seen.side_units(seen.current) or [None])[0]
            if target is not None:
                self.mapview.centre_on(seen.mover(target).hex)
                decision = self.session.pending()
                self.frame_side(decision.seat if decision else None)
                self.home_zoom = max(self.mapview.camera.zoom, HOME_ZOOM)
        bottom = pygame.Rect(m, self.map_rect.bottom + m, self.map_rect.w, h - self.map_rect.bottom - 2 * m)
        dice_w = 170
        self.log.rect = pygame.Rect(bottom.x, bottom.y, bottom.w - dice_w - m, bottom.h)
        self.dice.rect = pygame.Rect(bottom.right - dice_w, bottom.y, dice_w, bottom.h)
        self.right_rect = pygame.Rect(self.map_rect.right + m, TOP + m, w - self.map_rect.right - 2 * m,
                                      h - TOP - 2 * m)
        self.split_right()
        bw = 92
        x = w - m
        for b in (self.menu_button, self.save_button, self.redo_button, self.undo_button):
            b.rect = pygame.Rect(x - bw, 10, bw, 36)
            x -= bw + 6
        self.banner_area = pygame.Rect(self.map_rect.x + 8, self.map_rect.y + 8, self.map_rect.w - 16, 40)
        if self.items:
            self.rebuild()

    def banner_place(self) -> pygame.Rect:
        """Where the refusal bar goes: the map's top, or its bottom (the bar grows upwards from there) when the
        machine in hand is in the map's upper half. At 150 % a wrong click's bar hid the very machine it was about."""
        area = self.banner_area
        u = self.seen.find(self.selected) if self.selected else None
        if u is None or not self.mapview.shows(u.hex, 0):
            return area
        if self.mapview.hex_to_screen(u.hex)[1] >= self.map_rect.centery:
            return area
        return area.move(0, self.map_rect.bottom - 8 - area.bottom)

    def split_right(self) -> None:
        """Share the right column: the controls get what they need, the display board the rest (110-300 px)."""
        right = getattr(self, "right_rect", None)
        if right is None:
            return
        m = 8
        probe = pygame.Rect(right.x, 0, right.w, 10000)
        needed = self.place_controls(probe) + 20
        wanted = min(BOARD_MAX, self.board.wanted_height(self.app, right.w))
        key = self.panel_key()
        kept = getattr(self, "_split", None)
        # a new decision leaves the panel a row of buttons to spare: a choice within it that wraps a line once more
        # (the expected damage after aura went to power), or a step after which a weapon's reason no longer fits
        # two to a row ("out of arc/range" at 800x560: three rows of weapons, not two), then fits without lifting
        # every button under the pointer
        spare = 0 if kept is not None and kept[0] == key else max(self.app.text.line_height(C.Line.size), ROW_SPARE)
        board_h = max(BOARD_MIN, min(wanted, right.h - needed - m - spare))
        if kept is not None and kept[0] == key:
            # after a choice within one decision the panel does not move under the pointer; it only
            # grows (the board shrinks) when what it must show no longer fits
            board_h = min(kept[1], board_h) if right.h - kept[1] - m < needed else kept[1]
        # a split made before the controls were built (the first layout) holds nothing in place
        self._split = (key, board_h) if self.items else None
        self.board.rect = pygame.Rect(right.x, right.y, right.w, board_h)
        self.controls_rect = pygame.Rect(right.x, self.board.rect.bottom + m, right.w, right.bottom - board_h - right.y - m)
        self.place_controls()

    def place_controls(self, rect: pygame.Rect | None = None) -> int:
        """Lay the control items out in ``rect`` (default: the controls panel); returns the height used.

        While the panel serves one decision (``panel_key``) an item never gets shorter than it was:
        a row that loses buttons, or a line that loses words, keeps its height, so nothing under it
        moves up under the pointer."""
        rect = rect or getattr(self, "controls_rect", None)
        if rect is None:
            return 0
        inner = rect.inflate(-16, -12)
        reserve = self.box_room(rect.w)       # the computer's box under the buttons, never over them
        inner.h -= reserve
        y = inner.y
        self.lines_at = []
        key = self.panel_key()
        if getattr(self, "_heights_key", None) != key:
            self._heights_key, self._heights = key, {}
        last = self.items[-1] if self.items and isinstance(self.items[-1], C.BottomRow) else None
        for i, item in enumerate(self.items if last is None else self.items[:-1]):
            top = y
            y = self.place_item(item, inner, y)
            kept = self._heights.get(i, 0)
            if y - top < kept:
                y = top + kept
            else:
                self._heights[i] = y - top
        if last is not None:  # "End action": at the panel's bottom, the rows above keep clear of it
            row_h = self.place_item(last, inner, 0)
            at = max(inner.y, inner.bottom - row_h)  # always in the panel: a row above that reaches it is hidden
            self.place_item(last, inner, at)
            bottom = min(rect.bottom, at)
            for b in self.controls:
                b.visible = any(b is x for x in last) or b.rect.bottom <= bottom + 2
            return y + row_h - inner.y + reserve
        for b in self.controls:
            b.visible = b.rect.bottom <= inner.bottom + 8
        return y - inner.y + reserve

    def place_item(self, item, inner: pygame.Rect, y: int) -> int:
        """Place one control item (a line or a row of buttons) at ``y``; returns the y after it."""
        text = self.app.text
        small = self.app.size[1] < 700
        gap, tall, short = (4, 38, 32) if small else (6, 40, 34)     # row gap, row heights (sublabels or not)
        if isinstance(item, C.Line):
            lines = wrapped(text, resolve(item.label, self.app.lang), item.size, inner.w, item.bold)
            hgt = max((text.line_height(item.size) - 1) * max(1, len(lines)), tall + gap - 2 if item.slot else 0)
            self.lines_at.append((item, pygame.Rect(inner.x, y, inner.w, hgt)))
            return y + hgt + 2
        row_h = tall if any(b.sublabel for b in item) else short
        need = [self.button_width(b) for b in item]
        fixed = sum(getattr(b, "want_width", 0) and n for b, n in zip(item, need))
        flex = [(b, n) for b, n in zip(item, need) if not getattr(b, "want_width", 0)]
        avail = inner.w - fixed - gap * (len(item) - 1)
        each = avail // len(flex) if flex else 0
        if fixed + sum(max(each, n) for _b, n in flex) + gap * (len(item) - 1) > inner.w:
            # wrap into several rows of equal buttons, as many per row as show their labels whole
            widest = max(need)
            per = max(1, min(len(item), (inner.w + gap) // (widest + gap)))
            per = -(-len(item) // -(-len(item) // per))      # rows as even as they can be (4 -> 2 + 2)
            width = (inner.w - gap * (per - 1)) // per
            for i, b in enumerate(item):
                b.rect = pygame.Rect(inner.x + (i % per) * (width + gap), y + (i // per) * (row_h + gap), width, row_h)
            return y + ((len(item) + per - 1) // per) * (row_h + gap)
        x = inner.x
        for b, n in zip(item, need):
            bw = n if getattr(b, "want_width", 0) else each
            b.rect = pygame.Rect(x, y, bw, row_h)
            x += bw + gap
        return y + row_h + gap

    def button_width(self, b) -> int:
        """The least width that shows a control's label and sublabel whole (at least its wanted width)."""
        text, lang = self.app.text, self.app.lang
        need = text.size(resolve(b.label, lang), b.size)[0] + 2 * theme.PAD + 2
        sub = resolve(b.sublabel, lang)
        if sub:
            need = max(need, text.size(sub, theme.SIZE_SMALL)[0] + 2 * theme.PAD + 2)
        return max(need, getattr(b, "want_width", 0))

    # -- input -------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if inp.kind == "click" and inp.button == 3 and self.weapon is not None:
            self.cancel_weapon()
            return True
        if inp.kind == "click" and inp.button == 1 and self.app.top is self:
            mark = edgemarks.mark_at(self, inp.pos)   # an enemy off the view: bring it in
            if mark is not None:
                edgemarks.bring(self, mark)
                return True
        return super().handle(inp)

    def map_click(self, h: Hex, pos: tuple[int, int], button: int) -> None:
        if button != 1:
            return
        seen = self.seen
        decision = self.session.pending()
        if decision is not None and decision.kind == "action" and seen.attack is None:
            if self.weapon is not None:
                uid, wid = self.weapon
                legal_targets = [a.target for a in self.legal if isinstance(a, A.Attack) and a.unit == uid
                                 and a.weapon == wid]
                here = [u.id for u in seen.units if u.in_play and u.id in legal_targets and seen.mover(u).hex == h]
                if here:
                    self.target = here[(here.index(self.target) + 1) % len(here)] if self.target in here else here[0]
                    self.show_both(seen.mover(seen.unit(uid)).hex, h, 120)
                    self.rebuild()
                    return
                enemy = [u for u in seen.units if u.in_play and not u.carrier and u.hex == h
                         and u.side != seen.unit(uid).side]
                if enemy:
                    option = seen.weapon(uid, wid)
                    refusal = option.refused.get(enemy[0].id) if option is not None else None
                    if refusal is not None:
                        self.show_error(refusal.error())
                    return
            else:
                marker = self.turn_marker_at(pos)
                if marker is not None:
                    self.run(marker.actions)
                    return
                for t in self.targets:
                    if t.kind != "turn" and t.hex == h:
                        self.run(t.actions)
                        return
                if not stacks(seen).get(h):
                    self.explain_no_move(h)
                    return
        self.cycle_select(h)

    def explain_no_move(self, h: Hex) -> None:
        """A click on a hex the active machine cannot reach now: say why (never fail silently)."""
        from tabletop.core.game import rules_error

        m = self.seen.find(self.seen.active)
        if m is None:
            return
        left = m.thrust_left
        if left == 0:
            exc = rules_error("dunbine 6.2", "推力を使い切りました。「行動終了」で次の機体へ。",
                              "All thrust is spent: press \"End action\" for the next machine.")
        else:
            exc = rules_error("dunbine 6.4", "1ヘックスずつ前進（緑）するか、サイドスリップ（青）、"
                              f"旋回（機体ヘックス内の矢印）で移動します（残り推力{left}）。",
                              f"Machines move one hex forward at a time (green), side slip (blue) or turn "
                              f"(arrows in their hex) ({left} thrust left).")
        self.show_error(exc)

    def show_both(self, a: Hex, b: Hex, margin: int = 60) -> None:
        """Bring two hexes into view (an attack: the attacker and its target)."""
        self.frame([a, b], margin)

    def frame(self, hexes: list[Hex], margin: int = 60, least_zoom: float = 0.5) -> bool:
        """Bring every hex of ``hexes`` into view unless they all are: centre the map on them and
        zoom out (not below ``least_zoom``) as far as they need. False when they cannot all be shown
        (the view is then centred on them at ``least_zoom``)."""
        view = self.mapview
        if not view.rect.w or not hexes:
            return True
        margin = min(margin, view.rect.w // 6, view.rect.h // 6)
        if all(view.shows(h, margin) for h in hexes):
            return True
        points = [view.layout.hex_center(h) for h in hexes]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        span_w, span_h = max(xs) - min(xs), max(ys) - min(ys)
        camera = view.camera
        room_w, room_h = max(1, view.rect.w - 2 * margin), max(1, view.rect.h - 2 * margin)
        zoom = camera.zoom
        levels = sorted(z for z in ZOOM_LEVELS if least_zoom <= z < zoom)
        while (span_w * zoom > room_w or span_h * zoom > room_h) and levels:
            zoom = levels.pop()
        camera.zoom = zoom
        camera.centre_on((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        return all(view.shows(h, margin // 2) for h in hexes)

    def frame_side(self, seat: int | None) -> None:
        """A hand-over: bring the side to move into view (the active machine first, then the others;
        during an attack the attacker and its target)."""
        seen = self.seen
        if seat is None:
            return
        at = seen.attack
        if at is not None:
            self.frame([seen.mover(seen.unit(at.attacker)).hex, seen.mover(seen.unit(at.target)).hex])
            return
        mine = [seen.mover(u).hex for u in seen.side_units(seat) if u.in_play]
        active = seen.find(seen.active) if seen.phase == "action" else None
        first = seen.mover(active).hex if active is not None and active.side == seat else None
        self.bring_side(seat, mine, first)
        # no machine of the side left half outside the view's edge (a pan, never a zoom)
        framing.keep_whole(self.mapview, mine, [first] if first else [], PLATE_ROOM)

    def bring_side(self, seat: int, mine: list[Hex], first: Hex | None) -> None:
        """``frame_side``'s camera for a side's turn: its machines ``mine``, the acting one ``first`` (or None)."""
        camera = self.mapview.camera
        if seat in self.bots:       # the computer's side: followed at the player's zoom, never zoomed out
            least = camera.zoom
        else:                       # a person's side: back to at least the game's first zoom (the plates show)
            least = 0.5
            home = getattr(self, "home_zoom", camera.zoom)
            if camera.zoom < home:
                camera.zoom = home
        if mine and self.frame_with_nearest_enemy(seat, ([first] if first else []) + mine):
            return
        if first is not None:   # within a machine's action: that machine (with the nearest enemy if they fit),
            # at the zoom the player has; framing the whole side zoomed out to 0.5 and left it at the edge
            if not self.frame_with_nearest_enemy(seat, [first]) and not self.mapview.shows(first, PLATE_ROOM):
                self.frame([first], margin=PLATE_ROOM, least_zoom=self.mapview.camera.zoom)
        elif mine and not self.frame(mine, least_zoom=least):
            self.frame(mine[:1], least_zoom=least)

    def frame_with_nearest_enemy(self, seat: int, hexes: list[Hex]) -> bool:
        """Bring ``hexes`` and the enemy machine nearest to the first of them into view with room for their
        name plates (``PLATE_ROOM``), if that can be done at the zoom the player has (a pan, no zooming out);
        else leave the camera as it was and say False."""
        seen = self.seen
        enemies = [seen.mover(u).hex for u in seen.units if u.in_play and not u.carrier and u.side != seat]
        camera = self.mapview.camera
        if not enemies or not self.mapview.rect.w:
            return False
        nearest = min(enemies, key=lambda h: distance(h, hexes[0]))
        kept = (camera.x, camera.y, camera.zoom)
        if self.frame(hexes + [nearest], least_zoom=camera.zoom) and \
                all(self.mapview.shows(h, PLATE_ROOM) for h in hexes + [nearest]):
            return True
        camera.x, camera.y, camera.zoom = kept
        return False

    def run(self, actions) -> None:
        for a in actions:
            if not self.apply_action(a):
                break

    def cycle_select(self, h: Hex) -> None:
        units = []
        for u in stacks(self.seen).get(h, []):
            units.append(u.id)
            if u.passenger:
                units.append(u.passenger)
        if not units:
            return
        self.selected = units[(units.index(self.selected) + 1) % len(units)] if self.selected in units else units[0]
        n = len(units)
        self.board.extra = "" if n == 1 else (
            f"このヘックスに{n}機（{units.index(self.selected) + 1}/{n}）：もう一度クリックで次の機体"
            if self.app.lang == "ja" else
            f"{n} machines in this hex ({units.index(self.selected) + 1}/{n}): click again for the next")
        self.rebuild()

    def turn_markers(self):
        """(target, screen pos in the map view, radius) of each legal turn of the active machine."""
        out = []
        view = self.mapview
        rad = overlay.hex_radius(view.layout, view.camera)
        for t in self.targets:
            if t.kind == "turn":
                c = overlay.hex_centre(view.layout, t.hex, view.camera)
                p = overlay.point_at(c, view.layout.direction_angle(t.facing), rad * 0.98)
                out.append((t, p, max(8, rad * 0.24)))
        return out

    def turn_marker_at(self, pos):
        lx, ly = pos[0] - self.mapview.rect.x, pos[1] - self.mapview.rect.y
        for t, p, r in self.turn_markers():
            if math.hypot(lx - p[0], ly - p[1]) <= r + 2:
                return t
        return None

    # -- map drawing ---------------------------------------------------------------------------
    def decorate(self, surface: pygame.Surface, view: MapView) -> None:
        mapdraw.decorate(self, surface, view)

    def draw_ranges(self, surface, m, colour=(255, 230, 160)) -> None:
        mapdraw.draw_ranges(self, surface, m, colour)

    # -- banner for the map ------------------------------------------------------------------
    def map_problem(self, problem: str | None) -> None:
        if problem is None:
            if self.banner is not None and self.banner[0] is self.map_banner:
                self.banner = None
            self.notify(Text("マップを再読み込みしました。", "The map was reloaded."))
            return
        self.map_banner = Text(f"マップを読み込めません（前のマップのまま）：{problem}",
                               f"The map cannot be read (keeping the last good one): {problem}")
        self.banner = (self.map_banner, "error")

    def tooltip_due(self) -> bool:
        """Always: the app's idle loop then wakes every quarter second (``App.timer_pending``),
        which is what polls the map files for hot reload while nobody touches the mouse."""
        return True

    # -- drawing -------------------------------------------------------------------------------
    def chrome(self, size) -> pygame.Surface:
        """The static background (top bar, panels), drawn once per layout and then blitted."""
        key = (size, tuple(self.board.rect), tuple(self.controls_rect))
        if getattr(self, "_chrome_key", None) != key:
            bg = pygame.Surface(size)
            bg.fill(theme.BG)
            pygame.draw.rect(bg, theme.BG_DEEP, (0, 0, size[0], TOP))
            pygame.draw.line(bg, theme.ACCENT, (0, TOP), (size[0], TOP), 2)
            theme.panel(bg, self.board.rect, theme.PANEL, theme.BORDER)
            theme.panel(bg, self.controls_rect, theme.PANEL, theme.BORDER)
            self._chrome, self._chrome_key = bg, key
        return self._chrome

    def draw_content(self, surface: pygame.Surface) -> None:
        text, lang = self.app.text, self.app.lang
        surface.blit(self.chrome(surface.get_size()), (0, 0))
        seen = self.seen
        title = text.render(seen.title.get(lang), 20, theme.TEXT, True)
        surface.blit(title, (14, 8))
        turn = seen.turn_label.get(lang)
        avail = self.undo_button.rect.x - 28
        size = next((n for n in (15, 14, 13, 12) if text.size(turn, n)[0] <= avail), 12)   # shrink before cutting
        s = text.render(text.fit(turn, size, avail), size, theme.GOLD)
        surface.blit(s, (14, 34 + (15 - size) // 2))

    def draw(self, surface: pygame.Surface) -> None:
        # Scene.draw without its full-screen fill: the cached background covers every pixel
        self.draw_content(surface)
        for widget in self.all_widgets():
            if widget.visible:
                widget.draw(surface, self.app)
        text = self.app.text
        for item, rect in self.lines_at:
            if rect.bottom > self.controls_rect.bottom:
                break
            y = rect.y
            for line in wrapped(text, resolve(item.label, self.app.lang), item.size, rect.w, item.bold):
                surface.blit(text.render(line, item.size, item.colour, item.bold), (rect.x, y))
                y += text.line_height(item.size) - 1
        self.draw_computer_turn(surface)
        self.draw_banner(surface, self.banner_place())
        self.draw_tooltip(surface)
