"""Redeployment by dragging a group, capsule monsters by clicking their card, the event swap
with a full hand, and a saved game coming back to this screen."""

from __future__ import annotations

from tabletop.core.dice import ScriptedSource
from tabletop.core.session import Session
from tabletop.games.ultraseven.actions import (Attack, Deploy, EndAlienActions, EndDeployment, EndRecon,
                                               EndRedeployment)
from tabletop.ui.views.ultraseven import UltraSevenScene
from tabletop.ui.widgets import PrivacyCurtain
from tests.games.ultraseven.helpers import BOOK, clear_table, event_to_tdf_hand, new, put

from .helpers import card_pos, click, drag, lift, start, zone_pos


def _tdf(setup=None):
    s = new("campaign", seed=1)
    clear_table(s)
    if setup:
        setup(s)
    s.apply(EndAlienActions(), 0)
    return s


def test_rule_13_1_redeploy_a_group_by_dragging_its_area(app):
    s = _tdf()
    s.apply(Deploy("m_soga", "city"), 1)
    s.apply(Deploy("w_pointer", "city"), 1)
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    scene = start(app, s)
    assert s.pending().kind == "redeploy" and "grp:city" in scene.marks.zones
    drag(app, zone_pos(scene, "grp:city"), zone_pos(scene, "grp:mountain"))
    assert set(s.state.zones["tdf:mountain"].cards) == {"m_soga", "w_pointer"}
    # one group only (rule 13.1): a second drag is refused with the rule
    drag(app, zone_pos(scene, "grp:mountain"), zone_pos(scene, "grp:insiders"))
    assert set(s.state.zones["tdf:mountain"].cards) == {"m_soga", "w_pointer"}
    assert "13.1" in scene.banner[0]("ja")


def test_rule_19_capsule_monster_used_by_clicking_its_card(app):
    s = _tdf(lambda s: put(s, "inv02", face_up=True, chits=4))
    s.apply(Deploy("m_dan", "city"), 1)
    s.apply(EndDeployment(), 1)
    s.apply(EndRecon(), 1)
    s.apply(EndRedeployment(), 1)
    s.dice = ScriptedSource([6])
    s.apply(Attack("m_dan", ()), 1)
    assert s.pending().kind == "transform"
    scene = start(app, s)
    capsule = s.state.zones["capsules"].cards[0]
    assert capsule in scene.marks.cards
    table = BOOK.capsules[capsule].table
    face = table.index("chits-1") + 1 if "chits-1" in table else 1
    s.dice = ScriptedSource([face])
    click(app, card_pos(scene, capsule, "capsules"))
    assert capsule in s.state.zones["capsules_used"].cards
    assert scene.last_rolls and "1D6" in scene.last_rolls[0].line("ja")


def test_rule_6_7_swap_with_a_full_hand_by_clicking_the_hand_card(app):
    events = []

    def setup(s):
        for c in [c for c in s.state.zones["deck"].cards if BOOK.kind(c) == "event"][:3]:
            event_to_tdf_hand(s, c)
            events.append(c)
        ev = next(c for c in s.state.zones["deck"].cards if BOOK.kind(c) == "event")
        with s.edit():
            s.state.zones["deck"].cards.remove(ev)
            s.state.zones["deck"].cards.insert(0, ev)

    s = new("campaign", seed=1)
    clear_table(s)
    setup(s)
    assert len(events) == 3
    scene = start(app, s)
    click(app, zone_pos(scene, "deck"))
    lift(app)
    assert s.pending().kind == "event" and s.pending().seat == 1
    assert set(events) <= scene.marks.cards
    click(app, card_pos(scene, events[0], "tdf_hand"))
    assert events[0] in s.state.zones["events_active"].cards
    assert isinstance(app.top, PrivacyCurtain)   # back to the alien


def test_a_saved_game_opens_on_this_screen_behind_the_curtain(app):
    s = _tdf()
    s.apply(Deploy("m_soga", "sea"), 1)
    loaded = Session.from_save(s.to_save())
    scene = app.start_game(loaded)
    app.step([], 0.016)
    assert isinstance(scene, UltraSevenScene)
    assert isinstance(app.top, PrivacyCurtain)
    lift(app)
    assert scene.shown_seat == 1 and "m_soga" in [c["id"] for a in scene.view["areas"] for c in a["tdf"]]
