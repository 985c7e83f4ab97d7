"""A game being played: state, action log, undo/redo, save/load and replay.

The session owns the state and the dice source: read it as ``session.state``,
change it only through ``apply`` or, to set up a position (tests, puzzles, tools),
``set_position(state)`` or ``with session.edit() as state: ...``; both take a new
checkpoint and close the undo stack. Assigning ``session.state`` raises; a change made
to it in place is caught at the next ``apply`` or ``undo`` when ``Session.check_edits``
is on (``TABLETOP_CHECK_EDITS=1``; the tests turn it on), which compares the state's
hash with the one the session left it at.

``apply`` is transactional: on any error the state, the dice and the logs are exactly
as before. The state is not copied for every action: the session keeps a checkpoint
(a copy of the state) taken at every edit, every ``CHECKPOINT_EVERY`` actions (put off
while a human seat can still take its actions back, so that its undo points stay after
the checkpoint), and before a human seat's action when an irreversible action (a die,
a draw, a secret, a physics shot) lies between the checkpoint and now, with the dice as
they were before each action since. A failed action, or an undo, rebuilds the state it
goes back to by replaying the actions since the checkpoint with those dice: what an undo
replays is only reversible actions (no dice, draws, secrets or shots), the rest of the
replay is what a failed action of a computer seat replays. Undo and
redo work by snapshots, asked for by a seat (the seat at the screen), under
one policy for every game: a human seat takes back only its own actions since
it last got control, while it still holds the decision. Another seat's action
(a hand-over, a computer's move, a defender's reaction mid-turn) closes the
undo stack, and so does an action that rolled dice, drew a card or revealed a
secret (``ctx.irreversible``). Redo is the mirror image.

A save holds the game name, seats, options, the dice source as it was at the
start, the action log, and a snapshot of the final state with its hash.
Loading replays the log and checks the hash; a damaged, truncated,
future-version or hand-edited save gives a ``SaveError`` naming the problem. The file
itself (the envelope's schema, JSON read and written atomically) is ``core.savefile``.
"""

from __future__ import annotations

import copy
import json
import os
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

from . import registry, serial
from .dice import DiceSource, SeededSource, make_source, replay_source
from .errors import NotYourDecision, RulesError, SaveError, TabletopError
from .game import Action, Context, Decision, Event, Game, Outcome
from .i18n import Text
from .savefile import SAVE_FORMAT, SAVE_VERSION, check_save_envelope, read_json, write_json_atomic

#: At most this many actions between two copies of the state, unless a human seat can still take
#: its actions back (see the module doc): a failed action replays at most as many (a few ms); a copy
#: costs a few rules steps of the larger games.
CHECKPOINT_EVERY = 128


@dataclass(slots=True)
class _Snapshot:
    state: Any  # a copy of the state before the action, or None: rebuilt from the checkpoint
    dice: dict[str, Any]
    dice_log: int
    events: int
    actions: int
    seat: int = -1  # the seat that took the action after this snapshot


class Session:
    """One game in play."""

    #: Check at every ``apply`` and ``undo`` that nothing changed the state in place since
    #: the session last did (costs a state hash per action; the tests turn it on).
    check_edits: bool = os.environ.get("TABLETOP_CHECK_EDITS", "") == "1"

    def __init__(self, game: Game[Any], seats: int, options: Mapping[str, str] | None = None,
                 dice: DiceSource | None = None, seed: int = 0,
                 players: Sequence[str] | None = None) -> None:
        spec = game.spec
        if not spec.min_seats <= seats <= spec.max_seats:
            raise TabletopError(f"{spec.name} takes {spec.min_seats}-{spec.max_seats} seats, not {seats}")
        self.game = game
        self.seats = seats
        self.options = spec.check_options(options)
        self.dice = dice if dice is not None else SeededSource(seed)
        self.initial_dice = self.dice.to_json()
        self.players = list(players) if players else ["human"] * seats
        self.events: list[Event] = []
        self.actions: list[dict[str, Any]] = []
        self.warnings: list[str] = []
        #: a screen's public choices kept with the save and given back on load (JSON; ``notes`` in the save, absent
        #: while empty): no rule reads them, they change no state and no hash (Monster Raid: the shooting position
        #: a player moved without shooting)
        self.notes: dict[str, Any] = {}
        self._undo: list[_Snapshot] = []  # before each action of one seat since it last got control
        self._redo: list[dict[str, Any]] = []
        self._undo_barrier = False  # the undo stack was last closed by a die, a draw or a secret
        ctx = Context(self.dice)
        self._state = game.setup(seats, self.options, ctx)
        self.events.extend(ctx.events)
        self._base = self._checkpoint()  # the last copy of the state, and the dice before each action since
        self._dice_before: list[dict[str, Any]] = []
        self._irreversible_since_base = False  # a die, draw, secret or shot since the checkpoint
        self._left_at = self._fingerprint()  # the state's hash as the session last left it (check_edits)

    # -- the state and its explicit edits -----------------------------------------
    @property
    def state(self) -> Any:
        """The game state, to read. Change it only through ``apply``, ``set_position`` or ``edit``."""
        return self._state

    @state.setter
    def state(self, value: Any) -> None:
        raise TabletopError("session.state cannot be assigned: use session.set_position(state) "
                            "or `with session.edit() as state:` (they keep undo and replay right)")

    def set_position(self, state: Any) -> None:
        """Make ``state`` (the session takes it over) the position from here on.

        For setting up positions (tests, puzzles): a new checkpoint is taken, so a failed
        action or a replay starts from it; the undo and redo stacks are closed (nothing
        before the edit can be taken back). The action log is kept: a save of an edited
        session replays from the game's set-up and warns that its hash differs.
        """
        self._state = state
        self._new_checkpoint()
        self._undo.clear()
        self._redo.clear()
        self._undo_barrier = False
        self._left_at = self._fingerprint()

    @contextmanager
    def edit(self) -> Iterator[Any]:
        """``with session.edit() as state:`` change the state in place (the same object as
        ``session.state``); at the end it becomes the position (``set_position``). If the block
        raises, the state is put back as it was (rebuilt from the checkpoint) and nothing else changes."""
        try:
            yield self._state
        except BaseException:
            self._state = self._rebuild(len(self.actions))
            raise
        self.set_position(self._state)

    def _fingerprint(self) -> str:
        return self.game.state_hash(self._state) if self.check_edits else ""

    def _check_untouched(self) -> None:
        if self.check_edits and self._fingerprint() != self._left_at:
            raise TabletopError("session.state was changed in place outside apply: set positions up with "
                                "session.set_position(state) or `with session.edit() as state:`")

    # -- playing ----------------------------------------------------------------
    def pending(self) -> Decision | None:
        return self.game.pending(self._state)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self._state)

    def is_over(self) -> bool:
        return self.game.is_over(self._state)

    def outcome(self) -> Outcome | None:
        """The result (winners, text, scores) once the game is over, else None."""
        return self.game.outcome(self._state)

    def turn_label(self) -> Text:
        """Where the game stands now ("Turn 3: Player 2"), for headers, banners and saves."""
        return self.game.turn_label(self._state)

    def describe_action(self, action: Action, lang: str = "ja") -> str:
        """The label of ``action`` (one of ``legal_actions()``) in ``lang``, as of now."""
        return self.game.describe_action(self._state, action, lang)

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply ``action`` (optionally checking it comes from ``seat``); return new events."""
        decision = self.game.pending(self._state)
        if decision is None:
            raise RulesError("core game-over", "ゲームは終了しています。", "The game is over.")
        if seat is not None and seat != decision.seat:
            who = self.game.seat_name(decision.seat, "ja"), self.game.seat_name(decision.seat, "en")
            raise NotYourDecision("core turn", f"今は{who[0]}が決める番です。",
                                  f"It is {who[1]}'s decision now.")
        if self.check_edits:
            self._check_untouched()
        human = self._human(decision.seat)
        if human and self._irreversible_since_base:
            self._new_checkpoint()  # an undo must not replay a die, a draw, a secret or a shot
        elif len(self.actions) - self._base.actions >= CHECKPOINT_EVERY and not self._undo_open(decision.seat):
            self._new_checkpoint()
        snap = self._snapshot()
        ctx = Context(self.dice)
        try:
            self.game.apply(self._state, action, ctx)
        except BaseException:
            self._restore(snap)
            raise
        self._dice_before.append(snap.dice)
        self.events.extend(ctx.events)
        if self.actions and self.actions[-1]["seat"] != decision.seat:
            self._undo.clear()  # another seat decides: the previous seat's control is over
            self._undo_barrier = False
        self.actions.append({"seat": decision.seat, "action": self.game.action_to_json(action)})
        self._redo.clear()
        if ctx.irreversible:
            self._irreversible_since_base = True
            self._undo.clear()
            self._undo_barrier = True
        else:
            snap.seat = decision.seat
            self._undo.append(snap)
        if self.check_edits:
            self._left_at = self._fingerprint()
        return list(ctx.events)

    def _human(self, seat: int) -> bool:
        return seat < len(self.players) and self.players[seat] == "human"

    def _undo_open(self, seat: int) -> bool:
        """Whether ``seat``, a human seat about to act, can still take back actions (its undo points
        must stay after the checkpoint, as an undo rebuilds the state from it)."""
        return bool(self._undo) and self._undo[-1].seat == seat and self._human(seat)

    def _new_checkpoint(self) -> None:
        self._base, self._dice_before = self._checkpoint(), []
        self._irreversible_since_base = False

    def _checkpoint(self) -> _Snapshot:
        """A copy of the state now (the dice fields are those of now, for the record)."""
        return _Snapshot(copy.deepcopy(self._state), self.dice.snapshot(), len(self.dice.log),
                         len(self.events), len(self.actions))

    def _snapshot(self) -> _Snapshot:
        """Where the session is before an action: the checkpoint's state if it was taken just now."""
        here = len(self.actions)
        return _Snapshot(self._base.state if self._base.actions == here else None, self.dice.snapshot(),
                         len(self.dice.log), len(self.events), here)

    def _rebuild(self, upto: int) -> Any:
        """The state before action ``upto``: the checkpoint's copy, then its actions replayed with their dice."""
        base = self._base
        if not base.actions <= upto <= len(self.actions):
            raise TabletopError(f"cannot rebuild the state before action {upto} from the checkpoint at {base.actions}")
        state = copy.deepcopy(base.state)
        for index in range(base.actions, upto):
            dice = DiceSource.from_json(self._dice_before[index - base.actions])
            self.game.apply(state, self.game.action_from_json(self.actions[index]["action"]), Context(dice))
        return state

    def _restorable(self, snap: _Snapshot) -> bool:
        return snap.state is not None or self._base.actions <= snap.actions

    def _restore(self, snap: _Snapshot) -> None:
        self._state = copy.deepcopy(snap.state) if snap.state is not None else self._rebuild(snap.actions)
        del self._dice_before[max(0, snap.actions - self._base.actions):]
        if snap.actions < self._base.actions:  # back before the checkpoint (undo): the snapshot is the checkpoint
            self._base, self._dice_before, self._irreversible_since_base = snap, [], False
        self.dice.restore(snap.dice)
        del self.dice.log[snap.dice_log:]
        del self.events[snap.events:]
        del self.actions[snap.actions:]

    # -- undo / redo ------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        """True if ``seat`` may take back its last action now (see ``undo``)."""
        return self._undo_refusal(seat) is None

    def can_redo(self, seat: int) -> bool:
        """True if ``seat`` may redo the action it last took back (see ``redo``)."""
        return self._redo_refusal(seat) is None

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last action.

        Allowed only for a human seat that holds the pending decision, for its own
        actions since it last got control: never across another seat's action
        (a hand-over, a computer's move, a reaction), never past a die roll, a
        card drawn or a secret revealed. Otherwise ``RulesError("core undo")``
        saying why.
        """
        refusal = self._undo_refusal(seat)
        if refusal is not None:
            raise refusal
        self._check_untouched()
        snap = self._undo.pop()
        self._redo.append(self.actions[snap.actions])
        self._restore(snap)
        self._left_at = self._fingerprint()

    def redo(self, seat: int) -> None:
        """Apply again the action ``seat`` last took back (same policy as ``undo``; ``RulesError("core redo")``)."""
        refusal = self._redo_refusal(seat)
        if refusal is not None:
            raise refusal
        entry = self._redo.pop()
        redo_rest = list(self._redo)
        self.apply(self.game.action_from_json(entry["action"]), entry["seat"])
        self._redo = redo_rest

    def _control_refusal(self, seat: int, rule: str) -> RulesError | None:
        """Why ``seat`` may not undo or redo at all now (not a human seat, not its decision), or None."""
        if not 0 <= seat < self.seats:
            return RulesError(rule, f"席{seat}はこのゲームにありません。", f"This game has no seat {seat}.")
        if self.players[seat] != "human":
            return RulesError(rule, "コンピューターが操作する席の行動は取り消し・やり直しできません。",
                              "A seat the computer plays cannot take moves back or redo them.")
        decision = self.game.pending(self._state)
        if decision is None:
            return RulesError(rule, "ゲームは終了しています。終わった行動は取り消せません。",
                              "The game is over; its moves stand.")
        if decision.seat != seat:
            who = self.game.seat_name(decision.seat, "ja"), self.game.seat_name(decision.seat, "en")
            return RulesError(rule, f"今は{who[0]}が決める番です。自分の番の間に、自分の行動だけを取り消せます。",
                              f"It is {who[1]}'s decision now. You can take back only your own moves, "
                              "while it is your turn to decide.")
        return None

    def _undo_refusal(self, seat: int) -> RulesError | None:
        refusal = self._control_refusal(seat, "core undo")
        if refusal is not None:
            return refusal
        if self._undo and self._undo[-1].seat == seat and self._restorable(self._undo[-1]):
            return None
        if self._undo_barrier and not self._undo:
            return RulesError("core undo",
                              "これ以上は取り消せません（ダイス・カードを引いた・秘密の公開より前には戻れません）。",
                              "Nothing more can be undone (not past a die roll, a card drawn or a secret revealed).")
        return RulesError("core undo", "取り消せるのは、手番を受け取ってからの自分の行動だけです。",
                          "Only your own moves since you got control can be taken back.")

    def _redo_refusal(self, seat: int) -> RulesError | None:
        refusal = self._control_refusal(seat, "core redo")
        if refusal is not None:
            return refusal
        if self._redo and self._redo[-1]["seat"] == seat:
            return None
        return RulesError("core redo", "やり直せる行動はありません。", "There is nothing to redo.")

    # -- views ------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view(self._state, seat)

    def log_for(self, seat: int | None) -> list[Event]:
        """The event log as ``seat`` may see it (redacted)."""
        out = []
        for event in self.events:
            seen = event.for_seat(seat)
            if seen is not None:
                out.append(seen)
        return out

    def state_hash(self) -> str:
        return self.game.state_hash(self._state)

    # -- save / load / replay ---------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.spec.name,
            "seats": self.seats,
            "players": list(self.players),
            "options": dict(self.options),
            "dice": replay_source(self.dice.to_json()).to_json() if self.dice.kind != "seeded" else self.initial_dice,
            "actions": list(self.actions),
            "turn": self.game.turn_label(self._state).__dict__,
            "over": self.game.is_over(self._state),  # the launcher's Continue skips a finished game
            "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
            "state_hash": self.state_hash(),
            "snapshot": self.game.state_to_json(self._state),
            **({"notes": json.loads(json.dumps(self.notes))} if self.notes else {}),
        }

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the save atomically: a crash while saving never destroys the old file."""
        return write_json_atomic(path, self.to_save())

    @classmethod
    def from_save(cls, data: Any, source: str = "<save>", stop_at_bad_action: bool = False) -> "Session":
        """Rebuild a session by replaying a save's action log (see module doc)."""
        def bad(text: str, where: str = "") -> SaveError:
            return SaveError.single(source, text, where)

        game = registry.find(check_save_envelope(data, source))
        try:
            seats = int(data["seats"])
            options = data.get("options") or {}
            dice = DiceSource.from_json(data["dice"])
            actions = data["actions"]
            players = data.get("players")
            if not isinstance(actions, list):
                raise TypeError("actions is not a list")
        except _DAMAGED as exc:
            raise bad(f"the save is damaged ({exc})") from None
        try:
            session = cls(game, seats, options, dice=replay_source(dice.to_json()), players=players)
        except (TabletopError, *_DAMAGED) as exc:
            raise bad(f"cannot set the game up again: {exc}") from None
        for index, entry in enumerate(actions):
            where = f"action {index + 1}"
            try:
                action = game.action_from_json(entry["action"])
                seat = entry.get("seat")
                session.apply(action, seat)
            except RulesError as exc:
                problem = f"rule {exc.rule}: {exc.en}"   # a file problem names the rule's full id ("dunbine 6.4")
                if stop_at_bad_action:
                    session.warnings.append(f"{where}: {problem}")
                    return session
                raise SaveError.single(source, f"illegal: {problem}", where) from None
            except _DAMAGED as exc:
                if stop_at_bad_action:
                    session.warnings.append(f"{where}: damaged ({exc})")
                    return session
                raise bad(f"damaged ({exc})", where) from None
        notes = data.get("notes")
        if isinstance(notes, dict):   # (saves made before notes have none)
            session.notes = dict(notes)
        expected = data.get("state_hash")
        if expected and expected != session.state_hash():
            session.warnings.append(
                f"{source}: replaying the actions gives state {session.state_hash()}, the save says {expected}; "
                "the replayed game is used")
        return session

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "Session":
        return cls.from_save(read_json(path, SaveError), str(path))

    def replay_hash(self) -> str:
        """The state hash reached by replaying this session's save from scratch."""
        return Session.from_save(json.loads(json.dumps(self.to_save()))).state_hash()


# What a damaged or hand-edited save can make Python raise while it is replayed.
_DAMAGED = (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, RecursionError)


def new_session(name: str, seats: int | None = None, options: Mapping[str, str] | None = None,
                seed: int = 0, dice_kind: str = "seeded", players: Sequence[str] | None = None) -> Session:
    """A session of the registered game ``name`` (default: its minimum seats)."""
    game = registry.find(name)
    count = seats if seats is not None else game.spec.min_seats
    return Session(game, count, options, make_source(dice_kind, seed), players=players)


__all__ = ["Session", "new_session", "serial"]
