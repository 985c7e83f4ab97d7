"""A small game for UI tests and screenshots (not a shipped game).

"Demo duel": 2-4 seats take turns; each may Attack (roll 2D6 and score the
total), Guard (score 1, no dice, undoable) or Bet 1-3 points (rule demo 3.1:
not more than your score). After the chosen number of rounds the highest
score wins. Each seat holds a secret number only it may see.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core.game import Action, Context, Decision, Game, Outcome, rules_error
from tabletop.core.spec import GameSpec, Option
from tabletop.core.i18n import Text


@dataclass(frozen=True)
class Attack(Action):
    pass


@dataclass(frozen=True)
class Guard(Action):
    pass


@dataclass(frozen=True)
class Bet(Action):
    amount: int


@dataclass
class DemoState:
    seats: int = 2
    rounds: int = 3
    scores: list[int] = field(default_factory=list)
    secrets: list[int] = field(default_factory=list)
    to_move: int = 0
    round: int = 1
    finished: bool = False


class DemoDuel(Game[DemoState]):
    spec = GameSpec(
        "demoduel", Text("デモ対戦", "Demo duel"), 2, 4, chance=True, hidden_information=True,
        summary=Text("テスト用の小さなゲーム。攻撃で2D6を振り、得点を競います。",
                     "A small game for tests: attack with 2D6 and race for points."),
        options=(Option("rounds", Text("ラウンド数", "Rounds"),
                        (("3", Text("3ラウンド", "3 rounds")), ("5", Text("5ラウンド", "5 rounds"))), "3"),),
        seat_labels=(Text("赤", "Red"), Text("青", "Blue"), Text("緑", "Green"), Text("黄", "Yellow")))
    state_type = DemoState
    actions = (Attack, Guard, Bet)

    def setup(self, seats, options, ctx: Context) -> DemoState:
        return DemoState(seats, int(options["rounds"]), [0] * seats, [s * 3 + 1 for s in range(seats)])

    def pending(self, state):
        return None if state.finished else Decision(state.to_move, "turn", Text("行動を選んでください", "Choose an action"))

    def legal_actions(self, state):
        if state.finished:
            return []
        bets = [Bet(n) for n in (1, 2, 3) if n <= state.scores[state.to_move]]
        return [Attack(), Guard(), *bets]

    def apply(self, state, action, ctx):
        seat = state.to_move
        name = self.spec.seat_label(seat)
        if isinstance(action, Bet):
            if not 1 <= action.amount <= 3 or action.amount > state.scores[seat]:
                raise rules_error("demo 3.1", "持っている得点より多くは賭けられません。",
                                  "You cannot bet more points than you have.")
            r = ctx.roll("1D6", name.en, "bet", rule="demo 3.2", why_ja="賭け")
            state.scores[seat] += action.amount if r.total >= 4 else -action.amount
        elif isinstance(action, Attack):
            r = ctx.roll("2D6", name.en, "attack", rule="demo 2.1", why_ja="攻撃")
            state.scores[seat] += r.total
        elif isinstance(action, Guard):
            state.scores[seat] += 1
            ctx.log(f"{name.ja}は守りを固めた", f"{name.en} guards", "demo 2.2")
        state.to_move = (seat + 1) % state.seats
        if state.to_move == 0:
            state.round += 1
            if state.round > state.rounds:
                state.finished = True

    def outcome(self, state):
        if not state.finished:
            return None
        best = max(state.scores)
        winners = tuple(i for i, s in enumerate(state.scores) if s == best)
        return Outcome(winners, Text(f"最高得点 {best}", f"Top score {best}"), tuple(float(s) for s in state.scores))

    def view(self, state, seat):
        return {"round": state.round, "scores": list(state.scores),
                "secret": state.secrets[seat] if seat is not None else None}

    def turn_label(self, state):
        r = min(state.round, state.rounds)
        return Text(f"第{r}ラウンド / 全{state.rounds}", f"Round {r} of {state.rounds}")

    def describe_action(self, state, action, lang="ja"):
        if isinstance(action, Attack):
            return "攻撃する（2D6）" if lang == "ja" else "Attack (2D6)"
        if isinstance(action, Guard):
            return "守る（+1点）" if lang == "ja" else "Guard (+1 point)"
        if isinstance(action, Bet):
            return f"{action.amount}点賭ける" if lang == "ja" else f"Bet {action.amount} points"
        return type(action).__name__
