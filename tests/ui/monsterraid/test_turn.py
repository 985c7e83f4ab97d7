"""A turn on the Monster Raid screen, through ``App.step`` with posted mouse events: placement, a flicked shot, pass."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.games.monsterraid.actions import PlaceMinion, Ready, Shoot
from tabletop.games.monsterraid.placement import check_minion

from tabletop.ui.text import resolve

from ..conftest import click
from .helpers import open_game, run_shot, drag


def test_rule_0_placement_drag_a_minion_to_a_legal_spot_then_ready(app):
    scene = open_game(app)
    session = scene.session
    state = session.state
    assert state.phase == "placement" and scene.ready_btn.visible
    moves = [a for a in session.legal_actions() if isinstance(a, PlaceMinion)]
    assert moves, "this seed's layout offers a minion move"
    move = moves[0]
    minion = state.target(move.target)
    pose = check_minion(state, move)
    tf = scene.board.transform()
    drag(app, tf.to_screen(minion.cx, minion.cy), tf.to_screen(pose[0], pose[1]), steps=6)
    state = session.state
    last = session.actions[-1]["action"]
    assert last["type"] == "PlaceMinion" and last["target"] == move.target
    moved = state.target(move.target)
    assert math.hypot(moved.x - pose[0], moved.y - pose[1]) < 1e-6
    # dropping far from every legal spot is refused with the rule shown
    n = len(session.actions)
    boss = state.targets[0]
    drag(app, tf.to_screen(moved.cx, moved.cy), tf.to_screen(boss.cx, boss.cy + 560), steps=6)
    assert len(session.actions) == n and scene.banner is not None and scene.banner[1] == "error"
    assert scene.banner_rule.startswith("monsterraid 0") and "(rule 0 " in scene.banner[0]("en")
    click(app, scene.ready_btn)
    assert session.state.phase == "attack"
    assert session.actions[-1]["action"]["type"] == "Ready"


def test_rule_1_a_turn_flick_shot_by_drag_is_applied_exactly_as_simulated(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    session = scene.session
    assert session.state.turn == "sigurd" and scene.board.enabled
    ctl = scene.ctl
    assert ctl.methods == ("flick",)  # Sigurd flicks only
    assert ctl.die == "sigurd-n1-d6" and set(ctl.eligible()) == {d.id for d in session.state.dice
                                                                 if d.owner == "sigurd" and d.where in ("hand", "slot")}
    tf = scene.board.transform()
    start = tf.to_screen(*ctl.position)
    end = (start[0] + 4, start[1] - 40)  # pulled towards the table's edge: the die goes in, towards the targets
    drag(app, start, end)
    record = ctl.record
    assert record is not None and ctl.busy
    expect_power = min(1.0, math.hypot(*(a - b for a, b in zip(ctl.position, tf.to_table(*end))))
                       / scene.board.pull_mm())
    assert abs(record.shot.power - expect_power) < 0.03
    # while the die is in flight the top bar still names the shooter's player, not the next one's
    for _ in range(10):
        app.step([], 1 / 60)
    assert ctl.busy and scene.view_data["turn"] == "sigurd" and scene.mouse_seat() == 0
    run_shot(app, scene)
    action = session.actions[-1]
    assert action["action"]["type"] == "Shoot" and action["action"]["die"] == "sigurd-n1-d6"
    # the rules' own simulation put the die exactly where the animation left it
    final = next(d for d in record.result.table.dice if d.id == "sigurd-n1-d6")
    die = session.state.die("sigurd-n1-d6")
    assert (die.x, die.y, die.face) == (final.x, final.y, final.face)
    assert session.state.turn == "leaf" and session.state.shot_index == 1
    # the next player is shown: Leaf belongs to player 2 of 2
    assert scene.mouse_seat() == 1 and "2" in scene.seat_text(scene.mouse_seat(), "ja")
    assert set(scene.ctl.methods) == {"flick", "throw"}


def test_rule_1_pass_button_explains_why_it_is_not_allowed(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    assert scene.pass_btn.visible and not scene.pass_btn.enabled
    assert "パス" in scene.pass_why.label("ja") and "Pass" in scene.pass_why.label("en")
    n = len(scene.session.actions)
    click(app, scene.pass_btn)
    assert len(scene.session.actions) == n


def _fault(app):
    """A game past placement where Sigurd's first flick has just faulted (a tiny pull, through the mouse)."""
    scene = open_game(app)
    click(app, scene.ready_btn)
    ctl = scene.ctl
    tf = scene.board.transform()
    start = tf.to_screen(*ctl.position)
    ctl.aim.power = 0.0
    # a tiny pull: power below the rules' minimum, a fault
    drag(app, start, (start[0], start[1] - 4), steps=2)
    if ctl.record is None:  # too small a drag to count as one: shoot from the keyboard with no power
        ctl.aim.power = 0.01
        scene.board.shoot()
    run_shot(app, scene)
    return scene


def test_ruling_r2_a_fault_offers_the_choice_on_screen_redo_then_the_same_die(app):
    """Rule シュート (フォルト), ruling R2: the shooter may redo the faulted flick once: the screen shows
    the choice (both languages); choosing to redo lets only that die be shot."""
    scene = _fault(app)
    session = scene.session
    state = session.state
    assert session.pending().kind == "fault" and state.die("sigurd-n1-d6").where == "hand"  # nothing applied yet
    assert isinstance(session.game.action_from_json(session.actions[-1]["action"]), Shoot)
    assert scene.banner is not None and "フォルト" in scene.banner[0].get("ja") and "Fault" in scene.banner[0].get("en")
    assert scene.choices.visible and not scene.board.enabled
    assert "フォルト" in scene.decision_text("ja") and "Fault" in scene.decision_text("en")
    rows = {resolve(b.label, "ja"): b for b in scene.choices.items}
    assert [resolve(b.label, "en") for b in scene.choices.items] == ["1  Choose: shoot it again",
                                                                     "2  Choose: let the shot stand"]
    redo = next(b for text, b in rows.items() if "やり直す" in text)
    assert any("このまま成立させる" in text for text in rows)
    click(app, redo)
    state = session.state
    assert state.fault_die == "sigurd-n1-d6" and state.turn == "sigurd" and not state.prompts
    assert state.die("sigurd-n1-d6").where == "hand"  # the table is as it was
    assert scene.ctl.eligible() == ["sigurd-n1-d6"] and not scene.ctl.faults
    assert not scene.choices.visible and scene.board.enabled
    assert not any(isinstance(a, Ready) for a in session.legal_actions())


def test_ruling_r2_a_fault_may_be_left_standing_on_screen(app):
    """Ruling R2: choosing to let the faulted flick stand applies that very shot; the turn goes on."""
    scene = _fault(app)
    session = scene.session
    stand = next(b for b in scene.choices.items if "let the shot stand" in resolve(b.label, "en"))
    click(app, stand)
    state = session.state
    assert session.actions[-1]["action"] == {"type": "Choose", "option": "stand"}
    assert state.fault_die == "" and not state.prompts and state.turn == "leaf"
    assert state.die("sigurd-n1-d6").where in ("field", "lost")


def test_rule_1_leaf_may_throw_paola_only_throws(app):
    scene = open_game(app)
    click(app, scene.ready_btn)
    session = scene.session
    state = session.state
    with session.edit():
        state.turn = "leaf"  # Sigurd's shot is another test's; here Leaf's turn comes at once
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.method_btns["throw"].visible and not scene.method_btns["coin"].visible
    click(app, scene.method_btns["throw"])
    assert scene.ctl.method == "throw"
    tf = scene.board.transform()
    boss = state.targets[0]
    start = tf.to_screen(*scene.ctl.position)
    drag(app, start, tf.to_screen(boss.cx, boss.cy), steps=6)
    assert scene.ctl.record is not None and scene.ctl.record.shot.method == "throw"
    run_shot(app, scene)
    last = session.actions[-1]["action"]
    assert last["type"] == "Shoot" and last["method"] == "throw" and last["die"].startswith("leaf-")
    assert session.state.turn == "genjimaru"
    with session.edit():
        session.state.turn = "paola"
    scene.refresh()
    assert scene.ctl.methods == ("throw",) and scene.ctl.method == "throw"
    assert [m for m, b in scene.method_btns.items() if b.visible] == ["throw"]


def test_with_the_hand_empty_the_strip_and_the_aim_panel_name_the_ultimate_die(app):
    """A newcomer pressed Enter with Sigurd's hand empty and shot his ultimate (奥義) d12: the strip still said
    "手元" (hand) and the aim panel "シグルド d12". Once only ultimate dice may be shot, the strip says "奥義"
    and the aim panel names the die as the log does ("奥義d12")."""
    import pygame

    from tests.games.monsterraid.helpers import empty_hand

    scene = open_game(app)
    click(app, scene.ready_btn)
    drawn: list[str] = []
    real = app.text.render
    app.text.render = lambda line, *a, **k: drawn.append(line) or real(line, *a, **k)
    scene.board._draw_hud(app.surface, app)   # the aim panel and the strip of dice that may be shot
    assert "手元" in drawn and "奥義" not in drawn and not any("奥義d" in x for x in drawn)
    empty_hand(scene.session, scene.session.state.turn)
    scene.refresh()
    app.step([], 1 / 60)
    drawn.clear()
    scene.board._draw_hud(app.surface, app)
    assert scene.board.hand_slots() and all(scene.board.is_ultimate(d) for d, _r in scene.board.hand_slots())
    assert "奥義" in drawn and "手元" not in drawn
    assert any("奥義d" in x and x.startswith("弾く") for x in drawn), drawn
    app.set_lang("en")   # a narrow aim panel (a corner): the die alone, whole ("Genjimaru ultimate…" was cut)
    scene.board.hud_box = lambda: pygame.Rect(10, 600, 130, 120)
    drawn.clear()
    scene.board._draw_hud(app.surface, app)
    assert any("ultimate\u00a0d" in x for x in drawn) and not any("…" in x for x in drawn), drawn


def test_a_shooting_spot_too_near_the_new_targets_is_not_kept(app):
    """A newcomer's stage 3 opened on the last stage's shooting spot, now within two cards of the dragon: the
    launcher was red and every shot refused ("最も近いターゲットからカード2枚分…"), with no word on moving it. A spot
    the new targets make illegal gives way to the table's first legal one, silently; a shot from it is taken."""
    import pygame

    from tabletop.games.monsterraid.actions import Shoot
    from tabletop.ui.inputs import key_event
    from tabletop.ui.views.monsterraid.controller import position_error

    scene = open_game(app)
    click(app, scene.ready_btn)
    state = scene.session.state
    boss = next(t for t in state.targets if t.role == "boss")
    with scene.session.edit() as state:
        state.launcher = [boss.cx + 60.0, boss.cy]   # where the last stage's shots started
    scene.ctl.position = (boss.cx + 60.0, boss.cy)
    scene.refresh()
    app.step([], 1 / 60)
    assert position_error(scene.ctl.table, boss.cx + 60.0, boss.cy) is not None
    assert scene.ctl.position_ok() and scene.ctl.message is None
    n = len(scene.session.actions)
    app.step([key_event(pygame.K_RETURN)], 1 / 60)
    run_shot(app, scene)
    assert len(scene.session.actions) > n and scene.session.actions[n]["action"]["type"] == Shoot.__name__


def test_a_shot_key_with_an_empty_hand_says_to_pass(app):
    """A newcomer's Enter with an empty hand met "There is no die to shoot." and no next step (playthrough,
    session 19): the words name Pass and its key."""
    import pygame

    from tabletop.core.i18n import t
    from tabletop.ui.inputs import key_event

    from tests.games.monsterraid.helpers import empty_hand

    scene = open_game(app)
    click(app, scene.ready_btn)
    turn = scene.session.state.turn
    empty_hand(scene.session, turn)
    with scene.session.edit() as state:   # and the ultimate dice used
        for d in state.dice:
            if d.owner == turn and d.where == "slot":
                d.where = "lost"
    scene.refresh()
    app.step([], 1 / 60)
    n = len(scene.session.actions)
    app.step([key_event(pygame.K_RETURN)], 1 / 60)
    assert len(scene.session.actions) == n and scene.pass_btn.enabled
    assert scene.ctl.message_text("ja") == t("raid.no_die_pass", "ja") and "パス" in t("raid.no_die_pass", "ja")
    assert "Pass (Ctrl+P)" in scene.ctl.message_text("en")


@pytest.mark.parametrize("lang, size, scale", [("en", (1280, 800), 1.0), ("ja", (800, 560), 1.0),
                                               ("ja", (1280, 800), 1.5)])
def test_pass_keeps_its_place_when_the_skills_in_play_grow(app, lang, size, scale):
    """Issue 16: in stage 3, with five skills in play, Use and Pass went onto one row and Pass, in stage 1 the column
    wide under Use, shrank to the row's end (at 800x560 it also went a row down): its place moved between the stages.
    Pass stands in one place from the first turn on, under the skills."""
    from tabletop.games.monsterraid.content import content
    from tests.ui.monsterraid.helpers import scaled_turn

    app.set_lang(lang)
    scene = scaled_turn(app, size, scale)
    first = pygame.Rect(scene.pass_btn.rect)
    state = scene.session.state
    with scene.session.edit():   # the last stage, Sigurd grown twice and twice the MVP: the most skills in play
        state.stage = len(content().stages)
        for s in state.adventurer("sigurd").skills[:5]:
            s.in_play = True
    scene.refresh()
    app.step([], 1 / 60)
    assert sum(s.in_play for s in state.adventurer("sigurd").skills) == 5 and scene.pass_btn.visible
    assert scene.pass_btn.rect == first, (scene.pass_btn.rect, first)
    assert scene.skill_list.rect.bottom <= scene.use_btn.rect.top and not scene.use_btn.rect.colliderect(first)


def test_a_continued_game_keeps_the_shooting_position_of_its_last_shot(app):
    """Issue 16: after Continue the shooting position went back to the last launcher shot's: Paola throws from where
    the position stood (no launcher), so a game saved after her throw came back with the position elsewhere. The
    continued game starts where the last shot started, as the screen had kept it."""
    from tabletop.games.monsterraid.actions import Pass

    from tests.games.monsterraid.helpers import empty_hand

    scene = open_game(app, seats=4)
    click(app, scene.ready_btn)
    session = scene.session
    while session.state.turn != "paola":
        empty_hand(session, session.state.turn)
        scene.refresh()
        assert scene.apply_action(Pass())
    app.step([], 1 / 60)
    before = scene.ctl.position
    spot = next((before[0] + dx, before[1] + dy) for dx in (-60, 60, -40, 40) for dy in (0, -20, 20)
                if scene.ctl.set_position(before[0] + dx, before[1] + dy))
    scene.board.shoot()
    run_shot(app, scene)
    assert session.state.launcher != list(spot) and scene.ctl.position == spot   # a throw: the launcher stays
    again = app.start_game(session)   # the game's screen made anew, as Continue makes it for the saved session
    app.step([], 1 / 60)
    assert again.ctl.position == spot, (again.ctl.position, spot)


def test_a_shooting_position_moved_without_a_shot_comes_back_after_quit_and_continue(app, home):
    """Issue 16: a shooting position moved without shooting was not saved (the screen found it only in the last
    Shoot): quit and continue put it back. The screen keeps it in the session's notes, saved with the game (the
    autosave made on quitting is written anew for it) and read back on load."""
    import json

    from tabletop.core.session import Session

    scene = open_game(app, seats=2)
    click(app, scene.ready_btn)
    app.step([], 1 / 60)
    app.autosave_on_quit()   # a save of this very game exists: the move alone must make the next one
    before = scene.ctl.position
    spot = next((before[0] + dx, before[1] + dy) for dx in (-60, 60, -40, 40) for dy in (0, -20, 20)
                if scene.ctl.set_position(before[0] + dx, before[1] + dy))
    app.step([], 1 / 60)
    path = app.autosave_on_quit()
    assert path is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["notes"]["monsterraid.position"] == [round(spot[0], 3), round(spot[1], 3)]
    again = app.start_game(Session.load(path))   # Continue: the saved game on a new screen
    app.step([], 1 / 60)
    assert again.ctl.position == pytest.approx(spot, abs=1e-3), (again.ctl.position, spot)
    del data["notes"]   # a save made before the notes: it loads, the position where the table starts it
    old = Session.from_save(data)
    assert old.notes == {} and old.state_hash() == again.session.state_hash()
    third = app.start_game(old)
    app.step([], 1 / 60)
    assert third.ctl.position == pytest.approx(before, abs=1e-3)
