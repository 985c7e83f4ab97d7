"""The screens the text-fit check visits, reached with posted events where a person would click.

``COMBOS``: both languages, 1280x800 and the smallest window (``app.MIN_SIZE``),
UI scale 100 % and 150 %. ``new_app`` makes an app inside the probe. The
walkers run a ``visit(name)`` callback on every screen they reach:

* ``shell_screens``: the launcher with each game chosen, settings, the load
  list and the F1 key list;
* ``launcher_with_autosave``: the launcher with "Continue" (an autosave of a Z Gundam game, the
  longest title), each game's card scrolled into view with the wheel and chosen;
* ``game_screens``: one game at one point of play (a session replayed from a
  golden playthrough, ``sample_points``), with its curtain, the main screen,
  the recap dialog after the curtain (closed with its OK button), the F1 key list,
  the Escape menu, the rules help and the end screen, with (``board``) the final table its
  "View the board" shows.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Callable

import pygame

from tabletop import games
from tabletop.core import registry
from tabletop.core.dice import DiceSource, replay_source
from tabletop.core.i18n import t
from tabletop.core.session import Session
from tabletop.ui.app import MIN_SIZE, App
from tabletop.ui.probe import Probe
from tabletop.ui.widgets import PrivacyCurtain, TextDialog
from tests.ui.driver import Driver

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "data"
LANGS = ("ja", "en")
SIZES = ((1280, 800), MIN_SIZE)
SCALES = (1.0, 1.5)
#: At the smallest window the UI scale cannot grow (the logical screen stays at MIN_SIZE): one scale there.
COMBOS = [(lang, size, scale) for lang in LANGS for size in SIZES for scale in SCALES
          if size != MIN_SIZE or scale == 1.0]
#: The golden playthrough each game's screens are taken from (the most seats where it matters).
PLAYTHROUGHS = {
    "dunbine": "dunbine-2-skirmish-11-quick.json",
    "monsterraid": "monsterraid-3-hard-52-random.json",
    "sdgf": "sdgf-2-41-quick.json",
    "ultraseven": "ultraseven-2-one_cour-21-quick.json",
    "zgundam": "zgundam-6-33-random.json",
}

Visit = Callable[[str], None]


def combo_id(lang: str, size: tuple[int, int], scale: float) -> str:
    return f"{lang}-{size[0]}x{size[1]}-{int(scale * 100)}"


def new_app(probe: Probe, lang: str, size: tuple[int, int], scale: float) -> tuple[App, Driver]:
    """An app made while ``probe`` runs (its screen notes what is drawn), at ``scale``."""
    assert probe is not None
    app = App(lang, size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    return app, Driver(app, probe)


def _game_titles(lang: str) -> list[tuple[str, str]]:
    games.discover()
    return [(g.spec.name, g.spec.title.get(lang)) for g in registry.all_games()
            if type(g).__module__.startswith("tabletop.games.")]


def shell_screens(driver: Driver, visit: Visit) -> None:
    app = driver.app
    app.open_launcher()
    driver.frames(2)
    visit("launcher")
    for name, title in _game_titles(app.lang):
        try:
            driver.click(title)
        except AssertionError:
            continue  # scrolled out of the list: the wheel brings it (the check saw it cut)
        visit(f"launcher:{name}")
    driver.key(pygame.K_F1)
    visit("keys:launcher")
    driver.key(pygame.K_ESCAPE)
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.scenes.load import LoadScene

    app.push(SettingsScene(app))
    driver.frames(2)
    visit("settings")
    app.pop()
    app.push(LoadScene(app))
    driver.frames(2)
    visit("load")
    app.pop()


def autosave(game: str = "zgundam", actions: int = 3) -> Session:
    """An autosave of ``game``'s golden playthrough after ``actions`` actions (the launcher's "Continue")."""
    from tabletop.ui.saves import Autosaver

    session = replay(game, actions)
    Autosaver(session).save_now()
    return session


def launcher_with_autosave(driver: Driver, visit: Visit) -> None:
    app = driver.app
    autosave()
    app.open_launcher()
    driver.frames(2)
    visit("launcher:autosave")
    heading = t("ui.games", app.lang)
    for name, title in _game_titles(app.lang):
        driver.press(driver.scroll_to(title, over=heading, below=40))
        visit(f"launcher:autosave:{name}")


@lru_cache(maxsize=None)
def _record(game: str) -> dict:
    return json.loads((GOLDEN / PLAYTHROUGHS[game]).read_text(encoding="utf-8"))


def _phase(session: Session) -> str:
    pending = session.pending()
    return f"{getattr(session.state, 'phase', '')}/{pending.kind if pending else 'over'}"


@lru_cache(maxsize=None)
def sample_points(game: str) -> tuple[tuple[int, str], ...]:
    """(actions played, phase) where each phase of the golden game is first reached, and its end."""
    session = replay(game, None)
    actions = _record(game)["save"]["actions"]
    points: dict[str, int] = {_phase(session): 0}
    g = session.game
    for index, entry in enumerate(actions, start=1):
        session.apply(g.action_from_json(entry["action"]), entry["seat"])
        points.setdefault(_phase(session), index)
    return tuple(sorted((n, p) for p, n in points.items()))


def replay(game: str, upto: int | None) -> Session:
    """The golden game of ``game`` after ``upto`` actions (None: none yet)."""
    games.discover()
    save = _record(game)["save"]
    session = Session(registry.find(save["game"]), save["seats"], save["options"],
                      dice=replay_source(DiceSource.from_json(save["dice"]).to_json()))
    for entry in save["actions"][:upto or 0]:
        session.apply(session.game.action_from_json(entry["action"]), entry["seat"])
    return session


def _lift_curtains(driver: Driver, visit: Visit, name: str) -> None:
    for _ in range(3):
        if not isinstance(driver.app.top, PrivacyCurtain):
            return
        visit(f"{name}:curtain")
        driver.click_at(driver.app.surface.get_rect().center, frames=3)


def _dismiss_recap(driver: Driver, visit: Visit, name: str) -> None:
    """A text dialog over the game after the curtain (Z Gundam's "since your last turn"; not the end
    screen): seen, then closed with its OK button as a player would, so the board beneath is walked too."""
    if isinstance(driver.app.top, TextDialog):
        visit(f"{name}:recap")
        driver.click_at(driver.app.top.ok_button.rect.center, frames=3)


def view_the_board(driver: Driver, visit: Visit, name: str) -> None:
    """The end screen's "View the board" (clicked by its text, as a player would): the final table."""
    from tabletop.ui.scenes.game_over import GameOverScene

    if isinstance(driver.app.top, GameOverScene):
        driver.click(t("ui.view_board", driver.app.lang), frames=3)
        driver.frames(6, 0.2)
        visit(f"{name}:board")


def game_screens(driver: Driver, game: str, upto: int, phase: str, visit: Visit, extras: bool = True,
                 board: bool = False) -> None:
    """The game's screen after ``upto`` golden actions, and (``extras``) its keys, menu and help; at the
    end (``board``) the final table behind the end screen's "View the board"."""
    app = driver.app
    session = replay(game, upto)
    app.start_game(session)
    driver.frames(3)
    name = f"{game}:{phase}"
    _lift_curtains(driver, visit, name)
    driver.frames(6, 0.2)  # dice and cards settle
    _dismiss_recap(driver, visit, name)
    visit(name)
    if board:
        view_the_board(driver, visit, name)
    if not extras or app.top is None:
        return
    scene = app.top
    driver.key(pygame.K_F1)
    if app.top is not scene:
        visit(f"keys:{game}")
        driver.key(pygame.K_ESCAPE)
    if app.top is scene:
        driver.key(pygame.K_ESCAPE)
        if app.top is not scene:
            visit(f"menu:{game}")
            from tabletop.ui.scenes.help import open_rules_help

            app.pop()
            open_rules_help(app, scene)
            driver.frames(2)
            visit(f"help:{game}")
            app.pop()
