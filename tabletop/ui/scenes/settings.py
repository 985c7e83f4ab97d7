"""The settings screen: language, UI scale, sound, colour-vision palette,
default dice source, the computer's pace, animations on or off and window size.

Reached from the launcher and from the in-game menu. Every chooser applies
its value at once through ``App.change_setting`` (which also writes
``settings.json`` when the app persists settings), so there is no "apply"
button; Escape or "back" returns. A row of side markers previews the chosen
palette with each side's shape (``theme.side_style``). The note by "back" says
how the window limits the UI scale (no tooltips over the rows).
"""

from __future__ import annotations

import pygame

from tabletop.core.i18n import t

from .. import theme
from ..scene import Scene
from ..settings import UI_SCALES
from ..text import key, resolve
from ..widgets import Button, Chooser, Label

WINDOW_SIZES = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080), (2560, 1440))
VOLUMES = tuple(round(v / 10, 1) for v in range(0, 11))


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        change = app.change_setting
        self.title = Label(key("ui.settings_title"), size=theme.SIZE_HEADING, bold=True)
        self.lang = Chooser(key("ui.set_lang"), [("ja", "日本語"), ("en", "English")], app.lang,
                            lambda v: change("lang", v))
        scales = sorted(set(UI_SCALES) | {s.ui_scale})
        self.scale = Chooser(key("ui.set_scale"), [(v, f"{int(round(v * 100))}%") for v in scales], s.ui_scale,
                             lambda v: change("ui_scale", v))
        volumes = sorted(set(VOLUMES) | {round(s.volume, 2)})
        self.volume = Chooser(key("ui.set_volume"), [(v, f"{int(round(v * 100))}%") for v in volumes],
                              round(s.volume, 2), self._set_volume)
        self.muted = Chooser(key("ui.set_muted"), [(False, key("ui.sound_on")), (True, key("ui.sound_off"))],
                             s.muted, lambda v: change("muted", v))
        self.palette = Chooser(key("ui.set_palette"), [(n, key(f"ui.palette_{n}")) for n in theme.PALETTE_NAMES],
                               s.palette, lambda v: change("palette", v))
        self.dice = Chooser(key("ui.set_dice"), [("seeded", key("ui.dice_auto")), ("manual", key("ui.dice_manual"))],
                            s.dice_source, lambda v: change("dice_source", v))
        self.pace = Chooser(key("ui.set_pace"), [(True, key("ui.pace_on")), (False, key("ui.pace_off"))],
                            s.computer_pace, lambda v: change("computer_pace", v))
        self.animations = Chooser(key("ui.set_animations"), [(True, key("ui.animations_on")),
                                                             (False, key("ui.animations_off"))],
                                  s.animations, lambda v: change("animations", v))
        sizes = list(WINDOW_SIZES)
        if tuple(s.window) not in sizes:
            sizes.append(tuple(s.window))
        self.window = Chooser(key("ui.set_window"), [(list(v), f"{v[0]} × {v[1]}") for v in sorted(sizes)],
                              list(s.window), lambda v: change("window", list(v)))
        self.choosers = [self.lang, self.scale, self.volume, self.muted, self.palette, self.dice, self.pace,
                         self.animations, self.window]
        self.test_sound = Button(key("ui.test_sound"), lambda: app.play("dice"), size=theme.SIZE_BODY)
        self.saved_note = Label(self.note_text, colour=theme.TEXT_MUTED, size=theme.SIZE_SMALL, wrap=True,
                                valign="center")
        self.back = Button(key("ui.back"), self.close, shortcut="escape", style="primary")
        self.add(self.title, *self.choosers, self.test_sound, self.saved_note, self.back)
        self.preview = pygame.Rect(0, 0, 0, 0)

    def note_text(self, lang: str) -> str:
        """"Saved automatically", and how the window limits the scale (the scale in effect when it does).

        A note, not a tooltip: a tooltip under the pointer covered the next row's value. Each sentence on its
        own line (run on, the Japanese left 「す。」 alone on the second)."""
        note = t("ui.settings_saved", lang) + "\n"
        if abs(self.app.scale - self.app.settings.ui_scale) > 1e-6:
            return note + t("ui.scale_limited", lang, pct=int(round(self.app.scale * 100)))
        return note + t("ui.scale_note", lang)

    def _set_volume(self, value: float) -> None:
        self.app.change_setting("volume", float(value))
        self.app.play("clack")

    def layout(self, size) -> None:
        w, h = size
        m = max(24, w // 16)
        width = min(760, w - 2 * m)
        x = (w - width) // 2
        self.title.rect = pygame.Rect(x, 20, width, 40)
        bottom = h - 24 - theme.BUTTON_HEIGHT  # the back button's top
        top = 72
        step = max(40, min(52, (bottom - 16 - 52 - top) // len(self.choosers)))
        y = top
        for chooser in self.choosers:
            chooser.rect = pygame.Rect(x, y, width, step - 8)
            chooser.fit_values(self.app.text)
            y += step
        # one column of value boxes: each as wide as the widest where its caption keeps its room beside it
        widest = max((c.value_width for c in self.choosers), default=0)
        for chooser in self.choosers:
            caption = max(self.app.text.size(resolve(chooser.caption, lang), theme.SIZE_BODY)[0] for lang in ("ja", "en"))
            if chooser.rect.w - widest - 12 >= caption:
                chooser.value_width = widest
        self.preview = pygame.Rect(x, y + 2, width - 216, 44)
        self.test_sound.rect = pygame.Rect(x + width - 200, y + 4, 200, 40)
        self.back.rect = pygame.Rect(x, bottom, 200, theme.BUTTON_HEIGHT)
        self.saved_note.rect = pygame.Rect(x + 216, bottom, width - 216, theme.BUTTON_HEIGHT)

    def draw_content(self, surface: pygame.Surface) -> None:
        text, lang = self.app.text, self.app.lang
        cap = text.render(t("ui.sides_preview", lang), theme.SIZE_BODY, theme.TEXT_MUTED)
        surface.blit(cap, cap.get_rect(midleft=(self.preview.x, self.preview.centery)))
        x = self.preview.x + cap.get_width() + 24
        r = 14
        for i in range(6):
            theme.draw_side_marker(surface, (x + r, self.preview.centery), r, i)
            x += 2 * r + 18
