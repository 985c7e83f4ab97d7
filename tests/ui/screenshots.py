"""Render the shell's screens to PNG files, to look at them.

    SDL_VIDEODRIVER=dummy python -m tests.ui.screenshots [--demo] [OUTDIR]

Writes ``launcher-ja.png`` / ``launcher-en.png`` to ``docs/screenshots`` and the
generic game scene, menu, manual dice dialog, curtain, load list and a
resized launcher to ``OUTDIR`` (default ``out/screens``). Uses the registered
games; with ``--demo`` (or when none are registered) the test games are added.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[2]


def main(argv: list[str]) -> int:
    import tempfile

    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-shots-"))
    from tabletop.core import registry
    from tabletop.core.dice import ScriptedSource
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.ui.app import App
    from tabletop.ui.inputs import click_events, key_event
    from tabletop.ui.widgets import ManualDiceDialog

    demo = "--demo" in argv
    args = [a for a in argv if not a.startswith("--")]
    out = Path(args[0]) if args else ROOT / "out" / "screens"
    out.mkdir(parents=True, exist_ok=True)
    docs = ROOT / "docs" / "screenshots"
    docs.mkdir(parents=True, exist_ok=True)
    discover()
    if demo or not registry.names():
        sys.path.insert(0, str(ROOT))
        from tests.core.toy import Race
        from tests.ui.demo_game import DemoDuel

        registry.register(Race())
        registry.register(DemoDuel())

    pygame.display.init()
    pygame.font.init()

    def shot(app, path: Path) -> None:
        pygame.image.save(app.surface, str(path))
        print(path)

    for lang in ("ja", "en"):
        app = App(lang)
        app.open_launcher()
        app.step([], 0.016)
        shot(app, docs / f"launcher-{lang}.png")
    app = App("ja", size=(900, 600))
    app.open_launcher()
    app.step([], 0.016)
    shot(app, out / "launcher-small.png")

    name = "demoduel" if "demoduel" in registry.names() else registry.names()[0]
    game = registry.find(name)
    seats = min(3, game.spec.max_seats)
    app = App("ja")
    session = Session(game, seats, dice=ScriptedSource([5, 5, 3, 6, 2, 4, 1, 6] * 20))
    legal = session.legal_actions()
    for i in range(min(3, len(legal))):
        if session.is_over():
            break
        session.apply(session.legal_actions()[i % len(session.legal_actions())])
    scene = app.start_game(session)
    app.step([], 0.016)
    shot(app, out / "curtain.png")
    app.step(click_events((640, 400)), 0.016)
    for _ in range(20):
        app.step([], 0.05)
    shot(app, out / "game-ja.png")
    app.set_lang("en")
    if hasattr(scene, "apply_action"):
        from tabletop.core.errors import RulesError

        scene.show_error(RulesError(f"{name} 3.1", "持っている得点より多くは賭けられません。",
                                    "You cannot bet more points than you have."))
    app.step([], 0.016)
    shot(app, out / "game-en.png")
    app.set_lang("ja")
    app.step([key_event(pygame.K_ESCAPE)], 0.016)
    shot(app, out / "menu.png")
    app.pop()
    app.push(ManualDiceDialog(app, 6, 2, "赤", "攻撃"))
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="4")], 0.016)
    shot(app, out / "manual-dice.png")
    app.pop()
    session.save(Path(os.environ["TABLETOP_HOME"]) / "saves" / f"{name}-example.json")
    (Path(os.environ["TABLETOP_HOME"]) / "saves" / "broken.json").write_text("{", encoding="utf-8")
    from tabletop.ui.scenes.load import LoadScene

    app.push(LoadScene(app))
    app.step([], 0.016)
    shot(app, out / "load.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
