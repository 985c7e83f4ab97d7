"""ManualDiceDialog: the players roll real dice and type in the faces.

Shows "roll 2D6 for X: why", one row per die with − / ＋ buttons, and accepts
digits typed on the keyboard (the die with the focus takes them; Tab or a
click moves the focus). Faces must lie in 1..sides before OK works; the
results go to ``on_done(results)``. Typical use (``views.base.GameScene``)::

    except NeedManualRoll as need:
        app.push(ManualDiceDialog(app, need.sides, need.count, *asked(need),
                                  on_done=lambda faces: (session.dice.provide(faces), retry())))
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from tabletop.core.errors import NeedManualRoll
from tabletop.core.i18n import Text, t

from .. import theme
from ..text import key, resolve
from .button import Button
from .dialog import Dialog
from .dice import draw_die

ROW_H = 56
#: px: from the prompt's last line to the hint, and from the hint to the first die's row
HINT_GAP = 4
ROWS_GAP = 10


def asked(need: NeedManualRoll) -> tuple[Text, Text]:
    """Who rolls and why, in both languages, for the dialog; an open roll's added die says it is one
    (the same dialog twice in a row after a 6 read as a click that had not taken)."""
    why = Text(need.why_ja, need.why)
    if need.so_far:
        faces = "・".join(map(str, need.so_far)), ", ".join(map(str, need.so_far))
        why = Text(f"{need.why_ja}（{faces[0]}が出たので振り足し）", f"{need.why} (rolling again after {faces[1]})")
    return Text(need.who_ja, need.who), why


class ManualDiceDialog(Dialog):
    #: wide enough for who rolls and why on one line ("ショウ・ザマのダンバイン（ギブン家）: 被害機体（攻撃側選択） のために"),
    #: the request for the roll on the next (narrow windows take what they have)
    width = 680
    uses_tab = True  # Tab moves between the dice (see ``ui.focus``)
    uses_arrows = True  # up / down change the focused die

    def __init__(self, app, sides: int, count: int, who: str | Text, why: str | Text,
                 on_done: Callable[[list[int]], Any] | None = None,
                 on_cancel: Callable[[], Any] | None = None) -> None:
        self.sides = sides
        self.count = max(1, count)
        self.values: list[int | None] = [None] * self.count
        self.focus = 0
        self._typed = ""
        self.on_done = on_done
        self.results: list[int] | None = None
        super().__init__(app, key("ui.manual_title"),
                         Text(*(t("ui.manual_prompt", lang, who=resolve(who, lang), why=resolve(why, lang),
                                  count=self.count, sides=sides) for lang in ("ja", "en"))),
                         on_ok=None, on_cancel=on_cancel)
        self.ok_button.enabled = self.valid

    def build_body(self) -> None:
        self.minus: list[Button] = []
        self.plus: list[Button] = []
        for i in range(self.count):
            self.minus.append(Button("－", lambda i=i: self.bump(i, -1), size=theme.SIZE_HEADING))
            self.plus.append(Button("＋", lambda i=i: self.bump(i, +1), size=theme.SIZE_HEADING))
        self.add(*self.minus, *self.plus)

    def layout(self, size) -> None:
        """The box holds the prompt as it wraps (in the language that takes more lines), the hint under it and a row
        per die (a long prompt took two lines that the hint was drawn over: Dunbine's "…（ギブン家）: 被害機体（攻撃側選択）")."""
        w = min(self.width, size[0] - 40)
        self.height = (64 + self.body_height(w - 48) + HINT_GAP + self.app.text.line_height(theme.SIZE_SMALL)
                       + ROWS_GAP + ROW_H * self.count + theme.BUTTON_HEIGHT + 18)
        super().layout(size)

    def layout_body(self) -> None:
        self.body_label.rect.h = self.body_height(self.body_label.rect.w)
        self.hint_y = self.body_label.rect.bottom + HINT_GAP
        top = self.hint_y + self.app.text.line_height(theme.SIZE_SMALL) + ROWS_GAP
        self.rows = []
        for i in range(self.count):
            row = pygame.Rect(self.box.x + 24, top + i * ROW_H, self.box.w - 48, ROW_H - 8)
            self.rows.append(row)
            self.minus[i].rect = pygame.Rect(row.x + 150, row.y, 48, row.h)
            self.plus[i].rect = pygame.Rect(row.x + 150 + 48 + 12 + row.h + 12, row.y, 48, row.h)

    def valid(self) -> bool:
        return all(v is not None and 1 <= v <= self.sides for v in self.values)

    def bump(self, i: int, delta: int) -> None:
        v = self.values[i]
        if v is None:
            v = 1 if delta > 0 else self.sides
        else:
            v = (v - 1 + delta) % self.sides + 1
        self.values[i] = v
        self.focus, self._typed = i, ""

    def type_digit(self, digit: str) -> None:
        """A typed digit; two-digit faces (d10, d12, d20) take two keys.

        A digit that is no face (a 9 on a d6) is ignored; the focus moves on
        once no further digit could extend the face.
        """
        candidate = self._typed + digit
        if self._typed and 1 <= int(candidate) <= self.sides:
            value, self._typed = int(candidate), candidate
        elif 1 <= int(digit) <= self.sides:
            value, self._typed = int(digit), digit
        else:
            return
        self.values[self.focus] = value
        if value * 10 > self.sides:
            self.focus = min(self.count - 1, self.focus + 1)
            self._typed = ""

    def handle(self, inp) -> bool:
        if inp.kind == "text" and inp.text.isdigit():
            for ch in inp.text:
                self.type_digit(ch)
            return True
        if inp.kind == "key":
            if inp.shortcut == "tab":
                self.focus, self._typed = (self.focus + 1) % self.count, ""
                return True
            if inp.shortcut == "backspace":
                self.values[self.focus], self._typed = None, ""
                return True
            if inp.shortcut in ("up", "down"):
                self.bump(self.focus, 1 if inp.shortcut == "up" else -1)
                return True
        if inp.kind == "click":
            for i, row in enumerate(getattr(self, "rows", [])):
                if row.collidepoint(inp.pos) and not (self.minus[i].rect.collidepoint(inp.pos)
                                                      or self.plus[i].rect.collidepoint(inp.pos)):
                    self.focus, self._typed = i, ""
        return super().handle(inp)

    def ok(self) -> None:
        if not self.valid():
            return
        self.results = [int(v) for v in self.values]  # type: ignore[arg-type]
        self.finish("ok", (lambda: self.on_done(self.results)) if self.on_done else None)

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        text, lang = self.app.text, self.app.lang
        hint = text.render(key("ui.manual_hint").get(lang), theme.SIZE_SMALL, theme.TEXT_MUTED)
        surface.blit(hint, (self.box.x + 24, self.hint_y))
        for i, row in enumerate(self.rows):
            if i == self.focus:
                pygame.draw.rect(surface, theme.ACCENT_SOFT, row.inflate(12, 4), border_radius=8)
            name = text.render(key("ui.die_n", n=i + 1).get(lang), theme.SIZE_BODY, theme.TEXT)
            surface.blit(name, name.get_rect(midleft=(row.x + 8, row.centery)))
            die = pygame.Rect(self.minus[i].rect.right + 12, row.y, row.h, row.h)
            v = self.values[i]
            if v is None:
                theme.panel(surface, die, theme.BUTTON, theme.BORDER)
                q = text.render("?", theme.SIZE_HEADING, theme.TEXT_MUTED)
                surface.blit(q, q.get_rect(center=die.center))
            else:
                draw_die(surface, text, die, self.sides, v)
        if not self.valid():
            msg = key("ui.manual_invalid", sides=self.sides).get(lang)
            warn = text.render(msg, theme.SIZE_SMALL, theme.TEXT_MUTED)
            surface.blit(warn, (self.box.x + 24, self.ok_button.rect.centery - warn.get_height() // 2))
