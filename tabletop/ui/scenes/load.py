"""The load list: manual saves and autosaves with game, turn and time.

Every ``*.json`` in ``user_dir()/saves`` and ``user_dir()/autosave`` is listed
(``saves.list_saves``); a damaged file shows a clear message in red and cannot
be picked, the others still load. Picking one replays it
(``Session.load``); if that fails the reason is shown and nothing changes.
A save that fails only because one of its actions breaks a rule (a
hand-edited file) says which action and which rule (``saves.diagnose``) and
offers "load up to the bad action", which opens the game as it stood just
before it. A game loaded from an autosave counts that file as its last autosave
(``saves.adopt``), so leaving it unchanged writes no copy. Save files are only ever read from the two save folders, by the
paths the listing found there; nothing inside a save is used as a path.
"""

from __future__ import annotations

import pygame

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import Text, t
from tabletop.core.session import Session

from .. import theme
from ..saves import BadAction, SaveEntry, adopt, diagnose, list_saves
from ..scene import Scene
from ..text import key
from ..widgets import Button, Label, ScrollList

ROW_H = 64
#: px: the least size a row's title and turn shrink to, from ``theme.SIZE_LABEL``, to show whole on one line (issue 16:
#: "SD Gundam Force Card Game · Turn 1, Player 1's turn, Forma…" at 800x560); longer ones are cut (whole on hover)
HEAD_LEAST = 13


class SaveRow(Button):
    """One save file: game title and turn (in smaller type down to ``HEAD_LEAST`` px where that shows them whole), then
    file name, time, or the problem (whole on hover when cut)."""

    row_height = ROW_H

    def __init__(self, entry: SaveEntry, on_click) -> None:
        super().__init__(entry.path.name, on_click, align="left", enabled=entry.ok)
        self.entry = entry

    def head(self, lang: str) -> str:
        """The first line: the game's title and the turn ("SDガンダムフォース カードゲーム ・ 第1ターン…")."""
        e = self.entry
        head = e.title.get(lang) or e.path.name
        if e.turn.get(lang):
            head = f"{head} ・ {e.turn.get(lang)}" if lang == "ja" else f"{head} · {e.turn.get(lang)}"
        return head

    def head_fit(self, text, lang: str, room: int) -> tuple[str, int]:
        """(the first line as shown in ``room`` px, its size): whole at the largest size from ``theme.SIZE_LABEL``
        down to ``HEAD_LEAST`` that holds it, else cut with "…" at ``HEAD_LEAST``."""
        head = self.head(lang)
        size = next((s for s in range(theme.SIZE_LABEL, HEAD_LEAST - 1, -1) if text.size(head, s)[0] <= room), HEAD_LEAST)
        return text.fit(head, size, room), size

    def head_room(self, text, lang: str) -> int:
        """The px the first line has: from the row's left padding to the tag chip ("Autosaves")."""
        tag = key("ui.autosaves" if self.entry.auto else "ui.saves").get(lang)
        return self.rect.right - text.size(tag, 13)[0] - 30 - 10 - (self.rect.x + 16)

    def draw(self, surface, ui) -> None:
        e, text, lang = self.entry, ui.text, ui.lang
        fill = theme.PANEL_RAISED if (self.hovered and e.ok) else theme.PANEL
        theme.panel(surface, self.rect, fill, theme.ERROR if not e.ok else theme.BORDER)
        x, w = self.rect.x + 16, self.rect.w - 32
        tag = key("ui.autosaves" if e.auto else "ui.saves").get(lang)
        chip = text.render(tag, 13, theme.TEXT_MUTED)
        chip_rect = pygame.Rect(self.rect.right - chip.get_width() - 30, self.rect.y + 10, chip.get_width() + 14, 20)
        pygame.draw.rect(surface, theme.BG, chip_rect, border_radius=10)
        surface.blit(chip, chip.get_rect(center=chip_rect.center))
        head = self.head(lang)
        colour = theme.TEXT if e.ok else theme.TEXT_MUTED
        shown_head, size = self.head_fit(text, lang, self.head_room(text, lang))
        head_line = text.render(shown_head, size, colour)
        surface.blit(head_line, (x, self.rect.y + 6 + (text.line_height(theme.SIZE_LABEL) - head_line.get_height()) // 2))
        if e.ok:
            line, lc = f"{e.time}   {e.path.name}", theme.TEXT_MUTED
        else:
            line, lc = f"{e.path.name}: " + t("ui.save_damaged", lang, error=e.error), theme.ERROR
        shown_line = text.fit(line, theme.SIZE_SMALL, w)
        surface.blit(text.render(shown_line, theme.SIZE_SMALL, lc), (x, self.rect.y + 36))
        # a line cut with "…" shows whole on hover (both lines, as the tooltip)
        self.cut = shown_head != head or shown_line != line
        self.tooltip = f"{head}\n{line}" if self.cut else None


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = list_saves()
        self.message: Text | None = None
        self.title = Label(key("ui.load_title"), size=theme.SIZE_HEADING, bold=True)
        self.list = ScrollList(item_height=ROW_H, gap=8)
        self.rows = [SaveRow(e, lambda e=e: self.load(e)) for e in self.entries]
        self.list.set_items(self.rows)
        self.empty = Label(key("ui.no_saves"), colour=theme.TEXT_MUTED)
        self.empty.visible = not self.entries
        self.msg_label = Label(lambda lang: self.message.get(lang) if self.message else "", wrap=True, colour=theme.ERROR)
        self.back = Button(key("ui.back"), self.close, shortcut="escape")
        self.bad: BadAction | None = None
        self.partial = Button(key("ui.load_partial"), self.load_partial, style="primary", size=theme.SIZE_BODY,
                              shortcut="ctrl+p")
        self.partial.visible = False
        self.add(self.title, self.list, self.empty, self.msg_label, self.back, self.partial)

    def layout(self, size) -> None:
        w, h = size
        margin = max(24, w // 16)
        self.title.rect = pygame.Rect(margin, 32, w - 2 * margin, 40)
        self.back.rect = pygame.Rect(margin, h - 40 - theme.BUTTON_HEIGHT, 160, theme.BUTTON_HEIGHT)
        self.partial.rect = pygame.Rect(w - margin - 300, self.back.rect.y, 300, theme.BUTTON_HEIGHT)
        # the message: a band across the window above the buttons, as tall as its wrapped lines (between the
        # buttons it ran past the window's foot in a small window)
        band = self.message_height(w - 2 * margin)
        self.msg_label.rect = pygame.Rect(margin, self.back.rect.y - 8 - band, w - 2 * margin, band)
        self.list.rect = pygame.Rect(margin, 90, w - 2 * margin, self.back.rect.y - 110 - (band + 8 if band else 0))
        self.list.place()
        self.empty.rect = pygame.Rect(margin, 100, w - 2 * margin, 30)

    def message_height(self, width: int) -> int:
        """The height the message's wrapped lines take at ``width`` (0 without a message)."""
        if self.message is None:
            return 0
        text = self.app.text
        lines = text.wrapped(self.message.get(self.app.lang), theme.SIZE_BODY, max(10, width), False)
        return len(lines) * text.line_height(theme.SIZE_BODY)

    def say(self, message: Text) -> None:
        """Show ``message`` above the buttons (the list gives it the room)."""
        self.message = message
        self.layout(self.app.size)

    def load(self, entry: SaveEntry) -> None:
        self.bad, self.partial.visible = None, False
        try:
            session = Session.load(entry.path)
        except TabletopError as exc:
            bad = diagnose(entry.path)
            if bad is not None:
                self.bad, self.partial.visible = bad, True
                name = entry.path.name  # the file, then the problem
                self.say(Text(f"{name}: " + t("ui.load_illegal", "ja", where=bad.where.ja, why=bad.why.ja),
                              f"{name}: " + t("ui.load_illegal", "en", where=bad.where.en, why=bad.why.en)))
                return
            first = str(exc).splitlines()[0]
            self.say(Text(f"{entry.path.name}: " + t("ui.load_failed", "ja", error=first),
                          f"{entry.path.name}: " + t("ui.load_failed", "en", error=first)))
            return
        if entry.auto:
            adopt(session, entry.path)  # leaving at once writes no copy of the autosave
        self.app.start_game(session)
        self.app.toast(Text(entry.path.name, entry.path.name))

    def load_partial(self) -> None:
        """Open the game replayed up to just before the bad action."""
        bad = self.bad
        if bad is None:
            return
        self.app.start_game(bad.session)
        self.app.toast(Text(t("ui.load_partial_done", "ja", where=bad.where.ja, why=bad.why.ja),
                            t("ui.load_partial_done", "en", where=bad.where.en, why=bad.why.en)), theme.WARNING)
