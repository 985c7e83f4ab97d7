"""Screenshots of the Ultra Seven screen (real app, dummy video driver).

    SDL_VIDEODRIVER=dummy python -m tests.ui.ultraseven.shots [OUTDIR]

Writes ``ultraseven-alien.png``, ``ultraseven-tdf.png``, ``ultraseven-recon.png``,
``ultraseven-combat.png``, ``ultraseven-en.png``, ``ultraseven-small.png``
(1024x640), ``ultraseven-crowded-{ja,en}-800x560.png`` (groups in five areas, three recon results, the
smallest window) and ``ultraseven-six-{ja,en}-800x560.png`` (a group of six between two others, its card just
discovered) to ``docs/screenshots`` (or OUTDIR). Positions are built with the test
helpers and played on with mouse events, as in the tests.
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

ROOT = Path(__file__).resolve().parents[3]


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def main(argv: list[str]) -> int:
    from tabletop.core.dice import ScriptedSource
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, PlaceChit
    from tabletop.ui.app import App
    from tests.ui.conftest import button_labelled

    from .helpers import card_on_table, card_pos, click, crowded, drag, play_to_melee, six_in_city, start, zone_pos

    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()

    def save(app, name, hover=(5, 795)):
        app.step([_motion(hover)], 0.6)
        app.step([], 0.6)
        pygame.image.save(app.surface, str(out / name))
        print("wrote", out / name)

    # the alien's turn, a card selected (its chit / reveal / damage buttons)
    s = card_on_table()
    app = App("ja", size=(1280, 800))
    scene = start(app, s)
    click(app, card_pos(scene, "inv24", "inv:sea"))
    save(app, "ultraseven-alien.png", hover=card_pos(scene, "inv05", "alien_hand"))

    # the TDF deploying: Soga being dragged, the legal areas lit
    s = card_on_table()
    s.apply(PlaceChit("inv02"), 0)
    s.apply(EndAlienActions(), 0)
    app = App("ja", size=(1280, 800))
    scene = start(app, s)
    drag(app, card_pos(scene, "m_dan", "base"), zone_pos(scene, "grp:space"))
    drag(app, card_pos(scene, "m_furuhashi", "base"), zone_pos(scene, "grp:city"))
    drag(app, card_pos(scene, "w_pointer", "base"), zone_pos(scene, "grp:city"))
    start_pos = card_pos(scene, "m_soga", "base")
    app.step([_motion(start_pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1),
              _motion((start_pos[0] + 40, start_pos[1] - 60)), _motion((430, 290))], 0.016)
    app.step([], 0.3)
    pygame.image.save(app.surface, str(out / "ultraseven-tdf.png"))
    print("wrote", out / "ultraseven-tdf.png")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(430, 290), button=1)], 0.016)

    # a reconnaissance: city declared and rolled (found), sea "異常なし"
    click(app, scene.end_button.rect.center)
    s.dice = ScriptedSource([2, 3, 6, 5])
    click(app, zone_pos(scene, "grp:city"))
    app.step([], 0.3)
    pygame.image.save(app.surface, str(out / "ultraseven-recon-declare.png"))
    click(app, button_labelled(scene, "2D6を振る").rect.center)
    save(app, "ultraseven-recon.png")

    # a combat: Kiriyama hit with Ultra Hawk 2, Dan missed, Seven transformed, a melee: each side's die
    # on its own row with its power (rule 17.4), in both languages, large and small
    for lang, size in (("ja", (1280, 800)), ("en", (1280, 800)), ("ja", (800, 560)), ("en", (800, 560))):
        app = App(lang, size=size)
        play_to_melee(app, lang)
        name = "ultraseven-combat.png" if (lang, size) == ("ja", (1280, 800)) else \
            f"ultraseven-combat-{lang}-{size[0]}x{size[1]}.png"
        save(app, name)

    # English, and a small window
    s = card_on_table()
    s.apply(EndAlienActions(), 0)
    app = App("en", size=(1280, 800))
    scene = start(app, s)
    for m, a in (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_anne", "underground")):
        s.apply(Deploy(m, a), 1)
    scene.changed([])
    save(app, "ultraseven-en.png", hover=card_pos(scene, "inv01", "inv:space"))
    s.apply(EndDeployment(), 1)
    app = App("ja", size=(1024, 640))
    scene = start(app, s)
    save(app, "ultraseven-small.png")

    # the smallest window with TDF groups in five areas and this turn's recon results (docs/art.md "Small tables")
    for lang in ("ja", "en"):
        app = App(lang, size=(800, 560))
        start(app, crowded())
        save(app, f"ultraseven-crowded-{lang}-800x560.png", hover=(5, 555))
        start(app, six_in_city(True))
        save(app, f"ultraseven-six-{lang}-800x560.png", hover=(5, 555))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
