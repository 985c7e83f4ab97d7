"""The cost of ``text.wrap`` a call in two source trees, measured in one process (so both see the same machine load).

    python tools/wrap_cost.py /work/main .        # base tree, then the changed one

Every registered string of the games and the shell (``i18n.all_texts``, both languages; each paragraph a call) is
wrapped at six widths (70-300 px) in 13 px type, measurements kept (as ``TextCache.size`` keeps them), so what is
timed is choosing the breaks. The trees take turns, nine rounds; printed: each tree's median of the rounds, in ms a
call (CPU time, so other work on the machine counts little). Headless: needs SDL_VIDEODRIVER=dummy.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Callable

WIDTHS = (70, 100, 140, 180, 240, 300)
SIZE = 13
ROUNDS = 9


def _wrap_of(tree: str) -> Callable:
    """``tabletop.ui.text.wrap`` as ``tree`` has it (its modules imported fresh, then forgotten again)."""
    for name in [m for m in sys.modules if m == "tabletop" or m.startswith("tabletop.")]:
        del sys.modules[name]
    sys.path.insert(0, tree)
    try:
        from tabletop.ui.text import wrap
    finally:
        sys.path.remove(tree)
    return wrap


def _paragraphs() -> list[str]:
    from tabletop.core import i18n
    from tabletop.games import discover

    discover()
    return sorted({p for _, text in i18n.all_texts() for lang in i18n.LANGS
                   for p in text.get(lang).split("\n") if p.strip() and "{" not in p})


def main(trees: list[str]) -> None:
    import pygame

    pygame.font.init()
    wraps = [_wrap_of(tree) for tree in trees]
    from tabletop.ui.text import TextCache

    cache = TextCache()
    paragraphs = _paragraphs()

    def measure(s: str) -> int:
        return cache.size(s, SIZE)[0]

    for wrap in wraps:  # (every measurement and BudouX parse made once, before the clock)
        for width in WIDTHS:
            for p in paragraphs:
                wrap(p, width, measure)
    rounds: list[list[float]] = [[] for _ in trees]
    calls = len(paragraphs) * len(WIDTHS)
    for _ in range(ROUNDS):
        for k, wrap in enumerate(wraps):
            start = time.process_time()
            for width in WIDTHS:
                for p in paragraphs:
                    wrap(p, width, measure)
            rounds[k].append((time.process_time() - start) * 1000 / calls)
    print(f"{len(paragraphs)} paragraphs x {len(WIDTHS)} widths, {SIZE} px, median of {ROUNDS} rounds:")
    for tree, times in zip(trees, rounds):
        print(f"  {tree}: {statistics.median(times):.4f} ms a call (rounds {min(times):.4f}-{max(times):.4f})")


if __name__ == "__main__":
    main(sys.argv[1:] or ["."])
