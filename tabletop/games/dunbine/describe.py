"""Action labels (menus, logs, saves) and the turn banner, in Japanese and English."""

from __future__ import annotations

from tabletop.core.game import Action
from tabletop.core.i18n import Text

from . import actions as A
from .geometry import SLIP_WORDS
from .state import DunbineState

ITEM = {"action": ("行動", "action"), "attack": ("攻撃", "attack"), "defence": ("防御", "defence"),
        "power": ("威力", "power"), "barrier": ("バリアー", "barrier"), "response": ("対応", "response")}
PHASE = {"acceleration": ("加減速フェイズ", "acceleration phase"), "action": ("行動フェイズ", "action phase"),
         "allocation": ("PP配分フェイズ", "PP allocation phase"), "over": ("終了", "game over")}


def _unit(state: DunbineState, uid: str, lang: str) -> str:
    u = state.find(uid)
    if u is None:
        return uid
    return u.card.name_ja if lang == "ja" else u.card.name_en


def _weapon(state: DunbineState, uid: str, wid: str, lang: str) -> str:
    if wid == "sword":
        return "剣" if lang == "ja" else "sword"
    u = state.find(uid)
    w = u.card.weapon(wid) if u else None
    if w is None:
        return wid
    return w.name_ja if lang == "ja" else w.name_en


def _angle(steps: int, lang: str) -> str:
    if abs(steps) == 3:
        return "180°"
    side = ("左" if steps > 0 else "右") if lang == "ja" else ("left" if steps > 0 else "right")
    return f"{side}{abs(steps) * 60}°" if lang == "ja" else f"{abs(steps) * 60}° {side}"


def describe(state: DunbineState, a: Action, lang: str = "ja") -> str:
    ja = lang == "ja"
    def n(uid: str) -> str:
        return _unit(state, uid, lang)

    if isinstance(a, A.ChangeThrust):
        return f"{n(a.unit)}：推力を{a.thrust}に" if ja else f"{n(a.unit)}: thrust to {a.thrust}"
    if isinstance(a, A.EndAcceleration):
        return "加減速を終える" if ja else "End acceleration"
    if isinstance(a, A.Forward):
        return f"{n(a.unit)}：1ヘックス前進" if ja else f"{n(a.unit)}: forward one hex"
    if isinstance(a, A.Backward):
        return f"{n(a.unit)}：1ヘックス後退" if ja else f"{n(a.unit)}: back one hex"
    if isinstance(a, A.Turn):
        return f"{n(a.unit)}：{_angle(a.steps, lang)}旋回" if ja else f"{n(a.unit)}: turn {_angle(a.steps, lang)}"
    if isinstance(a, A.SideSlip):
        words = SLIP_WORDS[a.to]
        return f"{n(a.unit)}：{words[0]}へサイドスリップ" if ja else f"{n(a.unit)}: side slip {words[1]}"
    if isinstance(a, A.Transform):
        return f"{n(a.unit)}：変形" if ja else f"{n(a.unit)}: transform"
    if isinstance(a, A.Dock):
        return f"{n(a.unit)}：{n(a.partner)}と合体" if ja else f"{n(a.unit)}: dock with {n(a.partner)}"
    if isinstance(a, A.Separate):
        return f"{n(a.unit)}：分離" if ja else f"{n(a.unit)}: separate"
    if isinstance(a, A.Attack):
        w = _weapon(state, a.unit, a.weapon, lang)
        return f"{n(a.unit)}：{n(a.target)}を{w}で攻撃" if ja else f"{n(a.unit)}: attack {n(a.target)} with {w}"
    if isinstance(a, A.EndActivation):
        return f"{n(a.unit)}：行動終了" if ja else f"{n(a.unit)}: end action"
    if isinstance(a, A.SpendAura):
        item = ITEM.get(a.item, (a.item, a.item))
        return (f"{n(a.unit)}：オーラ力{a.amount}を{item[0]}へ" if ja
                else f"{n(a.unit)}: {a.amount} aura power to {item[1]}")
    if isinstance(a, A.ResponseTurn):
        return (f"{n(a.unit)}：対応で{_angle(a.steps, lang)}旋回" if ja
                else f"{n(a.unit)}: response turn {_angle(a.steps, lang)}")
    if isinstance(a, A.Defend):
        return {"evade": ("回避する", "Evade"), "block": ("受ける", "Block"),
                "none": ("防御しない", "No defence")}.get(a.kind, (a.kind, a.kind))[0 if ja else 1]
    if isinstance(a, A.AuraDone):
        return "オーラ力の配分を終える" if ja else "Done with aura power"
    if isinstance(a, A.ChooseVictim):
        return f"{n(a.unit)}に被害を与える" if ja else f"Damage {n(a.unit)}"
    if isinstance(a, A.SetPP):
        item = ITEM.get(a.item, (a.item, a.item))
        return f"{n(a.unit)}：{item[0]}PPを{a.value}に" if ja else f"{n(a.unit)}: {item[1]} PP to {a.value}"
    if isinstance(a, A.EndTurn):
        return "PP配分を終えてターン終了" if ja else "End PP allocation and the turn"
    return type(a).__name__


def turn_label(state: DunbineState) -> Text:
    if state.result is not None:
        return Text(f"第{state.turn}ターン 終了：{state.result.text_ja}", f"Turn {state.turn}, over: {state.result.text_en}")
    s = state.sides[state.current]
    p = PHASE.get(state.phase, (state.phase, state.phase))
    return Text(f"第{state.turn}/{state.turn_limit}ターン {s.name_ja} {p[0]}",
                f"Turn {state.turn}/{state.turn_limit}: {s.name_en}, {p[1]}")
