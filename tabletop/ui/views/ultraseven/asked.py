"""The Ultra Seven board's questions to the card renderer, answered once for the whole process.

``board.build_board`` asks how wide a side tile, a strip or a tile must be for a card, or whether one of a size shows
all its numbers (``CardRenderer.side_need``, ``strip_whole_need``, ...). Each answer depends only on the fonts (the
text cache's font file and the UI scale), the card's face and the numbers asked, and many of them search width after
width. A renderer keeps its answers for its own app; ``asked`` keeps them for every app of the process (a new game, a
test's many apps), so a board's first layout searches only what no app of the process asked before.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from ... import theme
from ...cards.render import CardRenderer

T = TypeVar("T")

#: Answers kept at most (then all are forgotten at once, as the renderer's own caches do).
LIMIT = 50000
_ANSWERS: dict[tuple, object] = {}
_MISSING = object()


def asked(renderer: CardRenderer, question: str, answer: Callable[[], T], *args: Hashable) -> T:
    """``answer()`` to ``question`` about ``args`` (faces and numbers), kept for the process (see the module doc)."""
    key = (str(renderer.text.path), theme.ui_scale(), question, *args)
    found = _ANSWERS.get(key, _MISSING)
    if found is _MISSING:
        if len(_ANSWERS) > LIMIT:
            _ANSWERS.clear()
        found = _ANSWERS[key] = answer()
    return found  # type: ignore[return-value]
