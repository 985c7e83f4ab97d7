"""The Aura Battler Dunbine tactical hex game (聖戦士ダンバイン) as a ``Game``.

Two seats, one side each. ``pending`` names the seat that must decide now:
the side whose player turn it is, or the defender in the middle of an attack
(response turns, evasion/block, aura power). ``legal_actions`` lists every
legal action; ``apply`` (the core dispatcher) runs the handler the action
table names: ``PLAYER_TURN`` outside an attack, ``ATTACK_STEP`` inside one;
the handlers call ``rules`` and ``attacks``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Mapping

from tabletop.core import serial
from tabletop.core.bots import BotFactory
from tabletop.core.errors import Problem, RulesError
from tabletop.core.game import Action, Context, Decision, Game, Handler, Outcome, rules_error
from tabletop.core.spec import GameSpec
from tabletop.core.i18n import Text
from tabletop.core.tiled import file_version

from . import actions as A
from . import attacks, data, rules
from .describe import describe, turn_label
from .movement import mover
from .scenario import (USER, ScenarioOption, board_key, fresh_board, get_board, load_scenario, map_notice,
                       plain_board, scenario_file_of, scenario_files, scenario_id, scenario_sides, scenario_units,
                       user_scenario_files)
from .state import DunbineState, SideInfo, Unit

PHASE_DECISION = {"acceleration": Text("加減速フェイズ", "Acceleration phase"),
                  "action": Text("行動フェイズ", "Action phase"),
                  "allocation": Text("PP配分フェイズ", "PP allocation phase")}


def _scenario_choices() -> tuple[tuple[str, Text], ...]:
    """The scenarios to choose from: the shipped ones, then the player's own maps (marked as theirs; one
    that cannot be used is listed by its file name, and the launcher says what is wrong with it)."""
    out = []
    for sid, path in scenario_files().items():
        try:
            scn = load_scenario(path)
        except Exception:  # noqa: BLE001 - a broken scenario is reported by the map check, not at import
            if sid.startswith(USER):
                out.append((sid, Text(f"{path.name}（使えません）", f"{path.name} (cannot be used)")))
            continue
        if sid.startswith(USER):
            out.append((sid, Text(f"{scn.title_ja}（自作マップ）", f"{scn.title_en} (your map)")))
        else:
            out.append((sid, Text(scn.title_ja, scn.title_en)))
    return tuple(out) or (("skirmish", Text("小競り合い", "Skirmish")),)


def _default_scenario(choices: tuple[tuple[str, Text], ...]) -> str:
    keys = [c for c, _ in choices]
    return "skirmish" if "skirmish" in keys else keys[0]


NAME = "dunbine"  # the registry name (and the map property ``game`` of a Dunbine map)


def _spec(choices: tuple[tuple[str, Text], ...]) -> GameSpec:
    return GameSpec(
        NAME, Text("聖戦士ダンバイン", "Aura Battler Dunbine"), 2, 2, chance=True, hidden_information=False,
        summary=Text("オーラマシン同士の戦術級ヘックス戦", "Tactical hex combat between aura machines"),
        data_files=("machines.toml", "pilots.toml"),
        options=(ScenarioOption("scenario", Text("シナリオ", "Scenario"), choices, _default_scenario(choices)),),
        seat_labels=(Text("第1陣営", "Side 1"), Text("第2陣営", "Side 2")),
        short_title=Text("ダンバイン", "Dunbine"),
    )


#: The spec by the state of the player's maps folder (its maps and scenario files, their sizes and times).
_SPECS: dict[tuple[tuple[str, int, int], ...], GameSpec] = {}


def new_unit(uid: str, side: int, machine: str, pilot: str, q: int, r: int, facing: int,
             thrust: int | None = None) -> Unit:
    """A unit with its display set up as 2.5.1-2.5.4 say."""
    card = data.machine(machine)
    base = data.pilot(pilot)
    if thrust is None:
        thrust = 0 if card.min_thrust <= 0 <= card.max_thrust else card.min_thrust  # 2.5.1
    ammo = {w.id: w.ammo for w in card.weapons}
    if card.transforms_to:
        for w in data.machine(card.transforms_to).weapons:
            ammo.setdefault(w.id, w.ammo)
    return Unit(uid, side, machine, base.id, q, r, facing, thrust, base.pp, base.aura, ammo=ammo)


class DunbineGame(Game[DunbineState]):
    state_type = DunbineState
    actions = A.ALL

    @property
    def spec(self) -> GameSpec:  # type: ignore[override]
        """Built again when the player's maps change, so that a map saved in Tiled shows up as a scenario."""
        files = user_scenario_files()
        version = file_version([str(p) for p in files.values()])
        if version not in _SPECS:
            _SPECS.clear()
            _SPECS[version] = _spec(_scenario_choices())
        return _SPECS[version]

    def state_hash(self, state: DunbineState) -> str:
        """The state's hash, the same whether the game is on the scenario's files or on the copy its save
        carries (the board key's ``@<hash>``: which files, not where the game stands)."""
        data = self.state_to_json(state)
        data["board"] = plain_board(data["board"])
        return serial.state_hash(data)

    # -- set-up (2) -----------------------------------------------------------
    def setup(self, seats: int, options: Mapping[str, str], ctx: Context) -> DunbineState:
        value = options.get("scenario") or self.spec.options[0].default  # pinned: id@hash|files
        sid = scenario_id(value)
        key = board_key(value)
        if key == f"scenario:{sid}" and sid not in scenario_files():
            raise rules_error("dunbine 2.3", f"シナリオ「{sid}」はありません。", f"There is no scenario {sid!r}.")
        fresh_board(key)
        scn = load_scenario(scenario_file_of(key))
        placements = scenario_units(key)
        sides = [SideInfo(s.id, s.name_ja, s.name_en) for s in scenario_sides(key)]
        side_ids = [s.id for s in sides]
        units = [new_unit(p.name, side_ids.index(p.side), p.machine, p.pilot, p.hex.q, p.hex.r, p.facing, p.thrust)
                 for p in placements]
        state = DunbineState(sid, key, scn.title_ja, scn.title_en, sides, units, scn.turn_limit, scn.victory)
        notice = map_notice(key)
        if notice is not None:
            ctx.log(*notice, "dunbine 2.3")
        begin(state, ctx)
        return state

    # -- decisions ------------------------------------------------------------
    def pending(self, state: DunbineState) -> Decision | None:
        if state.result is not None:
            return None
        at = state.attack
        if at is not None:
            defender = attacks.defender_side(state)
            if at.step in ("respond", "defender_aura", "defender_barrier"):
                return Decision(defender, "defend", Text("防御側の判断（対応・回避/受け・オーラ力）",
                                                         "Defender: response turns, evade/block, aura power"))
            return Decision(1 - defender, "attack", Text("攻撃側の判断（オーラ力・被害機体）",
                                                         "Attacker: aura power, which machine is hit"))
        return Decision(state.current, state.phase, PHASE_DECISION.get(state.phase))

    def legal_actions(self, state: DunbineState) -> list[Action]:
        from .legal import legal_actions
        return legal_actions(state)

    # -- the action table (Game.apply): the attack's decisions, or the player turn's actions --
    def action_table(self, state: DunbineState) -> Mapping[type[Action], Handler]:
        if state.result is not None:
            raise rules_error("dunbine 3", "ゲームは終了しています。", "The game is over.")
        return ATTACK_STEP if state.attack is not None else PLAYER_TURN

    def refuse(self, state: DunbineState, action: Action) -> RulesError:
        if state.attack is not None:
            return rules_error("dunbine 12.1", "攻撃の処理中です（防御側・攻撃側の判断を待っています）。",
                               "An attack is being resolved; its decisions come first.")
        if type(action) in ATTACK_STEP:
            return rules_error("dunbine 12.1", "攻撃は宣言されていません。", "No attack has been declared.")
        return rules_error("dunbine 5.1", "この行動は今は行えません。", "That action is not possible now.")

    # -- results and views ------------------------------------------------------
    def metrics(self, state: DunbineState) -> dict:
        """Hit rate, hit numbers, damage per hit, machines down, turns (``tabletop simulate``)."""
        from .metrics import metrics
        return metrics(state)

    def outcome(self, state: DunbineState) -> Outcome | None:
        r = state.result
        if r is None:
            return None
        return Outcome(tuple(r.winners), Text(r.text_ja, r.text_en), tuple(float(s) for s in r.scores))

    def view(self, state: DunbineState, seat: int | None) -> dict:
        """Everything is on the table (displays are open), with the rules' answers: ``view.view``."""
        from .view import view
        return view(state, seat)

    def turn_label(self, state: DunbineState) -> Text:
        return turn_label(state)

    def describe_action(self, state: DunbineState, action: Action, lang: str = "ja") -> str:
        return describe(state, action, lang)

    def bots(self) -> Mapping[str, BotFactory]:
        """``quick`` and ``strong`` (``bots.py``)."""
        from .bots import QuickBot, StrongBot

        return {"quick": QuickBot, "strong": StrongBot}

    # -- Tiled maps (maps.py; docs/maps.md) ---------------------------------------
    reads_maps = True

    def check_map(self, path: Path) -> list[Problem]:
        from .maps import check_file  # maps imports this module

        return check_file(path)


def _in_phase(state: DunbineState, phase: str) -> None:
    if state.phase == phase:
        return
    if phase == "acceleration":
        raise rules_error("dunbine 4.1", "加減速フェイズではありません。", "It is not the acceleration phase.")
    raise rules_error("dunbine 22.1", "PP配分フェイズではありません。", "It is not the PP allocation phase.")


def _change_thrust(game: DunbineGame, state: DunbineState, a: A.ChangeThrust, ctx: Context) -> None:
    _in_phase(state, "acceleration")
    rules.change_thrust(state, a, ctx)


def _end_acceleration(game: DunbineGame, state: DunbineState, a: A.EndAcceleration, ctx: Context) -> None:
    _in_phase(state, "acceleration")
    state.phase = "action"
    s = state.sides[state.current]
    ctx.log(f"{s.name_ja}の行動フェイズ", f"{s.name_en}: action phase", "dunbine 5")
    rules.choose_next_active(state, ctx)


def _aura_outside_attack(game: DunbineGame, state: DunbineState, a: A.SpendAura, ctx: Context) -> None:
    u = rules.own_unit(state, a.unit)
    if state.phase == "allocation" or a.item != "action":
        raise rules_error("dunbine 20.1", "オーラ力は使用する直前に配分します（今は行動PPとしてのみ）。",
                          "Aura power is put in just before it is used (now only as action PP).")
    if state.phase == "action" and mover(state, u).id != state.active:
        raise rules_error("dunbine 5.3", "行動中の機体ではありません。", "That machine is not acting now.")
    rules.spend_aura(u, a.item, a.amount, ctx)


def _set_pp(game: DunbineGame, state: DunbineState, a: A.SetPP, ctx: Context) -> None:
    _in_phase(state, "allocation")
    rules.set_pp(state, a, ctx)


def _end_turn(game: DunbineGame, state: DunbineState, a: A.EndTurn, ctx: Context) -> None:
    _in_phase(state, "allocation")
    rules.end_turn(state, ctx)


#: a player turn's actions (4 acceleration, 5-11 action, 22 PP allocation): class -> handler
PLAYER_TURN: dict[type[Action], Handler] = {
    A.ChangeThrust: _change_thrust,
    A.EndAcceleration: _end_acceleration,
    A.Forward: lambda g, s, a, ctx: rules.step(s, a.unit, False, get_board(s.board).on_map, ctx),
    A.Backward: lambda g, s, a, ctx: rules.step(s, a.unit, True, get_board(s.board).on_map, ctx),
    A.Turn: lambda g, s, a, ctx: rules.turn(s, a, ctx),
    A.SideSlip: lambda g, s, a, ctx: rules.side_slip(s, a, get_board(s.board).on_map, ctx),
    A.Transform: lambda g, s, a, ctx: rules.transform(s, a, ctx),
    A.Dock: lambda g, s, a, ctx: rules.dock(s, a, ctx),
    A.Separate: lambda g, s, a, ctx: rules.separate(s, a, ctx),
    A.Attack: lambda g, s, a, ctx: attacks.declare(s, a, ctx),
    A.EndActivation: lambda g, s, a, ctx: rules.end_activation(s, a, ctx),
    A.SpendAura: _aura_outside_attack,
    A.SetPP: _set_pp,
    A.EndTurn: _end_turn,
}
#: the decisions inside an attack (12-21): class -> handler
ATTACK_STEP: dict[type[Action], Handler] = {
    A.ResponseTurn: lambda g, s, a, ctx: attacks.response_turn(s, a, ctx),
    A.Defend: lambda g, s, a, ctx: attacks.defend(s, a, ctx),
    A.SpendAura: lambda g, s, a, ctx: attacks.aura(s, a, ctx, rules.spend_aura),
    A.AuraDone: lambda g, s, a, ctx: attacks.aura_done(s, ctx),
    A.ChooseVictim: lambda g, s, a, ctx: attacks.choose_victim(s, a, ctx),
}


def begin(state: DunbineState, ctx: Context) -> None:
    """Decide the first side by dice (2.7) and start its player turn."""
    first = 0
    for _ in range(20):
        a = ctx.roll("1D6", state.sides[0].name_en, "first player", rule="dunbine 2.7", why_ja="先攻決定",
                     who_ja=state.sides[0].name_ja).total
        b = ctx.roll("1D6", state.sides[1].name_en, "first player", rule="dunbine 2.7", why_ja="先攻決定",
                     who_ja=state.sides[1].name_ja).total
        if a != b:
            first = 0 if a > b else 1
            break
    state.first = first
    s = state.sides[first]
    ctx.log(f"{s.name_ja}が先攻", f"{s.name_en} plays first", "dunbine 2.7")
    rules.start_player_turn(state, first, ctx)


__all__ = ["DunbineGame", "begin", "new_unit"]
