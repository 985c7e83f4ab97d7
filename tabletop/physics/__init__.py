"""The dice table: pymunk rigid-body physics only (no rules, no drawing).

Monster Raid's battlefield seen from above in millimetres, grams and seconds:
target boards (regular polygons with 65 mm sides), effect cards on their edges,
a stand lifting a flying target's board, and dice of five kinds that are flicked,
thrown or coin-tossed. ``simulate`` plays one shot to rest deterministically.
No rules live here: what a die at rest counts for and where a shot may start are
Monster Raid's rules (``games.monsterraid.attack_success`` and ``.shoot``), built
from this package's geometry. See docs/physics.md.
"""

from .dice import DIE_FACES, DIE_SHAPES, DIE_SIZES, die_bottom_face, die_silhouette
from .layout import (attach_card, board_polygon, card_polygon, dice_in_the_way, die_bottom_polygon, die_is_upper,
                     die_silhouette_polygon, free_edges)
from .model import Board, Card, Die, DieRest, Shot, ShotResult, Table

#: Names from ``.sim``, loaded on first use so that the pure-Python geometry and
#: layout (used by the Monster Raid rules) can be imported without pymunk.
_FROM_SIM = ("PhysicsError", "lob_touchdown", "simulate")


def __getattr__(name: str):
    if name in _FROM_SIM:
        from . import sim
        value = getattr(sim, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Board", "Card", "DIE_FACES", "DIE_SHAPES", "DIE_SIZES", "Die", "DieRest", "PhysicsError", "Shot",
    "ShotResult", "Table", "attach_card", "board_polygon", "card_polygon", "die_bottom_face",
    "dice_in_the_way", "die_bottom_polygon", "die_is_upper", "die_silhouette", "die_silhouette_polygon", "free_edges",
    "lob_touchdown", "simulate",
]
