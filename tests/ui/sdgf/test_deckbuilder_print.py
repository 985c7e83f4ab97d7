"""Issue 16: the deck builder's grid cards printed their adapt / terrain captions (適応 / 地形) and badges at 7 px and
their power label and rarity at 7-8 px. Every word a grid card draws is now 10 px or more (the enlarged card under the
mouse still shows every row)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.sdgf.cards import card_set
from tabletop.ui.cards.render import CardRenderer
from tabletop.ui.text import TextCache
from tabletop.ui.views.sdgf.faces import ADAPT, TERRAIN

from .test_deckbuilder import builder_at


def grid_prints(builder, lang: str) -> tuple[list[tuple[str, int]], set[str]]:
    """(every non-empty text each card of the whole grid draws with its px size, the cards drawn), scrolling it."""
    grid, drawn, seen = builder.grid, [], set()
    text = grid.cards.text

    def render(line, size, colour=(255, 255, 255), bold=False):
        if line:
            drawn.append((line, size))
        return type(text).render(text, line, size, colour, bold)

    kept, fresh = grid.cards, CardRenderer(text)
    measure = CardRenderer(TextCache())  # a line's opening bracket rendered to measure its lead is not print
    fresh._lead = measure._lead
    text.render, grid.cards = render, fresh  # drawn afresh: no cached face
    try:
        while True:
            for slot in grid.slots:
                grid._draw_slot(pygame.Surface((2000, 1200)), slot, lang)
                seen.add(slot.entry.id or "")
            if builder.scroll >= builder.max_scroll:
                break
            builder.scroll = min(builder.max_scroll, builder.scroll + 100)
            builder.place_grid()
    finally:
        grid.cards = kept
        del text.render
    return drawn, seen


@pytest.mark.parametrize("size, scale, least", [((1280, 800), 1.0, 10), ((800, 560), 1.0, 10),
                                                ((1280, 800), 1.5, 10)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_word_on_a_grid_card_prints_at_ten_px_or_more(home, size, scale, least, lang):
    app, builder = builder_at(lang, size, scale)
    app.step([], 0.016)
    drawn, seen = grid_prints(builder, lang)
    small = sorted({(px, line) for line, px in drawn if px < least})
    assert not small, small
    assert seen == set(card_set()) and not app.crashes


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_enlarged_card_under_the_mouse_still_shows_adapt_terrain_and_power(home, monkeypatch, lang):
    app, builder = builder_at(lang, (800, 560), 1.0)
    app.step([], 0.016)
    sd = next(s for s in builder.grid.slots if card_set()[s.entry.id].is_sd)
    shown: list[str] = []
    original = CardRenderer.face

    def face(self, card_face, *args, **kwargs):
        shown.extend(resolve_rows(card_face, lang))
        return original(self, card_face, *args, **kwargs)

    monkeypatch.setattr(CardRenderer, "face", face)
    builder.hover = sd.rect.center
    app.step([], 0.016)
    assert ADAPT.get(lang) in shown and TERRAIN.get(lang) in shown and not app.crashes


def resolve_rows(card_face, lang: str) -> list[str]:
    return [caption.get(lang) for caption, _ in card_face.icon_rows]
