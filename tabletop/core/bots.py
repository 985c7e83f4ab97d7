"""Computer players: the bot contract every game's bots follow, and how a game offers them.

A bot sees what its seat may see and nothing more: ``choose`` receives a
``Seen`` (the seat, ``game.view(state, seat)``, the legal actions, the seat's
redacted log) and returns one of the legal actions. Bots that may look at the
whole state (games without hidden information) say so with
``full_information = True`` and then also receive the state.

A game offers its computer players itself: ``Game.bots()`` maps each level
other than ``random`` to a ``BotFactory`` (``factory(game, seat, seed)``).
``random`` (``RandomBot``) is there for every game. Levels used by the
launcher: ``random``, ``quick``, ``strong``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from . import registry
from .game import Action, Event, Game
from .i18n import Text

if TYPE_CHECKING:
    from .session import Session


@dataclass
class Seen:
    """Everything a bot may use for one decision."""

    seat: int
    kind: str
    view: dict[str, Any]
    legal: list[Action]
    log: list[Event] = field(default_factory=list)
    state: Any = None  # only for full-information bots of games without hidden information


class Bot:
    """Base class: a computer player for one seat."""

    level = "random"
    label = Text("ランダム", "Random")
    full_information = False

    def __init__(self, game: Game[Any], seat: int, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.rng = random.Random(seed * 1000003 + seat)

    def choose(self, seen: Seen) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among the legal actions (the yardstick every other bot must beat)."""

    def choose(self, seen: Seen) -> Action:
        return self.rng.choice(seen.legal)


#: ``factory(game, seat, seed)``: a bot for ``seat`` of ``game``, its random numbers from ``seed``.
BotFactory = Callable[[Game[Any], int, int], Bot]

#: The launcher's order of the levels; other names follow.
ORDER = ("random", "quick", "strong")


def levels(game_name: str) -> list[str]:
    """The bot levels a registered game offers (``random`` always, then ``Game.bots()``)."""
    names = ["random"] + [lvl for lvl in registry.find(game_name).bots() if lvl != "random"]
    return sorted(dict.fromkeys(names), key=lambda n: ORDER.index(n) if n in ORDER else len(ORDER))


def make_bot(game: Game[Any], level: str, seat: int, seed: int = 0) -> Bot:
    """A bot of ``level`` for ``seat``; ``ValueError`` naming the levels if the game has none such."""
    if level == "random":
        return RandomBot(game, seat, seed)
    factory = game.bots().get(level)
    if factory is None:
        raise ValueError(f"{game.spec.name} has no '{level}' computer player (levels: {', '.join(levels(game.spec.name))})")
    return factory(game, seat, seed)


def seen_by(session: Session, bot: Bot) -> Seen:
    """What ``bot`` may see of ``session`` now."""
    decision = session.pending()
    state = session.state if (bot.full_information and not session.game.spec.hidden_information) else None
    return Seen(bot.seat, decision.kind if decision else "", session.view(bot.seat), session.legal_actions(),
                session.log_for(bot.seat), state)


def bot_move(session: Session, bot: Bot) -> Action:
    """Ask ``bot`` for its action in ``session`` (it must be its decision)."""
    return bot.choose(seen_by(session, bot))
