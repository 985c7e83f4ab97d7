"""Ultra Seven 史上最大の侵略: the rules engine and card data (seat 0 alien, seat 1 TDF)."""

from tabletop.core import registry

from .game import UltraSevenGame

GAME = registry.register(UltraSevenGame())

__all__ = ["UltraSeven", "GAME"]
