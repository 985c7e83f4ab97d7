"""A tiny two-seat dice race used to test the core contract (not a shipped game).

Each turn the seat to move either rolls 1D6 and advances by it, or passes;
the first to reach 10 wins. A secret note per seat tests views and redaction.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.game import Action, Context, Decision, Game, Outcome, rules_error
from tabletop.core.spec import GameSpec
from tabletop.core.i18n import Text


@dataclass(frozen=True)
class Roll(Action):
    pass


@dataclass(frozen=True)
class Step(Action):
    """Move one space without dice (undoable)."""


@dataclass(frozen=True)
class Note(Action):
    text: str


@dataclass
class RaceState:
    positions: list[int] = field(default_factory=lambda: [0, 0])
    to_move: int = 0
    notes: list[str] = field(default_factory=lambda: ["", ""])
    winner: int | None = None


class Race(Game[RaceState]):
    spec = GameSpec("toyrace", Text("レース", "Race"), 2, 2, True, True)
    state_type = RaceState
    actions = (Roll, Step, Note)

    def setup(self, seats, options, ctx: Context) -> RaceState:
        return RaceState()

    def pending(self, state):
        return None if state.winner is not None else Decision(state.to_move, "turn")

    def legal_actions(self, state):
        return [] if state.winner is not None else [Roll(), Step()]

    def apply(self, state, action, ctx):
        seat = state.to_move
        if isinstance(action, Roll):
            r = ctx.roll("1D6", f"seat{seat}", "advance", rule="toy 1")
            state.positions[seat] += r.total
        elif isinstance(action, Step):
            state.positions[seat] += 1
        elif isinstance(action, Note):
            if len(action.text) > 20:
                raise rules_error("toy 2", "メモが長すぎます。", "The note is too long.")
            state.notes[seat] = action.text
            ctx.log("メモを書いた", "wrote a note", visible_to=[seat], redacted=Text("メモ", "a note"))
            return
        if state.positions[seat] >= 10:
            state.winner = seat
        state.to_move = 1 - seat

    def outcome(self, state):
        if state.winner is None:
            return None
        return Outcome((state.winner,), Text("勝利", "win"))

    def view(self, state, seat):
        return {"positions": list(state.positions),
                "note": state.notes[seat] if seat is not None else None}
