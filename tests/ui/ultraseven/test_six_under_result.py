"""Issue 16: a group of six under its recon result at 150 % UI scale: six in the sea with Hydranger, the sea's card
discovered, one member each in the underground and People Involved (their cards face down, areas unknown to the TDF).

"ハイドランジャー" fits a side tile beside its numbers only with its katakana word broken, so the group was left out of
the side groups before its row was shared (``board.side_groups`` with whole words): its members were 11 px strips
printing their names at 8 px with no number, while the two single members' name columns kept 115 px each for "地底" and
"関係者". Such a group is now side tiles too where its row has the room: two columns of three, each name whole beside
its recon and combat numbers (8 to 10 px), the two other areas' members whole. Both languages, measured headless."""

from __future__ import annotations

import pytest

from tests.ui.ultraseven.helpers import open_small, recon_table, zone_strips


def six_in_sea():
    """The TDF's reconnaissance: six in the sea (Kiriyama leads, with Ultra Hawk 1 and Hydranger), reconnoitred and
    discovered; Soga in People Involved, Amagi underground; six invasion cards out, three face down."""
    return recon_table((("inv01", True, 5, 1), ("inv29", False, 2, 0), ("inv11", True, 1, 0),
                        ("inv24", False, 3, 0), ("inv48", False, 1, 0), ("inv31", False, 2, 0)),
                       (("m_kiriyama", "sea"), ("m_dan", "sea"), ("m_anne", "sea"), ("m_furuhashi", "sea"),
                        ("w_hawk1", "sea"), ("w_hydranger", "sea"), ("m_soga", "insiders"), ("m_amagi", "underground")),
                       (6, 6), ("sea",))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_six_under_their_recon_result_are_side_tiles_with_numbers_at_150(home, lang):
    from tabletop.ui.cards.render import MIN_NAME, SIDE_H, TILE_H

    _, scene = open_small("150%", lang, six_in_sea())
    assert [r["area"] for r in scene.view["recon_results"]] == ["sea"]
    zone = next(z for z in scene.table.zones if z.name == "grp:sea")
    strips = list(zone_strips(scene, "grp:sea", lang))
    assert zone.side and len(strips) == 6 and len({slot.rect.x for slot, _, _ in strips}) == 2, \
        [slot.rect for slot, _, _ in strips]
    cards = scene.table.cards
    for slot, face, anatomy in strips:
        title = face.title.get(lang)
        where = (lang, title, slot.rect, anatomy.lines)
        assert SIDE_H <= slot.rect.h < TILE_H and len(anatomy.numbers) == 2, where
        assert "".join(anatomy.lines).replace(" ", "").replace("-", "") == title.replace(" ", ""), where
        name, _, numbers, _ = cards._side_layout(face, slot.rect.w, slot.rect.h, lang)
        assert min(name, numbers) >= MIN_NAME, where
    for area in ("underground", "insiders"):  # the other areas' members: whole tiles with their numbers
        for slot in (s for s in scene.table.slots if s.zone == f"grp:{area}"):
            anatomy = cards.strip_anatomy(slot.entry.face, slot.rect.w, slot.rect.h, lang)
            assert len(anatomy.numbers) == 2 and not any(line.endswith("…") for line in anatomy.lines), (area, anatomy)
