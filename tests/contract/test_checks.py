"""The contract checks themselves: an honest toy card game passes, and each planted fault is found.

``Peek`` is a two-seat game of hidden hands (not a shipped game): a seat draws
from a face-down deck or plays a card of its hand face up, until the deck and
the hands are empty. Its variants plant one fault each: a view that counts the
kinds in the other hand, a pending decision that depends on the other hand,
a face-up play that the next seat can take back (with the session's undo
policy loosened to let any seat undo, as before issue 15), an action accepted
with a nonsense card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Mapping

import pytest

from tabletop.core import registry
from tabletop.core.dice import SeededSource
from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Context, Decision, Game, Outcome, rules_error
from tabletop.core.spec import GameSpec
from tabletop.core.i18n import Text
from tabletop.core.session import Session
from tabletop.core.zones import HIDDEN, OWNER, PUBLIC, Zone

from .checks import Budget, Findings, Playout, hidden_swaps, kind_of

CARDS = [f"{kind}-{n}" for kind in ("sun", "moon", "star") for n in range(1, 5)]


@dataclass(frozen=True)
class Draw(Action):
    pass


@dataclass(frozen=True)
class Play(Action):
    card: str


@dataclass
class PeekState:
    zones: dict[str, Zone] = field(default_factory=dict)
    current: int = 0


class Peek(Game[PeekState]):
    spec = GameSpec("contract-peek", Text("ピーク", "Peek"), 2, 2, chance=True, hidden_information=True)
    state_type = PeekState
    actions = (Draw, Play)
    fault = ""

    def setup(self, seats: int, options: Mapping[str, str], ctx: Context) -> PeekState:
        deck = list(CARDS)
        ctx.shuffle(deck, "table", "deck")
        zones = [Zone("deck", deck, face_up=False, visibility=HIDDEN), Zone("table", visibility=PUBLIC),
                 *[Zone(f"hand{s}", [deck.pop(), deck.pop()], False, False, OWNER, s) for s in range(seats)]]
        return PeekState({z.name: z for z in zones})

    def _hand(self, state: PeekState, seat: int) -> list[str]:
        return state.zones[f"hand{seat}"].cards

    def pending(self, state: PeekState) -> Decision | None:
        if not state.zones["deck"].cards and not any(self._hand(state, s) for s in (0, 1)):
            return None
        other = self._hand(state, 1 - state.current)
        if self.fault == "pending" and any(c.startswith("sun") for c in other):
            return Decision(state.current, "beware")
        return Decision(state.current, "turn")

    def legal_actions(self, state: PeekState) -> list[Action]:
        out: list[Action] = [Play(c) for c in self._hand(state, state.current)]
        return out + [Draw()] if state.zones["deck"].cards or not out else out

    def apply(self, state: PeekState, action: Action, ctx: Context) -> None:
        hand = self._hand(state, state.current)
        if isinstance(action, Play):
            if action.card not in hand and self.fault != "accepts":
                raise rules_error("peek 1", "手札にありません。", "Not in your hand.")
            if action.card in hand:
                hand.remove(action.card)
                state.zones["table"].cards.append(action.card)
            if self.fault != "undo":
                ctx.secret_revealed()
        elif state.zones["deck"].cards:
            hand.append(state.zones["deck"].cards.pop(0))
            ctx.secret_revealed()
        state.current = 1 - state.current

    def outcome(self, state: PeekState) -> Outcome | None:
        return None if self.pending(state) is not None else Outcome((), Text("引き分け", "A draw"))

    def view(self, state: PeekState, seat: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {"table": list(state.zones["table"].cards), "deck": len(state.zones["deck"].cards),
                                "hands": [len(self._hand(state, s)) for s in (0, 1)]}
        if seat is not None:
            view["mine"] = sorted(self._hand(state, seat))
            if self.fault == "view":
                view["suns_over_there"] = sum(c.startswith("sun") for c in self._hand(state, 1 - seat))
        return view


def play(fault: str, monkeypatch: pytest.MonkeyPatch) -> Findings:
    game = Peek()
    game.fault = fault
    monkeypatch.setitem(registry._GAMES, game.spec.name, game)  # for save/load; removed after the test
    if fault == "undo":  # any seat may take back the last action, whoever took it
        monkeypatch.setattr(Session, "_undo_refusal", lambda session, seat: None if session._undo else
                            RulesError("core undo", "取り消せません。", "Nothing to undo."))
    findings = Findings()
    for seed in range(4):
        Playout(game, 2, {}, seed, Budget(seeds=1, steps=30, illegal_every=1, undo_chain_every=3, save_every=5),
                findings).run()
    return findings


def test_the_honest_game_keeps_the_contract(monkeypatch: pytest.MonkeyPatch) -> None:
    found = play("", monkeypatch)
    assert found.steps > 40
    assert {c: n for c, n in found.counts.items() if n} == {}


@pytest.mark.parametrize("fault, category", [("view", "hidden"), ("pending", "hidden"), ("undo", "undo_shown"),
                                             ("accepts", "illegal")])
def test_a_planted_fault_is_found(fault: str, category: str, monkeypatch: pytest.MonkeyPatch) -> None:
    found = play(fault, monkeypatch)
    assert found.counts[category], found.counts


def test_swaps_take_cards_of_different_kinds() -> None:
    game = Peek()
    state = game.setup(2, {}, Context(SeededSource(1)))
    kind = kind_of(state)
    for swap in hidden_swaps(state, 2, random.Random(1), {}):
        assert kind(swap.a) != kind(swap.b)
        assert swap.observers


@pytest.mark.parametrize("name", ["monsterraid", "zgundam", "sdgf", "ultraseven", "dunbine"])
def test_the_covering_settings_hold_every_seat_count_and_every_option_choice(name: str) -> None:
    from tabletop import games
    from tabletop.core.spec import seats_range

    from .checks import covering_settings, settings

    games.discover()
    game = registry.find(name)
    few, every = covering_settings(game), settings(game)
    assert all(setting in every for setting in few)
    assert {seats for seats, _ in few} == set(seats_range(game.spec))
    for option in game.spec.options:
        assert {options[option.key] for _, options in few} == {choice for choice, _ in option.choices}
    assert len(few) == max([len(seats_range(game.spec)), *(len(o.choices) for o in game.spec.options)])
