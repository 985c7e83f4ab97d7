"""Monster Raid by keyboard alone: launch it, Ready the placement, shoot dice with the keys, pass.

Keys: Return = Ready (placement); ↑ = more power, ← → = aim, Return = shoot; Ctrl+P = Pass
(the scene keeps Tab and the arrows for aiming, so Ready and Pass have their own keys).
"""

from __future__ import annotations

import pygame

from tabletop.games.monsterraid.actions import Pass, Ready, Shoot
from tabletop.ui.scenes.help import scene_keys
from tabletop.ui.views.monsterraid.scene import MonsterRaidScene

from .keys import launch, lift_curtain, press


def settle(app, scene, limit=4000):
    """Let the dice roll until the shot is over and applied (frames only, no input)."""
    n = 0
    while (scene.ctl.busy or scene.anim is not None) and n < limit:
        if scene.anim is not None:                       # a round end: Return steps through it
            press(app, pygame.K_RETURN)
        else:
            app.step([], 1 / 30)
        n += 1
    app.step([], 1 / 30)


def actions(session):
    return [session.game.action_from_json(a["action"]) for a in session.to_save()["actions"]]


def shoot_by_keys(app, scene):
    for _ in range(6):
        press(app, pygame.K_UP)                          # power
    press(app, pygame.K_LEFT)                            # aim a little
    press(app, pygame.K_RETURN)                          # shoot
    assert scene.ctl.busy or scene.anim is not None or isinstance(actions(scene.session)[-1], Shoot)
    settle(app, scene)


def test_a_shot_and_a_pass_of_monsterraid_by_keyboard(kb):
    session = launch(kb, "monsterraid", seats=1, options={"difficulty": "hard"})
    assert session.seats == 1 and session.options["difficulty"] == "hard"
    lift_curtain(kb)
    scene = kb.top
    assert isinstance(scene, MonsterRaidScene) and session.state.phase == "placement"
    press(kb, pygame.K_RETURN)                           # Ready: the placement is accepted
    assert isinstance(actions(session)[-1], Ready) and session.state.phase == "attack"
    state = session.state
    who = state.turn
    in_hand = [d.id for d in state.dice if d.owner == who and d.where == "hand"]
    shoot_by_keys(kb, scene)
    done = actions(session)
    assert isinstance(done[-1], Shoot) or session.state.fault_die, [type(a).__name__ for a in done]
    shot = next(a for a in done if isinstance(a, Shoot))
    assert shot.die in in_hand and shot.power > 0                 # a die of the hand, with the keys' power
    assert session.state.die(shot.die).where != "hand" or session.state.fault_die == shot.die
    # go on shooting by keyboard until an adventurer may pass (no die left in hand), then Ctrl+P
    for _ in range(40):
        if scene.can_pass():
            break
        shoot_by_keys(kb, scene)
    assert scene.can_pass(), "never allowed to pass"
    assert "Ctrl+P" in {k for k, _ in scene_keys(scene)}   # the F1 key help lists it
    passer = session.state.turn
    press(kb, pygame.K_p, pygame.KMOD_CTRL)
    assert isinstance(actions(session)[-1], Pass)
    assert session.state.adventurer(passer).passed
    assert all(isinstance(a, (Ready, Shoot, Pass)) for a in actions(session))
