"""Render the SD Gundam Force table in each phase and the deck builder to PNG files.

    SDL_VIDEODRIVER=dummy python -m tests.ui.sdgf.screenshots [OUTDIR]

Writes ``sdgf-<phase>-<lang>.png``, ``sdgf-deckbuilder-<lang>.png`` and a small (900x600) and a middle (1024x768)
window's table to
``docs/screenshots`` (or OUTDIR). The game is played by the real app with a
fixed dice seed; each decision picks the first legal action, like a player.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[3]


def lift(app) -> None:
    from tabletop.ui.inputs import click_events
    from tabletop.ui.widgets import PrivacyCurtain

    while isinstance(app.top, PrivacyCurtain):
        app.step(click_events((app.size[0] // 2, app.size[1] // 2)), 0.016)
    away(app)


def away(app) -> None:
    """Move the pointer to the header, where no card is enlarged."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(app.size[0] // 2, 20), rel=(0, 0), buttons=(0, 0, 0))],
             0.016)


def settle(app, limit: int = 200) -> None:
    """Frames until every card and die has come to rest (``motion.busy``), then one more: a picture taken after it
    shows the table, not a card on its way (the ``sdgf-tapped`` pictures were taken mid-flight)."""
    from tabletop.ui import motion

    for _ in range(limit):
        if not motion.busy():
            break
        app.step([], 0.05)
    app.step([], 0.016)


def play_until(app, scene, phase: str, limit: int = 200, pick=None) -> None:
    """Take the first legal action (or ``pick(actions)``) until the game reaches ``phase``."""
    for _ in range(limit):
        lift(app)
        if scene.session.state.phase == phase or scene.session.is_over():
            return
        actions = scene.session.legal_actions()
        scene.apply_action(pick(actions) if pick else actions[0])
    raise RuntimeError(f"never reached {phase}")


def main(argv: list[str]) -> int:
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-sdgf-shots-"))
    from tabletop.core.dice import make_source
    from tabletop.core.registry import find
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.games.sdgf.actions import PlayCounter
    from tabletop.ui.app import App
    from tabletop.ui.inputs import click_events
    from tabletop.ui.views.sdgf import open_deck_builder

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    discover()
    pygame.display.init()
    pygame.font.init()

    def shot(app, name: str) -> None:
        settle(app)
        path = out / name
        pygame.image.save(app.surface, str(path))
        print(path)

    def counter_first(actions):
        plays = [a for a in actions if isinstance(a, PlayCounter)]
        return plays[0] if plays else actions[0]

    for lang in ("ja", "en"):
        app = App(lang)
        session = Session(find("sdgf"), 2, {}, make_source("seeded", 7))
        scene = app.start_game(session)
        app.step([], 0.016)
        lift(app)
        # formation: one card deployed, a hand card selected
        scene.apply_action(scene.session.legal_actions()[0])
        lift(app)
        hand = [s for s in scene.table.slots if s.zone.startswith("hand") and s.entry.selectable]
        if hand:
            app.step(click_events(hand[-1].rect.center), 0.016)
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=hand[0].rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0))], 0.6)
            app.step([], 0.016)
        shot(app, f"sdgf-formation-{lang}.png")
        play_until(app, scene, "sortie")
        shot(app, f"sdgf-sortie-{lang}.png")
        play_until(app, scene, "counter", pick=counter_first)
        shot(app, f"sdgf-counter-{lang}.png")
        play_until(app, scene, "calculation", pick=counter_first)
        shot(app, f"sdgf-calculation-{lang}.png")
        scene.apply_action(scene.session.legal_actions()[0])
        lift(app)
        shot(app, f"sdgf-result-{lang}.png")
        # a later turn with tapped cards, if one comes up
        for _ in range(6):
            play_until(app, scene, "counter", pick=counter_first)
            if any(e.tapped for z in scene.table.zones for e in z.cards) or scene.session.is_over():
                break
            play_until(app, scene, "formation", pick=counter_first)
        if not scene.session.is_over():
            shot(app, f"sdgf-tapped-{lang}.png")
        app2 = App(lang)
        b = open_deck_builder(app2)
        app2.step([], 0.016)
        b.starter.set("three_worlds")
        b.load_starter()
        b.remove_card(b.cards[0])
        b.add_card("SDGF-50")
        b.add_card("SDGF-50")
        b.add_card("SDGF-50")
        app2.step(click_events((300, 400)), 0.016)
        app2.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(420, 330), rel=(0, 0), buttons=(0, 0, 0))], 0.6)
        app2.step([], 0.6)
        shot(app2, f"sdgf-deckbuilder-{lang}.png")
        # to the end of the game: the table under the end screen
        play_until(app, scene, "over", limit=3000, pick=counter_first)
        lift(app)
        app.step([], 0.016)
        shot(app, f"sdgf-gameover-{lang}.png")
    app = App("en", size=(900, 600))
    b = open_deck_builder(app)
    app.step([], 0.016)
    b.load_starter()
    app.step([], 0.016)
    shot(app, "sdgf-deckbuilder-small-en.png")
    # a small window and a middle one (the hand as compact faces, 80-94 px: ``faces.compact_held_face``)
    for lang, size, name in (("ja", (900, 600), "sdgf-small-ja.png"), ("en", (1024, 768), "sdgf-middle-en.png")):
        app = App(lang, size=size)
        session = Session(find("sdgf"), 2, {}, make_source("seeded", 7))
        scene = app.start_game(session)
        app.step([], 0.016)
        play_until(app, scene, "counter", pick=counter_first)
        shot(app, name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
