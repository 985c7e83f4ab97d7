"""The seat's view of a Dunbine game (``session.view(seat)``) read into small typed records.

The screen draws only from this and from ``session.legal_actions()``: never
from the game state itself, so it could as well draw a game hosted elsewhere.
``Seen`` answers like the state does (``find``, ``unit``, ``side_units``) and
carries the rules' answers the view adds (costs, reach, hit numbers); machine
and pilot cards come from the game's data tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.core.errors import RulesError
from tabletop.core.hexgrid import Hex
from tabletop.core.i18n import Text
from tabletop.games.dunbine import data


@dataclass(frozen=True)
class Term:
    key: str
    label: Text
    value: int


@dataclass(frozen=True)
class Breakdown:
    """The hit number term by term (14.1), its odds and the expected damage (18)."""

    terms: tuple[Term, ...]
    hit_number: int
    p_hit: float
    expected_damage: float
    expected: float
    open_faces: tuple[int, ...]
    defence: str

    @classmethod
    def of(cls, raw: dict[str, Any]) -> "Breakdown":
        return cls(tuple(Term(k, Text(ja, en), v) for k, ja, en, v in raw["terms"]), raw["hit_number"], raw["p_hit"],
                   raw["expected_damage"], raw["expected"], tuple(raw["open_faces"]), raw["defence"])


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
    refused: dict[str, Refusal]
    no_target: Refusal

    @classmethod
    def of(cls, raw: dict[str, Any]) -> "WeaponOption":
        return cls(raw["unit"], raw["weapon"], raw["cost"], raw["min_range"], raw["max_range"],
                   tuple(Hex(q, r) for q, r in raw["reach"]),
                   {t: Breakdown.of(b) for t, b in raw["targets"].items()},
                   {t: Refusal(**r) for t, r in raw["refused"].items()}, Refusal(**raw["no_target"]))


@dataclass(frozen=True)
class SeenUnit:
    """A machine with its display (2.5) and what the rules say about it now."""

    id: str
    side: int
    machine: str
    pilot: str
    q: int
    r: int
    facing: int
    thrust: int
    action_pp: int
    aura: int
    attack_pp: int
    defence_pp: int
    power_pp: int
    barrier_pp: int
    response_pp: int
    damage: int
    ammo: dict[str, int]
    status: str
    carrier: str
    passenger: str
    changed_thrust: bool
    mover: str
    heavy: bool
    heavy_at: int
    total_pp: int
    thrust_left: int
    min_thrust: int
    max_thrust: int
    mobility: dict[str, Any]

    @classmethod
    def of(cls, raw: dict[str, Any]) -> "SeenUnit":
        return cls(**{k: raw[k] for k in cls.__dataclass_fields__})

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)

    @property
    def in_play(self) -> bool:
        return self.status == "ok"

    @property
    def card(self) -> data.Machine:
        return data.machine(self.machine)

    @property
    def base(self) -> data.Pilot:
        return data.pilot(self.pilot)


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
            Breakdown.of(raw["attack_breakdown"]) if raw.get("attack_breakdown") else None,
            {uid: {int(t): pp for t, pp in c.items()} for uid, c in raw["thrust_costs"].items()},
            {int(s): pp for s, pp in moves["turns"].items()},
            {side: (s["pp"], Hex(*s["to"])) for side, s in moves["slips"].items()},
            [WeaponOption.of(o) for o in raw["attack_options"]], dict(raw["action_costs"]),
            dict(raw.get("defences", {})), {int(s): pp for s, pp in raw.get("response_turns", {}).items()})

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
