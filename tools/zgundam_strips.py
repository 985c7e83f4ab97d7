"""Scan Z Gundam's set-up tables for name strips that lose a number or part of their name (issue 16).

For 2-6 seats, five seeds and both languages at 1280x800 and a UI scale (150 % unless told), a game is set up by the
rules with every mobile suit paired (``tests.ui.zgundam.helpers.at_the_table``) and every name strip of the ships,
the combat-ready pairs and the hand is measured as the table draws it (``CardRenderer.strip_anatomy``): a strip is
*short* where it shows fewer numbers than its card has or not its whole name. Prints the count per seats and zone
kind, the total, the pairs' part and the numbers left out, and (``-v``) each short strip; and of the other seats' ship
and pair strips, how many print their name under ``board.NAME_GOOD`` px (``Anatomy.name_size``; a short form or no name
counts too) and how many print it on two lines.

``--moves N`` scans mid-game tables instead: N moves played by quick computer players after the set-up.

    PYTHONPATH=$PWD SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/zgundam_strips.py [--scale 1.5] [--seats 6] [-v]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter

SEEDS = (1, 2, 3, 4, 5)


def name_prints(scene, me: int, lang: str) -> tuple[int, int, int]:
    """(strips, names under ``NAME_GOOD`` px, names on two lines) of the other seats' ship and pair strips."""
    from tabletop.ui.cards.table import _reserved
    from tabletop.ui.views.zgundam.board import NAME_GOOD

    table = scene.table
    strips = small = two = 0
    for slot in table.slots:
        face = slot.entry.face
        if not slot.strip or face is None or not slot.zone.startswith(("ships", "ready")) or \
                slot.zone in (f"ships{me}", f"ready{me}"):
            continue
        zone = table._zone(slot.zone)
        anatomy = table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                            _reserved(slot.entry, zone), table.name_max(zone, lang), bool(zone.side),
                                            bool(zone.columns))
        whole = "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", "")
        strips += 1
        small += not whole or anatomy.name_size < NAME_GOOD
        two += len(anatomy.lines) > 1
    return strips, small, two


def short_strips(scene, lang: str) -> list[tuple[str, str, str, int, int]]:
    """(zone, card, what is lost, width, height) for every name strip on ``scene``'s table that loses something (a name
    in a short form: "name 'Aud…'")."""
    from tabletop.ui.cards.table import _reserved
    from tabletop.ui.views.zgundam.board import shown_numbers

    table = scene.table
    out = []
    for slot in table.slots:
        face = slot.entry.face
        if not slot.strip or face is None or not slot.zone.startswith(("ships", "ready", "hand")):
            continue
        zone = table._zone(slot.zone)
        anatomy = table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang,
                                            zone.back_colour if zone else (40, 60, 110), _reserved(slot.entry, zone),
                                            table.name_max(zone, lang), bool(zone and zone.side),
                                            bool(zone and zone.columns))
        whole = "".join(anatomy.lines).replace(" ", "") == face.title.get(lang).replace(" ", "")
        lost = []
        if not whole:
            lost.append(f"name '{''.join(anatomy.lines)}'")
        shown = shown_numbers(anatomy)
        if shown < len(face.stats):
            lost.append(f"{len(face.stats) - shown} of {len(face.stats)} numbers")
        if lost:
            out.append((slot.zone, face.id, ", ".join(lost), slot.rect.w, slot.rect.h))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.5)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--unpaired", action="store_true", help="set up without pairing (empty combat-ready zones)")
    parser.add_argument("--seats", help="only these numbers of seats, e.g. 6 or 4,6")
    parser.add_argument("--shots", help="a folder for each table's picture (zg-SEATS-SEED-LANG.png)")
    parser.add_argument("--moves", type=int, default=0,
                        help="mid-game: this many moves played by quick computer players after the set-up")
    args = parser.parse_args(argv)
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="zgscan"))
    import pygame

    from tabletop.ui.probe import Probe
    from tests.ui.zgundam.helpers import at_the_table

    size = tuple(int(v) for v in args.size.split("x"))
    pygame.display.init()
    pygame.font.init()
    counts: Counter[tuple[int, str]] = Counter()
    numbers = 0
    shorts: list[int] = []  # the characters each short form keeps (before its "…")
    prints = [0, 0, 0]  # ``name_prints`` over every table
    with Probe() as probe:
        for seats in [int(n) for n in args.seats.split(",")] if args.seats else range(2, 7):
            for seed in SEEDS:
                for lang in ("ja", "en"):
                    app, _, scene, me = at_the_table(probe, lang, size, seats, seed, pair=not args.unpaired,
                                                     scale=args.scale, moves=args.moves)
                    for zone, card, lost, w, h in short_strips(scene, lang):
                        numbers += int(lost.split(" of ")[0].split()[-1]) if " of " in lost else 0
                        if "…'" in lost:
                            shorts.append(len(lost.split("'")[1].rstrip("…").replace(" ", "")))
                        kind = zone.rstrip("0123456789")
                        whose = "own" if zone.endswith(str(me)) else "other"
                        counts[(seats, f"{whose} {kind}")] += 1
                        if args.verbose:
                            print(f"{seats} seats seed {seed} {lang} {zone} {card} {w}x{h}: {lost}")
                    prints = [a + b for a, b in zip(prints, name_prints(scene, me, lang))]
                    if args.shots:
                        os.makedirs(args.shots, exist_ok=True)
                        pygame.image.save(app.window, os.path.join(args.shots, f"zg-{seats}-{seed}-{lang}.png"))
                    app.change_setting("ui_scale", 1.0)
    total = sum(counts.values())
    pairs = sum(n for (_, kind), n in counts.items() if kind.endswith("ready"))
    for (seats, kind), n in sorted(counts.items()):
        print(f"{seats} seats {kind}: {n}")
    print(f"short strips: {total}, of them pairs: {pairs}; numbers left out: {numbers}")
    print(f"short forms: {len(shorts)}, under 6 characters: {sum(1 for n in shorts if n < 6)}, "
          f"mean length: {sum(shorts) / max(1, len(shorts)):.1f}")
    print(f"other seats' strips: {prints[0]}, names under NAME_GOOD px (or short): {prints[1]}, on two lines: {prints[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
