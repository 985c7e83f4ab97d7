"""Computer players: the bot contract and the registry of bots per game.

A bot sees what its seat may see and nothing more: ``choose`` receives a
``Seen`` (the seat, ``game.view(state, seat)``, the legal actions, the seat's
redacted log) and returns one of the legal actions. Bots that may look at the
whole state (games without hidden information) say so with
``full_information = True`` and then also receive the state.

``register_bot(game_name, level, factory)`` adds a bot; ``random`` is there for
every game. Levels used by the launcher: ``random``, ``quick``, ``strong``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from tabletop.core.game import Action, Event, Game
from tabletop.core.i18n import Text


@dataclass
class Seen:
    """Everything a bot may use for one decision."""

    seat: int
    kind: str
    view: dict
    legal: list[Action]
    log: list[Event] = field(default_factory=list)
    state: Any = None  # only for full-information bots of games without hidden information


class Bot:
    """Base class: a computer player for one seat."""

    level = "random"
    label = Text("ランダム", "Random")
    full_information = False

    def __init__(self, game: Game, seat: int, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.rng = random.Random(seed * 1000003 + seat)

    def choose(self, seen: Seen) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among the legal actions (the yardstick every other bot must beat)."""

    def choose(self, seen: Seen) -> Action:
        return self.rng.choice(seen.legal)


BotFactory = Callable[[Game, int, int], Bot]
_BOTS: dict[str, dict[str, BotFactory]] = {}


def register_bot(game_name: str, level: str, factory: BotFactory) -> None:
    _BOTS.setdefault(game_name, {})[level] = factory


def levels(game_name: str) -> list[str]:
    """The bot levels a game offers (``random`` always)."""
    own = _BOTS.get(game_name, {})
    order = ["random", "quick", "strong"]
    names = ["random"] + [lvl for lvl in own if lvl != "random"]
    return sorted(dict.fromkeys(names), key=lambda n: order.index(n) if n in order else 99)


def make_bot(game: Game, level: str, seat: int, seed: int = 0) -> Bot:
    if level == "random":
        return RandomBot(game, seat, seed)
    factory = _BOTS.get(game.spec.name, {}).get(level)
    if factory is None:
        raise ValueError(f"{game.spec.name} has no '{level}' computer player (levels: {', '.join(levels(game.spec.name))})")
    return factory(game, seat, seed)


def seen_by(session: Any, bot: Bot) -> Seen:
    """What ``bot`` may see of ``session`` now."""
    decision = session.pending()
    state = session.state if (bot.full_information and not session.game.spec.hidden_information) else None
    return Seen(bot.seat, decision.kind if decision else "", session.view(bot.seat), session.legal_actions(),
                session.log_for(bot.seat), state)


def bot_move(session: Any, bot: Bot) -> Action:
    """Ask ``bot`` for its action in ``session`` (it must be its decision)."""
    return bot.choose(seen_by(session, bot))
