"""What a game is before it is played: its ``GameSpec`` and set-up ``Option``s.

The launcher shows these (from the games' manifests, ``core.manifest``) without importing any game
or the rest of the contract (``core.game``: actions, decisions, the dispatcher), so its first frame
makes only these two classes; ``Game.spec`` is a ``GameSpec``.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from .i18n import Text
from .records import Record, record


@record
class Option(Record):
    """A set-up option shown in the launcher (scenario, difficulty, deck...)."""

    key: str
    label: Text
    choices: tuple[tuple[str, Text], ...]
    default: str

    def validate(self, value: str) -> str:
        keys = [c for c, _ in self.choices]
        if value not in keys:
            raise ValueError(f"option {self.key}: {value!r} is not one of {', '.join(keys)}")
        return value


@record
class GameSpec(Record):
    """What the launcher and the registry know about a game."""

    name: str
    title: Text
    min_seats: int
    max_seats: int
    chance: bool
    hidden_information: bool
    summary: Text = Text("", "")
    data_files: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    seat_labels: tuple[Text, ...] = ()
    #: the game named in few words ("Z Gundam" / 「Ζガンダム」) where the title does not fit whole (a game's header,
    #: the launcher's compact "Continue"); None: the title is short already
    short_title: Text | None = None

    @property
    def short(self) -> Text:
        """The short title, else the title."""
        return self.short_title if self.short_title is not None else self.title

    def seat_label(self, seat: int) -> Text:
        if seat < len(self.seat_labels):
            return self.seat_labels[seat]
        return Text(f"プレイヤー{seat + 1}", f"Player {seat + 1}")

    def default_options(self) -> dict[str, str]:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: Mapping[str, str] | None) -> dict[str, str]:
        merged = self.default_options()
        known = {o.key: o for o in self.options}
        for key, value in (options or {}).items():
            if key not in known:
                raise ValueError(f"{self.name} has no option {key!r} (options: {', '.join(known) or 'none'})")
            merged[key] = known[key].validate(str(value))
        return merged


def seats_range(spec: GameSpec) -> Sequence[int]:
    return range(spec.min_seats, spec.max_seats + 1)
