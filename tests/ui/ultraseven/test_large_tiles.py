"""Issue 16 (session 28): at 1280x800 the members, weapons, events and information cards that were 80x112 px faces
printed their kind, area icons, crew, text and numbers at 6-7 px, the face-down cards' back numbers and chits at 8, and
at 800x560 a capsule monster's copies ("×4") at 8. A large board's groups, base and last row show such cards as tiles
(``board.tiled``: the name whole over its labelled numbers; the hover view has the whole card), the backs' and the
capsules' counts print at ``board.BACK_COUNT`` (9) px or more. Measured from the sizes the table draws, both languages.
"""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, PlaceChit
from tabletop.ui.views.ultraseven.board import BACK_COUNT, TILED
from tests.ui.ultraseven.helpers import alien_busy, card_on_table, crowded, open_1280, open_small, slot_prints


def pairs_deployed():
    """The TDF's deployment on turn 1: a pair in Space and in the city, one member in the sea, eight in the base."""
    s = card_on_table()
    s.apply(PlaceChit("inv02"), 0)
    s.apply(EndAlienActions(), 0)
    for card, area in (("m_kiriyama", "space"), ("w_hawk2", "space"), ("m_amagi", "city"), ("w_pointer", "city"),
                       ("m_anne", "sea")):
        s.apply(Deploy(card, area), 1)
    return s


POSITIONS = {"pairs": pairs_deployed, "crowded": crowded, "alien busy": alien_busy}


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_large_board_cards_print_at_nine_or_more(home, lang, position):
    app, scene = open_1280(lang, POSITIONS[position]())
    tiles = [s for s in scene.table.slots if s.zone.startswith(TILED) and s.entry.face is not None and
             not s.rect.h < 2 * s.rect.w // 3]  # (the base's strips where it is crowded stay strips)
    if position == "pairs":
        assert {s.entry.id for s in tiles} >= {"m_kiriyama", "w_hawk2", "m_amagi", "w_pointer", "m_anne", "m_soga"}
    if position == "alien busy":
        assert {s.entry.id for s in tiles} == {"ev_takenaka_1", "ev_manabe_1", "info_pedan"}
    for slot in tiles:
        assert slot.strip, slot.entry.id  # (a tile, not a face)
        face = slot.entry.face
        prints = slot_prints(scene, slot, lang)
        assert min(px for _, px in prints) >= 9, (slot.entry.id, prints)
        name = face.title.get(lang).replace(" ", "")
        assert "".join(t for t, _ in prints).replace(" ", "").replace("-", "").startswith(name), prints  # whole
        values = [str(v.get(lang) if hasattr(v, "get") else v) for _, v in face.stats]
        shown = [t for t, _ in prints]
        assert all(v in shown for v in values), (slot.entry.id, values, shown)  # every number
        body = face.body.get(lang) if face.body is not None else ""
        assert not body or all(t not in body for t in shown if len(t) > 6 and t not in face.title.get(lang)), shown
    backs = [s for s in scene.table.slots if s.zone == "face_down"]
    assert bool(backs) == (position != "alien busy")
    for slot in backs:
        prints = slot_prints(scene, slot, lang)
        assert prints and min(px for _, px in prints) >= BACK_COUNT, prints
        rects = scene.table.cards.marker_rects(slot.rect, slot.entry.markers, least=BACK_COUNT)
        assert all(slot.rect.collidepoint(r.center) for r in rects), rects  # (on the card, apart)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects


@pytest.mark.parametrize("lang", LANGS)
def test_a_tile_row_of_the_base_leaves_no_card_under_another(home, lang):
    app, scene = open_1280(lang, pairs_deployed())
    base = [s.rect for s in scene.table.slots if s.zone == "base"]
    assert len(base) == 8
    assert all(r.w >= 64 for r in base), base
    assert not any(a.colliderect(b) for i, a in enumerate(base) for b in base[i + 1:]), base


@pytest.mark.parametrize("lang", LANGS)
def test_capsule_copies_print_their_count_at_nine_in_the_small_window(home, lang):
    app, scene = open_small("800x560", lang, pairs_deployed())
    strips = [s for s in scene.table.slots if s.zone == "capsules"]
    assert len(strips) == 3
    for slot in strips:
        counts = [(t, px) for t, px in slot_prints(scene, slot, lang) if t.startswith("×")]
        assert counts and all(px >= BACK_COUNT for _, px in counts), counts


@pytest.mark.parametrize("lang", LANGS)
def test_a_base_of_eleven_prints_every_number_at_ten(home, lang):
    """Two members out: the eleven left in the base were two columns of 17 px strips, every number at 8 px; they are
    three columns of 21 px strips (``board.BASE_COLUMNS``, ``BASE_STRIP``), as the thirteen of the first deployment."""
    s = card_on_table()
    s.apply(PlaceChit("inv02"), 0)
    s.apply(EndAlienActions(), 0)
    for card, area in (("m_kiriyama", "space"), ("w_hawk2", "space")):
        s.apply(Deploy(card, area), 1)
    app, scene = open_1280(lang, s)
    strips = [sl for sl in scene.table.slots if sl.zone == "base"]
    assert len(strips) == 11 and len({sl.rect.x for sl in strips}) == 3, [tuple(sl.rect) for sl in strips]
    for slot in strips:
        prints = slot_prints(scene, slot, lang)
        values = [str(v.get(lang) if hasattr(v, "get") else v) for _, v in slot.entry.face.stats]
        assert all(v in [t for t, _ in prints] for v in values), (slot.entry.id, prints)
        assert min(px for _, px in prints) >= 10, (slot.entry.id, prints)
