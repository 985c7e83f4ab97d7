"""Issue 16, small boards (800x560, 150 %): members dropped into a row of areas with nothing in it keep the layout still.

A row of areas with nothing in it keeps 52 px beside a row with something (``board.empty_area_row``), and grew to an
even share when the first member came in: every area, the Space tile among them, jumped by 60 px. Through the TDF's
deployment and redeployment (``board.dropping``) it now keeps ``board.DROP_AREAS`` px while it holds one member at
most, a tile printing at 10 px: the first drop moves no area; the second grows the row to an even share (44 px at
800x560, not 62).
"""

from __future__ import annotations

import pytest

from tabletop.games.ultraseven.actions import Deploy, EndAlienActions, EndDeployment, PlaceChit
from tabletop.ui.cards.render import TILE_H
from tabletop.ui.views.ultraseven.board import DROP_AREAS, EMPTY_AREAS
from tests.ui.ultraseven.helpers import card_on_table, open_small, slot_prints


def _rows(scene) -> dict[str, tuple[int, int]]:
    """Each area's top and height."""
    return {k: (r.y, r.h) for k, r in scene.board.areas.items() if k != "base"}


def _deploy(app, scene, member: str, area: str) -> None:
    scene.session.apply(Deploy(member, area), 1)
    scene.changed([])
    app.step([], 0.3)


def _deployment():
    s = card_on_table()
    s.apply(PlaceChit("inv02"), 0)
    s.apply(EndAlienActions(), 0)
    return s


@pytest.mark.parametrize("size", ["800x560", "150%"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_members_dropped_in_an_empty_row_move_no_area(home, lang, size):
    app, scene = open_small(size, lang, _deployment())
    before = _rows(scene)
    assert before["sea"][1] == DROP_AREAS < before["space"][1]
    _deploy(app, scene, "m_anne", "underground")
    assert "m_anne" in [s.entry.id for s in scene.table.slots if s.zone == "grp:underground"]
    assert _rows(scene) == before
    tile = next(s for s in scene.table.slots if s.entry.id == "m_anne")  # a tile, its name and numbers at 10 px
    assert tile.rect.h >= TILE_H and min(px for _, px in slot_prints(scene, tile, lang)) >= 10
    _deploy(app, scene, "m_amagi", "sea")
    grown = scene.board.areas["sea"].h - before["sea"][1]
    assert 0 < grown <= 54, grown  # (an even share: 44 px at 800x560, 53 at 150 %; the first drop grew it by 62)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_an_empty_row_gives_its_room_after_the_deployment(home, lang):
    app, scene = open_small("800x560", lang, _deployment())
    _deploy(app, scene, "m_anne", "city")
    assert scene.board.areas["sea"].h == DROP_AREAS
    scene.session.apply(EndDeployment(), 1)
    scene.changed([])
    assert scene.board.areas["sea"].h == EMPTY_AREAS < scene.board.areas["space"].h
