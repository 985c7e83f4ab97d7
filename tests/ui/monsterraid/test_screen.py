"""The rest of the Monster Raid screen: effect cards (move, read on hover), decisions, growth and MVP, save and load,
language and window size."""

from __future__ import annotations

import pygame

from tabletop.core.session import Session
from tabletop.games.monsterraid import geometry
from tabletop.games.monsterraid.actions import PlaceEffect
from tabletop.games.monsterraid.state import Prompt
from tabletop.ui.saves import save_game
from tabletop.ui.text import resolve
from tabletop.ui.views.monsterraid.faces import effect_face
from tabletop.ui.views.monsterraid.scene import MonsterRaidScene

from ..conftest import click
from .helpers import all_pass, arrange, key, open_game, phase_shift_decision, put, read_options, SPACE, drag, motion


def test_rule_0_effect_card_dragged_to_a_free_edge(app):
    scene = open_game(app, seed=5)
    session = scene.session
    move = next(a for a in session.legal_actions() if isinstance(a, PlaceEffect))
    state = session.state
    card = state.card(move.card)
    board = state.target(card.board)
    pose = geometry.card_pose(board.x, board.y, board.angle, board.sides, move.edge)
    tf = scene.board.transform()
    drag(app, tf.to_screen(card.cx, card.cy), tf.to_screen(pose[0], pose[1]), steps=6)
    last = session.actions[-1]["action"]
    assert last == {"type": "PlaceEffect", "card": move.card, "edge": move.edge}
    assert session.state.card(move.card).edge == move.edge


def test_rule_0_effect_cards_are_readable_on_hover(app):
    scene = open_game(app)
    state = scene.session.state
    card = state.cards[0]
    tf = scene.board.transform()
    pos = tf.to_screen(card.cx, card.cy)
    app.step([motion(pos)], 1 / 60)
    face = scene._hovered_face()
    view_card = next(c for c in scene.view_data["effect_cards"] if c["id"] == card.id)
    assert face == effect_face(view_card) and face.body.ja and face.body.en
    # the strip below the table too
    rect = next(r for r, f in scene.hovers if f == face)
    app.step([motion(rect.center)], 1 / 60)
    assert scene._hovered_face() == face


def test_faq_phase_shift_and_seal_decisions_are_buttons(app):
    scene = phase_shift_decision(app, click)
    state = scene.session.state
    assert scene.choices.visible and not scene.board.enabled
    labels = [resolve(b.label, "ja") for b in scene.choices.items]
    assert any("手元へ戻す" in x for x in labels)
    back = next(b for b in scene.choices.items if "手元へ戻す" in resolve(b.label, "ja"))
    click(app, back)
    assert scene.session.state.die("paola-n1-d4").where == "hand"
    # 封印 (normal): the shooter picks which untapped active skill to tap
    state = scene.session.state
    for s in state.adventurer("sigurd").skills:
        if s.id in ("dragons_blood", "dragon_dive"):
            s.in_play = True
    with scene.session.edit():
        state.prompts.append(Prompt("seal", "sigurd"))
    scene.refresh()
    app.step([], 1 / 60)
    assert scene.mouse_seat() == 0 and "封印" in scene.decision_text("ja")
    pick = next(b for b in scene.choices.items if "ドラゴンダイブ" in resolve(b.label, "ja"))
    click(app, pick)
    assert next(s for s in scene.session.state.adventurer("sigurd").skills if s.id == "dragon_dive").tapped


def test_rule_3_stage_clear_growth_for_each_adventurer_then_the_mvp(app):
    scene = open_game(app, seats=4)
    arrange(scene.session, "goblin", [])
    click(app, scene.ready_btn)
    next(t for t in scene.session.state.targets if t.id == "goblin").hp = 10  # the HP this script was planned for
    put(scene.session, "sigurd-n1-d6", ["goblin"], 6)
    put(scene.session, "leaf-n1-d4", ["goblin"], 4)
    all_pass(app, scene, click)
    while scene.anim is not None:
        key(app, SPACE)
    state = scene.session.state
    assert state.phase == "stage_clear"
    grown = []
    for seat, adv in enumerate(("sigurd", "leaf", "genjimaru", "paola")):
        assert scene.session.pending().kind == "growth" and scene.mouse_seat() == seat
        assert scene.context_title("en") == "Stage cleared! Growth"
        first = scene.choices.items[0]
        grown.append(resolve(first.label, "en"))
        read_options(app)
        click(app, first)
    assert scene.session.pending().kind == "mvp"
    mvp = next(b for b in scene.choices.items if "リーフ" in resolve(b.label, "ja"))
    read_options(app)
    click(app, mvp)
    assert scene.session.pending().kind == "growth"  # the MVP grows once more, and the panel says it is the MVP's
    # (session 27: it read "Growth: Leaf ..." again and a newcomer took it for a repeat)
    assert scene.context_title("en") == "MVP! One more skill" and scene.context_title("ja") == "MVP！スキルをもう１枚"
    assert scene.session.pending().prompt.en == "MVP: Leaf the Green Archer lays out one more skill from hand"
    read_options(app)
    click(app, scene.choices.items[0])
    state = scene.session.state
    assert state.stage == 2 and state.phase == "placement" and state.mvp == ["leaf"]
    assert sum(s.in_play for s in state.adventurer("leaf").skills) == 3


def test_save_and_load_show_the_same_game(app, home):
    scene = open_game(app)
    click(app, scene.ready_btn)
    path = save_game(scene.session)
    loaded = Session.load(path)
    again = app.start_game(loaded)
    app.step([], 1 / 60)
    assert isinstance(again, MonsterRaidScene)
    assert loaded.state_hash() == scene.session.state_hash()
    before = set(home.rglob("*.json"))
    click(app, again.save_btn)  # the save button of the top bar
    assert app.toast_text() and set(home.rglob("*.json")) - before


def test_both_languages_and_a_small_window_draw_every_phase(app):
    scene = open_game(app)
    for lang in ("en", "ja"):
        app.set_lang(lang)
        app.step([], 1 / 60)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(900, 600), w=900, h=600)], 1 / 60)
    assert app.size == (900, 600)
    click(app, scene.ready_btn)
    assert scene.session.state.phase == "attack"
    for widget in (scene.pass_btn, scene.use_btn, scene.log, scene.board, scene.menu_btn):
        assert pygame.Rect(0, 0, 900, 600).contains(widget.rect), widget
    assert scene.board.rect.w > 300 and scene.board.rect.h > 250


def test_the_panels_are_drawn_again_only_when_what_they_show_changes(app, monkeypatch):
    """Issue 16 (frame time): the adventurers' panels and the targets' strip are kept between frames; a
    frame at rest draws neither, a language switch draws them in the new language."""
    from tabletop.ui.views.monsterraid import scene as scene_module

    scene = open_game(app)
    drawn: list[str] = []
    for name in ("draw_adventurer", "draw_targets"):
        real = getattr(scene_module, name)
        monkeypatch.setattr(scene_module, name, lambda *a, real=real, name=name, **k: drawn.append(name) or real(*a, **k))
    for _ in range(5):
        app.step([], 1 / 60)
    assert drawn == []
    app.set_lang("en")
    app.step([], 1 / 60)
    assert drawn.count("draw_adventurer") == len(scene.view_data["adventurers"]) and "draw_targets" in drawn
