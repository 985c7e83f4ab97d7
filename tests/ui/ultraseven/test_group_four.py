"""Issue 16: at 1280x800 a group of four keeps every number.

In a newcomer's one-cour game three members and Ultra Hawk 1 went to space: four 26 px strips in a 166 px column,
where "ウルトラホーク1号" showed on one line with neither of its numbers. The group column is 4 px wider (the invasion
card keeps its width) and the name goes on two lines ("ウルトラ" / "ホーク1号") beside both numbers. Measured from the
layout, both languages.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import full_base, open_1280, zone_strips


def four_in_space():
    from tabletop.games.ultraseven.actions import Deploy

    s = full_base()
    for member in ("m_kiriyama", "m_amagi", "m_anne", "w_hawk1"):
        s.apply(Deploy(member, "space"), 1)
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_group_of_four_at_1280_keeps_every_number(home, lang):
    _, scene = open_1280(lang, four_in_space())
    strips = list(zone_strips(scene, "grp:space", lang))
    assert len(strips) == 4 and all(slot.strip for slot, _, _ in strips)
    for _, face, anatomy in strips:
        title = face.title.get(lang)
        assert len(anatomy.numbers) == len(face.stats) == 2, (lang, title, anatomy.lines, len(anatomy.numbers))
        assert "".join(anatomy.lines).replace(" ", "") == title.replace(" ", ""), (lang, anatomy.lines)
