"""SD Gundam Force card game (SDガンダムフォース カードゲーム, Bandai 2004), headless rules.

Modules: ``cards`` (the 56-card ネオトピア編 set), ``decks`` (construction,
saved and starter decks), ``state`` (state and actions), ``battle`` (matching,
team bonus, counter cards), ``rules`` (the phases), ``view`` (what a seat sees,
labels). Registers the game as ``sdgf``.
"""

from tabletop.core import registry

from .rules import SdgfGame

GAME = registry.register(SdgfGame())

__all__ = ["GAME", "SdgfGame"]
