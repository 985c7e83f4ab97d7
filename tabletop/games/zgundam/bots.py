"""Computer players for Z Gundam: ``quick`` and ``strong`` (offered by ``ZGundamGame.bots``).

Both decide from ``Seen.view`` (``game.view(state, seat)``) and the legal
actions only; the hidden cards of the other seats never reach them. ``odds``
is the dice maths of the battles ((2)-b-1, (2)-b-2, (2)-c, the special cards);
``bot_knowledge`` rebuilds a full game state from what one seat sees, filling
the cards it cannot see at random (a determinization); ``bot_quick`` scores
every legal action by those odds; ``bot_strong`` is a determinized Monte Carlo
search over the quick player's best candidates. An attacked seat is asked every
time (ruling R5): holding no matching card, "No reaction" is its one legal action
and both players take it without thinking.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.bots import Bot, Seen
from tabletop.core.game import Action, Game
from tabletop.core.i18n import Text

from . import bot_quick, bot_strong
from .bot_knowledge import determinize


class QuickBot(Bot):
    """Rules-based: every legal action scored by the battle odds, the best played."""

    level = "quick"
    label = Text("コンピューター（弱い）", "Computer (easy)")

    def choose(self, seen: Seen) -> Action:
        if len(seen.legal) == 1:
            return seen.legal[0]
        return bot_quick.best_action(determinize(seen.view, None), self.seat, list(seen.legal))


class StrongBot(Bot):
    """Determinized Monte Carlo search with quick-policy rollouts (bounded by iterations)."""

    level = "strong"
    label = Text("コンピューター（強い）", "Computer (strong)")
    iterations: int | None = None  # None: bot_strong.ITERATIONS by seat count
    candidates = 7

    def __init__(self, game: Game[Any], seat: int, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self.seed = seed

    def choose(self, seen: Seen) -> Action:
        if len(seen.legal) == 1:
            return seen.legal[0]
        rng = bot_strong.decision_rng(self.seed, self.seat, seen.view, len(seen.log))
        action, _ = bot_strong.search(seen.view, self.seat, list(seen.legal), rng, self.iterations, self.candidates)
        return action
