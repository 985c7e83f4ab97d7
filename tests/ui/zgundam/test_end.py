"""The end of a Z Gundam game on screen: points of every seat, winners, the table left to see."""

import random

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.ui.views.zgundam.outcome import ZGundamOver
from tabletop.ui.views.zgundam.scene import ZGundamScene

from tests.ui.conftest import click


def finished(seats, seed=4):
    discover()
    session = Session(registry.find("zgundam"), seats, {"end": "one_fleet"}, dice=SeededSource(seed))
    rng = random.Random(seed)
    for _ in range(3000):
        if session.is_over():
            break
        acts = session.legal_actions()
        fights = [a for a in acts if type(a).__name__ in ("AttackShip", "ShipAttack", "DeployPair", "NoReaction")]
        session.apply(rng.choice(fights or acts))
    assert session.is_over()
    return session


def test_rule_winner_end_screen_lists_every_seats_points(app):
    session = finished(3)
    scene = app.start_game(session)
    app.step([], 0.016)
    over = app.top
    assert isinstance(over, ZGundamOver)
    view = session.view(None)
    body = over.body("ja")
    for s in view["seats"]:
        assert f"{s['label']['ja']}：{s['points']}点" in body
    assert over.seat_points() == [(s["seat"], s["points"]) for s in view["seats"]]
    en = over.body("en")
    assert "points" in en
    click(app, over.cancel_button)  # look at the final table
    assert app.top is scene and isinstance(scene, ZGundamScene)
    assert scene.viewer is None  # a spectator: every hand hidden, every fleet shown
    assert {f"ships{s}" for s in range(3)} <= {z.name for z in scene.table.zones}
    assert not any(z.name.startswith("hand") and any(e.face for e in z.cards) for z in scene.table.zones)
    assert scene.result_button.visible
