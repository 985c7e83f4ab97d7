"""The opening turns of the skirmish scenario played with posted mouse events only.

Every step goes through ``App.step`` with raw pygame events (see ``driver``);
the assertions look at the game state the clicks produced.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine.state import PP_ITEMS
from tabletop.ui.views.dunbine.handover import HandOver
from tabletop.ui.views.dunbine.scene import DunbineScene

from .opening import accelerate_all, end_turn, move_all_forward, start


@pytest.fixture
def d(app):
    pygame.display.set_mode((1280, 800))
    return start(app)


def test_the_game_opens_on_the_map_in_the_acceleration_phase(d):
    assert isinstance(d.app.top, DunbineScene)
    assert d.state.phase == "acceleration"
    assert d.scene.selected in {u.id for u in d.state.side_units(d.state.current)}
    assert not d.app.crashes


def test_rule_4_accelerate_with_the_legal_thrust_buttons_and_their_pp(d):
    u = d.state.side_units(d.state.current)[0]
    d.select(u.id)
    b = d.button("6", exact=True)
    assert "3PP" in str(b.sublabel)          # +6 costs 3 PP on the Dunbine's card
    pp = u.action_pp
    d.click(b.rect.center)
    assert (u.thrust, u.action_pp, u.changed_thrust) == (6, pp - 3, True)
    assert not d.has_button("6")             # once per turn (4.5): no thrust buttons any more


def test_rule_6_2_the_action_cannot_end_before_the_thrust_is_spent(d):
    accelerate_all(d, 6)
    m = d.state.unit(d.state.active)
    d.press("行動終了")
    assert d.state.active == m.id and m.activation == "active"
    assert "6.2" in d.banner() and "推力" in d.banner()
    assert not d.app.crashes


def test_opening_turns_move_turn_attack_defend_allocate_end_turn(d):
    state = d.state
    first = state.current
    # -- turn 1, first side: accelerate both, click the farthest green hex, end the action
    accelerate_all(d, 6)
    m = state.unit(state.active)
    start_hex = m.hex
    d.click_hex(d.forward_hex(m.id, 6))
    assert m.spent == 6 and m.hex != start_hex
    d.press("行動終了")
    assert d.lift() == 0                     # the same side goes on
    m2 = state.unit(state.active)
    assert m2.id != m.id
    # a 60-degree turn with the marker inside the machine's hex, then forward
    facing = m2.facing
    d.click_turn(1)
    assert m2.facing == (facing + 1) % 6 and m2.spent == 1
    d.click_hex(d.forward_hex(m2.id, 1))
    d.click_turn(-1)
    assert m2.facing == facing
    d.click_hex(d.forward_hex(m2.id, abs(m2.thrust) - m2.spent))
    d.press("行動終了")
    assert state.phase == "allocation"
    # -- PP allocation with +/- (22): the total stays the same
    u = state.unit(d.scene.selected)
    total = u.total_pp()
    d.click(d.scene.controls[[i for i, b in enumerate(d.scene.controls) if getattr(b, "label", "") == "+"][0]].rect.center)
    assert u.attack_pp == 1 and u.total_pp() == total
    end_turn(d)
    assert state.current == 1 - first and state.phase == "acceleration"
    # -- the other side
    accelerate_all(d, 4)
    move_all_forward(d)
    end_turn(d)
    assert state.turn == 2 and state.current == first
    # -- turn 2: close in and shoot
    accelerate_all(d, 12)
    m = state.unit(state.active)
    while not any(isinstance(a, A.Attack) and a.weapon == "aura_shot" for a in d.scene.legal):
        assert m.spent < abs(m.thrust), "no target came in range"
        d.click_hex(d.forward_hex(m.id, 1))
    d.press("オーラショット")
    targets = [a.target for a in d.scene.legal if isinstance(a, A.Attack) and a.weapon == "aura_shot"]
    assert targets
    d.click_hex(state.unit(targets[0]).hex)
    assert d.scene.target == targets[0]
    assert d.has_button("攻撃する")
    d.press("攻撃する")
    assert state.attack is not None
    assert not isinstance(d.app.top, HandOver)       # the defender decides at the table (docs/ui.md)
    assert d.scene.session.pending().kind == "defend"
    d.press("回避する")
    assert state.attack.defence == "evade"
    target = state.unit(targets[0])
    while state.attack is not None:
        d.lift()
        d.press("オーラ力を使わない")
    d.lift()
    rolls = [e for e in d.scene.session.log_for(None) if e.kind == "roll" and e.rule in ("dunbine 14.5", "dunbine 18")]
    assert rolls and rolls[-1].rule in ("dunbine 14.5", "dunbine 18")
    assert m.attack_pp == 0 and m.ammo["aura_shot"] == 5
    assert target.defence_pp == 0
    assert d.scene.selected == m.id
    assert not d.app.crashes


def test_stacked_machines_are_selected_in_turn_by_clicking_again(app):
    pygame.display.set_mode((1280, 800))
    from .opening import start as start_game
    d = start_game(app)
    a, b = d.state.side_units(d.state.current)[:2]
    b.q, b.r = a.q, a.r
    d.scene.on_change([])
    d.click_hex(a.hex)
    first = d.scene.selected
    d.click_hex(a.hex)
    second = d.scene.selected
    assert {first, second} == {a.id, b.id}
    assert "2" in d.scene.board.extra


def test_pp_buttons_stop_at_the_action_pp(d):
    state = d.state
    accelerate_all(d, 6)
    move_all_forward(d)
    u = state.unit(d.scene.selected)
    plus = [b for b in d.scene.controls if getattr(b, "label", "") == "+"]
    minus = [b for b in d.scene.controls if getattr(b, "label", "") == "−"]
    assert len(plus) == len(PP_ITEMS) and all(b.enabled for b in plus)
    assert not any(b.enabled for b in minus)   # every track is at 0
    for _ in range(u.action_pp):
        plus = [b for b in d.scene.controls if getattr(b, "label", "") == "+"]
        d.click(plus[1].rect.center)
    assert u.action_pp == 0 and u.defence_pp > 0
    plus = [b for b in d.scene.controls if getattr(b, "label", "") == "+"]
    assert not any(b.enabled for b in plus)


def test_english_labels_and_resize(d):
    d.app.set_lang("en")
    d.frames()
    assert d.has_button("End acceleration")
    d.app.resize((1000, 640))
    d.frames()
    for b in d.scene.controls:
        if b.visible:
            assert d.app.surface.get_rect().contains(b.rect)
    assert d.scene.mapview.rect.right < 1000
    accelerate_all(d, 6)
    assert d.state.phase == "action"
    assert not d.app.crashes


def test_pan_and_zoom_keep_the_hex_under_the_cursor(d):
    view = d.scene.mapview
    pos = view.rect.center
    d.move(pos)
    before = view.hex_at(pos)
    d.app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 0.016)
    assert view.camera.zoom > 1.0 and view.hex_at(pos) == before
    x0 = view.camera.x
    d.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] - 60, pos[1]), rel=(-60, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] - 120, pos[1]), rel=(-60, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(pos[0] - 120, pos[1]), button=1)], 0.016)
    assert view.camera.x > x0
    assert d.state.phase == "acceleration"     # a drag is not a click


def test_two_drags_from_the_same_point_pan_by_their_own_distance(d):
    view = d.scene.mapview
    cam = view.camera
    cam.centre_on(cam.map_w / 2, cam.map_h / 2)
    start = view.rect.center

    def drag(dx):
        d.app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + dx, start[1]), rel=(dx, 0),
                                       buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] + dx, start[1]), button=1)], 0.016)

    x0 = cam.x
    drag(-80)
    x1 = cam.x
    drag(-80)
    assert abs((x1 - x0) - 80 / cam.zoom) < 1e-6
    assert abs((cam.x - x1) - 80 / cam.zoom) < 1e-6
