"""Rule 2, a turn: the handlers of ``Roll`` and ``Hold`` (each checks, then changes)."""

from __future__ import annotations

from typing import Any

from tabletop.core.game import Context, rules_error

from .actions import Hold, Roll
from .data import pig_data
from .state import PigState
from .view import player


def roll(game: Any, state: PigState, action: Roll, ctx: Context) -> None:
    """2.1 roll and add; 2.2 the bust face ends the turn with nothing."""
    seat = state.to_move
    face = ctx.roll("1D6", player(seat).en, "roll", rule="pig 2.1", why_ja="ロール").total
    if face == pig_data().bust_face:
        ctx.log(f"{player(seat).ja}: {face}でバースト、このターンの{state.turn_total}点は失われる。",
                f"{player(seat).en}: {face}, bust; the turn's {state.turn_total} points are lost.", "pig 2.2")
        state.busts[seat] += 1
        _pass_turn(state)
        return
    state.turn_total += face


def hold(game: Any, state: PigState, action: Hold, ctx: Context) -> None:
    """2.3 bank the turn total (there must be one) and pass; rule 3 the target wins."""
    seat = state.to_move
    if state.turn_total <= 0:
        raise rules_error("pig 2.3", "このターンはまだ点がありません。まず振ってください。",
                          "There are no points this turn yet: roll first.")
    state.scores[seat] += state.turn_total
    ctx.log(f"{player(seat).ja}: {state.turn_total}点を確保（計{state.scores[seat]}点）。",
            f"{player(seat).en} holds {state.turn_total} (score {state.scores[seat]}).", "pig 2.3")
    if state.scores[seat] >= state.target:
        state.winner = seat
        state.turn_total = 0
        ctx.log(f"{player(seat).ja}が{state.target}点に到達して勝利。",
                f"{player(seat).en} reaches {state.target} and wins.", "pig 3")
        return
    _pass_turn(state)


def _pass_turn(state: PigState) -> None:
    state.turn_total = 0
    state.to_move = (state.to_move + 1) % len(state.scores)
    state.turn += 1
