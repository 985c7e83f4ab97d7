"""Screenshots of the settings screen, the key help overlay, the rules help and
the keyboard focus ring, written to ``docs/screenshots/``.

    SDL_VIDEODRIVER=dummy python -m tests.ui.screenshots_access
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-shots-"))

import pygame

ROOT = Path(__file__).resolve().parents[2]


def main(argv: list[str]) -> int:
    from tabletop.core import registry
    from tabletop.core.dice import ScriptedSource
    from tabletop.core.game import rules_error
    from tabletop.core.session import Session
    from tabletop.games import discover
    from tabletop.ui.app import App
    from tabletop.ui.inputs import key_event
    from tabletop.ui.scenes.settings import SettingsScene

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    discover()
    sys.path.insert(0, str(ROOT))
    pygame.display.init()
    pygame.font.init()

    def shot(app, name: str) -> None:
        app.step([], 0.016)
        path = out / name
        pygame.image.save(app.window, str(path))
        print(path)

    for lang in ("ja", "en"):
        app = App(lang)
        app.open_launcher()
        app.settings.palette = "deuteranopia"
        app.change_setting("palette", "deuteranopia")
        app.push(SettingsScene(app))
        app.step([key_event(pygame.K_TAB)] * 5, 0.016)  # focus ring on the palette chooser
        shot(app, f"settings-{lang}.png")
        app.change_setting("palette", "standard")

    app = App("ja")
    app.open_launcher()
    app.step([key_event(pygame.K_F1)], 0.016)
    shot(app, "keys-help-ja.png")

    if "zgundam" in registry.names():
        from tabletop.ui.scenes.help import RulesHelpScene

        app = App("en")
        app.open_launcher()
        app.push(RulesHelpScene(app, "zgundam", rule="zgundam (2)-a 修理", title=registry.find("zgundam").spec.title))
        shot(app, "rules-help-en.png")
        app = App("ja")
        app.open_launcher()
        app.push(RulesHelpScene(app, "dunbine", rule="dunbine 9.3", title=registry.find("dunbine").spec.title))
        shot(app, "rules-help-ja.png")

    app = App("en", size=(1600, 1000))
    app.change_setting("ui_scale", 1.5)
    app.open_launcher()
    shot(app, "launcher-scale-150-en.png")

    from tests.ui.demo_game import DemoDuel  # a test's toy game, registered only now: the launcher shots
    # above show the games a player has
    if "demoduel" not in registry.names():
        registry.register(DemoDuel())

    app = App("en")
    session = Session(registry.find("demoduel"), 2, dice=ScriptedSource([3, 4] * 20))
    scene = app.start_game(session)
    while app.top is not scene:
        app.step([key_event(pygame.K_RETURN)], 0.016)
    scene.show_error(rules_error("demo 3.1", "持っている得点より多くは賭けられません。",
                                 "You cannot bet more points than you have."))
    app.step([key_event(pygame.K_F1)], 0.016)
    shot(app, "keys-help-game-en.png")
    app.pop()
    shot(app, "why-banner-en.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
