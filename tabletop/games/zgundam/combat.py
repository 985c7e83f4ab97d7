"""Battles and special-card effects: dice, hits, damage markers, cards taken as points.

Each function resolves one thing completely (the caller has checked legality),
records it in ``state.last_combat`` and logs it in Japanese and English.
"""

from __future__ import annotations

from functools import lru_cache

from tabletop.core.game import Context
from tabletop.core.i18n import Text

from .state import (DISCARD, CombatReport, CombatRoll, ZGundamState, card, ready, score, ships)

SHIP_ANTI_AIR_HIT = 2        # (2)-b-2 (VI): ships hit MS on 2 or less
MS_VS_SHIP_HIT_CAP = 4       # (2)-b-2 (V)
EXPLOSION_CAP = 4            # (2)-a 爆破
COLONY_LASER_DURABILITY = 10  # (2)-a コロニーレーザー
COLONY_LASER_MS_CAP = 3
COLONY_LASER_SHIP_KILL = 3   # ships fall on 1-3
COLONY_LASER_MS_KILL = 2     # MS fall on 1-2


def who(seat: int) -> str:
    return f"P{seat + 1}"


@lru_cache(maxsize=None)
def name(card_id: str, lang: str) -> str:
    """A card's name in ``lang`` (cached: the rollouts of the strong player word thousands of rolls)."""
    return card(card_id).name.get(lang)


def roll_hits(ctx: Context, seat: int, card_id: str, dice: int, hit_number: int, why_ja: str, why_en: str,
              rule: str) -> CombatRoll:
    """Roll ``dice`` d6 for ``card_id``; faces of ``hit_number`` or less hit."""
    record = ctx.roll(f"{dice}D6", who(seat), f"{why_en} ({name(card_id, 'en')}, hit on {hit_number} or less)",
                      rule=rule, why_ja=f"{why_ja}（{name(card_id, 'ja')}、{hit_number}以下で命中）",
                      reading=lambda faces: hits_text(sum(1 for f in faces if f <= hit_number)))
    faces = list(record.results)
    return CombatRoll(seat, card_id, faces, hit_number, sum(1 for f in faces if f <= hit_number))


def hits_text(hits: int) -> Text:
    """What hit dice mean: the number of hits, never their sum ("命中2" / "2 hits")."""
    return Text(f"命中{hits}", f"{hits} hit{'s' if hits != 1 else ''}")


def ms_ms_hit_number(own_ability: int, other_ability: int) -> int:
    """(2)-b-1 (V): 3 when one's pilot is at least as able as the other's, else 2."""
    return 3 if own_ability >= other_ability else 2


def _report(state: ZGundamState, report: CombatReport, ctx: Context, ja: str, en: str) -> None:
    report.result_ja, report.result_en = ja, en
    state.last_combat = report
    ctx.log(ja, en, report.rule, kind="combat")


def _take_pair(state: ZGundamState, owner: int, ms: str, dst: str) -> None:
    """Move a combat-ready pair (MS and its pilot) of ``owner`` to ``dst``."""
    pilot = state.pilot_of(owner, ms)
    table = state.table()
    table.move(ms, dst, src=ready(owner))
    table.move(pilot, dst, src=ready(owner))


def destroy_ship(state: ZGundamState, ship: str, owner: int, taker: int) -> None:
    """A destroyed ship goes to ``taker``'s score pile; its damage markers go away."""
    state.table().move(ship, score(taker), src=ships(owner))
    state.damage.pop(ship, None)


def damage_ship(state: ZGundamState, ship: str, owner: int, amount: int, taker: int) -> bool:
    """Put ``amount`` damage markers on ``ship``; True if that destroys it ((2)-b-2 (VIII), (2)-c (VI))."""
    if amount <= 0:
        return False
    state.damage[ship] = state.damage.get(ship, 0) + amount
    if state.damage[ship] >= card(ship).durability:
        destroy_ship(state, ship, owner, taker)
        return True
    return False


def resolve_ms_ms(state: ZGundamState, ctx: Context, attacker: int, ms: str, defender: int, target: str) -> None:
    """(2)-b-1: attack and counter-attack as one combat; more hits wins."""
    rule = "zgundam (2)-b-1"
    a_pilot, d_pilot = state.pilot_of(attacker, ms), state.pilot_of(defender, target)
    a_ab, d_ab = card(a_pilot).ability, card(d_pilot).ability
    a_roll = roll_hits(ctx, attacker, ms, card(ms).attack, ms_ms_hit_number(a_ab, d_ab), "MS攻撃", "MS attack", rule)
    d_roll = roll_hits(ctx, defender, target, card(target).attack, ms_ms_hit_number(d_ab, a_ab), "MS反撃",
                       "MS counter-attack", rule)
    report = CombatReport("ms_ms", attacker, defender, rule, [a_roll, d_roll])
    a_name = (name(ms, "ja"), name(ms, "en"))
    d_name = (name(target, "ja"), name(target, "en"))
    if a_roll.hits > d_roll.hits:
        report.destroyed = [target, d_pilot]
        _take_pair(state, defender, target, score(attacker))
        _take_pair(state, attacker, ms, DISCARD)
        ja = f"{who(attacker)}の{a_name[0]}が{d_name[0]}を撃破（命中{a_roll.hits}対{d_roll.hits}）。得点として獲得し、攻撃したMSは場に流れる。"
        en = (f"{who(attacker)}'s {a_name[1]} destroys {d_name[1]} ({hits_text(a_roll.hits).en} to {d_roll.hits}); "
              "taken as points, the attacking MS is discarded.")
    elif a_roll.hits < d_roll.hits:
        report.destroyed = [ms, a_pilot]
        _take_pair(state, attacker, ms, score(defender))
        ja = f"{who(defender)}の{d_name[0]}の反撃で{a_name[0]}が撃破された（命中{a_roll.hits}対{d_roll.hits}）。"
        en = f"{who(defender)}'s {d_name[1]} destroys the attacking {a_name[1]} ({hits_text(a_roll.hits).en} to {d_roll.hits})."
    else:
        _take_pair(state, attacker, ms, DISCARD)
        ja = f"引き分け（命中{a_roll.hits}対{d_roll.hits}）。攻撃した{a_name[0]}は場に流れる。"
        en = f"A draw ({hits_text(a_roll.hits).en} each); the attacking {a_name[1]} is discarded."
    _report(state, report, ctx, ja, en)


def resolve_ms_ship(state: ZGundamState, ctx: Context, attacker: int, ms: str, defender: int, ship: str) -> None:
    """(2)-b-2: the MS attacks, the ship answers with anti-air fire; three outcomes."""
    rule = "zgundam (2)-b-2"
    pilot = state.pilot_of(attacker, ms)
    hit = min(card(pilot).ability, MS_VS_SHIP_HIT_CAP)
    a_roll = roll_hits(ctx, attacker, ms, card(ms).attack, hit, "対艦攻撃", "attack on a ship", rule)
    d_roll = roll_hits(ctx, defender, ship, card(ship).anti_air, SHIP_ANTI_AIR_HIT, "対空防御", "anti-air fire", rule)
    report = CombatReport("ms_ship", attacker, defender, rule, [a_roll, d_roll])
    s_ja, s_en = name(ship, "ja"), name(ship, "en")
    m_ja, m_en = name(ms, "ja"), name(ms, "en")
    # the MS goes with its pilot: both named ("the MS is discarded" left the pilot's going unsaid)
    gone_ja = f"{m_ja}と{name(pilot, 'ja')}は場に流れる。"
    gone_en = f"{m_en} and {name(pilot, 'en')} are discarded."
    if a_roll.hits > d_roll.hits:
        diff = a_roll.hits - d_roll.hits
        _take_pair(state, attacker, ms, DISCARD)
        if damage_ship(state, ship, defender, diff, attacker):
            report.destroyed = [ship]
            ja = f"{m_ja}の攻撃で{s_ja}に{diff}ダメージ、撃沈（{who(attacker)}の得点）。{gone_ja}"
            en = f"{m_en} deals {diff} damage and sinks {s_en} (points for {who(attacker)}). {gone_en}"
        else:
            ja = f"{m_ja}の攻撃で{s_ja}に{diff}ダメージ（命中{a_roll.hits}対{d_roll.hits}）。{gone_ja}"
            en = f"{m_en} deals {diff} damage to {s_en} ({hits_text(a_roll.hits).en} to {d_roll.hits}). {gone_en}"
    elif a_roll.hits < d_roll.hits:
        report.destroyed = [ms, pilot]
        _take_pair(state, attacker, ms, score(defender))
        ja = f"{s_ja}の対空砲火で{m_ja}が撃墜された（命中{a_roll.hits}対{d_roll.hits}）。{who(defender)}の得点。"
        en = f"{s_en}'s anti-air fire shoots down {m_en} ({hits_text(a_roll.hits).en} to {d_roll.hits}); points for {who(defender)}."
    else:
        _take_pair(state, attacker, ms, DISCARD)
        ja = f"引き分け（命中{a_roll.hits}対{d_roll.hits}）。{gone_ja}"
        en = f"A draw ({hits_text(a_roll.hits).en} each). {gone_en}"
    _report(state, report, ctx, ja, en)


def resolve_ship_ship(state: ZGundamState, ctx: Context, attacker: int, ship: str, defender: int, target: str) -> None:
    """(2)-c: both ships fire at once; each takes the other's hits as damage markers."""
    rule = "zgundam (2)-c"
    a_roll = roll_hits(ctx, attacker, ship, card(ship).anti_ship, card(ship).anti_ship_hit, "艦砲射撃",
                       "ship's guns", rule)
    d_roll = roll_hits(ctx, defender, target, card(target).anti_ship, card(target).anti_ship_hit, "艦砲反撃",
                       "ship's return fire", rule)
    report = CombatReport("ship_ship", attacker, defender, rule, [a_roll, d_roll])
    lost_target = damage_ship(state, target, defender, a_roll.hits, attacker)
    lost_own = damage_ship(state, ship, attacker, d_roll.hits, defender)
    report.destroyed = [c for c, lost in ((target, lost_target), (ship, lost_own)) if lost]
    same = name(ship, "en") == name(target, "en")  # two ships of one name: each named with its seat's

    def nm(card_id: str, seat: int, lang: str) -> str:
        base = name(card_id, lang)
        return base if not same else f"{who(seat)}の{base}" if lang == "ja" else f"{who(seat)}'s {base}"

    ja = (f"{nm(ship, attacker, 'ja')}対{nm(target, defender, 'ja')}：{nm(target, defender, 'ja')}に{a_roll.hits}、"
          f"{nm(ship, attacker, 'ja')}に{d_roll.hits}の命中。")
    en = (f"{nm(ship, attacker, 'en')} against {nm(target, defender, 'en')}: {a_roll.hits} hit{'' if a_roll.hits == 1 else 's'} on "
          f"{nm(target, defender, 'en')}, "
          f"{d_roll.hits} on {nm(ship, attacker, 'en')}.")
    if lost_target:
        ja += f"{nm(target, defender, 'ja')}撃沈（{who(attacker)}の得点）。"
        en += f" {nm(target, defender, 'en')} sinks (points for {who(attacker)})."
    if lost_own:
        ja += f"{nm(ship, attacker, 'ja')}撃沈（{who(defender)}の得点）。"
        en += f" {nm(ship, attacker, 'en')} sinks (points for {who(defender)})."
    _report(state, report, ctx, ja, en)


def resolve_explosion(state: ZGundamState, ctx: Context, actor: int, special: str, pilot: str, owner: int,
                      ship: str) -> None:
    """(2)-a 爆破: one die, the pilot's ability or less (at most 4) blows the ship up."""
    rule = "zgundam (2)-a 爆破"
    need = min(card(pilot).ability, EXPLOSION_CAP)
    roll = roll_hits(ctx, actor, pilot, 1, need, "爆破", "explosion", rule)
    table = state.table()
    table.move(special, DISCARD)
    table.move(pilot, DISCARD)
    report = CombatReport("explosion", actor, owner, rule, [roll])
    if roll.hits:
        destroy_ship(state, ship, owner, actor)
        report.destroyed = [ship]
        ja = f"{name(pilot, 'ja')}の爆破成功：{name(ship, 'ja')}は{who(actor)}の得点。"
        en = f"{name(pilot, 'en')}'s explosion succeeds: {name(ship, 'en')} is points for {who(actor)}."
    else:
        ja = f"{name(pilot, 'ja')}の爆破は失敗（{need}以下が必要）。"
        en = f"{name(pilot, 'en')}'s explosion fails (needed {need} or less)."
    _report(state, report, ctx, ja, en)


def resolve_repair(state: ZGundamState, ctx: Context, seat: int, special: str, ship: str, amount: int) -> None:
    """(2)-a 修理: one die, at least the points to repair (a 6 when more than 6) succeeds."""
    rule = "zgundam (2)-a 修理"
    need = min(amount, 6)
    record = ctx.roll("1D6", who(seat), f"repair {amount} on {name(ship, 'en')} (needs {need} or more)", rule=rule,
                      why_ja=f"{name(ship, 'ja')}の修理{amount}（{need}以上で成功）",
                      reading=lambda faces: Text("成功", "success") if faces[0] >= need else Text("失敗", "fails"))
    face = record.results[0]
    state.table().move(special, DISCARD)
    ok = face >= need
    report = CombatReport("repair", seat, seat, rule, [CombatRoll(seat, ship, [face], need, int(ok))])
    if ok:
        state.damage[ship] -= amount
        if state.damage[ship] <= 0:
            del state.damage[ship]
        ja, en = (f"{name(ship, 'ja')}を{amount}ポイント修理した。",
                  f"{name(ship, 'en')} is repaired by {amount}.")
    else:
        ja, en = (f"{name(ship, 'ja')}の修理は失敗（{need}以上が必要）。",
                  f"Repairing {name(ship, 'en')} fails (needed {need} or more).")
    _report(state, report, ctx, ja, en)


def resolve_full_repair(state: ZGundamState, ctx: Context, seat: int, first: str, second: str, ship: str) -> None:
    """(2)-a 修理: two repair cards restore the ship to full durability, no roll."""
    table = state.table()
    table.move(first, DISCARD)
    table.move(second, DISCARD)
    state.damage.pop(ship, None)
    _report(state, CombatReport("repair", seat, seat, "zgundam (2)-a 修理"), ctx,
            f"修理カード2枚で{name(ship, 'ja')}を完全修理した。",
            f"Two repair cards restore {name(ship, 'en')} fully.")


def resolve_colony_laser(state: ZGundamState, ctx: Context, actor: int, special: str, target: int) -> None:
    """(2)-a コロニーレーザー: the target's whole force fires first; if the laser holds, it fires."""
    rule = "zgundam (2)-a コロニーレーザー"
    report = CombatReport("colony_laser", actor, target, rule)
    total = 0
    for ship in list(state.cards(ships(target))):
        r = roll_hits(ctx, target, ship, card(ship).anti_ship, card(ship).anti_ship_hit,
                      "コロニーレーザーへの艦砲", "guns at the colony laser", rule)
        report.rolls.append(r)
        total += r.hits
    for ms, pilot in state.pairs(target):
        hit = min(card(pilot).ability, COLONY_LASER_MS_CAP)
        r = roll_hits(ctx, target, ms, card(ms).attack, hit, "コロニーレーザーへの攻撃", "attack on the colony laser", rule)
        report.rolls.append(r)
        total += r.hits
    table = state.table()
    if total >= COLONY_LASER_DURABILITY:
        table.move(special, DISCARD)
        report.destroyed = [special]
        _report(state, report, ctx,
                f"{who(target)}の全戦力が命中{total}でコロニーレーザーを破壊した。",
                f"{who(target)}'s whole force scores {total} hits and destroys the colony laser.")
        return
    lost: list[str] = []
    for ship in list(state.cards(ships(target))):
        r = roll_hits(ctx, actor, ship, 1, COLONY_LASER_SHIP_KILL, "コロニーレーザー照射", "colony laser fire", rule)
        report.rolls.append(r)
        if r.hits:
            destroy_ship(state, ship, target, actor)
            lost.append(ship)
    for ms, pilot in list(state.pairs(target)):
        r = roll_hits(ctx, actor, ms, 1, COLONY_LASER_MS_KILL, "コロニーレーザー照射", "colony laser fire", rule)
        report.rolls.append(r)
        if r.hits:
            _take_pair(state, target, ms, score(actor))
            lost += [ms, pilot]
    table.move(special, DISCARD)
    report.destroyed = lost
    names_ja = "、".join(name(c, "ja") for c in lost) or "なし"
    names_en = ", ".join(name(c, "en") for c in lost) or "nothing"
    _report(state, report, ctx,
            f"コロニーレーザーは命中{total}に耐えて照射：撃破 {names_ja}（{who(actor)}の得点）。",
            f"The colony laser survives {total} hits and fires: destroyed {names_en} (points for {who(actor)}).")
