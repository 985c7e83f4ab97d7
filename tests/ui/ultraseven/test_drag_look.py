"""Issue 16 (session 28): the card being dragged was a 70 px face printing its kind, name and numbers at 6-7 px. It is
now drawn under the pointer as the table drew it (``CardTableView.draw_lifted``): a member of the base dragged into an
area is the same tile or strip, its name and numbers at the print the table gives them (9 px or more)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.i18n import LANGS
from tests.ui.ultraseven.helpers import card_pos, drawn_prints, full_base, open_1280, open_small, slot_prints


def lifted_prints(scene, lang: str) -> list[tuple[str, int]]:
    """Every text ``draw_dragged`` draws, with its print size (px), drawn afresh (no cached surface)."""
    return drawn_prints(scene, lambda surface: scene.draw_dragged(surface, lang))


@pytest.mark.parametrize("size", ["1280x800", "800x560"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_dragged_member_is_the_table_s_tile(home, lang, size):
    app, scene = open_1280(lang, full_base()) if size == "1280x800" else open_small(size, lang, full_base())
    start = card_pos(scene, "m_soga", "base")
    slot = scene.table.card_at(start)
    assert slot is not None and slot.entry.id == "m_soga" and slot.strip
    on_table = slot_prints(scene, slot, lang)
    end = next(z.frame.center for z in scene.table.zones if z.name == "grp:space")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))], 0.016)
    assert scene.drag == "m_soga"
    lifted = lifted_prints(scene, lang)
    assert sorted(lifted) == sorted(on_table), (lifted, on_table)
    assert min(px for _, px in lifted) >= 9, lifted
