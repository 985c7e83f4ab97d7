"""Screenshots of the Z Gundam table (real app, dummy video driver) for the docs.

    SDL_VIDEODRIVER=dummy python -m tests.ui.zgundam.screenshots [OUTDIR]

Writes ``zgundam-2seats.png``, ``zgundam-6seats.png`` (Japanese),
``zgundam-combat.png`` (English, just after a battle), ``zgundam-react.png``
(the curtain that hands the computer to an attacked seat) and
``zgundam-small.png`` (1024x640), ``zgundam-recap.png`` and ``zgundam-end.png`` to ``docs/screenshots`` (or OUTDIR).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[3]


def main(argv: list[str]) -> int:
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-zg-shots-"))
    from tabletop.core import registry
    from tabletop.core.dice import SeededSource
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.games.zgundam import actions as A
    from tabletop.ui.app import App
    from tabletop.ui.inputs import click_events
    from tabletop.ui.views.zgundam.scene import RecapDialog
    from tabletop.ui.widgets import PrivacyCurtain

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    discover()
    pygame.display.init()
    pygame.font.init()
    game = registry.find("zgundam")

    def lift(app):
        for _ in range(6):
            if isinstance(app.top, PrivacyCurtain):
                app.step(click_events((640, 400)), 0.016)
            elif isinstance(app.top, RecapDialog):
                app.top.ok()
            else:
                break
        for _ in range(30):
            app.step([], 0.05)

    def played(seats, seed, steps, lang="ja", size=(1280, 800)):
        session = Session(game, seats, dice=SeededSource(seed))
        rng = random.Random(seed)
        for _ in range(steps):
            if session.is_over():
                break
            acts = session.legal_actions()
            pref = [a for a in acts if isinstance(a, (A.DeployPair, A.AttackMS, A.AttackShip, A.ShipAttack,
                                                      A.NoReaction))]
            session.apply(rng.choice(pref or acts))
        app = App(lang, size=size)
        scene = app.start_game(session)
        app.step([], 0.016)
        lift(app)
        return app, scene

    def hover(app, pos):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
        app.step([], 0.5)

    def shot(app, name):
        path = out / name
        pygame.image.save(app.surface, str(path))
        print(path)

    app, scene = played(2, 2, 30)
    while scene.session.state.phase != "action":
        scene.apply_action(next(a for a in scene.session.legal_actions()
                                if isinstance(a, (A.NoReaction, A.Discard, A.FinishDeploy))))
        lift(app)
    sources = [a.ms for a in scene.session.legal_actions() if isinstance(a, (A.AttackMS, A.AttackShip))]
    if sources:
        scene.pick(sources[0])
        app.step([], 0.016)
    shot(app, "zgundam-2seats.png")

    app, scene = played(6, 3, 70)
    ships = [s for s in scene.table.slots if s.zone == "ships2"]
    if ships:
        hover(app, ships[0].rect.center)
    shot(app, "zgundam-6seats.png")

    # a battle: play until the seat at the computer can attack, attack through the scene
    app, scene = played(3, 2, 0, lang="en")
    session = scene.session
    rng = random.Random(5)
    while session.state.phase != "action" or not any(isinstance(a, (A.AttackMS, A.AttackShip)) for a in session.legal_actions()):
        acts = session.legal_actions()
        scene.apply_action(rng.choice([a for a in acts if isinstance(a, (A.DeployPair, A.NoReaction))] or acts))
        lift(app)
    attack = next(a for a in session.legal_actions() if isinstance(a, A.AttackMS)) if any(
        isinstance(a, A.AttackMS) for a in session.legal_actions()) else next(
        a for a in session.legal_actions() if isinstance(a, A.AttackShip))
    scene.apply_action(attack)
    lift(app)
    while session.state.phase == "react":
        scene.apply_action(A.NoReaction())
        lift(app)
    for _ in range(30):
        app.step([], 0.05)
    shot(app, "zgundam-combat.png")

    # the hand-over to an attacked seat mid-turn
    app, scene = played(2, 3, 0)
    session = scene.session
    while session.state.phase != "action":
        acts = session.legal_actions()
        scene.apply_action(next((a for a in acts if isinstance(a, A.DeployPair)), None) or
                           next((a for a in acts if isinstance(a, A.FinishDeploy)), None) or
                           next(a for a in acts if not a.card.startswith("supply")))
        lift(app)
    seat = session.state.current
    cease = next(c for c in session.state.cards("action_deck") if c.startswith("ceasefire"))
    with session.edit():
        session.state.cards("action_deck").remove(cease)
        session.state.cards(f"hand{1 - seat}").append(cease)
    ms_attack = next((a for a in session.legal_actions() if isinstance(a, A.AttackMS)), None)
    if ms_attack is not None:
        scene.apply_action(ms_attack)
        app.step([], 0.016)
        shot(app, "zgundam-react-curtain.png")
        lift(app)
        shot(app, "zgundam-react.png")

    app, scene = played(4, 6, 50, size=(1024, 640))
    shot(app, "zgundam-small.png")

    # the recap a seat gets after the curtain, and the end screen
    session = Session(game, 3, dice=SeededSource(8))
    app = App("ja")
    scene = app.start_game(session)
    app.step([], 0.016)
    rng = random.Random(8)
    for _ in range(25):
        while isinstance(app.top, (PrivacyCurtain, RecapDialog)):
            if isinstance(app.top, RecapDialog):
                app.top.ok()
            else:
                app.step(click_events((640, 400)), 0.016)
        acts = session.legal_actions()
        scene.apply_action(rng.choice([a for a in acts if isinstance(a, (A.DeployPair, A.AttackMS, A.ShipAttack))]
                                      or acts))
    while not isinstance(app.top, RecapDialog):
        app.step(click_events((640, 400)), 0.016)
    app.step([], 0.016)
    shot(app, "zgundam-recap.png")
    session = Session(game, 3, {"end": "one_fleet"}, dice=SeededSource(4))
    rng = random.Random(4)
    while not session.is_over():
        acts = session.legal_actions()
        session.apply(rng.choice([a for a in acts if isinstance(a, (A.AttackShip, A.ShipAttack, A.DeployPair,
                                                                    A.NoReaction))] or acts))
    app = App("en")
    app.start_game(session)
    app.step([], 0.016)
    shot(app, "zgundam-end.png")
    dice_shots(out)
    return 0


def dice_shots(out: Path) -> None:
    """A repair (success on the points or more) and a colony laser (hits counted), each just after
    it was played with clicks, in ja and en at 1280x800 and 800x560: ``zgundam-repair-<lang>-<size>.png``,
    ``zgundam-laser-<lang>-<size>.png``."""
    from tabletop.core.dice import ScriptedSource
    from tabletop.ui.app import App
    from tests.ui.conftest import button_labelled, click
    from tests.ui.zgundam.helpers import lift
    from tests.ui.zgundam.test_play import colony_laser_dragged, repair_chosen

    for lang in ("ja", "en"):
        for size in ((1280, 800), (800, 560)):
            app = App(lang, size=size)   # a short window: one choice of points, in view; the click plays it
            scene, session, seat, ship, repair = repair_chosen(app, 3 if size[1] >= 800 else 1, ScriptedSource([4]))
            if session.state.damage.get(ship) == 3:
                click(app, button_labelled(scene, "3ポイント" if lang == "ja" else "by 3 (", lang))
            lift(app)
            app.step([], 1.0)
            pygame.image.save(app.surface, str(out / f"zgundam-repair-{lang}-{size[0]}x{size[1]}.png"))
            app = App(lang, size=size)
            colony_laser_dragged(app)
            app.step([], 1.0)
            pygame.image.save(app.surface, str(out / f"zgundam-laser-{lang}-{size[0]}x{size[1]}.png"))
            print(out / f"zgundam-laser-{lang}-{size[0]}x{size[1]}.png")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
