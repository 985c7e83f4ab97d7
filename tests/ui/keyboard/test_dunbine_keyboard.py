"""Dunbine by keyboard alone: launch it, then play one side's whole turn (acceleration, action, PP).

Everything goes through the shell's focus ring (``ui.focus``): Tab to a button
in the side panel (machines, thrust values, forward/turn buttons, End action,
PP −/+, End allocation), Enter or Space to press it. The ``kb`` fixture fails
the test at once if any mouse event is sent.
"""

from __future__ import annotations

import pygame

from tabletop.ui.text import resolve

from tabletop.core.hexgrid import neighbor
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine import movement
from tabletop.games.dunbine.state import PP_ITEMS
from tabletop.ui import focus
from tabletop.ui.scenes.help import KeyHelpOverlay, scene_keys
from tabletop.ui.views.dunbine.controls import ITEM, _name
from tabletop.ui.views.dunbine.handover import HandOver
from tabletop.ui.views.dunbine.scene import DunbineScene

from .keys import label_of, launch, press, tab_to


def control(scene, text, exact=False):
    """A predicate for ``tab_to``: a button of the side panel whose English label matches."""
    return lambda w: w in scene.controls and ((label_of(w) == text) if exact else (text in label_of(w)))


def machine_button(scene, u):
    """The side panel's button of machine ``u``: its name, and its pilot's under it
    (two machines of a side can be of the same kind)."""
    return lambda w: (control(scene, u.card.name_en)(w)
                      and u.base.name_en in resolve(getattr(w, "sublabel", None) or "", "en"))


def hand_over(app) -> None:
    """Enter closes the hand-over prompt between the sides."""
    for _ in range(3):
        if not isinstance(app.top, HandOver):
            return
        press(app, pygame.K_RETURN)
    assert not isinstance(app.top, HandOver)


def test_rule_6_2_one_side_s_whole_turn_of_dunbine_by_keyboard(kb):
    session = launch(kb, "dunbine")
    hand_over(kb)
    scene = kb.top
    assert isinstance(scene, DunbineScene)
    state = session.state
    side = state.current
    assert state.phase == "acceleration" and session.pending().seat == side
    mine = [u for u in state.side_units(side) if not u.carrier]
    assert mine
    # F1 opens the key help, which names the focus ring's keys; F1 again closes it
    assert {"Tab / Shift+Tab", "Enter / Space"} <= {k for k, _ in scene_keys(scene)}
    press(kb, pygame.K_F1)
    assert isinstance(kb.top, KeyHelpOverlay)
    press(kb, pygame.K_F1)
    assert kb.top is scene
    # -- acceleration (4): each machine chosen by its button, thrust 2 by its value button
    for u in mine:
        tab_to(kb, machine_button(scene, u))
        press(kb, pygame.K_RETURN)
        assert scene.selected == u.id
        pp, cost = u.action_pp, movement.accel_cost(state, u, 2)
        tab_to(kb, control(scene, "2", exact=True))
        press(kb, pygame.K_RETURN)
        assert (u.thrust, u.changed_thrust, u.action_pp) == (2, True, pp - cost)
    tab_to(kb, control(scene, "End acceleration"))
    press(kb, pygame.K_RETURN)
    hand_over(kb)
    assert state.phase == "action" and session.pending().seat == side
    # -- action phase (5, 6): each machine moves a hex forward and turns 60°, spending its thrust (6.2)
    moved = turned = 0
    acted = []
    while state.phase == "action":
        m = state.unit(state.active)
        assert m.side == side and m.id not in acted
        acted.append(m.id)
        start_hex, start_facing = m.hex, m.facing
        tab_to(kb, control(scene, "Forward", exact=True))
        press(kb, pygame.K_RETURN)
        assert m.hex != start_hex and m.spent == 1
        moved += 1
        tab_to(kb, lambda w: w in scene.controls and label_of(w) in ("L 60°", "R 60°"))
        press(kb, pygame.K_SPACE)
        assert m.facing != start_facing
        turned += 1
        while movement.remaining(m) > 0:
            tab_to(kb, control(scene, "Forward", exact=True))
            press(kb, pygame.K_RETURN)
        tab_to(kb, control(scene, "End action"))
        press(kb, pygame.K_RETURN)
        assert m.activation == "done"
        hand_over(kb)
    assert moved == turned == len(mine) and sorted(acted) == sorted(u.id for u in mine)
    # -- PP allocation (22): choose the last machine, move a point of action PP onto the first track
    assert state.phase == "allocation" and session.pending().seat == side
    u = mine[-1]
    tab_to(kb, machine_button(scene, u))
    press(kb, pygame.K_RETURN)
    assert scene.selected == u.id
    plus = tab_to(kb, lambda w: w in scene.controls and label_of(w) == "+")
    row = next(r for r in scene.items if isinstance(r, list) and plus in r)
    item = next(i for i in PP_ITEMS if label_of(row[0]).startswith(ITEM[i][1]))
    before, action_before = getattr(u, f"{item}_pp"), u.action_pp
    press(kb, pygame.K_RETURN)
    assert (getattr(u, f"{item}_pp"), u.action_pp) == (before + 1, action_before - 1)
    tab_to(kb, control(scene, "End allocation and turn"))
    press(kb, pygame.K_RETURN)
    # -- the other side's turn begins, and it can go on by keyboard
    assert state.current != side and session.pending().seat == state.current
    assert state.phase == "acceleration"
    assert all(a["seat"] == side for a in session.to_save()["actions"])
    hand_over(kb)
    assert kb.top is scene and focus.focusables(scene)
    assert scene.selected in {u.id for u in state.side_units(state.current)}
    assert not kb.crashes


def test_rule_11_14_16_an_attack_and_its_defence_by_keyboard(kb):
    """Weapon, target, attack, the defender's evasion and the aura steps: Tab + Enter only.

    Set-up (not input): the first side accelerates by keyboard, then an enemy
    machine is placed two hexes ahead of the active machine so a target is in reach.
    """
    session = launch(kb, "dunbine")
    hand_over(kb)
    scene = kb.top
    state = session.state
    side = state.current
    for u in [u for u in state.side_units(side) if not u.carrier]:
        tab_to(kb, machine_button(scene, u))
        press(kb, pygame.K_RETURN)
        tab_to(kb, control(scene, "2", exact=True))
        press(kb, pygame.K_RETURN)
    tab_to(kb, control(scene, "End acceleration"))
    press(kb, pygame.K_RETURN)
    hand_over(kb)
    m = state.unit(state.active)
    enemies = [u for u in state.side_units(1 - side) if not u.carrier][:2]
    assert len(enemies) == 2
    ahead = neighbor(m.hex, m.facing)
    with session.edit():
        for e in enemies:                               # two and three hexes ahead, facing it
            ahead = neighbor(ahead, m.facing)
            e.q, e.r, e.facing = ahead.q, ahead.r, (m.facing + 3) % 6
    scene.on_change([])
    enemy = enemies[1]
    both = [a.weapon for a in scene.legal if isinstance(a, A.Attack) and a.target == enemies[0].id]
    attacks = [a for a in scene.legal if isinstance(a, A.Attack) and a.target == enemy.id and a.weapon in both]
    assert attacks, "the placed enemies are not both legal targets of one weapon"
    wid = attacks[0].weapon
    wname = "Sword" if wid == "sword" else m.card.weapon(wid).name_en
    # choose the weapon, then the target by its button (the keyboard's click on the map)
    tab_to(kb, control(scene, wname, exact=True))
    press(kb, pygame.K_RETURN)
    assert scene.weapon == (m.id, wid) and scene.target == ""     # two targets: none chosen yet
    tab_to(kb, control(scene, _name(state, enemy.id).en, exact=True))
    press(kb, pygame.K_RETURN)
    assert scene.target == enemy.id
    tab_to(kb, control(scene, "Attack!"))
    press(kb, pygame.K_RETURN)
    assert state.attack is not None and state.attack.target == enemy.id and state.attack.weapon == wid
    hand_over(kb)
    assert session.pending().kind == "defend" and session.pending().seat == 1 - side
    defence = "Evade" if any(isinstance(a, A.Defend) and a.kind == "evade" for a in scene.legal) else "No defence"
    tab_to(kb, control(scene, defence, exact=True))
    press(kb, pygame.K_RETURN)
    assert state.attack is None or state.attack.defence == {"Evade": "evade", "No defence": "none"}[defence]
    for _ in range(6):
        if state.attack is None:
            break
        hand_over(kb)
        tab_to(kb, control(scene, "Done with aura power"))
        press(kb, pygame.K_RETURN)
    assert state.attack is None
    hand_over(kb)
    rolls = [e for e in session.log_for(None) if e.kind == "roll" and e.rule in ("dunbine 14.5", "dunbine 18")]
    assert rolls                                  # the hit roll was made
    assert state.phase == "action" and state.active == m.id and scene.selected == m.id
    assert not kb.crashes
