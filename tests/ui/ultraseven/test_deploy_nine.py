"""Issue 16 (session 28): the TDF's deployment in the 800x560 window printed some groups at 8 px (found by deploying
at random, 31 of 300 deployments, each turn 1 of a campaign):

* four in a row grown by an empty one were two columns of 46-49 px side tiles, names and numbers at 8 px: where their
  column holds each 30 px high (``board.ONE_COLUMN_H``) they are one column as wide, numbers stacked at 9 px or more
  (``board.side_rows``);
* a pair beside a lone member printed 8 px where its row, held still while the TDF drops its cards, had the room for
  9 px by moving a cell more than ``board.STILL_SLACK``: a group under 9 px now takes that room (``sides_less``; the
  larger print, 10 px, still moves no cell more than that);
* an area with no card to show gives its side group room from its name's column down to what its name takes at 9 px
  (``board.name_gives``: the city pair 8 -> 10 px beside 「都市」).

Every group's names and numbers, as the table draws them, at 9 px or more, both languages.
"""

from __future__ import annotations

import pytest

from tabletop.core.i18n import LANGS
from tabletop.games.ultraseven.actions import Deploy
from tests.ui.ultraseven.helpers import full_base, open_small, zone_prints

DEPLOYMENTS = {
    "four in space": (("m_dan", "underground"), ("m_amagi", "space"), ("w_hawk1", "space"), ("m_anne", "mountain"),
                      ("m_furuhashi", "space"), ("m_kiriyama", "space"), ("m_soga", "mountain")),
    "four in the mountains": (("m_dan", "mountain"), ("m_furuhashi", "space"), ("w_hawk3", "mountain"),
                              ("m_amagi", "sea"), ("w_hawk1", "mountain"), ("m_soga", "mountain")),
    "pairs in the city and among the people": (("m_kiriyama", "mountain"), ("m_amagi", "city"), ("w_hawk1", "city"),
                                               ("m_dan", "underground"), ("m_soga", "mountain"),
                                               ("m_anne", "insiders")),
    "three among the people": (("m_amagi", "insiders"), ("m_kiriyama", "mountain"), ("m_dan", "city"),
                               ("w_pointer", "insiders"), ("w_hawk3", "city"), ("m_anne", "insiders"),
                               ("m_furuhashi", "mountain")),
}


def deployed(cards):
    s = full_base()
    for card, area in cards:
        s.apply(Deploy(card, area), 1)
    return s


@pytest.mark.parametrize("name", DEPLOYMENTS)
@pytest.mark.parametrize("lang", LANGS)
def test_deployed_groups_print_at_nine(home, lang, name):
    app, scene = open_small("800x560", lang, deployed(DEPLOYMENTS[name]))
    groups = [z.name for z in scene.table.zones if z.name.startswith("grp:") and z.cards]
    assert len(groups) >= 3
    for zone in groups:
        prints = zone_prints(scene, zone, lang)
        assert prints and min(px for _, px in prints) >= 9, (zone, prints)
    board = scene.board_rect
    slots = [s for s in scene.table.slots if s.zone.startswith(("grp:", "inv:"))]
    assert all(board.contains(s.rect) for s in slots)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(slots) for b in slots[i + 1:])


def test_four_in_a_tall_row_are_one_column(home):
    app, scene = open_small("800x560", "en", deployed(DEPLOYMENTS["four in space"]))
    tiles = [s.rect for s in scene.table.slots if s.zone == "grp:space"]
    assert len(tiles) == 4 and len({r.x for r in tiles}) == 1 and all(r.h >= 30 for r in tiles), tiles
