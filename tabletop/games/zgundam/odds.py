"""The dice maths of the Z Gundam battles, exact (binomial distributions, cached).

Every battle rolls d6 and counts the faces at or under a hit number:
(2)-b-1 MS against MS (more hits wins), (2)-b-2 MS against ship (the difference
is damage), (2)-c ship against ship (each side takes the other's hits), and the
special cards' single dice (explosion, repair) and the colony laser's total.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb


@lru_cache(maxsize=None)
def hits(dice: int, hit_number: int) -> tuple[float, ...]:
    """P(k hits) for k = 0..dice when each d6 hits on ``hit_number`` or less."""
    p = max(0, min(6, hit_number)) / 6
    return tuple(comb(dice, k) * p ** k * (1 - p) ** (dice - k) for k in range(dice + 1))


@lru_cache(maxsize=None)
def difference(dice_a: int, hit_a: int, dice_b: int, hit_b: int) -> dict[int, float]:
    """The distribution of (hits of a) - (hits of b)."""
    out: dict[int, float] = {}
    for i, pa in enumerate(hits(dice_a, hit_a)):
        for j, pb in enumerate(hits(dice_b, hit_b)):
            out[i - j] = out.get(i - j, 0.0) + pa * pb
    return out


@lru_cache(maxsize=None)
def contest(dice_a: int, hit_a: int, dice_b: int, hit_b: int) -> tuple[float, float, float]:
    """(P a wins, P tie, P b wins) when more hits wins ((2)-b-1)."""
    d = difference(dice_a, hit_a, dice_b, hit_b)
    win = sum(p for k, p in d.items() if k > 0)
    tie = d.get(0, 0.0)
    return win, tie, max(0.0, 1.0 - win - tie)


def ms_ms_hit(own_ability: int, other_ability: int) -> int:
    """(2)-b-1 (V): 3 when one's pilot is at least as able as the other's, else 2."""
    return 3 if own_ability >= other_ability else 2


@lru_cache(maxsize=None)
def ms_ms(attack: int, ability: int, target_attack: int, target_ability: int) -> tuple[float, float, float]:
    """(P attacker wins, P tie, P defender wins) of an MS battle ((2)-b-1)."""
    return contest(attack, ms_ms_hit(ability, target_ability), target_attack, ms_ms_hit(target_ability, ability))


@lru_cache(maxsize=None)
def ms_ship(attack: int, ability: int, anti_air: int, remaining: int) -> tuple[float, float, float, float]:
    """(2)-b-2: (P sinks the ship, expected damage when it does not sink, P MS shot down, P nothing).

    The MS hits on its pilot's ability (at most 4), the ship's anti-air on 2;
    more hits put the difference on the ship as damage, fewer lose the MS.
    """
    d = difference(attack, min(ability, 4), anti_air, 2)
    sink = sum(p for k, p in d.items() if k >= remaining)
    partial = sum(p * k for k, p in d.items() if 0 < k < remaining)
    lost = sum(p for k, p in d.items() if k < 0)
    return sink, partial, lost, d.get(0, 0.0)


@lru_cache(maxsize=None)
def at_least(dice: int, hit_number: int, needed: int) -> float:
    """P(at least ``needed`` hits)."""
    if needed <= 0:
        return 1.0
    return sum(hits(dice, hit_number)[needed:])


@lru_cache(maxsize=None)
def ship_ship(anti_ship: int, hit: int, target_anti_ship: int, target_hit: int, target_remaining: int,
              own_remaining: int) -> tuple[float, float, float, float]:
    """(2)-c: (P target sinks, expected damage on it otherwise, P own ship sinks, expected own damage otherwise)."""
    a = hits(anti_ship, hit)
    b = hits(target_anti_ship, target_hit)
    sink_t = sum(a[target_remaining:]) if target_remaining < len(a) else 0.0
    dmg_t = sum(k * p for k, p in enumerate(a) if k < target_remaining)
    sink_o = sum(b[own_remaining:]) if own_remaining < len(b) else 0.0
    dmg_o = sum(k * p for k, p in enumerate(b) if k < own_remaining)
    return sink_t, dmg_t, sink_o, dmg_o


def explosion(ability: int) -> float:
    """(2)-a 爆破: one die at or under the pilot's ability (at most 4)."""
    return min(ability, 4) / 6


def repair(points: int) -> float:
    """(2)-a 修理: one die at least the points (6 when more than 6)."""
    return (7 - min(points, 6)) / 6


@lru_cache(maxsize=4096)
def total_hits_below(rolls: tuple[tuple[int, int], ...], limit: int) -> float:
    """P(the sum of hits of several (dice, hit number) rolls is below ``limit``) (colony laser: 10)."""
    dist = [1.0]
    for dice, hit in rolls:
        h = hits(dice, hit)
        new = [0.0] * (len(dist) + dice)
        for i, p in enumerate(dist):
            if p:
                for k, q in enumerate(h):
                    new[i + k] += p * q
        dist = new
    return sum(dist[:limit])
