"""Issue 16, six seats at 150 %: another seat's combat-ready pairs are name strips in columns, a pair a column, and the
columns were as wide as each other, so a pair of long names ("Bolinoak Sammahn" / "Hayato Kobayashi") printed in short
forms beside a pair of short ones with room to spare. Each column is now as wide as its pair's whole names and numbers
need (``ZoneSpec.column_need``, ``board.pair_need``), the rest shared, where all the columns fit so; else they stay as
wide as each other. Six seats at 150 %, seeds 1-5, ja and en (``tools/zgundam_strips.py --seats 6``): pairs in a short
form 35 -> 28."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.cards.layout import CardEntry, ZoneSpec, layout_zone

from .helpers import at_the_table


def _zone(need):
    cards = [CardEntry(f"c{i}") for i in range(6)]
    return ZoneSpec("ready1", pygame.Rect(0, 0, 300, 42), cards, card_width=40, strips=True, even_columns=2,
                    column_need=need)


def test_columns_take_the_width_their_cards_need():
    wide = {"c4", "c5"}  # the third pair's names are long
    slots = layout_zone(_zone(lambda entries, h: 140 if any(e.id in wide for e in entries) else 70))
    widths = [s.rect.w for s in slots[::2]]
    assert widths[2] >= 140 and widths[0] >= 70 and widths[0] == widths[1] < widths[2], widths
    assert all(a.rect.right + 4 <= b.rect.x for a, b in zip(slots[::2], slots[2::2]))
    assert slots[-1].rect.right <= 300


def test_columns_stay_alike_where_the_needs_do_not_fit():
    slots = layout_zone(_zone(lambda entries, h: 120))
    assert len({s.rect.w for s in slots}) == 1
    slots = layout_zone(_zone(lambda entries, h: 0))  # (a card whose name fits no width: alike too)
    assert len({s.rect.w for s in slots}) == 1


@pytest.mark.parametrize("lang,seed", [("en", 5), pytest.param("en", 1, marks=pytest.mark.slow)])
def test_six_seats_long_pair_names_are_whole(probe, lang, seed):
    """Seed 5: "Bolinoak…" beside a pair with room to spare; now every other seat's pair strip shows its whole name and
    its number (seed 1 as well, as before)."""
    app, driver, scene, me = at_the_table(probe, lang, (1280, 800), 6, seed=seed, pair=True, scale=1.5)
    try:
        table = scene.table
        for slot in table.slots:
            if not slot.zone.startswith("ready") or slot.zone == f"ready{me}":
                continue
            face = slot.entry.face
            anatomy = table.cards.strip_anatomy(face, slot.rect.w, slot.rect.h, lang)
            assert "".join(anatomy.lines) == face.title.get(lang) and anatomy.stats == 1, \
                (face.id, anatomy.lines, tuple(slot.rect))
    finally:
        app.change_setting("ui_scale", 1.0)
