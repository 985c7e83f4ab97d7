"""Computer players in the app: the launcher's seat choosers, bot moves worked out in a
worker thread behind a "thinking" spinner, no privacy curtain for bots, the human's view."""

import threading

import pygame  # noqa: F401  (the UI fixtures need it)

from tabletop.core import registry
from tabletop.core.session import Session, new_session
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import resolve
from tabletop.ui.views.base import GameScene
from tabletop.ui.widgets import PrivacyCurtain
from tests.ui.conftest import app, click, frames, home, launcher, test_games  # noqa: F401  (fixtures)


def rendered(app, text):
    return any(text in k[0] for k in app.text._surfaces if isinstance(k[0], str))


def settle(app, scene, limit=400):
    """Step frames until no computer decision is under way (or ``limit`` frames)."""
    for _ in range(limit):
        if scene.thinking is None and not scene.computer_turn():
            return
        if scene.thinking is not None:
            scene.thinking.done.wait(5)
        app.step([], 0.1)


def pick(app, launcher, name):
    """Select a game in the launcher's list (scrolled into view first, as a person would)."""
    card = next(c for c in launcher.cards if c.game.spec.name == name)
    launcher.game_list.scroll_to(card) if hasattr(launcher.game_list, "scroll_to") else None
    if launcher.game_list.rect.collidepoint(card.rect.center):
        click(app, card)
    else:
        launcher.select(card.game)
        launcher.layout(app.size)


def test_launcher_offers_human_or_computer_per_seat_and_records_it(launcher, app):
    pick(app, launcher, "zgundam")
    choosers = launcher.player_widgets
    assert [resolve(c.caption, "ja") for c in choosers] == ["プレイヤー1", "プレイヤー2"]
    labels = [resolve(label, "ja") for _, label in choosers[1].choices]
    assert labels == ["人間", "コンピューター（弱い）", "コンピューター（強い）", "コンピューター（ランダム）"]
    assert [resolve(label, "en") for _, label in choosers[1].choices][1:] == [
        "Computer (easy)", "Computer (strong)", "Computer (random)"]
    assert launcher.players[:2] == ["human", "quick"]  # a newcomer's set-up: you against the computer
    click(app, choosers[1].parts()[2].center)
    assert launcher.players[:2] == ["human", "strong"]
    click(app, launcher.setup_widgets[0].parts()[2].center)  # 3 seats: a third chooser, two columns
    assert len(launcher.player_widgets) == 3
    assert resolve(launcher.player_widgets[1].choices[2][1], "ja") == "CPU・強い"
    assert launcher.player_widgets[1].value == "strong"
    click(app, launcher.setup_widgets[0].parts()[0].center)
    click(app, launcher.start_button)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.session.players == ["human", "strong"]
    assert sorted(scene.bots) == [1] and scene.bots[1].level == "strong"
    assert not any(isinstance(s, PrivacyCurtain) for s in app.scenes)  # one human: no curtain at all
    assert scene.viewer == 0


def test_a_game_without_computer_levels_offers_the_random_one(launcher, app):
    pick(app, launcher, "demoduel")
    assert [v for v, _ in launcher.player_widgets[0].choices] == ["human", "random"]


def test_bot_move_is_worked_out_in_a_thread_with_the_spinner_drawn(app):
    session = new_session("zgundam", 2, seed=11, players=["quick", "human"])
    scene = app.start_game(session)
    bot = scene.bots[0]
    release, seen_in = threading.Event(), []
    real = bot.choose

    def slow_choose(seen):
        seen_in.append((threading.current_thread() is threading.main_thread(), seen.state))
        release.wait(10)  # the bot is "thinking" while the frames go on
        return real(seen)

    bot.choose = slow_choose
    app.step([], 0.05)
    assert scene.thinking is not None
    for _ in range(5):
        app.step([], 0.05)  # frames keep coming while the worker thinks
    assert scene.spinner_rect is not None and rendered(app, "考え中…")
    assert seen_in == [(False, None)]  # in a worker thread, without the state
    assert session.actions == []
    release.set()
    scene.thinking.done.wait(10)
    app.step([], 0.01)
    assert session.actions == []  # a short visible pause before the move is applied
    frames(app, 15, 0.05)
    assert len(session.actions) >= 1 and session.actions[0]["seat"] == 0
    assert not any(isinstance(s, PrivacyCurtain) for s in app.scenes)


def test_human_against_computer_always_shows_the_human_view(app):
    session = new_session("zgundam", 2, seed=5, players=["human", "quick"])
    scene = app.start_game(session)
    app.step([], 0.05)
    assert scene.viewer == 0 and scene.shown_seat == 0
    hand0 = session.view(0)["seats"][0]["hand"]
    # Seat 0 (human) pairs nothing and finishes; then seat 1 (the computer) sets up.
    from tabletop.games.zgundam.actions import Discard, FinishDeploy

    assert scene.apply_action(FinishDeploy())
    while session.pending().seat == 0 and session.pending().kind == "setup_discard":
        scene.apply_action(Discard(session.view(0)["seats"][0]["hand"][0]))
    assert hand0 and session.pending().seat == 1
    assert scene.apply_action(session.legal_actions()[0]) is False  # the human cannot move for the computer
    assert resolve(scene.banner[0], "en") == "The computer plays this seat."
    settle(app, scene)
    assert session.pending().seat == 0
    assert scene.viewer == 0
    assert not any(isinstance(s, PrivacyCurtain) for s in app.scenes)
    assert scene.session.view(scene.viewer)["seats"][1]["hand"] is None  # the computer's hand stays hidden


def test_saves_keep_the_players_and_the_loaded_scene_drives_them(app):
    session = new_session("zgundam", 2, seed=8, players=["human", "quick"])
    from tabletop.games.zgundam.actions import FinishDeploy

    session.apply(FinishDeploy())
    loaded = Session.from_save(session.to_save())
    assert loaded.players == ["human", "quick"]
    scene = app.start_game(loaded)
    assert sorted(scene.bots) == [1] and scene.viewer == 0


def test_undo_never_takes_back_a_computer_move(app):
    from tests.core.toy import Note, Step

    session = new_session("toyrace", 2, seed=3, players=["human", "random"])
    scene = app.start_game(session)
    scene.bots[1].choose = lambda seen: Step()  # an undoable move (no dice)
    app.step([], 0.05)
    assert scene.apply_action(Note("plan"))
    assert scene.can_undo()  # the human's own note, still in its control
    assert scene.apply_action(Step())
    settle(app, scene)
    assert [a["seat"] for a in session.actions] == [0, 0, 1] and not scene.computer_turn()
    assert not scene.can_undo() and not scene.can_redo()
    scene.undo()  # refused: the computer has moved since
    assert [a["seat"] for a in session.actions] == [0, 0, 1]
    assert resolve(scene.banner[0], "en") == "Only your own moves since you got control can be taken back."


def test_real_dice_typed_for_a_computer_move_apply_it(app):
    from tabletop.core.dice import make_source
    from tabletop.ui.widgets import ManualDiceDialog
    from tests.core.toy import Roll

    session = Session(registry.find("toyrace"), 2, dice=make_source("manual"), players=["random", "human"])
    scene = app.start_game(session)
    scene.bots[0].choose = lambda seen: Roll()
    for _ in range(40):
        if isinstance(app.top, ManualDiceDialog):
            break
        if scene.thinking is not None:
            scene.thinking.done.wait(5)
        app.step([], 0.1)
    dialog = app.top
    assert isinstance(dialog, ManualDiceDialog) and session.actions == []
    dialog.on_done([4])
    assert [a["seat"] for a in session.actions] == [0] and session.state.positions[0] == 4


def test_views_that_override_the_curtain_still_never_raise_it_for_a_computer(app):
    from tabletop.ui.views.generic import GenericGameScene

    class EagerCurtain(GenericGameScene):
        def check_curtain(self) -> None:  # a view's own curtain: up whenever the seat changes
            decision = self.session.pending()
            if decision is not None and decision.seat != self.shown_seat and not self.curtain_up:
                self.curtain_up = True
                self.app.push(PrivacyCurtain(self.app, self.seat_name(decision.seat)))

    session = new_session("zgundam", 2, seed=5, players=["quick", "human"])
    scene = EagerCurtain(app, session)
    app.reset(TitleScene(app), scene)
    app.step([], 0.05)
    assert not any(isinstance(s, PrivacyCurtain) for s in app.scenes) and scene.viewer == 1
    settle(app, scene)
    assert session.actions and session.pending().seat == 1
    assert not any(isinstance(s, PrivacyCurtain) for s in app.scenes) and scene.viewer == 1
    two_humans = EagerCurtain(app, new_session("zgundam", 2, seed=5, players=["human", "human"]))
    app.reset(TitleScene(app), two_humans)
    assert isinstance(app.top, PrivacyCurtain)  # without computers the view's curtain works as before
