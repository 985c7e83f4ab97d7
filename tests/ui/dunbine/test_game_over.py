"""Dunbine's end-of-game screen says more than who won: a line per side with its machines still flying (the
heavily damaged among them), the enemies it brought down and, in a points scenario, its points — the result alone
("Drake's army wins at the turn limit (0 to 1 machines down)") left most of the dialog empty and the reader guessing."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.dice import ScriptedSource
from tabletop.core.game import Context
from tabletop.games.dunbine import rules
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.text import resolve

from .opening import start


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_result_screen_has_a_line_per_side(app, lang):
    pygame.display.set_mode((1280, 800))
    app.lang = lang
    d = start(app)
    state = d.scene.session.state
    gibun = [u for u in state.units if u.side == 0]
    drake = [u for u in state.units if u.side == 1]
    drake[0].status = "down"
    gibun[0].damage = gibun[0].card.durability - 1      # heavily damaged (19.1), still flying
    rules.finish_by_limit(state, Context(ScriptedSource([])))
    d.scene.changed([])                                  # what follows the game's last action
    d.frames(3)
    over = d.app.top
    assert isinstance(over, GameOverScene)
    body = resolve(over.body, lang).splitlines()
    sides = state.sides
    points = state.victory == "points"
    if lang == "ja":
        first = f"{sides[0].name_ja}：{len(gibun)}機中{len(gibun)}機が健在（大破1）、敵1機撃墜"
        second = f"{sides[1].name_ja}：{len(drake)}機中{len(drake) - 1}機が健在、敵0機撃墜"
    else:
        first = f"{sides[0].name_en}: {len(gibun)} of {len(gibun)} machines flying (1 heavily damaged); 1 enemy down"
        second = f"{sides[1].name_en}: {len(drake) - 1} of {len(drake)} machines flying; 0 enemies down"
    assert body[0] == resolve(d.scene.session.outcome().text, lang)
    assert any(line.startswith(first) for line in body), body
    assert any(line.startswith(second) for line in body), body
    if points:
        scores = rules.scores(state)
        assert any(line.endswith(f"{scores[0]}点" if lang == "ja" else f"{scores[0]} points") for line in body), body
    over.layout(d.app.size)
    assert over.box.w <= d.app.size[0] - 40 and over.body_label.size >= 18  # drawn whole, not shrunk
