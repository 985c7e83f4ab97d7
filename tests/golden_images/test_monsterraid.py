"""Golden images of the monsterraid screen, in Japanese and English: the first screen of a seeded game
(seed 3, one person against the computer); after a real flick, its die resting on the targets with a die
straddling the boss and a minion (the counting lines, gold for the straddle; the aim panel and hand beside
the playing area); the growth choice after stage 1; the ending."""

from __future__ import annotations

import pygame

from tabletop.core.dice import make_source
from tabletop.core.session import Session
from tabletop.games.monsterraid.content import content
from tabletop.games.monsterraid.game import MonsterRaidGame
from tests.games.monsterraid.helpers import arrange, empty_hand, put
from tests.golden_images.compare import Screen, screen_test
from tests.golden_images.tables import AWAY, opening
from tests.ui.conftest import click
from tests.ui.monsterraid.helpers import run_shot, to_growth
from tests.ui.posted import post_click, post_key, post_move


def _game(app, seed: int = 3):
    """A seeded game of two people at one computer, in its placement phase."""
    session = Session(MonsterRaidGame(), 2, {"difficulty": "normal"}, make_source("seeded", seed))
    scene = app.start_game(session)
    app.step([], 0.05)
    return scene


def _settle(app) -> None:
    post_move(app, AWAY)
    for _ in range(3):
        app.step([], 0.05)


def resting_screen(app) -> None:
    scene = _game(app)
    post_click(app, scene.ready_btn)
    for _ in range(5):
        post_key(app, pygame.K_UP)   # power 75 %: Sigurd's first flick lands on the troll
    post_key(app, pygame.K_RETURN)
    run_shot(app, scene)
    state = scene.session.state
    boss = next(t for t in state.live_targets() if t.role == "boss")
    minion = min((t for t in state.live_targets() if t.role != "boss" and not t.flying),
                 key=lambda t: (t.cx - boss.cx) ** 2 + (t.cy - boss.cy) ** 2)
    die = put(scene.session, "genjimaru-n1-d6", [boss.id, minion.id], 4)   # across the boss and a minion
    with scene.session.edit():
        die.x, die.y = (boss.cx + minion.cx) / 2, (boss.cy + minion.cy) / 2
    put(scene.session, "paola-n1-d4", [minion.id], 3)
    scene.refresh()
    _settle(app)


def growth_screen(app) -> None:
    scene = _game(app)
    to_growth(app, scene, click, (("sigurd-n1-d6", 6), ("leaf-n1-d4", 4)))
    _settle(app)


def ending_screen(app) -> None:
    scene = _game(app, 9)
    session = scene.session
    arrange(session, "goblin", [])
    post_click(app, scene.ready_btn)
    with session.edit() as state:
        state.stage = len(content().stages)
        state.wall = 13
    put(session, "sigurd-n1-d6", ["goblin"], 6)
    put(session, "sigurd-n2-d6", ["goblin"], 6)
    scene.refresh()
    for _ in range(8):
        state = session.state
        if state.phase != "attack" or state.prompts or scene.anim is not None:
            break
        empty_hand(session, state.turn)
        scene.refresh()
        post_click(app, scene.pass_btn)
    post_click(app, scene.skip_btn)
    _settle(app)


SCREENS = (Screen("monsterraid-opening", opening("monsterraid", 2, 3)),
           Screen("monsterraid-resting", resting_screen), Screen("monsterraid-growth", growth_screen),
           Screen("monsterraid-ending", ending_screen))
test_monsterraid_screens = screen_test(SCREENS)
