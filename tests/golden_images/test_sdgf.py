"""Golden images of the sdgf screen, in Japanese and English: the first screen of a seeded game (seed 3,
one person against the computer), a battle in its counter phase (the golden playthrough's first counter
phase: both totals, the counter order, the held hand) and the deck builder opened from the table."""

from __future__ import annotations

import pygame

from tests.golden_images.compare import Screen, screen_test
from tests.golden_images.tables import AWAY, opening, replayed


def deck_builder(app) -> None:
    """The table's "Deck builder" button clicked with posted events."""
    from tabletop.ui.inputs import click_events

    opening("sdgf", 2, 3)(app)
    app.step(click_events(app.top.deck_button.rect.center), 0.05)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=AWAY, rel=(0, 0), buttons=(0, 0, 0))], 0.05)
    for _ in range(3):
        app.step([], 0.05)


SCREENS = (Screen("sdgf-opening", opening("sdgf", 2, 3)), Screen("sdgf-battle", replayed("sdgf", "counter/counter")),
           Screen("sdgf-deckbuilder", deck_builder))
test_sdgf_screens = screen_test(SCREENS)
