"""The dice panel of the Ultra Seven screen: each roll of the last action on its own row.

A melee rolls two dice, Seven's and the invader's, that are never added
together (rule 17.4: each side adds its own power). So every roll keeps its
row: whose die it is, the faces, and what they mean in the game's terms, as the
rules wrote it in the roll's log event (``reading_ja``/``reading_en``: "6 + power
4 = 10", "2 <= 3: hit"); a summed roll without a reading shows its sum. The
faces tumble with the shell's ``DiceDisplay`` timing.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from tabletop.core.game import Event
from tabletop.core.i18n import Text

from ... import theme
from ...widgets import DiceDisplay, draw_die

TITLE = Text("ダイス", "Dice")
NO_ROLL = Text("まだ振っていない", "No roll yet")
DIE = 24
#: The least print of a roll's caption kept on one line (px) before it wraps (11: the melee row names the invasion card,
#: rule 17.4, "The Flower Where the Devil Lives: 6 + combat power 10 = 16" is 298 px at 11 in a 329 px row at 1280x800).
CAPTION_LEAST = 11


def roll_events(events: Sequence[Event]) -> list[Event]:
    """The roll events among ``events`` that carry their dice."""
    return [e for e in events if e.kind == "roll" and e.data.get("sides") and e.data.get("results")]


def last_rolls(log: Sequence[Event]) -> list[Event]:
    """The last rolls of a log, as one action made them: the last roll event and the roll events
    of the same rule just before it (a melee's two dice), for a screen opened on a game under way."""
    rolls = roll_events(log)
    if not rolls:
        return []
    end = len(log) - 1 - next(i for i, e in enumerate(reversed(log)) if e is rolls[-1])
    start = end
    while start > 0 and log[start - 1] in rolls and log[start - 1].rule == log[end].rule:
        start -= 1
    return list(log[start:end + 1])


def caption(event: Event, lang: str) -> str:
    """Whose roll and what it means: "Ultra Seven: 6 + power 4 = 10", "TDF: reconnaissance (City): = 7"."""
    data = event.data
    who = str(data.get(f"who_{lang}") or data.get("who_en") or "")
    reading = data.get(f"reading_{lang}")
    if reading:
        return f"{who}：{reading}" if lang == "ja" else f"{who}: {reading}"
    why = str(data.get(f"why_{lang}") or "")
    results = [int(r) for r in data.get("results", [])]
    total = sum(results) + int(data.get("modifier", 0))
    tail = f" = {total}" if len(results) > 1 else ""
    return f"{who}：{why}{tail}" if lang == "ja" else f"{who}: {why}{tail}"


def caption_lines(text: Any, words: str, room: int) -> tuple[int, list[str]]:
    """A roll's caption in ``room`` px: on one line at the panel's small print, else a little smaller down to
    ``CAPTION_LEAST`` px, else wrapped (the panel keeps one line a row: issue 16, a melee's "ミミー星人・アイアンロックス：出目1＋
    戦闘力5＝6" wrapped its "＝6" under the panel's foot)."""
    for size in range(theme.SIZE_SMALL, CAPTION_LEAST - 1, -1):
        if text.size(words, size)[0] <= room:
            return size, [words]
    return theme.SIZE_SMALL, text.wrapped(words, theme.SIZE_SMALL, room)


class RollRows(DiceDisplay):
    """The rolls of the last action, one row each (see the module doc)."""

    def __init__(self, rect=None) -> None:
        super().__init__(rect, title=TITLE, die_size=DIE, empty=NO_ROLL)
        self.events: list[Event] = []

    def show_events(self, events: Sequence[Event], animate: bool = True) -> None:
        """Show the roll events among ``events`` (nothing changes when there is none)."""
        rolls = roll_events(events)
        if not rolls:
            return
        self.events = rolls
        self.show([(int(e.data["sides"]), e.data["results"]) for e in rolls], animate=animate)

    def captions(self, lang: str) -> list[str]:
        return [caption(e, lang) for e in self.events]

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        theme.panel(surface, self.rect, theme.PANEL, theme.BORDER)
        text, lang = ui.text, ui.lang
        x, y = self.rect.x + 10, self.rect.y + 6
        surface.blit(text.render(TITLE.get(lang), theme.SIZE_SMALL, theme.TEXT_MUTED), (x, y))
        y += text.line_height(theme.SIZE_SMALL) + 2
        faces = self.faces()
        if not faces:
            surface.blit(text.render(NO_ROLL.get(lang), theme.SIZE_SMALL, theme.TEXT_DISABLED), (x, y))
            return
        lh = text.line_height(theme.SIZE_SMALL)
        k = 0
        for event in self.events:
            results = event.data["results"]
            dx = x
            for _ in results:
                sides, shown, kept = faces[k] if k < len(faces) else (6, 1, True)
                k += 1
                draw_die(surface, text, pygame.Rect(dx, y, DIE, DIE), sides, shown, 0.0 if kept else 15.0 * (k % 3 - 1))
                dx += DIE + 3
            size, lines = caption_lines(text, caption(event, lang), self.rect.right - 8 - (dx + 6))
            if not self.tumbling:
                ty = y + max(0, (DIE - lh * len(lines)) // 2)
                for line in lines:
                    surface.blit(text.render(line, size, theme.GOLD), (dx + 6, ty))
                    ty += lh
            y += max(DIE, lh * len(lines)) + 4

    def height_for(self, ui: Any) -> int:
        """The height that shows the two rows of a melee, one line each (the scene's layout asks)."""
        lh = ui.text.line_height(theme.SIZE_SMALL)
        return 6 + lh + 2 + 2 * (max(DIE, lh) + 4) + 4
