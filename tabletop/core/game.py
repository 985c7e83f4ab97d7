"""The game contract every game follows.

A game is a ``Game`` subclass with a ``GameSpec`` (``core.spec``); its state is a plain
dataclass (JSON round-trip through ``serial``); its actions are small frozen
dataclasses derived from ``Action`` whose JSON form is ``{"type": ..., ...}``.

* ``setup(seats, options, ctx)`` builds the first state (rolls go through ctx).
* ``pending(state)`` says which seat must decide now and what kind of decision
  it is; any seat may be asked mid-turn (defender's choices, reactions).
* ``legal_actions(state)`` is the single source of truth for what may be done.
  For continuous choices (a flick's angle and strength) actions carry numbers
  and ``apply`` checks them.
* ``apply(state, action, ctx)`` changes the state or raises ``RulesError``
  naming the rule. The session makes it transactional (the state is restored
  on any error), but games should check before they change anything.
  ``Game.apply`` is one table-driven dispatcher: it looks the action's class
  up in ``action_table(state)`` (by default the class-level ``handlers``) and
  runs that handler; an action with no handler is refused by ``refuse``.
* ``view(state, seat)`` is everything that seat may see, as JSON data.
* Events logged through ``ctx.log`` may be visible to some seats only, with a
  redacted text for the others.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Iterable, Mapping, TypeVar, cast

from . import serial
from .errors import NeedManualRoll, Problem, RulesError
from .i18n import Text, rule_reference
from .spec import GameSpec

if TYPE_CHECKING:  # the dice come with the session (the launcher's first frame reads game specs only)
    from .bots import BotFactory
    from .dice import DiceSource, Roll

S = TypeVar("S")

#: An action handler, ``handler(game, state, action, ctx)``: it checks (raising
#: ``RulesError``), then changes the state. A game's methods fit as they are.
Handler = Callable[[Any, Any, Any, "Context"], None]


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: frozen, small, with a JSON form."""

    def to_json(self) -> dict[str, Any]:
        data = serial.to_json(self)
        return {"type": type(self).__name__, **data}


@dataclass(frozen=True)
class Decision:
    """Who must decide now, and what kind of decision it is."""

    seat: int
    kind: str
    prompt: Text | None = None


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: winning seats (empty for a draw), scores, a text."""

    winners: tuple[int, ...]
    text: Text
    scores: tuple[float, ...] = ()


@dataclass(frozen=True)
class Event:
    """One log line. ``visible_to=None`` means every seat sees ``text``;
    other seats see ``redacted`` (or nothing when it is None)."""

    text: Text
    rule: str = ""
    visible_to: tuple[int, ...] | None = None
    redacted: Text | None = None
    kind: str = "info"
    data: dict[str, Any] = field(default_factory=dict)

    def for_seat(self, seat: int | None) -> "Event | None":
        """This event as ``seat`` may see it (``None`` seat = an observer sees public only)."""
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self
        if self.redacted is None:
            return None
        return Event(self.redacted, self.rule, None, None, self.kind, {})

    def line(self, lang: str) -> str:
        """The log line in ``lang``: the text, then its rule as a player cites it in that language."""
        rule = rule_reference(self.rule, lang)
        return f"{self.text.get(lang)} ({rule})" if rule else self.text.get(lang)

    def to_json(self) -> dict[str, Any]:
        return cast(dict[str, Any], serial.to_json(self))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Event":
        return cast(Event, serial.from_json(cls, data))


#: What a roll's faces mean in the game's terms (``Context.roll(reading=...)``).
Reading = Callable[[tuple[int, ...]], Text]


@contextmanager
def _in_japanese(who_ja: str | None, why_ja: str | None) -> Iterator[None]:
    """A manual roll's request raised inside gets the Japanese of who rolls and why (the English where none was given)."""
    try:
        yield
    except NeedManualRoll as need:
        need.who_ja = who_ja or need.who
        need.why_ja = why_ja or need.why
        raise


class Context:
    """What ``setup`` and ``apply`` may use: the dice and the event log.

    Rolling dice, drawing a card or revealing a secret makes the action
    irreversible for undo (``ctx.irreversible``).
    """

    def __init__(self, dice: DiceSource) -> None:
        self.dice = dice
        self.events: list[Event] = []
        self.irreversible = False

    def log(self, ja: str, en: str, rule: str = "", *, visible_to: Iterable[int] | None = None,
            redacted: Text | None = None, kind: str = "info", **data: Any) -> Event:
        event = Event(Text(ja, en), rule, tuple(visible_to) if visible_to is not None else None,
                      redacted, kind, dict(data))
        self.events.append(event)
        return event

    def roll(self, dice: str | int, who: str, why: str, count: int = 1, *, rule: str = "",
             why_ja: str | None = None, who_ja: str | None = None, reading: Reading | None = None) -> Roll:
        """Roll dice, mark the action irreversible and log the result.

        ``who``/``why`` are English, ``who_ja``/``why_ja`` their Japanese (default: the same).
        ``reading`` says what the faces mean in the game's terms ("2 hits", "6 + power 4 = 10");
        without it the log adds several dice up, which only suits a roll that is summed.
        """
        with _in_japanese(who_ja, why_ja):
            record = self.dice.roll(dice, who, why, count)
        self._log_roll(record, rule, why_ja, who_ja, reading)
        return record

    def open_roll(self, sides: int, again_on: Iterable[int], who: str, why: str, *, rule: str = "",
                  why_ja: str | None = None, who_ja: str | None = None, reading: Reading | None = None) -> Roll:
        with _in_japanese(who_ja, why_ja):
            record = self.dice.open_roll(sides, again_on, who, why)
        self._log_roll(record, rule, why_ja, who_ja, reading)
        return record

    def shuffle(self, items: list[Any], who: str, why: str) -> None:
        self.irreversible = True
        self.dice.shuffle(items, who, why)

    def randint(self, low: int, high: int, who: str, why: str, *,
                why_ja: str | None = None, who_ja: str | None = None) -> int:
        """A choice at random in ``[low, high]``; with real dice the face ``f`` picks ``low + f - 1``
        (``why`` says what each face picks, ``who_ja``/``why_ja`` in Japanese, as for ``roll``)."""
        self.irreversible = True
        with _in_japanese(who_ja, why_ja):
            return self.dice.randint(low, high, who, why)

    def secret_revealed(self) -> None:
        """A card was drawn or a secret shown: no undo past this action."""
        self.irreversible = True

    def _log_roll(self, record: Roll, rule: str, why_ja: str | None, who_ja: str | None,
                  reading: Reading | None) -> None:
        self.irreversible = True
        dice = f"{len(record.results)}D{record.sides}"
        meaning = reading(record.results) if reading is not None else None
        if meaning is not None:
            faces = ", ".join(str(r) for r in record.results)
            detail = Text(f"{faces}：{meaning.ja}", f"{faces}: {meaning.en}")
        else:
            summed = "+".join(str(r) for r in record.results)
            mod = f"{record.modifier:+d}" if record.modifier else ""
            plain = f"{summed}{mod} = {record.total}" if len(record.results) > 1 or mod else summed
            detail = Text(plain, plain)
        who_ja = who_ja or record.who
        why_ja = why_ja or record.why
        data: dict[str, Any] = {"sides": record.sides, "results": list(record.results),
                                "modifier": record.modifier, "who_ja": who_ja, "who_en": record.who,
                                "why_ja": why_ja, "why_en": record.why}
        if meaning is not None:
            data.update(reading_ja=meaning.ja, reading_en=meaning.en)
        self.events.append(Event(Text(f"{who_ja}: {why_ja}: {dice} → {detail.ja}",
                                      f"{record.who}: {record.why}: {dice} → {detail.en}"),
                                 rule, kind="roll", data=data))


class Game(Generic[S]):
    """Base class of a game's rules. Subclasses set ``spec``, ``state_type``, ``actions``."""

    spec: ClassVar[GameSpec]
    state_type: ClassVar[type]
    actions: ClassVar[tuple[type[Action], ...]] = ()

    # -- to implement -------------------------------------------------------
    def setup(self, seats: int, options: Mapping[str, str], ctx: Context) -> S:
        raise NotImplementedError

    def pending(self, state: S) -> Decision | None:
        """The decision the game waits for; None when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[Action]:
        raise NotImplementedError

    # -- the action dispatcher -------------------------------------------------
    #: The action table: action class -> handler. Games whose steps accept
    #: different actions override ``action_table`` to pick a row of their own.
    handlers: ClassVar[Mapping[type[Action], Handler]] = {}

    def action_table(self, state: S) -> Mapping[type[Action], Handler]:
        """The handlers for what may be done now; raise ``RulesError`` when nothing may (game over)."""
        return self.handlers

    def refuse(self, state: S, action: Action) -> RulesError:
        """The error for an action the current table has no handler for. Games name their rule."""
        return RulesError(self.spec.name, "この行動は今は行えません。",
                          f"{type(action).__name__} is not possible now.")

    def apply(self, state: S, action: Action, ctx: Context) -> None:
        """Run the handler for the action's exact class, or raise ``refuse``'s error."""
        handler = self.action_table(state).get(type(action))
        if handler is None:
            raise self.refuse(state, action)
        handler(self, state, action, ctx)

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None = a spectator: public information only)."""
        raise NotImplementedError

    # -- provided -------------------------------------------------------------
    def is_over(self, state: S) -> bool:
        return self.outcome(state) is not None

    def state_to_json(self, state: S) -> dict[str, Any]:
        return cast(dict[str, Any], serial.to_json(state))

    def state_from_json(self, data: dict[str, Any]) -> S:
        return cast(S, serial.from_json(self.state_type, data))

    def state_hash(self, state: S) -> str:
        return serial.state_hash(self.state_to_json(state))

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action.to_json()

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        """Rebuild an action; ``ValueError`` with a readable reason if it is not one."""
        if not isinstance(data, Mapping) or "type" not in data:
            raise ValueError(f"not an action (no 'type'): {data!r}")
        by_name = {cls.__name__: cls for cls in self.actions}
        cls = by_name.get(str(data["type"]))
        if cls is None:
            raise ValueError(f"{self.spec.name} has no action {data['type']!r}")
        body = {k: v for k, v in data.items() if k != "type"}
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(body) - names
        if extra:
            raise ValueError(f"action {cls.__name__} has no field(s) {', '.join(sorted(extra))}")
        try:
            return cast(Action, serial.from_json(cls, body))
        except (TypeError, KeyError, ValueError) as exc:
            raise ValueError(f"action {cls.__name__}: {exc}") from None

    def seat_name(self, seat: int, lang: str = "ja") -> str:
        return self.spec.seat_label(seat).get(lang)

    def turn_label(self, state: S) -> Text:
        """Where the game stands, for save lists and banners. Games should override."""
        return Text("", "")

    def describe_action(self, state: S, action: Action, lang: str = "ja") -> str:
        """A short label for an action (menus, logs). Games should override."""
        return type(action).__name__

    def bots(self) -> Mapping[str, BotFactory]:
        """The computer players by level, besides ``random`` (which every game has; see ``core.bots``).

        Games override this (usually importing their ``bots`` module inside it).
        """
        return {}

    def metrics(self, state: S) -> dict[str, Any]:
        """Figures of a finished (or stopped) game for ``tabletop simulate``: numbers or lists of numbers.

        Each key becomes a distribution in the simulation report. Games override this.
        """
        return {}

    # -- Tiled maps (optional; docs/maps.md) ------------------------------------
    #: True for a game played on Tiled maps: ``tabletop map check`` then asks its ``check_map``
    #: about the maps that name it in their map property ``game`` (its ``spec.name``).
    reads_maps: ClassVar[bool] = False

    def check_map(self, path: Path) -> list[Problem]:
        """Every problem of one of this game's map files (a .tmx, or a file the game keeps beside
        its maps), each naming its file; empty when the game can use it. Never raises for a bad file:
        whatever is wrong with it is a ``Problem`` (``tabletop.core.tiled`` finds the file's own)."""
        return []


def rules_error(rule: str, ja: str, en: str) -> RulesError:
    """Shorthand used by games: ``raise rules_error("dunbine 8.2", "...", "...")``."""
    return RulesError(rule, ja, en)
