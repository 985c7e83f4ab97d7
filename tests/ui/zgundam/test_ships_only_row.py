"""Issue 16, six seats at 1280x800 (the README's picture): another seat with ships and no combat-ready pair printed its
three ships one a line, each strip stretched 770 px wide with its name at 9 px, where three columns fit side by side.
Its ships now stand in as many columns as fit at the width their names need (``board.ship_rows``), in fewer, taller
lines. Measured (seed 3, 70 moves, ja): アレキサンドリア, エンドラ, マゼラン改 strips 770x18 -> about 250x26."""

from __future__ import annotations

import random

import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.zgundam import actions as A
from tabletop.ui.views.zgundam.board import NAME_GOOD

from .helpers import lift
from .test_fitted_rows import ship_prints


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_seat_of_ships_only_stands_its_ships_side_by_side(probe, lang):
    from tabletop.ui.app import App

    discover()
    session = Session(registry.find("zgundam"), 6, dice=SeededSource(3))
    rng = random.Random(3)
    for _ in range(70):  # (as the README's picture: ``tests.ui.zgundam.screenshots``)
        acts = session.legal_actions()
        pref = [a for a in acts if isinstance(a, (A.DeployPair, A.AttackMS, A.AttackShip, A.ShipAttack, A.NoReaction))]
        session.apply(rng.choice(pref or acts))
    app = App(lang, size=(1280, 800))
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    me = scene.viewer
    lonely = [s for s, data in enumerate(scene.view_data["seats"])
              if s != me and len(data["ships"]) >= 3 and not data["ready"]]
    assert lonely
    prints = {card: size for card, size, _ in ship_prints(scene, me, lang)}
    for seat in lonely:
        slots = [s for s in scene.table.slots if s.zone == f"ships{seat}"]
        # (before: 9 px, one a line, 770 px wide; 10 px beside the ship's type icon where a narrower info column,
        # ``board.STACKED_INFO_W``, leaves the strips the room for it, 11 px without)
        assert all(prints[s.entry.id] >= NAME_GOOD for s in slots), [(s.entry.id, prints[s.entry.id]) for s in slots]
        assert len({s.rect.y for s in slots}) == 1, [s.rect for s in slots]
        assert max(s.rect.w for s in slots) < 2 * min(s.rect.w for s in slots) and \
            max(s.rect.w for s in slots) < 400, [s.rect for s in slots]
