"""SD Gundam Force card game (SDガンダムフォース カードゲーム, Bandai 2004), headless rules.

Modules: ``game`` (``SdgfGame``: set-up, decisions, legal actions, the action
table), ``state``, ``actions``, ``turn`` (the phases of a turn), ``battle``
(matching, team bonus, counter cards), ``effects`` (what a counter card did, in
words), ``cards`` (the 56-card ネオトピア編 set),
``decks`` (construction, saved and starter decks), ``view`` (what a seat sees,
labels), ``bots``. Registers the game as ``sdgf``.
"""

from tabletop.core import registry

from .game import SdgfGame

GAME = registry.register(SdgfGame())

__all__ = ["GAME", "SdgfGame"]
