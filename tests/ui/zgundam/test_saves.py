"""Undo, redo, save and load from the Z Gundam table."""

import pygame

from tabletop.core.session import Session
from tabletop.games.zgundam import actions as A
from tabletop.ui.saves import list_saves
from tabletop.ui.views.zgundam.scene import ZGundamScene

from tests.ui.conftest import click, press
from .helpers import click_card, lift, start


def test_undo_and_redo_a_pairing_from_the_table(app):
    scene = start(app, seats=3)
    pair = next(a for a in scene.session.legal_actions() if isinstance(a, A.DeployPair))
    click_card(app, scene, pair.ms)
    click_card(app, scene, pair.pilot)
    assert scene.session.state.pairs(0) == [(pair.ms, pair.pilot)]
    assert {pair.ms, pair.pilot} <= {s.entry.id for s in scene.table.slots if s.zone == "ready0"}
    click(app, scene.undo_button)
    assert scene.session.state.pairs(0) == []
    assert pair.ms in {s.entry.id for s in scene.table.slots if s.zone == "hand0"}
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert scene.session.state.pairs(0) == [(pair.ms, pair.pilot)]


def test_save_and_load_from_the_table(app, home):
    scene = start(app, seats=3)
    pair = next(a for a in scene.session.legal_actions() if isinstance(a, A.DeployPair))
    click_card(app, scene, pair.ms)
    click_card(app, scene, pair.pilot)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    saves = list_saves()
    assert saves, "Ctrl+S writes a save"
    path = saves[0].path if hasattr(saves[0], "path") else saves[0]
    loaded = Session.load(path)
    assert loaded.state_hash() == scene.session.state_hash()
    scene2 = app.start_game(loaded)
    app.step([], 0.016)
    lift(app)
    assert isinstance(scene2, ZGundamScene) and scene2.viewer == 0
    assert {pair.ms, pair.pilot} <= {s.entry.id for s in scene2.table.slots if s.zone == "ready0"}
    # play on from the loaded game
    click(app, next(b for b in scene2.action_list.items if "戦闘準備を終える" in b.label("ja")))
    assert scene2.session.state.phase == "setup_discard"
