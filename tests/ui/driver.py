"""Drive the app as a person would: find what the screen shows by its text, post real events.

``Driver(app, probe)`` (the app made inside ``with Probe() as probe:``) reads
the last drawn frame through the probe and posts pygame events
(``pygame.event.post``) that the next ``App.step`` takes from the queue, so a
test clicks what is on the screen, never a widget or an engine call:

    driver.click("Start game")      # the button showing that text, at its centre
    driver.key(pygame.K_ESCAPE); driver.type("Deck 1")
    driver.hover((x, y)); driver.shows("whole title")
    driver.say(key("ui.start"))     # words in the app's language (a str, Text or catalog Key)
    driver.scroll_to("Player 2: Human", "Players")  # the wheel over a region until the row shows wholly

``press`` (under ``click`` and ``play_step``) clicks only what lies inside the
window, as a person can, and notes it in ``clicked``.

A scripted first game steps with ``driver.play_step()`` (lift the curtain,
wait for the computer, or click the first move the screen offers) until
``driver.game_over()``; ``driver.play_to_the_end(steps, step)`` does that with
a game's own step and returns to the launcher (``tests/ui/first_game/``).

Positions are in the app's logical pixels; posted events are in window pixels
(the UI scale), as the real mouse sends them.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

import pygame

from tabletop.core.i18n import Text, t
from tabletop.ui.text import Key, key, resolve
from tabletop.ui.probe import Clickable, Drawn, Probe
from tabletop.ui.views.base import THINKING

#: Words on the screen: the same in both languages (a ``str``), a ``Text``, or a catalog ``key`` (looked up
#: when used, so the catalog need not be filled when this module is imported).
Skip = str | Text | Key

#: Buttons of the screen's frame, not moves (label prefixes, in the app's language): a scripted game
#: leaves them alone.
CHROME: tuple[Skip, ...] = (
    Text("全行動", "all actions"), Text("一覧を絞る", "fewer"), key("ui.menu"), key("ui.undo"), key("ui.redo"),
    "decks", Text("デッキ編集", "deck builder"), key("ui.log"), Text("全ログ", "full log"),
    "show", "hide")


class NotOnScreen(AssertionError):
    """The screen shows no clickable with that text."""


def _norm(text: str) -> str:
    return "".join(text.split()).replace("…", "").casefold()


class Driver:
    def __init__(self, app, probe: Probe, dt: float = 0.05) -> None:
        self.app = app
        self.probe = probe
        self.dt = dt
        self.clicked: list[Clickable] = []  # what ``press`` clicked, in order

    # -- reading the screen ------------------------------------------------------------------
    def texts(self) -> list[Drawn]:
        return self.probe.texts(self.app.surface)

    def clickables(self) -> list[Clickable]:
        return self.probe.clickables(self.app.surface)

    def shown(self) -> str:
        """Every text of the frame as shown, in drawing order, one per line."""
        return "\n".join(d.shown for d in self.texts())

    def shows(self, text: str) -> bool:
        """The frame shows ``text`` (whitespace and case aside; also across wrapped lines)."""
        want = _norm(text)
        return any(want in _norm(d.shown) for d in self.texts()) or want in _norm("".join(
            d.shown for d in self.texts()))

    def find(self, text: str, enabled: bool = True) -> Clickable:
        """The topmost clickable whose label (or a text drawn inside it) contains ``text``."""
        want = _norm(text)
        texts = self.texts()
        found = []
        for c in self.clickables():
            if enabled and not c.enabled:
                continue
            inside = [d.shown for d in texts if c.rect.contains(d.rect)]
            if want in _norm(c.label) or any(want in _norm(s) for s in inside):
                found.append(c)
        if not found:
            labels = sorted({c.label for c in self.clickables()})
            raise NotOnScreen(f"no clickable showing {text!r} on {type(self.app.top).__name__}; "
                              f"buttons: {labels}")
        exact = [c for c in found if _norm(c.label) == want]
        return max(exact or found, key=lambda c: c.layer)

    # -- acting --------------------------------------------------------------------------------
    def window_pos(self, pos: tuple[int, int]) -> tuple[int, int]:
        k = self.app.scale
        return (int(pos[0] * k + k / 2), int(pos[1] * k + k / 2))

    def post(self, *events: pygame.event.Event, frames: int = 1) -> None:
        """Post ``events`` to pygame's queue and run frames that take them."""
        for event in events:
            pygame.event.post(event)
        self.app.step(pygame.event.get(), self.dt)
        self.frames(frames - 1)

    def frames(self, n: int = 1, dt: float | None = None) -> None:
        for _ in range(n):
            self.app.step([], self.dt if dt is None else dt)

    def still(self, limit: int = 120) -> None:
        """Step frames until no animation runs (cards dealt or moved, dice settling: ``motion.busy``)."""
        from tabletop.ui import motion

        self.frames(1)
        for _ in range(limit):
            if not motion.busy():
                return
            self.frames(1)

    def hover(self, pos: tuple[int, int], frames: int = 1) -> None:
        at = self.window_pos(pos)
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)), frames=frames)

    def click_at(self, pos: tuple[int, int], button: int = 1, frames: int = 2) -> None:
        """A real click (motion, button down, button up) at ``pos`` (logical pixels)."""
        at = self.window_pos(pos)
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button), frames=frames)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6, button: int = 1,
             frames: int = 2) -> None:
        """A real drag (logical pixels): button down at ``start``, ``steps`` motions to ``end``, button up."""
        at = self.window_pos(start)
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button))
        held = tuple(int(b == button) for b in (1, 2, 3))
        last = at
        for i in range(1, steps + 1):
            pos = self.window_pos((start[0] + (end[0] - start[0]) * i // steps,
                                   start[1] + (end[1] - start[1]) * i // steps))
            self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(pos[0] - last[0], pos[1] - last[1]),
                                         buttons=held))
            last = pos
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=last, button=button), frames=frames)

    def wheel(self, pos: tuple[int, int], dy: int, frames: int = 1) -> None:
        """The pointer at ``pos`` (logical pixels), then a turn of the wheel (``dy`` < 0: down the page)."""
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=self.window_pos(pos), rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False), frames=frames)

    def scroll_to(self, text: str | tuple[str, ...], over: str, below: int = 0, turns: int = 20) -> Clickable:
        """The clickable showing ``text`` (or any of several), turning the wheel down (at most ``turns`` times)
        with the pointer on the drawn text ``over`` (a caption in the region that scrolls; ``below`` pixels
        under a heading above it) until it shows, as a person looks for a row below the fold. The pointer rests
        on no chooser (a chooser takes the wheel as a step of its value): lower down when that spot lies on one."""
        def shown() -> Clickable | None:
            """The clickable showing ``text`` wholly: its texts uncut by the region's edge (not a row half
            under the fold), its centre on no other clickable."""
            found = None
            for one in (text,) if isinstance(text, str) else text:
                try:
                    found = self.find(one)
                    break
                except NotOnScreen:
                    continue
            if found is None:
                return None
            inside = [d for d in self.texts() if found.rect.contains(d.whole)]
            others = [c for c in self.clickables() if c.layer >= found.layer and c.rect != found.rect]
            if not inside or any(d.rect != d.whole for d in inside) \
                    or any(c.rect.collidepoint(found.rect.center) for c in others):
                return None
            return found

        found = shown()
        if found is not None:
            return found
        at = next(d.rect for d in self.texts() if _norm(d.shown) == _norm(over))
        choosers = [c.rect for c in self.clickables() if c.widget.startswith("Chooser")]
        spot = next(p for p in ((at.centerx, at.centery + dy) for dy in range(below, below + 400, 6))
                    if not any(r.collidepoint(p) for r in choosers))
        for _ in range(turns):
            self.wheel(spot, -1)
            found = shown()
            if found is not None:
                return found
        raise NotOnScreen(f"{text!r} not wholly shown after {turns} turns of the wheel over {over!r}")

    def press(self, target: Clickable, frames: int = 2) -> str:
        """Click ``target`` (a clickable of the frame) at its centre, as a person can: only inside the window;
        noted in ``clicked``. Its label is returned."""
        if not self.app.surface.get_rect().collidepoint(target.rect.center):
            raise NotOnScreen(f"{target.label!r} lies outside the window: {tuple(target.rect)}")
        self.clicked.append(target)
        self.click_at(target.rect.center, frames=frames)
        return target.label

    def click(self, text: str, frames: int = 2) -> Clickable:
        """Click the clickable showing ``text`` at its centre (see ``find`` and ``press``)."""
        target = self.find(text)
        self.press(target, frames=frames)
        return target

    def type(self, text: str, frames: int = 1) -> None:
        """Typed text (a TEXTINPUT event), as a keyboard sends it into a focused field."""
        self.post(pygame.event.Event(pygame.TEXTINPUT, text=text), frames=frames)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                  pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0), frames=frames)

    # -- a scripted game ---------------------------------------------------------------------
    def game_over(self, title: str = "", back: str = "") -> bool:
        """The end screen shows: its ``title`` and its way back to the launcher ``back`` (default: the
        shell's "Game over" and "Back to launcher"; Monster Raid's ending has its own)."""
        lang = self.app.lang
        return self.shows(title or t("ui.game_over", lang)) and self.shows(back or t("ui.to_launcher", lang))

    def say(self, words: Skip) -> str:
        """``words`` in the app's language (a ``str`` is the same in both)."""
        return resolve(words, self.app.lang)

    def moves(self, skip: tuple[Skip, ...] = CHROME, skip_re: str | None = None) -> list[Clickable]:
        """The enabled buttons of the topmost layer that are not the frame's (``skip``: label prefixes in
        either case, ``Text`` and ``Key`` in the app's language; ``skip_re``)."""
        clicks = self.clickables()
        top = max((c.layer for c in clicks), default=0)
        prefixes = tuple(self.say(s).lower() for s in skip)
        return [c for c in clicks if c.enabled and c.layer == top
                and not c.label.strip().lower().startswith(prefixes)
                and not (skip_re and re.match(skip_re, c.label.strip()))]

    def play_step(self, skip: tuple[Skip, ...] = CHROME, skip_re: str | None = None) -> str:
        """One thing a person would do now: lift the curtain, wait for the computer, or click a move.

        The move is the first enabled button of the topmost layer not in ``skip`` (label
        prefixes, lower case) nor matching ``skip_re``; the label clicked is returned.
        """
        if self.shows(t("ui.curtain_hint", self.app.lang)):
            self.click_at(self.app.surface.get_rect().center)
            return "curtain"
        moves = self.moves(skip, skip_re)
        if self.shows(resolve(THINKING, self.app.lang).rstrip("…")) or not moves:
            self.frames(2, 0.4)
            return "wait"
        return self.press(moves[0])

    def play_to_the_end(self, steps: int, step: Callable[[], str] | None = None, title: str = "",
                        back: str = "", shot: Path | None = None) -> list[str]:
        """``step`` (default ``play_step``) until the end screen (at most ``steps``; ``title`` and ``back``
        as in ``game_over``; a PNG of it saved as ``shot`` when given), then its button back to the launcher."""
        played = []
        for _ in range(steps):
            if self.game_over(title, back):
                break
            played.append(step() if step is not None else self.play_step())
        assert self.game_over(title, back), f"no end screen after {steps} steps; last: {played[-20:]}\n{self.shown()}"
        if shot is not None:
            shot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.app.surface, str(shot))
        self.click(back or t("ui.to_launcher", self.app.lang))
        assert self.find(t("ui.start", self.app.lang))  # back at the launcher
        return played
