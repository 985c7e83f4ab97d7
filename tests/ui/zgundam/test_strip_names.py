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
"""

from __future__ import annotations

import pytest

from .helpers import at_the_table

STRIP_TALL = 20
INK_LEAST = {"ja": 5, "en": 6}
#: lang: the share of the other seats' names inked at ``INK_GOOD`` px or more
INK_GOOD, GOOD_SHARE = 9, {"ja": 0.45, "en": 0.35}


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
    good = sum(ink >= INK_GOOD for ink, _ in inks) / len(inks)
    assert good >= GOOD_SHARE[lang], (good, sorted(inks))
