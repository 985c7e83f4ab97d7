"""Settings remembered between runs: language, UI scale, sound, colour-vision palette.

Stored as plain JSON in ``user_dir()/settings.json`` (written atomically). A
damaged or hand-edited file never stops the app: unknown keys are ignored,
bad values fall back to their defaults, and the problems are kept in
``Settings.problems`` for the app to show once.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from tabletop.core.session import write_json_atomic
from tabletop.resources import user_dir

UI_SCALES = (0.8, 1.0, 1.25, 1.5, 1.75, 2.0)  # the steps offered; any value in 0.8-2.0 loads
PALETTES = ("standard", "deuteranopia", "protanopia", "tritanopia", "high_contrast")


@dataclass
class Settings:
    lang: str = "ja"
    ui_scale: float = 1.0
    volume: float = 0.7
    muted: bool = False
    palette: str = "standard"
    dice_source: str = "seeded"
    window: list[int] = field(default_factory=lambda: [1280, 800])
    problems: list[str] = field(default_factory=list, compare=False)

    def to_json(self) -> dict:
        data = asdict(self)
        data.pop("problems", None)
        return data


def _valid(name: str, value) -> bool:
    if name == "lang":
        return value in ("ja", "en")
    if name == "ui_scale":
        return (isinstance(value, (int, float)) and not isinstance(value, bool)
                and UI_SCALES[0] <= float(value) <= UI_SCALES[-1])
    if name == "volume":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and 0.0 <= float(value) <= 1.0
    if name == "muted":
        return isinstance(value, bool)
    if name == "palette":
        return value in PALETTES
    if name == "dice_source":
        return value in ("seeded", "manual")
    if name == "window":
        return (isinstance(value, list) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 10000 for v in value))
    return False


def path() -> Path:
    return user_dir() / "settings.json"


def load(file: Path | None = None) -> Settings:
    """The saved settings, or the defaults; never raises for a bad file."""
    file = file or path()
    settings = Settings()
    if not file.exists():
        return settings
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        settings.problems.append(f"{file}: unreadable, defaults used ({exc})")
        return settings
    if not isinstance(data, dict):
        settings.problems.append(f"{file}: not a settings object, defaults used")
        return settings
    for f in fields(Settings):
        if f.name == "problems" or f.name not in data:
            continue
        value = data[f.name]
        if _valid(f.name, value):
            setattr(settings, f.name, float(value) if f.name in ("ui_scale", "volume") else value)
        else:
            settings.problems.append(f"{file}: {f.name}={value!r} is not allowed, default kept")
    return settings


def save(settings: Settings, file: Path | None = None) -> Path:
    """Write the settings atomically (a crash while writing keeps the old file)."""
    return write_json_atomic(file or path(), settings.to_json())
