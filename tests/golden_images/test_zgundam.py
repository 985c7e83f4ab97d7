"""Golden images of the zgundam screen, in Japanese and English: the first screen of a seeded game (seed 3,
one person against the computer); the battle panel with its dice just after an MS attack; the attacked
seat asked for its answer (the reaction curtain, then its prompt and choices); the end screen.

The later screens come from a two-person game (seed 3) played by the rules' own actions in a fixed
order (``played``), then shown on a fresh app past the curtain and the recap, the pointer parked."""

from __future__ import annotations


import pygame

from tabletop.core.dice import SeededSource
from tabletop.core.registry import find
from tabletop.core.session import Session
from tabletop.games.zgundam import actions as A
from tests.golden_images.compare import Screen, screen_test
from tests.golden_images.tables import AWAY, opening


def _first(acts, *kinds):
    return next((a for a in acts if isinstance(a, kinds)), None)


def played(attack: bool) -> Session:
    """Two seats, seed 3: set-up (pair what pairs, finish, discard the first cards), then (``attack``)
    the first MS attack of the seat to move; the defender holds a ceasefire signal."""
    from tabletop.games import discover

    discover()
    session = Session(find("zgundam"), 2, None, dice=SeededSource(3))
    while session.state.phase != "action":
        acts = session.legal_actions()
        session.apply(_first(acts, A.DeployPair) or _first(acts, A.FinishDeploy) or acts[0], session.pending().seat)
    seat = session.state.current
    cease = next(c for c in session.state.cards("action_deck") if c.startswith("ceasefire"))
    with session.edit() as state:
        state.cards("action_deck").remove(cease)
        state.cards(f"hand{1 - seat}").append(cease)
    if attack:
        session.apply(_first(session.legal_actions(), A.AttackMS, A.AttackShip), seat)
    return session


def show(app, session: Session, curtains: int = 3) -> None:
    """``session`` on the app, the pointer parked; up to ``curtains`` curtains and recaps clicked away."""
    from tabletop.ui.views.zgundam.scene import RecapDialog
    from tabletop.ui.widgets import PrivacyCurtain

    app.start_game(session)
    app.step([], 0.05)
    for _ in range(curtains):
        if isinstance(app.top, PrivacyCurtain):
            app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 400), button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 400), button=1)], 0.05)
        elif isinstance(app.top, RecapDialog):
            app.top.ok()
        app.step([], 0.05)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=AWAY, rel=(0, 0), buttons=(0, 0, 0))], 0.05)
    for _ in range(3):
        app.step([], 0.05)


def battle(app) -> None:
    """The battle panel after the attack was answered with no reaction: each side's dice, hits ringed."""
    session = played(attack=True)
    session.apply(A.NoReaction(), session.pending().seat)
    show(app, session)


def react_curtain(app) -> None:
    """The curtain that hands the computer to the attacked seat, with its prompt wrapped whole."""
    show(app, played(attack=True), curtains=0)


def react(app) -> None:
    """The attacked seat's screen: the attack arrow, the prompt, ceasefire highlighted, "no reaction"."""
    show(app, played(attack=True))


def end(app) -> None:
    """The end screen of a three-seat game (one fleet left, seed 4)."""
    from tests.ui.zgundam.test_end import finished

    show(app, finished(3), curtains=0)


SCREENS = (Screen("zgundam-opening", opening("zgundam", 2, 3)), Screen("zgundam-battle", battle),
           Screen("zgundam-react-curtain", react_curtain), Screen("zgundam-react", react),
           Screen("zgundam-end", end))
test_zgundam_screens = screen_test(SCREENS)
