"""Screenshots of every phase of the Dunbine screen, from the real app, into docs/screenshots.

    SDL_VIDEODRIVER=dummy python -m tests.ui.dunbine.screenshots [OUTDIR] [--size WxH] [--scale 1.5] [--both]

Plays the skirmish opening with posted mouse events (``opening``/``driver``)
and saves: acceleration, action (move highlights and a path preview), attack
(arc overlay and the 14.1 breakdown), hand-over prompt, defender, PP
allocation, an English action phase, and the end-of-game screen (the rest of
the game played by the greedy bot through the scene's ``apply_action``).
``--size`` sets the window (default 1280x800), ``--scale`` the UI scale, and
``--both`` saves every shot in Japanese and in English (``-ja``/``-en``).
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


def options(argv: list[str]) -> tuple[Path, tuple[int, int], float, bool]:
    """OUTDIR, window size, UI scale and whether to save both languages, from the command line."""
    args = list(argv)
    size, scale, both = (1280, 800), 1.0, False
    if "--both" in args:
        args.remove("--both")
        both = True
    for flag in ("--size", "--scale"):
        if flag in args:
            i = args.index(flag)
            value = args[i + 1]
            del args[i:i + 2]
            if flag == "--size":
                w, h = value.lower().split("x")
                size = (int(w), int(h))
            else:
                scale = float(value)
    return (Path(args[0]) if args else ROOT / "docs" / "screenshots"), size, scale, both


def main(argv: list[str]) -> int:
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-dunbine-shots-"))
    out, size, scale, both = options(argv)
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    from tabletop.games.dunbine import bot_quick
    from tabletop.ui.app import App
    from tests.ui.dunbine.opening import accelerate_all, end_turn, move_all_forward, start, to_attack

    def shot(name: str) -> None:
        playing = app.lang
        for lang in ("ja", "en") if both else (playing,):
            app.lang = lang
            app._relayout()             # as the menu's language switch does (its scene resumes)
            d.frames(2, 0.4)
            path = out / (f"dunbine-{name}-{lang}.png" if both else f"dunbine-{name}.png")
            pygame.image.save(app.surface, str(path))
            print(path)
        app.lang = playing
        app._relayout()
        d.frames(1, 0.05)

    app = App("ja", size=size)
    if scale != 1.0:
        app.change_setting("ui_scale", scale)
    d = start(app)
    state = d.state
    u = state.side_units(state.current)[0]
    d.select(u.id)
    d.move(d.button("6", exact=True).rect.center)
    shot("acceleration")
    accelerate_all(d, 6)
    m = state.unit(state.active)
    d.move(d.hex_pos(d.forward_hex(m.id, 4)))
    shot("action")
    d.click_hex(d.forward_hex(m.id, 6))
    d.press("行動終了")
    move_all_forward(d)
    for b in [b for b in d.scene.controls if getattr(b, "label", "") == "+"][:2]:
        d.click(b.rect.center)
    shot("allocation")
    end_turn(d)
    to_attack(d)
    m = state.unit(state.active)
    d.move((d.scene.mapview.rect.x + 30, d.scene.mapview.rect.bottom - 60))
    shot("attack")
    d.press("攻撃する")
    shot("handover")
    d.lift()
    shot("defender")
    d.press("回避する")
    while state.attack is not None:
        d.lift()
        d.press("オーラ力を使わない")
    d.lift()
    app.set_lang("en")
    d.frames(1, 0.1)
    d.move(d.hex_pos(d.forward_hex(m.id, 1)))
    shot("action-en")
    app.set_lang("ja")
    # the rest of the game: the greedy bot through the scene (the real app path)
    for _ in range(4000):
        if d.scene.session.is_over():
            break
        d.lift()
        scene = d.scene
        if app.top is not scene:
            break
        scene.apply_action(bot_quick.choose(scene.session.state))
    alive = [u for u in d.state.units if u.in_play and not u.carrier]
    if alive:  # put the survivors in the top left of the map, clear of the dialog
        view = d.scene.mapview
        x, y = view.layout.hex_center(alive[0].hex)
        view.camera.x, view.camera.y = x - 160 / view.camera.zoom, y - 120 / view.camera.zoom
        view.camera.clamp()
    d.frames(3, 0.3)
    shot("end")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
