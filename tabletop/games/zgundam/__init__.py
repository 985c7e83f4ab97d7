"""Mobile Suit Z Gundam tactical card game (機動戦士Ζガンダム タクティカル・カード・ゲーム).

Rules engine and the 120 cards; registers itself as ``zgundam``.
"""

from tabletop.core import registry

from .game import ZGundamGame

GAME = registry.register(ZGundamGame())

__all__ = ["ZGundam", "GAME"]
