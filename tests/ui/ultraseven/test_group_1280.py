"""Issue 16, a newcomer pass (session 29): at 1280x800 a group's name strips printed each name at its own size, "Anne
Yuri" at 14 px over "Capt." / "Kiriyama" at 10 and "Furuhashi" at 9 in one group of three (the small boards' groups
print at one size, ``test_group_name_size``). They now share one (``ZoneSpec.even_keeps``) where it keeps every number
and every name whole: the largest such. Measured from the sizes the names are drawn at, headless, both languages."""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.test_group_five import five_in_space
from tests.ui.ultraseven.test_group_name_size import drawn_sizes


def three_in_underground():
    """The TDF's deployment on turn 1: Anne Yuri, Capt. Kiriyama and Furuhashi in the underground (at 1280x800 three
    name strips of 167 x 26 px: "Anne Yuri" printed at 14 px, "Capt." / "Kiriyama" at 10, "Furuhashi" at 9)."""
    from tabletop.games.ultraseven.actions import Deploy, EndAlienActions
    from tests.games.ultraseven.helpers import clear_table, new, put

    s = new("campaign", seed=7)
    clear_table(s)
    for card in ("inv01", "inv11", "inv02"):
        put(s, card, chits=1)
    s.apply(EndAlienActions(), 0)
    for member in ("m_anne", "m_kiriyama", "m_furuhashi"):
        s.apply(Deploy(member, "underground"), 1)
    return s


@pytest.mark.parametrize("position", ["three", "five"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_group_at_1280_prints_its_names_at_one_size_keeping_its_numbers(home, lang, position):
    """Issue 16 (session 29): at 1280x800 a group's strips printed each name at its own size, 9, 10 and 14 px in one
    group of three; they now share one (``ZoneSpec.even_keeps``) where it keeps every number and every name whole."""
    from tests.ui.ultraseven.helpers import open_1280

    session = three_in_underground() if position == "three" else five_in_space()
    app, scene = open_1280(lang, session)
    zone_name = "grp:underground" if position == "three" else "grp:space"
    sizes = drawn_sizes(scene, lang)
    assert len(sizes[zone_name]) == 1 and min(sizes[zone_name]) >= 10, sizes
    table = scene.table
    zone = next(z for z in table.zones if z.name == zone_name)
    for slot in (s for s in table.slots if s.zone == zone_name):
        anatomy = table.cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang, zone.back_colour, 0,
                                            table.name_max(zone, lang), zone.side, zone.columns)
        assert len(anatomy.numbers) == len(slot.entry.face.stats), slot.entry.id  # (every number kept)
        assert "".join(anatomy.lines).replace(" ", "") == slot.entry.face.title.get(lang).replace(" ", "")
