"""What a seat sees of a Dunbine game: the whole table plus the rules' answers a screen needs.

Dunbine has no hidden information (every display is open), so ``view(state, seat)``
is the same for every seat: the state as JSON (``serial.to_json``) enriched with

* ``turn_label`` ([ja, en]), ``map`` (the Tiled map file the game is played on:
  ``map_path``; "" without one) and ``map_notice`` ([ja, en], or None: the game is
  played on the map its save carries, because the scenario's own has changed since);
* per unit: ``mover`` (the machine that moves for it, 10.4), ``heavy`` and
  ``heavy_at`` (19.1), ``total_pp``, ``thrust_left`` (6.2), ``min_thrust`` and
  ``max_thrust`` (4.4, 19.2.1) and the card part in effect (``mobility``, 10.4);
* ``thrust_costs``: {unit: {thrust: PP}} of the legal thrust changes (4);
* ``moves`` of the active machine: {``turns``: {steps: PP}, ``slips``: {side: {pp, to}},
  ``refused``: {"turn" / "slip": the rule that forbids every one of them now}} (7, 8);
* ``attack_options``: every weapon of the active machine (and its passenger) with its
  PP cost (11.8), reach, arc, the hexes it reaches now, the hit number against each
  legal target assuming the defender's best defence (14.1) and, for the enemies it
  cannot attack, the rule that forbids it;
* ``action_costs``: PP of transforming, docking and separating (9.2, 10.2);
* during an attack: ``attack_breakdown`` (14.1 term by term with the odds, 18 open
  faces), ``defences`` ({kind: cost, hit number, odds}, 16) and ``response_turns``
  ({steps: response PP}, 12).

Everything here is computed by the rules modules; the screen only draws it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.core import serial
from tabletop.core.errors import RulesError
from tabletop.core.game import Action
from tabletop.core.hexgrid import distance

from . import actions as A
from . import combat, movement, rules
from .describe import turn_label
from .legal import legal_actions
from .movement import mover
from .scenario import get_board, load_scenario, map_file, map_notice, scenario_file_of
from .state import DunbineState, Unit


def map_path(board: str) -> Path | None:
    """The Tiled map file of a game's board key (``scenario:<id>``, or ``@<hash>``: the copy its save
    carries): the map the screen draws; None when the board has no map."""
    try:
        return map_file(load_scenario(scenario_file_of(board)))
    except (KeyError, ValueError, OSError):
        return None


def breakdown_json(bd: combat.Breakdown, defence: str = "") -> dict[str, Any]:
    """A 14.1 breakdown as JSON: terms [key, ja, en, value], hit number, odds, expected damage."""
    return {"terms": [[t.key, t.label.ja, t.label.en, t.value] for t in bd.terms],
            "hit_number": bd.hit_number, "p_hit": bd.p_hit, "expected_damage": bd.expected_damage,
            "expected": bd.expected, "open_faces": list(bd.open_faces), "defence": defence}


def _mobility_json(state: DunbineState, u: Unit) -> dict[str, Any]:
    mob = movement.mobility(state, u)
    return {"accel": [[s.change, s.pp] for s in mob.accel], "decel": [[s.change, s.pp] for s in mob.decel],
            "turn": [[b.low, b.high, list(b.pp)] for b in mob.turn], "speed": [list(s) for s in mob.speed],
            "evasion": mob.evasion}


def _unit_extras(state: DunbineState, u: Unit) -> dict[str, Any]:
    m = mover(state, u)
    mob = movement.mobility(state, u)
    return {"mover": m.id, "heavy": u.heavy, "heavy_at": u.card.durability // 2 + 1, "total_pp": u.total_pp(),
            "thrust_left": movement.remaining(m), "min_thrust": mob.min_thrust,
            "max_thrust": movement.max_thrust(state, u), "mobility": _mobility_json(state, u)}


def _attack_option(state: DunbineState, legal: list[Action], u: Unit, wid: str) -> dict[str, Any]:
    """One weapon of the acting machine: cost, reach, targets with their hit numbers, refusals."""
    lo, hi = combat.weapon_reach(u, wid)
    _hit, _power, arc = combat.weapon_stats(u, wid)
    board = get_board(state.board)
    targets: dict[str, Any] = {}
    for a in legal:
        if isinstance(a, A.Attack) and a.unit == u.id and a.weapon == wid and a.target not in targets:
            t = mover(state, state.unit(a.target))
            best = combat.best_defence(state, u, t, wid)
            targets[a.target] = breakdown_json(combat.breakdown(state, u.id, a.target, wid), best)
    m = mover(state, u)
    enemies = [e for e in state.units if e.in_play and e.side != u.side and not e.carrier]
    refused: dict[str, Any] = {}
    for e in enemies:
        try:
            combat.check_attack(state, u, e, wid)
        except RulesError as exc:
            refused[e.id] = exc.to_json()
    unready = combat.weapon_unready(state, u, wid)
    if not enemies:
        no_target = {"rule": "", "ja": "敵機がいません。", "en": "No enemy machines."}
    elif unready is not None:  # the weapon itself cannot attack now (11.4, 11.5, 11.8, 11.9): the real reason
        no_target = unready.to_json()
    else:
        nearest = min(enemies, key=lambda e: distance(m.hex, e.hex))
        no_target = refused.get(nearest.id) or {"rule": "", "ja": "攻撃できる目標がありません。",
                                                "en": "No target can be attacked now."}
    return {"unit": u.id, "weapon": wid, "cost": combat.attack_cost(wid), "min_range": lo, "max_range": hi,
            "arc": sorted(arc), "reach": [[h.q, h.r] for h in combat.reach(state, u, wid, board.on_map)],
            "targets": targets, "refused": refused, "no_target": no_target}


def _moves_refused(state: DunbineState, m: Unit, turns: dict, slips: dict) -> dict[str, dict[str, str]]:
    """Why no turn or no side slip is possible now, where none is: the rule the nearest one breaks (a 60° turn's,
    a slip to FR's), or a plain remark where the costs allow it and the map does not (the screen said only "not
    possible now" with thrust and PP to spare: a slip needs 2 thrust)."""
    out: dict[str, dict[str, str]] = {}
    checks = {"turn": (turns, lambda: movement.turn_pp(state, m, 1)),
              "slip": (slips, lambda: movement.slip_cost(state, m, "FR"))}
    for kind, (legal_ones, check) in checks.items():
        if legal_ones:
            continue
        try:
            check()
        except RulesError as exc:
            out[kind] = exc.to_json()
        else:
            out[kind] = {"rule": "", "ja": "行き先のヘックスがありません。", "en": "No hex to go to."}
    return out


def _action_phase(state: DunbineState, legal: list[Action], out: dict[str, Any]) -> None:
    m = state.find(state.active)
    if m is None:
        return
    turns = {str(a.steps): movement.turn_pp(state, m, a.steps) for a in legal if isinstance(a, A.Turn)}
    slips: dict[str, dict[str, Any]] = {}
    for a in legal:
        if isinstance(a, A.SideSlip):
            pp, h = movement.slip_cost(state, m, a.to)
            slips[a.to] = {"pp": pp, "to": [h.q, h.r]}
    out["moves"] = {"turns": turns, "slips": slips, "refused": _moves_refused(state, m, turns, slips)}
    crew = [m] + ([state.unit(m.passenger)] if m.passenger else [])
    options: list[dict[str, Any]] = []
    for u in crew:
        weapons = (["sword"] if u.card.has_sword else []) + [w.id for w in u.card.weapons]
        options.extend(_attack_option(state, legal, u, wid) for wid in weapons)
    out["attack_options"] = options


def _attack_in_progress(state: DunbineState, legal: list[Action], out: dict[str, Any]) -> None:
    at = state.attack
    assert at is not None
    bd = combat.breakdown(state, at.attacker, at.target, at.weapon, at.defence or None)
    out["attack_breakdown"] = breakdown_json(bd, at.defence)
    defences: dict[str, dict[str, Any]] = {}
    for kind in ("evade", "block", "none"):
        d = combat.breakdown(state, at.attacker, at.target, at.weapon, kind)
        defences[kind] = {"cost": combat.DEFENCE_PP[kind], "hit_number": d.hit_number, "p_hit": d.p_hit}
    out["defences"] = defences
    t = state.unit(at.target)
    out["response_turns"] = {str(a.steps): movement.turn_pp(state, t, a.steps, True)
                             for a in legal if isinstance(a, A.ResponseTurn)}


def view(state: DunbineState, seat: int | None) -> dict[str, Any]:
    """Everything is on the table in this game (displays are open), with the rules' answers added."""
    out: dict[str, Any] = serial.to_json(state)
    label = turn_label(state)
    out["turn_label"] = [label.ja, label.en]
    path = map_path(state.board)
    out["map"] = str(path) if path is not None else ""
    notice = map_notice(state.board)
    out["map_notice"] = list(notice) if notice is not None else None
    for u, data in zip(state.units, out["units"]):
        data.update(_unit_extras(state, u))
    out["action_costs"] = {"transform": rules.TRANSFORM_PP, "dock": rules.DOCK_PP, "separate": rules.SEPARATE_PP}
    legal = legal_actions(state)
    costs: dict[str, dict[str, int]] = {}
    for a in legal:
        if isinstance(a, A.ChangeThrust):
            costs.setdefault(a.unit, {})[str(a.thrust)] = movement.accel_cost(state, state.unit(a.unit), a.thrust)
    out["thrust_costs"] = costs
    out["moves"] = {"turns": {}, "slips": {}}
    out["attack_options"] = []
    if state.attack is not None:
        _attack_in_progress(state, legal, out)
    elif state.phase == "action" and state.result is None:
        _action_phase(state, legal, out)
    return out


__all__ = ["breakdown_json", "map_path", "view"]
