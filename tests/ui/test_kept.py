"""Kept parts (``tabletop.ui.kept``): drawn once per look, copied back after, and their strings said again with each
copy, so what reads the strings of a frame (the seats' tests, ``seats_drive.drawn_strings``) sees a kept part's text."""

import pygame

from tabletop.ui.kept import Kept
from tabletop.ui.text import TextCache


def test_a_kept_part_says_its_strings_again_with_each_copy(monkeypatch):
    pygame.font.init()
    text, kept, surface = TextCache(), Kept(), pygame.Surface((200, 100))
    rect = pygame.Rect(10, 10, 120, 40)
    painted: list[int] = []

    def paint() -> str:
        painted.append(1)
        surface.blit(text.render("AP 3/8", 14), rect)
        surface.blit(text.render("37/130", 14), rect.move(0, 18))
        return "hover"

    said: list[str] = []
    shown = TextCache.shown
    monkeypatch.setattr(TextCache, "shown", lambda self, strings: (said.extend(strings), shown(self, strings)))
    assert kept.draw(surface, "status", rect, ("ja", 3), paint, text) == "hover"
    first = pygame.image.tobytes(surface, "RGB")
    surface.fill((0, 0, 0))
    assert kept.draw(surface, "status", rect, ("ja", 3), paint, text) == "hover"
    assert painted == [1] and said == ["AP 3/8", "37/130"]          # copied, its strings said again
    assert pygame.image.tobytes(surface, "RGB") == first
    assert text.recording is None


def test_a_kept_part_made_inside_another_notes_its_strings_in_both():
    pygame.font.init()
    text, kept, surface = TextCache(), Kept(), pygame.Surface((200, 100))
    inner = pygame.Rect(0, 0, 50, 20)

    def outer() -> None:
        kept.draw(surface, "inner", inner, 1, lambda: text.render("inner", 12), text)
        text.render("outer", 12)

    kept.draw(surface, "outer", pygame.Rect(0, 0, 100, 50), 1, outer, text)
    kept.draw(surface, "outer", pygame.Rect(0, 0, 100, 50), 2, outer, text)   # made again: the inner one copied
    noted: list[str] = []
    text.recording = noted
    kept.draw(surface, "outer", pygame.Rect(0, 0, 100, 50), 2, outer, text)
    text.recording = None
    assert noted == ["inner", "outer"]
