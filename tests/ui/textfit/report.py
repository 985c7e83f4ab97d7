"""Print every finding of the text-fit check (known ones marked) and save each screen as a PNG.

    SDL_VIDEODRIVER=dummy python -m tests.ui.textfit.report [OUTDIR] [--all] [--game NAME]

Without ``--all`` only the first sampled phases of each game are visited.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv: list[str]) -> int:
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-textfit-"))
    import pygame

    from tabletop.ui.probe import Probe

    from .check import is_known, problems
    from .screens import COMBOS, PLAYTHROUGHS, combo_id, game_screens, new_app, sample_points, shell_screens

    args = [a for a in argv if not a.startswith("--")]
    wanted = argv[argv.index("--game") + 1] if "--game" in argv else None
    if wanted:
        args = [a for a in args if a != wanted]
    out = Path(args[0]) if args else Path(tempfile.mkdtemp(prefix="textfit-"))
    out.mkdir(parents=True, exist_ok=True)
    pygame.display.init()
    pygame.font.init()
    total = 0
    with Probe() as probe:
        for lang, size, scale in COMBOS:
            app, driver = new_app(probe, lang, size, scale)
            cid = combo_id(lang, size, scale)

            def visit(name: str) -> None:
                nonlocal total
                pygame.image.save(app.surface, str(out / (re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{cid}-{name}") + ".png")))
                for p in problems(driver, name):
                    total += 1
                    print(f"{'known ' if is_known(p) else ''}{cid} {p}")

            if not wanted:
                shell_screens(driver, visit)
            for game in PLAYTHROUGHS:
                if wanted and game != wanted:
                    continue
                points = sample_points(game)
                if "--all" not in argv:
                    points = points[:3] + points[-1:]
                for upto, phase in points:
                    game_screens(driver, game, upto, phase, visit, extras=upto == points[0][0],
                                 board=upto == points[-1][0])
    print(f"{total} findings; screens in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
