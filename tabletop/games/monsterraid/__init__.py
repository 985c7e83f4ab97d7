"""Monster Raid (モンスターレイド): the rules, content and registration.

See ``game.py`` for the contract, ``docs/games/monsterraid.md`` for the
action vocabulary and ``docs/rulings/monsterraid.md`` for the project's rulings.
"""

from tabletop.core import i18n, registry

from .content import content as _content
from .game import MonsterRaidGame


def _register_texts() -> None:
    """Every name and card text in the i18n catalog (for glyph-coverage checks)."""
    c = _content()
    entries = {}
    for a in c.adventurers:
        entries[f"monsterraid.adventurer.{a.id}"] = a.name
    for s in c.skills.values():
        entries[f"monsterraid.skill.{s.id}"] = s.name
        entries[f"monsterraid.skill.{s.id}.text"] = s.text
    for t in c.targets.values():
        entries[f"monsterraid.target.{t.id}"] = t.name
    for e in c.effects.values():
        entries[f"monsterraid.effect.{e.id}"] = e.name
        entries[f"monsterraid.effect.{e.id}.normal"] = e.normal.text
        entries[f"monsterraid.effect.{e.id}.hard"] = e.hard.text
    for n in c.endings:
        entries[f"monsterraid.ending.{n.id}"] = n.title
        entries[f"monsterraid.ending.{n.id}.scene"] = n.scene
    i18n.register(entries)


_register_texts()
registry.register(MonsterRaidGame())

__all__ = ["MonsterRaid"]
