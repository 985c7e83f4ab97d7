"""The seat's view of a Dunbine game (``session.view(seat)``) read into small typed records.

The screen draws only from this and from ``session.legal_actions()``: never
from the game state itself, so it could as well draw a game hosted elsewhere.
``Seen`` answers like the state does (``find``, ``unit``, ``side_units``) and
carries the rules' answers the view adds (costs, reach, hit numbers). Where the
view's JSON holds one of the game's public data classes (a machine, a 14.1
breakdown), it is rebuilt as that class, so its properties (hex, card, pilot,
heavy damage) are the rules' own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.core import serial
from tabletop.core.errors import RulesError
from tabletop.core.hexgrid import Hex
from tabletop.core.i18n import Text
from tabletop.games.dunbine.combat import Breakdown, Term
from tabletop.games.dunbine.state import Unit


def breakdown_of(raw: dict[str, Any]) -> Breakdown:
    """The rules' 14.1 breakdown rebuilt from the view's JSON (terms as [key, ja, en, value])."""
    return Breakdown(tuple(Term(k, Text(ja, en), v) for k, ja, en, v in raw["terms"]), raw["hit_number"],
                     raw["p_hit"], raw["expected_damage"], raw["expected"], tuple(raw["open_faces"]))


@dataclass(frozen=True)
class Refusal:
    """Why something cannot be done: a rule and its ja/en text (no rule: a plain remark)."""

    rule: str
    ja: str
    en: str

    def text(self) -> Text:
        if not self.rule:
            return Text(self.ja, self.en)
        exc = self.error()
        return Text(exc.message("ja"), exc.message("en"))

    def error(self) -> RulesError:
        return RulesError(self.rule, self.ja, self.en)


@dataclass(frozen=True)
class WeaponOption:
    """A weapon of the acting machine: PP cost, reach, the hexes it covers now, targets and refusals."""

    unit: str
    weapon: str
    cost: int
    min_range: int
    max_range: int
    reach: tuple[Hex, ...]
    targets: dict[str, Breakdown]
    best_defence: dict[str, str]   # the defence each breakdown assumes (the defender's best, 14.1)
    refused: dict[str, Refusal]
    no_target: Refusal

    @classmethod
    def of(cls, raw: dict[str, Any]) -> "WeaponOption":
        return cls(raw["unit"], raw["weapon"], raw["cost"], raw["min_range"], raw["max_range"],
                   tuple(Hex(q, r) for q, r in raw["reach"]),
                   {t: breakdown_of(b) for t, b in raw["targets"].items()},
                   {t: b["defence"] for t, b in raw["targets"].items()},
                   {t: Refusal(**r) for t, r in raw["refused"].items()}, Refusal(**raw["no_target"]))


@dataclass(kw_only=True)
class SeenUnit(Unit):
    """A machine with its display (2.5) and what the rules say about it now (the view's extras)."""

    mover: str
    heavy_at: int
    thrust_left: int
    min_thrust: int
    max_thrust: int
    mobility: dict[str, Any]

    @classmethod
    def of(cls, raw: dict[str, Any]) -> "SeenUnit":
        unit: SeenUnit = serial.from_json(cls, raw)
        return unit


@dataclass(frozen=True)
class SeenSide:
    id: str
    name_ja: str
    name_en: str


@dataclass(frozen=True)
class SeenAttack:
    """The attack being resolved (11-21)."""

    attacker: str
    target: str
    weapon: str
    distance: int
    step: str
    defence: str
    defender: str
    victim: str


@dataclass
class Seen:
    """``session.view(seat)`` of a Dunbine game, read."""

    scenario: str
    map: str
    title: Text
    turn_label: Text
    sides: list[SeenSide]
    units: list[SeenUnit]
    current: int
    phase: str
    active: str
    over: bool
    attack: SeenAttack | None
    breakdown: Breakdown | None
    thrust_costs: dict[str, dict[int, int]]
    turns: dict[int, int]
    slips: dict[str, tuple[int, Hex]]
    weapons: list[WeaponOption]
    action_costs: dict[str, int]
    defences: dict[str, dict[str, Any]] = field(default_factory=dict)
    response_turns: dict[int, int] = field(default_factory=dict)
    #: Why the game is played on the map its save carries (the scenario's own changed since), or None.
    map_notice: Text | None = None
    #: Why no turn / no side slip of the active machine is possible now ("turn", "slip"), where none is.
    moves_refused: dict[str, Refusal] = field(default_factory=dict)

    @classmethod
    def of(cls, raw: dict[str, Any]) -> "Seen":
        at = raw.get("attack")
        moves = raw["moves"]
        return cls(
            raw["scenario"], raw["map"], Text(raw["title_ja"], raw["title_en"]), Text(*raw["turn_label"]),
            [SeenSide(s["id"], s["name_ja"], s["name_en"]) for s in raw["sides"]],
            [SeenUnit.of(u) for u in raw["units"]], raw["current"], raw["phase"], raw["active"],
            raw.get("result") is not None,
            SeenAttack(**{k: at[k] for k in SeenAttack.__dataclass_fields__}) if at else None,
            breakdown_of(raw["attack_breakdown"]) if raw.get("attack_breakdown") else None,
            {uid: {int(t): pp for t, pp in c.items()} for uid, c in raw["thrust_costs"].items()},
            {int(s): pp for s, pp in moves["turns"].items()},
            {side: (s["pp"], Hex(*s["to"])) for side, s in moves["slips"].items()},
            [WeaponOption.of(o) for o in raw["attack_options"]], dict(raw["action_costs"]),
            dict(raw.get("defences", {})), {int(s): pp for s, pp in raw.get("response_turns", {}).items()},
            Text(*raw["map_notice"]) if raw.get("map_notice") else None,
            {kind: Refusal(**r) for kind, r in moves.get("refused", {}).items()})

    def find(self, uid: str) -> SeenUnit | None:
        for u in self.units:
            if u.id == uid:
                return u
        return None

    def unit(self, uid: str) -> SeenUnit:
        u = self.find(uid)
        if u is None:
            raise KeyError(uid)
        return u

    def side_units(self, side: int) -> list[SeenUnit]:
        return [u for u in self.units if u.side == side and u.in_play]

    def mover(self, u: SeenUnit) -> SeenUnit:
        """The machine that moves for ``u`` (its carrier when it is carried, 10.4)."""
        return self.unit(u.mover)

    def weapon(self, uid: str, wid: str) -> WeaponOption | None:
        for w in self.weapons:
            if w.unit == uid and w.weapon == wid:
                return w
        return None
