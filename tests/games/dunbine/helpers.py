"""Building Dunbine states by hand for rule tests (no scenario, no Tiled)."""

from __future__ import annotations

import copy

from tabletop.core import serial
from tabletop.core.dice import ScriptedSource
from tabletop.core.errors import RulesError
from tabletop.core.game import Context
from tabletop.games.dunbine.game import DunbineGame, new_unit
from tabletop.games.dunbine.state import DunbineState, SideInfo, Unit

GAME = DunbineGame()


def unit(uid: str, side: int, machine: str, pilot: str, q: int = 10, r: int = 10, facing: int = 0,
         thrust: int | None = None, **fields) -> Unit:
    u = new_unit(uid, side, machine, pilot, q, r, facing, thrust)
    for k, v in fields.items():
        setattr(u, k, v)
    return u


def state(*units: Unit, phase: str = "action", current: int = 0, active: str | None = None,
          board: str = "rect:40x30", turn_limit: int = 10, victory: str = "points") -> DunbineState:
    st = DunbineState("test", board, "テスト", "Test", [SideInfo("a", "甲", "A"), SideInfo("b", "乙", "B")],
                      list(units), turn_limit, victory)
    st.phase, st.current = phase, current
    if active is None and phase == "action":
        mine = [u for u in units if u.side == current and not u.carrier]
        active = mine[0].id if mine else ""
    if active:
        st.active = active
        st.unit(active).activation = "active"
    return st


def act(st: DunbineState, action, dice=()) -> Context:
    ctx = Context(ScriptedSource(dice))
    GAME.apply(st, action, ctx)
    return ctx


def refused(st: DunbineState, action, rule: str, dice=()) -> RulesError:
    """Apply ``action`` expecting a RulesError citing ``rule``; the state must not change."""
    before = copy.deepcopy(serial.to_json(st))
    try:
        act(st, action, dice)
    except RulesError as exc:
        assert exc.rule == rule, f"expected rule {rule}, got {exc.rule}: {exc}"
        assert serial.to_json(st) == before, "state changed by a refused action"
        assert exc.ja and exc.en
        section = rule.partition(" ")[2]
        if section.startswith("R-"):  # the message cites its ruling once ("(…, ruling R-7a). (ruling R-7a)" once read)
            assert all(exc.message(lang).count(section) == 1 for lang in ("ja", "en")), exc.message("en")
        return exc
    raise AssertionError(f"{action} was accepted; expected a refusal citing {rule}")


def legal(st: DunbineState) -> list:
    return GAME.legal_actions(st)
