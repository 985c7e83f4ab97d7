"""Applying the non-combat actions: phases (3), acceleration (4), activation order (5.3),
movement (6-8), transformation (9), docking (10), aura (20) and PP allocation (22).

Every function checks first and raises ``RulesError`` before changing anything.
"""

from __future__ import annotations

from tabletop.core.game import Context, rules_error
from tabletop.core.hexgrid import Hex

from . import actions as A
from . import data, movement
from .describe import ITEM
from .geometry import SLIP_THRUST, SLIP_WORDS
from .movement import mover
from .scenario import get_board
from .state import PP_ITEMS, DunbineState, Result, Unit

AURA_ITEMS = ("action",) + PP_ITEMS
TRANSFORM_PP = 4   # 9.2: action PP to transform
DOCK_PP = 6        # 10.2: action PP each machine pays to dock
SEPARATE_PP = 5    # 10.2: action PP each machine pays to separate


def unit_label(u: Unit, lang: str = "ja") -> str:
    """A unit's own name in ``lang``: maps name a unit "ja / en" in one id; the log shows one half."""
    ja, sep, en = u.id.partition(" / ")
    return (en if lang == "en" else ja) if sep else u.id


def name(u: Unit, lang: str = "ja") -> str:
    """A machine in a log line: its name in that language (a map names units "ja / en") and its card."""
    card = u.card
    label = unit_label(u, lang)
    return f"{label}（{card.name_ja}）" if lang == "ja" else f"{label} ({card.name_en})"


# -- turn structure -----------------------------------------------------------

def start_player_turn(state: DunbineState, side: int, ctx: Context) -> None:
    """A side's player turn begins with its acceleration phase (3)."""
    state.current = side
    state.phase = "acceleration"
    state.active = ""
    for u in state.units:
        if u.side == side:
            u.changed_thrust = False
            u.activation = "waiting"
            u.spent = 0
            u.since_attack = 0
            u.slipped = False
    s = state.sides[side]
    ctx.log(f"第{state.turn}ターン：{s.name_ja}の加減速フェイズ", f"Turn {state.turn}: {s.name_en}, acceleration phase",
            "dunbine 3")


def choose_next_active(state: DunbineState, ctx: Context) -> None:
    """Pick the next machine to act: least action PP, then most thrust, then at random (5.3)."""
    waiting = [u for u in state.units if u.side == state.current and u.in_play and not u.carrier
               and u.activation == "waiting"]
    if not waiting:
        start_allocation(state, ctx)
        return
    key = min((u.action_pp, -abs(u.thrust)) for u in waiting)
    tied = sorted((u for u in waiting if (u.action_pp, -abs(u.thrust)) == key), key=lambda u: u.id)
    chosen = tied[0]
    if len(tied) > 1:
        side = state.sides[state.current]
        # the faces in words: with real dice a person rolls 1D2 and must know which face means which machine
        faces = {lang: sep.join(f"{i}{eq}{unit_label(u, lang)}" for i, u in enumerate(tied, 1))
                 for lang, sep, eq in (("ja", "、", "＝"), ("en", ", ", " = "))}
        chosen = tied[ctx.randint(0, len(tied) - 1, side.name_en, f"activation order (5.3): {faces['en']}",
                                  who_ja=side.name_ja, why_ja=f"行動順（5.3）：{faces['ja']}")]
    chosen.activation = "active"
    chosen.since_attack = 0
    if chosen.passenger:
        state.unit(chosen.passenger).since_attack = 0
    state.active = chosen.id
    ctx.log(f"{name(chosen)}が行動します（行動PP{chosen.action_pp}、推力{chosen.thrust}）",
            f"{name(chosen, 'en')} acts (action PP {chosen.action_pp}, thrust {chosen.thrust})", "dunbine 5.3")


def start_allocation(state: DunbineState, ctx: Context) -> None:
    """PP allocation phase: reset action PP and aura to base, other tracks to 0 (22.2-22.3)."""
    state.phase = "allocation"
    state.active = ""
    for u in state.units:
        if u.side == state.current and u.in_play:
            base = u.base
            u.action_pp, u.aura = base.pp, base.aura
            u.attack_pp = u.defence_pp = u.power_pp = u.barrier_pp = u.response_pp = 0
    s = state.sides[state.current]
    ctx.log(f"{s.name_ja}のPP配分フェイズ", f"{s.name_en}: PP allocation phase", "dunbine 22.1")


def end_turn(state: DunbineState, ctx: Context) -> None:
    side = state.current
    second = 1 - state.first
    if side == second:
        if state.turn >= state.turn_limit:
            finish_by_limit(state, ctx)
            return
        state.turn += 1
    start_player_turn(state, 1 - side, ctx)


# -- victory (ruling R-V1, R-V2) ----------------------------------------------

def scores(state: DunbineState) -> list[int]:
    out = []
    for side in range(len(state.sides)):
        total = 0
        for u in state.units:
            if u.side == side:
                continue
            if not u.in_play:
                total += u.card.points
            elif u.heavy:
                total += u.card.points // 2
        out.append(total)
    return out


def check_annihilation(state: DunbineState, ctx: Context) -> bool:
    alive = [any(u.in_play for u in state.units if u.side == s) for s in range(len(state.sides))]
    if all(alive):
        return False
    sc = scores(state)
    if not any(alive):
        state.result = Result([], "両陣営とも全滅、引き分け", "Both sides destroyed: a draw", sc)
    else:
        w = alive.index(True)
        s = state.sides[w]
        state.result = Result([w], f"{s.name_ja}の勝利（敵全機撃墜）", f"{s.name_en} wins (every enemy machine is down)", sc)
    state.phase = "over"
    state.attack = None
    ctx.log(state.result.text_ja, state.result.text_en, "dunbine R-V1")
    return True


def kills(state: DunbineState) -> list[int]:
    """Enemy machines each side has shot down or driven off the map."""
    return [sum(1 for u in state.units if u.side != side and not u.in_play) for side in range(len(state.sides))]


def finish_by_limit(state: DunbineState, ctx: Context) -> None:
    """At the turn limit: points, or for ``annihilation`` scenarios the number of enemies down (R-V2)."""
    sc = scores(state) if state.victory == "points" else kills(state)
    unit = ("点", "points") if state.victory == "points" else ("機撃墜", "machines down")
    if sc[0] != sc[1]:
        w = 0 if sc[0] > sc[1] else 1
        s = state.sides[w]
        state.result = Result([w], f"{s.name_ja}の勝利（{sc[0]}対{sc[1]}{unit[0]}）",
                              f"{s.name_en} wins at the turn limit ({sc[0]} to {sc[1]} {unit[1]})", sc)
    else:
        state.result = Result([], f"ターン制限で引き分け（{sc[0]}対{sc[1]}{unit[0]}）",
                              f"Turn limit reached: a draw ({sc[0]} to {sc[1]} {unit[1]})", sc)
    state.phase = "over"
    ctx.log(state.result.text_ja, state.result.text_en, "dunbine R-V2")


# -- acceleration phase ---------------------------------------------------------

def own_unit(state: DunbineState, uid: str) -> Unit:
    u = state.find(uid)
    if u is None:
        raise rules_error("dunbine 5.1", f"機体「{uid}」はありません。", f"There is no machine {uid!r}.")
    if u.side != state.current or not u.in_play:
        raise rules_error("dunbine 3", "その機体は今は動かせません。", "That machine cannot act now.")
    return u


def change_thrust(state: DunbineState, a: A.ChangeThrust, ctx: Context) -> None:
    u = own_unit(state, a.unit)
    pp = movement.accel_cost(state, u, a.thrust)
    if u.action_pp < pp:
        raise rules_error("dunbine 4.2", f"行動PPが足りません（{pp}必要）。", f"Not enough action PP ({pp} needed).")
    old = u.thrust
    u.action_pp -= pp
    u.thrust = a.thrust
    u.changed_thrust = True
    if u.passenger:
        state.unit(u.passenger).thrust = a.thrust
    ctx.log(f"{name(u)}：推力 {old}→{a.thrust}（行動PP{pp}）", f"{name(u, 'en')}: thrust {old} → {a.thrust} ({pp} PP)",
            "dunbine 4")


# -- action phase: movement -------------------------------------------------------

def active_mover(state: DunbineState, uid: str) -> Unit:
    """The active machine (or the pair it belongs to) for a movement action."""
    u = own_unit(state, uid)
    if state.phase != "action":
        raise rules_error("dunbine 3", "行動フェイズではありません。", "It is not the action phase.")
    m = mover(state, u)
    if m.id != state.active:
        raise rules_error("dunbine 5.3", "その機体の行動順ではありません。", "It is not that machine's turn to act.")
    return m


def _enter(state: DunbineState, m: Unit, dest: Hex, cost: int, ctx: Context) -> None:
    """Move ``m`` (and its passenger) into ``dest``, remembering where it came from (13.9)."""
    state.entries += 1
    group = [m] + ([state.unit(m.passenger)] if m.passenger else [])
    for u in group:
        u.from_q, u.from_r = u.q, u.r
        u.q, u.r = dest
        u.entered = state.entries
        u.since_attack += cost
    m.spent += cost
    m.turned_here = False


def _withdraw(state: DunbineState, m: Unit, ctx: Context) -> None:
    """Leaving the map takes the machine out of the battle (ruling R-6a)."""
    group = [m] + ([state.unit(m.passenger)] if m.passenger else [])
    for u in group:
        u.status = "withdrawn"
    ctx.log(f"{name(m)}はマップ外へ出て戦場を離脱しました", f"{name(m, 'en')} left the map and is out of the battle",
            "dunbine R-6a")
    if not check_annihilation(state, ctx):
        choose_next_active(state, ctx)


def step(state: DunbineState, uid: str, backward: bool, board_on_map, ctx: Context) -> None:

    m = active_mover(state, uid)
    dest = movement.step_destination(state, m, backward)
    if not board_on_map(dest):
        m.spent += 1
        _withdraw(state, m, ctx)
        return
    _enter(state, m, dest, 1, ctx)
    word = ("後退", "back") if backward else ("前進", "forward")
    where = get_board(state.board).label(dest)
    ctx.log(f"{name(m)}：{word[0]}→{where}", f"{name(m, 'en')}: {word[1]} to {where}", "dunbine 6.4")


def turn(state: DunbineState, a: A.Turn, ctx: Context) -> None:
    m = active_mover(state, a.unit)
    pp = movement.turn_pp(state, m, a.steps)
    need = movement.TURN_THRUST[abs(a.steps)]
    m.action_pp -= pp
    m.spent += need
    m.turned_here = True
    group = [m] + ([state.unit(m.passenger)] if m.passenger else [])
    for u in group:
        u.facing = (u.facing + a.steps) % 6
        u.since_attack += need
    ctx.log(f"{name(m)}：{abs(a.steps) * 60}°旋回（推力{need}、行動PP{pp}）",
            f"{name(m, 'en')}: turns {abs(a.steps) * 60} degrees ({need} thrust, {pp} PP)", "dunbine 7")


def side_slip(state: DunbineState, a: A.SideSlip, board_on_map, ctx: Context) -> None:
    m = active_mover(state, a.unit)
    pp, dest = movement.slip_cost(state, m, a.to)
    m.action_pp -= pp
    m.slipped = True
    ja, en = SLIP_WORDS[a.to]
    ctx.log(f"{name(m)}：{ja}へサイドスリップ（推力{SLIP_THRUST}、行動PP{pp}）",
            f"{name(m, 'en')}: side slips {en} ({SLIP_THRUST} thrust, {pp} PP)", "dunbine 8")
    if not board_on_map(dest):
        m.spent += SLIP_THRUST
        _withdraw(state, m, ctx)
        return
    _enter(state, m, dest, SLIP_THRUST, ctx)


def end_activation(state: DunbineState, a: A.EndActivation, ctx: Context) -> None:
    m = active_mover(state, a.unit)
    left = movement.remaining(m)
    if left > 0:
        raise rules_error("dunbine 6.2", f"推力をすべて使うまで行動は終われません（残り{left}）。",
                          f"The whole thrust must be spent first ({left} left).")
    m.activation = "done"
    choose_next_active(state, ctx)


# -- transformation and docking ---------------------------------------------------

def transform(state: DunbineState, a: A.Transform, ctx: Context) -> None:
    m = active_mover(state, a.unit)
    u = state.unit(a.unit)
    card = u.card
    if not card.transforms_to:
        raise rules_error("dunbine 9.1", "変形できるのはビルバインだけです。", "Only the Billbine can transform.")
    if u.carrier or u.passenger:
        raise rules_error("dunbine 9.1", "搭載中は変形できません（裁定R-9a）。",
                          "A docked machine cannot transform (ruling R-9a).")
    if not 5 <= u.thrust <= 11:
        raise rules_error("dunbine 9.3", "変形には推力5～11が必要です。", "Transforming needs thrust 5 to 11.")
    other = data.machine(card.transforms_to)
    top = other.mobility.heavy_max if u.heavy else other.max_thrust
    if not other.min_thrust <= u.thrust <= top:
        raise rules_error("dunbine 9.3", f"変形後の機体の推力範囲（{other.min_thrust}～{top}）を外れます。",
                          f"The thrust is outside the new form's range ({other.min_thrust}..{top}).")
    if m.action_pp < TRANSFORM_PP:
        raise rules_error("dunbine 9.2", f"変形には行動PP{TRANSFORM_PP}が必要です。",
                          f"Transforming needs {TRANSFORM_PP} action PP.")
    u.action_pp -= TRANSFORM_PP
    u.machine = other.id
    ctx.log(f"{unit_label(u)}：{card.name_ja}→{other.name_ja}に変形（行動PP{TRANSFORM_PP}）",
            f"{unit_label(u, 'en')}: transforms {card.name_en} → {other.name_en} ({TRANSFORM_PP} PP)", "dunbine 9")


def dock(state: DunbineState, a: A.Dock, ctx: Context) -> None:
    m = active_mover(state, a.unit)
    if m.passenger:
        raise rules_error("dunbine 10.1", "既に搭載中です。", "Already docked.")
    p = state.find(a.partner)
    if p is None or p.side != m.side or not p.in_play or p.id == m.id or p.carrier or p.passenger:
        raise rules_error("dunbine 10.1", "その機体とは合体できません。", "Cannot dock with that machine.")
    carrier, ab = (m, p) if m.card.carries else (p, m)
    if not carrier.card.carries or ab.card.kind != "aura_battler":
        raise rules_error("dunbine 10.1", "ウィングキャリバーとオーラバトラーの組み合わせが必要です。",
                          "Docking needs a Wing Caliber and an Aura Battler.")
    if m.hex != p.hex or m.facing != p.facing or m.thrust != p.thrust:
        raise rules_error("dunbine 10.3", "合体は同一ヘックス・同じ向き・同じ推力でのみ行えます。",
                          "Docking needs the same hex, facing and thrust.")
    docked = carrier.card.docked
    assert docked is not None
    top = docked.heavy_max if carrier.heavy else docked.max_thrust
    if not docked.min_thrust <= carrier.thrust <= top:
        raise rules_error("dunbine 10.4", f"搭載時の推力範囲（{docked.min_thrust}～{top}）を外れます（裁定R-10a）。",
                          f"The thrust is outside the docked card's range ({docked.min_thrust}..{top}) (ruling R-10a).")
    if m.action_pp < DOCK_PP or p.action_pp < DOCK_PP:
        raise rules_error("dunbine 10.2", f"合体には双方の行動PP{DOCK_PP}が必要です。",
                          f"Docking needs {DOCK_PP} action PP from both.")
    m.action_pp -= DOCK_PP
    p.action_pp -= DOCK_PP
    # ruling R-10c: the pair has spent what either machine has, so neither moves more than its thrust (6.2)
    spent, turned = max(m.spent, p.spent), m.turned_here or p.turned_here
    carrier.passenger, ab.carrier = ab.id, carrier.id
    ab.activation = "done" if ab is m else ab.activation
    carrier.activation = "active"
    carrier.spent, carrier.turned_here = spent, turned
    carrier.slipped = carrier.slipped or ab.slipped
    state.active = carrier.id
    ctx.log(f"{name(carrier)}が{name(ab)}を搭載（双方行動PP{DOCK_PP}）",
            f"{name(carrier, 'en')} docks with {name(ab, 'en')} ({DOCK_PP} PP each)", "dunbine 10")


def separate(state: DunbineState, a: A.Separate, ctx: Context) -> None:
    carrier = active_mover(state, a.unit)
    if not carrier.passenger:
        raise rules_error("dunbine 10.1", "搭載中ではありません。", "Not docked.")
    ab = state.unit(carrier.passenger)
    top = ab.card.mobility.heavy_max if ab.heavy else ab.card.max_thrust
    if carrier.thrust > top:
        raise rules_error("dunbine 10.6", f"ウィングキャリバーの推力{carrier.thrust}がオーラバトラーの最大推力{top}を越えています。",
                          f"The Wing Caliber's thrust {carrier.thrust} exceeds the Aura Battler's maximum {top}.")
    if carrier.action_pp < SEPARATE_PP or ab.action_pp < SEPARATE_PP:
        raise rules_error("dunbine 10.2", f"分離には双方の行動PP{SEPARATE_PP}が必要です。",
                          f"Separating needs {SEPARATE_PP} action PP from both.")
    carrier.action_pp -= SEPARATE_PP
    ab.action_pp -= SEPARATE_PP
    carrier.passenger, ab.carrier = "", ""
    ab.thrust = carrier.thrust
    ab.q, ab.r, ab.facing = carrier.q, carrier.r, carrier.facing
    ab.from_q, ab.from_r, ab.entered = carrier.from_q, carrier.from_r, carrier.entered
    ab.spent, ab.turned_here = carrier.spent, carrier.turned_here
    if ab.spent < abs(ab.thrust):   # ruling R-10b: it must still spend the rest (6.2)
        ab.activation = "waiting"
    ctx.log(f"{name(carrier)}と{name(ab)}が分離（双方行動PP{SEPARATE_PP}、推力{ab.thrust}）",
            f"{name(carrier, 'en')} and {name(ab, 'en')} separate ({SEPARATE_PP} PP each, thrust {ab.thrust})",
            "dunbine 10.5")


# -- aura power and PP allocation ---------------------------------------------------

def spend_aura(u: Unit, item: str, amount: int, ctx: Context) -> None:
    if item not in AURA_ITEMS:
        raise rules_error("dunbine 20.1", f"オーラ力を配分できる項目は{', '.join(AURA_ITEMS)}です。",
                          f"Aura power goes to one of {', '.join(AURA_ITEMS)}.")
    if amount < 1 or amount > u.aura:
        raise rules_error("dunbine 20.1", f"オーラ力は{u.aura}です。", f"Aura power left: {u.aura}.")
    u.aura -= amount
    setattr(u, f"{item}_pp", getattr(u, f"{item}_pp") + amount)
    ja, en = ITEM[item]
    ctx.log(f"{name(u)}：オーラ力{amount}を{ja}PPへ", f"{name(u, 'en')}: {amount} aura power to {en} PP", "dunbine 20")


def set_pp(state: DunbineState, a: A.SetPP, ctx: Context) -> None:
    if state.phase != "allocation":
        raise rules_error("dunbine 22.1", "PP配分フェイズではありません。", "It is not the PP allocation phase.")
    u = own_unit(state, a.unit)
    if a.item not in PP_ITEMS:
        raise rules_error("dunbine 22.4", f"配分先は{', '.join(PP_ITEMS)}です。", f"Allocate to one of {', '.join(PP_ITEMS)}.")
    current = getattr(u, f"{a.item}_pp")
    if a.value == current:
        raise rules_error("dunbine 22.4", f"{a.item}PPは既に{current}です。", f"{a.item} PP is already {current}.")
    if a.value < 0 or a.value - current > u.action_pp:
        raise rules_error("dunbine 22.5", f"配分できるのは0～{current + u.action_pp}です。",
                          f"Allowed: 0 to {current + u.action_pp}.")
    u.action_pp -= a.value - current
    setattr(u, f"{a.item}_pp", a.value)
    assert u.total_pp() == u.base.pp
