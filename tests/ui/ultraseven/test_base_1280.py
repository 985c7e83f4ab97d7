"""Issue 16: at 1280x800 (100 %) the base's thirteen strips print their names at 10 px with both numbers.

A newcomer's whole one-cour game met the base at the start of each deployment with all thirteen members and weapons:
three columns 148 px wide (the base three fifths of its row, the capsule monsters' three cards the rest) printed the
names at 9 px and five strips ("モロボシ・ダン隊員", the three Ultra Hawks, "ハイドランジャー") lost their combat value.
The capsule monsters are now stacked strips ("ミクラス ×4") on this board too and the base has the room: three
columns of 194 px, every name at 10 px beside its two numbers, in both languages. Measured from the layout.
"""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import full_base, open_1280, zone_strips


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_full_base_at_1280_names_at_10_with_both_numbers(home, lang):
    _, scene = open_1280(lang, full_base())
    zone = next(z for z in scene.table.zones if z.name == "base")
    cap = scene.table.name_max(zone, lang)
    assert cap >= 10, f"{lang}: the base's names at {cap} px"
    strips = list(zone_strips(scene, "base", lang))
    assert len(strips) == 13 and all(slot.strip for slot, _, _ in strips)
    for slot, face, anatomy in strips:
        assert len(anatomy.numbers) == len(face.stats) == 2, (lang, face.title.get(lang), len(anatomy.numbers))
        assert "".join(anatomy.lines) == face.title.get(lang), (lang, anatomy.lines)
        assert all(zone.rect.contains(r.move(*slot.rect.topleft)) for r in anatomy.numbers), face.title.get(lang)
