"""Hand-over screens: the privacy curtain, and the acting seat's own roll before it.

``PrivacyCurtain`` is an opaque scene: nothing of the game is drawn under it.
It reads "次は{seat}の番です。画面を渡してクリックしてください / Pass the
computer to {seat}; click when ready"; a click (or Return / Space) lifts it
and calls ``on_ready``. Game scenes push it when a different person must take
the screen in a game with hidden information (``views.base.GameScene``).

``RollReport``: the dice and the log lines of the action that just ended a
seat's control, as that seat may see them. Given to the curtain, it is shown
first, over the acting seat's own screen (the curtain is not opaque yet): a
result panel with the dice, the outcome and "続ける / Continue" (a click, Return
or Space); then the curtain proper. ``RollResult`` is the same panel alone, for a
hand-over that needs no curtain (computer seats play next on the neutral view).
Esc opens the game's menu (save, settings, back to the launcher...) over the
curtain, which stays: nothing of the game shows; closing the menu comes back
to the curtain.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from .. import probe, theme
from ..scene import Overlay, Scene
from ..text import Label, key, resolve
from .dice import draw_die

#: The result panel's room for lines of the action's log, newest last.
REPORT_LINES = 8


@dataclass
class RollReport:
    """What the acting seat rolled and what came of it (its own log lines of the action)."""

    seat: Label
    rolls: list[tuple[int, list[int]]]
    lines: list[Label] = field(default_factory=list)


def dice_places(rolls: list[tuple[int, list[int]]], die: int, inner: int) -> list[tuple[int, int, int, int]]:
    """(sides, face, row, x) of each die of ``rolls`` (the first 12) in rows ``inner`` px wide, ``die + 8`` px apart and
    each roll after the first ``die // 2`` px further: a battle's two sides' dice told apart (Z Gundam's 5 and 4 read
    as one row of 9)."""
    places: list[tuple[int, int, int, int]] = []
    row = x = 0
    for i, (sides, results) in enumerate(rolls):
        for j, face in enumerate(results):
            if len(places) == 12:
                return places
            if places:
                x += die + 8 + (die // 2 if j == 0 and i else 0)
            if places and x + die > inner:
                row, x = row + 1, 0
            places.append((sides, face, row, x))
    return places


def draw_report(surface: pygame.Surface, app, report: RollReport, then: str) -> pygame.Rect:
    """The result panel over the left part of the screen (the board; side panels stay readable):
    "{seat}: 結果", the dice, the lines, ``then`` (what a click does) and a Continue chip; its rect."""
    w, h = surface.get_size()
    text, lang = app.text, app.lang
    width = min(640, w - 40)
    inner = width - 40
    title = key("ui.result_title", seat=resolve(report.seat, lang)).get(lang)
    title_lines = text.wrap(title, theme.SIZE_HEADING, inner, True)
    lines = [ln for label in report.lines[-REPORT_LINES:]
             for ln in text.wrap(resolve(label, lang), theme.SIZE_BODY, inner)]
    die = 48 if h >= 640 else 38
    places = dice_places(report.rolls, die, inner)
    dice_h = (places[-1][2] + 1) * (die + 8) if places else 0
    then_lines = text.wrap(then, theme.SIZE_SMALL, inner)
    lh_title, lh_body, lh_small = (text.line_height(theme.SIZE_HEADING), text.line_height(theme.SIZE_BODY),
                                   text.line_height(theme.SIZE_SMALL))
    height = (24 + len(title_lines) * lh_title + 10 + dice_h + 8 + len(lines) * lh_body + 12
              + len(then_lines) * lh_small + 12 + 40 + 18)
    while height > h - 20 and lines:  # a small window: the newest lines stay
        lines.pop(0)
        height -= lh_body
    box = pygame.Rect(0, 0, width, height)
    box.center = (min(w // 2, max(width // 2 + 20, int(w * 0.36))), h // 2)
    box.clamp_ip(surface.get_rect())
    theme.panel(surface, box, theme.PANEL_RAISED, theme.GOLD, radius=12, width=3)
    y = box.y + 24
    for line in title_lines:
        s = text.render(line, theme.SIZE_HEADING, theme.GOLD, True)
        surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
        y += lh_title
    y += 10
    widths = {row: x + die for _, _, row, x in places}  # each row centred
    for sides, face, row, x in places:
        x0 = box.centerx - widths[row] // 2
        draw_die(surface, text, pygame.Rect(x0 + x, y + row * (die + 8), die, die), sides, face)
    y += dice_h + 8
    for line in lines:
        s = text.render(line, theme.SIZE_BODY, theme.TEXT)
        surface.blit(s, (box.x + 20, y))
        y += lh_body
    y += 12
    for line in then_lines:
        s = text.render(line, theme.SIZE_SMALL, theme.TEXT_MUTED)
        surface.blit(s, s.get_rect(midtop=(box.centerx, y)))
        y += lh_small
    chip = pygame.Rect(0, 0, 200, 40)
    chip.midtop = (box.centerx, y + 12)
    theme.panel(surface, chip, theme.ACCENT, theme.ACCENT_HOVER, radius=8)
    s = text.render(key("ui.result_continue").get(lang), theme.SIZE_BODY, theme.TEXT, True)
    surface.blit(s, s.get_rect(center=chip.center))
    if probe.ACTIVE is not None:  # a button to whoever reads the screen (the panel takes a click anywhere)
        probe.ACTIVE.clickable(surface, chip, key("ui.result_continue").get(lang))
    return box


def _goes_on(inp) -> bool:
    """A left click, Return or Space: the player has seen enough."""
    return (inp.kind == "click" and inp.button == 1) or (inp.kind == "key" and inp.shortcut in ("return", "space"))


class PrivacyCurtain(Scene):
    background = theme.BG_DEEP

    def __init__(self, app, seat: Label, on_ready: Callable[[], Any] | None = None,
                 report: RollReport | None = None) -> None:
        super().__init__(app)
        self.seat = seat
        self.on_ready = on_ready
        self.report = report  # shown first, over the acting seat's screen (see the module doc)

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        """Opaque once the acting seat's result has been seen (or when there is none)."""
        return self.report is None

    def message(self) -> str:
        return key("ui.curtain", seat=resolve(self.seat, self.app.lang)).get(self.app.lang)

    def handle(self, inp) -> bool:
        if inp.kind == "key" and inp.shortcut == "escape":
            self.open_menu()
            return True
        if _goes_on(inp):
            if self.report is not None:
                self.report = None  # now the curtain proper
                return True
            self.close()
            if self.on_ready is not None:
                self.on_ready()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.report is not None:
            theme.shade(surface, 90)
            then = key("ui.result_then_curtain", seat=resolve(self.seat, self.app.lang)).get(self.app.lang)
            draw_report(surface, self.app, self.report, then)
            return
        super().draw(surface)

    def open_menu(self) -> None:
        """The game menu of the game scene under the curtain (none: Esc does nothing)."""
        below = next((s for s in reversed(self.app.scenes) if s is not self and hasattr(s, "session")), None)
        if below is not None:
            from ..scenes.menu import GameMenu

            self.app.push(GameMenu(self.app, below))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        text, lang = self.app.text, self.app.lang
        seat = resolve(self.seat, lang)
        big = text.render(seat, theme.SIZE_TITLE, theme.GOLD, True)
        surface.blit(big, big.get_rect(center=(w // 2, h // 2 - 70)))
        lines = text.wrap(self.message(), theme.SIZE_HEADING, min(900, w - 80))
        lh = text.line_height(theme.SIZE_HEADING)
        for i, line in enumerate(lines):
            s = text.render(line, theme.SIZE_HEADING, theme.TEXT)
            surface.blit(s, s.get_rect(center=(w // 2, h // 2 + i * lh)))
        hint = text.render(key("ui.curtain_hint").get(lang), theme.SIZE_BODY, theme.TEXT_MUTED)
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + len(lines) * lh + 30)))


class RollResult(Overlay):
    """The acting seat's result panel alone (no curtain follows); ``on_done`` after a click."""

    shade_alpha = 90

    def __init__(self, app, report: RollReport, on_done: Callable[[], Any] | None = None) -> None:
        super().__init__(app)
        self.report = report
        self.on_done = on_done

    def handle(self, inp) -> bool:
        if _goes_on(inp):
            self.close()
            if self.on_done is not None:
                self.on_done()
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_report(surface, self.app, self.report, key("ui.result_then_computers").get(self.app.lang))


def report_of(seat_name: Label, events: Sequence, seat: int) -> RollReport | None:
    """The report of an action's ``events`` as ``seat`` may see them; None when nothing was rolled."""
    seen = [e for e in (ev.for_seat(seat) for ev in events) if e is not None]
    rolls = [(int(e.data["sides"]), [int(r) for r in e.data["results"]]) for e in seen
             if e.kind == "roll" and e.data.get("sides") and e.data.get("results")]
    if not rolls:
        return None
    return RollReport(seat_name, rolls, [(lambda lang, e=e: e.line(lang)) for e in seen])
