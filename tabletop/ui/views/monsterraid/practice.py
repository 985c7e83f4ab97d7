"""The practice table (練習台): set up Monster Raid boards, effect cards and dice freely, then shoot.

Opened from the launcher. The table fills the left; the side panel switches
between two modes:

* Set up: add boards S/M/L/LL, put the selected board on its stand (flying),
  add an effect card on its first free edge, add dice of the five kinds for the
  four adventurers, turn / remove / send to hand the selected thing, presets.
  Drag boards, cards and dice to move them (a board takes its cards along);
  Q/E turn and Delete removes the selection.
* Shoot: the ``ShootingWidget`` (flick / throw / coin toss, shooting position,
  replay at 1x / 0.5x / 0.25x) and the result of the last shot: every die that
  counts and what for, crashes with their attribution, lost dice.

Wheel zooms and a right-button drag pans in both modes; Esc goes back.
"""

from __future__ import annotations

import os

import pygame

from tabletop.physics.model import DIE_KINDS

from ... import theme
from ...scene import Scene
from ...text import key
from ...widgets import Button, Chooser, Label, LogPanel
from . import strings  # noqa: F401  (registers the raid strings)
from .controller import SPEEDS, ShootingController
from .presets import PRESETS, SIZES, TURN, TableEditor, preset, table_names
from .render import OWNERS
from .widget import ReplayButton, ShootingWidget, die_label, owner_name

SIDE_W = 330
#: The keyboard controls listed in the results panel before the first shot.
KEY_LINES = [key(f"raid.key_{name}") for name in ("aim", "power", "spin", "loft", "method", "die", "shoot",
                                                  "replay", "position", "view")]
SETUP_STEP = 5.0  # mm per arrow key in set-up mode
HINT_H = 30


class FittedLabel(Label):
    """A one-line label whose fitted text is cached (fitting a long line costs a font measure per character)."""

    _cache: tuple | None = None

    def lines(self, ui) -> list[str]:
        content = self.label(ui.lang) if callable(self.label) else super().lines(ui)[0]
        key = (content, self.rect.w, self.size)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, [ui.text.fit(content, self.size, max(10, self.rect.w), self.bold)])
        return self._cache[1]


class PracticeScene(Scene):
    """See the module doc."""

    uses_tab = True  # Tab cycles the dice to shoot (see ``ui.focus``)
    uses_arrows = True  # the arrows aim

    def __init__(self, app, seed: int | None = None, layout: str = "stage1") -> None:
        super().__init__(app)
        self.seed = int.from_bytes(os.urandom(4), "little") if seed is None else seed
        self.mode = "setup"
        self.kind = "d6"
        self.owner = OWNERS[0]
        self.drag_item: tuple[str, str] | None = None
        self.drag_last: tuple[float, float] | None = None
        self.error: str | None = None
        self.ctl = ShootingController(preset(layout), seed=self.seed)
        self.editor = TableEditor(self.ctl.table)
        self.board = ShootingWidget(self.ctl)
        self.board.selection_fn = lambda: self.editor.selected
        self.back = Button(key("raid.back"), self.app.pop, size=theme.SIZE_SMALL, shortcut="escape")
        self.title = Label(key("raid.practice"), size=theme.SIZE_LABEL, bold=True)
        self.setup_tab = Button(key("raid.mode_setup"), lambda: self.set_mode("setup"), shortcut="f2")
        self.shoot_tab = Button(key("raid.mode_shoot"), lambda: self.set_mode("shoot"), shortcut="f3")
        self.panel = pygame.Rect(0, 0, 0, 0)
        # set-up widgets
        self.boards_label = Label(key("raid.boards"), size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.add_board = {size: Button(size, lambda s=size: self.do_add_board(s), size=theme.SIZE_SMALL,
                                       tooltip=key(f"raid.board_{size}"), shortcut=str(i + 1))
                          for i, size in enumerate(SIZES)}
        self.flying = Button(key("raid.flying"), self.do_flying, size=theme.SIZE_SMALL, shortcut="f",
                             enabled=lambda: self._sel_kind() == "board")
        self.add_card = Button(key("raid.add_card"), self.do_add_card, size=theme.SIZE_SMALL, shortcut="c",
                               enabled=lambda: self._sel_kind() == "board")
        self.dice_label = Label(key("raid.dice"), size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.kind_chooser = Chooser(key("raid.kind"), [(k, k) for k in DIE_KINDS], self.kind, self._set_kind)
        self.owner_chooser = Chooser(key("raid.owner"), [(o, key(f"raid.owner.{o}")) for o in OWNERS], self.owner,
                                     self._set_owner)
        self.add_die = Button(key("raid.add_die"), self.do_add_die, size=theme.SIZE_SMALL, shortcut="d")
        self.sel_label = Label(self._selection_text, size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.turn_left = Button(key("raid.rotate_left"), lambda: self.do_turn(TURN), size=theme.SIZE_SMALL,
                                enabled=lambda: self._sel_kind() is not None)
        self.turn_right = Button(key("raid.rotate_right"), lambda: self.do_turn(-TURN), size=theme.SIZE_SMALL,
                                 enabled=lambda: self._sel_kind() is not None)
        self.remove_btn = Button(key("raid.remove"), self.do_remove, size=theme.SIZE_SMALL,
                                 enabled=lambda: self._sel_kind() is not None)
        self.hand_btn = Button(key("raid.to_hand"), self.do_to_hand, size=theme.SIZE_SMALL, shortcut="h",
                               enabled=lambda: self._sel_kind() == "die")
        self.presets_label = Label(key("raid.presets"), size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.preset_buttons = [Button(key(f"raid.preset_{name}"), lambda n=name: self.load_preset(n),
                                      size=theme.SIZE_SMALL, shortcut=f"f{5 + i}") for i, name in enumerate(PRESETS)]
        self.setup_widgets = [self.boards_label, *self.add_board.values(), self.flying, self.add_card,
                              self.dice_label, self.kind_chooser, self.owner_chooser, self.add_die, self.sel_label,
                              self.turn_left, self.turn_right, self.remove_btn, self.hand_btn, self.presets_label,
                              *self.preset_buttons]
        # shoot widgets
        self.method_label = Label(key("raid.method"), size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.method_buttons = {m: Button(key(f"raid.{m}"), lambda m=m: self.ctl.set_method(m), size=theme.SIZE_SMALL)
                               for m in self.ctl.methods}
        self.shoot_btn = Button(key("raid.shoot"), self.board.shoot, style="primary",
                                enabled=lambda: not self.ctl.busy and self.ctl.die is not None)
        self.place_btn = Button(key("raid.place_position"), self.board.toggle_placing, size=theme.SIZE_SMALL)
        self.replay_btn = ReplayButton(lambda: self.ctl)
        self.speed_chooser = Chooser(key("raid.replay"), [(s, f"{s:g}x") for s in SPEEDS], self.ctl.replay_speed,
                                     self._set_speed)
        self.skip_btn = Button(key("raid.skip"), self.ctl.skip, size=theme.SIZE_SMALL,
                               enabled=lambda: self.ctl.busy)
        self.results = LogPanel(title=key("raid.results"), follow=False)
        self.shoot_widgets = [self.method_label, *self.method_buttons.values(), self.shoot_btn, self.place_btn,
                              self.speed_chooser, self.replay_btn, self.skip_btn, self.results]
        self.hint = FittedLabel(self._hint_text, size=theme.SIZE_SMALL, colour=theme.TEXT_MUTED)
        self.set_mode("setup")

    # -- modes and layout ----------------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.board.editing = mode == "setup"
        self.board.hud_visible = mode == "shoot"
        self.board.enabled = mode == "shoot"
        self.setup_tab.selected = mode == "setup"
        self.shoot_tab.selected = mode == "shoot"
        for w in self.setup_widgets:
            w.visible = mode == "setup"
        for w in self.shoot_widgets:
            w.visible = mode == "shoot"
        if mode == "shoot":
            self.ctl.select_default_die()
            self.editor.selected = None
        self.refresh_results()

    def all_widgets(self):
        return [self.board, self.title, self.back, self.setup_tab, self.shoot_tab,
                *self.setup_widgets, *self.shoot_widgets, self.hint]

    def layout(self, size) -> None:
        w, h = size
        side = min(SIDE_W, max(300, w // 4))
        self.board.rect = pygame.Rect(0, 0, w - side, h - HINT_H)
        self.hint.rect = pygame.Rect(10, h - HINT_H + 6, w - side - 20, HINT_H - 8)
        x0 = w - side
        self.panel = pygame.Rect(x0, 0, side, h)
        x, iw = x0 + 12, side - 24
        back_w = 108
        self.title.rect = pygame.Rect(x, 10, iw - back_w - 6, 34)
        self.back.rect = pygame.Rect(x + iw - back_w, 10, back_w, 32)
        half = (iw - 8) // 2
        self.setup_tab.rect = pygame.Rect(x, 52, half, 34)
        self.shoot_tab.rect = pygame.Rect(x + half + 8, 52, half, 34)
        row, gap = 32, 6
        y = 98
        # set-up column
        self.boards_label.rect = pygame.Rect(x, y, iw, 20)
        y += 22
        quarter = (iw - 3 * gap) // 4
        for i, b in enumerate(self.add_board.values()):
            b.rect = pygame.Rect(x + i * (quarter + gap), y, quarter, row)
        y += row + gap
        self.flying.rect = pygame.Rect(x, y, half, row)
        self.add_card.rect = pygame.Rect(x + half + 8, y, half, row)
        y += row + 14
        self.dice_label.rect = pygame.Rect(x, y, iw, 20)
        y += 22
        for chooser in (self.kind_chooser, self.owner_chooser):
            chooser.rect = pygame.Rect(x, y, iw, row)
            chooser.fit_values(self.app.text)
            y += row + gap
        self.add_die.rect = pygame.Rect(x, y, iw, row)
        y += row + 14
        self.sel_label.rect = pygame.Rect(x, y, iw, 20)
        y += 22
        self.turn_left.rect = pygame.Rect(x, y, half, row)
        self.turn_right.rect = pygame.Rect(x + half + 8, y, half, row)
        y += row + gap
        self.remove_btn.rect = pygame.Rect(x, y, half, row)
        self.hand_btn.rect = pygame.Rect(x + half + 8, y, half, row)
        y += row + 14
        self.presets_label.rect = pygame.Rect(x, y, iw, 20)
        y += 22
        for i, b in enumerate(self.preset_buttons):
            b.rect = pygame.Rect(x + (i % 2) * (half + 8), y + (i // 2) * (row + gap), half, row)
        # shoot column
        y = 98
        self.method_label.rect = pygame.Rect(x, y, iw, 20)
        y += 22
        n = len(self.method_buttons)
        third = (iw - (n - 1) * gap) // max(1, n)
        for i, b in enumerate(self.method_buttons.values()):
            b.rect = pygame.Rect(x + i * (third + gap), y, third, row)
        y += row + 10
        self.shoot_btn.rect = pygame.Rect(x, y, iw, 44)
        y += 44 + gap
        self.place_btn.rect = pygame.Rect(x, y, iw, row)
        y += row + 10
        self.speed_chooser.rect = pygame.Rect(x, y, iw, row)
        self.speed_chooser.fit_values(self.app.text)
        y += row + gap
        self.replay_btn.rect = pygame.Rect(x, y, half, row)
        self.skip_btn.rect = pygame.Rect(x + half + 8, y, half, row)
        y += row + 12
        self.results.rect = pygame.Rect(x - 4, y, iw + 8, h - y - 12)

    def draw(self, surface: pygame.Surface) -> None:
        """Like ``Scene.draw`` but without filling the whole screen: the table widget covers its own rect."""
        w, h = surface.get_size()
        surface.fill(self.background, pygame.Rect(0, self.board.rect.bottom, self.board.rect.w, h - self.board.rect.bottom))
        pygame.draw.rect(surface, theme.PANEL, self.panel)
        pygame.draw.line(surface, theme.BORDER, self.panel.topleft, self.panel.bottomleft)
        for widget in self.all_widgets():
            if widget.visible:
                widget.draw(surface, self.app)
        self.draw_tooltip(surface)

    # -- state shown --------------------------------------------------------------------------
    def _sel_kind(self) -> str | None:
        return self.editor.selected[0] if self.editor.selected and self.editor.selected_obj() is not None else None

    def _selection_text(self, lang: str) -> str:
        sel = self.editor.selected
        if sel is None or self.editor.selected_obj() is None:
            return key("raid.selected").get(lang) + ": —"
        kind, ident = sel
        name = die_label(self.ctl.table, ident, lang) if kind == "die" else ident
        return f"{key('raid.selected').get(lang)}: {name}"

    def _hint_text(self, lang: str) -> str:
        if self.error:
            return key(self.error).get(lang)
        if self.mode == "setup":
            return key("raid.setup_hint").get(lang)
        return key(f"raid.shoot_hint_{self.ctl.method}").get(lang)

    def _set_kind(self, kind: str) -> None:
        self.kind = kind

    def _set_owner(self, owner: str) -> None:
        self.owner = owner

    def _set_speed(self, speed: float) -> None:
        self.ctl.replay_speed = speed

    def refresh_results(self) -> None:
        """The results list of the last shot (labels follow the language)."""
        summary, record = self.board.summary, self.ctl.record
        if summary is None or record is None:
            keys = [(line, theme.TEXT_MUTED) for line in KEY_LINES]
            self.results.set_lines([(key("raid.no_shot"), theme.TEXT_MUTED), ("", theme.TEXT_MUTED),
                                    (key("raid.keys"), theme.TEXT)] + keys)
            return
        table = record.result.table

        def name(die):
            return lambda lang, d=die: die_label(table, d, lang)

        names = table_names(table)

        def target_names(ids):
            return lambda lang: ("、" if lang == "ja" else ", ").join(
                names[i].get(lang) if i in names else i for i in ids)

        lines = []
        order = [d for d in summary.moved if d in summary.on] + [d for d in summary.on if d not in summary.moved]
        for die in order:
            colour = theme.GOLD if die in summary.moved else theme.TEXT
            lines.append((lambda lang, d=die: key("raid.on", die=name(d)(lang),
                                                  targets=target_names(summary.on[d])(lang)).get(lang), colour))
        shot_die = record.shot.die
        if shot_die not in summary.on and shot_die not in summary.lost:
            lines.append((lambda lang: key("raid.missed", die=name(shot_die)(lang)).get(lang), theme.TEXT_MUTED))
        for die, others in summary.crashed.items():
            lines.append((lambda lang, d=die, o=others: key(
                "raid.crashed", die=name(d)(lang), others=", ".join(name(x)(lang) for x in o)).get(lang), theme.WARNING))
        for die, shooter in summary.pushed.items():
            lines.append((lambda lang, d=die, s=shooter: key(
                "raid.pushed", die=name(d)(lang), shooter=owner_name(s, lang)).get(lang), theme.TEXT_MUTED))
        if summary.lost:
            lines.append((lambda lang: key("raid.lost_list", dice=", ".join(name(d)(lang) for d in summary.lost)).get(lang),
                          theme.ERROR))
        self.results.set_lines(lines)

    # -- set-up actions -------------------------------------------------------------------------
    def _changed(self) -> None:
        self.board.summary = None
        self.error = None
        self.refresh_results()

    def do_add_board(self, size: str) -> None:
        self.editor.add_board(size, self.board.transform().to_table(*self.board.rect.center))
        self._changed()

    def do_flying(self) -> None:
        if self._sel_kind() == "board":
            self.editor.set_flying(self.editor.selected[1])
            self._changed()

    def do_add_card(self) -> None:
        if self._sel_kind() != "board":
            self.error = "raid.select_board_first"
            return
        if self.editor.add_card(self.editor.selected[1]) is None:
            self.error = "raid.no_free_edge"
            return
        self._changed()

    def do_add_die(self) -> None:
        self.editor.add_die(self.kind, self.owner)
        self._changed()

    def do_turn(self, radians: float) -> None:
        if self._sel_kind() is not None:
            self.editor.turn(*self.editor.selected, radians)
            self._changed()

    def do_remove(self) -> None:
        if self._sel_kind() is not None:
            self.editor.remove(*self.editor.selected)
            self.ctl.select_default_die()
            self._changed()

    def do_to_hand(self) -> None:
        if self._sel_kind() == "die":
            self.editor.to_hand(self.editor.selected[1])
            self._changed()

    def cycle_selection(self, step: int) -> None:
        """Tab through everything on the table (boards, cards, dice in play) to select it by keyboard."""
        table = self.ctl.table
        items = ([("board", b.id) for b in table.boards] + [("card", c.id) for c in table.cards]
                 + [("die", d.id) for d in table.dice if d.in_play])
        if not items:
            self.editor.selected = None
            return
        i = items.index(self.editor.selected) if self.editor.selected in items else (-1 if step > 0 else 0)
        self.editor.selected = items[(i + step) % len(items)]

    def nudge(self, dx: float, dy: float) -> None:
        if self._sel_kind() is not None:
            self.editor.move(*self.editor.selected, dx, dy)
            self._changed()

    def load_preset(self, name: str) -> None:
        table = preset(name)
        position = self.ctl.position
        self.ctl.table = table
        self.editor.table = table
        self.editor.selected = None
        if not self.ctl.set_position(*position):
            self.ctl.set_position(*(table.launcher or position))
        self.ctl.message = None
        self.ctl.select_default_die()
        self.board.reset_view()
        self._changed()

    # -- inputs ------------------------------------------------------------------------------------
    def handle(self, inp) -> bool:
        if self.mode == "setup" and self._setup_pointer(inp):
            return True
        if self.mode == "setup" and inp.kind == "key":
            step = SETUP_STEP
            keys = {"q": lambda: self.do_turn(TURN), "e": lambda: self.do_turn(-TURN),
                    "delete": self.do_remove, "backspace": self.do_remove,
                    "tab": lambda: self.cycle_selection(1), "shift+tab": lambda: self.cycle_selection(-1),
                    "left": lambda: self.nudge(-step, 0), "right": lambda: self.nudge(step, 0),
                    "up": lambda: self.nudge(0, step), "down": lambda: self.nudge(0, -step),
                    "k": lambda: self.kind_chooser.step(1), "o": lambda: self.owner_chooser.step(1)}
            if inp.shortcut in keys:
                keys[inp.shortcut]()
                return True
        return super().handle(inp)

    def _setup_pointer(self, inp) -> bool:
        """Left-button picking and dragging on the table in set-up mode (the widget keeps zoom and pan)."""
        board = self.board
        if inp.kind == "press" and inp.button == 1 and board.rect.collidepoint(inp.pos):
            x, y = board.transform().to_table(*inp.pos)
            picked = self.editor.pick(x, y, max(4.0, 8.0 / board.transform().scale))
            self.editor.selected = picked
            self.drag_item = picked
            self.drag_last = (x, y)
            return True
        if inp.kind in ("drag_start", "drag_move") and self.drag_item is not None:
            x, y = board.transform().to_table(*inp.pos)
            lx, ly = self.drag_last or (x, y)
            self.editor.move(*self.drag_item, x - lx, y - ly)
            self.drag_last = (x, y)
            self._changed()
            return True
        if inp.kind in ("drag_end", "click") and self.drag_item is not None and inp.button == 1:
            self.drag_item = None
            self.drag_last = None
            return True
        return False

    def update(self, dt: float) -> bool:
        self.board.names = dict(table_names(self.ctl.table))
        before = self.board.summary
        moving = super().update(dt)
        if self.board.summary is not before:
            self.refresh_results()
        for m, b in self.method_buttons.items():
            b.selected = self.ctl.method == m
        self.speed_chooser.value = self.ctl.replay_speed
        return moving

