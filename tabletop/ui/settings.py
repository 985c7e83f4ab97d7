"""Settings remembered between runs: language, UI scale, sound, colour-vision palette,
the computer's pace, animations on or off, and the launcher's last game with each game's last set-up.

Stored as plain JSON in ``user_dir()/settings.json`` (written atomically) and
checked against a declared schema (``SCHEMA``, the kinds of ``core/data.py``:
types, ranges, choices, lengths). A damaged or hand-edited file never stops
the app: unknown keys are ignored, each bad value falls back to its own
default alone (``data.read_fields``), and the problems, each naming the file
and the field, are kept in ``Settings.problems`` for the app to show once.
The file is read like a save (``core.savefile.read_json``: a regular file of at
most ``MAX_BYTES``, never a FIFO or a device). Before a damaged file is
rewritten it is kept aside as ``settings.json.bad`` (``-2``, ``-3``... if that
name is taken), so that nothing the player wrote is lost.

The launcher's memory: ``last_game`` (the game last started) and ``setups``
(per game: seats, each seat's player, the options, the dice source). Each set-up
is checked against ``SETUP`` value by value when the launcher reads it
(``remembered_setup``), and the launcher then keeps only the values the game
still offers (an option choice or a deck that is gone falls back to the
default alone); a remembered set-up that no longer fits is never reported as a
problem, nor does it stop anything.
"""

from __future__ import annotations

import os
from dataclasses import asdict, field
from pathlib import Path
from typing import Any

from tabletop.core.data import AnyJson, Bool, Field, Int, ListOf, MapOf, Number, Schema, Str, read_fields
from tabletop.core.errors import FileProblemError
from tabletop.core.i18n import LANGS
from tabletop.core.records import MutableRecord, mutable_record
from tabletop.core.savefile import read_json, write_json_atomic
from tabletop.resources import user_dir

UI_SCALES = (0.8, 1.0, 1.25, 1.5, 1.75, 2.0)  # the steps offered; any value in 0.8-2.0 loads
PALETTES = ("standard", "deuteranopia", "protanopia", "tritanopia", "high_contrast")
WINDOW_RANGE = (320, 10000)
MAX_BYTES = 1024 * 1024  # a settings file is a few hundred bytes
MAX_SEATS = 16  # more than any game has: a remembered set-up with more seats is not one


@mutable_record
class Settings(MutableRecord):
    lang: str = "ja"
    ui_scale: float = 1.0
    volume: float = 0.7
    muted: bool = False
    palette: str = "standard"
    dice_source: str = "seeded"
    window: list[int] = field(default_factory=lambda: [1280, 800])
    #: True: each computer move stays announced for a moment (``views.base.BOT_PAUSE``) before it is
    #: applied; False: the computers play at once (docs/ui.md UI-5).
    computer_pace: bool = True
    #: True: cards, dice and shots move for a moment (``tabletop.ui.motion``); False: everything appears at once.
    animations: bool = True
    #: The game last started from the launcher ("" = none yet).
    last_game: str = ""
    #: Per game name: its last set-up as the launcher wrote it (read through ``remembered_setup``).
    setups: dict[str, Any] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list, compare=False)
    #: Where the damaged file it was read from goes before it is rewritten (None: the file was fine).
    keep_aside: Path | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("problems", None)
        data.pop("keep_aside", None)
        return data


_DEFAULTS = Settings()

#: What ``settings.json`` may hold; a field's default is the ``Settings`` default.
SCHEMA = Schema(
    Field("lang", Str(choices=tuple(LANGS)), default=_DEFAULTS.lang),
    Field("ui_scale", Number(low=UI_SCALES[0], high=UI_SCALES[-1]), default=_DEFAULTS.ui_scale),
    Field("volume", Number(low=0.0, high=1.0), default=_DEFAULTS.volume),
    Field("muted", Bool(), default=_DEFAULTS.muted),
    Field("palette", Str(choices=PALETTES), default=_DEFAULTS.palette),
    Field("dice_source", Str(choices=("seeded", "manual")), default=_DEFAULTS.dice_source),
    Field("window", ListOf(Int(low=WINDOW_RANGE[0], high=WINDOW_RANGE[1]), min_len=2, max_len=2),
          default=_DEFAULTS.window),
    Field("computer_pace", Bool(), default=_DEFAULTS.computer_pace),
    Field("animations", Bool(), default=_DEFAULTS.animations),
    Field("last_game", Str(max_len=64), default=_DEFAULTS.last_game),
    Field("setups", MapOf(AnyJson()), default={}),
    extra=True,
)

#: One game's remembered set-up (``Settings.setups[name]``). Each player and option value is then
#: kept only if it is text (``remembered_setup``), and only if the game still offers it (the launcher).
SETUP = Schema(
    Field("seats", Int(low=1, high=MAX_SEATS), default=0),
    Field("players", ListOf(AnyJson(), max_len=MAX_SEATS), default=()),
    Field("options", MapOf(AnyJson()), default={}),
    Field("dice", Str(choices=("seeded", "manual")), default=_DEFAULTS.dice_source),
    extra=True,
)


def remembered_setup(settings: Settings, game: str) -> dict[str, Any] | None:
    """The last set-up of ``game``, each value checked on its own against ``SETUP`` (a bad value
    reads as its default); None when there is none (or it is not a table)."""
    raw = settings.setups.get(game)
    if not isinstance(raw, dict):
        return None
    values, _problems = read_fields(f"settings.json: setups.{game}", raw, SETUP)  # a stale value just goes
    values["players"] = [p if isinstance(p, str) and len(p) <= 32 else "" for p in values["players"]]
    values["options"] = {k: v for k, v in values["options"].items() if isinstance(v, str) and len(v) <= 200}
    return values


def remember_setup(settings: Settings, game: str, setup: dict[str, Any]) -> None:
    """Note ``setup`` as ``game``'s last set-up and ``game`` as the last game."""
    settings.last_game = game
    settings.setups = {**settings.setups, game: setup}


def path() -> Path:
    return user_dir() / "settings.json"


def load(file: Path | None = None) -> Settings:
    """The saved settings, or the defaults; never raises for a bad file (see the module doc)."""
    file = file or path()
    settings = Settings()
    if not os.path.lexists(file):
        return settings
    try:
        data = read_json(file, FileProblemError, MAX_BYTES)
    except FileProblemError as exc:
        settings.problems.append(f"{exc.problems[0]}; defaults used")
        settings.keep_aside = _aside_name(file)
        return settings
    if not isinstance(data, dict):
        settings.problems.append(f"{file}: not a settings object; defaults used")
        settings.keep_aside = _aside_name(file)
        return settings
    values, problems = read_fields(str(file), data, SCHEMA)
    values["window"] = list(values["window"])
    values["setups"] = dict(values["setups"])
    for name, value in values.items():
        setattr(settings, name, value)
    if problems:
        settings.problems.extend(f"{p}; default used" for p in problems)
        settings.keep_aside = _aside_name(file)
    return settings


def _aside_name(file: Path) -> Path:
    """The first free name of ``settings.json.bad``, ``settings.json.bad-2``, ..."""
    candidate = file.with_name(file.name + ".bad")
    n = 2
    while os.path.lexists(candidate) and n < 1000:
        candidate = file.with_name(f"{file.name}.bad-{n}")
        n += 1
    return candidate


def save(settings: Settings, file: Path | None = None) -> Path:
    """Write the settings atomically (a crash while writing keeps the old file).

    A damaged file that they were read from is first moved to ``settings.keep_aside``.
    """
    file = file or path()
    if settings.keep_aside is not None:
        if os.path.lexists(file):
            os.replace(file, settings.keep_aside)
        settings.keep_aside = None
    return write_json_atomic(file, settings.to_json())
