"""The generic game scene: actions, dice, banners, undo/redo, curtain, menu,
save/load, autosave, end of game, view plug-ins."""

import json
import sys
import types

import pygame

from tabletop.core.dice import ScriptedSource, make_source
from tabletop.core.session import Session, new_session
from tabletop.core import registry
from tabletop.ui import theme
from tabletop.ui.saves import KEEP, autosaves, list_saves, saves_dir
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import resolve
from tabletop.ui.views import scene_for
from tabletop.ui.views.generic import GenericGameScene, summarise
from tabletop.ui.widgets import ManualDiceDialog, PrivacyCurtain
from tabletop.ui.widgets.dice import TUMBLE_TIME

from .conftest import button_labelled, click, frames, press, type_text
from .demo_game import Bet, Guard


def start(app, seats=2, dice=None, name="demoduel", options=None):
    game = registry.find(name)
    session = Session(game, seats, options, dice=dice or ScriptedSource([3, 4, 6, 6, 2, 2, 5, 1] * 10))
    scene = app.start_game(session)
    app.step([], 0.016)
    lift(app)
    return scene


def lift(app):
    while isinstance(app.top, PrivacyCurtain):
        click(app, (640, 400))
    app.step([], 0.016)


def colours(surface, step=5):
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)}


def test_actions_are_buttons_labelled_by_describe_action(app):
    scene = start(app)
    labels = [resolve(b.label, "ja") for b in scene.actions.items]
    assert labels == ["攻撃する（2D6）", "守る（+1点）"]
    app.set_lang("en")
    assert [resolve(b.label, "en") for b in scene.actions.items] == ["Attack (2D6)", "Guard (+1 point)"]


def test_clicking_an_action_applies_it_and_shows_the_roll(app):
    scene = start(app)
    click(app, button_labelled(scene, "攻撃"))
    assert scene.session.state.scores == [7, 0]
    assert scene.dice.tumbling
    lift(app)
    frames(app, int(TUMBLE_TIME / 0.05) + 2)
    assert scene.dice.faces() == [(6, 3, True), (6, 4, True)]
    assert any("2D6" in resolve(label, "ja") for label, _ in scene.log.entries)


def test_curtain_hides_the_game_whenever_the_seat_changes(app):
    scene = start(app)
    assert scene.shown_seat == 0
    visible = colours(app.surface)
    assert theme.PANEL in visible and theme.BUTTON in visible
    click(app, button_labelled(scene, "守る"))
    assert isinstance(app.top, PrivacyCurtain)
    hidden = colours(app.surface, 3)
    assert theme.PANEL not in hidden and theme.BUTTON not in hidden and theme.BG not in hidden
    assert scene.actions.items == []  # nothing for the next seat before the curtain is lifted
    click(app, (640, 400))
    assert scene.shown_seat == 1 and app.top is scene
    assert [resolve(b.label, "ja") for b in scene.actions.items][:2] == ["攻撃する（2D6）", "守る（+1点）"]
    assert "secret: 4" in scene.view_panel.entries[2][0]


def test_the_log_is_redacted_for_the_viewer(app):
    scene = start(app, name="toyrace")
    from tests.core.toy import Note

    scene.apply_action(Note("hi"))  # seat 0 writes a secret note
    assert any("メモを書いた" in resolve(l, "ja") for l, _ in scene.log.entries)


def test_rules_error_shows_in_a_banner_with_the_rule_number(app):
    scene = start(app)
    assert scene.apply_action(Bet(3)) is False
    app.step([], 0.016)
    assert resolve(scene.banner[0], "ja").endswith("(3.1項)")
    assert resolve(scene.banner[0], "en") == "You cannot bet more points than you have. (rule 3.1)"
    assert theme.ERROR_BG in colours(app.surface)
    assert scene.session.state.scores == [0, 0]
    click(app, scene.banner_rect.center)
    assert scene.banner is None


def test_undo_and_redo_buttons_and_shortcuts(app):
    from tabletop import games
    from tabletop.games.zgundam.actions import DeployPair

    games.discover()
    session = new_session("zgundam", 2, seed=7)  # set-up: seat 0 pairs cards, keeping the decision
    scene = app.push(GenericGameScene(app, session))
    app.step([], 0.016)
    lift(app)
    assert not scene.undo_button.enabled and not scene.redo_button.enabled
    pair = next(a for a in session.legal_actions() if isinstance(a, DeployPair))
    before = session.state_hash()
    assert scene.apply_action(pair)
    after = session.state_hash()
    app.step([], 0.016)
    assert scene.undo_button.enabled
    click(app, scene.undo_button)
    assert session.state_hash() == before and scene.redo_button.enabled
    press(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert session.state_hash() == after
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert session.state_hash() == before


def test_the_next_seat_cannot_undo_the_previous_seats_move(app):
    scene = start(app)
    click(app, button_labelled(scene, "守る"))
    lift(app)
    assert scene.viewer == 1 and scene.session.state.scores == [1, 0]
    assert not scene.undo_button.enabled
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.session.state.scores == [1, 0]
    assert resolve(scene.banner[0], "en") == "Only your own moves since you got control can be taken back."


def test_undo_refused_after_a_roll_shows_the_reason(app):
    scene = start(app)
    click(app, button_labelled(scene, "攻撃"))
    lift(app)
    scene.undo()
    assert scene.banner_rule == "core undo" and "core" not in resolve(scene.banner[0], "en")


def test_manual_dice_are_asked_for_then_the_action_applies(app):
    scene = start(app, dice=make_source("manual"))
    click(app, button_labelled(scene, "攻撃"))
    dialog = app.top
    assert isinstance(dialog, ManualDiceDialog) and (dialog.sides, dialog.count) == (6, 2)
    assert scene.session.state.scores == [0, 0]
    type_text(app, "6")
    type_text(app, "2")
    click(app, dialog.ok_button)
    assert scene.session.state.scores == [8, 0]
    assert scene.session.dice.results == [6, 2]


def test_manual_dice_at_set_up_are_asked_by_the_launcher(app, monkeypatch):
    from tests.ui.demo_game import DemoDuel

    original = DemoDuel.setup

    def rolling_setup(self, seats, options, ctx):
        state = original(self, seats, options, ctx)
        state.secrets = list(ctx.roll("1D6", "all", "secrets", count=1).results) * seats
        return state

    monkeypatch.setattr(DemoDuel, "setup", rolling_setup)
    app.open_launcher()
    launcher = app.top
    launcher.select(registry.find("demoduel"))
    launcher.dice_kind = "manual"
    launcher.start()
    assert isinstance(app.top, ManualDiceDialog)
    type_text(app, "5")
    click(app, app.top.ok_button)
    lift(app)
    assert app.session().state.secrets == [5, 5]


def test_escape_opens_the_menu_and_resume_closes_it(app):
    scene = start(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu)
    assert theme.PANEL_RAISED in colours(app.surface)
    click(app, button_labelled(app.top, "ゲームに戻る"))
    assert app.top is scene
    click(app, scene.menu_button)
    assert isinstance(app.top, GameMenu)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_menu_save_then_load_round_trips_the_game(app):
    scene = start(app)
    click(app, button_labelled(scene, "攻撃"))
    lift(app)
    click(app, button_labelled(scene, "守る"))
    lift(app)
    before = scene.session.state_hash()
    press(app, pygame.K_ESCAPE)
    click(app, button_labelled(app.top, "保存"))
    saved = list(saves_dir().glob("demoduel-*.json"))
    assert len(saved) == 1 and app.top is scene
    assert "保存しました" in app.toast_text()
    press(app, pygame.K_ESCAPE)
    click(app, button_labelled(app.top, "読み込む"))
    load = app.top
    assert isinstance(load, LoadScene)
    row = next(r for r in load.rows if r.entry.path == saved[0])
    assert row.entry.turn.get("en") == "Round 2 of 3"
    click(app, row)
    lift(app)
    new = app.top
    assert isinstance(new, GenericGameScene) and new is not scene
    assert new.session.state_hash() == before
    assert isinstance(app.scenes[0], TitleScene)


def test_damaged_save_is_listed_with_a_message_and_the_others_still_load(app):
    good = new_session("demoduel", 2, seed=3)
    good.apply(Guard())
    saves_dir().mkdir(parents=True, exist_ok=True)
    good.save(saves_dir() / "good.json")
    (saves_dir() / "broken.json").write_text('{"format": "tabletop-save", "vers', encoding="utf-8")
    app.open_launcher()
    click(app, app.top.load_button)
    load = app.top
    rows = {r.entry.path.name: r for r in load.rows}
    assert not rows["broken.json"].enabled and "damaged" in rows["broken.json"].entry.error
    click(app, rows["broken.json"])
    assert app.top is load
    click(app, rows["good.json"])
    lift(app)
    assert app.session().state_hash() == good.state_hash()


def test_save_that_fails_to_replay_gives_a_message(app):
    s = new_session("demoduel", 2, seed=3)
    data = s.to_save()
    data["actions"] = [{"seat": 0, "action": {"type": "Bet", "amount": 3}}]
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "illegal.json").write_text(json.dumps(data), encoding="utf-8")
    load = app.push(LoadScene(app))
    click(app, load.rows[0])
    assert app.top is load and resolve(load.message, "en").endswith("(rule 3.1)")


def test_autosave_at_each_turn_end_keeps_the_last_five(app):
    scene = start(app, seats=2, options={"rounds": "5"})
    for _ in range(KEEP + 2):
        click(app, button_labelled(scene, "守る"))
        lift(app)
    files = autosaves("demoduel")
    assert [n for n, _ in files] == list(range(3, KEEP + 3))
    last = Session.load(files[-1][1])
    assert last.state_hash() == scene.session.state_hash()
    assert all(e.auto for e in list_saves())


def test_game_over_screen_shows_the_outcome_and_goes_back_to_the_launcher(app):
    scene = start(app, seats=2)
    for _ in range(6):
        if isinstance(app.top, GameOverScene):
            break
        click(app, button_labelled(scene, "守る"))
        lift(app)
    over = app.top
    assert isinstance(over, GameOverScene)
    assert resolve(over.body, "en") == "Top score 3\nWinner: Red, Blue"
    click(app, over.cancel_button)  # look at the board
    assert app.top is scene and scene.result_button.visible and scene.actions.items == []
    click(app, scene.result_button)
    click(app, app.top.ok_button)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_scene_for_uses_a_game_view_module_when_there_is_one(app, monkeypatch):
    class HelpfulScene(GenericGameScene):
        def help_text(self):
            return ["ルール1: テスト", "rule 2"]

    module = types.ModuleType("tabletop.ui.views.toyrace")
    module.make_scene = lambda app, session: HelpfulScene(app, session)
    monkeypatch.setitem(sys.modules, "tabletop.ui.views.toyrace", module)
    monkeypatch.setattr("importlib.util.find_spec", lambda name, *a: object() if name.endswith("toyrace") else None)
    session = new_session("toyrace", 2, seed=1)
    assert isinstance(scene_for(app, session), HelpfulScene)
    assert type(scene_for(app, new_session("demoduel", 2))) is GenericGameScene


def test_rules_help_in_the_menu(app):
    class HelpfulScene(GenericGameScene):
        def help_text(self):
            return ["ルール1: テスト"] * 50

    session = new_session("demoduel", 2, seed=1)
    app.open_launcher()
    scene = app.push(HelpfulScene(app, session))
    lift(app)
    press(app, pygame.K_ESCAPE)
    click(app, button_labelled(app.top, "ルールの説明"))
    from tabletop.ui.scenes.help import RulesHelpScene

    assert isinstance(app.top, RulesHelpScene)
    assert any("ルール1: テスト" in b.text for b in app.top.view.blocks(app))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_rules_help_is_disabled_without_help_text(app):
    start(app)
    press(app, pygame.K_ESCAPE)
    help_button = button_labelled(app.top, "ルールの説明")
    assert not help_button.enabled
    assert "説明はまだありません" in help_button.tooltip_text("ja")


def test_menu_back_to_launcher(app):
    start(app)
    press(app, pygame.K_ESCAPE)
    click(app, button_labelled(app.top, "タイトルへ戻る"))
    assert isinstance(app.top, TitleScene) and app.session() is None


def test_view_summary_lines():
    assert summarise({"a": 1, "b": {"c": [1, 2]}, "d": [{"x": 1}]}) == ["a: 1", "b:", "  c: [1, 2]", "d: (1)",
                                                                         "  [1]", "    x: 1"]


def test_the_scene_works_after_a_resize(app):
    scene = start(app)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=640, size=(1000, 640))], 0.016)
    screen = pygame.Rect(0, 0, 1000, 640)
    for w in (scene.undo_button, scene.redo_button, scene.log, scene.dice, scene.menu_button, scene.actions):
        assert screen.contains(w.rect)
    click(app, button_labelled(scene, "守る"))
    assert scene.session.state.scores == [1, 0]
