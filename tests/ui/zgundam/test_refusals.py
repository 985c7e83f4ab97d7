"""Z Gundam refusals name their rule: a drop or click that no legal action allows is put to the
rules as the action it stands for, and the bar shows their rule and reason with "why?"."""

from __future__ import annotations

from tabletop.games.zgundam import actions as A
from tabletop.games.zgundam.state import SETUP_DEPLOY
from tabletop.ui.scenes.help import RulesHelpScene
from tabletop.ui.views.zgundam.selection import meant

from tests.ui.conftest import click

from .helpers import drag, point_on, start, zone_point


def test_rule_insuto_6_a_hand_card_dropped_on_the_discard_pile_at_set_up_is_refused_by_the_rules(app):
    scene = start(app)
    assert scene.session.state.phase == SETUP_DEPLOY
    ms = next(a.ms for a in scene.actions_now if isinstance(a, A.DeployPair))
    before = scene.session.state_hash()
    drag(app, point_on(scene, ms), zone_point(scene, "discard"))
    app.step([], 0.016)
    assert scene.session.state_hash() == before
    assert scene.banner_rule == "zgundam インスト 6" and scene.why_rect.w > 0
    click(app, scene.why_rect.center)
    assert isinstance(app.top, RulesHelpScene) and app.top.found is not None


def test_a_drop_no_action_means_cites_rule_2_and_a_special_card_click_asks_the_rules(app):
    scene = start(app)
    cards = scene.view_data["cards"]
    hand = scene.own_hand()
    special = next((c for c in hand if cards[c]["kind"] == "special"), None)
    ship = next(s["id"] for s in scene.view_data["seats"][scene.viewer]["ships"])
    assert meant(cards, hand, ship, ship) == A.ShipAttack(ship, ship)
    assert meant(cards, hand, ship, "seat:1") is None
    if special is not None:  # not pairable at set-up: the rules say which step this is
        click(app, point_on(scene, special))
        assert scene.banner_rule == "zgundam インスト 6"
    scene.explain(None)
    assert scene.banner_rule == "zgundam ルール (2)" and "a-e" in scene.banner_texts("en")[0]
