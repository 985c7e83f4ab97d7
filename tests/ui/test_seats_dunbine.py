"""Dunbine seats (issue 15 item 3; docs/ui.md "Seats and hand-overs"), driven by posted mouse events:
one person against the computer never gets a "pass the mouse" prompt (nor a curtain: nothing is
hidden); two people get one at each change of side and none inside an attack, where the defender's
steps are taken at the table."""

from __future__ import annotations


import pygame
import pytest

from tabletop.core import registry
from tabletop.core.session import Session
from tabletop.games import discover
from tabletop.games.dunbine import actions as A
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.views.dunbine import make_scene
from tests.ui.conftest import app, home, test_games  # noqa: F401  (fixtures)
from tests.ui.dunbine.driver import Driver
from tests.ui.dunbine.opening import accelerate_all, end_turn, move_all_forward, start

from .seats_drive import SHOTS, drawn_strings, handovers, settle, shot



def _record(scene) -> list[int]:
    """Every hand-over the scene completes (the side that took the mouse)."""
    done: list[int] = []
    handed_over = scene.handed_over
    scene.handed_over = lambda seat: (done.append(seat), handed_over(seat))
    return done


@pytest.fixture
def window(app):
    pygame.display.set_mode((1280, 800))
    return app


def test_two_people_pass_the_mouse_once_per_change_of_side_and_never_inside_an_attack(window):
    d = start(window)
    state, scene = d.state, d.scene
    done = _record(scene)
    first = state.current
    accelerate_all(d, 6)
    move_all_forward(d)
    assert done == []  # the same side goes on: no prompt
    end_turn(d)
    assert done == [1 - first]  # one prompt at the change of side
    accelerate_all(d, 4)
    move_all_forward(d)
    end_turn(d)
    assert done == [1 - first, first]
    accelerate_all(d, 12)
    m = state.unit(state.active)
    while not any(isinstance(a, A.Attack) and a.weapon == "aura_shot" for a in scene.legal):
        d.click_hex(d.forward_hex(m.id, 1))
    d.press("オーラショット")
    target = next(a.target for a in scene.legal if isinstance(a, A.Attack) and a.weapon == "aura_shot")
    d.click_hex(state.unit(target).hex)
    d.press("攻撃する")
    assert state.attack is not None and scene.session.pending().seat == 1 - first
    assert not handovers(d.app)  # the defender decides at the table
    shot(d.app, SHOTS / "dunbine_defender_at_the_table_1280x800_ja.png")
    d.press("回避する")
    steps = 0
    while state.attack is not None:
        assert not handovers(d.app)
        d.press("オーラ力を使わない")
        steps += 1
    assert steps >= 2 and done == [1 - first, first]  # both sides decided in the attack; no prompt at all
    assert scene.session.pending().seat == first and not handovers(d.app)


def test_one_person_against_the_computer_never_passes_the_mouse(window):
    discover()
    session = Session(registry.find("dunbine"), 2, {"scenario": "skirmish"}, seed=1, players=["human", "quick"])
    window.reset(TitleScene(window))
    scene = window.push(make_scene(window, session))
    window.step([], 0.016)
    d = Driver(window)
    assert session.pending().seat == 0 and not handovers(window)
    accelerate_all(d, 6)
    move_all_forward(d)
    end_turn(d)
    assert session.pending().seat == 1 and not handovers(window)  # no "pass the mouse to" the computer

    def nothing_over(s) -> None:
        assert not handovers(window) and window.top is s
        if s.last_move:  # the computer's box over the map, with its previous move's log line
            strings = drawn_strings(window)
            assert any("考え中" in x for x in strings) and s.last_move_line("ja") in strings
            seen_box.append(s.spinner_rect)

    seen_box: list = []

    assert settle(window, scene, nothing_over) >= 3 and seen_box
    assert session.pending().seat == 0 and not handovers(window)
    assert not window.crashes
