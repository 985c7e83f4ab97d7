"""The attack sequence (11-21): declaration, the defender's response turns and defence,
aura power before each roll (attacker first), the hit roll, the docked victim,
the damage roll with open rolls, heavy damage and shooting down.

Steps of ``state.attack.step`` and who decides them:
``respond`` (defender) -> ``attacker_aura`` -> ``defender_aura`` -> hit roll ->
[``victim`` (attacker, 21.6)] -> ``attacker_power`` -> ``defender_barrier`` -> damage.
Aura steps are skipped when that machine has no aura power left.
"""

from __future__ import annotations

from tabletop.core.game import Context, rules_error

from . import actions as A
from . import combat, movement
from .movement import mover
from .rules import active_mover, check_annihilation, name, own_unit, unit_label
from .state import Attack, DunbineState, Unit


def declare(state: DunbineState, a: A.Attack, ctx: Context) -> None:
    u = own_unit(state, a.unit)
    if state.phase != "action" or mover(state, u).id != state.active:
        raise rules_error("dunbine 5.3", "その機体は今は攻撃できません。", "That machine cannot attack now.")
    t = state.find(a.target)
    if t is None:
        raise rules_error("dunbine 11.3", f"目標「{a.target}」はありません。", f"There is no target {a.target!r}.")
    target = mover(state, t)
    cost = combat.check_attack(state, u, target, a.weapon)
    u.action_pp -= cost
    if a.weapon != "sword":
        u.ammo[a.weapon] -= 1
    u.since_attack = 0
    dist = combat.attack_distance(state, u, target)
    state.attack = Attack(u.id, target.id, a.weapon, dist)
    wname = _weapon_name(u, a.weapon)
    ctx.log(f"{name(u)}が{name(target)}を{wname[0]}で攻撃（行動PP{cost}）",
            f"{name(u, 'en')} attacks {name(target, 'en')} with {wname[1]} ({cost} PP)", "dunbine 11")


def _weapon_name(u: Unit, weapon: str) -> tuple[str, str]:
    if weapon == "sword":
        return "剣", "the sword"
    w = u.card.weapon(weapon)
    return (w.name_ja, w.name_en) if w else (weapon, weapon)


def defender_side(state: DunbineState) -> int:
    assert state.attack is not None
    return state.unit(state.attack.target).side


def _need_attack(state: DunbineState, steps: tuple[str, ...]) -> Attack:
    at = state.attack
    if at is None or at.step not in steps:
        raise rules_error("dunbine 12.1", "今はその判断はできません。", "That decision is not open now.")
    return at


def response_turn(state: DunbineState, a: A.ResponseTurn, ctx: Context) -> None:
    at = _need_attack(state, ("respond",))
    t = state.unit(at.target)
    ru = state.find(a.unit)
    if ru is None or mover(state, ru).id != t.id:
        raise rules_error("dunbine 12.1", "対応できるのは攻撃された機体だけです。", "Only the attacked machine may respond.")
    if at.responses >= 1:
        raise rules_error("dunbine R-12b", "対応による旋回は1回の攻撃につき1回です（角度は旋回表の範囲で）。",
                          "One response turn per attack, of an angle the turn table lists.")
    pp = movement.turn_pp(state, t, a.steps, response=True)
    t.response_pp -= pp
    at.responses += 1
    if t.heavy:          # 19.2.3: its 60 degrees in this hex are used (ruling R-19a)
        t.turned_here = True
    for u in [t] + ([state.unit(t.passenger)] if t.passenger else []):
        u.facing = (u.facing + a.steps) % 6
    ctx.log(f"{name(t)}：対応で{abs(a.steps) * 60}°旋回（対応PP{pp}）",
            f"{name(t, 'en')}: response turn of {abs(a.steps) * 60} degrees ({pp} response PP)", "dunbine 12")


def defend(state: DunbineState, a: A.Defend, ctx: Context) -> None:
    at = _need_attack(state, ("respond",))
    attacker, target = state.unit(at.attacker), state.unit(at.target)
    if a.kind not in ("evade", "block", "none"):
        raise rules_error("dunbine 16.1", "防御は回避・受け・なしのいずれかです。", "Defend with evade, block or none.")
    unit, _rate, _ = combat.defender_units(state, attacker, target, at.weapon, a.kind)
    if a.kind == "block" and unit is None:
        raise rules_error("dunbine 16.2", "受けは受けの範囲からの剣格闘に対してだけ選べます。",
                          "Block only against a sword attack from inside the block arc.")
    cost = combat.DEFENCE_PP[a.kind]
    if unit is not None and unit.action_pp < cost:
        raise rules_error("dunbine 16.4", f"行動PPが足りないため防御できません（{cost}必要）。",
                          f"Not enough action PP to defend ({cost} needed).")
    if unit is not None:
        unit.action_pp -= cost
    at.defence, at.defender = a.kind, unit.id if unit is not None else ""
    label = {"evade": ("回避", "evades"), "block": ("受け", "blocks"), "none": ("防御なし", "does not defend")}[a.kind]
    ctx.log(f"{name(target)}：{label[0]}（行動PP{cost}）", f"{name(target, 'en')} {label[1]} ({cost} PP)", "dunbine 16")
    at.step = "attacker_aura"
    _advance(state, ctx)


def aura(state: DunbineState, a: A.SpendAura, ctx: Context, spend) -> None:
    """Aura power during an attack: which machine may put it where, at which step (20)."""
    at = state.attack
    assert at is not None
    allowed = aura_options(state)
    if (a.unit, a.item) not in allowed:
        raise rules_error("dunbine 20.2", "今その機体はその項目にオーラ力を配分できません。",
                          "That machine cannot put aura power into that track now.")
    spend(state.unit(a.unit), a.item, a.amount, ctx)


def aura_options(state: DunbineState) -> list[tuple[str, str]]:
    """(unit, item) pairs where aura may go at the current attack step."""
    at = state.attack
    if at is None:
        return []
    t = state.unit(at.target)
    if at.step == "respond":
        out = [(t.id, "response"), (t.id, "action")]
        if t.passenger:
            out.append((t.passenger, "action"))
        return out
    if at.step == "attacker_aura":
        return [(at.attacker, "attack")]
    if at.step == "defender_aura":
        return [(at.defender, "defence")] if at.defender else []
    if at.step == "attacker_power":
        return [(at.attacker, "power")]
    if at.step == "defender_barrier":
        return [(at.victim, "barrier")]
    return []


def aura_done(state: DunbineState, ctx: Context) -> None:
    at = _need_attack(state, ("attacker_aura", "defender_aura", "attacker_power", "defender_barrier"))
    at.step = {"attacker_aura": "defender_aura", "defender_aura": "roll",
               "attacker_power": "defender_barrier", "defender_barrier": "damage"}[at.step]
    _advance(state, ctx)


def choose_victim(state: DunbineState, a: A.ChooseVictim, ctx: Context) -> None:
    at = _need_attack(state, ("victim",))
    t = state.unit(at.target)
    if a.unit not in (t.id, t.passenger):
        raise rules_error("dunbine 21.6", "被害を与える機体は搭載中の2機のどちらかです。",
                          "Choose one of the two docked machines.")
    at.victim = a.unit
    at.step = "attacker_power"
    _advance(state, ctx)


def _advance(state: DunbineState, ctx: Context) -> None:
    """Skip aura steps nobody can use and roll when the sequence reaches a roll."""
    at = state.attack
    while at is not None:
        if at.step == "attacker_aura" and state.unit(at.attacker).aura <= 0:
            at.step = "defender_aura"
        elif at.step == "defender_aura" and (not at.defender or state.unit(at.defender).aura <= 0):
            at.step = "roll"
        elif at.step == "roll":
            _roll_hit(state, ctx)
            at = state.attack
        elif at.step == "attacker_power" and state.unit(at.attacker).aura <= 0:
            at.step = "defender_barrier"
        elif at.step == "defender_barrier" and state.unit(at.victim).aura <= 0:
            at.step = "damage"
        elif at.step == "damage":
            _roll_damage(state, ctx)
            at = state.attack
        else:
            return


def _roll_hit(state: DunbineState, ctx: Context) -> None:
    at = state.attack
    assert at is not None
    attacker, target = state.unit(at.attacker), state.unit(at.target)
    bd = combat.breakdown(state, at.attacker, at.target, at.weapon, at.defence or "none")
    at.hit_number = bd.hit_number
    ctx.log("命中判定：" + "、".join(bd.lines("ja")[:-3]) + f" → 命中判定値{bd.hit_number}",
            "Hit number: " + ", ".join(bd.lines("en")[:-3]) + f" → {bd.hit_number}", "dunbine 14.1")
    roll = ctx.roll("2D6", unit_label(attacker, "en"), "hit roll", rule="dunbine 14.5", why_ja="命中判定",
                    who_ja=unit_label(attacker))
    at.hit_roll = roll.total
    _count(state, attacker.side, bd.hit_number, roll.total <= bd.hit_number)
    if roll.total > bd.hit_number:
        ctx.log(f"外れ（{roll.total} > {bd.hit_number}）", f"Miss ({roll.total} > {bd.hit_number})", "dunbine 14.5")
        _finish(state, ctx)
        return
    ctx.log(f"命中（{roll.total} ≦ {bd.hit_number}）", f"Hit ({roll.total} ≤ {bd.hit_number})", "dunbine 14.5")
    if not target.passenger:
        at.victim = target.id
        at.step = "attacker_power"
        return
    if at.weapon == "sword":
        pick = ctx.roll("1D6", unit_label(attacker, "en"), "docked victim", rule="dunbine 21.6", why_ja="被害機体（攻撃側選択）",
                        who_ja=unit_label(attacker)).total
        if pick <= 4:
            at.step = "victim"
            return
    r = ctx.roll("1D6", unit_label(attacker, "en"), "docked victim", rule="dunbine 21.5", why_ja="被害機体",
                 who_ja=unit_label(attacker)).total
    at.victim = target.passenger if r <= 3 else target.id
    at.step = "attacker_power"


def _count(state: DunbineState, side: int, hit_number: int, hit: bool) -> None:
    """Keep the attack statistics the simulation report reads (``metrics.py``)."""
    t = state.tally
    t.attacks[side] += 1
    t.hits[side] += int(hit)
    t.hit_numbers.append(hit_number)


def _roll_damage(state: DunbineState, ctx: Context) -> None:
    at = state.attack
    assert at is not None
    attacker, victim = state.unit(at.attacker), state.unit(at.victim)
    _hit, power, _arc = combat.weapon_stats(attacker, at.weapon)
    faces = combat.open_faces(at.weapon, attacker.power_pp, victim.barrier_pp)
    if faces:
        roll = ctx.open_roll(6, faces, unit_label(attacker, "en"), "damage", rule="dunbine 18", why_ja="被害判定",
                             who_ja=unit_label(attacker))
    else:
        roll = ctx.roll("1D6", unit_label(attacker, "en"), "damage", rule="dunbine 18.4", why_ja="被害判定",
                        who_ja=unit_label(attacker))
    dmg = max(0, power + roll.total - victim.card.armour)
    was_heavy = victim.heavy
    victim.damage += dmg
    state.tally.damage.append(dmg)
    ctx.log(f"{name(victim)}に{dmg}ダメージ（威力{power}＋{roll.total}－装甲{victim.card.armour}）、累計{victim.damage}/{victim.card.durability}",
            f"{name(victim, 'en')} takes {dmg} (power {power} + {roll.total} - armour {victim.card.armour}), "
            f"total {victim.damage}/{victim.card.durability}", "dunbine 17.2")
    if victim.damage >= victim.card.durability:
        _shoot_down(state, victim, ctx)
    elif victim.heavy and not was_heavy:
        ctx.log(f"{name(victim)}は大破", f"{name(victim, 'en')} is heavily damaged", "dunbine 19.1")
        m = mover(state, victim)
        top = movement.max_thrust(state, m)
        if m.thrust > top:   # 19.2.1
            for u in [m] + ([state.unit(m.passenger)] if m.passenger else []):
                u.thrust = top
            ctx.log(f"推力を{top}に引き下げ", f"thrust lowered to {top}", "dunbine 19.2.1")
    _finish(state, ctx)


def _shoot_down(state: DunbineState, victim: Unit, ctx: Context) -> None:
    victim.status = "down"
    ctx.log(f"{name(victim)}撃墜", f"{name(victim, 'en')} is shot down", "dunbine 17.3")
    if victim.carrier:
        state.unit(victim.carrier).passenger = ""
        victim.carrier = ""
    if victim.passenger:     # ruling R-21a: the carried machine is released into the hex
        ab = state.unit(victim.passenger)
        victim.passenger, ab.carrier = "", ""
        card = ab.card
        top = card.mobility.heavy_max if ab.heavy else card.max_thrust
        ab.thrust = max(card.min_thrust, min(victim.thrust, top))
        ctx.log(f"{name(ab)}は放り出されました（推力{ab.thrust}）", f"{name(ab, 'en')} is thrown clear (thrust {ab.thrust})",
                "dunbine R-21a")


def _finish(state: DunbineState, ctx: Context) -> None:
    """After each attack the attack PP drops by 1 (11.10), and after a defence the defence PP (16.5)."""
    at = state.attack
    assert at is not None
    attacker = state.unit(at.attacker)
    attacker.attack_pp = max(0, attacker.attack_pp - 1)
    if at.defender:
        d = state.unit(at.defender)
        d.defence_pp = max(0, d.defence_pp - 1)
    state.attack = None
    check_annihilation(state, ctx)


__all__ = ["declare", "response_turn", "defend", "aura", "aura_done", "aura_options", "choose_victim",
           "defender_side", "active_mover"]
