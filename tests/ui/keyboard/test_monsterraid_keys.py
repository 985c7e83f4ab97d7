"""Monster Raid by keyboard alone: launch it, move a minion or effect card and Ready the placement, use a skill,
shoot dice with the keys, pass.

Keys: placement Tab / 1-9 take, arrows move, Return puts, Return (holding nothing) = Ready; the turn 1-9 choose a
skill (↓ Return a use), U uses, ↑ = more power, ← → = aim, Return = shoot; Ctrl+P = Pass (the scene keeps Tab
and the arrows for placing and aiming, so Ready and Pass have their own keys).
"""

from __future__ import annotations

import pygame

from tabletop.games.monsterraid.actions import Pass, PlaceEffect, PlaceMinion, Ready, Shoot, UseSkill
from tabletop.games.monsterraid.content import content
from tabletop.ui.scenes.help import scene_keys
from tabletop.ui.text import resolve
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


def test_a_turn_with_a_placement_moved_by_keys_and_a_skill_used_by_keys(kb):
    """Placement: Tab takes a minion, the arrows move it to another legal spot, Enter puts it, Enter is Ready;
    the turn: a skill chosen by its number (its uses by ↓ Enter when it has several), U uses it, then a shot
    by the keys. Only key events are posted (``kb``)."""
    session = launch(kb, "monsterraid", seats=1)
    lift_curtain(kb)
    scene = kb.top
    state = session.state
    assert isinstance(scene, MonsterRaidScene) and state.phase == "placement"
    assert {"Tab / 1-9", "← → ↑ ↓", "Enter"} <= {k for k, _ in scene_keys(scene)}   # F1 lists the placement keys
    # placement: take the first thing that may move with Tab, move it by the arrows until a legal spot shows
    press(kb, pygame.K_TAB)
    kind, ident = scene.placer.drag
    before = (state.target(ident).x, state.target(ident).y) if kind == "target" else state.card(ident).edge
    for k in (pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT) * 2:
        press(kb, k)
        ghost = scene.placement_ghost()
        if ghost is not None and ghost[3]:
            break
    assert ghost is not None and ghost[3], "no legal spot reached by the arrows"
    press(kb, pygame.K_RETURN)                           # put it there
    moved = actions(session)[-1]
    assert isinstance(moved, (PlaceMinion, PlaceEffect))
    state = session.state
    after = (state.target(ident).x, state.target(ident).y) if kind == "target" else state.card(ident).edge
    assert after != before                               # not the suggested placement
    press(kb, pygame.K_RETURN)                           # holding nothing: Ready
    assert isinstance(actions(session)[-1], Ready) and session.state.phase == "attack"
    # the adventurers have grown their active skills (set-up, as stage clears' growth would)
    sdefs = content().skills
    with session.edit() as state:
        for adv in state.adventurers:
            for s in adv.skills:
                if sdefs[s.id].kind == "active":
                    s.in_play = True
    scene.refresh()
    kb.step([], 1 / 60)
    used = {"single": None, "list": None}
    for _turn in range(6):                               # turns until a skill of one use and one with a list are used
        if all(used.values()):
            break
        who = session.state.turn
        uses = {b: sum(isinstance(a, UseSkill) and a.skill == b.skill for a in scene.legal()) for b in scene.skill_keys}
        for b in [b for b in scene.skill_keys if b.enabled]:
            way = "list" if uses[b] > 1 else "single"
            if used[way]:
                continue
            n = scene.skill_keys.index(b) + 1
            assert resolve(b.label, "en").startswith(f"{n}  ")    # the key is on the button
            press(kb, pygame.K_0 + n)
            if way == "list":                            # listed with the first use focused: ↓ then Enter
                assert scene.picking == b.skill
                wanted = [a for a in scene.legal() if isinstance(a, UseSkill) and a.skill == b.skill][1]
                press(kb, pygame.K_DOWN)
                press(kb, pygame.K_RETURN)
            else:
                wanted = next(a for a in scene.legal() if isinstance(a, UseSkill) and a.skill == b.skill)
            assert list(scene.chosen.values()) == [wanted]
            press(kb, pygame.K_u)                        # use it
            assert actions(session)[-1] == wanted
            assert next(s for s in session.state.adventurer(who).skills if s.id == wanted.skill).tapped
            used[way] = wanted
            break
        shoot_by_keys(kb, scene)
        for _ in range(5):                               # a decision after the shot: its first row, by number
            if not session.state.prompts or session.is_over():
                break
            press(kb, pygame.K_1)
            settle(kb, scene)
    assert all(used.values()), used
    done = actions(session)
    kinds = [type(a) for a in done]
    assert kinds[:2] in ([PlaceMinion, Ready], [PlaceEffect, Ready]) and Shoot in kinds
    assert used["single"] in done and used["list"] in done
