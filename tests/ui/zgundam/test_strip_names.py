"""Six seats in the smallest window: the other seats' name strips are taller, their names larger (issue 15).

At six seats in 800x560 the other seats' thin rows showed strips 17 px high, so their names
printed at 10 px at most (``cards.render``: a strip's name at 62 % of its height). Where the
rows are thin, the seat's own row takes its least height (its ships become strips too, at
the largest strip height) and the gaps close (``board.build``: ``OWN_LEAST``, ``TIGHT_GAP``)
when that makes the strips taller; a thin row shares its width between ships and pairs by
their columns, so the pairs' names have room as well. The strips are now 20 px high. The
ink of every name on the other seats' strips is measured from the pixels the renderer drew
(the probe's ink box of each text drawn on the strip's image), in both languages: the least
ink rises (17 px strips: 5 / 6 px, ja / en) and half the names or more are inked at 9 px or
more (17 px strips: 57 % / 37 %; now 54 % / 51 %). Names at the app's small type (15 px) need
strips 25 px high, two a column in a thin row: the rows do not have that height here, and
the columns' width, not their height, is what shrinks the long names: a long name in a
narrow column still shrinks or takes two lines, and the hover view shows it whole
(``test_seat_rows``). Since the strips keep every number first (``CardFace.numbers_first``, issue 16) a name
gives way to its numbers: it prints down to ``MIN_NAME`` px or in a short form, so the least ink in Japanese is 5 px
(ジェリド・メサ beside its ★ 4) and 49 % of the English names are inked at 9 px or more (ja 54 %). Since a
numbers-first strip prints its numbers smaller where that keeps a number or the whole name (``FIRST_NUMBER_H``, issue
16), more ships keep their four numbers beside a name at ``MIN_NAME`` px: on this table the other seats' strips leave
out 34 numbers in Japanese (47 before) and 30 in English (42), and 46 % / 37 % of the names are inked at 9 px or more.
Since a numbers-first strip's name keeps its words whole on one line where its numbers' icons give it the room (its type
icon giving way where the name prints under ``FIRST_NAME_GOOD`` px beside it), 49 % / 43 % are.

At UI scale 150 % in 1920x1080 the lined rows of six seats took the ships' width from 8 to 16 twentieths of a row, the
widest of those that left out as few numbers and names: the pairs of a seat with four printed their names on two lines
at 8 px (スーパー / ガンダム). The lined rows now try 5 to 16 twentieths and take the one whose names print under
``NAME_GOOD`` px the fewest times (``board.small_names``): of 31 names, 8 / 12 printed under 10 px, now 1 / 0 (ja / en);
``tools/zgundam_strips.py --seats 5,6 --moves 40 --size 1920x1080``: 136 of 544 -> 40, two lines 64 -> 16 (1280x800: 344 -> 198, two lines 129 -> 72).

Session 27: at six seats a tight board gives the other rows what the seat's own hand and row can spare
(``board.TIGHTER_SEATS``: its hand 110 px high), the least ink ja 7 -> 8 px, en 6 -> 7, the names inked at 9 px or
more 57 % -> 60 %, 49 % -> 63 %.

Session 29: thin rows of 44 px write their seat's info on three lines in an 80 px column (``board.STACKED_INFO_H``),
their strips 44 px wider, so a row fitted to its cards may take a third line where that keeps its numbers
(``board.fitted_lines``): in English seat 0's three ships stand in one column of three, not two columns, its row
48 -> 65 px, and the other rows' strips give up 2 px (21 -> 19, ``STRIP_TALL``; Japanese keeps 21). The strips leave out
ja 11 -> 6, en 7 -> 0 numbers (``LOST_MOST``) and name the same share at 9 px or more (en 63 %).
"""

from __future__ import annotations

import pytest

from .helpers import at_the_table
from .test_numbers_first import lost_numbers

#: px: the other seats' strips no lower (17 px printed names at 10 px at most; rows of 44 px hold two lines of 19 px)
STRIP_TALL = 19
#: lang: the most numbers the other seats' strips leave out on this table (before session 29's 80 px info column: 11 / 7)
LOST_MOST = {"ja": 6, "en": 0}
INK_LEAST = {"ja": 8, "en": 7}
#: lang: the share of the other seats' names inked at ``INK_GOOD`` px or more
INK_GOOD, GOOD_SHARE = 9, {"ja": 0.58, "en": 0.6}


def name_inks(probe, scene, slot, lang: str) -> list[int]:
    """The ink height of each piece of the card's name drawn on its strip."""
    entry = slot.entry
    zone = next(z for z in scene.table.zones if z.name == slot.zone)
    image = scene.table.cards.strip(entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour,
                                    sum(1 for mk in entry.markers if mk.count > 0))
    name = entry.face.title.get(lang)
    return [d.whole.h for d in probe.texts(image) if d.full and d.full in name and d.shown.strip("…")]


@pytest.mark.parametrize("lang", ("ja", "en"))
def test_six_seats_at_800x560_other_seats_strip_names_are_inked_larger(probe, lang):
    app, driver, scene, me = at_the_table(probe, lang, (800, 560), 6, seed=2, pair=True)
    inks = []
    for slot in scene.table.slots:
        if slot.zone.startswith(("ships", "ready")) and slot.zone not in (f"ships{me}", f"ready{me}"):
            assert slot.strip and slot.rect.h >= STRIP_TALL, (slot.entry.id, slot.rect)
            found = name_inks(probe, scene, slot, lang)
            assert found, slot.entry.id
            inks.append((max(found), slot.entry.face.title.get(lang)))
    assert len(inks) >= 25
    assert min(inks)[0] >= INK_LEAST[lang], min(inks)
    lost = lost_numbers(scene, me, lang)
    assert sum(n for *_, n in lost) <= LOST_MOST[lang], lost
    good = sum(ink >= INK_GOOD for ink, _ in inks) / len(inks)
    assert good >= GOOD_SHARE[lang], (good, sorted(inks))


@pytest.mark.parametrize("lang,most", [("ja", 1), ("en", 0)])
def test_six_seats_at_150_in_1920x1080_names_print_at_10_px(probe, lang, most):
    """Six seats mid-game at UI scale 150 % in 1920x1080: every other seat's ship and pair prints its name whole at
    ``NAME_GOOD`` px or more but ``most`` (before: 8 / 12), every number shown."""
    from tabletop.ui.views.zgundam.board import small_names

    app, driver, scene, me = at_the_table(probe, lang, (1920, 1080), 6, 3, pair=True, scale=1.5, moves=40)
    try:
        assert small_names(scene.board, scene.table.cards, lang, me) <= most
        assert lost_numbers(scene, me, lang) == []
    finally:
        app.change_setting("ui_scale", 1.0)
