"""The ink of a card's name, measured from the rendered face (issue 16: names readable at table size), and the
faces of every card in the data of the three card games (``game_faces``).

``name_ink(surface, face)`` finds the title band by its colour down the face's left edge, takes the pixels
in it nearer the name's ink colour than the band's or the frame's, groups their rows into lines (a stroke apart
from the rest of its glyph, like the top bar of ラ, stays with its line) and returns each line's ink height (top of
the tallest glyph to the lowest descender) in pixels.
"""

from __future__ import annotations

import pygame

from tabletop.ui.cards.face import CardFace, frame_for
from tabletop.ui.palette import ink_on

CARD_GAMES = ("ultraseven", "sdgf", "zgundam")


def game_faces(game: str) -> list[CardFace]:
    """The face of every card in ``game``'s data (Ultra Seven: every deck and Seven)."""
    if game == "zgundam":
        from tabletop.games.zgundam.cards import catalogue
        from tabletop.games.zgundam.view import card_info
        from tabletop.ui.views.zgundam.faces import face_for as zg_face

        return [zg_face(card_info(c)) for c in catalogue()]
    if game == "sdgf":
        from tabletop.games.sdgf.cards import card_set
        from tabletop.ui.views.sdgf.faces import face_for as sdgf_face

        return [sdgf_face(c) for c in card_set()]
    from tabletop.games.ultraseven import GAME
    from tabletop.ui.views.ultraseven.faces import face_for as us_face

    b = GAME.book
    return [us_face(c) for c in [*b.invasion, *b.events, *b.information, *b.members, *b.weapons, *b.capsules, "seven"]]


#: A run of ink rows shorter than this is part of a glyph (a stroke, a dot), not a line of its own ...
FRAGMENT = 4
#: ... and joins the run this few rows away.
GLYPH_GAP = 3


def _near(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3]))


def band_rows(surface: pygame.Surface, face: CardFace) -> range:
    """The rows of the title band: from the top of the paper down to the line in the frame colour that closes it."""
    frame = face.accent or frame_for(face.kind).frame
    w, h = surface.get_size()
    m = max(2, w // 28)
    xs = range(2 * m + 2, w - 2 * m - 2)
    for y in range(m + 1, h - m):
        if sum(_near(tuple(surface.get_at((x, y))), frame) < 300 for x in xs) >= 0.7 * len(xs):
            return range(m, y)
    return range(m, m)


def name_ink(surface: pygame.Surface, face: CardFace) -> list[int]:
    """The ink height of each line of the name drawn on ``surface`` (a face, not held)."""
    style = frame_for(face.kind)
    ink, frame = ink_on(style.band), face.accent or style.frame
    w = surface.get_width()
    m = max(2, w // 28)
    inked: list[int] = []
    for y in band_rows(surface, face):
        for x in range(m + max(2, m), w - m - max(2, m)):  # inside the frame (and a foil card's gold)
            c = tuple(surface.get_at((x, y)))
            if _near(c, ink) < min(_near(c, style.band), _near(c, frame)):
                inked.append(y)
                break
    runs: list[list[int]] = []  # rows of ink next to each other
    for y in inked:
        if runs and y == runs[-1][-1] + 1:
            runs[-1].append(y)
        else:
            runs.append([y])
    lines: list[list[int]] = []
    for run in runs:  # a stroke apart from its glyph (the top bar of ラ, a dot) joins the line it belongs to
        if lines and run[0] - lines[-1][-1] <= GLYPH_GAP and (len(run) < FRAGMENT or len(lines[-1]) < FRAGMENT):
            lines[-1].extend(run)
        else:
            lines.append(run)
    return [line[-1] - line[0] + 1 for line in lines]
