"""Motion (issue 16): tweens on the frame clock, cards moving on the shared table, dice settling,
and the Animations setting. Time is the app's frames (``App.step``'s dt), never the wall clock."""

from __future__ import annotations

import json

import pygame

from tabletop.games.ultraseven.actions import EndAlienActions
from tabletop.ui import motion
from tabletop.ui import settings as st
from tabletop.ui.cards import CardFace, ZoneSpec
from tabletop.ui.cards.layout import CardEntry
from tabletop.ui.cards.moves import MOVE_TIME
from tabletop.ui.cards.table import CardTableView
from tabletop.ui.widgets.dice import SETTLE_TIME, TUMBLE_TIME, DiceDisplay
from tests.games.ultraseven.helpers import clear_table, new
from tests.ui.conftest import frames

from .ultraseven.helpers import card_pos, click, drag, start, zone_pos


def face(cid: str) -> CardFace:
    from tabletop.core.i18n import Text

    return CardFace(cid, "ms", Text(cid, cid))


def table_of(app) -> CardTableView:
    return CardTableView(app.text)


def zones(hand: list[CardEntry], discard: list[CardEntry], deck: int) -> list[ZoneSpec]:
    return [ZoneSpec("hand", pygame.Rect(10, 400, 600, 160), hand, owner=0),
            ZoneSpec("discard", pygame.Rect(700, 400, 120, 160), discard, mode="pile"),
            ZoneSpec("deck", pygame.Rect(900, 400, 120, 160), [CardEntry(None)] * deck, mode="pile", count=deck)]


def test_a_tween_runs_on_the_frame_clock_and_ends_within_its_length(app):
    tw = motion.tween(1.0)  # asked for more than the longest: cut to MAX_TIME
    assert tw is not None and tw.duration == motion.MAX_TIME
    assert tw.progress() == 0.0 and motion.busy()
    frames(app, 1, 0.1)
    assert 0 < tw.progress() < 1 and not tw.done
    frames(app, 2, 0.1)  # 0.3 s of frames > 0.25 s
    assert tw.done and tw.progress() == 1.0 and not motion.busy()


def test_a_card_moving_to_the_discard_flies_there_and_lands_within_its_length(app):
    motion.CLOCK.advance(1234.567)  # late in a long run: frames of 1/60 s still end it on time
    table = table_of(app)
    table.set_zones(zones([CardEntry("a", face("a")), CardEntry("b", face("b"))], [], 5))
    start_rect = next(s.rect.copy() for s in table.slots if s.entry.id == "b")
    table.set_zones(zones([CardEntry("a", face("a"))], [CardEntry("b", face("b"))], 5))
    landed = next(s for s in table.slots if s.entry.id == "b")
    assert table.animating
    surface = pygame.Surface((1280, 800))
    seen = []
    elapsed = 0.0
    while table.animating:
        pose = table.motion.pose(landed)
        seen.append(pose.rect.center if pose else landed.rect.center)
        table.draw(surface, "en")
        assert "b" in table.drawn_faces  # the face shows all the way
        frames(app, 1, 1 / 60)
        elapsed += 1 / 60
    assert elapsed <= MOVE_TIME + 1e-6
    assert seen[0] == start_rect.center and table.motion.pose(landed) is None
    xs = [c[0] for c in seen]
    assert xs == sorted(xs) and start_rect.centerx < xs[len(xs) // 2] < landed.rect.centerx  # on its way


def test_a_card_drawn_from_the_deck_comes_from_it_face_down_and_turns_over(app):
    table = table_of(app)
    table.set_zones(zones([CardEntry("a", face("a"))], [], 5))
    table.set_zones(zones([CardEntry("a", face("a")), CardEntry("c", face("c"))], [], 4))
    drawn = next(s for s in table.slots if s.entry.id == "c")
    pose = table.motion.pose(drawn)
    deck = next(z for z in table.zones if z.name == "deck")
    assert pose is not None and deck.rect.contains(pose.rect) and pose.other_side  # the back, at the deck
    frames(app, 1, MOVE_TIME * 0.75)
    pose = table.motion.pose(drawn)
    assert pose is not None and not pose.other_side and pose.width_share < 1  # turned face up, still turning
    frames(app, 1, MOVE_TIME * 0.3)
    assert table.motion.pose(drawn) is None and not table.animating


def test_a_card_gone_from_sight_falls_into_the_grown_pile_as_a_back_only(app):
    table = table_of(app)
    table.set_zones(zones([CardEntry("a", face("a")), CardEntry("b", face("b"))], [], 5))
    table.set_zones(zones([CardEntry("a", face("a"))], [], 6))  # "b" went into the deck: now hidden
    assert [g.end for g in table.motion.ghosts] and table.animating
    table.draw(pygame.Surface((1280, 800)), "en")
    assert "b" not in table.drawn_faces  # never shown on its way out of sight
    frames(app, 1, MOVE_TIME)
    assert not table.animating


def test_a_hand_over_to_another_seat_shows_its_view_at_once(app):
    table = table_of(app)
    mine = [CardEntry("a", face("a")), CardEntry("b", face("b"))]
    theirs = ZoneSpec("hand1", pygame.Rect(10, 100, 600, 160), [CardEntry(None), CardEntry(None)], owner=1)
    table.set_zones([*zones(mine, [], 5), theirs])
    mine_hidden = [CardEntry(None), CardEntry(None)]
    theirs_shown = ZoneSpec("hand1", theirs.rect, [CardEntry("x", face("x")), CardEntry("y", face("y"))], owner=1)
    table.set_zones([*zones(mine_hidden, [], 5), theirs_shown])
    assert not table.animating and not table.motion.ghosts


def test_a_new_layout_for_a_resized_window_snaps(app):
    table = table_of(app)
    table.set_zones(zones([CardEntry("a", face("a")), CardEntry("b", face("b"))], [], 5))
    bigger = zones([CardEntry("a", face("a")), CardEntry("b", face("b"))], [], 5)
    bigger[0].rect = pygame.Rect(10, 400, 900, 200)
    table.set_zones(bigger)
    assert not table.animating


def test_with_animations_off_nothing_tweens(app):
    app.change_setting("animations", False)
    try:
        table = table_of(app)
        table.set_zones(zones([CardEntry("a", face("a")), CardEntry("b", face("b"))], [], 5))
        table.set_zones(zones([CardEntry("a", face("a"))], [CardEntry("b", face("b"))], 4))
        assert not table.animating and not motion.busy() and motion.tween() is None
        dice = DiceDisplay(rect=(100, 100, 400, 120))
        dice.show([(6, [3, 5])])
        assert not dice.tumbling and dice.faces() == [(6, 3, True), (6, 5, True)]
    finally:
        app.change_setting("animations", True)
    assert motion.enabled()


def test_turning_animations_off_mid_move_shows_the_end_at_once(app):
    table = table_of(app)
    table.set_zones(zones([CardEntry("a", face("a")), CardEntry("b", face("b"))], [], 5))
    table.set_zones(zones([CardEntry("a", face("a"))], [CardEntry("b", face("b"))], 6))
    dice = DiceDisplay(rect=(100, 100, 400, 120))
    dice.show([(6, [4])])
    assert table.animating and dice.tumbling
    app.change_setting("animations", False)
    try:
        table.draw(pygame.Surface((1280, 800)), "en")
        dice.update(1 / 60)
        assert not table.animating and not dice.tumbling and dice.faces() == [(6, 4, True)]
    finally:
        app.change_setting("animations", True)


def test_dice_tumble_then_settle_on_the_result(app):
    dice = DiceDisplay(rect=(100, 100, 400, 120))
    dice.show([(6, [3, 5])])
    assert dice.tumbling and not dice.settling
    dice.update(TUMBLE_TIME - SETTLE_TIME / 2)  # the last part: the real faces, coming to rest
    assert dice.settling and dice.faces() == [(6, 3, True), (6, 5, True)]
    dice.update(SETTLE_TIME)
    assert not dice.tumbling and dice.faces() == [(6, 3, True), (6, 5, True)]


def tdf_at_a_cleared_table():
    """An Ultra Seven campaign with an empty table, the TDF to act."""
    s = new("campaign", seed=1)
    clear_table(s)
    s.apply(EndAlienActions(), 0)
    return s


def test_input_mid_animation_goes_to_the_final_layout(app):
    """A click while cards are still flying acts on the layout they are flying to (posted events)."""
    s = tdf_at_a_cleared_table()
    scene = start(app, s)
    drag(app, card_pos(scene, "m_soga", "base"), zone_pos(scene, "grp:city"))
    assert "m_soga" in s.state.zones["tdf:city"].cards
    assert scene.table.animating  # Soga on the way to the city, the base closing up
    click(app, card_pos(scene, "m_dan", "base"))  # where Dan lies in the closed-up base
    assert scene.selected == "m_dan" and scene.table.animating
    click(app, card_pos(scene, "m_soga", "grp:city"))  # where Soga lands, before it has landed
    assert set(s.state.zones["tdf:city"].cards) == {"m_soga", "m_dan"}
    frames(app, 6, 0.05)
    assert not scene.table.animating and not motion.busy()


def test_the_animations_setting_is_checked_like_the_others(tmp_path):
    f = tmp_path / "settings.json"
    assert st.Settings().animations is True
    f.write_text(json.dumps({"animations": False}))
    assert st.load(f).animations is False and not st.load(f).problems
    f.write_text(json.dumps({"animations": "sometimes"}))
    loaded = st.load(f)
    assert loaded.animations is True and len(loaded.problems) == 1 and "animations" in loaded.problems[0]
