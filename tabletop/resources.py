"""Where bundled files live, in a source checkout and in an installed wheel.

The wheel carries ``assets/`` and ``maps/`` inside the package
(``tabletop/assets``, ``tabletop/maps``); a source checkout keeps them at the
top of the repository. ``assets_dir()`` and ``maps_dir()`` find either;
``docs_dir()`` finds the per-game docs, rulings and players' rules help the same way.
``user_dir()`` is the per-user folder for saves, settings and crash logs (``default_user_dir()``
per system, or ``TABLETOP_HOME``).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    beside = _PACKAGE.parent / name
    if beside.is_dir():
        return beside
    raise FileNotFoundError(f"bundled folder {name!r} not found next to {_PACKAGE}")


def assets_dir() -> Path:
    return _find("assets")


def maps_dir() -> Path:
    return _find("maps")


def docs_dir() -> Path:
    """The bundled docs: ``help/<game>.<lang>.md`` (the players' rules help),
    ``games/<game>.md`` and ``rulings/<game>.md`` (its fallback).

    The wheel carries ``docs/help``, ``docs/games`` and ``docs/rulings`` as ``tabletop/docs/...``;
    a checkout has them in ``docs/`` at the top of the repository.
    """
    inside = _PACKAGE / "docs"
    if any((inside / part).is_dir() for part in ("help", "rulings", "games")):
        return inside
    return _find("docs")


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def font_path(bold: bool = False) -> Path:
    """The bundled Japanese font (Noto Sans JP, SIL OFL 1.1)."""
    return asset("fonts", "NotoSansJP-Regular.otf")


def default_user_dir(platform: str | None = None) -> Path:
    """Where each system expects an application's own data, for ``platform`` (``sys.platform``).

    * Linux and every other Unix: ``$XDG_DATA_HOME/tabletop``, else ``~/.local/share/tabletop``, exactly as
      before platformdirs was used (so no saves move);
    * Windows: ``platformdirs.user_data_dir("tabletop", appauthor=False)``, the local application data
      (``C:\\Users\\<name>\\AppData\\Local\\tabletop``; not roaming: saves and crash logs belong to this computer);
    * macOS: the same call, ``~/Library/Application Support/tabletop``.
    """
    import os
    import sys

    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "cygwin", "darwin")):
        # a dependency (typed); the ignore is for a checkout whose environment predates it
        import platformdirs  # type: ignore[import-not-found, unused-ignore]

        return Path(platformdirs.user_data_dir("tabletop", appauthor=False, roaming=False))
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else Path.home() / ".local" / "share") / "tabletop"


def user_dir() -> Path:
    """Per-user folder for saves, autosaves, settings and crash logs: ``TABLETOP_HOME`` when set, else
    ``default_user_dir()`` (the system's place for application data).

    Created when missing. When it cannot be (a file in its place, a read-only parent)
    its path is still returned: readers find nothing there and writers fail with an
    ``OSError`` they report; ``ui.saves.home_problem`` tells the player at start-up.
    """
    import os

    base = os.environ.get("TABLETOP_HOME")
    path = Path(base) if base else default_user_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # see the docstring: the app runs without saving
    return path
