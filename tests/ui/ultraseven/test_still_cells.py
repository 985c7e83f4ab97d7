"""Issue 16 (session 25): members dropped into the areas keep the other cells of their row still where they can.

Each drop shared the row's width afresh: at 150 % Dan dropped into Space moved the city 13 px and the mountains 6,
Furuhashi dropped into the city moved the mountains 7 px; at 800x560 Anne dropped into the sea moved the underground
32 px and "People Involved" 16. Over the drops of ``DROPS`` and Ultra Hawk 1 the cells' edges moved 508 px at 800x560
(both languages), now 372; at 150 % 236, now 224 (a group growing needs the width it takes). While the TDF drops its cards on the areas the scene keeps the
cells' widths (``view["cells_held"]``) and the board keeps them where every cell and side group still has its room, a
cell wanting more taking it from its nearest neighbour first (``board.held_cells``, ``cells.share_row``'s ``start``),
or shares the row afresh where that moves less (``board.cells_moved``).
"""

from __future__ import annotations

import pytest

from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, PlaceChit
from tabletop.ui.views.ultraseven.cells import share_row
from tests.ui.ultraseven.helpers import card_on_table, open_small

DROPS = (("m_dan", "space"), ("m_furuhashi", "city"), ("w_pointer", "city"), ("m_soga", "mountain"),
         ("m_kiriyama", "space"), ("m_anne", "sea"), ("m_amagi", "city"))


def _deployment():
    s = card_on_table()
    s.apply(PlaceChit("inv02"), 0)
    s.apply(EndAlienActions(), 0)
    return s


def _cells(scene) -> dict[str, tuple]:
    return {k: tuple(r) for k, r in scene.board.areas.items() if k != "base"}


def _moved(app, scene, member: str, area: str) -> dict[str, tuple]:
    """The cells other than ``area``'s that move when ``member`` is dropped into it: (before, after) each."""
    before = _cells(scene)
    scene.session.apply(Deploy(member, area), 1)
    scene.changed([])
    app.step([], 0.3)
    after = _cells(scene)
    return {k: (before[k], after[k]) for k in after if k != area and after[k] != before[k]}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_drops_at_150_move_no_other_cell(home, lang):
    """Dan's side tile in Space takes 13 px from the city beside it (the mountains stay; they moved 6 px); the next five
    drops move nothing (Furuhashi's moved the mountains 7 px, the Pointer's 2)."""
    app, scene = open_small("150%", lang, _deployment())
    moved = [_moved(app, scene, member, area) for member, area in DROPS]
    assert set(moved[0]) == {"city"}
    assert not any(moved[1:6]), moved[1:6]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_drops_at_800x560_move_only_a_neighbour(home, lang):
    """In the 800x560 window a first member in a row of folded columns needs its side tile's room (37 px): its
    neighbour gives it, the cell beyond stays; a member joining a group moves nothing."""
    app, scene = open_small("800x560", lang, _deployment())
    moved = [_moved(app, scene, member, area) for member, area in DROPS]
    assert set(moved[0]) == {"city"}  # (Dan in Space: the mountains stay; they moved 18 px)
    assert set(moved[5]) == {"underground"}  # (Anne in the sea: "People Involved" stays; it moved 16 px)
    assert not moved[2] and not moved[4] and not moved[6]  # (the Pointer, Kiriyama, Amagi join a group)


def test_share_row_from_held_cells_takes_from_the_nearest():
    assert share_row(480, 6, [100, 100, 100], [140, 100, 100], [156, 156, 156]) == [156, 156, 156]
    assert share_row(480, 6, [100, 100, 100], [180, 100, 100], [156, 156, 156]) == [180, 132, 156]
    assert share_row(480, 6, [100, 100, 100], [180, 100, 100]) == [180, 144, 144]
