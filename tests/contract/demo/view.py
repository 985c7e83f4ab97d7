"""What a seat sees (``view(state, seat)``: everything, Pig has no secrets), the banner, action texts."""

from __future__ import annotations

from typing import Any

from tabletop.core.game import Action
from tabletop.core.i18n import Text

from .actions import Hold, Roll
from .state import PigState


def player(seat: int) -> Text:
    return Text(f"プレイヤー{seat + 1}", f"Player {seat + 1}")


def view(state: PigState, seat: int | None) -> dict[str, Any]:
    """JSON data for ``seat`` (None = a spectator); the same for everyone here."""
    return {"game": "pig", "seat": seat, "target": state.target, "scores": list(state.scores),
            "to_move": state.to_move, "turn_total": state.turn_total, "turn": state.turn,
            "winner": state.winner}


def turn_label(state: PigState) -> Text:
    if state.winner is not None:
        who = player(state.winner)
        return Text(f"{who.ja}の勝ち", f"{who.en} won")
    who = player(state.to_move)
    return Text(f"ターン{state.turn}・{who.ja}", f"Turn {state.turn}: {who.en}")


def describe_action(state: PigState, action: Action, lang: str = "ja") -> str:
    if isinstance(action, Roll):
        return Text("振る", "Roll").get(lang)
    if isinstance(action, Hold):
        return Text(f"{state.turn_total}点を確保", f"Hold {state.turn_total}").get(lang)
    return type(action).__name__
