"""The end of an SD Gundam Force game against the computer (issue 16): the shared game-over dialog says which seat
is "you", as the board's banner does, and each player's counts; the sidebar's "Game over" panel says who won and why
(it was empty)."""

from __future__ import annotations

from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.text import resolve
from tabletop.ui.views.sdgf import panels

from .test_rough_edges import against_the_computer, until_human


def played_to_the_end(app, lang: str):
    app.lang = lang
    scene = against_the_computer(app, seed=3)
    for _ in range(400):
        until_human(app, scene)
        if scene.session.is_over():
            break
        scene.apply_action(scene.session.legal_actions()[0])
    assert scene.session.is_over()
    for _ in range(5):
        app.step([], 0.016)
    return scene


def test_the_game_over_dialog_says_which_seat_is_you_and_the_sidebar_says_who_won_and_why(app):
    scene = played_to_the_end(app, "en")
    over = app.top
    assert isinstance(over, GameOverScene)
    won = scene.session.state.winner == 0
    body = {lang: resolve(over.body, lang) for lang in ("ja", "en")}
    assert ("You (Player 1) win" if won else "You (Player 1) lose") in body["en"].splitlines()
    assert ("あなた（プレイヤー1）の勝ち" if won else "あなた（プレイヤー1）の負け") in body["ja"].splitlines()
    for lang in ("ja", "en"):  # the dialog's lines all fit its box
        lines = app.text.wrapped(body[lang], over.body_label.size, over.body_label.rect.w)
        assert len(lines) * app.text.line_height(over.body_label.size) <= over.body_label.rect.h, (lang, lines)
    said = {lang: scene.prompt_text(lang) for lang in ("ja", "en")}
    assert said["en"] == panels.result_line(scene.view, 0, "en")
    assert "Player 1 (you)" in said["en"] and "wins (" in said["en"], said
    assert "プレイヤー1（自分）" in said["ja"] and "の勝利（" in said["ja"], said
    assert scene.prompt_label.visible and scene.prompt_label.rect.h > 0
    # under the result a line per player: deck, hand, standby field, dark hole of its limit (the result alone sat over
    # an empty box; the counts a deck-out or a full dark hole is decided by were on the board only)
    state = scene.session.state
    for p in (0, 1):
        deck, hand = len(state.zone("deck", p).cards), len(state.zone("hand", p).cards)
        standby, hole = len(state.zone("standby", p).cards), len(state.zone("darkhole", p).cards)
        assert f"プレイヤー{p + 1}：デッキ{deck}枚・手札{hand}枚・待機{standby}枚・ダークホール{hole}/10" in body["ja"], body
        assert f"Player {p + 1}: deck {deck}, hand {hand}, standby {standby}, dark hole {hole}/10" in body["en"], body

