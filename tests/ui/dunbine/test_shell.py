"""The Dunbine screen with the shell: undo/redo, save and load, autosave, menu, explanations
of refused clicks, panning, docked pairs, and buttons that appear only when legal."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.session import Session
from tabletop.games.dunbine import movement
from tabletop.ui.saves import autosaves, list_saves
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.views.dunbine.scene import DunbineScene

from .opening import accelerate_all, end_turn, move_all_forward, start


@pytest.fixture
def d(app):
    pygame.display.set_mode((1280, 800))
    return start(app)


def test_undo_and_redo_a_move_with_the_buttons(d):
    accelerate_all(d, 6)
    m = d.state.unit(d.state.active)
    before = m.hex
    d.click_hex(d.forward_hex(m.id, 1))
    moved = m.hex
    assert moved != before
    d.press("取り消し")
    m = d.state.unit(d.state.active)       # undo restores a snapshot: look the unit up again
    assert m.hex == before and m.spent == 0
    d.press("やり直し")
    assert d.state.unit(m.id).hex == moved


def test_save_then_load_shows_the_same_game(d):
    accelerate_all(d, 6)
    d.press("保存")
    saves = list_saves()
    assert saves
    session = Session.load(saves[0].path)
    assert session.state_hash() == d.scene.session.state_hash()
    scene = d.app.start_game(session)
    d.frames()
    assert isinstance(scene, DunbineScene) and d.app.top is scene
    assert not d.app.crashes


def test_autosave_at_the_end_of_a_player_turn(d):
    before = len(autosaves("dunbine"))
    accelerate_all(d, 6)
    move_all_forward(d)
    end_turn(d)
    assert len(autosaves("dunbine")) > before


def test_escape_opens_the_menu_with_rules_help(d):
    d.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)
    assert isinstance(d.app.top, GameMenu)
    assert d.scene.help_text()


def test_rule_6_4_clicking_an_unreachable_hex_says_why(d):
    accelerate_all(d, 6)
    m = d.state.unit(d.state.active)
    from tabletop.core.hexgrid import neighbor
    behind = neighbor(neighbor(m.hex, (m.facing + 3) % 6), (m.facing + 3) % 6)
    d.click_hex(behind)
    assert "6.4" in d.banner()
    assert m.spent == 0


def test_rule_11_3_clicking_an_enemy_out_of_reach_says_why(d):
    accelerate_all(d, 6)
    d.press("オーラショット")
    enemy = d.state.side_units(1 - d.state.current)[0]
    d.click_hex(enemy.hex)
    assert "11." in d.banner()
    assert d.state.attack is None
    d.click(d.scene.mapview.rect.center, button=3)      # right click: weapon off
    assert d.scene.weapon is None


def test_arrow_keys_and_the_screen_edge_pan_the_map(d):
    cam = d.scene.mapview.camera
    cam.centre_on(cam.map_w / 2, cam.map_h / 2)
    x0, y0 = cam.x, cam.y
    d.app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], 0.016)
    d.frames(10, 0.05)
    assert cam.x > x0
    view = d.scene.mapview.rect
    x1 = cam.x
    d.move((view.x + 10 + view.w // 2, view.bottom - 3))
    d.frames(5, 0.05)
    assert cam.y > y0 and abs(cam.x - x1) < 1e-6


def test_rule_10_a_docked_pair_is_one_counter_and_both_can_be_selected(d):
    state = d.state
    a, b = state.side_units(state.current)[:2]
    a.machine = "wing_caliber"
    b.carrier, a.passenger = a.id, b.id
    b.q, b.r, b.facing = a.q, a.r, a.facing
    d.scene.on_change([])
    d.frames()
    from tabletop.ui.views.dunbine.counters import stacks
    assert [u.id for u in stacks(d.scene.seen)[a.hex]] == [a.id]
    picked = set()
    for _ in range(2):
        d.click_hex(a.hex)
        picked.add(d.scene.selected)
    assert picked == {a.id, b.id}
    assert not d.app.crashes


def test_rule_9_the_transform_button_appears_only_when_legal(app):
    pygame.display.set_mode((1280, 800))
    d = start(app, "great_battle")
    state = d.state
    billbine = next(u for u in state.side_units(state.current) if u.machine == "billbine")
    d.select(billbine.id)
    d.press("6", exact=True)
    d.press("加減速を終える")
    d.lift()
    seen = False
    while state.phase == "action" and state.current == 0:
        m = state.unit(state.active)
        assert d.has_button("変形") == (m.id == billbine.id)
        seen = seen or m.id == billbine.id
        if movement.remaining(m):
            d.click_hex(d.forward_hex(m.id, movement.remaining(m)))
        d.press("行動終了")
        d.lift()
    assert seen
