"""Numbers a simulated Dunbine game reports (``tabletop simulate dunbine``).

``metrics(state)`` returns plain numbers and lists; the simulation report turns
each key into a distribution over games: the hit rate (hits / attacks), every
hit number rolled against (14.1), the damage of every hit (17.2), the machines
each side shot down or drove off the map, the turns played and the points (R-V2).
"""

from __future__ import annotations

from .rules import kills, scores
from .state import DunbineState


def metrics(state: DunbineState) -> dict:
    t = state.tally
    attacks, hits = sum(t.attacks), sum(t.hits)
    down = kills(state)
    pts = scores(state)
    out: dict = {
        "attacks": attacks,
        "hits": hits,
        "hit_numbers": list(t.hit_numbers),
        "damage_per_hit": list(t.damage),
        "turns": state.turn,
        "first_player": state.first,
        "first_player_won": float(bool(state.result and state.result.winners == [state.first])),
    }
    if attacks:
        out["hit_rate"] = hits / attacks
    for side in range(len(state.sides)):
        out[f"shot_down_by_side{side}"] = down[side]
        out[f"points_side{side}"] = pts[side]
        if t.attacks[side]:
            out[f"hit_rate_side{side}"] = t.hits[side] / t.attacks[side]
    return out


__all__ = ["metrics"]
