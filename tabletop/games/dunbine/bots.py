"""Computer players for Dunbine: ``quick`` and ``strong`` (offered by ``DunbineGame.bots``).

Both read the whole state (Dunbine has no hidden information) and choose only
from the legal actions. ``quick`` is the rules-based policy of ``bot_quick``
(``choose``); ``strong`` plays the search of ``search`` (every movement
sequence of the acting machine, and each machine's thrust) and the quick
policy everywhere else.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.bots import Bot, Seen
from tabletop.core.game import Action, Game
from tabletop.core.i18n import Text

from .bot_quick import W_OPP, W_THREAT, choose
from .search import strong_accelerate, strong_act


class QuickBot(Bot):
    """Rules-based: thrust and facing, odds of 14, aura where it pays, allocation by threat."""

    level = "quick"
    label = Text("標準", "Standard")
    full_information = True

    def choose(self, seen: Seen) -> Action:
        state = seen.state
        if state is None:
            return seen.legal[0]
        action = choose(state)
        return action if action in seen.legal else seen.legal[0]


class StrongBot(Bot):
    """Searches every movement sequence of the acting machine; the quick policy elsewhere."""

    level = "strong"
    label = Text("強い", "Strong")
    full_information = True
    budget = 1500
    weights = (W_OPP, W_THREAT)

    def __init__(self, game: Game[Any], seat: int, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(game, seat, seed)
        if budget is not None:
            self.budget = budget
        self._planned: set = set()   # (turn, unit) whose thrust has been chosen

    def choose(self, seen: Seen) -> Action:
        state = seen.state
        if state is None:
            return seen.legal[0]
        if state.attack is None and state.phase == "action":
            action = strong_act(state, seen.legal, self.budget, self.weights)
        elif state.attack is None and state.phase == "acceleration":
            action = strong_accelerate(state, seen.legal, self.budget, self.weights, self._planned)
        else:
            action = choose(state)
        return action if action in seen.legal else seen.legal[0]
