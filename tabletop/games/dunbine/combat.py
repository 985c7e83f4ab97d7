"""Attack geometry and arithmetic: arcs, the hit number (14.1), speed modifiers (15),
open rolls (18), and the odds shown before an attack is committed.

Pure functions of the state; the attack sequence itself lives in ``attacks.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable
from fractions import Fraction
from functools import lru_cache

from tabletop.core.errors import RulesError
from tabletop.core.game import rules_error
from tabletop.core.hexgrid import Hex, distance, spiral
from tabletop.core.i18n import Text

from .geometry import RANGE_MODIFIER, range_of, straight_ahead
from .movement import mobility, mover
from .state import DunbineState, Unit

SHOOT_PP = 2   # 11.8
SWORD_PP = 3
DEFENCE_PP = {"evade": 1, "block": 2, "none": 0}   # 16.4: action PP a defence costs
SWORD_REACH = (0, 1)                               # 11.5: the same hex or an adjacent one


def attack_cost(weapon: str) -> int:
    """Action PP an attack with ``weapon`` costs (11.8): a sword attack or a shot."""
    return SWORD_PP if weapon == "sword" else SHOOT_PP


def weapon_reach(u: Unit, weapon: str) -> tuple[int, int]:
    """(nearest, farthest) distance in hexes ``weapon`` on ``u``'s card reaches (11.3, 11.5)."""
    if weapon == "sword":
        return SWORD_REACH
    w = u.card.weapon(weapon)
    if w is None:
        raise rules_error("dunbine 11.3", f"{u.card.name_ja}に武装「{weapon}」はありません。",
                          f"{u.card.name_en} has no weapon {weapon!r}.")
    return w.min_range, w.max_range


def attack_distance(state: DunbineState, attacker: Unit, target: Unit) -> int:
    """Hexes between the attacker and the target (11.3): where their machines are (10.4)."""
    return distance(mover(state, attacker).hex, mover(state, target).hex)


def weapon_stats(u: Unit, weapon: str) -> tuple[int, int, frozenset[str]]:
    """(hit rate, power, arc) of ``weapon`` ("sword" or a weapon id) on ``u``'s card."""
    card = u.card
    if weapon == "sword":
        return card.sword.hit, card.sword.power, card.sword.arc
    w = card.weapon(weapon)
    if w is None:
        raise rules_error("dunbine 11.3", f"{card.name_ja}に武装「{weapon}」はありません。",
                          f"{card.name_en} has no weapon {weapon!r}.")
    return w.hit, w.power, w.arc


def positions(state: DunbineState, a: Unit, b: Unit) -> tuple[Hex, Hex]:
    """Where ``a`` and ``b`` count as being for ranges (13.9).

    In the same hex, the machine that entered it later counts as still in the
    hex it came from. With no entry record either way (ruling R-13a) both stay put.
    """
    ma, mb = mover(state, a), mover(state, b)
    pa, pb = ma.hex, mb.hex
    if pa != pb:
        return pa, pb
    if ma.entered > mb.entered and ma.from_q is not None and ma.from_r is not None:
        return Hex(ma.from_q, ma.from_r), pb
    if mb.entered > ma.entered and mb.from_q is not None and mb.from_r is not None:
        return pa, Hex(mb.from_q, mb.from_r)
    return pa, pb


def target_range(state: DunbineState, attacker: Unit, target: Unit) -> str:
    """The target's range seen from the attacker (11.3, 11.5)."""
    pa, pt = positions(state, attacker, target)
    return range_of(pa, mover(state, attacker).facing, pt)


def attacker_range(state: DunbineState, attacker: Unit, target: Unit) -> str:
    """The range of the target from which the attack comes (14.3, 16.2)."""
    pa, pt = positions(state, attacker, target)
    return range_of(pt, mover(state, target).facing, pa)


def check_attack(state: DunbineState, attacker: Unit, target: Unit, weapon: str) -> int:
    """Whether ``attacker`` may attack ``target`` with ``weapon`` now; returns the PP cost.

    Checks arcs and ranges (11.3, 11.5, 11.7), ammunition (11.4), PP (11.8)
    and the thrust that must be spent between attacks (11.9). Raises RulesError.
    """
    if target.side == attacker.side:
        raise rules_error("dunbine 11.1", "味方の機体は攻撃できません（裁定R-11a）。",
                          "Friendly machines cannot be attacked (ruling R-11a).")
    if not target.in_play:
        raise rules_error("dunbine 17.3", "その機体は既に戦場にいません。", "That machine is no longer in the battle.")
    unready = weapon_unready(state, attacker, weapon)
    if unready is not None:
        raise unready
    hit, _power, arc = weapon_stats(attacker, weapon)
    dist = attack_distance(state, attacker, target)
    rng = target_range(state, attacker, target)
    lo, hi = weapon_reach(attacker, weapon)
    if weapon == "sword":
        if not lo <= dist <= hi:
            raise rules_error("dunbine 11.5", "剣格闘は隣接ヘックスか同一ヘックスの目標にだけ行えます。",
                              "A sword attack needs the target adjacent or in the same hex.")
        if rng not in arc:
            raise rules_error("dunbine 11.5", f"目標は剣の射界の外です（{rng}）。",
                              f"The target is outside the sword arc ({rng}).")
    else:
        w = attacker.card.weapon(weapon)
        assert w is not None
        if rng not in arc:
            raise rules_error("dunbine 11.3", f"目標は{w.name_ja}の射界の外です（{rng}）。",
                              f"The target is outside the {w.name_en}'s arc ({rng}).")
        if not lo <= dist <= hi:
            raise rules_error("dunbine 11.3", f"{w.name_ja}の射程は{w.min_range}～{w.max_range}ヘックスです（目標まで{dist}）。",
                              f"The {w.name_en}'s range is {w.min_range}-{w.max_range} hexes (target at {dist}).")
    return attack_cost(weapon)


def weapon_unready(state: DunbineState, attacker: Unit, weapon: str) -> RulesError | None:
    """Why ``weapon`` cannot attack anything now, whatever the target, or None: the thrust to spend
    between attacks (11.9), no sword (11.5), no ammunition (11.4), too little action PP (11.8)."""
    need = abs(mover(state, attacker).thrust) // 3
    if attacker.since_attack < need:
        return rules_error("dunbine 11.9", f"次の攻撃の前に推力{need}（推力÷3）を消費する必要があります（現在{attacker.since_attack}）。",
                           f"Spend {need} thrust (thrust / 3) before this attack ({attacker.since_attack} so far).")
    if weapon == "sword":
        if not attacker.card.has_sword:
            return rules_error("dunbine 11.5", "この機体には剣がありません。", "This machine has no sword.")
    else:
        w = attacker.card.weapon(weapon)
        if w is None:
            return rules_error("dunbine 11.3", "この機体にその武器はありません。", "This machine has no such weapon.")
        if attacker.ammo.get(weapon, 0) <= 0:
            return rules_error("dunbine 11.4", f"{w.name_ja}の弾がありません。", f"{w.name_en} has no ammunition left.")
    cost = attack_cost(weapon)
    if attacker.action_pp < cost:
        return rules_error("dunbine 11.8", f"行動PPが足りません（{cost}必要）。", f"Not enough action PP ({cost} needed).")
    return None


def block_possible(state: DunbineState, attacker: Unit, target: Unit, weapon: str) -> Unit | None:
    """The machine that may block this attack, or None (16.2, 21.4)."""
    if weapon != "sword":
        return None
    t = mover(state, target)
    blocker = state.unit(t.passenger) if t.passenger else t
    if blocker.card.block <= 0:
        return None
    if attacker_range(state, attacker, t) not in blocker.card.block_arc:
        return None
    return blocker


def target_speed_modifier(target_thrust: int, dist: int, weapon: str) -> int:
    """15.3-15.4: shooting ceil((thrust - hexes) / 3), sword floor(thrust / 3) (|thrust|, ruling R-15a).

    A shot at a slow, distant target gives a negative modifier, which 14.1
    subtracts: such a target is easier to hit (15.3 as written).
    """
    t = abs(target_thrust)
    if weapon == "sword":
        return t // 3
    return -((dist - t) // 3)


@dataclass(frozen=True)
class Term:
    key: str
    label: Text
    value: int


@dataclass(frozen=True)
class Breakdown:
    """Every term of 14.1, the hit number, and the odds (for the screen and the log)."""

    terms: tuple[Term, ...]
    hit_number: int
    p_hit: float
    expected_damage: float      # damage if it hits
    expected: float             # p_hit x expected_damage
    open_faces: tuple[int, ...]

    def lines(self, lang: str = "ja") -> list[str]:
        out = [f"{t.label.get(lang)}: {t.value:+d}" for t in self.terms]
        out.append(("命中判定値" if lang == "ja" else "Hit number") + f": {self.hit_number}")
        out.append(("命中率" if lang == "ja" else "Chance to hit") + f": {self.p_hit * 100:.1f}%")
        out.append(("命中時の期待ダメージ" if lang == "ja" else "Expected damage on a hit")
                   + f": {self.expected_damage:.2f}")
        return out


#: P(2D6 <= n) for n = 0..12, counted once over the 36 outcomes (14.5).
_P_2D6_AT_MOST = tuple(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= n) / 36 for n in range(13))


def p_2d6_at_most(n: int) -> float:
    """Probability that 2D6 is at most ``n`` (14.5)."""
    return _P_2D6_AT_MOST[min(max(n, 0), 12)]


def open_faces(weapon: str, power_pp: int, barrier_pp: int) -> tuple[int, ...]:
    """Faces that roll again in the damage roll (18.2-18.4)."""
    sword = weapon == "sword"
    if power_pp > barrier_pp:
        return (4, 5, 6) if sword else (5, 6)
    if barrier_pp > power_pp:
        return (6,) if sword else ()
    return (5, 6) if sword else (6,)


@lru_cache(maxsize=4096)
def _expected_excess(base: int, faces: tuple[int, ...], depth: int = 0) -> Fraction:
    """E[max(0, base + X)] where X is an open-ended d6 sum with ``faces`` rolling again."""
    total = Fraction(0)
    for f in range(1, 7):
        if f in faces and depth < 8:
            total += _expected_excess(base + f, faces, depth + 1)
        else:
            total += max(0, base + f)
    return total / 6


def expected_damage(power: int, armour: int, faces: tuple[int, ...]) -> float:
    """Expected damage of a hit: power + open roll - armour, at least 0 (17.2, 18)."""
    return float(_expected_excess(power - armour, tuple(sorted(faces))))


def defender_units(state: DunbineState, attacker: Unit, target: Unit, weapon: str,
                   defence: str) -> tuple[Unit | None, int, tuple[str, Text]]:
    """(unit whose defence PP counts, defence rate, label) for ``defence`` (16, 21.3, 21.4)."""
    t = mover(state, target)
    if defence == "evade":
        return t, mobility(state, t).evasion, ("evade", Text("目標機の回避率", "Target's evasion rate"))
    if defence == "block":
        blocker = block_possible(state, attacker, target, weapon)
        if blocker is None:
            return None, 0, ("block", Text("目標機の受け率", "Target's block rate"))
        rate = blocker.card.block - (1 if blocker.carrier else 0)  # 21.4
        return blocker, rate, ("block", Text("目標機の受け率", "Target's block rate"))
    return None, 0, ("none", Text("防御なし", "No defence"))


def breakdown(state: DunbineState, attacker_id: str, target_id: str, weapon: str,
              defence: str | None = None) -> Breakdown:
    """The hit number term by term (14.1) with odds, for ``defence`` in evade/block/none.

    ``defence=None`` assumes the defender's best available defence. Uses the
    PP on the displays now (aura not yet spent is not counted).
    """
    a = state.unit(attacker_id)
    t = mover(state, state.unit(target_id))
    if defence is None:
        defence = best_defence(state, a, t, weapon)
    hit, power, _arc = weapon_stats(a, weapon)
    am = mover(state, a)
    dist = attack_distance(state, a, t)
    defunit, rate, (_k, rate_label) = defender_units(state, a, t, weapon, defence)
    def_pp = defunit.defence_pp if defunit is not None else 0
    rng = attacker_range(state, a, t)
    pa, pt = positions(state, a, t)
    ahead = 1 if weapon != "sword" and straight_ahead(pa, am.facing, pt) else 0
    sword = weapon == "sword"
    terms = [
        Term("hit_rate", Text("剣格闘の命中率" if sword else "武装の命中率", "Sword hit rate" if sword else "Weapon hit rate"), hit),
        Term("attack_pp", Text("攻撃側の攻撃PP", "Attacker's attack PP"), a.attack_pp),
        Term("attacker_speed", Text("攻撃側速度修正", "Attacker's speed modifier"),
             -mobility(state, a).speed_modifier(am.thrust)),
        Term("defence_rate", rate_label, -rate),
        Term("defence_pp", Text("目標側の防御PP", "Target's defence PP"), -def_pp),
        Term("target_speed", Text("目標側速度修正", "Target's speed modifier"),
             -target_speed_modifier(t.thrust, dist, weapon)),
        Term("range", Text(f"目標のレンジ修正（{rng}）", f"Range modifier ({rng})"), RANGE_MODIFIER[rng]),
        Term("straight_ahead", Text("正面射撃修正", "Straight-ahead shot"), ahead),
    ]
    if sword and a.carrier:
        terms.append(Term("docked_sword", Text("搭載中の剣格闘", "Sword while carried"), -2))  # 21.2
    number = sum(term.value for term in terms)
    p = p_2d6_at_most(number)
    exp = _expected_on_hit(state, a, t, weapon, power)
    faces = open_faces(weapon, a.power_pp, _victims(state, t)[0].barrier_pp)
    return Breakdown(tuple(terms), number, p, exp, p * exp, faces)


def _victims(state: DunbineState, t: Unit) -> list[Unit]:
    return [t, state.unit(t.passenger)] if t.passenger else [t]


def _expected_on_hit(state: DunbineState, a: Unit, t: Unit, weapon: str, power: int) -> float:
    values = [expected_damage(power, v.card.armour, open_faces(weapon, a.power_pp, v.barrier_pp))
              for v in _victims(state, t)]
    if len(values) == 1:
        return values[0]
    even = sum(values) / 2  # 21.5: 1-3 / 4-6
    if weapon == "sword":    # 21.6: on 1-4 the attacker picks
        return 4 / 6 * max(values) + 2 / 6 * even
    return even


def best_defence(state: DunbineState, a: Unit, t: Unit, weapon: str) -> str:
    """The defence the defender would pick (evade, block or none): the highest rate + defence PP it can pay."""
    best, best_n = "none", None
    for d in ("evade", "block"):
        unit, rate, _ = defender_units(state, a, t, weapon, d)
        if unit is None:
            continue
        cost = DEFENCE_PP[d]
        if unit.action_pp + unit.aura < cost:
            continue
        n = rate + unit.defence_pp
        if best_n is None or n > best_n:
            best, best_n = d, n
    return best


def reach(state: DunbineState, u: Unit, weapon: str, on_map: Callable[[Hex], bool]) -> list[Hex]:
    """On-map hexes inside ``weapon``'s arc and reach from ``u``'s machine (11.3, 11.5, 13)."""
    m = mover(state, u)
    _hit, _power, arc = weapon_stats(u, weapon)
    lo, hi = weapon_reach(u, weapon)
    out = []
    for h in spiral(m.hex, hi):
        if not on_map(h) or distance(h, m.hex) < lo:
            continue
        if h == m.hex or range_of(m.hex, m.facing, h) in arc:
            out.append(h)
    return out
