"""Pig as a ``Game``: spec, set-up (rule 1), who decides, legal actions, the action table, the end (rule 3)."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Context, Decision, Game, Handler, Outcome, rules_error
from tabletop.core.spec import GameSpec, Option
from tabletop.core.i18n import Text

from . import turn, view
from .actions import ALL, Hold, Roll
from .data import pig_data
from .state import PigState

LENGTH = Option("length", Text("長さ", "Length"),
                (("short", Text("短い（30点）", "Short (30 points)")), ("standard", Text("標準（100点）", "Standard (100 points)"))),
                "short")


class PigGame(Game[PigState]):
    spec = GameSpec("pig", Text("ブタのサイコロ", "Pig"), 2, 4, chance=True, hidden_information=False,
                    summary=Text("振り続けるか、点を確保するか。1が出たらそのターンの点は失われる。",
                                 "Roll on or hold: a 1 loses the turn's points."),
                    data_files=("pig.toml",), options=(LENGTH,))
    state_type = PigState
    actions = ALL
    handlers = {Roll: turn.roll, Hold: turn.hold}

    def setup(self, seats: int, options: Mapping[str, str], ctx: Context) -> PigState:
        target = pig_data().targets[options["length"]]
        ctx.log(f"目標は{target}点。", f"The target is {target} points.", "pig 1")
        return PigState(target, [0] * seats, busts=[0] * seats)

    def pending(self, state: PigState) -> Decision | None:
        if state.winner is not None:
            return None
        return Decision(state.to_move, "turn", Text("振るか、確保するか", "Roll or hold"))

    def legal_actions(self, state: PigState) -> list[Action]:
        if state.winner is not None:
            return []
        return [Roll(), Hold()] if state.turn_total > 0 else [Roll()]

    # -- the action table (Game.apply) -------------------------------------------------
    def action_table(self, state: PigState) -> Mapping[type[Action], Handler]:
        if state.winner is not None:
            raise rules_error("pig 3", "ゲームは終了しています。", "The game is over.")
        return self.handlers

    def refuse(self, state: PigState, action: Action) -> RulesError:
        return rules_error("pig 2", f"{type(action).__name__}はこのゲームの行動ではありません。",
                           f"{type(action).__name__} is not an action of Pig.")

    def outcome(self, state: PigState) -> Outcome | None:
        if state.winner is None:
            return None
        who = view.player(state.winner)
        return Outcome((state.winner,), Text(f"{who.ja}の勝ち", f"{who.en} wins"),
                       tuple(float(s) for s in state.scores))

    # -- presentation (view.py) ----------------------------------------------------------
    def view(self, state: PigState, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat)

    def turn_label(self, state: PigState) -> Text:
        return view.turn_label(state)

    def describe_action(self, state: PigState, action: Action, lang: str = "ja") -> str:
        return view.describe_action(state, action, lang)

    # -- bots and figures ---------------------------------------------------------------
    def bots(self) -> Mapping[str, Any]:
        """The computer players by level besides ``random``."""
        from .bots import HoldBot

        return {"quick": HoldBot}

    def metrics(self, state: PigState) -> dict[str, Any]:
        """Figures of a finished game for ``tabletop simulate``."""
        return {"turns": state.turn, "busts": sum(state.busts), "winning_score": max(state.scores)}
