"""Applying an action: every check first (``RulesError`` naming the rule), then the change.

Set-up steps follow インスト 1-8; a turn follows ルール (1)-(3); battles and
special cards are resolved in ``combat``; after every MS or ship attack the
attacked seat decides in the middle of the turn: dummy meteor, ceasefire or no
reaction (ruling R5: asked every time, whatever it holds).
``STEPS`` is the action table ``Game.apply`` reads: ``step(state)`` names its
row, ``refusal`` says why an action is not in it.
"""

from __future__ import annotations

from typing import Any, Callable

from tabletop.core.errors import RulesError
from tabletop.core.game import Action, Context, Handler, rules_error

from . import combat
from .actions import (AttackMS, AttackShip, DeployPair, Discard, FinishDeploy, NoReaction, Pass, PlayCeasefire,
                      PlayColonyLaser, PlayDummyMeteor, PlayExplosion, PlayFullRepair, PlayRepair, PlaySupply,
                      ShipAttack)
from .combat import name, who
from .flow import after_action, end_turn, start_turn, supply_ship
from .legal import turn_actions
from .state import (ACTION, DISCARD, HAND_LIMIT, HAND_LIMIT_SIZE, MS, OVER, PILOT, REACT, SETUP_DEPLOY,
                    SETUP_DISCARD, SHIP_DECK, PendingAttack, ZGundamState, hand, is_effect, is_kind, ready, ships)


def _err(rule: str, ja: str, en: str) -> RulesError:
    return rules_error(f"zgundam {rule}", ja, en)


def _in_hand(state: ZGundamState, seat: int, card_id: str, rule: str, kind: str | None = None,
             effect: str | None = None) -> None:
    if card_id not in state.cards(hand(seat)):
        raise _err(rule, f"{card_id} は手札にありません。", f"{card_id} is not in your hand.")
    if kind is not None and not is_kind(card_id, kind):
        what = {MS: ("MSカード", "an MS card"), PILOT: ("パイロットカード", "a pilot card")}[kind]
        raise _err(rule, f"{name(card_id, 'ja')}は{what[0]}ではありません。", f"{name(card_id, 'en')} is not {what[1]}.")
    if effect is not None and not is_effect(card_id, effect):
        raise _err(rule, f"{name(card_id, 'ja')}はこの用途に使えません。", f"{name(card_id, 'en')} cannot be used for this.")


def _enemy_ship(state: ZGundamState, seat: int, ship: str, rule: str) -> int:
    owner = state.owner_of_ship(ship)
    if owner is None:
        raise _err(rule, f"{ship} は場に出ている艦船ではありません。", f"{ship} is not a ship in play.")
    if owner == seat:
        raise _err(rule, "自分の艦船は攻撃できません。", "You cannot attack your own ship.")
    return owner


def _own_ready(state: ZGundamState, seat: int, ms: str, rule: str) -> None:
    if state.owner_of_ready(ms) != seat:
        raise _err(rule, f"{ms} は自分の戦闘準備完了したMSではありません。", f"{ms} is not one of your combat-ready MS.")


def _deploy(state: ZGundamState, seat: int, a: DeployPair, rule: str, ctx: Context) -> None:
    _in_hand(state, seat, a.ms, rule, kind=MS)
    _in_hand(state, seat, a.pilot, rule, kind=PILOT)
    table = state.table()
    table.move(a.ms, ready(seat), src=hand(seat))
    table.move(a.pilot, ready(seat), src=hand(seat))
    ctx.log(f"{who(seat)}：{name(a.ms, 'ja')}（{name(a.pilot, 'ja')}）が戦闘準備完了。",
            f"{who(seat)}: {name(a.ms, 'en')} with {name(a.pilot, 'en')} is combat ready.", f"zgundam {rule}",
            kind="deploy")


def _discard(state: ZGundamState, seat: int, a: Discard, rule: str, ctx: Context, supply_allowed: bool) -> None:
    _in_hand(state, seat, a.card, rule)
    if a.supply:
        if not supply_allowed:
            raise _err(rule, "ここで捨てる補充カードでは補充できません（補充は準備中の捨て札か、スペシャルカードの使用で）。",
                       "Discarding here does not supply a ship (only at set-up, or by playing the card).")
        if not is_effect(a.card, "supply"):
            raise _err("インスト 7", "補充カードではありません。", "That is not a supply card.")
        if not state.cards(SHIP_DECK):
            raise _err("インスト 7", "艦船の山札がありません。", "The ship deck is empty.")
    state.table().move(a.card, DISCARD, src=hand(seat))
    ctx.log(f"{who(seat)}が{name(a.card, 'ja')}を捨てた。", f"{who(seat)} discards {name(a.card, 'en')}.",
            f"zgundam {rule}", kind="discard", card=a.card)
    if a.supply:
        supply_ship(state, ctx, seat, "zgundam インスト 7")


def _next_setup(state: ZGundamState, ctx: Context) -> None:
    """The next seat's set-up, or インスト 8: the start player, then the first turn."""
    if state.current + 1 < state.seats:
        state.current += 1
        state.phase = SETUP_DEPLOY
        return
    start = ctx.randint(0, state.seats - 1, "table", "start player")
    state.start_player = start
    ctx.log(f"スタートプレイヤーは{who(start)}。以降は時計回り。", f"{who(start)} starts; play goes clockwise.",
            "zgundam インスト 8", kind="start")
    start_turn(state, ctx, start)


# -- set-up: インスト 6-7 ---------------------------------------------------------------
def _setup_pair(game: object, state: ZGundamState, a: DeployPair, ctx: Context) -> None:
    _deploy(state, state.current, a, "インスト 6", ctx)


def _finish_pairing(game: object, state: ZGundamState, a: FinishDeploy, ctx: Context) -> None:
    if len(state.cards(hand(state.current))) > HAND_LIMIT_SIZE:
        state.phase = SETUP_DISCARD
    else:
        _next_setup(state, ctx)


def _setup_discard(game: object, state: ZGundamState, a: Discard, ctx: Context) -> None:
    _discard(state, state.current, a, "インスト 7", ctx, supply_allowed=True)
    if len(state.cards(hand(state.current))) <= HAND_LIMIT_SIZE:
        _next_setup(state, ctx)


# -- a turn: ルール (2), exactly one of a-e -----------------------------------------------
def _ask_defender(state: ZGundamState, attack: PendingAttack) -> None:
    """Ruling R5: every attacked seat is asked, every time, whatever it holds (its hand stays hidden)."""
    state.pending_attack = attack
    state.phase = REACT


def _attack_ms(state: ZGundamState, seat: int, a: AttackMS, ctx: Context) -> None:
    rule = "(2)-b-1"
    _own_ready(state, seat, a.ms, rule)
    defender = state.owner_of_ready(a.target)
    if defender is None or defender == seat:
        raise _err(rule, f"{a.target} は敵の戦闘準備完了したMSではありません。", f"{a.target} is not an enemy combat-ready MS.")
    ctx.log(f"{who(seat)}の{name(a.ms, 'ja')}が{who(defender)}の{name(a.target, 'ja')}を攻撃。",
            f"{who(seat)}'s {name(a.ms, 'en')} attacks {who(defender)}'s {name(a.target, 'en')}.",
            f"zgundam {rule}", kind="attack")
    _ask_defender(state, PendingAttack("ms_ms", seat, defender, a.ms, a.target))


def _ship_attack(state: ZGundamState, seat: int, a: ShipAttack, ctx: Context) -> None:
    rule = "(2)-c"
    if state.owner_of_ship(a.ship) != seat:
        raise _err(rule, f"{a.ship} は自分の艦船ではありません。", f"{a.ship} is not one of your ships.")
    defender = _enemy_ship(state, seat, a.target, rule)
    ctx.log(f"{who(seat)}の{name(a.ship, 'ja')}が{who(defender)}の{name(a.target, 'ja')}を砲撃。",
            f"{who(seat)}'s {name(a.ship, 'en')} fires on {who(defender)}'s {name(a.target, 'en')}.",
            f"zgundam {rule}", kind="attack")
    _ask_defender(state, PendingAttack("ship_ship", seat, defender, a.ship, a.target))


def _special(state: ZGundamState, seat: int, a: Action, ctx: Context) -> None:
    rule = "(2)-a"
    if isinstance(a, PlayRepair):
        _in_hand(state, seat, a.card, "(2)-a 修理", effect="repair")
        if state.owner_of_ship(a.ship) != seat:
            raise _err("(2)-a 修理", "自分の艦船だけ修理できます。", "You can repair only your own ships.")
        dmg = state.damage.get(a.ship, 0)
        if not 1 <= a.points <= dmg:
            raise _err("(2)-a 修理", f"修理ポイントは1～{dmg}です。", f"The points to repair must be 1-{dmg}.")
        combat.resolve_repair(state, ctx, seat, a.card, a.ship, a.points)
    elif isinstance(a, PlayFullRepair):
        _in_hand(state, seat, a.first, "(2)-a 修理", effect="repair")
        _in_hand(state, seat, a.second, "(2)-a 修理", effect="repair")
        if a.first == a.second:
            raise _err("(2)-a 修理", "修理カードが2枚必要です。", "Two different repair cards are needed.")
        if state.owner_of_ship(a.ship) != seat or not state.damage.get(a.ship):
            raise _err("(2)-a 修理", "被害を受けた自分の艦船を選んでください。", "Choose one of your damaged ships.")
        combat.resolve_full_repair(state, ctx, seat, a.first, a.second, a.ship)
    elif isinstance(a, PlayExplosion):
        _in_hand(state, seat, a.card, "(2)-a 爆破", effect="explosion")
        _in_hand(state, seat, a.pilot, "(2)-a 爆破", kind=PILOT)
        owner = _enemy_ship(state, seat, a.ship, "(2)-a 爆破")
        combat.resolve_explosion(state, ctx, seat, a.card, a.pilot, owner, a.ship)
    elif isinstance(a, PlaySupply):
        _in_hand(state, seat, a.card, "(2)-a 補充", effect="supply")
        if not state.cards(SHIP_DECK):
            raise _err("(2)-a 補充", "艦船の山札がありません。", "The ship deck is empty.")
        state.table().move(a.card, DISCARD, src=hand(seat))
        supply_ship(state, ctx, seat, "zgundam (2)-a 補充")
    elif isinstance(a, PlayColonyLaser):
        _in_hand(state, seat, a.card, "(2)-a コロニーレーザー", effect="colony_laser")
        if not 0 <= a.target < state.seats or a.target == seat:
            raise _err("(2)-a コロニーレーザー", "他のプレイヤー1人を選んでください。", "Choose one other player.")
        if not state.cards(ships(a.target)) and not state.pairs(a.target):
            raise _err("(2)-a コロニーレーザー", "そのプレイヤーには艦船もMSもありません。",
                       "That player has no ships and no MS.")
        ctx.log(f"{who(seat)}が{who(a.target)}にコロニーレーザーを宣言。",
                f"{who(seat)} declares the colony laser against {who(a.target)}.", f"zgundam {rule}", kind="attack")
        combat.resolve_colony_laser(state, ctx, seat, a.card, a.target)
    after_action(state, ctx)


def _attack_ship(state: ZGundamState, seat: int, a: AttackShip, ctx: Context) -> None:
    _own_ready(state, seat, a.ms, "(2)-b-2")
    defender = _enemy_ship(state, seat, a.ship, "(2)-b-2")
    combat.resolve_ms_ship(state, ctx, seat, a.ms, defender, a.ship)
    after_action(state, ctx)


def _turn_pair(state: ZGundamState, seat: int, a: DeployPair, ctx: Context) -> None:
    _deploy(state, seat, a, "ルール (2)-d", ctx)
    after_action(state, ctx)


def _turn_discard(state: ZGundamState, seat: int, a: Discard, ctx: Context) -> None:
    _discard(state, seat, a, "ルール (2)-e", ctx, supply_allowed=False)
    after_action(state, ctx)


def _pass(state: ZGundamState, seat: int, a: Pass, ctx: Context) -> None:
    if turn_actions(state, seat) != [Pass()]:
        raise _err("ルール (2)", "行える行動があるのでパスはできません。", "You can still act, so you cannot pass.")
    ctx.log(f"{who(seat)}は何もできずパス。", f"{who(seat)} cannot act and passes.", "zgundam ruling R9")
    after_action(state, ctx)


def _by_current(rule: Callable[[ZGundamState, int, Any, Context], None]) -> Handler:
    """A turn handler: ``rule(state, seat, action, ctx)`` for the seat whose turn it is."""
    return lambda game, state, a, ctx: rule(state, state.current, a, ctx)


# -- reactions of the attacked seat: (2)-a 停戦信号 / ダミー隕石 ---------------------------
def _no_reaction(game: object, state: ZGundamState, a: NoReaction, ctx: Context) -> None:
    attack = state.pending_attack
    assert attack is not None
    if attack.kind == "ms_ms":
        combat.resolve_ms_ms(state, ctx, attack.attacker, attack.card, attack.defender, attack.target)
    else:
        combat.resolve_ship_ship(state, ctx, attack.attacker, attack.card, attack.defender, attack.target)
    after_action(state, ctx)


def _avoid_battle(game: object, state: ZGundamState, a: PlayCeasefire | PlayDummyMeteor, ctx: Context) -> None:
    """The attacked seat avoids the battle with the matching card."""
    attack = state.pending_attack
    assert attack is not None
    defender = attack.defender
    if attack.kind == "ms_ms":
        rule, effect = "(2)-a 停戦信号", "ceasefire"
    else:
        rule, effect = "(2)-a ダミー隕石", "dummy_meteor"
    _in_hand(state, defender, a.card, rule, effect=effect)
    table = state.table()
    table.move(a.card, DISCARD, src=hand(defender))
    report = combat.CombatReport(effect, attack.attacker, defender, f"zgundam {rule}")
    if attack.kind == "ms_ms":
        pilot = state.pilot_of(attack.attacker, attack.card)
        table.move(attack.card, DISCARD, src=ready(attack.attacker))
        table.move(pilot, DISCARD, src=ready(attack.attacker))
        ja = f"{who(defender)}の停戦信号：戦闘は回避され、{name(attack.card, 'ja')}と{name(pilot, 'ja')}は場に流れる。"
        en = (f"{who(defender)} signals a ceasefire: no battle; {name(attack.card, 'en')} and "
              f"{name(pilot, 'en')} are discarded.")
    else:
        ja = f"{who(defender)}のダミー隕石：艦対艦戦闘は回避された。"
        en = f"{who(defender)}'s dummy meteor: the ship battle is avoided."
    report.result_ja, report.result_en = ja, en
    state.last_combat = report
    ctx.log(ja, en, f"zgundam {rule}", kind="combat")
    after_action(state, ctx)


# -- the hand limit at the end of a turn (ruling) -----------------------------------------
def _hand_limit_discard(game: object, state: ZGundamState, a: Discard, ctx: Context) -> None:
    _discard(state, state.current, a, "インスト 7", ctx, supply_allowed=False)
    if len(state.cards(hand(state.current))) <= HAND_LIMIT_SIZE:
        end_turn(state, ctx)


# -- the action table: phase (and attack kind) -> action class -> handler -------------------
_SPECIAL = _by_current(_special)
_TURN: dict[type[Action], Handler] = {
    PlayRepair: _SPECIAL, PlayFullRepair: _SPECIAL, PlayExplosion: _SPECIAL, PlaySupply: _SPECIAL,
    PlayColonyLaser: _SPECIAL,                      # (2)-a
    AttackMS: _by_current(_attack_ms),              # (2)-b-1
    AttackShip: _by_current(_attack_ship),          # (2)-b-2
    ShipAttack: _by_current(_ship_attack),          # (2)-c
    DeployPair: _by_current(_turn_pair),            # (2)-d
    Discard: _by_current(_turn_discard),            # (2)-e
    Pass: _by_current(_pass),                       # ruling R9
}
STEPS: dict[str, dict[type[Action], Handler]] = {
    SETUP_DEPLOY: {DeployPair: _setup_pair, FinishDeploy: _finish_pairing},
    SETUP_DISCARD: {Discard: _setup_discard},
    ACTION: _TURN,
    "react ms_ms": {NoReaction: _no_reaction, PlayCeasefire: _avoid_battle},
    "react ship_ship": {NoReaction: _no_reaction, PlayDummyMeteor: _avoid_battle},
    HAND_LIMIT: {Discard: _hand_limit_discard},
}


def step(state: ZGundamState) -> str:
    """The row of ``STEPS`` for now; ``RulesError`` once the game is over."""
    if state.phase == OVER:
        raise _err("ゲームの終了", "ゲームは終了しています。", "The game is over.")
    if state.phase == REACT:
        assert state.pending_attack is not None
        return f"{REACT} {state.pending_attack.kind}"
    return state.phase


def refusal(state: ZGundamState, a: Action) -> RulesError:
    """Why ``a`` is not one of the actions of this step."""
    if state.phase == SETUP_DEPLOY:
        return _err("インスト 6", "準備中：MSとパイロットを組にするか、準備を終えてください。",
                    "Set-up: pair an MS with a pilot, or finish pairing.")
    if state.phase == SETUP_DISCARD:
        return _err("インスト 7", "手札が4枚になるまで捨ててください。", "Discard down to 4 cards.")
    if state.phase == ACTION:
        if isinstance(a, (PlayCeasefire, PlayDummyMeteor, NoReaction)):
            return _err("(2)-a", "ダミー隕石・停戦信号は攻撃を受けた時だけ使えます。",
                        "Dummy meteor and ceasefire are played only when you are attacked.")
        return _err("ルール (2)", "この行動は手番には行えません。", "That is not one of the turn's actions.")
    if state.phase == REACT:
        assert state.pending_attack is not None
        rule = "(2)-a 停戦信号" if state.pending_attack.kind == "ms_ms" else "(2)-a ダミー隕石"
        return _err(rule, "攻撃を受けています：対応するカードを使うか、使わないかを選んでください。",
                    "You are being attacked: play the matching card or let the battle happen.")
    return _err("インスト 7", "手札上限は4枚です。1枚捨ててください。", "The hand limit is 4: discard a card.")
