"""The phase controls of the side panel, built from ``legal_actions`` for the pending decision.

``build(scene)`` returns a list of items laid out top to bottom: ``Line`` (a
text line) and lists of ``Button`` (one row). Acceleration: the legal new
thrusts of the selected machine with their PP cost (4). Action: thrust left,
the legal moves, turns and side slips with costs (6-8), weapons (11), the
chosen weapon's hit number term by term (14.1, from the seat's view),
transformation/docking/separation only when legal (9, 10), and "end action"
(refused with rule 6.2 while thrust is left). Defender: response turns (12),
evade/block/none with the hit number each gives (16), aura power (20).
Attacker: aura power, the victim of a sword hit on a pair (21.6). PP
allocation: +/- per track with the total checked live (22). Every cost, hit
number and odds shown is the rules' answer carried by the view (``seen.Seen``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.errors import RulesError
from tabletop.core.i18n import Text
from tabletop.games.dunbine import actions as A
from tabletop.games.dunbine.state import PP_ITEMS

from ... import theme
from ...widgets import Button
from .fastbutton import FastButton
from .hit_reason import hit_reason
from .plan import SLIP_NAMES, _angle, move_targets

ITEM = {"action": ("行動PP", "action PP"), "attack": ("攻撃PP", "attack PP"), "defence": ("防御PP", "defence PP"),
        "power": ("威力PP", "power PP"), "barrier": ("バリアーPP", "barrier PP"), "response": ("対応PP", "response PP")}

#: What each kind of PP pays for, in the rule book's terms (2.5, 4-22): the PP tracks' tooltips.
PP_USE = {
    "action": Text("行動PP：加減速（4）、旋回・サイドスリップ（7・8）、攻撃（11.8）、回避・受け（16）、変形・合体（9・10）に使い、"
                   "PP配分フェイズで残りを他のPPへ振り分けます（22.4）。",
                   "Action PP pays for thrust changes (4), turns and side slips (7, 8), attacks (11.8), "
                   "evading and blocking (16), transforming and docking (9, 10); in the PP allocation phase "
                   "what is left goes to the other PP (22.4)."),
    "attack": Text("攻撃PP：1につき自機の命中判定値+1（14.1・14.2）。攻撃を1回するごとに1減ります（11.10）。",
                   "Attack PP: +1 to your hit number per point (14.1, 14.2). It drops by 1 after each attack (11.10)."),
    "defence": Text("防御PP：回避か受けをしたとき、1につき相手の命中判定値−1（14.1・14.2・16.4）。防御を1回するごとに1減ります（16.5）。",
                    "Defence PP: when you evade or block, -1 to the attacker's hit number per point "
                    "(14.1, 14.2, 16.4). It drops by 1 after each defence (16.5)."),
    "power": Text("威力PP：目標のバリアーPPより多ければ、被害判定のダイスが射撃は5・6、剣は4～6の目で振り足しになります（オープンロール、18.3）。",
                  "Power PP: if it is more than the target's barrier PP, your damage die rolls again and adds "
                  "on 5-6 for shots and 4-6 for the sword (open roll, 18.3)."),
    "barrier": Text("バリアーPP：攻撃側の威力PPより多ければ、射撃は振り足しなし、剣は6だけで振り足しになります（オープンロール、18.4）。",
                    "Barrier PP: if it is more than the attacker's power PP, shots at you get no open roll "
                    "and the sword rolls again only on a 6 (18.4)."),
    "response": Text("対応PP：攻撃されたとき、対応による旋回に使います（何度でも、12.2・12.4）。",
                     "Response PP pays for response turns when you are attacked (as many as it pays for, 12.2, 12.4)."),
}


def open_roll_words(faces) -> Text:
    """The open roll (18) of a damage roll in words: which faces roll again and add."""
    if not faces:
        return Text("振り足しなし（オープンロール、18）", "no open roll (18)")
    ja = "・".join(str(f) for f in faces)
    en = f"a {faces[0]}" if len(faces) == 1 else f"{faces[0]}-{faces[-1]}"
    return Text(f"{ja}の目で振り足し（オープンロール、18）", f"{en} rolls again and adds (open roll, 18)")


#: What an aura step asks (20), for the defender and the attacker alike (any other step).
# What stops a weapon, in words for its button, by the rule that stops it: what is wrong or what to do first.
# The rule's number is in the tooltip with the whole reason (session 28: "spend thrust (11.9)" read as what the
# button does, and a newcomer could not tell what 11.9 was).
ATTACK_STOPS = {
    "11.1": Text("味方機のみ", "friends only"),
    "11.3": Text("射界・射程内に敵なし", "none in arc/range"),
    "11.4": Text("弾切れ", "out of ammo"),
    "11.5": Text("届かない", "out of reach"),
    "11.8": Text("行動PP不足", "not enough PP"),
    "11.9": Text("先に移動", "move first"),
}
#: 11.9 once the machine has no thrust left: "move first" would ask for what it does not have.
NO_THRUST_TO_SPEND = Text("推力切れ", "no thrust left")

AURA_STEP = Text("オーラ力を使うか、終えてください（20）", "Spend aura power or finish (20)")
#: What each aura step of an attack is for: before the hit roll, and after a hit, before the damage roll.
AURA_STEPS = {
    "attacker_aura": Text("命中判定の前：オーラ力を攻撃PPに足すと命中判定値が上がります（14.1、20）。終えると判定します。",
                          "Before the hit roll: aura power added to attack PP raises your hit number "
                          "(14.1, 20). Finish to roll."),
    "defender_aura": Text("命中判定の前：オーラ力を防御PPに足すと相手の命中判定値が下がります（14.1、20）。終えると判定します。",
                          "Before the hit roll: aura power added to defence PP lowers the attacker's hit number "
                          "(14.1, 20). Finish to roll."),
    "attacker_power": Text("命中！被害判定の前：オーラ力を威力PPに足せます（18.3、20）。終えると被害を判定します。",
                           "A hit! Before the damage roll you may add aura power to power PP (18.3, 20). "
                           "Finish to roll the damage."),
    "defender_barrier": Text("被弾！被害判定の前：オーラ力をバリアーPPに足せます（18.4、20）。終えると被害を判定します。",
                             "Hit! Before the damage roll you may add aura power to barrier PP (18.4, 20). "
                             "Finish to roll the damage."),
}
#: What the PP allocation phase is for (22), over its tracks.
ALLOCATE = Text("行動PPを下のPPへ振り分けます（22）。各PPの働きはポイントで表示。",
                "Move action PP into the tracks below (22); point at one to see what it does.")


@dataclass
class Line:
    label: object            # Label (str / Text / callable)
    colour: tuple = theme.TEXT
    size: int = 16
    bold: bool = False
    slot: bool = False       # stands for a row of buttons (with sublabels) that is empty now: as tall


class BottomRow(list):
    """The last row of the action phase ("End action" and the aura's PP): laid at the bottom of the controls panel
    (``DunbineScene.place_controls``), so it stands in one place whatever rows of moves and weapons a machine has,
    and is never pushed out of the panel by them."""


def slot(label: Text) -> Line:
    """A muted line that keeps the place of a row of buttons that is empty now (nothing moves)."""
    return Line(label, theme.TEXT_MUTED, 15, slot=True)


def _btn(scene, label, on_click, sub=None, style="normal", tooltip=None, width=0, enabled=True) -> Button:
    b = FastButton(label, on_click, size=15, sublabel=sub, style=style, tooltip=tooltip, enabled=enabled)
    b.want_width = width
    return b


def _apply(scene, *actions):
    def run():
        for a in actions:
            if not scene.apply_action(a):
                break
    return run


def _name(seen, uid) -> Text:
    """Machine (pilot) of ``uid`` in both languages (``seen``: anything with ``unit(uid)``)."""
    u = seen.unit(uid)
    return Text(f"{u.card.name_ja}（{u.base.name_ja}）", f"{u.card.name_en} ({u.base.name_en})")


def aura_buttons(scene, legal) -> list[Button]:
    seen = scene.seen
    out = []
    for a in legal:
        if isinstance(a, A.SpendAura) and a.amount == 1:
            u = seen.unit(a.unit)
            ja, en = ITEM[a.item]
            out.append(_btn(scene, Text(f"オーラ力+1→{ja}", f"Aura +1 → {en}"), _apply(scene, a),
                            sub=Text(f"{u.base.name_ja.split('・')[0]} 残り{u.aura}",
                                     f"{u.base.name_en.split(' ')[0]}: {u.aura} left"),
                            tooltip=Text("オーラ力を使う直前に配分します（20）。\n",
                                         "Aura power is put in just before it is used (20).\n") + PP_USE[a.item]))
    return out


def aura_row(scene, legal, u):
    """An attack step's aura buttons (20), or a line in their place once the aura power is spent, so
    "Done with aura power" under them stays where the pointer is."""
    aura = aura_buttons(scene, legal)
    if aura:
        return aura[:3]
    if u.aura <= 0:
        return slot(Text(f"{u.base.name_ja.split('・')[0]}：オーラ力は残っていません（20）",
                         f"{u.base.name_en.split(' ')[0]}: no aura power left (20)"))
    return slot(Text("オーラ力：今は使えません（20）", "Aura power: not usable now (20)"))


def build(scene) -> list:
    session = scene.session
    decision = session.pending()
    if decision is None:
        return [Line(Text("ゲーム終了", "Game over"), theme.GOLD, 20, True),
                [_btn(scene, Text("結果を見る", "Show the result"), scene.show_outcome, style="primary")]]
    kind = decision.kind
    return {"acceleration": acceleration, "action": action, "allocation": allocation,
            "defend": defend, "attack": attacker}.get(kind, lambda s, l: [])(scene, scene.legal)


def _heading(scene, ja: str, en: str) -> Line:
    seen = scene.seen
    side = seen.sides[scene.session.pending().seat]
    return Line(Text(f"{ja} — {side.name_ja}", f"{en} — {side.name_en}"), theme.GOLD, 18, True)


def acceleration(scene, legal) -> list:
    seen = scene.seen
    items: list = [_heading(scene, "加減速フェイズ", "Acceleration phase")]
    row = machine_row(scene)
    if len(row) > 1:                       # choose the machine without the map (keyboard: Tab, Enter)
        items.append(row)
    u = seen.find(scene.selected)
    if u is None or u.side != seen.current:
        items.append(Line(Text("自陣営の機体をクリックして選んでください。", "Click one of your machines.")))
    else:
        row = []
        for a in legal:
            if isinstance(a, A.ChangeThrust) and a.unit == u.id:
                pp = seen.thrust_costs[u.id][a.thrust]
                row.append(_btn(scene, str(a.thrust), _apply(scene, a), sub=f"{pp}PP", width=50,
                                tooltip=Text(f"推力を{a.thrust}に（行動PP {pp}）", f"Thrust to {a.thrust} ({pp} action PP)")))
        if row:                            # ask for a new thrust only while one can be chosen
            items.append(Line(Text(f"{u.card.name_ja}：推力 {u.thrust}。新しい推力を選択\n"
                                   "（ボタンの下は使う行動PP、ルール4）",  # its own line: no 「選んでくだ / さい（」
                                   f"{u.card.name_en}: thrust {u.thrust}. Choose the new thrust "
                                   "(under each button: the action PP it uses; rule 4)")))
            items.append(row)
        else:
            items.append(Line(Text(f"{u.card.name_ja}：推力 {u.thrust}。", f"{u.card.name_en}: thrust {u.thrust}.")))
            if u.changed_thrust:
                why = Text("このターンは加減速済みです（4.5）。", "Already changed thrust this turn (4.5).")
            elif u.carrier:
                why = Text("搭載中：推力はウィングキャリバーが決めます（10.4）。",
                           "Carried: the Wing Caliber sets the thrust (10.4).")
            elif u.action_pp < 1:  # every change costs action PP (4): say so, and where more comes from
                aura = any(isinstance(a, A.SpendAura) and a.unit == u.id for a in legal)
                why = Text("行動PPが0なので推力を変えられません（4）。" + ("下のボタンでオーラ力を行動PPにできます。" if aura else ""),
                           "No action PP left, so the thrust cannot change (4)."
                           + (" The button below turns aura power into action PP." if aura else ""))
            else:
                why = Text("推力を変えられません（4）。", "The thrust cannot change now (4).")
            items.append(slot(why))
    items.append([_btn(scene, Text("加減速を終える", "End acceleration"), _apply(scene, A.EndAcceleration()),
                       style="primary")])
    if u is not None and u.side == seen.current:
        aura = aura_buttons(scene, [a for a in legal if isinstance(a, A.SpendAura) and a.unit == u.id])
        if aura:
            items.append(aura)
    return items


def action(scene, legal) -> list:
    seen = scene.seen
    m = seen.find(seen.active)
    if m is None:
        return [Line(Text("行動できる機体がありません。", "No machine can act."))]
    left = m.thrust_left
    # the machine, then its figures on a line of their own: wrapped as one line the heading broke inside them
    # ("残り推力 4 /" over "4", "action PP" over "10"); "4/4" without spaces is one word
    items: list = [Line(Text(f"{m.card.name_ja}（{m.base.name_ja}）\n残り推力{left}/{abs(m.thrust)}  行動PP {m.action_pp}",
                             f"{m.card.name_en} ({m.base.name_en})\nthrust left {left}/{abs(m.thrust)}"
                             f"   action PP {m.action_pp}"), theme.GOLD, 17, True)]
    if scene.weapon is not None:
        return items + attack_panel(scene, legal)
    moves = [t for t in move_targets(seen, legal) if not (t.kind == "forward" and t.thrust > 1)]

    def cost(t):
        return Text(f"推{t.thrust} {t.pp}PP", f"T{t.thrust} {t.pp}PP")

    empty = {"forward": Text("前進・後退：今はできません", "Forward / back: not possible now"),
             "turn": Text("旋回：今はできません", "Turns: not possible now"),
             "slip": Text("サイドスリップ：今はできません", "Side slip: not possible now")}
    # every move costs thrust (6) and turns and side slips action PP too (7, 8): say which ran out, not only "not now"
    if left < 1:
        empty = {"forward": Text("前進・後退：残り推力がありません（6項）", "Forward / back: no thrust left (rule 6)"),
                 "turn": Text("旋回：残り推力がありません（7項）", "Turns: no thrust left (rule 7)"),
                 "slip": Text("サイドスリップ：残り推力がありません（8項）", "Side slip: no thrust left (rule 8)")}
    elif m.action_pp < 1:
        empty |= {"turn": Text("旋回：行動PPがありません（7項）", "Turns: no action PP left (rule 7)"),
                  "slip": Text("サイドスリップ：行動PPがありません（8項）", "Side slip: no action PP left (rule 8)")}
    else:  # thrust and PP to spare: the rule that stops them ("A side slip needs 2 thrust. (rule 6.4)")
        empty |= {kind: why.text() for kind, why in seen.moves_refused.items()}
    for kinds in (("forward", "back", 3), ("turn",), ("slip",)):
        row = []
        for t in moves:
            if t.kind == "turn":
                steps = t.actions[0].steps
                if (steps == 3) != (3 in kinds) or (steps != 3 and "turn" not in kinds):
                    continue
            elif t.kind not in kinds:
                continue
            if t.kind == "slip":
                name = SLIP_NAMES[t.actions[0].to]   # "滑FR" said nothing to a newcomer
                label = Text(f"{name.ja}へ", name.en)
            elif t.kind == "turn":
                st = t.actions[0].steps
                label = Text(_angle(st).ja, "180°" if abs(st) == 3 else f"{'L' if st > 0 else 'R'} {abs(st) * 60}°")
            else:
                label = Text("前進", "Forward") if t.kind == "forward" else Text("後退", "Back")
            row.append(_btn(scene, label, _apply(scene, *t.actions), sub=cost(t), tooltip=t.label))
        items.append(row if row else slot(empty[kinds[0]]))
    row = []
    for uid, wid in scene.weapon_choices():
        u = seen.unit(uid)
        legal_here = any(isinstance(a, A.Attack) and a.unit == uid and a.weapon == wid for a in legal)
        wname = Text("剣", "Sword") if wid == "sword" else Text(u.card.weapon(wid).name_ja, u.card.weapon(wid).name_en)
        tip = Text("武器を選ぶと射界と射程を表示します（11, 13）", "Choose a weapon to see its arc and range (11, 13)")
        if legal_here:
            sub = Text("攻撃可", "can attack")
        else:  # the rule that stops this weapon now, from the view (PP, ammunition, spacing, arc, range...)
            stop = scene.seen.weapon(uid, wid)
            why = stop.no_target if stop is not None else None
            section = why.rule.partition(" ")[2] if why is not None and why.rule else ""
            # the button says in words what stops it; its tooltip gives the whole reason with its rule
            # (a sublabel stays short, whole: "攻撃不可（11.8）" told a newcomer nothing without a hover)
            sub = ATTACK_STOPS.get(section, Text("攻撃不可", "cannot attack")) if section else Text("目標なし", "no target")
            if section == "11.9" and u.thrust_left == 0:  # no thrust left to spend: no further attack this action
                sub = NO_THRUST_TO_SPEND
            tip = scene.no_target_reason(uid, wid) + Text("\n", "\n") + tip   # the reason ends with its rule
        row.append(_btn(scene, wname, (lambda uid=uid, wid=wid: scene.choose_weapon(uid, wid)), sub=sub,
                        style="normal", tooltip=tip))
    if row:
        items.append(row)
    row = []
    costs = seen.action_costs
    for a in legal:
        if isinstance(a, A.Transform):
            row.append(_btn(scene, Text("変形", "Transform"), _apply(scene, a), sub=f"{costs['transform']}PP",
                            tooltip=Text("ビルバイン⇔ウイングキャリバー（9）", "Billbine ⇔ Wing Caliber (9)")))
        elif isinstance(a, A.Dock):
            row.append(_btn(scene, Text("合体", "Dock"), _apply(scene, a), sub=_name(seen, a.partner),
                            tooltip=Text(f"同じヘックス・向き・推力で合体（{costs['dock']}PPずつ、10）",
                                         f"Same hex, facing, thrust; {costs['dock']} PP each (10)")))
        elif isinstance(a, A.Separate):
            row.append(_btn(scene, Text("分離", "Separate"), _apply(scene, a), sub=f"{costs['separate']}PP",
                            tooltip=Text(f"分離（{costs['separate']}PPずつ、10.5）",
                                         f"Separate ({costs['separate']} PP each, 10.5)")))
    if row:
        items.append(row)
    done = any(isinstance(a, A.EndActivation) for a in legal)
    items.append(BottomRow([_btn(scene, Text("行動終了", "End action"), _apply(scene, A.EndActivation(m.id)),
                       style="primary" if done else "normal",
                       sub=Text("推力を使い切った" if done else f"残り推力{left}",
                                "thrust spent" if done else f"{left} thrust left"),
                       tooltip=Text("推力をすべて使ってから（6.2）", "After spending the whole thrust (6.2)"))]
                           + aura_buttons(scene, [a for a in legal if isinstance(a, A.SpendAura)])[:1]))
    return items


def breakdown_lines(bd, per_line: int = 1) -> list:
    """The terms of 14.1 (one per line; in a small window, ``per_line`` 2, they are in the hit
    number's tooltip), the hit number and odds, why (``hit_reason``), the damage to expect."""
    out: list = []
    terms = list(bd.terms)
    if per_line > 1:
        tip = Text("\n".join(f"{t.label.ja}  {t.value:+d}" for t in terms) + "\n（14.1）",
                   "\n".join(f"{t.label.en}  {t.value:+d}" for t in terms) + "\n(14.1)")
        head = _Lbl(Text(f"命中判定値 {bd.hit_number}（2D6で{bd.hit_number}以下：{bd.p_hit * 100:.1f}%）",
                         f"Hit number {bd.hit_number} (2D6 ≤ {bd.hit_number}: {bd.p_hit * 100:.1f}%)"), tip)
        head.size, head.want_width = 15, 0
        terms, out = [], [[head]]
    for i in range(0, len(terms), per_line):
        pair = terms[i:i + per_line]
        out.append(Line((lambda lang, p=pair: "   ".join(f"  {t.label.get(lang)}  {t.value:+d}" for t in p)),
                        theme.TEXT, 15 if per_line == 1 else 14))
    if per_line == 1:
        out.append(Line(Text(f"命中判定値 {bd.hit_number}（2D6で{bd.hit_number}以下：{bd.p_hit * 100:.1f}%）",
                             f"Hit number {bd.hit_number} (2D6 ≤ {bd.hit_number}: {bd.p_hit * 100:.1f}%)"),
                        theme.GOLD, 16, True))
    reason = hit_reason(bd, terms_listed=per_line == 1)   # (at 800x560 "Hit number 1 (0.0%)" said no why)
    if reason is not None:
        out.append(Line(reason, theme.WARNING if bd.p_hit <= 0.0 else theme.TEXT, 14))
    roll = open_roll_words(tuple(bd.open_faces))
    out.append(Line(Text(f"命中したときの平均ダメージ {bd.expected_damage:.2f}：{roll.ja}。攻撃1回の平均 {bd.expected:.2f}",
                         f"Average damage if it hits {bd.expected_damage:.2f}: {roll.en}. "
                         f"Per attack {bd.expected:.2f}"), theme.TEXT, 15))
    return out


def attack_panel(scene, legal) -> list:
    seen = scene.seen
    uid, wid = scene.weapon
    u = seen.unit(uid)
    wname = ("剣", "Sword") if wid == "sword" else (u.card.weapon(wid).name_ja, u.card.weapon(wid).name_en)
    items: list = [Line(Text(f"攻撃：{wname[0]}（射界と射程を表示中、11・13）", f"Attack: {wname[1]} (arc and range shown, 11, 13)"),
                        theme.TEXT, 16, True)]
    targets = [a.target for a in legal if isinstance(a, A.Attack) and a.unit == uid and a.weapon == wid]
    option = seen.weapon(uid, wid)
    if scene.target and scene.target in targets and option is not None and scene.target in option.targets:
        bd = option.targets[scene.target]
        defence = option.best_defence[scene.target]
        dname = {"evade": ("回避", "evasion"), "block": ("受け", "block"), "none": ("防御なし", "no defence")}[defence]
        items.append(Line(Text(f"目標 {_name(seen, scene.target).ja}（防御側の最善：{dname[0]}と仮定、14.1）",
                               f"Target {_name(seen, scene.target).en} (assuming the best defence: {dname[1]}, 14.1)"),
                          theme.TEXT, 15))
        cost = option.cost
        items.append([_btn(scene, Text("攻撃する", "Attack!"), _apply(scene, A.Attack(uid, scene.target, wid)),
                           style="primary", sub=Text(f"行動PP {cost}", f"{cost} action PP")),
                      _btn(scene, Text("やめる", "Cancel"), scene.cancel_weapon)])
        items += breakdown_lines(bd, scene.terms_per_line)
        return items
    if targets:
        items.append(Line(Text("金色の枠の目標をクリックしてください。", "Click a target with a gold ring."), theme.TEXT))
        items.append([_btn(scene, _name(seen, t), (lambda t=t: scene.pick_target(t)), style="normal",
                           tooltip=Text("この目標の命中判定値を見る（14.1）", "See the hit number against this target (14.1)"))
                      for t in dict.fromkeys(targets)])
    else:
        items.append(Line(scene.no_target_reason(uid, wid), theme.WARNING))
    items.append([_btn(scene, Text("武器選択をやめる", "Back"), scene.cancel_weapon)])
    return items


def _attack_summary(scene) -> list:
    seen = scene.seen
    at = seen.attack
    a, t = seen.unit(at.attacker), seen.unit(at.target)
    wname = ("剣", "sword") if at.weapon == "sword" else (a.card.weapon(at.weapon).name_ja, a.card.weapon(at.weapon).name_en)
    return [Line(Text(f"{a.card.name_ja}が{t.card.name_ja}を{wname[0]}で攻撃（距離{at.distance}）",
                      f"{a.card.name_en} attacks {t.card.name_en} with the {wname[1]} (distance {at.distance})"),
                 theme.TEXT, 16, True)]


def defend(scene, legal) -> list:
    seen = scene.seen
    at = seen.attack
    items: list = [_heading(scene, "防御側の判断", "Defender decides")] + _attack_summary(scene)
    t = seen.unit(at.target)
    if at.step == "respond":
        items.append(Line(Text(f"対応旋回（12、対応PP {t.response_pp}）のあと、回避か受け（16）を選んでください",
                               f"Response turns first if you like (12, response PP {t.response_pp}), "
                               "then evade or block (16)"), theme.TEXT, 15))
        row = []
        for a in legal:
            if isinstance(a, A.ResponseTurn):
                pp = seen.response_turns[a.steps]
                row.append(_btn(scene, Text(f"{_angle(a.steps).ja}旋回", f"Turn {_angle(a.steps).en}"), _apply(scene, a),
                                sub=Text(f"対応PP {pp}", f"{pp} response PP"),
                                tooltip=Text(f"対応による旋回（12）：対応PPを{pp}使います",
                                             f"A response turn (12): uses {pp} response PP")))
        none = Text("対応旋回：対応PPがありません（12）", "Response turns: no response PP (12)") if t.response_pp < 1 \
            else Text("対応旋回：今はできません", "Response turns: not possible now")
        items.append(row if row else slot(none))
        row = []
        for a in legal:
            if isinstance(a, A.Defend):
                d = seen.defences[a.kind]
                label = {"evade": Text("回避する", "Evade"), "block": Text("受ける", "Block"),
                         "none": Text("防御しない", "No defence")}[a.kind]
                number, p_hit = d["hit_number"], d["p_hit"]
                row.append(_btn(scene, label, _apply(scene, a), sub=f"{d['cost']}PP → {number} ({p_hit * 100:.0f}%)",
                                tooltip=Text(f"命中判定値 {number}、命中率 {p_hit * 100:.1f}%",
                                             f"Hit number {number}, {p_hit * 100:.1f}% to hit")))
        items.append(row)
    else:
        items.append(Line(AURA_STEPS.get(at.step, AURA_STEP), theme.TEXT, 15))
    items.append(aura_row(scene, legal, t))
    if any(isinstance(a, A.AuraDone) for a in legal):
        items.append([_btn(scene, Text("オーラ力を使わない/終える", "Done with aura power"), _apply(scene, A.AuraDone()),
                           style="primary")])
    if seen.breakdown is not None:
        items += breakdown_lines(seen.breakdown, scene.terms_per_line)
    return items


def attacker(scene, legal) -> list:
    seen = scene.seen
    items: list = [_heading(scene, "攻撃側の判断", "Attacker decides")] + _attack_summary(scene)
    victims = [a for a in legal if isinstance(a, A.ChooseVictim)]
    if victims:
        items.append(Line(Text("剣が合体中の機体に命中：被害を受ける機体を選んでください（21.6）",
                               "A sword hit on a docked pair: choose the machine hit (21.6)"), theme.TEXT, 15))
        items.append([_btn(scene, _name(seen, a.unit), _apply(scene, a)) for a in victims])
    if any(isinstance(a, A.AuraDone) for a in legal):
        items.append(Line(AURA_STEPS.get(seen.attack.step, AURA_STEP), theme.TEXT, 15))
        items.append(aura_row(scene, legal, seen.unit(seen.attack.attacker)))
    if any(isinstance(a, A.AuraDone) for a in legal):
        items.append([_btn(scene, Text("オーラ力を使わない/終える", "Done with aura power"), _apply(scene, A.AuraDone()),
                           style="primary")])
    if seen.breakdown is not None:
        items += breakdown_lines(seen.breakdown, scene.terms_per_line)
    return items


def machine_row(scene) -> list:
    """A button per machine of the deciding side (choose it by mouse or keyboard)."""
    seen = scene.seen
    row = []
    for u in seen.side_units(seen.current):
        b = _btn(scene, Text(u.card.name_ja, u.card.name_en), (lambda uid=u.id: scene.select(uid)),
                 sub=Text(u.base.name_ja, u.base.name_en))
        b.selected = u.id == scene.selected
        row.append(b)
    return row


def allocation(scene, legal) -> list:
    seen = scene.seen
    items: list = [_heading(scene, "PP配分フェイズ", "PP allocation phase")]
    row = machine_row(scene)
    if row:
        items.append(row)
    u = seen.find(scene.selected)
    if u is None or u.side != seen.current or not u.in_play:
        items.append(Line(Text("機体を選んでください。", "Choose a machine.")))
    else:
        items.append(Line(ALLOCATE, theme.TEXT, 15))
        legal_set = set(legal)
        for item in PP_ITEMS:
            value = getattr(u, f"{item}_pp")
            ja, en = ITEM[item]
            minus = A.SetPP(u.id, item, value - 1)
            plus = A.SetPP(u.id, item, value + 1)
            items.append([_Lbl(Text(f"{ja}  {value}", f"{en}  {value}"), PP_USE[item]),
                          _btn(scene, "−", _apply(scene, minus), width=44, enabled=minus in legal_set,
                               tooltip=Text(f"{ja}を1減らす\n", f"{en} −1\n") + PP_USE[item]),
                          _btn(scene, "+", _apply(scene, plus), width=44, enabled=plus in legal_set,
                               tooltip=Text(f"{ja}を1増やす（行動PPから）\n", f"{en} +1 (from action PP)\n")
                               + PP_USE[item])])
        total = u.total_pp()
        # the sum without spaces is one word: "… + 0" over "= 13" at 800x560 left the total on a line by itself
        parts = "+".join(str(getattr(u, f"{i}_pp")) for i in ("action",) + PP_ITEMS)
        ok = total >= 0 and u.action_pp >= 0
        items.append(Line(Text(f"行動PP 残り {u.action_pp}   合計 {parts}={total}" + ("" if ok else "  ×"),
                               f"Action PP left {u.action_pp}   total {parts}={total}" + ("" if ok else "  ×")),
                          theme.GOLD if ok else theme.ERROR, 15, True))
    items.append([_btn(scene, Text("PP配分を終えてターン終了", "End allocation and turn"), _apply(scene, A.EndTurn()),
                       style="primary")])
    return items


class _Lbl(FastButton):
    """A non-clickable cell in a button row (the track name and value)."""

    def __init__(self, label, tooltip=None) -> None:
        super().__init__(label, None, size=16, style="quiet", align="left", tooltip=tooltip)
        self.want_width = 150

    def handle(self, inp, ui) -> bool:
        return False


def reason_text(exc: RulesError) -> Text:
    return Text(exc.message("ja"), exc.message("en"))
