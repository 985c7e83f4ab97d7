"""Issue 16: at 150 % the base's strips show every number (recon and combat) with their names whole where its rows
have the room.

At the golden playthrough's redeployment (22 actions) the base holds five cards in two rows of 150 % strips: Kurata, the
Ultra Hawk 1 and the Pointer showed no number, the base's strips being as wide as their names and sharing what was left
of the row. They are now as wide as their names and numbers take where the rows fit so (``ZoneSpec.numbers``).
"""

from __future__ import annotations

import pytest

from tabletop.ui.views.ultraseven.scene import base_type
from tests.ui.textfit.screens import replay
from tests.ui.ultraseven.helpers import open_small
from tests.ui.ultraseven.test_cover import positions  # noqa: F401  (the module's positions fixture)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_base_strip_keeps_its_numbers_at_150(home, lang):
    app, scene = open_small("150%", lang, replay("ultraseven", 22))
    cards = scene.table.cards
    base = [slot for slot in scene.table.slots if slot.zone == "base"]
    assert len(base) == 5 and all(slot.strip for slot in base)
    zone = next(z for z in scene.table.zones if z.name == "base")
    lost = [slot.entry.id for slot in base
            if not cards.strip_keeps(slot.entry.face, slot.rect.w, slot.rect.h, base_type())]
    assert not lost, lost  # every number, and the name whole at the base's print or more, in both languages
    assert all(zone.rect.contains(slot.rect) for slot in base)
    rects = [slot.rect for slot in base]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_full_base_keeps_its_numbers_at_150(home, lang):
    """The TDF's first deployment: all thirteen in the base at 150 %. Their names took four rows of strips without a
    number, the face-down cards' row above keeping 60 px it did not use: the base's row now takes what its names and
    numbers need where the other low rows keep what they want (``build_board``'s ``whole``)."""
    from tests.ui.ultraseven.helpers import full_base

    app, scene = open_small("150%", lang, full_base())
    cards = scene.table.cards
    base = [slot for slot in scene.table.slots if slot.zone == "base"]
    assert len(base) == 13 and all(slot.strip for slot in base)
    lost = [slot.entry.id for slot in base
            if not cards.strip_keeps(slot.entry.face, slot.rect.w, slot.rect.h, base_type())]
    assert not lost, lost
    zone = next(z for z in scene.table.zones if z.name == "base")
    assert all(zone.rect.contains(slot.rect) for slot in base)
    rects = [slot.rect for slot in base]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    # the face-down card above keeps its strip, whole, its name at the base's print or more
    backs = [slot for slot in scene.table.slots if slot.zone == "face_down"]
    row = next(z for z in scene.table.zones if z.name == "face_down")
    assert backs and all(row.rect.contains(slot.rect) and slot.rect.h >= base[0].rect.h for slot in backs)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_base_numbers_leave_every_tile_its_numbers(home, positions, lang):
    """The areas' rows give to the base's numbers only as far as every invasion tile keeps its five: the TDF's combat
    of ``test_cover`` at 800x560 showed "恐怖の超猿人" with four when they gave for them (the slow sweep of
    ``test_small`` found it)."""
    import copy

    from tabletop.core.session import Session
    from tabletop.games.ultraseven import GAME
    from tests.ui.ultraseven.test_cover import SEED

    state, _seat = positions["tdf"]
    session = Session(GAME, 2, {"mode": "campaign"}, seed=SEED)
    session.set_position(copy.deepcopy(state))
    app, scene = open_small("800x560", lang, session)
    tiles = [s for s in scene.table.slots if s.zone.startswith("inv:") and s.entry.face is not None]
    assert tiles
    for slot in tiles:
        shown = scene.table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, (90, 30, 40), 0)
        assert len(shown.numbers) == len(slot.entry.face.stats), (lang, slot.zone, slot.rect, len(shown.numbers))
