"""Aura Battler Dunbine (聖戦士ダンバイン) tactical hex game: rules engine, data, scenarios.

Importing this package registers the game with the core registry.
"""

from tabletop.core import registry

from .game import DunbineGame

GAME = registry.register(DunbineGame())

__all__ = ["Dunbine", "GAME"]
