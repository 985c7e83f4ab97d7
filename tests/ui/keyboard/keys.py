"""Keyboard helpers: the focus ring, the launcher, the privacy curtain, by keys alone."""

from __future__ import annotations

import pygame

from tabletop.ui import focus
from tabletop.ui.inputs import key_event
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import resolve
from tabletop.ui.widgets import Chooser, PrivacyCurtain


def press(app, key: int, mod: int = 0, frames: int = 1) -> None:
    app.step([key_event(key, mod)], 0.016)
    for _ in range(frames - 1):
        app.step([], 0.05)


def type_text(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)], 0.016)


def label_of(widget, lang: str = "en") -> str:
    return resolve(getattr(widget, "label", getattr(widget, "caption", "")), lang)


def tab_to(app, predicate, limit: int = 250):
    """Press Tab until the focused widget satisfies ``predicate``; return it."""
    for _ in range(limit):
        press(app, pygame.K_TAB)
        w = focus.focused(app.top)
        if w is not None and predicate(w):
            return w
    raise AssertionError(f"Tab never reached the widget in {type(app.top).__name__}")


def launch(app, game: str, seats: int | None = None, options: dict | None = None):
    """From the launcher: focus the game's card, Enter, set seats/options and every seat to a person with arrows,
    start."""
    title = app.top
    assert isinstance(title, TitleScene)
    tab_to(app, lambda w: getattr(getattr(w, "game", None), "spec", None) is not None and w.game.spec.name == game)
    press(app, pygame.K_RETURN)
    assert title.selected.spec.name == game
    if seats is not None and seats != title.seats:
        tab_to(app, lambda w: isinstance(w, Chooser) and label_of(w) in ("Players", "Seats"))
        key = pygame.K_RIGHT if seats > title.seats else pygame.K_LEFT
        for _ in range(12):
            if title.seats == seats:
                break
            press(app, key)
        assert title.seats == seats
    for name, value in (options or {}).items():
        opt = next(o for o in title.selected.spec.options if o.key == name)
        caption = opt.label.get("en")
        tab_to(app, lambda w: isinstance(w, Chooser) and label_of(w) == caption)
        for _ in range(len(opt.choices)):
            if title.options.get(name, opt.default) == value:
                break
            press(app, pygame.K_RIGHT)
        assert title.options.get(name, opt.default) == value
    for seat in range(1, title.seats):  # every seat a person (these tests play each seat by keyboard)
        tab_to(app, lambda w: w is title.player_widgets[seat])
        for _ in range(len(title.player_widgets[seat].choices)):
            if title.players[seat] == "human":
                break
            press(app, pygame.K_RIGHT)
        assert title.players[seat] == "human"
    tab_to(app, lambda w: w is title.start_button)
    press(app, pygame.K_RETURN)
    assert app.session() is not None and app.session().game.spec.name == game
    return app.session()


def lift_curtain(app) -> None:
    """Enter lifts the privacy curtain, if one is up."""
    for _ in range(3):
        if not isinstance(app.top, PrivacyCurtain):
            return
        press(app, pygame.K_RETURN)
    assert not isinstance(app.top, PrivacyCurtain)
