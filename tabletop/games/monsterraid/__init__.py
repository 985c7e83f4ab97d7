"""Monster Raid (モンスターレイド): the rules, content and registration.

See ``game.py`` for the contract, ``docs/games/monsterraid.md`` for the
action vocabulary and ``docs/rulings/monsterraid.md`` for the project's rulings.
"""

from tabletop.core import registry

from .game import MonsterRaid

registry.register(MonsterRaid())

__all__ = ["MonsterRaid"]
