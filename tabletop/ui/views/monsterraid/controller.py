"""The shooting controller: aim, shooting position, shot, fault, playback and replay (no drawing, no pygame).

One ``ShootingController`` holds a physics ``Table`` and everything about the
next shot: which die (``cycle_die``), the method (flick / throw / coin toss,
limited to ``methods``), where it starts (``set_position``, refused closer than
two card lengths to the nearest target: rule "monsterraid シュート"), and the
aim (angle, power, spin, loft). ``shoot()`` has the shot simulated ONCE with
recorded frames (by ``simulator``: on the game screen that is the rules
themselves, which apply the shot and record its frames); the animation plays
exactly those frames (``update(dt)``), so what is seen is what decided the
shot: in real time, or slower for a short shot so that it lasts at least
``SHORTEST_SHOT`` (``live_speed``; a shot is 0.2-0.6 s of simulated time). A
click or Space skips it (``skip``). Dice tipping over an edge are shown
tipping (``Playback.tips``, from the recorded faces and motion). When the
playback ends ``on_result`` follows.

Fault (フォルト, rule "monsterraid シュート", ruling R2): the RULES define it
(``tabletop.games.monsterraid.rounds.is_fault``: a flick below
``MIN_FLICK_POWER`` or one whose die rests within ``LAUNCHER_RADIUS`` mm of its
start without hitting another die) and the game applies it inside ``apply``.
The game screen therefore builds its controller with ``faults=False`` and lets
the rules retry. Only the practice table, which has no rules session, keeps
``faults=True``: the controller then uses the same rules function and retries
the first fault of a shot itself (the table goes back as it was); a second
fault stands.

Replay: ``replay(speed)`` re-simulates the last shot from its stored inputs
(``replayer``: by default the table before, shot, seed and shot index; never the
``simulator``, which on the game screen makes a shot), checks that the frames and rests are
identical to the recorded ones (``replay_identical``), and plays them at 1x,
0.5x or 0.25x, interpolating between recorded frames.

The game screen embeds this with its own ``simulator`` (apply the Shoot action;
the frames the rules recorded come back), ``replayer`` (the rules' table of the
shot) and ``on_result`` (what follows the action, once the animation is over).
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field
from typing import Callable

from tabletop.core.errors import RulesError
from tabletop.core.game import rules_error
from tabletop.core.i18n import t
from tabletop.games.monsterraid import geometry, shoot
from tabletop.games.monsterraid.attack_success import landed_on
from tabletop.physics import Shot, ShotResult, Table, simulate
from tabletop.physics.tumble import TUMBLES
from tabletop.ui import motion

from .aim import make_shot

METHODS = ("flick", "throw", "coin")
SPEEDS = (1.0, 0.5, 0.25)
RULE = "monsterraid シュート"
FRAME_RATE = 60.0
#: A shot's animation lasts at least this long (s): shorter shots are played slower, down to ``SLOWEST``.
SHORTEST_SHOT = 1.0
SLOWEST = 0.4
#: Frames a die takes to tip over one edge on screen, at most and at least (from its recorded speed).
TIP_FRAMES = (1.5, 12.0)


def live_speed(frames: list) -> float:
    """The speed a shot plays at as it is made: real time, or slower (down to ``SLOWEST``) so that it lasts
    ``SHORTEST_SHOT`` seconds; a shot is over in 0.2-0.6 s of simulated time, too fast to follow."""
    seconds = max(0, len(frames) - 1) / FRAME_RATE
    return max(SLOWEST, min(1.0, seconds / SHORTEST_SHOT))


def tip_spans(table: Table, frames: list) -> dict[str, list[tuple[float, int, float, int]]]:
    """Each die's edge-overs in ``frames``: (first frame of the tip, the frame its face changed, heading, new
    face). The frames record the face on top (it changes at each edge-over); how the die stood up on the edge
    before is derived here from the recorded motion: over one ``step`` of the tumble model at its recorded
    speed, towards where it moved. A face that changed in the air (a landing) is no tip."""
    kinds = {d.id: d.kind for d in table.dice}
    spans: dict[str, list[tuple[float, int, float, int]]] = {}
    last: dict[str, tuple] = {}
    for k, frame in enumerate(frames):
        for entry in frame:
            die, x, y, _angle, z, face = entry
            before = last.get(die)
            last[die] = entry
            if before is None or before[5] == face or before[4] > 1.0 or z > 1.0 or die not in kinds:
                continue
            dx, dy = x - before[1], y - before[2]
            moved = math.hypot(dx, dy)
            if moved < 1e-6:
                continue
            step = TUMBLES[kinds[die]].step
            frames_per_tip = min(TIP_FRAMES[1], max(TIP_FRAMES[0], step / moved))
            own = spans.setdefault(die, [])
            start = max(k - frames_per_tip, own[-1][1] if own else 0.0)  # one tip after the other
            if start < k:
                own.append((start, k, math.atan2(dy, dx), face))
    return spans

#: Simulates a shot (table, shot, seed, shot index): its result with frames, or None if it was refused.
Simulator = Callable[[Table, Shot, int, int], "ShotResult | object | None"]
#: What a simulator returns for a shot whose result comes later (a game on a host, issue 23):
#: the controller waits (``awaiting``) until ``deliver(result)``.
SENT = object()


def copy_table(table: Table) -> Table:
    return Table(table.width, table.height, [copy.copy(b) for b in table.boards],
                 [copy.copy(c) for c in table.cards], [copy.copy(d) for d in table.dice], table.launcher)


def default_simulator(table: Table, shot: Shot, seed: int, shot_index: int) -> ShotResult:
    return simulate(table, shot, seed, shot_index, record_frames=True)


def default_replayer(record: "ShotRecord") -> ShotResult:
    """The shot of ``record`` simulated again from its stored inputs."""
    return default_simulator(copy_table(record.before), record.shot, record.seed, record.index)


def position_error(table: Table, x: float, y: float) -> RulesError | None:
    """Why a shot may not start at (x, y) (rule シュート, ``games.monsterraid.shoot``), or None."""
    outlines = shoot.table_outlines(table)
    if shoot.position_ok(table.width, table.height, outlines, x, y):
        return None
    if not shoot.on_table(table.width, table.height, x, y):
        return rules_error(RULE, t("raid.off_table", "ja"), t("raid.off_table", "en"))
    values = {"need": int(geometry.SHOOT_DISTANCE), "have": int(shoot.nearest_target_distance(x, y, outlines))}
    return rules_error(RULE, t("raid.too_close", "ja", **values), t("raid.too_close", "en", **values))


@dataclass
class ShotRecord:
    """One shot as made: its inputs (enough to re-simulate) and what the simulation decided."""

    before: Table
    shot: Shot
    seed: int
    index: int
    result: ShotResult
    fault: bool = False
    retried: bool = False  # a fault that was retried: the table went back to ``before``


@dataclass
class Playback:
    """Frames being shown: ``t`` counts recorded frames (fractional between them)."""

    table: Table  # kinds, owners and faces of the dice (the table before the shot)
    frames: list
    speed: float = 1.0
    t: float = 0.0
    replay: bool = False
    spans: dict[str, list[tuple[float, int, float, int]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.spans = tip_spans(self.table, self.frames)

    def tips(self) -> dict[str, tuple[float, float, int]]:
        """Dice tipping over an edge now: die id -> (how far through the tip 0..1, heading, the face it tips
        onto). The old face stays recorded until the frame of the edge-over."""
        out = {}
        t = self.t
        for die, spans in self.spans.items():
            for start, end, heading, face in spans:
                if start <= t < end:
                    out[die] = ((t - start) / (end - start), heading, face)
                    break
        return out

    @property
    def done(self) -> bool:
        return self.t >= len(self.frames) - 1

    def frame(self) -> list[tuple[str, float, float, float, float, int]]:
        """The current frame, interpolated between the two recorded frames around ``t`` (the top face is the
        earlier frame's: it changes at an edge-over, never halfway)."""
        last = len(self.frames) - 1
        if last <= 0:
            return list(self.frames[0]) if self.frames else []
        i = min(last, int(self.t))
        f = self.t - i
        a = self.frames[i]
        if f <= 1e-9 or i >= last:
            return list(a)
        b = {entry[0]: entry for entry in self.frames[i + 1]}
        out = []
        for die, x, y, angle, z, face in a:
            nxt = b.get(die)
            if nxt is None:  # lost between the two frames
                out.append((die, x, y, angle, z, face))
                continue
            turn = math.remainder(nxt[3] - angle, 2.0 * math.pi)
            out.append((die, x + (nxt[1] - x) * f, y + (nxt[2] - y) * f, angle + turn * f, z + (nxt[4] - z) * f,
                        face))
        return out


@dataclass
class Aim:
    angle: float = math.pi / 2
    power: float = 0.5
    spin: float = 0.0
    loft: float = 0.5


class ShootingController:
    """See the module doc."""

    def __init__(self, table: Table, *, seed: int = 0, shot_index: int = 0, methods=METHODS,
                 eligible: Callable[[Table], list[str]] | None = None, simulator: Simulator | None = None,
                 on_result: Callable[[ShotRecord], None] | None = None, faults: bool = True,
                 position: tuple[float, float] | None = None,
                 replayer: Callable[[ShotRecord], ShotResult] | None = None) -> None:
        self.table = table
        self.seed = seed
        self.shot_index = shot_index
        self.methods = tuple(m for m in METHODS if m in methods) or METHODS
        self.method = self.methods[0]
        self.eligible_fn = eligible
        self.simulator = simulator or default_simulator
        self.replayer = replayer or default_replayer
        self.on_result = on_result
        self.faults = faults
        self.aim = Aim()
        self.die: str | None = None
        self.message: RulesError | str | None = None
        self.no_die_words = "raid.no_die"   # what a shot key says with no die to shoot (the game: "press Pass")
        self.message_kind = "info"
        self.record: ShotRecord | None = None
        self.records: list[ShotRecord] = []
        self.playback: Playback | None = None
        self.awaiting: tuple[Table, Shot] | None = None  # a shot sent to the host (``SENT``), until ``deliver``
        self.fault_retry_used = False
        self.replay_identical: bool | None = None
        self.replay_speed = 0.5
        self._ok_key: tuple | None = None
        self._ok = False
        self.position = position or self._default_position()
        if table.launcher is None:
            table.launcher = self.position
        self.select_default_die()

    # -- dice ------------------------------------------------------------------------
    def eligible(self) -> list[str]:
        """Dice that may be shot: the embedding screen decides; by default dice in hand, then all on the table."""
        if self.eligible_fn is not None:
            return list(self.eligible_fn(self.table))
        hand = [d.id for d in self.table.dice if not d.in_play]
        return hand + [d.id for d in self.table.dice if d.in_play]

    def select_default_die(self) -> None:
        ids = self.eligible()
        if self.die not in ids:
            self.die = ids[0] if ids else None

    def cycle_die(self, step: int = 1) -> None:
        ids = self.eligible()
        if not ids:
            self.die = None
            return
        i = ids.index(self.die) if self.die in ids else -step
        self.die = ids[(i + step) % len(ids)]

    def die_obj(self):
        return next((d for d in self.table.dice if d.id == self.die), None)

    # -- method and aim ----------------------------------------------------------------
    def set_method(self, method: str) -> bool:
        if method not in self.methods:
            return False
        self.method = method
        return True

    def cycle_method(self) -> None:
        i = self.methods.index(self.method) if self.method in self.methods else -1
        self.method = self.methods[(i + 1) % len(self.methods)]

    def turn(self, radians: float) -> None:
        self.aim.angle = math.remainder(self.aim.angle + radians, 2.0 * math.pi)

    def change_power(self, delta: float) -> None:
        self.aim.power = round(min(1.0, max(0.0, self.aim.power + delta)), 6)

    def change_spin(self, delta: float) -> None:
        self.aim.spin = round(min(1.0, max(-1.0, self.aim.spin + delta)), 6)

    def change_loft(self, delta: float) -> None:
        self.aim.loft = round(min(1.0, max(0.0, self.aim.loft + delta)), 6)

    def set_aim(self, angle: float, power: float) -> None:
        self.aim.angle, self.aim.power = angle, min(1.0, max(0.0, power))

    # -- shooting position ---------------------------------------------------------------
    def _default_position(self) -> tuple[float, float]:
        if self.table.launcher is not None:
            return tuple(self.table.launcher)  # type: ignore[return-value]
        w, h = self.table.width, self.table.height
        for y in (40.0, h - 40.0):
            for x in (w / 2, w * 0.25, w * 0.75, 40.0, w - 40.0):
                if position_error(self.table, x, y) is None:
                    return (x, y)
        return (w / 2, 40.0)

    def set_position(self, x: float, y: float) -> bool:
        """Move the shooting position; refused (with the rule in ``message``) too close to a target."""
        error = position_error(self.table, x, y)
        if error is not None:
            self.say(error, "error")
            return False
        self.position = (float(x), float(y))
        self.table.launcher = self.position
        self.message = None
        return True

    def nudge_position(self, dx: float, dy: float) -> bool:
        return self.set_position(self.position[0] + dx, self.position[1] + dy)

    def position_ok(self) -> bool:
        key = (self.position, self.table.width, self.table.height,
               tuple((b.sides, b.x, b.y, b.angle) for b in self.table.boards))
        if key != self._ok_key:
            self._ok_key, self._ok = key, position_error(self.table, *self.position) is None
        return self._ok

    # -- messages --------------------------------------------------------------------------
    def say(self, message: RulesError | str | None, kind: str = "info") -> None:
        self.message, self.message_kind = message, kind

    def message_text(self, lang: str) -> str:
        if self.message is None:
            return ""
        if isinstance(self.message, RulesError):
            return self.message.message(lang)
        return t(self.message, lang) if self.message.startswith("raid.") else self.message

    # -- the shot -------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.playback is not None

    def current_shot(self) -> Shot | None:
        if self.die is None:
            return None
        x, y = self.position
        a = self.aim
        return make_shot(self.die, self.method, x, y, a.angle, a.power, a.spin, a.loft)

    def display_table(self) -> Table:
        """The table as drawn while aiming: the chosen die stands at the shooting position."""
        if self.die is None:
            return self.table
        table = copy.copy(self.table)
        dice = []
        for d in self.table.dice:
            if d.id == self.die:
                d = copy.copy(d)
                d.x, d.y, d.z, d.in_play = self.position[0], self.position[1], 0.0, True
            dice.append(d)
        table.dice = dice
        return table

    def shoot(self) -> ShotRecord | None:
        """Simulate the aimed shot and start its animation; None (with a message) if it cannot be made."""
        if self.busy or self.awaiting is not None:
            return None
        shot = self.current_shot()
        if shot is None:
            self.say(self.no_die_words, "error")
            return None
        error = position_error(self.table, shot.x, shot.y)
        if error is not None:
            self.say(error, "error")
            return None
        before = copy_table(self.table)
        before.launcher = self.position
        result = self.simulator(before, shot, self.seed, self.shot_index)
        if result is None:  # refused (the simulator said why)
            return None
        if result is SENT:  # the host simulates it: ``deliver`` starts the animation
            self.awaiting = (before, shot)
            return None
        return self._start(before, shot, result)

    def deliver(self, result: ShotResult | None) -> ShotRecord | None:
        """The result of the shot sent (``SENT``) arrived: animate it (None: it was refused, aim again)."""
        awaiting, self.awaiting = self.awaiting, None
        if awaiting is None or result is None:
            return None
        return self._start(*awaiting, result)

    def _start(self, before: Table, shot: Shot, result: ShotResult) -> ShotRecord:
        record = ShotRecord(before, shot, self.seed, self.shot_index, result)
        self.shot_index += 1
        record.fault = self.faults and is_fault(record)
        self.record = record
        self.records.append(record)
        self.replay_identical = None
        self.message = None
        frames = result.frames or [[]]
        self.playback = Playback(_with_shot_die(before, shot), frames, live_speed(frames))
        return record

    def update(self, dt: float) -> bool:
        """Advance the animation by ``dt`` seconds; True while it runs."""
        pb = self.playback
        if pb is None:
            return False
        if not motion.enabled() and not pb.replay:  # animations off: the shot's end at once (a replay is asked for)
            self.skip()
            return True
        pb.t += dt * FRAME_RATE * pb.speed
        if pb.done:
            self.finish()
        return True

    def skip(self) -> None:
        """Jump to the end of the animation."""
        if self.playback is not None:
            self.playback.t = len(self.playback.frames)
            self.finish()

    def finish(self) -> None:
        pb, self.playback = self.playback, None
        if pb is None or pb.replay or self.record is None:
            return
        record = self.record
        if record.fault and not self.fault_retry_used:
            record.retried = True
            self.fault_retry_used = True
            self.table = copy_table(record.before)  # the shot is taken again
            self.say(rules_error(RULE, t("raid.fault", "ja"), t("raid.fault", "en")), "error")
            return
        if record.fault:
            self.say(rules_error(RULE, t("raid.fault_again", "ja"), t("raid.fault_again", "en")), "error")
        self.fault_retry_used = False
        self.table = copy_table(record.result.table)
        self.table.launcher = self.position
        self.die = None  # the next die: the first eligible one (dice in hand come first)
        self.select_default_die()
        if self.on_result is not None:
            self.on_result(record)

    # -- replay -----------------------------------------------------------------------------------
    def replay(self, speed: float | None = None) -> bool:
        """Replay the last shot from its stored inputs, re-simulated and checked against the record."""
        record = self.record
        if record is None or self.busy:
            return False
        speed = self.replay_speed if speed is None else speed
        again = self.replayer(record)
        self.replay_identical = same_result(again, record.result)
        frames = again.frames if self.replay_identical else record.result.frames
        self.playback = Playback(_with_shot_die(record.before, record.shot), frames or [[]], speed, replay=True)
        return True

    @staticmethod
    def playback_table(record: ShotRecord) -> Table:
        """The table whose dice (kinds, owners, faces) the frames of ``record`` are drawn with."""
        return _with_shot_die(record.before, record.shot)

    def cycle_replay_speed(self) -> None:
        i = SPEEDS.index(self.replay_speed) if self.replay_speed in SPEEDS else 0
        self.replay_speed = SPEEDS[(i + 1) % len(SPEEDS)]

    # -- drawing helpers --------------------------------------------------------------------------------
    def shown_frame(self) -> tuple[Table, list | None]:
        """(table, frame or None) to draw now."""
        if self.playback is not None:
            return self.playback.table, self.playback.frame()
        return self.display_table(), None

    def shown_tips(self) -> dict[str, tuple[float, float, int]]:
        """The dice tipping over an edge in the frame shown now (``Playback.tips``)."""
        return self.playback.tips() if self.playback is not None else {}


def _with_shot_die(table: Table, shot: Shot) -> Table:
    """``table`` with the shot die standing at the shot's start (for the first frames' kinds and faces)."""
    out = copy_table(table)
    for d in out.dice:
        if d.id == shot.die:
            d.x, d.y, d.z, d.in_play = shot.x, shot.y, 0.0, True
    return out


def is_fault(record: ShotRecord) -> bool:
    """The rules' fault test (ruling R2) applied to a recorded shot."""
    from tabletop.games.monsterraid.rounds import is_fault as rules_fault
    from tabletop.games.monsterraid.shots import ShotSpec
    from tabletop.games.monsterraid.table_bridge import outcome_from_result

    shot = record.shot
    spec = ShotSpec(shot.die, shot.method, shot.x, shot.y, shot.angle, shot.power, shot.spin, shot.loft)
    return rules_fault(spec, outcome_from_result(record.result))


def same_result(a: ShotResult, b: ShotResult) -> bool:
    """Bit-identical frames, rests and final positions."""
    if a.frames != b.frames or a.rests != b.rests or a.crash_chain != b.crash_chain:
        return False
    return ([(d.id, d.x, d.y, d.angle, d.face, d.in_play, d.z) for d in a.table.dice]
            == [(d.id, d.x, d.y, d.angle, d.face, d.in_play, d.z) for d in b.table.dice])


@dataclass
class Summary:
    """What a shot did, for the results list and the highlights."""

    on: dict[str, list[str]] = field(default_factory=dict)  # die -> targets/cards it counts for
    crashed: dict[str, list[str]] = field(default_factory=dict)  # die -> dice it crashed into
    pushed: dict[str, str] = field(default_factory=dict)  # die moved by the shot (not the shot die) -> shooter
    lost: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)


def summarise(record: ShotRecord) -> Summary:
    """The shot's effects; what each die counts for is rule 攻撃成功 (``games.monsterraid.attack_success``)."""
    out = Summary()
    on = landed_on(record.result.table)
    for rest in record.result.rests:
        if rest.lost:
            out.lost.append(rest.die)
            continue
        if on.get(rest.die):
            out.on[rest.die] = list(on[rest.die])
        if rest.crashed_into:
            out.crashed[rest.die] = list(rest.crashed_into)
        if rest.moved:
            out.moved.append(rest.die)
            if rest.die != record.shot.die:
                out.pushed[rest.die] = rest.shooter
    return out
